"""Hooks of the commerce cross-app templates. A WeChat message carries an amount when one of its
stand-alone numbers (thousands separators and a currency sign allowed: "¥8,642.35") equals it;
amounts come from the Alipay world's aggregates or the initial state, never recomputed here.
"""

from __future__ import annotations

import re
from typing import Any

from mobilegym_gym.judge.sinks import only_new_item


def _sent_text(ctx: dict[str, Any], chat_id: str) -> str | None:
    """The text of the one message I sent in chat ``chat_id`` and kept (judge.sinks), or None."""
    chat = [next((c["messages"] for c in s["apps"]["wechat"]["chats"] if c["id"] == chat_id), []) for s in (ctx["initial"], ctx["final"])]
    sent = only_new_item(*chat, {"from": "me"})
    return str(sent.get("text", "")) if sent and sent.get("type") == "text" else None


def _amounts(text: str) -> set[float]:
    """Every stand-alone number of a text, with its thousands separators removed."""
    return {round(float(n.replace(",", "")), 2) for n in re.findall(r"(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.,])\d+(?:\.\d+)?", text)}


def message_has_amount(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to contact ``c`` names the amount ``amount``."""
    want = round(float(ctx["params"]["amount"]), 2)
    text = _sent_text(ctx, ctx["params"]["c"]["id"])
    if text is None:
        return False, want, "no single text message"
    return want in _amounts(text), want, text
