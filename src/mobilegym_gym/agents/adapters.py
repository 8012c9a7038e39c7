"""Adapters: how one model family writes actions, mapped onto our 17 (docs/agents.md has the table).

An adapter tells the model its action format (``action_help``, or ``tools`` for function
calling), sizes the screenshot the way the family's coordinates expect (``image_size``) and
turns a reply into our actions (``parse``). ``parse`` finds the action in a reply that also
reasons; a reply without one, or with one it cannot map, raises ``ResponseFormatError``.

- ``generic``: our string form, ``CLICK(500, 300)``, 0-1000 coordinates.
- ``qwen`` (Qwen3-VL) and ``qwen2.5`` (Qwen2.5-VL): the ``mobile_use`` function call in
  ``<tool_call>`` tags; Qwen3-VL writes 0-1000 coordinates, Qwen2.5-VL absolute pixels of the
  image it was given (sent already resized to multiples of 28, as its processor would).
- ``ui_tars``: UI-TARS-1.5's mobile grammar, ``click(start_box='(x,y)')``, absolute pixels of
  the image (also sent resized to multiples of 28).
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

    def action_help(self, apps: list[str]) -> str:
        """The action section of the system prompt, in the family's own format."""
        ...

    def tools(self) -> list[dict[str, Any]] | None:
        """Tool definitions to send with every call, or None."""
        ...

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        """The size the screenshot is sent at, from the configured one."""
        ...

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        """Our actions (dict form) for the reply, in order; raises ResponseFormatError."""
        ...


def _scale(value: float, side: int) -> float:
    """A pixel coordinate of an image ``side`` pixels long, in 0-1000 (the last pixel is 1000),
    to a tenth (finer than a pixel of any image sent)."""
    return round(min(1000.0, max(0.0, value * 1000.0 / max(1, side - 1))), 1)


def _round_patch(value: float) -> int:
    return max(PATCH, round(value / PATCH) * PATCH)


def _last_call(text: str, names: list[str]) -> str | None:
    """The last ``name(...)`` (or bare ``NAME``) in ``text`` with balanced parentheses outside
    quotes; reasoning before it is ignored. Names match case-insensitively."""
    pattern = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, names)) + r")\b", re.IGNORECASE)
    found = None
    for m in pattern.finditer(text):
        rest = text[m.end():]
        stripped = rest.lstrip(" ")
        if not stripped.startswith("("):
            found = m.group(1)
            continue
        depth, quote, i = 0, "", m.end() + (len(rest) - len(stripped))
        start = i
        while i < len(text):
            ch = text[i]
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
                    found = m.group(1) + text[start:i + 1]
                    break
            i += 1
    return found


def _actions_section(text: str) -> str:
    """The text after the last ``Action:`` marker, or all of it: where the families put the act."""
    idx = text.rfind("Action:")
    return text[idx + len("Action:"):] if idx >= 0 else text


def _app_list(apps: list[str]) -> str:
    return ", ".join(apps)


class GenericAdapter:
    """Our string form (docs/actions.md); the action is the last one in the reply after ``Action:``."""

    name = "generic"
    NAMES = [t.name for t in A.ActionType]

    def action_help(self, apps: list[str]) -> str:
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

    def tools(self) -> None:
        return None

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return width, height

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        call = _last_call(_actions_section(reply.text), self.NAMES) or _last_call(reply.text, self.NAMES)
        if call is None:
            raise ResponseFormatError('no action found: end the reply with "Action: " and one action such as CLICK(500, 300)')
        return [call.strip()]


def _json_object(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        raise ResponseFormatError(f"the tool call's arguments are not JSON ({err.msg} at {err.pos}): {text[:200]!r}") from None
    if not isinstance(value, dict):
        raise ResponseFormatError(f"the tool call's arguments must be a JSON object; got {text[:200]!r}")
    return value


def _point(args: dict[str, Any], key: str, to_1000: Callable[[float, float], tuple[float, float]]) -> tuple[float, float]:
    value = args.get(key)
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)):
        raise ResponseFormatError(f"{key!r} must be [x, y]; got {value!r}")
    return to_1000(float(value[0]), float(value[1]))


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


