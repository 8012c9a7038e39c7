"""Hooks of the crossapp_life templates.

Parameter hooks get ``{state, world, params, rng}`` (the fresh state) and draw only from
``ctx["rng"]``; they draw the instance, compute its facts and the candidate sets an output's
names range over (a search's trains, the weather conditions, the places of a category, the
dishes of a menu). The messages, notes, SMS and events the tasks produce are judged by the
templates' declared claims (judge.claims); the goal hooks left judge what is no text (orders
in 12306). Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
Image templates re-draw what a photo shows (fridge items opened or sealed, which dishes carry
chili marks) into the photo's ``scene`` in the setup, so the truth changes with the seed and can
only be known by looking at the photo.
"""

from __future__ import annotations

import copy
import datetime as dt
from collections.abc import Callable
from typing import Any

import numpy as np

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, pick, sibling_hooks, world_data


def _photo(state: dict[str, Any], photo_id: str) -> dict[str, Any]:
    return next(p for p in state["os"]["providers"]["media"]["photos"] if p["id"] == photo_id)


# ---------------------------------------------------------------- fridge


def fridge_variant(ctx: ParamContext) -> dict[str, Any]:
    """Re-draw which fridge items (photos p12, p13) are opened: 2 to 5 of the 12.

    Returns ``{p12, p13}`` (the photos' new shelves), ``opened`` and ``sealed`` (item names),
    ``items`` (every item's name, the sealed ones first: the candidates a reminder's names range
    over, whose first unclaimed one the judge matrix names beside the right ones as a hedge)."""
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
        "items": list(dict.fromkeys([*(it["name"] for it in items if not it["opened"]), *(it["name"] for it in items if it["opened"])])),
    }


# ---------------------------------------------------------------- menu


def menu_variant(ctx: ParamContext) -> dict[str, Any]:
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


_TOMORROW_TITLES = ("Dentist appointment", "Project review", "Lunch with Mia", "Parent-teacher meeting", "Car service", "Yoga class", "Client call")


def tomorrow_events(ctx: ParamContext) -> dict[str, Any]:
    """Two or three Calendar events tomorrow at distinct times, seeded out of order:
    ``{events, first, titles, day}`` (first: the earliest; titles: every event's, the candidates
    a message's event is one of; day: tomorrow's ``{iso, y, m, d}``)."""
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
    return {"events": events[::-1], "first": events[0], "titles": [e["title"] for e in events], "day": {"iso": day.isoformat(), "y": day.year, "m": day.month, "d": day.day}}


# ---------- Weather (forecasts are world data: world.weather_forecasts, built by the app's own function) ----------


def _short_date(iso: str) -> str:
    """"2026-05-15" -> "05/15", as the Weather app's 15-day list shows a date."""
    return f"{iso[5:7]}/{iso[8:10]}"


def weather_mixed_city(ctx: ParamContext) -> str:
    """A saved Weather city whose next five days (today first) hold both dry and rainy days."""
    fc = ctx["world"]["weather_forecasts"]
    good = [c for c in ctx["state"]["apps"]["weather"]["saved"] if len({d["rainy"] for d in fc[c]["daily"][:5]}) == 2]
    return str(ctx["rng"].choice(sorted(good)))


def weather_dry_days(ctx: ParamContext) -> list[str]:
    """The dry days among the city's next five (today first), as ISO dates."""
    days = ctx["world"]["weather_forecasts"][ctx["params"]["city_id"]]["daily"][:5]
    return [d["date"] for d in days if not d["rainy"]]


def weather_dry_dates(ctx: ParamContext) -> list[str]:
    """The same days as the Weather app's 15-day list shows them (MM/DD)."""
    return [_short_date(iso) for iso in ctx["params"]["dry_days"]]


def _conditions(fc: dict[str, Any]) -> list[str]:
    return sorted({str(c) for f in fc.values() for c in [f["current"]["condition"], *(d[k] for d in f["daily"] for k in ("day", "night"))] if c})


