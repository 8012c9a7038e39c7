"""Parameter hooks of the launcher templates. They read the INITIAL state and the drawn params."""

from __future__ import annotations

from typing import Any


def other_grid_apps(ctx: dict[str, Any]) -> list[str]:
    """The apps on the launcher grid at the start (not in a folder) that are not ``params.content``,
    sorted: the apps the task must leave where a user can tap them."""
    content = set(ctx["params"]["content"])
    return sorted(i for page in ctx["state"]["os"]["launcher"]["pages"] for i in page if isinstance(i, str) and i not in content)
