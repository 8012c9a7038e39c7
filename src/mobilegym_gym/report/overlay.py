"""An action drawn over the screen it was taken on: a tap marker, a swipe arrow, a caption.

The action comes as the run stored it, in the string form (``CLICK(500, 300)``), and is read
with the library's own parser, so the drawing means what the env did. Coordinates are 0-1000 on
both axes; the screen is drawn in the phone's CSS pixels (360 x 800), mapped as the simulator
maps a normalised point (``px = v / 1000 * size``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from html import escape

from .. import actions as A

SCREEN_W, SCREEN_H = 360, 800
_ARROW_LEN, _ARROW_HALF_WIDTH = 16.0, 8.0


@dataclass(frozen=True)
class Overlay:
    """``svg``: markup drawn over the screenshot (empty for an action without a point);
    ``caption``: what to write on the screen (typed text, a key, an answer), or None."""

    svg: str
    caption: str | None


def _px(point: tuple[float, float]) -> tuple[float, float]:
    return (min(SCREEN_W - 1, point[0] / 1000 * SCREEN_W), min(SCREEN_H - 1, point[1] / 1000 * SCREEN_H))


def _marker(x: float, y: float, kind: A.ActionType) -> str:
    rings = f'<circle class="mark-ring" cx="{x:.1f}" cy="{y:.1f}" r="24"/>' if kind is not A.ActionType.CLICK else ""
    return f'{rings}<circle class="mark" cx="{x:.1f}" cy="{y:.1f}" r="16"/><circle class="mark-dot" cx="{x:.1f}" cy="{y:.1f}" r="3.5"/>'


def _arrow(start: tuple[float, float], end: tuple[float, float], dashed: bool) -> str:
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    bx, by = x2 - ux * _ARROW_LEN, y2 - uy * _ARROW_LEN
    head = f"{x2:.1f},{y2:.1f} {bx - uy * _ARROW_HALF_WIDTH:.1f},{by + ux * _ARROW_HALF_WIDTH:.1f} {bx + uy * _ARROW_HALF_WIDTH:.1f},{by - ux * _ARROW_HALF_WIDTH:.1f}"
    style = ' stroke-dasharray="8 6"' if dashed else ""
    return (
        f'<circle class="mark-dot" cx="{x1:.1f}" cy="{y1:.1f}" r="5"/>'
        f'<line class="arrow" x1="{x1:.1f}" y1="{y1:.1f}" x2="{bx:.1f}" y2="{by:.1f}"{style}/>'
        f'<polygon class="arrow-head" points="{head}"/>'
    )


def _svg(inner: str) -> str:
    return f'<svg class="overlay" viewBox="0 0 {SCREEN_W} {SCREEN_H}" aria-hidden="true">{inner}</svg>'


def draw(action: str) -> Overlay:
    """The overlay of one stored action string; one the parser refuses (a malformed action, or
    an AWAKE of an app this copy does not know) is shown as its text."""
    try:
        act = A.parse_action(action, app_ids=())
    except A.InvalidActionError:
        return Overlay("", action)
    kind = act.type
    if kind in (A.ActionType.SWIPE, A.ActionType.DRAG) and act.point and act.point2:
        return Overlay(_svg(_arrow(_px(act.point), _px(act.point2), dashed=kind is A.ActionType.DRAG)), f"{kind.name.lower()} {act.duration_ms} ms")
    if act.point is not None:
        x, y = _px(act.point)
        caption = f"hold {act.duration_ms} ms" if kind is A.ActionType.LONG_PRESS else ("double tap" if kind is A.ActionType.DOUBLE_TAP else None)
        return Overlay(_svg(_marker(x, y, kind)), caption)
    if kind is A.ActionType.TYPE:
        return Overlay("", "⌨ " + json.dumps(act.text, ensure_ascii=False) + (" (clear first)" if act.clear else ""))
    return Overlay("", str(act))


def render(overlay: Overlay) -> str:
    """The overlay's HTML, to put inside the screenshot's positioned box (text escaped)."""
    caption = f'<div class="caption">{escape(overlay.caption)}</div>' if overlay.caption else ""
    return overlay.svg + caption
