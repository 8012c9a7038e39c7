"""``mobilegym report RUN_DIR``: the run as a static site in ``RUN_DIR/report/``.

``index.html`` has the summary table and the list of episodes (filters by suite and outcome,
kept in the address's ``#suite=...&outcome=...`` so a link can open a filtered list);
``episodes/<template>-<episode>.html`` has one episode: the instruction, each step's screen
with its action drawn on it, the agent's response and the progress after the step, and the
verdict with the failed checks and the unexpected changes. Screenshots stay where the run put
them and are linked relatively, so the run folder can be moved or served as it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..judge.metrics import failure_reason
from . import overlay
from .page import attr, badges, href, page, text
from .run import OUTCOMES, Run, key, load_run, outcome, outcome_tags
from .table import summary_table

REPORT_DIR = "report"
WHY_CHARS = 90
#: The episode list's columns: header and cell class ("l": left-aligned text).
EPISODE_COLUMNS = (
    ("Template", "l"), ("#", ""), ("Suite", "l"), ("Level", "l"), ("Objective", "l"), ("Composition", "l"),
    ("Outcome", "l"), ("Progress", ""), ("Reward", ""), ("Steps", ""), ("Why not", "l why"),
)
#: Keys of a step record that are the report's own columns; any other key is the agent's.
_STEP_KEYS = ("step", "action", "progress", "screenshot", "raw")

FILTER_SCRIPT = """
const table = document.getElementById('episodes'), rows = [...table.tBodies[0].rows];
const suite = document.getElementById('suite'), result = document.getElementById('outcome');
const shown = document.getElementById('shown');
function apply() {
  let n = 0;
  for (const r of rows) {
    const ok = (!suite.value || r.dataset.suite === suite.value) && (!result.value || r.dataset.outcome.split(' ').includes(result.value));
    r.hidden = !ok; n += ok;
  }
  shown.textContent = n;
}
function fromHash() {
  const h = new URLSearchParams(location.hash.slice(1));
  suite.value = h.get('suite') || ''; result.value = h.get('outcome') || '';
  if (suite.selectedIndex < 0) suite.value = '';
  if (result.selectedIndex < 0) result.value = '';
  apply();
}
function toHash() {
  const h = new URLSearchParams();
  if (suite.value) h.set('suite', suite.value);
  if (result.value) h.set('outcome', result.value);
  history.replaceState(null, '', '#' + h.toString()); apply();
}
suite.addEventListener('change', toHash); result.addEventListener('change', toHash);
window.addEventListener('hashchange', fromHash); fromHash();
"""


def _options(values: list[str], every: str) -> str:
    return f'<option value="">{every}</option>' + "".join(f'<option value="{attr(v)}">{text(v.replace("_", " "))}</option>' for v in values)


def _subtitle(run: Run) -> str:
    meta = run.meta
    parts = [f"agent {text(meta['agent'])}" if meta.get("agent") else None, f"seed {text(meta['seed'])}" if "seed" in meta else None]
    parts.append(f"{len(run.rows)} episodes of {len({r['template'] for r in run.rows})} templates")
    return " · ".join(p for p in parts if p) + f" · {text(str(run.path))}"


def _why(row: dict[str, Any]) -> str:
    """Why a failed episode failed, cut to a line (the whole reason in its tooltip)."""
    if row.get("success") is True and not row.get("error"):
        return ""
    reason = failure_reason(row)
    return f'<span title="{attr(reason)}">{text(reason if len(reason) <= WHY_CHARS else reason[: WHY_CHARS - 1] + "…")}</span>'


def _episode_row(row: dict[str, Any]) -> str:
    tags = outcome_tags(row)
    progress = row.get("progress")
    cells = [
        f'<a href="episodes/{href(key(row))}.html">{text(row["template"])}</a>',
        text(row["episode"]),
        text(row.get("suite") or ""),
        text(row.get("difficulty") or ""),
        text(row.get("objective") or ""),
        text(row.get("composition") or ""),
        badges(tags),
        f"{progress:.2f}" if isinstance(progress, (int, float)) else "-",
        f"{row.get('reward', 0):.3f}" if isinstance(row.get("reward"), (int, float)) else "-",
        f"{text(row.get('steps', ''))}/{text(row.get('budget') or '-')}",
        _why(row),
    ]
    tds = "".join(f'<td class="{c}">{v}</td>' for (_, c), v in zip(EPISODE_COLUMNS, cells))
    return f'<tr data-suite="{attr(str(row.get("suite") or ""))}" data-outcome="{attr(" ".join(tags))}">{tds}</tr>'


def index_page(run: Run) -> str:
    """The run's front page: summary table, then every episode, filterable."""
    rows = run.rows
    suites = sorted({str(r.get("suite") or "") for r in rows} - {""})
    present = [o for o in OUTCOMES if any(o in outcome_tags(r) for r in rows)]
    head = "".join(f'<th class="{c}">{h}</th>' for h, c in EPISODE_COLUMNS)
    body = (
        "<h2>Summary</h2>"
        '<p class="meta">Rates in %: SR success, PR progress, L1-L4 success by difficulty, FC false completion, OT overdue (out of steps), '
        "USE unexpected side effects, FE format errors. Infrastructure errors are left out of every rate and counted under Errors.</p>"
        + summary_table(rows, link=lambda field, name: f"#suite={href(name)}" if field == "suite" else None)
        + "<h2>Episodes</h2>"
        '<div class="filters">'
        f'<label>Suite <select id="suite">{_options(suites, "all suites")}</select></label>'
        f'<label>Outcome <select id="outcome">{_options(present, "all outcomes")}</select></label>'
        f'<span class="meta"><span id="shown">{len(rows)}</span> of {len(rows)} episodes shown</span></div>'
        f'<table id="episodes"><thead><tr>{head}</tr></thead><tbody>{"".join(_episode_row(r) for r in rows)}</tbody></table>'
    )
    return page(f"Run {run.name}", _subtitle(run), body, FILTER_SCRIPT)


