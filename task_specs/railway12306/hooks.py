"""Hooks of the 12306 templates. Trains, availability and the earliest/latest/fastest/cheapest
train of a search are the app's own (``world.railway_facts``, computed at build time by
web_sim/world/railway12306.ts ``searchDirect`` and ``seatsLeft``, the functions the page runs);
these hooks pick facts, word them as the app shows them, and read the orders the app recorded.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, pick, world_data

# Time-of-day preferences: label and departure window ("HH:MM", inclusive start, exclusive end).
WINDOWS = {"morning": ("06:00", "12:00"), "afternoon": ("12:00", "18:00"), "evening": ("18:00", "24:00")}
SEAT_CLASSES = {"second": "2nd Class", "first": "1st Class"}
APP = "railway12306"

def _in_window(dep: str, window: str) -> bool:
    lo, hi = WINDOWS[window]
    return lo <= dep < hi


def _station_city(world: Mapping[str, Any]) -> dict[str, str]:
    return {s["id"]: s["city"] for s in world["railway_stations"]}


def _booking(ctx: ParamContext, seats: int) -> dict[str, Any]:
    """A search (from, to, date 1-7 days ahead), a time-of-day window and a seat class such that
    some high-speed train in the window has at least ``seats`` seats left in that class; the
    solution's train is the earliest such one."""
    rng = ctx["rng"]
    choices = []
    for f in ctx["world"]["railway_facts"]:
        if not 1 <= f["day"] <= 7:
            continue
        for window in WINDOWS:
            for cls in SEAT_CLASSES:
                ok = [o for o in f["options"] if _in_window(o["dep"], window) and o[cls] >= seats]
                if ok:
                    choices.append((f, window, cls, ok[0]))
    f, window, cls, train = pick(rng, choices)
    lo, hi = WINDOWS[window]
    return {"fact": f, "window": window, "window_text": f"{lo}-{hi}" if hi != "24:00" else f"after {lo}", "cls": cls, "cls_label": SEAT_CLASSES[cls], "train": train}


def booking_one(ctx: ParamContext) -> dict[str, Any]:
    return _booking(ctx, 1)


def booking_two(ctx: ParamContext) -> dict[str, Any]:
    return _booking(ctx, 2)


def _new_orders(ctx: CheckContext) -> list[dict[str, Any]]:
    before = {o["id"] for o in app_state(ctx["initial"], APP)["orders"]}
    return [o for o in app_state(ctx["final"], APP)["orders"] if o["id"] not in before]


def _view(o: dict[str, Any]) -> dict[str, Any]:
    return {k: o[k] for k in ("trainNo", "from", "to", "date", "dep", "status")} | {"tickets": [(t["passengerName"], t["seatClass"]) for t in o["tickets"]]}


def _judge_order(ctx: CheckContext, *, from_city: str, to_city: str, date: str, names: list[str], high_speed: bool, window: str | None, seat: str | None) -> tuple[bool, Any, Any]:
    """Exactly one new order, unpaid, on a train of the asked kind from ``from_city`` to
    ``to_city`` on ``date`` (leaving in ``window``), with one ticket per passenger in ``names``
    (in ``seat`` class when given)."""
    city = {s["id"]: s["city"] for s in world_data("railway_stations")}
    new = _new_orders(ctx)
    expected = {"from": from_city, "to": to_city, "date": date, "passengers": sorted(names), "high_speed": high_speed, "window": window, "seat": seat, "status": "unpaid"}
    if len(new) != 1:
        return False, {"one new order": expected}, [_view(o) for o in new]
    o = new[0]
    ok = (
        o["status"] == "unpaid"
        and city.get(o["from"]) == from_city
        and city.get(o["to"]) == to_city
        and o["date"] == date
        and (not high_speed or o["trainNo"][:1] in ("G", "D"))
        and (window is None or _in_window(o["dep"], window))
        and sorted(t["passengerName"] for t in o["tickets"]) == sorted(names)
        and (seat is None or all(t["seatClass"] == seat for t in o["tickets"]))
    )
    return ok, expected, _view(o)


def _names(state: dict[str, Any], ids: list[str]) -> list[str]:
    names = {p["id"]: p["name"] for p in app_state(state, APP)["passengers"]}
    return [names[i] for i in ids]


def order_for_passenger(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]
    b = p["b"]
    return _judge_order(ctx, from_city=b["fact"]["from"], to_city=b["fact"]["to"], date=b["fact"]["date"], names=[p["passenger"]["name"]], high_speed=True, window=b["window"], seat=b["cls_label"])


