"""The oracle: plays a template's reference solution through the GUI, then COMPLETE.

Each step names an on-screen target that is resolved to coordinates from the live page at the
moment it is played, and is sent as an ordinary action, so the solution exercises the same path
an agent's taps take. ``scroll`` drags the screen up until the target shows (bounded). ``see``
sends nothing: it raises ``TargetNotFoundError`` unless its targets are on screen, so a query
whose answer the phone does not show fails its own reference solution. ``drag`` resolves both of
its targets when it is played and sends one DRAG between them.
``fill_answers`` opens the AnswerSheet, types each expected answer into its field and submits.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np

from .. import actions as A
from ..errors import TargetNotFoundError
from ..tasks.env import TaskEnv
from ..tasks.spec import Step

MAX_SCROLLS = 12


class OracleAgent:
    encoded_screens = True  # reads the live page, never the screen

    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None:
        assert env.task is not None
        self.env = env
        self._plan = self._actions(env.task.solution)

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any:
        return next(self._plan, A.complete())

    def _target(self, target: dict[str, Any]) -> tuple[float, float]:
        return self.env.locate(target.get("text"), test_id=target.get("testId"), role=target.get("role"), name=target.get("name"), nth=int(target.get("nth", 0)), exact=bool(target.get("exact", True)))

    def _find(self, target: dict[str, Any], scroll: bool) -> Iterator[Any]:
        """Yield drags until the target is visible (if ``scroll``), then nothing."""
        for _ in range(MAX_SCROLLS if scroll else 0):
            try:
                self._target(target)
                return
            except TargetNotFoundError:
                yield A.drag(500, 700, 500, 350)

    def _actions(self, steps: list[Step]) -> Iterator[Any]:
        for step in steps:
            if step.tap is not None:
                yield from self._find(step.tap, step.scroll)
                yield A.click(*self._target(step.tap))
            elif step.long_press is not None:
                yield from self._find(step.long_press, step.scroll)
                yield A.long_press(*self._target(step.long_press))
            elif step.see is not None:
                for target in step.seen_targets():
                    yield from self._find(target, step.scroll)
                    self._target(target)  # raises TargetNotFoundError if the phone does not show it
            elif step.type is not None:
                yield A.type_text(str(step.type), clear=step.clear)
            elif step.swipe is not None:
                yield A.swipe(*step.swipe)
            elif step.drag is not None:
                yield A.drag(*self._target(step.drag.from_), *self._target(step.drag.to))
            elif step.back:
                yield A.back()
            elif step.home:
                yield A.home()
            elif step.enter:
                yield A.enter()
            elif step.wait is not None:
                yield A.wait(step.wait)
            elif step.awake is not None:
                yield A.awake(step.awake)
            elif step.answer is not None:
                yield A.answer(step.answer)
            elif step.fill_answers:
                yield from self._fill_answers()

    def _fill_answers(self) -> Iterator[Any]:
        task = self.env.task
        assert task is not None
        yield A.awake("answer_sheet")
        for f in task.answer_fields:
            value = task.expected_answers[f.id]
            values = value if isinstance(value, list) else [value]
            if f.type == "choice":
                for v in values:
                    target = {"testId": f"answer-choice-{f.id}-{v}"}
                    yield from self._find(target, True)
                    yield A.click(*self._target(target))
                continue
            for i, v in enumerate(values):
                if f.repeatable and i > 0:
                    # Hide the keyboard first: with it up, later entries of a long list
                    # sit under it and a drag that starts on the keyboard cannot scroll.
                    yield A.back()
                    add = {"testId": f"answer-add-{f.id}"}
                    yield from self._find(add, True)
                    yield A.click(*self._target(add))
                field = {"testId": f"field-answer_sheet.{f.id}" + (f".{i}" if f.repeatable else "")}
                yield from self._find(field, True)
                yield A.click(*self._target(field))
                yield A.type_text(str(v), clear=True)
            yield A.back()  # hide the keyboard
        submit = {"testId": "answer-submit"}
        yield from self._find(submit, True)
        yield A.click(*self._target(submit))
