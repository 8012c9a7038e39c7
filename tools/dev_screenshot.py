"""Developer tool: play wire actions on a fresh phone and save a PNG after each.

    .venv/bin/python tools/dev_screenshot.py OUT_DIR '[{"type": "AWAKE", "app": "clock"}, {"tap": {"testId": "fab-add"}}]'

Each step is a wire action (`{"type": "CLICK", "x": .., "y": ..}`) or `{"tap": target}` /
`{"long_press": target}` with a target of `testId`, `text` or `role`. Set
MOBILEGYM_WEB_SIM_DIST to use a private build (`npx vite build --outDir /tmp/x`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from mobilegym_gym.browser.runtime import Runtime  # noqa: E402
from mobilegym_gym.sim.phone import Phone  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1])
    steps = json.loads(sys.argv[2]) if len(sys.argv) > 2 else []
    out.mkdir(parents=True, exist_ok=True)
    rt = Runtime()
    phone = Phone(rt, capture=(360, 800), image_format="png")
    rt.call(phone.open())
    rt.call(phone.reset(seed=0))
    for i, step in enumerate([{"type": "NOOP"}, *steps]):
        if "tap" in step or "long_press" in step:
            kind = "CLICK" if "tap" in step else "LONG_PRESS"
            loc = rt.call(phone.locate(step.get("tap") or step.get("long_press")))
            step = {"type": kind, "x": loc["x"], "y": loc["y"]}
        result = rt.call(phone.act(step))
        rt.call(phone.screenshot_bytes())
        (out / f"{i:02d}.png").write_bytes(phone.last_screenshot)
        print(i, step, "->", result["effect"], result["errors"] or "")
    print(json.dumps(rt.call(phone.get_state())["apps"], ensure_ascii=False)[:2000])
    rt.close()


if __name__ == "__main__":
    main()
