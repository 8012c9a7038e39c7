"""Performance figures of one phone env, with a bare-page baseline measured in the same run.

    .venv/bin/python benchmarks/run.py [--quick] --json benchmarks/results/latest.json

Figures (flat JSON; times in ms unless the key says s):
- cold_start_s: from nothing (new runtime, browser launch) to the first observation;
- add_instance_s: one more env (page) in a running browser, to its first observation;
- step_ms_p50/p95: tap + settle + screenshot + state read, one instance;
- reset_ms_p50: new episode on the same page (in memory), to its observation;
  snapshot_restore_ms_p50: snapshot + restore + observation; *_state_only_*: without the screenshot;
- mem_per_instance_mib_nN: PSS of all browser processes / N, for N pages each on a phone;
- steps_per_s_nN: aggregate steps/s of N pages in a vector env (random actions, judge on);
- judge_ms_p50/p95: judging one state of a typical task (diff, side effects, checks);
- bare_*: the same measurements on a bare page (one static div, same capture size), the floor
  that Chromium and Playwright alone cost here; *_ratio keys are ours / bare.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from mobilegym_gym import actions as A
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.env import MobileGymEnv

CAPTURE = (540, 1200)
BARE_HTML = "<html><body style='margin:0;background:#fff'><div id=x style='font:16px sans-serif'>bare</div></body></html>"


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            ppid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except (FileNotFoundError, ProcessLookupError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(pid))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def _pss_mib_of_browsers() -> float:
    """Total PSS of the Chromium processes started by this process (not other users' browsers)."""
    total_kib = 0
    for pid in _descendants(os.getpid()):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            if b"chrom" not in cmd.split(b"\0", 1)[0]:
                continue
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total_kib += int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError, PermissionError):
            continue
    return total_kib / 1024


def _pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1] if len(values) > 1 else values[0]


def _time_ms(fn: Any, n: int) -> list[float]:
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def bench_phone(quick: bool) -> dict[str, Any]:
    n = 40 if quick else 200
    r: dict[str, Any] = {}
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
    resets = _time_ms(lambda: env.reset(seed=1), max(10, n // 4))
    r["reset_ms_p50"] = round(_pct(resets, 50), 2)
    page_resets = _time_ms(lambda: env._call(env.phone.reset(seed=1)), max(10, n // 4))
    r["reset_state_only_ms_p50"] = round(_pct(page_resets, 50), 2)
    env.step(A.awake("calculator"))
    snap = env.snapshot()
    restores = _time_ms(lambda: env.restore(env.snapshot()), max(10, n // 4))
    r["snapshot_restore_ms_p50"] = round(_pct(restores, 50), 2)
    state_only = _time_ms(lambda: env._call(env.phone.restore(env.snapshot())), max(10, n // 4))
    r["snapshot_restore_state_only_ms_p50"] = round(_pct(state_only, 50), 2)
    r["snapshot_bytes"] = len(json.dumps(snap))
    env.close()
    return r


def bench_throughput(counts: list[int], quick: bool) -> dict[str, Any]:
    """Aggregate steps/s of N pages in lock step (vector env), random actions on a real task,
    judge on; the sub-envs that end are reset with a mask, as a training loop would."""
    import gymnasium as gym

    import mobilegym_gym  # noqa: F401 - registers the ids

    r: dict[str, Any] = {}
    for count in counts:
        Runtime.shared().close()
        vec = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=count, capture_size=CAPTURE)
        vec.reset(seed=0)
        vec.action_space.seed(0)
        rounds = max(5, (200 if quick else 600) // count)
        t = time.perf_counter()
        for _ in range(rounds):
            _, _, term, trunc, _ = vec.step(vec.action_space.sample())
            done = term | trunc
            if done.any():
                vec.reset(options={"reset_mask": done})
        r[f"steps_per_s_n{count}"] = round(rounds * count / (time.perf_counter() - t), 1)
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
    return {"judge_ms_p50": round(_pct(times, 50), 3), "judge_ms_p95": round(_pct(times, 95), 3)}


def bench_memory(counts: list[int]) -> dict[str, Any]:
    r: dict[str, Any] = {}
    for count in counts:
        Runtime.shared().close()
        envs = [MobileGymEnv(capture_size=CAPTURE) for _ in range(count)]
        for e in envs:
            e.reset(seed=0)
            e.step(A.awake("calculator"))
        r[f"mem_per_instance_mib_n{count}"] = round(_pss_mib_of_browsers() / count, 1)
        for e in envs:
            e.close()
    Runtime.shared().close()
    return r


def bench_bare(quick: bool, counts: list[int]) -> dict[str, Any]:
    """The floor: a static page, a no-op evaluate and a screenshot at the same capture size."""
    n = 40 if quick else 200
    rt = Runtime()
    r: dict[str, Any] = {}

    async def open_page() -> Any:
        browser = await rt.browser()
        ctx = await browser.new_context(viewport={"width": 360, "height": 800}, device_scale_factor=CAPTURE[0] / 360)
        page = await ctx.new_page()
        await page.set_content(BARE_HTML)
        return page

    page = rt.call(open_page())

    async def bare_step() -> None:
        await page.evaluate("() => { document.getElementById('x').textContent = String(performance.now()); return document.body.innerHTML.length; }")
        await page.screenshot(type="jpeg", quality=90, caret="initial", scale="device")

    rt.call(bare_step())
    steps = _time_ms(lambda: rt.call(bare_step()), n)
    r["bare_step_ms_p50"] = round(_pct(steps, 50), 2)
    t = time.perf_counter()
    rt.call(open_page())
    r["bare_add_page_s"] = round(time.perf_counter() - t, 3)
    rt.close()
    for count in counts:
        rt = Runtime()
        pages = [rt.call(open_page()) for _ in range(count)]
        r[f"bare_mem_per_page_mib_n{count}"] = round(_pss_mib_of_browsers() / count, 1)

        async def bare_round() -> None:
            async def one(p: Any) -> None:
                await p.evaluate("() => { document.getElementById('x').textContent = String(performance.now()); return document.body.innerHTML.length; }")
                await p.screenshot(type="jpeg", quality=90, caret="initial", scale="device")

            await asyncio.gather(*(one(p) for p in pages))

        rounds = max(5, (200 if quick else 600) // count)
        t = time.perf_counter()
        for _ in range(rounds):
            rt.call(bare_round())
        r[f"bare_steps_per_s_n{count}"] = round(rounds * count / (time.perf_counter() - t), 1)
        rt.close()
    return r


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (well under 5 minutes)")
    parser.add_argument("--json", required=True, help="where to write the flat JSON of figures")
    args = parser.parse_args()
    counts = [1, 8] if args.quick else [1, 8, 32]
    results: dict[str, Any] = {"machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}", "capture": list(CAPTURE), "quick": args.quick}
    results |= bench_bare(args.quick, counts)
    Runtime.shared().close()
    results |= bench_phone(args.quick)
    results |= bench_judge(args.quick)
    results |= bench_throughput(counts, args.quick)
    results |= bench_memory(counts)
    results["step_vs_bare_ratio"] = round(results["step_ms_p50"] / results["bare_step_ms_p50"], 2)
    for count in counts:
        results[f"steps_per_s_vs_bare_ratio_n{count}"] = round(results[f"steps_per_s_n{count}"] / results[f"bare_steps_per_s_n{count}"], 2)
        results[f"mem_vs_bare_ratio_n{count}"] = round(results[f"mem_per_instance_mib_n{count}"] / results[f"bare_mem_per_page_mib_n{count}"], 2)
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
