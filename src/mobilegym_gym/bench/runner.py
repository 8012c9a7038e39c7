"""The benchmark runner: templates x episodes, played by an agent on N parallel phones.

Writes ``results.jsonl`` (one row per episode: ids, parameters, seed, actions, outcome, judge,
reward, timings, and the step-by-step ``trace`` of ``bench.trace``), each episode's screenshots
under ``episodes/`` and ``summary.json`` (``judge.metrics.summarize``).
An infrastructure failure becomes a row with ``error`` (never a failed episode); an exception
of the agent itself (an oracle target that is not on screen) ends the episode with ABORT and is
recorded as ``agent_error``: a real failure of that agent. A malformed action (the env raises
``InvalidActionError``, changing nothing) ends the episode as a format error, the paper's
protocol: ``format_error`` holds the message, and the run goes on.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from .. import actions as A
from ..actions import InvalidActionError
from ..agents import make_agent
from ..judge.metrics import summarize
from ..tasks.env import TaskEnv
from ..tasks.loader import LoadedTask
from ..tasks.task import template_seed
from .trace import ScreenshotMode, TraceRecorder, episode_key


@dataclass(frozen=True)
class Job:
    task: LoadedTask
    index: int
    seed: int


def _row(job: Job, info: dict[str, Any], actions: list[str], t0: float, steps_ms: list[float], error: str | None, agent_error: str | None, trace: TraceRecorder) -> dict[str, Any]:
    spec = job.task.spec
    out = info.get("outcome", {})
    return {
        "template": spec.id,
        "suite": spec.suite,
        "split": spec.split,
        "difficulty": spec.difficulty,
        "objective": spec.objective,
        "composition": spec.composition,
        "scope": spec.scope,
        "episode": job.index,
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
        "reward": out.get("reward", 0.0),
        "outcome": out,
        "issues": info.get("issues", []),
        "unexpected_changes": info.get("unexpected_changes", []),
        "error": error,
        "agent_error": agent_error,
        "format_error_message": info.get("format_error"),
        "time_s": round(time.perf_counter() - t0, 3),
        "step_ms_mean": round(sum(steps_ms) / len(steps_ms), 2) if steps_ms else None,
        "first_screenshot": trace.first_screenshot,
        "trace": trace.records,
    }


def _agent_record(agent: Any) -> dict[str, Any] | None:
    """What the agent reports about its last ``act`` (``step_record()``, optional)."""
    report = getattr(agent, "step_record", None)
    return report() if callable(report) else None


def play(env: TaskEnv, job: Job, agent_name: str, out: Path | None, screenshots: ScreenshotMode = "small") -> dict[str, Any]:
    """One episode of ``job`` on ``env``; its screenshots go under ``out/episodes/`` (none without ``out``)."""
    t0 = time.perf_counter()
    agent = make_agent(agent_name)
    trace = TraceRecorder(out or Path(), episode_key(job.task.spec.id, job.index), screenshots if out else "none")
    actions: list[str] = []
    steps_ms: list[float] = []
    try:
        obs, info = env.reset(seed=job.seed, options={"task_id": job.task.spec.id})
    except Exception as err:  # noqa: BLE001 - an episode that cannot start is an infrastructure error
        return _row(job, {}, actions, t0, steps_ms, f"reset: {type(err).__name__}: {err}", None, trace)
    trace.start(obs)
    agent.reset(env, obs, info)
    agent_error = None
    terminated = truncated = False
    while not (terminated or truncated):
        try:
            action = agent.act(obs, info)
        except Exception as err:  # noqa: BLE001 - the agent failed: end the episode, keep the verdict
            agent_error = f"{type(err).__name__}: {err}"
            action = A.abort()
        t = time.perf_counter()
        try:
            obs, _, terminated, truncated, info = env.step(action)
        except InvalidActionError as err:
            actions.append(f"<malformed: {action!r}>")
            info = env.end_with_format_error(str(err))
            trace.step(actions[-1], info, None, _agent_record(agent))
            return _row(job, info, actions, t0, steps_ms, None, agent_error, trace)
        steps_ms.append((time.perf_counter() - t) * 1000)
        actions.append(info.get("action", str(action)))
        trace.step(actions[-1], info, obs, _agent_record(agent))
        if "env_error" in info:
            return _row(job, info, actions, t0, steps_ms, info["env_error"], agent_error, trace)
    return _row(job, info, actions, t0, steps_ms, None, agent_error, trace)


def run_bench(
    tasks: Sequence[LoadedTask],
    agent: str,
    out: Path,
    num_envs: int = 1,
    seed: int = 0,
    episodes: int = 1,
    screenshots: ScreenshotMode = "small",
    show_progress: bool = True,
    capture: tuple[int, int] = (540, 1200),
) -> dict[str, Any]:
    """Run every template ``episodes`` times; returns the summary also written to ``out``.
    ``screenshots``: each observation saved as a small JPEG (default), at capture size, or none."""
    make_agent(agent)  # fail fast on an unknown agent name
    out.mkdir(parents=True, exist_ok=True)
    jobs = [Job(t, i, template_seed(seed, t.spec.id, i)) for t in tasks for i in range(episodes)]
    ids = [t.spec.id for t in tasks]
    local = threading.local()
    envs: list[TaskEnv] = []
    lock = threading.Lock()

    def worker_env() -> TaskEnv:
        if not hasattr(local, "env"):
            local.env = TaskEnv(split="all", capture_size=capture)
            local.env.templates = [t for t in local.env.templates if t.spec.id in ids] or local.env.templates
            with lock:
                envs.append(local.env)
        return local.env

    rows: list[dict[str, Any]] = []
    with (out / "results.jsonl").open("w") as f, ThreadPoolExecutor(max(1, num_envs)) as pool:
        progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), disable=not show_progress)
        with progress:
            bar = progress.add_task(f"{agent} on {len(tasks)} templates", total=len(jobs))
            for row in pool.map(lambda job: play(worker_env(), job, agent, out, screenshots), jobs):
                rows.append(row)
                f.write(json.dumps(row, ensure_ascii=False, default=str) + "\n")
                progress.advance(bar)
    for env in envs:
        env.close()
    summary = summarize(rows)
    summary["run"] = {"agent": agent, "seed": seed, "episodes_per_template": episodes, "num_envs": num_envs, "templates": ids}
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    return summary
