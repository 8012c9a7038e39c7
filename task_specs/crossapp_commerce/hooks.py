"""Hooks of the crossapp_commerce templates. eBay's search results are the app's own facts
(``world.ebay_query_facts``, computed at build time by web_sim/world/ebay.ts, the function the
page runs) and Alipay's amounts its world's aggregates (``world.alipay_stats``,
``world.alipay_task_facts``) or the initial state; these hooks pick them, do the arithmetic the
task asks of the user (a difference of two prices, a balance less a price), and judge the one
note, message or Moment the task produces. A WeChat message carries an
amount when one of its stand-alone numbers (thousands separators and a currency sign allowed:
"¥8,642.35") equals it.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from mobilegym_gym.judge.outputs import mentions_amount, new_notes, note_text, wechat_chat, wechat_sent_text, yuan
from mobilegym_gym.judge.sinks import new_live_items


def _one_note_with(ctx: dict[str, Any], texts: list[str], amounts: list[float]) -> tuple[bool, Any, Any]:
    """Exactly one new note, naming every text (any case) and writing every amount."""
    new = new_notes(ctx["initial"], ctx["final"])
    text = note_text(new[0]) if len(new) == 1 else ""
    ok = len(new) == 1 and all(t.casefold() in text.casefold() for t in texts) and all(mentions_amount(text, a) for a in amounts)
    return ok, {"one new note with": texts, "amounts": amounts}, {"new notes": [note_text(n) for n in new]}


def _money_view(top: dict[str, Any]) -> dict[str, Any]:
    return {**top, "total_text": f"Total {yuan(top['total'])}"}


def lowest_pair(ctx: dict[str, Any]) -> dict[str, Any]:
    """Two queries whose cheapest totals differ: ``{a, b, cheaper, diff}`` with ``a``/``b`` the
    queries' facts (``low``: the cheapest result, with its ``total_text``)."""
    rng = ctx["rng"]
    facts = ctx["world"]["ebay_query_facts"]
    i = int(rng.integers(len(facts)))
    a = facts[i]
    others = [f for f in facts if f["query"] != a["query"] and f["first"]["price_asc"]["total"] != a["first"]["price_asc"]["total"]]
    b = others[int(rng.integers(len(others)))]
    at, bt = a["first"]["price_asc"]["total"], b["first"]["price_asc"]["total"]
    view = lambda f: {"query": f["query"], "low": _money_view(f["first"]["price_asc"])}  # noqa: E731
    diff = round(abs(at - bt), 2)
    return {"a": view(a), "b": view(b), "cheaper": a["query"] if at < bt else b["query"], "diff": diff, "diff_text": f"{diff:.2f}"}


