"""``ui_tars``: UI-TARS-1.5's mobile grammar after ``Action:``, pixels of the image sent."""

from __future__ import annotations

import ast
import re
from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import (
    after_marker,
    app_list,
    direction_vector,
    finish,
    leading_call,
    pair,
    round_patch,
    scale,
    strip_blocks,
    travel,
)


class UITarsAdapter(Family):
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
            f"open_app(app_name='') # one of: {app_list(apps)}\n"
            "drag(start_point='<point>x1 y1</point>', end_point='<point>x2 y2</point>')\n"
            "press_home()\npress_back()\nwait()\n"
            "finished(content='xxx') # the task is done; content is your answer when the task asks a question. "
            "Escape \\', \\\" and \\n inside content.\n\n"
            f"Points are pixels of the {image[0]}x{image[1]} screenshot."
        )

    def image_size(self, width: int, height: int) -> tuple[int, int]:
        return round_patch(width), round_patch(height)

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
        x, y = pair(inner.strip(), what)
        return scale(x, image[0]), scale(y, image[1])

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        section = after_marker(strip_blocks(reply.text, "think"))
        call = leading_call(section, self.NAMES) if section is not None else None
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
            dx, dy = direction_vector(args.get("direction"), "scroll")
            return [A.swipe(*travel(x, y, -dx, -dy))]
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
        return finish(args.get("content", ""))

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return reply.text