def _screen(path: str | None, drawn: str = "") -> str:
    image = f'<img src="../../{href(path)}" alt="screen">' if path else '<span class="none">no screenshot saved</span>'
    return f'<div class="screen">{image}{drawn}</div>'


def _progress(value: Any) -> str:
    if not isinstance(value, (int, float)):
        return "progress -"
    return f'progress {value:.2f}<span class="bar"><span style="width:{max(0.0, min(1.0, float(value))) * 100:.0f}%"></span></span>'


def _kv(items: dict[str, Any]) -> str:
    return '<dl class="kv">' + "".join(f"<dt>{text(k)}</dt><dd>{text(v)}</dd>" for k, v in items.items()) + "</dl>" if items else ""


def _step(record: dict[str, Any], screen: str | None) -> str:
    action = str(record.get("action", ""))
    response = f'<div class="meta">response</div><pre class="response">{text(record["raw"])}</pre>' if record.get("raw") is not None else ""
    extra = {k: v for k, v in record.items() if k not in _STEP_KEYS and v is not None}
    return (
        f'<section class="step" id="step-{attr(str(record.get("step")))}">'
        f'<div class="head">Step {text(record.get("step"))}: <span class="action">{text(action)}</span>'
        f'<div class="meta">{_progress(record.get("progress"))} after it</div></div>'
        f"{_screen(screen, overlay.render(overlay.draw(action)))}{response}{_kv(extra)}</section>"
    )


def _table(title: str, columns: tuple[str, ...], items: list[dict[str, Any]]) -> str:
    if not items:
        return ""
    head = "".join(f'<th class="l">{c}</th>' for c in columns)
    body = "".join("<tr>" + "".join(f'<td class="l">{text(item.get(c))}</td>' for c in columns) + "</tr>" for item in items)
    return f"<h3>{title}</h3><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _verdict(row: dict[str, Any]) -> str:
    result = row.get("outcome") or {}
    facts = {
        "progress": row.get("progress"),
        "reward": row.get("reward"),
        "steps": f"{row.get('steps')} of {row.get('budget')}",
        "ended by": result.get("ended_by"),
    }
    problems = {k: row.get(k) for k in ("error", "agent_error", "format_error_message") if row.get(k)}
    return (
        f'<div class="verdict {attr(outcome(row))}"><div>{badges(outcome_tags(row))}</div>{_kv({k: v for k, v in facts.items() if v is not None})}{_kv(problems)}'
        + _table("Failed checks", ("check", "expected", "actual", "detail"), list(row.get("issues") or []))
        + _table("Unexpected changes", ("path", "before", "after"), list(row.get("unexpected_changes") or []))
        + "</div>"
    )


def episode_page(run: Run, position: int) -> str:
    """One episode: instruction, verdict, then each step over the screen it was taken on."""
    row = run.rows[position]
    trace = list(row.get("trace") or [])
    screens = [row.get("first_screenshot")] + [r.get("screenshot") for r in trace]
    nav = ['<a href="../index.html">all episodes</a>']
    if position > 0:
        nav.append(f'<a href="{href(key(run.rows[position - 1]))}.html">previous</a>')
    if position + 1 < len(run.rows):
        nav.append(f'<a href="{href(key(run.rows[position + 1]))}.html">next</a>')
    meta = " · ".join(f"{k} {text(row[k])}" for k in ("suite", "difficulty", "objective", "composition", "scope", "seed", "time_s") if row.get(k) is not None)
    steps = "".join(_step(record, screens[i]) for i, record in enumerate(trace))
    final = f'<section class="step final" id="final">{_screen(screens[-1])}<div class="info"><div class="head">Final screen</div>{badges(outcome_tags(row))}<div class="meta">{_progress(row.get("progress"))}</div></div></section>'
    body = (
        f'<div class="pager">{"".join(nav)}</div>'
        f'<div class="instruction">{text(row.get("instruction") or "")}</div><div class="meta">{meta}</div>'
        + _verdict(row)
        + (f'<details><summary>parameters</summary><pre>{text(row.get("params"))}</pre></details>' if row.get("params") else "")
        + '<h2>Steps</h2><p class="meta">Each step\'s action is drawn on the screen it was taken on.</p>'
        + f'<div class="steps">{steps}{final}</div>'
    )
    return page(f"{row['template']} #{row['episode']}", f'run <a href="../index.html">{text(run.name)}</a>', body)


def write_report(run_dir: Path) -> Path:
    """Write the run's site under ``run_dir/report/``; returns the path of its ``index.html``."""
    run = load_run(run_dir)
    out = run_dir / REPORT_DIR
    (out / "episodes").mkdir(parents=True, exist_ok=True)
    for stale in (out / "episodes").glob("*.html"):  # pages of episodes the run no longer has
        stale.unlink()
    index = out / "index.html"
    index.write_text(index_page(run), encoding="utf-8")
    for position, row in enumerate(run.rows):
        (out / "episodes" / f"{key(row)}.html").write_text(episode_page(run, position), encoding="utf-8")
    return index
