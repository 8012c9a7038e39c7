"""``generic``: our string form (docs/actions.md) after ``Action:``, 0-1000 coordinates."""

from __future__ import annotations

import json
import re
from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import after_marker, app_list, leading_call, strip_blocks


class GenericAdapter(Family):
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
            f"Apps: {app_list(apps)}.\n"
            'Reply with your reasoning, then a last line "Action: <one action>", e.g. Action: CLICK(500, 300)'
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        section = after_marker(strip_blocks(reply.text, "think"))
        if section is None:
            raise ResponseFormatError('no action found: end the reply with "Action: " and one action such as CLICK(500, 300)')
        call = leading_call(section, self.NAMES)
        if call is None:
            raise ResponseFormatError(f'no action found right after "Action:" (one action such as CLICK(500, 300), complete): got {section.strip()[:120]!r}')
        awake = re.fullmatch(r'AWAKE\s*\(\s*(?:app\s*=\s*)?("(?:[^"\\]|\\.)*")\s*\)', call, re.IGNORECASE | re.DOTALL)
        if awake:
            return [A.awake(app_id(json.loads(awake.group(1))))]
        return [call.strip()]
