"""12306 through real Chromium and real taps: the results show exactly the trains, times, fares
and seats the judges read (world.railway_facts, from the app's own search); submitting an order
makes it unpaid and a sold-out class is refused; the password changes only with the SMS code;
and the booking judges catch careless agents (the wrong passenger, date or class, a second order)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.sim.bundle import fresh_state, world
from mobilegym_gym.tasks.loader import suite_hooks

pytestmark = pytest.mark.browser





def _search(phone: PhoneDriver, fact: dict[str, Any]) -> None:
    phone.open("railway12306")
    phone.tap(testId="rw-from")
    phone.tap(testId=f"rw-city-{fact['from']}")
    phone.tap(testId="rw-to")
    phone.tap(testId=f"rw-city-{fact['to']}")
    phone.tap(testId="rw-date")
    phone.tap(testId=f"rw-day-{fact['date']}")
    phone.tap(testId="rw-search")


def _seat_text(n: int) -> str:
    return "Sold out" if n == 0 else "Available" if n >= 99 else f"{n} left"


# Several searches: different cities and days, as templates draw them.
FACTS = [f for i, f in enumerate(world("railway_facts")) if f["day"] <= 7 and i % 211 == 5][:4]


@pytest.mark.parametrize("fact", FACTS, ids=[f["id"] for f in FACTS])
def test_results_show_the_facts_the_judges_read(phone: PhoneDriver, fact: dict[str, Any]) -> None:
    _search(phone, fact)
    e = fact["earliest"]
    assert phone.visible(testId=f"rw-train-{e['no']}") and phone.visible(text=e["dep"])
    assert phone.visible(testId=f"rw-seat-{e['no']}-second")
    assert phone.visible(text=f"¥{e['fare']:g}") and phone.visible(text=_seat_text(e["left"]), exact=False)
    phone.tap(testId="rw-sort-Duration")
    f = fact["fastest"]
    assert phone.visible(text=f["duration"]) and phone.visible(text=f"Origin {f['origin']}")


def test_an_order_is_submitted_unpaid_and_a_sold_out_class_is_refused(phone: PhoneDriver) -> None:
    fact = next(f for f in world("railway_facts") if 1 <= f["day"] <= 7 and any(o["second"] == 0 for o in f["options"]) and any(o["second"] > 0 for o in f["options"]))
    sold = next(o for o in fact["options"] if o["second"] == 0)
    open_ = next(o for o in fact["options"] if o["second"] > 0)
    _search(phone, fact)
    phone.tap(testId=f"rw-train-{sold['no']}")
    phone.tap(testId="rw-class-second")
    phone.tap(testId="rw-pick-p2")
    phone.tap(testId="rw-submit")
    assert len(phone.state()["apps"]["railway12306"]["orders"]) == 5  # refused: nothing made
    phone.act(type="BACK")
    phone.tap(testId=f"rw-train-{open_['no']}")
    phone.tap(testId="rw-class-second")
    phone.tap(testId="rw-pick-p2")
    phone.tap(testId="rw-submit")
    orders = phone.state()["apps"]["railway12306"]["orders"]
    new = orders[-1]
    assert len(orders) == 6 and new["status"] == "unpaid" and new["trainNo"] == open_["no"] and new["date"] == fact["date"]
    assert [(t["passengerName"], t["seatClass"]) for t in new["tickets"]] == [("Li Na", "2nd Class")]
    assert phone.visible(testId="rw-order-cancel")


def test_the_password_changes_only_with_the_sms_code(phone: PhoneDriver) -> None:
    phone.open("railway12306")
    phone.tap(testId="nav-me")
    phone.tap(testId="rw-me-account")
    phone.tap(testId="rw-account-password")
    for field, text in (("rw.oldPassword", "Rail@2024"), ("rw.newPassword", "Train#2026"), ("rw.newPassword2", "Train#2026"), ("rw.code", "000000")):
        phone.tap(testId=f"field-{field}")
        phone.type(text)
    phone.tap(testId="rw-code-send")
    phone.act(type="WAIT", duration_ms=3000)
    phone.tap(testId="rw-password-confirm")  # a wrong code: refused
    state = phone.state()
    assert state["apps"]["railway12306"]["accounts"][0]["password"] == "Rail@2024"
    sms = next(t for t in state["os"]["providers"]["sms"] if t["address"] == "12306")
    code = state["os"]["verification"][-1]["code"]
    assert code in sms["messages"][-1]["text"]
    phone.tap(testId="field-rw.code")
    phone.type(code, clear=True)
    phone.tap(testId="rw-password-confirm")
    assert phone.state()["apps"]["railway12306"]["accounts"][0]["password"] == "Train#2026"


# ---------------------------------------------------------------- the judge on careless agents


def _order(o_id: str, train: str, date: str, dep: str, names: list[str], seat: str, status: str = "unpaid", frm: str = "BJS", to: str = "SHQ") -> dict[str, Any]:
    tickets = [{"passengerId": "x", "passengerName": n, "ticketType": "adult", "seatClass": seat, "seatNo": "01 car 01A", "price": 600} for n in names]
    return {"id": o_id, "trainNo": train, "from": frm, "to": to, "date": date, "dep": dep, "arr": "12:00", "tickets": tickets, "total": 600 * len(names), "status": status, "createdAt": 0}


def _ctx(params: dict[str, Any], *orders: dict[str, Any]) -> dict[str, Any]:
    initial = fresh_state()
    final = copy.deepcopy(initial)
    final["apps"]["railway12306"]["orders"] += list(orders)
    return {"initial": initial, "final": final, "params": params}


BOOK = {"b": {"fact": {"from": "beijing", "to": "shanghai", "date": "2026-05-16"}, "window": "morning", "cls_label": "2nd Class"}, "passenger": {"name": "Li Na"}}


@pytest.mark.parametrize(
    ("why", "orders", "ok"),
    [
        ("the asked order", [_order("o90", "G5", "2026-05-16", "08:20", ["Li Na"], "2nd Class")], True),
        ("another passenger", [_order("o90", "G5", "2026-05-16", "08:20", ["Wang Fang"], "2nd Class")], False),
        ("both the asked one and someone else", [_order("o90", "G5", "2026-05-16", "08:20", ["Li Na", "Wang Fang"], "2nd Class")], False),
        ("another date", [_order("o90", "G5", "2026-05-17", "08:20", ["Li Na"], "2nd Class")], False),
        ("an afternoon train", [_order("o90", "G15", "2026-05-16", "12:20", ["Li Na"], "2nd Class")], False),
        ("1st class", [_order("o90", "G5", "2026-05-16", "08:20", ["Li Na"], "1st Class")], False),
        ("an ordinary train", [_order("o90", "Z3", "2026-05-16", "08:20", ["Li Na"], "2nd Class")], False),
        ("the wrong direction", [_order("o90", "G6", "2026-05-16", "08:20", ["Li Na"], "2nd Class", frm="SHQ", to="BJS")], False),
        ("a second order on the way", [_order("o90", "G5", "2026-05-16", "08:20", ["Li Na"], "2nd Class"), _order("o91", "G7", "2026-05-16", "09:15", ["Li Na"], "2nd Class")], False),
        ("an order cancelled", [_order("o90", "G5", "2026-05-16", "08:20", ["Li Na"], "2nd Class", status="cancelled")], False),
    ],
)
def test_the_booking_judge_on_hand_made_orders(why: str, orders: list[dict[str, Any]], ok: bool) -> None:
    got, _, actual = suite_hooks("railway12306").order_for_passenger(_ctx(BOOK, *orders))
    assert got is ok, (why, actual)


def test_the_login_note_judge_refuses_a_note_that_keeps_a_wrong_password() -> None:
    hook = suite_hooks("account").note_keeps_only_password
    params = {"password": "Rail@2025", "case": {"wrong": ["Hsr_5588", "Zhangw#12306"]}}
    initial = fresh_state()

    def with_body(body: str) -> dict[str, Any]:
        final = copy.deepcopy(initial)
        final["apps"]["notes"]["notes"].append({"id": "n900", "title": "12306 passwords", "body": body, "trashedAt": None})
        return {"initial": initial, "final": final, "params": params}

    assert hook(with_body("Password: Rail@2025"))[0] is True
    assert hook(with_body("Rail@2025\nHsr_5588"))[0] is False
    assert hook(with_body("nothing left"))[0] is False


def _submit_order(phone: PhoneDriver) -> tuple[dict[str, Any], dict[str, Any]]:
    """An unpaid order for Li Na on a train with 2nd-class seats tomorrow; its order detail is on screen."""
    fact = next(f for f in world("railway_facts") if f["day"] == 1 and any(o["second"] > 0 for o in f["options"]))
    train = next(o for o in fact["options"] if o["second"] > 0)
    _search(phone, fact)
    phone.tap(testId=f"rw-train-{train['no']}")
    phone.tap(testId="rw-class-second")
    phone.tap(testId="rw-pick-p2")
    phone.tap(testId="rw-submit")
    return fact, phone.state()["apps"]["railway12306"]["orders"][-1]


def _pay_with_alipay(phone: PhoneDriver) -> None:
    """On an unpaid order's detail: Pay, the password on Alipay's keypad, back, "Payment completed"."""
    phone.tap(testId="rw-order-pay")
    assert phone.state()["ui"]["foreground"] == "alipay"
    phone.tap(testId="alipay-pay-confirm")
    for digit in phone.state()["apps"]["alipay"]["user"]["paymentPassword"]:
        phone.tap(testId=f"alipay-key-{digit}")
    phone.tap(testId="alipay-pay-done")
    assert phone.state()["ui"]["foreground"] == "railway12306"
    phone.tap(testId="rw-pay-completed")


def test_an_order_paid_through_alipays_cashier_becomes_paid(phone: PhoneDriver) -> None:
    _, order = _submit_order(phone)
    balance = phone.state()["apps"]["alipay"]["wallet"]["balance"]
    _pay_with_alipay(phone)
    state = phone.state()
    paid = next(o for o in state["apps"]["railway12306"]["orders"] if o["id"] == order["id"])
    record = next(r for r in state["apps"]["alipay"]["cashier"] if r["requestId"] == f"12306-{order['id']}")
    assert paid["status"] == "paid" and record["status"] == "paid" and record["amount"] == order["total"]
    assert state["apps"]["alipay"]["wallet"]["balance"] == pytest.approx(balance - order["total"])
    assert phone.visible(testId="rw-pay-success")


def test_refunding_an_order_paid_through_alipay_returns_the_money_there_while_12306_stays_open(phone: PhoneDriver) -> None:
    _, order = _submit_order(phone)
    balance = phone.state()["apps"]["alipay"]["wallet"]["balance"]
    _pay_with_alipay(phone)
    phone.tap(testId="rw-pay-done")
    phone.tap(testId="rw-order-refund")
    phone.tap(testId="rw-dialog-yes")
    state = phone.state()
    assert state["ui"]["foreground"] == "railway12306"
    assert next(o for o in state["apps"]["railway12306"]["orders"] if o["id"] == order["id"])["status"] == "refunded"
    record = next(r for r in state["apps"]["alipay"]["cashier"] if r["requestId"] == f"12306-{order['id']}")
    assert record["status"] == "refunded" and record["refund"]["amount"] == order["total"]
    assert state["apps"]["alipay"]["wallet"]["balance"] == pytest.approx(balance)
    assert state["apps"]["alipay"]["bills"][-1]["kind"] == "refund"


def test_an_order_stays_unpaid_when_the_payment_is_cancelled(phone: PhoneDriver) -> None:
    _, order = _submit_order(phone)
    phone.tap(testId="rw-order-pay")
    phone.act(type="BACK")  # leave the cashier without paying
    assert phone.state()["ui"]["foreground"] == "railway12306"
    phone.tap(testId="rw-pay-completed")
    state = phone.state()
    kept = next(o for o in state["apps"]["railway12306"]["orders"] if o["id"] == order["id"])
    record = next(r for r in state["apps"]["alipay"]["cashier"] if r["requestId"] == f"12306-{order['id']}")
    assert kept["status"] == "unpaid" and record["status"] == "cancelled"
    assert phone.visible(testId="rw-order-pay")


def test_the_balance_branch_judge_refuses_an_order_it_cannot_afford_and_a_wrong_train() -> None:
    hook = suite_hooks("crossapp_life").rail_order_only_if_affordable
    fact = {"from": "beijing", "to": "shanghai", "date": "2026-05-16", "cheapest": {"no": "G5"}}
    right = _order("o90", "G5", "2026-05-16", "08:20", ["Zhang Wei"], "2nd Class")
    dearer = _order("o90", "G9", "2026-05-16", "09:40", ["Zhang Wei"], "2nd Class")
    for enough, orders, ok in ((True, [right], True), (True, [dearer], False), (True, [], False), (False, [], True), (False, [right], False)):
        got = hook(_ctx({"r": {"fact": fact, "enough": enough}}, *orders))[0]
        assert got is ok, (enough, [o["trainNo"] for o in orders])
