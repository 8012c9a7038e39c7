"""Tencent Meeting through real Chromium: the meeting list on the simulated clock, booking with
the pickers, editing and cancelling, joining by number with the join options, renaming myself,
chat to everyone and privately, sharing the screen, quick meetings in the personal room, history
detail with my joins, the 18 settings, and bad patches refused; then the judge against careless
or cunning agents on hand-made states of the suite's templates."""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonpatch
import pytest

from conftest import PhoneDriver
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.sim.bundle import fresh_state, world
from mobilegym_gym.tasks.loader import default_tasks, suite_hooks
from mobilegym_gym.tasks.task import TaskInstance, instantiate

pytestmark = pytest.mark.app("tencent_meeting")

WORLD = world("tencent_meeting")
hooks = suite_hooks("tencent_meeting")


def _scroll_tap(phone: PhoneDriver, test_id: str) -> None:
    """Drag the screen up until the target is above the fold, then tap it."""
    for _ in range(12):
        if phone.visible(testId=test_id):
            loc = phone.call(phone.phone.locate({"testId": test_id}))
            if loc["y"] < 880:
                phone.act(type="CLICK", x=loc["x"], y=loc["y"])
                return
        phone.act(type="DRAG", x=500, y=700, x2=500, y2=400, duration_ms=600)
    raise AssertionError(f"{test_id} never came on screen")


# ---------- the app through the GUI ----------


@pytest.mark.browser
def test_home_lists_meetings_as_upcoming_or_ongoing_by_the_clock(app_phone: PhoneDriver) -> None:
    s = app_phone.app_state("tencent_meeting")
    m1 = next(m for m in s["meetings"] if m["id"] == "m1")  # 08:50 today: the clock says 09:00
    m4 = next(m for m in s["meetings"] if m["id"] == "m4")  # 15:00 today
    row1, row4 = app_phone.text("tm-meeting-m1"), app_phone.text("tm-meeting-m4")
    assert "In progress" in row1 and hooks.fmt_id(m1["meetingId"]) in row1
    assert "Upcoming" in row4 and "Requirements review meeting" in row4 and hooks.fmt_id(m4["meetingId"]) in row4
    # Two hours later the 15:00 meeting is still upcoming; at 15:00 it is ongoing.
    app_phone.wait(6 * 3_600_000)
    assert "In progress" in app_phone.text("tm-meeting-m4")


@pytest.mark.browser
def test_book_with_the_pickers_then_edit_and_cancel(app_phone: PhoneDriver) -> None:
    n0 = app_phone.app_state("tencent_meeting")["nextId"]
    app_phone.tap(testId="tm-home-schedule")
    app_phone.tap(testId="field-tm.topic")
    app_phone.type("Budget review meeting")
    app_phone.act(type="BACK")
    app_phone.tap(testId="tm-sched-start")
    app_phone.tap(testId="tm-dp-day-2026-05-15")
    app_phone.tap(testId="tm-tp-hour-14")
    app_phone.tap(testId="tm-tp-min-30")
    app_phone.tap(testId="tm-dt-ok")
    app_phone.tap(testId="tm-sched-duration")
    app_phone.tap(testId="tm-dur-90")
    app_phone.tap(testId="tm-sched-repeat")
    app_phone.tap(testId="tm-rep-weekly")
    app_phone.tap(testId="tm-sched-pw-switch")
    app_phone.tap(testId="field-tm.password")
    app_phone.type("12a34")  # the field keeps digits only
    app_phone.act(type="BACK")
    app_phone.tap(testId="tm-sched-save")
    s = app_phone.app_state("tencent_meeting")
    [new] = [m for m in s["meetings"] if m["id"] == f"s{n0}"]
    digits = WORLD["newIds"][n0 % len(WORLD["newIds"])]
    assert new == {"id": f"s{n0}", "meetingId": digits, "title": "Budget review meeting", "hostId": "me", "hostName": "Lin Xiao", "date": "2026-05-15", "start": "14:30", "duration": 90, "password": "1234", "repeat": "weekly", "participants": []}
    # The detail page after booking shows the new meeting's ID and its end.
    assert app_phone.text("tm-detail-id") == hooks.fmt_id(digits)
    assert app_phone.text("tm-detail-end") == "16:00"
    # Edit: 45 minutes; the ID stays.
    app_phone.tap(testId="tm-detail-edit")
    app_phone.tap(testId="tm-sched-duration")
    app_phone.tap(testId="tm-dur-45")
    app_phone.tap(testId="tm-sched-save")
    [edited] = [m for m in app_phone.app_state("tencent_meeting")["meetings"] if m["id"] == f"s{n0}"]
    assert (edited["duration"], edited["meetingId"]) == (45, digits)
    assert app_phone.text("tm-detail-end") == "15:15"
    # Cancel: gone from the list.
    app_phone.tap(testId="tm-detail-cancel")
    app_phone.tap(testId="tm-cancel-ok")
    assert all(m["id"] != f"s{n0}" for m in app_phone.app_state("tencent_meeting")["meetings"])
    assert not app_phone.visible(testId=f"tm-meeting-s{n0}")