def weather_conditions(ctx: ParamContext) -> list[str]:
    """Every condition the Weather world knows ("Sunny", "Light rain"): the candidates an
    output's weather is one of, so naming another one beside it is a hedge."""
    return _conditions(ctx["world"]["weather_forecasts"])


def weather_five_rows(ctx: ParamContext) -> list[dict[str, str]]:
    return [{"testId": f"weather-day-{i}"} for i in range(5)]


# ---------------------------------------------------------------- weather x calendar (helper/commerce)
# Which days are rainy, and today's conditions, are the Weather world's (world.weather_forecasts);
# free and busy days are the events the setup seeds. The hooks pick a city whose forecast gives
# the case the template needs; the templates' claims judge the event, SMS or message it produces.

_MIN_MS = 60_000
_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


def _day(iso: str) -> dict[str, Any]:
    """A date as the templates use it: ISO, the pickers' y/m/d, the Weather list's MM/DD and a spoken form."""
    d = dt.date.fromisoformat(iso)
    return {"iso": iso, "y": d.year, "m": d.month, "d": d.day, "short": _short_date(iso), "label": f"{_MONTH_NAMES[d.month - 1]} {d.day}", "weekday": d.strftime("%A")}


def _day_names(day: dict[str, Any]) -> list[str]:
    """A day as a message names it: its weekday first, then its date in the usual forms."""
    d = dt.date.fromisoformat(day["iso"])
    month = _MONTH_NAMES[d.month - 1]
    return [day["weekday"], day["label"], f"{month[:3]} {d.day}", f"{d.day} {month}", f"{d.day} {month[:3]}", day["short"], f"{d.month}/{d.day}", day["iso"]]


def _with_saved(ctx: ParamContext, city_id: str) -> list[str]:
    saved = list(ctx["state"]["apps"]["weather"]["saved"])
    return saved if city_id in saved else [*saved, city_id]


def _first_dry_day(ctx: ParamContext, span: int) -> dict[str, Any]:
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


def first_dry_day_in_week(ctx: ParamContext) -> dict[str, Any]:
    return _first_dry_day(ctx, 7)


def first_dry_day_in_two_weeks(ctx: ParamContext) -> dict[str, Any]:
    return _first_dry_day(ctx, 14)


def weekend_plan(ctx: ParamContext) -> dict[str, Any]:
    """The coming Saturday and Sunday, one of them taken by a seeded all-day event, and a city
    whose forecast for the free day is dry when ``params.dry`` (rainy otherwise):
    ``{sat, sun, free, busy, days, events, city_id, city, saved, free_offset}`` (days: each
    weekend day's names, weekday first: the candidates an invitation's day is one of)."""
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
        "days": [_day_names(_day(d.isoformat())) for d in days],
        "events": events,
        "city_id": city_id,
        "city": next(c for c in ctx["world"]["weather_cities"] if c["id"] == city_id),
        "saved": _with_saved(ctx, city_id),
        "free_offset": offset,
    }


def sunny_now_case(ctx: ParamContext) -> dict[str, Any]:
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


def today_date(ctx: ParamContext) -> dict[str, Any]:
    """Today on the phone's clock, as ``_day`` describes it."""
    clock = ctx["state"]["os"]["clock"]
    return _day(dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN_MS) / 1000, dt.UTC).date().isoformat())


# ---------- Maps (places, routes and rankings are world data: world.map_*, built by the app's own functions) ----------


def _map_hooks() -> Any:
    """The Maps suite's hooks (task_specs/map/hooks.py): one reading of the map facts for both suites."""
    return sibling_hooks(__file__, "map")


def _listings(ctx: ParamContext, category: str) -> dict[str, list[str]]:
    """The names and addresses of every place of a category: the candidates a message's place
    is one of (a message naming another listing, or giving its address, hedges)."""
    places = [p for p in ctx["world"]["map_places"] if p["category"] == category]
    return {"names": list(dict.fromkeys(p["name"] for p in places)), "addresses": list(dict.fromkeys(p["address"] for p in places))}