def note_names_lowest(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new note with the cheapest result's title and its total (EbayLowestPriceToNotes)."""
    low = ctx["params"]["low"]
    return _one_note_with(ctx, [low["title"]], [low["total"]])


def note_compares_lowest(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new note naming the cheaper query and the difference (EbayDualItemCompareToNotes)."""
    pair = ctx["params"]["pair"]
    return _one_note_with(ctx, [pair["cheaper"]], [pair["diff"]])


def message_shares_item(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new message of mine to the contact, with the item's title and total and a question
    (EbayProductShareToWechat)."""
    p = ctx["params"]
    cid = p["contact"]["id"]
    new = new_live_items(wechat_chat(ctx["initial"], cid), wechat_chat(ctx["final"], cid), {"from": "me"})
    text = " ".join(str(m.get("text", "")) for m in new)
    item = p["item"]
    ok = len(new) == 1 and item["title"].casefold() in text.casefold() and mentions_amount(text, item["total"]) and "?" in text
    return ok, {"one message with": [item["title"], item["total"]], "asking": "a question (?)"}, {"new messages": [m.get("text") for m in new]}


def message_has_amount(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to contact ``c`` names the amount ``amount``."""
    want = round(float(ctx["params"]["amount"]), 2)
    text = wechat_sent_text(ctx["initial"], ctx["final"], ctx["params"]["c"]["id"])
    if text is None:
        return False, want, "no single text message"
    return mentions_amount(text, want), want, text


# ---------------------------------------------------------------- stated facts (helper/commerce)
# Each template's goal hook names what its one output must state: texts (any case), amounts (to
# the cent), and the amounts of the items a careless agent would pick instead (``wrong``:
# stating them too is a hedge).


def _judge_text(text: str, texts: list[str], amounts: list[float], wrong: tuple[float, ...] | list[float]) -> tuple[bool, dict[str, Any]]:
    missing = [t for t in texts if t.casefold() not in text.casefold()] + [a for a in amounts if not mentions_amount(text, float(a))]
    hedged = [a for a in wrong if mentions_amount(text, float(a))]
    return not missing and not hedged, {"missing": missing, "other items' amounts": hedged}


def _note_says(ctx: dict[str, Any], texts: list[str], amounts: list[float], wrong: tuple[float, ...] | list[float] = ()) -> tuple[bool, Any, Any]:
    """Exactly one new note, stating every text and amount and none of the wrong amounts."""
    want = {"one new note with": texts, "amounts": amounts, "not": wrong}
    new = new_notes(ctx["initial"], ctx["final"])
    if len(new) != 1:
        return False, want, {"new notes": [note_text(n) for n in new]}
    ok, why = _judge_text(note_text(new[0]), texts, amounts, wrong)
    return ok, want, {"note": note_text(new[0]), **why}


def _message_says(ctx: dict[str, Any], chat_id: str, texts: list[str], amounts: list[float], wrong: tuple[float, ...] | list[float] = ()) -> tuple[bool, Any, Any]:
    """Exactly one new text message of mine to ``chat_id``, stating every text and amount and none of the wrong amounts."""
    want = {"one message with": texts, "amounts": amounts, "not": wrong}
    text = wechat_sent_text(ctx["initial"], ctx["final"], chat_id)
    if text is None:
        return False, want, "no single text message"
    ok, why = _judge_text(text, texts, amounts, wrong)
    return ok, want, {"message": text, **why}


def _moment_says(ctx: dict[str, Any], texts: list[str], amounts: list[float], wrong: tuple[float, ...] | list[float] = ()) -> tuple[bool, Any, Any]:
    """Exactly one new Moment of mine, stating every text and amount and none of the wrong amounts."""
    want = {"one moment with": texts, "amounts": amounts, "not": wrong}
    new = new_live_items(ctx["initial"]["apps"]["wechat"]["moments"], ctx["final"]["apps"]["wechat"]["moments"], {"author": "me"})
    if len(new) != 1:
        return False, want, {"new moments": [m.get("text") for m in new]}
    ok, why = _judge_text(str(new[0].get("text", "")), texts, amounts, wrong)
    return ok, want, {"moment": new[0].get("text"), **why}


# ---------------------------------------------------------------- Alipay facts (helper/commerce)
# Every value comes from ``world.alipay_stats`` / ``world.alipay_task_facts`` (built by
# web_sim/world/alipay.ts) or ``world.alipay_bills``; these hooks only pick and join them.


def _bill(world: dict[str, Any], bill_id: str) -> dict[str, Any]:
    return next(b for b in world["alipay_bills"] if b["id"] == bill_id)


def _shown(amount: float) -> str:
    """An amount as Alipay writes it: 1,234.50."""
    return f"{abs(amount):,.2f}"


def largest_expense(ctx: dict[str, Any]) -> dict[str, Any]:
    """The largest expense of all bills: ``{bill, amount, shown, others}`` (others: the 2nd and
    3rd largest expenses' amounts, which a note about the largest must not give)."""
    world = ctx["world"]
    stats = world["alipay_stats"]
    bill = stats["largestExpense"]
    others = [abs(_bill(world, i)["amount"]) for i in stats["top3Expenses"][1:]]
    return {"bill": bill, "amount": abs(bill["amount"]), "shown": _shown(bill["amount"]), "others": others}


def year_max_expenses(ctx: dict[str, Any]) -> dict[str, Any]:
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


def new_item_and_balance(ctx: dict[str, Any]) -> dict[str, Any]:
    """A query whose cheapest new listing the Alipay balance covers: ``{query, item, balance,
    balance_shown, left, left_text}`` (left: the balance after buying it, to the cent)."""
    balance = float(ctx["state"]["apps"]["alipay"]["wallet"]["balance"])
    facts = [f for f in ctx["world"]["ebay_query_facts"] if f["cheapestNew"]["total"] < balance]
    f = facts[int(ctx["rng"].integers(len(facts)))]
    left = round(balance - f["cheapestNew"]["total"], 2)
    return {"query": f["query"], "item": _price_view(f["cheapestNew"]), "balance": balance, "balance_shown": f"{balance:,.2f}", "left": left, "left_text": f"{left:.2f}"}


def two_items_and_balance(ctx: dict[str, Any]) -> dict[str, Any]:
    """Two queries whose cheapest listings the Alipay balance covers together: ``{a, b, balance,
    balance_shown, left, left_text}`` (a, b: ``{query, low}``)."""
    rng = ctx["rng"]
    balance = float(ctx["state"]["apps"]["alipay"]["wallet"]["balance"])
    facts = ctx["world"]["ebay_query_facts"]
    pairs = [(a, b) for i, a in enumerate(facts) for b in facts[i + 1 :] if a["first"]["price_asc"]["total"] + b["first"]["price_asc"]["total"] < balance]
    a, b = pairs[int(rng.integers(len(pairs)))]
    if rng.random() < 0.5:
        a, b = b, a
    left = round(balance - a["first"]["price_asc"]["total"] - b["first"]["price_asc"]["total"], 2)
    view = lambda f: {"query": f["query"], "low": _price_view(f["first"]["price_asc"])}  # noqa: E731
    return {"a": view(a), "b": view(b), "balance": balance, "balance_shown": f"{balance:,.2f}", "left": left, "left_text": f"{left:.2f}"}


def cheapest_and_budget(ctx: dict[str, Any]) -> dict[str, Any]:
    """A query's cheapest listing and a whole-yuan budget on the side ``params.in_budget`` asks:
    ``{query, low, budget}`` (within: budget >= the cheapest total; else budget below it)."""
    rng = ctx["rng"]
    facts = ctx["world"]["ebay_query_facts"]
    f = facts[int(rng.integers(len(facts)))]
    total = f["first"]["price_asc"]["total"]
    budget = int(total * (1.1 + 0.3 * rng.random())) + 1 if ctx["params"]["in_budget"] else max(1, int(total * (0.6 + 0.3 * rng.random())))
    return {"query": f["query"], "low": _price_view(f["first"]["price_asc"]), "budget": budget}


def search_left_price_asc(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The search on eBay's screen at the end is for the query, sorted by lowest price."""
    want = ctx["params"]["pick"]["query"]
    cur = ctx["final"]["apps"]["ebay"]["search"]
    ok = cur is not None and " ".join(cur["query"].lower().split()) == want and cur["sort"] == "price_asc"
    return ok, {"query": want, "sort": "price_asc"}, cur and {"query": cur["query"], "sort": cur["sort"]}


def budget_decision(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """EbayPriceBelowBudgetToNotes, one goal (no note alone is no progress): the search left
    sorted by lowest price, and within budget exactly one new note with the cheapest title and
    total; over it, no new note."""
    sorted_ok, want_search, got_search = search_left_price_asc(ctx)
    low = ctx["params"]["pick"]["low"]
    if ctx["params"]["in_budget"]:
        note_ok, want_note, got_note = _note_says(ctx, [low["title"]], [low["total"]])
    else:
        new = new_notes(ctx["initial"], ctx["final"])
        note_ok, want_note, got_note = not new, "no new note (over budget)", {"new notes": [note_text(n) for n in new]}
    return sorted_ok and note_ok, {"search": want_search, "note": want_note}, {"search": got_search, "note": got_note}


def received_transfers(ctx: dict[str, Any]) -> dict[str, Any]:
    """The transfers I received (``world.alipay_task_facts.incomingTransfers``): ``{count,
    largest, shown, rows, wechat}`` (rows: their bill rows to read; wechat: the WeChat friend of
    the largest one's sender, by name)."""
    facts = ctx["world"]["alipay_task_facts"]["incomingTransfers"]
    largest = facts["largest"]
    friend = next(c for c in ctx["state"]["apps"]["wechat"]["contacts"] if c["name"] == largest["counterparty"])
    return {"count": facts["count"], "largest": largest, "shown": _shown(largest["amount"]), "rows": [{"testId": f"alipay-bill-{i}"} for i in facts["ids"]], "wechat": friend}


def note_counts_then_names_largest(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new note: a line giving the count, then a later line with the largest
    transfer's sender and amount (AlipayThankTopIncomeTransfer)."""
    rt = ctx["params"]["rt"]
    count, who, amount = rt["count"], rt["largest"]["counterparty"], rt["largest"]["amount"]
    want = {"count line": count, "then": [who, amount]}
    new = new_notes(ctx["initial"], ctx["final"])
    if len(new) != 1:
        return False, want, {"new notes": [note_text(n) for n in new]}
    lines = [ln for ln in note_text(new[0]).splitlines() if ln.strip()]
    count_at = next((i for i, ln in enumerate(lines) if mentions_amount(ln, count) and not mentions_amount(ln, amount)), None)
    max_at = next((i for i, ln in enumerate(lines) if who.casefold() in ln.casefold() and mentions_amount(ln, amount)), None)
    ok = count_at is not None and max_at is not None and count_at < max_at
    return ok, want, {"lines": lines}


def type_year_bills(ctx: dict[str, Any]) -> dict[str, Any]:
    """A bill type whose bills this year all go one way (all money in or all out), with few
    enough to count: ``{type, label, year, count, total, shown, all_years, rows}`` from
    ``world.alipay_task_facts.byTypeYear``."""
    clock = ctx["state"]["os"]["clock"]
    year = str(dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * 60_000) / 1000, dt.UTC).year)
    groups = [g for g in ctx["world"]["alipay_task_facts"]["byTypeYear"] if g["year"] == year and 1 < g["count"] <= 15 and (g["expense"] == 0 or g["income"] == 0)]
    g = groups[int(ctx["rng"].integers(len(groups)))]
    total = g["expense"] + g["income"]
    every = [h for h in ctx["world"]["alipay_task_facts"]["byTypeYear"] if h["type"] == g["type"]]
    # What counting every year's bills would give: a message stating it counted the wrong bills.
    wrong = [sum(h["count"] for h in every), round(sum(h["expense"] + h["income"] for h in every), 2)] if len(every) > 1 else []
    return {"type": g["type"], "label": g["label"], "year": year, "count": g["count"], "total": total, "shown": _shown(total), "all_years": wrong, "rows": [{"testId": f"alipay-bill-{i}"} for i in g["ids"]]}


def last30_top3(ctx: dict[str, Any]) -> dict[str, Any]:
    """The 3 largest expenses of the last 30 days (``world.alipay_task_facts.last30Largest``):
    ``{top, titles, amounts, next, rows, see}`` (next: the 4th and 5th amounts, which a list of
    the top 3 must not give)."""
    ranked = ctx["world"]["alipay_task_facts"]["last30Largest"]
    top = [{**b, "shown": _shown(b["amount"])} for b in ranked[:3]]
    return {
        "top": top,
        "titles": sorted({b["title"] for b in top}),
        "amounts": [b["amount"] for b in top],
        "next": [b["amount"] for b in ranked[3:]],
        # In the list's order (bill ids count from the newest), so one scroll down finds them all.
        "see": [t for b in sorted(top, key=lambda b: int(b["id"][1:])) for t in ({"testId": f"alipay-bill-{b['id']}"}, f"-{b['shown']}")],
        "listing": "; ".join(f"{b['title']} ¥{b['shown']}" for b in top),
    }


def message_ends_saving(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one message to ``c`` ends with the sentence ``params.last`` (its final punctuation aside)."""
    text = wechat_sent_text(ctx["initial"], ctx["final"], ctx["params"]["c"]["id"])
    want = ctx["params"]["last"].rstrip(".!").casefold()
    ok = text is not None and text.strip().rstrip(".!。！ ").casefold().endswith(want)
    return ok, {"last sentence": ctx["params"]["last"]}, text


def month_pair_diff(ctx: dict[str, Any]) -> float:
    """How much more the dearer month of ``params.pair`` (a ``world.alipay_stats.monthPairs`` row) spent."""
    pair = ctx["params"]["pair"]
    return round(abs(pair["a_expense"] - pair["b_expense"]), 2)


# ---------------------------------------------------------------- goal hooks (helper/commerce)


def moment_names_largest_expense(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """AlipayLargestExpenseToMoments: one Moment with the largest expense's title and amount."""
    top = ctx["params"]["top"]
    return _moment_says(ctx, [top["bill"]["title"]], [top["amount"]], top["others"])


def note_names_largest_expense(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """AlipayLargestExpenseToNotes: one note with the largest expense's title and amount."""
    top = ctx["params"]["top"]
    return _note_says(ctx, [top["bill"]["title"]], [top["amount"]], top["others"])


def message_gives_larger_year_max(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """AlipayYearCompareTopExpenseToWechat: the larger yearly maximum's amount and counterparty, not the smaller's amount."""
    years = ctx["params"]["years"]
    return _message_says(ctx, ctx["params"]["c"]["id"], [years["larger"]["bill"]["counterparty"]], [years["larger"]["amount"]], [years["smaller"]["amount"]])


def message_gives_type_count_total(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """BillTypeYearSummaryToWechat: this year's count and total of the type, not every year's."""
    t = ctx["params"]["t"]
    return _message_says(ctx, ctx["params"]["c"]["id"], [], [t["count"], t["total"]], t["all_years"])


def message_lists_top3(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Top3ExpenseSummaryToWechat: every top-3 title and amount, not the 4th's or 5th's amount."""
    top = ctx["params"]["top"]
    return _message_says(ctx, ctx["params"]["c"]["id"], top["titles"], top["amounts"], top["next"])


def note_compares_months(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """MonthCompareThenExplainToNote: both months' totals, the dearer month, the difference."""
    pair = ctx["params"]["pair"]
    return _note_says(ctx, [pair["more"]], [pair["a_expense"], pair["b_expense"], ctx["params"]["diff"]])


def note_item_and_balance_left(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """EbayBalanceDiffToNotes: the item's title, its total and the balance left."""
    pick = ctx["params"]["pick"]
    return _note_says(ctx, [pick["item"]["title"]], [pick["item"]["total"], pick["left"]])


def note_two_items_and_balance_left(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """EbayDualItemBalanceToNotes: both titles, both totals, the balance left."""
    pick = ctx["params"]["pick"]
    a, b = pick["a"]["low"], pick["b"]["low"]
    return _note_says(ctx, [a["title"], b["title"]], [a["total"], b["total"], pick["left"]])


def note_item_and_balance_after(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """FullShoppingDecisionFlow: the item's title and the balance after buying it."""
    pick = ctx["params"]["pick"]
    return _note_says(ctx, [pick["item"]["title"]], [pick["left"]])


def recent_five(ctx: dict[str, Any]) -> dict[str, Any]:
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


def note_lists_recent_five(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """AlipayRecentTransactionsToNotes: every one of the 5 latest bills' title and amount."""
    r = ctx["params"]["recent"]
    return _note_says(ctx, r["titles"], r["amounts"])


def note_gives_month_spend(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """AlipayMonthlyToNotesAndWechat: the note states this month's spending."""
    return _note_says(ctx, [], [ctx["params"]["month"]["expense"]])


def message_gives_month_spend(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """AlipayMonthlyToNotesAndWechat: the message states this month's spending."""
    return _message_says(ctx, ctx["params"]["c"]["id"], [], [ctx["params"]["month"]["expense"]])


def note_balance_and_latest_expense(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """FinancialReportToNotes: the balance, and the latest expense's title and amount."""
    p = ctx["params"]
    return _note_says(ctx, [p["bill"]["title"]], [p["balance"], p["amount"]])
