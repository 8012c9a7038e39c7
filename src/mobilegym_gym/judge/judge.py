"""The deterministic judge: goal checks over the final state, the initial state and the answers,
plus the side-effect audit (``judge.expected``: every change must be expected or ignored).

Pure Python over JSON: well under a millisecond for a typical task (benchmarks/run.py measures
it). A template always yields the same number of checks, so progress is comparable. The
AnswerSheet counts only once submitted: submitting is a precondition of every answer check, not
a progress point of its own (catalog R7).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .answers import match_answer
from .checks import CHECK_KINDS, CheckContext, CheckResult, Judged, episode_today
from .diff import Change, diff_states
from .expected import unexpected
from .vocabulary import AnswerField, Check, ExpectedChange

#: The name of an AnswerSheet field's check is this prefix and the field id.
ANSWER_CHECK_PREFIX = "answer:"

CheckHook = Callable[[CheckContext], tuple[bool, Any, Any]]


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


def run_check(check: Check, body: Any, final: dict[str, Any], initial: dict[str, Any], hooks: dict[str, CheckHook], params: dict[str, Any], answering: bool = False) -> CheckResult:
    """Evaluate one check whose ``body`` is already templated and bound (``CheckKind.bind``);
    ``answering``: the template has AnswerSheet fields (a screen goal is the app left for it)."""
    kind = CHECK_KINDS[check.kind]
    return kind.judge(check.name, body, Judged(final, initial, hooks, params, answering))


def answer_checks(fields: Sequence[AnswerField], expected: dict[str, Any], final: dict[str, Any], initial: dict[str, Any]) -> list[CheckResult]:
    """One check per AnswerSheet field. A field counts only once the sheet is submitted."""
    sheet = final.get("apps", {}).get("answer_sheet", {})
    answers = sheet.get("answers", {}) or {}
    submitted = sheet.get("submitted") is True
    today = episode_today(initial)
    out = []
    for f in fields:
        m = match_answer(f.match_kind, expected[f.id], answers.get(f.id), repeatable=f.repeatable, today=today, options=f.options or None, unit=f.unit)
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
    results = [run_check(c, body, final, initial, hooks or {}, params or {}, bool(answer_fields)) for c, body in checks]
    answer_results = answer_checks(answer_fields, expected_answers or {}, final, initial) if answer_fields else []
    results += answer_results
    passed = sum(r.ok for r in results)
    submitted = final.get("apps", {}).get("answer_sheet", {}).get("submitted") is True
    side_effects = unexpected(diff_states(initial, final), expected, final, initial)
    return JudgeResult(
        goals_met=passed == len(results) and bool(results),
        clean=not side_effects,
        progress=passed / len(results) if results else 0.0,
        checks=results,
        unexpected_changes=side_effects,
        wrong_answer_submitted=bool(answer_results) and submitted and not all(r.ok for r in answer_results),
        issues=[r for r in results if not r.ok],
    )
