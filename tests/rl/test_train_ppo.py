"""examples/train_ppo.py runs end to end for a short budget and writes a sane learning curve
(the PNG, the CSV and the JSON); whether it learns is the full run's business (docs/training.md)."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_ppo.py"


def test_train_ppo_writes_the_curve_and_the_policy(tmp_path: Path) -> None:
    out = tmp_path / "run"
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), "--minutes", "0.3", "--n-envs", "2", "--n-steps", "16", "--seed", "3", "--out", str(out)],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]

    assert (out / "curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (out / "policy.zip").stat().st_size > 0
    with open(out / "curve.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert rows, "no rollout ended an episode"
    steps = [int(r["env_steps"]) for r in rows]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)
    assert all(s % 32 == 0 for s in steps)  # whole rollouts: 16 steps x 2 phones
    for row in rows:
        assert 0.0 <= float(row["success_rate"]) <= 1.0
        assert 0.0 <= float(row["success_rate_last_window"]) <= 1.0
        assert 0.0 <= float(row["mean_reward"]) <= 1.0  # the shaped reward lies in [0, 1]
        assert int(row["episodes"]) >= 1

    summary = json.loads((out / "curve.json").read_text())
    assert summary["template"] == "MobileGym/Settings_DarkTheme-v0"
    assert (summary["seed"], summary["n_envs"], summary["target"]) == (3, 2, 0.8)
    assert (summary["task_seeds"], summary["frame_stack"]) == (None, 2)  # every seed's task; the last two screens
    assert [p["env_steps"] for p in summary["points"]] == steps
    assert [p["success_rate"] for p in summary["points"]] == [float(r["success_rate"]) for r in rows]
    assert summary["env_steps"] >= steps[-1]
    assert summary["episodes"] == sum(int(r["episodes"]) for r in rows)
    assert len(summary["tap_grid"]["actions"]) == 5 * 3 + 7  # the default grid and extras
    assert summary["steps_to_target"] is None or summary["steps_to_target"] in steps


@pytest.mark.parametrize(("option", "message"), [(["--n-envs", "0"], "--n-envs and --frame-stack must be at least 1"), (["--task-seeds", "1,x"], "--task-seeds takes comma-separated ints")])
def test_train_ppo_refuses_a_bad_option(option: list[str], message: str, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(EXAMPLE), *option, "--out", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert message in done.stderr
