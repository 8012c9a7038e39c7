"""AnswerSheet matchers: accepted equivalent forms, rejected near misses, and a few properties."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mobilegym_gym.judge.answers import (
    MatchResult,
    TimeOffset,
    match_answer,
    mentions_time,
    normalize_text,
    parse_date,
    parse_duration,
    parse_number,
    parse_time,
    parse_time_offset,
    times_in,
)
from mobilegym_gym.judge.reading import quotes

WED = dt.date(2026, 5, 13)  # a Wednesday; Friday is 2026-05-15
CONTINENTS = ["Asia", "Europe", "Africa"]


def _ok(kind: Any, expected: Any, actual: Any, **kw: Any) -> bool:
    return match_answer(kind, expected, actual, **kw).ok


# --- code (an ID grouped by spaces or hyphens) ------------------------------------------------


@pytest.mark.parametrize("actual", ["745 454 991", "745454991", "745-454-991", " 745 454 991. ", "\uff17\uff14\uff15454991"])
def test_code_ignores_the_grouping_of_an_id(actual: str) -> None:
    assert _ok("code", "745 454 991", actual)


@pytest.mark.parametrize("actual", ["745 454 99", "745 454 9911", "754 454 991", "745 454 991 or 745 454 992", "ID 745454991"])
def test_code_refuses_any_other_character(actual: str) -> None:
    assert not _ok("code", "745 454 991", actual)


# --- text -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        ("Paris", "paris"),
        ("Paris", "  PARIS  "),
        ("Paris", "Paris."),
        ("Paris", "Paris?!"),
        ("Paris", '"Paris"'),
        ("Paris", "\u201cParis\u201d"),
        ("Paris", "'Paris.'"),
        ("Paris", '"Paris".'),
        ("Paris", "\uff30\uff41\uff52\uff49\uff53"),  # full-width letters
        ("New York", "new   york"),
        ("New York", "New\tYork\n"),
        ("New York", "New\u00a0York"),
        ("Straße", "STRASSE"),
        ("Café", "Cafe\u0301"),  # combining accent composes
        ("file", "\ufb01le"),  # ligature
        ("approved", "Approved!"),
        ("204", 204),
    ],
)
def test_text_accepts_presentation_differences(expected: str, actual: Any) -> None:
    assert _ok("text", expected, actual)


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        ("approved", "not approved"),
        ("Paris", "Paris, France"),
        ("Paris", "Pariss"),
        ("Paris", "Paris,"),
        ("Paris", "'Paris\""),  # quotes that do not match are kept
        ("New York", "NewYork"),
        ("Mr Smith", "Mr. Smith"),
        ("yes", "yes yes"),
        ("Paris", "Lyon"),
        ("true", True),
    ],
)
def test_text_rejects_other_words(expected: str, actual: Any) -> None:
    assert not _ok("text", expected, actual)


def test_text_reports_canonical_forms() -> None:
    r = match_answer("text", "Approved", "Not approved.")
    assert r == MatchResult(False, "approved", "not approved", "expected 'approved', got 'not approved'")
    assert normalize_text('  "Hello   World!"  ') == "hello world"
    assert normalize_text(2.0) == "2"
    with pytest.raises(ValueError, match="not text"):
        normalize_text(["a"])


# --- numbers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        (42, 42),
        (42, 42.0),
        (42, "42"),
        (42, " 42 "),
        (42, "42."),
        (-3.5, "-3.5"),
        (-3, "\u22123"),  # minus sign
        (1234, "1,234"),
        (1234.5, "1,234.5"),
        (1234567, "1,234,567"),
        (42, "42 km"),
        (3, "3 items"),
        (128, "¥128"),
        (12.5, "$12.50"),
        (12.5, "$12.50."),
        (-12.5, "-$12.50"),
        (12, "12%"),  # a percent sign is a unit: the number stays 12
        (7, "+7"),
        (0.5, ".5"),
        (50, "50 m²"),  # digits glued to a unit are not a second number
        (42, "\uff14\uff12"),  # full-width digits
        (1, 1.0000005),  # within the relative tolerance
        (1_000_000, 1_000_000.5),  # the tolerance scales with the expected value
        (42, "42"),
        ("12.50", "12.5"),  # a templated expected string
    ],
)
def test_number_accepts_equivalent_forms(expected: Any, actual: Any) -> None:
    assert _ok("number", expected, actual)


@pytest.mark.parametrize(
    ("expected", "actual", "reason"),
    [
        (1, True, "not a number: True"),
        (0, False, "not a number: False"),
        (3, "3 or 4", "more than one number"),
        (3, "3-4", "more than one number"),
        (5, "five", "not a number: 'five'"),
        (5, "about 5", "text before the number"),
        (42, "Room 42", "text before the number"),
        (5000, "5k", "scaled"),
        (2_000_000, "2 million", "scaled"),
        (1000, "1e3", "scaled"),
        (12, "1,2", "malformed number"),
        (1234, "1,23,4", "malformed number"),
        (1234.5, "1.234,5", "malformed number"),
        (1234, "1.234", "expected 1234, got 1.234"),
        (42, "42.5", "expected 42, got 42.5"),
        (1, 1.00001, "expected 1, got 1.00001"),
        (12, "12.5%", "expected 12, got 12.5"),
        (42, None, "no answer"),
        (42, "", "no answer"),
        (42, "   ", "no answer"),
        (42, [], "no answer"),
        (42, float("inf"), "not a finite number"),
        (42, {"value": 42}, "not a number"),
    ],
)
def test_number_rejects_near_misses(expected: Any, actual: Any, reason: str) -> None:
    r = match_answer("number", expected, actual)
    assert not r.ok and reason in r.reason


def test_number_result_shows_canonical_or_raw() -> None:
    assert match_answer("number", 1234, "1,234 km") == MatchResult(True, "1234", "1234", "")
    assert match_answer("number", 42, "about five") == MatchResult(False, "42", "'about five'", "not a number: 'about five'")
    assert not _ok("number", 10, "10.5", tolerance=0.01) and _ok("number", 10, "10.05", tolerance=0.01)


# --- dates ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "actual",
    [
        "2026-05-15",
        "2026/05/15",
        "2026-5-15",
        "May 15, 2026",
        "may 15 2026",
        "May 15th, 2026",
        "15 May 2026",
        "15 May, 2026",
        "the 15th of May 2026",
        "Fri, May 15, 2026",
        "Friday, 15 May 2026",
        "May 15",
        "15 May",
        "15 may.",
        "05/15",  # Weather's 15-day list
        "5/15",
        "Fri 05/15",
        "Fri, 05/15",
        "2026-05-15 (Fri)",  # a forecast day's heading
        "5月15日",
        "2026年5月15日",
        "the day after tomorrow",
        "day after tomorrow",
        "next Friday",
        "this Friday",
        "this fri",
        dt.date(2026, 5, 15),
        dt.datetime(2026, 5, 15, 9, 30),
    ],
)
def test_date_accepts_equivalent_forms(actual: Any) -> None:
    assert _ok("date", "2026-05-15", actual, today=WED)


@pytest.mark.parametrize(
    ("actual", "reason"),
    [
        ("15/05", "there is no month 15"),
        ("Thu 05/15", "is a Friday"),
        ("15/05/2026", "ambiguous numeric date"),
        ("05/15/2026", "ambiguous numeric date"),
        ("15.05.2026", "ambiguous numeric date"),
        ("Friday", "bare weekday"),
        ("15th", "bare day number"),
        ("the 15th", "bare day number"),
        ("15", "bare day number"),
        ("Thursday, May 15, 2026", "is a Friday"),
        ("2026-05-16", "expected 2026-05-15, got 2026-05-16"),
        ("May 15, 2025", "got 2025-05-15"),
        ("2026-02-30", "invalid date"),
        ("May 32", "invalid date"),
        ("last Friday", "not a date"),
        ("in two days", "not a date"),
        (20260515, "not a date"),
    ],
)
def test_date_rejects_ambiguous_or_wrong(actual: Any, reason: str) -> None:
    r = match_answer("date", "2026-05-15", actual, today=WED)
    assert not r.ok and reason in r.reason


@pytest.mark.parametrize(
    ("today", "actual", "expected"),
    [
        (dt.date(2026, 12, 31), "tomorrow", "2027-01-01"),
        (dt.date(2026, 12, 31), "the day after tomorrow", "2027-01-02"),
        (dt.date(2027, 1, 1), "yesterday", "2026-12-31"),
        (dt.date(2027, 1, 1), "the day before yesterday", "2026-12-30"),
        (dt.date(2024, 3, 1), "yesterday", "2024-02-29"),
        (dt.date(2026, 3, 1), "yesterday", "2026-02-28"),
        (dt.date(2026, 1, 31), "tomorrow", "2026-02-01"),
        (dt.date(2026, 12, 31), "today", "2026-12-31"),
        (dt.date(2026, 12, 31), "next Monday", "2027-01-04"),  # Thursday -> the following Monday
        (dt.date(2026, 12, 31), "next Thursday", "2027-01-07"),  # strictly after today
        (dt.date(2026, 12, 31), "this Monday", "2026-12-28"),  # the week runs Monday to Sunday
        (dt.date(2026, 12, 31), "this Sunday", "2027-01-03"),
        (dt.date(2026, 12, 31), "this Thursday", "2026-12-31"),
        (WED, "next Wednesday", "2026-05-20"),
        (WED, "this Monday", "2026-05-11"),
        (dt.date(2026, 12, 31), "Jan 1", "2026-01-01"),  # a year-less date is in today's year
        (dt.date(2024, 6, 1), "Feb 29", "2024-02-29"),
    ],
)
def test_relative_dates_around_month_and_year_ends(today: dt.date, actual: str, expected: str) -> None:
    assert parse_date(actual, today) == dt.date.fromisoformat(expected)
    assert _ok("date", expected, actual, today=today)


def test_dates_needing_today_fail_without_it() -> None:
    for text in ("tomorrow", "next Monday", "May 15", "05/15"):
        with pytest.raises(ValueError, match="today"):
            parse_date(text, None)
        r = match_answer("date", "2026-05-15", text)
        assert not r.ok and "today" in r.reason
    assert _ok("date", "2026-05-15", "May 15, 2026")  # a full date needs no today
    with pytest.raises(ValueError, match="invalid date"):
        parse_date("Feb 29", dt.date(2026, 6, 1))


# --- times ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        ("17:30", "17:30"),
        ("17:30", "17:30:00"),
        ("17:30", "17:30:45"),  # seconds are dropped, as a clock shows them
        ("17:30", "5:30 PM"),
        ("17:30", "5:30pm"),
        ("17:30", "5:30 p.m."),
        ("17:30", "17h30"),
        ("17:00", "5 PM"),
        ("17:00", "17h"),
        ("12:00", "noon"),
        ("00:00", "midnight"),
        ("00:00", "12 AM"),
        ("00:30", "12:30 am"),
        ("12:00", "12 PM"),
        ("12:30", "12:30 pm"),
        ("07:05", "7:05"),
        ("7:05", "07:05 AM"),
        ("23:59", "11:59 PM"),
    ],
)
def test_time_accepts_equivalent_forms(expected: str, actual: str) -> None:
    assert _ok("time", expected, actual)


@pytest.mark.parametrize(
    ("expected", "actual", "reason"),
    [
        ("17:30", "5:30", "expected 17:30, got 05:30"),
        ("17:30", "5:30 AM", "got 05:30"),
        ("12:00", "12 AM", "got 00:00"),
        ("00:00", "12 PM", "got 12:00"),
        ("17:30", "17:31", "got 17:31"),
        ("17:30", "17.30", "not a time"),
        ("17:30", "1730", "not a time"),
        ("17:00", "5", "bare number"),
        ("17:00", "25:00", "out of range"),
        ("17:00", "17:60", "out of range"),
        ("13:00", "13 PM", "out of range"),
        ("00:00", "0 AM", "out of range"),
        ("12:00", "noonish", "not a time"),
        ("17:30", 1730, "not a time"),
    ],
)
def test_time_rejects_near_misses(expected: str, actual: Any, reason: str) -> None:
    r = match_answer("time", expected, actual)
    assert not r.ok and reason in r.reason


# --- durations --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        (150, 150),
        (150, 150.0),
        (150, "150"),  # a bare number means minutes
        (150, "150 min"),
        (150, "150 minutes"),
        (150, "2 h 30 min"),
        (150, "2h30m"),
        (150, "2h30"),
        (150, "2 hours 30 minutes"),
        (150, "2 hours and 30 minutes"),
        (150, "2 hours, 30 minutes."),
        (150, "2:30"),
        (150, "2:30:00"),
        (150, "2.5 hours"),
        (150, "9,000 seconds"),
        (60, "1 hour"),
        (60, "1h"),
        (1.5, "90 sec"),
        (1440, "1 day"),
        ("2h 30m", "150"),
        ("150", "2.5 h"),
    ],
)
def test_duration_accepts_equivalent_forms(expected: Any, actual: Any) -> None:
    assert _ok("duration", expected, actual)


@pytest.mark.parametrize(
    ("expected", "actual", "reason"),
    [
        (150, "2.5", "expected 150 min, got 2.5 min"),  # bare numbers are minutes, not hours
        (150, "2:31", "got 151 min"),
        (150, "30 minutes 2 hours", "largest to smallest"),
        (150, "1 hour 1 hour 30 min", "largest to smallest"),
        (150, "150 min 30", "without a unit"),
        (150, "2 weeks", "unknown unit"),
        (60, "an hour", "not a duration"),
        (120, "two hours", "not a duration"),
        (150, "-150", "not a duration"),
        (150, -150, "negative"),
        (150, True, "not a duration"),
        (150, "2:75", "not a duration"),
    ],
)
def test_duration_rejects_near_misses(expected: Any, actual: Any, reason: str) -> None:
    r = match_answer("duration", expected, actual)
    assert not r.ok and reason in r.reason


# --- time offsets -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "actual"),
    [
        ("3 h ahead", "3 h ahead"),
        ("3 h ahead", "ahead 3 h"),
        ("3 h ahead", "3 hours ahead"),
        ("3 h ahead", "Ahead by 3 hours."),
        ("3 h ahead", "ahead, 3 h"),
        ("3 h ahead", "3h ahead"),
        ("3 h ahead", "ahead 3"),  # a bare number is hours here, not minutes
        ("3 h ahead", "180 min ahead"),
        ("3 h ahead", "3 hours ahead of local time"),
        ("3 h ahead", "3 hours ahead of my local time"),
        ("2:30 h behind", "behind 2.5 hours"),
        ("2:30 h behind", "2 h 30 min behind"),
        ("2:30 h behind", "2 hours and 30 minutes behind"),
        ("2:30 h behind", "2:30 h behind"),  # the world clock's own form
        ("2:30 h behind", "behind 2:30"),
        ("2:30 h behind", "2.5 h behind local time"),
        ("Yesterday, 13 h behind", "Yesterday, 13 h behind"),  # copied off the row
        ("Yesterday, 13 h behind", "13 hours behind"),  # the day need not be said
        ("Yesterday, 13 h behind", "yesterday 13 h behind"),
        ("Tomorrow, 1 h ahead", "1 hour ahead"),
        ("Same time", "same time"),
        ("Same time", "The same."),
        ("Same time", "same time zone"),
        ("Same time", "no difference"),
        ("Same time", "0 hours"),
        ("Same time", "0"),
        ("Same time", "0 h ahead"),
    ],
)
def test_time_offset_accepts_direction_and_hours_in_natural_forms(expected: str, actual: str) -> None:
    assert _ok("time_offset", expected, actual)


@pytest.mark.parametrize(
    ("expected", "actual", "reason"),
    [
        ("3 h ahead", "3 h behind", "expected '3 h ahead', got '3 h behind'"),
        ("3 h ahead", "2 h ahead", "got '2 h ahead'"),
        ("2:30 h behind", "2 h behind", "got '2 h behind'"),
        ("2:30 h behind", "3 h behind", "got '3 h behind'"),
        ("3 h ahead", "3 hours", "no direction"),
        ("3 h ahead", "3", "no direction"),
        ("3 h ahead", "ahead", "not a time offset"),
        ("3 h ahead", "ahead or behind 3 h", "more than one direction"),
        ("3 h ahead", "3 h ahead, 21 h behind", "more than one direction"),
        ("3 h ahead", "3 or 4 h ahead", "not a time offset"),
        ("3 h ahead", "3-4 h ahead", "not a time offset"),
        ("3 h ahead", "+3 h", "not a time offset"),
        ("3 h ahead", "an hour ahead", "not a time offset"),
        ("3 h ahead", "about 3 h ahead", "not a time offset"),
        ("Same time", "1 h ahead", "expected 'same time', got '1 h ahead'"),
        ("Same time", "ahead", "not a time offset"),
        ("Same time", "yesterday, same time", "not on yesterday's date"),
        ("Yesterday, 13 h behind", "Tomorrow, 13 h behind", "not on tomorrow's date"),
        ("Yesterday, 13 h behind", "13 h ahead", "got '13 h ahead'"),
        ("1 h ahead", "Tomorrow, 1 h ahead", "expected '1 h ahead', got 'tomorrow, 1 h ahead'"),  # a wrong day is wrong
        ("3 h ahead", 3, "not a time offset"),
    ],
)
def test_time_offset_rejects_wrong_direction_amount_or_a_hedge(expected: str, actual: Any, reason: str) -> None:
    r = match_answer("time_offset", expected, actual)
    assert not r.ok and reason in r.reason


def test_time_offset_expected_values_are_written_as_the_world_clock_shows_them() -> None:
    assert match_answer("time_offset", "Yesterday, 2:30 h behind", "2.5 h behind").expected == "yesterday, 2.5 h behind"
    assert parse_time_offset("Yesterday, 13 h behind") == TimeOffset(-780, -1)
    assert parse_time_offset("13 h behind") == TimeOffset(-780, None)
    for bad in ("ahead 3 h", "3 hours ahead", "2.5 h behind", "Tomorrow, 3 h behind", "same", 3):
        with pytest.raises(ValueError):
            match_answer("time_offset", bad, "3 h ahead")


# --- choices ----------------------------------------------------------------------------------


def test_choice_matches_an_option_after_normalisation() -> None:
    assert match_answer("choice", "Europe", " europe. ", options=CONTINENTS) == MatchResult(True, "Europe", "Europe", "")
    assert match_answer("choice", "Europe", "Asia", options=CONTINENTS).reason == "expected 'Europe', got 'Asia'"
    r = match_answer("choice", "Europe", "Antarctica", options=CONTINENTS)
    assert not r.ok and r.actual == "'Antarctica'" and r.reason == "not one of the options: 'Asia', 'Europe', 'Africa'"
    assert not _ok("choice", "Europe", "Eur", options=CONTINENTS)
    assert _ok("choice", "Yes", "YES") and not _ok("choice", "Yes", "No")


def test_choice_task_errors_raise() -> None:
    with pytest.raises(ValueError, match="not one of the options"):
        match_answer("choice", "Oceania", "Asia", options=CONTINENTS)
    with pytest.raises(ValueError, match="same answer"):
        match_answer("choice", "Yes", "Yes", options=["Yes", "yes."])


# --- repeatable fields ------------------------------------------------------------------------


def test_seq_is_ordered_and_set_is_not() -> None:
    assert _ok("text", ["a", "b"], ["a", "b"], repeatable="seq")
    r = match_answer("text", ["a", "b"], ["b", "a"], repeatable="seq")
    assert not r.ok and r.reason == "value 1: expected 'a', got 'b'; value 2: expected 'b', got 'a'"
    assert _ok("text", ["a", "b"], ["B.", "a"], repeatable="set")
    assert _ok("number", [1, 2], ["2 km", "1 km"], repeatable="set")
    assert match_answer("number", [1, 2], ["1,000", "2"], repeatable="seq").expected == "[1, 2]"


def test_set_is_one_to_one() -> None:
    r = match_answer("text", ["a", "b"], ["a", "a"], repeatable="set")
    assert not r.ok and r.reason == "no one-to-one match: missing 'b'; unexpected 'a'"
    assert not _ok("text", ["a", "a"], ["a", "b"], repeatable="set")
    assert _ok("text", ["a", "a"], ["a", "a"], repeatable="set")


def test_set_uses_a_maximum_matching_not_first_fit() -> None:
    # With tolerance 0.6: 1 accepts 0.4..1.6, 2 accepts 0.8..3.2. First fit pairs 1 with 1.5
    # and strands 0.5; the only matching pairs 1 with 0.5 and 2 with 1.5.
    assert _ok("number", [1, 2], [1.5, 0.5], repeatable="set", tolerance=0.6)
    assert not _ok("number", [1, 2], [1.5, 0.5], repeatable="seq", tolerance=0.6)


def test_counts_and_shapes() -> None:
    assert match_answer("text", ["a", "b", "c"], ["a", "b"], repeatable="set").reason == "2 values given, 3 expected"
    assert match_answer("text", ["a", "b", "c"], "a", repeatable="seq").reason == "1 value given, 3 expected"
    assert _ok("text", ["a"], "a", repeatable="set")  # a single value for a repeatable field
    assert _ok("text", "Paris", ["Paris"])  # a one-value list for a single field
    assert match_answer("text", "Paris", ["Paris", "Lyon"]).reason == "2 values given, 1 expected"
    r = match_answer("number", [1, 2], ["1", "x"], repeatable="seq")
    assert r.reason == "value 2: not a number: 'x'" and r.actual == "['1', 'x']"
    assert match_answer("text", ["a", "b"], ["a", ""], repeatable="set").reason == "value 2: no answer"
    assert match_answer("text", ["a"], ["", " "], repeatable="set").reason == "no answer"


# --- malformed tasks --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "expected", "kw"),
    [
        ("colour", "red", {}),
        ("text", "a", {"repeatable": "bag"}),
        ("number", 1, {"tolerance": -1.0}),
        ("number", 1, {"tolerance": float("nan")}),
        ("text", [], {"repeatable": "set"}),
        ("text", "a", {"repeatable": "set"}),
        ("date", "May 15", {"today": WED}),
        ("date", "tomorrow", {"today": WED}),
        ("time", "5 PM", {}),
        ("number", "lots", {}),
        ("duration", "a while", {}),
    ],
)
def test_malformed_tasks_raise(kind: Any, expected: Any, kw: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        match_answer(kind, expected, "anything", **kw)


# --- normalisers and properties ---------------------------------------------------------------


def test_normalisers_return_canonical_values() -> None:
    assert parse_number("1,234.5 km") == 1234.5
    assert parse_date("15 May", WED) == dt.date(2026, 5, 15)
    assert parse_time("5:30 PM") == (17, 30)
    assert parse_duration("2h30m") == 150.0
    for parser, bad in ((parse_number, "five"), (parse_time, "soon"), (parse_duration, "long"), (normalize_text, None)):
        with pytest.raises(ValueError):
            parser(bad)
    with pytest.raises(ValueError, match="bare weekday"):
        parse_date("Friday", WED)


UNITS = st.sampled_from(["", " km", "km", " items", "%", " m²", " kg."])


@settings(max_examples=150, deadline=None)
@given(n=st.integers(-(10**12), 10**12), unit=UNITS, currency=st.sampled_from(["", "$", "¥", "€"]))
def test_integers_with_separators_and_units_parse_back(n: int, unit: str, currency: str) -> None:
    sign = "-" if n < 0 else ""
    assert parse_number(f"{sign}{currency}{abs(n):,}{unit}") == n


@settings(max_examples=150, deadline=None)
@given(x=st.floats(-1e9, 1e9, allow_nan=False), unit=UNITS)
def test_decimals_with_separators_and_units_parse_back(x: float, unit: str) -> None:
    text = f"{x:,.2f}{unit}"
    assert parse_number(text) == pytest.approx(round(x, 2), abs=1e-6)


CANONICAL = st.one_of(
    st.tuples(st.just("text"), st.text(min_size=1).filter(lambda s: normalize_text(s) != "")),
    st.tuples(st.just("number"), st.floats(-1e12, 1e12, allow_nan=False)),
    st.tuples(st.just("number"), st.integers(-(10**12), 10**12)),
    st.tuples(st.just("date"), st.dates().map(dt.date.isoformat)),
    st.tuples(st.just("time"), st.tuples(st.integers(0, 23), st.integers(0, 59)).map(lambda t: f"{t[0]:02d}:{t[1]:02d}")),
    st.tuples(st.just("duration"), st.floats(0, 1e7, allow_nan=False)),
    st.tuples(st.just("choice"), st.sampled_from(CONTINENTS)),
    st.tuples(st.just("time_offset"), st.sampled_from(["same time", "3 h ahead", "Yesterday, 2:30 h behind", "Tomorrow, 1 h ahead"])),
)


@settings(max_examples=200, deadline=None)
@given(case=CANONICAL)
def test_canonical_forms_match_themselves_deterministically(case: tuple[str, Any]) -> None:
    kind, x = case
    kw: dict[str, Any] = {"options": CONTINENTS} if kind == "choice" else {}
    first = match_answer(kind, x, x, **kw)  # type: ignore[arg-type]
    assert first.ok, first
    assert match_answer(kind, x, x, **kw) == first  # type: ignore[arg-type]


ANY_ANSWER = st.one_of(st.text(), st.lists(st.text(), max_size=3), st.integers(), st.floats(), st.booleans(), st.none())


@settings(max_examples=200, deadline=None)
@given(actual=ANY_ANSWER, kind=st.sampled_from(["text", "number", "date", "time", "duration", "choice", "time_offset", "temperature", "percent", "money", "distance"]), repeatable=st.sampled_from([None, "set", "seq"]))
def test_any_answer_is_judged_without_crashing_and_deterministically(actual: Any, kind: str, repeatable: Any) -> None:
    expected = {"text": "Paris", "number": 42, "date": "2026-05-15", "time": "17:30", "duration": 150, "choice": "Asia", "time_offset": "2:30 h behind", "temperature": 27, "percent": 98, "money": 1204.5, "distance": 3.2}[kind]
    kw: dict[str, Any] = {"repeatable": repeatable, "today": WED, "options": CONTINENTS}
    first = match_answer(kind, [expected] if repeatable else expected, actual, **kw)  # type: ignore[arg-type]
    assert first == match_answer(kind, [expected] if repeatable else expected, actual, **kw)  # type: ignore[arg-type]
    assert first.ok == (first.reason == "")


@pytest.mark.parametrize("actual", ["\ud800", "\x00", "🙂🙂", "\u202eParis", "ﷺ", "١٢", "\u0301", "\u200b"])
def test_odd_unicode_never_crashes(actual: str) -> None:
    for kind, expected in (("text", "Paris"), ("number", 12), ("date", "2026-05-15"), ("time", "17:30"), ("duration", 150), ("time_offset", "3 h ahead"), ("temperature", 27), ("percent", 98), ("money", 12), ("distance", 3.2)):
        assert isinstance(match_answer(kind, expected, actual, today=WED), MatchResult)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("see you at 3:30 pm", {(15, 30)}),
        ("at 15:30, then 9 a.m. tomorrow", {(15, 30), (9, 0)}),
        ("会议15：30开始", {(15, 30)}),
        ("9am, 12 AM and 12:15 PM", {(9, 0), (0, 0), (12, 15)}),
        ("logged 14:02:30", {(14, 2)}),
        ("10:30-11:30", {(10, 30), (11, 30)}),
        # No time: an hour alone, a phone number, a decimal, a word that starts with "am", 25:00.
        ("at 3", set()),
        ("call 138-1234-5678", set()),
        ("3.5 pm", set()),
        ("it's 3 amazing days", set()),
        ("25:00", set()),
    ],
)
def test_times_are_found_in_free_text_in_24_hour_and_am_pm_forms(text: str, times: set[tuple[int, int]]) -> None:
    assert times_in(text) == times


def test_a_time_without_am_pm_is_read_as_24_hour() -> None:
    assert mentions_time("starts at 3:30 PM", "15:30") and mentions_time("starts at 15:30", "15:30")
    assert not mentions_time("starts at 3:30", "15:30")
    assert mentions_time("starts at 9:05", "09:05") and mentions_time("starts at 09:05", "09:05")


def test_curly_quotes_read_as_straight_ones() -> None:
    assert quotes("Today\u2019s \u201cCulture\u201d List", 'Today\'s "Culture" List')


def test_a_created_output_holds_a_time_of_day_in_any_usual_form() -> None:
    from mobilegym_gym.judge.sinks import holds

    msg = {"text": "G1301 leaves at 7:59 AM"}
    assert holds(msg, "text", "07:59") and holds(msg, "text", "7:59") and holds(msg, "text", "g1301")
    assert not holds(msg, "text", "19:59") and not holds(msg, "text", "08:00")
    assert not holds({"text": "leaves at 7:59"}, "text", "19:59")  # "7:59" alone is morning
    assert holds({"text": "25:00 sharp"}, "text", "25:00") and not holds({"text": "1:00 AM"}, "text", "25:00")  # not a time: a substring


# --- quantities: temperature, percent, money, distance, each in its field's unit ------------


@pytest.mark.parametrize(
    ("kind", "expected", "unit", "actual"),
    [
        *[("temperature", 27, None, a) for a in ["27", 27, "27°", "27°C", "27 °C", "27° C", "27 ℃", "27C", "27 degrees", "27 degrees Celsius", "27.0", "+27", " 27°C. "]],
        *[("temperature", "32°", None, a) for a in ["32", "32°C"]],  # an expected value as the app shows it
        *[("temperature", -3, None, a) for a in ["-3", "−3°C", "-3 degrees"]],
        *[("temperature", 75, "°F", a) for a in ["75", "75°F", "75 ℉", "75 degrees Fahrenheit", "75°"]],
        *[("percent", 98, None, a) for a in ["98", "98%", "98.0%", "98 %", "98 percent", "98 per cent", "98％"]],
        *[("percent", 97.5, None, a) for a in ["97.5", "97.5%", "97.50 percent"]],
        *[("money", 1204.5, None, a) for a in ["1204.5", "1204.50", "¥1,204.50", "￥1204.5", "¥ 1,204.50", "RMB 1,204.50", "CNY 1204.5", "1204.50 yuan", "1,204.50元", "1204.5 RMB", "-1,204.50", "-¥1,204.50", 1204.5]],
        *[("money", 62.77, "$", a) for a in ["62.77", "$62.77", "US$62.77", "62.77 USD", "62.77 dollars"]],
        *[("distance", 3.2, None, a) for a in ["3.2", "3.2 km", "3.2km", "3.2 kilometres", "3,200 m", "3200 meters", "3200m"]],
        *[("distance", 850, "m", a) for a in ["850", "850 m", "0.85 km"]],
    ],
)
def test_a_quantity_is_accepted_in_every_form_the_phone_and_a_person_write_it(kind: Any, expected: Any, unit: str | None, actual: Any) -> None:
    r = match_answer(kind, expected, actual, unit=unit)
    assert r.ok, r.reason


@pytest.mark.parametrize(
    ("kind", "expected", "unit", "actual", "reason"),
    [
        ("temperature", 27, None, "28", "expected 27°C, got 28°C"),
        ("temperature", 27, None, "80.6°F", "is in °F; this field asks °C"),
        ("temperature", 75, "°F", "24°C", "is in °C; this field asks °F"),
        ("temperature", 27, None, "27 or 28", "more than one number"),
        ("temperature", 27, None, "27-28°C", "more than one number"),
        ("temperature", 27, None, "about 27", "unexpected text before the number"),
        ("temperature", 27, None, "27 or so", "unexpected text around the number"),
        ("temperature", 27, None, "27 km", "unexpected text around the number"),
        ("temperature", 27, None, "twenty-seven", "not a temperature"),
        ("percent", 98, None, "0.98", "expected 98%, got 0.98%"),
        ("percent", 98, None, "98% or 99%", "more than one number"),
        ("percent", 98, None, "nearly 98%", "unexpected text"),
        ("money", 1204.5, None, "¥1,204.51", "expected ¥1204.5, got ¥1204.51"),
        ("money", 1204.5, None, "$1,204.50", "is in $; this field asks ¥"),
        ("money", 1204.5, None, "¥1,204.50 or ¥1,300", "more than one number"),
        ("money", 1204.5, None, "about ¥1,204.50", "unexpected text around the number"),
        ("money", 1204.5, None, "¥1.2k", "unexpected text around the number"),
        ("money", 1204.5, None, "1.204,50", "more than one number"),
        ("distance", 3.2, None, "3.2 miles", "is in mi; this field asks km"),
        ("distance", 3.2, None, "3,200", "expected 3.2 km, got 3200 km"),  # a bare number is in the field's unit
        ("distance", 3.2, None, "3 or 4 km", "more than one number"),
        ("distance", 3.2, None, "3.2 km away", "unexpected text around the number"),
        ("distance", 3.2, None, float("inf"), "not a finite distance"),
        ("money", 12, None, True, "not a money"),
    ],
)
def test_a_quantity_refuses_other_values_units_and_hedges_with_a_reason(kind: Any, expected: Any, unit: str | None, actual: Any, reason: str) -> None:
    r = match_answer(kind, expected, actual, unit=unit)
    assert not r.ok and reason in r.reason, r.reason


def test_a_quantity_field_names_a_unit_of_its_kind() -> None:
    with pytest.raises(ValueError, match="temperature field is in °C or °F"):
        match_answer("temperature", 27, "27", unit="K")
    with pytest.raises(ValueError, match="'unit' goes with"):
        match_answer("number", 27, "27", unit="°C")
    with pytest.raises(ValueError, match="invalid expected money"):
        match_answer("money", "about 5", "5")
