"""The play page: the phone's screen, the instruction, the buttons, the verdict at the end.

On the screen, a press that stays within a few pixels is a CLICK, or a LONG_PRESS when held
for at least half a second; one that moves is a SWIPE from where it started to where it ended,
in the time it took. Points are sent in 0-1000 coordinates as the simulator maps them
(``v = px / size * 1000``). Every text the page shows is set as text, never as markup.
"""

from __future__ import annotations

PLAY_PAGE = r"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MobileGym play</title>
<style>
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1f2328; display: flex; gap: 24px; padding: 20px; }
#phone { flex: none; width: 360px; height: 800px; border: 8px solid #24292f; border-radius: 22px; overflow: hidden; background: #000; box-sizing: content-box; }
#screen { width: 360px; height: 800px; display: block; cursor: crosshair; touch-action: none; user-select: none; -webkit-user-drag: none; }
#side { flex: 1; max-width: 560px; }
h1 { font-size: 16px; margin: 0 0 6px; }
#instruction { font-size: 16px; background: #f6f8fa; border-left: 4px solid #0969da; padding: 8px 12px; white-space: pre-wrap; }
.row { display: flex; gap: 6px; flex-wrap: wrap; margin: 10px 0; align-items: center; }
button { font: inherit; padding: 4px 12px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; }
button:hover { background: #eaeef2; } button:disabled { opacity: 0.5; cursor: default; }
button.end { background: #1a7f37; color: #fff; border-color: #1a7f37; }
input[type=text] { font: inherit; padding: 4px 6px; flex: 1; min-width: 200px; }
.meta { color: #656d76; }
#error { color: #cf222e; white-space: pre-wrap; }
#log { font: 12.5px ui-monospace, monospace; max-height: 260px; overflow: auto; padding-left: 28px; }
#verdict { border: 1px solid #d0d7de; border-radius: 6px; padding: 8px 12px; margin: 10px 0; }
#verdict.success { background: #dafbe1; border-color: #1a7f37; } #verdict.failed { background: #ffebe9; border-color: #cf222e; }
#verdict h2 { font-size: 16px; margin: 0 0 4px; }
#verdict li { white-space: pre-wrap; word-break: break-word; }
</style></head><body>
<div id="phone"><img id="screen" alt="phone screen" draggable="false"></div>
<div id="side">
  <h1 id="title"></h1>
  <div id="instruction"></div>
  <p class="meta">step <span id="step">0</span> of <span id="budget">-</span> · progress <span id="progress">-</span> · <span id="effect"></span></p>
  <div class="row" id="keys">
    <button data-action="BACK()">BACK</button><button data-action="HOME()">HOME</button><button data-action="RECENT()">RECENT</button>
    <button data-action="ENTER()">ENTER</button><button data-action="WAIT(1000)">WAIT 1 s</button>
  </div>
  <div class="row">
    <input type="text" id="text" placeholder="text to type into the focused field, or your answer">
    <label><input type="checkbox" id="clear"> clear first</label>
    <button id="type">TYPE</button><button id="answer">ANSWER</button>
  </div>
  <div class="row"><button class="end" data-action="COMPLETE()">COMPLETE</button><button data-action="ABORT()">ABORT</button>
    <button id="reset">New episode</button></div>
  <div id="error"></div>
  <div id="verdict" hidden></div>
  <p class="meta">Click, hold (half a second) or drag on the screen. Actions played:</p>
  <ol id="log"></ol>
</div>
<script>
const $ = (id) => document.getElementById(id);
const screen = $('screen');
let busy = false, done = false;

function show(view) {
  $('title').textContent = `${view.task_id} · episode ${view.episode}`;
  $('instruction').textContent = view.instruction || '';
  $('step').textContent = view.step; $('budget').textContent = view.budget ?? '-';
  $('progress').textContent = typeof view.progress === 'number' ? view.progress.toFixed(2) : '-';
  $('effect').textContent = view.effect || '';
  const log = $('log'); log.replaceChildren();
  for (const a of view.actions) { const li = document.createElement('li'); li.textContent = a; log.append(li); }
  log.scrollTop = log.scrollHeight;
  screen.src = `/screen.jpg?v=${view.version}`;
  done = view.done;
  document.body.dataset.step = String(view.step); document.body.dataset.done = String(done);
  for (const b of document.querySelectorAll('button:not(#reset)')) b.disabled = done;
  const box = $('verdict');
  box.hidden = !done; box.replaceChildren();
  if (done) {
    const v = view.verdict, h = document.createElement('h2');
    box.className = v.error ? 'error' : v.success ? 'success' : 'failed';
    h.textContent = v.error ? `Infrastructure error: ${v.error}` : v.success ? 'Success' : 'Not done';
    const p = document.createElement('p');
    const flags = ['false_complete', 'overdue', 'side_effects'].filter((f) => v[f]).map((f) => f.replace('_', ' '));
    p.textContent = `progress ${(v.progress ?? 0).toFixed(2)} · reward ${(v.reward ?? 0).toFixed(3)} · ended by ${v.ended_by}` + (flags.length ? ` · ${flags.join(', ')}` : '');
    box.append(h, p);
    const items = [...v.issues.map((i) => `failed check ${i.check}: expected ${JSON.stringify(i.expected)}, got ${JSON.stringify(i.actual)}${i.detail ? ' (' + i.detail + ')' : ''}`),
                   ...v.unexpected_changes.map((c) => `unexpected change ${c.path}: ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`)];
    if (items.length) { const ul = document.createElement('ul'); for (const t of items) { const li = document.createElement('li'); li.textContent = t; ul.append(li); } box.append(ul); }
    const saved = document.createElement('p'); saved.className = 'meta';
    saved.textContent = `Saved to ${view.saved}; see it with mobilegym report.`; box.append(saved);
  }
}

async function call(path, body) {
  if (busy) return;
  busy = true; $('error').textContent = '';
  try {
    const r = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body || {})});
    const data = await r.json();
    if (r.ok) show(data); else $('error').textContent = data.error;
  } catch (e) { $('error').textContent = `the server did not answer (${e}); is mobilegym play still running?`; }
  finally { busy = false; }
}
const act = (action) => { if (!done) call('/api/step', {action}); };

