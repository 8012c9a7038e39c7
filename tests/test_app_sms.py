"""Messages (SMS) through real Chromium: unread state, reading, replying, search, new chats to a
contact or a number, deleting messages and conversations, settings; and the judge catching a
careless agent's side effects in the SMS templates."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser


def _threads(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in phone.state()["os"]["providers"]["sms"]}


def _unread(t: dict[str, Any]) -> int:
    return sum(1 for m in t["messages"] if m["direction"] == "in" and not m["read"])


def test_seeded_conversations_and_unread_badges(phone: PhoneDriver) -> None:
    phone.open("sms")
    threads = _threads(phone)
    assert len(threads) >= 6
    unread = sorted(i for i, t in threads.items() if _unread(t))
    assert unread == ["t1", "t2", "t4", "t5", "t8"]
    for i in unread:
        assert phone.visible(testId=f"sms-unread-{i}")
    assert not phone.visible(testId="sms-unread-t3")
    # Names come from the contacts provider; unknown senders show their number.
    assert phone.visible(text="Mom") and phone.visible(text="95528")


def test_opening_a_conversation_marks_it_read_and_a_reply_is_sent(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-thread-t5")
    assert _unread(_threads(phone)["t5"]) == 0
    assert _unread(_threads(phone)["t1"]) == 1  # the others stay unread
    assert phone.visible(text="Table is booked under my name. Can you invite Henry too?")
    phone.tap(testId="sms-send")  # empty: nothing is sent
    assert len(_threads(phone)["t5"]["messages"]) == 5
    phone.tap(testId="field-sms.compose")
    phone.type("Sure, I'll ask him 🙂")
    phone.tap(testId="sms-send")
    msgs = _threads(phone)["t5"]["messages"]
    assert len(msgs) == 6 and msgs[-1]["direction"] == "out" and msgs[-1]["text"] == "Sure, I'll ask him 🙂" and msgs[-1]["read"] is True
    assert phone.visible(text="Sure, I'll ask him 🙂")
    # Texting a contact stamps "last contacted".
    ben = next(c for c in phone.state()["os"]["providers"]["contacts"] if c["id"] == "c02")
    assert ben["lastContacted"] == msgs[-1]["time"]
    phone.act(type="BACK")
    phone.act(type="BACK")
    assert phone.visible(text="You: Sure, I'll ask him 🙂")


def test_typed_markup_is_shown_literally(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-thread-t6")
    phone.tap(testId="field-sms.compose")
    payload = "<img src=x onerror=alert(1)>"
    phone.type(payload)
    phone.tap(testId="sms-send")
    assert _threads(phone)["t6"]["messages"][-1]["text"] == payload
    assert phone.visible(text=payload)
    no_img = phone.call(phone.phone._eval("() => document.querySelectorAll('.mg-phone img').length"))
    assert no_img == 0
    assert phone.call(phone.phone.page_errors()) == []


def test_search_across_messages_opens_the_conversation(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-search-open")
    phone.tap(testId="field-sms.search")
    phone.type("pickup code")
    assert phone.visible(testId="sms-hit-m9")  # the SF Express message
    assert not phone.visible(testId="sms-hit-m1")
    phone.type("meeting", clear=True)
    assert phone.visible(testId="sms-hit-m17") and phone.visible(testId="sms-hit-m20")  # Alice, Emma
    phone.tap(testId="sms-hit-m20")
    assert phone.screen()["screen"] == "conversation"
    assert _unread(_threads(phone)["t8"]) == 0


def test_mark_all_read_from_the_menu(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-more")
    phone.tap(testId="sms-menu-markread")
    assert all(_unread(t) == 0 for t in _threads(phone).values())
    assert not phone.visible(testId="sms-unread-t1")


def test_new_message_to_a_contact_and_to_a_number(phone: PhoneDriver) -> None:
    phone.open("sms")
    before = _threads(phone)
    # Grace Zhou has no conversation yet: the first message creates one linked to her.
    phone.tap(testId="sms-new")
    phone.tap(testId="field-sms.to")
    phone.type("grace")
    phone.tap(testId="sms-new-contact-c07")
    assert phone.screen()["screen"] == "conversation" and len(_threads(phone)) == len(before)
    phone.tap(testId="field-sms.compose")
    phone.type("Hi Grace!")
    phone.tap(testId="sms-send")
    new = [t for i, t in _threads(phone).items() if i not in before]
    assert len(new) == 1 and new[0]["contactId"] == "c07" and new[0]["address"] == "+86 159 3344 9087"
    assert [m["text"] for m in new[0]["messages"]] == ["Hi Grace!"]
    # A contact who already has a thread reuses it.
    phone.act(type="BACK")
    phone.act(type="BACK")
    phone.tap(testId="sms-new")
    phone.tap(testId="field-sms.to")
    phone.type("mom")
    phone.tap(testId="sms-new-contact-c09")
    assert phone.screen()["screen"] == "conversation" and phone.visible(text="Are you coming home for dinner on Sunday? Dad is making dumplings.")
    phone.act(type="BACK")
    # A bare number.
    phone.tap(testId="sms-new")
    phone.tap(testId="field-sms.to")
    phone.type("+86 131 0000 9999")
    phone.tap(testId="sms-new-number")
    phone.tap(testId="field-sms.compose")
    phone.type("Hello")
    phone.tap(testId="sms-send")
    t = [t for i, t in _threads(phone).items() if i not in before and t["contactId"] is None]
    assert len(t) == 1 and t[0]["address"] == "+86 131 0000 9999"


def test_delete_a_message_and_a_conversation_with_confirmation(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-thread-t3")
    phone.long_press(testId="sms-msg-m7")
    phone.tap(testId="sms-msg-delete")
    phone.tap(testId="sms-delete-msg-cancel")
    assert len(_threads(phone)["t3"]["messages"]) == 3
    phone.long_press(testId="sms-msg-m7")
    phone.tap(testId="sms-msg-delete")
    phone.tap(testId="sms-delete-msg-confirm")
    assert [m["id"] for m in _threads(phone)["t3"]["messages"]] == ["m6", "m8"]
    # Details show the counts; delete from there after confirming.
    phone.tap(testId="sms-conv-more")
    phone.tap(testId="sms-conv-details")
    assert phone.visible(text="2 messages") and phone.visible(text="2 received · 0 sent")
    phone.tap(testId="sms-details-delete")
    phone.tap(testId="sms-delete-thread-cancel")
    assert "t3" in _threads(phone)
    phone.tap(testId="sms-details-delete")
    phone.tap(testId="sms-delete-thread-confirm")
    assert "t3" not in _threads(phone) and len(_threads(phone)) == 8
    assert phone.screen()["screen"] == "list"


def test_settings_switches_and_the_free_network_page(phone: PhoneDriver) -> None:
    phone.open("sms")
    phone.tap(testId="sms-more")
    phone.tap(testId="sms-menu-settings")
    phone.tap(testId="sms-set-deliveryReports")
    phone.tap(testId="sms-set-fiveGMessaging")
    phone.tap(testId="sms-set-freeNetwork")
    phone.tap(testId="sms-free-readReceipts")
    s = phone.state()["apps"]["sms"]["settings"]
    assert s["deliveryReports"] is True and s["fiveGMessaging"] is True and s["freeNetwork"]["readReceipts"] is False
    # With free network messaging off, its options are disabled.
    phone.tap(testId="sms-free-enabled")
    phone.tap(testId="sms-free-typingIndicators")
    s = phone.state()["apps"]["sms"]["settings"]["freeNetwork"]
    assert s["enabled"] is False and s["typingIndicators"] is True
    phone.act(type="BACK")
    phone.tap(testId="sms-set-advanced")
    phone.tap(testId="sms-adv-simpleCharacters")
    assert phone.state()["apps"]["sms"]["settings"]["advanced"]["simpleCharacters"] is True


# ---------- the judge against careless agents ----------


def _tap(env: TaskEnv, test_id: str) -> dict[str, Any]:
    return env.step(A.click(*env.locate(test_id=test_id)))[4]


def _reply(env: TaskEnv, thread: str, text: str) -> None:
    _tap(env, f"sms-thread-{thread}")
    _tap(env, "field-sms.compose")
    env.step(A.type_text(text))
    _tap(env, "sms-send")
    env.step(A.back())
    env.step(A.back())


def test_judge_catches_a_reply_to_the_wrong_sender() -> None:
    env = TaskEnv(task_id="sms.ReplyToConversation", capture_size=(360, 800))
    try:
        env.reset(seed=5)
        p = env.task.params
        wrong = next(t for t in p["people"] if t["id"] != p["t"]["id"])
        _reply(env, wrong["id"], p["text"])
        _, _, _, _, info = env.step(A.complete())
        assert info["outcome"]["success"] is False and not info["goals_met"]
        assert any(c["path"].startswith(f"/os/providers/sms/[id={wrong['id']}]/messages/") for c in info["unexpected_changes"])
        # The right sender, plus a second message: one reply was asked (and a second could hedge).
        env.reset(seed=5)
        _reply(env, p["t"]["id"], p["text"])
        _reply(env, p["t"]["id"], "ps. see you")
        _, _, _, _, info = env.step(A.complete())
        assert not info["goals_met"] and not info["clean"] and info["outcome"]["success"] is False
    finally:
        env.close()


def test_judge_keyword_reply_requires_every_sender_and_nobody_else() -> None:
    env = TaskEnv(task_id="sms.FindAndReplySendersByKeyword", capture_size=(360, 800))
    try:
        env.reset(seed=1)
        p = env.task.params
        ids = [s["id"] for s in p["senders"]]
        _reply(env, ids[0], p["reply"])
        info = env.step(A.noop())[4]
        assert not info["goals_met"]  # only one of two
        other = next(t["id"] for t in env.get_state()["os"]["providers"]["sms"] if t["id"] not in ids and t["contactId"])
        _reply(env, ids[1], p["reply"])
        assert env.step(A.noop())[4]["goals_met"]
        _reply(env, other, p["reply"])  # one too many
        _, _, _, _, info = env.step(A.complete())
        assert not info["goals_met"] and info["outcome"]["success"] is False
    finally:
        env.close()
