"""Hooks of the crossapp_work templates.

Parameter hooks get ``{state, world, params, rng}`` (the fresh state) and draw only from
``ctx["rng"]``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import numpy as np

from mobilegym_gym.judge.outputs import mentions_time, wechat_sent_text
from mobilegym_gym.tasks.loader import sibling_hooks

_MIN = 60_000
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _numbers(text: str) -> set[int]:
    """Stand-alone numbers in a text, digits or words one..ten; "WO-3101" is a name, not a number."""
    found = {int(n) for n in re.findall(r"(?<![\w-])\d+(?![\w-])", text)}
    for i, w in enumerate(_WORDS):
        if re.search(rf"\b{w}\b", text, re.IGNORECASE):
            found.add(i)
    return found


# ---------------------------------------------------------------- work orders


def workorder_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Re-draw the status tag of every work order in the site photos, pick the rule Chen Jing
    sends (which status, which building) and compute the count it gives.

    Photos of one order number (the gallery holds two such pairs) share its status; each order
    counts once. The count is at least 1. Returns ``{status_by_photo, count, rule, target, site}``."""
    rng = ctx["rng"]
    photos = [p for p in ctx["state"]["os"]["providers"]["media"]["photos"] if p["scene"]["kind"] == "workorder"]
    orders = sorted({p["scene"]["orderNo"] for p in photos})
    target = ("open", "completed")[int(rng.integers(2))]
    site = ("Building A", "Building B", "all")[int(rng.integers(3))]
    for _ in range(100):
        status = {o: ("open", "completed", "cancelled")[int(rng.integers(3))] for o in orders}
        counted = {p["scene"]["orderNo"] for p in photos if status[p["scene"]["orderNo"]] == target and site in ("all", p["scene"]["site"])}
        if counted:
            break
    where = "both buildings (A and B)" if site == "all" else site
    tag = "OPEN" if target == "open" else "COMPLETED"
    rule = (
        f"Hi! New counting rule for today's report (it replaces what I said before): look at the work-order site photos from {where} and count the orders "
        f"whose tag says {tag}. " + ("Completed" if target == "open" else "Open") + " and cancelled ones don't count, and "
        "several photos of the same order number count once. Just reply with the number, thanks!"
    )
    return {
        "status_by_photo": {p["id"]: status[p["scene"]["orderNo"]] for p in photos},
        "count": len(counted),
        "orders": sorted(counted),
        "rule": rule,
        "target": target,
        "site": site,
        "rule_time": ctx["state"]["os"]["clock"]["now"] - 25 * _MIN,
    }


def replies_work_order_count(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new message of mine to Chen Jing gives the count, and no other stand-alone number."""
    want = int(ctx["params"]["wo"]["count"])
    text = wechat_sent_text(ctx["initial"], ctx["final"], "chen_jing")
    got = _numbers(text or "")
    return text is not None and got == {want}, want, sorted(got) if text is not None else "no single text reply"


# ---------------------------------------------------------------- calendar, SMS and clock (helper/commerce)

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")
_EVENT_TITLES = ("Budget review", "Design sync", "Quarterly planning", "Vendor call", "Team lunch", "One-on-one", "Training session")
#: Times of the seeded Clock alarms: an alarm due at one of them would already be set.
_SEEDED_ALARMS = {(6, 30), (7, 15), (8, 0), (9, 30), (15, 0), (19, 0), (22, 45)}


def tomorrow(ctx: dict[str, Any]) -> dict[str, Any]:
    """Tomorrow on the phone's clock: ``{iso, y, m, d, label}`` (label: "May 15")."""
    clock = ctx["state"]["os"]["clock"]
    day = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN) / 1000, dt.UTC).date() + dt.timedelta(days=1)
    return {"iso": day.isoformat(), "y": day.year, "m": day.month, "d": day.day, "label": f"{_MONTHS[day.month - 1]} {day.day}"}


