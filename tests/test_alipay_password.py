"""Changing Alipay's payment password through real Chromium, on the keypad: the current one, the
new one twice; a wrong current password, a too simple new one and a mismatched second entry are
refused on screen and change nothing; the next transfer takes the new password, not the old."""

from __future__ import annotations

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.browser


def _password(phone: PhoneDriver) -> str:
    return str(phone.state()["apps"]["alipay"]["user"]["paymentPassword"])


def _key_in(phone: PhoneDriver, digits: str) -> None:
    for d in digits:
        phone.tap(testId=f"alipay-key-{d}")


def _open_change(phone: PhoneDriver) -> None:
    phone.open("alipay")
    for tid in ("nav-my", "alipay-my-settings", "alipay-set-payment", "alipay-changepassword"):
        phone.tap(testId=tid)


def test_a_wrong_current_password_is_refused(phone: PhoneDriver) -> None:
    _open_change(phone)
    _key_in(phone, "246802")
    assert phone.visible(text="Incorrect payment password. Please try again.")
    assert phone.visible(text="Enter your current payment password") and _password(phone) == "135790"


def test_changing_the_password_then_paying_with_it(phone: PhoneDriver) -> None:
    _open_change(phone)
    _key_in(phone, "135790")
    assert phone.visible(text="Set a new 6-digit payment password")
    _key_in(phone, "123456")
    assert phone.visible(text="This password is too simple. Avoid repeated or consecutive digits.")
    _key_in(phone, "135790")
    assert phone.visible(text="The new password must be different from the current one.")
    _key_in(phone, "482916")
    assert phone.visible(text="Enter the new payment password again")
    _key_in(phone, "482917")
    assert phone.visible(text="The two passwords do not match. Set the new password again.") and _password(phone) == "135790"
    _key_in(phone, "482916")
    phone.type("482916")  # the keypad is also a field: one TYPE enters the six digits
    assert _password(phone) == "482916" and phone.screen()["screen"] == "paySettings"
    # The next payment takes the new password only.
    phone.open("clock")
    phone.call(phone.phone.intent("alipay", "pay", {"merchant": "Shop", "item": "Tea", "amount": 12.5, "requestId": "r9", "returnApp": "clock"}))
    phone.tap(testId="alipay-pay-confirm")
    _key_in(phone, "135790")
    assert phone.visible(text="Incorrect payment password. Please try again.")
    _key_in(phone, "482916")
    assert phone.state()["apps"]["alipay"]["cashier"][0]["status"] == "paid"