def map_place(ctx: ParamContext) -> dict[str, Any]:
    """A place of the map, with its address and routes (map hooks' ``any_place``) and the
    listings of its category (``listings: {names, addresses}``)."""
    p = _map_hooks().any_place(ctx)
    return {**p, "listings": _listings(ctx, p["category"])}


def map_top_rated(ctx: ParamContext) -> dict[str, Any]:
    """The top-rated place of a category within a radius, nearest on ties (map hooks'
    ``top_rated``), and the category's listings (``listings: {names, addresses}``)."""
    f = _map_hooks().top_rated(ctx)
    return {**f, "listings": _listings(ctx, f["place"]["category"])}


def map_restaurant_bar(ctx: ParamContext) -> dict[str, Any]:
    """A rated restaurant and a rating bar it clears or not (half the draws each):
    ``{place, bar, above, today}``, ``bar`` one decimal, the rating strictly above it or not."""
    rng = ctx["rng"]
    rated = [p for p in ctx["world"]["map_places"] if p["category"] == "restaurant" and p["rating"] is not None and 3.3 <= p["rating"] <= 4.8]
    p = pick(rng, rated)
    above = bool(rng.random() < 0.5)
    bar = round(p["rating"] - 0.2, 1) if above else round(p["rating"] + float(rng.choice([0.0, 0.1, 0.2])), 1)
    clock = ctx["state"]["os"]["clock"]
    today = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * 60_000) / 1000, dt.UTC).date()
    return {"place": _map_hooks().place_view(p), "bar": f"{bar:.1f}", "above": above, "today": today.isoformat()}


def map_top_rated_drive_branch(ctx: ParamContext) -> dict[str, Any]:
    """A top-rated place within a radius (map hooks' ``top_rated``) whose driving distance is
    clearly under 2 km or clearly not (half the draws each; 1.9-2.1 km is left out, as the
    sheet shows one decimal): adds ``near`` and the message counts each branch expects."""
    rng = ctx["rng"]
    near = bool(rng.random() < 0.5)
    for _ in range(200):
        f = _map_hooks().top_rated(ctx)
        d = f["place"]["drive"]["distance"]
        if (d < 1900 if near else d > 2100):
            return {**f, "near": near, "far": not near, "listings": _listings(ctx, f["place"]["category"])}
    raise ValueError("no top-rated place on that side of 2 km")


_CRAVINGS = {
    "hot pot": "I really feel like hot pot tonight",
    "dumpling house": "I'm dying for some dumplings from a proper dumpling house",
    "noodle house": "Can we go to a noodle house? I want a big bowl of noodles",
    "grill": "I want grilled meat, let's find a grill",
    "bistro": "I'm in the mood for a cosy bistro tonight",
    "tea house": "I'd love to sit in a tea house this afternoon",
}


def map_craving(ctx: ParamContext) -> dict[str, Any]:
    """What a friend says they want to eat, the search for it and the nearest place it finds
    (``world.map_query_facts``, the app's search sorted by distance): ``{query, said, place,
    listings}`` (listings: the names and addresses of the places of its category)."""
    facts = ctx["world"]["map_query_facts"]
    f = pick(ctx["rng"], facts)
    place = next(p for p in ctx["world"]["map_places"] if p["id"] == f["nearest"])
    clock = ctx["state"]["os"]["clock"]
    return {"query": f["query"], "said": _CRAVINGS[f["query"]], "place": place, "time": clock["now"] - 20 * 60_000, "listings": _listings(ctx, place["category"])}
# ---------- 12306 (trains and availability are world data: world.railway_facts, built by the app's own search) ----------

def _rail_fact(ctx: ParamContext, ok: Callable[[dict[str, Any]], Any], days: range = range(1, 8)) -> dict[str, Any]:
    facts = [f for f in ctx["world"]["railway_facts"] if f["day"] in days and ok(f)]
    return pick(ctx["rng"], facts)


