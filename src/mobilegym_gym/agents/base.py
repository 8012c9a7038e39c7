"""The agent interface of the benchmark runner: ``reset`` at an episode's start, ``act`` per step."""

from __future__ import annotations

from typing import Any, Protocol

import numpy as np

from .. import actions as A
from ..tasks.env import TaskEnv


class Agent(Protocol):
    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None: ...

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any: ...


class NoopAgent:
    """Declares the task done at once: the baseline every template must fail."""

    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None:
        pass

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any:
        return A.complete()


class RandomAgent:
    """Samples the action space (seeded by the episode), never AWAKE-ing away from the task."""

    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None:
        self.space = env.action_space
        self.space.seed(int(env.np_random.integers(2**31 - 1)))

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any:
        return self.space.sample()


def make_agent(name: str) -> Agent:
    """An agent by name: noop, random or oracle."""
    from .oracle import OracleAgent

    agents = {"noop": NoopAgent, "random": RandomAgent, "oracle": OracleAgent}
    if name not in agents:
        raise ValueError(f"unknown agent {name!r}; built-in agents: {', '.join(agents)}")
    return agents[name]()
