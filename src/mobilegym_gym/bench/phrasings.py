"""Ways to write a claim, for the judge matrix: every form a careful user or model writes it in
(which must pass), and a rival value of its kind (which, said beside it, must fail).

The matrix builds an output's text from its template's declared claims alone, so a new template
gets these cases without test code:

    >>> phrase(Claim(money=1564.09), 1)
    '1564.09 yuan'
    >>> phrase(rival(Claim(money=1564.09)), 0)
    '¥1,574.09'
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from typing import Any

from ..judge.claims import Claim, names

#: How many forms :func:`phrase` knows for every kind (form ``n`` wraps around).
FORMS = 3


def _money(x: float, form: int) -> str:
    return [f"¥{x:,.2f}", f"{x:.2f} yuan", f"RMB {x:,.2f}"][form % 3]


def _count(x: float, form: int) -> str:
    return [f"{int(x)}", f"{int(x)} in total", f"exactly {int(x)}"][form % 3]


def _duration(x: float, form: int) -> str:
    h, m = divmod(round(x), 60)
    return [f"{round(x)} minutes", f"{h} h {m} min" if h else f"{m} min", f"{round(x)} mins"][form % 3]


def _time(hm: str, form: int) -> str:
    h, m = (int(p) for p in hm.split(":"))
    return [f"{h:02d}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}", f"{h}:{m:02d}"][form % 3]


def _date(iso: str, form: int) -> str:
    d = dt.date.fromisoformat(iso)
    return [iso, f"{d:%B} {d.day}", f"{d.month:02d}/{d.day:02d}"][form % 3]


def _decimal(x: float) -> str:
    """The shortest plain decimal: 4.5, 3600000 (never "3.6e+06")."""
    return f"{x:.6f}".rstrip("0").rstrip(".")


_FORMS: dict[str, Callable[[Any, int], str]] = {
    "money": lambda x, f: _money(float(x), f),
    "count": lambda x, f: _count(float(x), f),
    "duration": lambda x, f: _duration(float(x), f),
    "time": lambda x, f: _time(str(x), f),
    "date": lambda x, f: _date(str(x), f),
    "temperature": lambda x, f: [f"{_decimal(float(x))}°C", f"{_decimal(float(x))} degrees", f"{_decimal(float(x))}℃"][f % 3],
    "percent": lambda x, f: [f"{_decimal(float(x))}%", f"{_decimal(float(x))} percent", f"{float(x):.1f}%"][f % 3],
    "rating": lambda x, f: [f"{_decimal(float(x))} stars", f"{_decimal(float(x))}/5", f"rated {_decimal(float(x))}"][f % 3],
    "distance": lambda x, f: [f"{_decimal(float(x))} km", f"{float(x) * 1000:,.0f} m", f"{_decimal(float(x))} kilometres"][f % 3],
    "number": lambda x, f: _decimal(float(x)),
}


def phrase(claim: Claim, form: int = 0) -> str:
    """``claim`` written the ``form``-th way (a typed value in one of its kind's usual forms; a
    name as it is; a winner as "W is cheaper than L"; a statement as its first phrase; some of
    a listed value as the first ``at_least`` of them)."""
    kind, value = claim.kind, claim.value
    if claim.some:
        return " and ".join(phrase(claim.model_copy(update={kind: v, "at_least": None, "at_most": None}), form) for v in value[: int(claim.at_least or 1)])
    if kind in _FORMS:
        return _FORMS[kind](value, form)
    if kind == "winner":
        loser = next(str(a) for a in _among(claim) if str(a).casefold() != str(value).casefold())
        return [f"{value} is {claim.better[0]} than {loser}", f"{loser} is {claim.worse[0]} than {value}" if claim.worse else f"{claim.better[0]}: {value}, not {loser}", f"the {claim.better[0]} one is {value}"][form % 3] if claim.better else str(value)
    if kind == "states":
        phrases = value if isinstance(value, list) else [value]
        return str(phrases[form % len(phrases)])
    return str(value)


def parts(claim: Claim) -> list[str]:
    """The claim's parts (the task's own breakdown of it) written in its kind's first form."""
    listed = claim.parts if isinstance(claim.parts, list) else []
    return [_FORMS[claim.kind](p, 0) if claim.kind in _FORMS else str(p) for p in listed]


def _among(claim: Claim) -> list[str]:
    """The candidates' first names (as the app shows them)."""
    return [names(a)[0] for a in claim.among] if isinstance(claim.among, list) else []


_STEP: dict[str, float] = {"money": 10.0, "count": 1, "duration": 15, "temperature": 3, "percent": 5, "rating": 0.5, "distance": 1.5, "number": 1}


def rival(claim: Claim, siblings: Sequence[Claim] = ()) -> Claim | None:
    """A claim of the same kind that a hedge would add: another value (one that is neither the
    claim's value, nor one of its parts, nor a value or part of a sibling claim of the output),
    another candidate of ``among``, the loser as the winner, the opposite statement, or a text a
    quote must not be beside. None where the kind has no rival (a quote without ``rivals``,
    every candidate claimed)."""
    kind, value = claim.kind, claim.value
    same_kind = [claim, *(c for c in siblings if c.kind == kind)]
    taken = {str(v).casefold() for c in same_kind for v in [*(c.value if c.some else [c.value]), *(c.parts if isinstance(c.parts, list) else [])]}
    if claim.some:  # another value than any listed one, said as one value
        value = value[0]
        claim = claim.model_copy(update={kind: value, "at_least": None, "at_most": None})
    if kind in _STEP:
        x = float(value)
        step = _STEP[kind]
        used = {round(float(t), 6) for t in taken}
        candidates = [x + step * k for k in (1, 2, 3, 4, 5, 6)] + [x - step * k for k in (1, 2)]
        pick = next(c for c in candidates if round(c, 6) not in used and (kind != "rating" or 0 <= c <= 5) and c >= 0)
        return claim.model_copy(update={kind: int(pick) if kind == "count" else round(pick, 2), "parts": None, "ordered": None})
    if kind == "time":
        h, m = (int(p) for p in str(value).split(":"))
        return claim.model_copy(update={"time": f"{(h + 1) % 24:02d}:{m:02d}"})
    if kind == "date":
        return claim.model_copy(update={"date": (dt.date.fromisoformat(str(value)) + dt.timedelta(days=1)).isoformat()})
    if kind in ("entity", "winner"):
        other = next((a for a in _among(claim) if a.casefold() not in taken), None)
        if other is None:
            return None
        return claim.model_copy(update={kind: other, "parts": None} if kind == "entity" else {kind: other})
    if kind == "states":
        return claim.model_copy(update={"states": claim.opposite, "opposite": claim.states})
    if kind == "quote" and claim.rivals:
        return claim.model_copy(update={"quote": str(claim.rivals[0] if isinstance(claim.rivals, list) else claim.rivals), "first": None, "last": None, "rivals": None})
    return None
