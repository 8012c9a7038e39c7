"""``mobilegym report A B``: two runs side by side, per template.

The page shows both runs' summary rows in the paper's columns, then one line per template with
each run's success rate and mean progress, the difference, and a link to each episode's page in
its own run's report (written too, so every link leads somewhere). Filters: suite, and whether B
did better, worse or the same as A on that template (success rate first, then progress).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..judge.metrics import summarize
from .page import attr, href, page, pct, text
from .run import Run, key, load_run, outcome
from .site import REPORT_DIR, write_report
from .table import HEADER, cells, groups

CHANGES = ("better", "worse", "same", "only_a", "only_b")
_MARKS = {"success": "✓", "failed": "✗", "error": "!"}

COMPARE_SCRIPT = """
const rows = [...document.getElementById('templates').tBodies[0].rows];
const suite = document.getElementById('suite'), change = document.getElementById('change');
const shown = document.getElementById('shown');
function apply() {
  let n = 0;
  for (const r of rows) {
    const ok = (!suite.value || r.dataset.suite === suite.value) && (!change.value || r.dataset.change === change.value);
    r.hidden = !ok; n += ok;
  }
  shown.textContent = n;
}
suite.addEventListener('change', apply); change.addEventListener('change', apply); apply();
"""


def _rates(rows: list[dict[str, Any]]) -> tuple[float, float] | None:
    """(SR, PR) over the judged episodes, None without any."""
    overall = summarize(rows, by=())["overall"]
    return None if overall["SR"] is None else (overall["SR"], overall["PR"])


def change(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> str:
    """How B did against A on one template: better, worse or same (success rate, then mean
    progress, over judged episodes), or only_a / only_b when one run has no judged episode of it."""
    ra, rb = _rates(a), _rates(b)
    if ra is None or rb is None:
        return "same" if ra is rb else "only_a" if rb is None else "only_b"
    return "better" if rb > ra else "worse" if rb < ra else "same"


def _episodes(run: Run, rows: list[dict[str, Any]], here: Path) -> str:
    links = []
    for row in rows:
        target = os.path.relpath(run.path / REPORT_DIR / "episodes" / f"{key(row)}.html", here)
        mark = _MARKS[outcome(row)]
        links.append(f'<a class="badge {attr(outcome(row))}" href="{href(Path(target).as_posix())}" title="episode {text(row["episode"])}">{mark}</a>')
    return "".join(links)


def _line(template: str, a: Run, b: Run, rows_a: list[dict[str, Any]], rows_b: list[dict[str, Any]], here: Path) -> str:
    (sra, pra), (srb, prb) = _rates(rows_a) or (None, None), _rates(rows_b) or (None, None)
    suite = str((rows_a or rows_b)[0].get("suite") or "")
    verdict = change(rows_a, rows_b)
    delta = "-" if sra is None or srb is None else f"{100 * (srb - sra):+.1f}"
    style = {"better": "up", "worse": "down"}.get(verdict, "")
    cells_ = [
        ("l", text(template)),
        ("l", text(suite)),
        ("", pct(sra)),
        ("", pct(pra)),
        ("l", _episodes(a, rows_a, here)),
        ("", pct(srb)),
        ("", pct(prb)),
        ("l", _episodes(b, rows_b, here)),
        (style, delta),
        ("l", text(verdict.replace("_", " "))),
    ]
    tds = "".join(f'<td class="{c}">{v}</td>' for c, v in cells_)
    return f'<tr data-suite="{attr(suite)}" data-change="{verdict}">{tds}</tr>'


def comparison_page(a: Run, b: Run, here: Path) -> str:
    """The comparison page, its links relative to the folder ``here`` it is written in."""
    head = '<tr><th class="l">Run</th>' + "".join(f"<th>{h}</th>" for h in HEADER) + "</tr>"
    overall = "".join(
        f'<tr><td class="l">{label}: <a href="{href(Path(os.path.relpath(run.path / REPORT_DIR / "index.html", here)).as_posix())}">{text(run.name)}</a></td>'
        + "".join(f"<td>{v}</td>" for v in cells(run.rows))
        + "</tr>"
        for label, run in (("A", a), ("B", b))
    )
    by_a, by_b = groups(a.rows, "template"), groups(b.rows, "template")
    templates = sorted(set(by_a) | set(by_b))
    lines = "".join(_line(t, a, b, by_a.get(t, []), by_b.get(t, []), here) for t in templates)
    suites = sorted({str(r.get("suite") or "") for r in a.rows + b.rows} - {""})
    columns = ("Template", "Suite", "A SR", "A PR", "A episodes", "B SR", "B PR", "B episodes", "ΔSR", "B vs A")
    thead = "".join(f'<th class="{"l" if c in ("Template", "Suite", "A episodes", "B episodes", "B vs A") else ""}">{c}</th>' for c in columns)
    body = (
        f"<h2>Summary</h2><table>{head}{overall}</table>"
        "<h2>Per template</h2>"
        '<p class="meta">SR and PR in % over judged episodes; each mark links to that episode (✓ success, ✗ failed, ! infrastructure error).</p>'
        '<div class="filters">'
        '<label>Suite <select id="suite"><option value="">all suites</option>'
        + "".join(f'<option value="{attr(s)}">{text(s)}</option>' for s in suites)
        + '</select></label><label>B vs A <select id="change"><option value="">any</option>'
        + "".join(f'<option value="{c}">{c.replace("_", " ")}</option>' for c in CHANGES)
        + f'</select></label><span class="meta"><span id="shown">{len(templates)}</span> of {len(templates)} templates shown</span></div>'
        f'<table id="templates"><thead><tr>{thead}</tr></thead><tbody>{lines}</tbody></table>'
    )
    return page(f"{a.name} vs {b.name}", f"A: {text(str(a.path))} · B: {text(str(b.path))}", body, COMPARE_SCRIPT)


def write_comparison(a_dir: Path, b_dir: Path, out: Path | None = None) -> Path:
    """Write both runs' reports and the comparison page (default ``A/report/compare.html``)."""
    a, b = load_run(a_dir), load_run(b_dir)
    write_report(a_dir)
    write_report(b_dir)
    out = out or a_dir / REPORT_DIR / "compare.html"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(comparison_page(a, b, out.parent), encoding="utf-8")
    return out
