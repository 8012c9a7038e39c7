"""Hooks of the Tencent Meeting templates. Parameter hooks read the INITIAL state and the world
(``world["tencent_meeting"]``: the IDs new meetings take) and draw only from ``ctx["rng"]``.

The rows are the app's state as web_sim/world/tencent_meeting.ts makes them: booked and invited
meetings (``meetings``: date, "HH:MM" start, planned ``duration`` minutes), history meetings
(``history``: date, start, end, ``plannedMinutes``, ``participants`` with me, my ``joins``), the
meeting contacts, and ``active``, the meeting I am in (null when none). The judges read those
plain fields: a history meeting lasted end - start; my time in it is the sum of my joins.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, app_state, pick

APP = "tencent_meeting"

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")

_MINUTE = 60_000


def _minutes(hm: str) -> int:
    h, m = hm.split(":")
    return int(h) * 60 + int(m)


def _hm(minutes: int) -> str:
    m = minutes % 1440
    return f"{m // 60:02d}:{m % 60:02d}"


def fmt_id(digits: str) -> str:
    """A meeting ID as the app shows it: "123 456 789"."""
    return f"{digits[:3]} {digits[3:6]} {digits[6:]}"


def length(h: dict[str, Any]) -> int:
    """A history meeting's length in minutes (start to end)."""
    return _minutes(h["end"]) - _minutes(h["start"])


def mine(h: dict[str, Any]) -> int:
    """My time in a history meeting: the sum of my joins."""
    return sum(j["minutes"] for j in h["joins"])


def duration_label(minutes: int) -> str:
    """A length as the app writes it ("1 h 35 min", "45 min", "2 h"): what a solution's ``see`` reads."""
    h, m = divmod(int(minutes), 60)
    if h == 0:
        return f"{m} min"
    return f"{h} h" if m == 0 else f"{h} h {m} min"


def my_total_label(h: dict[str, Any]) -> str:
    """My time in a history meeting as its detail's "My total time" line shows it ("85 min")."""
    return f"{mine(h)} min"


def label(iso: str) -> str:
    d = dt.date.fromisoformat(iso)
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def _now_ms(ctx: ParamContext) -> int:
    return int(ctx["state"]["os"]["clock"]["now"])


def _start_ms(m: dict[str, Any], tz: int) -> int:
    y, mo, d = (int(x) for x in m["date"].split("-"))
    return int(dt.datetime(y, mo, d, tzinfo=dt.UTC).timestamp() * 1000) + _minutes(m["start"]) * _MINUTE - tz * _MINUTE


def _ongoing(ctx: ParamContext) -> list[dict[str, Any]]:
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    return [m for m in app_state(ctx["state"], APP)["meetings"] if m["hostId"] != "me" and m["participants"] and _start_ms(m, tz) <= _now_ms(ctx)]


