"""Group rollouts for training a VLM policy (GRPO and kin), independent of any trainer.

    >>> group = await rollout_group(policy, "clock.ToggleAlarm", seed=0, k=8, advantages=True)
    >>> [(e.status, e.reward, e.advantage) for e in group.episodes]

``rollout_group`` starts one instance of a template at a seed, copies it into ``k`` phones with
the pool's snapshot/restore (the phone and the episode: the same instruction, parameters, state
and screenshot in every copy) and plays the ``k`` episodes concurrently. The policy is an
OpenAI-compatible endpoint (a ``ModelConfig``: the vLLM server a trainer runs) or a Python
callable ``messages -> str`` (sync or async). Either way each step goes through ``VLMAgent``:
the agents' prompt in the adapter's format out, the adapter's parsing of the reply in, the same
retries and error classes as ``mobilegym bench --agent openai``.

Each episode ends as ``success``, ``failure``, ``format_error`` (a reply without a playable
action: the agent's failure, judged and rewarded as the paper does) or ``infrastructure_error``
(the endpoint gave no reply after its retries, the page failed: ``env_error``). An
infrastructure error has no reward and ``trainable=False``: the paper masks those episodes
instead of training on a reward of 0.

Advantages (``advantages=True``), GRPO's group normalisation over the trainable episodes::

    A_i = (r_i - mean(r)) / (std(r) + eps)      eps = ADVANTAGE_EPS, std the population one (ddof 0)

where r runs over the rewards of the episodes that are not infrastructure errors; those get
``None``. A group whose rewards are all equal gets advantages of 0.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import hashlib
import inspect
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

import numpy as np

from .actions import InvalidActionError
from .agents.vlm import ModelCallError, ModelConfig, VLMAgent, VLMAgentFactory
from .pool import EnvPool, PooledEnv
from .tasks.env import TaskEnv
from .tasks.loader import default_tasks

try:
    from openai.types.chat import ChatCompletion
except ImportError:  # pragma: no cover - the optional extra is missing
    ChatCompletion = None  # type: ignore[assignment,misc]

#: The ``eps`` of the advantage formula (module docstring).
ADVANTAGE_EPS = 1e-6

Status = Literal["success", "failure", "format_error", "infrastructure_error"]
Messages = list[dict[str, Any]]
PolicyCallable = Callable[[Messages], str | Awaitable[str]]

_episode: contextvars.ContextVar[int] = contextvars.ContextVar("mobilegym_rollout_episode")


def episode_index() -> int:
    """Which of the group's ``k`` episodes the running policy call is for (0 to k-1). A sampling
    model diverges by itself; a scripted policy (tests, baselines) can branch on this."""
    try:
        return _episode.get()
    except LookupError:
        raise RuntimeError("episode_index() is only known inside a policy call made by rollout_group") from None


@dataclass
class StepResult:
    """One step: what the model was sent and said, the action played, the judge's verdict after it."""

    messages: Messages | None  # None when the action came from an earlier reply (several actions in one)
    reply: str | None
    action: str
    progress: float
    goals_met: bool
    clean: bool
    issues: list[dict[str, Any]]
    reward: float
    rejected: list[str] = field(default_factory=list)  # replies refused before this one (format_retries)


@dataclass
class EpisodeResult:
    """One episode of a group. ``reward`` and ``outcome`` (``TaskEnv``'s ``info["outcome"]``: the
    verdict, the reward and its terms) are None for an infrastructure error, whose ``error`` says
    what failed; ``trainable`` is False exactly then."""

    index: int
    status: Status
    trainable: bool
    steps: list[StepResult]
    start_state_hash: str
    start_screen_sha256: str
    reward: float | None = None
    outcome: dict[str, Any] | None = None
    error: str | None = None
    advantage: float | None = None


@dataclass
class GroupResult:
    """The ``k`` episodes of one start (``task_id`` at ``seed``), in episode order."""

    task_id: str
    seed: int
    instruction: str
    params: dict[str, Any]
    episodes: list[EpisodeResult]

    @property
    def rewards(self) -> list[float | None]:
        return [e.reward for e in self.episodes]

    @property
    def mask(self) -> list[bool]:
        """Which episodes a trainer may learn from (not infrastructure errors)."""
        return [e.trainable for e in self.episodes]

    def to_json(self) -> dict[str, Any]:
        """The whole group as plain JSON values (the messages' screenshots stay data URLs)."""
        return dataclasses.asdict(self)


class GroupHost(Protocol):
    """A pool that plays a whole group next to its own phones instead of lending them out:
    ``cluster.pool.RayEnvPool`` (each group on one node of a Ray cluster)."""

    async def play_group(self, policy: ModelConfig | PolicyCallable, task_id: str, seed: int, k: int, *, adapter: str | None, advantages: bool) -> GroupResult: ...


