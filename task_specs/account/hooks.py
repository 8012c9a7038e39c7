"""Hooks of the account templates. Goal hooks get ``{final, initial, params}`` and return
``(ok, expected, actual)``."""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext


def note_keeps_only_password(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The seeded note (n900) still there, holding the correct password and none of the wrong ones."""
    p = ctx["params"]
    note = next((n for n in ctx["final"]["apps"]["notes"]["notes"] if n["id"] == "n900"), None)
    if note is None or note["trashedAt"] is not None:
        return False, {"note n900 keeps": p["password"]}, None
    text = f"{note['title']}\n{note['body']}"
    ok = p["password"] in text and not any(w in text for w in p["case"]["wrong"])
    return ok, {"contains": p["password"], "not": p["case"]["wrong"]}, note["body"]
