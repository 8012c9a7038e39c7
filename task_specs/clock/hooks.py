"""Parameter hooks of the Clock templates: what JMESPath cannot compute (clock arithmetic, random
alarm lists, world-clock line-ups, and the rows a reference solution ``see``s, as the app words
and orders them). Every hook reads the INITIAL state and the drawn params, and draws only from
``ctx["rng"]``, so a seed always gives the same task.

World-clock offsets are fixed (``world.clock_cities[].offsetMinutes``, no daylight saving); the
local zone is ``os.clock.tzOffsetMinutes``.
"""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, by_id, pick

_DAY_MS = 86_400_000

# Labels and repeat patterns of the alarms that setup adds (CountAlarms, EnableAllAlarms).
_EXTRA_LABELS = ("Standup", "Pick up kids", "Yoga", "Vitamins", "Nap", "Laundry", "Lunch", "Stretch", "Read", "")
_EXTRA_DAYS: tuple[list[int], ...] = ([], [0, 1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5], [0, 6], [2, 4], [1, 3, 5], [6])


def _hm(ms: int) -> str:
    minutes = (ms % _DAY_MS) // 60_000
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _hours(minutes: int) -> int | float:
    """Minutes as hours: 120 -> 2, 150 -> 2.5."""
    h = abs(minutes) / 60
    return int(h) if h.is_integer() else h


def city_time(ctx: ParamContext) -> str:
    """The time now in ``params.city`` ("HH:MM"), as its world-clock row shows it.

    The clock starts at 09:00:00 and moves 1 s per action. The templates asking for a time have
    budgets of at most 60 actions (L2 hybrid 45, L3 query 60, AnswerSheet steps included), so
    every screen the agent acts on shows the minute of the start (unless it WAITs on purpose);
    offsets are whole or half hours, so every city's minute is that of the local clock.
    """
    city = ctx["params"]["city"]
    return _hm(ctx["state"]["os"]["clock"]["now"] + city["offsetMinutes"] * 60_000)


def _relation(now: int, local: int, offset: int) -> str:
    """A world-clock row's subtitle (logic.ts ``cityRelation``): "Yesterday, 13 h behind",
    "2:30 h ahead", "Same time"."""
    diff = offset - local
    amount = f"{abs(diff) // 60}" + (f":{abs(diff) % 60:02d}" if abs(diff) % 60 else "")
    text = "Same time" if diff == 0 else f"{amount} h {'ahead' if diff > 0 else 'behind'}"
    shift = (now + offset * 60_000) // _DAY_MS - (now + local * 60_000) // _DAY_MS
    return text if shift == 0 else f"{'Tomorrow' if shift > 0 else 'Yesterday'}, {text}"


def city_relation(ctx: ParamContext) -> str:
    """How ``params.city`` stands to local time, as its world-clock row says it (the day cannot
    change within an episode: the clock starts at 09:00 local and moves 1 s per action)."""
    clock = ctx["state"]["os"]["clock"]
    return _relation(clock["now"], clock["tzOffsetMinutes"], ctx["params"]["city"]["offsetMinutes"])


def _row(ctx: ParamContext, city: dict[str, Any]) -> list[Any]:
    """``see`` targets of a city's world-clock row: the row, the name, the relation to local time."""
    clock = ctx["state"]["os"]["clock"]
    return [{"testId": f"clock-city-{city['id']}"}, city["name"], _relation(clock["now"], clock["tzOffsetMinutes"], city["offsetMinutes"])]


def pair_rows(ctx: ParamContext) -> list[Any]:
    """The rows of ``params.city1`` and ``params.city2``: the hours between them are read off
    their offsets from local time. Not in screen order: the world clock fits on one screen."""
    return _row(ctx, ctx["params"]["city1"]) + _row(ctx, ctx["params"]["city2"])


def lineup_rows(ctx: ParamContext) -> list[Any]:
    """The rows of every city of ``params.ids``, in that (the list's) order."""
    cities = by_id(ctx["world"]["clock_cities"])
    return [t for i in ctx["params"]["ids"] for t in _row(ctx, cities[i])]


def alarm_rows(ctx: ParamContext) -> list[dict[str, str]]:
    """``see`` targets of the rows of ``params.alarms``, top to bottom: the list is sorted by
    time of day (logic.ts ``sortedAlarms``), and alarm_list keeps every time unique."""
    return [{"testId": f"clock-alarm-{a['id']}"} for a in sorted(ctx["params"]["alarms"], key=lambda a: (a["hour"], a["minute"]))]