def group_advantages(rewards: list[float | None]) -> list[float | None]:
    """The module docstring's formula over the rewards that are not None (masked episodes)."""
    kept = [r for r in rewards if r is not None]
    if not kept:
        return [None for _ in rewards]
    mean = sum(kept) / len(kept)
    std = math.sqrt(sum((r - mean) ** 2 for r in kept) / len(kept))
    return [None if r is None else (r - mean) / (std + ADVANTAGE_EPS) for r in rewards]


class _CallablePolicy:
    """A Python policy behind the client interface ``VLMAgent`` calls (``post``), so a callable
    policy takes the very same prompt, parsing and error path as an endpoint."""

    def __init__(self, policy: PolicyCallable) -> None:
        self.policy = policy

    async def post(self, path: str, *, body: dict[str, Any], cast_to: Any) -> Any:
        try:
            if inspect.iscoroutinefunction(self.policy) or inspect.iscoroutinefunction(type(self.policy).__call__):
                text = await self.policy(body["messages"])  # type: ignore[misc]
            else:
                text = await asyncio.to_thread(self.policy, body["messages"])  # the thread inherits episode_index()
                if inspect.isawaitable(text):
                    text = await text
        except Exception as err:  # the policy gave no reply: this episode's infrastructure error
            raise ModelCallError(f"the policy callable raised {type(err).__name__}: {err}") from err
        if not isinstance(text, str):
            raise ModelCallError(f"the policy callable must return the reply text (a str); got {type(text).__name__}")
        message = {"role": "assistant", "content": text}
        return ChatCompletion.model_validate({"id": "policy", "object": "chat.completion", "created": 0, "model": "callable", "choices": [{"index": 0, "message": message, "finish_reason": "stop"}]})


class _Recording:
    """A client that remembers the messages of its last call (what the step sent)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.last: Messages | None = None

    async def post(self, path: str, *, body: dict[str, Any], cast_to: Any) -> Any:
        self.last = body["messages"]
        return await self.client.post(path, body=body, cast_to=cast_to)


def _agent_parts(policy: ModelConfig | PolicyCallable, adapter: str | None) -> tuple[ModelConfig, Any]:
    """The config and client each episode's ``VLMAgent`` is made with."""
    if isinstance(policy, ModelConfig):
        config = policy if adapter is None else dataclasses.replace(policy, adapter=adapter)
        return config, VLMAgentFactory(config).client
    if callable(policy):
        if ChatCompletion is None:
            raise ImportError("rollouts need the openai client's types: pip install 'mobilegym-gym[agents]'")
        return ModelConfig(model="callable", base_url="python://policy", adapter=adapter or "generic", max_retries=0), _CallablePolicy(policy)
    raise TypeError(f"policy must be a ModelConfig (an OpenAI-compatible endpoint) or a callable messages -> str; got {type(policy).__name__}")


async def rollout_group(
    policy: ModelConfig | PolicyCallable,
    task_id: str,
    seed: int,
    k: int,
    *,
    adapter: str | None = None,
    max_steps: int | None = None,
    advantages: bool = False,
    pool: EnvPool | GroupHost | None = None,
    capture_size: tuple[int, int] = (540, 1200),
) -> GroupResult:
    """Play ``k`` episodes of ``task_id`` from one start at ``seed``, concurrently (module docstring).

    ``adapter``: the model family's format (``agents.adapters``; default ``generic`` for a
    callable, the config's for an endpoint). ``max_steps``: the step budget (default the
    template's). ``pool``: a pool of task envs with ``k`` free phones to play on (kept open;
    its own budget applies), or a ``RayEnvPool`` (the group is played on one of its nodes);
    by default one of ``k`` phones is made and closed.
    Raises ``ModelEndpointError`` when the endpoint refuses the run itself (401, 403, 404).
    """
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise ValueError(f"k (episodes per group) must be an int >= 1; got {k!r}")
    if task_id not in default_tasks().tasks:
        raise ValueError(f"unknown task id {task_id!r}; see `mobilegym list` for the templates")
    if pool is not None and max_steps is not None:
        raise ValueError("max_steps sets the budget of the pool rollout_group makes; a given pool keeps its own (EnvPool(max_episode_steps=...))")
    if pool is not None and not isinstance(pool, EnvPool):
        return await pool.play_group(policy, task_id, seed, k, adapter=adapter, advantages=advantages)
    config, client = _agent_parts(policy, adapter)
    own = pool is None
    try:
        if pool is None:
            pool = await EnvPool.create(None, size=k, task_id=task_id, max_episode_steps=max_steps, capture_size=capture_size)
        elif len(pool) < k:
            raise ValueError(f"the pool has {len(pool)} phones; a group of k={k} needs at least k")
        info, episodes = await _play_group(pool, task_id, seed, k, config, client)
    finally:
        if own and pool is not None:
            await pool.aclose()
        if isinstance(policy, ModelConfig):
            await client.close()
    if advantages:
        for episode, advantage in zip(episodes, group_advantages([e.reward for e in episodes])):
            episode.advantage = advantage
    return GroupResult(task_id, seed, str(info["instruction"]), dict(info.get("params", {})), episodes)


