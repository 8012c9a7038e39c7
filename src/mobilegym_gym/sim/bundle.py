"""What the simulator build exports for Python (``web_sim/dist/phone.json``): the installed apps,
a fresh phone's state and the world data. Task specs are validated, parameters sampled and
answers computed from these, without a browser, from the same data the pages render. A build
whose control protocol (``control``) is not this library's is refused when it is read
(``protocol.check_build``).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from ..browser.assets import dist_dir
from ..errors import WebSimNotBuiltError
from .protocol import check_build


@lru_cache(maxsize=1)
def _bundle() -> dict[str, Any]:
    path = dist_dir() / "phone.json"
    if not path.is_file():
        raise WebSimNotBuiltError(f"{path} is missing: rebuild the simulator with `cd web_sim && npm run build`")
    data: dict[str, Any] = json.loads(path.read_text())
    check_build(data.get("control"), path)
    return data


def check() -> None:
    """Read ``phone.json`` now (once per process): a missing build, or one whose control protocol
    is not this library's, fails here with the fix rather than at some later call."""
    _bundle()


def unknown_app_hint(app: str) -> str:
    """What to do about an app the build does not have: rebuild when its sources exist (an app
    added under ``web_sim/src/apps/`` is installed only once the page is built again)."""
    sources = dist_dir().parent / "src" / "apps" / app
    if sources.is_dir():
        return f"web_sim/src/apps/{app}/ exists but the build predates it: rebuild with `cd web_sim && npm run build`"
    return "an app added under web_sim/src/apps/<id>/ is installed once the page is rebuilt (`cd web_sim && npm run build`)"


def installed_apps() -> list[dict[str, Any]]:
    """Apps in launcher order: id, label, hidden, home, screens, navigation, openMaps, incidental."""
    return copy.deepcopy(_bundle()["apps"])


@lru_cache(maxsize=1)
def app_names() -> tuple[tuple[str, str], ...]:
    """Each installed app's id and label, in launcher order: what an env needs of the apps, read
    without ``installed_apps``' deep copy of every app's screens and navigation, once an env."""
    return tuple((a["id"], a["label"]) for a in _bundle()["apps"])


@lru_cache(maxsize=1)
def app_event_kinds() -> dict[str, tuple[str, ...]]:
    """Each installed app's id -> the event kinds its handlers take (read-only: do not mutate)."""
    return {a["id"]: tuple(a.get("events", [])) for a in _bundle()["apps"]}


@lru_cache(maxsize=1)
def incidental_changes() -> tuple[str, ...]:
    """Every app's declared incidental changes (read receipts, search history...): path patterns
    the judge never counts as side effects."""
    return tuple(p for app in _bundle()["apps"] for p in app.get("incidental", []))


@lru_cache(maxsize=1)
def _fresh_state_json() -> str:
    return json.dumps(_bundle()["state"])


def fresh_state_shape() -> dict[str, Any]:
    """The fresh phone's state itself, shared and read-only (do not mutate): for checks that only
    look keys up, such as the loader's path checks of 300 templates (a copy each cost 2 ms)."""
    return _bundle()["state"]


def fresh_state() -> dict[str, Any]:
    """The state of a fresh phone (before any seed or task setup); a new copy each call (parsed
    from its JSON: 4x faster than a deep copy, and every episode's reset takes two)."""
    return json.loads(_fresh_state_json())


class WorldView(Mapping[str, Any]):
    """Every world dataset by name, each copied on first access: a reset's parameter sampler reads
    one or two of them, and copying all (Reddit's world is 290 kB) cost milliseconds a reset."""

    def __init__(self) -> None:
        self._data = _bundle()["world"]
        self._copies: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        if name not in self._copies:
            self._copies[name] = copy.deepcopy(self._data[name])
        return self._copies[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


def all_world() -> WorldView:
    """Every world dataset by name (what parameter samplers query as ``world``)."""
    return WorldView()


def world(name: str) -> Any:
    """A world dataset by name (e.g. ``"clock_cities"``); unknown names list the known ones."""
    data = _bundle()["world"]
    if name not in data:
        raise KeyError(f"unknown world dataset {name!r}; known: {', '.join(sorted(data))}")
    return copy.deepcopy(data[name])
