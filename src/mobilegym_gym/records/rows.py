"""An episode's row of a run's ``results.jsonl``, as ``mobilegym bench`` and ``mobilegym play``
write it and the report reads it: one format, defined once, below all three."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..tasks.loader import LoadedTask
from .trace import TraceRecorder


@dataclass(frozen=True)
class Job:
    """One episode of a run: a template, its episode index and seed, and the trial."""

    task: LoadedTask
    index: int
    seed: int
    trial: int = 0


def _usage_total(trace: TraceRecorder) -> tuple[dict[str, int] | None, float]:
    usage: dict[str, int] | None = None
    seconds = 0.0
    for r in trace.records:
        seconds += float(r.get("latency_s") or 0.0)
        if r.get("usage"):
            usage = dict(r["usage"]) if usage is None else {k: usage[k] + int(r["usage"].get(k, 0)) for k in usage}
    return usage, round(seconds, 3)


def episode_row(job: Job, info: dict[str, Any], actions: list[str], t0: float, steps_ms: list[float], error: str | None, agent_error: str | None, trace: TraceRecorder, loop: bool = False, spec_error: str | None = None) -> dict[str, Any]:
    """The episode's row of ``results.jsonl``: the template, the outcome, the timing and the trace."""
    spec = job.task.spec
    out = info.get("outcome", {})
    usage, model_time = _usage_total(trace)
    return {
        "template": spec.id,
        "suite": spec.suite,
        "split": spec.split,
        "difficulty": spec.difficulty,
        "objective": spec.objective,
        "composition": spec.composition,
        "scope": spec.scope,
        "episode": job.index,
        "trial": job.trial,
        "seed": job.seed,
        "params": info.get("params"),
        "instruction": info.get("instruction"),
        "actions": actions,
        "steps": len(actions),
        "budget": info.get("budget"),
        "success": out.get("success", False),
        "progress": out.get("progress", info.get("progress", 0.0)),
        "false_complete": out.get("false_complete", False),
        "overdue": out.get("overdue", False),
        "side_effects": out.get("side_effects", False),
        "format_error": out.get("format_error", False),
        "loop": loop,
        "reward": out.get("reward", 0.0),
        "outcome": out,
        "issues": info.get("issues", []),
        "unexpected_changes": info.get("unexpected_changes", []),
        "error": error,
        "agent_error": agent_error,
        "spec_error": spec_error,
        "format_error_message": info.get("format_error"),
        "time_s": round(time.perf_counter() - t0, 3),
        "step_ms_mean": round(sum(steps_ms) / len(steps_ms), 2) if steps_ms else None,
        "model_time_s": model_time,
        "usage": usage,
        "first_screenshot": trace.first_screenshot,
        "trace": trace.records,
    }
