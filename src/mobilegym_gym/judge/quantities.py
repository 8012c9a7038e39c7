"""Measured answers: one number in a unit, read in every form the phone and a person write it.

An AnswerSheet field that asks a temperature, a percentage, an amount of money or a distance
names its unit (``unit``, shown in the label: "Temperature (°C)"). The answer is one number,
with that unit or another one of its kind around it, and nothing else: "27", "27°C", "27 ℃",
"27 degrees"; "98%", "98 percent"; "¥1,204.50", "RMB 1,204.50", "1204.50 yuan"; "3.2 km",
"3,200 m". A bare number is in the field's unit. A unit of the same kind is converted where the
conversion is exact (metres and kilometres); one the phone never shows for this value is
refused with a reason ("81°F" where °C is asked, "$12" where yuan are). A hedge ("27 or 28",
"about 27", "27-28", "27 or so") is refused: the judge never guesses which number was meant.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

QuantityKind = Literal["temperature", "percent", "money", "distance"]


@dataclass(frozen=True)
class Quantity:
    """A value in the canonical unit of its kind (°C or °F as asked, percent, the currency, km)."""

    value: float
    unit: str


# Spellings (folded) of each unit, per kind. "°" and "degrees" alone are the field's own unit.
_TEMPERATURE = {
    f"{degrees}{letter}": unit
    for unit, letters in (("°C", ("c", "celsius")), ("°F", ("f", "fahrenheit")))
    for letter in letters
    for degrees in ("", "°", "° ", "degrees ", "degree ", "deg ", "deg. ")
} | {"℃": "°C", "℉": "°F"}
_TEMPERATURE_PLAIN = frozenset({"°", "degrees", "degree", "deg"})
_PERCENT = frozenset({"%", "％", "percent", "per cent", "pct"})
_CURRENCY = {
    "¥": "¥", "￥": "¥", "元": "¥", "块": "¥", "yuan": "¥", "rmb": "¥", "cny": "¥", "kuai": "¥", "rmb¥": "¥",
    "$": "$", "us$": "$", "usd": "$", "dollar": "$", "dollars": "$",
    "€": "€", "eur": "€", "euro": "€", "euros": "€", "£": "£", "gbp": "£", "hk$": "HK$", "hkd": "HK$",
}  # fmt: skip
# Distance units with their metres (``None``: a unit the phone never shows, not converted).
_DISTANCE: dict[str, tuple[str, float | None]] = {
    "km": ("km", 1000.0), "kilometer": ("km", 1000.0), "kilometers": ("km", 1000.0), "kilometre": ("km", 1000.0), "kilometres": ("km", 1000.0), "公里": ("km", 1000.0),
    "m": ("m", 1.0), "meter": ("m", 1.0), "meters": ("m", 1.0), "metre": ("m", 1.0), "metres": ("m", 1.0), "米": ("m", 1.0),
    "mi": ("mi", None), "mile": ("mi", None), "miles": ("mi", None),
}  # fmt: skip

#: The unit each kind's field is in unless it says otherwise, and the units a field may name.
DEFAULT_UNIT: dict[QuantityKind, str] = {"temperature": "°C", "percent": "%", "money": "¥", "distance": "km"}
FIELD_UNITS: dict[QuantityKind, tuple[str, ...]] = {"temperature": ("°C", "°F"), "percent": ("%",), "money": ("¥", "$"), "distance": ("km", "m")}
#: How a label may say the unit (one of these, as a word or symbol).
LABEL_SPELLINGS = {"°C": ("°C", "℃"), "°F": ("°F", "℉"), "%": ("%", "percent"), "¥": ("¥", "yuan", "RMB"), "$": ("$", "USD", "dollars"), "km": ("km",), "m": ("m", "metres", "meters")}

_NUMBER = r"(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?|\.[0-9]+"
_SHAPE = re.compile(rf"(?P<before>[^\d\s+\-.]*?)\s*(?P<sign>[+\-])?\s*(?P<before2>[^\d\s+\-.]*?)\s*(?P<n>{_NUMBER})\s*(?P<after>.*?)")
_SENTENCE_END = ".!? "


def _fold(x: str) -> str:
    s = unicodedata.normalize("NFKC", x).replace("\u2212", "-").casefold()
    return re.sub(r"\s+", " ", s).strip()


def label_names_unit(label: str, unit: str) -> bool:
    """Whether ``label`` says ``unit`` ("Temperature (°C)", "Fuel cost (¥)", "Distance (km)")."""
    for spelling in LABEL_SPELLINGS.get(unit, (unit,)):
        if re.search(rf"(?<![^\W\d_]){re.escape(spelling)}(?![^\W\d_])", label, re.IGNORECASE):
            return True
    return False


def check_unit(kind: QuantityKind, unit: str | None) -> str:
    """The field's unit (its kind's default when ``None``); another one is the task's error."""
    unit = unit or DEFAULT_UNIT[kind]
    if unit not in FIELD_UNITS[kind]:
        raise ValueError(f"a {kind} field is in {' or '.join(FIELD_UNITS[kind])}, not {unit!r}")
    return unit


