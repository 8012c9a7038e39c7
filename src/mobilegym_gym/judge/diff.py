"""Diff of two phone states, by entity id.

Lists whose items all carry an ``id`` are compared as maps keyed by it, so inserting an alarm
at the top reports one addition, not a change at every index. Paths are JSON pointers in which
a keyed list item appears as ``[id=<id>]``, e.g. ``/apps/clock/alarms/[id=a3]/enabled``.
Only the judged parts (``os``, ``apps``) are compared by default; ``ui`` is volatile.
"""

from __future__ import annotations

import marshal
from dataclasses import dataclass
from typing import Any, Literal

_MISSING: Any = object()


@dataclass(frozen=True)
class Change:
    """One difference: ``kind`` is added, removed or changed; missing sides are None."""

    path: str
    kind: Literal["added", "removed", "changed"]
    before: Any
    after: Any


def _keyed(items: list[Any]) -> dict[str, Any] | None:
    if not items or not all(isinstance(i, dict) and isinstance(i.get("id"), (str, int)) for i in items):
        return None
    keyed = {str(i["id"]): i for i in items}
    return keyed if len(keyed) == len(items) else None


def _same(a: dict[str, Any] | list[Any], b: dict[str, Any] | list[Any]) -> bool:
    """Strictly equal subtrees, at C speed: ``==`` alone would equate ``True`` with ``1``, so an
    equal pair is confirmed by its marshalled bytes, which carry the types (a mere difference in
    key order fails the check and leaves the subtree to the walk, which ignores order)."""
    return a == b and marshal.dumps(a) == marshal.dumps(b)


def _walk(a: Any, b: Any, path: str, out: list[Change]) -> None:
    if a is b or (isinstance(a, (dict, list)) and type(a) is type(b) and _same(a, b)):
        return
    if a is _MISSING:
        out.append(Change(path, "added", None, b))
    elif b is _MISSING:
        out.append(Change(path, "removed", a, None))
    elif isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            _walk(a.get(key, _MISSING), b.get(key, _MISSING), f"{path}/{key}", out)
    elif isinstance(a, list) and isinstance(b, list):
        ka, kb = _keyed(a), _keyed(b)
        if ka is not None and kb is not None or (ka is not None and not b) or (kb is not None and not a):
            ka, kb = ka or {}, kb or {}
            for key in list(ka) + [k for k in kb if k not in ka]:
                _walk(ka.get(key, _MISSING), kb.get(key, _MISSING), f"{path}/[id={key}]", out)
            if [k for k in ka if k in kb] != [k for k in kb if k in ka]:
                out.append(Change(f"{path}/@order", "changed", [k for k in ka if k in kb], [k for k in kb if k in ka]))
        elif len(a) != len(b) or any(x != y for x, y in zip(a, b)):
            if len(a) == len(b):
                for i, (x, y) in enumerate(zip(a, b)):
                    _walk(x, y, f"{path}/{i}", out)
            else:
                out.append(Change(path, "changed", a, b))
    elif a != b or type(a) is not type(b):
        out.append(Change(path, "changed", a, b))


def diff_states(before: dict[str, Any], after: dict[str, Any], parts: tuple[str, ...] = ("os", "apps")) -> list[Change]:
    """Changes from ``before`` to ``after`` within ``parts`` (default: the judged state)."""
    out: list[Change] = []
    for part in parts:
        _walk(before.get(part, _MISSING), after.get(part, _MISSING), f"/{part}", out)
    return out
