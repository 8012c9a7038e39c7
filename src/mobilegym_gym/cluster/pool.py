"""``RayEnvPool``: an async pool of phones over a Ray cluster's nodes, for agent loops.

    >>> pool = await RayEnvPool.create("MobileGym/Train-v0", size=96, address="auto")
    >>> async with pool.acquire() as phone:        # a free phone on some node
    ...     obs, info = await phone.reset(seed=0)
    ...     obs, reward, terminated, truncated, info = await phone.step(action)
    >>> group = await rollout_group(policy, "clock.ToggleAlarm", 0, k=8, pool=pool)
    >>> await pool.aclose()

The counterpart of ``EnvPool`` (the same ``take``/``release``/``acquire`` and handle calls), its
phones held by the nodes' actors (``cluster.nodes``). Work that needs the phone's own objects
next to it (an oracle reading the page, a group forked from one start) is shipped to a node
whole with ``run``: ``rollout_group(pool=...)`` plays each group on one node, ``mobilegym bench
--ray`` each episode.

A node's actor that dies ends its phones' episodes: a step reports ``info["env_error"]``,
``run`` raises ``NodeLost``; the next reset (or ``run``) waits for Ray to restart it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import numpy as np

from ..agents.vlm import ModelConfig
from ..pool import EnvPool, env_kwargs_for
from ..rollouts import GroupResult, PolicyCallable, rollout_group
from .nodes import NodeLost, NodeSet


class RemotePhone:
    """An async handle on one phone of a ``RayEnvPool`` (as ``PooledEnv``); ``node`` is the id
    of the node it is on."""

    def __init__(self, pool: RayEnvPool, actor: int, local: int) -> None:
        self.pool, self.actor, self.local = pool, actor, local
        #: The actor's life this phone was claimed in; a restart voids the claim and the episode.
        self.life = pool.lives[actor]
        self.last_obs: np.ndarray | None = None

    @property
    def node(self) -> str:
        return self.pool.nodes.nodes[self.actor]

    def _remote(self, method: str) -> Any:
        return getattr(self.pool.nodes.actors[self.actor], method)

    async def _claim_again(self) -> None:
        """After the actor restarted: wait for it and claim a phone of the new one."""
        await self.pool.revive(self.actor)
        self.pool.free[self.actor] -= 1  # its count came back whole with the restart
        self.local = await self._remote("claim").remote()
        self.life = self.pool.lives[self.actor]

    async def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """A new episode (on the restarted actor, if this phone's died; once more if it dies
        under this very call)."""
        try:
            return await self._reset(seed, options)
        except self.pool.nodes.ray.exceptions.RayActorError:
            self.pool.lost(self.actor)
        try:
            return await self._reset(seed, options)
        except self.pool.nodes.ray.exceptions.RayActorError as err:
            self.pool.lost(self.actor)
            raise NodeLost(self.node, err) from None

    async def _reset(self, seed: int | None, options: dict[str, Any] | None) -> tuple[np.ndarray, dict[str, Any]]:
        if self.life != self.pool.lives[self.actor]:
            await self._claim_again()
        obs, info = await self._remote("phone_reset").remote(self.local, seed, options)
        self.last_obs = obs
        return obs, info

    async def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """One action; a phone whose node actor died reports ``info["env_error"]`` (truncated)."""
        if self.life == self.pool.lives[self.actor]:
            try:
                result: tuple[np.ndarray, float, bool, bool, dict[str, Any]] = await self._remote("phone_step").remote(self.local, action)
                self.last_obs = result[0]
                return result
            except self.pool.nodes.ray.exceptions.RayActorError as err:
                self.pool.lost(self.actor)
                error = str(NodeLost(self.node, err))
        else:
            error = f"the phones' node actor (node {self.node}) died during this episode: reset the phone"
        obs = self.last_obs if self.last_obs is not None else np.zeros(tuple(self.pool.spaces[0].shape), np.uint8)
        return obs, 0.0, False, True, {"env_error": error, "node": self.node}

    async def snapshot(self) -> dict[str, Any]:
        """The whole phone state, restorable into any phone of the pool (on any node)."""
        return dict(await self._call("phone_snapshot", self.local))

    async def restore(self, snapshot: dict[str, Any]) -> np.ndarray:
        """Restore a snapshot in place and return the new observation."""
        self.last_obs = await self._call("phone_restore", self.local, snapshot)
        return self.last_obs

    async def _call(self, method: str, *args: Any) -> Any:
        if self.life != self.pool.lives[self.actor]:
            raise NodeLost(self.node, RuntimeError("restarted since this phone's episode began: reset the phone"))
        try:
            return await self._remote(method).remote(*args)
        except self.pool.nodes.ray.exceptions.RayActorError as err:
            self.pool.lost(self.actor)
            raise NodeLost(self.node, err) from None

    def release(self) -> None:
        self.pool.release(self)


class RayEnvPool:
    """``size`` phones of one env id (or constructor kwargs, as ``EnvPool``) over a Ray
    cluster's nodes; ``address``, ``runtime_env``, ``node_resource`` as ``RayVectorEnv``."""

    def __init__(self, env_id: str | None = None, size: int = 1, *, address: str | None = None, runtime_env: dict[str, Any] | None = None, node_resource: str | None = None, max_episode_steps: int | None = None, **env_kwargs: Any) -> None:
        if env_id is not None:
            base, registered = env_kwargs_for(env_id)
            env_kwargs = {**base, **env_kwargs}
            max_episode_steps = max_episode_steps if max_episode_steps is not None else registered
        self.nodes = NodeSet(size, {**env_kwargs, "max_episode_steps": max_episode_steps}, address=address, runtime_env=runtime_env, node_resource=node_resource)
        self.spaces = self.nodes.spaces
        self.size = size
        #: Free phones per node; a claim or a ``run`` takes from one node's count.
        self.free = list(self.nodes.sizes)
        #: Each node actor's life: bumped when it is found dead (its claims and episodes end).
        self.lives = [0] * len(self.nodes.actors)
        self._dead = [False] * len(self.nodes.actors)
        self._revivals: dict[int, asyncio.Lock] = {}
        self._changed: asyncio.Condition | None = None
        self.closed = False

    @classmethod
    async def create(cls, env_id: str | None = None, size: int = 1, **kwargs: Any) -> RayEnvPool:
        """Build the pool from async code without blocking the caller's event loop."""
        return await asyncio.to_thread(cls, env_id, size, **kwargs)

    def __len__(self) -> int:
        return self.size

    def lost(self, actor: int) -> None:
        """Actor ``actor`` was found dead: its phones' claims and episodes are void."""
        if not self._dead[actor]:
            self._dead[actor] = True
            self.lives[actor] += 1
            self.free[actor] = self.nodes.sizes[actor]

    async def revive(self, actor: int) -> None:
        lock = self._revivals.setdefault(actor, asyncio.Lock())
        async with lock:
            if self._dead[actor]:
                await self.nodes.arevive(actor)
                self._dead[actor] = False

    async def _reserve(self, count: int) -> int:
        """A node with ``count`` free phones (waiting while none has), its count taken."""
        if count > max(self.nodes.sizes):
            raise ValueError(f"{count} phones on one node: the pool's nodes have at most {max(self.nodes.sizes)} (a bigger pool, or fewer phones per call)")
        if self._changed is None:
            self._changed = asyncio.Condition()
        async with self._changed:
            while True:
                if self.closed:
                    raise RuntimeError("the pool is closed")
                ready = [a for a, free in enumerate(self.free) if free >= count]
                if ready:
                    actor = max(ready, key=lambda a: self.free[a])
                    self.free[actor] -= count
                    return actor
                await self._changed.wait()

    async def _give_back(self, actor: int, count: int, life: int) -> None:
        if life == self.lives[actor]:  # a restart has given the node all its phones back already
            self.free[actor] += count
        if self._changed is not None:
            async with self._changed:
                self._changed.notify_all()

    async def take(self) -> RemotePhone:
        """A free phone, waiting while all are taken; give it back with ``release``."""
        actor = await self._reserve(1)
        await self.revive(actor)
        try:
            local = await self.nodes.actors[actor].claim.remote()
        except self.nodes.ray.exceptions.RayActorError as err:
            self.lost(actor)
            await self._give_back(actor, 1, self.lives[actor])
            raise NodeLost(self.nodes.nodes[actor], err) from None
        return RemotePhone(self, actor, local)

    def release(self, phone: RemotePhone) -> None:
        """Give back a phone ``take`` gave (for async code: ``acquire`` does it for you)."""
        if phone.pool is not self:
            raise ValueError("this phone is not from this pool")
        if phone.life == self.lives[phone.actor]:
            self.nodes.actors[phone.actor].unclaim.remote(phone.local)
        asyncio.ensure_future(self._give_back(phone.actor, 1, phone.life))

    @contextlib.asynccontextmanager
    async def acquire(self) -> AsyncIterator[RemotePhone]:
        """A free phone for the duration of the ``async with`` block."""
        phone = await self.take()
        try:
            yield phone
        finally:
            self.release(phone)

    async def run(self, fn: Callable[..., Awaitable[Any]], *args: Any, phones: int = 1, **kwargs: Any) -> Any:
        """``await fn(node_pool, *args, **kwargs)`` on a node with ``phones`` free phones, in the
        node's actor: ``node_pool`` is its ``EnvPool`` with at least that many free. ``fn`` and
        its arguments travel by pickle (a module-level function goes by name: the node imports
        it). Raises ``NodeLost`` if the node's actor dies meanwhile."""
        actor = await self._reserve(phones)
        life = self.lives[actor]
        try:
            await self.revive(actor)
            life = self.lives[actor]
            return await self.nodes.actors[actor].run.remote(fn, args, kwargs)
        except self.nodes.ray.exceptions.RayActorError as err:
            self.lost(actor)
            raise NodeLost(self.nodes.nodes[actor], err) from None
        finally:
            await self._give_back(actor, phones, life)

    async def play_group(self, policy: ModelConfig | PolicyCallable, task_id: str, seed: int, k: int, *, adapter: str | None, advantages: bool) -> GroupResult:
        """``rollout_group(pool=this pool)``: the group on one node, forked there."""
        group: GroupResult = await self.run(_group_on_node, policy, task_id, seed, k, adapter, advantages, phones=k)
        return group

    def close(self) -> None:
        """Close every node's phones and end the actors."""
        self.closed = True
        self.nodes.close()

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)


async def _group_on_node(pool: EnvPool, policy: ModelConfig | PolicyCallable, task_id: str, seed: int, k: int, adapter: str | None, advantages: bool) -> GroupResult:
    return await rollout_group(policy, task_id, seed, k, pool=pool, adapter=adapter, advantages=advantages)
