"""Hooks of the crossapp_content templates. Goal hooks get ``{final, initial, params}`` and return
``(ok, expected, actual)``; the photos' ground truth is their ``scene`` (os.providers.media)."""

from __future__ import annotations

from typing import Any


def _photos(state: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in state["os"]["providers"]["media"]["photos"]}


def _is_water(photo: dict[str, Any]) -> bool:
    scene = photo["scene"]
    return scene.get("kind") == "landscape" and scene.get("water", "none") != "none"


def water_favourites_exact(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Every water-scenery photo is a favourite, and no other photo became one."""
    before, after = _photos(ctx["initial"]), _photos(ctx["final"])
    want = sorted(i for i, p in before.items() if _is_water(p) and p["deletedAt"] == 0)
    missing = [i for i in want if not after.get(i, {}).get("favorite")]
    wrong = sorted(i for i, p in after.items() if p["favorite"] and not before.get(i, {}).get("favorite") and i not in want)
    return not missing and not wrong, {"favourited": want, "others": "unchanged"}, {"not favourited": missing, "wrongly favourited": wrong}


_MINUTE = 60_000


def newest_two_notes(ctx: dict[str, Any]) -> dict[str, Any]:
    """Make two random visible notes (not private, not deleted) the two most recently edited:
    both between the newest other note and now, in whole minutes. Returns ``{notes, a, b,
    others}`` (``a`` the newest; ``others`` the titles of the other visible notes)."""
    rng = ctx["rng"]
    state = ctx["state"]
    notes = [dict(n) for n in state["apps"]["notes"]["notes"]]
    vis = [i for i, n in enumerate(notes) if not n["isPrivate"] and n["trashedAt"] is None]
    ia, ib = (vis[int(i)] for i in rng.choice(len(vis), size=2, replace=False))
    now = state["os"]["clock"]["now"]
    others = max(n["updatedAt"] for i, n in enumerate(notes) if i in vis and i not in (ia, ib))
    gap = max(3, (now - others) // _MINUTE)
    b = others + int(rng.integers(1, gap // 2 + 1)) * _MINUTE
    a = b + int(rng.integers(1, max(2, (now - b) // _MINUTE))) * _MINUTE
    notes[ia]["updatedAt"], notes[ib]["updatedAt"] = min(a, now - _MINUTE), b
    return {"notes": notes, "a": notes[ia], "b": notes[ib], "others": [notes[i]["title"] for i in vis if i not in (ia, ib)]}
