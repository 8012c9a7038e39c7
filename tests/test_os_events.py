"""Notifications, time-driven events, scheduled messages and verification codes, through the GUI
(real Chromium): alarms ring on the simulated clock, timers notify, a set-up's message arrives as
a heads-up banner and in the shade, a code SMS verifies WeChat's password change."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.tasks.loader import load_file
from mobilegym_gym.tasks.task import instantiate

MIN = 60_000


def wait(phone: PhoneDriver, seconds: int) -> dict[str, Any]:
    return phone.wait(seconds * 1000)


def only_alarm_at(phone: PhoneDriver, alarm_id: str, minutes_from_start: int, days: list[int]) -> None:
    """Every alarm off but one, ringing `minutes_from_start` after 09:00 (the episode's start)."""
    alarms = phone.state()["apps"]["clock"]["alarms"]
    ops = [{"op": "replace", "path": f"/apps/clock/alarms/{i}/enabled", "value": a["id"] == alarm_id} for i, a in enumerate(alarms)]
    i = next(i for i, a in enumerate(alarms) if a["id"] == alarm_id)
    ops += [
        {"op": "replace", "path": f"/apps/clock/alarms/{i}/hour", "value": 9},
        {"op": "replace", "path": f"/apps/clock/alarms/{i}/minute", "value": minutes_from_start},
        {"op": "replace", "path": f"/apps/clock/alarms/{i}/days", "value": days},
        {"op": "replace", "path": f"/apps/clock/alarms/{i}/repeat", "value": "once" if not days else "daily"},
    ]
    phone.call(phone.phone.patch(ops))


def schedule(phone: PhoneDriver, *events: dict[str, Any]) -> None:
    now = phone.state()["os"]["clock"]["now"]
    phone.call(phone.phone.patch([{"op": "add", "path": "/os/events/-", "value": {"id": f"t{i}", "at": now + e.pop("after_s") * 1000, **e}} for i, e in enumerate(events)]))


def open_shade(phone: PhoneDriver) -> None:
    phone.act(type="SWIPE", x=500, y=10, x2=500, y2=600, duration_ms=300)
    assert phone.state()["ui"]["shadeOpen"]


def test_an_enabled_alarm_rings_full_screen_after_wait_snooze_brings_it_back_dismiss_ends_it(phone: PhoneDriver) -> None:
    phone.open("notes")
    only_alarm_at(phone, "a5", 2, [])  # "Call Mom", once, deletes itself after dismissing
    wait(phone, 60)
    assert phone.state()["ui"]["fullScreen"] is None and not phone.visible(testId="clock-ringing")
    wait(phone, 60)  # 09:02:01: rang at 09:02:00, inside this WAIT
    s = phone.state()
    assert s["ui"]["fullScreen"] == {"app": "clock", "screen": "ringing", "params": {"id": "a5"}}
    assert phone.visible(testId="clock-ringing") and phone.visible(text="Call Mom")
    assert phone.act(type="BACK")["effect"].startswith("back: closed nothing")
    assert phone.visible(testId="clock-ringing")

    phone.tap(testId="clock-ring-snooze")
    s = phone.state()
    assert s["ui"]["fullScreen"] is None and not phone.visible(testId="clock-ringing")
    assert s["apps"]["clock"]["snoozes"] == [{"id": "a5", "until": s["os"]["clock"]["now"] - 1000 + 10 * MIN}]
    assert s["ui"]["foreground"] == "notes"
    wait(phone, 60 * 9)
    wait(phone, 58)
    assert not phone.visible(testId="clock-ringing")
    wait(phone, 1)  # the snooze's 10 minutes end here
    assert phone.visible(testId="clock-ringing")

    phone.tap(testId="clock-ring-dismiss")
    s = phone.state()
    assert s["ui"]["fullScreen"] is None and s["apps"]["clock"]["snoozes"] == []
    assert "a5" not in [a["id"] for a in s["apps"]["clock"]["alarms"]]  # a one-time alarm that deletes itself
    wait(phone, 60)
    assert not phone.visible(testId="clock-ringing")


def test_a_repeating_alarm_dismissed_stays_on(phone: PhoneDriver) -> None:
    only_alarm_at(phone, "a3", 1, [0, 1, 2, 3, 4, 5, 6])
    wait(phone, 60)
    phone.tap(testId="clock-ring-dismiss")
    assert next(a for a in phone.state()["apps"]["clock"]["alarms"] if a["id"] == "a3")["enabled"] is True


def test_a_finished_timer_posts_a_notification_that_opens_the_timer(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.tap(testId="nav-timer")
    for key in "10":
        phone.tap(testId=f"clock-key-{key}")
    phone.tap(testId="clock-timer-start")
    phone.act(type="HOME")
    wait(phone, 5)
    assert phone.state()["os"]["notifications"] == []
    wait(phone, 5)
    n = phone.state()["os"]["notifications"]
    assert [(x["app"], x["title"], x["text"]) for x in n] == [("clock", "Timer", "Time's up")]
    assert phone.visible(testId=f"headsup-{n[0]['id']}")
    phone.tap(testId=f"headsup-{n[0]['id']}")
    s = phone.state()
    assert s["os"]["notifications"] == [] and s["ui"]["foreground"] == "clock"
    assert phone.visible(testId="clock-timer-stop")  # the timer shows its finished phase


def test_a_scheduled_sms_arrives_as_heads_up_and_in_the_shade_and_opens_the_conversation(phone: PhoneDriver) -> None:
    phone.open("calculator")
    schedule(phone, {"after_s": 30, "app": "sms", "kind": "incoming", "data": {"from": "+86 139 0000 1111", "text": "Your parcel is at the door"}})
    wait(phone, 29)
    assert phone.state()["os"]["notifications"] == [] and not phone.visible(testId="headsup")
    wait(phone, 1)
    s = phone.state()
    (n,) = s["os"]["notifications"]
    thread = next(t for t in s["os"]["providers"]["sms"] if t["address"] == "+86 139 0000 1111")
    assert thread["messages"][-1]["text"] == "Your parcel is at the door" and thread["messages"][-1]["read"] is False
    assert n["app"] == "sms" and n["open"] == {"screen": "conversation", "params": {"threadId": thread["id"]}}
    assert phone.visible(testId=f"headsup-{n['id']}") and phone.visible(text="Your parcel is at the door")
    wait(phone, 5)  # the banner lasts 5 simulated seconds; the notification stays in the shade
    assert not phone.visible(testId="headsup") and phone.state()["os"]["notifications"] == [n]
    open_shade(phone)
    assert phone.visible(testId="notif-group-sms") and phone.visible(testId=f"notif-{n['id']}")
    phone.tap(testId=f"notif-{n['id']}")
    s = phone.state()
    assert s["os"]["notifications"] == [] and not s["ui"]["shadeOpen"]
    assert phone.screen()["foreground"] == "sms" and phone.screen()["screen"] == "conversation"
    assert phone.visible(text="Your parcel is at the door")


def test_a_scheduled_wechat_message_opens_its_chat_and_none_is_posted_while_the_chat_is_on_screen(phone: PhoneDriver) -> None:
    phone.open("settings")
    schedule(phone, {"after_s": 3, "app": "wechat", "kind": "message", "data": {"chat": "mom", "text": "Dinner at 7?"}})
    wait(phone, 3)
    (n,) = phone.state()["os"]["notifications"]
    assert (n["app"], n["title"], n["text"]) == ("wechat", "Mom", "Dinner at 7?")
    phone.tap(testId=f"headsup-{n['id']}")
    assert phone.screen()["screen"] == "chat" and phone.visible(text="Dinner at 7?")
    unread = next(c for c in phone.state()["apps"]["wechat"]["chats"] if c["id"] == "mom")["unread"]
    schedule(phone, {"after_s": 2, "app": "wechat", "kind": "message", "data": {"chat": "mom", "text": "Reply please"}})
    wait(phone, 2)
    s = phone.state()
    assert s["os"]["notifications"] == [] and phone.visible(text="Reply please")  # the chat is on screen
    assert next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == "mom")["unread"] == unread


def test_the_shade_groups_by_app_newest_first_swipe_away_and_clear_all(phone: PhoneDriver) -> None:
    schedule(
        phone,
        {"after_s": 1, "app": "sms", "kind": "incoming", "data": {"from": "95588", "text": "one"}},
        {"after_s": 2, "app": "wechat", "kind": "message", "data": {"chat": "dad", "text": "two"}},
        {"after_s": 3, "app": "sms", "kind": "incoming", "data": {"from": "95588", "text": "three"}},
    )
    wait(phone, 5)
    ids = {n["text"]: n["id"] for n in phone.state()["os"]["notifications"]}
    open_shade(phone)
    order = phone.evaluate("() => [...document.querySelectorAll('[data-testid^=notif-n]')].map(e => e.dataset.testid)")
    assert order == [f"notif-{ids['three']}", f"notif-{ids['one']}", f"notif-{ids['two']}"]  # sms (newest: three) above wechat
    box = phone.call(phone.phone.locate({"testId": f"notif-{ids['one']}"}))
    phone.act(type="SWIPE", x=200, y=box["y"], x2=900, y2=box["y"], duration_ms=300)
    assert sorted(n["text"] for n in phone.state()["os"]["notifications"]) == ["three", "two"]
    assert not phone.visible(testId=f"notif-{ids['one']}")
    phone.tap(testId="notif-clear")
    assert phone.state()["os"]["notifications"] == [] and phone.visible(text="No notifications")


def test_turning_an_apps_notifications_off_in_settings_stops_them(phone: PhoneDriver) -> None:
    phone.open("settings")
    phone.call(phone.phone.intent("settings", "appInfo", {"appId": "sms"}))
    phone.tap(testId="settings-perm-notifications")
    assert phone.state()["os"]["permissions"]["sms"]["notifications"] is False
    schedule(phone, {"after_s": 1, "app": "sms", "kind": "incoming", "data": {"from": "95588", "text": "silent"}})
    wait(phone, 2)
    s = phone.state()
    assert s["os"]["notifications"] == [] and not phone.visible(testId="headsup")
    assert any(m["text"] == "silent" for t in s["os"]["providers"]["sms"] for m in t["messages"])  # the SMS still arrives
    phone.tap(testId="settings-perm-notifications")
    schedule(phone, {"after_s": 1, "app": "sms", "kind": "incoming", "data": {"from": "95588", "text": "heard"}})
    wait(phone, 2)
    assert [n["text"] for n in phone.state()["os"]["notifications"]] == ["heard"]


def test_wechat_password_change_verified_by_an_sms_code_wrong_code_refused_and_nothing_changes(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.call(phone.phone.intent("wechat", "accountSecurity"))
    phone.tap(testId="wechat-acc-password")
    phone.tap(testId="wechat-code-send")
    assert phone.visible(text="Resend (59s)")  # the tap itself took a second
    wait(phone, 2)
    s = phone.state()
    (code,) = [c for c in s["os"]["verification"] if c["service"] == "WeChat"]
    (n,) = s["os"]["notifications"]
    assert n["app"] == "sms" and code["code"] in n["text"] and code["number"] == s["apps"]["wechat"]["user"]["phone"]
    thread = next(t for t in s["os"]["providers"]["sms"] if t["address"] == "1069 0571 0001")
    assert re.search(r"verification code is (\d{6})", thread["messages"][-1]["text"]).group(1) == code["code"]

    wrong = "000000" if code["code"] != "000000" else "111111"
    phone.tap(testId="field-wechat.code")
    phone.type(wrong)
    before = phone.state()
    phone.tap(testId="wechat-code-next")
    after = phone.state()
    assert phone.visible(text="Incorrect verification code") and phone.screen()["screen"] == "passwordVerify"
    assert after["os"]["verification"] == before["os"]["verification"] and after["apps"] == before["apps"]

    phone.type(code["code"], clear=True)
    phone.tap(testId="wechat-code-next")
    assert phone.screen()["screen"] == "newPassword"
    assert phone.state()["os"]["verification"][-1]["used"] is True
    phone.tap(testId="field-wechat.newPassword")
    phone.type("sunrise-2026")
    phone.tap(testId="wechat-password-done")
    s = phone.state()
    assert s["apps"]["wechat"]["user"]["password"] == "sunrise-2026" and phone.screen()["screen"] == "accountSecurity"


def test_a_bad_scheduled_event_is_refused_naming_the_fix_and_changes_nothing(phone: PhoneDriver) -> None:
    before = phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError, match=r"app 'sms' has no event 'ring'; its events: incoming"):
        schedule(phone, {"after_s": 1, "app": "sms", "kind": "ring", "data": {}})
    with pytest.raises(StatePatchError, match=r"'chat' must be a contact's or group's id"):
        schedule(phone, {"after_s": 1, "app": "wechat", "kind": "message", "data": {"chat": "nobody", "text": "x"}})
    assert phone.call(phone.phone.state_hash()) == before


SPEC = """\
id: sms.IncomingTest
split: train
difficulty: L1
objective: op
composition: atomic
tags: [nav]
apps: [sms]
instructions: ["Open the message that arrives."]
schedule:
  - {after_s: 4, app: sms, kind: incoming, data: {from: "+86 131 2222 3333", text: "Code word {word}"}}
params:
  word: {choice: [apple, pear]}
goals:
  - name: opened
    screen: {app: sms, screen: conversation}
solution:
  - tap: {testId: sms-search-open}
"""


def test_a_task_templates_schedule_field_becomes_a_set_up_event_at_its_time(phone: PhoneDriver, tmp_path: Path) -> None:
    file = tmp_path / "sms" / "IncomingTest.yaml"
    file.parent.mkdir()
    file.write_text(SPEC)
    task, errors = load_file(file, {})
    assert not errors, errors
    inst = instantiate(task, seed=1)
    start = phone.state()["os"]["clock"]["now"]
    (op,) = [o for o in inst.setup if o["path"] == "/os/events/-"]
    assert op["value"] == {"id": "setup1", "at": start + 4000, "app": "sms", "kind": "incoming", "data": {"from": "+86 131 2222 3333", "text": f"Code word {inst.params['word']}"}}
    phone.call(phone.phone.start_episode(seed=1, setup=inst.setup, app="sms"))
    wait(phone, 3)
    assert phone.state()["os"]["notifications"] == []
    wait(phone, 1)
    assert [n["text"] for n in phone.state()["os"]["notifications"]] == [f"Code word {inst.params['word']}"]

    file.write_text(SPEC.replace("kind: incoming", "kind: ring"))
    _, errors = load_file(file, {})
    assert any("app 'sms' has no event 'ring'; its events: incoming" in e.message for e in errors), errors


def test_a_notes_reminder_posts_a_notification_that_opens_the_note(phone: PhoneDriver) -> None:
    s = phone.state()
    note = s["apps"]["notes"]["notes"][0]
    phone.call(phone.phone.patch([{"op": "replace", "path": "/apps/notes/notes/0/reminderAt", "value": s["os"]["clock"]["now"] + 90_000}]))
    wait(phone, 60)
    assert phone.state()["os"]["notifications"] == []
    wait(phone, 30)
    (n,) = phone.state()["os"]["notifications"]
    assert n["app"] == "notes" and n["title"] in (note["title"], note["body"].split("\n")[0])
    open_shade(phone)
    phone.tap(testId=f"notif-{n['id']}")
    s = phone.state()
    assert phone.screen()["screen"] == "edit" and s["ui"]["stacks"]["notes"][-1]["params"] == {"id": note["id"]}


def test_do_not_disturb_keeps_the_banner_away_but_not_the_shade(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch([{"op": "replace", "path": "/os/settings/dnd", "value": True}]))
    schedule(phone, {"after_s": 1, "app": "wechat", "kind": "message", "data": {"chat": "boss", "text": "Quiet please"}})
    wait(phone, 1)
    s = phone.state()
    assert [n["text"] for n in s["os"]["notifications"]] == ["Quiet please"] and s["ui"]["headsUp"] is None
    assert not phone.visible(testId="headsup")
