"""A person playing a task: the env, the episode under way, and its record, kept as a bench run
keeps an agent's (``records.trace`` screenshots and trace, ``records.rows`` row format), so
``mobilegym report`` shows human episodes like any other and ``mobilegym report A B`` compares
them with an agent's run.

Episode ``i`` of a template is the instance a bench run with the same ``--seed`` plays as its
episode ``i`` (``template_seed``), so a person and an agent meet the same task. A malformed
action (a TYPE text too long, say) is refused and changes nothing: a person's slip is not the
agent format error that ends a bench episode. An episode left before its end is not saved.
"""

from __future__ import annotations

import difflib
import json
import time
from pathlib import Path
from typing import Any

from ..judge.metrics import summarize
from ..records.rows import Job, episode_row
from ..records.trace import ScreenshotMode, TraceRecorder, episode_key
from ..tasks.env import TaskEnv
from ..tasks.loader import default_tasks
from ..tasks.task import template_seed

AGENT = "human"


class EpisodeOverError(RuntimeError):
    """A step sent after the episode ended: start a new one (reset) first."""


class PlaySession:
    """One template, played episode after episode; each finished episode is appended to
    ``out/results.jsonl`` (and ``out/summary.json`` rewritten) as soon as it ends."""

    def __init__(self, task_id: str, out: Path, seed: int = 0, screenshots: ScreenshotMode = "small", capture: tuple[int, int] = (540, 1200)) -> None:
        tasks = default_tasks().tasks
        if task_id not in tasks:
            close = difflib.get_close_matches(task_id, list(tasks), n=3)
            raise ValueError(f"unknown template {task_id!r} (did you mean {', '.join(close) or 'nothing close'}?); see `mobilegym list`")
        self.task = tasks[task_id]
        self.out, self.seed, self.screenshots = out, seed, screenshots
        out.mkdir(parents=True, exist_ok=True)
        self.results = out / "results.jsonl"
        played = [row["episode"] for row in self._rows() if row.get("template") == task_id]
        self._next = max(played, default=-1) + 1
        self.env = TaskEnv(task_id=task_id, capture_size=capture)
        self.episode = -1
        self.version = 0
        self._info: dict[str, Any] = {}
        self._row: dict[str, Any] | None = None

    def _rows(self) -> list[dict[str, Any]]:
        if not self.results.is_file():
            return []
        return [json.loads(line) for line in self.results.read_text(encoding="utf-8").splitlines() if line.strip()]

    def reset(self) -> dict[str, Any]:
        """Start the next episode (the one under way, if any, is dropped unsaved)."""
        self.episode, self._next = self._next, self._next + 1
        self._job = Job(self.task, self.episode, template_seed(self.seed, self.task.spec.id, self.episode))
        self._trace = TraceRecorder(self.out, episode_key(self.task.spec.id, self.episode), self.screenshots)
        self._t0 = time.perf_counter()
        obs, self._info = self.env.reset(seed=self._job.seed, options={"task_id": self.task.spec.id})
        self._trace.start(obs, self.env.encoded_observation())
        self._actions: list[str] = []
        self._steps_ms: list[float] = []
        self._row = None
        self._shown = time.perf_counter()
        self.version += 1
        return self.view()

    def step(self, action: str) -> dict[str, Any]:
        """Play one action (the string form); raises ``InvalidActionError`` (nothing changed) for a
        malformed one and ``EpisodeOverError`` after the end."""
        if self._row is not None:
            raise EpisodeOverError("this episode has ended: start a new one")
        started = time.perf_counter()
        obs, _, terminated, truncated, info = self.env.step(action)
        self._steps_ms.append((time.perf_counter() - started) * 1000)
        self._info = info
        self._actions.append(info.get("action", action))
        self._trace.step(self._actions[-1], info, obs, {"latency_s": round(started - self._shown, 3)}, self.env.encoded_observation())
        self._shown = time.perf_counter()
        self.version += 1
        if terminated or truncated or "env_error" in info:
            self._save(info.get("env_error"))
        return self.view()

    def _save(self, error: str | None) -> None:
        self._row = episode_row(self._job, self._info, self._actions, self._t0, self._steps_ms, error, None, self._trace)
        with self.results.open("a", encoding="utf-8") as f:
            f.write(json.dumps(self._row, ensure_ascii=False, default=str) + "\n")
        rows = self._rows()
        summary = summarize(rows)
        summary["run"] = {"agent": AGENT, "seed": self.seed, "templates": sorted({r["template"] for r in rows})}
        (self.out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")

    def view(self) -> dict[str, Any]:
        """What the page shows: the task, the last step, and the verdict once the episode is over."""
        info, row = self._info, self._row
        view: dict[str, Any] = {
            "task_id": self.task.spec.id,
            "episode": self.episode,
            "instruction": info.get("instruction"),
            "step": info.get("step", 0),
            "budget": info.get("budget"),
            "progress": info.get("progress"),
            "action": info.get("action"),
            "effect": info.get("effect"),
            "actions": list(self._actions),
            "version": self.version,
            "done": row is not None,
        }
        if row is not None:
            view["verdict"] = {k: row[k] for k in ("success", "progress", "reward", "false_complete", "overdue", "side_effects", "issues", "unexpected_changes", "error")}
            view["verdict"]["ended_by"] = (row.get("outcome") or {}).get("ended_by")
            view["saved"] = str(self.results)
        return view

    def screen(self) -> bytes:
        """The current screen, as the env encoded it."""
        return self.env.last_screenshot

    def close(self) -> None:
        self.env.close()
