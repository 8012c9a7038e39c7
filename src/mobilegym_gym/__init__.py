"""MobileGym-Gym: Gymnasium environments for mobile GUI agents on a simulated phone.

    >>> import gymnasium as gym, mobilegym_gym
    >>> env = gym.make("MobileGym/Phone-v0")
"""

from . import actions
from .actions import Action, ActionType, InvalidActionError
from .env import MobileGymEnv
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

register_envs()

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
