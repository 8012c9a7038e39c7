"""A Chromium feature that our launch disables, turned back on, against our launch, alternated.

    nice .venv/bin/python benchmarks/launch_ab.py --enable ScriptStreaming [--rounds 2] [--phones 32]

Each round runs two child processes: one whose browsers launch with the feature left out of our
``--disable-features`` list (``chromium.LAUNCH_ARGS``), and one with our launch as it is. Each
measures what benchmarks/renderer_sharing.py's children do, with benchmarks/run.py's functions:
64 phones from nothing to their first observations, CPU a step in the default mode and with a
capture every step, memory a phone with WeChat open and after a Bilibili feed scrolled far, and
the bare page of the same child.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from renderer_sharing import measure

from mobilegym_gym.browser import chromium


def _enable(feature: str) -> None:
    """Leave ``feature`` out of the launch's ``--disable-features`` (the runtime reads the args at launch)."""
    switch = "--disable-features="
    args = list(chromium.LAUNCH_ARGS)
    [at] = [i for i, a in enumerate(args) if a.startswith(switch)]
    features = args[at][len(switch) :].split(",")
    if feature not in features:
        raise SystemExit(f"{feature} is not among the features our launch disables: {', '.join(features)}")
    args[at] = switch + ",".join(f for f in features if f != feature)
    chromium.LAUNCH_ARGS = tuple(args)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--enable", required=True, help="a feature of our --disable-features list")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--phones", type=int, default=32)
    parser.add_argument("--child", choices=("enabled", "ours"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        if args.child == "enabled":
            _enable(args.enable)
        print(json.dumps(measure(args.phones)))
        return
    _enable(args.enable)  # checks the name before any child runs
    for _ in range(args.rounds):
        for variant in ("enabled", "ours"):
            child = subprocess.run([sys.executable, __file__, "--child", variant, "--enable", args.enable, "--phones", str(args.phones)], capture_output=True, text=True, check=True)
            label = f"{args.enable} on" if variant == "enabled" else "ours"
            print(json.dumps({"launch": label, **json.loads(child.stdout.strip().splitlines()[-1])}), flush=True)


if __name__ == "__main__":
    main()
