"""Strict, canonical matching of AnswerSheet answers against expected values.

The judge must be deterministic and hard to game, so both sides of a comparison are parsed to a
canonical value (folded text, a float, a date, an (hour, minute) pair, minutes, an offset
ahead or behind) and compared exactly. Forms that would need a guess ("5/15", a bare "Friday",
"3 or 4", "5k") are rejected with a reason instead. The phone's clock is frozen per episode,
so relative dates only need the episode's ``today`` and there are no time tolerances.

A malformed *task* (unknown kind, unparsable expected value, duplicate options) raises
``ValueError``; a malformed *answer* never raises: it is a failed match with a reason.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args

from .quantities import QuantityKind, check_unit, parse_quantity, show_quantity

MatcherKind = Literal["text", "number", "date", "time", "duration", "choice", "time_offset", "code", "temperature", "percent", "money", "distance"]
#: The kinds whose answer is a number in a unit (``judge.quantities``); their field names the unit.
QUANTITY_KINDS: tuple[QuantityKind, ...] = get_args(QuantityKind)


@dataclass(frozen=True)
class MatchResult:
    """The verdict on one field, with canonical forms so reports show what was compared."""

    ok: bool
    expected: str
    actual: str
    reason: str


# ---------------------------------------------------------------------------------------------
# Text

_WS = re.compile(r"\s+")
_QUOTES = frozenset({('"', '"'), ("'", "'"), ("\u201c", "\u201d"), ("\u2018", "\u2019"), ("\u00ab", "\u00bb"), ("`", "`")})
_SENTENCE_END = ".!? "


def _fold(s: str) -> str:
    """NFKC, casefolded, single-spaced and trimmed: the common ground of every string parser."""
    s = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", s).casefold())
    return _WS.sub(" ", s).strip()


def _format_number(x: float) -> str:
    """Shortest readable form; float noise below 1e-9 is hidden since reports are for people."""
    r = round(x, 9)
    return str(int(r)) if r.is_integer() and abs(r) < 1e15 else repr(r)


def normalize_text(s: Any) -> str:
    """Caseless, spacing-insensitive form of a text answer, so "  PARIS. " equals "Paris".

    Only presentation is forgiven: trailing sentence punctuation and one layer of matching
    quotes go, but every word stays, so "not approved" never equals "approved". A number (a
    number field judged as text) is written in its shortest form.
    """
    if isinstance(s, bool) or not isinstance(s, (str, int, float)):
        raise ValueError(f"not text: {s!r}")
    if isinstance(s, float):
        s = _format_number(s)
    s = _fold(str(s)).rstrip(_SENTENCE_END)
    if len(s) >= 2 and (s[0], s[-1]) in _QUOTES:
        s = s[1:-1].strip().rstrip(_SENTENCE_END)
    return s


# ---------------------------------------------------------------------------------------------
# Numbers

# A candidate number: digits with the separators that may belong to it, ending on a digit (a
# dot after it ends the sentence). Each candidate must then be a well-formed number.
_NUMBER_RUN = re.compile(r"[0-9.,]*[0-9]")
_NUMBER = re.compile(r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?|\.[0-9]+")
_UNIT_WORD = re.compile(r"\s*([^\W\d_]+)")
_SCALE_WORDS = frozenset({"hundred", "thousand", "million", "billion", "trillion", "dozen", "k", "bn", "e"})


def parse_number(x: Any) -> float:
    """The one number in an answer: a JSON number, or a string with at most units around it.

    Accepted: "42", "-3.5", "+7", "1,234.5" (commas only as thousands separators), a currency
    symbol before ("$12.50", "-¥128") and any unit after ("42 km", "3 items", "50 m²"). A
    trailing "%" is a unit too: "12%" is 12, not 0.12. Rejected, since the judge would have to
    guess: booleans, number words ("five"), two numbers ("3 or 4", "3-4"), words before the
    number ("about 5"), scale words or exponents ("5k", "2 million", "1e3") and "1,2" or
    "1.234,5" (European style). Digits glued to letters belong to a unit ("m2", "CO2") and are
    not a second number.
    """
    if isinstance(x, bool) or not isinstance(x, (int, float, str)):
        raise ValueError(f"not a number: {x!r}")
    if isinstance(x, str):
        value = _number_in_text(x)
    else:
        try:
            value = float(x)
        except OverflowError:
            raise ValueError(f"not a finite number: {x!r}") from None
    if not math.isfinite(value):
        raise ValueError(f"not a finite number: {x!r}")
    return value


def _number_in_text(x: str) -> float:
    s = unicodedata.normalize("NFKC", x).replace("\u2212", "-")
    runs = [m for m in _NUMBER_RUN.finditer(s) if not (m.start() and s[m.start() - 1].isalpha())]
    if not runs:
        raise ValueError(f"not a number: {x!r}")
    if len(runs) > 1:
        raise ValueError(f"more than one number in {x!r}")
    run = runs[0]
    if not _NUMBER.fullmatch(run.group()):
        raise ValueError(f"malformed number {run.group()!r} in {x!r}")
    head = "".join(s[: run.start()].split())
    if head.count("-") + head.count("+") > 1 or any(c not in "+-" and unicodedata.category(c) != "Sc" for c in head):
        raise ValueError(f"unexpected text before the number in {x!r}")
    word = _UNIT_WORD.match(s, run.end())
    if word and word.group(1).casefold() in _SCALE_WORDS:
        raise ValueError(f"scaled numbers are not accepted, write all digits: {x!r}")
    value = float(run.group().replace(",", ""))
    return -value if "-" in head else value


# ---------------------------------------------------------------------------------------------
# Dates

_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")
_MONTHS = {**{m[:3]: i for i, m in enumerate(_MONTH_NAMES, 1)}, **{m: i for i, m in enumerate(_MONTH_NAMES, 1)}, "sept": 9}
_WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAYS = {**{d[:3]: i for i, d in enumerate(_WEEKDAY_NAMES)}, **{d: i for i, d in enumerate(_WEEKDAY_NAMES)}, "tues": 1, "thur": 3, "thurs": 3}
_RELATIVE_DAYS = {
    "today": 0,
    "tomorrow": 1,
    "yesterday": -1,
    "the day after tomorrow": 2,
    "day after tomorrow": 2,
    "the day before yesterday": -2,
    "day before yesterday": -2,
}


def _alternatives(names: Sequence[str]) -> str:
    return "|".join(sorted(names, key=len, reverse=True))


_MONTH = rf"(?P<month>{_alternatives(list(_MONTHS))})\.?"
_WEEKDAY = rf"(?P<weekday>{_alternatives(list(_WEEKDAYS))})\.?"
_DAY = r"(?P<day>[0-9]{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?: (?P<year>[0-9]{4}))?"
_ISO_DATE = re.compile(r"(?P<year>[0-9]{4})(?P<sep>[-/])(?P<month>[0-9]{1,2})(?P=sep)(?P<day>[0-9]{1,2})")
_NUMERIC_DATE = re.compile(r"[0-9]{1,4}[-/.][0-9]{1,2}(?:[-/.][0-9]{1,4})?")
_MONTH_FIRST = re.compile(rf"(?:{_WEEKDAY} )?{_MONTH} {_DAY}{_YEAR}")
_DAY_FIRST = re.compile(rf"(?:{_WEEKDAY} )?(?:the )?{_DAY} (?:of )?{_MONTH}{_YEAR}")
_THIS_NEXT = re.compile(rf"(?P<which>this|next) {_WEEKDAY}")
_BARE_WEEKDAY = re.compile(_WEEKDAY)
_BARE_DAY = re.compile(rf"(?:the )?{_DAY}")
# The forms the apps show a date in: "05/24" (a 15-day list), "Fri 05/24", "2026-05-24 (Sun)",
# "5月24日"; a weekday beside the date must agree with it.
_WEEKDAY_WORD = _alternatives(list(_WEEKDAYS))
_APP_DATE = re.compile(rf"(?:(?P<wd1>{_WEEKDAY_WORD})\.? )?(?P<body>[0-9/\-年月日号]+)(?: ?\((?P<wd2>{_WEEKDAY_WORD})\.?\))?")
_MONTH_SLASH_DAY = re.compile(r"(?P<month>[0-9]{1,2})/(?P<day>[0-9]{1,2})")
_CN_DATE = re.compile(r"(?:(?P<year>[0-9]{4})年)?(?P<month>[0-9]{1,2})月(?P<day>[0-9]{1,2})[日号]")


def _needs_today(today: dt.date | None, x: str, why: str) -> dt.date:
    if today is None:
        raise ValueError(f"{x!r} {why}: the judge needs today's date")
    return today


def _make_date(year: int, month: int, day: int, x: str) -> dt.date:
    try:
        return dt.date(year, month, day)
    except ValueError as e:
        raise ValueError(f"invalid date {x!r}: {e}") from None


def parse_date(x: Any, today: dt.date | None = None) -> dt.date:
    """A calendar date from an ISO string, a written date or a relative word.

    Accepted: "2026-05-15", "2026/05/15", "May 15, 2026", "15 May 2026", "the 15th of May",
    "Fri, May 15" (the weekday must agree), "May 15" and "15 May" (in ``today``'s year), the
    apps' own forms "05/15" and "5/15" (month/day, in ``today``'s year), "Fri 05/15",
    "2026-05-15 (Fri)" and "5月15日", and,
    from ``today``: "today", "tomorrow", "yesterday", "the day after tomorrow", "the day before
    yesterday", "next <weekday>" (the first one strictly after today) and "this <weekday>" (the
    one in today's Monday-to-Sunday week, possibly past). Rejected as ambiguous: numeric dates
    with the year last ("15/05/2026", "05/15/2026"), a bare weekday and a bare day number.
    """
    if isinstance(x, dt.datetime):
        return x.date()
    if isinstance(x, dt.date):
        return x
    if not isinstance(x, str):
        raise ValueError(f"not a date: {x!r}")
    s = _WS.sub(" ", _fold(x).replace(",", " ")).strip().rstrip(_SENTENCE_END)
    if (m := _APP_DATE.fullmatch(s)) and (date := _app_date(m["body"], x, today)):
        weekday = m["wd1"] or m["wd2"]
        if weekday and _WEEKDAYS[weekday] != date.weekday():
            raise ValueError(f"{x!r}: {date.isoformat()} is a {_WEEKDAY_NAMES[date.weekday()].title()}")
        return date
    if _NUMERIC_DATE.fullmatch(s):
        raise ValueError(f"ambiguous numeric date {x!r}: write YYYY-MM-DD or the month's name")
    if s in _RELATIVE_DAYS:
        return _needs_today(today, x, "is relative") + dt.timedelta(days=_RELATIVE_DAYS[s])
    if m := _THIS_NEXT.fullmatch(s):
        base = _needs_today(today, x, "is relative")
        target = _WEEKDAYS[m["weekday"]]
        if m["which"] == "next":
            return base + dt.timedelta(days=(target - base.weekday() - 1) % 7 + 1)
        return base + dt.timedelta(days=target - base.weekday())
    if m := _MONTH_FIRST.fullmatch(s) or _DAY_FIRST.fullmatch(s):
        year = int(m["year"]) if m["year"] else _needs_today(today, x, "has no year").year
        date = _make_date(year, _MONTHS[m["month"]], int(m["day"]), x)
        if m["weekday"] and _WEEKDAYS[m["weekday"]] != date.weekday():
            raise ValueError(f"{x!r}: {date.isoformat()} is a {_WEEKDAY_NAMES[date.weekday()].title()}")
        return date
    if _BARE_WEEKDAY.fullmatch(s):
        raise ValueError(f"a bare weekday is ambiguous: {x!r} (write 'this ...', 'next ...' or the date)")
    if _BARE_DAY.fullmatch(s):
        raise ValueError(f"a bare day number is ambiguous: {x!r} (add the month)")
    raise ValueError(f"not a date: {x!r}")


def _app_date(body: str, x: str, today: dt.date | None) -> dt.date | None:
    """An ISO date, or a month and day as the apps show them ("05/24", "5月24日") in ``today``'s year."""
    if m := _ISO_DATE.fullmatch(body):
        return _make_date(int(m["year"]), int(m["month"]), int(m["day"]), x)
    if m := _CN_DATE.fullmatch(body):
        year = int(m["year"]) if m["year"] else _needs_today(today, x, "has no year").year
        return _make_date(year, int(m["month"]), int(m["day"]), x)
    if m := _MONTH_SLASH_DAY.fullmatch(body):
        month, day = int(m["month"]), int(m["day"])
        if not 1 <= month <= 12:
            raise ValueError(f"invalid date {x!r}: the apps write month/day (05/24), and there is no month {month}")
        return _make_date(_needs_today(today, x, "has no year").year, month, day, x)
    return None


