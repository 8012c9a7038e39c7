"""``mobilegym``: the command line.

    mobilegym demo [--out runs/demo] [--seed 0]   play the scripted episode, save screenshots + diff
    mobilegym apps                                 list the installed apps and their screens
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table


def _demo(args: argparse.Namespace) -> int:
    from .demo import run_demo

    console = Console()
    summary = run_demo(Path(args.out), seed=args.seed)
    table = Table(title=f"Scripted episode (first observation after {summary['first_observation_s']} s)")
    for col in ("step", "what", "action", "effect", "ms"):
        table.add_column(col)
    for s in summary["steps"]:
        table.add_row(str(s["step"]), s["what"], s["action"], str(s["effect"]), str(s["ms"]))
    console.print(table)
    console.print("[bold]State diff[/bold] (initial -> final, judged state):")
    for c in summary["state_diff"]:
        console.print(f"  {c['kind']:8} {c['path']}: {c['before']!r} -> {c['after']!r}"[:200], markup=False)
    console.print(f"Screenshots and episode.json in {args.out}/")
    return 0


def _apps(_: argparse.Namespace) -> int:
    from ..env import MobileGymEnv

    env = MobileGymEnv()
    try:
        apps = env.installed_apps()
    finally:
        env.close()
    table = Table(title="Installed apps")
    for col in ("id", "label", "screens"):
        table.add_column(col)
    for a in apps:
        table.add_row(a["id"], a["label"], ", ".join(a["screens"]))
    Console().print(table)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mobilegym", description="MobileGym-Gym: simulated phones for GUI agents")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="play a scripted episode through real taps")
    demo.add_argument("--out", default="runs/demo", help="output folder (default: runs/demo)")
    demo.add_argument("--seed", type=int, default=0)
    demo.set_defaults(func=_demo)
    apps = sub.add_parser("apps", help="list installed apps")
    apps.set_defaults(func=_apps)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
