"""Hooks of the payment templates: the arithmetic the task asks of the user (the balance after
each transfer), and the judging of what a transfer leads to (the WeChat message about it, the
note that records it). Transfers themselves are judged in YAML on ``apps.alipay.transfers``.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

from typing import Any

from mobilegym_gym.judge.outputs import mentions_amount, wechat_sent_text


def wechat_names_transfer(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one message I sent the WeChat friend names the payee and the amount (AlipayTransferAndNotify)."""
    p = ctx["params"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], p["c"]["id"])
    ok = text is not None and p["who"]["name"].casefold() in text.casefold() and mentions_amount(text, p["pay"]["amount"])
    return ok, {"one message to": p["c"]["id"], "naming": p["who"]["name"], "amount": p["pay"]["amount"]}, {"sent": text}
