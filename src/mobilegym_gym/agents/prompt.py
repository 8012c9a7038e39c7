"""The chat messages a VLM agent sends each step: what the phone is, how to act (the adapter's
format), the task, the earlier steps as the family's harness feeds them back (listed in the
user message, or as assistant turns), and the screenshot (with, as an option, the last K
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
    """One earlier step as the model sees it again: its reply in the family's own form
    (``Adapter.recall``) and the screen it answered (a data URL)."""

    recall: str
    image: str


def system_prompt(adapter: Adapter, apps: list[str], image_size: tuple[int, int]) -> str:
    return f"{PHONE}\n\n{adapter.action_help(apps, image_size)}\n\n{ANSWER_SHEET}"


def build_messages(adapter: Adapter, apps: list[str], instruction: str, history: list[Turn], image: str, history_images: int, image_size: tuple[int, int]) -> list[dict[str, Any]]:
    """The messages of one step, with the earlier steps fed back the way the family's harness
    does (``adapter.history``): written into the one user message (``"listed"``), or each earlier
    reply an assistant turn after the screen it answered (``"chat"``). Either way only the last
    ``history_images`` earlier screenshots are sent, with the current one."""
    system = {"role": "system", "content": system_prompt(adapter, apps, image_size)}
    shown = max(0, len(history) - history_images) if history_images > 0 else len(history)
    if adapter.history == "chat":
        return [system, *_chat_turns(instruction, history, image, shown)]
    content: list[dict[str, Any]] = [{"type": "text", "text": f"Task: {instruction}\n\n{adapter.history_text([t.recall for t in history])}"}]
    for i, turn in enumerate(history[shown:], shown + 1):
        content.append({"type": "text", "text": f"Screen before action {i}:"})
        content.append({"type": "image_url", "image_url": {"url": turn.image}})
    content.append({"type": "text", "text": "Current screen:"})
    content.append({"type": "image_url", "image_url": {"url": image}})
    return [system, {"role": "user", "content": content}]


def _chat_turns(instruction: str, history: list[Turn], image: str, shown: int) -> list[dict[str, Any]]:
    """user (task, screen) / assistant (reply) pairs, then the current screen; screens before
    ``shown`` go as a note that they are left out, as the families' harnesses drop old images."""
    task = f"Task: {instruction}\n\n"
    messages: list[dict[str, Any]] = []
    for i, turn in enumerate(history):
        lead = task if i == 0 else ""
        if i >= shown:
            content: list[dict[str, Any]] = [{"type": "text", "text": f"{lead}Screen:"}, {"type": "image_url", "image_url": {"url": turn.image}}]
        else:
            content = [{"type": "text", "text": f"{lead}Screen: (earlier screenshot left out)"}]
        messages += [{"role": "user", "content": content}, {"role": "assistant", "content": turn.recall}]
    lead = "" if history else task
    messages.append({"role": "user", "content": [{"type": "text", "text": f"{lead}Current screen:"}, {"type": "image_url", "image_url": {"url": image}}]})
    return messages


def retry_messages(messages: list[dict[str, Any]], reply_text: str, error: str) -> list[dict[str, Any]]:
    """The conversation again with the unparseable reply and what was wrong with it (--format-retries)."""
    return [*messages, {"role": "assistant", "content": reply_text or "(empty reply)"}, {"role": "user", "content": f"Your reply could not be played: {error}. Reply again with exactly one action in the required format."}]
