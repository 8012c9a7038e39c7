"""Hooks of the crossapp_work templates.

Parameter hooks get ``{state, world, params, rng}`` (the fresh state) and draw only from
``ctx["rng"]``: they draw the instance, compute its facts (a count, a total, the longest meeting)
and the candidate sets an output's names range over (the day's meetings, every meeting ID, the
files of a folder). The messages, notes and SMS are judged by the templates' declared claims
(judge.claims), in each branch by goals with ``when``; the goal hooks left judge file moves.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import numpy as np

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, pick, sibling_hooks

_MIN = 60_000


def _hm(minutes: int) -> str:
    """Minutes after midnight as the calendar writes a time ("09:30")."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


# ---------------------------------------------------------------- work orders


def workorder_variant(ctx: ParamContext) -> dict[str, Any]:
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


# ---------------------------------------------------------------- calendar, SMS and clock (helper/commerce)

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")
_EVENT_TITLES = ("Budget review", "Design sync", "Quarterly planning", "Vendor call", "Team lunch", "One-on-one", "Training session")
#: Times of the seeded Clock alarms: an alarm due at one of them would already be set.
_SEEDED_ALARMS = {(6, 30), (7, 15), (8, 0), (9, 30), (15, 0), (19, 0), (22, 45)}


def tomorrow(ctx: ParamContext) -> dict[str, Any]:
    """Tomorrow on the phone's clock: ``{iso, y, m, d, label}`` (label: "May 15")."""
    clock = ctx["state"]["os"]["clock"]
    day = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN) / 1000, dt.UTC).date() + dt.timedelta(days=1)
    return {"iso": day.isoformat(), "y": day.year, "m": day.month, "d": day.day, "label": f"{_MONTHS[day.month - 1]} {day.day}"}


