"""Gym ids of this package, registered at import from the task index, without loading a spec
(string entry points survive pickling).

- ``MobileGym/Phone-v0``: the phone on its home screen, no task and no reward (free play, tools).
- ``MobileGym/<Suite>_<Name>-v0``: one per task template (``clock.AddAlarm`` ->
  ``MobileGym/Clock_AddAlarm-v0``), with ``max_episode_steps`` = the template's step budget.
- ``MobileGym/Test-v0``, ``Train-v0``, ``Payment-v0``, ``HighRisk-v0``: a template drawn per reset
  from the paper's split (its reference templates only: ``splits``); ``Extra-v0``: our own
  templates; ``All-v0``: every template but the payment split's (those run only when asked for).

Every id has a ``vector_entry_point``: ``gym.make_vec(id, num_envs=N)`` gives a
``MobileGymVectorEnv`` of N pages (``workers=W``: spread over W processes).
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

from .tasks.folder import task_root
from .tasks.index import read_index

PHONE_ID = "MobileGym/Phone-v0"
PHONE_MAX_STEPS = 200
SPLIT_IDS = {
    "MobileGym/Test-v0": "test",
    "MobileGym/Train-v0": "train",
    "MobileGym/Payment-v0": "payment",
    "MobileGym/HighRisk-v0": "high_risk",
    "MobileGym/Extra-v0": "extra",
    "MobileGym/All-v0": "all",
}
VECTOR = "mobilegym_gym.vector_entry:make_vector_env"
_SUITE_WORDS = {"crossapp": "CrossApp", "railway12306": "Railway12306", "wechat": "Wechat"}


def gym_id(task_id: str) -> str:
    """``clock.AddAlarm`` -> ``MobileGym/Clock_AddAlarm-v0``; ``crossapp_life.X`` -> ``CrossAppLife_X``."""
    suite, name = task_id.split(".", 1)
    camel = "".join(_SUITE_WORDS.get(w, w.capitalize()) for w in suite.split("_"))
    return f"MobileGym/{camel}_{name}-v0"


def register_envs() -> None:
    """Register every id once (re-import safe), from the task index (``tasks.index``): no spec is
    loaded here; ``gym.make`` of an id loads them on first use."""
    if PHONE_ID not in registry:
        register(id=PHONE_ID, entry_point="mobilegym_gym.env:MobileGymEnv", vector_entry_point=VECTOR, max_episode_steps=PHONE_MAX_STEPS)
    for task_id, budget in read_index(task_root()).items():
        env_id = gym_id(task_id)
        if env_id not in registry:
            register(id=env_id, entry_point="mobilegym_gym.tasks.env:TaskEnv", vector_entry_point=VECTOR, max_episode_steps=budget, kwargs={"task_id": task_id})
    for env_id, split in SPLIT_IDS.items():
        if env_id not in registry:
            register(id=env_id, entry_point="mobilegym_gym.tasks.env:TaskEnv", vector_entry_point=VECTOR, kwargs={"split": split})
