"""Validates catalogue files against dscheck's JSON Schemas.

Each file is validated against the schema for its kind, told by its name and folder as a
catalogue lays them out: dscheck.json (manifest), *.resolver.json (resolver), *.tokens.json
(tokens), components/*.json (component), compositions/*.json (composition); files under a
schemas folder are skipped. JSON Schema draft 2020-12, with the jsonschema package that
scripts/ensure-python-tools installs. Prints every error with its file and JSON path; exit
status 0 when every file is valid, 1 when one is not, 2 on a usage or setup problem.

Usage: scripts/validate-specs FILE...
       scripts/validate-specs --each LISTS   (LISTS: a JSON array of file lists; prints a JSON
                                             array of {"status", "output"}, one per list)
"""

import io
import json
import pathlib
import sys

SETUP_HINT = "run scripts/ensure-python-tools"
SCHEMAS = pathlib.Path(__file__).resolve().parent.parent.parent / "schemas"
KINDS = ("manifest", "component", "composition", "tokens", "resolver")


def validator_for(kind):
    """A draft 2020-12 validator of the schema for `kind`."""
    try:
        import jsonschema
    except ImportError as error:
        sys.exit(f"validate-specs: {error}; {SETUP_HINT}")
    schema = json.loads((SCHEMAS / f"{kind}.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def kind_of(path):
    """The schema a catalogue file follows, or None."""
    name = path.name
    if name == "dscheck.json":
        return "manifest"
    if name.endswith(".resolver.json"):
        return "resolver"
    if name.endswith(".tokens.json") or name.endswith(".tokens"):
        return "tokens"
    return {"components": "component", "compositions": "composition"}.get(path.parent.name)


def validate(names, validators, out, err):
    """Validates the files `names`, writing each error to `out` (a usage problem to `err`);
    returns the exit status."""
    failed = False
    for name in names:
        path = pathlib.Path(name)
        kind = kind_of(path)
        if kind is None:
            print(f"{name}: not a catalogue file (dscheck.json, *.resolver.json, *.tokens.json, components/*.json or compositions/*.json)", file=err)
            return 2
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except OSError as error:
            print(f"{name}: cannot be read: {error.strerror}", file=out)
            failed = True
            continue
        except ValueError as error:
            print(f"{name}: not JSON: {error}", file=out)
            failed = True
            continue
        for error in sorted(validators[kind].iter_errors(document), key=lambda e: list(e.absolute_path)):
            pointer = "/" + "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: {pointer}: {error.message}", file=out)
            failed = True
    return 1 if failed else 0


def validate_each(lists, validators):
    """`--each LISTS`: the file LISTS holds a JSON array of file lists; prints a JSON array with, for each
    list, the exit status and the output a run on that list alone would give. One process, and
    the schemas compiled once, for a test's many fixtures."""
    results = []
    for names in json.loads(pathlib.Path(lists).read_text(encoding="utf-8")):
        output = io.StringIO()
        status = validate(names, validators, output, output)
        results.append({"status": status, "output": output.getvalue()})
    print(json.dumps(results))
    return 0


def main(arguments):
    if not arguments:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    validators = {kind: validator_for(kind) for kind in KINDS}
    if arguments[0] == "--each" and len(arguments) == 2:
        return validate_each(arguments[1], validators)
    return validate(arguments, validators, sys.stdout, sys.stderr)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
