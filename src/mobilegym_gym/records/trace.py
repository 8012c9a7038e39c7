"""An episode's trajectory as a bench run keeps it: what the report and a person need to see
what happened, step by step.

Each episode gets a folder ``episodes/<template>-<episode>/`` under the run directory with one
screenshot per observation, ``000.jpg`` for the first screen and ``NNN.jpg`` after step NNN
(small JPEG files by default, half the capture's size: a report needs to show the screen, not
to be pixel-exact), and a
list of step records that goes into the episode's row of ``results.jsonl`` as ``trace``::

    {"step": 1, "action": "CLICK(500, 300)", "progress": 0.5, "screenshot": "episodes/x-0/001.jpg",
     ...what the agent reports about that step (raw response, latency, token usage)}

An agent reports about its last ``act`` through an optional ``step_record()`` method returning a
JSON-able dict (see ``agents.base.Agent``); its keys are merged into the step's record.
"""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from typing import Any, Literal

import numpy as np
from PIL import Image

from ..sim.screen import Screen

ScreenshotMode = Literal["small", "full", "none"]
JPEG_QUALITY = 70


def episode_key(template: str, episode: int) -> str:
    """The folder name of one episode of a run (unique within the run)."""
    return f"{template}-{episode}"


class TraceRecorder:
    """Records one episode: call ``start`` with the first observation, then ``step`` after each."""

    def __init__(self, run_dir: Path, key: str, screenshots: ScreenshotMode = "small") -> None:
        if screenshots not in ("small", "full", "none"):
            raise ValueError(f"screenshots must be 'small', 'full' or 'none'; got {screenshots!r}")
        self.run_dir = run_dir
        self.folder = Path("episodes") / key
        self.screenshots = screenshots
        self.records: list[dict[str, Any]] = []
        self.first_screenshot: str | None = None

    def _save(self, index: int, obs: np.ndarray | Screen, encoded: tuple[str, bytes] | None) -> str | None:
        """Write one screen. ``encoded``: the browser's own encoding of ``obs``
        (``MobileGymEnv.encoded_observation``): a JPEG is kept as it is (full) or decoded at half
        scale by the JPEG decoder itself (small), so no screen is resized or encoded twice."""
        if self.screenshots == "none":
            return None
        if encoded is not None and encoded[0] == "jpeg" and self.screenshots == "full":
            data = encoded[1]
        else:
            image: Image.Image
            if encoded is not None and encoded[0] == "jpeg":
                image = Image.open(BytesIO(encoded[1]))
                image.draft("RGB", (image.width // 2, image.height // 2))  # DCT scaling: the decode is the resize
            else:
                image = Image.fromarray(np.asarray(obs))
            if self.screenshots == "small" and image.width == obs.shape[1]:
                image = image.reduce(2)
            buf = BytesIO()
            image.convert("RGB").save(buf, format="JPEG", quality=JPEG_QUALITY)
            data = buf.getvalue()
        rel = self.folder / f"{index:03d}.jpg"
        (self.run_dir / self.folder).mkdir(parents=True, exist_ok=True)
        (self.run_dir / rel).write_bytes(data)
        return rel.as_posix()

    def start(self, obs: np.ndarray | Screen, encoded: tuple[str, bytes] | None = None) -> None:
        """The episode's first screen (``000.jpg``)."""
        self.first_screenshot = self._save(0, obs, encoded)

    def step(self, action: str, info: dict[str, Any], obs: np.ndarray | Screen | None, agent_record: dict[str, Any] | None = None, encoded: tuple[str, bytes] | None = None) -> None:
        """One step: the action as the env understood it, the judge's progress after it, the new
        screen (``None`` when the step produced none, e.g. a malformed action) and what the agent
        reported about it; ``encoded`` as in ``start``."""
        record: dict[str, Any] = {"step": len(self.records) + 1, "action": action, "progress": info.get("progress")}
        record["screenshot"] = self._save(record["step"], obs, encoded) if obs is not None else None
        if agent_record:
            record.update({k: v for k, v in agent_record.items() if k not in record})
        self.records.append(record)
