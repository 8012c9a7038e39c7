"""Hooks of the payment templates: the money request a friend sends on WeChat, the wage plan and
the balance after each of its transfers (the arithmetic the task asks of the user), the names a
message or note ranges over, and the judging of transfers and cards (five transfers in order,
cards bound and verified). Single transfers are judged in YAML on ``apps.alipay.transfers``;
messages and notes by their claims. Goal hooks get ``{final, initial, params}`` and return
``(ok, expected, actual)``.
"""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, new_live_items, pick


def payee_names(ctx: ParamContext) -> list[str]:
    """The Alipay contacts' names but the WeChat friend's: the payees a message about the
    transfer could name (AlipayTransferAndNotify); naming another is a hedge."""
    return [c["name"] for c in ctx["world"]["alipay_contacts"] if c["name"] != ctx["params"]["c"]["name"]]


#: What a friend asks money for, and how much (yuan, at most 2 decimals).
_REQUESTS = [("concert tickets", 180.0), ("team dinner", 86.5), ("birthday cake", 128.0), ("taxi to the airport", 64.3), ("book club fee", 45.0)]


def money_request(ctx: ParamContext) -> dict[str, Any]:
    """The WeChat friend's request: purpose, amount (also as shown and as the transfer's signed
    amount) and a time just after the chat's last message (WechatExtractAmountTransfer)."""
    purpose, amount = pick(ctx["rng"], _REQUESTS)
    chat = next(c for c in ctx["state"]["apps"]["wechat"]["chats"] if c["id"] == ctx["params"]["c"]["id"])
    time = max([m["time"] for m in chat["messages"]] + [ctx["state"]["os"]["clock"]["now"] - 600_000]) + 60_000
    return {"purpose": purpose, "amount": amount, "shown": f"{amount:.2f}", "debit": -amount, "time": min(time, ctx["state"]["os"]["clock"]["now"])}



def wage_plan(ctx: ParamContext) -> dict[str, Any]:
    """Five contacts in the order the transfer list shows them (among its first eight), an amount
    each, and the balance left after each transfer (AlipayContinuousPaymentsToContactsRecordBalances)."""
    rng = ctx["rng"]
    contacts = ctx["world"]["alipay_contacts"][:8]
    picked = sorted(rng.choice(len(contacts), size=5, replace=False).tolist())
    balance = start = ctx["state"]["apps"]["alipay"]["wallet"]["balance"]
    payees, balances = [], []
    for i in picked:
        amount = float(rng.choice([300, 450, 520, 680, 800, 950, 1200]))
        balance = round(balance - amount, 2)
        payees.append({"id": contacts[i]["id"], "name": contacts[i]["name"], "amount": amount, "typed": f"{amount:g}"})
        balances.append(balance)
    listing = ", ".join(f"¥{p['amount']:g} to {p['name']}" for p in payees)
    return {"payees": payees, "amounts": [p["amount"] for p in payees], "start": start, "balances": balances, "listing": listing, "shown": [f"{b:,.2f}" for b in balances], "balances_text": "\n".join(f"{b:,.2f}" for b in balances)}


def wages_paid_in_order(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly the five transfers asked for, in that order, each with the note."""
    p = ctx["params"]
    new = new_live_items(ctx["initial"]["apps"]["alipay"]["transfers"], ctx["final"]["apps"]["alipay"]["transfers"])
    got = [[t["to"], -t["amount"], t["note"]] for t in sorted(new, key=lambda t: t["time"])]
    want = [[x["id"], x["amount"], p["note"]] for x in p["plan"]["payees"]]
    ok = len(got) == len(want) and all(g[0] == w[0] and abs(g[1] - w[1]) < 0.005 and g[2] == w[2] for g, w in zip(got, want))
    return ok, want, got


def _new_cards(ctx: CheckContext) -> list[dict[str, Any]]:
    return new_live_items(ctx["initial"]["apps"]["alipay"]["cards"], ctx["final"]["apps"]["alipay"]["cards"])


def icbc_and_abc_bound(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly the two cards asked for were bound, in that order: ICBC then ABC, debit, their numbers' last digits."""
    cards = ctx["params"]["cards"]
    want = [["ICBC", "debit", cards[0]["last4"]], ["ABC", "debit", cards[1]["last4"]]]
    got = [[c["short"], c["type"], c["last4"]] for c in _new_cards(ctx)]
    return got == want, want, got


def card_transfers_made(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """To the account: ¥1 from the new ICBC card, ¥2 from the new ABC card, ¥3 from the third card
    when it can pay transfers (a debit card); nothing else."""
    p = ctx["params"]
    by_short = {c["short"]: c["id"] for c in _new_cards(ctx)}
    want = [[p["who"]["id"], 1.0, by_short.get("ICBC")], [p["who"]["id"], 2.0, by_short.get("ABC")]] + ([[p["who"]["id"], 3.0, p["third"]["id"]]] if p["third"]["ok"] else [])
    new = new_live_items(ctx["initial"]["apps"]["alipay"]["transfers"], ctx["final"]["apps"]["alipay"]["transfers"])
    got = [[t["to"], -t["amount"], t["source"]] for t in sorted(new, key=lambda t: t["time"])]
    return got == want and None not in by_short.values(), want, got


def card_outcomes(ctx: ParamContext) -> dict[str, list[str]]:
    """The banks of the three cards (``all``) and those whose transfer goes through
    (``succeeded``: ICBC, ABC, and the third when it is a debit card)."""
    third = ctx["params"]["third"]
    return {"all": ["ICBC", "ABC", third["short"]], "succeeded": ["ICBC", "ABC"] + ([third["short"]] if third["ok"] else [])}


def _code_sms(state: dict[str, Any]) -> dict[str, str]:
    """Alipay's incoming SMS (its codes come from 95188), text by message id."""
    return {m["id"]: m["text"] for t in state["os"]["providers"]["sms"] if t["address"] == "95188" for m in t["messages"] if m["direction"] == "in"}


def binding_codes_arrived(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """A verification code for binding each of the two cards arrived in Messages during the
    episode (the SMS names the card's bank and last digits): the binding went through SMS verification."""
    cards = ctx["params"]["cards"]
    before = _code_sms(ctx["initial"])
    arrived = [text for mid, text in _code_sms(ctx["final"]).items() if mid not in before]
    want = [f"ICBC card ending {cards[0]['last4']}", f"ABC card ending {cards[1]['last4']}"]
    return all(any(w in text for text in arrived) for w in want), want, arrived


# --- bilibili ---


def wechat_pin_digits(ctx: ParamContext) -> list[str]:
    """WeChat's payment password as the six keys tapped on its keypad."""
    return list(ctx["state"]["apps"]["wechat"]["wallet"]["paymentPassword"])
