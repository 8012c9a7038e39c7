"""Episode outcome and the paper's shaped reward (multiplicative on progress, no success bonus).

Success (version 1) = the agent ended with COMPLETE, every goal check passed, and no unexpected
change. Reward, in order:

1. r = progress; if a submitted AnswerSheet has a wrong field, progress without the submit check;
2. goals met but not clean: r x 0.8;
3. ended by COMPLETE or ABORT without meeting the goals, and r > 0 (a false completion): r x 0.8;
4. ABORT after the goals were met: r x 0.5;
5. overdue (goals met and clean, budget ran out without COMPLETE): r x 0.5.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

from .judge import JudgeResult

SUCCESS_VERSION = 1
EndReason = Literal["complete", "abort", "budget", "error"]


@dataclass(frozen=True)
class Outcome:
    success: bool
    goals_met: bool
    clean: bool
    progress: float
    false_complete: bool
    overdue: bool
    side_effects: bool
    aborted_after_success: bool
    wrong_answer_submitted: bool
    reward: float
    reward_terms: dict[str, float]
    ended_by: str
    success_version: int = SUCCESS_VERSION

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def outcome(result: JudgeResult, ended_by: EndReason) -> Outcome:
    """The outcome of an episode that ended for ``ended_by`` with final verdict ``result``."""
    success = ended_by == "complete" and result.goals_met and result.clean
    terms: dict[str, float] = {"progress": result.progress_without_submit}
    r = result.progress_without_submit
    if result.goals_met and not result.clean:
        terms["side_effects"] = 0.8
        r *= 0.8
    if ended_by in ("complete", "abort") and not result.goals_met and r > 0:
        terms["false_completion"] = 0.8
        r *= 0.8
    aborted_after = ended_by == "abort" and result.goals_met
    if aborted_after:
        terms["aborted_after_success"] = 0.5
        r *= 0.5
    overdue = ended_by == "budget" and result.goals_met and result.clean
    if overdue:
        terms["overdue"] = 0.5
        r *= 0.5
    return Outcome(
        success=success,
        goals_met=result.goals_met,
        clean=result.clean,
        progress=result.progress,
        false_complete=ended_by == "complete" and not success,
        overdue=overdue,
        side_effects=not result.clean,
        aborted_after_success=aborted_after,
        wrong_answer_submitted=result.wrong_answer_submitted,
        reward=round(r, 10),
        reward_terms=terms,
        ended_by=ended_by,
    )
