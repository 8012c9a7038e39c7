"""Hooks of the Alipay templates. Parameter hooks read the world's precomputed aggregates
(``world.alipay_stats``, computed by the same TS function the app's analysis runs) and only shape
them into what a solution sees; they never recompute an aggregate. A fact a template draws per
instance (Yu'e Bao, the unread counts, a recent bill) is set up by the template and its answer
is the drawn value itself, or that value and the world's figures added up as the app adds them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, by_id, pick


def drawn_unread(ctx: ParamContext) -> dict[str, int]:
    """Each chat's unread count, drawn for the instance: most chats read, a few with 1 to 4
    unread (the seeded counts would make the total the same in every instance)."""
    rng = ctx["rng"]
    return {chat: int(rng.choice([0, 0, 0, 1, 2, 3, 4])) for chat in ctx["state"]["apps"]["alipay"]["unread"]}


def total_assets(ctx: ParamContext) -> float:
    """Balance, Yu'e Bao (``params.yuebao``, drawn), funds and fixed term: the Wealth tab's total."""
    w = ctx["state"]["apps"]["alipay"]["wallet"]
    return round(w["balance"] + ctx["params"]["yuebao"] + w["funds"] + w["fixedTerm"], 2)


def _drawn_expense(ctx: ParamContext, low: float, high: float) -> dict[str, Any]:
    """One expense paid today after the world's newest bill: a bill as the app
    stores one, of a merchant the world's payments name, for ``low`` to ``high`` yuan."""
    rng, now = ctx["rng"], ctx["state"]["os"]["clock"]["now"]
    newest = max(b["time"] for b in ctx["world"]["alipay_bills"])
    kinds = sorted({(b["counterparty"], b["title"], b["category"]) for b in ctx["world"]["alipay_bills"] if b["kind"] == "payment" and b["amount"] < 0})
    counterparty, title, category = pick(rng, kinds)
    time = int(rng.integers(newest + 60_000, now - 60_000))
    amount = round(float(rng.uniform(low, high)), 2)
    return {"id": "s1", "counterparty": counterparty, "amount": -amount, "time": time, "title": title, "category": category, "kind": "payment", "method": "CCB Debit Card (6217)", "month": _month(ctx, time), "orderId": f"2026{time // 1000}"}


def _month(ctx: ParamContext, time: int) -> str:
    tz = ctx["state"]["os"]["clock"]["tzOffsetMinutes"]
    return (dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=time + tz * 60_000)).strftime("%Y-%m")


def drawn_expense(ctx: ParamContext) -> dict[str, Any]:
    """Today's newest bill, drawn per instance (set up into ``apps.alipay.bills``): so the
    recent bills, this month's spending and the last 30 days' largest expenses differ."""
    return _drawn_expense(ctx, 150, 1500)


def drawn_large_expense(ctx: ParamContext) -> dict[str, Any]:
    """Today's newest bill, drawn large (600 to 3,000 yuan), so the largest expense ever is it
    in most instances and the world's largest in the others."""
    return _drawn_expense(ctx, 600, 3000)


def recent_total(ctx: ParamContext) -> float:
    """What the 5 most recent bills cost: the drawn one and the world's 4 newest."""
    world = by_id(ctx["world"]["alipay_bills"])
    newest = [world[i] for i in ctx["world"]["alipay_stats"]["recent5"][:4]]
    return round(sum(abs(b["amount"]) for b in [ctx["params"]["drawn"], *newest]), 2)


def incoming_rows(ctx: ParamContext) -> list[dict[str, str]]:
    """The bill rows of the drawn threshold's incoming transfers, as ``see`` targets."""
    return [{"testId": f"alipay-bill-{bill_id}"} for bill_id in ctx["params"]["row"]["ids"]]


def recent_rows(ctx: ParamContext) -> list[dict[str, str]]:
    """The rows of the 5 most recent bills (the drawn one, then the world's 4 newest), as ``see`` targets."""
    ids = [ctx["params"]["drawn"]["id"], *ctx["world"]["alipay_stats"]["recent5"][:4]]
    return [{"testId": f"alipay-bill-{bill_id}"} for bill_id in ids]


_TRANSFER_METHODS = ["Balance", "CCB Debit Card (6217)"]


def _transfer(ctx: ParamContext, bill_id: str, person: str, low: float, high: float, since: int) -> dict[str, Any]:
    """A transfer to or from ``person`` of ``low`` to ``high`` yuan after ``since``, as the app stores a bill."""
    rng, now = ctx["rng"], ctx["state"]["os"]["clock"]["now"]
    incoming = bool(rng.integers(2))
    time = int(rng.integers(since, now - 60_000))
    amount = round(float(rng.uniform(low, high)), 2)
    return {
        "id": bill_id, "counterparty": person, "amount": amount if incoming else -amount, "time": time,
        "title": f"Transfer {'from' if incoming else 'to'} {person}", "category": "Transfer", "kind": "transfer",
        "method": "Balance" if incoming else _TRANSFER_METHODS[int(rng.integers(2))], "month": _month(ctx, time), "orderId": f"2026{time // 1000}",
    }


def drawn_transfers(ctx: ParamContext) -> list[dict[str, Any]]:
    """Four transfers drawn per instance (set up as ``apps.alipay.bills``), dated across the
    bills' whole span, with two of the people the world's transfers name: three of 400 to 1,000
    yuan with one, who ends up with the largest total, and one of 1,400 to 2,200 yuan (the
    largest bill of all) with the other, so the largest bill or the latest ones do not give the
    answer away; only the sums do. Drawn again until that person leads by a yuan or more."""
    world_bills = ctx["world"]["alipay_bills"]
    people = sorted({b["counterparty"] for b in world_bills if b["kind"] == "transfer" and b["counterparty"] != "Alipay Balance"})
    oldest = min(b["time"] for b in world_bills)
    while True:
        top, decoy = (people[int(i)] for i in ctx["rng"].choice(len(people), 2, replace=False))
        drawn = [_transfer(ctx, f"s{k + 1}", top, 400, 1000, oldest) for k in range(3)] + [_transfer(ctx, "s4", decoy, 1400, 2200, oldest)]
        ranked = _totals(ctx["world"]["alipay_stats"]["byCounterparty"], drawn)
        if ranked[0][0] == top and ranked[0][1] - ranked[1][1] >= 1:
            return sorted(drawn, key=lambda b: b["time"])


def _totals(world_totals: list[dict[str, Any]], bills: list[dict[str, Any]]) -> list[tuple[str, float]]:
    """Each counterparty's total (amounts without sign) over the world's bills and ``bills``, largest first."""
    totals = {row["counterparty"]: row["total"] for row in world_totals}
    for b in bills:
        totals[b["counterparty"]] = round(totals.get(b["counterparty"], 0) + abs(b["amount"]), 2)
    return sorted(totals.items(), key=lambda kv: -kv[1])


def largest_partner(ctx: ParamContext) -> dict[str, Any]:
    """The counterparty with the largest total once ``params.drawn`` is added to the world's
    per-counterparty totals, as the analysis screen adds them: ``{counterparty, total, shown}``."""
    counterparty, total = _totals(ctx["world"]["alipay_stats"]["byCounterparty"], ctx["params"]["drawn"])[0]
    return {"counterparty": counterparty, "total": total, "shown": f"{total:,.2f}"}
