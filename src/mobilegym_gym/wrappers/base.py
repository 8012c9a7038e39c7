"""What the action wrappers share: the phone under the wrappers, and fixed actions checked once."""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from .. import actions as A
from ..env import MobileGymEnv


def phone_env(env: gym.Env[Any, Any], wrapper: str) -> MobileGymEnv:
    """The ``MobileGymEnv`` under ``env``, whose apps and text limit the actions are checked
    against; a clear ``TypeError`` for any other env."""
    base = env.unwrapped
    if not isinstance(base, MobileGymEnv):
        raise TypeError(f"{wrapper} wraps a MobileGym env (gym.make('MobileGym/...')); got {type(base).__name__}")
    return base


def checked(env: MobileGymEnv, action: Any, what: str) -> A.Action:
    """``action`` (any form the env takes) validated for ``env`` now, so that a bad extra fails
    when the wrapper is made, not at the first step that draws it."""
    try:
        return env.check_action(action)
    except A.InvalidActionError as err:
        raise A.InvalidActionError(f"{what} {action!r}: {err}") from None
