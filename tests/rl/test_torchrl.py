"""TorchRL on the wrapped env: ``GymEnv`` of a registered id and ``GymWrapper``, its spec
check, and rollouts (whose observations it turns into tensors without copying warnings)."""

from __future__ import annotations

import warnings
from typing import Any

import gymnasium as gym
import pytest
import torch
from torchrl.envs import GymEnv, GymWrapper
from torchrl.envs.utils import check_env_specs

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym.wrappers import ContinuousActions, TapGridActions

pytestmark = pytest.mark.browser

TAP_GRID_ID = "MobileGymTest/ToggleAlarmTapGrid-v0"


def _tap_grid(task_id: str, **kwargs: Any) -> gym.Env[Any, Any]:
    return TapGridActions(gym.make(task_id, **kwargs))


def test_gym_env_of_a_registered_wrapped_id_checks_and_rolls_out(task_id: str, small: tuple[int, int]) -> None:
    if TAP_GRID_ID not in gym.registry:
        gym.register(TAP_GRID_ID, entry_point=_tap_grid, kwargs={"task_id": task_id})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        env = GymEnv(TAP_GRID_ID, capture_size=small)
        check_env_specs(env, seed=0)
        rollout = env.rollout(20)
    env.close()
    assert [str(w.message) for w in caught] == []  # read-only observations made torch warn here
    assert rollout["pixels"].shape[1:] == (160, 72, 3) and rollout["pixels"].dtype == torch.uint8
    assert rollout["action"].shape[-1] == 57  # one-hot over the grid's taps and extras
    assert 1 <= rollout.batch_size[0] <= 15 and rollout["next", "done"][-1].item()


def test_gym_wrapper_of_the_box_actions_checks_and_rolls_out(task_id: str, small: tuple[int, int]) -> None:
    env = GymWrapper(ContinuousActions(gym.make(task_id, capture_size=small)))
    check_env_specs(env, seed=0)
    rollout = env.rollout(5)
    env.close()
    assert rollout["action"].shape == (5, 9) and rollout["action"].abs().max() <= 1
