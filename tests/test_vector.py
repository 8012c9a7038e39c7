"""``MobileGymVectorEnv``: batched lock-step stepping, reset masks, autoreset modes, forking."""

from __future__ import annotations

from collections.abc import Iterator

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.error import ClosedEnvironmentError
from gymnasium.vector import AutoresetMode

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import crash_page
from mobilegym_gym import actions as A
from mobilegym_gym.sim.screen import Screen
from mobilegym_gym.vector import MobileGymVectorEnv

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def vec() -> Iterator[MobileGymVectorEnv]:
    v = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=3, capture_size=(360, 800))
    yield v  # type: ignore[misc]
    v.close()


def test_make_vec_builds_pages_with_batched_spaces_and_infos(vec: MobileGymVectorEnv) -> None:
    assert isinstance(vec, MobileGymVectorEnv) and vec.metadata["autoreset_mode"] is AutoresetMode.DISABLED
    obs, infos = vec.reset(seed=5)
    assert obs.shape == (3, 800, 360, 3) and vec.observation_space.contains(obs)
    assert list(infos["task_id"]) == ["clock.ToggleAlarm"] * 3 and infos["_instruction"].all()
    # A batched sample of the action space and a list of strings both step every sub-env.
    vec.action_space.seed(0)
    obs, rewards, term, trunc, infos = vec.step(vec.action_space.sample())
    assert rewards.shape == term.shape == trunc.shape == (3,)
    obs, *_ = vec.step(["NOOP", A.noop(), "BACK"])
    assert vec.observation_space.contains(obs)



def test_a_split_env_batches_the_infos_of_templates_whose_parameters_differ() -> None:
    """``start`` is a bool in clock.ToggleAlarm and a float in settings.SetFontSize: each sub-env's
    parameters come back whole, as its own dict, not merged key by key."""
    v = gym.make_vec("MobileGym/All-v0", num_envs=2, capture_size=(360, 800))
    try:
        v.reset(seed=1, options={"task_id": "clock.ToggleAlarm", "reset_mask": np.array([True, False])})
        _, infos = v.reset(seed=2, options={"task_id": "settings.SetFontSize", "reset_mask": np.array([False, True])})
        assert list(infos["_params"]) == [False, True] and infos["params"][1] == v.envs[1].task.params
        _, _, _, _, infos = v.step([A.noop(), A.noop()])
        assert list(infos["task_id"]) == ["clock.ToggleAlarm", "settings.SetFontSize"]
        assert [infos["params"][i] for i in range(2)] == [e.task.params for e in v.envs]
        assert isinstance(infos["params"][0]["start"], bool) and isinstance(infos["params"][1]["start"], float)
    finally:
        v.close()
    v = gym.make_vec("MobileGym/All-v0", num_envs=2, capture_size=(360, 800), autoreset_mode="SameStep")
    try:  # the ended episodes' infos nested in final_info are batched alike
        v.reset(seed=1, options={"task_id": "clock.ToggleAlarm", "reset_mask": np.array([True, False])})
        v.reset(seed=2, options={"task_id": "settings.SetFontSize", "reset_mask": np.array([False, True])})
        params = [e.task.params for e in v.envs]
        _, _, terminated, _, infos = v.step([A.complete(), A.complete()])
        assert terminated.all() and [infos["final_info"]["params"][i] for i in range(2)] == params
    finally:
        v.close()


def test_copy_false_returns_one_batch_that_later_calls_overwrite() -> None:
    v = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", num_envs=2, capture_size=(360, 800), copy=False)
    try:
        first, _ = v.reset(seed=0)
        stepped = v.step([A.awake("calculator"), A.noop()])[0]
        assert stepped is first
        for i, screen in enumerate(_screens(v)):
            np.testing.assert_array_equal(first[i], screen)  # each slot holds its phone's screen
        reset, _ = v.reset(options={"reset_mask": np.array([True, False])})
        assert reset is first
        for i, screen in enumerate(_screens(v)):
            np.testing.assert_array_equal(first[i], screen)
    finally:
        v.close()


def test_copy_true_returns_a_new_batch_each_call(vec: MobileGymVectorEnv) -> None:
    first, _ = vec.reset(seed=0)
    stepped = vec.step([A.noop()] * 3)[0]
    assert stepped is not first and not np.shares_memory(stepped, first)
    expected = stepped.copy()
    stepped[...] = 7  # the caller's own array: what it writes reaches no later batch
    again = vec.step([A.noop()] * 3)[0]
    np.testing.assert_array_equal(again, expected)


