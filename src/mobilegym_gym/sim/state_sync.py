"""Python's copy of a phone's state, kept current from what each step changed.

A step's state comes from the page as the subtrees that changed since the state it sent last
(``web_sim/src/control/changes.ts``), not as the whole 50 kB document: parsing the document
was the largest part of a step's Python time. The new state is built copy-on-write: every
unchanged subtree is the same object as in the state before, so the judge's diff against the
episode's initial state skips it by identity. Nothing may mutate these states in place.

Snapshots cross the same way, in both directions, as their changes against the fresh phone of
the build's ``phone.json`` (``snapshot_changes``): through Playwright's pipes an 87 kB document
took about 5 ms each way, the changes of a typical snapshot a few kB.
"""

from __future__ import annotations

import json
from typing import Any

from . import bundle
from .json_text import pointer, to_json

#: ``[path]`` deletes the key at ``path``; ``[path, value]`` sets it.
StateChange = list[Any]


def with_changes(state: dict[str, Any], changes: list[StateChange]) -> dict[str, Any]:
    """A new state: ``state`` with ``changes`` applied, sharing every untouched subtree."""
    root: Any = dict(state)
    copied = {id(root)}
    for change in changes:
        path = change[0]
        if not path:
            return change[1]  # the whole document replaced
        node = root
        for key in path[:-1]:
            child = node[key]
            if id(child) not in copied:
                child = dict(child) if isinstance(child, dict) else list(child)
                copied.add(id(child))
                node[key] = child
            node = child
        if len(change) > 1:
            node[path[-1]] = change[1]
        else:
            del node[path[-1]]
    return root


#: How deep ``snapshot_changes`` compares: the sections (``os``, ``ui``, ``apps``), their keys,
#: and each app's keys. Below that a changed subtree is sent whole (what the page validates
#: again is each changed ``os``/``ui`` key and app anyway).
_SNAPSHOT_DEPTH = 3

#: The fresh phone's JSON text per path down to ``_SNAPSHOT_DEPTH``, encoded once per process.
_fresh_texts: dict[tuple[str, ...], str] = {}


def snapshot_changes(state: Any) -> str:
    """JSON text of the changes (as ``with_changes`` takes them) that turn the fresh phone of
    ``phone.json`` into ``state``: the page rebuilds the snapshot from its own copy of that
    phone. Subtrees are compared as JSON text, so key order counts, as it does in the page (its
    state hash and its lists drawn from a record's entries read it). A value that is not JSON
    raises ``StatePatchError`` naming where it is."""
    out: list[str] = []
    _diff(bundle.fresh_state_shape(), state, (), _SNAPSHOT_DEPTH, out)
    return f"[{','.join(out)}]"


def _diff(base: Any, node: Any, path: tuple[str, ...], depth: int, out: list[str]) -> None:
    if depth and isinstance(base, dict) and isinstance(node, dict) and list(base) == list(node):
        for key, value in node.items():
            _diff(base[key], value, (*path, key), depth - 1, out)
        return
    text = to_json(node, "the state", at=pointer(path))
    fresh = _fresh_texts.get(path)
    if fresh is None:
        fresh = _fresh_texts[path] = to_json(base, "the fresh phone")
    if text != fresh:
        out.append(f"[{json.dumps(list(path))},{text}]")