def _other_trains(fact: dict[str, Any], answer: str) -> list[str]:
    """The search's other high-speed trains, as texts a hedging message must not hold (none
    that is part of the answer's own number: "G1" is in "G13")."""
    return [o["no"] for o in fact["options"] if o["no"] != answer and o["no"] not in answer]


def _trains(fact: dict[str, Any]) -> list[str]:
    """The search's high-speed trains: the candidates a message's train number is one of (a
    message naming another one hedges)."""
    return list(dict.fromkeys(o["no"] for o in fact["options"]))


def rail_earliest(ctx: ParamContext) -> dict[str, Any]:
    """A search 1-7 days ahead with one earliest high-speed train: ``{fact, train, trains}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["earliest"])
    return {"fact": f, "train": f["earliest"], "trains": _trains(f)}


def rail_earliest_tomorrow(ctx: ParamContext) -> dict[str, Any]:
    f = _rail_fact(ctx, lambda f: f["unique"]["earliest"], range(1, 2))
    return {"fact": f, "train": f["earliest"], "trains": _trains(f)}


def rail_earliest_g(ctx: ParamContext) -> dict[str, Any]:
    """A search whose earliest G train is not its earliest high-speed train (a D train leaves
    first: the distractor), when such searches exist: ``{fact, train, trains, fare}``."""
    facts = [f for f in ctx["world"]["railway_facts"] if 1 <= f["day"] <= 7 and f["earliestG"] and f["unique"]["earliestG"]]
    tricky = [f for f in facts if f["earliest"]["no"] != f["earliestG"]["no"]]
    pool = tricky or facts
    f = pick(ctx["rng"], pool)
    g = f["earliestG"]
    return {"fact": f, "train": g, "trains": _trains(f), "fare": f"{g['fare']:g}"}


def _rail_to_weather_city(ctx: ParamContext, ok: Any) -> dict[str, Any]:
    saved = set(ctx["state"]["apps"]["weather"]["saved"])
    return _rail_fact(ctx, lambda f: f["to"] in saved and ok(f), range(1, 6))


def rail_weather(ctx: ParamContext) -> dict[str, Any]:
    """The earliest high-speed train 1-5 days ahead to a city saved in Weather, and that city's
    forecast for the day: ``{fact, train, trains, day}`` (``day`` a Weather daily entry)."""
    f = _rail_to_weather_city(ctx, lambda f: f["unique"]["earliest"])
    day = ctx["world"]["weather_forecasts"][f["to"]]["daily"][f["day"]]
    return {"fact": f, "train": f["earliest"], "trains": _trains(f), "day": day}


def rail_upcoming_trip(ctx: ParamContext) -> dict[str, Any]:
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


def rail_price_vs_balance(ctx: ParamContext) -> dict[str, Any]:
    """The cheapest high-speed 2nd-class fare of a search, and an Alipay balance (set by the
    setup) that covers it or not (``enough`` drawn): ``{fact, price, balance, enough, answer}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["cheapest"])
    price = f["cheapest"]["fare"]
    enough = bool(ctx["rng"].integers(2))
    balance = round(price + 150.25, 2) if enough else round(price * 0.4, 2)
    return {"fact": f, "price": price, "price_text": f"{price:g}", "balance": balance, "balance_text": f"{balance:,.2f}", "enough": enough, "answer": "Enough" if enough else "Not enough"}


def rail_first_dry_day(ctx: ParamContext) -> dict[str, Any]:
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


def _new_rail_orders(ctx: CheckContext) -> list[dict[str, Any]]:
    before = {o["id"] for o in ctx["initial"]["apps"]["railway12306"]["orders"]}
    return [o for o in ctx["final"]["apps"]["railway12306"]["orders"] if o["id"] not in before]


def _rail_order_matches(o: dict[str, Any], frm: str, to: str, date: str, train: str | None = None) -> bool:

    city = {s["id"]: s["city"] for s in world_data("railway_stations")}
    return (
        o["status"] == "unpaid" and city.get(o["from"]) == frm and city.get(o["to"]) == to and o["date"] == date
        and o["trainNo"][:1] in ("G", "D") and (train is None or o["trainNo"] == train) and len(o["tickets"]) == 1
    )