def _expected_date(x: Any) -> dt.date:
    """Expected dates are ISO or ``date`` only, so a task never depends on ``today`` by accident."""
    if isinstance(x, str) and not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", x.strip()):
        raise ValueError(f"expected dates are written YYYY-MM-DD, not {x!r}")
    return parse_date(x)


# ---------------------------------------------------------------------------------------------
# Times of day

_TIME_24 = re.compile(r"(?P<h>[0-9]{1,2}):(?P<m>[0-9]{2})(?::(?P<s>[0-9]{2}))?")
_TIME_12 = re.compile(r"(?P<h>[0-9]{1,2})(?::(?P<m>[0-9]{2}))? ?(?P<half>[ap])\.? ?m\.?")
_TIME_H = re.compile(r"(?P<h>[0-9]{1,2}) ?h(?: ?(?P<m>[0-9]{2}))?")
_TIME_WORDS = {"noon": (12, 0), "midnight": (0, 0)}


def parse_time(x: Any) -> tuple[int, int]:
    """(hour, minute) of a time of day, 24-hour.

    Accepted: "17:30", "17:30:00", "5:30 PM", "5:30pm", "5 p.m.", "17h30", "17h", "noon",
    "midnight". "12 AM" is 00:00 and "12 PM" is 12:00. "5:30" without AM/PM is 05:30. Seconds
    are dropped as a clock display does ("17:30:45" is 17:30). A bare "5" is rejected: it could
    be morning or evening.
    """
    if not isinstance(x, str):
        raise ValueError(f"not a time: {x!r}")
    s = _fold(x).rstrip(_SENTENCE_END)
    if s in _TIME_WORDS:
        return _TIME_WORDS[s]
    if m := _TIME_24.fullmatch(s):
        hour, minute = int(m["h"]), int(m["m"])
        if hour > 23 or minute > 59 or int(m["s"] or 0) > 59:
            raise ValueError(f"time out of range: {x!r}")
        return hour, minute
    if m := _TIME_12.fullmatch(s):
        hour, minute = int(m["h"]), int(m["m"] or 0)
        if not 1 <= hour <= 12 or minute > 59:
            raise ValueError(f"time out of range: {x!r} (AM/PM hours run 1-12)")
        return hour % 12 + (12 if m["half"] == "p" else 0), minute
    if m := _TIME_H.fullmatch(s):
        hour, minute = int(m["h"]), int(m["m"] or 0)
        if hour > 23 or minute > 59:
            raise ValueError(f"time out of range: {x!r}")
        return hour, minute
    if re.fullmatch(r"[0-9]{1,2}", s):
        raise ValueError(f"a bare number is not a time: {x!r} (add minutes or AM/PM)")
    raise ValueError(f"not a time: {x!r}")


