"""Judges of the rating-gated ticket and the weekend-plan templates (crossapp_life, helper/life3)
on hand-made states: each branch pays only for its own action, and the careless agent (the
wrong train or day, a second order, an order the rating forbids, doing nothing) earns nothing."""

from __future__ import annotations

import copy
import datetime as dt
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from mobilegym_gym.sim.bundle import fresh_state, world

SPECS = Path(__file__).resolve().parents[1] / "task_specs"


def _hooks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("crossapp_life_hooks", SPECS / "crossapp_life" / "hooks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


SAT = "2026-05-16"
DEST = {"name": "Science Museum", "drive": {"minutes": 7, "durationText": "7 min"}}


def _event(title: str, date: str, e_id: str = "e50") -> dict[str, Any]:
    return {"id": e_id, "title": title, "date": date, "allDay": False, "start": "09:00", "end": "10:00", "type": "event", "reminder": 15, "alarm": False, "notes": ""}


def _outing_ctx(dry: bool, events: list[dict[str, Any]], texts: list[str], friend: str = "alice") -> dict[str, Any]:
    initial = fresh_state()
    final = copy.deepcopy(initial)
    final["apps"]["calendar"]["events"] += events
    chat = next(c for c in final["apps"]["wechat"]["chats"] if c["id"] == friend)
    chat["messages"] += [{"id": f"m9{i}", "from": "me", "type": "text", "text": t, "time": 0} for i, t in enumerate(texts)]
    return {"initial": initial, "final": final, "params": {"dry": dry, "w": {"sat": {"iso": SAT}}, "dest": DEST, "friend": {"id": "alice"}}}


INVITE = "Outing on Saturday? Let's go to Science Museum, it's 7 min by car."


@pytest.mark.parametrize(
    ("why", "dry", "events", "texts", "friend", "ok"),
    [
        ("dry: event and invitation", True, [_event("Outing", SAT)], [INVITE], "alice", True),
        ("dry: no event", True, [], [INVITE], "alice", False),
        ("dry: event on Sunday", True, [_event("Outing", "2026-05-17")], [INVITE], "alice", False),
        ("dry: another title", True, [_event("Trip", SAT)], [INVITE], "alice", False),
        ("dry: two events", True, [_event("Outing", SAT), _event("Outing", SAT, "e51")], [INVITE], "alice", False),
        ("dry: a wrong driving time", True, [_event("Outing", SAT)], ["Let's go to Science Museum, it's 17 min by car."], "alice", False),
        ("dry: no place named", True, [_event("Outing", SAT)], ["Outing Saturday? 7 min by car."], "alice", False),
        ("dry: invitation to someone else", True, [_event("Outing", SAT)], [INVITE], "mom", False),
        ("dry: hedged with the rain branch", True, [_event("Outing", SAT)], [INVITE + " Or the outing is off if it rains."], "alice", False),
        ("rain: the outing called off", False, [], ["Rain is forecast for Saturday, so our outing is off."], "alice", True),
        ("rain: nothing done", False, [], [], "alice", False),
        ("rain: event added anyway", False, [_event("Outing", SAT)], ["Our outing is off."], "alice", False),
        ("rain: invited anyway", False, [], [INVITE], "alice", False),
        ("rain: two messages", False, [], ["Our outing is off.", "Sorry!"], "alice", False),
    ],
)
def test_the_weekend_plan_follows_saturdays_weather(why: str, dry: bool, events: list[dict[str, Any]], texts: list[str], friend: str, ok: bool) -> None:
    assert _hooks().outing_follows_weather(_outing_ctx(dry, events, texts, friend))[0] is ok, why


TRIP = {"train": {"no": "G301", "dep": "06:15"}, "day": {"day": "Cloudy"}, "alarm": {"hour": 5, "minute": 15, "hm": "05:15"}}
PLAN = {"title": "Weekend Chengdu plan", "body": "Train G301, departs 06:15 from Beijing West. Chengdu weather: Cloudy, 18-26°C."}
MEET = "I'm taking G301 to Chengdu on Saturday, can we meet there?"
CANCEL = "Sorry, the Chengdu trip on Saturday is cancelled."


def _note(title: str, body: str, n_id: str = "n90") -> dict[str, Any]:
    return {"id": n_id, "title": title, "body": body, "folderId": "f1", "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": 0, "updatedAt": 0}


def _alarm(hour: int, minute: int, enabled: bool = True, a_id: str = "a90") -> dict[str, Any]:
    return {"id": a_id, "hour": hour, "minute": minute, "enabled": enabled, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False}


def _trip_ctx(ok: bool, notes: list[dict[str, Any]], alarms: list[dict[str, Any]], texts: list[str]) -> dict[str, Any]:
    ctx = _outing_ctx(True, [], texts)
    ctx["final"]["apps"]["notes"]["notes"] += notes
    ctx["final"]["apps"]["clock"]["alarms"] += alarms
    ctx["params"] = {"t": {**TRIP, "ok": ok}, "friend": {"id": "alice"}}
    return ctx


GOOD_NOTE, GOOD_ALARM = _note(**PLAN), _alarm(5, 15)


@pytest.mark.parametrize(
    ("why", "ok", "notes", "alarms", "texts", "met"),
    [
        ("OK: note, alarm and meeting", True, [GOOD_NOTE], [GOOD_ALARM], [MEET], True),
        ("OK: no note", True, [], [GOOD_ALARM], [MEET], False),
        ("OK: note without the weather", True, [_note(PLAN["title"], "Train G301, departs 06:15.")], [GOOD_ALARM], [MEET], False),
        ("OK: note without the departure", True, [_note(PLAN["title"], "Train G301. Cloudy.")], [GOOD_ALARM], [MEET], False),
        ("OK: another title", True, [_note("Chengdu", PLAN["body"])], [GOOD_ALARM], [MEET], False),
        ("OK: alarm at departure", True, [GOOD_NOTE], [_alarm(6, 15)], [MEET], False),
        ("OK: alarm switched off", True, [GOOD_NOTE], [_alarm(5, 15, enabled=False)], [MEET], False),
        ("OK: two alarms", True, [GOOD_NOTE], [GOOD_ALARM, _alarm(5, 0, a_id="a91")], [MEET], False),
        ("OK: no message", True, [GOOD_NOTE], [GOOD_ALARM], [], False),
        ("OK: cancelled instead", True, [GOOD_NOTE], [GOOD_ALARM], [CANCEL], False),
        ("OK: hedged message", True, [GOOD_NOTE], [GOOD_ALARM], [MEET + " Or it's cancelled."], False),
        ("not OK: cancelled only", False, [], [], [CANCEL], True),
        ("not OK: nothing done", False, [], [], [], False),
        ("not OK: planned anyway", False, [GOOD_NOTE], [GOOD_ALARM], [CANCEL], False),
        ("not OK: alarm set anyway", False, [], [GOOD_ALARM], [CANCEL], False),
        ("not OK: asked to meet", False, [], [], [MEET], False),
    ],
)
def test_the_chengdu_weekend_plan_pays_only_for_its_branch(why: str, ok: bool, notes: list[dict[str, Any]], alarms: list[dict[str, Any]], texts: list[str], met: bool) -> None:
    assert _hooks().chengdu_plan_follows_branch(_trip_ctx(ok, notes, alarms, texts))[0] is met, why


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
    from mobilegym_gym.tasks.task import _seeded_fresh_state, _setup_ops, instantiate

    task = default_tasks().tasks["crossapp_life.CalendarEventToWechat"]
    for seed in range(4):
        inst = instantiate(task, seed)
        s0 = _setup_ops(task, inst.params, _seeded_fresh_state(seed))[1]
        first, who = inst.params["plan"]["first"], inst.params["who"]
        h, m = (int(x) for x in first["start"].split(":"))

        def verdict(*texts: str) -> bool:
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
        assert not verdict(f"{first['title']} at {first['start']}, then {inst.params['plan']['others'][0]}")