@pytest.mark.browser
def test_a_password_of_three_digits_is_refused(app_phone: PhoneDriver) -> None:
    before = app_phone.app_state("tencent_meeting")["meetings"]
    app_phone.tap(testId="tm-home-schedule")
    app_phone.tap(testId="tm-sched-pw-switch")
    app_phone.tap(testId="field-tm.password")
    app_phone.type("123")
    app_phone.act(type="BACK")
    app_phone.tap(testId="tm-sched-save")
    assert app_phone.app_state("tencent_meeting")["meetings"] == before
    assert app_phone.visible(text="The password must be 4 to 6 digits")


@pytest.mark.browser
def test_join_by_number_rename_mute_share_and_chat(app_phone: PhoneDriver) -> None:
    m2 = next(m for m in app_phone.app_state("tencent_meeting")["meetings"] if m["id"] == "m2")
    app_phone.tap(testId="tm-home-join")
    app_phone.type(hooks.fmt_id(m2["meetingId"]))  # the number field has the focus
    app_phone.tap(testId="tm-join-mic")  # microphone on (the settings say off)
    app_phone.tap(testId="tm-join-submit")
    a = app_phone.app_state("tencent_meeting")["active"]
    assert (a["ref"], a["muted"], a["video"], a["myName"], a["isHost"]) == ("m2", False, False, "Lin Xiao", False)
    assert a["participants"] == m2["participants"]
    # Rename myself through the member list.
    app_phone.tap(testId="tm-members")
    app_phone.tap(testId="tm-member-me")
    app_phone.tap(testId="tm-rename")
    app_phone.tap(testId="field-tm.rename")
    app_phone.type("Lin Xiao - Product", clear=True)
    app_phone.tap(testId="tm-rename-ok")
    assert app_phone.app_state("tencent_meeting")["active"]["myName"] == "Lin Xiao - Product"
    app_phone.act(type="BACK")
    # Mute, share the screen.
    app_phone.tap(testId="tm-mic")
    app_phone.tap(testId="tm-share")
    app_phone.tap(testId="tm-share-ok")
    assert app_phone.visible(testId="tm-sharing")
    # Chat: one to everyone, one privately to Liu Yang.
    app_phone.tap(testId="tm-chat")
    app_phone.tap(testId="field-tm.chat")
    app_phone.type("Hi everyone")
    app_phone.tap(testId="tm-chat-send")
    app_phone.tap(testId="tm-chat-to")
    app_phone.tap(testId="tm-to-Liu Yang")
    app_phone.tap(testId="field-tm.chat")
    app_phone.type("Talk after the meeting")
    app_phone.tap(testId="tm-chat-send")
    a = app_phone.app_state("tencent_meeting")["active"]
    assert (a["muted"], a["sharing"]) == (True, True)
    assert [(c["from"], c["to"], c["text"]) for c in a["chat"]] == [("me", "all", "Hi everyone"), ("me", "Liu Yang", "Talk after the meeting")]
    assert "(Private)" in app_phone.text(f"tm-chat-{a['chat'][1]['id']}") and "Private" not in app_phone.text(f"tm-chat-{a['chat'][0]['id']}")
    # Leave: no meeting any more.
    app_phone.tap(testId="appbar-back")
    app_phone.tap(testId="tm-leave")
    app_phone.tap(testId="tm-leave-ok")
    assert app_phone.app_state("tencent_meeting")["active"] is None


