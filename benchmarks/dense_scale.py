"""Many phones in dense mode on one machine: do they all open, step and stay alive?

    nice .venv/bin/python benchmarks/dense_scale.py --phones 512 --per-page 32 --rounds 5 --capture 360x800

N phones of ``MobileGym/Phone-v0`` in one vector env with ``phones_per_page=K``: reset, WeChat
opened on every phone, then ``--rounds`` lock-step rounds of random actions (ended episodes
reset with a mask). Prints one JSON line: the env errors of every step (the acceptance is 0),
the time to open and to step, PSS of the browser's processes per phone (as benchmarks/run.py
sums it), the renderer processes and the file descriptors the browser's processes hold (what
``browser/limits.py`` guards), and this process's own memory per phone (Gymnasium's observation
spaces hold four arrays of the observation's shape per phone and four per slot of the batch:
about 15 MiB a phone at 540x1200, 7 at 360x800).
"""

from __future__ import annotations

import argparse
import json
import os
import time

import gymnasium as gym
import numpy as np
import psutil

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A


def _browser_processes() -> list[psutil.Process]:
    out = []
    for child in psutil.Process().children(recursive=True):
        try:
            if "chrom" in (child.cmdline() or [""])[0]:
                out.append(child)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=512)
    parser.add_argument("--per-page", type=int, default=32, help="phones_per_page (1: the default mode)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--capture", default="540x1200", help="capture size WxH")
    parser.add_argument("--browsers", type=int, default=1)
    parser.add_argument("--call-timeout", type=float, default=600.0, help="call_timeout_s: a reset of all N phones queues K calls in each page")
    args = parser.parse_args()
    capture = tuple(int(v) for v in args.capture.split("x"))
    t = time.perf_counter()
    vec = gym.make_vec("MobileGym/Phone-v0", num_envs=args.phones, phones_per_page=args.per_page, browsers=args.browsers, capture_size=capture, copy=False, call_timeout_s=args.call_timeout)
    vec.reset(seed=0)
    opened_s = time.perf_counter() - t
    errors = 0
    messages: set[str] = set()
    _, _, term, trunc, infos = vec.step([A.awake("wechat")] * args.phones)
    errors += int(infos.get("_env_error", np.zeros(1, bool)).sum())
    messages |= {str(m) for m, bad in zip(infos.get("env_error", []), infos.get("_env_error", [])) if bad}
    vec.action_space.seed(0)
    t = time.perf_counter()
    for _ in range(args.rounds):
        done = term | trunc
        if done.any():
            vec.reset(options={"reset_mask": done})
        _, _, term, trunc, infos = vec.step(vec.action_space.sample())
        errors += int(infos.get("_env_error", np.zeros(1, bool)).sum())
        messages |= {str(m) for m, bad in zip(infos.get("env_error", []), infos.get("_env_error", [])) if bad}
    stepped_s = time.perf_counter() - t
    procs = _browser_processes()
    pss = sum(p.memory_full_info().pss for p in procs) / 2**20
    fds = sum(p.num_fds() for p in procs)
    renderers = sum("--type=renderer" in p.cmdline() for p in procs)
    python_mib = psutil.Process().memory_info().rss / 2**20
    vec.close()
    print(
        json.dumps(
            {
                "phones": args.phones,
                "phones_per_page": args.per_page,
                "browsers": args.browsers,
                "capture": args.capture,
                "env_errors": errors,
                "env_error_messages": sorted(messages)[:5],
                "steps": args.phones * (args.rounds + 1),
                "open_and_reset_s": round(opened_s, 1),
                "steps_per_s": round(args.phones * args.rounds / stepped_s, 1),
                "mem_per_phone_mib": round(pss / args.phones, 1),
                "python_rss_per_phone_mib": round(python_mib / args.phones, 1),
                "renderer_processes": renderers,
                "browser_fds": fds,
                "cores": os.cpu_count(),
            }
        )
    )


if __name__ == "__main__":
    main()