class QwenAdapter:
    """Qwen-VL's ``mobile_use`` function, as its chat template writes tool calls:
    ``<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [x, y]}}</tool_call>``.
    ``pixels``: Qwen2.5-VL (absolute pixels of the image); else Qwen3-VL (0-1000)."""

    BUTTONS = {"back": A.back, "home": A.home, "menu": A.recent, "enter": A.enter}
    KEYS = {"back": A.back, "home": A.home, "enter": A.enter, "menu": A.recent, "app_switch": A.recent}

    def __init__(self, pixels: bool) -> None:
        self.pixels = pixels
        self.name = "qwen2.5" if pixels else "qwen"

    def _tool(self, apps: list[str]) -> dict[str, Any]:
        unit = "absolute pixels of the screenshot" if self.pixels else "0-1000 relative to the screenshot's width and height"
        return {
            "type": "function",
            "function": {
                "name": "mobile_use",
                "description": f"Use a touchscreen to interact with a mobile device. Coordinates [x, y] are {unit}. Apps that open: {_app_list(apps)}.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "action": {"type": "string", "enum": ["click", "long_press", "swipe", "type", "answer", "system_button", "open", "wait", "terminate", "key"],
                                   "description": "click(coordinate); long_press(coordinate, time); swipe(coordinate, coordinate2); type(text); answer(text); system_button(button: Back, Home, Menu, Enter); open(text: app name); wait(time); terminate(status: success or failure); key(text)"},
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

    def action_help(self, apps: list[str]) -> str:
        return (
            "# Tools\n\nYou may call one function per reply.\n\n<tools>\n"
            + json.dumps(self._tool(apps)["function"], ensure_ascii=False)
            + "\n</tools>\n\nFor the function call, return a JSON object with the function name and arguments within <tool_call></tool_call> XML tags:\n"
            '<tool_call>\n{"name": "mobile_use", "arguments": <args-json-object>}\n</tool_call>'
        )

    def tools(self) -> None:
        return None

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return (_round_patch(width), _round_patch(height)) if self.pixels else (width, height)

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        calls = [json.dumps({"name": n, "arguments": _json_object(a)}) for n, a in reply.tool_calls]
        calls += re.findall(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", reply.text, re.DOTALL)
        if not calls:
            raise ResponseFormatError('no function call found: reply with <tool_call>{"name": "mobile_use", "arguments": {...}}</tool_call>')
        call = _json_object(calls[-1])
        if call.get("name") != "mobile_use" or not isinstance(call.get("arguments"), dict):
            raise ResponseFormatError(f'the call must be {{"name": "mobile_use", "arguments": {{...}}}}; got {calls[-1][:200]!r}')
        return [self._action(call["arguments"], image)]

    def _action(self, args: dict[str, Any], image: tuple[int, int]) -> Any:
        def to_1000(x: float, y: float) -> tuple[float, float]:
            return (_scale(x, image[0]), _scale(y, image[1])) if self.pixels else (x, y)

        kind = str(args.get("action", "")).lower()
        if kind == "click":
            return A.click(*_point(args, "coordinate", to_1000))
        if kind == "long_press":
            seconds = args.get("time")
            return A.long_press(*_point(args, "coordinate", to_1000), duration_ms=float(seconds) * 1000 if isinstance(seconds, (int, float)) else 0)
        if kind == "swipe":
            return A.swipe(*_point(args, "coordinate", to_1000), *_point(args, "coordinate2", to_1000))
        if kind in ("type", "answer"):
            if not isinstance(args.get("text"), str):
                raise ResponseFormatError(f"{kind} needs a string 'text'; got {args.get('text')!r}")
            return A.type_text(args["text"]) if kind == "type" else A.answer(args["text"])
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
            return A.awake(str(args.get("text", "")))
        if kind == "wait":
            seconds = args.get("time", 1)
            return A.wait(float(seconds) * 1000 if isinstance(seconds, (int, float)) and seconds > 0 else 1000)
        if kind == "terminate":
            status = str(args.get("status", "")).lower()
            if status not in ("success", "failure"):
                raise ResponseFormatError(f"terminate status must be success or failure; got {args.get('status')!r}")
            return A.complete() if status == "success" else A.abort()
        raise ResponseFormatError(f"unknown mobile_use action {args.get('action')!r}")


class UITarsAdapter:
    """UI-TARS-1.5's mobile grammar after ``Action:``, coordinates in pixels of the image
    (``(x,y)``, optionally in ``<|box_start|>``/``<|box_end|>``, a box ``(x1,y1,x2,y2)`` or
    ``<point>x y</point>``). ``scroll`` reveals content on the named side (the finger moves the
    other way); ``type`` ending in a newline is followed by ENTER; ``finished(content)`` answers
    the content (when any), then COMPLETE."""

    name = "ui_tars"
    NAMES = ["click", "long_press", "type", "scroll", "open_app", "drag", "press_home", "press_back", "finished", "wait"]

    def action_help(self, apps: list[str]) -> str:
        return (
            "## Output Format\nThought: ...\nAction: ...\n\n## Action Space\n"
            "click(start_box='<|box_start|>(x1,y1)<|box_end|>')\n"
            "long_press(start_box='<|box_start|>(x1,y1)<|box_end|>')\n"
            "type(content='') #If you want to submit your input, use \"\\n\" at the end of `content`.\n"
            "scroll(start_box='<|box_start|>(x1,y1)<|box_end|>', direction='down or up or right or left')\n"
            f"open_app(app_name='') # one of: {_app_list(apps)}\n"
            "drag(start_box='<|box_start|>(x1,y1)<|box_end|>', end_box='<|box_start|>(x3,y3)<|box_end|>')\n"
            "press_home()\npress_back()\nwait()\n"
            "finished(content='xxx') # the task is done; content is your answer when the task asks a question. "
            "Use escape characters \\', \\\", and \\n in content part.\n\n"
            "Coordinates are pixels of the screenshot."
        )

    def tools(self) -> None:
        return None

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
            raise ResponseFormatError(f"{what} is missing, e.g. start_box='(120,340)'")
        numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", value.replace("<|box_start|>", "").replace("<|box_end|>", ""))]
        if len(numbers) == 4:
            numbers = [(numbers[0] + numbers[2]) / 2, (numbers[1] + numbers[3]) / 2]
        if len(numbers) != 2:
            raise ResponseFormatError(f"{what} must be a point (x,y) or a box (x1,y1,x2,y2); got {value!r}")
        return _scale(numbers[0], image[0]), _scale(numbers[1], image[1])

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        call = _last_call(_actions_section(reply.text), self.NAMES)
        if call is None:
            raise ResponseFormatError("no action found: end the reply with \"Action: \" and one action such as click(start_box='(120,340)')")
        kind = call.split("(", 1)[0].strip().lower()
        args = self._args(call)
        if kind in ("click", "long_press"):
            x, y = self._point(args.get("start_box") or args.get("point"), image, "start_box")
            return [A.click(x, y) if kind == "click" else A.long_press(x, y)]
        if kind == "type":
            content = args.get("content", "")
            if not content.endswith("\n"):
                return [A.type_text(content)]
            text = content.rstrip("\n")
            return [A.type_text(text), A.enter()] if text else [A.enter()]
        if kind == "scroll":
            x, y = self._point(args.get("start_box") or args.get("point"), image, "start_box")
            dx, dy = _direction_vector(args.get("direction"), "scroll")
            return [A.swipe(*_travel(x, y, -dx, -dy))]
        if kind == "drag":
            start = self._point(args.get("start_box") or args.get("start_point"), image, "start_box")
            end = self._point(args.get("end_box") or args.get("end_point"), image, "end_box")
            return [A.drag(*start, *end)]
        if kind == "open_app":
            return [A.awake(args.get("app_name", ""))]
        if kind == "press_home":
            return [A.home()]
        if kind == "press_back":
            return [A.back()]
        if kind == "wait":
            return [A.wait()]
        content = args.get("content", "").strip()
        return [A.answer(content), A.complete()] if content else [A.complete()]


def _tool(name: str, description: str, **params: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {"type": "object", "properties": params, "required": list(params)}}}


_NUM = {"type": "number", "description": "0-1000"}
_TEXT = {"type": "string"}


class ToolsAdapter:
    """OpenAI tool calling: one tool per action, named after it in lower case, 0-1000 coordinates."""

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

    def action_help(self, apps: list[str]) -> str:
        return f"Act by calling exactly one of the tools per reply. Coordinates are 0-1000 on both axes of the screenshot (x to the right, y down). Apps: {_app_list(apps)}."

    def tools(self) -> list[dict[str, Any]]:
        return self._tools

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return width, height

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        if not reply.tool_calls:
            raise ResponseFormatError("no tool call: act by calling exactly one of the tools")
        name, raw = reply.tool_calls[0]
        args = _json_object(raw or "{}")
        helper = getattr(A, "type_text" if name == "type" else name, None) if name in self.NAMES else None
        if helper is None:
            raise ResponseFormatError(f"unknown tool {name!r}; the tools are {', '.join(sorted(self.NAMES))}")
        try:
            bound = inspect.signature(helper).bind(**args)
        except TypeError as err:
            raise ResponseFormatError(f"tool {name} got arguments {sorted(args)}: {err}") from None
        return [helper(*bound.args, **bound.kwargs)]


ADAPTERS: dict[str, Callable[[], Adapter]] = {
    "generic": GenericAdapter,
    "qwen": lambda: QwenAdapter(pixels=False),
    "qwen2.5": lambda: QwenAdapter(pixels=True),
    "ui_tars": UITarsAdapter,
    "tools": ToolsAdapter,
}


def make_adapter(name: str) -> Adapter:
    """The adapter called ``name`` (see ADAPTERS)."""
    if name not in ADAPTERS:
        raise ValueError(f"unknown adapter {name!r}; choose one of {', '.join(ADAPTERS)}")
    return ADAPTERS[name]()


__all__ = ["ADAPTERS", "Adapter", "Reply", "ResponseFormatError", "make_adapter"]
