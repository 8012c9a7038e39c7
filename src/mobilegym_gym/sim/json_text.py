"""Values crossing into the page as JSON text: one string is parsed there, where Playwright's
structured argument serialisation of a 50 kB state cost about 28 ms. Errors name the value,
the JSON path in it of what is not JSON (a NaN, a set, a nesting too deep) and why, and
nothing is sent.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any

from ..errors import MobileGymError, StatePatchError

#: The page refuses a value nested deeper than this (``MAX_DEPTH`` in web_sim/src/control/plainJson.ts).
MAX_DEPTH = 64

#: What ``json.dumps`` encodes besides dicts, lists and tuples (and takes as a key).
_SCALARS = (str, int, float, bool, type(None))


def pointer(keys: Iterable[Any]) -> str:
    """The JSON pointer of a path of keys (RFC 6901: ``~`` and ``/`` escaped); "" for the root."""
    return "".join(f"/{str(key).replace('~', '~0').replace('/', '~1')}" for key in keys)


def _child(path: str, key: Any) -> str:
    return path + pointer((key,))


def _children(node: Any) -> list[tuple[Any, Any]]:
    return list(node.items()) if isinstance(node, dict) else list(enumerate(node)) if isinstance(node, (list, tuple)) else []


def too_deep_at(value: Any) -> str:
    """The JSON pointer of the first place in ``value`` deeper than ``MAX_DEPTH`` (iterative:
    the value is too deep for recursion)."""
    stack: list[tuple[Any, str, int]] = [(value, "", 0)]
    while stack:
        node, path, depth = stack.pop()
        if depth >= MAX_DEPTH and isinstance(node, (dict, list)):
            return path
        stack.extend((v, _child(path, k), depth + 1) for k, v in reversed(_children(node)))
    return ""


def _not_a_number(x: float) -> str:
    return "NaN" if math.isnan(x) else "Infinity" if x > 0 else "-Infinity"


def not_json_at(value: Any) -> tuple[str, str]:
    """Where in ``value`` (a JSON pointer, "" for the value itself) the first thing JSON cannot
    carry is, and why: a NaN or an infinity, a key or a value of a type JSON does not have.
    ("", "") when there is none."""
    stack: list[tuple[Any, str]] = [(value, "")]
    while stack:
        node, path = stack.pop()
        if isinstance(node, float) and not math.isfinite(node):
            return path, f"{_not_a_number(node)} is not a JSON number"
        if not isinstance(node, (dict, list, tuple, *_SCALARS)):
            return path, f"a {type(node).__name__} is not a JSON value"
        if isinstance(node, dict):
            for key in node:
                if not isinstance(key, _SCALARS) or (isinstance(key, float) and not math.isfinite(key)):
                    return path, f"the key {key!r} is not a JSON key (a string)"
        stack.extend((v, _child(path, k)) for k, v in reversed(_children(node)))
    return "", ""


def to_json(value: Any, what: str, error: type[MobileGymError] = StatePatchError, at: str = "") -> str:
    """``value`` as compact JSON for the page, or ``error`` naming ``what`` and the JSON path
    (``at``, the value's own path in its document, then the path inside it) of what is not
    JSON (a NaN, a set) or nested too deep to encode (json raises ``RecursionError`` near 1000
    levels)."""
    try:
        return json.dumps(value, separators=(",", ":"), allow_nan=False)
    except RecursionError:
        raise error(f"{what}: {at + too_deep_at(value) or '/'} is nested deeper than {MAX_DEPTH} levels; no phone state is that deep") from None
    except (TypeError, ValueError) as err:
        where, why = not_json_at(value)
        raise error(f"{what}: {at + where or '/'}: {why or err}") from None


def patch_to_json(patch: Any, what: str) -> str:
    """``to_json`` for a state patch: what is not JSON in an RFC 6902 operation's value is
    named by the state path it was going to (``/os/settings/brightness``, not ``/0/value``),
    as a merge dict's path already is."""
    try:
        return to_json(patch, what)
    except StatePatchError:
        if isinstance(patch, list):
            for op in patch:
                if isinstance(op, dict) and isinstance(op.get("path"), str):
                    to_json(op.get("value"), what, at=op["path"])
        raise
