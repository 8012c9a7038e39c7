"""The pieces every report page shares: the HTML skeleton with its style sheet, escaping, and
how numbers and outcomes are written.

Pages are whole files with their style inside (no CDN, no network, nothing to fetch but the
run's own screenshots), and every text from the run goes through :func:`text` or :func:`attr`.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any
from urllib.parse import quote

STYLE = """
:root { --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --muted: #656d76; --line: #d0d7de; --bg: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: #1f2328; }
header { background: #24292f; color: #fff; padding: 12px 24px; }
header a { color: #9ecbff; }
header h1 { font-size: 18px; margin: 0 0 2px; }
header .sub { color: #c9d1d9; font-size: 13px; }
main { padding: 16px 24px 48px; max-width: 1400px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
table { border-collapse: collapse; background: #fff; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 10px; text-align: right; white-space: nowrap; }
th { background: var(--bg); font-weight: 600; position: sticky; top: 0; }
td.l, th.l { text-align: left; }
td.why { white-space: normal; max-width: 420px; color: var(--muted); font-size: 12.5px; }
tr.section td { background: var(--bg); font-weight: 600; text-align: left; color: var(--muted); }
tr:hover td { background: #f3f8ff; }
a { color: #0969da; text-decoration: none; }
a:hover { text-decoration: underline; }
.badge { display: inline-block; padding: 0 7px; border-radius: 10px; font-size: 12px; font-weight: 600; color: #fff; background: var(--muted); margin-right: 3px; }
.badge.success { background: var(--ok); } .badge.failed { background: var(--bad); } .badge.error { background: #57606a; }
.badge.flag { background: #fff8c5; color: var(--warn); border: 1px solid #d4a72c; }
.filters { display: flex; gap: 16px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
.filters label { color: var(--muted); }
select, input { font: inherit; padding: 2px 4px; }
.instruction { font-size: 16px; background: var(--bg); border-left: 4px solid #0969da; padding: 8px 12px; margin: 12px 0; white-space: pre-wrap; }
.meta { color: var(--muted); }
.verdict { border: 1px solid var(--line); border-radius: 6px; padding: 10px 14px; margin: 12px 0; }
.verdict.success { border-color: var(--ok); background: #dafbe1; } .verdict.failed { border-color: var(--bad); background: #ffebe9; }
.verdict.error { background: #eaeef2; }
.verdict td { white-space: normal; word-break: break-word; }
pre { white-space: pre-wrap; word-break: break-word; background: var(--bg); border: 1px solid var(--line); padding: 6px 8px; margin: 4px 0; max-height: 22em; overflow: auto; font-size: 12.5px; }
.steps { display: grid; grid-template-columns: repeat(auto-fill, minmax(262px, 1fr)); gap: 14px; align-items: start; }
.step { border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; min-width: 0; background: #fff; }
.step.final { grid-column: span 2; display: flex; gap: 14px; align-items: flex-start; }
.step.final .info { flex: 1; min-width: 0; }
.step .head { margin-bottom: 6px; }
.step .action { font: 600 13px ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-word; }
.step pre { max-height: 14em; }
.screen { position: relative; width: 240px; flex: none; line-height: 0; border: 1px solid var(--line); border-radius: 10px; overflow: hidden; background: #000; }
.screen img { width: 100%; display: block; }
.screen .none { display: block; line-height: 1.4; color: #c9d1d9; padding: 40px 12px; text-align: center; aspect-ratio: 9 / 20; }
.overlay { position: absolute; inset: 0; width: 100%; height: 100%; }
.overlay .mark { fill: rgba(255, 40, 40, 0.4); stroke: #ff1a1a; stroke-width: 4; paint-order: stroke; }
.overlay .mark-ring { fill: none; stroke: #ff1a1a; stroke-width: 3; stroke-dasharray: 5 4; }
.overlay .mark-dot { fill: #ff1a1a; stroke: #fff; stroke-width: 1.5; }
.overlay .arrow { stroke: #ff1a1a; stroke-width: 6; stroke-linecap: round; }
.overlay .arrow-head { fill: #ff1a1a; }
.caption { position: absolute; left: 6px; right: 6px; bottom: 8px; line-height: 1.3; background: rgba(20, 20, 20, 0.82); color: #fff; font: 600 12px ui-monospace, monospace; padding: 4px 6px; border-radius: 5px; word-break: break-word; }
.bar { display: inline-block; width: 80px; height: 8px; background: #eaeef2; border-radius: 4px; vertical-align: middle; margin-left: 6px; overflow: hidden; }
.bar span { display: block; height: 100%; background: var(--ok); }
.pager { margin: 8px 0; } .pager a { margin-right: 14px; }
dl.kv { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 4px 0; }
dl.kv dt { color: var(--muted); } dl.kv dd { margin: 0; }
.up { color: var(--ok); font-weight: 600; } .down { color: var(--bad); font-weight: 600; }
"""


def text(value: Any) -> str:
    """Any value as escaped HTML text (non-strings as compact JSON)."""
    return escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str))


def attr(value: str) -> str:
    """A value for an HTML attribute (quotes escaped too)."""
    return escape(value, quote=True)


def href(path: str) -> str:
    """A relative link to a file of the run: each path segment URL-quoted, then escaped."""
    return attr(quote(path, safe="/"))


def pct(value: float | None) -> str:
    """A rate as the report writes it: one decimal percent, "-" when undefined (no judged episode)."""
    return "-" if value is None else f"{100 * value:.1f}"


def badges(tags: list[str]) -> str:
    """Outcome badges: the outcome word first, then its flags."""
    return "".join(f'<span class="badge {"flag" if i else attr(t)}">{text(t.replace("_", " "))}</span>' for i, t in enumerate(tags))


def page(title: str, subtitle: str, body: str, script: str = "") -> str:
    """A whole page; ``title`` is escaped, ``subtitle``, ``body`` and ``script`` are markup built by the report."""
    js = f"<script>{script}</script>" if script else ""
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{text(title)}</title>'
        f"<style>{STYLE}</style></head><body><header><h1>{text(title)}</h1><div class=\"sub\">{subtitle}</div></header>"
        f"<main>{body}</main>{js}</body></html>\n"
    )