const num = (v) => String(Math.round(Math.min(1000, Math.max(0, v)) * 10) / 10);
function point(e) {
  const r = screen.getBoundingClientRect();
  return {x: (e.clientX - r.left) / r.width * 1000, y: (e.clientY - r.top) / r.height * 1000, px: e.clientX, py: e.clientY};
}
let press = null;
screen.addEventListener('pointerdown', (e) => { e.preventDefault(); screen.setPointerCapture(e.pointerId); press = {...point(e), t: performance.now()}; });
screen.addEventListener('pointerup', (e) => {
  if (!press) return;
  const end = point(e), ms = Math.round(performance.now() - press.t), start = press; press = null;
  if (Math.hypot(end.px - start.px, end.py - start.py) < 8) {
    act(ms >= 500 ? `LONG_PRESS(${num(start.x)}, ${num(start.y)}, ${Math.min(ms, 60000)})` : `CLICK(${num(start.x)}, ${num(start.y)})`);
  } else {
    act(`SWIPE(${num(start.x)}, ${num(start.y)}, ${num(end.x)}, ${num(end.y)}, ${Math.min(Math.max(ms, 50), 60000)})`);
  }
});
screen.addEventListener('pointercancel', () => { press = null; });

for (const b of document.querySelectorAll('button[data-action]')) b.addEventListener('click', () => act(b.dataset.action));
$('type').addEventListener('click', () => act(`TYPE(${JSON.stringify($('text').value)}${$('clear').checked ? ', clear=true' : ''})`));
$('answer').addEventListener('click', () => act(`ANSWER(${JSON.stringify($('text').value)})`));
$('text').addEventListener('keydown', (e) => { if (e.key === 'Enter') $('type').click(); });
$('reset').addEventListener('click', () => call('/api/reset'));
fetch('/api/view').then((r) => r.json()).then(show);
</script></body></html>
"""
