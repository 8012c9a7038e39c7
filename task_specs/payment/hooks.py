"""Hooks of the payment templates: the money request a friend sends on WeChat, and the judging
of what a transfer leads to (the WeChat message about it). Transfers themselves are judged in
YAML on ``apps.alipay.transfers``.
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


#: What a friend asks money for, and how much (yuan, at most 2 decimals).
_REQUESTS = [("concert tickets", 180.0), ("team dinner", 86.5), ("birthday cake", 128.0), ("taxi to the airport", 64.3), ("book club fee", 45.0)]


def money_request(ctx: dict[str, Any]) -> dict[str, Any]:
    """The WeChat friend's request: purpose, amount (also as shown and as the transfer's signed
    amount) and a time just after the chat's last message (WechatExtractAmountTransfer)."""
    purpose, amount = _REQUESTS[int(ctx["rng"].integers(len(_REQUESTS)))]
    chat = next(c for c in ctx["state"]["apps"]["wechat"]["chats"] if c["id"] == ctx["params"]["c"]["id"])
    time = max([m["time"] for m in chat["messages"]] + [ctx["state"]["os"]["clock"]["now"] - 600_000]) + 60_000
    return {"purpose": purpose, "amount": amount, "shown": f"{amount:.2f}", "debit": -amount, "time": min(time, ctx["state"]["os"]["clock"]["now"])}

