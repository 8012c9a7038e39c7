"""An action is checked once on its way down (issue 36): where it comes in (an env's step, a pool
handle's step, a vector env's batch), then passed down as an ``Action`` and made the page's wire
dict only at the ``Phone``."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import gymnasium as gym
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.pool import EnvPool
from mobilegym_gym.vector import MobileGymVectorEnv

pytestmark = pytest.mark.browser

TASK = "MobileGym/Clock_ToggleAlarm-v0"
SMALL = (72, 160)


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Every action ``validate_action`` is given, in order, while the test runs (dicts: a string
    is parsed into a dict that is then validated, which would count twice)."""
    seen: list[Any] = []
    validate = A.validate_action

    def counting(action: Any, *args: Any, **kwargs: Any) -> A.Action:
        seen.append(action)
        return validate(action, *args, **kwargs)

    monkeypatch.setattr(A, "validate_action", counting)
    yield seen


def test_a_step_checks_its_action_once(checks: list[Any]) -> None:
    env = gym.make(TASK, capture_size=SMALL)
    try:
        env.reset(seed=0)
        checks.clear()
        env.step(A.back())
        env.step(A.noop())
        assert checks == [A.back(), A.noop()]
        checked = env.unwrapped.check_action("WAIT(500)")  # type: ignore[attr-defined]
        assert isinstance(checked, A.Action) and str(checked) == "WAIT(500)"
    finally:
        env.close()


def test_a_vector_step_checks_each_action_once_before_any_steps(checks: list[Any]) -> None:
    vec = gym.make_vec(TASK, num_envs=2, capture_size=SMALL)
    assert isinstance(vec, MobileGymVectorEnv)
    try:
        vec.reset(seed=0)
        checks.clear()
        vec.step([A.noop(), A.back()])
        assert checks == [A.noop(), A.back()]
        checks.clear()
        with pytest.raises(A.InvalidActionError, match=r"sub-env 1: .*CLICK needs 'point'.*\(no sub-env was stepped\)"):
            vec.step([A.noop(), {"action_type": "CLICK"}])
        assert checks == [A.noop(), {"action_type": "CLICK"}]
    finally:
        vec.close()


def test_a_pool_handle_step_checks_its_action_once(checks: list[Any]) -> None:
    pool = EnvPool(TASK, size=1, capture_size=SMALL)

    async def play() -> None:
        async with pool.acquire() as env:
            await env.reset(seed=0)
            checks.clear()
            await env.step(A.back())
            assert checks == [A.back()]

    try:
        asyncio.run(play())
    finally:
        pool.close()


def test_the_phone_takes_a_checked_action_and_a_wire_dict_alike(phone: PhoneDriver) -> None:
    """The env hands the phone an ``Action``; tests and tools may send the wire dict itself."""
    phone.open("clock")
    assert phone.screen()["foreground"] == "clock"
    phone.call(phone.phone.act(A.validate_action(A.home(), ["clock"])))
    assert phone.screen()["foreground"] is None
    phone.call(phone.phone.act({"type": "AWAKE", "app": "clock"}))
    assert phone.screen()["foreground"] == "clock"