@pytest.mark.browser
def test_an_unknown_number_and_a_meeting_not_yet_started_are_refused(app_phone: PhoneDriver) -> None:
    m5 = next(m for m in app_phone.app_state("tencent_meeting")["meetings"] if m["id"] == "m5")  # Liu Yang's, at 16:00
    app_phone.tap(testId="tm-home-join")
    app_phone.type("111 222 333")
    app_phone.tap(testId="tm-join-submit")
    assert app_phone.app_state("tencent_meeting")["active"] is None and app_phone.visible(text="Meeting ID not found. Check it and try again.")
    app_phone.tap(testId="field-tm.joinId")
    app_phone.type(m5["meetingId"], clear=True)
    app_phone.tap(testId="tm-join-submit")
    assert app_phone.app_state("tencent_meeting")["active"] is None


@pytest.mark.browser
def test_quick_meeting_in_the_personal_room_with_video(app_phone: PhoneDriver) -> None:
    s = app_phone.app_state("tencent_meeting")
    app_phone.tap(testId="tm-home-quick")
    app_phone.tap(testId="tm-quick-video")
    app_phone.tap(testId="tm-quick-personal")
    assert app_phone.text("tm-quick-room-id").endswith(hooks.fmt_id(s["personalRoom"]["meetingId"]))
    app_phone.tap(testId="tm-quick-start")
    a = app_phone.app_state("tencent_meeting")["active"]
    assert (a["ref"], a["isHost"], a["personalRoom"], a["meetingId"], a["video"], a["muted"]) == ("", True, True, s["personalRoom"]["meetingId"], True, True)
    assert app_phone.app_state("tencent_meeting")["nextId"] == s["nextId"]  # the personal room takes no new ID
    app_phone.tap(testId="tm-leave")
    app_phone.tap(testId="tm-leave-ok")
    # Without the personal room: a new ID from the pool, by the counter.
    app_phone.tap(testId="tm-home-quick")
    app_phone.tap(testId="tm-quick-mic")
    app_phone.tap(testId="tm-quick-start")
    a = app_phone.app_state("tencent_meeting")["active"]
    assert (a["personalRoom"], a["meetingId"], a["muted"], a["video"]) == (False, WORLD["newIds"][s["nextId"] % 64], False, False)


@pytest.mark.browser
def test_history_detail_shows_times_planned_length_people_and_my_joins(app_phone: PhoneDriver) -> None:
    h = next(h for h in app_phone.app_state("tencent_meeting")["history"] if h["title"] == "Product requirements review")
    app_phone.tap(testId="tm-open-history")
    _scroll_tap(app_phone, f"tm-hist-{h['id']}")
    assert app_phone.text("tm-hd-host") == "Zhang Wei"
    assert app_phone.text("tm-hd-start") == f"{h['date']} 14:00"
    assert app_phone.text("tm-hd-end") == f"{h['date']} 15:35"
    assert app_phone.text("tm-hd-length") == "1 h 35 min" == hooks.duration_label(hooks.length(h))
    assert app_phone.text("tm-hd-planned") == "1 h 30 min" == hooks.duration_label(h["plannedMinutes"])
    assert app_phone.text("tm-hd-join-1").endswith("Joined at 14:02 · 40 min")
    assert app_phone.text("tm-hd-join-2").endswith("Joined at 14:50 · 45 min")
    assert app_phone.text("tm-hd-mine") == hooks.my_total_label(h) == "85 min"
    assert h["date"] == "2026-05-11" and len(h["participants"]) == 4


