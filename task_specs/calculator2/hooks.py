"""Hooks of the Calculator 2 templates: the expressions drawn, their values as the display writes
them (12 significant digits, decimal, rounded half up: web_sim/src/apps/calculator2/evaluate.ts),
and the judge that the result was computed in the app (its history holds it)."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Context, Decimal
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, new_live_items, pick

_DIGITS = 12
_EXACT = Context(prec=40, rounding=ROUND_HALF_UP)


def _shown(value: Decimal) -> str:
    """A value as Calculator 2's display writes it (below 1e12: no exponent)."""
    rounded = Context(prec=_DIGITS, rounding=ROUND_HALF_UP).plus(value)
    text = format(rounded.normalize(), "f")
    return text.replace("-", "−")


_PI = Decimal("3.14159265358979323846264338327950288419716939937510")


def _sin_degrees(d: int) -> Decimal:
    """sin(d°) to 40 digits (a Taylor series in decimal, as exact as the app's decimal.js)."""
    x = _EXACT.divide(_EXACT.multiply(Decimal(d % 360), _PI), Decimal(180))
    if x > _PI:
        x -= 2 * _PI
    term, total, k = x, x, 1
    while abs(term) > Decimal("1e-45"):
        term = _EXACT.divide(-term * x * x, Decimal((2 * k) * (2 * k + 1)))
        total, k = _EXACT.add(total, term), k + 1
    return total


def scientific_expression(ctx: ParamContext) -> dict[str, Any]:
    """One expression of the scientific panel: a function key then a three-digit number (√n, ln(n)
    or sin(n°), n of 101-359/999), with the function's key (``fn``), the digits, its value (``answer``)
    and the display's text (``shown``)."""
    rng = ctx["rng"]
    fn = pick(rng, ["sqrt", "ln", "sin"])
    if fn == "sqrt":
        n = pick(rng, [k for k in range(101, 1000) if math.isqrt(k) ** 2 != k])
        value, expr = _EXACT.sqrt(Decimal(n)), f"√{n}"
    elif fn == "ln":
        n = int(rng.integers(101, 1000))
        value, expr = _EXACT.ln(Decimal(n)), f"ln({n})"
    else:
        n = pick(rng, [k for k in range(101, 360) if k % 90])
        value, expr = _sin_degrees(n), f"sin({n}°)"
    shown = _shown(value)
    return {"expr": expr, "fn": fn, "digits": list(str(n)), "shown": shown, "answer": float(shown.replace("−", "-"))}


def history_lines(ctx: ParamContext) -> dict[str, Any]:
    """Five past calculations for the history (newest first), each starting with another number,
    and the one the question names by that number (``first``): only the history tells its result."""
    rng = ctx["rng"]
    firsts = [int(x) for x in rng.choice(range(12, 999), size=5, replace=False)]
    lines = []
    for k, a in enumerate(firsts):
        b, op = int(rng.integers(12, 999)), pick(rng, ["+", "−", "×"])
        value = a + b if op == "+" else a - b if op == "−" else a * b
        lines.append({"id": f"h{5 - k}", "first": a, "formula": f"{a}{op}{b}", "result": str(value).replace("-", "−"), "value": value})
    target = pick(rng, lines)
    return {"history": [{k: line[k] for k in ("id", "formula", "result")} for line in lines], "target": target}


def computed_in_history(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """A calculation made during the episode gave the asked value: the result came from the app."""
    want = float(ctx["params"]["calc"]["answer"])
    before = app_state(ctx["initial"], "calculator2")["history"]
    new = new_live_items(before, app_state(ctx["final"], "calculator2")["history"])
    results = [h["result"] for h in new]

    def same(text: str) -> bool:
        try:
            return math.isclose(float(text.replace("−", "-")), want, rel_tol=1e-9)
        except ValueError:
            return False

    return any(same(r) for r in results), want, results
