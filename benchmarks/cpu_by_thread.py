"""Where a step's CPU goes: ms a step by process kind and thread, ours beside the bare page.

    .venv/bin/python benchmarks/cpu_by_thread.py [--phones 16] [--rounds 30] [--mode capture|default|still|bare|all]
        [--v8=--expose-gc] [--launch-arg=--some-chromium-switch ...]

``capture``: N phones of ``MobileGym/Clock_ToggleAlarm-v0`` in a vector env, random actions, a
capture every step (``always_capture``); ``default``: the same without it; ``still``: a capture
every step, each action a 60 s WAIT, so that a step changes the status bar's clock and nothing
else, as the bare page's does, and an episode resets at its step budget (what ours costs
apart from drawing screens that change);
``bare``: N bare phone pages (benchmarks/run.py), a step each. Three rounds first, then ``--rounds`` measured.
Each thread's user + system time (``/proc``), summed by process kind (``python`` is this
process, ``node`` Playwright's driver, the others Chromium's ``--type``, ``browser`` the browser
process) and thread name (digits dropped: the raster and V8 workers are ``ThreadPoolForeg``).
``--v8`` replaces V8's flags (``chromium.V8_FLAGS``), ``--launch-arg`` adds Chromium switches:
for A/B runs of a flag in one sitting. The bare page has no simulator: the difference by
thread is what the simulator costs where.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections import Counter
from functools import partial
from typing import Any

import psutil
from run import CAPTURE, _bare_step, _chromium_kind, _home_screen_png, _open_bare_page, _phone_page_html, _vec_rounds  # benchmarks/run.py

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.browser import chromium
from mobilegym_gym.browser.runtime import Runtime


def _cpu_by_thread() -> Counter[str]:
    """CPU seconds so far of every thread of this process and all under it, by kind:thread."""
    out: Counter[str] = Counter()
    me = psutil.Process()
    for proc in (me, *me.children(recursive=True)):
        try:
            argv = proc.cmdline()
            threads = proc.threads()
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
        if proc.pid == me.pid:
            kind = "python"
        elif argv and "node" in os.path.basename(argv[0]):
            kind = "node"
        else:
            kind = _chromium_kind(argv)
        for t in threads:
            try:
                with open(f"/proc/{proc.pid}/task/{t.id}/comm") as f:
                    name = f.read().strip().rstrip("0123456789")
            except OSError:
                continue
            key = kind if kind in ("python", "node") else f"{kind}:{name}"
            out[key] += t.user_time + t.system_time
    return out


def _per_step(before: Counter[str], after: Counter[str], steps: int) -> dict[str, float]:
    return {k: round((after[k] - before.get(k, 0.0)) * 1000 / steps, 2) for k in after if after[k] - before.get(k, 0.0) > 0}


def ours(phones: int, rounds: int, always_capture: bool, still: bool = False) -> dict[str, float]:
    import gymnasium as gym

    vec = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=phones, capture_size=CAPTURE, always_capture=always_capture)
    vec.reset(seed=0)
    vec.action_space.seed(0)
    play = partial(_vec_rounds, shape=_as_waits) if still else _vec_rounds
    play(vec, 3)
    before = _cpu_by_thread()
    steps = play(vec, rounds)
    after = _cpu_by_thread()
    vec.close()
    Runtime.shared().close()
    return _per_step(before, after, steps)


def _as_waits(actions: dict[str, Any]) -> None:
    """Every sampled action made a 60 s WAIT."""
    actions["action_type"][:] = int(A.ActionType.WAIT)
    actions["duration"][:] = A.MAX_DURATION_MS


def bare(phones: int, rounds: int) -> dict[str, float]:
    html = _phone_page_html(_home_screen_png(CAPTURE))
    Runtime.shared().close()
    rt = Runtime()
    pages = [rt.call(_open_bare_page(rt, html)) for _ in range(phones)]

    async def one_round() -> None:
        await asyncio.gather(*(_bare_step(p) for p in pages))

    for _ in range(3):
        rt.call(one_round())
    before = _cpu_by_thread()
    for _ in range(rounds):
        rt.call(one_round())
    after = _cpu_by_thread()
    rt.close()
    return _per_step(before, after, rounds * phones)


def _table(results: dict[str, dict[str, float]]) -> str:
    keys = sorted({k for r in results.values() for k in r}, key=lambda k: -max(r.get(k, 0.0) for r in results.values()))
    keys = [k for k in keys if max(r.get(k, 0.0) for r in results.values()) >= 0.05]
    rows = [["thread", *results]] + [[k, *(f"{r.get(k, 0.0):.2f}" for r in results.values())] for k in keys]
    rows.append(["total", *(f"{sum(r.values()):.2f}" for r in results.values())])
    return "\n".join("| " + " | ".join(row) + " |" for row in [rows[0], ["---"] * len(rows[0]), *rows[1:]])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=30, help="measured rounds (after three)")
    parser.add_argument("--mode", choices=["capture", "default", "still", "bare", "all"], default="all")
    parser.add_argument("--v8", default=None, help="V8's flags instead of chromium.V8_FLAGS (one string)")
    parser.add_argument("--launch-arg", action="append", default=[], help="a Chromium switch to add (repeatable)")
    args = parser.parse_args()
    if args.v8 is not None:
        chromium.LAUNCH_ARGS = tuple(f"--js-flags={args.v8}" if a.startswith("--js-flags=") else a for a in chromium.LAUNCH_ARGS)
    chromium.LAUNCH_ARGS = (*chromium.LAUNCH_ARGS, *args.launch_arg)
    results: dict[str, dict[str, Any]] = {}
    if args.mode in ("bare", "all"):
        results["bare page"] = bare(args.phones, args.rounds)
    if args.mode in ("capture", "all"):
        results["ours, a capture every step"] = ours(args.phones, args.rounds, True)
    if args.mode in ("default", "all"):
        results["ours, default"] = ours(args.phones, args.rounds, False)
    if args.mode in ("still", "all"):
        results["ours, a capture every step, only the clock moving"] = ours(args.phones, args.rounds, True, still=True)
    print(f"CPU ms a step, N={args.phones}, {args.rounds} rounds\n")
    print(_table(results))


if __name__ == "__main__":
    main()
