"""What a fresh phone pays before it is as fast as a warm one: opening its page, and its first
visit to each app (the app's chunks fetched and compiled, its fonts loaded), against a second
visit to the same app on the same page.

    .venv/bin/python benchmarks/first_visit.py [--phones 16] [--json out.json]

One browser, ``--phones`` phones opened one after another (page open: a new env to its first
observation); then on each phone, one after another, the first visit to each of APPS (AWAKE to
the app's observation, then HOME) and a second visit to each. Figures: wall ms (median) and the
CPU of this process and its browsers (ms per visit, or per page open), so a loaded host moves
them less than the wall times.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from run import _cpu_s_of_tree  # benchmarks/run.py

from mobilegym_gym import actions as A
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.env import MobileGymEnv

APPS = ("wechat", "bilibili", "alipay", "x", "calendar")


def _visits(envs: list[MobileGymEnv]) -> tuple[float, float]:
    """Median wall ms and CPU ms per visit: AWAKE each app then HOME, on every phone."""
    walls: list[float] = []
    cpu = _cpu_s_of_tree()
    for env in envs:
        for app in APPS:
            t = time.perf_counter()
            _, _, _, truncated, info = env.step(A.awake(app))
            walls.append((time.perf_counter() - t) * 1000)
            if truncated or "env_error" in info:
                raise RuntimeError(f"opening {app} failed: {info}")
            env.step(A.home())
    return statistics.median(walls), (_cpu_s_of_tree() - cpu) * 1000 / len(walls)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=16)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    Runtime.shared().close()
    envs: list[MobileGymEnv] = []
    opens: list[float] = []
    cpu = _cpu_s_of_tree()
    for i in range(args.phones):
        t = time.perf_counter()
        env = MobileGymEnv()
        env.reset(seed=i)
        opens.append((time.perf_counter() - t) * 1000)
        envs.append(env)
    open_cpu = (_cpu_s_of_tree() - cpu) * 1000 / args.phones
    first_wall, first_cpu = _visits(envs)
    again_wall, again_cpu = _visits(envs)
    for env in envs:
        env.close()
    Runtime.shared().close()
    out = {
        "phones": args.phones,
        "first_page_open_ms": round(opens[0], 1),
        "page_open_ms_p50": round(statistics.median(opens[1:]), 1),
        "page_open_cpu_ms": round(open_cpu, 1),
        "first_visit_ms_p50": round(first_wall, 1),
        "first_visit_cpu_ms": round(first_cpu, 1),
        "second_visit_ms_p50": round(again_wall, 1),
        "second_visit_cpu_ms": round(again_cpu, 1),
    }
    print(json.dumps(out))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
