"""State paths: JSON pointers in which a list item may be named by its id.

``/apps/clock/alarms/[id=a3]/enabled`` addresses alarm ``a3`` wherever it sits in the list; the
diff reports changes with such paths, task specs write setup patches and expected changes with
them. Patterns add ``*`` (one segment), ``**`` (any number of segments) and ``[id=*]``.
"""

from __future__ import annotations

import re
from typing import Any

_ID_SEGMENT = re.compile(r"^\[id=(?P<id>[^\]]*)\]$")
_VALID = re.compile(r"^(/([^/]*))*$")


class PathError(ValueError):
    """A malformed path, or one that does not exist in the state."""


def split(path: str) -> list[str]:
    """Segments of a path (``~1`` and ``~0`` unescaped as in RFC 6901)."""
    if not isinstance(path, str) or not path.startswith("/") or not _VALID.match(path):
        raise PathError(f"bad path {path!r}: a path starts with '/' and names keys, indexes or [id=...] items, e.g. /apps/clock/alarms/[id=a3]/enabled")
    return [s.replace("~1", "/").replace("~0", "~") for s in path[1:].split("/")]


def _step(node: Any, seg: str, path: str) -> tuple[Any, str]:
    """Follow one segment; returns the child and the RFC 6901 segment used."""
    m = _ID_SEGMENT.match(seg)
    if m:
        if not isinstance(node, list):
            raise PathError(f"{path}: [id=...] needs a list, found {type(node).__name__}")
        for i, item in enumerate(node):
            if isinstance(item, dict) and str(item.get("id")) == m["id"]:
                return item, str(i)
        raise PathError(f"{path}: no item with id {m['id']!r}; ids: {[i.get('id') for i in node if isinstance(i, dict)][:20]}")
    if isinstance(node, list):
        if seg == "-" or not seg.isdigit() or int(seg) >= len(node):
            raise PathError(f"{path}: {seg!r} is not an index of a list of {len(node)}")
        return node[int(seg)], seg
    if isinstance(node, dict):
        if seg not in node:
            raise PathError(f"{path}: no key {seg!r}; known keys: {', '.join(list(node)[:25])}")
        return node[seg], seg
    raise PathError(f"{path}: cannot go into a {type(node).__name__} with {seg!r}")


def resolve(state: Any, path: str) -> Any:
    """The value at ``path``; PathError names the missing part and the known keys."""
    node = state
    for seg in split(path):
        node, _ = _step(node, seg, path)
    return node


def to_pointer(state: Any, path: str) -> str:
    """The RFC 6901 pointer of ``path`` in ``state`` (``[id=...]`` turned into indexes).

    The last segment may be a new key or ``-`` (for an ``add``); its parent must exist.
    """
    segs = split(path)
    node, out = state, []
    for i, seg in enumerate(segs):
        last = i == len(segs) - 1
        if last and not _ID_SEGMENT.match(seg):
            out.append(seg)
            break
        node, used = _step(node, seg, path)
        out.append(used)
    return "/" + "/".join(s.replace("~", "~0").replace("/", "~1") for s in out)


def matches(pattern: str, path: str) -> bool:
    """Whether ``path`` (as the diff reports it) matches ``pattern``."""
    return _match(split(pattern), split(path))


def _seg_match(p: str, s: str) -> bool:
    return p == s or p == "*" or (p == "[id=*]" and bool(_ID_SEGMENT.match(s)))


def _match(pat: list[str], segs: list[str]) -> bool:
    if not pat:
        return not segs
    if pat[0] == "**":
        return any(_match(pat[1:], segs[i:]) for i in range(len(segs) + 1))
    return bool(segs) and _seg_match(pat[0], segs[0]) and _match(pat[1:], segs[1:])
