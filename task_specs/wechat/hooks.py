"""Parameter hooks of the WeChat templates: what JMESPath cannot compute (local dates of photos).
Every hook reads the INITIAL state and draws only from ``ctx["rng"]``."""

from __future__ import annotations

import datetime as dt
from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, pick

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


def scenic_photo(ctx: ParamContext) -> dict[str, Any]:
    """A landscape photo of the gallery (not deleted) with its place and local capture time, as
    the Gallery's details show them: ``{id, place, date: "May 2", time: "10:12"}``."""
    state = ctx["state"]
    photos = [p for p in state["os"]["providers"]["media"]["photos"] if p["scene"]["kind"] == "landscape" and p["deletedAt"] == 0 and p["place"]]
    photos.sort(key=lambda p: p["id"])
    p = pick(ctx["rng"], photos)
    local = dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=p["takenAt"] + state["os"]["clock"]["tzOffsetMinutes"] * 60_000)
    return {"id": p["id"], "place": p["place"], "date": f"{_MONTHS[local.month - 1]} {local.day}", "time": f"{local.hour:02d}:{local.minute:02d}"}
