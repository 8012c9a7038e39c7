"""The chat messages a VLM agent sends each step: what the phone is, how to act (the adapter's
format), the task, the earlier actions, and the screenshot (with, as an option, the last K
earlier ones) as base64 images."""

from __future__ import annotations

import base64
from dataclasses import dataclass
from io import BytesIO
from typing import Any

import numpy as np
from PIL import Image

from .adapters import Adapter

PHONE = (
    "You operate an Android phone to complete a user's task. Each turn you get the task, your earlier "
    "actions and a screenshot of the phone as it is now; reply with one action, which is played on the "
    "phone, and you then see the result."
)
ANSWER_SHEET = (
    "Questions: when the task asks for information and mentions the AnswerSheet, find the answer, open the "
    "AnswerSheet app, type each answer into its field (one value per field entry), tap Submit, then end the "
    "task as done. A question without an AnswerSheet is answered with the answer action, then the task is "
    "ended as done. Only end the task as done when it is; give up when it cannot be done."
)


def encode_image(obs: np.ndarray, size: tuple[int, int], quality: int = 85, encoded: tuple[str, bytes] | None = None) -> str:
    """A data URL of the screenshot as a JPEG of ``size`` (width, height). ``encoded``: the
    browser's own encoding of ``obs`` (``MobileGymEnv.encoded_observation``); a JPEG of that
    size is sent as it is (an encode and a decode saved on every step)."""
    height, width = obs.shape[:2]
    if encoded is not None and encoded[0] == "jpeg" and (width, height) == size:
        data = encoded[1]
    else:
        image = Image.fromarray(np.asarray(obs))
        if image.size != size:
            image = image.resize(size, Image.Resampling.BICUBIC)
        buf = BytesIO()
        image.save(buf, format="JPEG", quality=quality)
        data = buf.getvalue()
    return "data:image/jpeg;base64," + base64.b64encode(data).decode("ascii")


@dataclass(frozen=True)
class Turn:
    """One earlier step as the model sees it: the action played and the screen it was played on."""

    action: str
    image: str


def system_prompt(adapter: Adapter, apps: list[str]) -> str:
    return f"{PHONE}\n\n{adapter.action_help(apps)}\n\n{ANSWER_SHEET}"


def build_messages(adapter: Adapter, apps: list[str], instruction: str, history: list[Turn], image: str, history_images: int) -> list[dict[str, Any]]:
    """System prompt, then one user message: the task, the numbered earlier actions, the last
    ``history_images`` earlier screenshots (oldest first) and the current one."""
    lines = [f"Task: {instruction}", ""]
    if history:
        lines.append("Earlier actions (oldest first):")
        lines += [f"{i}. {t.action}" for i, t in enumerate(history, 1)]
    else:
        lines.append("Earlier actions: none yet.")
    content: list[dict[str, Any]] = [{"type": "text", "text": "\n".join(lines)}]
    earlier = history[-history_images:] if history_images > 0 else []
    for i, turn in enumerate(earlier):
        content.append({"type": "text", "text": f"Screen before action {len(history) - len(earlier) + i + 1}:"})
        content.append({"type": "image_url", "image_url": {"url": turn.image}})
    content.append({"type": "text", "text": "Current screen:"})
    content.append({"type": "image_url", "image_url": {"url": image}})
    return [{"role": "system", "content": system_prompt(adapter, apps)}, {"role": "user", "content": content}]


def retry_messages(messages: list[dict[str, Any]], reply_text: str, error: str) -> list[dict[str, Any]]:
    """The conversation again with the unparseable reply and what was wrong with it (--format-retries)."""
    return [*messages, {"role": "assistant", "content": reply_text or "(empty reply)"}, {"role": "user", "content": f"Your reply could not be played: {error}. Reply again with exactly one action in the required format."}]
