"""The crossapp_work templates (Tencent Meeting's, then the suite's other text outputs): their
judges on hand-made final states, for what a careless agent leaves (the wrong recipient, the wrong number or meeting, a hedge naming two
meetings or every host, a negated answer, a second message, a second note, a meeting booked
twice) and what a careful one writes (a greeting, no final period, another form of a time or a
duration, the breakdown of a total).

The initial state is the instance's own (the seeded fresh phone after the template's set-up);
each final state adds the outputs an agent would leave, and the whole judge reads it.
"""

from __future__ import annotations

import copy
import datetime as dt
from typing import Any

from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate


def _case(template: str, seed: int) -> tuple[Any, Any, dict[str, Any]]:
    task = default_tasks().tasks[f"crossapp_work.{template}"]
    inst = instantiate(task, seed)
    return task, inst, inst.initial_state()


def _judge(task: Any, inst: Any, initial: dict[str, Any], final: dict[str, Any]) -> JudgeResult:
    return judge(final, initial, inst.checks, inst.expected, inst.answer_fields, inst.expected_answers, task.hooks, inst.params)


def _both_branches(r: JudgeResult) -> bool:
    """The verdict on doing what both branches ask: this branch's goals met, the other's outputs side effects."""
    return r.goals_met and not r.clean


def _out(initial: dict[str, Any], wechat: dict[str, list[str]] | None = None, sms: dict[str, list[str]] | None = None, notes: list[tuple[str, str]] = ()) -> dict[str, Any]:
    """``initial`` with WeChat texts of mine (chat id -> texts), SMS of mine (thread id -> texts) and new notes."""
    s = copy.deepcopy(initial)
    now = s["os"]["clock"]["now"]
    for chat, texts in (wechat or {}).items():
        c = next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)
        c["messages"] += [{"id": f"x{chat}{i}", "from": "me", "type": "text", "text": t, "time": now + i} for i, t in enumerate(texts)]
    for thread, texts in (sms or {}).items():
        t = next(t for t in s["os"]["providers"]["sms"] if t["id"] == thread)
        t["messages"] += [{"id": f"y{thread}{i}", "direction": "out", "text": x, "time": now + i, "read": True} for i, x in enumerate(texts)]
    for i, (title, body) in enumerate(notes):
        s["apps"]["notes"]["notes"].append({"id": f"nt{i}", "title": title, "body": body, "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": now, "updatedAt": now})
    return s


def _twelve(hm: str) -> str:
    """"15:05" -> "3:05 PM", "09:30" -> "9:30 AM": the same time in the other way people write it."""
    h, m = (int(x) for x in hm.split(":"))
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


def _other(who: str) -> str:
    return next(c for c in ("boss", "chen_jing", "li_wei", "alice") if c != who)


def test_longest_planned_needs_name_and_host_to_the_right_person_once() -> None:
    for seed in range(4):
        task, inst, s0 = _case("TencentMeetingLongestPlannedToWechat", seed)
        lp, who = inst.params["lp"], inst.params["who"]
        hist = s0["apps"]["tencent_meeting"]["history"]
        assert max(h["plannedMinutes"] for h in hist) == next(h for h in hist if h["id"] == lp["id"])["plannedMinutes"]
        assert sum(h["plannedMinutes"] == max(x["plannedMinutes"] for x in hist) for h in hist) == 1
        good = f"{lp['title']}, hosted by {lp['host']}"
        r = _judge(task, inst, s0, _out(s0, {who: [good]}))
        assert r.goals_met and r.clean, r.issues
        name = inst.params["name"]
        for text in (f"Hi {name}! It was {lp['title'].lower()}; {lp['host']} hosted it", f"{lp['host']} hosted “{lp['title']}”."):
            assert _judge(task, inst, s0, _out(s0, {who: [text]})).goals_met, text
        assert not _judge(task, inst, s0, _out(s0, {_other(who): [good]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [good, "thanks"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [lp["title"]]})).goals_met  # no host
        other_title = next(t for t in lp["titles"] if t != lp["title"])
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{good} or {other_title}"]})).goals_met
        every_host = ", ".join(lp["hosts"])  # the hedge the issue names: a list of every host
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{lp['title']}, hosted by one of {every_host}"]})).goals_met


def test_longest_of_a_day_needs_its_id_and_topic_and_no_rival() -> None:
    for seed in range(4):
        task, inst, s0 = _case("MeetingLongestInfoToWechat", seed)
        dl, who = inst.params["dl"], inst.params["who"]
        for text in (f"{dl['title']} {dl['shown']}", f"{dl['title']}, ID {dl['digits']}", f"ID {dl['shown'].replace(' ', '-')}: {dl['title']}"):
            r = _judge(task, inst, s0, _out(s0, {who: [text]}))
            assert r.goals_met and r.clean, (text, r.issues)
        good = f"{dl['title']} {dl['shown']}"
        assert not _judge(task, inst, s0, _out(s0, {_other(who): [good]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [good, good]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [dl["title"]]})).goals_met  # no ID
        other = next(t for t in dl["titles"] if t != dl["title"])
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{good} (or {other})"]})).goals_met
        wrong_id = dl["ids"][1][1]  # another meeting's ID, run together
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{dl['title']} {wrong_id}"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{good} or {wrong_id}"]})).goals_met


