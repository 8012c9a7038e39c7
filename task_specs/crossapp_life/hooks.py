"""Hooks of the crossapp_life templates.

Parameter hooks get ``{state, world, params, rng}`` (the fresh state) and draw only from
``ctx["rng"]``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
Image templates re-draw what a photo shows (fridge items opened or sealed, which dishes carry
chili marks) into the photo's ``scene`` in the setup, so the truth changes with the seed and can
only be known by looking at the photo.
"""

from __future__ import annotations

import copy
import datetime as dt
import re
from typing import Any

import numpy as np

from mobilegym_gym.judge.outputs import wechat_chat, wechat_sent_text
from mobilegym_gym.judge.sinks import new_live_items


def _norm(text: str) -> str:
    """Lower-case words between single spaces: "Tomato and Egg Stir-fry" -> " tomato and egg stir fry "."""
    return " " + " ".join(re.findall(r"[0-9a-z]+", text.lower())) + " "


def _photo(state: dict[str, Any], photo_id: str) -> dict[str, Any]:
    return next(p for p in state["os"]["providers"]["media"]["photos"] if p["id"] == photo_id)


# ---------------------------------------------------------------- fridge


def fridge_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Re-draw which fridge items (photos p12, p13) are opened: 2 to 5 of the 12.

    Returns ``{p12, p13}`` (the photos' new shelves), ``opened`` and ``sealed`` (item names)."""
    rng = ctx["rng"]
    shelves = {pid: copy.deepcopy(_photo(ctx["state"], pid)["scene"]["shelves"]) for pid in ("p12", "p13")}
    items = [it for pid in ("p12", "p13") for shelf in shelves[pid] for it in shelf]
    k = int(rng.integers(2, 6))
    chosen = {int(i) for i in rng.choice(len(items), size=k, replace=False)}
    for i, it in enumerate(items):
        it["opened"] = i in chosen
    return {
        **shelves,
        "opened": [it["name"] for it in items if it["opened"]],
        "sealed": [it["name"] for it in items if not it["opened"]],
    }


def reminder_names_opened_foods(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new message of mine to Mom names every opened food and no sealed one."""
    fridge = ctx["params"]["fridge"]
    sent = wechat_sent_text(ctx["initial"], ctx["final"], "mom")
    text = _norm(sent or "")  # whole words: "Cola" is not in "chocolate"
    missing = [n for n in fridge["opened"] if _norm(n) not in text]
    wrong = [n for n in fridge["sealed"] if _norm(n) in text]
    ok = sent is not None and not missing and not wrong
    return ok, {"one message naming": fridge["opened"], "not": fridge["sealed"]}, {"missing": missing, "sealed named": wrong, "one text message sent": sent is not None}


# ---------------------------------------------------------------- menu


def menu_variant(ctx: dict[str, Any]) -> dict[str, Any]:
    """Re-draw the chili marks of the menu photo (p14): 4 to 6 of the 12 dishes are mild.

    Returns ``sections`` (the photo's new sections), ``mild`` and ``spicy`` (dish names, menu order)."""
    rng = ctx["rng"]
    sections = copy.deepcopy(_photo(ctx["state"], "p14")["scene"]["sections"])
    dishes = [d for s in sections for d in s["dishes"]]
    k = int(rng.integers(4, 7))
    mild = {int(i) for i in rng.choice(len(dishes), size=k, replace=False)}
    for i, d in enumerate(dishes):
        d["spicy"] = 0 if i in mild else int(rng.integers(1, 4))
    mild_names = [d["name"] for d in dishes if d["spicy"] == 0]
    return {
        "sections": sections,
        "mild": mild_names,
        "spicy": [d["name"] for d in dishes if d["spicy"] > 0],
        "picks_2": ", ".join(mild_names[:2]),
        "picks_3": ", ".join(mild_names[:3]),
    }


def recommends_mild_dishes(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new message of mine to Xiao Zhou names at least ``n`` dishes without chili marks and no spicy one."""
    menu, n = ctx["params"]["menu"], int(ctx["params"]["n"])
    sent = wechat_sent_text(ctx["initial"], ctx["final"], "xiao_zhou")
    text = _norm(sent or "")
    named = [d for d in menu["mild"] if _norm(d) in text]
    wrong = [d for d in menu["spicy"] if _norm(d) in text]
    ok = sent is not None and len(named) >= n and not wrong
    return ok, {"one message naming at least": n, "from": menu["mild"], "none of": menu["spicy"]}, {"mild named": named, "spicy named": wrong, "one text message sent": sent is not None}


_TOMORROW_TITLES = ("Dentist appointment", "Project review", "Lunch with Mia", "Parent-teacher meeting", "Car service", "Yoga class", "Client call")


def tomorrow_events(ctx: dict[str, Any]) -> dict[str, Any]:
    """Two or three Calendar events tomorrow at distinct times, seeded out of order:
    ``{events, first, others, day}`` (first: the earliest; others: the rest's titles; day:
    tomorrow's ``{iso, y, m, d}``)."""
    rng = ctx["rng"]
    clock = ctx["state"]["os"]["clock"]
    day = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * 60_000) / 1000, dt.UTC).date() + dt.timedelta(days=1)
    n = int(rng.integers(2, 4))
    titles = [_TOMORROW_TITLES[int(i)] for i in rng.choice(len(_TOMORROW_TITLES), size=n, replace=False)]
    starts = sorted(int(s) for s in rng.choice(np.arange(16, 38), size=n, replace=False))  # half hours 08:00-18:30
    events = [
        {"id": f"e{k + 1}", "title": t, "date": day.isoformat(), "allDay": False, "start": f"{s // 2:02d}:{30 * (s % 2):02d}", "end": f"{s // 2 + 1:02d}:{30 * (s % 2):02d}", "type": "event", "reminder": 15, "alarm": False, "notes": ""}
        for k, (t, s) in enumerate(zip(titles, starts))
    ]
    return {"events": events[::-1], "first": events[0], "others": [e["title"] for e in events[1:]], "titles": [e["title"] for e in events], "day": {"iso": day.isoformat(), "y": day.year, "m": day.month, "d": day.day}}
# ---------- Weather (forecasts are world data: world.weather_forecasts, built by the app's own function) ----------


def _short_date(iso: str) -> str:
    """"2026-05-15" -> "05/15", as the Weather app's 15-day list shows a date."""
    return f"{iso[5:7]}/{iso[8:10]}"


def weather_mixed_city(ctx: dict[str, Any]) -> str:
    """A saved Weather city whose next five days (today first) hold both dry and rainy days."""
    fc = ctx["world"]["weather_forecasts"]
    good = [c for c in ctx["state"]["apps"]["weather"]["saved"] if len({d["rainy"] for d in fc[c]["daily"][:5]}) == 2]
    return str(ctx["rng"].choice(sorted(good)))


def weather_dry_dates(ctx: dict[str, Any]) -> list[str]:
    days = ctx["world"]["weather_forecasts"][ctx["params"]["city_id"]]["daily"][:5]
    return [_short_date(d["date"]) for d in days if not d["rainy"]]


def weather_rainy_dates(ctx: dict[str, Any]) -> list[str]:
    days = ctx["world"]["weather_forecasts"][ctx["params"]["city_id"]]["daily"][:5]
    return [_short_date(d["date"]) for d in days if d["rainy"]]


def weather_five_rows(ctx: dict[str, Any]) -> list[dict[str, str]]:
    return [{"testId": f"weather-day-{i}"} for i in range(5)]


# ---------------------------------------------------------------- weather x calendar (helper/commerce)
# Which days are rainy, and today's conditions, are the Weather world's (world.weather_forecasts);
# free and busy days are the events the setup seeds. The hooks pick a city whose forecast gives
# the case the template needs and judge the one event, alarm or message the task produces.

_MIN_MS = 60_000
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


def _day(iso: str) -> dict[str, Any]:
    """A date as the templates use it: ISO, the pickers' y/m/d, the Weather list's MM/DD and a spoken form."""
    d = dt.date.fromisoformat(iso)
    return {"iso": iso, "y": d.year, "m": d.month, "d": d.day, "short": _short_date(iso), "label": f"{_MONTH_NAMES[d.month - 1]} {d.day}", "weekday": d.strftime("%A")}


def _mentions_date(text: str, iso: str) -> bool:
    """Whether a message gives the date: "05/16", "5/16", "2026-05-16", "May 16" or "16 May"."""
    d = dt.date.fromisoformat(iso)
    month = _MONTH_NAMES[d.month - 1]
    forms = [rf"\b0?{d.month}/0?{d.day}\b", rf"\b{iso}\b", rf"\b{month[:3]}[a-z]*\.? {d.day}\b", rf"\b{d.day} {month[:3]}"]
    return any(re.search(f, text, re.IGNORECASE) for f in forms)


def _with_saved(ctx: dict[str, Any], city_id: str) -> list[str]:
    saved = list(ctx["state"]["apps"]["weather"]["saved"])
    return saved if city_id in saved else [*saved, city_id]


def _first_dry_day(ctx: dict[str, Any], span: int) -> dict[str, Any]:
    """A city that rains today and has a dry day within ``span`` days (today first):
    ``{city_id, city, saved, day, cond, rows}`` (day: the first dry one; cond: its daytime
    condition; saved: the Weather city list with the city on it; rows: the forecast rows up to it)."""
    fc = ctx["world"]["weather_forecasts"]
    good = sorted(c for c, f in fc.items() if f["daily"][0]["rainy"] and any(not d["rainy"] for d in f["daily"][:span]))
    city_id = str(ctx["rng"].choice(good))
    first = next(d for d in fc[city_id]["daily"][:span] if not d["rainy"])
    city = next(c for c in ctx["world"]["weather_cities"] if c["id"] == city_id)
    return {
        "city_id": city_id,
        "city": city,
        "saved": _with_saved(ctx, city_id),
        "day": _day(first["date"]),
        "cond": first["day"],
        "rows": [{"testId": f"weather-day-{i}"} for i in range(first["offset"] + 1)],
    }


def first_dry_day_in_week(ctx: dict[str, Any]) -> dict[str, Any]:
    return _first_dry_day(ctx, 7)


def first_dry_day_in_two_weeks(ctx: dict[str, Any]) -> dict[str, Any]:
    return _first_dry_day(ctx, 14)


def sms_run_invite(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """WeatherFirstNonRainyToCalendarAndSms: one new SMS to the friend with the dry day's date
    and its weather."""
    p = ctx["params"]
    tid, day, cond = p["friend"]["id"], p["dry"]["day"], p["dry"]["cond"]
    thread = lambda s: next((t["messages"] for t in s["os"]["providers"]["sms"] if t["id"] == tid), [])  # noqa: E731
    new = new_live_items(thread(ctx["initial"]), thread(ctx["final"]), {"direction": "out"})
    text = str(new[0].get("text", "")) if len(new) == 1 else ""
    ok = len(new) == 1 and _mentions_date(text, day["iso"]) and cond.casefold() in text.casefold()
    return ok, {"one SMS with the date": day["iso"], "and the weather": cond}, {"new SMS": [m.get("text") for m in new]}


def weekend_plan(ctx: dict[str, Any]) -> dict[str, Any]:
    """The coming Saturday and Sunday, one of them taken by a seeded all-day event, and a city
    whose forecast for the free day is dry when ``params.dry`` (rainy otherwise):
    ``{sat, sun, free, busy, events, city_id, city, saved, free_offset}``."""
    rng = ctx["rng"]
    fc = ctx["world"]["weather_forecasts"]
    clock = ctx["state"]["os"]["clock"]
    today = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN_MS) / 1000, dt.UTC).date()
    sat = today + dt.timedelta(days=(5 - today.weekday()) % 7 or 7)
    days = [sat, sat + dt.timedelta(days=1)]
    k = int(rng.integers(2))
    free, busy = days[k], days[1 - k]
    offset = (free - today).days
    cities = sorted(c for c, f in fc.items() if f["daily"][offset]["rainy"] != bool(ctx["params"]["dry"]) and c != ctx["state"]["apps"]["weather"]["current"])
    city_id = str(rng.choice(cities))
    title = str(rng.choice(["Helping Dad move", "Cousin's wedding", "Volunteer shift", "Company team day"]))
    events = [{"id": "e1", "title": title, "date": busy.isoformat(), "allDay": True, "start": "09:00", "end": "10:00", "type": "event", "reminder": 0, "alarm": False, "notes": ""}]
    return {
        "sat": _day(days[0].isoformat()),
        "sun": _day(days[1].isoformat()),
        "free": _day(free.isoformat()),
        "busy": _day(busy.isoformat()),
        "events": events,
        "city_id": city_id,
        "city": next(c for c in ctx["world"]["weather_cities"] if c["id"] == city_id),
        "saved": _with_saved(ctx, city_id),
        "free_offset": offset,
    }


def invite_only_if_free_and_dry(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """CalendarFreeWeatherInvite. Dry: one text message to the friend naming the free day (its
    weekday or date), not the busy one. Rainy: no message to the friend, and the Weather app was
    left on the city (the forecast was read)."""
    p = ctx["params"]
    plan, fid = p["plan"], p["friend"]["id"]
    new = new_live_items(wechat_chat(ctx["initial"], fid), wechat_chat(ctx["final"], fid), {"from": "me"})
    if not p["dry"]:
        shown = ctx["final"]["apps"]["weather"]["current"]
        return not new and shown == plan["city_id"], {"no message; Weather left on": plan["city_id"]}, {"new messages": [m.get("text") for m in new], "weather city": shown}
    text = wechat_sent_text(ctx["initial"], ctx["final"], fid) or ""
    names = lambda d: plan[d]["weekday"].casefold() in text.casefold() or _mentions_date(text, plan[d]["iso"])  # noqa: E731
    ok = bool(text) and names("free") and not names("busy")
    return ok, {"one message naming": plan["free"]["weekday"], "not": plan["busy"]["weekday"]}, {"new messages": [m.get("text") for m in new]}


def sunny_now_case(ctx: dict[str, Any]) -> dict[str, Any]:
    """A city that is Sunny now when ``params.sunny`` (else one with a condition that is neither
    Sunny nor Clear), not the one the Weather app shows at the start: ``{city_id, city, saved,
    cond, temp}``."""
    fc = ctx["world"]["weather_forecasts"]
    start = ctx["state"]["apps"]["weather"]["current"]
    want = bool(ctx["params"]["sunny"])
    cities = sorted(c for c, f in fc.items() if c != start and (f["current"]["condition"] == "Sunny" if want else f["current"]["condition"] not in ("Sunny", "Clear")))
    city_id = str(ctx["rng"].choice(cities))
    cur = fc[city_id]["current"]
    return {"city_id": city_id, "city": next(c for c in ctx["world"]["weather_cities"] if c["id"] == city_id), "saved": _with_saved(ctx, city_id), "cond": cur["condition"], "temp": cur["temp"]}


def event_only_if_not_sunny(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """WeatherCalendar_CreateEventIfNotSunny. Not sunny: one new all-day event titled ``title``
    today whose notes give the temperature and the condition. Sunny: no new event, and the
    Weather app was left on the city."""
    p = ctx["params"]
    case, title, today = p["case"], p["title"], p["today"]
    new = new_live_items(ctx["initial"]["apps"]["calendar"]["events"], ctx["final"]["apps"]["calendar"]["events"])
    if p["sunny"]:
        shown = ctx["final"]["apps"]["weather"]["current"]
        return not new and shown == case["city_id"], {"no new event; Weather left on": case["city_id"]}, {"new events": [e.get("title") for e in new], "weather city": shown}
    want = {"title": title, "date": today["iso"], "allDay": True, "notes with": [case["temp"], case["cond"]]}
    if len(new) != 1:
        return False, want, {"new events": [e.get("title") for e in new]}
    e = new[0]
    notes = str(e.get("notes", ""))
    ok = e.get("title") == title and e.get("date") == today["iso"] and e.get("allDay") is True and re.search(rf"(?<!\d){case['temp']}(?!\d)", notes) is not None and case["cond"].casefold() in notes.casefold()
    return ok, want, {k: e.get(k) for k in ("title", "date", "allDay", "notes")}


def today_date(ctx: dict[str, Any]) -> dict[str, Any]:
    """Today on the phone's clock, as ``_day`` describes it."""
    clock = ctx["state"]["os"]["clock"]
    return _day(dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN_MS) / 1000, dt.UTC).date().isoformat())
