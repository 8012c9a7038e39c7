"""Every intent vetted (issue 34, items 1 and 3): a screen opened through the control API's
``intent`` takes only the params its type declares (each app's ``params.ts``) and ids that exist
(the app's intent checks); anything else is an ``InvalidPayloadError`` naming the field, with the
state as it was, never a TypeError from the drawing. WeChat's payment request is vetted like
Alipay's cashier. A hypothesis property test sends generated params to every screen of every app.
Against a real page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from conftest import PhoneDriver
from mobilegym_gym.errors import InvalidPayloadError

pytestmark = pytest.mark.browser

WECHAT_PIN = "135790"

#: The screens that drew with a TypeError on a bad payload (issue 34, item 3): a payload each
#: draws, and the field whose absence, unknown value or wrong type must be refused.
SCREENS: dict[tuple[str, str], tuple[dict[str, Any], str]] = {
    ("railway12306", "results"): ({"from": "beijing", "to": "tianjin", "date": "2026-05-14"}, "from"),
    ("railway12306", "confirm"): ({"train": "G5", "from": "BJS", "to": "TJS", "date": "2026-05-14"}, "train"),
    ("reddit", "chat"): ({"user": "velvet_maple35"}, "user"),
    ("redbook", "chatSettings"): ({"user": "u07"}, "user"),
    ("spotify", "category"): ({"id": "pop"}, "id"),
    ("spotify", "editorial"): ({"id": "pl-pop-1"}, "id"),
    ("spotify", "settingsPage"): ({"page": "playback"}, "page"),
    ("spotify", "artist"): ({"id": "a01"}, "id"),
    ("spotify", "album"): ({"id": "al01-1"}, "id"),
    ("wechat", "chat"): ({"id": "mom"}, "id"),
    ("wechat", "chatInfo"): ({"id": "mom"}, "id"),
    ("wechat", "editText"): ({"field": "signature"}, "field"),
    ("wechat_reading", "book"): ({"id": "b001"}, "id"),
    ("wechat_reading", "reader"): ({"id": "b001"}, "id"),
}


def refusal(phone: PhoneDriver, app: str, screen: str, params: dict[str, Any]) -> str:
    """The message of the intent's refusal; the state hash is checked unchanged."""
    digest = phone.call(phone.phone.state_hash())
    with pytest.raises(InvalidPayloadError) as err:
        phone.call(phone.phone.intent(app, screen, params))
    assert phone.call(phone.phone.state_hash()) == digest
    message = str(err.value)
    assert message.startswith(f"intent {app}/{screen}: ") and "TypeError" not in message and "Cannot read" not in message, message
    return message


def opens(phone: PhoneDriver, app: str, screen: str, params: dict[str, Any]) -> None:
    """The intent is taken: the screen is in front, drawn with no page error."""
    errors = len(phone.call(phone.phone.page_errors()))
    phone.call(phone.phone.intent(app, screen, params))
    info = phone.screen()
    assert (info["foreground"], info["screen"]) == (app, screen)
    assert phone.call(phone.phone.page_errors())[errors:] == []


@pytest.mark.parametrize(("app", "screen"), sorted(SCREENS))
def test_a_screen_that_crashed_on_bad_params_refuses_them_naming_the_field(phone: PhoneDriver, app: str, screen: str) -> None:
    valid, key = SCREENS[(app, screen)]
    missing = {k: v for k, v in valid.items() if k != key}
    assert re.search(rf"\b{key}\b", refusal(phone, app, screen, missing))
    unknown = refusal(phone, app, screen, {**valid, key: "no-such-id"})
    assert re.search(rf"\b{key}: no .*\"no-such-id\"; known: |params/{key}: expected one of", unknown), unknown
    assert re.search(rf"params/{key}: expected a string", refusal(phone, app, screen, {**valid, key: 3}))
    opens(phone, app, screen, valid)


