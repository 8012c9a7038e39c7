"""``qwen``, ``qwen2.5`` and ``gui_owl``: Qwen-VL's ``mobile_use`` function call (Qwen3-VL 0-1000,
Qwen2.5-VL pixels of the image sent, GUI-Owl-1.5's variant)."""

from __future__ import annotations

import json
import re
from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import (
    app_list,
    json_object,
    pair,
    round_patch,
    scale,
    seconds_to_ms,
    strip_blocks,
    text_arg,
)


class QwenAdapter(Family):
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
                "description": f"Use a touchscreen to interact with a mobile device. {screen} Apps that open: {app_list(apps)}.",
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
        return (round_patch(width), round_patch(height)) if self.pixels else (width, height)

    def _calls(self, reply: Reply) -> list[str]:
        calls = [json.dumps({"name": n, "arguments": json_object(a or "{}")}, ensure_ascii=False) for n, a in reply.tool_calls]
        return calls + re.findall(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", strip_blocks(reply.text, "think"), re.DOTALL)

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        calls = self._calls(reply)
        if not calls:
            raise ResponseFormatError('no function call found: reply with <tool_call>{"name": "mobile_use", "arguments": {...}}</tool_call>')
        call = json_object(calls[-1], "the tool call")
        if call.get("name") != "mobile_use" or not isinstance(call.get("arguments"), dict):
            raise ResponseFormatError(f'the call must be {{"name": "mobile_use", "arguments": {{...}}}}; got {calls[-1][:200]!r}')
        return [self._action(call["arguments"], image)]

    def _action(self, args: dict[str, Any], image: tuple[int, int]) -> Any:
        def point(key: str) -> tuple[float, float]:
            x, y = pair(args.get(key), f"{key!r}")
            return (scale(x, image[0]), scale(y, image[1])) if self.pixels else (x, y)

        kind = str(args.get("action", "")).strip().lower()
        if kind in ("click", "tap"):
            return A.click(*point("coordinate"))
        if kind == "long_press":
            seconds = args.get("time")
            return A.long_press(*point("coordinate"), duration_ms=seconds_to_ms(seconds, "long_press time") if seconds not in (None, "") else 0)
        if kind == "swipe":
            return A.swipe(*point("coordinate"), *point("coordinate2"))
        if kind in ("type", "answer", "interact"):
            text = text_arg(args, "text", kind)
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
            return A.awake(app_id(text_arg(args, "text", "open")))
        if kind == "wait":
            return A.wait(seconds_to_ms(args.get("time"), "wait time"))
        if kind == "terminate":
            status = str(args.get("status", "")).lower()
            if status not in ("success", "failure"):
                raise ResponseFormatError(f"terminate status must be success or failure; got {args.get('status')!r}")
            return A.complete() if status == "success" else A.abort()
        raise ResponseFormatError(f"unknown mobile_use action {args.get('action')!r}")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        if self.gui_owl:
            return reply.text + "".join(f'\n<tool_call>\n{json.dumps({"name": n, "arguments": json_object(a or "{}")}, ensure_ascii=False)}\n</tool_call>' for n, a in reply.tool_calls)
        return self._calls(reply)[-1]

    def history_text(self, recalls: list[str]) -> str:
        if not recalls:
            return "Task progress: no operation done yet."
        return "Task progress (the operations you have done on the device, oldest first):\n" + "\n".join(f"Step {i}: {r}" for i, r in enumerate(recalls, 1))