async def _play_group(pool: EnvPool, task_id: str, seed: int, k: int, config: ModelConfig, client: Any) -> tuple[dict[str, Any], list[EpisodeResult]]:
    """The start's info and the k episodes, played on k phones taken from ``pool`` (given back)."""
    handles: list[PooledEnv] = []
    playing: list[asyncio.Task[EpisodeResult]] = []
    try:
        for _ in range(k):
            handles.append(await pool.take())
        envs = [_task_env(h) for h in handles]
        _, info = await handles[0].reset(seed=seed, options={"task_id": task_id})
        snap = await handles[0].snapshot()
        record = envs[0].episode_record()
        for env in envs:  # the source too: every copy starts from the same restore
            env.load_episode(record)
        screens = await asyncio.gather(*(h.restore(snap) for h in handles))
        hashes = await asyncio.gather(*(pool.run(env.phone.state_hash()) for env in envs))

        async def one(i: int) -> EpisodeResult:
            _episode.set(i)
            return await _play(i, handles[i], envs[i], (screens[i], str(hashes[i])), info, config, client)

        playing = [asyncio.create_task(one(i)) for i in range(k)]
        return info, list(await asyncio.gather(*playing))
    finally:  # an error that ends the group (ModelEndpointError, a cancel) stops every episode first
        for task in playing:
            task.cancel()
        await asyncio.gather(*playing, return_exceptions=True)
        for handle in handles:
            pool.release(handle)


def _task_env(handle: PooledEnv) -> TaskEnv:
    if not isinstance(handle.env, TaskEnv):
        raise TypeError(f"rollouts play tasks: the pool must be of task envs (EnvPool(split=...) or task_id=...); got a {type(handle.env).__name__}")
    return handle.env


def _screen_digest(obs: Any) -> str:
    return hashlib.sha256(np.ascontiguousarray(np.asarray(obs)).tobytes()).hexdigest()


def _step(messages: Messages | None, agent: VLMAgent, action: str, info: dict[str, Any], reward: float) -> StepResult:
    record = agent.step_record()
    return StepResult(messages, record.get("raw"), action, float(info.get("progress", 0.0)), bool(info.get("goals_met", False)), bool(info.get("clean", False)),
                      list(info.get("issues", [])), reward, list(record.get("rejected", [])))


async def _play(index: int, handle: PooledEnv, env: TaskEnv, start: tuple[Any, str], info: dict[str, Any], config: ModelConfig, client: Any) -> EpisodeResult:
    """One episode of the group, from its restored start, to its end."""
    obs, state_hash = start
    recording = _Recording(client)
    agent = VLMAgent(config, recording)
    await agent.areset(env, obs, info)
    steps: list[StepResult] = []
    result = EpisodeResult(index, "infrastructure_error", False, steps, state_hash, _screen_digest(obs))
    while True:
        recording.last = None
        try:
            action = await agent.aact(obs, info)
        except ModelCallError as err:
            result.error = f"model: {err}"
            return result
        except InvalidActionError as err:  # the reply held no playable action
            info = env.end_with_format_error(str(err))
            steps.append(_step(recording.last, agent, "<format error>", info, _rest(info, steps)))
            return _ended(result, info, "format_error")
        sent = recording.last
        try:
            obs, reward, terminated, truncated, info = await handle.step(action)
        except InvalidActionError as err:  # an action the env refuses: the agent's format error too
            info = env.end_with_format_error(str(err))
            steps.append(_step(sent, agent, f"<malformed: {action!r}>", info, _rest(info, steps)))
            return _ended(result, info, "format_error")
        steps.append(_step(sent, agent, str(info.get("action", action)), info, float(reward)))
        if "env_error" in info:
            result.error = f"env: {info['env_error']}"
            return result
        if terminated or truncated:
            return _ended(result, info, "success" if info["outcome"]["success"] else "failure")


def _rest(info: dict[str, Any], steps: list[StepResult]) -> float:
    """The reward of a step the env ended with a format error (it gives none itself): what the
    outcome pays beyond the earlier steps' rewards, as the env's last step does."""
    return float(info["outcome"]["reward"]) - sum(s.reward for s in steps)


def _ended(result: EpisodeResult, info: dict[str, Any], status: Status) -> EpisodeResult:
    """``result`` as a judged episode: ``info["outcome"]`` and its reward (what the episode's
    step rewards sum to, in either reward mode)."""
    outcome = dict(info["outcome"])
    result.status, result.trainable, result.outcome, result.reward = status, True, outcome, float(outcome["reward"])
    return result
