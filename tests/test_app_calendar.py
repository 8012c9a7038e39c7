"""Calendar through real Chromium: the month view's holiday marks and lunar dates, creating,
editing and deleting events, search with multi-select delete, the date calculator, settings,
reminders firing on the clock; the holiday answers the judges read against the screen; and the
judge catching a careless agent's side effects in the Calendar templates."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import MakeTaskEnv, PhoneDriver, tap
from mobilegym_gym import actions as A
from mobilegym_gym.sim.bundle import world

pytestmark = [pytest.mark.browser, pytest.mark.app("calendar")]

EVENT = {"title": "Dentist appointment", "date": "2026-05-20", "allDay": False, "start": "10:00", "end": "11:00", "type": "event", "reminder": 15, "alarm": False, "notes": ""}


def _seed(phone: PhoneDriver, *events: dict[str, Any]) -> None:
    items = [{"id": f"e{i + 1}", **e} for i, e in enumerate(events)]
    phone.call(phone.phone.patch([{"op": "replace", "path": "/apps/calendar/events", "value": items}, {"op": "replace", "path": "/apps/calendar/nextId", "value": len(items) + 1}]))


def _goto(phone: PhoneDriver, iso: str) -> None:
    y, m, d = (int(x) for x in iso.split("-"))
    phone.tap(testId="cal-more")
    phone.tap(testId="cal-goto")
    phone.tap(testId=f"cal-dp-year-{y}")
    phone.tap(testId=f"cal-dp-month-{m}")
    phone.tap(testId=f"cal-dp-day-{d}")
    phone.tap(testId="cal-dp-ok")


def test_month_view_marks_holidays_makeup_days_and_lunar_dates(app_phone: PhoneDriver) -> None:
    assert app_phone.text("cal-month-title") == "May 2026"
    assert "Off" in app_phone.text("cal-day-2026-05-01") and "Labour" in app_phone.text("cal-day-2026-05-01")
    assert "Work" in app_phone.text("cal-day-2026-05-09")
    assert app_phone.text("cal-sel-lunar").startswith("Lunar Sanyue 28")  # 14 May 2026 is the 28th of the third lunar month
    app_phone.tap(testId="cal-day-2026-05-09")
    assert app_phone.text("cal-sel-holiday") == "Make-up workday for Labour Day"
    _goto(app_phone, "2026-02-17")
    assert app_phone.text("cal-month-title") == "February 2026"
    assert app_phone.text("cal-sel-lunar").startswith("Lunar Zhengyue 1")  # Chinese New Year 2026
    assert app_phone.text("cal-sel-holiday").startswith("Spring Festival: day off (9 days")


def test_holiday_list_shows_what_the_judges_read(app_phone: PhoneDriver) -> None:
    """Every 2026 holiday's length and make-up days, as the world exports them, are on screen."""
    app_phone.tap(testId="cal-more")
    app_phone.tap(testId="cal-open-holidays")
    for h in [h for h in world("calendar_holidays") if h["year"] == 2026]:
        text = app_phone.text(f"cal-hol-{h['id']}")
        assert h["name"] in text and f"{h['days']} day" in text
        assert ("No make-up workdays" in text) == (not h["makeupDays"])
        assert text.count(";") == max(0, len(h["makeupDays"]) - 1)


def test_create_a_timed_event_with_pickers(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="cal-day-2026-05-21")
    app_phone.tap(testId="cal-add")
    app_phone.type("Coffee with Leo")
    app_phone.act(type="BACK")
    app_phone.tap(testId="cal-edit-start")
    app_phone.tap(testId="cal-tp-hour-14")
    app_phone.tap(testId="cal-tp-min-30")
    app_phone.tap(testId="cal-tp-ok")
    app_phone.tap(testId="cal-edit-reminder")
    app_phone.tap(testId="cal-rem-30")
    app_phone.tap(testId="cal-edit-save")
    [e] = app_phone.app_state("calendar")["events"]
    # The start moved to 14:30 and the end followed, keeping the hour.
    assert e == {"id": "e1", "title": "Coffee with Leo", "date": "2026-05-21", "allDay": False, "start": "14:30", "end": "15:30", "type": "event", "reminder": 30, "alarm": False, "notes": ""}
    assert app_phone.visible(testId="cal-event-e1")


