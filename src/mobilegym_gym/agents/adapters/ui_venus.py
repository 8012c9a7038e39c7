"""``ui_venus``: UI-Venus-1.5's ``<action>Name(...)</action>``, 0-999."""

from __future__ import annotations

from typing import Any

from ... import actions as A
from ..app_names import app_id
from .base import Family, Reply, ResponseFormatError
from .reading import (
    app_list,
    finish,
    last_block,
    pair,
    python_call,
    strip_blocks,
    text_arg,
)


class UIVenusAdapter(Family):
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
            f"Apps: {app_list(apps)}.\n"
            "Reply in this form:\n<think>your reasoning</think>\n<action>one action</action>\n<conclusion>what this action does</conclusion>"
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        block = last_block(strip_blocks(reply.text, "think"), "action")
        if not block:
            raise ResponseFormatError("no action found: put the action in <action>...</action>, e.g. <action>Click(box=(500,300))</action>")
        name, args = python_call(block)
        if name in ("Click", "LongPress"):
            x, y = pair(args.get("box"), f"{name} box")
            return [A.click(x, y) if name == "Click" else A.long_press(x, y)]
        if name in ("Scroll", "Drag"):
            start, end = pair(args.get("start"), f"{name} start"), pair(args.get("end"), f"{name} end")
            return [(A.swipe if name == "Scroll" else A.drag)(*start, *end)]
        if name == "Type":
            return [A.type_text(text_arg(args, "content", "Type"))]
        if name == "Launch":
            return [A.awake(app_id(text_arg(args, "app", "Launch")))]
        if name == "Wait":
            return [A.wait()]
        keys = {"PressBack": A.back, "PressHome": A.home, "PressEnter": A.enter, "PressRecent": A.recent}
        if name in keys:
            return [keys[name]()]
        if name == "CallUser":
            return [A.answer(text_arg(args, "content", "CallUser"))]
        if name == "Finished":
            return finish(args.get("content", ""))
        raise ResponseFormatError(f"unknown action {name!r}; UI-Venus's actions are Click, LongPress, Scroll, Drag, Type, Launch, Wait, PressBack, PressHome, PressEnter, PressRecent, CallUser and Finished")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        think = last_block(reply.text, "think") or ""
        return f"<think>{think}</think><action>{last_block(strip_blocks(reply.text, 'think'), 'action')}</action>"

    def history_text(self, recalls: list[str]) -> str:
        return "Earlier actions and reasoning:\n" + ("\n".join(f"Step {i}: {r}" for i, r in enumerate(recalls)) if recalls else "(none yet)")
