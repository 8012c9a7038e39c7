"""Hooks of the crossapp_work templates.

Parameter hooks get ``{state, world, params, rng}`` (the fresh state) and draw only from
``ctx["rng"]``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

import re
from typing import Any

from mobilegym_gym.judge.outputs import wechat_sent_text

_MIN = 60_000
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _numbers(text: str) -> set[int]:
    """Stand-alone numbers in a text, digits or words one..ten; "WO-3101" is a name, not a number."""
    found = {int(n) for n in re.findall(r"(?<![\w-])\d+(?![\w-])", text)}
    for i, w in enumerate(_WORDS):
        if re.search(rf"\b{w}\b", text, re.IGNORECASE):
            found.add(i)
    return found


# ---------------------------------------------------------------- work orders


def workorder_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Re-draw the status tag of every work order in the site photos, pick the rule Chen Jing
    sends (which status, which building) and compute the count it gives.

    Photos of one order number (the gallery holds two such pairs) share its status; each order
    counts once. The count is at least 1. Returns ``{status_by_photo, count, rule, target, site}``."""
    rng = ctx["rng"]
    photos = [p for p in ctx["state"]["os"]["providers"]["media"]["photos"] if p["scene"]["kind"] == "workorder"]
    orders = sorted({p["scene"]["orderNo"] for p in photos})
    target = ("open", "completed")[int(rng.integers(2))]
    site = ("Building A", "Building B", "all")[int(rng.integers(3))]
    for _ in range(100):
        status = {o: ("open", "completed", "cancelled")[int(rng.integers(3))] for o in orders}
        counted = {p["scene"]["orderNo"] for p in photos if status[p["scene"]["orderNo"]] == target and site in ("all", p["scene"]["site"])}
        if counted:
            break
    where = "both buildings (A and B)" if site == "all" else site
    tag = "OPEN" if target == "open" else "COMPLETED"
    rule = (
        f"Hi! New counting rule for today's report (it replaces what I said before): look at the work-order site photos from {where} and count the orders "
        f"whose tag says {tag}. " + ("Completed" if target == "open" else "Open") + " and cancelled ones don't count, and "
        "several photos of the same order number count once. Just reply with the number, thanks!"
    )
    return {
        "status_by_photo": {p["id"]: status[p["scene"]["orderNo"]] for p in photos},
        "count": len(counted),
        "orders": sorted(counted),
        "rule": rule,
        "target": target,
        "site": site,
        "rule_time": ctx["state"]["os"]["clock"]["now"] - 25 * _MIN,
    }


def replies_work_order_count(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new message of mine to Chen Jing gives the count, and no other stand-alone number."""
    want = int(ctx["params"]["wo"]["count"])
    text = wechat_sent_text(ctx["initial"], ctx["final"], "chen_jing")
    got = _numbers(text or "")
    return text is not None and got == {want}, want, sorted(got) if text is not None else "no single text reply"