def _expected_time(x: Any) -> tuple[int, int]:
    """Expected times are "HH:MM" only, so a task's value is unambiguous at a glance."""
    if not (isinstance(x, str) and re.fullmatch(r"[0-9]{1,2}:[0-9]{2}", x.strip())):
        raise ValueError(f"expected times are written HH:MM, not {x!r}")
    return parse_time(x)


#: Where a time of day may stand in a message: "15:30", "15：30", "14:02:30", "3:30 pm", "9 a.m.",
#: or a bare number, which :func:`parse_time` then refuses ("at 3" could be either half).
_TIME_IN_TEXT = re.compile(r"(?<![0-9:：.])[0-9]{1,2}(?:[:：][0-9]{2}(?:[:：][0-9]{2})?)?(?![0-9])(?:\s?[ap]\.?\s?m\b\.?)?", re.IGNORECASE)


def times_in(text: str) -> set[tuple[int, int]]:
    """Every time of day written in ``text``, as 24-hour ``(hour, minute)``, read by :func:`parse_time`."""
    found = set()
    for m in _TIME_IN_TEXT.finditer(text):
        try:
            found.add(parse_time(m.group(0)))
        except ValueError:
            continue
    return found


def mentions_time(text: str, hm: str) -> bool:
    """Whether ``text`` gives the time ``hm`` ("15:30"), in 24-hour or AM/PM form ("3:30 PM");
    "3:30" alone is 03:30, as :func:`parse_time` reads it."""
    return parse_time(hm) in times_in(text)


