"""``RayVectorEnv``: the sub-envs of a vector env spread over the nodes of a Ray cluster.

    >>> vec = gym.make_vec("MobileGym/Train-v0", num_envs=96, ray_address="auto")

The phones are split evenly over the phone nodes (``cluster.nodes``), one actor per node; a
batched call sends each node its part and gathers the replies, so the nodes step in parallel.
Same API and semantics as ``MobileGymVectorEnv`` and ``WorkerVectorEnv``: reset masks, the
checks of a whole batch before any phone steps, ``fork`` across nodes (snapshot plus episode
record), ``call``/``get_attr``/``set_attr``; every info says which node its phone is on
(``info["node"]``).

A node's actor that dies ends its phones' episodes only: that step reports
``info["env_error"]`` (truncated, reward 0) for them, the others step on. Ray restarts the
actor; the next reset of those phones waits for it (or places a new one if Ray gave up on it),
and a step before that reset is refused, naming the fix.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium.error import ClosedEnvironmentError
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from ..vector_batching import (
    StepProblems,
    TaskInfoBatching,
    check_call_name,
    per_env_actions,
    refuse_step,
    reset_arguments,
    set_attr_values,
)
from .nodes import NodeLost, NodeSet


class RayVectorEnv(TaskInfoBatching):
    """``num_envs`` phones over a Ray cluster's nodes; other keyword arguments as
    ``MobileGymVectorEnv`` (each node's actor makes one with its share).

    ``address``: Ray's address (None: a local cluster, or the one this process joined).
    ``runtime_env``: Ray's runtime environment of the job (how worker nodes get this package:
    docs/training.md). ``node_resource``: place phones only on nodes with this custom resource.
    """

    def __init__(self, num_envs: int, address: str | None = None, runtime_env: dict[str, Any] | None = None, node_resource: str | None = None, autoreset_mode: AutoresetMode | str = AutoresetMode.DISABLED, copy: bool = True, **vec_kwargs: Any) -> None:
        self.num_envs = num_envs
        self.copy = copy
        self.autoreset_mode = AutoresetMode(autoreset_mode)
        self.metadata = {"autoreset_mode": self.autoreset_mode, "render_modes": ["rgb_array"]}
        self.closed = False
        self.nodes = NodeSet(num_envs, {**vec_kwargs, "autoreset_mode": self.autoreset_mode}, address=address, runtime_env=runtime_env, node_resource=node_resource)
        self.single_observation_space, self.single_action_space = self.nodes.spaces
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        #: The latest batch of observations (what ``copy=False`` returns every time).
        self._last = np.zeros(tuple(self.observation_space.shape or ()), np.uint8)
        #: Phones whose node actor died during their episode: ended until they are reset.
        self._lost = np.zeros(num_envs, dtype=bool)

    def _check_open(self) -> None:
        if self.closed:
            raise ClosedEnvironmentError(f"this {type(self).__name__} is closed: make a new one (gym.make_vec(...)) instead of using it after close()")

    def _span(self, a: int) -> range:
        return range(self.nodes.starts[a], self.nodes.starts[a] + self.nodes.sizes[a])

    def _batch(self, rows: dict[int, np.ndarray]) -> np.ndarray:
        """The next batch: ``rows`` (sub-env -> its new observation), the others as before;
        a new array, or (``copy=False``) the one shared batch, overwritten. Each row is copied
        once, straight from the nodes' replies (a batch is 62 MB at N=32 and 540x1200)."""
        out = np.empty_like(self._last) if self.copy else self._last
        for i in range(self.num_envs):
            if i in rows:
                out[i] = rows[i]
            elif out is not self._last:
                out[i] = self._last[i]
        self._last = out
        return out

    def _send(self, method: str, per_actor: dict[int, tuple[Any, ...]]) -> dict[int, Any]:
        self._check_open()
        return self.nodes.get({a: getattr(self.nodes.actors[a], method).remote(*args) for a, args in per_actor.items()})

    def _raise_lost(self, replies: dict[int, Any]) -> None:
        """For calls that cannot end episodes one by one (fork, call...): a lost node raises."""
        for a, reply in replies.items():
            if isinstance(reply, NodeLost):
                self._lost[list(self._span(a))] = True
                raise reply

    def reset(self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """As ``MobileGymVectorEnv.reset``; phones of a node whose actor died land on the
        restarted (or a new) actor."""
        mask, seeds, options = reset_arguments(self.num_envs, seed, options)
        touched = [a for a in range(len(self.nodes.actors)) if mask[self._span(a)].any()]
        for a in touched:
            if self._lost[self._span(a)].any():
                self.nodes.revive(a)
        args = {a: (mask[self._span(a)], seeds[self._span(a).start : self._span(a).stop], options) for a in touched}
        replies = self._send("reset", args)
        self._raise_lost(replies)
        infos: dict[str, Any] = {}
        rows: dict[int, np.ndarray] = {}
        for a, (indices, obs, node_infos) in replies.items():
            start = self.nodes.starts[a]
            for i, o, info in zip(indices, obs, node_infos):
                rows[start + i] = o
                self._lost[start + i] = False
                infos = self._add_info(infos, info, start + i)
        return self._batch(rows), infos

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        per_env = per_env_actions(self.action_space, self.num_envs, actions)
        problems: StepProblems = [(i, RuntimeError("its episode ended with env_error (its node's actor died): reset it with options={'reset_mask': mask}")) for i in np.flatnonzero(self._lost).tolist()]
        live = [a for a in range(len(self.nodes.actors)) if not self._lost[self._span(a)].any()]
        checked = self._send("check", {a: (per_env[self._span(a).start : self._span(a).stop],) for a in live})
        lost: dict[int, NodeLost] = {a: r for a, r in checked.items() if isinstance(r, NodeLost)}
        problems += [(self.nodes.starts[a] + i, err) for a, r in checked.items() if not isinstance(r, NodeLost) for i, err in r[1]]
        self._mark(lost)
        refuse_step(sorted(problems, key=lambda p: p[0]))
        stepped = self._send("step", {a: (r[0],) for a, r in checked.items() if a not in lost})
        lost.update({a: r for a, r in stepped.items() if isinstance(r, NodeLost)})
        self._mark(lost)
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminated = np.zeros(self.num_envs, dtype=bool)
        truncated = np.zeros(self.num_envs, dtype=bool)
        infos: dict[str, Any] = {}
        rows: dict[int, np.ndarray] = {}
        for a in sorted(stepped.keys() | lost.keys()):
            start = self.nodes.starts[a]
            if a in lost:
                for i in self._span(a):
                    truncated[i] = True
                    infos = self._add_info(infos, {"env_error": str(lost[a]), "node": lost[a].node}, i)
                continue
            obs, results = stepped[a]
            for j, (o, (r, te, tr, info)) in enumerate(zip(obs, results)):
                rows[start + j] = o
                rewards[start + j], terminated[start + j], truncated[start + j] = r, te, tr
                infos = self._add_info(infos, info, start + j)
        return self._batch(rows), rewards, terminated, truncated, infos

    def _mark(self, lost: dict[int, NodeLost]) -> None:
        for a in lost:
            self._lost[list(self._span(a))] = True

    def fork(self, src: int, dst: Sequence[int]) -> np.ndarray:
        """Copy sub-env ``src`` (phone and episode) into every ``dst``, across nodes too."""
        a, local = self.nodes.actor_of(src)
        exported = self._send("export", {a: (local,)})
        self._raise_lost(exported)
        snap, record = exported[a]
        by_actor: dict[int, list[int]] = {}
        for i in dst:
            da, dl = self.nodes.actor_of(i)
            by_actor.setdefault(da, []).append(dl)
        imported = self._send("import_episode", {da: (locals_, snap, record) for da, locals_ in by_actor.items()})
        self._raise_lost(imported)
        return self._batch({self.nodes.starts[da] + local_dst: o for da, obs in imported.items() for local_dst, o in zip(by_actor[da], obs)})

    def snapshot(self, index: int) -> dict[str, Any]:
        a, local = self.nodes.actor_of(index)
        replies = self._send("snapshot", {a: (local,)})
        self._raise_lost(replies)
        return dict(replies[a])

    def call(self, name: str, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        """As ``MobileGymVectorEnv.call`` (arguments and results must pickle)."""
        check_call_name(name)
        replies = self._send("call", dict.fromkeys(range(len(self.nodes.actors)), (name, args, kwargs)))
        self._raise_lost(replies)
        return tuple(r for a in sorted(replies) for r in replies[a])

    def get_attr(self, name: str) -> tuple[Any, ...]:
        return self.call(name)

    def set_attr(self, name: str, values: Any) -> None:
        per_env = set_attr_values(self.num_envs, values)
        replies = self._send("set_attr", {a: (name, per_env[self._span(a).start : self._span(a).stop]) for a in range(len(self.nodes.actors))})
        self._raise_lost(replies)

    def close_extras(self, **kwargs: Any) -> None:
        self.closed = True
        self.nodes.close()
