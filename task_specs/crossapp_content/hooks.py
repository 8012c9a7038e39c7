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