# ---------------------------------------------------------------------------------------------
# Durations

_DURATION_UNITS = {
    **dict.fromkeys(("d", "day", "days"), 1440.0),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), 60.0),
    **dict.fromkeys(("m", "min", "mins", "minute", "minutes"), 1.0),
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), 1 / 60),
}
_DURATION_CLOCK = re.compile(r"(?P<h>[0-9]+):(?P<m>[0-5][0-9])(?::(?P<s>[0-5][0-9]))?")
_DURATION_PART = re.compile(r"(?P<n>[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?|\.[0-9]+) ?(?P<unit>[a-z]+)? ?")
_DURATION_JOINERS = re.compile(r",(?= )| and ")


def parse_duration(x: Any) -> float:
    """A length of time in minutes.

    A bare number means minutes (150, "150", "1.5"). Accepted: "150 min", "2 h 30 min",
    "2h30m", "2h30", "2 hours and 30 minutes", "2.5 hours", "1 day", "90 sec" (1.5 minutes),
    "2:30" (h:mm) and "2:30:00" (h:mm:ss). Units go from largest to smallest, once each; number
    words ("an hour") and negative lengths are rejected.
    """
    if isinstance(x, bool) or not isinstance(x, (int, float, str)):
        raise ValueError(f"not a duration: {x!r}")
    if isinstance(x, str):
        minutes = _duration_in_text(x)
    else:
        try:
            minutes = float(x)
        except OverflowError:
            raise ValueError(f"not a finite duration: {x!r}") from None
        if minutes < 0:
            raise ValueError(f"negative duration: {x!r}")
    if not math.isfinite(minutes):
        raise ValueError(f"not a finite duration: {x!r}")
    return minutes


