"""Performance figures of the phone envs, each beside a bare-page baseline measured in the same run.

    .venv/bin/python benchmarks/run.py [--quick] --json benchmarks/results/latest.json

Figures (flat JSON; times in ms unless the key says s; capture 540x1200 JPEG unless the key
names another size):
- cold_start_s: from nothing (new runtime, browser launch) to the first observation of one env;
  cold_start_n64_s: from nothing to the first observation of all 64 phones of a pool;
- *_dense: the same figure in dense mode, ``phones_per_page=DENSE_K`` (32: N=32 is one page,
  N=64 two): mem_per_instance_mib_n32_dense, steps_per_s_n32_dense,
  cpu_ms_per_step_n32_dense, cpu_per_step_bare_over_ours_n32_dense, cold_start_n64_s_dense;
- add_instance_s: one more env (page) in a running browser, to its first observation;
- step_ms_p50/p95: tap + settle + screenshot + state read, one instance (Calculator keys);
  step_ms_p50_wechat: the same, opening a WeChat chat and going back;
- reset_ms_p50: new episode on the same page (in memory), a new seed each, to its observation
  (state only too); reset_new_screen_ms_p50: the phone's reset and decoded screenshot, each at a
  start time a minute later, so no reset draws a screen captured before (sim/captures.py) and
  every one takes a capture;
- snapshot_restore_ms_p50: snapshot + restore of the whole state, rendered and settled (the
  paper's figure is this one); *_obs_*: plus the new observation;
- mem_per_instance_mib_nN: PSS of all browser processes / N, for N phones with WeChat open;
  mem_per_instance_mib_n32_home: the same on the home screen (what opening WeChat costs);
  mem_per_instance_mib_nN_after_taps (the largest N): the same phones after TAP_ROUNDS more
  rounds of random taps, each its own way through WeChat (the garbage of a working phone);
  mem_per_instance_mib_n32_<app>_feed: with an app's main feed read past 50 items (FEEDS), and
  *_retained: the same after a full garbage collection in every page;
- steps_per_s_nN: aggregate steps/s of N phones in a vector env (random actions on a real task,
  judge on, ended episodes reset with a mask as a training loop would); steps_per_s_n32_warm:
  the same after every page has opened every app once (first visits compile an app's code and
  fetch its fonts: a long-running job's steady state); steps_per_s_n32_next_step: the same with
  Gymnasium's NEXT_STEP autoreset (an ended sub-env resets inside the next round, beside the
  other phones' steps), counting applied actions only; steps_per_s_n32_always_capture: the
  same with a screenshot every step (by default a step whose action changed nothing in the
  page's document returns a copy of the last capture: the same pixels, without taking one);
- cpu_ms_per_step_nN*: CPU (user + system, this process and all under it: browsers, driver,
  workers) per step of the same rounds; py_cpu_ms_per_step_nN*: this Python process's alone; cpu_per_step_bare_over_ours_n32*: the bare page's over
  ours, what the steps/s ratio would be on a host that ran nothing else (steps/s moves with the
  other work on a shared host; a step's CPU much less);
- judge_ms_p50/p95: judging one state of a typical task (diff, side effects, checks);
  judge_text_ms_p50/p95: the same for a note judged by its claims (EbayDualItemCompareToNotes),
  at a step after the note was written (its reading is remembered); judge_new_text_ms_p50/p95:
  at the step it is written (a text the reader has not seen);
- soak_*: 10,000 steps (1,000 with --quick) on 8 phones after a 2,000-step warm-up, browser
  PSS after a forced garbage collection in every page at start, every fifth, and end;
- bare_*: the same measurements on a bare phone page: a still image of the phone's home screen
  (same pixels, same capture size) whose status-bar text changes every step, an evaluate that
  sets and reads back that text, the same CDP screenshot and the same JPEG decode, in a browser
  launched as ours are. It is the floor that Chromium, Playwright and the observation cost here
  without a simulator;
  bare_mem_per_page_mib_nN is a page that drew once, bare_mem_per_page_mib_nN_stepped the same
  after its steps (about 5 MiB more: a redrawn tile keeps the one it replaced in cc's pool, and
  the browser keeps its screenshot buffers), as our phones are measured after their reset and
  WeChat's first screen; mem_vs_bare_stepped_ratio_nN compares those;
  blank_*: a one-div white page, the absolute floor. *_ratio keys are ours / bare.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import platform
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import psutil

from mobilegym_gym import actions as A
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.env import MobileGymEnv
from mobilegym_gym.pool import EnvPool
from mobilegym_gym.sim.screen import Screen

CAPTURE = (540, 1200)
SMALL = (360, 800)
#: Rounds of random taps after which ``mem_per_instance_mib_nN_after_taps`` is read.
TAP_ROUNDS = 40
#: Phones per page of the dense figures (``*_dense``).
DENSE_K = 32
BLANK_HTML = "<html><body style='margin:0;background:#fff'><div id=x style='font:16px sans-serif'>bare</div></body></html>"


def _pss_mib_of_browsers() -> float:
    """Total PSS of the Chromium processes started by this process (not other users' browsers)."""
    total = 0
    for child in psutil.Process().children(recursive=True):
        try:
            if "chrom" in (child.cmdline() or [""])[0]:
                total += child.memory_full_info().pss
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return total / 2**20


def _chromium_kind(argv: list[str]) -> str:
    """A Chromium process's kind: its ``--type`` (renderer, utility, zygote...), else ``browser``."""
    return next((a.split("=", 1)[1] for a in argv if a.startswith("--type=")), "browser")


def _cpu_s_of_self() -> float:
    """CPU seconds (user + system) of this process alone, every thread (the runtime's loop too)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _cpu_s_of_tree() -> float:
    """CPU seconds (user + system) used so far by this process and every live process under it
    (browsers, the Playwright driver, vector-env workers). On a host shared with other work a
    step's CPU cost moves far less than steps/s does: other processes take wall time, not ours."""
    total = 0.0
    for proc in (psutil.Process(), *psutil.Process().children(recursive=True)):
        try:
            t = proc.cpu_times()
            total += t.user + t.system
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return total


def _pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1] if len(values) > 1 else values[0]


