"""RLlib on the wrapped env: ``register_env`` and one episode sampled by its env runner."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.wrappers import DtypeObservation
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.core.rl_module.default_model_config import DefaultModelConfig
from ray.rllib.env.single_agent_env_runner import SingleAgentEnvRunner
from ray.tune.registry import register_env

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym.wrappers import TapGridActions

pytestmark = pytest.mark.browser


def _make(config: dict[str, Any]) -> gym.Env[Any, Any]:
    # RLlib's CNN takes float input; the screen stays 0-255.
    return DtypeObservation(TapGridActions(gym.make(config["task_id"], capture_size=config["capture_size"])), np.float32)


def test_rllib_env_runner_samples_a_judged_episode(task_id: str, small: tuple[int, int]) -> None:
    register_env("mobilegym-tap-grid", _make)
    config = (
        PPOConfig()
        .environment("mobilegym-tap-grid", env_config={"task_id": task_id, "capture_size": small})
        .env_runners(num_env_runners=0, num_envs_per_env_runner=1)
        # RLlib has default filters only for square images; these fit 160 x 72.
        .rl_module(model_config=DefaultModelConfig(conv_filters=[[16, [8, 8], 4], [32, [4, 4], 2], [32, [3, 3], 2]]))
    )
    runner = SingleAgentEnvRunner(config=config)
    try:
        episodes = runner.sample(num_episodes=1)
    finally:
        runner.stop()
    assert len(episodes) == 1
    episode = episodes[0]
    assert 1 <= len(episode) <= 15 and (episode.is_terminated or episode.is_truncated)
    outcome = episode.get_infos()[-1]["outcome"]
    assert episode.get_return() == pytest.approx(float(outcome["reward"]))
