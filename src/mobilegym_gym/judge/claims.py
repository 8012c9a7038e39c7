"""Outputs judged as claims: what a message, note, post or SMS states, not which substrings it has.

A task's output states *claims*: typed values (money, counts, durations, times of day, dates,
temperatures, percentages, ratings, distances) read in every usual form and every form the apps
display (:mod:`mobilegym_gym.judge.reading`), names from a declared candidate set, which candidate
wins a comparison, and which of two opposite statements holds (negation read). An output passes
when it states every claim and **no rival**: no other value of a claimed kind, no other candidate
named, except the ``parts`` the task itself lists (so "170 minutes (40 + 130)" passes and "¥1,564.09
or maybe ¥1,459.99" does not).

    >>> judge_claims("I spent ¥1,564.09 this month.", [Claim(money=1564.09)]).ok
    True
    >>> judge_claims("¥1,564.09, or maybe ¥1,459.99", [Claim(money=1564.09)]).rivals
    ['money 1459.99']

Templates declare claims in a ``created`` check (``claims:``); hooks call :func:`judge_claims`
with the same :class:`Claim` objects, so both read text one way.
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, get_args

from pydantic import BaseModel, ConfigDict, model_validator

from . import reading
from .answers import parse_time
from .reading import Kind, Value

#: The typed kinds a claim can state (a value read by :func:`reading.values_in`): the reader's
#: ``Kind`` Literal is their one definition.
VALUE_KINDS: tuple[Kind, ...] = get_args(Kind)


class Claim(BaseModel):
    """One thing an output must state. Exactly one of the kinds:

    A value (of a typed kind or ``entity``) may be a list: the output states each of them (the 5
    latest bills' amounts). A candidate of ``among`` may be a list of names for one thing (its
    aliases, the first as the app shows it: ``["2026-05", "May 2026", "May"]``).

    - a typed value: ``money`` (yuan), ``count``, ``duration`` (minutes), ``time`` ("HH:MM"),
      ``date`` ("YYYY-MM-DD"), ``temperature`` (°C), ``percent``, ``rating``, ``distance`` (km),
      ``number``; ``parts``: values of the same kind the output may state beside it (the task's
      own breakdown); ``rivals``: when given, only these values of the kind are rivals (for texts
      that legitimately carry other values of the kind), else every other value is;
      ``ordered: true`` (a listed value): stated in the listed order;
    - ``entity``: a name the output must give; ``among``: the candidates it is one of (naming
      another candidate is a rival, unless it is one of ``parts``);
    - on a listed value or entity, ``at_least``/``at_most``: how many of the listed values the
      output states, any of them (any 2 of a menu's mild dishes; the fans as shown before or
      after following, not both: ``at_least: 1, at_most: 1``); the others are no rivals but
      stating more than ``at_most`` is a hedge;
    - on a value or entity, ``lines: true``: each such claim is stated on a line of its own ("one
      title per line"), in the listed order where it is also ``ordered`` ("first a line with the
      count, then a line with the largest");
    - ``winner``: the candidate of ``among`` the output must claim wins a comparison, with the
      words that say the subject wins (``better``: cheaper, less) or loses (``worse``: pricier);
    - ``states``: phrases of the statement the output must make, ``opposite`` the phrases of the
      statement it must not (negation is read: "not taken" states ``free`` when ``taken`` is the
      opposite);
    - ``quote``: a text the instruction quotes, stated as written (case, curly quotes, final
      punctuation and a greeting around it do not count); ``last: true``: it ends the text
      ("ending with the sentence ..."); ``first: true``: it begins the text (a title that
      "starts with" it); ``rivals``: texts it must not quote beside it (other users' posts).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    money: float | str | list[Any] | None = None
    count: int | str | list[Any] | None = None
    duration: float | str | list[Any] | None = None
    time: str | list[Any] | None = None
    date: str | list[Any] | None = None
    temperature: float | str | list[Any] | None = None
    percent: float | str | list[Any] | None = None
    rating: float | str | list[Any] | None = None
    distance: float | str | list[Any] | None = None
    number: float | str | list[Any] | None = None
    entity: str | list[Any] | None = None
    winner: str | None = None
    states: list[str] | str | None = None
    quote: str | None = None
    among: list[Any] | str | None = None
    better: list[str] | None = None
    worse: list[str] | None = None
    opposite: list[str] | str | None = None
    parts: list[Any] | str | None = None
    rivals: list[Any] | str | None = None
    last: bool | None = None
    first: bool | None = None
    ordered: bool | None = None
    lines: bool | None = None
    at_least: int | str | None = None
    at_most: int | str | None = None

    KINDS: ClassVar[tuple[str, ...]] = (*VALUE_KINDS, "entity", "winner", "states", "quote")

    @functools.cached_property
    def kind(self) -> str:
        given = [k for k in self.KINDS if getattr(self, k) is not None]
        return given[0]

    @property
    def value(self) -> Any:
        return getattr(self, self.kind)

    @model_validator(mode="after")
    def _valid(self) -> Claim:
        given = [k for k in self.KINDS if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(f"a claim states exactly one of {', '.join(self.KINDS)}; got {given or 'none'}")
        kind = given[0]
        listed = ("lines", "at_least", "at_most")
        allowed = {"parts", "rivals", "ordered", *listed} if kind in VALUE_KINDS else {"among", "parts", *listed} if kind == "entity" else {"among", "better", "worse"} if kind == "winner" else {"opposite"} if kind == "states" else {"last", "first", "rivals"}
        extra = {k for k in ("among", "better", "worse", "opposite", "parts", "rivals", "last", "first", "ordered", *listed) if getattr(self, k) is not None} - allowed
        if extra:
            raise ValueError(f"a {kind} claim does not take {', '.join(sorted(extra))}" + (f" (it takes {', '.join(sorted(allowed))})" if allowed else ""))
        if kind == "winner" and (self.among is None or not self.better):
            raise ValueError("a winner claim needs 'among' (the candidates compared) and 'better' (the words saying the subject wins)")
        if self.ordered and not isinstance(self.value, (list, str)) and not self.lines:
            raise ValueError(f"'ordered' is for a listed {kind} (the values stated in that order) or claims on lines of their own ('lines'), not one value")
        if self.some:
            if not isinstance(self.value, (list, str)):
                raise ValueError(f"'at_least'/'at_most' say how many of a listed {kind} are stated, not of one value")
            if self.ordered or self.lines:
                raise ValueError("'at_least'/'at_most' (any of the listed values) do not take 'ordered' or 'lines'")
        if kind == "states" and self.opposite is None:
            raise ValueError("a states claim needs 'opposite': the phrases of the statement it must not make (the other branch)")
        return self

    @property
    def some(self) -> bool:
        """Whether the claim states some of its listed values (``at_least``/``at_most``), not each."""
        return self.at_least is not None or self.at_most is not None

    def bound(self) -> list[Claim]:
        """The claim once templated, one per value of a listed value, each checked: a value of
        its kind's type, a candidate set that holds the answer. Raises ValueError naming what
        is wrong (a spec error of the template)."""
        kind = self.kind
        nested = {k: _flat(getattr(self, k)) for k in ("parts", "rivals") if isinstance(getattr(self, k), list) and any(isinstance(v, list) for v in getattr(self, k))}
        if nested:  # parts: ["{start}", "{amounts}"], a list templated into it
            return self.model_copy(update=nested).bound()
        if self.some:
            return [self._some_bound()]
        if isinstance(self.value, list) and kind in (*VALUE_KINDS, "entity"):
            return [c for v in self.value for c in self.model_copy(update={kind: v}).bound()]
        value = self.value
        if kind in VALUE_KINDS and kind not in ("time", "date"):
            _number(value, kind)
            for v in _listed(self.parts) + _listed(self.rivals):
                _number(v, f"{kind} part or rival")
        elif kind == "time":
            parse_time(str(value))
        elif kind == "date":
            dt.date.fromisoformat(str(value))
        if kind in ("entity", "winner") and self.among is not None:
            if not any(str(value).casefold() in {n.casefold() for n in names(a)} for a in _listed(self.among)):
                raise ValueError(f"the {kind} {value!r} is not among its candidates {_listed(self.among)}")
        return [self]

    def _some_bound(self) -> Claim:
        """A claim of some of its listed values, each checked, its bounds numbers in range."""
        values = _listed(self.value)
        for v in values:
            self.model_copy(update={self.kind: v, "at_least": None, "at_most": None}).bound()
        least, most = (None if b is None else int(_number(b, f"{self.kind} bound")) for b in (self.at_least, self.at_most))
        if not 1 <= (least or 1) <= len(values) or (most is not None and most < (least or 1)):
            raise ValueError(f"at_least {least} and at_most {most} of the {len(values)} listed values {values} cannot be stated")
        return self.model_copy(update={self.kind: values, "at_least": least or 1, "at_most": most})


def names(candidate: Any) -> list[str]:
    """A candidate's names: itself, or the aliases it is listed with (the first is canonical)."""
    return [str(n) for n in candidate] if isinstance(candidate, (list, tuple)) else [str(candidate)]


def _listed(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _flat(values: list[Any]) -> list[Any]:
    return [x for v in values for x in (v if isinstance(v, list) else [v])]


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        try:
            return float(str(value).replace(",", ""))
        except ValueError:
            raise ValueError(f"a {what} claim needs a number, got {value!r}") from None
    return float(value)


def _phrases(value: Any) -> list[str]:
    return [str(v) for v in _listed(value)]


@dataclass(frozen=True)
class ClaimsVerdict:
    """Whether a text states every claim and no rival; what is missing and which rivals it states."""

    ok: bool
    missing: list[str] = field(default_factory=list)
    rivals: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in (("missing", self.missing), ("rivals", self.rivals)) if v}


def _claimed(kind: Kind, value: Any) -> Any:
    return str(value) if kind in ("time", "date") else _number(value, kind)


def _accepts(kind: Kind, v: Value, values: Sequence[Any]) -> bool:
    return any(reading.matches(kind, v, _claimed(kind, c)) for c in values)


def judge_claims(text: str, claims: Sequence[Claim], today: dt.date | None = None) -> ClaimsVerdict:
    """Judge ``text`` against ``claims`` (all of one output, each bound: one value). Typed values
    are checked per kind: a written value that can be read as a claimed kind must be a claimed
    value or a part of that kind. Candidates (``among`` of every entity and winner claim) named
    must be claimed, parts, or compared."""
    missing: list[str] = []
    rivals: list[str] = []
    things = _candidates(claims)
    spans = _mask(text, tuple(n for aliases in things.values() for n in aliases) + tuple(str(c.value) for c in claims if c.kind == "quote"))
    named = {key for key, aliases in things.items() if any(spans.get(n) for n in aliases)}
    values = reading.values_in(text, today=today, masked=[s for found in spans.values() for s in found])
    typed = [c for c in claims if c.kind in VALUE_KINDS]
    accepted: dict[Kind, list[Any]] = {}
    for c in typed:
        kind: Kind = c.kind  # type: ignore[assignment]  # one of VALUE_KINDS (typed keeps no other); mypy cannot narrow a property through a filter
        if c.some:
            stated = [x for x in c.value if any(_accepts(kind, v, [x]) for v in values)]
            _count_some(c, stated, missing, rivals)
        elif not any(_accepts(kind, v, [c.value]) for v in values):
            missing.append(f"{kind} {c.value}")
        accepted.setdefault(kind, []).extend([*_listed(c.value), *_listed(c.parts)])
    for ordered_kind in {c.kind for c in typed if c.ordered}:
        listed = [c for c in typed if c.kind == ordered_kind and c.ordered]
        at = [min((v.start for v in values if _accepts(c.kind, v, [c.value])), default=None) for c in listed]  # type: ignore[arg-type]  # as above: a claim of typed
        found = [a for a in at if a is not None]
        if found != sorted(found):
            missing.append(f"{ordered_kind} values in the order {[c.value for c in listed]}")
    # Per kind, the only values that are rivals; None: every other value of the kind is one.
    only: dict[Kind, list[Any] | None] = {k: None if any(c.kind == k and c.rivals is None for c in typed) else [r for c in typed if c.kind == k for r in _listed(c.rivals)] for k in accepted}
    for v in values:
        kinds = [k for k in accepted if k in v.readings]
        if not kinds or any(_accepts(k, v, accepted[k]) for k in kinds):
            continue
        if any(only[k] is None or _accepts(k, v, only[k] or []) for k in kinds):
            rivals.append(f"{kinds[0]} {v.text}")
    allowed: set[str] = set()
    for c in claims:
        if c.kind == "entity" and c.some:
            keys = [_key(v, things) for v in c.value]
            allowed |= {*keys, *(_key(p, things) for p in _listed(c.parts))}
            _count_some(c, [v for v, k in zip(c.value, keys) if k in named], missing, rivals)
        elif c.kind == "entity":
            allowed |= {_key(c.value, things), *(_key(p, things) for p in _listed(c.parts))}
            if _key(c.value, things) not in named:
                missing.append(f"entity {c.value}")
        elif c.kind == "winner":
            compared = [names(a) for a in _listed(c.among)]
            allowed |= {_key(group[0], things) for group in compared}
            said = reading.claimed_winner(text, compared, c.better or [], c.worse or [])
            if said is None or _key(said, things) != _key(c.value, things):
                missing.append(f"{c.value} as the winner" + (f" (it claims {said})" if said else ""))
        elif c.kind == "states":
            yes, no = reading.asserted(text, _phrases(c.states), _phrases(c.opposite))
            if not yes:
                missing.append(f"statement {_phrases(c.states)[0]!r}")
            if no:
                rivals.append(f"statement {_phrases(c.opposite)[0]!r}")
        elif c.kind == "quote":
            if not reading.quotes(text, str(c.value), last=bool(c.last), first=bool(c.first)):
                missing.append(f"quote {c.value!r}" + (" at the end" if c.last else " at the start" if c.first else ""))
            rivals += [f"quote {r!r}" for r in _listed(c.rivals) if reading.quotes(text, str(r))]
    rivals += [f"entity {key}" for key in sorted(named - allowed)]
    missing += _off_their_lines(text, [c for c in claims if c.lines], today)
    return ClaimsVerdict(not missing and not rivals, missing, rivals)


def _count_some(claim: Claim, stated: list[Any], missing: list[str], rivals: list[str]) -> None:
    """How many of a claim's listed values the text states: fewer than ``at_least`` is missing,
    more than ``at_most`` a hedge."""
    if len(stated) < int(claim.at_least or 1):
        missing.append(f"{claim.kind} {claim.at_least} of {claim.value}" + (f" (it states {stated})" if stated else ""))
    if claim.at_most is not None and len(stated) > int(claim.at_most):
        rivals.append(f"{claim.kind} {stated}, more than {claim.at_most} of {claim.value}")


def _off_their_lines(text: str, claims: Sequence[Claim], today: dt.date | None) -> list[str]:
    """The claims that are not each on a line of their own (``lines``; the ``ordered`` ones on
    lines in their listed order). Each takes the earliest free line that states it, the ordered
    ones first in their order, then those stated on the fewest lines."""
    if not claims:
        return []
    rows = [r for r in text.splitlines() if r.strip()]
    alone = [c.model_copy(update={"lines": None, "ordered": None}) for c in claims]
    where = [[i for i, r in enumerate(rows) if not judge_claims(r, [c], today).missing] for c in alone]
    taken: set[int] = set()
    off: list[str] = []
    after = -1
    for k in sorted(range(len(claims)), key=lambda k: (0, k) if claims[k].ordered else (1, len(where[k]))):
        free = [i for i in where[k] if i not in taken and (i > after or not claims[k].ordered)]
        if not free:
            off.append(f"{claims[k].kind} {claims[k].value} on a line of its own" + (" after the one before it" if claims[k].ordered else ""))
            continue
        taken.add(free[0])
        after = free[0] if claims[k].ordered else after
    return off


def _candidates(claims: Sequence[Claim]) -> dict[str, list[str]]:
    """Every candidate the claims range over, by canonical name (casefolded), with its aliases."""
    out: dict[str, list[str]] = {}
    for c in claims:
        if c.kind in ("entity", "winner"):
            for cand in [*_listed(c.among), *(c.value if c.some else [c.value]), *_listed(c.parts)]:
                aliases = names(cand)
                out.setdefault(aliases[0].casefold(), []).extend(a for a in aliases if a not in out.get(aliases[0].casefold(), []))
    return out


def _key(name: Any, things: dict[str, list[str]]) -> str:
    """The canonical key of a name or an alias."""
    folded = str(name).casefold()
    return next((k for k, aliases in things.items() if folded in {a.casefold() for a in aliases}), folded)


@functools.lru_cache(maxsize=2048)
def _mask(text: str, names: tuple[str, ...]) -> Mapping[str, tuple[tuple[int, int], ...]]:
    """Where each name occurs, longest names first, a shorter name not counted inside a longer
    one ("Coffee" inside "Coffee Beans"); remembered per text (an output is judged again at every
    step after it is written)."""
    taken: list[tuple[int, int]] = []
    found: dict[str, tuple[tuple[int, int], ...]] = {}
    for name in sorted(set(names), key=len, reverse=True):
        spans = tuple(s for s in reading.find_name(text, name) if not any(a <= s[0] and s[1] <= b for a, b in taken))
        found[name] = spans
        taken += spans
    return MappingProxyType(found)
