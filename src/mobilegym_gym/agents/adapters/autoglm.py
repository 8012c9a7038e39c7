"""``autoglm``: AutoGLM-Phone's ``<answer>do(action=...)</answer>``, 0-999."""

from __future__ import annotations

import re
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
    seconds_to_ms,
    strip_blocks,
    text_arg,
)


class AutoGLMAdapter(Family):
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
            f"Apps: {app_list(apps)}."
        )

    def parse(self, reply: Reply, image: tuple[int, int]) -> list[Any]:
        block = last_block(strip_blocks(reply.text, "think"), "answer")
        if not block:
            raise ResponseFormatError('no action found: put the action in <answer>...</answer>, e.g. <answer>do(action="Tap", element=[500,300])</answer>')
        if not re.match(r"(do|finish)\s*\(", block):
            raise ResponseFormatError(f'the <answer> block must hold do(action=...) or finish(message=...); got {block[:120]!r}')
        try:
            name, args = python_call(block)
        except ResponseFormatError:
            typed = re.fullmatch(r'do\(\s*action\s*=\s*"(Type|Type_Name)"\s*,\s*text\s*=\s*"(.*)"\s*\)', block, re.DOTALL)
            if typed is None:  # its harness takes a Type's text verbatim, quotes and all
                raise
            name, args = "do", {"action": typed.group(1), "text": typed.group(2)}
        if name == "finish":
            return finish(args.get("message", ""))
        if name != "do":
            raise ResponseFormatError(f"the action must be do(...) or finish(...); got {name}(...)")
        return [self._do(args)]

    @staticmethod
    def _do(args: dict[str, Any]) -> Any:
        kind = args.get("action")
        if kind in ("Tap", "Double Tap", "Long Press"):
            x, y = pair(args.get("element"), f"{kind} element")
            return {"Tap": A.click, "Double Tap": A.double_tap, "Long Press": A.long_press}[kind](x, y)
        if kind == "Swipe":
            return A.swipe(*pair(args.get("start"), "Swipe start"), *pair(args.get("end"), "Swipe end"))
        if kind in ("Type", "Type_Name"):
            return A.type_text(text_arg(args, "text", kind), clear=True)
        if kind == "Launch":
            return A.awake(app_id(text_arg(args, "app", "Launch")))
        if kind == "Back":
            return A.back()
        if kind == "Home":
            return A.home()
        if kind == "Wait":
            return A.wait(seconds_to_ms(args.get("duration"), "Wait duration"))
        if kind == "Take_over":
            return A.info(str(args.get("message") or "Please take over."))
        if kind == "Interact":
            return A.info(str(args.get("message") or "Several options match; which one should I choose?"))
        if kind in ("Note", "Call_API"):  # its harness records or summarises nothing on the phone
            return A.noop()
        raise ResponseFormatError(f"unknown action {kind!r}; AutoGLM's actions are Launch, Tap, Double Tap, Long Press, Type, Type_Name, Swipe, Back, Home, Wait, Take_over, Interact, Note, Call_API and finish")

    def recall(self, reply: Reply, played: list[A.Action]) -> str:
        return reply.text