def _in_unit(kind: QuantityKind, unit: str, spelled: str, n: float, x: str) -> float:
    """``n`` written in ``spelled`` (folded, possibly empty), in the field's ``unit``."""
    if kind == "temperature":
        if not spelled or spelled in _TEMPERATURE_PLAIN:
            return n
        if spelled not in _TEMPERATURE:
            raise ValueError(f"unexpected text around the number in {x!r}")
        given = _TEMPERATURE[spelled]
        if given != unit:
            raise ValueError(f"{x!r} is in {given}; this field asks {unit} (the unit the phone shows)")
        return n
    if kind == "percent":
        if spelled and spelled not in _PERCENT:
            raise ValueError(f"unexpected text around the number in {x!r}")
        return n
    if kind == "money":
        if not spelled:
            return n
        if spelled not in _CURRENCY:
            raise ValueError(f"unexpected text around the number in {x!r}")
        if _CURRENCY[spelled] != unit:
            raise ValueError(f"{x!r} is in {_CURRENCY[spelled]}; this field asks {unit}")
        return n
    if not spelled:
        return n
    if spelled not in _DISTANCE:
        raise ValueError(f"unexpected text around the number in {x!r}")
    shown, metres = _DISTANCE[spelled]
    if metres is None:
        raise ValueError(f"{x!r} is in {shown}; this field asks {unit} (the unit the phone shows)")
    return n * metres / (_DISTANCE[unit][1] or 1.0)


def parse_quantity(kind: QuantityKind, x: object, unit: str | None = None) -> Quantity:
    """The one number of ``x`` in the field's ``unit``; raises ``ValueError`` with the reason.

    A JSON number is in the field's unit. A string holds one number, an optional sign, and at
    most one unit of the kind, before it (currencies: "¥", "RMB 1,204.50") or after it. Money
    is an amount, unsigned: the apps show a payment as "-128.00" and it is still ¥128.
    """
    unit = check_unit(kind, unit)
    if isinstance(x, bool) or not isinstance(x, (int, float, str)):
        raise ValueError(f"not a {kind}: {x!r}")
    if not isinstance(x, str):
        value = float(x)
        if not math.isfinite(value):
            raise ValueError(f"not a finite {kind}: {x!r}")
        return Quantity(abs(value) if kind == "money" else value, unit)
    s = _fold(x).rstrip(_SENTENCE_END)
    if len(re.findall(r"[0-9]+", re.sub(rf"{_NUMBER}", "#", s, count=1))) > 0:
        raise ValueError(f"more than one number in {x!r}")
    m = _SHAPE.fullmatch(s)
    if not m:
        raise ValueError(f"not a {kind}: {x!r}")
    before = " ".join(p for p in (m["before"], m["before2"]) if p).strip()
    after = m["after"].strip().rstrip(_SENTENCE_END).strip()
    if before and after:
        raise ValueError(f"unexpected text around the number in {x!r}")
    if before and kind != "money":
        raise ValueError(f"unexpected text before the number in {x!r}")
    n = float(m["n"].replace(",", ""))
    value = _in_unit(kind, unit, before or after, n, x)
    if m["sign"] == "-":
        value = -value
    return Quantity(abs(value) if kind == "money" else value, unit)


def show_quantity(q: Quantity, number: str) -> str:
    """``q`` as a report shows it: "27°C", "98%", "¥1204.5", "3.2 km" (``number`` is its value written)."""
    if q.unit in ("¥", "$"):
        return f"{q.unit}{number}"
    return f"{number}{q.unit}" if q.unit in ("°C", "°F", "%") else f"{number} {q.unit}"