def _duration_in_text(x: str) -> float:
    s = _WS.sub(" ", _DURATION_JOINERS.sub(" ", _fold(x).rstrip(_SENTENCE_END))).strip()
    if m := _DURATION_CLOCK.fullmatch(s):
        return int(m["h"]) * 60 + int(m["m"]) + int(m["s"] or 0) / 60
    parts: list[tuple[float, str | None]] = []
    pos = 0
    while pos < len(s):
        m = _DURATION_PART.match(s, pos)
        if not m:
            raise ValueError(f"not a duration: {x!r}")
        parts.append((float(m["n"].replace(",", "")), m["unit"]))
        pos = m.end()
    if not parts:
        raise ValueError(f"not a duration: {x!r}")
    if len(parts) == 1 and parts[0][1] is None:
        return parts[0][0]
    total, last_size = 0.0, math.inf
    for i, (n, unit) in enumerate(parts):
        if unit is None:
            # "2h30": a unitless last part after hours means minutes.
            if i != len(parts) - 1 or last_size != 60.0:
                raise ValueError(f"a number without a unit in {x!r}")
            unit = "min"
        if unit not in _DURATION_UNITS:
            raise ValueError(f"unknown unit {unit!r} in {x!r}")
        size = _DURATION_UNITS[unit]
        if size >= last_size:
            raise ValueError(f"units must go from largest to smallest, once each: {x!r}")
        total, last_size = total + n * size, size
    return total


# ---------------------------------------------------------------------------------------------
# Time offsets: how far a place's clock is ahead of or behind another's ("3 h ahead")


@dataclass(frozen=True)
class TimeOffset:
    """Signed minutes (> 0 ahead, < 0 behind) and the calendar day there relative to here
    (1 tomorrow, -1 yesterday, 0 the same day; ``None`` when an answer does not say)."""

    minutes: float
    day: int | None