@pytest.mark.browser
def test_every_setting_switch_changes_its_own_key_only(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-me")
    app_phone.tap(testId="tm-open-settings")
    keys = list(app_phone.app_state("tencent_meeting")["settings"])
    assert len(keys) == 18
    shown = ["micOnJoin", "speakerOnJoin", "videoOnJoin", "mirrorVideo", "beauty", "hdVideo", "hideNonVideo", "hideSelf", "noiseSuppression", "joinLeaveTone", "showJoinDuration", "autoCopyInvite", "floatingWindow", "liveCaptions", "autoCloudRecord", "messageNotifications", "meetingReminder", "showVerifiedIdentity"]
    assert sorted(shown) == sorted(keys)
    keys = shown
    for k in keys:
        before = app_phone.app_state("tencent_meeting")["settings"]
        _scroll_tap(app_phone, f"tm-set-{k}")
        after = app_phone.app_state("tencent_meeting")["settings"]
        assert after == {**before, k: not before[k]}, k


@pytest.mark.browser
def test_bad_patches_are_refused_naming_the_field(app_phone: PhoneDriver) -> None:
    before = app_phone.app_state("tencent_meeting")
    for patch, where in [
        ({"op": "replace", "path": "/apps/tencent_meeting/meetings/0/duration", "value": "sixty"}, "/apps/tencent_meeting/meetings/0/duration"),
        ({"op": "replace", "path": "/apps/tencent_meeting/meetings/0/repeat", "value": "yearly"}, "/apps/tencent_meeting/meetings/0/repeat"),
        ({"op": "replace", "path": "/apps/tencent_meeting/settings/hideSelf", "value": "yes"}, "/apps/tencent_meeting/settings/hideSelf"),
        ({"op": "replace", "path": "/apps/tencent_meeting/active", "value": {"ref": "m1"}}, "/apps/tencent_meeting/active"),
    ]:
        with pytest.raises(StatePatchError, match=where):
            app_phone.call(app_phone.phone.patch([patch]))
    assert app_phone.app_state("tencent_meeting") == before


def test_the_fresh_state_is_small_and_relative_to_the_episode_day() -> None:
    s = fresh_state()["apps"]["tencent_meeting"]
    assert len(json.dumps(s, ensure_ascii=False, separators=(",", ":")).encode()) < 8_000
    assert len(s["history"]) == 13 and len(s["contacts"]) == 5 and len(s["settings"]) == 18
    assert WORLD["today"] == "2026-05-14"
    ids = [m["meetingId"] for m in s["meetings"]] + [h["meetingId"] for h in s["history"]] + [s["personalRoom"]["meetingId"]]
    assert all(len(i) == 9 and i.isdigit() for i in ids) and len(set(ids)) == len(ids)
    assert not set(ids) & set(WORLD["newIds"])
    # The queries have one answer each: the top lengths and my hosted meetings' sizes are distinct.
    lengths = sorted((hooks.length(h) for h in s["history"]), reverse=True)
    assert lengths[0] > lengths[1] > lengths[2] > lengths[3]


# ---------- the judge against careless and cunning agents (hand-made states) ----------


def _case(task_id: str, seed: int = 0) -> tuple[Any, TaskInstance, dict[str, Any]]:
    task = default_tasks().tasks[task_id]
    inst = instantiate(task, seed)
    initial = jsonpatch.apply_patch(fresh_state(), inst.setup)
    return task, inst, initial


def _judge(task: Any, inst: TaskInstance, initial: dict[str, Any], final: dict[str, Any]) -> JudgeResult:
    return judge(final, initial, inst.checks, inst.expected, inst.answer_fields, inst.expected_answers, task.hooks, inst.params)


def _joined(initial: dict[str, Any], ref: str, **kw: Any) -> dict[str, Any]:
    m = next(m for m in initial["apps"]["tencent_meeting"]["meetings"] if m["id"] == ref)
    base = {"ref": ref, "meetingId": m["meetingId"], "title": m["title"], "hostName": m["hostName"], "isHost": False, "personalRoom": False, "myName": "Lin Xiao", "muted": True, "video": False, "speaker": True, "sharing": False, "participants": list(m["participants"]), "chat": [], "joinedAt": "09:00"}
    return base | kw


def _msg(i: int, to: str, text: str) -> dict[str, Any]:
    return {"id": f"c{i}", "from": "me", "to": to, "text": text, "at": "09:01"}


def _with(initial: dict[str, Any], **apps: Any) -> dict[str, Any]:
    final = copy.deepcopy(initial)
    final["apps"]["tencent_meeting"].update(apps)
    return final


def test_chat_to_everyone_hedged_with_a_private_copy_fails() -> None:
    task, inst, s0 = _case("tencent_meeting.ChatInMeeting")
    ref, msg = inst.params["meeting"]["id"], inst.params["msg"]
    peer = next(p for p in inst.params["meeting"]["participants"] if p != inst.params["meeting"]["hostName"])
    good = _with(s0, active=_joined(s0, ref, chat=[_msg(1, "all", msg)]))
    assert _judge(task, inst, s0, good).goals_met and _judge(task, inst, s0, good).clean
    hedge = _with(s0, active=_joined(s0, ref, chat=[_msg(1, "all", msg), _msg(2, peer, msg)]))
    assert not _judge(task, inst, s0, hedge).goals_met
    private_only = _with(s0, active=_joined(s0, ref, chat=[_msg(1, peer, msg)]))
    assert not _judge(task, inst, s0, private_only).goals_met
    other = next(m["id"] for m in s0["apps"]["tencent_meeting"]["meetings"] if m["participants"] and m["id"] != ref)
    wrong_meeting = _with(s0, active=_joined(s0, other, chat=[_msg(1, "all", msg)]))
    assert not _judge(task, inst, s0, wrong_meeting).goals_met
    # Sharing the screen or renaming myself on the way was not asked for.
    assert not _judge(task, inst, s0, _with(s0, active=_joined(s0, ref, sharing=True, chat=[_msg(1, "all", msg)]))).goals_met
    assert not _judge(task, inst, s0, _with(s0, active=_joined(s0, ref, myName="Boss", chat=[_msg(1, "all", msg)]))).goals_met
    # Left the meeting after sending: no longer in it.
    assert not _judge(task, inst, s0, _with(s0, active=None)).goals_met


def test_private_message_to_the_wrong_participant_or_to_everyone_fails() -> None:
    task, inst, s0 = _case("tencent_meeting.ChatWithSpecificUser", seed=3)
    m, peer, msg = inst.params["meeting"], inst.params["peer"], inst.params["msg"]
    wrong = next(p for p in m["participants"] if p != peer)
    assert _judge(task, inst, s0, _with(s0, active=_joined(s0, m["id"], chat=[_msg(1, peer, msg)]))).goals_met
    assert not _judge(task, inst, s0, _with(s0, active=_joined(s0, m["id"], chat=[_msg(1, wrong, msg)]))).goals_met
    assert not _judge(task, inst, s0, _with(s0, active=_joined(s0, m["id"], chat=[_msg(1, "all", msg)]))).goals_met
    both = _with(s0, active=_joined(s0, m["id"], chat=[_msg(1, "all", msg), _msg(2, peer, msg)]))
    assert not _judge(task, inst, s0, both).goals_met


def test_booking_two_meetings_to_hedge_or_touching_another_fails() -> None:
    task, inst, s0 = _case("tencent_meeting.ScheduleMeeting", seed=2)
    p = inst.params
    tm = s0["apps"]["tencent_meeting"]
    new = {"id": f"s{tm['nextId']}", "meetingId": p["nm"]["digits"], "title": p["topic"], "hostId": "me", "hostName": "Lin Xiao", "date": "2026-05-14", "start": "09:30", "duration": p["minutes"], "password": p["pw"], "repeat": "none", "participants": []}
    good = _with(s0, meetings=[*tm["meetings"], new], nextId=tm["nextId"] + 1)
    v = _judge(task, inst, s0, good)
    assert v.checks[0].ok and v.clean  # the answer is still to be given
    two = _with(s0, meetings=[*tm["meetings"], new, {**new, "id": "s99", "meetingId": "999888777", "duration": 30}])
    v = _judge(task, inst, s0, two)
    assert not v.checks[0].ok and not v.clean
    no_pw = _with(s0, meetings=[*tm["meetings"], {**new, "password": ""}])
    assert not _judge(task, inst, s0, no_pw).checks[0].ok
    cancelled_other = _with(s0, meetings=[m for m in tm["meetings"] if m["id"] != "m4"] + [new])
    v = _judge(task, inst, s0, cancelled_other)
    assert v.checks[0].ok and not v.clean
    setting_too = _with(s0, meetings=[*tm["meetings"], new], settings={**tm["settings"], "autoCopyInvite": True})
    assert not _judge(task, inst, s0, setting_too).clean


def test_toggling_both_or_other_settings_is_caught() -> None:
    task, inst, s0 = _case("tencent_meeting.ToggleNotification", seed=1)
    st = s0["apps"]["tencent_meeting"]["settings"]
    target = inst.params["target"]
    assert _judge(task, inst, s0, _with(s0, settings={**st, "messageNotifications": target})).clean
    v = _judge(task, inst, s0, _with(s0, settings={**st, "messageNotifications": target, "meetingReminder": not st["meetingReminder"]}))
    assert v.goals_met and not v.clean
    task, inst, s0 = _case("tencent_meeting.ConfigAudioSettings", seed=4)
    st = s0["apps"]["tencent_meeting"]["settings"]
    mic, spk = inst.params["mic"], inst.params["spk"]
    assert _judge(task, inst, s0, _with(s0, settings={**st, "micOnJoin": mic, "speakerOnJoin": spk})).goals_met
    assert not _judge(task, inst, s0, _with(s0, settings={**st, "micOnJoin": mic})).goals_met
    v = _judge(task, inst, s0, _with(s0, settings={**st, "micOnJoin": mic, "speakerOnJoin": spk, "videoOnJoin": not st["videoOnJoin"]}))
    assert v.goals_met and not v.clean


def test_quick_meeting_judge_wants_a_quick_meeting_with_the_asked_states() -> None:
    task, inst, s0 = _case("tencent_meeting.StartFastMeeting", seed=5)
    p = inst.params
    tm = s0["apps"]["tencent_meeting"]
    quick = {"ref": "", "meetingId": tm["personalRoom"]["meetingId"] if p["personal"] else WORLD["newIds"][1], "title": "Lin Xiao's quick meeting", "hostName": "Lin Xiao", "isHost": True, "personalRoom": p["personal"], "myName": "Lin Xiao", "muted": not p["mic"], "video": p["video"], "speaker": True, "sharing": False, "participants": [], "chat": [], "joinedAt": "09:00"}
    assert _judge(task, inst, s0, _with(s0, active=quick)).goals_met
    assert not _judge(task, inst, s0, _with(s0, active={**quick, "video": not p["video"]})).goals_met
    assert not _judge(task, inst, s0, _with(s0, active={**quick, "personalRoom": not p["personal"]})).goals_met
    joined = _with(s0, active=_joined(s0, "m1", muted=not p["mic"], video=p["video"]))
    assert not _judge(task, inst, s0, joined).goals_met  # someone else's meeting is no quick meeting
    v = _judge(task, inst, s0, _with(s0, active=quick, meetings=tm["meetings"][1:]))
    assert v.goals_met and not v.clean


def test_query_params_differ_across_seeds_and_match_the_rows() -> None:
    for tid in ["tencent_meeting.CalculateTotalMeetingDuration", "tencent_meeting.FindLongestMeeting", "tencent_meeting.CountFriendMeetings", "tencent_meeting.CheckContactCount"]:
        answers = {json.dumps(instantiate(default_tasks().tasks[tid], seed).expected_answers, ensure_ascii=False) for seed in range(8)}
        assert len(answers) > 1, tid
    _, inst, s0 = _case("tencent_meeting.CalculateTotalMeetingDuration", seed=0)
    d = inst.params["d"]
    assert d["total"] == sum(hooks.length(h) for h in s0["apps"]["tencent_meeting"]["history"] if h["date"] == d["iso"])
    _, inst, s0 = _case("tencent_meeting.FindLongestMeeting", seed=1)
    hist = s0["apps"]["tencent_meeting"]["history"]
    assert inst.expected_answers["topic"] == max(hist, key=hooks.length)["title"]
