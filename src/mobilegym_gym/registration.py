"""Gym ids of this package, registered at import (string entry points survive pickling).

``MobileGym/Phone-v0``: the phone on its home screen, no task and no reward, for free play,
tooling and ``check_env``. Task envs (``MobileGym/<Suite>_<Name>-v0``) come with the task specs.
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

PHONE_ID = "MobileGym/Phone-v0"
PHONE_MAX_STEPS = 200


def register_envs() -> None:
    """Register every id once (re-import safe)."""
    if PHONE_ID not in registry:
        register(id=PHONE_ID, entry_point="mobilegym_gym.env:MobileGymEnv", max_episode_steps=PHONE_MAX_STEPS)