_OFFSET_DAYS = {"yesterday": -1, "tomorrow": 1}
_OFFSET_SAME = frozenset({"same", "the same", "same time", "the same time", "same time zone", "the same time zone", "no difference"})
_OFFSET_DAY = re.compile(r"(?P<day>yesterday|tomorrow),? (?P<rest>.+)")
_OFFSET_LOCAL = re.compile(r"(?P<rest>.*(?:ahead|behind)) (?:of )?(?:my |the )?local time")
_OFFSET_DIRECTION = re.compile(r"\b(?:ahead|behind)\b")
_OFFSET_DIRECTION_FIRST = re.compile(r"(?P<dir>ahead|behind),?(?: by)? (?P<amount>.+)")
_OFFSET_DIRECTION_LAST = re.compile(r"(?P<amount>.+?) (?P<dir>ahead|behind)")
_OFFSET_HM = re.compile(r"(?P<h>[0-9]+):(?P<m>[0-5][0-9]) ?(?:h|hr|hrs|hour|hours)?")
_OFFSET_HOURS = re.compile(r"[0-9]+(?:\.[0-9]+)?|\.[0-9]+")
_OFFSET_SCREEN = re.compile(r"(?:(?:yesterday|tomorrow), )?(?:[0-9]+(?::[0-5][0-9])? h (?:ahead|behind)|same time)")


def _offset_amount(x: str, s: str) -> float:
    """Minutes of an unsigned amount: "3 h", "2.5 hours", "2 h 30 min", "2:30 h"; a bare number is hours."""
    if m := _OFFSET_HM.fullmatch(s):
        return int(m["h"]) * 60 + int(m["m"])
    if _OFFSET_HOURS.fullmatch(s):
        return float(s) * 60
    try:
        return parse_duration(s)
    except ValueError:
        raise ValueError(f"not a time offset: {x!r} (write e.g. '3 h ahead', '2.5 h behind' or 'same time')") from None


def parse_time_offset(x: Any) -> TimeOffset:
    """How far ahead or behind: the direction and the amount together, in one text.

    Accepted: "3 h ahead", "3 hours ahead", "ahead 3 h", "ahead by 3 hours", "behind 2.5
    hours", "2 h 30 min behind", "2:30 h behind" (the world clock's own form), "3 hours ahead
    of local time", and for no difference "same time", "the same", "same time zone", "no
    difference" or "0 hours". A bare number is hours ("ahead 3"). The world clock's day prefix
    may come first ("Yesterday, 13 h behind", "tomorrow 1 h ahead"); it must agree with the
    direction. Rejected: a nonzero amount without a direction, both directions ("ahead or
    behind 3 h"), two amounts ("3 or 4 h ahead"), signs ("+3 h"), number words ("an hour ahead").
    """
    if not isinstance(x, str):
        raise ValueError(f"not a time offset: {x!r}")
    s = _fold(x).rstrip(_SENTENCE_END)
    day: int | None = None
    if m := _OFFSET_DAY.fullmatch(s):
        day, s = _OFFSET_DAYS[m["day"]], m["rest"]
    if m := _OFFSET_LOCAL.fullmatch(s):
        s = m["rest"]
    directions = _OFFSET_DIRECTION.findall(s)
    if len(directions) > 1:
        raise ValueError(f"more than one direction in {x!r}")
    if s in _OFFSET_SAME:
        minutes = 0.0
    elif not directions:
        minutes = _offset_amount(x, s)
        if minutes != 0:
            raise ValueError(f"no direction in {x!r}: say 'ahead' or 'behind'")
    elif m := _OFFSET_DIRECTION_FIRST.fullmatch(s) or _OFFSET_DIRECTION_LAST.fullmatch(s):
        minutes = _offset_amount(x, m["amount"]) * (1 if m["dir"] == "ahead" else -1)
    else:
        raise ValueError(f"not a time offset: {x!r} (write e.g. '3 h ahead', '2.5 h behind' or 'same time')")
    if day is not None and day * minutes <= 0:
        where = "ahead" if minutes > 0 else "behind" if minutes < 0 else "at the same time"
        raise ValueError(f"{x!r}: a clock {where} is not on {'tomorrow' if day > 0 else 'yesterday'}'s date")
    return TimeOffset(minutes, day)


def _expected_time_offset(x: Any) -> TimeOffset:
    """Expected offsets are written as the world clock's row shows them: "3 h ahead", "2:30 h
    behind", "Same time", with "Yesterday, " or "Tomorrow, " before when the day differs. No
    day prefix means the same day."""
    if not (isinstance(x, str) and _OFFSET_SCREEN.fullmatch(_fold(x))):
        raise ValueError(f"expected time offsets are written like the world clock's rows ('3 h ahead', 'Yesterday, 2:30 h behind', 'Same time'), not {x!r}")
    offset = parse_time_offset(x)
    return TimeOffset(offset.minutes, offset.day or 0)


