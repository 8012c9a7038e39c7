"""The agent interface of the benchmark runner: ``reset`` at an episode's start, ``act`` per step."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from .. import actions as A
from ..tasks.env import TaskEnv

if TYPE_CHECKING:
    from .vlm import ModelConfig


class Agent(Protocol):
    """What the runner calls. An agent may also have ``step_record() -> dict``: what it reports
    about its last ``act`` (a model's raw response, latency, token usage), kept in the run's
    step-by-step trace (``records.trace``). An async agent has coroutines ``areset`` and ``aact``
    instead (the runner awaits them, so a slow agent never holds up the other phones); the
    runner calls a sync agent's methods in a worker thread.

    An agent whose class sets ``encoded_screens = True`` gets each observation as a
    ``sim.screen.Screen``: the browser's encoded capture (``.data``), decoded only if the agent
    asks numpy for pixels (``np.asarray(obs)``), a decode saved on every step for agents that
    send or store the encoded screen. Without it an agent gets arrays, as from ``env.step``."""

    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None: ...

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any: ...


class NoopAgent:
    """Declares the task done at once: the baseline every template must fail."""

    encoded_screens = True  # never looks at the screen

    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None:
        pass

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any:
        return A.complete()


class RandomAgent:
    """Samples the action space (seeded by the episode), never ending the episode itself
    (COMPLETE, ABORT) nor AWAKE-ing away from the task: it runs to the budget, the baseline
    whose goals must stay unmet."""

    encoded_screens = True  # never looks at the screen
    NEVER = (A.ActionType.COMPLETE, A.ActionType.ABORT)

    def reset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None:
        self.space = env.action_space
        self.space.seed(int(env.np_random.integers(2**31 - 1)))

    def act(self, obs: np.ndarray, info: dict[str, Any]) -> Any:
        while True:
            action = self.space.sample()
            if A.ActionType(int(action["action_type"])) not in self.NEVER:
                return action


def make_agent(name: str) -> Agent:
    """An agent by name (noop, random or oracle), or by import path ``package.module:Name`` of a
    class (or factory) that takes no arguments."""
    from .oracle import OracleAgent

    agents: dict[str, Callable[[], Agent]] = {"noop": NoopAgent, "random": RandomAgent, "oracle": OracleAgent}
    if ":" in name:
        module, _, attr = name.partition(":")
        try:
            factory = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as err:
            raise ValueError(f"cannot load agent {name!r}: {err}") from None
        agent: Agent = factory()
        return agent
    if name not in agents:
        raise ValueError(f"unknown agent {name!r}; built-in agents: {', '.join(agents)}, or an import path package.module:Name")
    return agents[name]()


def agent_factory(name: str, model: ModelConfig | None = None) -> Callable[[], Any]:
    """A callable making one agent per episode: ``openai`` (a ``VLMAgent`` of ``model``, all
    sharing one client) or any name ``make_agent`` takes (checked now, so a typo fails fast)."""
    if name == "openai":
        if model is None:
            raise ValueError("--agent openai needs --model NAME and --base-url URL")
        from .vlm import VLMAgentFactory

        return VLMAgentFactory(model)
    if model is not None:
        raise ValueError(f"--model and --base-url are for --agent openai, not {name!r}")
    return NamedAgentFactory(name)


class NamedAgentFactory:
    """Makes ``make_agent(name)`` per episode; ``encoded_screens`` is its agents' (see ``Agent``)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.encoded_screens = bool(getattr(make_agent(name), "encoded_screens", False))  # a typo fails here

    def __call__(self) -> Agent:
        return make_agent(self.name)