def tomorrow_agenda(ctx: dict[str, Any]) -> dict[str, Any]:
    """Two or three events tomorrow at distinct half hours (09:00-17:30), seeded out of order,
    whose earliest start less 30 minutes is no seeded alarm's time: ``{events, first, titles,
    alarm: {hour, minute, hm}}``."""
    rng = ctx["rng"]
    day = ctx["params"]["day"]["iso"]
    while True:
        n = int(rng.integers(2, 4))
        starts = sorted(int(s) for s in rng.choice(np.arange(18, 36), size=n, replace=False))  # half hours
        alarm = starts[0] * 30 - 30
        if (alarm // 60, alarm % 60) not in _SEEDED_ALARMS:
            break
    titles = [_EVENT_TITLES[int(i)] for i in rng.choice(len(_EVENT_TITLES), size=n, replace=False)]
    hm = lambda m: f"{m // 60:02d}:{m % 60:02d}"  # noqa: E731
    events = [{"id": f"e{k + 1}", "title": t, "date": day, "allDay": False, "start": hm(s * 30), "end": hm(s * 30 + 60), "type": "event", "reminder": 15, "alarm": False, "notes": ""} for k, (t, s) in enumerate(zip(titles, starts))]
    return {"events": events[::-1], "first": events[0], "titles": titles, "alarm": {"hour": alarm // 60, "minute": alarm % 60, "hm": hm(alarm)}}


# ---------------------------------------------------------------- Files (the folders are file_manager's hooks')


def _fm() -> Any:
    return sibling_hooks(__file__, "file_manager")


def error_logs(ctx: dict[str, Any]) -> dict[str, Any]:
    """The current and archived logs of Download/Troubleshooting and the ERROR count of the current ones."""
    return _fm().error_logs_variant(ctx)


def boss_told_error_count(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to Boss gives the count, and no other stand-alone number."""
    want = int(ctx["params"]["lg"]["count"])
    text = wechat_sent_text(ctx["initial"], ctx["final"], "boss")
    got = _numbers(text or "")
    return text is not None and got == {want}, want, sorted(got) if text is not None else "no single text message"


def pdf_reports(ctx: dict[str, Any]) -> dict[str, Any]:
    """Documents' PDF reports (at the top and in a subfolder) among files that are not."""
    return _fm().pdf_reports_variant(ctx)


def reports_moved(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Every PDF report under Documents is in Documents/final_reports, otherwise unchanged."""
    p = ctx["params"]["pr"]
    return _fm().moved_into(ctx, p["report_ids"], p["final_id"])


def boss_told_reports(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to Boss names every moved report and no other file."""
    fm = _fm()
    return fm.names_exactly(wechat_sent_text(ctx["initial"], ctx["final"], "boss"), ctx["params"]["pr"]["reports"], fm.pool_names())


def attachments(ctx: dict[str, Any]) -> dict[str, Any]:
    """The materials in Download/To submit and the three Boss asks for (his message)."""
    v = _fm().attachments_variant(ctx)
    return {**v, "time": ctx["state"]["os"]["clock"]["now"] - 12 * _MIN}


def attachments_moved(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    p = ctx["params"]["sb"]
    return _fm().moved_into(ctx, p["asked_ids"], p["sub_id"])


def boss_told_attachments(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    fm = _fm()
    return fm.names_exactly(wechat_sent_text(ctx["initial"], ctx["final"], "boss"), ctx["params"]["sb"]["asked"], fm.pool_names())


def receipts(ctx: dict[str, Any]) -> dict[str, Any]:
    """The receipt images in Pictures/Receipts and the expense categories Boss asks for (his message)."""
    v = _fm().receipts_variant(ctx)
    return {**v, "time": ctx["state"]["os"]["clock"]["now"] - 18 * _MIN}


def receipts_moved(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    p = ctx["params"]["rc"]
    return _fm().moved_into(ctx, p["asked_ids"], p["dest_id"])


def boss_told_done(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to Boss (that it is done)."""
    text = wechat_sent_text(ctx["initial"], ctx["final"], "boss")
    return text is not None and text.strip() != "", "one reply", text if text is not None else "no single text message"


def inspection(ctx: dict[str, Any]) -> dict[str, Any]:
    """Download/Inspection records: yesterday's rounds, what is still open, and today's inspector."""
    return _fm().inspection_variant(ctx)


_ALL_NORMAL = ("normal", "all ok", "all good", "all fine", "no anomal", "no open", "no issue", "no problem", "all clear", "nothing open", "正常")


def inspection_reported(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Open anomalies: one message to Boss and one to today's inspector, each naming every open
    device and its issue and no device that was fixed or fine. None open: one message to the
    inspector that all was normal (naming no device), and none to Boss."""
    ip = ctx["params"]["ip"]
    others = ip["resolved_devices"] + ip["ok_devices"]
    to_boss = wechat_sent_text(ctx["initial"], ctx["final"], "boss")
    to_insp = wechat_sent_text(ctx["initial"], ctx["final"], ip["inspector"])

    def states_open(text: str | None) -> bool:
        low = (text or "").lower()
        return text is not None and all(o["device"].lower() in low and o["issue"] in low for o in ip["open"]) and not any(d.lower() in low for d in others)

    if ip["any_open"]:
        ok = states_open(to_boss) and states_open(to_insp)
        return ok, {"boss and inspector": ip["open_text"]}, {"boss": to_boss, "inspector": to_insp}
    low = (to_insp or "").lower()
    normal = to_insp is not None and any(w in low for w in _ALL_NORMAL) and not any(d.lower() in low for d in others)
    sent_boss = [m.get("text") for m in _new_msgs(ctx, "boss") if m.get("from") == "me"]
    return normal and not sent_boss, {"inspector": "all normal", "boss": "nothing"}, {"boss": sent_boss, "inspector": to_insp}


def _new_msgs(ctx: dict[str, Any], chat: str) -> list[dict[str, Any]]:
    from mobilegym_gym.judge.outputs import wechat_chat

    before = {m["id"] for m in wechat_chat(ctx["initial"], chat)}
    return [m for m in wechat_chat(ctx["final"], chat) if m["id"] not in before]


def meeting_materials(ctx: dict[str, Any]) -> dict[str, Any]:
    """Tomorrow's three project meetings in the calendar, one of them noting that its project's
    materials are needed; Download/Meeting materials with files of each project (file_manager's
    hooks)."""
    rng = ctx["rng"]
    fm = _fm()
    projects = [fm._PROJECTS[int(i)] for i in rng.permutation(len(fm._PROJECTS))[:3]]
    target = projects[int(rng.integers(3))]
    files = fm.meeting_materials_variant(ctx, projects, target)
    day = tomorrow(ctx)
    kinds = ["review", "weekly sync", "planning"]
    starts = sorted(int(s) for s in rng.choice(np.arange(18, 34), size=3, replace=False))
    hm = lambda m: f"{m // 60:02d}:{m % 60:02d}"  # noqa: E731
    events = []
    for k, (p, s) in enumerate(zip(projects, starts)):
        notes = (f"Please prepare the meeting materials: every {p} file from Download/Meeting materials." if p == target
                 else ("No materials needed, just the discussion." if k % 2 else ""))  # fmt: skip
        events.append({"id": f"e{k + 1}", "title": f"{p} {kinds[k]}", "date": day["iso"], "allDay": False, "start": hm(s * 30), "end": hm(s * 30 + 60),
                       "type": "event", "reminder": 15, "alarm": False, "notes": notes})  # fmt: skip
    ev = next(e for e in events if e["title"].startswith(target))
    return {**files, "events": events, "n_next": len(events) + 1, "target": target, "event_id": ev["id"], "event_title": ev["title"], "day": day}


def meeting_materials_moved(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    p = ctx["params"]["mm"]
    return _fm().moved_into(ctx, p["match_ids"], p["pack_id"])


def boss_told_materials(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    fm = _fm()
    return fm.names_exactly(wechat_sent_text(ctx["initial"], ctx["final"], "boss"), ctx["params"]["mm"]["match"], fm.meeting_pool_names())


# ---------------------------------------------------------------- Tencent Meeting (its facts are tencent_meeting's hooks')


def _tmh() -> Any:
    return sibling_hooks(__file__, "tencent_meeting")


def _digits(text: str) -> str:
    """A text with its spaces and dashes taken out: "123 456 789" and "123-456-789" read 123456789."""
    return re.sub(r"[\s\-]", "", text)


def longest_planned(ctx: dict[str, Any]) -> dict[str, Any]:
    """A history meeting hosted by someone else with a long planned duration (90 minutes or
    more); every other meeting planned as long or longer is taken out of the history, and 0 to 2
    shorter ones too: ``{history, id, title, host, planned_label, others}`` (others: the titles
    left that are not it)."""
    rng = ctx["rng"]
    tmh = _tmh()
    hist = ctx["state"]["apps"]["tencent_meeting"]["history"]
    cands = [h for h in hist if h["hostId"] != "me" and h["plannedMinutes"] >= 90]
    top = cands[int(rng.integers(len(cands)))]
    keep = [h for h in hist if h["id"] == top["id"] or h["plannedMinutes"] < top["plannedMinutes"]]
    k = int(rng.integers(0, 3))
    shorter = [h for h in keep if h["id"] != top["id"]]
    drop = {shorter[int(i)]["id"] for i in rng.choice(len(shorter), size=k, replace=False)} if k else set()
    keep = [h for h in keep if h["id"] not in drop]
    others = sorted({h["title"] for h in keep if h["id"] != top["id"] and h["title"].casefold() not in top["title"].casefold()})
    hosts = sorted({h["hostName"] for h in hist if h["hostName"] != top["hostName"]})
    return {"history": keep, "id": top["id"], "title": top["title"], "host": top["hostName"],
            "planned_label": tmh.duration_label(top["plannedMinutes"]), "others": others, "other_hosts": hosts}  # fmt: skip


def day_longest(ctx: dict[str, Any]) -> dict[str, Any]:
    """A day with two or more history meetings and the longest of them (end - start):
    ``{iso, label, title, id, digits, shown, others, other_ids, rows}``."""
    tmh = _tmh()
    hist = ctx["state"]["apps"]["tencent_meeting"]["history"]
    days = sorted({h["date"] for h in hist if sum(1 for x in hist if x["date"] == h["date"]) >= 2})
    d = days[int(ctx["rng"].integers(len(days)))]
    on = tmh.shown_order([h for h in hist if h["date"] == d])
    ranked = sorted(on, key=tmh.length, reverse=True)
    if tmh.length(ranked[0]) == tmh.length(ranked[1]):
        raise ValueError("two longest meetings on one day")
    top = ranked[0]
    rows = [t for h in on for t in (h["title"], {"text": f" · {tmh.duration_label(tmh.length(h))}", "exact": False})]
    return {"iso": d, "label": tmh.label(d), "title": top["title"], "id": top["id"], "digits": top["meetingId"],
            "shown": tmh.fmt_id(top["meetingId"]), "others": [h["title"] for h in on if h is not top],
            "other_ids": [h["meetingId"] for h in hist if h is not top], "rows": rows}  # fmt: skip


def day_total(ctx: dict[str, Any]) -> dict[str, Any]:
    """A day with two or more history meetings and their total length (tencent_meeting's)."""
    return _tmh().day_total(ctx)


def told_longest_info(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to ``who`` holds the day's longest meeting's ID (spaces or
    not) and topic, and no other meeting's topic or ID of that day."""
    p = ctx["params"]["dl"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], ctx["params"]["who"])
    if text is None:
        return False, {"id": p["digits"], "topic": p["title"]}, "no single text message"
    flat, low = _digits(text), text.casefold()
    ok = p["digits"] in flat and p["title"].casefold() in low and not any(t.casefold() in low for t in p["others"]) and not any(i in flat for i in p["other_ids"])
    return ok, {"id": p["digits"], "topic": p["title"]}, text


def _says_minutes(text: str, total: int, iso: str) -> bool:
    """The text gives ``total`` minutes: as "145" or as hours and minutes ("2 h 25 min",
    "2小时25分钟"), and no number but those and the date's."""
    h, m = divmod(total, 60)
    nums = {int(x) for x in re.findall(r"\d+", text)}
    y, mo, d = (int(x) for x in iso.split("-"))
    unit_h, unit_m = r"\s*(?:h|hrs?|hours?|小时)", r"\s*(?:m|mins?|minutes?|分钟|分)"
    forms = total in nums or (h > 0 and re.search(rf"(?<!\d){h}{unit_h}\W*(?:and\s*)?{m}{unit_m}" if m else rf"(?<!\d){h}{unit_h}", text, re.IGNORECASE) is not None)
    return forms and nums <= {total, h, m, y, mo, d}


def told_day_total(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to ``who`` gives the day's total meeting time."""
    want = int(ctx["params"]["d"]["total"])
    text = wechat_sent_text(ctx["initial"], ctx["final"], ctx["params"]["who"])
    return text is not None and _says_minutes(text, want, ctx["params"]["d"]["iso"]), f"{want} minutes", text if text is not None else "no single text message"


def pending_moved(ctx: dict[str, Any]) -> dict[str, Any]:
    """A booked meeting that has not started yet (tencent_meeting's), moved to a new start
    (5-minute steps, 08:00-20:55, still after now): ``{id, title, start, hour, minute, date,
    y, m, d, label}``; the solution reads the start off the meeting's detail."""
    rng = ctx["rng"]
    m = _tmh().pending_meeting(ctx)
    clock = ctx["state"]["os"]["clock"]
    now_local = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN) / 1000, dt.UTC)
    floor = now_local.hour * 60 + now_local.minute + 30 if m["date"] == now_local.date().isoformat() else 0
    slots = [t for t in range(8 * 60, 21 * 60, 5) if t >= floor]
    t = int(slots[int(rng.integers(len(slots)))])
    day = dt.date.fromisoformat(m["date"])
    return {"id": m["id"], "title": m["title"], "start": f"{t // 60:02d}:{t % 60:02d}", "hour": t // 60, "minute": t % 60,
            "date": m["date"], "y": day.year, "m": day.month, "d": day.day, "label": f"{_MONTHS[day.month - 1]} {day.day}"}  # fmt: skip


def new_meeting(ctx: dict[str, Any]) -> dict[str, Any]:
    """The counter the phone starts from and the ID the next booked meeting takes
    (tencent_meeting's), with every ID already in the app (a message must give none of them)."""
    tm = ctx["state"]["apps"]["tencent_meeting"]
    old = [m["meetingId"] for m in tm["meetings"]] + [h["meetingId"] for h in tm["history"]]
    return {**_tmh().new_meeting(ctx), "old_ids": old}


def _has_id(text: str | None, digits: str, old: list[str]) -> bool:
    flat = _digits(text or "")
    return text is not None and digits in flat and not any(o in flat for o in old)


def sent_new_id_both(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine on WeChat to ``who`` and one new SMS of mine to
    ``friend`` each give the new meeting's ID (spaced or not) and no other meeting's."""
    from mobilegym_gym.judge.sinks import only_new_item

    nm = ctx["params"]["nm"]
    wx = wechat_sent_text(ctx["initial"], ctx["final"], ctx["params"]["who"])
    fid = ctx["params"]["friend"]["id"]
    thread = lambda s: next((t["messages"] for t in s["os"]["providers"]["sms"] if t["id"] == fid), [])  # noqa: E731
    sms = only_new_item(thread(ctx["initial"]), thread(ctx["final"]), {"direction": "out"})
    sms_text = str(sms.get("text", "")) if sms else None
    ok = _has_id(wx, nm["digits"], nm["old_ids"]) and _has_id(sms_text, nm["digits"], nm["old_ids"])
    return ok, {"wechat": nm["digits"], "sms": nm["digits"]}, {"wechat": wx, "sms": sms_text}


def joinable(ctx: dict[str, Any]) -> dict[str, Any]:
    """An ongoing meeting hosted by someone else (tencent_meeting's)."""
    return _tmh().joinable(ctx)


_KEYWORDS = ("discussion", "meeting", "weekly")


def keyword_case(ctx: dict[str, Any]) -> dict[str, Any]:
    """A keyword and the history without 0 to 3 meetings, so that two or more titles left hold
    it and one of those I spent longest in (the sum of my joins): ``{history, keyword, n, title,
    id, titles, top_mine, others}`` (titles: the matching ones as listed)."""
    rng = ctx["rng"]
    tmh = _tmh()
    hist = ctx["state"]["apps"]["tencent_meeting"]["history"]
    for _ in range(200):
        kw = _KEYWORDS[int(rng.integers(len(_KEYWORDS)))]
        k = int(rng.integers(0, 4))
        drop = {int(i) for i in rng.choice(len(hist), size=k, replace=False)} if k else set()
        keep = [h for i, h in enumerate(hist) if i not in drop]
        hits = tmh.shown_order([h for h in keep if kw in h["title"].casefold()])
        ranked = sorted(hits, key=tmh.mine, reverse=True)
        if len(hits) >= 2 and tmh.mine(ranked[0]) != tmh.mine(ranked[1]):
            top = ranked[0]
            return {"history": keep, "keyword": kw, "n": len(hits), "title": top["title"], "id": top["id"],
                    "titles": [h["title"] for h in hits], "top_mine": tmh.my_total_label(top),
                    "others": [h["title"] for h in hits if h is not top]}  # fmt: skip
    raise ValueError("no keyword case")


def _all_numbers(text: str) -> set[int]:
    """Every run of digits (Chinese text has no word breaks: "共3场") and the words one..ten."""
    found = {int(n) for n in re.findall(r"\d+", text)}
    return found | {i for i, w in enumerate(_WORDS) if re.search(rf"\b{w}\b", text, re.IGNORECASE)}


def keyword_note(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new note, giving the count of matching meetings and the title of the one I
    attended longest, and no other matching title."""
    from mobilegym_gym.judge.outputs import new_notes, note_text

    kc = ctx["params"]["kc"]
    notes = new_notes(ctx["initial"], ctx["final"])
    want = {"count": kc["n"], "title": kc["title"]}
    if len(notes) != 1:
        return False, want, f"{len(notes)} new notes"
    text = note_text(notes[0])
    low = text.casefold()
    ok = kc["n"] in _all_numbers(text) and kc["title"].casefold() in low and not any(t.casefold() in low for t in kc["others"])
    return ok, want, text


def release_shared(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new note holding the new meeting's topic and ID, one new text message of mine on
    WeChat to ``who`` and one new SMS of mine to ``friend`` each giving the ID (and no other
    meeting's)."""
    from mobilegym_gym.judge.outputs import new_notes, note_text

    ok_msgs, want, got = sent_new_id_both(ctx)
    nm, topic = ctx["params"]["nm"], ctx["params"]["topic"]
    notes = new_notes(ctx["initial"], ctx["final"])
    text = note_text(notes[0]) if len(notes) == 1 else None
    ok_note = text is not None and topic.casefold() in text.casefold() and _has_id(text, nm["digits"], nm["old_ids"])
    return ok_msgs and ok_note, {**want, "note": [topic, nm["digits"]]}, {**got, "note": text if text is not None else f"{len(notes)} new notes"}


def wechat_new_id(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine on WeChat to ``who`` gives the new meeting's ID (spaced or
    not) and no other meeting's."""
    nm = ctx["params"]["nm"]
    wx = wechat_sent_text(ctx["initial"], ctx["final"], ctx["params"]["who"])
    return _has_id(wx, nm["digits"], nm["old_ids"]), nm["digits"], wx if wx is not None else "no single text message"


def half_hour(ctx: dict[str, Any]) -> dict[str, Any]:
    """A start on the half hour, 08:00-18:30: ``{hm, hour, minute}``."""
    t = 8 * 60 + 30 * int(ctx["rng"].integers(0, 22))
    return {"hm": f"{t // 60:02d}:{t % 60:02d}", "hour": t // 60, "minute": t % 60}


def reminder_case(ctx: dict[str, Any]) -> dict[str, Any]:
    """Either the booked meetings with 0 or 1 of the first upcoming ones taken out (the target:
    the next one to start), or (half the time: the template's two branches) no upcoming meeting
    and one ongoing meeting left (the target: that one). ``{meetings, upcoming, id, title, start, others}``."""
    rng = ctx["rng"]
    tmh = _tmh()
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    now = int(ctx["state"]["os"]["clock"]["now"])
    meetings = ctx["state"]["apps"]["tencent_meeting"]["meetings"]
    upcoming = sorted((m for m in meetings if tmh._start_ms(m, tz) > now), key=lambda m: tmh._start_ms(m, tz))
    ongoing = tmh._ongoing(ctx)
    if rng.integers(2) == 0 or len(upcoming) < 2:
        target = ongoing[int(rng.integers(len(ongoing)))]
        keep = [target]
        has_upcoming = False
    else:
        j = int(rng.integers(2))
        target = upcoming[j]
        keep = [m for m in meetings if m["id"] not in {u["id"] for u in upcoming[:j]}]
        has_upcoming = True
    others = [m["title"] for m in keep if m["id"] != target["id"] and m["title"].casefold() not in target["title"].casefold()]
    return {"meetings": keep, "upcoming": has_upcoming, "id": target["id"], "title": target["title"], "start": target["start"], "others": others}


def reminder_note(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new note, with the target meeting's topic and start ("09:00", "9:00", "9 AM") and no
    other meeting's topic."""
    from mobilegym_gym.judge.outputs import new_notes, note_text

    rc = ctx["params"]["rc"]
    notes = new_notes(ctx["initial"], ctx["final"])
    want = {"topic": rc["title"], "start": rc["start"]}
    if len(notes) != 1:
        return False, want, f"{len(notes)} new notes"
    text = note_text(notes[0])
    at = mentions_time(text, rc["start"])
    low = text.casefold()
    return at and rc["title"].casefold() in low and not any(t.casefold() in low for t in rc["others"]), want, text


def rain_meeting(ctx: dict[str, Any]) -> dict[str, Any]:
    """A meeting I booked that has not started, moved to tomorrow at a half hour (08:30-20:00)
    whose half-hour-earlier alarm time is no seeded alarm's: ``{id, title, start, date, alarm:
    {hour, minute, hm}}``."""
    rng = ctx["rng"]
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    now = int(ctx["state"]["os"]["clock"]["now"])
    mine = [m for m in ctx["state"]["apps"]["tencent_meeting"]["meetings"] if m["hostId"] == "me" and _tmh()._start_ms(m, tz) > now]
    m = mine[int(rng.integers(len(mine)))]
    while True:
        t = 8 * 60 + 30 + 30 * int(rng.integers(0, 24))
        a = t - 30
        if (a // 60, a % 60) not in _SEEDED_ALARMS:
            break
    return {"id": m["id"], "title": m["title"], "start": f"{t // 60:02d}:{t % 60:02d}", "date": tomorrow(ctx)["iso"],
            "alarm": {"hour": a // 60, "minute": a % 60, "hm": f"{a // 60:02d}:{a % 60:02d}"}}  # fmt: skip


def rain_branch(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Rain tomorrow: the meeting is cancelled (gone) and no alarm was added. No rain: the
    meeting is still there and exactly one new alarm, on, rings half an hour before it."""
    from mobilegym_gym.judge.sinks import new_live_items

    mt, rain = ctx["params"]["mt"], bool(ctx["params"]["rain"])
    kept = any(m["id"] == mt["id"] for m in ctx["final"]["apps"]["tencent_meeting"]["meetings"])
    alarms = new_live_items(ctx["initial"]["apps"]["clock"]["alarms"], ctx["final"]["apps"]["clock"]["alarms"])
    got = {"meeting kept": kept, "new alarms": [(a.get("hour"), a.get("minute"), a.get("enabled")) for a in alarms]}
    if rain:
        return not kept and not alarms, {"meeting kept": False, "new alarms": []}, got
    want = [(mt["alarm"]["hour"], mt["alarm"]["minute"], True)]
    return kept and got["new alarms"] == want, {"meeting kept": True, "new alarms": want}, got


_TAKEN = ("taken", "busy", "occupied", "conflict", "not free", "isn't free", "is not free", "unavailable", "already", "clash", "占用", "冲突", "有安排", "没空", "不空")


def conflict_case(ctx: dict[str, Any]) -> dict[str, Any]:
    """Tomorrow's calendar: two or three one-hour events at distinct hours (09:00-17:00), and a
    time t on the half hour that falls inside one of them (busy, one time in two) or in none (free,
    08:00-19:30): ``{events, n_next, busy, free, t: {hm, hour, minute}, day}``."""
    rng = ctx["rng"]
    day = tomorrow(ctx)
    n = int(rng.integers(2, 4))
    hours = sorted(int(h) for h in rng.choice(np.arange(9, 18), size=n, replace=False))
    titles = [_EVENT_TITLES[int(i)] for i in rng.choice(len(_EVENT_TITLES), size=n, replace=False)]
    events = [{"id": f"e{k + 1}", "title": ti, "date": day["iso"], "allDay": False, "start": f"{h:02d}:00", "end": f"{h + 1:02d}:00",
               "type": "event", "reminder": 15, "alarm": False, "notes": ""} for k, (ti, h) in enumerate(zip(titles, hours))]  # fmt: skip
    busy = bool(rng.integers(2))
    inside = lambda t: any(h * 60 <= t < h * 60 + 60 for h in hours)  # noqa: E731
    slots = [t for t in range(8 * 60, 20 * 60, 30) if inside(t) == busy]
    t = int(slots[int(rng.integers(len(slots)))])
    return {"events": events, "n_next": n + 1, "busy": busy, "free": not busy, "titles": titles, "day": day,
            "t": {"hm": f"{t // 60:02d}:{t % 60:02d}", "hour": t // 60, "minute": t % 60}}  # fmt: skip


def conflict_branch(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Free: exactly one new meeting of mine (topic, tomorrow, t), one new calendar event (same
    name, tomorrow, t, 15-min alarm-style reminder), and the meeting's ID by WeChat to ``who``
    and SMS to ``friend``. Busy: none of those; one WeChat text to ``who`` that the slot is taken
    (and no meeting ID)."""
    from mobilegym_gym.judge.sinks import new_live_items

    p = ctx["params"]
    cc, topic = p["cc"], p["topic"]
    ini, fin = ctx["initial"], ctx["final"]
    meetings = new_live_items(ini["apps"]["tencent_meeting"]["meetings"], fin["apps"]["tencent_meeting"]["meetings"])
    events = new_live_items(ini["apps"]["calendar"]["events"], fin["apps"]["calendar"]["events"])
    fid = p["friend"]["id"]
    thread = lambda s: next((t["messages"] for t in s["os"]["providers"]["sms"] if t["id"] == fid), [])  # noqa: E731
    sms = new_live_items(thread(ini), thread(fin), {"direction": "out"})
    wx = wechat_sent_text(ini, fin, p["who"])
    got = {"meetings": [(m.get("title"), m.get("date"), m.get("start")) for m in meetings],
           "events": [(e.get("title"), e.get("date"), e.get("start"), e.get("reminder"), e.get("alarm")) for e in events],
           "sms": [m.get("text") for m in sms], "wechat": wx}  # fmt: skip
    iso, hm = cc["day"]["iso"], cc["t"]["hm"]
    if cc["busy"]:
        low = (wx or "").lower()
        ok = not meetings and not events and not sms and wx is not None and any(w in low for w in _TAKEN) and p["nm"]["digits"] not in _digits(wx)
        return ok, {"meetings": [], "events": [], "sms": [], "wechat": "the slot is taken"}, got
    want = {"meetings": [(topic, iso, hm)], "events": [(topic, iso, hm, 15, True)], "ids": p["nm"]["digits"]}
    ids_ok = sent_new_id_both(ctx)[0]
    ok = [(m.get("hostId"), *g) for m, g in zip(meetings, got["meetings"])] == [("me", topic, iso, hm)] and got["events"] == want["events"] and ids_ok
    return ok, want, got


def next_meeting(ctx: dict[str, Any]) -> dict[str, Any]:
    """The booked meetings with 0 or 1 of the first upcoming ones taken out, and the next one to
    start: ``{meetings, id, title, start, other_starts}`` (other_starts: the other meetings'
    starts, which a message must not give)."""
    rng = ctx["rng"]
    tmh = _tmh()
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    now = int(ctx["state"]["os"]["clock"]["now"])
    meetings = ctx["state"]["apps"]["tencent_meeting"]["meetings"]
    upcoming = sorted((m for m in meetings if tmh._start_ms(m, tz) > now), key=lambda m: tmh._start_ms(m, tz))
    j = int(rng.integers(min(2, len(upcoming) - 1) + 1)) if len(upcoming) > 1 else 0
    target = upcoming[j]
    keep = [m for m in meetings if m["id"] not in {u["id"] for u in upcoming[:j]}]
    others = sorted({m["start"] for m in keep if m["start"] != target["start"]})
    return {"meetings": keep, "id": target["id"], "title": target["title"], "start": target["start"], "other_starts": others}


def walk_place(ctx: dict[str, Any]) -> dict[str, Any]:
    """A Maps place with a name no other place has, 5 to 59 minutes' walk away: ``{id, name,
    minutes, shown}`` (shown: the walking time as the route shows it)."""
    places = ctx["world"]["map_places"]
    names = [p["name"] for p in places]
    ok = [p for p in places if names.count(p["name"]) == 1 and 5 <= p["walk"]["minutes"] <= 59]
    p = ok[int(ctx["rng"].integers(len(ok)))]
    return {"id": p["id"], "name": p["name"], "minutes": p["walk"]["minutes"], "shown": p["walk"]["durationText"]}


def told_eta(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to ``who`` gives the walking minutes and the next meeting's
    start, and no other meeting's start."""
    p = ctx["params"]
    nx, wp = p["nx"], p["wp"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], p["who"])
    want = {"walk minutes": wp["minutes"], "meeting starts": nx["start"]}
    if text is None:
        return False, want, "no single text message"
    mins = wp["minutes"] in {int(x) for x in re.findall(r"(?<![\d:：])\d+(?![\d:：])", text)}
    ok = mins and mentions_time(text, nx["start"]) and not any(mentions_time(text, s) for s in nx["other_starts"])
    return ok, want, text


def saved_city_by_rain(ctx: dict[str, Any]) -> str:
    """A saved Weather city rainy or dry tomorrow as the drawn branch ``params.rain`` says (the Weather suite's reading)."""
    return str(sibling_hooks(__file__, "weather").saved_city_by_rain(ctx))
