"""Parameter hooks of the Calculator templates: the arithmetic JMESPath cannot do. They draw
only from ``ctx["rng"]``, so a seed always gives the same task."""

from __future__ import annotations

from typing import Any


def percent_of(ctx: dict[str, Any]) -> dict[str, Any]:
    """``pct``% of ``amount`` (exact, at most 2 decimals) and the keys to type: the two digits
    of ``pct`` then the four of ``amount`` (the template fixes pct to 11-49, amount to 1000-9999)."""
    p = ctx["params"]
    pct, amount = int(p["pct"]), int(p["amount"])
    value = pct * amount / 100
    answer: int | float = int(value) if value.is_integer() else round(value, 2)
    return {"answer": answer, "keys": list(f"{pct:02d}{amount:04d}")}


def split_bill(ctx: dict[str, Any]) -> dict[str, Any]:
    """A bill that ``params.people`` share evenly to the cent: ``total`` as "347.16" (always two
    decimals) and the ``share`` as a number."""
    people = int(ctx["params"]["people"])
    cents = int(ctx["rng"].integers(1500, 9000)) * people
    share = cents // people / 100
    return {"total": f"{cents // 100}.{cents % 100:02d}", "share": share}
