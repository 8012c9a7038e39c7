"""Parameter hooks of the Weather templates. Forecasts are world data (``world.weather_forecasts``,
built by the app's own forecast function, web_sim/world/weather.ts, for the default episode
start); these hooks only choose cities and read the values the app shows, never recompute them.

A question is asked only of a city where it has one answer (one warmest day, not two tied).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np

from mobilegym_gym.tasks.hooklib import ParamContext, pick


def _forecasts(ctx: ParamContext) -> dict[str, Any]:
    return ctx["world"]["weather_forecasts"]


def _saved(ctx: ParamContext) -> list[str]:
    return ctx["state"]["apps"]["weather"]["saved"]


def _unique_extreme(days: list[dict[str, Any]], key: str, highest: bool) -> dict[str, Any] | None:
    """The day with the highest (lowest) ``key``, or None when two days share it."""
    best = max(d[key] for d in days) if highest else min(d[key] for d in days)
    hits = [d for d in days if d[key] == best]
    return hits[0] if len(hits) == 1 else None


def _pick_city(ctx: ParamContext, ok: Any, *, saved: bool | None) -> str:
    """A random city (saved, not saved, or any of the phone's zone: ``saved=None``) for which
    ``ok(forecast)`` holds."""
    if saved is None:
        pool = _same_today(ctx)
    else:
        pool = [c["id"] for c in ctx["world"]["weather_cities"] if (c["id"] in _saved(ctx)) == saved]
    good = [c for c in pool if ok(_forecasts(ctx)[c])]
    if not good:
        raise ValueError("no city fits the template")
    return str(ctx["rng"].choice(sorted(good)))


def _warmest_next_week(f: dict[str, Any]) -> dict[str, Any] | None:
    return _unique_extreme(f["daily"][1:8], "max", highest=True)


def _warmest_in_5(f: dict[str, Any]) -> dict[str, Any] | None:
    return _unique_extreme(f["daily"][0:5], "max", highest=True)


def _coldest_in_14(f: dict[str, Any]) -> dict[str, Any] | None:
    return _unique_extreme(f["daily"][0:14], "min", highest=False)


def unsaved_city_warmest_next_week(ctx: ParamContext) -> str:
    return _pick_city(ctx, _warmest_next_week, saved=False)


def warmest_next_week(ctx: ParamContext) -> dict[str, Any]:
    """The day (of tomorrow and the six after) with the highest maximum in ``params.city_id``."""
    day = _warmest_next_week(_forecasts(ctx)[ctx["params"]["city_id"]])
    assert day is not None
    return day


def _same_today(ctx: ParamContext) -> list[str]:
    """The cities whose forecast starts on the phone's date ("today" is one date for them all)."""
    today = _forecasts(ctx)[_saved(ctx)[0]]["daily"][0]["date"]
    return sorted(c["id"] for c in ctx["world"]["weather_cities"] if _forecasts(ctx)[c["id"]]["daily"][0]["date"] == today)


def any_city(ctx: ParamContext) -> str:
    """A city whose "today" is the phone's, saved or not: ``saved_and_city`` puts it in the
    saved list, so the answer is drawn from 40 cities' weather, not the 3 saved ones'."""
    return _pick_city(ctx, lambda f: True, saved=None)


def zone_city(ctx: ParamContext) -> str:
    """A city in the phone's time zone (its 24-hour strip starts at the phone's 09:00, so it
    covers tonight), saved or not: ``saved_and_city`` puts it in the saved list."""
    tz = ctx["state"]["os"]["clock"]["tzOffsetMinutes"]
    return str(ctx["rng"].choice(sorted(c["id"] for c in ctx["world"]["weather_cities"] if c["tzOffsetMinutes"] == tz)))


def saved_and_city(ctx: ParamContext) -> list[str]:
    """The saved list the set-up makes: the phone's, with ``params.city_id`` last if it was not there."""
    city = ctx["params"]["city_id"]
    return [*_saved(ctx), *([] if city in _saved(ctx) else [city])]


def city_warmest_in_5(ctx: ParamContext) -> str:
    """A city with one warmest day of the next five, weighted so that no date and no weather
    is the answer in most instances (most cities' warmest day is a partly cloudy 18 May: drawn
    uniformly, a policy could answer that blind): each city weighs 1/(cities of its date) +
    1/(cities of its weather)."""
    days = {c: d for c in _same_today(ctx) if (d := _warmest_in_5(_forecasts(ctx)[c]))}
    dates = Counter(d["date"] for d in days.values())
    weathers = Counter(d["day"] for d in days.values())
    cities = sorted(days)
    weights = np.array([1 / dates[days[c]["date"]] + 1 / weathers[days[c]["day"]] for c in cities])
    return cities[int(ctx["rng"].choice(len(cities), p=weights / weights.sum()))]


def warmest_in_5(ctx: ParamContext) -> dict[str, Any]:
    """The day of the next five (today first) with the highest maximum."""
    day = _warmest_in_5(_forecasts(ctx)[ctx["params"]["city_id"]])
    assert day is not None
    return day


def city_coldest_in_14(ctx: ParamContext) -> str:
    return _pick_city(ctx, _coldest_in_14, saved=None)


def coldest_in_14(ctx: ParamContext) -> dict[str, Any]:
    """The day of the next fourteen (today first) with the lowest minimum."""
    day = _coldest_in_14(_forecasts(ctx)[ctx["params"]["city_id"]])
    assert day is not None
    return day


def _night_hours(ctx: ParamContext) -> list[dict[str, Any]]:
    """The hourly forecast from 18:00 today to 04:00 tomorrow (both included), as the
    24-hour list shows it: the clock starts at 09:00, so the strip holds all eleven hours."""
    hourly = _forecasts(ctx)[ctx["params"]["city_id"]]["hourly"]
    start = next(i for i, h in enumerate(hourly) if h["time"] == "18:00")
    hours = hourly[start : start + 11]
    assert hours[-1]["time"] == "04:00", hours
    return hours


def night_low(ctx: ParamContext) -> int:
    """The lowest temperature of those hours."""
    return min(h["temp"] for h in _night_hours(ctx))


def night_rows(ctx: ParamContext) -> list[dict[str, str]]:
    """The rows of the 24-hour list a person reads the night's low from."""
    hourly = _forecasts(ctx)[ctx["params"]["city_id"]]["hourly"]
    times = {h["time"] for h in _night_hours(ctx)}
    return [{"testId": f"weather-hourly-{k}"} for k, h in enumerate(hourly) if h["time"] in times]


# ---------- comparisons between cities (the cities are put in the saved list by the set-up) ----------


def _name(ctx: ParamContext, city_id: str) -> str:
    return next(c["name"] for c in ctx["world"]["weather_cities"] if c["id"] == city_id)


def _now_temp(f: dict[str, Any]) -> float:
    return f["current"]["temp"]


def _now_humidity(f: dict[str, Any]) -> float:
    return f["current"]["humidity"]


def _range_tomorrow(f: dict[str, Any]) -> float:
    d = f["daily"][1]
    return d["max"] - d["min"]


def _rainy_days_next_week(f: dict[str, Any]) -> float:
    return sum(1 for d in f["daily"][1:8] if d["rainy"])


def _weekend(f: dict[str, Any]) -> list[dict[str, Any]]:
    """This week's Saturday and Sunday (the next ones when today is one of them)."""
    days = f["daily"]
    sat = next(i for i, d in enumerate(days) if d["weekday"] == "Sat")
    return days[sat : sat + 2] if days[sat + 1]["weekday"] == "Sun" else [days[sat]]


def _weekend_range(f: dict[str, Any]) -> float:
    w = _weekend(f)
    return max(d["max"] for d in w) - min(d["min"] for d in w)


_METRICS = {"temp": (_now_temp, True), "humidity": (_now_humidity, True), "range": (_range_tomorrow, True), "rain": (_rainy_days_next_week, False), "weekend": (_weekend_range, False)}


def _pick_cities(ctx: ParamContext, n: int, metric: str) -> list[str]:
    """``n`` distinct Chinese cities (the phone's zone: "tomorrow" is the same date everywhere);
    for three, the best one is unique (a pair may tie: "same" is then the answer)."""
    fn, highest = _METRICS[metric]
    fc = _forecasts(ctx)
    pool = sorted(c["id"] for c in ctx["world"]["weather_cities"] if c["tzOffsetMinutes"] == 480)
    for _ in range(200):
        ids = [str(c) for c in ctx["rng"].choice(pool, size=n, replace=False)]
        values = [fn(fc[c]) for c in ids]
        best = max(values) if highest else min(values)
        if n == 2 or values.count(best) == 1:
            return ids
    raise ValueError("no cities fit")


def pair_temp(ctx: ParamContext) -> list[str]:
    return _pick_cities(ctx, 2, "temp")


def pair_humidity(ctx: ParamContext) -> list[str]:
    return _pick_cities(ctx, 2, "humidity")


def pair_range(ctx: ParamContext) -> list[str]:
    return _pick_cities(ctx, 2, "range")


def trio_rain(ctx: ParamContext) -> list[str]:
    return _pick_cities(ctx, 3, "rain")


def trio_weekend(ctx: ParamContext) -> list[str]:
    return _pick_cities(ctx, 3, "weekend")


def _winner(ctx: ParamContext, metric: str) -> str:
    fn, highest = _METRICS[metric]
    ids = ctx["params"]["ids"]
    values = [fn(_forecasts(ctx)[c]) for c in ids]
    best = max(values) if highest else min(values)
    if values.count(best) > 1:
        return "Same"
    return _name(ctx, ids[values.index(best)])


def hotter(ctx: ParamContext) -> str:
    return _winner(ctx, "temp")


def more_humid(ctx: ParamContext) -> str:
    return _winner(ctx, "humidity")


def larger_range(ctx: ParamContext) -> str:
    return _winner(ctx, "range")


def least_rain(ctx: ParamContext) -> str:
    return _winner(ctx, "rain")


def smallest_weekend_range(ctx: ParamContext) -> str:
    return _winner(ctx, "weekend")


def names(ctx: ParamContext) -> list[str]:
    return [_name(ctx, c) for c in ctx["params"]["ids"]]


def saved_with(ctx: ParamContext) -> list[str]:
    """The saved list the set-up makes: the compared cities after the phone's first one."""
    first = _saved(ctx)[0]
    return [first, *[c for c in ctx["params"]["ids"] if c != first]]


def city_rows(ctx: ParamContext) -> list[dict[str, str]]:
    return [{"testId": f"weather-city-{c}"} for c in ctx["params"]["ids"]]


def feels_diff(ctx: ParamContext) -> int:
    """Feels-like minus actual, as the hero and the Feels-like card show them."""
    now = ctx["params"]["now"]
    return now["feelsLike"] - now["temp"]


def saved_city_by_rain(ctx: ParamContext) -> str:
    """A saved city where it rains tomorrow if ``params.rain`` is true, where it stays dry if
    false: the branch is drawn first (each half the time) and the city to fit it, since each
    city's forecast is fixed world data."""
    forecasts, rain = _forecasts(ctx), bool(ctx["params"]["rain"])
    cities = [c for c in _saved(ctx) if bool(forecasts[c]["daily"][1]["rainy"]) == rain]
    if not cities:
        raise ValueError(f"no saved Weather city is {'rainy' if rain else 'dry'} tomorrow")
    return pick(ctx["rng"], cities)


def conditional_threshold(ctx: ParamContext) -> int:
    """A threshold a few degrees below ``params.city_id``'s temperature now when the drawn
    branch ``params.target`` is "above", a few degrees above it otherwise; never equal to it
    (so "above T" has one answer)."""
    temp = _forecasts(ctx)[ctx["params"]["city_id"]]["current"]["temp"]
    gap = int(ctx["rng"].choice([1, 2, 3, 4]))
    return int(temp - gap if ctx["params"]["target"] else temp + gap)
