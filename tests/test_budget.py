"""A task's step budget follows ``max_episode_steps`` when given (``gym.make``, ``gym.make_vec``,
the constructor): the episode truncated there is judged there, with the outcome and the shaped
reward, as at the template's own budget."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser

TASK = "MobileGym/Clock_ToggleAlarm-v0"  # budget 15; the solution is one tap on the alarm's switch
SMALL = (72, 160)


def _toggle(env: gym.Env[Any, Any], info: dict[str, Any]) -> tuple[Any, ...]:
    """The solution's one step: tap the switch of the task's alarm."""
    return env.step(A.click(*env.unwrapped.locate(test_id=f"clock-alarm-switch-{info['params']['alarm']['id']}")))


def test_make_with_max_episode_steps_judges_the_episode_at_that_step() -> None:
    assert gym.spec(TASK).max_episode_steps == 15
    env = gym.make(TASK, max_episode_steps=3, capture_size=SMALL)
    _, info = env.reset(seed=0)
    assert info["budget"] == 3
    steps = [env.step(a) for a in ("NOOP", "BACK", "NOOP")]
    for _, reward, terminated, truncated, info in steps[:2]:
        assert (reward, terminated, truncated, "outcome" in info) == (0.0, False, False, False)
    _, reward, terminated, truncated, info = steps[2]
    assert truncated and not terminated and info["budget"] == 3
    assert info["outcome"]["ended_by"] == "budget" and reward == info["outcome"]["reward"] == 0.0

    _, info = env.reset(seed=0)
    _toggle(env, info)
    env.step("NOOP")
    _, reward, _, truncated, info = env.step("NOOP")
    assert truncated and info["outcome"]["overdue"] and info["goals_met"]
    assert reward == info["outcome"]["reward"] == 0.5  # met, then out of steps: x 0.5
    env.close()


def test_a_limit_longer_than_the_template_budget_lengthens_the_episode() -> None:
    env = gym.make(TASK, max_episode_steps=17, capture_size=SMALL)
    env.reset(seed=0)
    ends = [env.step("NOOP")[3] for _ in range(17)]
    assert ends == [False] * 16 + [True]
    env.close()


def test_a_split_env_takes_the_limit_for_every_template_and_dense_reward_sums_alike() -> None:
    env = gym.make("MobileGym/Train-v0", max_episode_steps=2, capture_size=SMALL, reward_mode="dense")
    for seed in (0, 1):
        _, info = env.reset(seed=seed)
        assert info["budget"] == 2
        (_, first, *_), (_, last, _, truncated, info) = env.step("NOOP"), env.step("NOOP")
        assert truncated and first + last == pytest.approx(info["outcome"]["reward"])
    env.close()


def test_make_vec_with_max_episode_steps_judges_every_sub_env_there() -> None:
    vec = gym.make_vec(TASK, num_envs=2, max_episode_steps=3, capture_size=SMALL)
    _, infos = vec.reset(seed=0)
    assert infos["budget"].tolist() == [3, 3]
    vec.step(["NOOP", "NOOP"])
    vec.fork(0, [1])  # a fork keeps the episode's budget
    vec.step(["NOOP", "NOOP"])
    _, rewards, terminated, truncated, infos = vec.step(["BACK", "NOOP"])
    assert truncated.tolist() == [True, True] and not terminated.any()
    assert infos["_outcome"].all() and infos["outcome"]["ended_by"].tolist() == ["budget", "budget"]
    assert rewards.tolist() == infos["outcome"]["reward"].tolist()
    vec.close()


def test_the_constructor_takes_the_budget_and_refuses_a_bad_one() -> None:
    for bad in (0, -2, 1.5, True, "3"):
        with pytest.raises(ValueError, match="max_episode_steps must be a positive int"):
            TaskEnv(task_id="clock.ToggleAlarm", max_episode_steps=bad, open_page=False)
    env = TaskEnv(task_id="clock.ToggleAlarm", max_episode_steps=np.int64(1), capture_size=SMALL)
    _, info = env.reset(seed=0)
    _, reward, terminated, truncated, info = env.step("NOOP")
    assert info["budget"] == 1 and truncated and info["outcome"]["ended_by"] == "budget"
    env.close()
