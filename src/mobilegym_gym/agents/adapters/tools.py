"""``tools``: OpenAI tool calling, one tool per action, 0-1000 coordinates."""

from __future__ import annotations

import inspect
from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import app_list, json_object, number


def _tool(name: str, description: str, **params: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {"type": "object", "properties": params, "required": list(params)}}}


_NUM = {"type": "number", "description": "0-1000"}
_TEXT = {"type": "string"}


class ToolsAdapter(Family):
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
        return f"Act by calling exactly one of the tools per reply. Coordinates are 0-1000 on both axes of the screenshot (x to the right, y down). Apps: {app_list(apps)}."

    def tools(self) -> list[dict[str, Any]]:
        return self._tools

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        if not reply.tool_calls:
            raise ResponseFormatError("no tool call: act by calling exactly one of the tools")
        name, raw = reply.tool_calls[-1]
        args = json_object(raw or "{}")
        helper = getattr(A, "type_text" if name == "type" else name, None) if name in self.NAMES else None
        if helper is None:
            raise ResponseFormatError(f"unknown tool {name!r}; the tools are {', '.join(sorted(self.NAMES))}")
        args = {k: number(v, f"{name} {k}") if k in self.NUMBERS and isinstance(v, str) else v for k, v in args.items()}
        if name == "awake" and isinstance(args.get("app"), str):
            args["app"] = app_id(args["app"])
        try:
            bound = inspect.signature(helper).bind(**args)
        except TypeError as err:
            raise ResponseFormatError(f"tool {name} got arguments {sorted(args)}: {err}") from None
        return [helper(*bound.args, **bound.kwargs)]