def tomorrow_agenda(ctx: ParamContext) -> dict[str, Any]:
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
    events = [{"id": f"e{k + 1}", "title": t, "date": day, "allDay": False, "start": _hm(s * 30), "end": _hm(s * 30 + 60), "type": "event", "reminder": 15, "alarm": False, "notes": ""} for k, (t, s) in enumerate(zip(titles, starts))]
    return {"events": events[::-1], "first": events[0], "titles": titles, "alarm": {"hour": alarm // 60, "minute": alarm % 60, "hm": _hm(alarm)}}


# ---------------------------------------------------------------- Files (the folders are file_manager's hooks')


def _fm() -> Any:
    return sibling_hooks(__file__, "file_manager")


def _named(files: dict[str, Any], asked: list[str], pool: list[str]) -> dict[str, Any]:
    """``files`` (a file_manager variant) with ``names``: every file of ``pool`` as a person may
    name it (its name, and its stem where no other file has that stem: a candidate set of
    ``entity`` claims), the asked ones first, then the others on this phone."""
    fm = _fm()
    here = {n["name"] for n in files["files"]}
    stems = [fm.stem(n).casefold() for n in pool]
    ordered = sorted(pool, key=lambda n: (n not in asked, n not in here))
    return {**files, "names": [[n, fm.stem(n)] if stems.count(fm.stem(n).casefold()) == 1 else [n] for n in ordered]}


def error_logs(ctx: ParamContext) -> dict[str, Any]:
    """The current and archived logs of Download/Troubleshooting and the ERROR count of the current ones."""
    return _fm().error_logs_variant(ctx)


def pdf_reports(ctx: ParamContext) -> dict[str, Any]:
    """Documents' PDF reports (at the top and in a subfolder) among files that are not, and the
    names a message could give (``names``)."""
    v = _fm().pdf_reports_variant(ctx)
    return _named(v, v["reports"], _fm().pool_names())


def reports_moved(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Every PDF report under Documents is in Documents/final_reports, otherwise unchanged."""
    p = ctx["params"]["pr"]
    return _fm().moved_into(ctx, p["report_ids"], p["final_id"])


def attachments(ctx: ParamContext) -> dict[str, Any]:
    """The materials in Download/To submit, the three Boss asks for (his message) and the names
    a reply could give (``names``)."""
    v = _fm().attachments_variant(ctx)
    return _named({**v, "time": ctx["state"]["os"]["clock"]["now"] - 12 * _MIN}, v["asked"], _fm().pool_names())


def attachments_moved(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]["sb"]
    return _fm().moved_into(ctx, p["asked_ids"], p["sub_id"])


def receipts(ctx: ParamContext) -> dict[str, Any]:
    """The receipt images in Pictures/Receipts and the expense categories Boss asks for (his message)."""
    v = _fm().receipts_variant(ctx)
    return {**v, "time": ctx["state"]["os"]["clock"]["now"] - 18 * _MIN}


def receipts_moved(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]["rc"]
    return _fm().moved_into(ctx, p["asked_ids"], p["dest_id"])


def inspection(ctx: ParamContext) -> dict[str, Any]:
    """Download/Inspection records: yesterday's rounds, what is still open, and today's inspector;
    ``devices`` and ``issues``: every device and issue a report could name, ``open_issues``: the
    open ones'."""
    fm = _fm()
    v = fm.inspection_variant(ctx)
    return {**v, "devices": list(fm._DEVICES), "issues": list(fm._ISSUES), "open_issues": [o["issue"] for o in v["open"]]}


#: How a message says all was normal, and how it says something is not (negation read: "no
#: anomaly", "nothing is open" say normal).


def meeting_materials(ctx: ParamContext) -> dict[str, Any]:
    """Tomorrow's three project meetings in the calendar, one of them noting that its project's
    materials are needed; Download/Meeting materials with files of each project (file_manager's
    hooks); the names a message could give (``names``)."""
    rng = ctx["rng"]
    fm = _fm()
    projects = [fm._PROJECTS[int(i)] for i in rng.permutation(len(fm._PROJECTS))[:3]]
    target = projects[int(rng.integers(3))]
    files = fm.meeting_materials_variant(ctx, projects, target)
    day = tomorrow(ctx)
    kinds = ["review", "weekly sync", "planning"]
    starts = sorted(int(s) for s in rng.choice(np.arange(18, 34), size=3, replace=False))
    events = []
    for k, (p, s) in enumerate(zip(projects, starts)):
        notes = (f"Please prepare the meeting materials: every {p} file from Download/Meeting materials." if p == target
                 else ("No materials needed, just the discussion." if k % 2 else ""))  # fmt: skip
        events.append({"id": f"e{k + 1}", "title": f"{p} {kinds[k]}", "date": day["iso"], "allDay": False, "start": _hm(s * 30), "end": _hm(s * 30 + 60),
                       "type": "event", "reminder": 15, "alarm": False, "notes": notes})  # fmt: skip
    ev = next(e for e in events if e["title"].startswith(target))
    return _named({**files, "events": events, "n_next": len(events) + 1, "target": target, "event_id": ev["id"], "event_title": ev["title"], "day": day},
                  files["match"], fm.meeting_pool_names())  # fmt: skip


def meeting_materials_moved(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]["mm"]
    return _fm().moved_into(ctx, p["match_ids"], p["pack_id"])


# ---------------------------------------------------------------- Tencent Meeting (its facts are tencent_meeting's hooks')


def _tmh() -> Any:
    return sibling_hooks(__file__, "tencent_meeting")


def _id_names(digits: str) -> list[str]:
    """A meeting ID as a person may write it: as the app shows it ("123 456 789"), run together
    and dashed (one candidate of an ``entity`` claim, with its aliases)."""
    shown = _tmh().fmt_id(digits)
    return [shown, digits, shown.replace(" ", "-")]


def _all_ids(state: dict[str, Any], *more: str) -> list[list[str]]:
    """``more`` and every meeting ID in Tencent Meeting (booked and past), each with its aliases:
    the candidates a message giving one ID ranges over."""
    tm = state["apps"]["tencent_meeting"]
    return [_id_names(d) for d in dict.fromkeys([*more, *(m["meetingId"] for m in tm["meetings"]), *(h["meetingId"] for h in tm["history"])])]


def longest_planned(ctx: ParamContext) -> dict[str, Any]:
    """A history meeting hosted by someone else with a long planned duration (90 minutes or
    more); every other meeting planned as long or longer is taken out of the history, and 0 to 2
    shorter ones too: ``{history, id, title, host, planned_label, titles, hosts}`` (titles and
    hosts: those of the meetings left, which a message naming one ranges over)."""
    rng = ctx["rng"]
    tmh = _tmh()
    hist = ctx["state"]["apps"]["tencent_meeting"]["history"]
    cands = [h for h in hist if h["hostId"] != "me" and h["plannedMinutes"] >= 90]
    top = pick(rng, cands)
    keep = [h for h in hist if h["id"] == top["id"] or h["plannedMinutes"] < top["plannedMinutes"]]
    k = int(rng.integers(0, 3))
    shorter = [h for h in keep if h["id"] != top["id"]]
    drop = {shorter[int(i)]["id"] for i in rng.choice(len(shorter), size=k, replace=False)} if k else set()
    keep = [h for h in keep if h["id"] not in drop]
    return {"history": keep, "id": top["id"], "title": top["title"], "host": top["hostName"], "planned_label": tmh.duration_label(top["plannedMinutes"]),
            "titles": sorted({h["title"] for h in keep}), "hosts": sorted({h["hostName"] for h in keep})}  # fmt: skip


def hosts_but_recipient(ctx: ParamContext) -> list[str]:
    """The hosts a message about ``lp`` ranges over, less the recipient's own name unless it is
    the answer: "Hi Chen Jing, ..." greets her and names no host."""
    lp, name = ctx["params"]["lp"], ctx["params"]["name"]
    return [h for h in lp["hosts"] if h != name or h == lp["host"]]


def day_longest(ctx: ParamContext) -> dict[str, Any]:
    """A day with two or more history meetings and the longest of them (end - start):
    ``{iso, label, title, id, digits, shown, titles, ids, rows}`` (titles: the day's meetings';
    ids: every meeting ID with its aliases, the answer's first)."""
    tmh = _tmh()
    hist = ctx["state"]["apps"]["tencent_meeting"]["history"]
    days = sorted({h["date"] for h in hist if sum(1 for x in hist if x["date"] == h["date"]) >= 2})
    d = pick(ctx["rng"], days)
    on = tmh.shown_order([h for h in hist if h["date"] == d])
    ranked = sorted(on, key=tmh.length, reverse=True)
    if tmh.length(ranked[0]) == tmh.length(ranked[1]):
        raise ValueError("two longest meetings on one day")
    top = ranked[0]
    rows = [t for h in on for t in (h["title"], {"text": f" · {tmh.duration_label(tmh.length(h))}", "exact": False})]
    return {"iso": d, "label": tmh.label(d), "title": top["title"], "id": top["id"], "digits": top["meetingId"], "shown": tmh.fmt_id(top["meetingId"]),
            "titles": [h["title"] for h in on], "ids": _all_ids(ctx["state"], top["meetingId"]), "rows": rows}  # fmt: skip


def day_total(ctx: ParamContext) -> dict[str, Any]:
    """A day with two or more history meetings and their total length (tencent_meeting's), with
    ``lengths``: each meeting's, the breakdown a message may give beside the total."""
    tmh = _tmh()
    d = tmh.day_total(ctx)
    on = [h for h in ctx["state"]["apps"]["tencent_meeting"]["history"] if h["date"] == d["iso"]]
    return {**d, "lengths": [tmh.length(h) for h in on]}


def pending_moved(ctx: ParamContext) -> dict[str, Any]:
    """A booked meeting that has not started yet (tencent_meeting's), moved to a new start
    (5-minute steps, 08:00-20:55, still after now): ``{id, title, start, hour, minute, date,
    y, m, d, label}``; the solution reads the start off the meeting's detail."""
    rng = ctx["rng"]
    m = _tmh().pending_meeting(ctx)
    clock = ctx["state"]["os"]["clock"]
    now_local = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN) / 1000, dt.UTC)
    floor = now_local.hour * 60 + now_local.minute + 30 if m["date"] == now_local.date().isoformat() else 0
    slots = [t for t in range(8 * 60, 21 * 60, 5) if t >= floor]
    t = int(pick(rng, slots))
    day = dt.date.fromisoformat(m["date"])
    return {"id": m["id"], "title": m["title"], "start": f"{t // 60:02d}:{t % 60:02d}", "hour": t // 60, "minute": t % 60,
            "date": m["date"], "y": day.year, "m": day.month, "d": day.day, "label": f"{_MONTHS[day.month - 1]} {day.day}"}  # fmt: skip




def new_meeting(ctx: ParamContext) -> dict[str, Any]:
    """The counter the phone starts from and the ID the next booked meeting takes
    (tencent_meeting's), with ``ids``: every meeting ID the app will hold, the new one's first,
    each with its aliases (a message giving the new ID gives none of the others)."""
    new = _tmh().new_meeting(ctx)
    return {**new, "ids": _all_ids(ctx["state"], new["digits"])}


def joinable(ctx: ParamContext) -> dict[str, Any]:
    """An ongoing meeting hosted by someone else (tencent_meeting's)."""
    return _tmh().joinable(ctx)




_KEYWORDS = ("discussion", "meeting", "weekly")


def keyword_case(ctx: ParamContext) -> dict[str, Any]:
    """A keyword and the history without 0 to 3 meetings, so that two or more titles left hold
    it and one of those I spent longest in (the sum of my joins): ``{history, keyword, n, title,
    id, titles, top_mine}`` (titles: the matching ones as listed)."""
    rng = ctx["rng"]
    tmh = _tmh()
    hist = ctx["state"]["apps"]["tencent_meeting"]["history"]
    for _ in range(200):
        kw = pick(rng, _KEYWORDS)
        k = int(rng.integers(0, 4))
        drop = {int(i) for i in rng.choice(len(hist), size=k, replace=False)} if k else set()
        keep = [h for i, h in enumerate(hist) if i not in drop]
        hits = tmh.shown_order([h for h in keep if kw in h["title"].casefold()])
        ranked = sorted(hits, key=tmh.mine, reverse=True)
        if len(hits) >= 2 and tmh.mine(ranked[0]) != tmh.mine(ranked[1]):
            top = ranked[0]
            return {"history": keep, "keyword": kw, "n": len(hits), "title": top["title"], "id": top["id"],
                    "titles": [h["title"] for h in hits], "top_mine": tmh.my_total_label(top)}  # fmt: skip
    raise ValueError("no keyword case")


def half_hour(ctx: ParamContext) -> dict[str, Any]:
    """A start on the half hour, 08:00-18:30: ``{hm, hour, minute}``."""
    t = 8 * 60 + 30 * int(ctx["rng"].integers(0, 22))
    return {"hm": f"{t // 60:02d}:{t % 60:02d}", "hour": t // 60, "minute": t % 60}




def reminder_case(ctx: ParamContext) -> dict[str, Any]:
    """Either the booked meetings with 0 or 1 of the first upcoming ones taken out (the target:
    the next one to start), or (half the time: the template's two branches) no upcoming meeting and one ongoing meeting
    left (the target: that one). ``{meetings, upcoming, id, title, start, titles}`` (titles:
    every meeting's left, which a note naming one ranges over)."""
    rng = ctx["rng"]
    tmh = _tmh()
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    now = int(ctx["state"]["os"]["clock"]["now"])
    meetings = ctx["state"]["apps"]["tencent_meeting"]["meetings"]
    upcoming = sorted((m for m in meetings if tmh._start_ms(m, tz) > now), key=lambda m: tmh._start_ms(m, tz))
    ongoing = tmh._ongoing(ctx)
    if rng.integers(2) == 0 or len(upcoming) < 2:
        target = pick(rng, ongoing)
        keep = [target]
        has_upcoming = False
    else:
        j = int(rng.integers(2))
        target = upcoming[j]
        keep = [m for m in meetings if m["id"] not in {u["id"] for u in upcoming[:j]}]
        has_upcoming = True
    return {"meetings": keep, "upcoming": has_upcoming, "id": target["id"], "title": target["title"], "start": target["start"], "titles": sorted({m["title"] for m in keep})}


def rain_meeting(ctx: ParamContext) -> dict[str, Any]:
    """A meeting I booked that has not started, moved to tomorrow at a half hour (08:30-20:00)
    whose half-hour-earlier alarm time is no seeded alarm's: ``{id, title, start, date, alarm:
    {hour, minute, hm}}``."""
    rng = ctx["rng"]
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    now = int(ctx["state"]["os"]["clock"]["now"])
    mine = [m for m in ctx["state"]["apps"]["tencent_meeting"]["meetings"] if m["hostId"] == "me" and _tmh()._start_ms(m, tz) > now]
    m = pick(rng, mine)
    while True:
        t = 8 * 60 + 30 + 30 * int(rng.integers(0, 24))
        a = t - 30
        if (a // 60, a % 60) not in _SEEDED_ALARMS:
            break
    return {"id": m["id"], "title": m["title"], "start": f"{t // 60:02d}:{t % 60:02d}", "date": tomorrow(ctx)["iso"],
            "alarm": {"hour": a // 60, "minute": a % 60, "hm": f"{a // 60:02d}:{a % 60:02d}"}}  # fmt: skip



def conflict_case(ctx: ParamContext) -> dict[str, Any]:
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

    def inside(t: int) -> bool:
        return any(h * 60 <= t < h * 60 + 60 for h in hours)

    slots = [t for t in range(8 * 60, 20 * 60, 30) if inside(t) == busy]
    t = int(pick(rng, slots))
    return {"events": events, "n_next": n + 1, "busy": busy, "free": not busy, "titles": titles, "day": day,
            "t": {"hm": f"{t // 60:02d}:{t % 60:02d}", "hour": t // 60, "minute": t % 60}}  # fmt: skip




#: How a message says the slot is taken, and how it says it is free (negation read: "not free"
#: says taken, "not taken" says free). Every wording of the instruction says "taken".


def next_meeting(ctx: ParamContext) -> dict[str, Any]:
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


def walk_place(ctx: ParamContext) -> dict[str, Any]:
    """A Maps place with a name no other place has, 5 to 59 minutes' walk away: ``{id, name,
    minutes, shown}`` (shown: the walking time as the route shows it)."""
    places = ctx["world"]["map_places"]
    names = [p["name"] for p in places]
    ok = [p for p in places if names.count(p["name"]) == 1 and 5 <= p["walk"]["minutes"] <= 59]
    p = pick(ctx["rng"], ok)
    return {"id": p["id"], "name": p["name"], "minutes": p["walk"]["minutes"], "shown": p["walk"]["durationText"]}


def saved_city_by_rain(ctx: ParamContext) -> str:
    """A saved Weather city rainy or dry tomorrow as the drawn branch ``params.rain`` says (the Weather suite's reading)."""
    return str(sibling_hooks(__file__, "weather").saved_city_by_rain(ctx))
