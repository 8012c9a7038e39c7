"""Clock app through the GUI (real Chromium): alarms, world clock, timer and stopwatch."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from conftest import PhoneDriver

CITY_OFFSETS = {"london": 0, "new-york": -300, "tokyo": 540, "mumbai": 330}


def clock(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["apps"]["clock"]


def alarms_by_id(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {a["id"]: a for a in clock(phone)["alarms"]}


def text_of(phone: PhoneDriver, test_id: str) -> str:
    """Visible text of the element with this test id."""
    js = "id => document.querySelector(`[data-testid=\"${id}\"]`).textContent.trim()"
    return phone.call(phone.phone.page.evaluate(js, test_id))


def hm_at(now_ms: int, offset_minutes: int) -> str:
    return datetime.fromtimestamp(now_ms / 1000 + offset_minutes * 60, UTC).strftime("%H:%M")


def test_add_alarm_with_time_repeat_and_label(phone: PhoneDriver) -> None:
    phone.open("clock")
    before = alarms_by_id(phone)
    phone.tap(testId="clock-alarm-add")
    phone.tap(testId="clock-hour-17")  # picking the hour moves on to the minutes
    phone.tap(testId="clock-minute-45")
    phone.tap(testId="clock-minute-plus")
    phone.tap(testId="clock-minute-plus")
    phone.tap(testId="clock-repeat-Weekends")
    phone.tap(testId="field-clock.label")
    phone.type("Yoga")
    phone.tap(testId="clock-edit-save")

    after = alarms_by_id(phone)
    new_ids = set(after) - set(before)
    assert len(new_ids) == 1 and len(after) == len(before) + 1
    new = after[new_ids.pop()]
    assert {k: new[k] for k in ("hour", "minute", "repeat", "days", "label", "enabled")} == {
        "hour": 17, "minute": 47, "repeat": "weekends", "days": [0, 6], "label": "Yoga", "enabled": True,
    }
    assert all(after[i] == before[i] for i in before)
    assert phone.screen()["screen"] == "main"
    assert phone.visible(text="17:47") and phone.visible(text="Yoga")


def test_toggle_alarm_switch(phone: PhoneDriver) -> None:
    phone.open("clock")
    assert alarms_by_id(phone)["a4"]["enabled"] is False
    phone.tap(testId="clock-alarm-switch-a4")
    assert alarms_by_id(phone)["a4"]["enabled"] is True
    assert phone.visible(testId="toast")
    assert phone.screen()["screen"] == "main"  # the switch does not open the editor
    phone.tap(testId="clock-alarm-switch-a4")
    assert alarms_by_id(phone)["a4"]["enabled"] is False


def test_delete_alarm_by_long_press(phone: PhoneDriver) -> None:
    phone.open("clock")
    before = alarms_by_id(phone)
    phone.long_press(testId="clock-alarm-a5")
    assert phone.screen()["overlay"] == "alarm-actions"
    phone.tap(text="Delete")
    after = alarms_by_id(phone)
    assert "a5" not in after and len(after) == len(before) - 1
    assert all(after[i] == before[i] for i in after)
    assert not phone.visible(testId="clock-alarm-a5")


def test_edit_repeat_keeps_other_fields(phone: PhoneDriver) -> None:
    phone.open("clock")
    before = alarms_by_id(phone)["a1"]  # 06:30, weekdays, enabled
    phone.tap(testId="clock-alarm-a1")
    phone.tap(testId="clock-day-1")  # Monday off
    phone.tap(testId="clock-day-6")  # Saturday on
    phone.tap(testId="clock-edit-save")
    after = alarms_by_id(phone)["a1"]
    assert after == {**before, "repeat": "custom", "days": [2, 3, 4, 5, 6]}
    assert phone.visible(text="Tue, Wed, Thu, Fri, Sat")

    # A disabled alarm stays disabled when only its repeat changes; Cancel discards edits.
    a4 = alarms_by_id(phone)["a4"]
    phone.tap(testId="clock-alarm-a4")
    phone.tap(testId="clock-repeat-Daily")
    phone.tap(testId="clock-edit-save")
    assert alarms_by_id(phone)["a4"] == {**a4, "repeat": "daily", "days": [0, 1, 2, 3, 4, 5, 6]}
    assert a4["enabled"] is False
    snapshot = alarms_by_id(phone)
    phone.tap(testId="clock-alarm-a4")
    phone.tap(testId="clock-repeat-Once")
    phone.tap(testId="clock-edit-cancel")
    assert alarms_by_id(phone) == snapshot


def test_turn_on_all_from_overflow_menu(phone: PhoneDriver) -> None:
    phone.open("clock")
    assert not all(a["enabled"] for a in clock(phone)["alarms"])
    phone.tap(testId="clock-alarm-overflow")
    phone.tap(text="Turn on all")
    assert all(a["enabled"] for a in clock(phone)["alarms"])
    assert phone.screen()["overlay"] is None


def test_add_city_shows_its_local_time(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.tap(testId="nav-world")
    phone.tap(testId="clock-city-add")
    assert phone.visible(testId="clock-pick-added-london")
    phone.tap(testId="field-clock.citySearch")
    phone.type("mum")
    phone.tap(testId="clock-pick-mumbai")

    state = phone.state()
    assert state["apps"]["clock"]["worldClock"]["cities"] == ["london", "new-york", "tokyo", "mumbai"]
    now = state["os"]["clock"]["now"]
    for city, offset in CITY_OFFSETS.items():
        assert text_of(phone, f"clock-city-time-{city}") == hm_at(now, offset)
    assert text_of(phone, "clock-local-time") == hm_at(now, state["os"]["clock"]["tzOffsetMinutes"])
    assert phone.visible(text="2:30 h behind")
    assert phone.visible(text="Yesterday, 13 h behind")  # 09:00 in Beijing is 20:00 the day before in New York


def test_remove_city_by_long_press(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.tap(testId="nav-world")
    phone.long_press(testId="clock-city-new-york")
    phone.tap(text="Remove")
    assert clock(phone)["worldClock"]["cities"] == ["london", "tokyo"]
    assert not phone.visible(text="New York")


def test_tab_survives_app_switch(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.tap(testId="nav-stopwatch")
    phone.act(type="HOME")
    phone.open("clock")
    assert phone.visible(testId="clock-sw-start")


def test_stopwatch_follows_wait(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.tap(testId="nav-stopwatch")
    phone.tap(testId="clock-sw-start")
    phone.act(type="WAIT", duration_ms=5000)
    state = phone.state()
    sw = state["apps"]["clock"]["stopwatch"]
    elapsed = sw["elapsedMs"] + state["os"]["clock"]["now"] - sw["startedAt"]
    assert elapsed == 6000  # 1 s for the Start tap, 5 s of WAIT
    assert text_of(phone, "clock-sw-elapsed") == "00:06.00"

    phone.tap(testId="clock-sw-lap")
    phone.tap(testId="clock-sw-stop")
    sw = clock(phone)["stopwatch"]
    # Taps act at the current instant; the clock then advances 1 s.
    assert sw["running"] is False and sw["elapsedMs"] == 7000
    assert [lap["elapsedMs"] for lap in sw["laps"]] == [6000]
    phone.act(type="WAIT", duration_ms=5000)
    assert text_of(phone, "clock-sw-elapsed") == "00:07.00"
    phone.tap(testId="clock-sw-reset")
    assert clock(phone)["stopwatch"] == {"running": False, "startedAt": None, "elapsedMs": 0, "laps": []}


def test_timer_counts_down_and_ends(phone: PhoneDriver) -> None:
    phone.open("clock")
    phone.tap(testId="nav-timer")
    phone.tap(testId="clock-key-1")
    phone.tap(testId="clock-key-0")
    assert clock(phone)["timer"]["durationMs"] == 10_000
    phone.tap(testId="clock-timer-start")
    phone.act(type="WAIT", duration_ms=5000)
    state = phone.state()
    timer = state["apps"]["clock"]["timer"]
    assert timer["running"] is True
    assert timer["endsAt"] - state["os"]["clock"]["now"] == 4000
    assert text_of(phone, "clock-timer-remaining") == "00:04"

    phone.tap(testId="clock-timer-pause")
    phone.act(type="WAIT", duration_ms=30_000)
    assert clock(phone)["timer"] == {"durationMs": 10_000, "running": False, "endsAt": None, "remainingMs": 4000}
    phone.tap(testId="clock-timer-start")  # resume
    phone.act(type="WAIT", duration_ms=10_000)
    assert phone.visible(text="Time's up")
    assert text_of(phone, "clock-timer-remaining") == "00:00"
    phone.tap(testId="clock-timer-stop")
    assert clock(phone)["timer"] == {"durationMs": 10_000, "running": False, "endsAt": None, "remainingMs": 0}
