"""Stable-Baselines3 on the wrapped env: its env checker, and PPO's CNN policy learning."""

from __future__ import annotations

import math
import time
import warnings

import gymnasium as gym
import numpy as np
import pytest
import torch
from stable_baselines3 import PPO
from stable_baselines3.common.env_checker import check_env

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym.wrappers import ContinuousActions, TapGridActions

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("wrapper", [TapGridActions, ContinuousActions])
def test_sb3_check_env_passes_without_warnings(wrapper: type[gym.ActionWrapper], task_id: str, small: tuple[int, int]) -> None:
    env = wrapper(gym.make(task_id, capture_size=small))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    env.close()
    assert [str(w.message) for w in caught] == []


def test_ppo_cnn_policy_learns_a_few_hundred_steps(task_id: str, small: tuple[int, int]) -> None:
    env = TapGridActions(gym.make(task_id, capture_size=small))
    model = PPO("CnnPolicy", env, n_steps=128, batch_size=64, n_epochs=2, seed=0, device="cpu")
    before = [p.detach().clone() for p in model.policy.parameters()]
    start = time.perf_counter()
    model.learn(total_timesteps=256)
    seconds = time.perf_counter() - start
    print(f"PPO CnnPolicy, TapGridActions, {small}: {model.num_timesteps} steps in {seconds:.1f} s ({model.num_timesteps / seconds:.1f} steps/s)")
    assert model.num_timesteps >= 256
    assert math.isfinite(model.logger.name_to_value["train/loss"])
    assert any(not torch.equal(a, b) for a, b in zip(before, model.policy.parameters()))
    assert len(model.ep_info_buffer) >= 1  # whole episodes, each ended by COMPLETE or the budget
    assert all(info["l"] <= 15 for info in model.ep_info_buffer)
    action, _ = model.predict(env.reset(seed=1)[0], deterministic=True)
    assert env.action_space.contains(int(action))
    env.close()


def test_ppo_with_the_box_actions(task_id: str, small: tuple[int, int]) -> None:
    env = ContinuousActions(gym.make(task_id, capture_size=small))
    model = PPO("CnnPolicy", env, n_steps=64, batch_size=32, n_epochs=1, seed=0, device="cpu")
    model.learn(total_timesteps=64)
    assert model.num_timesteps >= 64
    action, _ = model.predict(env.reset(seed=1)[0])
    assert env.action_space.contains(np.asarray(action, np.float32))
    env.close()
