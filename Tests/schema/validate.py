#!/usr/bin/env python3
"""Checks Docs/transpec.schema.json against the specs and against `transpec check`.

Every spec in Specs/ must start with the yaml-language-server line and be
valid. Every file in Tests/schema/valid/ (the forms the specs do not use,
such as each porting set) must be valid and pass `transpec check`. Every file in Tests/schema/invalid/ must fail both the schema and
`transpec check`, for the same reason: its `# schema: KEYWORD PATH [NAME]`
line names the schema keyword and instance path (`.` is the root) that must
fail (NAME must appear in that error's message), and its `# check: TEXT`
line a text check's stderr must contain.

Usage: validate.py TRANSPEC_BINARY   (run from the repository root)
PyYAML reads YAML 1.1; the specs avoid its differences (yes/no, on/off).
"""
import glob
import json
import os
import subprocess
import sys

import jsonschema
import yaml

SCHEMA_LINE = "# yaml-language-server: $schema=../Docs/transpec.schema.json"


def leaf_errors(errors):
    """Errors and, for oneOf/anyOf, the errors of each branch, flattened."""
    for error in errors:
        yield error
        yield from leaf_errors(error.context or [])


def expectation(text, prefix):
    for line in text.splitlines():
        if line.startswith(prefix):
            return line[len(prefix):].strip()
    raise SystemExit(f"missing '{prefix}' line")


def check_valid(validator, path):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if not text.startswith(SCHEMA_LINE + "\n"):
        return f"does not start with '{SCHEMA_LINE}'"
    errors = list(validator.iter_errors(yaml.safe_load(text)))
    if errors:
        return "schema rejects it: " + "; ".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)
    return None


def check_valid_example(validator, transpec, path):
    with open(path, encoding="utf-8") as file:
        errors = list(validator.iter_errors(yaml.safe_load(file)))
    if errors:
        return "schema rejects it: " + "; ".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)
    run = subprocess.run([transpec, "check", path], capture_output=True, text=True,
                         env={**os.environ, "NO_COLOR": "1"})
    if run.returncode != 0:
        return f"transpec check exited {run.returncode}:\n{run.stderr}"
    return None


def check_invalid(validator, transpec, path):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    keyword, location, *mentions = expectation(text, "# schema:").split()
    wanted_path = [] if location == "." else [int(p) if p.isdigit() else p for p in location.split("/")]
    leaves = list(leaf_errors(validator.iter_errors(yaml.safe_load(text))))
    if not leaves:
        return "the schema accepts it"
    if not any(e.validator == keyword and list(e.absolute_path) == wanted_path
               and all(m in e.message for m in mentions) for e in leaves):
        found = "; ".join(f"{e.validator} at {'/'.join(map(str, e.absolute_path)) or '.'}: {e.message}"
                          for e in leaves)
        return f"no '{keyword}' error at '{location}' mentioning {mentions}; schema said: {found}"
    check_text = expectation(text, "# check:")
    run = subprocess.run([transpec, "check", path], capture_output=True, text=True,
                         env={**os.environ, "NO_COLOR": "1"})
    if run.returncode != 1:
        return f"transpec check exited {run.returncode}, expected 1"
    if check_text not in run.stderr:
        return f"transpec check did not say {check_text!r}; it said:\n{run.stderr}"
    return None


USAGE = """usage: python3 Tests/schema/validate.py TRANSPEC
  Run from the repository root. Validates Specs/ and Tests/schema/valid/ against
  Docs/transpec.schema.json (all must pass; `TRANSPEC check` too for the latter)
  and Tests/schema/invalid/ (each must fail for the reason its
  '# schema:' line gives, and `TRANSPEC check` must say its '# check:' line)."""


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(USAGE, file=sys.stderr)
        return 64
    transpec = os.path.abspath(sys.argv[1])
    if not os.access(transpec, os.X_OK):
        print(f"validate.py: {transpec} is not an executable transpec", file=sys.stderr)
        return 64
    with open("Docs/transpec.schema.json", encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    passed, failed = 0, 0
    cases = [(p, lambda p=p: check_valid(validator, p)) for p in sorted(glob.glob("Specs/**/*.transpec.yaml", recursive=True))]
    cases += [(p, lambda p=p: check_valid_example(validator, transpec, p))
              for p in sorted(glob.glob("Tests/schema/valid/*.yaml"))]
    cases += [(p, lambda p=p: check_invalid(validator, transpec, p)) for p in sorted(glob.glob("Tests/schema/invalid/*.yaml"))]
    for path, case in cases:
        problem = case()
        if problem:
            failed += 1
            print(f"FAIL {path}: {problem}")
        else:
            passed += 1
    print(f"schema: {passed} passed, {failed} failed")
    return 1 if failed or passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
