"""``step_gui``: Step-GUI's (GELab's) tab-separated fields, 0-1000."""

from __future__ import annotations

import re
from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import app_list, finish, pair, seconds_to_ms


class StepGUIAdapter(Family):
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
            f"5. AWAKE: action:AWAKE\\tvalue:app name (one of: {app_list(apps)})\n"
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
            return [A.click(*pair(f.get("point"), "CLICK point"))]
        if kind == "LONGPRESS":
            return [A.long_press(*pair(f.get("point"), "LONGPRESS point"))]
        if kind in ("SLIDE", "SWIPE"):
            return [A.swipe(*pair(f.get("point1"), f"{kind} point1"), *pair(f.get("point2"), f"{kind} point2"))]
        if kind == "TYPE":
            if "value" not in f:
                raise ResponseFormatError("TYPE needs value:the text")
            typing = A.type_text(f["value"])
            if f.get("keyboard", "").lower() == "false" and f.get("point"):  # its harness taps the field first
                return [A.click(*pair(f["point"], "TYPE point")), typing]
            return [typing]
        if kind == "WAIT":
            return [A.wait(seconds_to_ms(f.get("value"), "WAIT value"))]
        if kind == "AWAKE":
            return [A.awake(app_id(f.get("value", "")))]
        if kind == "INFO":
            return [A.info(f.get("value", ""))]
        if kind == "ABORT":
            return [A.abort()]
        if kind == "COMPLETE":
            return finish(f.get("return", ""))
        raise ResponseFormatError(f"unknown action {f['action']!r}; Step-GUI's actions are CLICK, TYPE, COMPLETE, WAIT, AWAKE, INFO, ABORT, SLIDE and LONGPRESS")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return self._fields(reply.text).get("summary", "")

    def history_text(self, recalls: list[str]) -> str:
        last = recalls[-1] if recalls else ""
        return f"Actions done so far: {last or 'none yet'}"
