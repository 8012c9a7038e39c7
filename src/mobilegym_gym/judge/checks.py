"""The goal check kinds, in one registry: each kind's body model and its evaluator.

The spec schema (``judge.vocabulary.Check``), the loader, the judge and the table in
docs/authoring-tasks.md all read :data:`CHECK_KINDS`, so a kind is defined once. A body is
validated twice: as written in the spec (values may still be ``"{param}"`` templates) and once
templated, at instantiation (:meth:`CheckKind.bind`), so an evaluator gets real values.

    >>> kind = CHECK_KINDS["equals"]
    >>> kind.evaluate("alarm_on", kind.bind({"query": "apps.clock.on", "value": True}), ctx)
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypedDict, TypeVar

import jmespath
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .claims import Claim, judge_claims
from .reading import same_text
from .sinks import fits, holds, is_live, same, texts


class CheckContext(TypedDict):
    """What a goal hook receives: the final and initial states and the instance's parameters."""

    final: dict[str, Any]
    initial: dict[str, Any]
    params: dict[str, Any]


@dataclass(frozen=True)
class CheckResult:
    name: str
    ok: bool
    expected: Any
    actual: Any
    detail: str = ""


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class QueryValue(Body):
    """``{query, value}``: a JMESPath over the final state and the value it is compared with."""

    query: str
    value: Any


# Named outside Created, whose field ``list`` would shadow the builtin in its annotations.
_Texts = list[str]
_Claims = list[Claim]


class Created(Body):
    """The task's output (a message, a note, a post, an alarm): exactly ``count`` new live items
    of ``list`` fit ``match``; each has ``fields``, holds every ``contains`` text and none of the
    ``excludes`` texts; and the text of its ``read`` fields states every claim of ``claims`` and
    no rival (judge.claims)."""

    list: str
    match: dict[str, Any] = Field(default_factory=dict)
    fields: dict[str, Any] = Field(default_factory=dict)
    contains: dict[str, Any] = Field(default_factory=dict)
    excludes: dict[str, Any] = Field(default_factory=dict)
    count: int | str = 1
    read: _Texts = Field(default_factory=lambda: ["text"])
    claims: _Claims = Field(default_factory=lambda: [])  # noqa: PIE807 - `list` in this class body is the field above

    @model_validator(mode="after")
    def _read_needs_claims(self) -> Created:
        if "read" in self.model_fields_set and not self.claims:
            raise ValueError("'read' names the fields whose text states the claims; add 'claims'")
        return self

    def text_of(self, item: dict[str, Any]) -> str:
        """The item's text as a person reads it: its ``read`` fields, one per line."""
        return "\n".join(str(item.get(f) or "") for f in self.read)


class Removed(Body):
    """``{list, match}``: the items that matched at the start are gone."""

    list: str
    match: dict[str, Any]


class Entity(Body):
    """``{list, match, fields}``: the one item that matched at the start now has ``fields``."""

    list: str
    match: dict[str, Any]
    fields: dict[str, Any]


class Screen(Body):
    """``{app, screen?}``: that app (and screen) is in front at the end; in a template with an
    AnswerSheet, the app the user left for the sheet, on the screen it shows under it."""

    app: str
    screen: str | None = None


B = TypeVar("B", bound=BaseModel)


def episode_today(initial: dict[str, Any]) -> dt.date:
    """The episode's date on the phone's clock at the start: what "today" and "tomorrow" in an
    answer or an output mean."""
    clock = initial["os"]["clock"]
    return (dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=clock["now"] + clock["tzOffsetMinutes"] * 60_000)).date()


@dataclass(frozen=True)
class Judged:
    """What an evaluator sees besides its body: both states, the hooks and the parameters."""

    final: dict[str, Any]
    initial: dict[str, Any]
    hooks: dict[str, Callable[[CheckContext], tuple[bool, Any, Any]]]
    params: dict[str, Any]
    answering: bool = False  # the template asks its answers on the AnswerSheet

    @property
    def today(self) -> dt.date:
        return episode_today(self.initial)

    def q(self, query: str, initial: bool = False) -> Any:
        return jmespath.search(query, self.initial if initial else self.final)


