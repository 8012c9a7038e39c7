"""Alipay's cashier through real Chromium: another app asks to be paid (a test-only caller sends
the intent through the control API, as 12306 will), the phone shows Alipay's cashier, the password
is typed on the keypad and the caller reads the outcome by its requestId; a cancelled payment and
a wrong password change no money; a card payment leaves the balance; a refund puts the money back;
malformed payment and refund requests are refused, naming the field, and change nothing."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.errors import InvalidPayloadError

pytestmark = pytest.mark.browser

PASSWORD = "135790"
ORDER = {"merchant": "China Railway 12306", "item": "G101 Beijing South - Shanghai Hongqiao, 2nd class", "amount": 553.5, "requestId": "rail-7", "returnApp": "clock"}


def _record(phone: PhoneDriver, request_id: str) -> dict[str, Any] | None:
    """What the caller reads: the outcome of its request."""
    return next((r for r in phone.app_state("alipay")["cashier"] if r["requestId"] == request_id), None)


def _request_payment(phone: PhoneDriver, **changes: Any) -> None:
    phone.open("clock")
    phone.call(phone.phone.intent("alipay", "pay", {**ORDER, **changes}))
    assert phone.screen()["foreground"] == "alipay" and phone.visible(testId="alipay-pay-page")


def _key_in(phone: PhoneDriver, digits: str) -> None:
    for d in digits:
        phone.tap(testId=f"alipay-key-{d}")


def test_payment_round_trip_through_the_keypad_debits_the_balance_and_returns_to_the_caller(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _request_payment(phone)
    assert phone.visible(text="¥553.50") and phone.visible(text="China Railway 12306")
    phone.tap(testId="alipay-pay-confirm")
    _key_in(phone, PASSWORD)
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == pytest.approx(before - 553.5)
    record = _record(phone, "rail-7")
    assert record is not None
    assert (record["status"], record["method"], record["amount"], record["merchant"]) == ("paid", "balance", 553.5, "China Railway 12306")
    [bill] = [b for b in s["bills"] if b["id"] == record["billId"]]
    assert (bill["counterparty"], bill["amount"], bill["kind"]) == ("China Railway 12306", -553.5, "payment")
    assert phone.visible(testId="alipay-pay-success")
    phone.tap(testId="alipay-pay-done")
    assert phone.screen()["foreground"] == "clock"
    # The payment is in Alipay's bills.
    phone.open("alipay")
    phone.tap(testId="alipay-bills")
    assert phone.visible(testId=f"alipay-bill-{record['billId']}")


def test_the_password_can_be_typed_on_the_keypad_in_one_action_and_back_closes_it_first(phone: PhoneDriver) -> None:
    _request_payment(phone)
    phone.tap(testId="alipay-pay-confirm")
    assert not phone.visible(testId="keyboard")  # Alipay's own keypad, not the system keyboard
    phone.act(type="BACK")
    assert not phone.visible(testId="alipay-keypad") and phone.visible(testId="alipay-pay-page") and phone.app_state("alipay")["cashier"] == []
    phone.tap(testId="alipay-pay-confirm")
    phone.type(PASSWORD)
    assert _record(phone, "rail-7")["status"] == "paid"  # type: ignore[index]


def test_a_wrong_password_is_refused_with_the_apps_message_and_pays_nothing(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _request_payment(phone)
    phone.tap(testId="alipay-pay-confirm")
    _key_in(phone, "111111")
    assert phone.visible(text="Incorrect payment password. Please try again.")
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == before and s["cashier"] == [] and s["bills"] == []


@pytest.mark.parametrize("how", ["cancel", "back"])
def test_a_cancelled_payment_leaves_the_balance_and_returns_to_the_caller(phone: PhoneDriver, how: str) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _request_payment(phone)
    if how == "cancel":
        phone.tap(testId="alipay-pay-cancel")
    else:
        phone.act(type="BACK")
    assert phone.screen()["foreground"] == "clock"
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == before and s["bills"] == []
    record = _record(phone, "rail-7")
    assert record is not None and record["status"] == "cancelled" and record["billId"] is None


def test_paying_with_a_card_records_the_card_and_keeps_the_balance(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _request_payment(phone)
    phone.tap(testId="alipay-pay-method")
    phone.tap(testId="alipay-method-card-icbc")
    assert phone.visible(text="ICBC Debit Card (3302)")
    phone.tap(testId="alipay-pay-confirm")
    _key_in(phone, PASSWORD)
    record = _record(phone, "rail-7")
    assert record is not None and (record["status"], record["method"]) == ("paid", "card-icbc")
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == before
    assert s["bills"][0]["method"] == "ICBC Debit Card (3302)"


def test_an_amount_over_the_balance_asks_for_another_method(phone: PhoneDriver) -> None:
    _request_payment(phone, amount=99999)
    phone.tap(testId="alipay-pay-confirm")
    assert phone.visible(text="Insufficient balance. Please choose another payment method.")
    assert not phone.visible(testId="alipay-keypad") and phone.app_state("alipay")["cashier"] == []


def test_a_refund_restores_the_balance_with_an_income_bill_once(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _request_payment(phone)
    phone.tap(testId="alipay-pay-confirm")
    _key_in(phone, PASSWORD)
    phone.tap(testId="alipay-pay-done")
    phone.call(phone.phone.intent("alipay", "refund", {"requestId": "rail-7", "amount": 553.5, "reason": "Ticket refunded", "returnApp": "clock"}))
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == pytest.approx(before)
    record = _record(phone, "rail-7")
    assert record is not None and record["status"] == "refunded" and record["refund"]["amount"] == 553.5
    [refund] = [b for b in s["bills"] if b["id"] == record["refund"]["billId"]]
    assert (refund["kind"], refund["amount"], refund["counterparty"]) == ("refund", 553.5, "China Railway 12306")
    assert phone.visible(testId="alipay-refund-page") and phone.visible(text="+553.50")
    phone.tap(testId="alipay-refund-done")
    assert phone.screen()["foreground"] == "clock"
    with pytest.raises(InvalidPayloadError, match="requestId: 'rail-7' was already refunded"):
        phone.call(phone.phone.intent("alipay", "refund", {"requestId": "rail-7", "amount": 1}))
    assert phone.app_state("alipay") == s


@pytest.mark.parametrize(
    ("screen", "params", "field"),
    [
        ("pay", {k: v for k, v in ORDER.items() if k != "merchant"}, "params: missing key 'merchant'"),
        ("pay", {**ORDER, "amount": -5}, "params/amount: expected a number > 0, got -5"),
        ("pay", {**ORDER, "amount": "553.5"}, 'params/amount: expected a number, got "553.5"'),
        ("pay", {**ORDER, "amount": 1.234}, "amount: at most 2 decimals"),
        ("pay", {k: v for k, v in ORDER.items() if k != "requestId"}, "params: missing key 'requestId'"),
        ("pay", {k: v for k, v in ORDER.items() if k != "returnApp"}, "params: missing key 'returnApp'"),
        ("refund", {"requestId": "nope", "amount": 5}, "requestId: no payment 'nope'"),
        ("refund", {"requestId": "rail-7"}, "params: missing key 'amount'"),
    ],
)
def test_a_malformed_request_is_refused_naming_the_field_and_changes_nothing(phone: PhoneDriver, screen: str, params: dict[str, Any], field: str) -> None:
    phone.open("clock")
    before = phone.state()
    with pytest.raises(InvalidPayloadError, match=field):
        phone.call(phone.phone.intent("alipay", screen, params))
    after = phone.state()
    assert after["apps"] == before["apps"] and phone.screen()["foreground"] == "clock"


def test_a_paid_request_is_not_paid_twice_and_a_refund_is_at_most_what_was_paid(phone: PhoneDriver) -> None:
    _request_payment(phone)
    phone.tap(testId="alipay-pay-confirm")
    _key_in(phone, PASSWORD)
    with pytest.raises(InvalidPayloadError, match="requestId: 'rail-7' is already paid"):
        phone.call(phone.phone.intent("alipay", "pay", ORDER))
    with pytest.raises(InvalidPayloadError, match="amount: 600 is more than the 553.5 paid"):
        phone.call(phone.phone.intent("alipay", "refund", {"requestId": "rail-7", "amount": 600}))
    assert _record(phone, "rail-7")["status"] == "paid"  # type: ignore[index]
