"""``TapGridActions``: the phone as a ``Discrete`` action space, for DQN/PPO-style agents."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from .. import actions as A
from .base import checked, phone_env

#: The default extra actions: BACK, HOME, a swipe of the finger up, down, left and right (up
#: scrolls a list down; left turns to the next page), COMPLETE.
DEFAULT_EXTRAS: tuple[str, ...] = (
    "BACK",
    "HOME",
    "SWIPE(500, 750, 500, 250)",
    "SWIPE(500, 250, 500, 750)",
    "SWIPE(850, 500, 150, 500)",
    "SWIPE(150, 500, 850, 500)",
    "COMPLETE",
)


class TapGridActions(gym.ActionWrapper[Any, np.int64, Any], gym.utils.RecordConstructorArgs):
    """``Discrete(rows * cols + len(extra) + len(texts))`` over the 17 GUI actions.

    Index ``i < rows * cols`` taps the centre of cell ``(i // cols, i % cols)``, row by row from
    the top left of the screen; then come the ``extra`` actions in order (any form the env
    takes: ``"BACK"``, ``A.swipe(...)``, ``"LONG_PRESS(500, 500)"``, ``"AWAKE(\\"Clock\\")"``),
    then ``TYPE`` of each of ``texts``. Free text cannot be a discrete choice (its vocabulary
    is open), so the strings a task family needs are given here, e.g. ``texts=("07:45",)``.
    ``labels[i]`` is index i's action in the string form. Every action is validated when the
    wrapper is made; a step with anything but an index ``0..n-1`` raises ``InvalidActionError``.

    The default 10 x 5 grid has cells of 72 x 80 CSS px on the 360 x 800 screen, about a list
    row or a launcher icon each.
    """

    def __init__(self, env: gym.Env[Any, Any], rows: int = 10, cols: int = 5, extra: Sequence[Any] = DEFAULT_EXTRAS, texts: Sequence[str] = ()) -> None:
        gym.utils.RecordConstructorArgs.__init__(self, rows=rows, cols=cols, extra=extra, texts=texts)
        gym.ActionWrapper.__init__(self, env)
        for name, value in (("rows", rows), ("cols", cols)):
            if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value < 1:
                raise ValueError(f"TapGridActions {name} must be a positive int (cells of the tap grid); got {value!r}")
        if isinstance(extra, (str, dict)) or isinstance(texts, str):
            raise TypeError("TapGridActions extra and texts are sequences of actions and strings: wrap a single one in a tuple, e.g. texts=('hello',)")
        phone = phone_env(env, "TapGridActions")
        taps = [A.click((c + 0.5) * A.COORD_MAX / cols, (r + 0.5) * A.COORD_MAX / rows) for r in range(rows) for c in range(cols)]
        fixed = [checked(phone, a, f"TapGridActions extra[{i}]") for i, a in enumerate(extra)]
        typed = [checked(phone, {"action_type": A.ActionType.TYPE, "text": t}, f"TapGridActions texts[{i}]") for i, t in enumerate(texts)]
        self.rows, self.cols = int(rows), int(cols)
        #: The action of each index, validated for this env.
        self.actions: tuple[A.Action, ...] = tuple(checked(phone, t, "tap") for t in taps) + tuple(fixed) + tuple(typed)
        #: The string form of each index's action (``"CLICK(100, 50)"``, ``"BACK"``), for logs.
        self.labels: tuple[str, ...] = tuple(str(a) for a in self.actions)
        self.action_space = spaces.Discrete(len(self.actions))

    def action(self, action: Any) -> A.Action:
        """The GUI action of index ``action`` (an int, numpy integer or 0-d integer array)."""
        if isinstance(action, (bool, np.bool_)) or not self.action_space.contains(action):
            shown = action.tolist() if isinstance(action, (np.ndarray, np.generic)) else action
            raise A.InvalidActionError(f"TapGridActions takes an action index, an int 0..{len(self.actions) - 1} (see .labels); got {shown!r}")
        return self.actions[int(action)]
