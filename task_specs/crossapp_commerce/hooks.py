"""Hooks of the crossapp_commerce templates. eBay's search results are the app's own facts
(``world.ebay_query_facts``, computed at build time by web_sim/world/ebay.ts, the function the
page runs) and Alipay's amounts its world's aggregates (``world.alipay_stats``,
``world.alipay_task_facts``) or the initial state; these hooks pick them, do the arithmetic the
task asks of the user (a difference of two prices, a balance less a price) and the candidate
sets an output's names range over. The notes, messages and Moments are judged by the templates'
declared claims (judge.claims); the goal hook left judges what is no text: a search left on
screen.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, pick, sibling_hooks, yuan


def _money_view(top: dict[str, Any]) -> dict[str, Any]:
    return {**top, "total_text": f"Total {yuan(top['total'])}"}


def lowest_pair(ctx: ParamContext) -> dict[str, Any]:
    """Two queries whose cheapest totals differ: ``{a, b, cheaper, diff}`` with ``a``/``b`` the
    queries' facts (``low``: the cheapest result, with its ``total_text``)."""
    rng = ctx["rng"]
    facts = ctx["world"]["ebay_query_facts"]
    i = int(rng.integers(len(facts)))
    a = facts[i]
    others = [f for f in facts if f["query"] != a["query"] and f["first"]["price_asc"]["total"] != a["first"]["price_asc"]["total"]]
    b = pick(rng, others)
    at, bt = a["first"]["price_asc"]["total"], b["first"]["price_asc"]["total"]

    def view(f: dict[str, Any]) -> dict[str, Any]:
        return {"query": f["query"], "low": _money_view(f["first"]["price_asc"])}

    diff = round(abs(at - bt), 2)
    return {"a": view(a), "b": view(b), "cheaper": a["query"] if at < bt else b["query"], "diff": diff, "diff_text": f"{diff:.2f}"}


# ---------------------------------------------------------------- Alipay facts (helper/commerce)
# Every value comes from ``world.alipay_stats`` / ``world.alipay_task_facts`` (built by
# web_sim/world/alipay.ts) or ``world.alipay_bills``; these hooks only pick and join them.


def _bill(world: Mapping[str, Any], bill_id: str) -> dict[str, Any]:
    return next(b for b in world["alipay_bills"] if b["id"] == bill_id)


def _shown(amount: float) -> str:
    """An amount as Alipay writes it: 1,234.50."""
    return f"{abs(amount):,.2f}"


def drawn_large_expense(ctx: ParamContext) -> dict[str, Any]:
    """Today's newest bill, drawn per instance (Alipay's hook): the largest expense in most instances."""
    return dict(sibling_hooks(__file__, "alipay").drawn_large_expense(ctx))


def drawn_expense(ctx: ParamContext) -> dict[str, Any]:
    """Today's newest bill, drawn per instance (Alipay's hook)."""
    return dict(sibling_hooks(__file__, "alipay").drawn_expense(ctx))


def largest_expense(ctx: ParamContext) -> dict[str, Any]:
    """The largest expense of all bills, the drawn one (``params.drawn``) among them: ``{bill,
    amount, shown, others, titles}`` (others: the 2nd and 3rd largest amounts; titles: the 3
    largest expenses', the names a careless note would give instead)."""
    world = ctx["world"]
    ranked = sorted([*(_bill(world, i) for i in world["alipay_stats"]["top3Expenses"]), ctx["params"]["drawn"]], key=lambda b: b["amount"])[:3]
    bill = ranked[0]
    titles = sorted({b["title"] for b in ranked})
    return {"bill": bill, "amount": abs(bill["amount"]), "shown": _shown(bill["amount"]), "others": [abs(b["amount"]) for b in ranked[1:]], "titles": titles}


def month_spend(ctx: ParamContext) -> dict[str, Any]:
    """This month's spending as the bill list's month filter adds it: the world's bills of the
    month and the drawn one (``params.drawn``): ``{month, amount, shown}``."""
    month = ctx["world"]["alipay_stats"]["byMonth"][0]
    drawn = ctx["params"]["drawn"]
    assert drawn["month"] == month["month"], "the drawn bill is paid this month"
    amount = round(month["expense"] - drawn["amount"], 2)
    return {"month": month["month"], "amount": amount, "shown": _shown(amount)}


