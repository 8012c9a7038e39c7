"""Alipay through real Chromium and real taps: a transfer confirmed on the payment keypad (record,
balance, receipt), a wrong password and an amount over the balance refused with the app's message
and nothing changed, bill filters and bill search (with its history), reading a chat clearing its
unread count, the aggregates of world.alipay_stats checked against hand-computed values, and the
judge catching a transfer not asked for, a setting changed on the way, a message to the wrong
person or a second message; a transfer to an account paid with a debit card (a credit card
refused), and every screen rendering without page errors."""

from __future__ import annotations

from typing import Any

import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, PhoneDriver, answered_in, verdict_after
from mobilegym_gym.sim.bundle import world

pytestmark = pytest.mark.browser

PASSWORD = "135790"


def _start_transfer(phone: PhoneDriver, contact: str, amount: str, note: str = "") -> None:
    phone.open("alipay")
    phone.tap(testId="alipay-transfer")
    phone.tap(testId=f"alipay-transfer-to-{contact}")
    phone.tap(testId="field-alipay.amount")
    phone.type(amount)
    if note:
        phone.tap(testId="field-alipay.note")
        phone.type(note)
    phone.tap(testId="alipay-transfer-confirm")


def _key_in(phone: PhoneDriver, digits: str) -> None:
    for d in digits:
        phone.tap(testId=f"alipay-key-{d}")


