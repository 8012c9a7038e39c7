"""Clock app through the GUI (real Chromium): alarms, world clock, timer and stopwatch."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.app("clock")

CITY_OFFSETS = {"london": 0, "new-york": -300, "tokyo": 540, "mumbai": 330}


def alarms_by_id(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {a["id"]: a for a in phone.app_state("clock")["alarms"]}


def hm_at(now_ms: int, offset_minutes: int) -> str:
    return datetime.fromtimestamp(now_ms / 1000 + offset_minutes * 60, UTC).strftime("%H:%M")


def test_add_alarm_with_time_repeat_and_label(app_phone: PhoneDriver) -> None:
    before = alarms_by_id(app_phone)
    app_phone.tap(testId="clock-alarm-add")
    app_phone.tap(testId="clock-hour-17")  # picking the hour moves on to the minutes
    app_phone.tap(testId="clock-minute-45")
    app_phone.tap(testId="clock-minute-plus")
    app_phone.tap(testId="clock-minute-plus")
    app_phone.tap(testId="clock-repeat-Weekends")
    app_phone.tap(testId="field-clock.label")
    app_phone.type("Yoga")
    app_phone.tap(testId="clock-edit-save")

    after = alarms_by_id(app_phone)
    new_ids = set(after) - set(before)
    assert len(new_ids) == 1 and len(after) == len(before) + 1
    new = after[new_ids.pop()]
    assert {k: new[k] for k in ("hour", "minute", "repeat", "days", "label", "enabled")} == {
        "hour": 17, "minute": 47, "repeat": "weekends", "days": [0, 6], "label": "Yoga", "enabled": True,
    }
    assert all(after[i] == before[i] for i in before)
    assert app_phone.screen()["screen"] == "main"
    assert app_phone.visible(text="17:47") and app_phone.visible(text="Yoga")


def test_toggle_alarm_switch(app_phone: PhoneDriver) -> None:
    assert alarms_by_id(app_phone)["a4"]["enabled"] is False
    app_phone.tap(testId="clock-alarm-switch-a4")
    assert alarms_by_id(app_phone)["a4"]["enabled"] is True
    assert app_phone.visible(testId="toast")
    assert app_phone.screen()["screen"] == "main"  # the switch does not open the editor
    app_phone.tap(testId="clock-alarm-switch-a4")
    assert alarms_by_id(app_phone)["a4"]["enabled"] is False


def test_delete_alarm_by_long_press(app_phone: PhoneDriver) -> None:
    before = alarms_by_id(app_phone)
    app_phone.long_press(testId="clock-alarm-a5")
    assert app_phone.screen()["overlay"] == "alarm-actions"
    app_phone.tap(text="Delete")
    after = alarms_by_id(app_phone)
    assert "a5" not in after and len(after) == len(before) - 1
    assert all(after[i] == before[i] for i in after)
    assert not app_phone.visible(testId="clock-alarm-a5")


def test_edit_repeat_keeps_other_fields(app_phone: PhoneDriver) -> None:
    before = alarms_by_id(app_phone)["a1"]  # 06:30, weekdays, enabled
    app_phone.tap(testId="clock-alarm-a1")
    app_phone.tap(testId="clock-day-1")  # Monday off
    app_phone.tap(testId="clock-day-6")  # Saturday on
    app_phone.tap(testId="clock-edit-save")
    after = alarms_by_id(app_phone)["a1"]
    assert after == {**before, "repeat": "custom", "days": [2, 3, 4, 5, 6]}
    assert app_phone.visible(text="Tue, Wed, Thu, Fri, Sat")

    # A disabled alarm stays disabled when only its repeat changes; Cancel discards edits.
    a4 = alarms_by_id(app_phone)["a4"]
    app_phone.tap(testId="clock-alarm-a4")
    app_phone.tap(testId="clock-repeat-Daily")
    app_phone.tap(testId="clock-edit-save")
    assert alarms_by_id(app_phone)["a4"] == {**a4, "repeat": "daily", "days": [0, 1, 2, 3, 4, 5, 6]}
    assert a4["enabled"] is False
    snapshot = alarms_by_id(app_phone)
    app_phone.tap(testId="clock-alarm-a4")
    app_phone.tap(testId="clock-repeat-Once")
    app_phone.tap(testId="clock-edit-cancel")
    assert alarms_by_id(app_phone) == snapshot


def test_turn_on_all_from_overflow_menu(app_phone: PhoneDriver) -> None:
    assert not all(a["enabled"] for a in app_phone.app_state("clock")["alarms"])
    app_phone.tap(testId="clock-alarm-overflow")
    app_phone.tap(text="Turn on all")
    assert all(a["enabled"] for a in app_phone.app_state("clock")["alarms"])
    assert app_phone.screen()["overlay"] is None


def test_add_city_shows_its_local_time(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-world")
    app_phone.tap(testId="clock-city-add")
    assert app_phone.visible(testId="clock-pick-added-london")
    app_phone.tap(testId="field-clock.citySearch")
    app_phone.type("mum")
    app_phone.tap(testId="clock-pick-mumbai")

    state = app_phone.state()
    assert state["apps"]["clock"]["worldClock"]["cities"] == ["london", "new-york", "tokyo", "mumbai"]
    now = state["os"]["clock"]["now"]
    for city, offset in CITY_OFFSETS.items():
        assert app_phone.text(f"clock-city-time-{city}") == hm_at(now, offset)
    assert app_phone.text("clock-local-time") == hm_at(now, state["os"]["clock"]["tzOffsetMinutes"])
    assert app_phone.visible(text="2:30 h behind")
    assert app_phone.visible(text="Yesterday, 13 h behind")  # 09:00 in Beijing is 20:00 the day before in New York


def test_remove_city_by_long_press(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-world")
    app_phone.long_press(testId="clock-city-new-york")
    app_phone.tap(text="Remove")
    assert app_phone.app_state("clock")["worldClock"]["cities"] == ["london", "tokyo"]
    assert not app_phone.visible(text="New York")


def test_tab_survives_app_switch(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-stopwatch")
    app_phone.act(type="HOME")
    app_phone.open("clock")
    assert app_phone.visible(testId="clock-sw-start")


def test_stopwatch_follows_wait(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-stopwatch")
    app_phone.tap(testId="clock-sw-start")
    app_phone.act(type="WAIT", duration_ms=5000)
    state = app_phone.state()
    sw = state["apps"]["clock"]["stopwatch"]
    elapsed = sw["elapsedMs"] + state["os"]["clock"]["now"] - sw["startedAt"]
    assert elapsed == 6000  # 1 s for the Start tap, 5 s of WAIT
    assert app_phone.text("clock-sw-elapsed") == "00:06.00"

    app_phone.tap(testId="clock-sw-lap")
    app_phone.tap(testId="clock-sw-stop")
    sw = app_phone.app_state("clock")["stopwatch"]
    # Taps act at the current instant; the clock then advances 1 s.
    assert sw["running"] is False and sw["elapsedMs"] == 7000
    assert [lap["elapsedMs"] for lap in sw["laps"]] == [6000]
    app_phone.act(type="WAIT", duration_ms=5000)
    assert app_phone.text("clock-sw-elapsed") == "00:07.00"
    app_phone.tap(testId="clock-sw-reset")
    assert app_phone.app_state("clock")["stopwatch"] == {"running": False, "startedAt": None, "elapsedMs": 0, "laps": []}


def test_timer_counts_down_and_ends(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-timer")
    app_phone.tap(testId="clock-key-1")
    app_phone.tap(testId="clock-key-0")
    assert app_phone.app_state("clock")["timer"]["durationMs"] == 10_000
    app_phone.tap(testId="clock-timer-start")
    app_phone.act(type="WAIT", duration_ms=5000)
    state = app_phone.state()
    timer = state["apps"]["clock"]["timer"]
    assert timer["running"] is True
    assert timer["endsAt"] - state["os"]["clock"]["now"] == 4000
    assert app_phone.text("clock-timer-remaining") == "00:04"

    app_phone.tap(testId="clock-timer-pause")
    app_phone.act(type="WAIT", duration_ms=30_000)
    assert app_phone.app_state("clock")["timer"] == {"durationMs": 10_000, "running": False, "endsAt": None, "remainingMs": 4000}
    app_phone.tap(testId="clock-timer-start")  # resume
    app_phone.act(type="WAIT", duration_ms=10_000)
    assert app_phone.visible(text="Time's up")
    assert app_phone.text("clock-timer-remaining") == "00:00"
    app_phone.tap(testId="clock-timer-stop")
    assert app_phone.app_state("clock")["timer"] == {"durationMs": 10_000, "running": False, "endsAt": None, "remainingMs": 0}
