"""The Python floor of the dscheck benchmark, run as a whole process (start-up counted, as for
dscheck): parses every file given with CPython's C JSON parser and, with --dump, writes each
parsed value back to standard output with the C encoder (compact, one value after another).

  python json_floor.py [--dump] FILE...
"""

import json
import sys


def main(arguments):
    dump = arguments[:1] == ["--dump"]
    output = sys.stdout
    for path in arguments[1:] if dump else arguments:
        with open(path, "rb") as file:
            value = json.load(file)
        if dump:
            output.write(json.dumps(value, separators=(",", ":")))


if __name__ == "__main__":
    main(sys.argv[1:])
