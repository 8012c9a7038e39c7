"""Hooks of the Calendar templates. Parameter hooks read the INITIAL state (and the world's
holiday table) and draw only from ``ctx["rng"]``; check hooks compare the final state with the
initial one.

A fresh phone has no events: templates seed ``apps.calendar.events`` with ``seed_events`` (a mix
of keyword families, such as three yoga classes, and one-off events over the coming weeks).
Dates are local ISO days ("2026-05-14"), times "HH:MM", as the app stores them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, new_live_items, pick

_MINUTE = 60_000

# Keyword families: every title holds its keyword (any case), and no other seeded title does.
_FAMILIES: dict[str, tuple[str, ...]] = {
    "yoga": ("Morning yoga", "Yoga class", "Yoga with Anna", "Yoga retreat"),
    "dentist": ("Dentist appointment", "Dentist follow-up", "Dentist cleaning", "Dentist check-up"),
    "project": ("Project kickoff", "Project review", "Project retro", "Project demo"),
    "interview": ("Phone interview", "Interview with Acme", "Final interview", "Interview debrief"),
    "piano": ("Piano lesson", "Piano recital", "Piano practice", "Piano tuning"),
}
_SINGLES = ("Haircut", "Book club", "Car service", "Call the landlord", "Pay the electricity bill", "Parent-teacher meeting", "Farmers market", "Movie night")
_STARTS = ("08:00", "08:30", "09:00", "10:00", "10:30", "11:00", "13:00", "14:00", "14:30", "15:00", "16:00", "17:30", "19:00", "20:00")
_LENGTHS = (30, 45, 60, 90, 120)

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


def today(ctx: ParamContext) -> dt.date:
    clock = ctx["state"]["os"]["clock"]
    local = clock["now"] + clock["tzOffsetMinutes"] * _MINUTE
    return dt.datetime.fromtimestamp(local / 1000, dt.UTC).date()


def describe(d: dt.date) -> dict[str, Any]:
    """A date as templates use it: ISO, the picker's year/month/day and a spoken form."""
    return {"iso": d.isoformat(), "y": d.year, "m": d.month, "d": d.day, "label": f"{MONTHS[d.month - 1]} {d.day}, {d.year}"}


def _hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _minutes(hm: str) -> int:
    h, m = hm.split(":")
    return int(h) * 60 + int(m)


def event(eid: str, title: str, day: dt.date, start: str, length: int) -> dict[str, Any]:
    return {"id": eid, "title": title, "date": day.isoformat(), "allDay": False, "start": start, "end": _hm(_minutes(start) + length), "type": "event", "reminder": 15, "alarm": False, "notes": ""}


def seed_events(ctx: ParamContext) -> list[dict[str, Any]]:
    """Two to four events of each of three keyword families and three one-off events over the
    next two weeks, several on some days, at distinct times (ids e1..eN in date and time order)."""
    rng = ctx["rng"]
    base = today(ctx)
    families = [list(_FAMILIES)[int(i)] for i in rng.choice(len(_FAMILIES), size=3, replace=False)]
    titles: list[str] = []
    for f in families:
        n = int(rng.integers(2, 5))
        titles += [_FAMILIES[f][int(i)] for i in rng.choice(len(_FAMILIES[f]), size=n, replace=False)]
    titles += [_SINGLES[int(i)] for i in rng.choice(len(_SINGLES), size=3, replace=False)]
    slots: set[tuple[int, int]] = set()
    while len(slots) < len(titles):
        slots.add((int(rng.integers(1, 15)), _minutes(pick(rng, _STARTS))))
    order = [int(i) for i in rng.permutation(len(titles))]
    out = []
    for k, ((off, start), ti) in enumerate(zip(sorted(slots), order)):
        out.append(event(f"e{k + 1}", titles[ti], base + dt.timedelta(days=off), _hm(start), pick(rng, _LENGTHS)))
    return out


def seed_next_id(ctx: ParamContext) -> int:
    return len(ctx["params"]["events"]) + 1


def family(ctx: ParamContext) -> dict[str, Any]:
    """A keyword with two or more seeded events: ``{keyword, ids, titles, count, earliest}``
    (earliest: the title of the first by date and time, the order search lists them in)."""
    rng = ctx["rng"]
    events = ctx["params"]["events"]
    present = [k for k in _FAMILIES if sum(k in e["title"].lower() for e in events) >= 2]
    kw = pick(rng, present)
    hits = sorted((e for e in events if kw in e["title"].lower()), key=lambda e: (e["date"], _minutes(e["start"])))
    return {"keyword": kw, "ids": [e["id"] for e in hits], "titles": [e["title"] for e in hits], "count": len(hits), "earliest": hits[0]["title"]}


