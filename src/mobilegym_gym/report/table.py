"""The summary table in the paper's columns: SR, PR, SR at each difficulty L1-L4, FC, OT, USE,
overall and by suite, objective and composition.

Every cell comes from ``judge.metrics.summarize`` over the rows of its group, so the report
counts exactly as the run summary does (infrastructure errors out of every denominator).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..judge.metrics import summarize
from .page import pct, text

LEVELS = ("L1", "L2", "L3", "L4")
GROUPS = (("suite", "By suite"), ("objective", "By objective"), ("composition", "By composition"))
HEADER = ("Episodes", "SR", "PR", *LEVELS, "FC", "OT", "USE", "FE", "Errors")


def cells(rows: Sequence[dict[str, Any]]) -> list[str]:
    """One table row's cells (rates in %) for these episodes."""
    summary = summarize(rows, by=("difficulty",))
    block, levels = summary["overall"], summary["by_difficulty"]
    return [
        str(block["episodes"]),
        pct(block["SR"]),
        pct(block["PR"]),
        *(pct(levels[level]["SR"]) if level in levels else "-" for level in LEVELS),
        *(pct(block[m]) for m in ("FC", "OT", "USE", "FE")),
        str(block["errors"]),
    ]


def groups(rows: Sequence[dict[str, Any]], field: str) -> dict[str, list[dict[str, Any]]]:
    """Rows by the value of ``field``, sorted by that value."""
    out: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        out.setdefault(str(row.get(field) or "unknown"), []).append(row)
    return dict(sorted(out.items()))


def summary_table(rows: Sequence[dict[str, Any]], link: Callable[[str, str], str | None] | None = None) -> str:
    """The table's HTML; ``link(field, value)`` may return an href (escaped) for a group's name."""
    head = '<tr><th class="l">Group</th>' + "".join(f"<th>{h}</th>" for h in HEADER) + "</tr>"
    body = [_row("Overall", cells(rows))]
    for field, title in GROUPS:
        body.append(f'<tr class="section"><td colspan="{len(HEADER) + 1}">{title}</td></tr>')
        for name, members in groups(rows, field).items():
            target = link(field, name) if link else None
            label = f'<a href="{target}">{text(name)}</a>' if target else text(name)
            body.append(_row(label, cells(members)))
    return f'<table class="summary"><thead>{head}</thead><tbody>{"".join(body)}</tbody></table>'


def _row(label: str, values: list[str]) -> str:
    return f'<tr><td class="l">{label}</td>' + "".join(f"<td>{v}</td>" for v in values) + "</tr>"