@dataclass(frozen=True)
class CheckKind(Generic[B]):
    """One kind of goal: how its body is written (``body``: a model, or ``str`` for a hook's
    name), what the docs table says of it, and how it is judged."""

    body: type[B] | type[str]
    written: str
    passes_when: str
    judge: Callable[[str, Any, Judged], CheckResult]
    reads: tuple[str, ...] = ()

    def bind(self, templated: Any) -> Any:
        """The body once templated, validated again so the evaluator gets typed values."""
        if issubclass(self.body, str):
            return str(templated)
        body = self.body.model_validate(templated)
        if isinstance(body, Created):
            body = body.model_copy(update={"claims": [one for c in body.claims for one in c.bound()]})
            if isinstance(body.count, str):
                raise ValueError(f"count {body.count!r} is not a number once templated")
        return body


def _ids(items: Any) -> set[str]:
    return {str(i.get("id")) for i in items or [] if isinstance(i, dict)}


def _equals(name: str, b: QueryValue, j: Judged, negate: bool = False) -> CheckResult:
    actual = j.q(b.query)
    ok = same(actual, b.value)
    return CheckResult(name, ok != negate, f"not {b.value!r}" if negate else b.value, actual)


def _contains(name: str, b: QueryValue, j: Judged, negate: bool = False) -> CheckResult:
    actual = j.q(b.query)
    found = isinstance(actual, (list, str)) and (b.value in actual if isinstance(actual, str) else any(same(x, b.value) for x in actual))
    return CheckResult(name, found != negate, f"{'not ' if negate else ''}containing {b.value!r}", actual)


def _count(name: str, b: QueryValue, j: Judged) -> CheckResult:
    actual = j.q(b.query)
    n = len(actual) if isinstance(actual, (list, str, dict)) else None
    return CheckResult(name, n == b.value, b.value, n)


def _delta(name: str, b: QueryValue, j: Judged) -> CheckResult:
    after, before = j.q(b.query), j.q(b.query, initial=True)
    delta = after - before if isinstance(after, (int, float)) and isinstance(before, (int, float)) else None
    return CheckResult(name, delta is not None and same(delta, b.value), b.value, delta)


def _same_field(actual: Any, want: Any) -> bool:
    """A text field (a title the instruction quotes) is the asked one whatever its case, final
    punctuation or quotes; other values are compared exactly."""
    return same_text(actual, want) if isinstance(actual, str) and isinstance(want, str) else same(actual, want)


def _created(name: str, b: Created, j: Judged) -> CheckResult:
    before = _ids(j.q(b.list, initial=True))
    items = [i for i in j.q(b.list) or [] if isinstance(i, dict) and str(i.get("id")) not in before]
    live = [i for i in items if is_live(i) and fits(i, b.match)]
    want = int(b.count)
    today = j.today

    def faults(item: dict[str, Any]) -> list[str]:
        out = [f"{k} is {item.get(k)!r}, not {v!r}" for k, v in b.fields.items() if not _same_field(item.get(k), v)]
        out += [f"{k} lacks {t!r}" for k, v in b.contains.items() for t in texts(v) if not holds(item, k, t)]
        out += [f"{k} says {t!r}" for k, v in b.excludes.items() for t in texts(v) if holds(item, k, t)]
        if b.claims:
            verdict = judge_claims(b.text_of(item), b.claims, today)
            out += [f"does not state {m}" for m in verdict.missing] + [f"also states {r}" for r in verdict.rivals]
        return out

    wrong = {str(i.get("id")): f for i in live if (f := faults(i))}
    withdrawn = [str(i.get("id")) for i in items if not is_live(i)]
    what = f"exactly {want} new item(s) with {b.match}" + (f", {b.fields}" if b.fields else "") + (f", containing {b.contains}" if b.contains else "") + (f", not saying {b.excludes}" if b.excludes else "")
    if b.claims:
        what += ", stating " + "; ".join(f"{c.kind} {c.value}" for c in b.claims) + " and no rival"
    actual: dict[str, Any] = {"new": len(live), "items": live[:5]}
    if wrong:
        actual["wrong"] = wrong
    if withdrawn:
        actual["withdrawn"] = withdrawn
    return CheckResult(name, len(live) == want and not wrong, what, actual)


def _removed(name: str, b: Removed, j: Judged) -> CheckResult:
    targets = [i for i in j.q(b.list, initial=True) or [] if fits(i, b.match)]
    left = _ids(targets) & _ids(j.q(b.list))
    return CheckResult(name, bool(targets) and not left, f"no item with {b.match}", f"still there: {sorted(left)}" if left else ("gone" if targets else "nothing matched at the start"))