def year_max_expenses(ctx: ParamContext) -> dict[str, Any]:
    """This year's and last year's largest single expense and the larger of the two:
    ``{this, last, larger, smaller}``, each ``{year, bill, amount, shown}``."""
    world = ctx["world"]
    years = sorted(world["alipay_stats"]["maxExpenseByYear"], key=lambda y: y["year"], reverse=True)[:2]
    view = [{**y, "bill": _bill(world, y["bill"]), "shown": _shown(y["amount"])} for y in years]
    this, last = view
    larger, smaller = (this, last) if this["amount"] >= last["amount"] else (last, this)
    return {"this": this, "last": last, "larger": larger, "smaller": smaller}


# ---------------------------------------------------------------- eBay and the Alipay balance (helper/commerce)


def _price_view(top: dict[str, Any]) -> dict[str, Any]:
    return {**top, "total_text": f"Total {yuan(top['total'])}", "plain": f"{top['total']:.2f}"}


def new_item_and_balance(ctx: ParamContext) -> dict[str, Any]:
    """A query whose cheapest new listing the Alipay balance covers: ``{query, item, balance,
    balance_shown, left, left_text}`` (left: the balance after buying it, to the cent)."""
    balance = float(ctx["state"]["apps"]["alipay"]["wallet"]["balance"])
    facts = [f for f in ctx["world"]["ebay_query_facts"] if f["cheapestNew"]["total"] < balance]
    f = pick(ctx["rng"], facts)
    left = round(balance - f["cheapestNew"]["total"], 2)
    return {"query": f["query"], "item": _price_view(f["cheapestNew"]), "balance": balance, "balance_shown": f"{balance:,.2f}", "left": left, "left_text": f"{left:.2f}"}


def two_items_and_balance(ctx: ParamContext) -> dict[str, Any]:
    """Two queries whose cheapest listings the Alipay balance covers together: ``{a, b, balance,
    balance_shown, left, left_text}`` (a, b: ``{query, low}``)."""
    rng = ctx["rng"]
    balance = float(ctx["state"]["apps"]["alipay"]["wallet"]["balance"])
    facts = ctx["world"]["ebay_query_facts"]
    pairs = [(a, b) for i, a in enumerate(facts) for b in facts[i + 1 :] if a["first"]["price_asc"]["total"] + b["first"]["price_asc"]["total"] < balance]
    a, b = pick(rng, pairs)
    if rng.random() < 0.5:
        a, b = b, a
    left = round(balance - a["first"]["price_asc"]["total"] - b["first"]["price_asc"]["total"], 2)

    def view(f: dict[str, Any]) -> dict[str, Any]:
        return {"query": f["query"], "low": _price_view(f["first"]["price_asc"])}

    return {"a": view(a), "b": view(b), "balance": balance, "balance_shown": f"{balance:,.2f}", "left": left, "left_text": f"{left:.2f}"}


def cheapest_and_budget(ctx: ParamContext) -> dict[str, Any]:
    """A query's cheapest listing and a whole-yuan budget on the side ``params.in_budget`` asks:
    ``{query, low, budget}`` (within: budget >= the cheapest total; else budget below it)."""
    rng = ctx["rng"]
    facts = ctx["world"]["ebay_query_facts"]
    f = pick(rng, facts)
    total = f["first"]["price_asc"]["total"]
    budget = int(total * (1.1 + 0.3 * rng.random())) + 1 if ctx["params"]["in_budget"] else max(1, int(total * (0.6 + 0.3 * rng.random())))
    return {"query": f["query"], "low": _price_view(f["first"]["price_asc"]), "budget": budget}


