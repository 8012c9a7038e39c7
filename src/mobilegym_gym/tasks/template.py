"""Templating of spec values with the sampled parameters.

A string that is exactly one field, ``"{name}"`` or ``"{alarm[hour]}"`` (indexes and attributes,
no format spec), becomes that value with its type (an int stays an int); any other string is
formatted with ``str.format`` (``"{alarm[hour]:02d}"``, ``"{h[deg]} degrees"``). Lists and dicts
are templated recursively, keys included.
"""

from __future__ import annotations

import re
import string
from typing import Any

_WHOLE = re.compile(r"^\{(?P<field>(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:\[[^\[\]{}]+\]|\.[A-Za-z_][A-Za-z0-9_]*)*)\}$")
_FORMATTER = string.Formatter()


def fill(value: Any, params: dict[str, Any]) -> Any:
    """``value`` with every ``{param}`` replaced."""
    if isinstance(value, str):
        m = _WHOLE.match(value)
        if m and m["name"] in params:
            return _FORMATTER.get_field(m["field"], (), params)[0]
        return value.format_map(params) if "{" in value else value
    if isinstance(value, list):
        return [fill(v, params) for v in value]
    if isinstance(value, dict):
        return {fill(k, params): fill(v, params) for k, v in value.items()}
    return value


def names_used(value: Any) -> set[str]:
    """Top-level parameter names referenced by ``{...}`` fields in ``value``."""
    out: set[str] = set()
    if isinstance(value, str):
        if "{" not in value:
            return out
        for _, field, _, _ in _FORMATTER.parse(value):
            if field:
                out.add(re.split(r"[.\[]", field, maxsplit=1)[0])
    elif isinstance(value, list):
        for v in value:
            out |= names_used(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            out |= names_used(k) | names_used(v)
    return out
