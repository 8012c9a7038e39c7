"""Run metrics: one summary from the per-episode rows of a benchmark run.

A run plays templates x seeds x repeats and writes one row per episode (results.jsonl);
:func:`summarize` folds those rows into an overall block plus one breakdown per row attribute,
and :func:`format_table` renders that for the end-of-run CLI. Every number obeys one rule, so
figures from different runs, or from different slices of one run, stay comparable.

Denominator policy (:data:`DENOMINATOR_POLICY`): Infrastructure-error episodes (rows with a
non-empty `error`) are excluded from the denominator of every metric and counted separately
as `errors`; so are episodes whose instance the template could not draw (a non-empty
`spec_error`), counted in the run totals as `spec_errors`; `episodes` counts the judged
episodes only. A group without any
judged episode reports its rates as None, not 0. pass@k uses each template's judged episodes
only and averages over the templates with at least k of them; smaller k is omitted.

Sums use :func:`math.fsum` (exactly rounded), so the summary does not depend on row order.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

DENOMINATOR_POLICY = (
    "Infrastructure-error episodes (rows with a non-empty `error`) are excluded from the denominator "
    "of every metric and counted separately as `errors`; so are episodes whose instance the template "
    "could not draw (a non-empty `spec_error`), counted in the run totals as `spec_errors`; `episodes` "
    "counts the judged episodes only. A group without any judged episode reports its rates as None, not 0. pass@k uses "
    "each template's judged episodes only and averages over the templates with at least k of them; "
    "smaller k is omitted."
)
SUMMARY_VERSION = 1
PASS_KS = (1, 2, 4, 8)
UNKNOWN = "unknown"
_RATES = ("SR", "PR", "FC", "OT", "USE", "FE", "LOOP")
#: FE: format errors, episodes ended by a malformed action or a model reply without a playable
#: one (an agent failure, never a success); LOOP: episodes ended for repeating one action.
_FLAGS = {"FC": "false_complete", "OT": "overdue", "USE": "side_effects", "FE": "format_error", "LOOP": "loop"}


@dataclass(frozen=True)
class _Judged:
    """The validated fields of one non-error episode."""

    template: str
    success: bool
    progress: float
    flags: dict[str, bool]
    reward: float


def pass_at_k(n: int, c: int, k: int) -> float:
    """Chance that k of ``n`` episodes drawn without replacement include one of the ``c`` successes.

    Unbiased (unlike 1 - (1 - c/n)**k), which is why it needs ``n >= k``.
    """
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"pass@k needs 0 <= c <= n and 1 <= k <= n, got n={n}, c={c}, k={k}")
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def _parse(row: Mapping[str, Any]) -> _Judged | None:
    """Validate a row; None for an infrastructure or spec error, whose other fields are meaningless."""
    if row.get("error") or row.get("spec_error"):
        return None

    def bad(field: str, why: str) -> ValueError:
        where = f"template={row.get('template')!r}, seed={row.get('seed')!r}"
        return ValueError(f"invalid result row ({where}): field {field!r} {why}, got {row.get(field, '<missing>')!r}")

    def number(value: Any) -> TypeGuard[float]:
        return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)

    if not isinstance(row.get("success"), bool):
        raise bad("success", "must be a bool")
    progress = row.get("progress")
    if not number(progress) or not 0 <= progress <= 1:
        raise bad("progress", "must be a number in [0, 1]")
    flags: dict[str, bool] = {}
    for metric, field in _FLAGS.items():
        flags[metric] = row.get(field, False)
        if not isinstance(flags[metric], bool):
            raise bad(field, "must be a bool when present")
    reward = row.get("reward", 0.0)
    if not number(reward):
        raise bad("reward", "must be a finite number when present")
    return _Judged(str(row.get("template") or UNKNOWN), row["success"], float(progress), flags, float(reward))


def _mean(values: list[float]) -> float | None:
    return math.fsum(values) / len(values) if values else None


def _pass_block(judged: list[_Judged]) -> dict[str, float]:
    """pass@k per template, averaged over the templates where it is defined."""
    runs = Counter(e.template for e in judged)
    wins = Counter(e.template for e in judged if e.success)
    out: dict[str, float] = {}
    for k in PASS_KS:
        values = [pass_at_k(n, wins[t], k) for t, n in runs.items() if n >= k]
        if values:
            out[str(k)] = math.fsum(values) / len(values)
    return out


def _block(parsed: list[tuple[Mapping[str, Any], _Judged | None]]) -> dict[str, Any]:
    judged = [e for _, e in parsed if e is not None]
    block: dict[str, Any] = {
        "episodes": len(judged),
        "errors": sum(bool(row.get("error")) for row, _ in parsed),
        "SR": _mean([float(e.success) for e in judged]),
        "PR": _mean([e.progress for e in judged]),
    }
    for metric in _FLAGS:
        block[metric] = _mean([float(e.flags[metric]) for e in judged])
    block["reward"] = _mean([e.reward for e in judged])
    block["templates"] = len({e.template for e in judged})
    block["pass@k"] = _pass_block(judged)
    return block


def _group(row: Mapping[str, Any], key: str) -> str:
    value = row.get(key)
    return UNKNOWN if value is None or value == "" else str(value)


def summarize(
    rows: Iterable[Mapping[str, Any]],
    by: Sequence[str] = ("difficulty", "objective", "composition", "scope", "suite", "split"),
) -> dict[str, Any]:
    """The run summary: ``overall`` plus ``by_<key>`` breakdowns, groups sorted by (string) key.

    Raises ValueError on the first invalid non-error row, so a broken judge cannot hide in an average.
    """
    parsed = [(row, _parse(row)) for row in rows]
    summary: dict[str, Any] = {
        "version": SUMMARY_VERSION,
        "policy": DENOMINATOR_POLICY,
        "overall": _block(parsed),
    }
    for key in by:
        groups: dict[str, list[tuple[Mapping[str, Any], _Judged | None]]] = defaultdict(list)
        for row, episode in parsed:
            groups[_group(row, key)].append((row, episode))
        summary[f"by_{key}"] = {name: _block(groups[name]) for name in sorted(groups)}
    return summary


def run_totals(rows: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """What a run spent and how its episodes ended, over every row (errors included): model
    tokens (from the endpoint's ``usage``), model time in seconds, format errors, loops,
    infrastructure errors and spec errors (episodes the template could not draw)."""
    tokens = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}
    totals = {"episodes": 0, "errors": 0, "spec_errors": 0, "format_errors": 0, "loops": 0}
    seconds: list[float] = []
    for row in rows:
        totals["episodes"] += 1
        totals["errors"] += bool(row.get("error"))
        totals["spec_errors"] += bool(row.get("spec_error"))
        totals["format_errors"] += bool(row.get("format_error")) and not row.get("error")
        totals["loops"] += bool(row.get("loop")) and not row.get("error")
        seconds.append(float(row.get("model_time_s") or 0.0))
        for k in tokens:
            tokens[k] += int((row.get("usage") or {}).get(k, 0))
    return {**totals, "tokens": tokens, "model_time_s": round(math.fsum(seconds), 3)}


def trial_block(rows: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """SR per trial (``trial`` field, infrastructure and spec errors excluded) and their mean and
    population standard deviation, as the paper reports "mean ± std" over its trials."""
    by_trial: dict[int, list[float]] = defaultdict(list)
    for row in rows:
        if not row.get("error") and not row.get("spec_error"):
            by_trial[int(row.get("trial") or 0)].append(float(row["success"] is True))
    srs = [math.fsum(v) / len(v) for _, v in sorted(by_trial.items())]
    mean = math.fsum(srs) / len(srs) if srs else None
    std = math.sqrt(math.fsum((x - mean) ** 2 for x in srs) / len(srs)) if mean is not None else None
    return {"trials": len(srs), "SR": srs, "SR_mean": mean, "SR_std": std}


def _cell(column: str, block: Mapping[str, Any]) -> str:
    if column.startswith("pass@"):
        value = block["pass@k"].get(column.removeprefix("pass@"))
    else:
        value = block[column]
    if value is None:
        return "-"
    if column in ("episodes", "errors", "templates"):
        return str(value)
    if column == "reward":
        return f"{value:.3f}"
    return f"{100 * value:.1f}%"


def _table(title: str, groups: Mapping[str, Mapping[str, Any]], columns: list[str]) -> str:
    grid = [["group", *columns]] + [[name, *(_cell(c, block) for c in columns)] for name, block in groups.items()]
    widths = [max(len(line[i]) for line in grid) for i in range(len(grid[0]))]
    lines = ["  ".join([line[0].ljust(widths[0])] + [v.rjust(w) for v, w in zip(line[1:], widths[1:])]) for line in grid]
    return "\n".join([title, *lines])


def format_table(summary: Mapping[str, Any]) -> str:
    """Plain-text tables of the overall block and each breakdown: rates in %, "-" where undefined."""
    sections = [("overall", {"all": summary["overall"]})]
    sections += [(f"by {name.removeprefix('by_')}", groups) for name, groups in summary.items() if name.startswith("by_")]
    ks = sorted({k for _, groups in sections for block in groups.values() for k in block["pass@k"]}, key=int)
    columns = ["episodes", "errors", "templates", *_RATES, "reward", *(f"pass@{k}" for k in ks)]
    header = f"Run summary v{summary['version']} (infrastructure errors excluded from every denominator)"
    return "\n\n".join([header, *(_table(title, groups, columns) for title, groups in sections)]) + "\n"


def failure_reason(row: dict[str, Any]) -> str:
    """Why an episode of a run did not succeed, in one line: the spec, infrastructure or agent error's
    first line (an oracle's missing target names the visible test ids), the format error, the
    failed checks with what they saw, or the unexpected changes."""
    for key, kind in (("spec_error", "spec error"), ("error", "infrastructure error"), ("agent_error", "agent error"), ("format_error_message", "format error")):
        if row.get(key):
            return f"{kind}: {str(row[key]).strip().splitlines()[0]}"
    parts = [f"{i['check']}: expected {i['expected']!r}, got {i['actual']!r}" + (f" ({i['detail']})" if i.get("detail") else "") for i in row.get("issues", [])]
    changes = row.get("unexpected_changes", [])
    if changes:
        parts.append(f"{len(changes)} unexpected change(s), first {changes[0].get('path', changes[0])}")
    outcome = row.get("outcome", {})
    if not parts:
        parts.append("ended before the goals were checked" if not outcome else f"outcome {outcome}")
    return "; ".join(parts)
