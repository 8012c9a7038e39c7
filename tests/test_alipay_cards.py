"""Alipay's bank cards through real Chromium: binding a card is confirmed with the SMS code the
OS code service delivers to Messages (read there, or taken from the autofill suggestion), a
wrong code or a malformed card binds nothing, and a card can be unbound."""

from __future__ import annotations

import re

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.browser

NUMBER = "6222 0212 3456 7890 123"


def _fill_card(phone: PhoneDriver, bank: str = "ICBC", number: str = NUMBER, holder: str = "Amber Lin", reserved: str = "13800138000") -> None:
    phone.open("alipay")
    phone.tap(testId="nav-my")
    phone.tap(testId="alipay-my-cards")
    phone.tap(testId="alipay-card-add")
    phone.tap(testId="alipay-addcard-bank")
    phone.tap(testId=f"alipay-bank-{bank}")
    for field, text in (("cardNumber", number), ("cardHolder", holder), ("cardPhone", reserved)):
        phone.tap(testId=f"field-alipay.{field}")
        phone.type(text, clear=True)  # the holder starts as the account's name
    phone.act(type="BACK")  # the keyboard
    phone.tap(testId="alipay-addcard-next")


def _wait(phone: PhoneDriver, seconds: int) -> None:
    phone.act(type="WAIT", duration_ms=seconds * 1000)


def _code_in_messages(phone: PhoneDriver) -> str:
    thread = next(t for t in phone.state()["os"]["providers"]["sms"] if t["address"] == "95188")
    found = re.search(r"verification code is (\d{6})", thread["messages"][-1]["text"])
    assert found is not None
    return found.group(1)


def test_binding_a_card_is_confirmed_with_the_code_from_messages(phone: PhoneDriver) -> None:
    before = len(phone.app_state("alipay")["cards"])
    _fill_card(phone)
    assert phone.visible(testId="alipay-verifycard-page") and phone.visible(text="A verification code was sent to 138****8000.")
    _wait(phone, 2)
    code = _code_in_messages(phone)
    s = phone.state()
    assert [c["code"] for c in s["os"]["verification"] if c["service"] == "Alipay"] == [code]
    # Read it in Messages, come back, type it.
    phone.act(type="AWAKE", app="sms")
    assert phone.visible(text=code, exact=False)
    phone.act(type="AWAKE", app="alipay")
    phone.tap(testId="field-alipay.cardCode")
    phone.type(code)
    phone.tap(testId="alipay-verifycard-confirm")
    cards = phone.app_state("alipay")["cards"]
    assert len(cards) == before + 1
    card = cards[-1]
    assert (card["short"], card["type"], card["last4"], card["holder"], card["phone"]) == ("ICBC", "debit", "0123", "Amber Lin", "13800138000")
    assert phone.visible(testId="alipay-cards-page") and phone.visible(testId=f"alipay-card-{card['id']}")


def test_the_autofill_suggestion_fills_the_arrived_code(phone: PhoneDriver) -> None:
    _fill_card(phone, bank="ABC", number="6228480012345678")
    assert not phone.visible(testId="alipay-code-autofill")  # the SMS is not there yet
    _wait(phone, 2)
    phone.tap(testId="alipay-code-autofill")
    phone.tap(testId="alipay-verifycard-confirm")
    assert phone.app_state("alipay")["cards"][-1]["short"] == "ABC"


def test_a_wrong_code_is_refused_and_binds_nothing(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["cards"]
    _fill_card(phone)
    _wait(phone, 2)
    code = _code_in_messages(phone)
    phone.tap(testId="field-alipay.cardCode")
    phone.type("000000" if code != "000000" else "111111")
    phone.tap(testId="alipay-verifycard-confirm")
    assert phone.visible(text="Incorrect or expired verification code")
    assert phone.app_state("alipay")["cards"] == before


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"number": "6222 0212"}, "Please enter a valid card number (16 to 19 digits)"),
        ({"holder": " "}, "Please enter the cardholder's name"),
        ({"reserved": "12345"}, "Please enter the 11-digit phone number reserved with the bank"),
        ({"bank": "CCB", "number": "6217000000006217"}, "This card is already bound to your account"),
    ],
)
def test_a_malformed_card_is_refused_on_screen_and_sends_no_code(phone: PhoneDriver, changes: dict[str, str], message: str) -> None:
    before = phone.state()
    _fill_card(phone, **changes)
    assert phone.visible(text=message) and phone.visible(testId="alipay-addcard-page")
    after = phone.state()
    assert after["apps"]["alipay"]["cards"] == before["apps"]["alipay"]["cards"] and after["os"]["verification"] == []


def test_unbinding_a_card_removes_it(phone: PhoneDriver) -> None:
    phone.open("alipay")
    phone.tap(testId="nav-my")
    phone.tap(testId="alipay-my-cards")
    phone.tap(testId="alipay-card-card-cmb")
    phone.tap(testId="alipay-card-unbind")
    phone.tap(testId="alipay-unbind-cancel")
    assert any(c["id"] == "card-cmb" for c in phone.app_state("alipay")["cards"])
    phone.tap(testId="alipay-card-unbind")
    phone.tap(testId="alipay-unbind-confirm")
    assert [c["id"] for c in phone.app_state("alipay")["cards"]] == ["card-ccb", "card-icbc", "card-boc", "card-abc", "card-bocom", "card-spdb", "card-citic"]
    assert phone.visible(testId="alipay-cards-page") and not phone.visible(testId="alipay-card-card-cmb")
