"""The deterministic judge: goal checks over the final state, the initial state and the answers,
plus the side-effect audit (every change must be expected or always ignored).

Pure Python over JSON: well under a millisecond for a typical task (benchmarks/run.py measures
it). A template always yields the same number of checks, so progress is comparable.
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
from .paths import matches

#: Changes never counted as side effects: the clock, the AnswerSheet (judged by its own checks),
#: id counters, contacts' last-contacted stamps, the alarm and media services, histories a
#: person leaves by looking things up (search history, calculator tape), and WeChat's unread
#: counters (read receipts: opening a chat to read it is never a side effect).
ALWAYS_IGNORED: tuple[str, ...] = (
    "/os/clock/**",
    "/apps/answer_sheet/**",
    "/apps/*/nextId",
    "/os/providers/contacts/[id=*]/lastContacted",
    "/apps/clock/timer/**",
    "/apps/clock/stopwatch/**",
    "/apps/contacts/searchHistory/**",
    "/apps/contacts/searchHistory",
    "/apps/calculator/**",
    "/apps/wechat/chats/[id=*]/unread",
)

SUBMITTED_CHECK = "answer_sheet_submitted"

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
    ``unexpected_changes``. ``wrong_answer_submitted`` marks a submitted sheet with a wrong field;
    ``progress_without_submit`` is then the progress that the reward uses."""

    goals_met: bool
    clean: bool
    progress: float
    checks: list[CheckResult]
    unexpected_changes: list[Change]
    wrong_answer_submitted: bool = False
    progress_without_submit: float = 0.0
    issues: list[CheckResult] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _q(query: str, state: Any) -> Any:
    return jmespath.search(query, state)


def _same(a: Any, b: Any) -> bool:
    """Equality that keeps bools apart from numbers but lets 1 == 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-9
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


def _fits(item: Any, match: dict[str, Any]) -> bool:
    return isinstance(item, dict) and all(_same(item.get(k), v) for k, v in match.items())


def _holds(item: Any, contains: dict[str, Any]) -> bool:
    """Each named field is a text holding the given text (case-insensitive)."""
    return all(isinstance(item.get(k), str) and str(v).casefold() in item[k].casefold() for k, v in contains.items())


def _ids(items: Any) -> set[str]:
    return {str(i.get("id")) for i in items or [] if isinstance(i, dict)}


def run_check(check: Check, body: Any, final: dict[str, Any], initial: dict[str, Any], hooks: dict[str, CheckHook], params: dict[str, Any]) -> CheckResult:
    """Evaluate one (already templated) check."""
    kind, name = check.kind, check.name
    if kind in ("equals", "not_equals"):
        actual = _q(body["query"], final)
        ok = _same(actual, body["value"])
        return CheckResult(name, ok if kind == "equals" else not ok, body["value"] if kind == "equals" else f"not {body['value']!r}", actual)
    if kind in ("contains", "not_contains"):
        actual = _q(body["query"], final)
        found = isinstance(actual, (list, str)) and (body["value"] in actual if isinstance(actual, str) else any(_same(x, body["value"]) for x in actual))
        return CheckResult(name, found if kind == "contains" else not found, f"{'' if kind == 'contains' else 'not '}containing {body['value']!r}", actual)
    if kind == "count":
        actual = _q(body["query"], final)
        n = len(actual) if isinstance(actual, (list, str, dict)) else None
        return CheckResult(name, n == body["value"], body["value"], n)
    if kind == "delta":
        after, before = _q(body["query"], final), _q(body["query"], initial)
        delta = after - before if isinstance(after, (int, float)) and isinstance(before, (int, float)) else None
        return CheckResult(name, delta is not None and _same(delta, body["value"]), body["value"], delta)
    if kind == "new_entity":
        before_ids = _ids(_q(body["list"], initial))
        new = [i for i in _q(body["list"], final) or [] if isinstance(i, dict) and str(i.get("id")) not in before_ids]
        contains = body.get("contains") or {}
        fitting = [i for i in new if _fits(i, body["match"]) and _holds(i, contains)]
        want = body.get("count", 1)
        what = f"{want} new item(s) with {body['match']}" + (f" containing {contains}" if contains else "")
        return CheckResult(name, len(fitting) == want, what, {"matching": len(fitting), "new": new[:5]})
    if kind == "removed":
        targets = [i for i in _q(body["list"], initial) or [] if _fits(i, body["match"])]
        left = _ids(targets) & _ids(_q(body["list"], final))
        return CheckResult(name, bool(targets) and not left, f"no item with {body['match']}", f"still there: {sorted(left)}" if left else ("gone" if targets else "nothing matched at the start"))
    if kind == "entity":
        targets = [i for i in _q(body["list"], initial) or [] if _fits(i, body["match"])]
        if len(targets) != 1:
            return CheckResult(name, False, body["fields"], f"{len(targets)} items matched {body['match']} at the start")
        now = next((i for i in _q(body["list"], final) or [] if isinstance(i, dict) and i.get("id") == targets[0].get("id")), None)
        actual = {k: now.get(k) for k in body["fields"]} if now else "deleted"
        return CheckResult(name, now is not None and _fits(now, body["fields"]), body["fields"], actual)
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
    """One check per AnswerSheet field, then the submitted flag (last)."""
    sheet = final.get("apps", {}).get("answer_sheet", {})
    answers = sheet.get("answers", {}) or {}
    clock = initial["os"]["clock"]
    today = (dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=clock["now"] + clock["tzOffsetMinutes"] * 60_000)).date()
    out = []
    for f in fields:
        m = match_answer(f.match_kind, expected[f.id], answers.get(f.id), repeatable=f.repeatable, today=today, options=f.options or None)  # type: ignore[arg-type]
        out.append(CheckResult(f"answer:{f.id}", m.ok, m.expected, m.actual, m.reason))
    submitted = sheet.get("submitted") is True
    out.append(CheckResult(SUBMITTED_CHECK, submitted, True, sheet.get("submitted")))
    return out


def unexpected(changes: list[Change], expected: Sequence[ExpectedChange]) -> list[Change]:
    """Changes that no expected pattern (within its ``max``) nor the always-ignored list covers."""
    budget = {i: e.max for i, e in enumerate(expected)}
    out = []
    for c in changes:
        if any(matches(p, c.path) for p in ALWAYS_IGNORED):
            continue
        for i, e in enumerate(expected):
            if matches(e.path, c.path) and (budget[i] is None or budget[i] > 0):
                if budget[i] is not None:
                    budget[i] -= 1
                break
        else:
            out.append(c)
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
    progress = passed / len(results) if results else 0.0
    wrong_submitted = bool(answer_results) and answer_results[-1].ok and not all(r.ok for r in answer_results[:-1])
    without_submit = [r for r in results if r.name != SUBMITTED_CHECK]
    progress_ws = sum(r.ok for r in without_submit) / len(without_submit) if without_submit else 0.0
    side_effects = unexpected(diff_states(initial, final), expected)
    return JudgeResult(
        goals_met=passed == len(results) and bool(results),
        clean=not side_effects,
        progress=progress,
        checks=results,
        unexpected_changes=side_effects,
        wrong_answer_submitted=wrong_submitted,
        progress_without_submit=progress_ws if wrong_submitted else progress,
        issues=[r for r in results if not r.ok],
    )