def rail_order_on_dry_day(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new unpaid high-speed order from the departure city to the city, on its first dry day."""
    p = ctx["params"]["t"]
    new = _new_rail_orders(ctx)
    ok = len(new) == 1 and _rail_order_matches(new[0], p["fact"]["from"], p["city"], p["date"])
    return ok, {"one unpaid high-speed order": [p["fact"]["from"], p["city"], p["date"]]}, [(o["trainNo"], o["from"], o["to"], o["date"], o["status"]) for o in new]


def rail_fastest_weather(ctx: ParamContext) -> dict[str, Any]:
    """The fastest high-speed train 1-5 days ahead to a city saved in Weather, and that day's forecast there."""
    f = _rail_to_weather_city(ctx, lambda f: f["unique"]["fastest"])
    day = ctx["world"]["weather_forecasts"][f["to"]]["daily"][f["day"]]
    return {"fact": f, "train": f["fastest"], "trains": _trains(f), "day": day}


def rail_balance_branch(ctx: ParamContext) -> dict[str, Any]:
    """The cheapest high-speed fare of a search with 2nd-class seats on its cheapest train, and
    an Alipay balance (set by the setup) that covers it or not: ``{fact, price, balance, enough}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["cheapest"] and f["cheapest"]["left"] > 0)
    price = f["cheapest"]["fare"]
    enough = bool(ctx["rng"].integers(2))
    balance = round(price + 88.5, 2) if enough else round(price * 0.3, 2)
    return {"fact": f, "price": price, "price_text": f"¥{price:g}", "balance": balance, "enough": enough, "short": not enough, "balance_text": f"{balance:,.2f}"}


def rail_order_only_if_affordable(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Enough money: exactly one new unpaid order on the cheapest train (2nd class); not enough: no new order."""
    p = ctx["params"]["r"]
    f = p["fact"]
    new = _new_rail_orders(ctx)
    got = [(o["trainNo"], o["date"], [t["seatClass"] for t in o["tickets"]]) for o in new]
    if not p["enough"]:
        return not new, "no order", got
    ok = len(new) == 1 and _rail_order_matches(new[0], f["from"], f["to"], f["date"], f["cheapest"]["no"]) and new[0]["tickets"][0]["seatClass"] == "2nd Class"
    return ok, {"one unpaid order on": f["cheapest"]["no"], "date": f["date"]}, got


def rail_trip_plan(ctx: ParamContext) -> dict[str, Any]:
    """The earliest high-speed train of a search 1-7 days ahead leaving on a 5-minute mark (the
    alarm picker's step), the alarm an hour before it, and the date as the calendar's picker
    takes it: ``{fact, train, trains, alarm: {hour, minute, hm}, day: {y, m, d}}``."""
    f = _rail_fact(ctx, lambda f: f["unique"]["earliest"] and int(f["earliest"]["dep"][3:]) % 5 == 0 and f["earliest"]["dep"] >= "01:00")
    t = f["earliest"]
    mins = int(t["dep"][:2]) * 60 + int(t["dep"][3:]) - 60
    y, m, d = (int(x) for x in f["date"].split("-"))
    return {"fact": f, "train": t, "trains": _trains(f), "alarm": {"hour": mins // 60, "minute": mins % 60, "hm": f"{mins // 60:02d}:{mins % 60:02d}"}, "day": {"y": y, "m": m, "d": d}}


def rail_dry_free_day(ctx: ParamContext) -> dict[str, Any]:
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
        for (_frm, to, dd), f in facts.items():
            t = f["earliest"]
            if to == c and dd == day["offset"] and f["unique"]["earliest"] and t["left"] > 0 and int(t["dep"][3:]) % 5 == 0 and t["dep"] >= "01:00":
                choices.append((f, blocker))
    f, blocker = pick(ctx["rng"], choices)
    t = f["earliest"]
    mins = int(t["dep"][:2]) * 60 + int(t["dep"][3:]) - 60
    event = {"id": "e900", "title": "Dentist appointment", "date": blocker["date"], "allDay": False, "start": "10:00", "end": "11:00", "type": "event", "reminder": -1, "alarm": False, "notes": ""}
    return {"fact": f, "train": t, "blocker": blocker, "event": event, "alarm": {"hour": mins // 60, "minute": mins % 60}, "rows": [{"testId": f"weather-day-{i}"} for i in range(1, f["day"] + 1)]}


def rail_order_earliest_that_day(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new unpaid order on the day's earliest high-speed train, for one passenger."""
    f = ctx["params"]["t"]["fact"]
    new = _new_rail_orders(ctx)
    ok = len(new) == 1 and _rail_order_matches(new[0], f["from"], f["to"], f["date"], f["earliest"]["no"])
    return ok, {"one unpaid order on": f["earliest"]["no"], "date": f["date"]}, [(o["trainNo"], o["date"], o["status"]) for o in new]


def rail_shanghai_trip(ctx: ParamContext) -> dict[str, Any]:
    """The trip: a day of the coming six whose Shanghai forecast has rain or not as the drawn
    branch ``params.rain`` says (the Weather world's forecast is fixed, so the day is what
    varies: "tomorrow", "the day after tomorrow", "on Monday, May 18"), the earliest high-speed
    train Hangzhou -> Shanghai that day and the forecast: ``{fact, train, day, dry, rainy, when}``."""
    daily = ctx["world"]["weather_forecasts"]["shanghai"]["daily"]
    offsets = [d for d in range(1, 7) if bool(daily[d]["rainy"]) == bool(ctx["params"]["rain"])]
    d = pick(ctx["rng"], offsets)
    f = next(x for x in ctx["world"]["railway_facts"] if x["id"] == f"hangzhou:shanghai:{d}")
    day, date = daily[d], _day(daily[d]["date"])
    when = "tomorrow" if d == 1 else "the day after tomorrow" if d == 2 else f"on {date['weekday']}, {date['label']}"
    return {"fact": f, "train": f["earliest"], "trains": _trains(f), "others": _other_trains(f, f["earliest"]["no"]), "day": day, "dry": not day["rainy"], "rainy": bool(day["rainy"]), "when": when}


# ---------- helper/life3: rating-gated ticket, weekend plans (reuse the Maps, 12306 and Weather readings above) ----------


def map_rating_rail(ctx: ParamContext) -> dict[str, Any]:
    """A rated Beijing place (the Maps city) above 4 or not (half the draws each; 4.0 itself
    counts as not above), and tomorrow's search to Beijing from a city whose earliest high-speed
    train has 2nd-class seats: ``{place, above, below, fact, train}``."""
    rng = ctx["rng"]
    above = bool(rng.random() < 0.5)
    rated = [p for p in ctx["world"]["map_places"] if p["rating"] is not None and (4.0 < p["rating"] <= 4.8 if above else 3.5 <= p["rating"] <= 4.0)]
    place = pick(rng, rated)
    f = _rail_fact(ctx, lambda f: f["to"] == "beijing" and f["unique"]["earliest"] and any(o["no"] == f["earliest"]["no"] and o["second"] > 0 for o in f["options"]), range(1, 2))
    return {"place": _map_hooks().place_view(place), "above": above, "below": not above, "fact": f, "train": f["earliest"]}


def order_only_if_rated_above(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Above 4: exactly one new unpaid order on tomorrow's earliest high-speed train to Beijing.
    Not above: no new order, and Maps left on the place's sheet (its rating was read), so doing
    nothing earns nothing."""
    r = ctx["params"]["r"]
    f = r["fact"]
    new = _new_rail_orders(ctx)
    got = [(o["trainNo"], o["date"], o["status"]) for o in new]
    if not r["above"]:
        view = ctx["final"]["apps"]["map"]["view"]
        shown = view.get("placeId") if view.get("screen") == "place" else None
        return not new and shown == r["place"]["id"], {"no order; Maps left on": r["place"]["id"]}, {"new orders": got, "map place shown": shown}
    ok = len(new) == 1 and _rail_order_matches(new[0], f["from"], f["to"], f["date"], f["earliest"]["no"])
    return ok, {"one unpaid order on": f["earliest"]["no"], "date": f["date"]}, got


def _next_saturday(state: dict[str, Any]) -> dt.date:
    clock = state["os"]["clock"]
    today = dt.datetime.fromtimestamp((clock["now"] + clock["tzOffsetMinutes"] * _MIN_MS) / 1000, dt.UTC).date()
    return today + dt.timedelta(days=(5 - today.weekday()) % 7 or 7)


def saturday_city(ctx: ParamContext) -> dict[str, Any]:
    """Next Saturday and a Weather city (not the one shown at the start) whose forecast for it is
    dry when ``params.dry``, rainy otherwise: ``{sat, offset, city_id, city, saved}``."""
    fc = ctx["world"]["weather_forecasts"]
    sat = _next_saturday(ctx["state"])
    start = ctx["state"]["apps"]["weather"]["current"]
    cities = sorted(c for c, f in fc.items() if c != start and next(d for d in f["daily"] if d["date"] == sat.isoformat())["rainy"] != bool(ctx["params"]["dry"]))
    city_id = str(ctx["rng"].choice(cities))
    offset = next(d["offset"] for d in fc[city_id]["daily"] if d["date"] == sat.isoformat())
    return {"sat": _day(sat.isoformat()), "offset": offset, "city_id": city_id, "city": next(c for c in ctx["world"]["weather_cities"] if c["id"] == city_id), "saved": _with_saved(ctx, city_id)}


def chengdu_weekend(ctx: ParamContext) -> dict[str, Any]:
    """Next Saturday: the earliest high-speed train Beijing -> Chengdu, Chengdu's forecast that
    day (world data), and a seeded Saturday event in the morning unless ``free`` (then in
    the afternoon: the day is not empty, the morning is). ``ok`` = dry and free: ``{fact, train,
    trains, day, sat, event, free, dry, ok, saved, alarm: {hour, minute, hm}}`` (``free`` drawn, half
    each; saved: the Weather city list with Chengdu on it)."""
    sat = _next_saturday(ctx["state"])
    f = next(x for x in ctx["world"]["railway_facts"] if x["from"] == "beijing" and x["to"] == "chengdu" and x["date"] == sat.isoformat())
    day = next(d for d in ctx["world"]["weather_forecasts"]["chengdu"]["daily"] if d["date"] == sat.isoformat())
    free = bool(ctx["rng"].integers(2))
    title, start, end = ("Yoga class", "15:00", "16:30") if free else ("Dentist appointment", "09:30", "10:30")
    event = {"id": "e900", "title": title, "date": sat.isoformat(), "allDay": False, "start": start, "end": end, "type": "event", "reminder": 15, "alarm": False, "notes": ""}
    t = f["earliest"]
    mins = int(t["dep"][:2]) * 60 + int(t["dep"][3:]) - 60
    ok = free and not day["rainy"]
    return {
        "fact": f, "train": t, "trains": _trains(f), "day": day, "sat": _day(sat.isoformat()), "event": event, "free": free, "dry": not day["rainy"], "ok": ok, "saved": _with_saved(ctx, "chengdu"),
        "alarm": {"hour": mins // 60, "minute": mins % 60, "hm": f"{mins // 60:02d}:{mins % 60:02d}"},
    }




def saved_city_by_rain(ctx: ParamContext) -> str:
    """A saved Weather city rainy or dry tomorrow as the drawn branch ``params.rain`` says (the Weather suite's reading)."""
    return str(sibling_hooks(__file__, "weather").saved_city_by_rain(ctx))
