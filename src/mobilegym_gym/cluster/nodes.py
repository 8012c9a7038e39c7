"""The phones of a Ray cluster: one actor per node (``PhoneNode``), and the set of them a vector
env or a pool drives (``NodeSet``).

A node's actor owns that node's phones as one ``MobileGymVectorEnv`` (its own browsers and
Playwright driver, as a worker process of ``workers.py`` does), so the node's pages render in
parallel while the driver sends one call per node. Actors are pinned to their node with Ray's
node affinity (hard: a node's phones never wander), on the nodes that carry ``node_resource``
(a custom resource the cluster's nodes were started with: ``ray start --resources
'{"phones": 1}'``), else on every alive node with CPUs.

A node actor that dies (its process killed, out of memory, its node gone) is restarted by Ray
(``max_restarts``); the calls it was serving fail with ``RayActorError``, which the callers turn
into ``info["env_error"]`` for its phones only. ``NodeSet.revive`` waits until the actor answers
again, or, if Ray gave up on it (restarts exhausted, node gone), places a new one on a live node.

``ray`` is imported when a cluster is used, never at import: the default install has no Ray.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import numpy as np

from ..errors import MobileGymError
from ..vector import MobileGymVectorEnv

#: Times Ray restarts a node actor that died before it is placed anew (``NodeSet.revive``).
NODE_RESTARTS = 4
#: Seconds to wait for a node's actor to build its phones or to come back after a restart.
NODE_TIMEOUT_S = 600.0


def require_ray() -> Any:
    """The ``ray`` module, or an ImportError naming the extra to install."""
    try:
        return importlib.import_module("ray")  # by name: mypy and the default install go without Ray
    except ImportError as err:
        raise ImportError("phones on a Ray cluster need Ray: pip install 'mobilegym-gym[ray]'") from err


def connect(address: str | None, runtime_env: dict[str, Any] | None) -> Any:
    """Join the cluster at ``address`` (Ray's ``address``: ``"auto"``, ``"ray://host:10001"``,
    ``"host:6379"``; None starts a local one) with ``runtime_env`` as the job's runtime
    environment (Ray uploads a local wheel or folder only at that level), unless this process is
    connected already. Returns the ``ray`` module."""
    ray = require_ray()
    if not ray.is_initialized():
        ray.init(address=address, runtime_env=runtime_env, log_to_driver=False)
    elif runtime_env is not None:
        raise ValueError("this process is connected to Ray already: give runtime_env to that ray.init(...) (Ray ships a local wheel only with the job), not to MobileGym")
    return ray


def phone_nodes(node_resource: str | None) -> list[str]:
    """The ids of the alive nodes phones go on: those with ``node_resource`` (if given), else
    those with CPUs; in a stable order (by node id)."""
    ray = require_ray()
    alive = [n for n in ray.nodes() if n.get("Alive")]
    wanted = node_resource or "CPU"
    chosen = sorted(n["NodeID"] for n in alive if n.get("Resources", {}).get(wanted, 0) > 0)
    if not chosen:
        raise ValueError(f"no alive node of the Ray cluster has the resource {wanted!r}: start the nodes with it (ray start --resources '{{\"{wanted}\": 1}}') or pass another node_resource")
    return chosen


def split_sizes(total: int, parts: int) -> list[int]:
    """``total`` phones over ``parts`` nodes, as evenly as possible, the first nodes first."""
    return [total // parts + (1 if p < total % parts else 0) for p in range(parts)]


def _tagged(info: dict[str, Any], node: str) -> dict[str, Any]:
    return {**info, "node": node}


class PhoneNode:
    """The Ray actor of one node (made remote by ``NodeSet``): ``count`` phones of
    ``MobileGymVectorEnv(count, **vec_kwargs)``, every info tagged with ``info["node"]``."""

    def __init__(self, count: int, vec_kwargs: dict[str, Any]) -> None:
        ray = require_ray()
        self.node = str(ray.get_runtime_context().get_node_id())
        self.vec = MobileGymVectorEnv(count, **vec_kwargs)

    # What the vector env and the pool ask of a node. The vector env's calls block on the
    # runtime's loop, so they run in a thread: the actor's own loop keeps serving phone calls.

    async def where(self) -> tuple[str, int, str]:
        """The node's id, the actor's process id (what a test kills) and where it imported this
        package from (the runtime environment's copy, if it was given one)."""
        return self.node, os.getpid(), os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    async def spaces(self) -> tuple[Any, Any]:
        return self.vec.single_observation_space, self.vec.single_action_space

    async def reset(self, mask: np.ndarray, seeds: Sequence[int | None], options: dict[str, Any]) -> tuple[list[int], list[np.ndarray], list[dict[str, Any]]]:
        indices, results = await asyncio.to_thread(self.vec.reset_results, mask, seeds, options)
        return indices, [np.asarray(o) for o, _ in results], [_tagged(info, self.node) for _, info in results]

    async def check(self, actions: list[Any]) -> tuple[list[Any], list[tuple[int, Exception]]]:
        return self.vec.check_step(actions)

    async def step(self, checked: list[Any]) -> tuple[list[np.ndarray], list[tuple[float, bool, bool, dict[str, Any]]]]:
        results = await asyncio.to_thread(self.vec.step_results, checked)
        return [np.asarray(r[0]) for r in results], [(r, te, tr, _tagged(info, self.node)) for _, r, te, tr, info in results]

    async def export(self, index: int) -> tuple[dict[str, Any], dict[str, Any]]:
        return await asyncio.to_thread(self.vec.export_episode, index)

    async def import_episode(self, dst: list[int], snap: dict[str, Any], record: dict[str, Any]) -> list[np.ndarray]:
        await asyncio.to_thread(self.vec.import_episode, dst, snap, record)
        return [np.asarray(self.vec.envs[i].last_observation) for i in dst]

    async def snapshot(self, index: int) -> dict[str, Any]:
        return await asyncio.to_thread(self.vec.snapshot, index)

    async def call(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
        return await asyncio.to_thread(self.vec.call, name, *args, **kwargs)

    async def set_attr(self, name: str, values: list[Any]) -> None:
        self.vec.set_attr(name, values)

    # One phone at a time, for agent loops (``RayEnvPool``): the node's pool handles, concurrent.

    async def claim(self) -> int:
        """A free phone of the node's pool, taken for a remote handle; its index."""
        return (await self.vec.pool.take()).index

    async def unclaim(self, index: int) -> None:
        self.vec.pool.release(self.vec.pool.handles[index])

    async def phone_reset(self, index: int, seed: int | None, options: dict[str, Any] | None) -> tuple[np.ndarray, dict[str, Any]]:
        obs, info = await self.vec.pool.handles[index].reset(seed=seed, options=options)
        return np.asarray(obs), _tagged(info, self.node)

    async def phone_step(self, index: int, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        obs, reward, terminated, truncated, info = await self.vec.pool.handles[index].step(action)
        return np.asarray(obs), float(reward), bool(terminated), bool(truncated), _tagged(info, self.node)

    async def phone_snapshot(self, index: int) -> dict[str, Any]:
        return await self.vec.pool.handles[index].snapshot()

    async def phone_restore(self, index: int, snap: dict[str, Any]) -> np.ndarray:
        return np.asarray(await self.vec.pool.handles[index].restore(snap))

    async def run(self, fn: Callable[..., Awaitable[Any]], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """``await fn(pool, *args, **kwargs)`` here, with the node's ``EnvPool``: a whole episode
        or group played next to its phones (``RayEnvPool.run``)."""
        return await fn(self.vec.pool, *args, **kwargs)

    async def close(self) -> None:
        """Close the pages, then the browsers and the driver (the actor is killed next)."""
        runtime = self.vec.pool.runtime
        await asyncio.to_thread(self.vec.close)
        await asyncio.to_thread(runtime.close)


class NodeLost(MobileGymError, RuntimeError):
    """A node's actor died during a call (``RayActorError``): its phones' episodes are over."""

    def __init__(self, node: str, err: BaseException) -> None:
        super().__init__(f"the phones' node actor (node {node}) died: {type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}")
        self.node = node


class NodeSet:
    """``total`` phones over the cluster's phone nodes, one ``PhoneNode`` actor each."""

    def __init__(self, total: int, vec_kwargs: dict[str, Any], *, address: str | None = None, runtime_env: dict[str, Any] | None = None, node_resource: str | None = None) -> None:
        if total < 1:
            raise ValueError(f"num_envs must be at least 1; got {total}")
        self.ray = connect(address, runtime_env)
        nodes = phone_nodes(node_resource)[:total]
        self.node_resource = node_resource
        self.vec_kwargs = vec_kwargs
        self.sizes = split_sizes(total, len(nodes))
        self.starts = [sum(self.sizes[:a]) for a in range(len(nodes))]
        self.nodes = list(nodes)
        self.actors: list[Any] = []
        self.closed = False
        try:
            self.actors.extend(self._spawn(node, size) for node, size in zip(nodes, self.sizes))
            self.spaces = self.ray.get([a.spaces.remote() for a in self.actors], timeout=NODE_TIMEOUT_S)[0]
            self.pids = [pid for _, pid, _ in self.ray.get([a.where.remote() for a in self.actors])]
        except BaseException:
            self.close()
            raise

    def _spawn(self, node: str, size: int) -> Any:
        affinity = importlib.import_module("ray.util.scheduling_strategies").NodeAffinitySchedulingStrategy
        actor = self.ray.remote(PhoneNode).options(
            scheduling_strategy=affinity(node, soft=False),
            max_restarts=NODE_RESTARTS,
            num_cpus=0,  # placed by affinity; the phones' Chromium is not Ray's to count
            max_concurrency=max(16, 4 * size),
        )
        return actor.remote(size, self.vec_kwargs)

    def actor_of(self, index: int) -> tuple[int, int]:
        """The node (actor number) of phone ``index`` and its index there."""
        if not 0 <= index < sum(self.sizes):
            raise IndexError(f"sub-env {index} out of range (num_envs={sum(self.sizes)})")
        a = max(k for k, s in enumerate(self.starts) if s <= index)
        return a, index - self.starts[a]

    def get(self, refs: dict[int, Any]) -> dict[int, Any]:
        """Each actor's reply; a ``NodeLost`` for an actor that died. Every reply is read before
        the first other error is raised (a bad action, raised as its own type)."""
        out: dict[int, Any] = {}
        failure: BaseException | None = None
        for a, ref in refs.items():
            try:
                out[a] = self.ray.get(ref, timeout=NODE_TIMEOUT_S)
            except self.ray.exceptions.RayActorError as err:
                out[a] = NodeLost(self.nodes[a], err)
            except Exception as err:  # noqa: BLE001 - raised once every reply is read
                failure = failure or err
        if failure is not None:
            raise failure
        return out

    def revive(self, a: int) -> None:
        """Wait until actor ``a`` answers again (Ray restarted it); if Ray gave up on it, place a
        new one on a live phone node."""
        deadline = time.monotonic() + NODE_TIMEOUT_S
        while True:
            try:
                self.nodes[a], self.pids[a], _ = self.ray.get(self.actors[a].where.remote(), timeout=max(1.0, deadline - time.monotonic()))
                return
            except self.ray.exceptions.ActorDiedError:
                break
            except self.ray.exceptions.RayActorError:  # unavailable while it restarts
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
        live = phone_nodes(self.node_resource)
        node = self.nodes[a] if self.nodes[a] in live else live[a % len(live)]
        self.actors[a] = self._spawn(node, self.sizes[a])
        self.nodes[a], self.pids[a], _ = self.ray.get(self.actors[a].where.remote(), timeout=NODE_TIMEOUT_S)

    async def arevive(self, a: int) -> None:
        await asyncio.to_thread(self.revive, a)

    def close(self) -> None:
        """Close every node's phones (browsers included), then end the actors."""
        if self.closed:
            return
        self.closed = True
        closing = [a.close.remote() for a in self.actors]
        for ref in closing:
            try:
                self.ray.get(ref, timeout=60)
            except Exception:  # noqa: BLE001 - a dead actor has nothing left to close
                pass
        for actor in self.actors:
            self.ray.kill(actor, no_restart=True)