def test_an_unknown_key_and_a_key_of_a_screen_without_params_are_refused(phone: PhoneDriver) -> None:
    assert "unknown key 'from'; it takes no params" in refusal(phone, "calculator", "history", {"from": "test"})
    assert "unknown key 'colour'; it takes id" in refusal(phone, "wechat", "chat", {"id": "mom", "colour": "red"})
    assert "params/hour: expected a number <= 23, got 24" in refusal(phone, "clock", "alarm", {"hour": 24})
    assert "params/hour: expected an integer, got 7.5" in refusal(phone, "clock", "alarm", {"hour": 7.5})
    assert "date: expected a day from 1900 to 2100 as YYYY-MM-DD, got \"2026-02-30\"" in refusal(phone, "calendar", "edit", {"date": "2026-02-30"})


def test_a_railway_confirm_opened_by_intent_shows_the_train(phone: PhoneDriver) -> None:
    opens(phone, "railway12306", "confirm", SCREENS[("railway12306", "confirm")][0])
    assert phone.visible(testId="rw-confirm-train") and phone.visible(text="G5")


def test_a_notification_whose_item_is_gone_opens_its_app_where_it_was(phone: PhoneDriver) -> None:
    phone.open("notes")
    now = phone.state()["os"]["clock"]["now"]
    gone = {"id": "n-gone", "app": "notes", "title": "Buy milk", "text": "Reminder", "time": now, "open": {"screen": "edit", "params": {"id": "deleted-note"}}}
    phone.call(phone.phone.patch([{"op": "add", "path": "/os/notifications/-", "value": gone}]))
    phone.act(type="HOME")
    phone.act(type="SWIPE", x=500, y=10, x2=500, y2=600, duration_ms=300)
    errors = len(phone.call(phone.phone.page_errors()))
    phone.tap(testId="notif-n-gone")
    assert (phone.screen()["foreground"], phone.screen()["screen"]) == ("notes", "home")
    assert phone.state()["os"]["notifications"] == [] and phone.call(phone.phone.page_errors())[errors:] == []


# -- WeChat's payment request ------------------------------------------------------------------

ORDER = {"merchant": "Tea House", "item": "Oolong", "amount": 12.5, "requestId": "tea-1", "returnApp": "clock"}


def wallet(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["apps"]["wechat"]["wallet"]


def pay_through_the_keypad(phone: PhoneDriver) -> None:
    phone.tap(testId="wechat-pay-confirm")
    for digit in WECHAT_PIN:
        phone.tap(testId=f"wechat-key-{digit}")
    assert phone.visible(testId="wechat-pay-success")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"amount": -100}, r"params/amount: expected a number > 0, got -100"),
        ({"amount": "abc"}, r"params/amount: expected a number, got \"abc\""),
        ({"amount": 12.345}, r"amount: at most 2 decimals, got 12.345"),
        ({"amount": 0}, r"params/amount: expected a number > 0, got 0"),
        ({"requestId": None}, r"params: missing key 'requestId'"),
        ({"merchant": 42}, r"params/merchant: expected a string, got 42"),
        ({"merchant": "  "}, r"merchant: must be a non-empty string"),
        ({"returnApp": "nope"}, r"returnApp: no installed app \"nope\"; known: "),
        ({"subscription": "yes"}, r"params/subscription: expected a boolean"),
    ],
)
def test_a_malformed_wechat_payment_request_is_refused_naming_the_field(phone: PhoneDriver, changes: dict[str, Any], field: str) -> None:
    params = {k: v for k, v in {**ORDER, **changes}.items() if v is not None}
    before = wallet(phone)
    assert re.search(field, refusal(phone, "wechat", "pay", params))
    assert wallet(phone) == before


def test_a_valid_wechat_payment_debits_exactly_its_amount_and_its_request_is_paid_once(phone: PhoneDriver) -> None:
    phone.open("clock")
    balance = wallet(phone)["balance"]
    phone.call(phone.phone.intent("wechat", "pay", ORDER))
    pay_through_the_keypad(phone)
    after = wallet(phone)
    assert after["balance"] == pytest.approx(balance - 12.5)
    assert [(p["requestId"], p["amount"], p["merchant"]) for p in after["payments"]] == [("tea-1", 12.5, "Tea House")]
    assert "requestId: 'tea-1' is already paid" in refusal(phone, "wechat", "pay", ORDER)
    assert wallet(phone) == after


