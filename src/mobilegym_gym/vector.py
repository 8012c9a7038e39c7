"""``MobileGymVectorEnv``: N phones stepped in lock step, concurrently, on the one runtime loop.

    >>> vec = gym.make_vec("MobileGym/Train-v0", num_envs=8)
    >>> obs, infos = vec.reset(seed=0)            # obs: (8, H, W, 3)
    >>> obs, rew, term, trunc, infos = vec.step(["COMPLETE"] * 8)

Each sub-env is its own page; a batched call gathers the N coroutines on the runtime's event
loop, so the pages render and screenshot in parallel while Python waits once. It is the
lock-step layer over an ``EnvPool`` (``mobilegym_gym.pool``), whose handles async agents use
directly. Actions are the
batched ``Dict`` space or a sequence of per-env actions (dicts, ``Action``s or strings). Infos
follow Gymnasium 1.x (``info[key]`` arrays with ``info["_key"]`` masks). Autoreset is
``DISABLED`` by default (LLM agents reset explicitly, with ``options={"reset_mask": mask}``);
``NEXT_STEP`` and ``SAME_STEP`` are available. ``fork(src, dst)`` copies one phone into others
(a GRPO group starts from one identical state). A batched step checks every sub-env before it
steps any, so a bad batch (a malformed action, an ended episode) raises and changes nothing.
Gymnasium's ``call``, ``get_attr`` and ``set_attr`` reach the sub-envs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from . import actions as A
from .env import MobileGymEnv
from .pool import EnvPool
from .sim.screen import Screen
from .vector_batching import StepProblems, TaskInfoBatching, check_call_name, per_env_actions, refuse_step, reset_arguments, set_attr_values


class MobileGymVectorEnv(TaskInfoBatching):
    """``num_envs`` phones; ``task_id``/``split`` make them task envs, else bare phones.

    Other keyword arguments go to every sub-env (``capture_size``, ``image_format``, ...).
    ``max_episode_steps`` (from the registry, or ``gym.make_vec(id, max_episode_steps=5)``)
    truncates episodes of bare phones and is the step budget of task envs (None for a split id:
    each template's). ``browsers`` spreads the pages over that many browser processes;
    ``phones_per_page=K`` (dense mode) puts each K phones in one page: less memory a phone and a
    faster start, a crash ends K episodes, and a page steps its phones one at a time (``EnvPool``).
    ``copy=False`` (as in Gymnasium's own vector envs) returns one observation batch that later
    calls overwrite, instead of a new array each call (62 MB at N=32 and 540x1200): the env's
    own rows, each rewritten only when its phone's screen changed, so do not write into it.

    The sub-envs are built with ``lazy_observations=True``: each new capture is decoded once,
    straight into its row (``Screen.write_into``), and a step that drew nothing (the same
    ``Screen`` as before) writes nothing.
    """

    def __init__(self, num_envs: int, autoreset_mode: AutoresetMode | str = AutoresetMode.DISABLED, max_episode_steps: int | None = None, browsers: int = 1, phones_per_page: int = 1, copy: bool = True, **env_kwargs: Any) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1; got {num_envs}")
        self.autoreset_mode = AutoresetMode(autoreset_mode)
        self.metadata = {"autoreset_mode": self.autoreset_mode, "render_modes": ["rgb_array"]}
        self.num_envs = num_envs
        self.max_episode_steps = max_episode_steps
        self.pool = EnvPool(None, num_envs, browsers=browsers, phones_per_page=phones_per_page, max_episode_steps=max_episode_steps, **{**env_kwargs, "lazy_observations": True})
        self.envs: list[MobileGymEnv] = self.pool.envs
        self._runtime = self.pool.runtime
        self.single_observation_space = self.envs[0].observation_space
        self.single_action_space = self.envs[0].action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._needs_reset = np.zeros(num_envs, dtype=bool)
        self.copy = copy
        #: ``observation_space.shape``, known to be a tuple (the sub-envs' spaces are boxes).
        self._batch_shape = (num_envs, *self.single_observation_space.shape)
        #: Every sub-env's latest observation, one row each (``write_rows``), and the capture
        #: each row shows (None: a stand-in of zeros, or not known), so an unchanged one is
        #: not written again.
        self._rows = np.zeros(self._batch_shape, np.uint8)
        self._shown: list[Screen | None] = [None] * num_envs

    def _gather(self, coros: list[Any]) -> list[Any]:
        async def run() -> list[Any]:
            return await asyncio.gather(*coros)

        return self._runtime.call(run())

    def write_rows(self, indices: Sequence[int], observations: Sequence[np.ndarray | Screen | None]) -> None:
        """Write sub-env ``indices[k]``'s new observation ``observations[k]`` into its row: a
        capture the row does not show yet is decoded into it, the one it shows is skipped, an
        array (a failed step's stand-in) is copied."""
        for i, o in zip(indices, observations):
            if isinstance(o, Screen):
                if o is not self._shown[i]:
                    o.write_into(self._rows[i])
                    self._shown[i] = o
            elif o is not None:
                self._rows[i] = o
                self._shown[i] = None

    def attach_rows(self, rows: np.ndarray) -> None:
        """Keep the rows in ``rows`` from now on (a worker process's view of the shared memory
        its parent reads: ``workers``), filled with every sub-env's latest observation."""
        if rows.shape != self._batch_shape or rows.dtype != np.uint8:
            raise ValueError(f"attach_rows needs a uint8 array of shape {self._batch_shape}; got {rows.dtype} {rows.shape}")
        self._rows = rows
        self._shown = [None] * self.num_envs
        self._rows[...] = 0
        self.write_rows(range(self.num_envs), [env.last_observation for env in self.envs])

    def _out(self) -> np.ndarray:
        """The batch to return: a copy of the rows, or (``copy=False``) the rows themselves."""
        return self._rows.copy() if self.copy else self._rows

    def reset(self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """Reset all sub-envs, or those in ``options["reset_mask"]`` (the others keep going).

        ``seed`` is an int (sub-env i gets ``seed + i``) or one seed per sub-env; other options
        go to every reset sub-env (``{"state": snapshot}``, ``{"task_id": ...}``).
        """
        mask, seeds, options = reset_arguments(self.num_envs, seed, options)
        indices, results = self.reset_results(mask, seeds, options)
        self.write_rows(indices, [o for o, _ in results])
        infos: dict[str, Any] = {}
        for i, (_, info) in zip(indices, results):
            infos = self._add_info(infos, info, i)
        return self._out(), infos

    def reset_results(self, mask: np.ndarray, seeds: Sequence[int | None], options: dict[str, Any]) -> tuple[list[int], list[tuple[np.ndarray | Screen, dict[str, Any]]]]:
        """Reset the masked sub-envs; their indices and unbatched ``(obs, info)`` results."""
        indices = [i for i in range(self.num_envs) if mask[i]]
        results = self._gather([self.pool.handles[i].areset(seed=seeds[i], options=options or None) for i in indices])
        self._needs_reset[indices] = False
        return indices, results

    def call(self, name: str, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        """Gymnasium's ``call``: every sub-env's ``name``, called with the arguments if it is a
        method (``call("get_state")``), else its value; one result per sub-env."""
        check_call_name(name)
        found = [env.get_wrapper_attr(name) for env in self.envs]  # an AttributeError calls none
        return tuple(f(*args, **kwargs) if callable(f) else f for f in found)

    def get_attr(self, name: str) -> tuple[Any, ...]:
        """Gymnasium's ``get_attr``: every sub-env's attribute ``name`` (as ``call(name)``)."""
        return self.call(name)

    def set_attr(self, name: str, values: Any) -> None:
        """Gymnasium's ``set_attr``: one value per sub-env (a list or tuple) or one for all. Only
        existing attributes: a misspelt name raises instead of adding an attribute nobody reads."""
        values = set_attr_values(self.num_envs, values)
        if not hasattr(self.envs[0], name):
            raise AttributeError(f"the sub-envs ({type(self.envs[0]).__name__}) have no attribute {name!r} to set")
        for env, value in zip(self.envs, values):
            env.set_wrapper_attr(name, value)

    async def _step_one(self, i: int, act: A.Action | None) -> tuple[np.ndarray | Screen, float, bool, bool, dict[str, Any]]:
        handle = self.pool.handles[i]
        if act is None:  # its episode ended under NEXT_STEP: it resets instead (``check_step``)
            obs, info = await handle.areset()
            return obs, 0.0, False, False, info
        obs, reward, terminated, truncated, info = await handle.astep_checked(act)
        if (terminated or truncated) and self.autoreset_mode is AutoresetMode.SAME_STEP:
            final_obs, final_info = np.asarray(obs), info  # the pixels, as Gymnasium gives them
            obs, info = await handle.areset()
            info = {**info, "final_obs": final_obs, "final_info": final_info}
        return obs, float(reward), bool(terminated), bool(truncated), info

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        checked, problems = self.check_step(per_env_actions(self.action_space, self.num_envs, actions))
        refuse_step(problems)
        results = self.step_results(checked)
        self.write_rows(range(self.num_envs), [r[0] for r in results])
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminated = np.zeros(self.num_envs, dtype=bool)
        truncated = np.zeros(self.num_envs, dtype=bool)
        infos: dict[str, Any] = {}
        for i, (_, r, te, tr, info) in enumerate(results):
            rewards[i], terminated[i], truncated[i] = r, te, tr
            infos = self._add_info(infos, info, i)
        return self._out(), rewards, terminated, truncated, infos

    def step_results(self, checked: Sequence[A.Action | None]) -> list[tuple[np.ndarray | Screen, float, bool, bool, dict[str, Any]]]:
        """Step every sub-env with its action from ``check_step`` (which found no problem; None
        resets a sub-env whose episode ended under ``NEXT_STEP``); unbatched ``(obs, reward,
        term, trunc, info)``. The actions are not checked again."""
        results = self._gather([self._step_one(i, a) for i, a in enumerate(checked)])
        if self.autoreset_mode is not AutoresetMode.SAME_STEP:
            self._needs_reset = np.array([te or tr for _, _, te, tr, _ in results], dtype=bool)
        return results

    def check_step(self, actions: Sequence[Any]) -> tuple[list[A.Action | None], StepProblems]:
        """Every sub-env's action checked for it (``check_action``), before any steps, and why a
        sub-env could not take its action: its episode has ended (autoreset off), it cannot step
        (``step_refusal``: a task env never reset), the action is malformed. Under ``NEXT_STEP``
        an ended sub-env resets instead: its action is ignored, unchecked (None)."""
        checked: list[A.Action | None] = []
        problems: StepProblems = []
        for i, (env, action) in enumerate(zip(self.envs, actions)):
            checked.append(None)
            if self._needs_reset[i]:
                if self.autoreset_mode is not AutoresetMode.NEXT_STEP:
                    problems.append((i, RuntimeError(f"its episode has ended: reset it with options={{'reset_mask': mask}} (autoreset is {self.autoreset_mode.value})")))
            elif (refusal := env.step_refusal()) is not None:
                problems.append((i, RuntimeError(f"{refusal} (a reset with no reset_mask, or one that includes it, resets it)")))
            else:
                try:
                    checked[i] = env.check_action(action)
                except A.InvalidActionError as err:
                    problems.append((i, err))
        return checked, problems

    def fork(self, src: int, dst: Sequence[int]) -> np.ndarray:
        """Copy sub-env ``src`` into every ``dst`` (in place, mid-episode): the phone and, for task
        envs, the episode (task instance, initial state, step count). Returns the batched obs."""
        snap, record = self.export_episode(src)
        self.import_episode(dst, snap, record)
        return self._out()

    def export_episode(self, index: int) -> tuple[dict[str, Any], dict[str, Any]]:
        """Sub-env ``index``'s phone snapshot and episode record (both picklable)."""
        snap = self._runtime.call(self.envs[index].phone.snapshot())
        return snap, {**self.envs[index].episode_record(), "pool_steps": self.pool.handles[index].steps, "needs_reset": bool(self._needs_reset[index])}

    def import_episode(self, dst: Sequence[int], snap: dict[str, Any], record: dict[str, Any]) -> None:
        """Restore ``snap`` into every ``dst`` and continue ``record``'s episode there."""
        for i in dst:
            self.envs[i].load_episode(record)
            self.pool.handles[i].steps = record["pool_steps"]
            self._needs_reset[i] = record["needs_reset"]
        self.write_rows(dst, self._gather([self.envs[i].arestore(snap) for i in dst]))

    def snapshot(self, index: int) -> dict[str, Any]:
        """Sub-env ``index``'s whole state. ``reset(options={"state": s, "reset_mask": m})`` starts
        the masked sub-envs from that phone: for task envs a new draw, judged as a start (refused
        if its goals already hold: ``tasks.env``); ``fork`` continues the running episode instead."""
        return self.envs[index].snapshot()

    def close_extras(self, **kwargs: Any) -> None:
        self.pool.close()
