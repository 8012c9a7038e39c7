"""Alipay's balance screens through real Chromium: recharge from a debit card with the payment
password (a credit card refused), redeeming a recharge card once, balance records listing only
what moved the balance, and the pay code."""

from __future__ import annotations

import pytest

from conftest import PhoneDriver
from mobilegym_gym.sim.bundle import world

pytestmark = pytest.mark.browser


def _balance_page(phone: PhoneDriver) -> None:
    phone.open("alipay")
    phone.tap(testId="nav-my")
    phone.tap(testId="alipay-my-balance")


def test_recharge_from_a_debit_card_adds_to_the_balance(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _balance_page(phone)
    phone.tap(testId="alipay-balance-recharge")
    phone.type("300")
    phone.act(type="BACK")
    phone.tap(testId="alipay-recharge-card")
    assert not phone.visible(testId="alipay-recharge-from-card-cmb")  # credit cards do not fund the balance
    phone.tap(testId="alipay-recharge-from-card-boc")
    phone.tap(testId="alipay-recharge-confirm")
    for d in "111111":
        phone.tap(testId=f"alipay-key-{d}")
    assert phone.visible(text="Incorrect payment password. Please try again.") and phone.app_state("alipay")["wallet"]["balance"] == before
    for d in "135790":
        phone.tap(testId=f"alipay-key-{d}")
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == pytest.approx(before + 300)
    [bill] = s["bills"]
    assert (bill["amount"], bill["category"], bill["method"]) == (300, "Recharge", "BOC Debit Card (0527)")
    assert phone.visible(testId="alipay-balance-page") and phone.visible(text=f"{before + 300:,.2f}")


def test_a_recharge_card_is_redeemed_once_and_shows_in_balance_records(phone: PhoneDriver) -> None:
    before = phone.app_state("alipay")["wallet"]["balance"]
    _balance_page(phone)
    phone.tap(testId="alipay-balance-rcards")
    assert not phone.visible(testId="alipay-rcard-redeem-rc3")  # already redeemed
    phone.tap(testId="alipay-rcard-redeem-rc2")
    s = phone.app_state("alipay")
    assert s["wallet"]["balance"] == pytest.approx(before + 100)
    assert [c["redeemed"] for c in s["rechargeCards"]] == [False, True, True]
    assert not phone.visible(testId="alipay-rcard-redeem-rc2")
    phone.tap(testId="alipay-back")
    phone.tap(testId="alipay-balance-records")
    assert phone.visible(testId=f"alipay-bill-{s['bills'][0]['id']}")
    # Only bills of the balance: none paid with a card.
    ids = {b["id"] for b in world("alipay_bills") if b["method"] != "Balance"}
    assert not any(phone.visible(testId=f"alipay-bill-{i}") for i in sorted(ids)[:5])


def test_the_pay_code_shows_the_first_payment_method(phone: PhoneDriver) -> None:
    phone.open("alipay")
    phone.tap(testId="alipay-payqr")
    assert phone.visible(testId="alipay-payqr-page") and phone.visible(text="Pay with: Balance")