# -- every screen of every app ---------------------------------------------------------------

#: Values an id may take that exist somewhere in a fresh phone (so some generated payloads are
#: accepted and drawn), and values of every JSON type.
KNOWN = ["mom", "boss", "g1", "b001", "a01", "al01-1", "pop", "pl-pop-1", "u07", "velvet_maple35", "beijing", "BJS", "G5", "2026-05-14", "me", "chats", "alarm", "playback", "n1", "e1", "homecooking"]
STRINGS = st.sampled_from(KNOWN) | st.text(max_size=12) | st.sampled_from(["", " ", "<script>alert(1)</script>", "<b>x</b>", "x" * 5000, "no-such-id", "../../etc", "\u202e\u0000"])
NUMBERS = st.integers(-(2**60), 2**60) | st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from([0, -1, 1e300, -1e300, 0.001, 2**53 + 1])
LEAVES = st.none() | st.booleans() | NUMBERS | STRINGS
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=5)
UNKNOWN_KEYS = ["zzz", "id", "__x", "value", "constructor_"]


@pytest.fixture(scope="module")
def screen_params(runtime: Any, _shared_phone: Any) -> dict[str, dict[str, dict[str, list[str]]]]:
    return runtime.call(_shared_phone.screen_params(), timeout=60)


def names_a_field(message: str, keys: list[str]) -> bool:
    """The refusal names the payload (`params`) or one of its keys."""
    rest = message.split(": ", 1)[1]
    return "params" in rest or any(re.search(rf"(^|\W){re.escape(k)}\W", rest) for k in keys)


def test_the_page_lists_every_screens_params(phone: PhoneDriver, screen_params: dict[str, dict[str, dict[str, list[str]]]]) -> None:
    apps = {a["id"]: a["screens"] for a in phone.call(phone.phone.apps())}
    assert {app: sorted(screens) for app, screens in screen_params.items()} == {app: sorted(screens) for app, screens in apps.items()}
    assert screen_params["wechat"]["pay"] == {"keys": ["merchant", "item", "amount", "requestId", "returnApp", "subscription"], "required": ["merchant", "item", "amount", "requestId"]}
    assert screen_params["calculator"]["history"] == {"keys": [], "required": []}


def test_every_screen_opened_with_no_params_draws_or_names_the_missing_key(phone: PhoneDriver, screen_params: dict[str, dict[str, dict[str, list[str]]]]) -> None:
    for app, screens in screen_params.items():
        for screen, declared in screens.items():
            if declared["required"]:
                assert f"missing key '{declared['required'][0]}'" in refusal(phone, app, screen, {}), (app, screen)
                continue
            try:
                opens(phone, app, screen, {})
            except InvalidPayloadError as err:  # a union's branch, or a check of the state (a share needs something to share)
                assert names_a_field(str(err), declared["keys"]), str(err)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_generated_params_are_drawn_without_a_page_error_or_refused_naming_a_field(phone: PhoneDriver, screen_params: dict[str, dict[str, dict[str, list[str]]]], data: st.DataObject) -> None:
    app = data.draw(st.sampled_from(sorted(screen_params)))
    screen = data.draw(st.sampled_from(sorted(screen_params[app])))
    declared = screen_params[app][screen]["keys"]
    params = data.draw(st.just({}) | st.dictionaries(st.sampled_from(declared + UNKNOWN_KEYS) if declared else st.sampled_from(UNKNOWN_KEYS), VALUES, max_size=4))
    phone.call(phone.phone.reset(seed=0))
    digest, errors = phone.call(phone.phone.state_hash()), len(phone.call(phone.phone.page_errors()))
    try:
        phone.call(phone.phone.intent(app, screen, params))
    except InvalidPayloadError as err:
        event("refused")
        assert names_a_field(str(err), [*declared, *params]), str(err)
        assert phone.call(phone.phone.state_hash()) == digest
    else:
        event("accepted")
        assert phone.screen()["screen"] == screen
    assert phone.call(phone.phone.page_errors())[errors:] == []
