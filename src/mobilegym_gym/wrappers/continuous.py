"""``ContinuousActions``: the phone as a ``Box`` action space, for Gaussian-policy agents."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from .. import actions as A
from .base import checked, phone_env

_POINTED = (A.ActionType.CLICK, A.ActionType.DOUBLE_TAP, A.ActionType.LONG_PRESS, A.ActionType.SWIPE, A.ActionType.DRAG)
_PLAIN = (A.ActionType.BACK, A.ActionType.HOME, A.ActionType.RECENT, A.ActionType.ENTER, A.ActionType.WAIT, A.ActionType.COMPLETE, A.ActionType.ABORT, A.ActionType.NOOP)
_BOUNDS = {"unit": (-1.0, 1.0), "screen": (0.0, A.COORD_MAX)}

#: The default action types: tap, swipe, the system keys BACK and HOME, and COMPLETE.
DEFAULT_TYPES: tuple[str, ...] = ("CLICK", "SWIPE", "BACK", "HOME", "COMPLETE")


class ContinuousActions(gym.ActionWrapper[Any, np.ndarray, Any], gym.utils.RecordConstructorArgs):
    """A ``Box`` action: an action type out of ``types``, a point and an end point.

    Layout, with ``select="argmax"`` (default): ``len(types)`` scores (the highest one picks the
    type), then ``x, y, x2, y2``; with ``select="index"``: one value whose place in the range,
    cut into ``len(types)`` equal bins, picks the type, then ``x, y, x2, y2``. ``(x, y)`` is
    where CLICK, DOUBLE_TAP and LONG_PRESS act and where SWIPE and DRAG start, ``(x2, y2)``
    where those end; the other types ignore them. Durations are each type's default.

    ``scale="unit"`` (default) puts every value in [-1, 1], the normalised form Gymnasium's
    ``check_env`` and most RL libraries ask for; ``scale="screen"`` in [0, 1000], the env's own
    coordinates (``check_env`` then warns, as it does for the env's ``Dict`` space). Types that
    need a text or an app (TYPE, ANSWER, INFO, AWAKE) cannot come from numbers: use
    ``TapGridActions(texts=...)`` or the env's ``Dict`` space for them. An array of another
    shape, or with a value outside the bounds or not finite, raises ``InvalidActionError``
    (clip a policy's output to ``action_space.low``/``high``, as SB3 does).
    """

    def __init__(self, env: gym.Env[Any, Any], types: Sequence[A.ActionType | str] = DEFAULT_TYPES, select: Literal["argmax", "index"] = "argmax", scale: Literal["unit", "screen"] = "unit") -> None:
        gym.utils.RecordConstructorArgs.__init__(self, types=types, select=select, scale=scale)
        gym.ActionWrapper.__init__(self, env)
        self._phone = phone_env(env, "ContinuousActions")
        if select not in ("argmax", "index"):
            raise ValueError(f"ContinuousActions select must be 'argmax' (one score per type) or 'index' (one value); got {select!r}")
        if scale not in _BOUNDS:
            raise ValueError(f"ContinuousActions scale must be 'unit' ([-1, 1]) or 'screen' ([0, 1000]); got {scale!r}")
        if isinstance(types, str) or len(types) == 0:
            raise ValueError(f"ContinuousActions types must be a non-empty sequence of action types, e.g. ('CLICK', 'BACK'); got {types!r}")
        kinds = [self._kind(t) for t in types]
        if len(set(kinds)) != len(kinds):
            raise ValueError(f"ContinuousActions types has a type twice: {[k.name for k in kinds]}")
        self.types: tuple[A.ActionType, ...] = tuple(kinds)
        self.select, self.scale = select, scale
        self.low, self.high = _BOUNDS[scale]
        heads = [f"score {k.name}" for k in kinds] if select == "argmax" else ["type"]
        #: What each value of the action means, e.g. ``("score CLICK", ..., "x", "y", "x2", "y2")``.
        self.layout: tuple[str, ...] = (*heads, "x", "y", "x2", "y2")
        self.action_space = spaces.Box(self.low, self.high, (len(self.layout),), np.float32)

    @staticmethod
    def _kind(value: A.ActionType | str) -> A.ActionType:
        try:
            kind = A.ActionType[value.strip().upper()] if isinstance(value, str) else A.ActionType(value)
        except (KeyError, ValueError):
            raise ValueError(f"ContinuousActions types: unknown action type {value!r}; valid: {', '.join(k.name for k in _POINTED + _PLAIN)}") from None
        if kind not in _POINTED + _PLAIN:
            raise ValueError(f"ContinuousActions cannot give {kind.name}: it needs a text or an app, which numbers cannot choose; use TapGridActions(texts=...) or the env's Dict space for it")
        return kind

    def action(self, action: Any) -> A.Action:
        """The GUI action the array stands for."""
        values = self._values(action)
        heads = len(self.layout) - 4
        if self.select == "argmax":
            kind = self.types[int(np.argmax(values[:heads]))]
        else:
            share = (values[0] - self.low) / (self.high - self.low)
            kind = self.types[min(int(share * len(self.types)), len(self.types) - 1)]
        x, y, x2, y2 = np.clip((values[heads:] - self.low) / (self.high - self.low) * A.COORD_MAX, 0.0, A.COORD_MAX).tolist()
        step: dict[str, Any] = {"action_type": kind}
        if kind in _POINTED:
            step["point"] = (x, y)
        if kind in (A.ActionType.SWIPE, A.ActionType.DRAG):
            step["point2"] = (x2, y2)
        return checked(self._phone, step, "ContinuousActions")

    def _values(self, action: Any) -> np.ndarray:
        """The action as float64 values, or ``InvalidActionError`` saying what the space takes."""
        try:
            values = np.asarray(action, dtype=np.float64)
        except (TypeError, ValueError):
            values = None
        if values is None or values.shape != self.action_space.shape or not np.all(np.isfinite(values)) or values.min() < self.low or values.max() > self.high:
            shown = action.tolist() if isinstance(action, np.ndarray) else action
            raise A.InvalidActionError(
                f"ContinuousActions takes a float array of shape {self.action_space.shape} in [{self.low:g}, {self.high:g}] "
                f"({', '.join(self.layout)}); got {shown!r}; clip a policy's output to action_space.low/high"
            )
        return values