def hours_apart(ctx: ParamContext) -> int | float:
    """Hours (>= 0) between ``params.city1`` and ``params.city2``: 2.5 for a half-hour zone
    such as Mumbai."""
    p = ctx["params"]
    return _hours(p["city1"]["offsetMinutes"] - p["city2"]["offsetMinutes"])


def minute_taps(ctx: ParamContext) -> dict[str, Any]:
    """How the picker reaches ``params.minute``: the nearest 5-minute cell, then two more taps.

    The adjustments are "+1 min" / "-1 min" or, when not needed, the minute display (a no-op
    in minute mode), so every draw has the same number of solution steps.
    """
    minute = ctx["params"]["minute"]
    base = 5 * round(minute / 5) % 60
    delta = (minute - base + 30) % 60 - 30  # -2..2
    taps = ["clock-minute-plus"] * max(delta, 0) + ["clock-minute-minus"] * max(-delta, 0)
    taps += ["clock-edit-minute"] * (2 - len(taps))
    return {"base": base, "tap1": taps[0], "tap2": taps[1]}


def alarm_list(ctx: ParamContext) -> list[dict[str, Any]]:
    """The seeded alarms with 0-2 of them dropped and 1-5 new ones (distinct times, random
    switches). Every time of day stays unique. The new ids start at a101, far above the ids the
    app gives (``nextId`` is 8), so nextId can stay as it is.
    """
    rng = ctx["rng"]
    clock = ctx["state"]["apps"]["clock"]
    seeded = [dict(a) for a in clock["alarms"]]
    drop = {int(i) for i in rng.choice(len(seeded), size=int(rng.integers(0, 3)), replace=False)}
    alarms = [a for i, a in enumerate(seeded) if i not in drop]
    taken = {(a["hour"], a["minute"]) for a in seeded}
    next_id = 101
    for _ in range(int(rng.integers(1, 6))):
        while True:
            hour, minute = int(rng.integers(5, 24)), 5 * int(rng.integers(0, 12))
            if (hour, minute) not in taken:
                break
        taken.add((hour, minute))
        days = list(pick(rng, _EXTRA_DAYS))
        repeat = {0: "once", 7: "daily"}.get(len(days)) or {"1,2,3,4,5": "weekdays", "0,6": "weekends"}.get(",".join(map(str, days)), "custom")
        alarms.append(
            {
                "id": f"a{next_id}",
                "hour": hour,
                "minute": minute,
                "enabled": bool(rng.integers(2)),
                "repeat": repeat,
                "days": days,
                "label": pick(rng, _EXTRA_LABELS),
                "vibrate": bool(rng.integers(2)),
                "autoDelete": False,
            }
        )
        next_id += 1
    return alarms


def world_lineup(ctx: ParamContext) -> list[str]:
    """Four catalogue cities for the world clock whose furthest-ahead one is unique and not west
    of London (so the answer is never São Paulo, whose accent a typed answer may drop).

    At least one city is a day behind local time, so its clock reads a larger hour than the
    answer's (09:00 in Beijing is 20:00 the day before in New York): the latest local time is
    the furthest-ahead zone, not the biggest number on a row. Returns the city ids.
    """
    rng = ctx["rng"]
    local = ctx["state"]["os"]["clock"]["tzOffsetMinutes"]
    now = ctx["state"]["os"]["clock"]["now"]
    cities = ctx["world"]["clock_cities"]
    local_day = (now + local * 60_000) // _DAY_MS
    while True:
        picked = [cities[int(i)] for i in rng.choice(len(cities), size=4, replace=False)]
        offsets = sorted((c["offsetMinutes"] for c in picked), reverse=True)
        behind_a_day = any((now + c["offsetMinutes"] * 60_000) // _DAY_MS < local_day for c in picked)
        if offsets[0] != offsets[1] and offsets[0] >= 0 and behind_a_day:
            break
    return [c["id"] for c in picked]


def latest_city(ctx: ParamContext) -> str:
    """Name of the furthest-ahead city among ``params.ids`` (unique by world_lineup)."""
    ids = set(ctx["params"]["ids"])
    return max((c for c in ctx["world"]["clock_cities"] if c["id"] in ids), key=lambda c: c["offsetMinutes"])["name"]
