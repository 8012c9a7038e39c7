"""Messages (SMS) through real Chromium: unread state, reading, replying, search, new chats to a
contact or a number, deleting messages and conversations, settings; and the judge catching a
careless agent's side effects in the SMS templates."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import MakeTaskEnv, PhoneDriver, tap
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = [pytest.mark.browser, pytest.mark.app("sms")]


def _threads(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in phone.state()["os"]["providers"]["sms"]}


def _unread(t: dict[str, Any]) -> int:
    return sum(1 for m in t["messages"] if m["direction"] == "in" and not m["read"])


def test_seeded_conversations_and_unread_badges(app_phone: PhoneDriver) -> None:
    threads = _threads(app_phone)
    assert len(threads) >= 6
    unread = sorted(i for i, t in threads.items() if _unread(t))
    assert unread == ["t1", "t2", "t4", "t5", "t8"]
    for i in unread:
        assert app_phone.visible(testId=f"sms-unread-{i}")
    assert not app_phone.visible(testId="sms-unread-t3")
    # Names come from the contacts provider; unknown senders show their number.
    assert app_phone.visible(text="Mom") and app_phone.visible(text="95528")


def test_opening_a_conversation_marks_it_read_and_a_reply_is_sent(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="sms-thread-t5")
    assert _unread(_threads(app_phone)["t5"]) == 0
    assert _unread(_threads(app_phone)["t1"]) == 1  # the others stay unread
    assert app_phone.visible(text="Table is booked under my name. Can you invite Henry too?")
    app_phone.tap(testId="sms-send")  # empty: nothing is sent
    assert len(_threads(app_phone)["t5"]["messages"]) == 5
    app_phone.tap(testId="field-sms.compose")
    app_phone.type("Sure, I'll ask him 🙂")
    app_phone.tap(testId="sms-send")
    msgs = _threads(app_phone)["t5"]["messages"]
    assert len(msgs) == 6 and msgs[-1]["direction"] == "out" and msgs[-1]["text"] == "Sure, I'll ask him 🙂" and msgs[-1]["read"] is True
    assert app_phone.visible(text="Sure, I'll ask him 🙂")
    # Texting a contact stamps "last contacted".
    ben = next(c for c in app_phone.state()["os"]["providers"]["contacts"] if c["id"] == "c02")
    assert ben["lastContacted"] == msgs[-1]["time"]
    app_phone.act(type="BACK")
    app_phone.act(type="BACK")
    assert app_phone.visible(text="You: Sure, I'll ask him 🙂")


def test_typed_markup_is_shown_literally(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="sms-thread-t6")
    app_phone.tap(testId="field-sms.compose")
    payload = "<img src=x onerror=alert(1)>"
    app_phone.type(payload)
    app_phone.tap(testId="sms-send")
    assert _threads(app_phone)["t6"]["messages"][-1]["text"] == payload
    assert app_phone.visible(text=payload)
    no_img = app_phone.call(app_phone.phone._eval("() => document.querySelectorAll('.mg-phone img').length"))
    assert no_img == 0
    assert app_phone.call(app_phone.phone.page_errors()) == []


def test_search_across_messages_opens_the_conversation(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="sms-search-open")
    app_phone.tap(testId="field-sms.search")
    app_phone.type("pickup code")
    assert app_phone.visible(testId="sms-hit-m9")  # the SF Express message
    assert not app_phone.visible(testId="sms-hit-m1")
    app_phone.type("meeting", clear=True)
    assert app_phone.visible(testId="sms-hit-m17") and app_phone.visible(testId="sms-hit-m20")  # Alice, Emma
    app_phone.tap(testId="sms-hit-m20")
    assert app_phone.screen()["screen"] == "conversation"
    assert _unread(_threads(app_phone)["t8"]) == 0


def test_mark_all_read_from_the_menu(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="sms-more")
    app_phone.tap(testId="sms-menu-markread")
    assert all(_unread(t) == 0 for t in _threads(app_phone).values())
    assert not app_phone.visible(testId="sms-unread-t1")


def test_new_message_to_a_contact_and_to_a_number(app_phone: PhoneDriver) -> None:
    before = _threads(app_phone)
    # Grace Zhou has no conversation yet: the first message creates one linked to her.
    app_phone.tap(testId="sms-new")
    app_phone.tap(testId="field-sms.to")
    app_phone.type("grace")
    app_phone.tap(testId="sms-new-contact-c07")
    assert app_phone.screen()["screen"] == "conversation" and len(_threads(app_phone)) == len(before)
    app_phone.tap(testId="field-sms.compose")
    app_phone.type("Hi Grace!")
    app_phone.tap(testId="sms-send")
    new = [t for i, t in _threads(app_phone).items() if i not in before]
    assert len(new) == 1 and new[0]["contactId"] == "c07" and new[0]["address"] == "+86 159 3344 9087"
    assert [m["text"] for m in new[0]["messages"]] == ["Hi Grace!"]
    # A contact who already has a thread reuses it.
    app_phone.act(type="BACK")
    app_phone.act(type="BACK")
    app_phone.tap(testId="sms-new")
    app_phone.tap(testId="field-sms.to")
    app_phone.type("mom")
    app_phone.tap(testId="sms-new-contact-c09")
    assert app_phone.screen()["screen"] == "conversation" and app_phone.visible(text="Are you coming home for dinner on Sunday? Dad is making dumplings.")
    app_phone.act(type="BACK")
    # A bare number.
    app_phone.tap(testId="sms-new")
    app_phone.tap(testId="field-sms.to")
    app_phone.type("+86 131 0000 9999")
    app_phone.tap(testId="sms-new-number")
    app_phone.tap(testId="field-sms.compose")
    app_phone.type("Hello")
    app_phone.tap(testId="sms-send")
    t = [t for i, t in _threads(app_phone).items() if i not in before and t["contactId"] is None]
    assert len(t) == 1 and t[0]["address"] == "+86 131 0000 9999"


def test_delete_a_message_and_a_conversation_with_confirmation(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="sms-thread-t3")
    app_phone.long_press(testId="sms-msg-m7")
    app_phone.tap(testId="sms-msg-delete")
    app_phone.tap(testId="sms-delete-msg-cancel")
    assert len(_threads(app_phone)["t3"]["messages"]) == 3
    app_phone.long_press(testId="sms-msg-m7")
    app_phone.tap(testId="sms-msg-delete")
    app_phone.tap(testId="sms-delete-msg-confirm")
    assert [m["id"] for m in _threads(app_phone)["t3"]["messages"]] == ["m6", "m8"]
    # Details show the counts; delete from there after confirming.
    app_phone.tap(testId="sms-conv-more")
    app_phone.tap(testId="sms-conv-details")
    assert app_phone.visible(text="2 messages") and app_phone.visible(text="2 received · 0 sent")
    app_phone.tap(testId="sms-details-delete")
    app_phone.tap(testId="sms-delete-thread-cancel")
    assert "t3" in _threads(app_phone)
    app_phone.tap(testId="sms-details-delete")
    app_phone.tap(testId="sms-delete-thread-confirm")
    assert "t3" not in _threads(app_phone) and len(_threads(app_phone)) == 8
    assert app_phone.screen()["screen"] == "list"


def test_settings_switches_and_the_free_network_page(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="sms-more")
    app_phone.tap(testId="sms-menu-settings")
    app_phone.tap(testId="sms-set-deliveryReports")
    app_phone.tap(testId="sms-set-fiveGMessaging")
    app_phone.tap(testId="sms-set-freeNetwork")
    app_phone.tap(testId="sms-free-readReceipts")
    s = app_phone.state()["apps"]["sms"]["settings"]
    assert s["deliveryReports"] is True and s["fiveGMessaging"] is True and s["freeNetwork"]["readReceipts"] is False
    # With free network messaging off, its options are disabled.
    app_phone.tap(testId="sms-free-enabled")
    app_phone.tap(testId="sms-free-typingIndicators")
    s = app_phone.state()["apps"]["sms"]["settings"]["freeNetwork"]
    assert s["enabled"] is False and s["typingIndicators"] is True
    app_phone.act(type="BACK")
    app_phone.tap(testId="sms-set-advanced")
    app_phone.tap(testId="sms-adv-simpleCharacters")
    assert app_phone.state()["apps"]["sms"]["settings"]["advanced"]["simpleCharacters"] is True


# ---------- the judge against careless agents ----------


def _reply(env: TaskEnv, thread: str, text: str) -> None:
    tap(env, f"sms-thread-{thread}")
    tap(env, "field-sms.compose")
    env.step(A.type_text(text))
    tap(env, "sms-send")
    env.step(A.back())
    env.step(A.back())


def test_judge_catches_a_reply_to_the_wrong_sender(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("sms.ReplyToConversation")
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


def test_judge_keyword_reply_requires_every_sender_and_nobody_else(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("sms.FindAndReplySendersByKeyword")
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
