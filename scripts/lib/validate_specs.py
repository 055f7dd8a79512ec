"""Validates component and composition spec files against dscheck's JSON Schemas.

Each file is validated against schemas/component.schema.json when it lies in a components
folder and against schemas/composition.schema.json when it lies in a compositions folder
(JSON Schema draft 2020-12, with the jsonschema package that scripts/ensure-python-tools
installs). Prints every error with its file and JSON path; exit status 0 when every file is
valid, 1 when one is not, 2 on a usage or setup problem.

Usage: scripts/validate-specs FILE...
"""

import json
import pathlib
import sys

SETUP_HINT = "run scripts/ensure-python-tools"
SCHEMAS = pathlib.Path(__file__).resolve().parent.parent.parent / "schemas"


def validator_for(kind):
    """A draft 2020-12 validator of the schema for `kind` (component or composition)."""
    try:
        import jsonschema
    except ImportError as error:
        sys.exit(f"validate-specs: {error}; {SETUP_HINT}")
    schema = json.loads((SCHEMAS / f"{kind}.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def main(arguments):
    if not arguments:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    validators = {kind: validator_for(kind) for kind in ("component", "composition")}
    failed = False
    for name in arguments:
        path = pathlib.Path(name)
        kind = "component" if path.parent.name == "components" else "composition" if path.parent.name == "compositions" else None
        if kind is None:
            print(f"{name}: not in a components or compositions folder", file=sys.stderr)
            return 2
        document = json.loads(path.read_text(encoding="utf-8"))
        for error in sorted(validators[kind].iter_errors(document), key=lambda e: list(e.absolute_path)):
            pointer = "/" + "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: {pointer}: {error.message}")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
