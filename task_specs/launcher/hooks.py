"""Hooks of the launcher templates. Parameter hooks read the INITIAL state and the drawn params;
goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``."""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext


def other_grid_apps(ctx: ParamContext) -> list[str]:
    """The apps on the launcher grid at the start (not in a folder) that are not ``params.content``,
    sorted: the apps the task must leave where a user can tap them."""
    content = set(ctx["params"]["content"])
    return sorted(i for page in ctx["state"]["os"]["launcher"]["pages"] for i in page if isinstance(i, str) and i not in content)


def _icons(state: dict[str, Any]) -> list[list[Any]]:
    """The launcher pages that hold icons or folders (a page a widget opened holds none)."""
    return [page for page in state["os"]["launcher"]["pages"] if page]


def one_new_widget_icons_kept(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one widget was placed during the episode and it is ``params.widget`` (a look-alike,
    or a second widget as a hedge, fails; one there before does not count), and every icon and
    folder is where it was (a widget may open a page of its own)."""
    before = {w["id"] for w in ctx["initial"]["os"]["launcher"]["widgets"]}
    new = [w["widget"] for w in ctx["final"]["os"]["launcher"]["widgets"] if w["id"] not in before]
    kept = _icons(ctx["final"]) == _icons(ctx["initial"])
    want = ctx["params"]["widget"]["id"]
    return new == [want] and kept, {"new widgets": [want], "icons kept": True}, {"new widgets": new, "icons kept": kept}