def shown_order(hist: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """History meetings in the order the history list shows them: newest first."""
    return sorted(hist, key=lambda h: (h["date"], h["start"]), reverse=True)


# ---------------------------------------------------------------------------------------------
# Parameter hooks


def joinable(ctx: ParamContext) -> dict[str, Any]:
    """An ongoing meeting hosted by someone else, with its people: ``{id, title, hostName,
    participants, others}`` (others: the participants I could message privately)."""
    m = pick(ctx["rng"], _ongoing(ctx))
    return {**m, "others": list(m["participants"])}


def private_peer(ctx: ParamContext) -> str:
    """One participant of ``params.meeting`` other than its host (a private message's recipient)."""
    m = ctx["params"]["meeting"]
    return pick(ctx["rng"], [p for p in m["participants"] if p != m["hostName"]])


def day_total(ctx: ParamContext) -> dict[str, Any]:
    """A day with two or more history meetings: ``{iso, label, total, titles}``, total minutes
    of its meetings (each end - start)."""
    hist = app_state(ctx["state"], APP)["history"]
    days = sorted({h["date"] for h in hist if sum(1 for x in hist if x["date"] == h["date"]) >= 2})
    d = pick(ctx["rng"], days)
    on = shown_order([h for h in hist if h["date"] == d])
    rows = [t for h in on for t in (h["title"], {"text": f" · {duration_label(length(h))}", "exact": False})]
    return {"iso": d, "label": label(d), "total": sum(length(h) for h in on), "titles": [h["title"] for h in on], "rows": rows}


def contact_subset(ctx: ParamContext) -> dict[str, Any]:
    """The contacts with 0 to 2 of them removed: ``{keep, n}``."""
    cs = app_state(ctx["state"], APP)["contacts"]
    k = int(ctx["rng"].integers(0, 3))
    drop = {int(i) for i in ctx["rng"].choice(len(cs), size=k, replace=False)} if k else set()
    keep = [c for i, c in enumerate(cs) if i not in drop]
    return {"keep": keep, "n": len(keep)}


def history_subset(ctx: ParamContext) -> list[dict[str, Any]]:
    """The history without 0 to 4 of the meetings my contacts started and 0 to 2 of the others
    (so how many my contacts started differs between instances)."""
    rng, hist = ctx["rng"], app_state(ctx["state"], APP)["history"]
    contacts = {c["id"] for c in app_state(ctx["state"], APP)["contacts"]}
    drop: set[str] = set()
    for group, most in (([h["id"] for h in hist if h["hostId"] in contacts], 4), ([h["id"] for h in hist if h["hostId"] not in contacts], 2)):
        drop |= {str(i) for i in rng.choice(group, size=int(rng.integers(0, most + 1)), replace=False)}
    return [h for h in hist if h["id"] not in drop]


def friend_hosted(ctx: ParamContext) -> dict[str, Any]:
    """Of ``params.history``: the meetings started by one of my meeting contacts, ``{n, titles}``."""
    contacts = {c["id"] for c in app_state(ctx["state"], APP)["contacts"]}
    hosted = [h for h in shown_order(ctx["params"]["history"]) if h["hostId"] in contacts]
    return {"n": len(hosted), "titles": [h["title"] for h in hosted]}


def longest_case(ctx: ParamContext) -> dict[str, Any]:
    """The history without its 0, 1 or 2 longest meetings: ``{history, title}``, title the
    longest one left (lengths are distinct at the top)."""
    hist = app_state(ctx["state"], APP)["history"]
    ranked = sorted(hist, key=length, reverse=True)
    j = int(ctx["rng"].integers(0, 3))
    gone = {h["id"] for h in ranked[:j]}
    keep = [h for h in hist if h["id"] not in gone]
    top = ranked[j]
    if length(ranked[j + 1]) == length(top):
        raise ValueError("two longest meetings")
    return {"history": keep, "title": top["title"], "length": length(top), "length_line": f" · {duration_label(length(top))}"}


def most_participants_case(ctx: ParamContext) -> dict[str, Any]:
    """The history without 0, 1 or 2 of the meetings I hosted with most people: ``{history,
    title, n, hosted}`` (hosted: the titles of the meetings I hosted that are left)."""
    hist = app_state(ctx["state"], APP)["history"]
    ranked = sorted((h for h in hist if h["hostId"] == "me"), key=lambda h: len(h["participants"]), reverse=True)
    j = int(ctx["rng"].integers(0, 3))
    gone = {h["id"] for h in ranked[:j]}
    keep = [h for h in hist if h["id"] not in gone]
    top = ranked[j]
    if len(ranked[j + 1]["participants"]) == len(top["participants"]):
        raise ValueError("a tie for most participants")
    return {"history": keep, "title": top["title"], "n": len(top["participants"]), "hosted": [h["title"] for h in shown_order(ranked[j:])]}


def history_meeting(ctx: ParamContext) -> dict[str, Any]:
    """A history meeting whose title no other has, with its start and planned length."""
    hist = app_state(ctx["state"], APP)["history"]
    h = pick(ctx["rng"], [h for h in hist if sum(1 for x in hist if x["title"] == h["title"]) == 1])
    return {**h, "label": label(h["date"]), "start_line": f"{h['date']} {h['start']}", "planned_label": duration_label(h["plannedMinutes"])}


def second_join(ctx: ParamContext) -> dict[str, Any]:
    """A history meeting I joined twice or more: ``{title, at, line}`` (at: my second join)."""
    h = pick(ctx["rng"], [h for h in app_state(ctx["state"], APP)["history"] if len(h["joins"]) >= 2])
    j = h["joins"][1]
    return {"id": h["id"], "title": h["title"], "at": j["at"], "line": f"Joined at {j['at']} · {j['minutes']} min"}


def compare_case(ctx: ParamContext) -> dict[str, Any]:
    """Two history meetings (one time in three, two I spent equally long in): ``{a, b, answer,
    a_min, b_min}``; answer is a's title, b's, or "Equal"."""
    rng = ctx["rng"]
    hist = app_state(ctx["state"], APP)["history"]
    pairs = [(a, b) for i, a in enumerate(hist) for b in hist[i + 1 :] if a["title"] != b["title"]]
    equal = [p for p in pairs if mine(p[0]) == mine(p[1])]
    unequal = [p for p in pairs if mine(p[0]) != mine(p[1])]
    a, b = pick(ctx["rng"], equal if equal and rng.integers(3) == 0 else unequal)
    if rng.integers(2):
        a, b = b, a
    answer = "Equal" if mine(a) == mine(b) else a["title"] if mine(a) > mine(b) else b["title"]
    return {"a": a, "b": b, "answer": answer, "a_min": my_total_label(a), "b_min": my_total_label(b)}


def pending_meeting(ctx: ParamContext) -> dict[str, Any]:
    """A booked meeting that has not started yet: with its ID as shown and its end time."""
    tz = int(ctx["state"]["os"]["clock"]["tzOffsetMinutes"])
    m = pick(ctx["rng"], [m for m in app_state(ctx["state"], APP)["meetings"] if _start_ms(m, tz) > _now_ms(ctx)])
    end = _minutes(m["start"]) + int(m["duration"])
    return {**m, "shown_id": fmt_id(m["meetingId"]), "end": _hm(end), "label": label(m["date"])}


def room_id(ctx: ParamContext) -> dict[str, Any]:
    """A personal meeting-room ID unlike every meeting's: ``{digits, shown}``."""
    taken = {m["meetingId"] for m in app_state(ctx["state"], APP)["meetings"]} | {h["meetingId"] for h in app_state(ctx["state"], APP)["history"]}
    while True:
        digits = str(int(ctx["rng"].integers(100_000_000, 1_000_000_000)))
        if digits not in taken:
            return {"digits": digits, "shown": fmt_id(digits)}


def new_meeting(ctx: ParamContext) -> dict[str, Any]:
    """The counter the phone starts from (1..40) and the ID the next booked meeting takes
    (the world's ``newIds[nextId % 64]``, the app's own rule), as shown."""
    n = int(ctx["rng"].integers(1, 41))
    ids = ctx["world"]["tencent_meeting"]["newIds"]
    digits = ids[n % len(ids)]
    return {"next_id": n, "digits": digits, "shown": fmt_id(digits)}


def password(ctx: ParamContext) -> str:
    """A 4 to 6 digit password."""
    n = int(ctx["rng"].integers(4, 7))
    return "".join(str(int(d)) for d in ctx["rng"].integers(0, 10, size=n))
