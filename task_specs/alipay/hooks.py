"""Hooks of the Alipay templates. Parameter hooks read the world's precomputed aggregates
(``world.alipay_stats``, computed by the same TS function the app's analysis runs) and only shape
them into what a solution sees; they never recompute an aggregate.
"""

from __future__ import annotations

from typing import Any


def incoming_rows(ctx: dict[str, Any]) -> list[dict[str, str]]:
    """The bill rows of the drawn threshold's incoming transfers, as ``see`` targets."""
    return [{"testId": f"alipay-bill-{bill_id}"} for bill_id in ctx["params"]["row"]["ids"]]


def recent_rows(ctx: dict[str, Any]) -> list[dict[str, str]]:
    """The rows of the 5 most recent bills, as ``see`` targets."""
    return [{"testId": f"alipay-bill-{bill_id}"} for bill_id in ctx["world"]["alipay_stats"]["recent5"]]
