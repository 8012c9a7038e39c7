"""Reading what a free text states: typed values, names, statements, comparisons, quotes.

A message, note or post is written by a person or a model, so one value has many forms
("¥1,564.09", "1564.09 yuan", "RMB 1,564.09"; "170 minutes", "2 h 50 min"; "15:30", "3:30 PM";
"2026-05-14", "May 14", "05/14"). :func:`values_in` finds every value in a text once, with the
kinds it can be read as (a bare "38" may be money, a count or minutes; "38 songs" is a count;
"¥38" is money; "3.6M" followers a count of 3,600,000), so :mod:`mobilegym_gym.judge.claims`
can ask both "is the claimed value stated?" and "is another value of its kind stated beside
it?" (a hedge).

    >>> [(v.text, sorted(v.readings)) for v in values_in("3 meetings, ¥38.00 at 9:30 AM")]
    [('3', ['count', 'number']), ('¥38.00', ['money', 'number']), ('9:30 AM', ['time'])]

What is not a stated value is left out: list markers ("1. "), years, ids and phone numbers (8
digits or more: the apps show counts up to 7; or digit groups: "482 913 556"), digits inside words and codes ("iPhone15", "4G",
"WO-3101"), labels ("UV index 7", "Gate 3"). A qualified value ("about ¥1,600", "over 3") is
found (a rival) but never states a claimed value, since it does not say it exactly.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .answers import parse_time

Kind = Literal["money", "count", "duration", "time", "date", "temperature", "percent", "rating", "distance", "number"]

#: Every kind a number with nothing around it may be read as.
_BARE: tuple[Kind, ...] = ("money", "count", "duration", "temperature", "percent", "rating", "distance", "number")


@dataclass(frozen=True)
class Value:
    """A value as written at ``text[start:end]`` and what it reads as per kind: money (yuan,
    unsigned), count (int), duration (minutes), time ((hour, minute)), date ((year or None,
    month, day)), temperature (°C), percent, rating, distance (km), number. ``noun`` is the word
    it counts ("meetings"), ``qualifier`` the hedge word before or after it ("about", "+")."""

    text: str
    start: int
    end: int
    readings: dict[Kind, Any] = field(default_factory=dict)
    noun: str | None = None
    qualifier: str | None = None


# ---------------------------------------------------------------------------------------------
# Patterns

_NUM = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
_MONTHS = {m: i for i, ms in enumerate(
    [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
     ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"), ("december", "dec")], 1) for m in ms}
_MONTH = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_ORD = r"(?:st|nd|rd|th)?"

_DATE_ISO = re.compile(r"(?<![\d.])(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})(?![\d])")
_DATE_MD_NAME = re.compile(rf"\b(?P<mn>{_MONTH})\s(?P<d>\d{{1,2}}){_ORD}(?!\d)(?:,?\s(?P<y>\d{{4}})(?!\d))?", re.IGNORECASE)
_DATE_DM_NAME = re.compile(rf"(?<![\d.])(?P<d>\d{{1,2}}){_ORD}\s(?:of\s)?(?P<mn>{_MONTH})(?![a-z])(?:,?\s(?P<y>\d{{4}})(?!\d))?", re.IGNORECASE)
_DATE_SLASH = re.compile(r"(?<![\d./])(?P<m>\d{1,2})/(?P<d>\d{1,2})(?:/(?P<y>\d{4}))?(?![\d/])")
_DATE_DASH = re.compile(r"(?<![\d.-])(?P<m>\d{2})-(?P<d>\d{2})(?![\d-])")
_DATE_CN = re.compile(r"(?:(?P<y>\d{4})年)?(?P<m>\d{1,2})月(?P<d>\d{1,2})[日号]")
_YEAR_MONTH = re.compile(rf"(?<![\d.])(?:19|20)\d{{2}}[-/]\d{{1,2}}(?![\d])|\b{_MONTH}\s\d{{4}}\b|\d{{4}}年(?:\d{{1,2}}月)?", re.IGNORECASE)
_RELATIVE = re.compile(r"\b(?P<w>today|tomorrow|yesterday)\b", re.IGNORECASE)
_RELATIVE_DAYS = {"yesterday": -1, "today": 0, "tomorrow": 1}

_TIME = re.compile(r"(?<![\d:.])\d{1,2}[:：]\d{2}(?:[:：]\d{2})?(?![\d:])(?:\s?[ap]\.?\s?m\b\.?)?|(?<![\d:.])\d{1,2}\s?[ap]\.?\s?m\b\.?|\b(?:noon|midnight)\b", re.IGNORECASE)
#: Digit groups joined by hyphens, or three or more by single spaces: an id or a phone number as
#: apps show them ("482 913 556", "138-1234-5678"), not several stated values.
_SPANS_OF_DIGITS = re.compile(r"(?<![\d])\d+(?:-\d+){2,}(?![\d])|(?<![\d.,])(?:\+\d{1,3} )?\d{3,4}(?: \d{3,4}){2,}(?!\d|[.,]\d)")

_RATING = [
    re.compile(r"(?<![\d.,])(?P<n>\d(?:\.\d+)?)\s?/\s?(?P<of>5|10)(?![\d.])"),
    re.compile(r"(?<![\d.,])(?P<n>\d(?:\.\d+)?)\s?out of\s?(?P<of>5|10)\b", re.IGNORECASE),
    re.compile(r"(?<![\d.,])(?P<n>\d(?:\.\d+)?)\s?(?:stars?\b|★|⭐)", re.IGNORECASE),
    re.compile(r"(?:★|⭐)\s?(?P<n>\d(?:\.\d+)?)(?![\d])"),
    re.compile(r"\b(?:rated|rating|scored|score)(?:\s(?:of|is))?:?\s?(?P<n>\d(?:\.\d+)?)(?![\d.,]\d)", re.IGNORECASE),
]
_TEMPERATURE = re.compile(rf"(?P<sign>(?<![\d.])[-−])?(?P<n>{_NUM})\s?(?:°\s?(?P<u1>[CF])?\b|℃|(?P<f>℉)|degrees?(?:\s(?P<u2>celsius|fahrenheit|C|F)\b)?)", re.IGNORECASE)
_PERCENT = re.compile(rf"(?P<n>{_NUM})\s?(?:%|％|\s?percent\b|\s?per cent\b)", re.IGNORECASE)
_MONEY_BEFORE = re.compile(rf"(?:US\$|HK\$|\$|¥|￥|€|£|\bRMB|\bCNY|\bUSD)\s?[-−]?\s?(?P<n>{_NUM})(?![\d])", re.IGNORECASE)
_MONEY_AFTER = re.compile(rf"(?<![\d.,])(?P<n>{_NUM})\s?(?:元|块|(?:yuan|rmb|cny|usd|dollars?|kuai|bucks)\b)", re.IGNORECASE)
_DISTANCE = re.compile(rf"(?<![\d.,])(?P<n>{_NUM})\s?(?P<u>km|kilomet(?:er|re)s?|met(?:er|re)s?|miles?|mi)\b", re.IGNORECASE)
_DURATION_PART = re.compile(rf"(?P<n>{_NUM})\s?(?P<u>days?|d|hours?|hrs?|hr|h|minutes?|mins?|min|m|seconds?|secs?|sec|s|天|小时|分钟|秒钟?)(?:\b|(?=\d))", re.IGNORECASE)
_DURATION_JOIN = re.compile(r"\s*(?:,\s*|and\s+|\s)?", re.IGNORECASE)
_DURATION_UNIT = {"d": 1440.0, "h": 60.0, "m": 1.0, "s": 1 / 60, "天": 1440.0, "小": 60.0, "分": 1.0, "秒": 1 / 60}  # by the unit's first letter
#: Words before a duration that make it the period a question asks about ("the last 7 days").
_PERIOD_BEFORE = re.compile(r"\b(?:(?:the|these)\s+(?:last|past|previous|next|coming)|past|previous)\s*$", re.IGNORECASE)

_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split())}
_WORDS |= {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_NUMBER_WORD = re.compile(r"\b(?:" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE)
# Not inside a word ("iPhone15") nor after "letters-" (a code: "WO-3101"); Chinese has no
# spaces between words ("共3场").
_BARE_NUMBER = re.compile(rf"(?<![A-Za-z\d_.,])(?<![^\W\d_]-)(?P<n>{_NUM})(?![A-Za-z\d_]|\.\d)")
#: A count as apps abbreviate it: "3.6M" followers, "557.6K" plays, "1.2万", "2 million".
_COMPACT = re.compile(rf"(?<![A-Za-z\d_.,])(?P<n>{_NUM})(?:(?P<u>[KMB]|万|亿)(?![A-Za-z\d_])|\s(?P<w>thousand|million|billion)\b)")
_COMPACT_UNIT = {"K": 1e3, "M": 1e6, "B": 1e9, "万": 1e4, "亿": 1e8, "thousand": 1e3, "million": 1e6, "billion": 1e9}
_LIST_MARKER = re.compile(r"(?m)^[ \t]*(?:[-*•][ \t]*)?\(?\d{1,2}[.)](?=\s)")

#: Words after which a bare integer is a label, not a stated quantity ("UV index 7", "Gate 3").
_LABELS = frozenset("index uv no no. number # gate platform seat room page step floor line route bus flight train version level top rank ranked ranking day week chapter episode season part item order id code pin apt suite terminal car coach".split())
#: Words after a number that do not make it a count of something ("38 in total", "5 this month").
_NOT_NOUNS = frozenset(
    "a an the in on at of to for from by with and or but so is are was were be been am this that these those "
    "each per total altogether overall only left today yesterday tomorrow now then than more less over under about "
    "it its as if when while which who if my your our their his her me you we they i spent cost costs costing paid "
    "yes no not all both since before after until".split()
)
#: Words and signs before a value that say it is not exact ("about ¥1,600", "over 3").
_QUALIFIER_WORDS = (
    "about", "around", "approximately", "approx.", "approx", "roughly", "nearly", "almost", "over", "under", "above", "below", "some", "circa", "ca.",
    "more than", "less than", "fewer than", "at least", "at most", "up to", "upwards of", "close to", "just over", "just under", "maybe", "perhaps", "probably",
)
_QUALIFIER_SIGNS = ("~", "≈", "<", ">", "≤", "≥")
_QUALIFIER_BEFORE = re.compile(r"(?:\b(?:" + "|".join(map(re.escape, _QUALIFIER_WORDS)) + ")|" + "|".join(map(re.escape, _QUALIFIER_SIGNS)) + r")$", re.IGNORECASE)
_QUALIFIER_ENDS = tuple(w.casefold() for w in _QUALIFIER_WORDS + _QUALIFIER_SIGNS)
_QUALIFIER_AFTER = re.compile(r"^(?:\+|\s?-?ish\b|\s(?:or so|or more|or less|or fewer|and up|at least|at most)\b)", re.IGNORECASE)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def _free(span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    return not any(span[0] < b and a < span[1] for a, b in taken)


def _date_reading(y: str | None, m: int, d: int, today: dt.date | None) -> tuple[int | None, int, int] | None:
    year = int(y) if y else None
    try:
        dt.date(year or 2000, m, d)  # 2000 is a leap year: Feb 29 without a year is a date
    except ValueError:
        return None
    return (year, m, d)


def _iso_dates(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _DATE_ISO.finditer(text):
        yield m.span(), _some("date", _date_reading(m["y"], int(m["m"]), int(m["d"]), today))


def _chinese_dates(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _DATE_CN.finditer(text):
        yield m.span(), _some("date", _date_reading(m["y"], int(m["m"]), int(m["d"]), today))


def _named_dates(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for rx in (_DATE_MD_NAME, _DATE_DM_NAME):
        for m in rx.finditer(text):
            yield m.span(), _some("date", _date_reading(m["y"], _MONTHS[m["mn"].rstrip(".").casefold()], int(m["d"]), today))


def _year_months(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _YEAR_MONTH.finditer(text):
        yield m.span(), None


def _slash_dates(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _DATE_SLASH.finditer(text):
        if m["y"] is None and m["d"] and _is_rating(m["m"], m["d"]):
            continue
        yield m.span(), _some("date", _date_reading(m["y"], int(m["m"]), int(m["d"]), today))


def _dash_dates(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _DATE_DASH.finditer(text):
        reading = _date_reading(None, int(m["m"]), int(m["d"]), today)
        if reading:
            yield m.span(), {"date": reading}


def _relative_dates(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    if today is not None:
        for m in _RELATIVE.finditer(text):
            d = today + dt.timedelta(days=_RELATIVE_DAYS[m["w"].casefold()])
            yield m.span(), {"date": (d.year, d.month, d.day)}


def _is_rating(n: str, of: str) -> bool:
    """"4/5" and "8/10" are ratings; "05/14" and "4/15" are dates."""
    return of in ("5", "10") and not n.startswith("0") and int(n) <= int(of)


def _some(kind: Kind, reading: Any) -> dict[Kind, Any] | None:
    return None if reading is None else {kind: reading}


def _times(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _TIME.finditer(text):
        try:
            yield m.span(), {"time": parse_time(m.group(0).replace("：", ":"))}
        except ValueError:
            yield m.span(), None


def _ratings(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for rx in _RATING:
        for m in rx.finditer(text):
            of = float(m.groupdict().get("of") or 5)
            n = float(m["n"])
            yield m.span(), ({"rating": n} if n <= of else None)


def _temperatures(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _TEMPERATURE.finditer(text):
        c = _num(m["n"]) * (-1 if m["sign"] else 1)
        unit = (m["u1"] or m["u2"] or ("f" if m["f"] else "c")).casefold()
        if unit.startswith("f"):
            c = round((c - 32) * 5 / 9, 1)
        yield m.span(), {"temperature": c}


def _percents(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _PERCENT.finditer(text):
        yield m.span(), {"percent": _num(m["n"])}


def _money_signed(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _MONEY_BEFORE.finditer(text):
        yield m.span(), {"money": _num(m["n"]), "number": _num(m["n"])}


def _money_named(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _MONEY_AFTER.finditer(text):
        yield m.span(), {"money": _num(m["n"]), "number": _num(m["n"])}


def _distances(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _DISTANCE.finditer(text):
        u = m["u"].casefold()
        km = _num(m["n"]) * (1.0 if u.startswith("k") else 1.609344 if u.startswith("mi") else 0.001)
        yield m.span(), {"distance": round(km, 6)}


def _durations(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    """Chains of parts from the largest unit down: "2 h 50 min", "2h50", "1 day and 3 hours"."""
    pos = 0
    while m := _DURATION_PART.search(text, pos):
        start, end = m.span()
        unit = m["u"].casefold()[0]
        total, last = _num(m["n"]) * _DURATION_UNIT[unit], _DURATION_UNIT[unit]
        parts = 1
        while True:
            j = _DURATION_JOIN.match(text, end)
            nxt = _DURATION_PART.match(text, j.end() if j else end)
            if nxt and _DURATION_UNIT[nxt["u"].casefold()[0]] < last:
                u = nxt["u"].casefold()[0]
                total, last, end, parts = total + _num(nxt["n"]) * _DURATION_UNIT[u], _DURATION_UNIT[u], nxt.end(), parts + 1
                continue
            if last == 60.0 and (tail := re.match(r"(\d{1,2})(?![\d,:]|\.\d)", text[end:])):  # "2h30"
                total, end, parts = total + int(tail[1]), end + tail.end(), parts + 1
            break
        if _PERIOD_BEFORE.search(text[:start]):  # "in the last 7 days": a period, not a length stated
            yield (start, end), None
            pos = end
            continue
        readings: dict[Kind, Any] = {"duration": round(total, 6)}
        if parts == 1 and unit == "m" and m["u"].casefold() == "m":  # "30 m": minutes or metres
            readings["distance"] = round(_num(m["n"]) / 1000, 6)
        yield (start, end), readings
        pos = end


def _words(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _NUMBER_WORD.finditer(text):
        n = _WORDS[m.group(0).casefold()]
        noun = _noun_after(text, m.end())
        if n == 1 and noun is None:  # "the cheaper one is", "one of them": a pronoun
            continue
        yield m.span(), {"count": n, "number": float(n)}


def _noun_after(text: str, end: int) -> str | None:
    w = re.match(r"[ \t]?([^\W\d_][\w'-]*)", text[end:])
    return w[1] if w and len(w[1]) > 1 and w[1].casefold() not in _NOT_NOUNS else None


_LABEL_BEFORE = re.compile(r"(?<![\w.])([^\W\d_][\w.]*|#)[ \t]*[:#]?[ \t]*$")


_LABEL_ENDS = tuple(_LABELS)


def _label_before(text: str, start: int) -> bool:
    before = text[max(0, start - 24):start]
    if not before.rstrip(" \t:#").casefold().endswith(_LABEL_ENDS) and "#" not in before:  # most numbers have none: look before searching
        return False
    w = _LABEL_BEFORE.search(before)
    return w is not None and w[1].casefold() in _LABELS


def _compact(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _COMPACT.finditer(text):
        n = round(_num(m["n"]) * _COMPACT_UNIT[m["u"] or m["w"].casefold()])
        yield m.span(), {"count": n, "number": float(n)}


def _bare(text: str, today: dt.date | None = None) -> Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]:
    for m in _BARE_NUMBER.finditer(text):
        s, n = m["n"], _num(m["n"])
        if "." not in s and "," not in s and (len(s) >= 8 or (len(s) == 4 and 1900 <= n <= 2099)):
            yield m.span(), None  # an id, a phone number or a year (counts the apps show reach 7 digits)
        elif _label_before(text, m.start()):
            yield m.span(), {"number": n}
        elif "." not in s and _noun_after(text, m.end()):
            yield m.span(), {"count": int(n), "number": n}
        else:
            readings: dict[Kind, Any] = {k: (int(n) if k == "count" else n) for k in _BARE if k != "count" or n.is_integer()}
            yield m.span(), readings


#: What a month's name starts with (every form of ``_MONTH`` does).
_MONTH_HEADS = tuple(sorted({m[:3] for m in _MONTHS}))
#: The number words no other number word holds ("four" is in "fourteen"), one of which each holds.
_WORD_HEADS = tuple(w for w in _WORDS if not any(o != w and o in w for o in _WORDS))

#: The finders in order (a span taken by one is not read again), each with what a text must hold
#: for it to find anything, so most run on few texts: one of some substrings (looked up in the
#: text's :func:`_folded` form) or a match of a pattern (what substrings cannot say: a digit
#: before a unit's letter). A finder with neither runs on every text.
_FINDERS: tuple[tuple[Callable[[str, dt.date | None], Iterator[tuple[tuple[int, int], dict[Kind, Any] | None]]], tuple[str, ...], re.Pattern[str] | None], ...] = (
    (_iso_dates, (), re.compile(r"\d{4}[-/.]\d")),
    (_chinese_dates, ("月",), None),
    (_named_dates, _MONTH_HEADS, None),
    (_year_months, ("-", "/", "年", *_MONTH_HEADS), None),
    (_slash_dates, ("/",), None),
    (_dash_dates, ("-",), None),
    (_relative_dates, ("today", "tomorrow", "yesterday"), None),
    (_times, ("noon", "midnight"), re.compile(r"\d(?:[:：]|\s?(?i:[ap]\.?\s?m\b))")),
    (_ratings, ("/", "star", "★", "⭐", "rat", "scor", "out of"), None),
    (_temperatures, ("°", "℃", "℉", "degree"), None),
    (_percents, ("%", "％", "percent", "per cent"), None),
    (_money_signed, ("$", "¥", "￥", "€", "£", "rmb", "cny", "usd"), None),
    (_money_named, ("元", "块", "yuan", "rmb", "cny", "usd", "dollar", "kuai", "buck"), None),
    (_distances, ("km", "kilomet", "met", "mi"), None),
    (_compact, (), re.compile(r"\d(?:[KMB万亿]|\s(?:thousand|million|billion))")),
    (_durations, (), re.compile(r"\d\s?[dhms天小分秒]", re.IGNORECASE)),
    (_words, _WORD_HEADS, None),
    (_bare, (), None),
)


def _may_find(text: str, folded: str | None, needs: tuple[str, ...], sign: re.Pattern[str] | None) -> bool:
    """Whether a finder needing one of ``needs`` or a match of ``sign`` may find anything in
    ``text`` (every finder may in a text without a :func:`_folded` form)."""
    if not needs and sign is None:
        return True
    if needs and (folded is None or any(n in folded for n in needs)):
        return True
    return sign is not None and sign.search(text) is not None


def values_in(text: str, today: dt.date | None = None, masked: Sequence[tuple[int, int]] = ()) -> list[Value]:
    """Every value written in ``text`` outside the ``masked`` spans (the names of candidates,
    whose digits are not values), in order. ``today`` reads "today"/"tomorrow" as dates."""
    return list(_values_in(text, today, tuple((a, b) for a, b in masked)))


@functools.lru_cache(maxsize=2048)
def _values_in(text: str, today: dt.date | None, masked: tuple[tuple[int, int], ...]) -> tuple[Value, ...]:
    """:func:`values_in`, remembered: the judge reads an output again at every step after it is
    written, and the reading of a text never changes."""
    taken: list[tuple[int, int]] = list(masked)
    taken += [m.span() for m in _LIST_MARKER.finditer(text)]
    taken += [m.span() for m in _SPANS_OF_DIGITS.finditer(text) if not _DATE_ISO.fullmatch(m.group(0))]
    found: list[Value] = []
    folded = _folded(text)
    for finder, needs, sign in _FINDERS:
        if not _may_find(text, folded, needs, sign):
            continue
        for span, readings in finder(text, today):
            if not _free(span, taken):
                continue
            taken.append(span)
            if readings:
                found.append(Value(text[span[0]:span[1]], span[0], span[1], readings, _noun_after(text, span[1]), _qualifier(text, *span)))
    return tuple(sorted(found, key=lambda v: v.start))


def _qualifier(text: str, start: int, end: int) -> str | None:
    before = text[max(0, start - 24):start].rstrip()
    folded = _folded(before)  # most values have none: look before searching
    if (folded is None or folded.endswith(_QUALIFIER_ENDS)) and (m := _QUALIFIER_BEFORE.search(before)):
        return m.group(0)
    if m := _QUALIFIER_AFTER.match(text[end:]):
        return m.group(0).strip()
    return None


def matches(kind: Kind, v: Value, claimed: Any) -> bool:
    """Whether ``v`` states the claimed value of ``kind`` exactly: same amount to the cent, same
    count, same minutes, same time of day, same date (a date written without its year matches
    any year), same degrees, percent, rating, distance to the metre. A qualified value never does."""
    if kind not in v.readings or v.qualifier:
        return False
    r = v.readings[kind]
    if kind == "time":
        return bool(r == parse_time(str(claimed)))
    if kind == "date":
        d = dt.date.fromisoformat(str(claimed))
        return bool((r[0] in (None, d.year)) and (r[1], r[2]) == (d.month, d.day))
    return abs(float(r) - float(claimed)) < _TOLERANCE.get(kind, 1e-9)


#: How far a written value may be from the claimed one, per kind (a number's: 1e-9).
_TOLERANCE: dict[str, float] = {"money": 0.005, "count": 1e-9, "duration": 0.01, "distance": 0.0005, "temperature": 0.05, "percent": 0.05, "rating": 0.05}


# ---------------------------------------------------------------------------------------------
# Names, statements, comparisons, quotes

def _straight(text: str) -> str:
    """``text`` with its curly quotes straight. Four replaces cost a twentieth of one
    ``str.translate``, and a text is read with a dozen names and words."""
    return text.replace("\u2018", "'").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')


def _folded(text: str) -> str | None:
    """``text`` straight and casefolded, to look up what a pattern needs before scanning with it
    (a scan costs microseconds, a lookup a tenth of one): a pattern that matches ignoring case
    matches nothing in a text whose casefolded form lacks what it needs. None when the text
    holds "İ" or "ı", which the patterns read as "i" and casefolding does not: scan everything."""
    return None if "İ" in text or "ı" in text else _straight(text).casefold()


#: :func:`_folded`, remembered: :func:`find_name` looks a dozen names up in one text.
_folded_text = functools.lru_cache(maxsize=256)(_folded)


@functools.lru_cache(maxsize=4096)
def _name_needs(name: str) -> str | None:
    """The longest word of ``name``, as :func:`_folded` looks it up; None when it cannot."""
    folded = _folded(name)
    return max(folded.split(), key=len) if folded else None


@functools.lru_cache(maxsize=4096)
def _name_pattern(name: str) -> re.Pattern[str]:
    body = r"\s+".join(re.escape(p) for p in _straight(name).split())
    head = r"(?<!\w)" if name[:1].isalnum() else ""
    tail = (r"(?:s|es)?(?!\w)" if name[-1:].isalpha() else r"(?!\w)") if name[-1:].isalnum() else ""
    return re.compile(head + body + tail, re.IGNORECASE)


def find_name(text: str, name: str) -> list[tuple[int, int]]:
    """Where ``name`` occurs in ``text`` as whole words, ignoring case, spacing, curly quotes and
    a plural ending ("headphones" for "headphone")."""
    if not name.strip():
        return []
    folded, needs = _folded_text(text), _name_needs(name)
    if folded is not None and needs is not None and needs not in folded:
        return []
    return [m.span() for m in _name_pattern(name).finditer(_straight(text))]


_NEGATIONS = frozenset("not no never none nothing without neither nor cannot isn't aren't wasn't weren't don't doesn't didn't won't hasn't haven't hadn't can't couldn't shouldn't wouldn't".split())
_CLAUSE_MARKS = ".;:!?\n,"
_CLAUSE_END = re.compile(rf"[{re.escape(_CLAUSE_MARKS)}]|\bbut\b|\bhowever\b|\bor\b", re.IGNORECASE)
_WORD = re.compile(r"[\w']+")


_ARTICLES = frozenset(("a", "an", "the"))


def negated(text: str, start: int) -> bool:
    """Whether the phrase at ``start`` is negated in its clause: "not", "no", "isn't", "never"...
    within the three words before it, articles not counted ("no need for an umbrella")."""
    head = _straight(text[:start])
    cut = max(map(head.rfind, _CLAUSE_MARKS)) + 1  # the clause starts after the last mark (0: none)...
    for m in _CLAUSE_END.finditer(head, cut):  # ... or after a "but" in it
        cut = m.end()
    words = [w for w in _WORD.findall(head[cut:].casefold()) if w not in _ARTICLES][-3:]
    return any(w in _NEGATIONS or w.endswith("n't") for w in words)


def _occurrences(text: str, phrases: dict[str, Any]) -> list[tuple[int, int, Any]]:
    """Occurrences of each phrase (mapped to its tag), longest phrases first, a shorter phrase
    not counted inside a longer one ("taken" inside "not taken")."""
    taken: list[tuple[int, int, Any]] = []
    for phrase in sorted(phrases, key=len, reverse=True):
        for s, e in find_name(text, phrase):
            if _free((s, e), [(a, b) for a, b, _ in taken]):
                taken.append((s, e, phrases[phrase]))
    return sorted(taken, key=lambda t: t[0])


def asserted(text: str, phrases: Sequence[str], opposite: Sequence[str] = ()) -> tuple[bool, bool]:
    """Whether ``text`` makes the statement (one of ``phrases`` not negated, or one of
    ``opposite`` negated) and whether it makes the opposite one."""
    yes = no = False
    for s, _, side in _occurrences(text, {**dict.fromkeys(opposite, False), **dict.fromkeys(phrases, True)}):
        if side != negated(text, s):
            yes = True
        else:
            no = True
    return yes, no


_CLAUSE_BOUND = re.compile(r"[.;!?\n,]+(?=\s|$)|\s(?:or|but)\s", re.IGNORECASE)


def _clauses(text: str) -> list[tuple[int, int]]:
    bounds = [0, *(m.start() for m in _CLAUSE_BOUND.finditer(text)), len(text)]
    return [(a, b) for a, b in zip(bounds, bounds[1:]) if b > a]


def claimed_winner(text: str, among: Sequence[Sequence[str]], better: Sequence[str], worse: Sequence[str]) -> str | None:
    """The candidate ``text`` says wins the comparison (its first name), or None when it claims
    none or claims both ways. ``among``: the candidates, each as its names; ``better``: the words
    saying the subject wins ("cheaper"), ``worse``: loses ("pricier"). Read per clause: the
    candidate named before the word is the subject ("X is cheaper than Y"), else the one after
    ("Cheaper: X"); negation turns it ("X is not cheaper than Y")."""
    return _winner(text, tuple(tuple(str(n) for n in names) for names in among), tuple(better), tuple(worse))


@functools.lru_cache(maxsize=2048)
def _winner(text: str, among: tuple[tuple[str, ...], ...], better: tuple[str, ...], worse: tuple[str, ...]) -> str | None:
    """:func:`claimed_winner`, remembered per text (an output is judged again at every step)."""
    canon = {n.casefold(): str(names[0]) for names in among for n in names}
    firsts = list(dict.fromkeys(str(names[0]) for names in among))
    every_name = _occurrences(text, {n: canon[n.casefold()] for names in among for n in names})
    spans = [(s, e) for s, e, _ in every_name]
    every_word = [w for w in _occurrences(text, {**dict.fromkeys(worse, False), **dict.fromkeys(better, True)}) if _free(w[:2], spans)]
    claimed: set[str] = set()
    for a, b in _clauses(text):
        named = [n for n in every_name if a <= n[0] and n[1] <= b]
        words = [w for w in every_word if a <= w[0] and w[1] <= b]
        if not named or not words:
            continue
        s, e, wins = words[0]
        before = [n for n in named if n[1] <= s]
        after = [n for n in named if n[0] >= e]
        subject = before[-1][2] if before else after[0][2]
        than = re.search(r"\bthan\b", text[e:b], re.IGNORECASE)
        rest = [n[2] for n in after if than and n[0] >= e + than.end() and n[2] != subject]
        others = rest or [f for f in firsts if f != subject]
        other = others[0] if len(others) == 1 or rest else None
        if wins == negated(text[a:b], s - a):
            if other is None:
                continue
            claimed.add(other)
        else:
            claimed.add(subject)
    return claimed.pop() if len(claimed) == 1 else None


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", _straight(unicodedata.normalize("NFKC", text)).casefold()).strip()


def same_text(a: str, b: str) -> bool:
    """Whether two texts say the same as a person reads them: case, spacing, curly quotes,
    quotes around them and final punctuation do not count ("Buy milk." is "buy milk")."""
    return _plain(a).strip(_ENDING) == _plain(b).strip(_ENDING)


_ENDING = "\"'.!?。！？ "


def quotes(text: str, quote: str, last: bool = False, inflected: bool = False, first: bool = False) -> bool:
    """Whether ``text`` states ``quote`` as written (``last``: as its ending; ``first``: as its
    beginning; ``inflected``: its last word may take an ending, "thank" in "Thanks!"): case,
    spacing, curly quotes, quotes around it and its final punctuation do not count."""
    q = _plain(quote).strip(_ENDING)
    if not q:  # a punctuation mark itself ("?": the message asks a question)
        return bool(quote.strip()) and _plain(quote) in _plain(text)
    head = r"(?<!\w)" if q[:1].isalnum() else ""
    tail = r"(?!\w)" if q[-1:].isalnum() and not inflected else ""
    plain = _plain(text).rstrip(_ENDING) if last else _plain(text)
    return re.search(("^" if first else "") + head + re.escape(q) + tail + ("$" if last else ""), plain) is not None