def search_left_price_asc(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The search on eBay's screen at the end is for the query, sorted by lowest price."""
    want = ctx["params"]["pick"]["query"]
    cur = ctx["final"]["apps"]["ebay"]["search"]
    ok = cur is not None and " ".join(cur["query"].lower().split()) == want and cur["sort"] == "price_asc"
    return ok, {"query": want, "sort": "price_asc"}, cur and {"query": cur["query"], "sort": cur["sort"]}


def received_transfers(ctx: ParamContext) -> dict[str, Any]:
    """The transfers I received (``world.alipay_task_facts.incomingTransfers``): ``{count,
    largest, shown, rows, wechat}`` (rows: their bill rows to read; wechat: the WeChat friend of
    the largest one's sender, by name)."""
    facts = ctx["world"]["alipay_task_facts"]["incomingTransfers"]
    largest = facts["largest"]
    friend = next(c for c in ctx["state"]["apps"]["wechat"]["contacts"] if c["name"] == largest["counterparty"])
    senders = sorted({b["counterparty"] for b in ctx["world"]["alipay_bills"] if b["id"] in set(facts["ids"])})
    return {"count": facts["count"], "largest": largest, "shown": _shown(largest["amount"]), "rows": [{"testId": f"alipay-bill-{i}"} for i in facts["ids"]], "wechat": friend, "senders": senders}


def type_year_bills(ctx: ParamContext) -> dict[str, Any]:
    """A bill type whose bills this year all go one way (all money in or all out), with few
    enough to count: ``{type, label, year, count, total, shown, all_years, rows}`` from
    ``world.alipay_task_facts.byTypeYear``."""
    clock = ctx["state"]["os"]["clock"]
    year = str(dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * 60_000) / 1000, dt.UTC).year)
    groups = [g for g in ctx["world"]["alipay_task_facts"]["byTypeYear"] if g["year"] == year and 1 < g["count"] <= 15 and (g["expense"] == 0 or g["income"] == 0)]
    g = pick(ctx["rng"], groups)
    total = g["expense"] + g["income"]
    every = [h for h in ctx["world"]["alipay_task_facts"]["byTypeYear"] if h["type"] == g["type"]]
    # What counting every year's bills would give: a message stating it counted the wrong bills.
    wrong = [sum(h["count"] for h in every), round(sum(h["expense"] + h["income"] for h in every), 2)] if len(every) > 1 else []
    return {"type": g["type"], "label": g["label"], "year": year, "count": g["count"], "total": total, "shown": _shown(total), "all_years": wrong, "rows": [{"testId": f"alipay-bill-{i}"} for i in g["ids"]]}


def last30_top3(ctx: ParamContext) -> dict[str, Any]:
    """The 3 largest expenses of the last 30 days (``world.alipay_task_facts.last30Largest`` and
    the drawn bill of today, ``params.drawn``): ``{top, titles, amounts, next, candidates, rows,
    see}`` (next: the 4th and 5th amounts; candidates: the 5 largest's titles, the names a list
    of the top 3 must not add)."""
    d = ctx["params"]["drawn"]
    drawn = {"id": d["id"], "title": d["title"], "counterparty": d["counterparty"], "amount": -d["amount"]}
    ranked = sorted([*ctx["world"]["alipay_task_facts"]["last30Largest"], drawn], key=lambda b: -b["amount"])
    top = [{**b, "shown": _shown(b["amount"])} for b in ranked[:3]]
    return {
        "top": top,
        "titles": sorted({b["title"] for b in top}),
        "amounts": [b["amount"] for b in top],
        "next": [b["amount"] for b in ranked[3:5]],
        "candidates": sorted({b["title"] for b in ranked[:5]}),
        # In the list's order (bill ids count from the newest), so one scroll down finds them all.
        "see": [t for b in sorted(top, key=lambda b: (b["id"] != drawn["id"], int(b["id"][1:]))) for t in ({"testId": f"alipay-bill-{b['id']}"}, f"-{b['shown']}")],
        "listing": "; ".join(f"{b['title']} ¥{b['shown']}" for b in top),
    }


def month_names(ctx: ParamContext) -> list[list[str]]:
    """The two months of ``params.pair`` as a person may name them: as Alipay shows them
    ("2026-05"), "May 2026" and "May"."""
    months = [dt.date.fromisoformat(f"{ctx['params']['pair'][k]}-01") for k in ("a", "b")]
    return [[f"{m:%Y-%m}", f"{m:%B %Y}", f"{m:%B}"] for m in months]


def month_pair_diff(ctx: ParamContext) -> float:
    """How much more the dearer month of ``params.pair`` (a ``world.alipay_stats.monthPairs`` row) spent."""
    pair = ctx["params"]["pair"]
    return round(abs(pair["a_expense"] - pair["b_expense"]), 2)


def recent_five(ctx: ParamContext) -> dict[str, Any]:
    """The 5 latest bills (``world.alipay_stats.recent5``): ``{bills, titles, amounts, rows, listing}``."""
    world = ctx["world"]
    bills = [{**_bill(world, i), "shown": _shown(_bill(world, i)["amount"])} for i in world["alipay_stats"]["recent5"]]
    return {
        "bills": bills,
        "titles": sorted({b["title"] for b in bills}),
        "amounts": [abs(b["amount"]) for b in bills],
        "rows": [t for b in bills for t in ({"testId": f"alipay-bill-{b['id']}"}, f"{'-' if b['amount'] < 0 else '+'}{b['shown']}")],
        "listing": "; ".join(f"{b['title']} ¥{b['shown']}" for b in bills),
    }