def _entity(name: str, b: Entity, j: Judged) -> CheckResult:
    targets = [i for i in j.q(b.list, initial=True) or [] if fits(i, b.match)]
    if len(targets) != 1:
        return CheckResult(name, False, b.fields, f"{len(targets)} items matched {b.match} at the start")
    now = next((i for i in j.q(b.list) or [] if isinstance(i, dict) and i.get("id") == targets[0].get("id")), None)
    actual = {k: now.get(k) for k in b.fields} if now else "deleted"
    return CheckResult(name, now is not None and fits(now, b.fields), b.fields, actual)


#: The app a query's answers are given in (web_sim/src/apps/answer_sheet).
ANSWER_SHEET = "answer_sheet"


def shown_app(ui: dict[str, Any], answering: bool) -> str | None:
    """The app whose screen a screen goal is judged on: the one in front, or, in a template with
    an AnswerSheet whose sheet (or the home screen after it) is in front, the app the user last
    left: answering is the last step the instruction asks for, not a reason to leave that screen."""
    fg = ui.get("foreground")
    if not answering or fg not in (ANSWER_SHEET, None):
        return fg
    return next((a for a in ui.get("recents", []) if a != ANSWER_SHEET), None)


def _screen(name: str, b: Screen, j: Judged) -> CheckResult:
    ui = j.final.get("ui", {})
    app = shown_app(ui, j.answering)
    top = (ui.get("stacks", {}).get(app) or [{}])[-1].get("screen") if app else None
    ok = app == b.app and (b.screen is None or top == b.screen)
    actual = {"app": app, "screen": top} | ({"under": ui.get("foreground")} if app != ui.get("foreground") else {})
    return CheckResult(name, ok, b.model_dump(exclude_none=True), actual)


def _hook(name: str, hook_name: str, j: Judged) -> CheckResult:
    hook = j.hooks.get(hook_name)
    if hook is None:
        return CheckResult(name, False, "a known hook", f"unknown hook {hook_name!r}")
    ok, expected, actual = hook({"final": j.final, "initial": j.initial, "params": j.params})
    return CheckResult(name, bool(ok), expected, actual)


#: Every goal kind, by the key that names it in a spec.
CHECK_KINDS: dict[str, CheckKind[Any]] = {
    "equals": CheckKind(QueryValue, "`{query, value}`", "the query's result equals the value", _equals, ("query",)),
    "not_equals": CheckKind(QueryValue, "`{query, value}`", "the query's result does not equal the value", lambda n, b, j: _equals(n, b, j, negate=True), ("query",)),
    "contains": CheckKind(QueryValue, "`{query, value}`", "a list or text contains the value", _contains, ("query",)),
    "not_contains": CheckKind(QueryValue, "`{query, value}`", "a list or text does not contain the value", lambda n, b, j: _contains(n, b, j, negate=True), ("query",)),
    "count": CheckKind(QueryValue, "`{query, value}`", 'the result has that length (a global condition: "no alarm is off")', _count, ("query",)),
    "delta": CheckKind(QueryValue, "`{query, value}`", "final minus initial equals the value", _delta, ("query",)),
    "created": CheckKind(Created, "`{list, match={}, fields={}, contains={}, excludes={}, count=1, read=[text], claims=[]}`", "the task's output: see below", _created, ("list",)),
    "removed": CheckKind(Removed, "`{list, match}`", "the items that matched at the start are gone", _removed, ("list",)),
    "entity": CheckKind(Entity, "`{list, match, fields}`", "the item that matched at the start now has the fields", _entity, ("list",)),
    "screen": CheckKind(Screen, "`{app, screen?}`", "that app (and screen) is in front at the end (with an AnswerSheet: the app left for it, and its screen)", _screen),
    "hook": CheckKind(str, "a name", "`task_specs/<suite>/hooks.py:name(ctx) -> (ok, expected, actual)`", _hook),
}


def docs_table() -> str:
    """The docs' table of check kinds (docs/authoring-tasks.md carries it; a test compares)."""
    rows = ["| kind | body | passes when |", "|---|---|---|"]
    rows += [f"| `{name}` | {k.written} | {k.passes_when} |" for name, k in CHECK_KINDS.items()]
    return "\n".join(rows)
