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

from mobilegym_gym.judge.outputs import new_notes, note_text, wechat_sent_text


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


# ---------- 12306 (trains and availability are world data: world.railway_facts, built by the app's own search) ----------

def _rail_fact(ctx: dict[str, Any], ok: Any, days: range = range(1, 8)) -> dict[str, Any]:
    facts = [f for f in ctx["world"]["railway_facts"] if f["day"] in days and ok(f)]
    return facts[int(ctx["rng"].integers(len(facts)))]


def _other_trains(fact: dict[str, Any], answer: str) -> list[str]:
    """The search's other high-speed trains, as texts a hedging message must not hold (none
    that is part of the answer's own number: "G1" is in "G13")."""
    return [o["no"] for o in fact["options"] if o["no"] != answer and o["no"] not in answer]


def rail_earliest(ctx: dict[str, Any]) -> dict[str, Any]:
    """A search 1-7 days ahead with one earliest high-speed train: ``{fact, train, others}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["earliest"])
    return {"fact": f, "train": f["earliest"], "others": _other_trains(f, f["earliest"]["no"])}


def rail_earliest_tomorrow(ctx: dict[str, Any]) -> dict[str, Any]:
    f = _rail_fact(ctx, lambda f: f["unique"]["earliest"], range(1, 2))
    return {"fact": f, "train": f["earliest"], "others": _other_trains(f, f["earliest"]["no"])}


def rail_earliest_g(ctx: dict[str, Any]) -> dict[str, Any]:
    """A search whose earliest G train is not its earliest high-speed train (a D train leaves
    first: the distractor), when such searches exist: ``{fact, train, others, fare}``."""
    facts = [f for f in ctx["world"]["railway_facts"] if 1 <= f["day"] <= 7 and f["earliestG"] and f["unique"]["earliestG"]]
    tricky = [f for f in facts if f["earliest"]["no"] != f["earliestG"]["no"]]
    pool = tricky or facts
    f = pool[int(ctx["rng"].integers(len(pool)))]
    g = f["earliestG"]
    return {"fact": f, "train": g, "others": _other_trains(f, g["no"]), "fare": f"{g['fare']:g}"}


def _rail_to_weather_city(ctx: dict[str, Any], ok: Any) -> dict[str, Any]:
    saved = set(ctx["state"]["apps"]["weather"]["saved"])
    return _rail_fact(ctx, lambda f: f["to"] in saved and ok(f), range(1, 6))


def rail_weather(ctx: dict[str, Any]) -> dict[str, Any]:
    """The earliest high-speed train 1-5 days ahead to a city saved in Weather, and that city's
    forecast for the day: ``{fact, train, others, day}`` (``day`` a Weather daily entry)."""
    f = _rail_to_weather_city(ctx, lambda f: f["unique"]["earliest"])
    day = ctx["world"]["weather_forecasts"][f["to"]]["daily"][f["day"]]
    return {"fact": f, "train": f["earliest"], "others": _other_trains(f, f["earliest"]["no"]), "day": day}


def rail_upcoming_trip(ctx: dict[str, Any]) -> dict[str, Any]:
    """A paid ticket to seed: the earliest high-speed train 1-5 days ahead to a city saved in
    Weather, as an order of the app, and the forecast of its arrival day there."""
    f = _rail_to_weather_city(ctx, lambda f: f["unique"]["earliest"] and f["earliest"]["arr"] > f["earliest"]["dep"])
    by_name = {s["name"]: s["id"] for s in ctx["world"]["railway_stations"]}
    t = f["earliest"]
    order = {
        "id": "o90", "trainNo": t["no"], "from": by_name[t["from"]], "to": by_name[t["to"]], "date": f["date"], "dep": t["dep"], "arr": t["arr"],
        "tickets": [{"passengerId": "p1", "passengerName": "Zhang Wei", "ticketType": "adult", "seatClass": "2nd Class", "seatNo": "05 car 08D", "price": t["fare"]}],
        "total": t["fare"], "status": "paid", "createdAt": 1778634000000,
    }
    day = ctx["world"]["weather_forecasts"][f["to"]]["daily"][f["day"]]
    return {"fact": f, "order": order, "day": day, "max": f"{day['max']}°", "min": f"{day['min']}°"}


def rail_price_vs_balance(ctx: dict[str, Any]) -> dict[str, Any]:
    """The cheapest high-speed 2nd-class fare of a search, and an Alipay balance (set by the
    setup) that covers it or not (``enough`` drawn): ``{fact, price, balance, enough, answer}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["cheapest"])
    price = f["cheapest"]["fare"]
    enough = bool(ctx["rng"].integers(2))
    balance = round(price + 150.25, 2) if enough else round(price * 0.4, 2)
    return {"fact": f, "price": price, "price_text": f"{price:g}", "balance": balance, "balance_text": f"{balance:,.2f}", "enough": enough, "answer": "Enough" if enough else "Not enough"}


