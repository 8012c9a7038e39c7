"""What a suite's hooks (``task_specs/<suite>/hooks.py``) may use: the contexts hooks receive,
the one draw parameter hooks make, the app forms of facts and other suites' facts. (What an
output says is declared as claims in the template, not read in a hook; a quoted reply read by
``quotes`` is what the last hooks reading text use.)

A hooks file imports from this module only, never from ``judge.*``, ``tasks.loader`` or
``sim.bundle``: one list says what hooks rely on, a reader mended in the judge is mended for every
suite at once, and no suite keeps a copy of a helper that drifts from the others.

- A parameter hook ``name(ctx: ParamContext) -> value`` reads the initial state, the world data
  and the parameters drawn so far, and draws only from ``ctx["rng"]``: a seed gives one instance.
- A goal hook ``name(ctx: CheckContext) -> (ok, expected, actual)`` compares the final state
  with the initial one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypedDict, TypeVar

import numpy as np

from ..judge.checks import CheckContext
from ..judge.outputs import yuan
from ..judge.reading import quotes
from ..judge.sinks import new_live_items
from ..sim.bundle import world as world_data
from .loader import sibling_hooks

__all__ = [
    "CheckContext",
    "ParamContext",
    "app_state",
    "by_id",
    "new_live_items",
    "pick",
    "quotes",
    "sibling_hooks",
    "world_data",
    "yuan",
]

T = TypeVar("T")
M = TypeVar("M", bound=Mapping[str, Any])


class ParamContext(TypedDict):
    """What a parameter hook receives: the initial state, the world data, the parameters drawn
    before it, and the instance's generator (the only source of randomness a hook may use)."""

    state: dict[str, Any]
    world: Mapping[str, Any]
    params: dict[str, Any]
    rng: np.random.Generator


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """One of ``items``, drawn uniformly: the draw every hook makes, so a seed picks the same
    item in every suite (changing it would change every instance already recorded)."""
    if not items:
        raise ValueError("pick: nothing left to draw from (the list is empty); the state or world has no item the hook's filter keeps")
    return items[int(rng.integers(len(items)))]


def app_state(state: Mapping[str, Any], app: str) -> dict[str, Any]:
    """The state of one app (``state["apps"][app]``); an app the phone lacks is named with the
    ones it has."""
    apps = state["apps"]
    if app not in apps:
        raise KeyError(f"no app {app!r} in the state; apps: {', '.join(sorted(apps))}")
    result: dict[str, Any] = apps[app]
    return result


def by_id(items: Iterable[M]) -> dict[str, M]:
    """Items keyed by their ``id``, in their order: the index a hook looks world data up in."""
    return {item["id"]: item for item in items}
