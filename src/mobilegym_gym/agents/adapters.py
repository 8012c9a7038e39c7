"""Adapters: how one model family writes actions, mapped onto our 17 (docs/agents.md has the table
and the source of each family's format).

An adapter tells the model its action format (``action_help``, or ``tools`` for function
calling), sizes the screenshot the way the family's coordinates expect (``image_size``), turns a
reply into our actions (``parse``) and says how the family sees its earlier replies again
(``history``, ``recall``, ``history_text``), the way the family's own harness feeds them back.

``parse`` reads the action only where the family's format puts it (after ``Action:``, inside
``<answer>``, ``<action>`` or ``<tool_call>``, in the ``action:`` field, or the tool call);
reasoning around it never becomes an action. A reply without an action there, one cut off
before its action ends, or one the family's grammar does not have, raises
``ResponseFormatError`` naming what was wrong.

- ``generic``: our string form after ``Action:``, ``CLICK(500, 300)``, 0-1000 coordinates.
- ``json_answer``: think and answer blocks around one JSON action, 0-1000 coordinates (the
  paper's format for general models: Gemini, Doubao-Seed, Qwen3.6-Plus, Qwen3-VL baselines).
- ``qwen`` (Qwen3-VL) and ``qwen2.5`` (Qwen2.5-VL): the ``mobile_use`` function call in
  ``<tool_call>`` tags; Qwen3-VL writes 0-1000 coordinates, Qwen2.5-VL absolute pixels of the
  image it was given (sent already resized to multiples of 28, as its processor would).
- ``gui_owl`` (GUI-Owl-1.5): Qwen3-VL's ``mobile_use`` with an ``Action:`` line before the call,
  ``interact`` and ``tap``, its earlier replies fed back as assistant turns.
- ``ui_tars``: UI-TARS-1.5's mobile grammar, ``click(point='<point>x y</point>')``, absolute
  pixels of the image (also sent resized to multiples of 28).
- ``autoglm``: AutoGLM-Phone, ``<answer>do(action="Tap", element=[x,y])</answer>``, 0-999.
- ``ui_venus``: UI-Venus-1.5, ``<action>Click(box=(x,y))</action>``, 0-999.
- ``step_gui``: Step-GUI (GELab), tab-separated ``action:CLICK\\tpoint:x,y`` fields, 0-1000.
- ``tools``: OpenAI tool calling, one tool per action, 0-1000 coordinates (GPT, Gemini, Claude
  through a compatible endpoint).
"""

from __future__ import annotations

import ast
import inspect
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from .. import actions as A
from ..actions import InvalidActionError
from .app_names import app_id

#: Image sides of the pixel-coordinate families are multiples of this (their vision patch merge).
PATCH = 28
#: How far a direction-only scroll or swipe moves, in 0-1000 units.
SCROLL_TRAVEL = 300


class ResponseFormatError(InvalidActionError):
    """The model's reply holds no action we can play: the agent's failure (a format error)."""


@dataclass(frozen=True)
class Reply:
    """What the model answered: its text and any tool calls (name, JSON arguments as a string)."""

    text: str
    tool_calls: list[tuple[str, str]] = field(default_factory=list)


class Adapter(Protocol):
    name: str
    #: ``"listed"``: earlier steps are written into the user message (``history_text``);
    #: ``"chat"``: each earlier reply is an assistant turn after the screen it answered.
    history: str

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        """The action section of the system prompt, in the family's own format, for screenshots
        of ``image`` (width, height) pixels."""
        ...

    def tools(self) -> list[dict[str, Any]] | None:
        """Tool definitions to send with every call, or None."""
        ...

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        """The size the screenshot is sent at, from the configured one."""
        ...

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        """Our actions (dict or string form) for the reply, in order; raises ResponseFormatError."""
        ...

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        """What the model sees of this reply in later steps, in its own format and units."""
        ...

    def history_text(self, recalls: list[str]) -> str:
        """The earlier steps as written into the user message (``history == "listed"``)."""
        ...


# -- shared reading helpers ---------------------------------------------------------------------

def _scale(value: float, side: int) -> float:
    """A pixel coordinate of an image ``side`` pixels long, in 0-1000 (x / side, as the pixel
    families' own harnesses map back), to a tenth."""
    return round(min(1000.0, max(0.0, value * 1000.0 / max(1, side))), 1)


def _round_patch(value: float) -> int:
    return max(PATCH, round(value / PATCH) * PATCH)