def rail_first_dry_day(ctx: dict[str, Any]) -> dict[str, Any]:
    """A city saved in Weather whose first dry day among the next three (tomorrow on) is not
    tomorrow when possible, and a departure city with a high-speed train that day with 2nd-class
    seats: ``{city, day, date, fact, train, rows}``."""
    fc, saved = ctx["world"]["weather_forecasts"], ctx["state"]["apps"]["weather"]["saved"]
    choices = []
    for c in saved:
        dry = [d for d in fc[c]["daily"][1:4] if not d["rainy"]]
        if not dry:
            continue
        day = dry[0]["offset"]
        for f in ctx["world"]["railway_facts"]:
            if f["to"] == c and f["day"] == day and any(o["second"] > 0 for o in f["options"]):
                choices.append((day, f))
    later = [x for x in choices if x[0] > 1]
    day, f = (later or choices)[int(ctx["rng"].integers(len(later or choices)))]
    train = next(o for o in f["options"] if o["second"] > 0)
    return {"city": f["to"], "city_name": f["toName"], "day": day, "date": f["date"], "fact": f, "train": train, "rows": [{"testId": f"weather-day-{i}"} for i in range(1, day + 1)]}


def _new_rail_orders(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    before = {o["id"] for o in ctx["initial"]["apps"]["railway12306"]["orders"]}
    return [o for o in ctx["final"]["apps"]["railway12306"]["orders"] if o["id"] not in before]


def _rail_order_matches(o: dict[str, Any], frm: str, to: str, date: str, train: str | None = None) -> bool:
    from mobilegym_gym.sim.bundle import world

    city = {s["id"]: s["city"] for s in world("railway_stations")}
    return (
        o["status"] == "unpaid" and city.get(o["from"]) == frm and city.get(o["to"]) == to and o["date"] == date
        and o["trainNo"][:1] in ("G", "D") and (train is None or o["trainNo"] == train) and len(o["tickets"]) == 1
    )


def rail_order_on_dry_day(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new unpaid high-speed order from the departure city to the city, on its first dry day."""
    p = ctx["params"]["t"]
    new = _new_rail_orders(ctx)
    ok = len(new) == 1 and _rail_order_matches(new[0], p["fact"]["from"], p["city"], p["date"])
    return ok, {"one unpaid high-speed order": [p["fact"]["from"], p["city"], p["date"]]}, [(o["trainNo"], o["from"], o["to"], o["date"], o["status"]) for o in new]


def rail_fastest_weather(ctx: dict[str, Any]) -> dict[str, Any]:
    """The fastest high-speed train 1-5 days ahead to a city saved in Weather, and that day's forecast there."""
    f = _rail_to_weather_city(ctx, lambda f: f["unique"]["fastest"])
    day = ctx["world"]["weather_forecasts"][f["to"]]["daily"][f["day"]]
    return {"fact": f, "train": f["fastest"], "others": _other_trains(f, f["fastest"]["no"]), "day": day}


def rail_balance_branch(ctx: dict[str, Any]) -> dict[str, Any]:
    """The cheapest high-speed fare of a search with 2nd-class seats on its cheapest train, and
    an Alipay balance (set by the setup) that covers it or not: ``{fact, price, balance, enough}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["cheapest"] and f["cheapest"]["left"] > 0)
    price = f["cheapest"]["fare"]
    enough = bool(ctx["rng"].integers(2))
    balance = round(price + 88.5, 2) if enough else round(price * 0.3, 2)
    return {"fact": f, "price": price, "price_text": f"¥{price:g}", "balance": balance, "enough": enough, "short": not enough, "balance_text": f"{balance:,.2f}"}


def rail_order_only_if_affordable(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Enough money: exactly one new unpaid order on the cheapest train (2nd class); not enough: no new order."""
    p = ctx["params"]["r"]
    f = p["fact"]
    new = _new_rail_orders(ctx)
    got = [(o["trainNo"], o["date"], [t["seatClass"] for t in o["tickets"]]) for o in new]
    if not p["enough"]:
        return not new, "no order", got
    ok = len(new) == 1 and _rail_order_matches(new[0], f["from"], f["to"], f["date"], f["cheapest"]["no"]) and new[0]["tickets"][0]["seatClass"] == "2nd Class"
    return ok, {"one unpaid order on": f["cheapest"]["no"], "date": f["date"]}, got


def rail_trip_plan(ctx: dict[str, Any]) -> dict[str, Any]:
    """The earliest high-speed train of a search 1-7 days ahead leaving on a 5-minute mark (the
    alarm picker's step), the alarm an hour before it, and the date as the calendar's picker
    takes it: ``{fact, train, others, alarm: {hour, minute, hm}, day: {y, m, d}}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["earliest"] and int(f["earliest"]["dep"][3:]) % 5 == 0 and f["earliest"]["dep"] >= "01:00")
    t = f["earliest"]
    mins = int(t["dep"][:2]) * 60 + int(t["dep"][3:]) - 60
    y, m, d = (int(x) for x in f["date"].split("-"))
    return {"fact": f, "train": t, "others": _other_trains(f, t["no"]), "alarm": {"hour": mins // 60, "minute": mins % 60, "hm": f"{mins // 60:02d}:{mins % 60:02d}"}, "day": {"y": y, "m": m, "d": d}}


def rail_dry_free_day(ctx: dict[str, Any]) -> dict[str, Any]:
    """A city saved in Weather and a departure city such that, once the setup books the first
    dry day of the next two weeks (``blocker``, an appointment), the first dry day with nothing
    in the calendar has an earliest high-speed train (2nd-class seats, leaving on a 5-minute
    mark): ``{fact, train, blocker, alarm, rows}``."""
    fc, saved = ctx["world"]["weather_forecasts"], ctx["state"]["apps"]["weather"]["saved"]
    busy = {e["date"] for e in ctx["state"]["apps"]["calendar"]["events"]}
    facts = {(f["from"], f["to"], f["day"]): f for f in ctx["world"]["railway_facts"]}
    choices = []
    for c in saved:
        dry = [d for d in fc[c]["daily"][1:14] if not d["rainy"] and d["date"] not in busy]
        if len(dry) < 2:
            continue
        blocker, day = dry[0], dry[1]
        for (frm, to, dd), f in facts.items():
            t = f["earliest"]
            if to == c and dd == day["offset"] and f["unique"]["earliest"] and t["left"] > 0 and int(t["dep"][3:]) % 5 == 0 and t["dep"] >= "01:00":
                choices.append((f, blocker))
    f, blocker = choices[int(ctx["rng"].integers(len(choices)))]
    t = f["earliest"]
    mins = int(t["dep"][:2]) * 60 + int(t["dep"][3:]) - 60
    event = {"id": "e900", "title": "Dentist appointment", "date": blocker["date"], "allDay": False, "start": "10:00", "end": "11:00", "type": "event", "reminder": -1, "alarm": False, "notes": ""}
    return {"fact": f, "train": t, "blocker": blocker, "event": event, "alarm": {"hour": mins // 60, "minute": mins % 60}, "rows": [{"testId": f"weather-day-{i}"} for i in range(1, f["day"] + 1)]}


def rail_order_earliest_that_day(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new unpaid order on the day's earliest high-speed train, for one passenger."""
    f = ctx["params"]["t"]["fact"]
    new = _new_rail_orders(ctx)
    ok = len(new) == 1 and _rail_order_matches(new[0], f["from"], f["to"], f["date"], f["earliest"]["no"])
    return ok, {"one unpaid order on": f["earliest"]["no"], "date": f["date"]}, [(o["trainNo"], o["date"], o["status"]) for o in new]


def rail_shanghai_trip(ctx: dict[str, Any]) -> dict[str, Any]:
    """The day after tomorrow: the earliest high-speed train Hangzhou -> Shanghai and Shanghai's
    forecast that day (world data: which branch holds is the forecast's): ``{fact, train, day, dry, rainy}``."""
    f = next(x for x in ctx["world"]["railway_facts"] if x["id"] == "hangzhou:shanghai:2")
    day = ctx["world"]["weather_forecasts"]["shanghai"]["daily"][2]
    return {"fact": f, "train": f["earliest"], "others": _other_trains(f, f["earliest"]["no"]), "day": day, "dry": not day["rainy"], "rainy": bool(day["rainy"])}


def shanghai_memo_only_if_dry(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Dry: exactly one new note titled "Shanghai business trip memo" with the train and the
    weather; rain: no new note."""
    t = ctx["params"]["t"]
    notes = new_notes(ctx["initial"], ctx["final"])
    texts = [note_text(n) for n in notes]
    if not t["dry"]:
        return not notes, "no note", texts
    ok = len(notes) == 1 and notes[0]["title"] == "Shanghai business trip memo" and t["train"]["no"] in texts[0] and t["day"]["day"].lower() in texts[0].lower()
    return ok, {"one note": "Shanghai business trip memo", "with": [t["train"]["no"], t["day"]["day"]]}, texts