def test_day_total_in_minutes_or_hours_and_nothing_else() -> None:
    for seed in range(4):
        task, inst, s0 = _case("MeetingDurationToWechat", seed)
        d, who = inst.params["d"], inst.params["who"]
        total = d["total"]
        h, m = divmod(total, 60)
        hours = f"{h} h {m} min" if m else f"{h} hours"
        breakdown = f"{total} minutes in total ({' + '.join(str(x) for x in d['lengths'])})"
        chinese = f"{h}小时{m}分钟" if m else f"{h}小时"
        for text in (f"{total} minutes", f"On {d['label']} I had {total} min of meetings", hours, f"Hi {inst.params['name']}, about that day: {hours}", breakdown, chinese, f"{total}分钟"):
            r = _judge(task, inst, s0, _out(s0, {who: [text]}))
            assert r.goals_met and r.clean, (text, r.issues)
        assert not _judge(task, inst, s0, _out(s0, {_other(who): [f"{total} minutes"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{total + 5} minutes"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{total} or {total + 10} minutes"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{total} minutes", f"{total} minutes"]})).goals_met


def test_multi_channel_needs_the_new_meeting_and_its_id_on_both_channels() -> None:
    task, inst, s0 = _case("MeetingMultiChannelNotify", 2)
    p = inst.params
    nm, who, fid = p["nm"], p["who"], p["friend"]["id"]
    booked = copy.deepcopy(s0)
    tm = booked["apps"]["tencent_meeting"]
    base = copy.deepcopy(tm["meetings"][-1])
    tm["meetings"].append({**base, "id": "mnew", "meetingId": nm["digits"], "title": p["topic"], "hostId": "me", "hostName": "Lin Xiao", "participants": []})
    msg = f"Meeting ID {nm['shown']}"
    r = _judge(task, inst, s0, _out(booked, {who: [msg]}, {fid: [msg]}))
    assert r.goals_met, r.issues
    assert not _judge(task, inst, s0, _out(booked, {who: [msg]})).goals_met  # no SMS
    assert not _judge(task, inst, s0, _out(booked, {_other(who): [msg]}, {fid: [msg]})).goals_met
    wrong_fid = next(t for t in ("t1", "t3", "t5", "t6", "t8") if t != fid)
    assert not _judge(task, inst, s0, _out(booked, {who: [msg]}, {wrong_fid: [msg]})).goals_met
    old = nm["ids"][1][0]
    assert not _judge(task, inst, s0, _out(booked, {who: [f"{msg} (or {old})"]}, {fid: [msg]})).goals_met
    assert not _judge(task, inst, s0, _out(s0, {who: [msg]}, {fid: [msg]})).goals_met  # no meeting booked
    twice = copy.deepcopy(booked)
    twice["apps"]["tencent_meeting"]["meetings"].append({**base, "id": "mnew2", "meetingId": "999888777", "title": p["topic"], "hostId": "me", "hostName": "Lin Xiao", "participants": []})
    assert not _judge(task, inst, s0, _out(twice, {who: [msg]}, {fid: [msg]})).goals_met


def test_keyword_note_needs_the_count_and_the_longest_and_one_note() -> None:
    for seed in range(4):
        task, inst, s0 = _case("TencentMeetingKeywordLongestParticipationToNotes", seed)
        kc = inst.params["kc"]
        hist = s0["apps"]["tencent_meeting"]["history"]
        hits = [h for h in hist if kc["keyword"] in h["title"].casefold()]
        assert len(hits) == kc["n"] >= 2
        assert max(hits, key=lambda h: sum(j["minutes"] for j in h["joins"]))["title"] == kc["title"]
        good = ("Meetings", f"{kc['n']} meetings, longest: {kc['title']}")
        r = _judge(task, inst, s0, _out(s0, notes=[good]))
        assert r.goals_met and r.clean, r.issues
        assert _judge(task, inst, s0, _out(s0, notes=[("Meetings", f"{kc['n']} meetings, longest: {kc['title'].lower()}")])).goals_met  # as a person may write it
        assert _judge(task, inst, s0, _out(s0, notes=[("会议统计", f"共{kc['n']}场，参会最久：{kc['title']}")])).goals_met
        assert _judge(task, inst, s0, _out(s0, notes=[(f"Meetings with {kc['keyword']}", f"Count: {kc['n']}\nLongest for me: {kc['title']}")])).goals_met
        other = next(t for t in kc["titles"] if t != kc["title"])
        assert not _judge(task, inst, s0, _out(s0, notes=[good, good])).goals_met
        assert not _judge(task, inst, s0, _out(s0, notes=[("Meetings", f"{kc['n'] + 1} meetings, longest: {kc['title']}")])).goals_met
        assert not _judge(task, inst, s0, _out(s0, notes=[("Meetings", f"{kc['n']} or {kc['n'] + 1} meetings, longest: {kc['title']}")])).goals_met
        assert not _judge(task, inst, s0, _out(s0, notes=[("Meetings", f"{kc['n']} meetings, longest: {other}")])).goals_met
        assert not _judge(task, inst, s0, _out(s0, notes=[("Meetings", f"{kc['n']} meetings: {kc['title']} or {other}")])).goals_met


def _event(s0: dict[str, Any], i: int, **kw: Any) -> dict[str, Any]:
    base = {"id": f"ev{i}", "title": "", "date": "", "allDay": False, "start": "09:00", "end": "10:00", "type": "event", "reminder": 15, "alarm": False, "notes": ""}
    return base | kw


def test_calendar_event_must_start_when_the_meeting_does() -> None:
    for seed in range(3):
        task, inst, s0 = _case("ExistingMeetingToCalendar", seed)
        pm = inst.params["pm"]
        m = next(m for m in s0["apps"]["tencent_meeting"]["meetings"] if m["id"] == pm["id"])
        assert m["start"] == pm["start"] and m["date"] == pm["date"]
        end = f"{(pm['hour'] + 1) % 24:02d}:{pm['minute']:02d}"

        def with_events(*evs: dict[str, Any], s0: dict[str, Any] = s0) -> dict[str, Any]:
            s = copy.deepcopy(s0)
            s["apps"]["calendar"]["events"] += list(evs)
            return s

        good = _event(s0, 1, title=pm["title"], date=pm["date"], start=pm["start"], end=end)
        r = _judge(task, inst, s0, with_events(good))
        assert r.goals_met and r.clean, r.issues
        assert not _judge(task, inst, s0, with_events(good | {"start": "09:00" if pm["start"] != "09:00" else "09:05"})).goals_met
        assert not _judge(task, inst, s0, with_events(good | {"allDay": True})).goals_met
        assert not _judge(task, inst, s0, with_events(good, _event(s0, 2, title=pm["title"], date=pm["date"], start="09:00"))).goals_met


def test_join_and_sms_needs_the_meeting_the_name_and_one_sms_to_the_friend() -> None:
    task, inst, s0 = _case("MeetingJoinAndNotifySms", 1)
    p = inst.params
    m, nick, fid = p["meeting"], p["nick"], p["friend"]["id"]

    def joined(ref: str, name: str) -> dict[str, Any]:
        s = copy.deepcopy(s0)
        mm = next(x for x in s["apps"]["tencent_meeting"]["meetings"] if x["id"] == ref)
        s["apps"]["tencent_meeting"]["active"] = {"ref": ref, "meetingId": mm["meetingId"], "title": mm["title"], "hostName": mm["hostName"], "isHost": False, "personalRoom": False,
                                                  "myName": name, "muted": True, "video": False, "speaker": True, "sharing": False, "participants": list(mm["participants"]), "chat": [], "joinedAt": "09:00"}  # fmt: skip
        return s

    text = f"I've joined {m['title']}"
    r = _judge(task, inst, s0, _out(joined(m["id"], nick), sms={fid: [text]}))
    assert r.goals_met and r.clean, r.issues
    assert not _judge(task, inst, s0, _out(joined(m["id"], "Lin Xiao"), sms={fid: [text]})).goals_met  # not renamed
    other = next(x["id"] for x in s0["apps"]["tencent_meeting"]["meetings"] if x["participants"] and x["id"] != m["id"])
    assert not _judge(task, inst, s0, _out(joined(other, nick), sms={fid: [text]})).goals_met
    wrong_fid = next(t for t in ("t1", "t3", "t5", "t6", "t8") if t != fid)
    assert not _judge(task, inst, s0, _out(joined(m["id"], nick), sms={wrong_fid: [text]})).goals_met
    assert not _judge(task, inst, s0, _out(joined(m["id"], nick), sms={fid: [text, text]})).goals_met
    assert not _judge(task, inst, s0, _out(joined(m["id"], nick))).goals_met
    here = joined(m["id"], nick)
    for said in (f"Hi, I'm in “{m['title']}” now", f"joined {m['title'].lower()}"):
        assert _judge(task, inst, s0, _out(here, sms={fid: [said]})).goals_met, said
    another = next(t for t in p["titles"] if t != m["title"])
    for said in (f"I haven't joined {m['title']} yet", f"I've joined {m['title']} or {another}", f"I left {m['title']}"):
        assert not _judge(task, inst, s0, _out(here, sms={fid: [said]})).goals_met, said


def test_release_meeting_needs_the_booking_the_note_and_both_messages() -> None:
    task, inst, s0 = _case("ScheduleReleaseMeetingAndNotifyViaNotesWechatSms", 4)
    p = inst.params
    nm, who, fid, topic = p["nm"], p["who"], p["friend"]["id"], p["topic"]

    def booked(**kw: Any) -> dict[str, Any]:
        s = copy.deepcopy(s0)
        base = copy.deepcopy(s["apps"]["tencent_meeting"]["meetings"][-1])
        row = {**base, "id": "mnew", "meetingId": nm["digits"], "title": topic, "hostId": "me", "hostName": "Lin Xiao", "participants": [],
               "date": p["day"]["iso"], "start": "09:00", "duration": 15, "password": "123456", "repeat": "none"}  # fmt: skip
        s["apps"]["tencent_meeting"]["meetings"].append(row | kw)
        return s

    msg = f"{topic} tomorrow 09:00, ID {nm['shown']}"
    note = [(topic, f"ID {nm['digits']}")]
    r = _judge(task, inst, s0, _out(booked(), {who: [msg]}, {fid: [msg]}, note))
    assert r.goals_met and r.clean, r.issues
    assert not _judge(task, inst, s0, _out(booked(password=""), {who: [msg]}, {fid: [msg]}, note)).goals_met
    assert not _judge(task, inst, s0, _out(booked(start="10:00"), {who: [msg]}, {fid: [msg]}, note)).goals_met
    assert not _judge(task, inst, s0, _out(booked(duration=30), {who: [msg]}, {fid: [msg]}, note)).goals_met
    assert not _judge(task, inst, s0, _out(booked(), {who: [msg]}, {fid: [msg]})).goals_met  # no note
    assert not _judge(task, inst, s0, _out(booked(), {who: [msg]}, {fid: [msg]}, note + note)).goals_met
    assert not _judge(task, inst, s0, _out(booked(), {_other(who): [msg]}, {fid: [msg]}, note)).goals_met
    assert not _judge(task, inst, s0, _out(booked(), {who: [msg]}, {}, note)).goals_met


def test_full_flow_needs_a_weekly_meeting_an_alarmed_event_and_the_id() -> None:
    task, inst, s0 = _case("MeetingFullFlowToWechat", 5)
    p = inst.params
    nm, who, topic, iso, hm = p["nm"], p["who"], p["topic"], p["day"]["iso"], p["t"]["hm"]

    def done(meeting: dict[str, Any] | None = None, event: dict[str, Any] | None = None) -> dict[str, Any]:
        s = copy.deepcopy(s0)
        base = copy.deepcopy(s["apps"]["tencent_meeting"]["meetings"][-1])
        row = {**base, "id": "mnew", "meetingId": nm["digits"], "title": topic, "hostId": "me", "hostName": "Lin Xiao", "participants": [], "date": iso, "start": hm, "repeat": "weekly"}
        s["apps"]["tencent_meeting"]["meetings"].append(row | (meeting or {}))
        s["apps"]["calendar"]["events"].append(_event(s, 1, title=topic, date=iso, start=hm, end="23:55", reminder=15, alarm=True) | (event or {}))
        return s

    msg = f"Meeting ID {nm['shown']}"
    r = _judge(task, inst, s0, _out(done(), {who: [msg]}))
    assert r.goals_met and r.clean, r.issues
    assert not _judge(task, inst, s0, _out(done(meeting={"repeat": "none"}), {who: [msg]})).goals_met
    assert not _judge(task, inst, s0, _out(done(event={"alarm": False}), {who: [msg]})).goals_met
    assert not _judge(task, inst, s0, _out(done(event={"reminder": 30}), {who: [msg]})).goals_met
    assert not _judge(task, inst, s0, _out(done(), {_other(who): [msg]})).goals_met
    assert not _judge(task, inst, s0, _out(done(), {who: [msg, msg]})).goals_met


def test_reminder_note_names_the_next_meeting_or_else_the_ongoing_one() -> None:
    branches = set()
    for seed in range(16):
        task, inst, s0 = _case("MeetingReminderToNotes", seed)
        rc = inst.params["rc"]
        branches.add(rc["upcoming"])
        clock = s0["os"]["clock"]
        tm = s0["apps"]["tencent_meeting"]["meetings"]
        def start_ms(m: dict[str, Any], clock: dict[str, Any] = clock) -> int:
            y, mo, d = (int(x) for x in m["date"].split("-"))
            hh, mm = (int(x) for x in m["start"].split(":"))
            return int(dt.datetime(y, mo, d, hh, mm, tzinfo=dt.UTC).timestamp() * 1000) - clock["tzOffsetMinutes"] * 60_000

        ahead = sorted((m for m in tm if start_ms(m) > clock["now"]), key=start_ms)
        if rc["upcoming"]:
            assert ahead[0]["id"] == rc["id"]
        else:
            assert ahead == [] and [m["id"] for m in tm] == [rc["id"]]
        good = ("Reminder", f"{rc['title']} at {rc['start']}")
        r = _judge(task, inst, s0, _out(s0, notes=[good]))
        assert r.goals_met and r.clean, r.issues
        h = int(rc["start"][:2])
        assert _judge(task, inst, s0, _out(s0, notes=[("Reminder", f"{rc['title']} {h}:{rc['start'][3:]}")])).goals_met
        assert _judge(task, inst, s0, _out(s0, notes=[("Reminder", f"{rc['title']} at {_twelve(rc['start'])}")])).goals_met
        if h > 12:  # "3:00" without PM is three in the morning
            assert not _judge(task, inst, s0, _out(s0, notes=[("Reminder", f"{rc['title']} at {h - 12}:{rc['start'][3:]}")])).goals_met
        assert not _judge(task, inst, s0, _out(s0, notes=[good, good])).goals_met
        assert not _judge(task, inst, s0, _out(s0, notes=[("Reminder", rc["title"])])).goals_met  # no time
        others = [t for t in rc["titles"] if t != rc["title"]]
        if others:
            assert not _judge(task, inst, s0, _out(s0, notes=[("Reminder", f"{rc['title']} at {rc['start']} or {others[0]}")])).goals_met
    assert branches == {True, False}


def test_rain_cancels_the_meeting_and_dry_weather_sets_one_alarm() -> None:
    rains = set()
    for seed in range(12):
        task, inst, s0 = _case("WeatherConditionalCancelMeeting", seed)
        mt, rain = inst.params["mt"], inst.params["rain"]
        rains.add(rain)

        def final(cancel: bool, alarms: list[tuple[int, int]], s0: dict[str, Any] = s0, mt: dict[str, Any] = mt) -> dict[str, Any]:
            s = copy.deepcopy(s0)
            if cancel:
                s["apps"]["tencent_meeting"]["meetings"] = [m for m in s["apps"]["tencent_meeting"]["meetings"] if m["id"] != mt["id"]]
            base = copy.deepcopy(s["apps"]["clock"]["alarms"][0])
            s["apps"]["clock"]["alarms"] += [base | {"id": f"anew{i}", "hour": h, "minute": m, "enabled": True} for i, (h, m) in enumerate(alarms)]
            return s

        at = (mt["alarm"]["hour"], mt["alarm"]["minute"])
        right, wrong = (final(True, []), final(False, [at])) if rain else (final(False, [at]), final(True, []))
        r = _judge(task, inst, s0, right)
        assert r.goals_met and r.clean, r.issues
        assert not _judge(task, inst, s0, wrong).goals_met
        assert _both_branches(_judge(task, inst, s0, final(True, [at])))
        assert not _judge(task, inst, s0, s0).goals_met
        if not rain:
            assert not _judge(task, inst, s0, final(False, [(at[0], (at[1] + 5) % 60)])).goals_met
            assert not _judge(task, inst, s0, final(False, [at, at])).goals_met
    assert rains == {True, False}


def test_conflict_check_books_and_shares_when_free_and_only_tells_when_taken() -> None:
    seen = set()
    for seed in range(10):
        task, inst, s0 = _case("FullMeetingConflictCheckBroadcast", seed)
        p = inst.params
        cc, nm, who, fid, topic = p["cc"], p["nm"], p["who"], p["friend"]["id"], p["topic"]
        seen.add(cc["busy"])
        iso, hm = cc["day"]["iso"], cc["t"]["hm"]
        t = cc["t"]["hour"] * 60 + cc["t"]["minute"]
        clash = any(e["date"] == iso and int(e["start"][:2]) * 60 <= t < int(e["end"][:2]) * 60 for e in s0["apps"]["calendar"]["events"])
        assert clash == cc["busy"]

        def booked(meeting: dict[str, Any] | None = None, event: dict[str, Any] | None = None, s0: dict[str, Any] = s0, nm: dict[str, Any] = nm, topic: str = topic, iso: str = iso, hm: str = hm) -> dict[str, Any]:
            s = copy.deepcopy(s0)
            base = copy.deepcopy(s["apps"]["tencent_meeting"]["meetings"][-1])
            s["apps"]["tencent_meeting"]["meetings"].append({**base, "id": "mnew", "meetingId": nm["digits"], "title": topic, "hostId": "me", "hostName": "Lin Xiao", "participants": [], "date": iso, "start": hm} | (meeting or {}))
            s["apps"]["calendar"]["events"].append(_event(s, 9, title=topic, date=iso, start=hm, end="23:55", reminder=15, alarm=True) | (event or {}))
            return s

        msg = f"{topic} tomorrow {hm}, meeting ID {nm['shown']}"
        taken = f"Tomorrow {hm} is already taken."

        def says(text: str, s0: dict[str, Any] = s0, who: str = who) -> dict[str, Any]:
            return _out(s0, {who: [text]})

        full = _out(booked(), {who: [msg]}, {fid: [msg]})
        told = _out(s0, {who: [taken]})
        right, wrong = (told, full) if cc["busy"] else (full, told)
        r = _judge(task, inst, s0, right)
        assert r.goals_met and r.clean, r.issues
        assert not _judge(task, inst, s0, wrong).goals_met
        if cc["busy"]:
            assert _both_branches(_judge(task, inst, s0, _out(s0, {who: [taken]}, {fid: [taken]})))  # an SMS too
            assert not _judge(task, inst, s0, _out(s0, {_other(who): [taken]})).goals_met
            for said in (f"Hi {p['name']}, I'm busy tomorrow at {hm}, sorry", "That slot is not free", f"{hm} clashes with another event in my calendar"):
                assert _judge(task, inst, s0, says(said)).goals_met, said
            for said in ("The slot is not taken", f"Tomorrow {hm} is free", "The slot is taken, or maybe it is free"):
                assert not _judge(task, inst, s0, says(said)).goals_met, said
        else:
            assert not _judge(task, inst, s0, _out(booked(event={"alarm": False}), {who: [msg]}, {fid: [msg]})).goals_met
            assert not _judge(task, inst, s0, _out(booked(meeting={"start": "07:00"}), {who: [msg]}, {fid: [msg]})).goals_met
            assert not _judge(task, inst, s0, _out(booked(), {who: [msg]})).goals_met
            assert not _judge(task, inst, s0, _out(booked(), {who: [msg, taken]}, {fid: [msg]})).goals_met
            old = nm["ids"][1][0]
            assert not _judge(task, inst, s0, _out(booked(), {who: [f"{msg} (or {old})"]}, {fid: [msg]})).goals_met
            assert _judge(task, inst, s0, _out(booked(), {who: [f"Hi {p['name']}! ID: {nm['digits']}"]}, {fid: [f"meeting id {nm['shown'].replace(' ', '-')}"]})).goals_met
    assert seen == {True, False}


def test_route_eta_needs_the_walk_minutes_and_the_next_start() -> None:
    for seed in range(4):
        task, inst, s0 = _case("MeetingRouteEtaToWechat", seed)
        nx, wp, who = inst.params["nx"], inst.params["wp"], inst.params["who"]
        good = f"{wp['minutes']} min walk, meeting at {nx['start']}"
        r = _judge(task, inst, s0, _out(s0, {who: [good]}))
        assert r.goals_met and r.clean, r.issues
        h = int(nx["start"][:2])
        assert _judge(task, inst, s0, _out(s0, {who: [f"会议{h}:{nx['start'][3:]}开始，步行{wp['minutes']}分钟"]})).goals_met
        assert _judge(task, inst, s0, _out(s0, {who: [f"Hi {inst.params['name']}, {wp['minutes']} minutes on foot, and it starts at {nx['start']}"]})).goals_met
        assert _judge(task, inst, s0, _out(s0, {who: [f"{wp['minutes']} min walk, the meeting starts at {_twelve(nx['start'])}"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {_other(who): [good]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{wp['minutes'] + 3} min walk, meeting at {nx['start']}"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{wp['minutes']} min walk"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [f"{wp['minutes']} or {wp['minutes'] + 5} min walk, meeting at {nx['start']}"]})).goals_met
        assert not _judge(task, inst, s0, _out(s0, {who: [good, good]})).goals_met
        if nx["other_starts"]:
            assert not _judge(task, inst, s0, _out(s0, {who: [f"{good} or {nx['other_starts'][0]}"]})).goals_met
            assert not _judge(task, inst, s0, _out(s0, {who: [f"{good} or {_twelve(nx['other_starts'][0])}"]})).goals_met


# ---------------------------------------------------------------- the suite's other outputs: counts, file names, reports, a quoted SMS


def test_a_count_is_stated_once_whatever_else_the_message_says() -> None:
    task, inst, s0 = _case("CountCurrentLogErrorsToWechat", 4)
    n = inst.params["lg"]["count"]
    for text in (f"{n}", f"Hi Boss, the current logs have {n} ERROR entries", f"ERROR count: {n}."):
        r = _judge(task, inst, s0, _out(s0, {"boss": [text]}))
        assert r.goals_met and r.clean, (text, r.issues)
    for text in (f"{n} or {n + 2}", f"{n + 1} ERROR lines", f"about {n}", f"between {n} and {n + 3}"):
        assert not _judge(task, inst, s0, _out(s0, {"boss": [text]})).goals_met, text
    task, inst, s0 = _case("CountOpenWorkOrdersFromPhotosToWechat", 4)
    wo = inst.params["wo"]
    ok = f"There are {wo['count']} (orders {', '.join(wo['orders'])})"  # the orders' codes are no counts
    assert _judge(task, inst, s0, _out(s0, {"chen_jing": [ok]})).goals_met
    assert not _judge(task, inst, s0, _out(s0, {"chen_jing": [f"{wo['count']}, maybe {wo['count'] + 1}"]})).goals_met


def _inspection(any_open: bool) -> tuple[Any, Any, dict[str, Any]]:
    seed = next(s for s in range(40) if _case("InspectionReportToWechat", s)[1].params["ip"]["any_open"] is any_open)
    return _case("InspectionReportToWechat", seed)


def test_inspection_reports_the_open_anomalies_to_both_and_nothing_fixed() -> None:
    task, inst, s0 = _inspection(True)
    ip = inst.params["ip"]
    report = "; ".join(f"{o['device']} {o['issue']}" for o in ip["open"])
    both = lambda text, other=None: _out(s0, {"boss": [text], ip["inspector"]: [other or text]})  # noqa: E731
    r = _judge(task, inst, s0, both(f"Still open: {report}"))
    assert r.goals_met and r.clean, r.issues
    assert _judge(task, inst, s0, both(f"Hi, after yesterday's rounds {report} are still open, please follow up")).goals_met
    fine = next(d for d in ip["devices"] if d not in ip["open_devices"])
    assert not _judge(task, inst, s0, both(f"{report}; {fine} too")).goals_met  # a device that was fine or fixed
    assert not _judge(task, inst, s0, both(f"Still open: {report}", f"Still open: {ip['open'][0]['device']}")).goals_met  # the inspector misses an issue
    assert not _judge(task, inst, s0, _out(s0, {ip["inspector"]: [report]})).goals_met  # Boss not told
    assert not _judge(task, inst, s0, both("Everything was normal.")).goals_met


def test_inspection_with_nothing_open_says_normal_to_the_inspector_only() -> None:
    task, inst, s0 = _inspection(False)
    ip = inst.params["ip"]
    for text in ("All normal yesterday.", "Hi! Yesterday's inspection: everything was normal, nothing is open", "No open anomalies after yesterday's rounds"):
        r = _judge(task, inst, s0, _out(s0, {ip["inspector"]: [text]}))
        assert r.goals_met and r.clean, (text, r.issues)
    for text in ("Found abnormal readings yesterday", "It was not normal", "All normal, or maybe something is still open"):
        assert not _judge(task, inst, s0, _out(s0, {ip["inspector"]: [text]})).goals_met, text
    assert _judge(task, inst, s0, _out(s0, {ip["inspector"]: [f"All normal, {ip['devices'][0]} was checked"]})).goals_met  # a device named as checked
    assert not _judge(task, inst, s0, _out(s0, {ip["inspector"]: [f"All normal, {ip['devices'][0]}: {ip['issues'][0]}"]})).goals_met  # an issue named
    assert _both_branches(_judge(task, inst, s0, _out(s0, {ip["inspector"]: ["All normal."], "boss": ["All normal."]})))  # Boss told anyway


def test_file_names_are_given_with_or_without_extension_and_no_other_file() -> None:
    # template, its parameter, the names asked, the files' ids, the folder they go to
    for template, key, asked, ids, dest in (("SubmitRequestedAttachmentsToBoss", "sb", "asked", "asked_ids", "sub_id"), ("OrganizePdfReportsToWechat", "pr", "reports", "report_ids", "final_id"),
                                            ("OrganizeMeetingMaterialsToWechat", "mm", "match", "match_ids", "pack_id")):  # fmt: skip
        task, inst, s0 = _case(template, 6)
        p = inst.params[key]
        want = p[asked]
        moved = copy.deepcopy(s0)
        files = moved["os"]["providers"]["files"]
        folder = next(n for n in files if n["id"] == p[dest])
        for n in files:
            if n["id"] in p[ids]:
                n["parent"], n["path"] = folder["id"], f"{folder['path']}/{n['name']}"
        stems = [w.rsplit(".", 1)[0] for w in want]
        for text in ("Done: " + ", ".join(want), "Hi Boss, moved " + " and ".join(stems), "\n".join(f"- {w}" for w in want)):
            r = _judge(task, inst, moved, _out(moved, {"boss": [text]}))
            assert r.goals_met, (template, text, r.issues)
        other = next(n[0] for n in p["names"] if n[0] not in want)
        assert not _judge(task, inst, moved, _out(moved, {"boss": ["Done: " + ", ".join(want) + f", or maybe {other}"]})).goals_met, template
        assert not _judge(task, inst, moved, _out(moved, {"boss": ["Done: " + ", ".join(want[1:])]})).goals_met, template


def test_the_quoted_sms_passes_with_a_greeting_and_without_its_final_period() -> None:
    task, inst, s0 = _case("SmsAndCalendarOnDate", 3)
    p = inst.params
    quote, fid = p["text"], p["friend"]["id"]
    event = copy.deepcopy(s0)
    event["apps"]["calendar"]["events"].append(_event(event, 1, title=p["title"], date=p["day"]["iso"]))
    for text in (quote, f"Hi {p['friend']['name']}, {quote}", quote.rstrip(".!"), quote.upper()):
        r = _judge(task, inst, s0, _out(event, sms={fid: [text]}))
        assert r.goals_met and r.clean, (text, r.issues)
    assert not _judge(task, inst, s0, _out(event, sms={fid: ["See you tomorrow."]})).goals_met
    assert not _judge(task, inst, s0, _out(event, sms={fid: [quote.split(",")[0].split(" ")[0]]})).goals_met
