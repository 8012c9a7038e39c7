"""A Chromium feature that our launch disables turned back on, or one of our launch switches left
out, against our launch, alternated.

    nice .venv/bin/python benchmarks/launch_ab.py --enable ScriptStreaming [--rounds 2] [--phones 32]
    nice .venv/bin/python benchmarks/launch_ab.py --drop=--disable-frame-rate-limit [--phones 4]

Each round runs two child processes: one whose browsers launch with the feature left out of our
``--disable-features`` list (``chromium.LAUNCH_ARGS``), or without the switch, and one with our
launch as it is. Each
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
from functools import partial

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


def _drop(switch: str) -> None:
    """Leave ``switch`` (one of ``chromium.LAUNCH_ARGS``, as written there) out of the launch."""
    if switch not in chromium.LAUNCH_ARGS:
        raise SystemExit(f"{switch} is not one of our launch switches: {' '.join(a for a in chromium.LAUNCH_ARGS if '=' not in a)}")
    chromium.LAUNCH_ARGS = tuple(a for a in chromium.LAUNCH_ARGS if a != switch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    change = parser.add_mutually_exclusive_group(required=True)
    change.add_argument("--enable", help="a feature of our --disable-features list")
    change.add_argument("--drop", help="one of our launch switches, as chromium.LAUNCH_ARGS writes it (--drop=--switch)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--phones", type=int, default=32)
    parser.add_argument("--child", choices=("changed", "ours"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.enable:
        change_launch, what, changed = partial(_enable, args.enable), ["--enable", args.enable], f"{args.enable} on"
    else:
        change_launch, what, changed = partial(_drop, args.drop), [f"--drop={args.drop}"], f"without {args.drop}"
    if args.child:
        if args.child == "changed":
            change_launch()
        print(json.dumps(measure(args.phones)))
        return
    change_launch()  # checks the name before any child runs
    for _ in range(args.rounds):
        for variant, label in (("changed", changed), ("ours", "ours")):
            child = subprocess.run([sys.executable, __file__, "--child", variant, *what, "--phones", str(args.phones)], capture_output=True, text=True, check=True)
            print(json.dumps({"launch": label, **json.loads(child.stdout.strip().splitlines()[-1])}), flush=True)


if __name__ == "__main__":
    main()
