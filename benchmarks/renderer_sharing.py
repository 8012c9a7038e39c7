"""Shared renderers against a renderer a page, alternated in one sitting.

    nice .venv/bin/python benchmarks/renderer_sharing.py [--rounds 2] [--phones 32]

Each round runs two child processes, one with ``MOBILEGYM_RENDERER_PROCESSES`` at the number of
phones (each page a renderer of its own, and each page collecting its garbage: the tree before
shared renderers) and one with the default (two renderers a core, ``chromium.renderer_processes``).
Each child measures, with benchmarks/run.py's own functions: 64 phones from nothing to their first
observations, CPU a step in the default mode and with a capture every step (N phones, pages
fresh), memory a phone with WeChat open and after a Bilibili feed scrolled far, and the bare page
of the same child. Alternating is what makes the comparison: this host's load moves every figure
by 10-20% from one minute to the next.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

import run  # benchmarks/run.py


def measure(phones: int) -> dict[str, float]:
    """The figures of one child, under the renderer setting of its environment."""
    out: dict[str, float] = {}
    out |= run.bench_cold_start_pool(64)
    out |= run.bench_throughput([phones], True)
    out |= run.bench_throughput([phones], True, suffix="_cap", always_capture=True)
    out |= run.bench_memory([phones])
    out |= run.bench_memory([phones], app="bilibili", suffix="_bilibili_feed", swipes=14, retained=True)
    out |= run.bench_bare(True, [phones], run._phone_page_html(run._home_screen_png(run.CAPTURE)), "bare")
    return {k: v for k, v in out.items() if f"_n{phones}" in k or k.startswith("cold_start")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--phones", type=int, default=32)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.phones)))
        return
    for _ in range(args.rounds):
        for label, setting in (("renderer a page", str(max(args.phones, 64))), ("shared", None)):
            env = {k: v for k, v in os.environ.items() if k != "MOBILEGYM_RENDERER_PROCESSES"}
            if setting is not None:
                env["MOBILEGYM_RENDERER_PROCESSES"] = setting
            child = subprocess.run([sys.executable, __file__, "--child", "--phones", str(args.phones)], env=env, capture_output=True, text=True, check=True)
            print(json.dumps({"setting": label, **json.loads(child.stdout.strip().splitlines()[-1])}), flush=True)


if __name__ == "__main__":
    main()