def order_for_two(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]
    b = p["b"]
    return _judge_order(ctx, from_city=b["fact"]["from"], to_city=b["fact"]["to"], date=b["fact"]["date"], names=[p["pair"][0]["name"], p["pair"][1]["name"]], high_speed=True, window=b["window"], seat=b["cls_label"])


def order_for_new_passenger(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]
    b = p["b"]
    return _judge_order(ctx, from_city=b["fact"]["from"], to_city=b["fact"]["to"], date=b["fact"]["date"], names=[p["newp"]["name"]], high_speed=True, window=b["window"], seat=b["cls_label"])


def return_order(ctx: CheckContext) -> tuple[bool, Any, Any]:
    p = ctx["params"]["ret"]
    return _judge_order(ctx, from_city=p["from"], to_city=p["to"], date=p["date"], names=[p["me"]], high_speed=False, window=None, seat=None)


def latest_trip(ctx: ParamContext) -> dict[str, Any]:
    """The newest paid ticket, the return journey it asks for (its arrival city back to its
    departure city, tomorrow) and the first train of that search with 2nd-class or hard-seat
    seats left (the solution's)."""
    state, world = ctx["state"], ctx["world"]
    city = _station_city(world)
    names = {c["id"]: c["name"] for c in world["railway_cities"]}
    paid = [o for o in app_state(state, APP)["orders"] if o["status"] == "paid"]
    last = max(paid, key=lambda o: (o["date"], o["dep"]))
    back_from, back_to = city[last["to"]], city[last["from"]]
    fact = next(f for f in world["railway_facts"] if f["from"] == back_from and f["to"] == back_to and f["day"] == 1)
    train = next(o for o in fact["options"] if o["second"] > 0)
    me = next(p for p in app_state(state, APP)["passengers"] if p["isDefault"])
    return {"order": last, "from": back_from, "to": back_to, "from_name": names[back_from], "to_name": names[back_to], "date": fact["date"], "train": train, "me": me["name"], "me_id": me["id"]}


def trip_cities(ctx: ParamContext) -> dict[str, Any]:
    """The distinct cities (``side``: departure or arrival) of the ``n`` most recent paid trips,
    and the order cards that show them."""
    state, world = ctx["state"], ctx["world"]
    n, side = ctx["params"]["n"], ctx["params"]["side"]
    city = _station_city(world)
    names = {c["id"]: c["name"] for c in world["railway_cities"]}
    stations = {s["id"]: s["name"] for s in world["railway_stations"]}
    paid = sorted((o for o in app_state(state, APP)["orders"] if o["status"] == "paid"), key=lambda o: (o["date"], o["dep"]), reverse=True)[:n]
    key = "from" if side == "depart from" else "to"
    cities: list[str] = []
    for o in paid:
        c = names[city[o[key]]]
        if c not in cities:
            cities.append(c)
    return {"cities": cities, "shown": [{"text": stations[o[key]], "exact": False} for o in paid]}


def order_price_text(ctx: ParamContext) -> str:
    """The order's fare as the order detail shows it ("¥594.5", "¥80")."""
    total = ctx["params"]["order"]["total"]
    return f"¥{total:.0f}" if float(total).is_integer() else f"¥{total:.1f}"


def saved_passengers(ctx: ParamContext) -> list[dict[str, Any]]:
    """The saved passengers, drawn per instance: me (the default) and 1 to all of the others, in
    their order (so how many are saved differs between instances)."""
    rng = ctx["rng"]
    me, *others = app_state(ctx["state"], APP)["passengers"]
    kept = {int(i) for i in rng.choice(len(others), size=int(rng.integers(1, len(others) + 1)), replace=False)}
    return [me, *(p for i, p in enumerate(others) if i in kept)]


#: Universities a student account may name, by the railway city they are in.
SCHOOLS = {"shanghai": "Tongji University", "beijing": "Peking University", "nanjing": "Nanjing University", "wuhan": "Wuhan University", "chengdu": "Sichuan University", "hangzhou": "Zhejiang University", "xian": "Xi'an Jiaotong University", "guangzhou": "Sun Yat-sen University"}


def student_segment(ctx: ParamContext) -> dict[str, Any]:
    """My student verification, drawn per instance: a university, its city's station and a
    station of another city (the discounted segment between school and home)."""
    rng = ctx["rng"]
    stations = ctx["world"]["railway_stations"]
    city = pick(rng, sorted(SCHOOLS))
    near = [s["name"] for s in stations if s["city"] == city]
    home = [s["name"] for s in stations if s["city"] != city]
    student = next(a for a in app_state(ctx["state"], APP)["accounts"] if a["id"] == "u1")["student"]
    return {**student, "school": SCHOOLS[city], "from": pick(rng, near), "to": pick(rng, home)}
