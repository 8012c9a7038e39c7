"""Templating of spec values with the sampled parameters.

A string that is exactly one field, ``"{name}"`` or ``"{alarm[hour]}"`` (indexes and attributes,
no format spec), becomes that value with its type (an int stays an int); any other string is
formatted with ``str.format`` (``"{alarm[hour]:02d}"``, ``"{h[deg]} degrees"``). Lists and dicts
are templated recursively, keys included.

A field the drawn values cannot fill (``{city[name]}`` over a parameter that came out null, a
typo ``{unit[x]}``, a format spec its value does not take) is a ``TemplateError`` naming where in
the value it is, the field and the value it met: the template's error, never a bare TypeError.
"""

from __future__ import annotations

import re
import string
from typing import Any

_WHOLE = re.compile(r"^\{(?P<field>(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:\[[^\[\]{}]+\]|\.[A-Za-z_][A-Za-z0-9_]*)*)\}$")
_FORMATTER = string.Formatter()
#: What filling a field can raise: a missing key or index, a null or a number indexed, a bad format spec.
_FILL_ERRORS = (KeyError, IndexError, TypeError, AttributeError, ValueError)


class TemplateError(ValueError):
    """A ``{...}`` field the drawn parameters cannot fill. ``where`` is its dotted place inside
    the templated value (``"match.name"``; ``""``: the value itself), ``problem`` what it met."""

    def __init__(self, where: str, problem: str) -> None:
        super().__init__(f"{where}: {problem}" if where else problem)
        self.where = where
        self.problem = problem


def fill(value: Any, params: dict[str, Any]) -> Any:
    """``value`` with every ``{param}`` replaced; a field that cannot be filled raises ``TemplateError``."""
    return _fill(value, params, "")


def _fill(value: Any, params: dict[str, Any], where: str) -> Any:
    if isinstance(value, str):
        return _fill_text(value, params, where)
    if isinstance(value, list):
        return [_fill(v, params, _inside(where, i)) for i, v in enumerate(value)]
    if isinstance(value, dict):
        return {_fill(k, params, _inside(where, k)): _fill(v, params, _inside(where, k)) for k, v in value.items()}
    return value


def _inside(where: str, key: Any) -> str:
    return f"{where}.{key}" if where else str(key)


def _fill_text(text: str, params: dict[str, Any], where: str) -> Any:
    if "{" not in text:
        return text
    try:
        m = _WHOLE.match(text)
        if m and m["name"] in params:
            return _FORMATTER.get_field(m["field"], (), params)[0]
        return text.format_map(params)
    except _FILL_ERRORS as err:
        raise TemplateError(where, f"{text!r}: {_why(text, params, err)}") from None


def format_text(text: str, params: dict[str, Any]) -> str:
    """``text.format_map(params)`` (always a string: a ``format`` parameter), or a ``TemplateError``."""
    try:
        return text.format_map(params)
    except _FILL_ERRORS as err:
        raise TemplateError("", f"{text!r}: {_why(text, params, err)}") from None


def _show(value: Any) -> str:
    if value is None:
        return "null"
    shown = repr(value)
    return shown if len(shown) <= 80 else shown[:77] + "..."


def _why(text: str, params: dict[str, Any], err: Exception) -> str:
    """Which field of ``text`` failed and on what value: ``{city[name]}: city is null``."""
    try:
        fields = [(f, spec, conv) for _, f, spec, conv in _FORMATTER.parse(text) if f is not None]
    except ValueError as bad:
        return f"not a template: {bad} (a literal brace is written {{{{ or }}}})"
    for field, spec, conv in fields:
        name = re.split(r"[.\[]", field, maxsplit=1)[0]
        if not name:
            return f"{{{field}}} names no parameter (write {{name}})"
        if name not in params:
            return f"{{{field}}}: {name} is not a parameter of this template"
        try:
            found = _FORMATTER.get_field(field, (), params)[0]
            _FORMATTER.format_field(_FORMATTER.convert_field(found, conv), spec or "")
        except _FILL_ERRORS as failed:
            return f"{{{field}}}: {name} is {_show(params[name])}, {_reason(failed)}"
    return f"{type(err).__name__}: {err}"


def _reason(err: Exception) -> str:
    if isinstance(err, KeyError):
        return f"which has no key {err.args[0]!r}" if err.args else "a key is missing"
    if isinstance(err, IndexError):
        return "an index is out of range"
    return f"{type(err).__name__}: {err}"


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
