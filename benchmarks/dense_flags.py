"""Dense mode under other V8 flags: memory by process kind and CPU a step, one run.

    nice .venv/bin/python benchmarks/dense_flags.py --phones 32 --per-page 32 [--js=--max-semi-space-size=1] [--no-gc] [--rounds 15]

N phones of ``MobileGym/Phone-v0`` in an ``EnvPool(phones_per_page=K)``: reset, WeChat opened
(PSS by process kind then, as benchmarks/run.py sums it), then 3 + 15 rounds of random taps,
drags and backs (CPU of this process and all under it a step over the last 15, and PSS again).
``--js`` adds V8 flags to ours (``chromium.V8_FLAGS``, the launch's ``--js-flags``); ``--no-gc`` leaves out ``--expose-gc`` (then
web_sim's own collections, web_sim/src/control/garbage.ts, do not run). Alternate the variants
in one sitting: one run's memory moves by about 2 MiB a phone with the garbage collector's timing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import time
from collections import Counter

import psutil
from run import _chromium_kind, _cpu_s_of_tree  # benchmarks/run.py

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.browser import chromium
from mobilegym_gym.pool import EnvPool


def _pss_by_kind() -> dict[str, float]:
    out: Counter[str] = Counter()
    for child in psutil.Process().children(recursive=True):
        try:
            cmd = child.cmdline()
            if "chrom" in (cmd or [""])[0]:
                kind = _chromium_kind(cmd)
                out[kind] += child.memory_full_info().pss / 2**20
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return {k: round(v, 1) for k, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=32)
    parser.add_argument("--per-page", type=int, default=32)
    parser.add_argument("--js", default="", help="V8 flags beside ours, chromium.V8_FLAGS (e.g. --max-semi-space-size=1)")
    parser.add_argument("--no-gc", action="store_true", help="without --expose-gc")
    parser.add_argument("--rounds", type=int, default=15, help="measured rounds of random steps")
    args = parser.parse_args()
    js = [f for f in chromium.V8_FLAGS if not (args.no_gc and f == "--expose-gc")] + args.js.split()
    chromium.LAUNCH_ARGS = tuple(a for a in chromium.LAUNCH_ARGS if not a.startswith("--js-flags=")) + ((f"--js-flags={' '.join(js)}",) if js else ())
    pool = EnvPool("MobileGym/Phone-v0", size=args.phones, phones_per_page=args.per_page, capture_size=(540, 1200))
    rng = random.Random(0)

    async def warm() -> None:
        await asyncio.gather(*(h.areset(seed=h.index) for h in pool.handles))
        await asyncio.gather(*(h.astep(A.awake("wechat")) for h in pool.handles))

    async def rounds(count: int) -> None:
        for _ in range(count):
            moves = [rng.choice([A.click(rng.randint(50, 950), rng.randint(100, 900)), A.back(), A.drag(500, 800, 500, 300)]) for _ in pool.handles]
            await asyncio.gather(*(h.astep(m) for h, m in zip(pool.handles, moves)))

    pool.runtime.call(warm())
    opened = _pss_by_kind()
    pool.runtime.call(rounds(3))
    cpu, t = _cpu_s_of_tree(), time.perf_counter()
    pool.runtime.call(rounds(args.rounds))
    steps = args.rounds * args.phones
    result = {
        "js": " ".join(js),
        "pss_mib_wechat_open": opened,
        "mem_per_phone_mib_wechat_open": round(sum(opened.values()) / args.phones, 1),
        "cpu_ms_per_step": round((_cpu_s_of_tree() - cpu) * 1000 / steps, 1),
        "steps_per_s": round(steps / (time.perf_counter() - t), 1),
        "mem_per_phone_mib_after_steps": round(sum(_pss_by_kind().values()) / args.phones, 1),
    }
    pool.close()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
