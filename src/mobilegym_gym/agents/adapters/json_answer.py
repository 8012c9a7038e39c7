"""``json_answer``: the paper's format for general models (Gemini, Doubao-Seed, Qwen3.6-Plus,
Qwen3-VL baselines): think and answer blocks around one JSON action, 0-1000 coordinates."""

from __future__ import annotations

import re
from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import (
    app_list,
    json_object,
    last_block,
    number,
    pair,
    strip_blocks,
    text_arg,
)


class JSONAnswerAdapter(Family):
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
            f"Apps: {app_list(apps)}.\n"
            'Example: <think>The search field is at the top.</think><answer>{"action": "click", "point": [500, 80]}</answer>'
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        block = last_block(strip_blocks(reply.text, "think"), "answer")
        if block is None:
            raise ResponseFormatError('no <answer> block: end the reply with <answer>{"action": "click", "point": [x, y]}</answer>')
        fenced = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", block, re.DOTALL)
        args = json_object(fenced.group(1) if fenced else block, "the <answer> block")
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
            x, y = pair(args.get("point"), f"{what} point")
            return {T.CLICK: A.click, T.DOUBLE_TAP: A.double_tap, T.LONG_PRESS: A.long_press}[kind](x, y)
        if kind in (T.SWIPE, T.DRAG):
            start, end = pair(args.get("point"), f"{what} point"), pair(args.get("point2"), f"{what} point2")
            return (A.swipe if kind is T.SWIPE else A.drag)(*start, *end)
        if kind is T.TYPE:
            return A.type_text(text_arg(args, "text", "type"), clear=args.get("clear") in (True, "true"))
        if kind is T.WAIT:
            return A.wait(number(args.get("duration", 1000), "wait duration"))
        if kind is T.AWAKE:
            return A.awake(app_id(text_arg(args, "app", "awake")))
        if kind in (T.ANSWER, T.INFO):
            return (A.answer if kind is T.ANSWER else A.info)(text_arg(args, "text", what))
        return {T.BACK: A.back, T.HOME: A.home, T.RECENT: A.recent, T.ENTER: A.enter, T.COMPLETE: A.complete, T.ABORT: A.abort, T.NOOP: A.noop}[kind]()

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return reply.text