def test_transfer_with_the_right_password_records_it_and_debits_the_balance(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _start_transfer(phone, "ac3", "120.50", "Concert tickets")
    _key_in(phone, PASSWORD)
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == pytest.approx(before - 120.50)
    [t] = s["transfers"]
    assert (t["to"], t["amount"], t["note"], t["kind"]) == ("ac3", -120.50, "Concert tickets", "transfer")
    assert phone.visible(testId="alipay-receipt-page")
    assert phone.visible(text="Concert tickets")
    # The new transfer heads the bill list.
    phone.tap(testId="alipay-receipt-done")
    phone.tap(testId="alipay-back")
    phone.tap(testId="alipay-bills")
    assert phone.visible(testId=f"alipay-bill-{t['id']}")


def test_wrong_password_is_refused_and_changes_nothing(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")
    _start_transfer(phone, "ac2", "50")
    _key_in(phone, "111111")
    assert phone.visible(text="Incorrect payment password. Please try again.")
    after = phone.app_state("alipay")
    assert after["wallet"] == before["wallet"] and after["transfers"] == []


def test_amount_over_the_balance_is_refused_before_the_keypad(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")
    _start_transfer(phone, "ac2", "99999")
    assert phone.visible(text="Insufficient balance. Please choose another payment method.")
    assert not phone.visible(testId="alipay-keypad")
    assert phone.app_state("alipay") == before


def test_bill_search_counts_and_records_history(phone: PhoneDriver) -> None:
    row = next(r for r in world("alipay_stats")["searchCounts"] if r["keyword"] == "Metro")
    phone.open("alipay")
    phone.tap(testId="alipay-bills")
    phone.tap(testId="alipay-bill-search")
    phone.type("metro")
    phone.tap(testId="alipay-billsearch-go")
    assert phone.visible(text=f'{row["count"]} results for "metro"')
    assert phone.app_state("alipay")["billSearchHistory"][0] == "metro"


def test_month_and_type_filters_show_the_months_expense(phone: PhoneDriver) -> None:
    april = next(m for m in world("alipay_stats")["byMonth"] if m["month"] == "2026-04")
    phone.open("alipay")
    phone.tap(testId="alipay-bills")
    phone.tap(testId="alipay-filter-month")
    phone.tap(testId="alipay-month-2026-04")
    assert phone.visible(text=f"{april['expense']:,.2f}")
    assert phone.visible(text=f"{april['count']} bills")


def test_opening_a_chat_clears_its_unread_count_and_sending_adds_a_message(phone: PhoneDriver) -> None:
    assert phone.app_state("alipay")["unread"]["conv-ac4"] == 3
    phone.open("alipay")
    phone.tap(testId="nav-messages")
    phone.tap(testId="alipay-conv-conv-ac4")
    assert phone.app_state("alipay")["unread"]["conv-ac4"] == 0
    phone.tap(testId="field-alipay.chat")
    phone.type("On my way")
    phone.tap(testId="alipay-chat-send")
    [m] = phone.app_state("alipay")["sent"]["conv-ac4"]
    assert (m["from"], m["text"]) == ("me", "On my way")


def test_aggregates_match_hand_computed_values() -> None:
    """Hand-computed from world.alipay_bills (60 bills), independently of alipayStats."""
    bills = world("alipay_bills")
    stats = world("alipay_stats")
    assert len(bills) == 60
    months = {b["month"][:7] for b in bills}
    assert {"2026-05", "2026-04", "2026-03"} <= months and any(m.startswith("2025") for m in months)
    may_out = round(sum(-b["amount"] for b in bills if b["month"] == "2026-05" and b["amount"] < 0), 2)
    assert next(m for m in stats["byMonth"] if m["month"] == "2026-05")["expense"] == may_out
    totals: dict[str, float] = {}
    for b in bills:
        totals[b["counterparty"]] = totals.get(b["counterparty"], 0) + abs(b["amount"])
    top = max(totals, key=lambda k: totals[k])
    assert stats["byCounterparty"][0]["counterparty"] == top
    assert sorted(totals.values())[-1] > sorted(totals.values())[-2]  # a definite answer
    incoming = [b for b in bills if b["kind"] == "transfer" and b["amount"] > 500]
    assert next(r for r in stats["incomingTransfersOver"] if r["threshold"] == 500)["count"] == len(incoming)
    newest = sorted(bills, key=lambda b: -b["time"])[:5]
    assert stats["recent5Total"] == pytest.approx(sum(abs(b["amount"]) for b in newest))
    largest = min(bills, key=lambda b: b["amount"])
    assert stats["largestExpense"]["id"] == largest["id"]


# ---------- the judge catches careless side effects (hand-made states) ----------


def _transfer_op(to: str, amount: float) -> dict[str, Any]:
    bill = {"id": "t99", "counterparty": to, "to": to, "amount": -amount, "time": 0, "month": "2026-05", "title": f"Transfer to {to}",
            "category": "Transfer", "kind": "transfer", "method": "Balance", "source": "balance", "orderId": "T0", "note": ""}
    return {"op": "add", "path": "/apps/alipay/transfers/-", "value": bill}


def test_judge_flags_a_transfer_not_asked_for_and_a_setting_changed_on_the_way(make_env: MakeEnv) -> None:
    env = make_env("alipay.EnableRefreshSound")
    env.reset(seed=1)
    info = verdict_after(env, [{"op": "replace", "path": "/apps/alipay/settings/refreshSound", "value": True}])
    assert info["goals_met"] and info["clean"]
    info = verdict_after(env, [{"op": "replace", "path": "/apps/alipay/settings/darkMode", "value": "dark"}])
    assert info["goals_met"] and not info["clean"]
    env.reset(seed=1)
    info = verdict_after(env, [{"op": "replace", "path": "/apps/alipay/settings/refreshSound", "value": True}, _transfer_op("ac2", 20.0),
                              {"op": "replace", "path": "/apps/alipay/wallet/balance", "value": 8622.35}])
    assert info["goals_met"] and not info["clean"]


def test_judge_refuses_a_message_to_the_wrong_person_or_a_second_message(make_env: MakeEnv) -> None:
    env = make_env("alipay.SendMessageToContact")
    _, info = env.reset(seed=2)
    conv, text = info["params"]["conv"]["id"], info["params"]["text"]
    other = "conv-ac2" if conv != "conv-ac2" else "conv-ac3"
    msg = {"id": "m99", "from": "me", "text": text, "time": 0}
    info = verdict_after(env, [{"op": "add", "path": f"/apps/alipay/sent/{other}/-", "value": msg}])
    assert not info["goals_met"]
    env.reset(seed=2)
    info = verdict_after(env, [{"op": "add", "path": f"/apps/alipay/sent/{conv}/-", "value": msg}])
    assert info["goals_met"] and info["clean"]
    info = verdict_after(env, [{"op": "add", "path": f"/apps/alipay/sent/{conv}/-", "value": {**msg, "id": "m100", "text": "also this"}}])
    assert not info["goals_met"]


def test_transfer_to_an_account_paid_with_a_debit_card_keeps_the_balance(phone: PhoneDriver) -> None:
    contact = next(c for c in world("alipay_contacts") if c["id"] == "ac5")
    before = phone.app_state("alipay")["wallet"]["balance"]
    phone.open("alipay")
    phone.tap(testId="alipay-transfer")
    phone.tap(testId="field-alipay.transferAccount")
    phone.type("nobody@mail.com")
    phone.tap(testId="alipay-transfer-account-next")
    assert phone.visible(text="No Alipay account found for this account name or phone number")
    phone.tap(testId="field-alipay.transferAccount")
    phone.type(contact["account"].upper(), clear=True)
    phone.tap(testId="alipay-transfer-account-next")
    phone.tap(testId="field-alipay.amount")
    phone.type("2")
    phone.act(type="BACK")
    phone.tap(testId="alipay-transfer-method")
    phone.tap(testId="alipay-method-card-cmb")
    phone.tap(testId="alipay-transfer-confirm")
    assert phone.visible(text="Credit cards can't be used for transfers. Please choose another payment method.")
    assert not phone.visible(testId="alipay-keypad") and phone.app_state("alipay")["transfers"] == []
    phone.tap(testId="alipay-transfer-method")
    phone.tap(testId="alipay-method-card-icbc")
    phone.tap(testId="alipay-transfer-confirm")
    _key_in(phone, PASSWORD)
    s = phone.app_state("alipay")
    [t] = s["transfers"]
    assert (t["to"], t["amount"], t["source"], t["method"]) == ("ac5", -2, "card-icbc", "ICBC Debit Card (3302)")
    assert s["wallet"]["balance"] == before
    assert phone.visible(text="ICBC Debit Card (3302)")


SCREEN_PARAMS: dict[str, dict[str, Any]] = {
    "billDetail": {"id": "b1"},
    "transferAmount": {"contact": "ac1"},
    "chat": {"id": "conv-ac1"},
    "contact": {"id": "ac1"},
    "cardDetail": {"id": "card-ccb"},
    "verifyCard": {"short": "ICBC", "type": "debit", "number": "6222000000001111", "holder": "Amber Lin", "phone": "13800138000"},
    "pay": {"merchant": "Shop", "item": "Tea", "amount": 9.5, "requestId": "screens", "returnApp": "alipay"},
}


def test_every_screen_renders_without_page_errors(phone: PhoneDriver) -> None:
    apps = {a["id"]: a for a in phone.call(phone.phone.apps())}
    phone.open("alipay")
    for screen in apps["alipay"]["screens"]:
        if screen in ("refund", "receipt"):  # only for a paid request or a transfer made: the cashier and transfer tests open them
            continue
        phone.call(phone.phone.intent("alipay", screen, SCREEN_PARAMS.get(screen, {})))
        assert phone.screen()["screen"] == screen, screen
        assert phone.visible(testId=f"screen-alipay-{screen}"), screen
    assert phone.call(phone.phone.page_errors()) == []


def test_an_amount_answered_as_alipay_or_a_person_writes_it_passes() -> None:
    info = answered_in("alipay.CheckBalance", 0, lambda f, v: f"RMB {float(v):,.2f}")
    assert info["goals_met"] and info["clean"], info["issues"]
    info = answered_in("alipay.CheckBalance", 0, lambda f, v: f"about ¥{float(v):,.2f}")
    assert not info["goals_met"] and "unexpected text" in info["issues"][0]["detail"]