def _time_ms(fn: Any, n: int) -> list[float]:
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def _home_screen_png(capture: tuple[int, int]) -> bytes:
    """The phone's home screen as PNG at ``capture``: the bare phone page shows this image."""
    env = MobileGymEnv(capture_size=capture, image_format="png")
    env.reset(seed=0)
    data = env.last_screenshot
    env.close()
    return data


def bench_phone(quick: bool) -> dict[str, Any]:
    n = 40 if quick else 200
    r: dict[str, Any] = {}
    Runtime.shared().close()
    t = time.perf_counter()
    env = MobileGymEnv(capture_size=CAPTURE)
    env.reset(seed=0)
    r["cold_start_s"] = round(time.perf_counter() - t, 3)
    t = time.perf_counter()
    env2 = MobileGymEnv(capture_size=CAPTURE)
    env2.reset(seed=0)
    r["add_instance_s"] = round(time.perf_counter() - t, 3)
    env2.close()

    env.reset(seed=0)
    env.step(A.awake("calculator"))
    keys = [env.locate(test_id=f"calc-key-{k}") for k in "123456789"]

    def step() -> None:
        env.step(A.click(*keys[int(time.perf_counter() * 1000) % len(keys)]))
        env.get_state()

    step()
    steps = _time_ms(step, n)
    r["step_ms_p50"], r["step_ms_p95"] = round(_pct(steps, 50), 2), round(_pct(steps, 95), 2)
    seeds = iter(range(1, 10**6))
    resets = _time_ms(lambda: env.reset(seed=next(seeds)), max(10, n // 4))
    r["reset_ms_p50"] = round(_pct(resets, 50), 2)
    start = env.get_state()["os"]["clock"]["now"]
    later = iter(range(1, 10**6))

    def reset_to_a_new_screen() -> None:
        env._call(env.phone.reset(seed=1, start_ms=start + next(later) * 60_000))
        env._call(env.phone.screenshot())

    new_screens = _time_ms(reset_to_a_new_screen, max(10, n // 4))
    r["reset_new_screen_ms_p50"] = round(_pct(new_screens, 50), 2)
    page_resets = _time_ms(lambda: env._call(env.phone.reset(seed=1)), max(10, n // 4))
    r["reset_state_only_ms_p50"] = round(_pct(page_resets, 50), 2)
    env.step(A.awake("calculator"))
    snap = env.snapshot()
    state_only = _time_ms(lambda: env._call(env.phone.restore(env.snapshot())), max(10, n // 4))
    r["snapshot_restore_ms_p50"] = round(_pct(state_only, 50), 2)
    restores = _time_ms(lambda: env.restore(env.snapshot()), max(10, n // 4))
    r["snapshot_restore_obs_ms_p50"] = round(_pct(restores, 50), 2)
    r["snapshot_bytes"] = len(json.dumps(snap))
    env.reset(seed=0)
    env.step(A.awake("wechat"))
    boss = env.locate("Boss")
    wechat_steps: list[float] = []
    for i in range(n):
        t = time.perf_counter()
        env.step(A.click(*boss) if i % 2 == 0 else A.back())
        env.get_state()
        wechat_steps.append((time.perf_counter() - t) * 1000)
    r["step_ms_p50_wechat"] = round(_pct(wechat_steps, 50), 2)
    env.close()
    Runtime.shared().close()
    return r


def bench_cold_start_pool(count: int, phones_per_page: int = 1, suffix: str = "") -> dict[str, Any]:
    """From nothing (no runtime, no browser) to the first observation of ``count`` phones."""
    Runtime.shared().close()
    t = time.perf_counter()
    pool = EnvPool("MobileGym/Clock_ToggleAlarm-v0", size=count, capture_size=CAPTURE, phones_per_page=phones_per_page)

    async def reset_all() -> None:
        await asyncio.gather(*(h.areset(seed=h.index) for h in pool.handles))

    pool.runtime.call(reset_all())
    elapsed = time.perf_counter() - t
    pool.close()
    Runtime.shared().close()
    return {f"cold_start_n{count}_s{suffix}": round(elapsed, 2)}


def _vec_rounds(vec: Any, rounds: int, shape: Callable[[dict[str, Any]], None] | None = None) -> int:
    """``rounds`` random lock-step rounds, ended sub-envs reset with a mask; the steps taken.
    ``shape`` changes each round's sampled actions in place (all of one kind, say)."""
    for _ in range(rounds):
        actions = vec.action_space.sample()
        if shape is not None:
            shape(actions)
        _, _, term, trunc, _ = vec.step(actions)
        done = term | trunc
        if done.any():
            vec.reset(options={"reset_mask": done})
    return rounds * vec.num_envs


def _vec_rounds_next_step(vec: Any, rounds: int) -> int:
    """``rounds`` random rounds with ``autoreset_mode=NEXT_STEP``: a sub-env that ended resets
    inside the next round, beside the others' steps; the applied actions (steps) taken."""
    acted = 0
    ended = np.zeros(vec.num_envs, dtype=bool)
    for _ in range(rounds):
        _, _, term, trunc, _ = vec.step(vec.action_space.sample())
        acted += int((~ended).sum())
        ended = term | trunc
    return acted


def _visit_every_app(vec: Any) -> None:
    """Every sub-env opens every app once, then all reset: what a page has done after a while."""
    for app in range(vec.single_action_space["app"].n):
        actions = vec.action_space.sample()
        actions["action_type"][:] = int(A.ActionType.AWAKE)
        actions["app"][:] = app
        _, _, term, trunc, _ = vec.step(actions)
        if (term | trunc).any():
            vec.reset(options={"reset_mask": term | trunc})
    vec.reset(options={"reset_mask": np.ones(vec.num_envs, dtype=bool)})


def bench_throughput(
    counts: list[int], quick: bool, capture: tuple[int, int] = CAPTURE, suffix: str = "", warm: bool = False, next_step: bool = False, always_capture: bool = False, phones_per_page: int = 1
) -> dict[str, Any]:
    """Aggregate steps/s of N phones in lock step (vector env), random actions on a real task
    (clock.ToggleAlarm), judge on; pages fresh (their first visits to apps measured too), or
    ``warm``: every page has opened every app once before (a long-running training job);
    ended episodes reset with a mask, or (``next_step``) by Gymnasium's NEXT_STEP autoreset;
    ``always_capture``: a screenshot every step, also when the action changed nothing drawn;
    ``phones_per_page``: dense mode."""
    import gymnasium as gym

    import mobilegym_gym  # noqa: F401 - registers the ids

    r: dict[str, Any] = {}
    for count in counts:
        Runtime.shared().close()
        mode = {"autoreset_mode": "NextStep"} if next_step else {}
        vec = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=count, capture_size=capture, always_capture=always_capture, phones_per_page=phones_per_page, **mode)
        vec.reset(seed=0)
        vec.action_space.seed(0)
        if warm:
            _visit_every_app(vec)
        measure = _vec_rounds_next_step if next_step else _vec_rounds
        measure(vec, 2)
        rounds = max(5, (200 if quick else 600) // count)
        cpu, own, t = _cpu_s_of_tree(), _cpu_s_of_self(), time.perf_counter()
        steps = measure(vec, rounds)
        r[f"steps_per_s_n{count}{suffix}"] = round(steps / (time.perf_counter() - t), 1)
        r[f"cpu_ms_per_step_n{count}{suffix}"] = round((_cpu_s_of_tree() - cpu) * 1000 / steps, 1)
        r[f"py_cpu_ms_per_step_n{count}{suffix}"] = round((_cpu_s_of_self() - own) * 1000 / steps, 2)
        vec.close()
    Runtime.shared().close()
    return r


def bench_judge(quick: bool) -> dict[str, Any]:
    """Judging one step of a typical task (clock.AddAlarm): diff, side effects and checks."""
    import copy

    from mobilegym_gym.judge.judge import judge
    from mobilegym_gym.sim import bundle
    from mobilegym_gym.tasks.loader import default_tasks
    from mobilegym_gym.tasks.task import instantiate

    loaded = default_tasks().tasks["clock.AddAlarm"]
    inst = instantiate(loaded, 0)
    initial = bundle.fresh_state()
    final = copy.deepcopy(initial)
    final["apps"]["clock"]["alarms"].append({"id": "a99", "hour": inst.params["hour"], "minute": inst.params["minute"], "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False})
    final["os"]["clock"]["now"] += 5000

    def once() -> None:
        judge(final, initial, inst.checks, inst.expected, loaded.spec.answer_fields, inst.expected_answers, loaded.hooks, inst.params)

    once()
    times = _time_ms(once, 300 if quick else 2000)
    out = {"judge_ms_p50": round(_pct(times, 50), 3), "judge_ms_p95": round(_pct(times, 95), 3)}

    # An output judged as claims: the note of crossapp_commerce.EbayDualItemCompareToNotes.
    loaded = default_tasks().tasks["crossapp_commerce.EbayDualItemCompareToNotes"]
    inst = instantiate(loaded, 0)
    pair = inst.params["pair"]
    loser = pair["b"]["query"] if pair["cheaper"] == pair["a"]["query"] else pair["a"]["query"]
    note = {"id": "n99", "title": "eBay price check", "body": f"{pair['cheaper']} is cheaper than {loser} by ¥{pair['diff']:,.2f} (¥{pair['a']['low']['total']:,.2f} against ¥{pair['b']['low']['total']:,.2f}).", "trashedAt": None}
    note_final = copy.deepcopy(initial)
    note_final["apps"]["notes"]["notes"].append({**copy.deepcopy(note_final["apps"]["notes"]["notes"][0]), **note})
    note_final["os"]["clock"]["now"] += 5000

    def note_once() -> None:
        judge(note_final, initial, inst.checks, inst.expected, loaded.spec.answer_fields, inst.expected_answers, loaded.hooks, inst.params)

    note_once()
    times = _time_ms(note_once, 300 if quick else 2000)
    out |= {"judge_text_ms_p50": round(_pct(times, 50), 3), "judge_text_ms_p95": round(_pct(times, 95), 3)}

    # The step the note is written in: a text the reader has not seen (a new title each time).
    notes = note_final["apps"]["notes"]["notes"]
    written = iter(range(10**9))

    def new_note_once() -> None:
        notes[-1] = {**notes[-1], "title": f"eBay price check {next(written)}"}
        note_once()

    times = _time_ms(new_note_once, 300 if quick else 2000)
    return out | {"judge_new_text_ms_p50": round(_pct(times, 50), 3), "judge_new_text_ms_p95": round(_pct(times, 95), 3)}


#: Each app's main feed and the drags of 550/1000 of the screen that take it past 50 items.
FEEDS: tuple[tuple[str, int], ...] = (("bilibili", 14), ("redbook", 8), ("x", 6), ("spotify", 8), ("wechat_reading", 14), ("reddit", 8))


def bench_memory(counts: list[int], app: str | None = "wechat", suffix: str = "", swipes: int = 0, retained: bool = False, phones_per_page: int = 1) -> dict[str, Any]:
    """PSS of the browser processes per phone, each phone reset and showing ``app`` (default
    WeChat, the app with the most world data; None: the home screen), its first screen then
    scrolled by ``swipes`` drags of 550/1000 of the screen (a feed read through); at the largest N every
    phone also steps once (alive and stepping). ``retained``: also the PSS after a full garbage
    collection in every page (``*_retained``): what the pages hold, without the garbage that V8
    and Blink's heap keep until their next collection. ``phones_per_page``: dense mode."""
    r: dict[str, Any] = {}
    for count in counts:
        Runtime.shared().close()
        pool = EnvPool("MobileGym/Phone-v0", size=count, capture_size=CAPTURE, phones_per_page=phones_per_page)

        async def warm() -> None:
            await asyncio.gather(*(h.areset(seed=h.index) for h in pool.handles))
            if app is not None:
                await asyncio.gather(*(h.astep(A.awake(app)) for h in pool.handles))
            for _ in range(swipes):
                await asyncio.gather(*(h.astep(A.drag(500, 800, 500, 250)) for h in pool.handles))

        pool.runtime.call(warm())
        r[f"mem_per_instance_mib_n{count}{suffix}"] = round(_pss_mib_of_browsers() / count, 1)
        if retained:

            async def collect() -> None:
                await asyncio.gather(*(h.env.phone.cdp.send("HeapProfiler.collectGarbage") for h in pool.handles))

            pool.runtime.call(collect())
            r[f"mem_per_instance_mib_n{count}{suffix}_retained"] = round(_pss_mib_of_browsers() / count, 1)
        if count == counts[-1] and not suffix:

            async def one_round() -> list[Any]:
                return await asyncio.gather(*(h.astep(A.click(500, 500)) for h in pool.handles))

            t = time.perf_counter()
            results = pool.runtime.call(one_round())
            r[f"round_of_steps_s_n{count}"] = round(time.perf_counter() - t, 2)
            r[f"env_errors_n{count}"] = sum("env_error" in info for *_, info in results)
            taps = random.Random(0)

            async def tap_round() -> None:
                await asyncio.gather(*(h.astep(A.click(taps.randint(20, 980), taps.randint(60, 940))) for h in pool.handles))

            for _ in range(TAP_ROUNDS):
                pool.runtime.call(tap_round())
            r[f"mem_per_instance_mib_n{count}_after_taps"] = round(_pss_mib_of_browsers() / count, 1)
        pool.close()
    Runtime.shared().close()
    return r


def bench_soak(steps: int, count: int = 8) -> dict[str, Any]:
    """``steps`` random steps on ``count`` phones of a real task, after a warm-up of a fifth as
    many (random actions open every app; each renderer's caches and heap grow to a working size
    first); browser PSS after a forced GC in every page, after the warm-up, at each fifth of the
    run and at the end."""
    import gymnasium as gym

    Runtime.shared().close()
    vec = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=count, capture_size=CAPTURE)
    vec.reset(seed=0)
    vec.action_space.seed(1)
    def retained() -> float:
        """PSS after a full garbage collection in every page: what a leak would keep."""

        async def collect() -> None:
            await asyncio.gather(*(e.phone.cdp.send("HeapProfiler.collectGarbage") for e in vec.envs))

        vec._runtime.call(collect())
        return _pss_mib_of_browsers()

    _vec_rounds(vec, steps // 5 // count)
    trace = [retained()]
    t = time.perf_counter()
    for _ in range(5):
        _vec_rounds(vec, steps // 5 // count)
        trace.append(retained())
    rate = steps / (time.perf_counter() - t)
    vec.close()
    Runtime.shared().close()
    return {
        "soak_steps": steps,
        "soak_pss_start_mib": round(trace[0], 1),
        "soak_pss_end_mib": round(trace[-1], 1),
        "soak_pss_trace_mib": [round(x) for x in trace],
        "soak_growth_pct": round((trace[-1] - trace[0]) / trace[0] * 100, 1),
        "soak_steps_per_s": round(rate, 1),
    }


async def _open_bare_page(rt: Runtime, html: str, capture: tuple[int, int] = CAPTURE) -> Any:
    """A bare page (``html``) in ``rt``'s browser, sized and scaled as a phone's; with its CDP session."""
    browser = await rt.browser(0, capture[0] / 360)
    ctx = await browser.new_context(viewport={"width": 360, "height": 800}, device_scale_factor=capture[0] / 360)
    page = await ctx.new_page()
    await page.set_content(html)
    return page, await ctx.new_cdp_session(page)


async def _bare_step(page_cdp: Any, capture: tuple[int, int] = CAPTURE) -> np.ndarray:
    """One step of the bare page: its status-bar text changed and read back, captured, decoded."""
    page, cdp = page_cdp
    await page.evaluate("() => { const x = document.getElementById('x'); x.textContent = String(performance.now()); return x.textContent; }")
    shot = await cdp.send("Page.captureScreenshot", {"format": "jpeg", "quality": 90})
    return Screen("jpeg", base64.b64decode(shot["data"]), capture).pixels()


def bench_bare(quick: bool, counts: list[int], html: str, prefix: str, capture: tuple[int, int] = CAPTURE, suffix: str = "") -> dict[str, Any]:
    """The floor: a static page, one evaluate (change a text, read it back: the tap, settle and
    state read of a phone with nothing in it), the same CDP screenshot and JPEG decode as an env
    step, at the same capture size, in a browser launched the same way."""
    n = 40 if quick else 200
    r: dict[str, Any] = {}

    if 1 in counts:
        rt = Runtime()
        page = rt.call(_open_bare_page(rt, html, capture))
        rt.call(_bare_step(page, capture))
        steps = _time_ms(lambda: rt.call(_bare_step(page, capture)), n)
        r[f"{prefix}_step_ms_p50{suffix}"] = round(_pct(steps, 50), 2)
        t = time.perf_counter()
        rt.call(_open_bare_page(rt, html, capture))
        r[f"{prefix}_add_page_s{suffix}"] = round(time.perf_counter() - t, 3)
        rt.close()
    for count in counts:
        rt = Runtime()
        pages = [rt.call(_open_bare_page(rt, html, capture)) for _ in range(count)]
        r[f"{prefix}_mem_per_page_mib_n{count}{suffix}"] = round(_pss_mib_of_browsers() / count, 1)

        async def bare_round() -> None:
            await asyncio.gather(*(_bare_step(p, capture) for p in pages))

        rt.call(bare_round())
        rounds = max(5, (200 if quick else 600) // count)
        cpu, t = _cpu_s_of_tree(), time.perf_counter()
        for _ in range(rounds):
            rt.call(bare_round())
        r[f"{prefix}_steps_per_s_n{count}{suffix}"] = round(rounds * count / (time.perf_counter() - t), 1)
        r[f"{prefix}_cpu_ms_per_step_n{count}{suffix}"] = round((_cpu_s_of_tree() - cpu) * 1000 / (rounds * count), 1)
        r[f"{prefix}_mem_per_page_mib_n{count}{suffix}_stepped"] = round(_pss_mib_of_browsers() / count, 1)
        rt.close()
    return r


def _phone_page_html(png: bytes) -> str:
    src = "data:image/png;base64," + base64.b64encode(png).decode()
    return (
        "<html><body style='margin:0'><img src='" + src + "' style='position:absolute;left:0;top:0;width:360px;height:800px'>"
        "<div id=x style='position:absolute;left:16px;top:6px;font:13px sans-serif;color:#fff;background:#3a4f8c'>12:00</div></body></html>"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions and sizes (under 5 minutes)")
    parser.add_argument("--json", required=True, help="where to write the flat JSON of figures")
    args = parser.parse_args()
    quick = args.quick
    counts = [1, 8, 32] if quick else [1, 8, 32, 64, 128]
    mem_counts = [1, 8, 32] if quick else [1, 8, 32, 64, 128, 256]
    began = time.perf_counter()
    results: dict[str, Any] = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}", "capture": list(CAPTURE), "quick": quick}
    phone_html = {CAPTURE: _phone_page_html(_home_screen_png(CAPTURE)), SMALL: _phone_page_html(_home_screen_png(SMALL))}
    Runtime.shared().close()
    results |= bench_bare(quick, counts, phone_html[CAPTURE], "bare")
    results |= bench_bare(quick, [32], phone_html[SMALL], "bare", capture=SMALL, suffix="_360x800")
    results |= bench_bare(quick, [1, 32], BLANK_HTML, "blank")
    results |= bench_phone(quick)
    results |= bench_cold_start_pool(64)
    results |= bench_cold_start_pool(64, phones_per_page=DENSE_K, suffix="_dense")
    results |= bench_judge(quick)
    results |= bench_throughput(counts, quick)
    results |= bench_throughput([32], quick, capture=SMALL, suffix="_360x800")
    results |= bench_throughput([32], quick, suffix="_warm", warm=True)
    results |= bench_throughput([32], quick, suffix="_next_step", next_step=True)
    results |= bench_throughput([32], quick, suffix="_always_capture", always_capture=True)
    results |= bench_throughput([32], quick, suffix="_dense", phones_per_page=DENSE_K)
    results |= bench_memory(mem_counts)
    results |= bench_memory([32], app=None, suffix="_home")
    results |= bench_memory([32], suffix="_dense", phones_per_page=DENSE_K)
    for app, swipes in FEEDS:
        results |= bench_memory([32], app=app, suffix=f"_{app}_feed", swipes=swipes, retained=True)
    results |= bench_soak(1000 if quick else 10000)
    results["step_vs_bare_ratio"] = round(results["step_ms_p50"] / results["bare_step_ms_p50"], 2)
    for count in counts:
        results[f"steps_per_s_vs_bare_ratio_n{count}"] = round(results[f"steps_per_s_n{count}"] / results[f"bare_steps_per_s_n{count}"], 2)
        results[f"mem_vs_bare_ratio_n{count}"] = round(results[f"mem_per_instance_mib_n{count}"] / results[f"bare_mem_per_page_mib_n{count}"], 2)
        results[f"mem_vs_bare_stepped_ratio_n{count}"] = round(results[f"mem_per_instance_mib_n{count}"] / results[f"bare_mem_per_page_mib_n{count}_stepped"], 2)
    results["steps_per_s_vs_bare_ratio_n32_360x800"] = round(results["steps_per_s_n32_360x800"] / results["bare_steps_per_s_n32_360x800"], 2)
    results["steps_per_s_vs_bare_ratio_n32_warm"] = round(results["steps_per_s_n32_warm"] / results["bare_steps_per_s_n32"], 2)
    results["steps_per_s_vs_bare_ratio_n32_next_step"] = round(results["steps_per_s_n32_next_step"] / results["bare_steps_per_s_n32"], 2)
    results["steps_per_s_vs_bare_ratio_n32_always_capture"] = round(results["steps_per_s_n32_always_capture"] / results["bare_steps_per_s_n32"], 2)
    results["steps_per_s_vs_bare_ratio_n32_dense"] = round(results["steps_per_s_n32_dense"] / results["bare_steps_per_s_n32"], 2)
    for suffix in ("", "_warm", "_next_step", "_always_capture", "_dense"):
        results[f"cpu_per_step_bare_over_ours_n32{suffix}"] = round(results["bare_cpu_ms_per_step_n32"] / results[f"cpu_ms_per_step_n32{suffix}"], 2)
    results["steps_per_s_vs_blank_ratio_n32"] = round(results["steps_per_s_n32"] / results["blank_steps_per_s_n32"], 2)
    results["wall_s"] = round(time.perf_counter() - began, 1)
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
