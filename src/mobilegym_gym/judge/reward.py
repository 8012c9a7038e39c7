"""Episode outcome and the paper's shaped reward (multiplicative on progress, no success bonus).

Success (version 2) = the agent ended with COMPLETE, every goal check passed, and no unexpected
change. With p the progress (the AnswerSheet counts only once submitted, so a sheet's
bookkeeping never earns progress of its own), the reward is

    r = p x 0.8^[goals met and not clean]
          x 0.8^[ended by COMPLETE, not (goals met and clean), p > 0]
          x 0.5^[goals met and ended by ABORT or a format error]
          x 0.5^[goals met and truncated (overdue)]

A format error (a malformed action, catalog 3.1) ends the episode as the agent's failure: it is
judged like an ABORT and flagged on its own.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Literal

from .judge import JudgeResult

#: 2: the AnswerSheet's Submit is a precondition of its answers, not a check of its own.
SUCCESS_VERSION = 2
EndReason = Literal["complete", "abort", "budget", "format_error", "error"]


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
    format_error: bool
    wrong_answer_submitted: bool
    reward: float
    reward_terms: dict[str, float]
    ended_by: str
    success_version: int = SUCCESS_VERSION

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def outcome(result: JudgeResult, ended_by: EndReason) -> Outcome:
    """The outcome of an episode that ended for ``ended_by`` with final verdict ``result``."""
    done = result.goals_met and result.clean
    success = ended_by == "complete" and done
    terms: dict[str, float] = {"progress": result.progress}
    r = result.progress
    if result.goals_met and not result.clean:
        terms["side_effects"] = 0.8
        r *= 0.8
    if ended_by == "complete" and not done and result.progress > 0:
        terms["false_completion"] = 0.8
        r *= 0.8
    aborted_after = ended_by in ("abort", "format_error") and result.goals_met
    if aborted_after:
        terms["aborted_after_success"] = 0.5
        r *= 0.5
    overdue = ended_by == "budget" and result.goals_met
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
        format_error=ended_by == "format_error",
        wrong_answer_submitted=result.wrong_answer_submitted,
        reward=round(r, 10),
        reward_terms=terms,
        ended_by=ended_by,
    )
