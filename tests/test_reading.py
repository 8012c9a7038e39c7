"""The reader of free text (judge.reading): every usual form of a value read as its kind, what
is not a stated value left out, negation, comparisons and quotes."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from mobilegym_gym.judge.reading import Kind, asserted, claimed_winner, find_name, matches, negated, quotes, values_in

TODAY = dt.date(2026, 5, 14)


def stated(text: str, kind: Kind, value: Any) -> bool:
    return any(matches(kind, v, value) for v in values_in(text, today=TODAY))


def read(text: str) -> list[str]:
    return [v.text for v in values_in(text, today=TODAY)]


@pytest.mark.parametrize(
    ("kind", "value", "text"),
    [
        ("money", 1564.09, "¥1,564.09"),
        ("money", 1564.09, "1564.09 yuan"),
        ("money", 1564.09, "RMB 1,564.09"),
        ("money", 1564.09, "￥1564.09"),
        ("money", 1564.09, "-¥1,564.09"),
        ("money", 1564.09, "1,564.09元"),
        ("money", 38, "¥38"),
        ("money", 38, "$38.00"),
        ("money", 38, "it came to 38 in total"),
        ("count", 3, "3 meetings"),
        ("count", 3, "three meetings"),
        ("count", 3, "exactly 3"),
        ("count", 1, "one meeting"),
        ("count", 3600000, "3.6M"),
        ("count", 557600, "557.6K plays"),
        ("count", 12000, "1.2万"),
        ("count", 3600000, "3.6 million"),
        ("count", 111929, "111929"),
        ("duration", 170, "170 minutes"),
        ("duration", 145, "2小时25分钟"),
        ("duration", 12, "步行12分钟"),
        ("count", 3, "共3场"),
        ("duration", 170, "2 h 50 min"),
        ("duration", 170, "2h50"),
        ("duration", 170, "2 hours and 50 minutes"),
        ("duration", 125, "will last 2 h 5 min"),
        ("duration", 170, "170 mins"),
        ("duration", 90, "1.5 hours"),
        ("time", "15:30", "15:30"),
        ("time", "15:30", "3:30 PM"),
        ("time", "15:30", "3:30pm"),
        ("time", "09:30", "9:30"),
        ("time", "09:00", "9 a.m."),
        ("time", "12:00", "noon"),
        ("date", "2026-05-14", "2026-05-14"),
        ("date", "2026-05-14", "May 14"),
        ("date", "2026-05-14", "May 14th, 2026"),
        ("date", "2026-05-14", "14 May"),
        ("date", "2026-05-14", "05/14"),
        ("date", "2026-05-14", "2026/05/14"),
        ("date", "2026-05-14", "5月14日"),
        ("date", "2026-05-14", "today"),
        ("date", "2026-05-15", "tomorrow"),
        ("temperature", 25, "25°C"),
        ("temperature", 25, "25 °C"),
        ("temperature", 25, "25℃"),
        ("temperature", 25, "25 degrees"),
        ("temperature", -3, "-3°C"),
        ("temperature", 25, "77°F"),
        ("temperature", 25, "18-25°C"),
        ("percent", 45, "45%"),
        ("percent", 45, "45 percent"),
        ("percent", 45, "45.0%"),
        ("rating", 4.5, "4.5 stars"),
        ("rating", 4.5, "4.5/5"),
        ("rating", 4.5, "rated 4.5"),
        ("rating", 4.5, "★4.5"),
        ("rating", 4.5, "4.5 out of 5"),
        ("distance", 3.2, "3.2 km"),
        ("distance", 3.2, "3,200 m"),
        ("distance", 3.2, "3.2 kilometres"),
        ("distance", 0.5, "500 meters"),
    ],
)
def test_a_value_is_read_in_each_of_its_usual_forms(kind: Kind, value: Any, text: str) -> None:
    assert stated(f"Hi! It is {text}.", kind, value), text


@pytest.mark.parametrize(
    ("kind", "value", "text"),
    [
        ("money", 1564.09, "¥1,564"),
        ("money", 1564.09, "about ¥1,564.09"),
        ("money", 1564.09, "¥1,564.09+"),
        ("count", 7, "UV index 17"),
        ("count", 7, "UV index 7"),
        ("count", 3, "more than 3"),
        ("count", 5, "iPhone5"),
        ("count", 3101, "orders WO-3101 and WO-3102"),
        ("count", 3, "3.6M followers"),
        ("count", 6, "3.6M followers"),
        ("count", 20260514093012, "order 20260514093012"),
        ("count", 913, "meeting ID 482 913 556"),
        ("count", 1234, "call +86 138 1234 5678"),
        ("duration", 10080, "the most in the last 7 days"),
        ("duration", 10080, "over the past 7 days"),
        ("count", 2026, "in 2026"),
        ("time", "15:30", "3:30"),
        ("time", "15:00", "at 3"),
        ("date", "2026-05-14", "May 2026"),
        ("duration", 170, "170 or so minutes"),
        ("money", 38, "38 songs"),
        ("money", 1, "1. Luckin Coffee"),
    ],
)
def test_what_does_not_state_the_value(kind: Kind, value: Any, text: str) -> None:
    assert not stated(text, kind, value), text


def test_each_value_is_read_once_with_every_kind_it_may_be() -> None:
    (bare,) = values_in("it came to 38")
    assert set(bare.readings) >= {"money", "count", "duration", "number"}
    (counted,) = values_in("38 songs")
    assert set(counted.readings) == {"count", "number"} and counted.noun == "songs"
    (money,) = values_in("¥38.00")
    assert "count" not in money.readings
    assert read("2 h 50 min, or 40 + 130 minutes") == ["2 h 50 min", "40", "130 minutes"]
    assert read("On 2026-05-14 at 09:30 I paid ¥38.00 (order 20260514093012)") == ["2026-05-14", "09:30", "¥38.00"]
    assert read("1. Luckin -¥38.00\n2. Meituan -¥52.50") == ["¥38.00", "¥52.50"]
    assert read("Call 138-0013-8000") == []


def test_a_qualified_value_is_read_with_its_qualifier() -> None:
    assert [(v.text, v.qualifier) for v in values_in("about ¥1,600, over 3 meetings, 5+ songs")] == [("¥1,600", "about"), ("3", "over"), ("5", "+")]


def test_masked_spans_are_not_read() -> None:
    text = "iPhone 15 Pro costs ¥5,999"
    assert read(text) == ["15", "¥5,999"]
    assert [v.text for v in values_in(text, masked=[(0, 13)])] == ["¥5,999"]


def test_names_are_whole_words_in_any_case_and_plural() -> None:
    assert find_name("Biggest: luckin coffee, then LUCKIN COFFEE", "Luckin Coffee") == [(9, 22), (29, 42)]
    assert find_name("the headphones", "headphone") == [(4, 14)]
    assert find_name("Mayday", "May") == []
    assert find_name("Today’s list", "Today's list") == [(0, 12)]


@pytest.mark.parametrize(
    ("text", "yes", "no"),
    [
        ("The slot is free.", True, False),
        ("That time is not taken.", True, False),
        ("The slot isn't free.", False, True),
        ("Sorry, that slot is taken.", False, True),
        ("The slot is free, or maybe taken.", True, True),
        ("It is no longer free", False, True),
        ("Nothing.", False, False),
    ],
)
def test_a_statement_and_its_opposite_read_negation(text: str, yes: bool, no: bool) -> None:
    assert asserted(text, ["free", "not taken"], ["taken", "busy"]) == (yes, no)


@pytest.mark.parametrize(("text", "phrase", "is_negated"), [("No need for an umbrella tomorrow", "umbrella", True), ("You don't need the umbrella", "umbrella", True), ("Bring an umbrella, it will rain", "umbrella", False), ("Not sure yet, but bring the umbrella", "umbrella", False)])
def test_negation_looks_past_articles(text: str, phrase: str, is_negated: bool) -> None:
    assert negated(text, text.index(phrase)) is is_negated


def test_negation_stays_in_its_clause() -> None:
    text = "No worries, the slot is free"
    assert not negated(text, text.index("free"))
    assert negated("it is not really free", len("it is not really "))


PAIR = [["headphones"], ["sneakers"]]
CHEAPER, PRICIER = ["cheaper", "less"], ["more expensive", "pricier"]


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("The headphones are cheaper than the sneakers.", "headphones"),
        ("Sneakers are more expensive than headphones", "headphones"),
        ("Cheaper: headphones", "headphones"),
        ("the cheaper one is headphones", "headphones"),
        ("The sneakers are pricier.", "headphones"),
        ("The sneakers are not cheaper than the headphones.", "headphones"),
        ("The headphones cost ¥20 less than the sneakers", "headphones"),
        ("The sneakers are cheaper than the headphones.", "sneakers"),
        ("headphones and sneakers", None),
        ("headphones are cheaper. Or sneakers are cheaper", None),
    ],
)
def test_the_winner_of_a_comparison(text: str, winner: str | None) -> None:
    assert claimed_winner(text, PAIR, CHEAPER, PRICIER) == winner


def test_a_winner_named_by_an_alias_is_its_first_name() -> None:
    months = [["2026-05", "May 2026", "May"], ["2026-04", "April 2026", "April"]]
    assert claimed_winner("May spent more than April, by ¥104.10", months, ["more"], ["less"]) == "2026-05"
    assert claimed_winner("In April 2026 I spent less.", months, ["more"], ["less"]) == "2026-05"


def test_a_quote_as_written() -> None:
    assert quotes("Hi Mom, I’ll bring the report tomorrow", "I'll bring the report tomorrow.")
    assert quotes('He said "OK, see you"!', "ok, see you")
    assert not quotes("I'll bring it tomorrow", "I'll bring the report tomorrow.")
    assert not quotes("Booking", "ok")
    assert quotes("Thanks a lot!", "thank", inflected=True) and not quotes("Thanks a lot!", "thank")