def test_end_before_start_and_empty_title_are_refused(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="cal-add")
    app_phone.act(type="BACK")
    app_phone.tap(testId="cal-edit-save")
    assert app_phone.visible(text="Enter a title") and app_phone.app_state("calendar")["events"] == []
    app_phone.tap(testId="field-calendar.title")
    app_phone.type("Yoga")
    app_phone.act(type="BACK")
    app_phone.tap(testId="cal-edit-end")
    app_phone.tap(testId="cal-tp-hour-8")
    app_phone.tap(testId="cal-tp-ok")
    app_phone.tap(testId="cal-edit-save")
    assert app_phone.visible(text="The end time must be after the start time") and app_phone.app_state("calendar")["events"] == []


def test_edit_and_delete_an_event(phone: PhoneDriver) -> None:
    _seed(phone, EVENT)
    phone.open("calendar")
    _goto(phone, "2026-05-20")
    phone.tap(testId="cal-event-e1")
    phone.tap(testId="cal-detail-edit")
    phone.tap(testId="cal-edit-start")
    phone.tap(testId="cal-tp-hour-16")
    phone.tap(testId="cal-tp-min-0")
    phone.tap(testId="cal-tp-ok")
    phone.tap(testId="cal-edit-save")
    assert phone.text("cal-detail-time") == "16:00 – 17:00"
    assert {k: phone.app_state("calendar")["events"][0][k] for k in ("start", "end", "date")} == {"start": "16:00", "end": "17:00", "date": "2026-05-20"}
    phone.tap(testId="cal-detail-delete")
    phone.tap(testId="cal-delete-cancel")
    assert len(phone.app_state("calendar")["events"]) == 1
    phone.tap(testId="cal-detail-delete")
    phone.tap(testId="cal-delete-ok")
    assert phone.app_state("calendar")["events"] == [] and phone.screen()["screen"] == "month"


def test_search_and_delete_all_results(phone: PhoneDriver) -> None:
    _seed(phone, {**EVENT, "title": "Morning yoga", "date": "2026-05-22"}, {**EVENT, "title": "Yoga class", "date": "2026-05-18"}, {**EVENT, "title": "Haircut"})
    phone.open("calendar")
    phone.tap(testId="cal-search")
    phone.type("yoga")
    assert phone.text("cal-search-count") == "2 events"
    assert phone.visible(testId="cal-hit-e2") and not phone.visible(testId="cal-hit-e3")
    phone.act(type="BACK")
    phone.long_press(testId="cal-hit-e2")
    assert phone.text("cal-select-count") == "1 selected"
    phone.act(type="BACK")  # ends the selection, stays in search
    assert phone.screen()["screen"] == "search" and not phone.visible(testId="cal-select-count")
    phone.long_press(testId="cal-hit-e2")
    phone.tap(testId="cal-select-all")
    phone.tap(testId="cal-select-delete")
    phone.tap(testId="cal-select-delete-ok")
    assert [e["title"] for e in phone.app_state("calendar")["events"]] == ["Haircut"]


def test_date_calculator(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="cal-more")
    app_phone.tap(testId="cal-open-calc")
    app_phone.tap(testId="cal-calc-to")
    app_phone.tap(testId="cal-dp-month-10")
    app_phone.tap(testId="cal-dp-day-1")
    app_phone.tap(testId="cal-dp-ok")
    assert app_phone.text("cal-calc-interval") == "140 days"  # May 14 -> Oct 1, 2026
    app_phone.tap(text="Add or subtract")
    app_phone.tap(testId="field-calendar.calc.days")
    app_phone.type("100")
    assert app_phone.text("cal-calc-result") == "Saturday, August 22, 2026"
    app_phone.act(type="BACK")
    app_phone.tap(testId="cal-calc-before")
    assert app_phone.text("cal-calc-result") == "Tuesday, February 3, 2026"


