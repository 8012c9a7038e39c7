"""Hooks of the crossapp_commerce templates. eBay's search results are the app's own facts
(``world.ebay_query_facts``, computed at build time by web_sim/world/ebay.ts, the function the
page runs) and Alipay's amounts its world's aggregates (``world.alipay_stats``) or the initial
state; these hooks pick them, do the arithmetic the task asks of the user (a difference of two
prices), and judge the one note or message the task produces. A WeChat message carries an
amount when one of its stand-alone numbers (thousands separators and a currency sign allowed:
"¥8,642.35") equals it.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

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
