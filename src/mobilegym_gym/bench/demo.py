"""A scripted episode played through real taps: the main command's job at this stage.

Each step names an on-screen target (test id or visible text) that is resolved to coordinates
from the live page, then sent as an ordinary action, exactly as an agent would. Screenshots of
every step, the actions, and the state diff (initial -> final, judged state only) are written
to the output folder.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from .. import actions as A
from ..env import MobileGymEnv
from ..judge.diff import diff_states

#: (description, action or target) pairs. A dict target is resolved with env.locate().
SCRIPT: list[tuple[str, Any]] = [
    ("open Settings from the home screen", {"test_id": "app-settings"}),
    ("open Network & internet", {"text": "Network & internet"}),
    ("turn on Airplane mode", {"text": "Airplane mode"}),
    ("go home", A.home()),
    ("open Clock", {"test_id": "app-clock"}),
    ("add an alarm", {"test_id": "clock-alarm-add"}),
    ("pick hour 6", {"test_id": "clock-hour-6"}),
    ("pick minute 45", {"test_id": "clock-minute-45"}),
    ("save it", {"test_id": "clock-edit-save"}),
    ("pull down the notification shade", A.swipe(500, 5, 500, 600)),
    ("close the shade", A.back()),
    ("done", A.complete()),
]


def run_demo(out: Path, seed: int = 0, capture: tuple[int, int] = (540, 1200)) -> dict[str, Any]:
    """Play :data:`SCRIPT` on a fresh phone; returns the summary that is also written to out/."""
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    env = MobileGymEnv(capture_size=capture)
    try:
        _, info = env.reset(seed=seed)
        first_obs_s = time.perf_counter() - t0
        initial = env.get_state()
        (out / "00_start.jpg").write_bytes(env.last_screenshot)
        steps: list[dict[str, Any]] = []
        for i, (what, spec) in enumerate(SCRIPT, start=1):
            action = A.click(*env.locate(**spec)) if isinstance(spec, dict) and "action_type" not in spec else spec
            t = time.perf_counter()
            _, _, terminated, _, info = env.step(action)
            shot = out / f"{i:02d}.jpg"
            shot.write_bytes(env.last_screenshot)
            steps.append({"step": i, "what": what, "action": info["action"], "effect": info.get("effect"), "ms": round((time.perf_counter() - t) * 1000, 1), "screenshot": shot.name})
            if terminated:
                break
        final = env.get_state()
    finally:
        env.close()
    changes = [asdict(c) for c in diff_states(initial, final)]
    summary = {"seed": seed, "first_observation_s": round(first_obs_s, 3), "steps": steps, "state_diff": changes}
    (out / "episode.json").write_text(json.dumps(summary, indent=2, ensure_ascii=False))
    return summary