def _show_time_offset(o: TimeOffset) -> str:
    amount = "same time" if o.minutes == 0 else f"{_format_number(abs(o.minutes) / 60)} h {'ahead' if o.minutes > 0 else 'behind'}"
    return f"{'tomorrow' if o.day == 1 else 'yesterday'}, {amount}" if o.day else amount


# ---------------------------------------------------------------------------------------------
# Matching


@dataclass(frozen=True)
class _Matcher:
    """How one kind parses each side, shows a parsed value and compares (actual, expected)."""

    expected: Callable[[Any], Any]
    actual: Callable[[Any], Any]
    show: Callable[[Any], str]
    same: Callable[[Any, Any], bool]
    quoted: bool = False


def normalize_code(s: Any) -> str:
    """An identifier as text without the spaces and hyphens it is grouped by: a meeting ID shown
    as "745 454 991" is also "745454991" or "745-454-991"; every other character counts."""
    return re.sub(r"[\s\-]+", "", normalize_text(s))


def _choice_matcher(options: Sequence[str] | None) -> _Matcher:
    if options is None:
        return _Matcher(normalize_text, normalize_text, str, lambda a, e: a == e, quoted=True)
    spelled: dict[str, str] = {}
    for option in options:
        key = normalize_text(option)
        if key in spelled:
            raise ValueError(f"options {spelled[key]!r} and {option!r} are the same answer")
        spelled[key] = option
    listing = ", ".join(repr(o) for o in options)

    def pick(x: Any) -> str:
        key = normalize_text(x)
        if key not in spelled:
            raise ValueError(f"not one of the options: {listing}")
        return key

    return _Matcher(pick, pick, lambda key: spelled[key], lambda a, e: a == e, quoted=True)


def _quantity_matcher(kind: QuantityKind, unit: str | None, close: Callable[[float, float], bool]) -> _Matcher:
    def read(x: Any) -> Any:
        return parse_quantity(kind, x, unit)

    return _Matcher(read, read, lambda q: show_quantity(q, _format_number(q.value)), lambda a, e: close(a.value, e.value))


def _matcher(kind: str, tolerance: float, today: dt.date | None, options: Sequence[str] | None, unit: str | None = None) -> _Matcher:
    def close(a: float, e: float) -> bool:
        return abs(a - e) <= tolerance * max(1.0, abs(e))

    if kind in QUANTITY_KINDS:
        return _quantity_matcher(kind, unit, close)

    if kind == "text":
        return _Matcher(normalize_text, normalize_text, str, lambda a, e: a == e, quoted=True)
    if kind == "code":
        return _Matcher(normalize_code, normalize_code, str, lambda a, e: a == e, quoted=True)
    if kind == "number":
        return _Matcher(parse_number, parse_number, _format_number, close)
    if kind == "date":
        return _Matcher(_expected_date, lambda x: parse_date(x, today), dt.date.isoformat, lambda a, e: a == e)
    if kind == "time":
        return _Matcher(_expected_time, parse_time, lambda t: f"{t[0]:02d}:{t[1]:02d}", lambda a, e: a == e)
    if kind == "duration":
        return _Matcher(parse_duration, parse_duration, lambda v: f"{_format_number(v)} min", close)
    if kind == "time_offset":
        # A day the answer does not name is not held against it; a wrong one is.
        return _Matcher(_expected_time_offset, parse_time_offset, _show_time_offset, lambda a, e: close(a.minutes, e.minutes) and a.day in (None, e.day), quoted=True)
    return _choice_matcher(options)


def _is_empty(x: Any) -> bool:
    if isinstance(x, (list, tuple)):
        return all(_is_empty(v) for v in x)
    return x is None or (isinstance(x, str) and not x.strip())


def _show_all(shown: list[str], repeatable: str | None) -> str:
    return shown[0] if repeatable is None and len(shown) == 1 else "[" + ", ".join(shown) + "]"


def _count_reason(given: int, expected: int) -> str:
    return f"{given} value{'' if given == 1 else 's'} given, {expected} expected"


