"""Parameter hooks of the Calculator templates: the arithmetic JMESPath cannot do. They draw
only from ``ctx["rng"]``, so a seed always gives the same task."""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext


def percent_of(ctx: ParamContext) -> dict[str, Any]:
    """``pct``% of ``amount`` (exact, at most 2 decimals) and the keys to type: the two digits
    of ``pct`` then the four of ``amount`` (the template fixes pct to 11-49, amount to 1000-9999)."""
    p = ctx["params"]
    pct, amount = int(p["pct"]), int(p["amount"])
    value = pct * amount / 100
    answer: int | float = int(value) if value.is_integer() else round(value, 2)
    return {"answer": answer, "keys": list(f"{pct:02d}{amount:04d}")}


def split_bill(ctx: ParamContext) -> dict[str, Any]:
    """A bill of 100.00 to 629.93 that ``params.people`` (3-7) share evenly to the cent: ``total``
    as "347.16" (three digits, a dot and two: the six ``keys`` to type) and the ``share`` as a
    number (an int when whole, as the calculator shows it)."""
    people = int(ctx["params"]["people"])
    cents = int(ctx["rng"].integers(max(1500, -(-10000 // people)), 9000)) * people
    share = cents // people / 100
    total = f"{cents // 100}.{cents % 100:02d}"
    return {"total": total, "keys": list(total), "share": int(share) if share.is_integer() else share}
