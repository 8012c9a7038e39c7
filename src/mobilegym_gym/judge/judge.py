"""The deterministic judge: goal checks over the final state, the initial state and the answers,
plus the side-effect audit (``judge.expected``: every change must be expected or ignored).

Pure Python over JSON: well under a millisecond for a typical task (benchmarks/run.py measures
it). A template always yields the same number of checks, so progress is comparable. The
AnswerSheet counts only once submitted: submitting is a precondition of every answer check, not
a progress point of its own (catalog R7).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import jmespath

from ..tasks.spec import AnswerField, Check, ExpectedChange
from .answers import match_answer
from .diff import Change, diff_states
from .expected import unexpected
from .sinks import fits, holds, is_live, same, texts

#: The name of an AnswerSheet field's check is this prefix and the field id.
ANSWER_CHECK_PREFIX = "answer:"

CheckHook = Callable[[dict[str, Any]], tuple[bool, Any, Any]]


@dataclass(frozen=True)
class CheckResult:
    name: str
    ok: bool
    expected: Any
    actual: Any
    detail: str = ""


@dataclass(frozen=True)
class JudgeResult:
    """The verdict on a state: ``goals_met`` (every check passed), ``clean`` (no unexpected change),
    ``progress`` (fraction of checks passed), the failed checks as ``issues``, and the
    ``unexpected_changes``. ``wrong_answer_submitted`` marks a submitted sheet with a wrong field."""

    goals_met: bool
    clean: bool
    progress: float
    checks: list[CheckResult]
    unexpected_changes: list[Change]
    wrong_answer_submitted: bool = False
    issues: list[CheckResult] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _q(query: str, state: Any) -> Any:
    return jmespath.search(query, state)


def _ids(items: Any) -> set[str]:
    return {str(i.get("id")) for i in items or [] if isinstance(i, dict)}


def _created(name: str, body: dict[str, Any], final: dict[str, Any], initial: dict[str, Any]) -> CheckResult:
    """Exactly ``count`` new live items fit ``match``, and each has ``fields``, holds every
    ``contains`` text and none of the ``excludes`` texts."""
    before = _ids(_q(body["list"], initial))
    items = [i for i in _q(body["list"], final) or [] if isinstance(i, dict) and str(i.get("id")) not in before]
    live = [i for i in items if is_live(i) and fits(i, body.get("match"))]
    want = int(body.get("count", 1))
    contains, excludes, fields = body.get("contains") or {}, body.get("excludes") or {}, body.get("fields") or {}

    def faults(item: dict[str, Any]) -> list[str]:
        out = [f"{k} is {item.get(k)!r}, not {v!r}" for k, v in fields.items() if not same(item.get(k), v)]
        out += [f"{k} lacks {t!r}" for k, v in contains.items() for t in texts(v) if not holds(item, k, t)]
        return out + [f"{k} says {t!r}" for k, v in excludes.items() for t in texts(v) if holds(item, k, t)]

    wrong = {str(i.get("id")): f for i in live if (f := faults(i))}
    withdrawn = [str(i.get("id")) for i in items if not is_live(i)]
    what = f"exactly {want} new item(s) with {body.get('match') or {}}" + (f", {fields}" if fields else "") + (f", containing {contains}" if contains else "") + (f", not saying {excludes}" if excludes else "")
    actual: dict[str, Any] = {"new": len(live), "items": live[:5]}
    if wrong:
        actual["wrong"] = wrong
    if withdrawn:
        actual["withdrawn"] = withdrawn
    return CheckResult(name, len(live) == want and not wrong, what, actual)


def run_check(check: Check, body: Any, final: dict[str, Any], initial: dict[str, Any], hooks: dict[str, CheckHook], params: dict[str, Any]) -> CheckResult:
    """Evaluate one (already templated) check."""
    kind, name = check.kind, check.name
    if kind in ("equals", "not_equals"):
        actual = _q(body["query"], final)
        ok = same(actual, body["value"])
        return CheckResult(name, ok if kind == "equals" else not ok, body["value"] if kind == "equals" else f"not {body['value']!r}", actual)
    if kind in ("contains", "not_contains"):
        actual = _q(body["query"], final)
        found = isinstance(actual, (list, str)) and (body["value"] in actual if isinstance(actual, str) else any(same(x, body["value"]) for x in actual))
        return CheckResult(name, found if kind == "contains" else not found, f"{'' if kind == 'contains' else 'not '}containing {body['value']!r}", actual)
    if kind == "count":
        actual = _q(body["query"], final)
        n = len(actual) if isinstance(actual, (list, str, dict)) else None
        return CheckResult(name, n == body["value"], body["value"], n)
    if kind == "delta":
        after, before = _q(body["query"], final), _q(body["query"], initial)
        delta = after - before if isinstance(after, (int, float)) and isinstance(before, (int, float)) else None
        return CheckResult(name, delta is not None and same(delta, body["value"]), body["value"], delta)
    if kind == "created":
        return _created(name, body, final, initial)
    if kind == "removed":
        targets = [i for i in _q(body["list"], initial) or [] if fits(i, body["match"])]
        left = _ids(targets) & _ids(_q(body["list"], final))
        return CheckResult(name, bool(targets) and not left, f"no item with {body['match']}", f"still there: {sorted(left)}" if left else ("gone" if targets else "nothing matched at the start"))
    if kind == "entity":
        targets = [i for i in _q(body["list"], initial) or [] if fits(i, body["match"])]
        if len(targets) != 1:
            return CheckResult(name, False, body["fields"], f"{len(targets)} items matched {body['match']} at the start")
        now = next((i for i in _q(body["list"], final) or [] if isinstance(i, dict) and i.get("id") == targets[0].get("id")), None)
        actual = {k: now.get(k) for k in body["fields"]} if now else "deleted"
        return CheckResult(name, now is not None and fits(now, body["fields"]), body["fields"], actual)
    if kind == "screen":
        ui = final.get("ui", {})
        fg = ui.get("foreground")
        top = (ui.get("stacks", {}).get(fg) or [{}])[-1].get("screen") if fg else None
        ok = fg == body["app"] and ("screen" not in body or top == body["screen"])
        return CheckResult(name, ok, body, {"app": fg, "screen": top})
    hook = hooks.get(str(check.hook))
    if hook is None:
        return CheckResult(name, False, "a known hook", f"unknown hook {check.hook!r}")
    ok, expected, actual = hook({"final": final, "initial": initial, "params": params})
    return CheckResult(name, bool(ok), expected, actual)


def answer_checks(fields: Sequence[AnswerField], expected: dict[str, Any], final: dict[str, Any], initial: dict[str, Any]) -> list[CheckResult]:
    """One check per AnswerSheet field. A field counts only once the sheet is submitted."""
    sheet = final.get("apps", {}).get("answer_sheet", {})
    answers = sheet.get("answers", {}) or {}
    submitted = sheet.get("submitted") is True
    clock = initial["os"]["clock"]
    today = (dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=clock["now"] + clock["tzOffsetMinutes"] * 60_000)).date()
    out = []
    for f in fields:
        m = match_answer(f.match_kind, expected[f.id], answers.get(f.id), repeatable=f.repeatable, today=today, options=f.options or None)  # type: ignore[arg-type]
        detail = m.reason if submitted else "the AnswerSheet was not submitted" + (f" ({m.reason})" if m.reason else "")
        out.append(CheckResult(f"{ANSWER_CHECK_PREFIX}{f.id}", submitted and m.ok, m.expected, m.actual, detail))
    return out


def judge(
    final: dict[str, Any],
    initial: dict[str, Any],
    checks: Sequence[tuple[Check, Any]],
    expected: Sequence[ExpectedChange],
    answer_fields: Sequence[AnswerField] = (),
    expected_answers: dict[str, Any] | None = None,
    hooks: dict[str, CheckHook] | None = None,
    params: dict[str, Any] | None = None,
) -> JudgeResult:
    """Judge ``final`` against ``initial``. ``checks`` pairs each Check with its templated body."""
    results = [run_check(c, body, final, initial, hooks or {}, params or {}) for c, body in checks]
    answer_results = answer_checks(answer_fields, expected_answers or {}, final, initial) if answer_fields else []
    results += answer_results
    passed = sum(r.ok for r in results)
    submitted = final.get("apps", {}).get("answer_sheet", {}).get("submitted") is True
    side_effects = unexpected(diff_states(initial, final), expected, final)
    return JudgeResult(
        goals_met=passed == len(results) and bool(results),
        clean=not side_effects,
        progress=passed / len(results) if results else 0.0,
        checks=results,
        unexpected_changes=side_effects,
        wrong_answer_submitted=bool(answer_results) and submitted and not all(r.ok for r in answer_results),
        issues=[r for r in results if not r.ok],
    )
