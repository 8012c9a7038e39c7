"""Vector envs stay in step when a call fails: a bad batch changes nothing, a worker's error never
shifts the answers of later calls, Gymnasium's ``call``/``get_attr``/``set_attr`` work in both
vector envs, and Gymnasium's own ``AsyncVectorEnv`` runs with Linux's default ``fork``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import VectorEnv

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym import workers
from mobilegym_gym.actions import InvalidActionError
from mobilegym_gym.vector import MobileGymVectorEnv
from mobilegym_gym.workers import WorkerError, WorkerVectorEnv

pytestmark = pytest.mark.browser

ENV_ID = "MobileGym/Clock_ToggleAlarm-v0"
KWARGS: dict[str, Any] = {"num_envs": 3, "capture_size": (360, 800)}
#: Not an action: CLICK's coordinates are 0-1000.
BAD = "CLICK(2000, 5)"


@pytest.fixture(scope="module")
def pair() -> Iterator[tuple[WorkerVectorEnv, MobileGymVectorEnv]]:
    """The same three phones in two worker processes (sizes [2, 1]) and in this process."""
    multi = gym.make_vec(ENV_ID, workers=2, **KWARGS)
    single = gym.make_vec(ENV_ID, **KWARGS)
    try:
        assert isinstance(multi, WorkerVectorEnv) and multi.sizes == [2, 1]
        yield multi, single  # type: ignore[misc]
    finally:
        multi.close()
        single.close()


def same_step(multi: VectorEnv, single: VectorEnv, actions: list[Any]) -> None:
    """Both step with ``actions`` and answer alike (observations, rewards, ends, infos)."""
    a, b = multi.step(actions), single.step(actions)
    np.testing.assert_array_equal(a[0], b[0])
    for x, y in zip(a[1:4], b[1:4]):
        assert x.tolist() == y.tolist()
    for key in ("step", "state_hash", "action"):
        assert list(a[4][key]) == list(b[4][key]), key


def same_reset(multi: VectorEnv, single: VectorEnv, **kwargs: Any) -> None:
    (o1, i1), (o2, i2) = multi.reset(**kwargs), single.reset(**kwargs)
    np.testing.assert_array_equal(o1, o2)
    for key in ("instruction", "_instruction", "step"):
        assert list(i1[key]) == list(i2[key]), key


def same_error(multi: VectorEnv, single: VectorEnv, actions: list[Any], kind: type[Exception], match: str) -> None:
    """Both refuse ``actions`` with the same error type and message."""
    with pytest.raises(kind, match=match) as e1:
        multi.step(actions)
    with pytest.raises(kind, match=match) as e2:
        single.step(actions)
    assert type(e1.value) is type(e2.value) and str(e1.value) == str(e2.value)


# -- item 9: a bad batch changes nothing -------------------------------------------------------
def test_a_bad_action_or_an_ended_sub_env_refuses_the_batch_before_any_sub_env_steps() -> None:
    v = MobileGymVectorEnv(task_id="clock.ToggleAlarm", **KWARGS)
    try:
        v.reset(seed=0)
        v.step(["BACK", "NOOP", A.click(500, 500)])
        before = ([e.get_state() for e in v.envs], [e._steps for e in v.envs], [h.steps for h in v.pool.handles])
        with pytest.raises(InvalidActionError, match=r"sub-env 1: .*CLICK needs .point.*no sub-env was stepped"):
            v.step(["HOME", BAD, "BACK"])
        assert ([e.get_state() for e in v.envs], [e._steps for e in v.envs], [h.steps for h in v.pool.handles]) == before
        _, _, term, _, _ = v.step(["COMPLETE", "NOOP", "NOOP"])
        assert term.tolist() == [True, False, False]
        before = ([e.get_state() for e in v.envs], [e._steps for e in v.envs])
        with pytest.raises(RuntimeError, match=r"sub-env 0: .*ended.*reset_mask"):
            v.step(["NOOP", "HOME", "HOME"])
        with pytest.raises(RuntimeError, match=r"sub-env 0: .*ended.*; sub-env 2: .*CLICK needs"):
            v.step(["NOOP", "HOME", BAD])  # every bad sub-env is named, with the first one's type
        assert ([e.get_state() for e in v.envs], [e._steps for e in v.envs]) == before
        v.reset(options={"reset_mask": np.array([True, False, False])})
        _, _, _, _, infos = v.step(["NOOP", "HOME", "HOME"])  # the refused batches left no trace
        assert infos["step"].tolist() == [1, before[1][1] + 1, before[1][2] + 1]
    finally:
        v.close()


def test_a_sub_env_never_reset_is_refused_before_the_others_step() -> None:
    v = MobileGymVectorEnv(num_envs=2, task_id="clock.ToggleAlarm", capture_size=(360, 800))
    try:
        v.reset(seed=0, options={"reset_mask": np.array([True, False])})
        with pytest.raises(RuntimeError, match=r"sub-env 1: .*reset"):
            v.step(["HOME", "HOME"])
        assert v.envs[0]._steps == 0
    finally:
        v.close()


# -- item 8: a worker's error never shifts later answers ---------------------------------------
def test_worker_errors_leave_every_later_reply_equal_to_one_process(pair: tuple[WorkerVectorEnv, MobileGymVectorEnv]) -> None:
    """Errors in worker 0 (sub-envs 0-1) and worker 1 (sub-env 2), interleaved with good calls:
    the errors are the in-process ones (type and message), and every later reply equals it."""
    multi, single = pair
    same_reset(multi, single, seed=3)
    same_error(multi, single, [BAD, "NOOP", "NOOP"], InvalidActionError, "sub-env 0: ")
    same_step(multi, single, ["BACK", A.click(500, 500), "NOOP"])
    same_error(multi, single, ["NOOP", "NOOP", BAD], InvalidActionError, "sub-env 2: ")
    same_error(multi, single, ["NOOP", BAD, BAD], InvalidActionError, "sub-env 1: .*; sub-env 2: ")
    same_step(multi, single, ["COMPLETE", "HOME", "NOOP"])
    same_error(multi, single, ["NOOP", "NOOP", "NOOP"], RuntimeError, "sub-env 0: .*ended")
    same_reset(multi, single, options={"reset_mask": np.array([True, False, False])})
    same_step(multi, single, ["HOME", "NOOP", "COMPLETE"])
    same_error(multi, single, ["NOOP", "NOOP", "NOOP"], RuntimeError, "sub-env 2: .*ended")
    same_reset(multi, single, seed=5)
    same_step(multi, single, ["NOOP", "BACK", "HOME"])


def test_a_reply_that_comes_after_its_timeout_is_not_taken_for_the_next_call(pair: tuple[WorkerVectorEnv, MobileGymVectorEnv], monkeypatch: pytest.MonkeyPatch) -> None:
    """A stopped worker misses the timeout; once it runs again its late reply is dropped, and
    after a reset the answers are again those of one process."""
    multi, single = pair
    same_reset(multi, single, seed=7)
    monkeypatch.setattr(workers, "WORKER_TIMEOUT_S", 1.0)
    os.kill(multi._procs[0].pid, signal.SIGSTOP)
    try:
        with pytest.raises(WorkerError, match="worker 0 did not answer"):
            multi.step(["NOOP", "NOOP", "HOME"])
    finally:
        os.kill(multi._procs[0].pid, signal.SIGCONT)
    monkeypatch.setattr(workers, "WORKER_TIMEOUT_S", 600.0)
    same_reset(multi, single, seed=8)
    same_step(multi, single, ["BACK", "HOME", "NOOP"])


# -- item 12: call, get_attr, set_attr ---------------------------------------------------------
def test_call_get_attr_and_set_attr_reach_every_sub_env(pair: tuple[WorkerVectorEnv, MobileGymVectorEnv]) -> None:
    multi, single = pair
    same_reset(multi, single, seed=11)
    for v in (multi, single):
        assert v.get_attr("max_text_length") == (A.MAX_TEXT_LENGTH,) * 3
        assert v.call("get_state") == tuple(single.call("get_state"))
        assert v.call("locate", test_id="nav-alarm") == single.call("locate", test_id="nav-alarm")  # arguments go through
        v.set_attr("info_reply", ["one", "two", "three"])
        assert v.get_attr("info_reply") == ("one", "two", "three")
        _, _, _, _, infos = v.step([A.info("q?")] * 3)
        assert list(infos["info_reply"]) == ["one", "two", "three"]
        v.set_attr("info_reply", "all")  # one value for every sub-env
        assert v.get_attr("info_reply") == ("all",) * 3
        with pytest.raises(ValueError, match="one value per sub-env"):
            v.set_attr("info_reply", ["a", "b"])
        with pytest.raises(ValueError, match="use its own step"):
            v.call("step", "NOOP")
        with pytest.raises(AttributeError, match="no_such_thing"):
            v.get_attr("no_such_thing")
        assert v.get_attr("info_reply") == ("all",) * 3  # the refused calls changed nothing
    same_step(multi, single, ["NOOP", "BACK", "HOME"])  # and left the workers in step


# -- item 10: Gymnasium's AsyncVectorEnv with fork ---------------------------------------------
ASYNC_SCRIPT = textwrap.dedent(
    """
    import gymnasium as gym, numpy as np, mobilegym_gym
    from mobilegym_gym import actions as A
    from mobilegym_gym.browser.runtime import Runtime

    v = gym.make_vec({env_id!r}, num_envs=2, vectorization_mode="async",
                     vector_kwargs={{"context": "fork"}}, capture_size=(360, 800))
    obs, infos = v.reset(seed=0)
    v.action_space.seed(0)
    noop = v.action_space.sample()
    noop["action_type"][:] = int(A.ActionType.NOOP)
    obs, rew, term, trunc, infos = v.step(noop)
    assert obs.shape == (2, 800, 360, 3) and obs.any() and list(infos["step"]) == [1, 1]
    v.close()
    env = gym.make({env_id!r}, capture_size=(360, 800))  # the parent's own runtime still works
    env.reset(seed=0)
    env.close()
    print("ok")
    """
)


def test_gymnasium_async_vector_env_with_fork_starts_a_runtime_in_each_child() -> None:
    """A forked child inherits the parent's runtime without its loop thread; it gets its own.
    Run in a subprocess of its own session with a timeout, so a hang fails the test (and ends
    every process it started) instead of blocking it."""
    proc = subprocess.Popen([sys.executable, "-c", ASYNC_SCRIPT.format(env_id=ENV_ID)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=240)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        pytest.fail(f"AsyncVectorEnv with fork hung (killed after 240 s); stderr:\n{err}")
    assert proc.returncode == 0, err
    assert out.strip().endswith("ok")
