"""How replies are read, shared by the families: numbers and points in any written form, the
blocks and markers where a format puts its action (never the reasoning around it), calls
written as Python, seconds, and pixels mapped back to 0-1000."""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from ... import actions as A
from .base import ResponseFormatError

#: Image sides of the pixel-coordinate families are multiples of this (their vision patch merge).
PATCH = 28
#: How far a direction-only scroll or swipe moves, in 0-1000 units.
SCROLL_TRAVEL = 300


def scale(value: float, side: int) -> float:
    """A pixel coordinate of an image ``side`` pixels long, in 0-1000 (x / side, as the pixel
    families' own harnesses map back), to a tenth."""
    return round(min(1000.0, max(0.0, value * 1000.0 / max(1, side))), 1)


def round_patch(value: float) -> int:
    return max(PATCH, round(value / PATCH) * PATCH)


def number(value: object, what: str) -> float:
    """A number, also when the model sent it as a string ("500")."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip())
        except ValueError:
            pass
    raise ResponseFormatError(f"{what} must be a number; got {value!r}")


def pair(value: object, what: str) -> tuple[float, float]:
    """Two numbers from [x, y], (x, y), ["x", "y"] or the text "x,y" / "x y" / "(x,y)"."""
    if isinstance(value, str):
        parts = [p for p in re.split(r"[\s,]+", value.strip().strip("[]()")) if p]
        value = parts
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return number(value[0], what), number(value[1], what)
    if isinstance(value, (list, tuple)) and len(value) == 4:  # a box: its centre
        x1, y1, x2, y2 = (number(v, what) for v in value)
        return (x1 + x2) / 2, (y1 + y2) / 2
    raise ResponseFormatError(f"{what} must be a point [x, y]; got {value!r}")


def strip_blocks(text: str, tag: str) -> str:
    """What follows the reasoning in ``<tag>`` blocks (case-insensitive): the text after the last
    ``</tag>`` (also when the server kept the closing tag only, as thinking templates that open
    the block in the prompt do); a block opened and not closed runs to the end (a reply cut off
    while thinking has no action)."""
    closes = list(re.finditer(rf"</{tag}>", text, re.IGNORECASE))
    if closes:
        text = text[closes[-1].end():]
    return re.sub(rf"<{tag}>.*", "", text, flags=re.DOTALL | re.IGNORECASE)


def last_block(text: str, tag: str) -> str | None:
    """The content of the last ``<tag>`` block (to its closing tag, or the end of a reply cut off
    inside it), or None when there is none."""
    starts = [m.end() for m in re.finditer(rf"<{tag}>", text, re.IGNORECASE)]
    if not starts:
        return None
    rest = text[starts[-1]:]
    end = re.search(rf"</{tag}>", rest, re.IGNORECASE)
    return (rest[:end.start()] if end else rest).strip()


def after_marker(text: str, marker: str = "Action") -> str | None:
    """The text after the last ``Action:`` line marker (``**Action:**`` too), or None."""
    found = list(re.finditer(rf"{marker}\s*:\**", text))
    return text[found[-1].end():] if found else None


def leading_call(section: str, names: list[str]) -> str | None:
    """The call ``name(...)`` (or bare ``NAME``) that opens ``section``, with its parentheses
    balanced outside quotes; None when the section does not start with one of ``names`` or the
    call is cut off. What follows the call is not read."""
    body = section.lstrip().lstrip("`*\"'").lstrip()
    m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\b", body)
    if m is None or m.group(1).lower() not in {n.lower() for n in names}:
        return None
    rest = body[m.end():]
    if not rest.lstrip(" ").startswith("("):
        return m.group(1)
    depth, quote, i = 0, "", m.end() + len(rest) - len(rest.lstrip(" "))
    start = i
    while i < len(body):
        ch = body[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return m.group(1) + body[start:i + 1]
        i += 1
    return None


def python_call(text: str) -> tuple[str, dict[str, Any]]:
    """``Name(key=literal, ...)`` read as Python literals (strings, numbers, lists, tuples)."""
    try:
        tree = ast.parse(text.strip().replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t"), mode="eval")
    except SyntaxError:
        raise ResponseFormatError(f"the action is not a complete call such as Name(key=value): {text[:200]!r}") from None
    call = tree.body
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name) or call.args:
        raise ResponseFormatError(f"the action must be one call with keyword arguments, e.g. Name(key=value); got {text[:200]!r}")
    try:
        return call.func.id, {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
    except ValueError:
        raise ResponseFormatError(f"the action's arguments must be plain values (strings, numbers, lists): {text[:200]!r}") from None


def text_arg(args: dict[str, Any], key: str, what: str) -> str:
    value = args.get(key)
    if not isinstance(value, str):
        raise ResponseFormatError(f"{what} needs a string {key!r}; got {value!r}")
    return value


def finish(content: object) -> list[Any]:
    """The end of a task with a message: its content is the answer (when any), then COMPLETE."""
    text = content.strip() if isinstance(content, str) else ""
    return [A.answer(text), A.complete()] if text else [A.complete()]


def seconds_to_ms(value: object, what: str) -> float:
    """Seconds ("3", 3, "3 seconds") to milliseconds; a missing value is one second."""
    if value is None or value == "":
        return 1000.0
    if isinstance(value, str):
        value = re.sub(r"(?i)\s*(seconds?|secs?|s)\s*$", "", value.strip())
    seconds = number(value, what)
    if not seconds > 0:
        raise ResponseFormatError(f"{what} must be a positive number of seconds; got {value!r}")
    return seconds * 1000


def direction_vector(direction: object, what: str) -> tuple[int, int]:
    vectors = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
    if not isinstance(direction, str) or direction.strip().lower() not in vectors:
        raise ResponseFormatError(f"{what} direction must be up, down, left or right; got {direction!r}")
    return vectors[direction.strip().lower()]


def travel(x: float, y: float, dx: int, dy: int) -> tuple[float, float, float, float]:
    """A gesture of SCROLL_TRAVEL from (x, y) along (dx, dy), kept on screen."""
    x2 = round(min(1000.0, max(0.0, x + dx * SCROLL_TRAVEL)), 1)
    y2 = round(min(1000.0, max(0.0, y + dy * SCROLL_TRAVEL)), 1)
    return x, y, x2, y2


def json_object(text: str, what: str = "the tool call's arguments") -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise ResponseFormatError(f"{what} are not JSON ({err.msg} at {err.pos}): {text[:200]!r}") from None
    if not isinstance(value, dict):
        raise ResponseFormatError(f"{what} must be a JSON object; got {text[:200]!r}")
    return value


def app_list(apps: list[str]) -> str:
    return ", ".join(apps)
