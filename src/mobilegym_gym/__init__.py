"""MobileGym-Gym: Gymnasium environments for mobile GUI agents on a simulated phone.

    >>> import gymnasium as gym, mobilegym_gym
    >>> env = gym.make("MobileGym/Phone-v0")

Importing the package registers the gym ids and nothing more: ``MobileGymEnv`` (and Playwright
behind it) is imported when first used, so a process that only registers ids or lists
templates (a Ray worker, ``mobilegym list``) does not pay for the browser driver.
"""

from typing import TYPE_CHECKING, Any

from . import actions
from .actions import Action, ActionType, InvalidActionError
from .errors import (
    ChromiumNotFoundError,
    GoalsMetAtStartError,
    InvalidPayloadError,
    MobileGymError,
    PageError,
    ResourceLimitError,
    StatePatchError,
    TargetNotFoundError,
    UnknownAppError,
    WebSimNotBuiltError,
)
from .registration import register_envs

if TYPE_CHECKING:
    from .env import MobileGymEnv

register_envs()


def __getattr__(name: str) -> Any:
    """``MobileGymEnv``, imported on first use (module ``__getattr__``, PEP 562)."""
    if name == "MobileGymEnv":
        from .env import MobileGymEnv

        return MobileGymEnv
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "Action",
    "ActionType",
    "ChromiumNotFoundError",
    "GoalsMetAtStartError",
    "InvalidActionError",
    "InvalidPayloadError",
    "MobileGymEnv",
    "MobileGymError",
    "PageError",
    "ResourceLimitError",
    "StatePatchError",
    "TargetNotFoundError",
    "UnknownAppError",
    "WebSimNotBuiltError",
    "actions",
]
