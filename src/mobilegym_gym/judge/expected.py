"""The side-effect audit: which changes of an episode the task's expected changes cover.

Each expected change names an operation on a place (``judge.vocabulary.ExpectedChange``): a value
that may change (``path``), items added to a list (``add``), fields of an entity that may
change, possibly to a given value or, for a list field, by the operations named (``modify``:
``{videoIds: {add: [v9]}}`` admits v9 added, not another item taken out or the list
reordered), an entity removed (``remove``). A change is
covered by the first expected change that admits it and still has room (its ``count`` of items
or entities); everything else, except what is always ignored (the clock, the battery's drain, id counters, each
app's declared incidental changes), is an unexpected change: the episode is not clean.

    >>> unexpected(diff_states(initial, final), [ExpectedChange(add="/apps/wechat/chats/[id=boss]/messages")], final, initial)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ..sim import bundle
from .diff import Change
from .paths import PathError, matches, resolve, split
from .sinks import fits, same
from .vocabulary import ExpectedChange, list_ops

#: Changes never counted as side effects, whatever the app: the clock and id counters; what
#: simulated time does by itself (the battery draining, web_sim/src/os/battery.ts); the OS's
#: notifications (their arrival is the system's doing, dismissing one is incidental: a template
#: that asks for it checks it in a goal), its event queue and the codes it sent. Apps add theirs
#: (read receipts, search histories) as ``incidental`` in their manifests.
CORE_IGNORED: tuple[str, ...] = ("/os/clock/**", "/os/battery/level", "/os/battery/since", "/apps/*/nextId", "/os/nextId", "/os/notifications/**", "/os/events/**", "/os/verification/**")


@lru_cache(maxsize=1)
def ignored_patterns() -> tuple[str, ...]:
    """The core's and every installed app's incidental change patterns."""
    return CORE_IGNORED + bundle.incidental_changes()


def _is_item(seg: str) -> bool:
    return seg.startswith("[id=") and seg.endswith("]")


def _bind(pattern: list[str], segs: list[str]) -> tuple[bool, str | None, list[str]]:
    """Whether ``segs`` starts with ``pattern``; the id the ``[id=*]`` stood for, and the rest."""
    if len(segs) < len(pattern):
        return False, None, []
    wildcard = None
    for p, s in zip(pattern, segs):
        if p == "[id=*]":
            if not _is_item(s):
                return False, None, []
            wildcard = s[4:-1]
        elif p != s:
            return False, None, []
    return True, wildcard, segs[len(pattern) :]


def _pointer(segs: list[str]) -> str:
    return "/" + "/".join(s.replace("~", "~0").replace("/", "~1") for s in segs)


def _key(item: Any) -> str:
    """An item of a list field as the operations name it: its id, or the value itself."""
    return str(item["id"]) if isinstance(item, dict) and "id" in item else str(item)


def _as_keys(values: Any) -> set[str]:
    return {_key(v) for v in (values if isinstance(values, list) else [] if values is None else [values])}


def _list_at(state: dict[str, Any], pointer: str) -> list[Any] | None:
    try:
        value = resolve(state, pointer)
    except PathError:
        return []  # a list that is not there yet, or no longer, is empty
    return value if isinstance(value, list) else None


def list_change_allowed(before: list[Any], after: list[Any], ops: dict[str, Any]) -> bool:
    """Whether ``before`` becomes ``after`` by the operations ``ops`` only: the items added are
    among ``add``, those taken out among ``remove``, the ones kept are unchanged and, unless
    ``reorder``, in their order."""
    old, new = {_key(i): i for i in before}, {_key(i): i for i in after}
    if set(new) - set(old) - _as_keys(ops.get("add")) or set(old) - set(new) - _as_keys(ops.get("remove")):
        return False
    if any(old[k] != new[k] for k in old.keys() & new.keys()):
        return False
    kept = [k for k in old if k in new]
    return bool(ops.get("reorder")) or kept == [k for k in new if k in old]


class _Rule:
    """One expected change with its bookkeeping: the items or entities it has covered so far."""

    def __init__(self, e: ExpectedChange) -> None:
        self.e = e
        self.pattern = split(e.target)
        self.ids = {str(i) for i in e.ids} if isinstance(e.ids, list) else None
        self.limit = int(e.count) if e.count is not None else (1 if e.op == "add" else None)
        self.ops = list_ops(e.fields)
        self.units: set[str] = set()

    def covers(self, change: Change, final: dict[str, Any], initial: dict[str, Any]) -> bool:
        segs = split(change.path)
        ok, wildcard, rest = _bind(self.pattern, segs)
        if not ok or (self.ids is not None and wildcard not in self.ids):
            return False
        op = self.e.op
        if op == "path":
            return True
        if op == "add":
            if len(rest) != 1 or not _is_item(rest[0]) or change.kind != "added" or not fits(change.after, self.e.match):
                return False
            unit = change.path
        elif op == "remove":
            if rest or change.kind != "removed":
                return False
            unit = change.path
        else:
            fields = self.e.fields or []
            if not rest or rest[0] not in fields:
                return False
            if rest[0] in self.ops:
                field = _pointer(segs[: len(self.pattern) + 1])
                before, after = _list_at(initial, field), _list_at(final, field)
                if before is None or after is None or not list_change_allowed(before, after, self.ops[rest[0]]):
                    return False
            elif isinstance(fields, dict):
                try:
                    value = resolve(final, _pointer(segs[: len(self.pattern) + 1]))
                except PathError:
                    return False
                if not same(value, fields[rest[0]]):
                    return False
            unit = _pointer(segs[: len(self.pattern)])
        if unit in self.units:
            return True
        if self.limit is not None and len(self.units) >= self.limit:
            return False
        self.units.add(unit)
        return True


def unexpected(changes: Sequence[Change], expected: Sequence[ExpectedChange], final: dict[str, Any], initial: dict[str, Any]) -> list[Change]:
    """The changes that neither an expected change (within its count) nor the ignore list covers."""
    ignored = ignored_patterns()
    rules = [_Rule(e) for e in expected]
    out = []
    for c in changes:
        if any(matches(p, c.path) for p in ignored):
            continue
        if not any(r.covers(c, final, initial) for r in rules):
            out.append(c)
    return out