def future_date(ctx: ParamContext) -> dict[str, Any]:
    """A day 2-40 days from today."""
    return describe(today(ctx) + dt.timedelta(days=int(ctx["rng"].integers(2, 41))))


def any_date(ctx: ParamContext) -> dict[str, Any]:
    """A day from 60 days ago to 200 days ahead (still inside the pickers' three years)."""
    return describe(today(ctx) + dt.timedelta(days=int(ctx["rng"].integers(-60, 201))))


def shifted(ctx: ParamContext) -> dict[str, Any]:
    """``params.base`` plus ``params.n`` days (``params.sign``: 1 after, -1 before)."""
    base = dt.date.fromisoformat(ctx["params"]["base"]["iso"])
    return describe(base + dt.timedelta(days=int(ctx["params"].get("sign", 1)) * int(ctx["params"]["n"])))


def time_of(minutes: int) -> dict[str, Any]:
    return {"hm": _hm(minutes), "hour": minutes // 60, "minute": minutes % 60}


def time_slot(ctx: ParamContext) -> dict[str, Any]:
    """A start between 08:00 and 17:00 and an end 30-150 minutes later (5-minute steps):
    ``{start, end}`` each ``{hm, hour, minute}``."""
    rng = ctx["rng"]
    start = 8 * 60 + 15 * int(rng.integers(0, 37))
    return {"start": time_of(start), "end": time_of(start + 30 * int(rng.integers(1, 6)))}


def moved(ctx: ParamContext) -> dict[str, Any]:
    """A new date and start for ``params.target``: the end follows, keeping the event's length.
    ``{date, start, end}``."""
    rng = ctx["rng"]
    e = ctx["params"]["target"]
    length = _minutes(e["end"]) - _minutes(e["start"])
    day = dt.date.fromisoformat(e["date"]) + dt.timedelta(days=int(rng.choice([-3, -2, -1, 1, 2, 3, 4, 5])))
    start = 8 * 60 + 30 * int(rng.integers(0, 24))
    while _hm(start) == e["start"]:
        start += 30
    return {"date": describe(day), "start": time_of(start), "end": time_of(start + length)}


def holidays_this_year(ctx: ParamContext) -> list[dict[str, Any]]:
    year = today(ctx).year
    return [h for h in ctx["world"]["calendar_holidays"] if h["year"] == year]


def with_makeup_after(ctx: ParamContext) -> list[dict[str, Any]]:
    """This year's holidays with a make-up workday after their last day off, each with
    ``after``: the first such day (described)."""
    out = []
    for h in holidays_this_year(ctx):
        later = [w for w in h["makeupDays"] if w > h["end"]]
        if later:
            out.append({**h, "after": describe(dt.date.fromisoformat(later[0]))})
    return out


def makeup_case(ctx: ParamContext) -> dict[str, Any]:
    """One of this year's holidays, with ``needed`` (it has make-up workdays) and ``first`` (the
    first of them, described, when there is one)."""
    hs = holidays_this_year(ctx)
    return _makeup_described(pick(ctx["rng"], hs))


def _makeup_described(h: dict[str, Any]) -> dict[str, Any]:
    first = describe(dt.date.fromisoformat(h["makeupDays"][0])) if h["makeupDays"] else None
    return {**h, "needed": bool(h["makeupDays"]), "first": first, "start_d": describe(dt.date.fromisoformat(h["start"]))}


def no_keyword_events(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """No event whose title or notes hold ``params.fam.keyword`` (any case) is left."""
    kw = ctx["params"]["fam"]["keyword"]
    left = [e["title"] for e in ctx["final"]["apps"]["calendar"]["events"] if kw in (e["title"] + "\n" + e["notes"]).lower()]
    return not left, f"no events about {kw!r}", left


def _by_day(ctx: ParamContext) -> dict[str, list[dict[str, Any]]]:
    days: dict[str, list[dict[str, Any]]] = {}
    for e in sorted(ctx["params"]["events"], key=lambda e: (e["date"], _minutes(e["start"]))):
        days.setdefault(e["date"], []).append(e)
    return days


def busy_day(ctx: ParamContext) -> dict[str, Any]:
    """A seeded day with two or more events: ``{day, first, titles}`` (first: the earliest
    event; titles in the order the day's list shows them)."""
    days = [v for v in _by_day(ctx).values() if len(v) >= 2]
    if not days:
        raise ValueError("no day with two events")
    evs = pick(ctx["rng"], days)
    return {"day": describe(dt.date.fromisoformat(evs[0]["date"])), "first": evs[0], "titles": [e["title"] for e in evs]}


def two_days(ctx: ParamContext) -> dict[str, Any]:
    """Two distinct days of the next two weeks, at least one with events: ``{a, b, na, nb,
    more, a_see, b_see}`` (more: the label of the busier day, or "Equal"; a_see, b_see: what
    each day's list shows)."""
    rng = ctx["rng"]
    days = _by_day(ctx)
    base = today(ctx)
    a = pick(rng, sorted(days))
    others = [(base + dt.timedelta(days=o)).isoformat() for o in range(1, 15)]
    b = [d for d in others if d != a][int(rng.integers(13))]
    na, nb = len(days.get(a, [])), len(days.get(b, []))
    da, db = describe(dt.date.fromisoformat(a)), describe(dt.date.fromisoformat(b))
    if rng.integers(2):
        da, db, na, nb, a, b = db, da, nb, na, b, a
    more = da["label"] if na > nb else db["label"] if nb > na else "Equal"
    return {"a": da, "b": db, "na": na, "nb": nb, "more": more, "a_see": [e["title"] for e in days.get(a, [])] or ["No events"], "b_see": [e["title"] for e in days.get(b, [])] or ["No events"]}


def target_day(ctx: ParamContext) -> dict[str, Any]:
    """The day of ``params.target`` (an event), described."""
    return describe(dt.date.fromisoformat(ctx["params"]["target"]["date"]))


def interval_end(ctx: ParamContext) -> dict[str, Any]:
    """``params.a`` plus ``params.n`` days, described."""
    return describe(dt.date.fromisoformat(ctx["params"]["a"]["iso"]) + dt.timedelta(days=int(ctx["params"]["n"])))


_WD = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def day_short(iso: str) -> str:
    """A day as the holiday list shows it: "Sat, Feb 28"."""
    d = dt.date.fromisoformat(iso)
    return f"{_WD[d.weekday()]}, {MONTHS[d.month - 1][:3]} {d.day}"


def _spans(h: dict[str, Any]) -> str:
    """The days-off line of the holiday list: "Sun, Feb 15 – Mon, Feb 23 · 9 days off"."""
    span = day_short(h["start"]) if h["start"] == h["end"] else f"{day_short(h['start'])} – {day_short(h['end'])}"
    return f"{span} · {h['days']} day{'' if h['days'] == 1 else 's'} off"


def any_holiday(ctx: ParamContext) -> dict[str, Any]:
    """One of this year's holidays, with ``line``: its days-off line in the holiday list."""
    hs = holidays_this_year(ctx)
    h = pick(ctx["rng"], hs)
    return {**h, "line": _spans(h)}


def makeup_after_case(ctx: ParamContext) -> dict[str, Any]:
    """One of ``with_makeup_after``, with ``line`` (days off) and ``work`` (its make-up line)."""
    hs = with_makeup_after(ctx)
    h = pick(ctx["rng"], hs)
    return {**h, "line": _spans(h), "work": "Make-up workdays: " + "; ".join(day_short(w) for w in h["makeupDays"])}


def makeup_reminder_case(ctx: ParamContext) -> dict[str, Any]:
    """``makeup_case`` plus what the reference solution does in either branch: ``n`` events to
    create (1 or 0), ``day`` the editor's date (the first make-up day, else the holiday's first
    day), ``finish`` (save or cancel the new event), ``work`` the holiday list's make-up line
    and ``answer`` the choice. Whether a make-up day is needed is drawn first, half the time
    each, then a holiday of that kind (4 of the 7 have one: drawing the holiday alone favoured
    "needed")."""
    rng = ctx["rng"]
    needed = bool(rng.integers(2))
    hs = [h for h in holidays_this_year(ctx) if bool(h["makeupDays"]) == needed]
    c = _makeup_described(pick(rng, hs))
    work = "Make-up workdays: " + "; ".join(day_short(w) for w in c["makeupDays"]) if c["needed"] else "No make-up workdays"
    return {
        **c,
        "n": 1 if c["needed"] else 0,
        "day": c["first"] or c["start_d"],
        "date": c["first"]["iso"] if c["first"] else "",
        "finish": "cal-edit-save" if c["needed"] else "cal-edit-cancel",
        "work": work,
        "answer": "Needed" if c["needed"] else "Not needed",
    }


def makeup_event_as_needed(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """With a make-up workday: exactly one new event, ``params.title`` on its first make-up day.
    Without one: no new event, and the answer was submitted (so the goal is not met before the
    agent decided)."""
    c, title = ctx["params"]["c"], ctx["params"]["title"]
    new = new_live_items(ctx["initial"]["apps"]["calendar"]["events"], ctx["final"]["apps"]["calendar"]["events"])
    seen = [{"title": e["title"], "date": e["date"]} for e in new]
    if c["needed"]:
        return seen == [{"title": title, "date": c["date"]}], [{"title": title, "date": c["date"]}], seen
    submitted = bool(ctx["final"]["apps"]["answer_sheet"]["submitted"])
    return not new and submitted, "no new event, answer submitted", {"new": seen, "submitted": submitted}
