"""A bench run directory as the report reads it: the rows of ``results.jsonl``, the ``run``
block of ``summary.json`` and, per episode, the words for how it ended.

The rows are what ``bench.runner`` wrote (or ``mobilegym play``); they are untrusted text as far
as the report goes (a model's response is in them), so everything from here is escaped later.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import MobileGymError
from ..records.trace import episode_key

#: Outcome words an episode can carry (a filter of the report picks rows by one of them).
#: A template id as a file name may hold it (a row's names become the report's file names).
_TEMPLATE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]*")
OUTCOMES = ("success", "failed", "error", "false_complete", "overdue", "side_effects", "format_error", "agent_error")


class RunDirError(MobileGymError, ValueError):
    """A folder that is not a bench run (no ``results.jsonl``, or a line of it that is not a row)."""


@dataclass(frozen=True)
class Run:
    """One run: where it is, its rows in file order, and what the run says about itself."""

    path: Path
    rows: list[dict[str, Any]]
    meta: dict[str, Any]

    @property
    def name(self) -> str:
        """A label for the run: its folder and, when known, its agent."""
        agent = self.meta.get("agent")
        return f"{self.path.name} ({agent})" if agent else self.path.name


def load_run(path: Path) -> Run:
    """Read a run folder; raises ``RunDirError`` naming the file (and line) that is wrong."""
    results = path / "results.jsonl"
    if not results.is_file():
        raise RunDirError(f"{path} is not a bench run: it has no results.jsonl (make one with `mobilegym bench --out {path}` or `mobilegym play TASK --out {path}`)")
    rows: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(results.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as err:
            raise RunDirError(f"{results}:{number} is not JSON ({err.msg} at column {err.colno}); the file is one JSON object per line") from None
        if not isinstance(row, dict) or not isinstance(row.get("template"), str) or not isinstance(row.get("episode"), int):
            raise RunDirError(f"{results}:{number} is not an episode row: it needs a 'template' string and an 'episode' number")
        if not _TEMPLATE.fullmatch(row["template"]):
            raise RunDirError(f"{results}:{number}: template {row['template']!r} is not a template id (letters, digits, '_', '.', '-')")
        if key(row) in seen:
            raise RunDirError(f"{results}:{number}: episode {row['episode']} of {row['template']} is also on line {seen[key(row)]}; each episode once")
        seen[key(row)] = number
        rows.append(row)
    meta: dict[str, Any] = {}
    summary = path / "summary.json"
    if summary.is_file():
        try:
            meta = json.loads(summary.read_text(encoding="utf-8")).get("run") or {}
        except (json.JSONDecodeError, AttributeError):
            raise RunDirError(f"{summary} is not a run summary (a JSON object); remove it or write it again with `mobilegym bench`") from None
    return Run(path, rows, meta)


def key(row: dict[str, Any]) -> str:
    """The episode's folder name, also the name of its page."""
    return episode_key(row["template"], row["episode"])


def outcome(row: dict[str, Any]) -> str:
    """How the episode ended, in one word: ``error`` (infrastructure, or a spec error: not judged), ``success`` or ``failed``."""
    if row.get("error") or row.get("spec_error"):
        return "error"
    return "success" if row.get("success") is True else "failed"


def outcome_tags(row: dict[str, Any]) -> list[str]:
    """The outcome word and every flag the episode carries (what the outcome filter matches)."""
    tags = [outcome(row)]
    if tags[0] != "error":
        tags += [flag for flag in ("false_complete", "overdue", "side_effects", "format_error") if row.get(flag) is True]
        if row.get("agent_error"):
            tags.append("agent_error")
    return tags
