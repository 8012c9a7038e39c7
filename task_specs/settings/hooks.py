"""Parameter hooks of the Settings templates. They read the INITIAL state and the drawn params."""

from __future__ import annotations

from mobilegym_gym.tasks.hooklib import ParamContext


def storage_answer(ctx: ParamContext) -> float:
    """GB used (``params.used``, which setup writes) or free (total minus used), to 0.1 GB."""
    p = ctx["params"]
    if p["ask"]["key"] == "used":
        return round(p["used"], 1)
    return round(ctx["state"]["os"]["device"]["storageTotalGb"] - p["used"], 1)


def _js_number(x: float) -> str:
    """A number as JavaScript's String() writes it: 61.4 -> "61.4", 100.0 -> "100"."""
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def storage_text(ctx: ParamContext) -> str:
    """The storage line of About phone (logic.ts storageText) once setup has written
    ``params.used``: "61.4 GB used of 256 GB"."""
    total = ctx["state"]["os"]["device"]["storageTotalGb"]
    return f"{_js_number(ctx['params']['used'])} GB used of {_js_number(total)} GB"
