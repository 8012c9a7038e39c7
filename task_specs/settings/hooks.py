"""Parameter hooks of the Settings templates. They read the INITIAL state and the drawn params."""

from __future__ import annotations

from typing import Any


def storage_answer(ctx: dict[str, Any]) -> float:
    """GB used (``params.used``, which setup writes) or free (total minus used), to 0.1 GB."""
    p = ctx["params"]
    if p["ask"]["key"] == "used":
        return round(p["used"], 1)
    return round(ctx["state"]["os"]["device"]["storageTotalGb"] - p["used"], 1)
