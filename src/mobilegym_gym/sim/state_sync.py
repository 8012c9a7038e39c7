"""Python's copy of a phone's state, kept current from what each step changed.

A step's state comes from the page as the subtrees that changed since the state it sent last
(``web_sim/src/control/changes.ts``), not as the whole 50 kB document: parsing the document
was the largest part of a step's Python time. The new state is built copy-on-write: every
unchanged subtree is the same object as in the state before, so the judge's diff against the
episode's initial state skips it by identity. Nothing may mutate these states in place.
"""

from __future__ import annotations

from typing import Any

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