def test_settings_and_week_numbers(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="cal-more")
    app_phone.tap(testId="cal-open-settings")
    app_phone.tap(testId="cal-set-weekStartDay")
    app_phone.tap(testId="cal-opt-weekStartDay-monday")
    app_phone.tap(testId="cal-set-weeknumbers")
    app_phone.tap(testId="cal-set-defaultReminder")
    app_phone.tap(testId="cal-opt-defaultReminder-60")
    s = app_phone.app_state("calendar")["settings"]
    assert (s["weekStartDay"], s["showWeekNumber"], s["defaultReminder"]) == ("monday", True, 60)
    app_phone.act(type="BACK")
    # Monday first: the first row of May 2026 starts on Monday April 27, ISO week 18.
    assert app_phone.text("cal-week-2026-04-27") == "18"
    app_phone.tap(testId="cal-add")
    app_phone.act(type="BACK")
    assert app_phone.visible(text="1 hour before")  # a new event takes the default reminder


def test_reminder_fires_as_a_notification_after_wait(phone: PhoneDriver) -> None:
    # 14 May 2026 09:00 is the start: an event at 09:20 with a 10-minute reminder rings at 09:10.
    _seed(phone, {**EVENT, "title": "Stand-up", "date": "2026-05-14", "start": "09:20", "end": "09:35", "reminder": 10, "alarm": True})
    phone.act(type="HOME")
    phone.wait(9 * 60_000)
    assert not phone.state()["os"]["notifications"]
    phone.wait(61_000)
    [n] = phone.state()["os"]["notifications"]
    assert (n["app"], n["title"], n["text"]) == ("calendar", "Stand-up", "09:20 – 09:35")
    assert phone.visible(testId="cal-ringing")  # alarm-style: full screen
    phone.tap(testId="cal-ring-dismiss")
    assert not phone.visible(testId="cal-ringing")


# ---------- the judge against careless agents ----------


def test_judge_catches_a_setting_changed_on_the_way(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("calendar.ChangeDefaultReminder")
    env.reset(seed=1)
    target = env.task.params["target"]["value"]
    for t in ("cal-more", "cal-open-settings", "cal-set-defaultReminder", f"cal-opt-defaultReminder-{target}", "cal-set-weeknumbers"):
        tap(env, t)
    _, _, _, _, info = env.step(A.complete())
    assert info["goals_met"] and not info["clean"]
    assert [c["path"] for c in info["unexpected_changes"]] == ["/apps/calendar/settings/showWeekNumber"]


def test_judge_catches_deleting_a_non_matching_event_too(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("calendar.SearchDeleteAll")
    env.reset(seed=0)
    fam = env.task.params["fam"]
    other = next(e for e in env.get_state()["apps"]["calendar"]["events"] if e["id"] not in fam["ids"])
    tap(env, "cal-search")
    env.step(A.type_text(fam["keyword"]))
    env.step(A.back())
    env.step(A.long_press(*env.locate(test_id=f"cal-hit-{fam['ids'][0]}")))
    for t in ("cal-select-all", "cal-select-delete", "cal-select-delete-ok"):
        tap(env, t)
    # Careless: it also deletes an unrelated event from the month view.
    env.step(A.back())
    y, m, d = (int(x) for x in other["date"].split("-"))
    for t in ("cal-more", "cal-goto", f"cal-dp-year-{y}", f"cal-dp-month-{m}", f"cal-dp-day-{d}", "cal-dp-ok", f"cal-event-{other['id']}", "cal-detail-delete", "cal-delete-ok"):
        tap(env, t)
    _, _, _, _, info = env.step(A.complete())
    assert info["outcome"]["success"] is False and not info["clean"]
    assert [c["path"] for c in info["unexpected_changes"]] == [f"/apps/calendar/events/[id={other['id']}]"]


def test_judge_refuses_an_event_on_the_wrong_day(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("calendar.CreateTimedEvent")
    env.reset(seed=3)
    p = env.task.params
    tap(env, "cal-add")
    env.step(A.type_text(p["title"]))
    env.step(A.back())
    for t in ("cal-edit-start", f"cal-tp-hour-{p['slot']['start']['hour']}", f"cal-tp-min-{p['slot']['start']['minute']}", "cal-tp-ok"):
        tap(env, t)
    for t in ("cal-edit-end", f"cal-tp-hour-{p['slot']['end']['hour']}", f"cal-tp-min-{p['slot']['end']['minute']}", "cal-tp-ok", "cal-edit-save"):
        tap(env, t)
    _, _, _, _, info = env.step(A.complete())  # saved on today, not on the asked day
    assert info["outcome"]["success"] is False and not info["goals_met"]
