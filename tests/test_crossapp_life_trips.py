"""Judges of the rating-gated ticket and the draws of the weekend-plan templates (crossapp_life,
helper/life3) on hand-made states: each branch pays only for its own action, and the careless
agent (the wrong train or day, a second order, an order the rating forbids, doing nothing)
earns nothing. The weekend plans' outputs are judged through their templates in
tests/test_crossapp_life.py."""

from __future__ import annotations

import copy
import datetime as dt
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from mobilegym_gym.sim.bundle import fresh_state, world
from mobilegym_gym.tasks.loader import suite_hooks

SPECS = Path(__file__).resolve().parents[1] / "task_specs"


def _hooks() -> ModuleType:
    return suite_hooks("crossapp_life")


def _station(city: str) -> str:
    return next(s["id"] for s in world("railway_stations") if s["city"] == city)


def _order(train: str, date: str, frm: str = "shanghai", to: str = "beijing", status: str = "unpaid", o_id: str = "o90") -> dict[str, Any]:
    tickets = [{"passengerId": "p1", "passengerName": "Zhang Wei", "ticketType": "adult", "seatClass": "2nd Class", "seatNo": "05 car 08D", "price": 553}]
    return {"id": o_id, "trainNo": train, "from": _station(frm), "to": _station(to), "date": date, "dep": "07:00", "arr": "11:30", "tickets": tickets, "total": 553, "status": status, "createdAt": 0}


RATING_FACT = {"from": "shanghai", "to": "beijing", "date": "2026-05-15", "earliest": {"no": "G1"}}


def _rating_ctx(above: bool, orders: list[dict[str, Any]], view: dict[str, Any] | None = None) -> dict[str, Any]:
    initial = fresh_state()
    final = copy.deepcopy(initial)
    final["apps"]["railway12306"]["orders"] += orders
    if view is not None:
        final["apps"]["map"]["view"] = {**final["apps"]["map"]["view"], **view}
    return {"initial": initial, "final": final, "params": {"r": {"above": above, "place": {"id": "cafe-3"}, "fact": RATING_FACT}}}


ON_PLACE = {"screen": "place", "placeId": "cafe-3"}


@pytest.mark.parametrize(
    ("why", "above", "orders", "view", "ok"),
    [
        ("above: the earliest train ordered", True, [_order("G1", "2026-05-15")], None, True),
        ("above: a later train", True, [_order("G7", "2026-05-15")], None, False),
        ("above: the day after", True, [_order("G1", "2026-05-16")], None, False),
        ("above: the wrong direction", True, [_order("G1", "2026-05-15", frm="beijing", to="shanghai")], None, False),
        ("above: paid, not just submitted", True, [_order("G1", "2026-05-15", status="paid")], None, False),
        ("above: two orders", True, [_order("G1", "2026-05-15"), _order("G7", "2026-05-15", o_id="o91")], None, False),
        ("above: nothing done", True, [], ON_PLACE, False),
        ("not above: no order, the place shown", False, [], ON_PLACE, True),
        ("not above: ordered anyway", False, [_order("G1", "2026-05-15")], ON_PLACE, False),
        ("not above: nothing done", False, [], None, False),
        ("not above: another place shown", False, [], {"screen": "place", "placeId": "cafe-4"}, False),
        ("not above: left on the results", False, [], {"screen": "results", "placeId": "cafe-3"}, False),
    ],
)
def test_the_rating_gate_pays_only_for_its_branch(why: str, above: bool, orders: list[dict[str, Any]], view: dict[str, Any] | None, ok: bool) -> None:
    assert _hooks().order_only_if_rated_above(_rating_ctx(above, orders, view))[0] is ok, why


def test_the_rating_draw_takes_both_branches_and_a_bookable_train() -> None:
    h = _hooks()
    state, w = fresh_state(), {k: world(k) for k in ("map_places", "railway_facts")}
    draws = [h.map_rating_rail({"state": state, "world": w, "params": {}, "rng": np.random.default_rng(s)}) for s in range(12)]
    assert {d["above"] for d in draws} == {True, False}
    for d in draws:
        assert (d["place"]["rating"] > 4) is d["above"] and d["fact"]["to"] == "beijing" and d["fact"]["day"] == 1


def test_the_chengdu_draw_takes_both_branches_on_the_seeded_morning() -> None:
    h = _hooks()
    state, w = fresh_state(), {k: world(k) for k in ("railway_facts", "weather_forecasts")}
    draws = [h.chengdu_weekend({"state": state, "world": w, "params": {}, "rng": np.random.default_rng(s)}) for s in range(12)]
    assert {d["ok"] for d in draws} == {True, False}
    for d in draws:
        assert d["fact"]["date"] == d["sat"]["iso"] == d["event"]["date"] and dt.date.fromisoformat(d["sat"]["iso"]).weekday() == 5
        assert (d["event"]["start"] < "12:00") is not d["free"] and "chengdu" in d["saved"]


def test_the_first_events_start_counts_in_24_hour_or_am_pm_form_and_rivals_fail() -> None:
    """crossapp_life.CalendarEventToWechat: "09:30", "9:30" and "9:30 AM" all give the start; a
    time of another half of the day, a second message or another event's title does not pass."""
    from mobilegym_gym.judge.judge import judge
    from mobilegym_gym.tasks.loader import default_tasks
    from mobilegym_gym.tasks.task import instantiate

    task = default_tasks().tasks["crossapp_life.CalendarEventToWechat"]
    for seed in range(4):
        inst = instantiate(task, seed)
        s0 = inst.initial_state()
        first, who = inst.params["plan"]["first"], inst.params["who"]
        h, m = (int(x) for x in first["start"].split(":"))

        def verdict(*texts: str, s0: dict[str, Any] = s0, who: str = who, inst: Any = inst) -> bool:
            s = copy.deepcopy(s0)
            chat = next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == who)
            chat["messages"] += [{"id": f"x{i}", "from": "me", "type": "text", "text": t, "time": s["os"]["clock"]["now"] + i} for i, t in enumerate(texts)]
            r = judge(s, s0, inst.checks, inst.expected, inst.answer_fields, inst.expected_answers, task.hooks, inst.params)
            return r.goals_met and r.clean

        twelve = f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"
        for form in (first["start"], f"{h}:{m:02d}", twelve):
            assert verdict(f"Tomorrow's first is {first['title']} at {form}"), form
        assert not verdict(f"Tomorrow's first is {first['title']}")  # no start
        assert not verdict(f"Tomorrow's first is {first['title']} at {(h + 12) % 24}:{m:02d}")
        assert not verdict(f"{first['title']} at {first['start']}", "and then the rest")
        other = next(t for t in inst.params["plan"]["titles"] if t != first["title"])
        assert not verdict(f"{first['title']} at {first['start']}, then {other}")