def _max_matching(compatible: list[list[int]], n_actual: int) -> list[int | None]:
    """Owner (expected index) of each actual value in a maximum one-to-one matching.

    Augmenting paths (Kuhn), not first fit: with tolerances "equal" is not transitive, so a
    greedy pairing can miss a matching that exists.
    """
    owner: list[int | None] = [None] * n_actual

    def augment(e: int, seen: set[int]) -> bool:
        for a in compatible[e]:
            if a not in seen:
                seen.add(a)
                current = owner[a]
                if current is None or augment(current, seen):
                    owner[a] = e
                    return True
        return False

    for e in range(len(compatible)):
        augment(e, set())
    return owner


def match_answer(
    kind: MatcherKind,
    expected: Any,
    actual: Any,
    *,
    repeatable: Literal["set", "seq"] | None = None,
    tolerance: float = 1e-6,
    today: dt.date | None = None,
    options: Sequence[str] | None = None,
    unit: str | None = None,
) -> MatchResult:
    """Judge one AnswerSheet field: ``actual`` (as stored by the app) against ``expected``.

    ``tolerance`` is relative for numbers and durations: ``|a - e| <= tolerance * max(1, |e|)``.
    ``today`` resolves relative and year-less dates. ``unit`` is the unit of a temperature,
    percent, money or distance field (its kind's default: °C, %, ¥, km). With ``repeatable`` both sides are lists of
    the same length, compared in order ("seq") or by a one-to-one matching ("set"). A list of
    one value is accepted for a single field and a single value for a repeatable one.
    Raises ``ValueError`` only for a malformed task.
    """
    if kind not in get_args(MatcherKind):
        raise ValueError(f"unknown matcher kind {kind!r}")
    if repeatable not in (None, "set", "seq"):
        raise ValueError(f"repeatable must be 'set', 'seq' or None, not {repeatable!r}")
    if not (math.isfinite(tolerance) and tolerance >= 0):
        raise ValueError(f"tolerance must be a finite number >= 0, not {tolerance!r}")
    if kind in QUANTITY_KINDS:
        check_unit(kind, unit)
    elif unit is not None:
        raise ValueError(f"'unit' goes with a {', '.join(QUANTITY_KINDS)} field, not {kind}")
    m = _matcher(kind, tolerance, today, options, unit)
    if repeatable is not None and not (isinstance(expected, (list, tuple)) and expected):
        raise ValueError(f"a repeatable field expects a non-empty list, not {expected!r}")
    try:
        want = [m.expected(v) for v in (expected if repeatable else [expected])]
    except ValueError as e:
        raise ValueError(f"invalid expected {kind} value {expected!r}: {e}") from None
    shown_expected = _show_all([m.show(v) for v in want], repeatable)
    if _is_empty(actual):
        return MatchResult(False, shown_expected, repr(actual), "no answer")

    def say(value: Any) -> str:
        return repr(m.show(value)) if m.quoted else m.show(value)

    def where(i: int) -> str:
        return f"value {i + 1}: " if repeatable else ""

    raw = list(actual) if isinstance(actual, (list, tuple)) else [actual]
    got: list[Any] = []
    errors: list[str] = []
    for i, v in enumerate(raw):
        try:
            if _is_empty(v):
                raise ValueError("no answer")
            got.append(m.actual(v))
        except ValueError as e:
            errors.append(f"{where(i)}{e}")
    shown_actual = repr(actual) if errors else _show_all([m.show(v) for v in got], repeatable)
    if len(raw) != len(want):
        reason = _count_reason(len(raw), len(want))
    elif errors:
        reason = "; ".join(errors)
    elif repeatable == "set":
        owner = _max_matching([[a for a in range(len(got)) if m.same(got[a], w)] for w in want], len(got))
        matched = set(owner)
        missing = [say(w) for e, w in enumerate(want) if e not in matched]
        extra = [say(g) for a, g in enumerate(got) if owner[a] is None]
        reason = f"no one-to-one match: missing {', '.join(missing)}; unexpected {', '.join(extra)}" if missing else ""
    else:
        reason = "; ".join(f"{where(i)}expected {say(w)}, got {say(g)}" for i, (g, w) in enumerate(zip(got, want)) if not m.same(g, w))
    return MatchResult(not reason, shown_expected, shown_actual, reason)