def _screens(v: MobileGymVectorEnv) -> list[np.ndarray]:
    """Each sub-env's screen decoded on its own from the bytes its browser encoded."""
    return [Screen("jpeg", env.last_screenshot, (360, 800)).pixels() for env in v.envs]


def test_each_row_is_its_phones_screen_after_steps_that_draw_and_steps_that_do_not(vec: MobileGymVectorEnv) -> None:
    obs, _ = vec.reset(seed=4)
    for i, screen in enumerate(_screens(vec)):
        np.testing.assert_array_equal(obs[i], screen)
    before = [env.last_observation for env in vec.envs]
    obs, *_ = vec.step([A.awake("calculator"), A.noop(), A.click(500, 500)])
    for i, screen in enumerate(_screens(vec)):
        np.testing.assert_array_equal(obs[i], screen)
    assert vec.envs[1].last_observation is before[1]  # a NOOP draws nothing: the same capture
    assert not np.array_equal(obs[0], np.asarray(before[0]))
    # A capture goes into its row without a decode of its own (the sub-envs are lazy).
    drawn = vec.envs[0].last_observation
    assert isinstance(drawn, Screen) and not drawn.decoded
    obs, *_ = vec.step([A.noop(), A.awake("calculator"), A.noop()])
    for i, screen in enumerate(_screens(vec)):
        np.testing.assert_array_equal(obs[i], screen)
    obs, _ = vec.reset(seed=5, options={"reset_mask": np.array([False, True, False])})
    for i, screen in enumerate(_screens(vec)):
        np.testing.assert_array_equal(obs[i], screen)

def test_ended_sub_envs_wait_for_a_masked_reset_while_others_go_on(vec: MobileGymVectorEnv) -> None:
    vec.reset(seed=1)
    _, _, term, _, infos = vec.step(["COMPLETE", "NOOP", "NOOP"])
    assert term.tolist() == [True, False, False] and infos["_outcome"].tolist() == [True, False, False]
    with pytest.raises(RuntimeError, match="sub-env 0: its episode has ended"):
        vec.step(["NOOP"] * 3)
    steps_before = [e._steps for e in vec.envs]
    _, infos = vec.reset(options={"reset_mask": np.array([True, False, False])})
    assert infos["_task_id"].tolist() == [True, False, False]
    assert [e._steps for e in vec.envs] == [0, *steps_before[1:]]
    vec.step(["NOOP"] * 3)


def test_forks_start_identical_and_diverge_only_by_their_actions(vec: MobileGymVectorEnv) -> None:
    vec.reset(seed=[10, 20, 30])
    vec.step(["NOOP", "BACK", "HOME"])
    obs = vec.fork(0, [1, 2])
    states = [e.get_state() for e in vec.envs]
    assert states[0] == states[1] == states[2]
    assert np.array_equal(obs[0], obs[1]) and np.array_equal(obs[0], obs[2])
    assert vec.envs[1].task == vec.envs[0].task  # the same task instance, judged alike
    obs, *_ = vec.step(["NOOP", "NOOP", "SWIPE(500, 5, 500, 600)"])
    states = [e.get_state() for e in vec.envs]
    assert states[0] == states[1] and states[2] != states[0]
    assert np.array_equal(obs[0], obs[1]) and not np.array_equal(obs[0], obs[2])


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_autoreset_modes(mode: AutoresetMode) -> None:
    v = MobileGymVectorEnv(num_envs=2, autoreset_mode=mode, task_id="clock.ToggleAlarm", capture_size=(360, 800))
    try:
        v.reset(seed=0)
        ended, *_ = v.step([A.awake("calculator"), "NOOP"])
        obs, _, term, _, infos = v.step(["COMPLETE", "NOOP"])
        assert term.tolist() == [True, False]
        if mode is AutoresetMode.SAME_STEP:
            assert infos["_final_obs"].tolist() == [True, False] and infos["final_info"]["outcome"]["false_complete"][0]
            assert v.envs[0]._steps == 0
            # The ended episode's last screen, as an array; the row shows the new episode's.
            final = infos["final_obs"][0]
            assert isinstance(final, np.ndarray) and final.shape == (800, 360, 3)
            np.testing.assert_array_equal(final, ended[0])
            np.testing.assert_array_equal(obs[0], _screens(v)[0])
            assert not np.array_equal(obs[0], final)
        else:
            _, rewards, term, _, infos = v.step(["NOOP", "NOOP"])  # sub-env 0 resets on this step
            assert v.envs[0]._steps == 0 and infos["step"][0] == 0 and rewards[0] == 0.0
    finally:
        v.close()


