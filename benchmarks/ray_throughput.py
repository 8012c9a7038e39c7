"""Steps/s of N phones through Ray (``gym.make_vec(..., ray_address=...)``: the phones in a node
actor, every batch through Ray's object store) against the local vector env, in the same run.

    .venv-train/bin/python benchmarks/ray_throughput.py --json /tmp/ray.json [--num-envs 32] [--pairs 3]

Ray runs as a one-node cluster on this machine (``ray.init``), so the figure is what Ray itself
costs: one actor call per node and batch, observations serialised through the object store.
The two envs are measured alternately (local, Ray, local, Ray, ...) with the same workload as
``benchmarks/run.py``'s ``steps_per_s_n32`` (random actions on clock.ToggleAlarm, judge on,
ended episodes reset with a mask), so other work on a shared host falls on both; the figure
is each pair's Ray / local ratio and their median.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

import gymnasium as gym
import numpy as np

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym.browser.runtime import Runtime

CAPTURE = (540, 1200)
TASK_ID = "MobileGym/Clock_ToggleAlarm-v0"


def _rounds(vec: Any, rounds: int) -> int:
    """``rounds`` random lock-step rounds, ended sub-envs reset with a mask; the steps taken."""
    for _ in range(rounds):
        _, _, term, trunc, _ = vec.step(vec.action_space.sample())
        done = term | trunc
        if done.any():
            vec.reset(options={"reset_mask": done})
    return rounds * vec.num_envs


def steps_per_s(num_envs: int, rounds: int, **backend: Any) -> float:
    vec = gym.make_vec(TASK_ID, num_envs=num_envs, capture_size=CAPTURE, **backend)
    try:
        vec.reset(seed=0)
        vec.action_space.seed(0)
        _rounds(vec, 2)  # first visits compile the app's code in every page
        t = time.perf_counter()
        steps = _rounds(vec, rounds)
        return steps / (time.perf_counter() - t)
    finally:
        vec.close()
        Runtime.shared().close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", required=True)
    parser.add_argument("--num-envs", type=int, default=32)
    parser.add_argument("--pairs", type=int, default=3)
    args = parser.parse_args()
    import ray

    address = ray.init(log_to_driver=False).address_info["address"]
    rounds = max(5, 600 // args.num_envs)
    local: list[float] = []
    remote: list[float] = []
    for pair in range(args.pairs):
        local.append(steps_per_s(args.num_envs, rounds))
        remote.append(steps_per_s(args.num_envs, rounds, ray_address=address))
        print(f"pair {pair}: local {local[-1]:.1f} steps/s, ray {remote[-1]:.1f} steps/s, ratio {remote[-1] / local[-1]:.2f}", flush=True)
    ray.shutdown()
    n = args.num_envs
    ratios = [r / loc for r, loc in zip(remote, local)]
    figures = {f"steps_per_s_n{n}_local": [round(x, 1) for x in local], f"steps_per_s_n{n}_ray": [round(x, 1) for x in remote],
               f"ray_over_local_n{n}": [round(x, 2) for x in ratios], f"ray_over_local_n{n}_median": round(float(np.median(ratios)), 2),
               "rounds": rounds, "capture": list(CAPTURE), "ray": ray.__version__, "mean_local": round(statistics.fmean(local), 1), "mean_ray": round(statistics.fmean(remote), 1)}
    with open(args.json, "w") as f:
        json.dump(figures, f, indent=2)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
