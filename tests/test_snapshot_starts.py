"""A start from a snapshot is judged as a fresh start is (issue 34, part 4): on a phone where the
drawn task's goals already hold, ``reset(options={"state": snap})`` is refused with
``GoalsMetAtStartError``, nothing changes and the next reset works; a start with the task still
to do is accepted, and a fork of a running episode (not a start) is never refused."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from conftest import MakeTaskEnv
from mobilegym_gym import GoalsMetAtStartError
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.vector import MobileGymVectorEnv

pytestmark = pytest.mark.browser

TASK = "clock.ToggleAlarm"
SEED = 0


@pytest.fixture(scope="module")
def envs() -> Iterator[tuple[TaskEnv, TaskEnv]]:
    a, b = TaskEnv(task_id=TASK, capture_size=(360, 800)), TaskEnv(task_id=TASK, capture_size=(360, 800))
    yield a, b
    a.close()
    b.close()


def _solve_without_completing(env: TaskEnv, seed: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play the reference solution of the instance of ``seed`` up to its goals, not COMPLETE:
    the snapshot before and the snapshot after."""
    obs, info = env.reset(seed=seed)
    before = env.snapshot()
    oracle = OracleAgent()
    oracle.reset(env, obs, info)
    while not info["goals_met"]:
        obs, _, _, _, info = env.step(oracle.act(obs, info))
    return before, env.snapshot()


def test_a_snapshot_where_the_goals_already_hold_is_refused_and_changes_nothing(envs: tuple[TaskEnv, TaskEnv]) -> None:
    solver, other = envs
    to_do, done = _solve_without_completing(solver, SEED)
    _, running = other.reset(seed=7)
    other.step("BACK")
    state, step = other.get_state(), other.last_state
    with pytest.raises(GoalsMetAtStartError) as refused:
        other.reset(seed=SEED, options={"state": done})
    said = str(refused.value)
    assert f"every goal of {TASK} (seed " in said and "already holds (alarm_toggled)" in said
    assert "would succeed with no action" in said and "Start from a state where the task is still to do" in said and "draw another seed or template" in said
    assert other.get_state() == state and other.last_state is step  # the episode before goes on where it was
    _, _, _, _, info = other.step("NOOP")
    assert info["step"] == 2 and info["instruction"] == running["instruction"]
    _, info = other.reset(seed=SEED)  # a fresh start works
    assert not info["goals_met"] and info["step"] == 0
    _, info = other.reset(seed=SEED, options={"state": to_do})  # a snapshot with the task still to do is a start
    assert other.initial_state == to_do and not info["goals_met"] and info["progress"] == 0.0
    _, reward, term, _, info = other.step("COMPLETE")
    assert term and reward == 0.0 and not info["outcome"]["success"]


def test_a_fork_of_an_episode_whose_goals_hold_is_not_a_start_and_goes_on(envs: tuple[TaskEnv, TaskEnv]) -> None:
    solver, other = envs
    _, done = _solve_without_completing(solver, SEED)
    record = solver.episode_record()
    other.reset(seed=3)
    other.restore(done)
    other.load_episode(record)
    assert other.task == solver.task and other.get_state() == done
    _, reward, term, _, info = other.step("COMPLETE")
    assert term and reward == 1.0 and info["outcome"]["success"]


def test_a_vector_envs_fork_is_never_refused_but_its_reset_from_a_done_snapshot_is() -> None:
    vec = MobileGymVectorEnv(num_envs=2, task_id=TASK, capture_size=(360, 800))
    try:
        obs, infos = vec.reset(seed=[SEED, 5])
        first = vec.envs[0]
        oracle = OracleAgent()
        oracle.reset(first, obs[0], {})
        met = False
        while not met:
            obs, _, _, _, infos = vec.step([oracle.act(obs[0], {}), "NOOP"])
            met = bool(infos["goals_met"][0])
        obs = vec.fork(0, [1])  # a GRPO group from a state whose goals hold: the same episode
        assert np.array_equal(obs[0], obs[1]) and vec.envs[1].task == first.task
        _, rewards, term, _, _ = vec.step(["COMPLETE", "COMPLETE"])
        assert list(rewards) == [1.0, 1.0] and term.all()
        with pytest.raises(GoalsMetAtStartError, match=f"every goal of {TASK}"):
            vec.reset(seed=[None, SEED], options={"state": vec.snapshot(0), "reset_mask": np.array([False, True])})
    finally:
        vec.close()


def test_a_branch_instance_with_nothing_to_do_may_start_met_from_a_snapshot_as_from_a_fresh_phone(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("weather.ConditionalAction")
    seed = next(s for s in range(20) if env.reset(seed=s)[1]["goals_met"])  # its branch asks for nothing
    assert env.task is not None and env.task.met_at_start
    _, info = env.reset(seed=seed, options={"state": env.snapshot()})
    assert info["goals_met"] and env.task.met_at_start
