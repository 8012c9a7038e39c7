"""The sinks cross-app templates end in, read one way by every suite's hooks.

Most cross-app tasks end in a WeChat message, a note or an SMS that must state something (an
amount, a title). Reading "the one message I sent to X" or "the new notes" differently in each
suite would let a template be lenient where another is strict; these helpers are the one
reading, built on :mod:`mobilegym_gym.judge.sinks` (withdrawn items never count, a second
message cannot hedge). What a text states is read by :mod:`mobilegym_gym.judge.claims`.

    >>> mentions_time("see you at 3:30 pm", "15:30"), mentions_time("at 3:30", "15:30")
    (True, False)
"""

from __future__ import annotations

from typing import Any

from mobilegym_gym.judge.answers import mentions_time as mentions_time  # the hooks' reading of times, beside parse_time
from mobilegym_gym.judge.sinks import new_live_items, only_new_item


def yuan(amount: float) -> str:
    """An amount as the phone's apps show money: ``1204.5`` -> ``"¥1,204.50"``."""
    return f"¥{amount:,.2f}"


def wechat_chat(state: dict[str, Any], chat_id: str) -> list[dict[str, Any]]:
    """The messages of WeChat chat ``chat_id`` (empty if the chat does not exist)."""
    return next((c["messages"] for c in state["apps"]["wechat"]["chats"] if c["id"] == chat_id), [])


def wechat_sent_text(initial: dict[str, Any], final: dict[str, Any], chat_id: str) -> str | None:
    """The text of the one text message I sent to ``chat_id`` and kept; None if I sent none,
    more than one, or something other than text."""
    sent = only_new_item(wechat_chat(initial, chat_id), wechat_chat(final, chat_id), {"from": "me"})
    return str(sent.get("text", "")) if sent and sent.get("type") == "text" else None


def new_notes(initial: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    """Notes created during the episode and not trashed."""
    return new_live_items(initial["apps"]["notes"]["notes"], final["apps"]["notes"]["notes"])


def note_text(note: dict[str, Any]) -> str:
    """A note's title and body as one text, the way a person reads it."""
    return f"{note.get('title', '')}\n{note.get('body', '')}"