def test_a_crashed_or_hung_page_fails_only_its_sub_env_and_is_rebuilt_on_reset(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a renderer for each page: past two pages a core, pages share renderers and a crash
    ends every page of its renderer (tests/test_shared_renderers.py). Its own browser (a capture
    scale the module's other pages do not use) is launched with room for a renderer a page."""
    monkeypatch.setenv("MOBILEGYM_RENDERER_PROCESSES", "64")
    v = MobileGymVectorEnv(num_envs=3, task_id="clock.ToggleAlarm", capture_size=(540, 1200), call_timeout_s=3.0)
    try:
        v.reset(seed=0)
        crashed, hung = v.envs[0].phone.page, v.envs[1].phone.page

        v._runtime.call(crash_page(crashed))
        v._runtime.submit(hung.evaluate("() => { while (true) {} }"))  # never returns
        _, rewards, term, trunc, infos = v.step(["NOOP"] * 3)
        assert trunc.tolist() == [True, True, False] and not term.any()
        assert infos["_env_error"].tolist() == [True, True, False]
        assert "no answer within 3.0 s" in infos["env_error"][1]
        assert rewards.tolist() == [0.0, 0.0, 0.0]
        obs, infos = v.reset(options={"reset_mask": trunc})
        assert infos["_task_id"].tolist() == [True, True, False]
        _, _, term, trunc, infos = v.step(["COMPLETE", "COMPLETE", "COMPLETE"])
        assert term.all() and "_env_error" not in infos
        assert infos["outcome"]["false_complete"].tolist() == [True, True, True]
    finally:
        v.close()


def test_worker_processes_step_and_fork_across_workers_like_one_process() -> None:
    """``workers=2``: the same observations and infos as the single-process vector env for the
    same seeds and actions, and a fork from worker 0 into worker 1 gives the identical phone
    (with ``copy=False``: in the one shared batch)."""
    from mobilegym_gym.workers import WorkerVectorEnv

    kwargs = {"num_envs": 3, "capture_size": (360, 800)}
    multi = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", workers=2, copy=False, **kwargs)
    single = gym.make_vec("MobileGym/Clock_ToggleAlarm-v0", **kwargs)
    try:
        assert isinstance(multi, WorkerVectorEnv) and multi.sizes == [2, 1]
        o1, i1 = multi.reset(seed=3)
        o2, i2 = single.reset(seed=3)
        assert np.array_equal(o1, o2) and list(i1["instruction"]) == list(i2["instruction"])
        shared = o1
        actions = ["BACK", A.click(500, 500), "NOOP"]
        o1, r1, te1, tr1, i1 = multi.step(actions)
        o2, r2, te2, tr2, i2 = single.step(actions)
        assert o1 is shared and np.array_equal(o1, o2) and r1.tolist() == r2.tolist() and list(i1["state_hash"]) == list(i2["state_hash"])
        obs = multi.fork(0, [2])
        assert np.array_equal(obs[0], obs[2]) and multi.snapshot(0) == multi.snapshot(2)
        _, _, term, _, infos = multi.step(["COMPLETE", "NOOP", "COMPLETE"])
        assert term.tolist() == [True, False, True]
        assert infos["outcome"]["success"][0] == infos["outcome"]["success"][2]
        with pytest.raises(RuntimeError, match="sub-env 0: its episode has ended"):
            multi.step(["NOOP"] * 3)
    finally:
        multi.close()
        single.close()
    # Used after close: the caller's mistake, named (it was an OSError from a closed pipe).
    for vec in (multi, single):
        with pytest.raises(ClosedEnvironmentError, match="closed"):
            vec.reset(seed=3)
        with pytest.raises(ClosedEnvironmentError, match="closed"):
            vec.step(["NOOP"] * 3)
