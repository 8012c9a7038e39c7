"""Gymnasium wrappers that give RL libraries the fixed-size action spaces they expect.

The env's own action space is a ``Dict`` of 17 action types with a free text (what LLM agents
write); Stable-Baselines3, TorchRL and RLlib want a ``Discrete`` or a normalised ``Box``:

- :class:`TapGridActions`: ``Discrete``, taps at the centres of a grid of cells plus fixed extra
  actions (BACK, HOME, swipes, COMPLETE, and strings to type);
- :class:`ContinuousActions`: ``Box`` in [-1, 1] (or [0, 1000]), an action type chosen by
  argmax or index, a point and an end point.

Small observations need no wrapper: ``gym.make(id, capture_size=(72, 160))`` draws the page at
that size, and Gymnasium's ``GrayscaleObservation`` (plain numpy) makes it one channel; see
docs/rl.md.

    >>> env = TapGridActions(gym.make("MobileGym/Clock_ToggleAlarm-v0", capture_size=(72, 160)))
    >>> env.labels[:2], env.labels[-1]
    (('CLICK(100, 50)', 'CLICK(300, 50)'), 'COMPLETE()')
"""

from .continuous import ContinuousActions
from .tap_grid import DEFAULT_EXTRAS, TapGridActions

__all__ = ["DEFAULT_EXTRAS", "ContinuousActions", "TapGridActions"]
