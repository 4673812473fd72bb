"""The JSON Schema of scenario files, and a validator for the subset of it the schema uses.

The schema, ``manastack_cli/data/scenario.schema.json``, defines the file format;
``docs/scenarios.rst`` documents every field. :func:`validate` checks a parsed document
against it and reports the first violation as a path into the document and a message,
which :mod:`manastack_cli.scenario.files` turns into a one-line error naming the line.
The runtime needs no JSON Schema library: the tests check this validator against the
reference implementation (``jsonschema``).
"""

from __future__ import annotations

import difflib
import functools
import json
import re
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any

__all__ = ["FieldPath", "schema", "show_value", "validate"]

#: Where a value is in a scenario document: its keys and indices from the top.
FieldPath = tuple[str | int, ...]


@functools.cache
def schema() -> dict[str, Any]:
    """The JSON Schema of scenario files (``manastack_cli/data/scenario.schema.json``)."""
    text = resources.files("manastack_cli").joinpath("data", "scenario.schema.json").read_text("utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


_TYPE_WORDS = {
    "string": "a string", "integer": "an integer", "number": "a number", "boolean": "true or false",
    "array": "an array", "object": "a table", "null": "null",
}


def _type_of(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    if value is None:
        return "null"
    return type(value).__name__  # TOML dates and times


def _fits_type(value: Any, wanted: str) -> bool:
    actual = _type_of(value)
    return actual == wanted or (wanted == "number" and actual == "integer")


def show_value(value: Any) -> str:
    """A value as a one-line message quotes it: ``true``, "a table", JSON cut at 40 characters."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."


def validate(instance: Any, root: Mapping[str, Any] | None = None) -> tuple[FieldPath, str] | None:
    """The first violation of the scenario schema in ``instance``, or None.

    A violation is ``(path, message)``: the path of keys and indices to the
    offending value and what is wrong with it. Supports the subset of JSON
    Schema 2020-12 the scenario schema uses: ``$ref`` (local), ``type``,
    ``enum``, ``const``, ``pattern``, ``minLength``, ``minimum``, ``maximum``,
    ``minItems``, ``maxItems``, ``items``, ``properties``, ``required``,
    ``additionalProperties`` and ``oneOf``; the annotation ``errorMessage``
    replaces the generic message of an ``enum`` or ``oneOf`` failure, and ``errorNoun``
    names what a ``oneOf`` chooses between ("verbs" by default).
    """
    root = schema() if root is None else root
    return _check(instance, root, root, ())


def _resolve_ref(ref: str, root: Mapping[str, Any]) -> Mapping[str, Any]:
    if not ref.startswith("#/"):
        raise ValueError(f"only local $ref are supported, got {ref!r}")
    node: Any = root
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node  # type: ignore[no-any-return]


def _check(value: Any, sch: Mapping[str, Any], root: Mapping[str, Any],
           path: FieldPath) -> tuple[FieldPath, str] | None:
    if "$ref" in sch:
        found = _check(value, _resolve_ref(sch["$ref"], root), root, path)
        if found is not None:
            return found
    types = sch.get("type")
    if types is not None:
        wanted = [types] if isinstance(types, str) else list(types)
        if not any(_fits_type(value, t) for t in wanted):
            words = " or ".join(_TYPE_WORDS.get(t, t) for t in wanted)
            return path, f"must be {words}, got {show_value(value)}"
    if "const" in sch and (value != sch["const"] or type(value) is not type(sch["const"])):
        return path, sch.get("errorMessage") or f"must be {show_value(sch['const'])}, got {show_value(value)}"
    if "enum" in sch and not any(value == e and type(value) is type(e) for e in sch["enum"]):
        return path, sch.get("errorMessage") or (
            f"must be one of {', '.join(show_value(e) for e in sch['enum'])}; got {show_value(value)}"
            + _suggest(value, [e for e in sch["enum"] if isinstance(e, str)]))
    if isinstance(value, str):
        if len(value) < sch.get("minLength", 0):
            return path, "must not be empty"
        pattern = sch.get("pattern")
        if pattern is not None and not re.search(pattern, value):
            return path, f"{show_value(value)} is not well formed" + _pattern_hint(sch)
    if isinstance(value, int) and not isinstance(value, bool):
        if "minimum" in sch and value < sch["minimum"]:
            return path, f"must be at least {sch['minimum']}, got {value}"
        if "maximum" in sch and value > sch["maximum"]:
            return path, f"must be at most {sch['maximum']}, got {value}"
    if isinstance(value, list):
        if len(value) < sch.get("minItems", 0):
            return path, f"needs at least {sch['minItems']} item(s), got {len(value)}"
        if "maxItems" in sch and len(value) > sch["maxItems"]:
            return path, f"has at most {sch['maxItems']} item(s), got {len(value)}"
        items = sch.get("items")
        if items is not None:
            for i, item in enumerate(value):
                found = _check(item, items, root, (*path, i))
                if found is not None:
                    return found
    if isinstance(value, dict):
        for key in sch.get("required", ()):
            if key not in value:
                return path, f"missing required field {key!r}"
        props: Mapping[str, Any] = sch.get("properties", {})
        extra = sch.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                found = _check(item, props[key], root, (*path, key))
            elif extra is False:
                known = sorted(props)
                return (*path, key), (f"unknown field {key!r}" + _suggest(key, known)
                                      + f" (known: {', '.join(known)})")
            elif isinstance(extra, dict):
                found = _check(item, extra, root, (*path, key))
            else:
                found = None
            if found is not None:
                return found
    if "oneOf" in sch:
        return _check_one_of(value, sch, root, path)
    return None


def _check_one_of(value: Any, sch: Mapping[str, Any], root: Mapping[str, Any],
                  path: FieldPath) -> tuple[FieldPath, str] | None:
    branches: list[Mapping[str, Any]] = sch["oneOf"]
    results = [_check(value, b, root, path) for b in branches]
    passed = [b for b, r in zip(branches, results) if r is None]
    if len(passed) == 1:
        return None
    if isinstance(value, dict):
        # report the branch whose required keys are present: the form the author meant
        meant = [(b, r) for b, r in zip(branches, results)
                 if b.get("required") and all(k in value for k in b["required"][:1])]
        if len(meant) == 1 and meant[0][1] is not None:
            return meant[0][1]
        if len(meant) > 1:
            keys = ", ".join(b["required"][0] for b, _ in meant)
            noun = sch.get("errorNoun", "verbs")
            return path, f"has several {noun} ({keys}): " + (sch.get("errorMessage") or "")
    return path, sch.get("errorMessage") or "does not fit any of the allowed forms"


def _suggest(word: Any, choices: Sequence[str]) -> str:
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def _pattern_hint(sch: Mapping[str, Any]) -> str:
    description = sch.get("description")
    if description:
        return f" ({description.split('.')[0].rstrip()})"
    return ""

