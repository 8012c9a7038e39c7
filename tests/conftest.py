"""Shared fixtures: one runtime (and browser) per test session, a fresh phone per test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import gymnasium as gym
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.registration import gym_id
from mobilegym_gym.sim.phone import Phone


class PhoneDriver:
    """Sync helper over a Phone for tests: act, locate-and-tap, read state."""

    def __init__(self, runtime: Runtime, phone: Phone) -> None:
        self.runtime = runtime
        self.phone = phone

    def call(self, coro: Any) -> Any:
        return self.runtime.call(coro, timeout=60)

    def act(self, **action: Any) -> dict[str, Any]:
        return self.call(self.phone.act(action))

    def tap(self, **target: Any) -> dict[str, Any]:
        """Tap the centre of a target: testId=..., text=..., or role=... (+ name=...)."""
        loc = self.call(self.phone.locate(target))
        return self.act(type="CLICK", x=loc["x"], y=loc["y"])

    def long_press(self, **target: Any) -> dict[str, Any]:
        loc = self.call(self.phone.locate(target))
        return self.act(type="LONG_PRESS", x=loc["x"], y=loc["y"], duration_ms=800)

    def type(self, text: str, clear: bool = False) -> dict[str, Any]:
        return self.act(type="TYPE", text=text, clear=clear)

    def open(self, app: str) -> dict[str, Any]:
        return self.act(type="AWAKE", app=app)

    def wait(self, ms: int) -> dict[str, Any]:
        """Let ``ms`` of simulated time pass: WAITs of at most ``MAX_DURATION_MS`` each (the page
        refuses longer ones), which move the clock as one WAIT of ``ms`` would."""
        while ms > A.MAX_DURATION_MS:
            self.act(type="WAIT", duration_ms=A.MAX_DURATION_MS)
            ms -= A.MAX_DURATION_MS
        return self.act(type="WAIT", duration_ms=ms)

    def state(self) -> dict[str, Any]:
        return self.call(self.phone.get_state())

    def visible(self, **target: Any) -> bool:
        try:
            self.call(self.phone.locate(target))
            return True
        except Exception:  # noqa: BLE001 - not found is the answer
            return False

    def screen(self) -> dict[str, Any]:
        return self.call(self.phone.screen_info())

    def screenshot(self, path: str) -> None:
        self.call(self.phone.screenshot_bytes())
        with open(path, "wb") as f:
            f.write(self.phone.last_screenshot)


@pytest.fixture(scope="session")
def runtime() -> Iterator[Runtime]:
    rt = Runtime()
    yield rt
    rt.close()


@pytest.fixture(scope="session")
def _shared_phone(runtime: Runtime) -> Iterator[Phone]:
    phone = Phone(runtime, capture=(360, 800))
    runtime.call(phone.open(), timeout=60)
    yield phone
    runtime.call(phone.close(), timeout=30)


@pytest.fixture
def phone(runtime: Runtime, _shared_phone: Phone) -> PhoneDriver:
    """A fresh phone (in-memory reset of a shared page) with a sync driver."""
    runtime.call(_shared_phone.reset(seed=0), timeout=30)
    return PhoneDriver(runtime, _shared_phone)


def answered_in(task: str, seed: int, forms: Callable[[str, Any], str]) -> dict[str, Any]:
    """A template's reference solution played through the GUI, with each answer typed into the
    AnswerSheet as ``forms(field id, expected value)`` instead of the template's own value (an
    answer in the form an app shows it); the info after the last step."""
    env = gym.make(gym_id(task))
    try:
        obs, info = env.reset(seed=seed)
        task_env = env.unwrapped
        typed = {str(v): forms(k, v) for k, v in task_env.task.expected_answers.items()}
        agent = OracleAgent()
        agent.reset(task_env, obs, info)
        while (action := agent.act(obs, info))["action_type"] is not A.ActionType.COMPLETE:
            if action["action_type"] is A.ActionType.TYPE and action["text"] in typed:
                action = A.type_text(typed[action["text"]], clear=True)
            obs, _, _, _, info = env.step(action)
        return info
    finally:
        env.close()
