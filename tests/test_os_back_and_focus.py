"""Android's small behaviours through the GUI (real Chromium): BACK closes Messages' search,
system BACK in the Notes editor keeps the note, a new note's body and a search screen's field
take focus, ENTER in WeChat does what the real app does (a new line unless "Use Enter key to
send"; Messages already started a new line, as its real app does), and system BACK on WeChat's payment screen returns to the app that asked."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.browser


def _back(phone: PhoneDriver) -> str:
    return phone.act(type="BACK")["effect"].removeprefix("back: closed ")


def _mom(phone: PhoneDriver) -> list[dict[str, Any]]:
    return next(c for c in phone.state()["apps"]["wechat"]["chats"] if c["id"] == "mom")["messages"]


def test_messages_search_takes_focus_and_back_closes_it_not_the_app(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-search-open")
    assert phone.screen()["keyboard"] == "sms.search" and phone.visible(testId="keyboard")
    phone.type("bank")
    assert [_back(phone), _back(phone)] == ["keyboard", "screen"]
    s = phone.screen()
    assert (s["foreground"], s["screen"]) == ("sms", "list") and phone.visible(text="Messages")
    assert phone.state()["ui"]["stacks"]["sms"][-1]["data"] == {"searching": False, "query": ""}
    assert _back(phone) == "app"


def test_notes_new_note_body_takes_focus_and_system_back_keeps_the_note(phone: PhoneDriver) -> None:
    phone.open("notes")
    before = len(phone.state()["apps"]["notes"]["notes"])
    phone.tap(testId="notes-add")
    assert phone.screen()["keyboard"] == "notes.body" and phone.visible(testId="keyboard")
    phone.type("Buy stamps")  # no tap: the body has the focus
    assert [_back(phone), _back(phone)] == ["keyboard", "screen"]
    notes = phone.state()["apps"]["notes"]["notes"]
    assert len(notes) == before + 1 and notes[-1]["body"] == "Buy stamps"
    assert phone.screen()["screen"] == "home"
    # Editing a saved note: system BACK keeps the edit too, and opening it raises no keyboard.
    phone.tap(text="Buy stamps")
    assert phone.screen()["keyboard"] is None
    phone.tap(testId="field-notes.body")
    phone.type(" and envelopes")
    _back(phone)
    _back(phone)
    assert phone.state()["apps"]["notes"]["notes"][-1]["body"] == "Buy stamps and envelopes"


def test_search_screens_take_focus(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-search")
    assert phone.screen()["keyboard"] == "wechat.globalSearch"
    phone.open("reddit")
    phone.tap(testId="reddit-search")
    assert phone.screen()["keyboard"] == "reddit.search"


def test_wechat_enter_is_a_new_line_unless_enter_to_send_is_on(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-chat-mom")
    sent = len(_mom(phone))
    phone.tap(testId="field-wechat.chatInput")
    phone.type("line one")
    phone.act(type="ENTER")
    phone.type("line two")
    assert phone.state()["ui"]["stacks"]["wechat"][-1]["data"]["draft"] == "line one\nline two" and len(_mom(phone)) == sent
    phone.tap(testId="wechat-send")
    assert _mom(phone)[-1]["text"] == "line one\nline two"
    # Me > Settings > General > Use Enter key to send.
    _back(phone)
    _back(phone)
    for tid in ("wechat-tab-me", "wechat-me-settings", "wechat-set-general", "wechat-gen-enter"):
        phone.tap(testId=tid)
    assert phone.state()["apps"]["wechat"]["settings"]["general"]["enterToSend"] is True
    phone.call(phone.phone.intent("wechat", "chat", {"id": "mom"}))
    phone.tap(testId="field-wechat.chatInput")
    phone.type("sent by enter")
    phone.act(type="ENTER")
    assert _mom(phone)[-1]["text"] == "sent by enter"


def test_wechat_pay_back_returns_to_the_app_that_asked(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.call(phone.phone.intent("wechat", "pay", {"merchant": "Shop", "item": "Tea", "amount": 12.5, "requestId": "r1", "returnApp": "clock"}))
    assert phone.screen()["screen"] == "pay"
    phone.tap(testId="wechat-pay-confirm")
    assert _back(phone) == "overlay"  # the keypad first
    assert _back(phone) == "screen"
    s = phone.screen()
    assert s["foreground"] == "clock" and phone.state()["apps"]["wechat"]["wallet"]["payments"] == []
    assert phone.state()["ui"]["stacks"]["wechat"][-1]["screen"] != "pay"
