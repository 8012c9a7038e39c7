"""Parameter hooks of the Weather templates. Forecasts are world data (``world.weather_forecasts``,
built by the app's own forecast function, web_sim/world/weather.ts, for the default episode
start); these hooks only choose cities and read the values the app shows, never recompute them.

A question is asked only of a city where it has one answer (one warmest day, not two tied).
"""

from __future__ import annotations

from typing import Any


def _forecasts(ctx: dict[str, Any]) -> dict[str, Any]:
    return ctx["world"]["weather_forecasts"]


def _saved(ctx: dict[str, Any]) -> list[str]:
    return ctx["state"]["apps"]["weather"]["saved"]


def _unique_extreme(days: list[dict[str, Any]], key: str, highest: bool) -> dict[str, Any] | None:
    """The day with the highest (lowest) ``key``, or None when two days share it."""
    best = max(d[key] for d in days) if highest else min(d[key] for d in days)
    hits = [d for d in days if d[key] == best]
    return hits[0] if len(hits) == 1 else None


def _pick_city(ctx: dict[str, Any], ok: Any, *, saved: bool) -> str:
    """A random city (saved or not) for which ``ok(forecast)`` holds."""
    pool = [c["id"] for c in ctx["world"]["weather_cities"] if (c["id"] in _saved(ctx)) == saved]
    good = [c for c in pool if ok(_forecasts(ctx)[c])]
    if not good:
        raise ValueError("no city fits the template")
    return ctx["rng"].choice(sorted(good))


def _warmest_next_week(f: dict[str, Any]) -> dict[str, Any] | None:
    return _unique_extreme(f["daily"][1:8], "max", highest=True)


def _warmest_in_5(f: dict[str, Any]) -> dict[str, Any] | None:
    return _unique_extreme(f["daily"][0:5], "max", highest=True)


def _coldest_in_14(f: dict[str, Any]) -> dict[str, Any] | None:
    return _unique_extreme(f["daily"][0:14], "min", highest=False)


def unsaved_city_warmest_next_week(ctx: dict[str, Any]) -> str:
    return _pick_city(ctx, _warmest_next_week, saved=False)


def warmest_next_week(ctx: dict[str, Any]) -> dict[str, Any]:
    """The day (of tomorrow and the six after) with the highest maximum in ``params.city_id``."""
    day = _warmest_next_week(_forecasts(ctx)[ctx["params"]["city_id"]])
    assert day is not None
    return day


def saved_city_warmest_in_5(ctx: dict[str, Any]) -> str:
    return _pick_city(ctx, _warmest_in_5, saved=True)


def warmest_in_5(ctx: dict[str, Any]) -> dict[str, Any]:
    """The day of the next five (today first) with the highest maximum."""
    day = _warmest_in_5(_forecasts(ctx)[ctx["params"]["city_id"]])
    assert day is not None
    return day


def saved_city_coldest_in_14(ctx: dict[str, Any]) -> str:
    return _pick_city(ctx, _coldest_in_14, saved=True)


def coldest_in_14(ctx: dict[str, Any]) -> dict[str, Any]:
    """The day of the next fourteen (today first) with the lowest minimum."""
    day = _coldest_in_14(_forecasts(ctx)[ctx["params"]["city_id"]])
    assert day is not None
    return day


def _night_hours(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    """The hourly forecast from 18:00 today to 04:00 tomorrow (both included), as the
    24-hour list shows it: the clock starts at 09:00, so the strip holds all eleven hours."""
    hourly = _forecasts(ctx)[ctx["params"]["city_id"]]["hourly"]
    start = next(i for i, h in enumerate(hourly) if h["time"] == "18:00")
    hours = hourly[start : start + 11]
    assert hours[-1]["time"] == "04:00", hours
    return hours


def night_low(ctx: dict[str, Any]) -> int:
    """The lowest temperature of those hours."""
    return min(h["temp"] for h in _night_hours(ctx))


def night_rows(ctx: dict[str, Any]) -> list[dict[str, str]]:
    """The rows of the 24-hour list a person reads the night's low from."""
    hourly = _forecasts(ctx)[ctx["params"]["city_id"]]["hourly"]
    times = {h["time"] for h in _night_hours(ctx)}
    return [{"testId": f"weather-hourly-{k}"} for k, h in enumerate(hourly) if h["time"] in times]
