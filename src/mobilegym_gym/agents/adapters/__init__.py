"""Adapters: how one model family writes actions, mapped onto our 17 (docs/agents.md has the table
and the source of each family's format).

An adapter tells the model its action format (``action_help``, or ``tools`` for function
calling), sizes the screenshot the way the family's coordinates expect (``image_size``), turns a
reply into our actions (``parse``) and says how the family sees its earlier replies again
(``history``, ``recall``, ``history_text``), the way the family's own harness feeds them back.
One module per family; ``base`` has the protocol and ``reading`` what the families share.

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

from collections.abc import Callable

from .autoglm import AutoGLMAdapter
from .base import Adapter, Reply, ResponseFormatError
from .generic import GenericAdapter
from .json_answer import JSONAnswerAdapter
from .qwen import QwenAdapter
from .step_gui import StepGUIAdapter
from .tools import ToolsAdapter
from .ui_tars import UITarsAdapter
from .ui_venus import UIVenusAdapter

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