def _number(value: object, what: str) -> float:
    """A number, also when the model sent it as a string ("500")."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip())
        except ValueError:
            pass
    raise ResponseFormatError(f"{what} must be a number; got {value!r}")


def _pair(value: object, what: str) -> tuple[float, float]:
    """Two numbers from [x, y], (x, y), ["x", "y"] or the text "x,y" / "x y" / "(x,y)"."""
    if isinstance(value, str):
        parts = [p for p in re.split(r"[\s,]+", value.strip().strip("[]()")) if p]
        value = parts
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _number(value[0], what), _number(value[1], what)
    if isinstance(value, (list, tuple)) and len(value) == 4:  # a box: its centre
        x1, y1, x2, y2 = (_number(v, what) for v in value)
        return (x1 + x2) / 2, (y1 + y2) / 2
    raise ResponseFormatError(f"{what} must be a point [x, y]; got {value!r}")


def _strip_blocks(text: str, tag: str) -> str:
    """What follows the reasoning in ``<tag>`` blocks (case-insensitive): the text after the last
    ``</tag>`` (also when the server kept the closing tag only, as thinking templates that open
    the block in the prompt do); a block opened and not closed runs to the end (a reply cut off
    while thinking has no action)."""
    closes = list(re.finditer(rf"</{tag}>", text, re.IGNORECASE))
    if closes:
        text = text[closes[-1].end():]
    return re.sub(rf"<{tag}>.*", "", text, flags=re.DOTALL | re.IGNORECASE)


def _last_block(text: str, tag: str) -> str | None:
    """The content of the last ``<tag>`` block (to its closing tag, or the end of a reply cut off
    inside it), or None when there is none."""
    starts = [m.end() for m in re.finditer(rf"<{tag}>", text, re.IGNORECASE)]
    if not starts:
        return None
    rest = text[starts[-1]:]
    end = re.search(rf"</{tag}>", rest, re.IGNORECASE)
    return (rest[:end.start()] if end else rest).strip()


def _after_marker(text: str, marker: str = "Action") -> str | None:
    """The text after the last ``Action:`` line marker (``**Action:**`` too), or None."""
    found = list(re.finditer(rf"{marker}\s*:\**", text))
    return text[found[-1].end():] if found else None


def _leading_call(section: str, names: list[str]) -> str | None:
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


def _python_call(text: str) -> tuple[str, dict[str, Any]]:
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


def _text_arg(args: dict[str, Any], key: str, what: str) -> str:
    value = args.get(key)
    if not isinstance(value, str):
        raise ResponseFormatError(f"{what} needs a string {key!r}; got {value!r}")
    return value


def _finish(content: object) -> list[Any]:
    """The end of a task with a message: its content is the answer (when any), then COMPLETE."""
    text = content.strip() if isinstance(content, str) else ""
    return [A.answer(text), A.complete()] if text else [A.complete()]


def _seconds_to_ms(value: object, what: str) -> float:
    """Seconds ("3", 3, "3 seconds") to milliseconds; a missing value is one second."""
    if value is None or value == "":
        return 1000.0
    if isinstance(value, str):
        value = re.sub(r"(?i)\s*(seconds?|secs?|s)\s*$", "", value.strip())
    seconds = _number(value, what)
    if not seconds > 0:
        raise ResponseFormatError(f"{what} must be a positive number of seconds; got {value!r}")
    return seconds * 1000


def _direction_vector(direction: object, what: str) -> tuple[int, int]:
    vectors = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
    if not isinstance(direction, str) or direction.strip().lower() not in vectors:
        raise ResponseFormatError(f"{what} direction must be up, down, left or right; got {direction!r}")
    return vectors[direction.strip().lower()]


def _travel(x: float, y: float, dx: int, dy: int) -> tuple[float, float, float, float]:
    """A gesture of SCROLL_TRAVEL from (x, y) along (dx, dy), kept on screen."""
    x2 = round(min(1000.0, max(0.0, x + dx * SCROLL_TRAVEL)), 1)
    y2 = round(min(1000.0, max(0.0, y + dy * SCROLL_TRAVEL)), 1)
    return x, y, x2, y2


def _json_object(text: str, what: str = "the tool call's arguments") -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise ResponseFormatError(f"{what} are not JSON ({err.msg} at {err.pos}): {text[:200]!r}") from None
    if not isinstance(value, dict):
        raise ResponseFormatError(f"{what} must be a JSON object; got {text[:200]!r}")
    return value


def _app_list(apps: list[str]) -> str:
    return ", ".join(apps)


class _Family:
    """Defaults: screenshots at the configured size, no tools, earlier steps listed in our
    string form (one line per reply)."""

    name = ""
    history = "listed"

    def tools(self) -> list[dict[str, Any]] | None:
        return None

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return width, height

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return "; ".join(str(a) for a in played)

    def history_text(self, recalls: list[str]) -> str:
        if not recalls:
            return "Earlier actions: none yet."
        return "Earlier actions (oldest first):\n" + "\n".join(f"{i}. {r}" for i, r in enumerate(recalls, 1))


# -- our string form ----------------------------------------------------------------------------

class GenericAdapter(_Family):
    """Our string form (docs/actions.md), the one action right after the last ``Action:``."""

    name = "generic"
    NAMES = [t.name for t in A.ActionType]

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return (
            "Coordinates are 0-1000 on both axes of the screenshot (x to the right, y down), whatever its size.\n"
            "Actions (write exactly one, in this form):\n"
            "  CLICK(x, y)                      tap\n"
            "  DOUBLE_TAP(x, y)                 double tap\n"
            "  LONG_PRESS(x, y)                 press and hold\n"
            '  TYPE("text")                     type into the focused field; TYPE("text", clear=true) replaces its content\n'
            "  SWIPE(x1, y1, x2, y2)            fling (scrolls with inertia); from the top edge down opens the notification shade\n"
            "  DRAG(x1, y1, x2, y2)             move slowly (scrolls exactly, drags sliders)\n"
            "  BACK  HOME  RECENT  ENTER        system keys (ENTER is the keyboard's enter)\n"
            "  WAIT(1000)                       let time pass (milliseconds)\n"
            '  AWAKE("app")                     open an app by name\n'
            '  ANSWER("text")                   give a free-text answer (the episode goes on)\n'
            '  INFO("question")                 ask the user\n'
            "  COMPLETE                         the task is done\n"
            "  ABORT                            the task cannot be done\n"
            "  NOOP                             do nothing\n"
            f"Apps: {_app_list(apps)}.\n"
            'Reply with your reasoning, then a last line "Action: <one action>", e.g. Action: CLICK(500, 300)'
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        section = _after_marker(_strip_blocks(reply.text, "think"))
        if section is None:
            raise ResponseFormatError('no action found: end the reply with "Action: " and one action such as CLICK(500, 300)')
        call = _leading_call(section, self.NAMES)
        if call is None:
            raise ResponseFormatError(f'no action found right after "Action:" (one action such as CLICK(500, 300), complete): got {section.strip()[:120]!r}')
        awake = re.fullmatch(r'AWAKE\s*\(\s*(?:app\s*=\s*)?("(?:[^"\\]|\\.)*")\s*\)', call, re.IGNORECASE | re.DOTALL)
        if awake:
            return [A.awake(app_id(json.loads(awake.group(1))))]
        return [call.strip()]


# -- the paper's format for general models ------------------------------------------------------

class JSONAnswerAdapter(_Family):
    """Think and answer blocks around one JSON action: ``<think>...</think><answer>{"action":
    "click", "point": [x, y]}</answer>``, 0-1000 coordinates; earlier replies are assistant turns."""

    name = "json_answer"
    history = "chat"
    KINDS = {t.name.lower(): t for t in A.ActionType} | {"tap": A.ActionType.CLICK, "open": A.ActionType.AWAKE, "type_text": A.ActionType.TYPE}

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return (
            "Answer in two blocks: first your reasoning in <think>...</think>, then exactly one action as a JSON object in "
            "<answer>...</answer>. Points are [x, y] with 0-1000 on both axes of the screenshot (x to the right, y down).\n"
            "Actions:\n"
            '  {"action": "click", "point": [x, y]}                      tap\n'
            '  {"action": "double_tap", "point": [x, y]}                 double tap\n'
            '  {"action": "long_press", "point": [x, y]}                 press and hold\n'
            '  {"action": "type", "text": "...", "clear": false}         type into the focused field (clear: replace its content)\n'
            '  {"action": "swipe", "point": [x1, y1], "point2": [x2, y2]} fling with inertia (scrolls far)\n'
            '  {"action": "drag", "point": [x1, y1], "point2": [x2, y2]}  move slowly (scrolls exactly, sliders)\n'
            '  {"action": "back"}  {"action": "home"}  {"action": "recent"}  {"action": "enter"}   system keys\n'
            '  {"action": "wait", "duration": 1000}                      let time pass (milliseconds)\n'
            '  {"action": "awake", "app": "name"}                        open an app\n'
            '  {"action": "answer", "text": "..."}                       give a free-text answer (the task goes on)\n'
            '  {"action": "info", "text": "question"}                    ask the user\n'
            '  {"action": "complete"}  {"action": "abort"}               the task is done / cannot be done\n'
            f"Apps: {_app_list(apps)}.\n"
            'Example: <think>The search field is at the top.</think><answer>{"action": "click", "point": [500, 80]}</answer>'
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        block = _last_block(_strip_blocks(reply.text, "think"), "answer")
        if block is None:
            raise ResponseFormatError('no <answer> block: end the reply with <answer>{"action": "click", "point": [x, y]}</answer>')
        fenced = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", block, re.DOTALL)
        args = _json_object(fenced.group(1) if fenced else block, "the <answer> block")
        name = args.get("action")
        kind = self.KINDS.get(name.strip().lower()) if isinstance(name, str) else None
        if kind is None:
            raise ResponseFormatError(f"unknown action {name!r} in <answer>; the actions are {', '.join(t.name.lower() for t in A.ActionType)}")
        return [self._action(kind, args)]

    @staticmethod
    def _action(kind: A.ActionType, args: dict[str, Any]) -> Any:
        T = A.ActionType
        what = kind.name.lower()
        if kind in (T.CLICK, T.DOUBLE_TAP, T.LONG_PRESS):
            x, y = _pair(args.get("point"), f"{what} point")
            return {T.CLICK: A.click, T.DOUBLE_TAP: A.double_tap, T.LONG_PRESS: A.long_press}[kind](x, y)
        if kind in (T.SWIPE, T.DRAG):
            start, end = _pair(args.get("point"), f"{what} point"), _pair(args.get("point2"), f"{what} point2")
            return (A.swipe if kind is T.SWIPE else A.drag)(*start, *end)
        if kind is T.TYPE:
            return A.type_text(_text_arg(args, "text", "type"), clear=args.get("clear") in (True, "true"))
        if kind is T.WAIT:
            return A.wait(_number(args.get("duration", 1000), "wait duration"))
        if kind is T.AWAKE:
            return A.awake(app_id(_text_arg(args, "app", "awake")))
        if kind in (T.ANSWER, T.INFO):
            return (A.answer if kind is T.ANSWER else A.info)(_text_arg(args, "text", what))
        return {T.BACK: A.back, T.HOME: A.home, T.RECENT: A.recent, T.ENTER: A.enter, T.COMPLETE: A.complete, T.ABORT: A.abort, T.NOOP: A.noop}[kind]()

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return reply.text


# -- Qwen-VL's mobile_use function (Qwen2.5-VL, Qwen3-VL, GUI-Owl-1.5) --------------------------

class QwenAdapter(_Family):
    """Qwen-VL's ``mobile_use`` function, as its chat template writes tool calls:
    ``<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [x, y]}}</tool_call>``.
    ``pixels``: Qwen2.5-VL (absolute pixels of the image); else 0-1000. Of several calls the last
    is played (the model's final word). ``gui_owl``: GUI-Owl-1.5's variant (an ``Action:`` line
    before the call, ``interact``, earlier replies as assistant turns)."""

    BUTTONS = {"back": A.back, "home": A.home, "menu": A.recent, "enter": A.enter}
    KEYS = {"back": A.back, "home": A.home, "enter": A.enter, "menu": A.recent, "app_switch": A.recent}

    def __init__(self, pixels: bool, gui_owl: bool = False) -> None:
        self.pixels, self.gui_owl = pixels, gui_owl
        self.name = "gui_owl" if gui_owl else "qwen2.5" if pixels else "qwen"
        self.history = "chat" if gui_owl else "listed"

    def _tool(self, apps: list[str], image: tuple[int, int]) -> dict[str, Any]:
        if self.pixels:
            screen = f"The screen's resolution is {image[0]}x{image[1]}; coordinates [x, y] are pixels of the screenshot."
        else:
            screen = "The screen's resolution is 1000x1000: coordinates [x, y] are 0-1000 relative to the screenshot's width and height."
        actions = ["click", "long_press", "swipe", "type", "answer", "system_button", "open", "wait", "terminate", "key"] + (["interact"] if self.gui_owl else [])
        usage = ("click(coordinate); long_press(coordinate, time); swipe(coordinate, coordinate2); type(text); answer(text); "
                 "system_button(button: Back, Home, Menu, Enter); open(text: app name); wait(time); terminate(status: success or failure); key(text)")
        if self.gui_owl:
            usage += "; interact(text: a question for the user)"
        return {
            "type": "function",
            "function": {
                "name": "mobile_use",
                "description": f"Use a touchscreen to interact with a mobile device. {screen} Apps that open: {_app_list(apps)}.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "action": {"type": "string", "enum": actions, "description": usage},
                        "coordinate": {"type": "array", "description": "[x, y]"},
                        "coordinate2": {"type": "array", "description": "[x, y], the end of a swipe"},
                        "text": {"type": "string"},
                        "time": {"type": "number", "description": "seconds"},
                        "button": {"type": "string", "enum": ["Back", "Home", "Menu", "Enter"]},
                        "status": {"type": "string", "enum": ["success", "failure"]},
                    },
                    "required": ["action"],
                },
            },
        }

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        form = ('Write one line "Action: <what you do, in a few words>", then one call.\n' if self.gui_owl else "You may call one function per reply.\n")
        return (
            "# Tools\n\n" + form + "\n<tools>\n"
            + json.dumps(self._tool(apps, image)["function"], ensure_ascii=False)
            + "\n</tools>\n\nFor the function call, return a JSON object with the function name and arguments within <tool_call></tool_call> XML tags:\n"
            '<tool_call>\n{"name": "mobile_use", "arguments": <args-json-object>}\n</tool_call>'
        )

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return (_round_patch(width), _round_patch(height)) if self.pixels else (width, height)

    def _calls(self, reply: Reply) -> list[str]:
        calls = [json.dumps({"name": n, "arguments": _json_object(a or "{}")}, ensure_ascii=False) for n, a in reply.tool_calls]
        return calls + re.findall(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", _strip_blocks(reply.text, "think"), re.DOTALL)

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        calls = self._calls(reply)
        if not calls:
            raise ResponseFormatError('no function call found: reply with <tool_call>{"name": "mobile_use", "arguments": {...}}</tool_call>')
        call = _json_object(calls[-1], "the tool call")
        if call.get("name") != "mobile_use" or not isinstance(call.get("arguments"), dict):
            raise ResponseFormatError(f'the call must be {{"name": "mobile_use", "arguments": {{...}}}}; got {calls[-1][:200]!r}')
        return [self._action(call["arguments"], image)]

    def _action(self, args: dict[str, Any], image: tuple[int, int]) -> Any:
        def point(key: str) -> tuple[float, float]:
            x, y = _pair(args.get(key), f"{key!r}")
            return (_scale(x, image[0]), _scale(y, image[1])) if self.pixels else (x, y)

        kind = str(args.get("action", "")).strip().lower()
        if kind in ("click", "tap"):
            return A.click(*point("coordinate"))
        if kind == "long_press":
            seconds = args.get("time")
            return A.long_press(*point("coordinate"), duration_ms=_seconds_to_ms(seconds, "long_press time") if seconds not in (None, "") else 0)
        if kind == "swipe":
            return A.swipe(*point("coordinate"), *point("coordinate2"))
        if kind in ("type", "answer", "interact"):
            text = _text_arg(args, "text", kind)
            return A.type_text(text) if kind == "type" else A.answer(text) if kind == "answer" else A.info(text)
        if kind == "system_button":
            button = str(args.get("button", "")).lower()
            if button not in self.BUTTONS:
                raise ResponseFormatError(f"system_button button must be Back, Home, Menu or Enter; got {args.get('button')!r}")
            return self.BUTTONS[button]()
        if kind == "key":
            key = str(args.get("text", "")).lower()
            if key not in self.KEYS:
                raise ResponseFormatError(f"key {args.get('text')!r} has no counterpart on this phone; use one of {', '.join(self.KEYS)}")
            return self.KEYS[key]()
        if kind == "open":
            return A.awake(app_id(_text_arg(args, "text", "open")))
        if kind == "wait":
            return A.wait(_seconds_to_ms(args.get("time"), "wait time"))
        if kind == "terminate":
            status = str(args.get("status", "")).lower()
            if status not in ("success", "failure"):
                raise ResponseFormatError(f"terminate status must be success or failure; got {args.get('status')!r}")
            return A.complete() if status == "success" else A.abort()
        raise ResponseFormatError(f"unknown mobile_use action {args.get('action')!r}")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        if self.gui_owl:
            return reply.text + "".join(f'\n<tool_call>\n{json.dumps({"name": n, "arguments": _json_object(a or "{}")}, ensure_ascii=False)}\n</tool_call>' for n, a in reply.tool_calls)
        return self._calls(reply)[-1]

    def history_text(self, recalls: list[str]) -> str:
        if not recalls:
            return "Task progress: no operation done yet."
        return "Task progress (the operations you have done on the device, oldest first):\n" + "\n".join(f"Step {i}: {r}" for i, r in enumerate(recalls, 1))


# -- UI-TARS-1.5 --------------------------------------------------------------------------------

class UITarsAdapter(_Family):
    """UI-TARS-1.5's mobile grammar after ``Action:``, coordinates in pixels of the image
    (``<point>x y</point>``, also ``(x,y)`` with or without ``<|box_start|>``/``<|box_end|>``
    and a box ``(x1,y1,x2,y2)``). ``scroll`` reveals content on the named side (the finger moves
    the other way); ``type`` ending in a newline is followed by ENTER; ``finished(content)``
    answers the content (when any), then COMPLETE. Earlier replies are assistant turns."""

    name = "ui_tars"
    history = "chat"
    NAMES = ["click", "long_press", "type", "scroll", "open_app", "drag", "press_home", "press_back", "finished", "wait"]

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return (
            "## Output Format\nThought: ...\nAction: ...\n\n## Action Space\n"
            "click(point='<point>x1 y1</point>')\n"
            "long_press(point='<point>x1 y1</point>')\n"
            "type(content='') # end content with \"\\n\" to submit the input\n"
            "scroll(point='<point>x1 y1</point>', direction='down or up or right or left') # shows what lies in that direction\n"
            f"open_app(app_name='') # one of: {_app_list(apps)}\n"
            "drag(start_point='<point>x1 y1</point>', end_point='<point>x2 y2</point>')\n"
            "press_home()\npress_back()\nwait()\n"
            "finished(content='xxx') # the task is done; content is your answer when the task asks a question. "
            "Escape \\', \\\" and \\n inside content.\n\n"
            f"Points are pixels of the {image[0]}x{image[1]} screenshot."
        )

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return _round_patch(width), _round_patch(height)

    @staticmethod
    def _args(call: str) -> dict[str, str]:
        """Keyword arguments quoted as Python strings (escapes \\', \\" and \\n as its docs say)."""
        out: dict[str, str] = {}
        for m in re.finditer(r"(\w+)\s*=\s*(['\"])((?:\\.|(?!\2).)*)\2", call, re.DOTALL):
            try:
                out[m.group(1)] = str(ast.literal_eval(m.group(2) + m.group(3) + m.group(2)))
            except (ValueError, SyntaxError):
                out[m.group(1)] = m.group(3)
        return out

    @staticmethod
    def _point(value: str | None, image: tuple[int, int], what: str) -> tuple[float, float]:
        if value is None:
            raise ResponseFormatError(f"{what} is missing, e.g. point='<point>120 340</point>'")
        inner = re.sub(r"<\|?/?(box_start|box_end|point)\|?>", " ", value)
        x, y = _pair(inner.strip(), what)
        return _scale(x, image[0]), _scale(y, image[1])

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        section = _after_marker(_strip_blocks(reply.text, "think"))
        call = _leading_call(section, self.NAMES) if section is not None else None
        if call is None:
            raise ResponseFormatError("no action found: end the reply with \"Action: \" and one action such as click(point='<point>120 340</point>')")
        kind = call.split("(", 1)[0].strip().lower()
        args = self._args(call)
        if kind in ("click", "long_press"):
            x, y = self._point(args.get("point") or args.get("start_box"), image, "point")
            return [A.click(x, y) if kind == "click" else A.long_press(x, y)]
        if kind == "type":
            content = args.get("content", "")
            if not content.endswith("\n"):
                return [A.type_text(content)]
            text = content.rstrip("\n")
            return [A.type_text(text), A.enter()] if text else [A.enter()]
        if kind == "scroll":
            x, y = self._point(args.get("point") or args.get("start_box"), image, "point")
            dx, dy = _direction_vector(args.get("direction"), "scroll")
            return [A.swipe(*_travel(x, y, -dx, -dy))]
        if kind == "drag":
            start = self._point(args.get("start_point") or args.get("start_box"), image, "start_point")
            end = self._point(args.get("end_point") or args.get("end_box"), image, "end_point")
            return [A.drag(*start, *end)]
        if kind == "open_app":
            return [A.awake(app_id(args.get("app_name", "")))]
        if kind == "press_home":
            return [A.home()]
        if kind == "press_back":
            return [A.back()]
        if kind == "wait":
            return [A.wait()]
        return _finish(args.get("content", ""))

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return reply.text


# -- AutoGLM-Phone ------------------------------------------------------------------------------

class AutoGLMAdapter(_Family):
    """AutoGLM-Phone's ``<think>...</think><answer>do(action="Tap", element=[x,y])</answer>``,
    coordinates 0-999 from the top-left (x / 1000 of the screen, as its harness maps them, so
    they are ours as they are). Type replaces the field's text (its harness clears it first).
    Earlier replies are assistant turns; only the current screenshot is shown unless asked."""

    name = "autoglm"
    history = "chat"

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return (
            "Reply in exactly this form:\n<think>why you choose this action, briefly</think>\n<answer>the action</answer>\n\n"
            "Coordinates run from (0,0) at the top-left to (999,999) at the bottom-right of the screen.\n"
            "Actions:\n"
            '- do(action="Launch", app="name")            open an app directly\n'
            '- do(action="Tap", element=[x,y])            tap a point (add message="..." for a sensitive button such as paying)\n'
            '- do(action="Double Tap", element=[x,y])     tap twice quickly\n'
            '- do(action="Long Press", element=[x,y])     press and hold\n'
            '- do(action="Type", text="...")              replace the focused field\'s text with this text\n'
            '- do(action="Swipe", start=[x1,y1], end=[x2,y2])  swipe to scroll or pull down the notification bar\n'
            '- do(action="Back")   do(action="Home")      system keys\n'
            '- do(action="Wait", duration="2 seconds")    let the page load\n'
            '- do(action="Take_over", message="...")      ask the user to step in (login, verification)\n'
            '- do(action="Interact")                      ask the user which of several matching options to take\n'
            '- finish(message="...")                      the task is done; the message is your answer or report\n'
            f"Apps: {_app_list(apps)}."
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        block = _last_block(_strip_blocks(reply.text, "think"), "answer")
        if not block:
            raise ResponseFormatError('no action found: put the action in <answer>...</answer>, e.g. <answer>do(action="Tap", element=[500,300])</answer>')
        if not re.match(r"(do|finish)\s*\(", block):
            raise ResponseFormatError(f'the <answer> block must hold do(action=...) or finish(message=...); got {block[:120]!r}')
        try:
            name, args = _python_call(block)
        except ResponseFormatError:
            typed = re.fullmatch(r'do\(\s*action\s*=\s*"(Type|Type_Name)"\s*,\s*text\s*=\s*"(.*)"\s*\)', block, re.DOTALL)
            if typed is None:  # its harness takes a Type's text verbatim, quotes and all
                raise
            name, args = "do", {"action": typed.group(1), "text": typed.group(2)}
        if name == "finish":
            return _finish(args.get("message", ""))
        if name != "do":
            raise ResponseFormatError(f"the action must be do(...) or finish(...); got {name}(...)")
        return [self._do(args)]

    @staticmethod
    def _do(args: dict[str, Any]) -> Any:
        kind = args.get("action")
        if kind in ("Tap", "Double Tap", "Long Press"):
            x, y = _pair(args.get("element"), f"{kind} element")
            return {"Tap": A.click, "Double Tap": A.double_tap, "Long Press": A.long_press}[kind](x, y)
        if kind == "Swipe":
            return A.swipe(*_pair(args.get("start"), "Swipe start"), *_pair(args.get("end"), "Swipe end"))
        if kind in ("Type", "Type_Name"):
            return A.type_text(_text_arg(args, "text", kind), clear=True)
        if kind == "Launch":
            return A.awake(app_id(_text_arg(args, "app", "Launch")))
        if kind == "Back":
            return A.back()
        if kind == "Home":
            return A.home()
        if kind == "Wait":
            return A.wait(_seconds_to_ms(args.get("duration"), "Wait duration"))
        if kind == "Take_over":
            return A.info(str(args.get("message") or "Please take over."))
        if kind == "Interact":
            return A.info(str(args.get("message") or "Several options match; which one should I choose?"))
        if kind in ("Note", "Call_API"):  # its harness records or summarises nothing on the phone
            return A.noop()
        raise ResponseFormatError(f"unknown action {kind!r}; AutoGLM's actions are Launch, Tap, Double Tap, Long Press, Type, Type_Name, Swipe, Back, Home, Wait, Take_over, Interact, Note, Call_API and finish")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return reply.text


# -- UI-Venus-1.5 -------------------------------------------------------------------------------

class UIVenusAdapter(_Family):
    """UI-Venus-1.5's ``<think>...</think><action>Click(box=(x,y))</action><conclusion>...</conclusion>``,
    coordinates 0-999 (x / 1000 of the screen, as its harness maps them). Earlier steps are
    listed in the user message as its harness does: ``Step i: <think>...</think><action>...</action>``."""

    name = "ui_venus"

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return (
            "Coordinates run from (0,0) at the top-left to (999,999) at the bottom-right of the screen.\n"
            "Actions:\n"
            "- Click(box=(x,y))                       tap a point\n"
            "- LongPress(box=(x,y))                   press and hold (menus: copy, forward, delete)\n"
            "- Scroll(start=(x1,y1), end=(x2,y2))     slide to scroll, switch tabs or pull down the notification bar\n"
            "- Drag(start=(x1,y1), end=(x2,y2))       press, then drag slowly (sliders, rearranging)\n"
            "- Type(content='...')                    type into the focused field\n"
            "- Launch(app='...')                      open an app that is not on screen\n"
            "- Wait()                                 let the page load\n"
            "- PressBack()  PressHome()  PressEnter()  PressRecent()   system keys\n"
            "- CallUser(content='...')                answer the user's question, or ask the user when several options match\n"
            "- Finished(content='...')                the task is done\n"
            f"Apps: {_app_list(apps)}.\n"
            "Reply in this form:\n<think>your reasoning</think>\n<action>one action</action>\n<conclusion>what this action does</conclusion>"
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        block = _last_block(_strip_blocks(reply.text, "think"), "action")
        if not block:
            raise ResponseFormatError("no action found: put the action in <action>...</action>, e.g. <action>Click(box=(500,300))</action>")
        name, args = _python_call(block)
        if name in ("Click", "LongPress"):
            x, y = _pair(args.get("box"), f"{name} box")
            return [A.click(x, y) if name == "Click" else A.long_press(x, y)]
        if name in ("Scroll", "Drag"):
            start, end = _pair(args.get("start"), f"{name} start"), _pair(args.get("end"), f"{name} end")
            return [(A.swipe if name == "Scroll" else A.drag)(*start, *end)]
        if name == "Type":
            return [A.type_text(_text_arg(args, "content", "Type"))]
        if name == "Launch":
            return [A.awake(app_id(_text_arg(args, "app", "Launch")))]
        if name == "Wait":
            return [A.wait()]
        keys = {"PressBack": A.back, "PressHome": A.home, "PressEnter": A.enter, "PressRecent": A.recent}
        if name in keys:
            return [keys[name]()]
        if name == "CallUser":
            return [A.answer(_text_arg(args, "content", "CallUser"))]
        if name == "Finished":
            return _finish(args.get("content", ""))
        raise ResponseFormatError(f"unknown action {name!r}; UI-Venus's actions are Click, LongPress, Scroll, Drag, Type, Launch, Wait, PressBack, PressHome, PressEnter, PressRecent, CallUser and Finished")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        think = _last_block(reply.text, "think") or ""
        return f"<think>{think}</think><action>{_last_block(_strip_blocks(reply.text, 'think'), 'action')}</action>"

    def history_text(self, recalls: list[str]) -> str:
        return "Earlier actions and reasoning:\n" + ("\n".join(f"Step {i}: {r}" for i, r in enumerate(recalls)) if recalls else "(none yet)")


# -- Step-GUI (GELab) ---------------------------------------------------------------------------

class StepGUIAdapter(_Family):
    """Step-GUI's ``<THINK>...</THINK>`` then tab-separated fields
    ``explain:...\\taction:CLICK\\tpoint:x,y\\tsummary:...``, coordinates 0-1000. The model keeps
    its own running summary: the last reply's ``summary`` is its history, as in its harness.
    COMPLETE's ``return`` is the answer (when any)."""

    name = "step_gui"

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return (
            "Screen coordinates start at the top-left; x goes right and y goes down, both 0-1000.\n"
            "Actions (fields separated by a tab, written here as \\t):\n"
            "1. CLICK: action:CLICK\\tpoint:x,y\n"
            "2. TYPE: action:TYPE\\tvalue:the text\\tpoint:x,y   (point: the input field)\n"
            "3. COMPLETE: action:COMPLETE\\treturn:what you report to the user (your answer)\n"
            "4. WAIT: action:WAIT\\tvalue:seconds\n"
            f"5. AWAKE: action:AWAKE\\tvalue:app name (one of: {_app_list(apps)})\n"
            "6. INFO: action:INFO\\tvalue:your question to the user\n"
            "7. ABORT: action:ABORT\\tvalue:why the task cannot go on\n"
            "8. SLIDE: action:SLIDE\\tpoint1:x1,y1\\tpoint2:x2,y2\n"
            "9. LONGPRESS: action:LONGPRESS\\tpoint:x,y\n"
            "Reply with your thinking in <THINK> </THINK>, then one line:\n"
            "explain:why and how\\taction:...\\t(the action's fields)\\tsummary:the history so far, including this step"
        )

    @staticmethod
    def _fields(text: str) -> dict[str, str]:
        text = re.sub(r"<\s*(/?)\s*T[H]?INK\s*>", lambda m: f"<{m.group(1)}THINK>", text, flags=re.IGNORECASE)
        ends = list(re.finditer(r"</THINK>", text))
        if ends:
            kv = text[ends[-1].end():]
        elif "<THINK>" in text:
            kv = ""  # cut off while thinking
        else:
            kv = text
        fields: dict[str, str] = {}
        for part in kv.split("\t"):
            key, sep, value = part.partition(":")
            if sep:
                fields[key.strip().lower()] = value.strip()
        return fields

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        f = self._fields(reply.text)
        kind = f.get("action", "").upper()
        if not kind:
            raise ResponseFormatError("no action found: after </THINK> write tab-separated fields with action:..., e.g. explain:open it\\taction:CLICK\\tpoint:500,300\\tsummary:...")
        if kind == "CLICK":
            return [A.click(*_pair(f.get("point"), "CLICK point"))]
        if kind == "LONGPRESS":
            return [A.long_press(*_pair(f.get("point"), "LONGPRESS point"))]
        if kind in ("SLIDE", "SWIPE"):
            return [A.swipe(*_pair(f.get("point1"), f"{kind} point1"), *_pair(f.get("point2"), f"{kind} point2"))]
        if kind == "TYPE":
            if "value" not in f:
                raise ResponseFormatError("TYPE needs value:the text")
            typing = A.type_text(f["value"])
            if f.get("keyboard", "").lower() == "false" and f.get("point"):  # its harness taps the field first
                return [A.click(*_pair(f["point"], "TYPE point")), typing]
            return [typing]
        if kind == "WAIT":
            return [A.wait(_seconds_to_ms(f.get("value"), "WAIT value"))]
        if kind == "AWAKE":
            return [A.awake(app_id(f.get("value", "")))]
        if kind == "INFO":
            return [A.info(f.get("value", ""))]
        if kind == "ABORT":
            return [A.abort()]
        if kind == "COMPLETE":
            return _finish(f.get("return", ""))
        raise ResponseFormatError(f"unknown action {f['action']!r}; Step-GUI's actions are CLICK, TYPE, COMPLETE, WAIT, AWAKE, INFO, ABORT, SLIDE and LONGPRESS")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return self._fields(reply.text).get("summary", "")

    def history_text(self, recalls: list[str]) -> str:
        last = recalls[-1] if recalls else ""
        return f"Actions done so far: {last or 'none yet'}"


# -- OpenAI tool calling ------------------------------------------------------------------------

def _tool(name: str, description: str, **params: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {"type": "object", "properties": params, "required": list(params)}}}


_NUM = {"type": "number", "description": "0-1000"}
_TEXT = {"type": "string"}


class ToolsAdapter(_Family):
    """OpenAI tool calling: one tool per action, named after it in lower case, 0-1000
    coordinates. Of several tool calls the last is played, as ``qwen`` does."""

    name = "tools"

    def __init__(self) -> None:
        self._tools = [
            _tool("click", "Tap at (x, y).", x=_NUM, y=_NUM),
            _tool("double_tap", "Double tap at (x, y).", x=_NUM, y=_NUM),
            _tool("long_press", "Press and hold at (x, y).", x=_NUM, y=_NUM),
            _tool("type", "Type text into the focused field; clear=true replaces its content.", text=_TEXT, clear={"type": "boolean"}),
            _tool("swipe", "Fling from (x1, y1) to (x2, y2), with inertia; from the top edge down opens the notification shade.", x1=_NUM, y1=_NUM, x2=_NUM, y2=_NUM),
            _tool("drag", "Move slowly from (x1, y1) to (x2, y2): exact scrolling, sliders.", x1=_NUM, y1=_NUM, x2=_NUM, y2=_NUM),
            _tool("back", "System back key."),
            _tool("home", "System home key."),
            _tool("recent", "System recent-apps key."),
            _tool("enter", "The keyboard's enter key."),
            _tool("wait", "Let time pass.", duration_ms={"type": "number"}),
            _tool("awake", "Open an app by name.", app=_TEXT),
            _tool("answer", "Give a free-text answer; the episode goes on.", text=_TEXT),
            _tool("complete", "The task is done."),
            _tool("abort", "The task cannot be done."),
            _tool("info", "Ask the user a question.", question=_TEXT),
            _tool("noop", "Do nothing."),
        ]
        for t in self._tools:  # optional arguments
            fn = t["function"]["parameters"]
            fn["required"] = [p for p in fn["required"] if p not in ("clear", "duration_ms")]
        self.NAMES = {t["function"]["name"] for t in self._tools}
        self.NUMBERS = {p for t in self._tools for p, spec in t["function"]["parameters"]["properties"].items() if spec.get("type") == "number"}

    def action_help(self, apps: list[str], image: tuple[int, int]) -> str:
        return f"Act by calling exactly one of the tools per reply. Coordinates are 0-1000 on both axes of the screenshot (x to the right, y down). Apps: {_app_list(apps)}."

    def tools(self) -> list[dict[str, Any]]:
        return self._tools

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        if not reply.tool_calls:
            raise ResponseFormatError("no tool call: act by calling exactly one of the tools")
        name, raw = reply.tool_calls[-1]
        args = _json_object(raw or "{}")
        helper = getattr(A, "type_text" if name == "type" else name, None) if name in self.NAMES else None
        if helper is None:
            raise ResponseFormatError(f"unknown tool {name!r}; the tools are {', '.join(sorted(self.NAMES))}")
        args = {k: _number(v, f"{name} {k}") if k in self.NUMBERS and isinstance(v, str) else v for k, v in args.items()}
        if name == "awake" and isinstance(args.get("app"), str):
            args["app"] = app_id(args["app"])
        try:
            bound = inspect.signature(helper).bind(**args)
        except TypeError as err:
            raise ResponseFormatError(f"tool {name} got arguments {sorted(args)}: {err}") from None
        return [helper(*bound.args, **bound.kwargs)]


ADAPTERS: dict[str, Callable[[], Adapter]] = {
    "generic": GenericAdapter,
    "json_answer": JSONAnswerAdapter,
    "qwen": lambda: QwenAdapter(pixels=False),
    "qwen2.5": lambda: QwenAdapter(pixels=True),
    "gui_owl": lambda: QwenAdapter(pixels=False, gui_owl=True),
    "ui_tars": UITarsAdapter,
    "autoglm": AutoGLMAdapter,
    "ui_venus": UIVenusAdapter,
    "step_gui": StepGUIAdapter,
    "tools": ToolsAdapter,
}


def make_adapter(name: str) -> Adapter:
    """The adapter called ``name`` (see ADAPTERS)."""
    if name not in ADAPTERS:
        raise ValueError(f"unknown adapter {name!r}; choose one of {', '.join(ADAPTERS)}")
    return ADAPTERS[name]()


__all__ = ["ADAPTERS", "Adapter", "Reply", "ResponseFormatError", "make_adapter"]
