"""What the simulator build exports for Python (``web_sim/dist/phone.json``): the installed apps,
a fresh phone's state and the world data. Task specs are validated, parameters sampled and
answers computed from these, without a browser, from the same data the pages render.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from ..browser.assets import dist_dir
from ..errors import WebSimNotBuiltError


@lru_cache(maxsize=1)
def _bundle() -> dict[str, Any]:
    path = dist_dir() / "phone.json"
    if not path.is_file():
        raise WebSimNotBuiltError(f"{path} is missing: rebuild the simulator with `cd web_sim && npm run build`")
    return json.loads(path.read_text())


def installed_apps() -> list[dict[str, Any]]:
    """Apps in launcher order: id, label, hidden, home, screens, navigation, openMaps."""
    return copy.deepcopy(_bundle()["apps"])


def fresh_state() -> dict[str, Any]:
    """The state of a fresh phone (before any seed or task setup)."""
    return copy.deepcopy(_bundle()["state"])


def all_world() -> dict[str, Any]:
    """Every world dataset by name (what parameter samplers query as ``world``)."""
    return copy.deepcopy(_bundle()["world"])


def world(name: str) -> Any:
    """A world dataset by name (e.g. ``"clock_cities"``); unknown names list the known ones."""
    data = _bundle()["world"]
    if name not in data:
        raise KeyError(f"unknown world dataset {name!r}; known: {', '.join(sorted(data))}")
    return copy.deepcopy(data[name])
