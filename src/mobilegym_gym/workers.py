"""``WorkerVectorEnv``: the sub-envs of a vector env spread over W worker processes.

One Python process spends about 3-5 ms of one core per step (action validation, the judge,
JSON and JPEG decoding), so past about 200 steps/s it, not Chromium, is the limit. With
``gym.make_vec(id, num_envs=N, workers=W)`` each worker process hosts a ``MobileGymVectorEnv``
of about N/W phones (with its own runtime and browsers); observations come back through one
shared-memory array, each capture decoded straight into its row there (the worker's vector env
keeps its rows in it), everything else through a pipe. Same API and semantics as the
single-process vector env, including ``fork`` across workers (snapshot + episode record),
``call``/``get_attr``/``set_attr`` and the errors: a step is checked in every worker before any
worker steps, every call reads every worker's reply before it raises, and a reply that comes
after its call timed out is dropped, so a failed call never shifts the answers of later ones.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import pickle
import time
import traceback
import weakref
from collections.abc import Iterable, Sequence
from multiprocessing.connection import Connection
from multiprocessing.shared_memory import SharedMemory
from typing import Any

import numpy as np
from gymnasium.error import ClosedEnvironmentError
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from .vector import MobileGymVectorEnv
from .vector_batching import TaskInfoBatching, check_call_name, per_env_actions, refuse_step, reset_arguments, set_attr_values

#: Seconds to wait for a worker to build its phones or to answer a call.
WORKER_TIMEOUT_S = 600.0


class WorkerError(RuntimeError):
    """A worker did not answer in time, died, or raised an error that cannot be pickled back."""


def _portable(err: Exception) -> Exception:
    """``err`` itself if it pickles back to the parent with its type and message, else a
    ``WorkerError`` naming it (the parent raises the same errors as ``MobileGymVectorEnv``)."""
    try:
        pickle.loads(pickle.dumps(err))
    except Exception:  # noqa: BLE001 - whatever fails to pickle, the parent gets a WorkerError
        return WorkerError(f"{type(err).__name__}: {err}")
    return err


def _serve(vec: MobileGymVectorEnv, cmd: str, args: Any) -> Any:
    """One call on the worker's phones; returns the reply's payload (observations go to the
    vector env's rows, which are the worker's slice of the shared memory)."""
    if cmd == "reset":
        mask, seeds, options = args
        indices, results = vec.reset_results(mask, seeds, options)
        vec.write_rows(indices, [o for o, _ in results])
        return indices, [info for _, info in results]
    if cmd == "check":
        return vec.check_step(args)
    if cmd == "step":
        stepped = vec.step_results(args)
        vec.write_rows(range(len(stepped)), [r[0] for r in stepped])
        return [r[1:] for r in stepped]
    if cmd == "call":
        name, call_args, call_kwargs = args
        return vec.call(name, *call_args, **call_kwargs)
    if cmd == "set_attr":
        vec.set_attr(*args)
        return None
    if cmd == "export":
        return vec.export_episode(args)
    if cmd == "import":
        dst, snap, record = args
        vec.import_episode(dst, snap, record)
        return None
    if cmd == "snapshot":
        return vec.snapshot(args)
    raise ValueError(f"unknown worker command {cmd!r}")


def _worker(conn: Connection, shm_name: str, shape: tuple[int, ...], start: int, count: int, vec_kwargs: dict[str, Any]) -> None:
    """A worker's main loop: build the phones, then serve calls until ``close``.

    Each reply is ``(call number, "ok" | "error", payload)``: the build is call 0 and the calls
    are numbered as they arrive, so the parent can tell a late reply to a call it gave up on."""

    shm = SharedMemory(name=shm_name)
    obs_all = np.ndarray(shape, dtype=np.uint8, buffer=shm.buf)
    vec: MobileGymVectorEnv | None = None
    calls = 0
    try:
        vec = MobileGymVectorEnv(count, **vec_kwargs)
        vec.attach_rows(obs_all[start : start + count])  # each capture decoded into shared memory
        conn.send((calls, "ok", (vec.single_observation_space, vec.single_action_space)))
        while True:
            cmd, args = conn.recv()
            if cmd == "close":
                break
            calls += 1
            try:
                conn.send((calls, "ok", _serve(vec, cmd, args)))
            except Exception as err:  # noqa: BLE001 - sent back and raised in the parent
                conn.send((calls, "error", (_portable(err), traceback.format_exc())))
    except Exception as err:  # noqa: BLE001 - a worker that cannot start reports why
        conn.send((calls, "error", (_portable(err), traceback.format_exc())))
    finally:
        if vec is not None:
            vec.close()
        del vec, obs_all  # the last views of the segment, so that it can close
        shm.close()
        conn.close()


def _shut_down(conns: list[Connection], procs: list[Any], shm: SharedMemory) -> None:
    """End the workers and free the observations' shared memory: at ``close()``, or at
    interpreter exit (or garbage collection) for a vector env never closed, which left the
    segment to the resource tracker and its "leaked shared_memory" warning."""
    for conn in conns:
        try:
            conn.send(("close", None))
        except (BrokenPipeError, OSError):
            pass
    for proc in procs:
        proc.join(30)
        if proc.is_alive():
            proc.terminate()
    for conn in conns:
        conn.close()
    shm.unlink()
    with contextlib.suppress(BufferError):  # batches still viewing it (copy=False) keep the mapping alive
        shm.close()


class WorkerVectorEnv(TaskInfoBatching):
    """``num_envs`` phones in ``workers`` processes; keyword arguments as ``MobileGymVectorEnv``."""

    def __init__(self, num_envs: int, workers: int, autoreset_mode: AutoresetMode | str = AutoresetMode.DISABLED, copy: bool = True, **vec_kwargs: Any) -> None:
        if not 1 <= workers <= num_envs:
            raise ValueError(f"workers must be between 1 and num_envs ({num_envs}); got {workers}")
        self.num_envs = num_envs
        self.copy = copy
        self.autoreset_mode = AutoresetMode(autoreset_mode)
        self.metadata = {"autoreset_mode": self.autoreset_mode, "render_modes": ["rgb_array"]}
        sizes = [num_envs // workers + (1 if w < num_envs % workers else 0) for w in range(workers)]
        self.starts = [sum(sizes[:w]) for w in range(workers)]
        self.sizes = sizes
        capture = vec_kwargs.get("capture_size", (540, 1200))
        self._shape = (num_envs, int(capture[1]), int(capture[0]), 3)
        self._shm = SharedMemory(create=True, size=int(np.prod(self._shape)))
        self._obs = np.ndarray(self._shape, dtype=np.uint8, buffer=self._shm.buf)
        self._obs[:] = 0
        ctx = mp.get_context("spawn")
        self._conns: list[Connection] = []
        self._procs: list[Any] = []
        #: Calls sent to each worker: the number its next reply must carry (the build is 0).
        self._calls = [0] * workers
        self.closed = False
        self._shut_down = weakref.finalize(self, _shut_down, self._conns, self._procs, self._shm)
        kwargs = {**vec_kwargs, "autoreset_mode": self.autoreset_mode}
        try:
            for w in range(workers):
                parent, child = ctx.Pipe()
                proc = ctx.Process(target=_worker, args=(child, self._shm.name, self._shape, self.starts[w], sizes[w], kwargs), daemon=True, name=f"mobilegym-worker-{w}")
                proc.start()
                child.close()
                self._conns.append(parent)
                self._procs.append(proc)
            spaces = self._replies(range(workers))
        except BaseException:
            self.close()
            raise
        self.single_observation_space, self.single_action_space = spaces[0]
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)

    def _send(self, w: int, cmd: str, args: Any) -> None:
        if self.closed:
            raise ClosedEnvironmentError(f"this {type(self).__name__} is closed: make a new one (gym.make_vec(...)) instead of using it after close()")
        self._conns[w].send((cmd, args))
        self._calls[w] += 1

    def _answer(self, w: int) -> Any:
        """Worker ``w``'s reply to its latest call (a late reply to an earlier one is dropped);
        a worker's error is raised as itself, with the worker's traceback as a note."""
        conn, deadline = self._conns[w], time.monotonic() + WORKER_TIMEOUT_S
        while True:
            if not conn.poll(max(0.0, deadline - time.monotonic())):
                raise WorkerError(f"worker {w} did not answer within {WORKER_TIMEOUT_S} s")
            try:
                call, status, payload = conn.recv()
            except EOFError:
                raise WorkerError(f"worker {w} died (exit code {self._procs[w].exitcode})") from None
            if call == self._calls[w]:
                break
        if status == "error":
            err, trace = payload
            err.add_note(f"raised in worker {w} (sub-envs {self.starts[w]}..{self.starts[w] + self.sizes[w] - 1}):\n{trace}")
            raise err
        return payload

    def _replies(self, workers: Iterable[int]) -> list[Any]:
        """The replies of ``workers``, all read before the first error is raised, so none is
        left in a pipe."""
        replies: list[Any] = []
        failure: Exception | None = None
        for w in workers:
            try:
                replies.append(self._answer(w))
            except Exception as err:  # noqa: BLE001 - raised once every reply is read
                failure = failure or err
                replies.append(None)
        if failure is not None:
            raise failure
        return replies

    def _batch_out(self) -> np.ndarray:
        """The observations the workers wrote to shared memory: a copy, or (``copy=False``) the
        shared array itself, which later calls overwrite."""
        return self._obs.copy() if self.copy else self._obs

    def _worker_of(self, index: int) -> tuple[int, int]:
        if not 0 <= index < self.num_envs:
            raise IndexError(f"sub-env {index} out of range (num_envs={self.num_envs})")
        w = max(k for k, s in enumerate(self.starts) if s <= index)
        return w, index - self.starts[w]

    def _all(self, cmd: str, per_worker: list[Any]) -> list[Any]:
        """Send every worker its call, then gather every reply."""
        for w, args in enumerate(per_worker):
            self._send(w, cmd, args)
        return self._replies(range(len(per_worker)))

    def _slices(self, per_env: Sequence[Any]) -> list[list[Any]]:
        return [list(per_env[s : s + n]) for s, n in zip(self.starts, self.sizes)]

    def reset(self, *, seed: int | list[int | None] | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """As ``MobileGymVectorEnv.reset`` (``reset_mask``, one seed per sub-env or a base seed)."""
        mask, seeds, options = reset_arguments(self.num_envs, seed, options)
        args = [(mask[s : s + n], seeds[s : s + n], options) for s, n in zip(self.starts, self.sizes)]
        infos: dict[str, Any] = {}
        for s, (indices, worker_infos) in zip(self.starts, self._all("reset", args)):
            for i, info in zip(indices, worker_infos):
                infos = self._add_info(infos, info, s + i)
        return self._batch_out(), infos

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        slices = self._slices(per_env_actions(self.action_space, self.num_envs, actions))
        # Every worker checks its actions before any steps (a bad batch changes nothing); the
        # checked actions come back and go out again with the step, so none is checked twice.
        checked = self._all("check", slices)
        refuse_step([(s + i, err) for s, (_, problems) in zip(self.starts, checked) for i, err in problems])
        results = self._all("step", [actions for actions, _ in checked])
        rewards = np.zeros(self.num_envs, dtype=np.float64)
        terminated = np.zeros(self.num_envs, dtype=bool)
        truncated = np.zeros(self.num_envs, dtype=bool)
        infos: dict[str, Any] = {}
        for s, worker_results in zip(self.starts, results):
            for j, (r, te, tr, info) in enumerate(worker_results):
                rewards[s + j], terminated[s + j], truncated[s + j] = r, te, tr
                infos = self._add_info(infos, info, s + j)
        return self._batch_out(), rewards, terminated, truncated, infos

    def fork(self, src: int, dst: Sequence[int]) -> np.ndarray:
        """Copy sub-env ``src`` (phone and episode) into every ``dst``, across workers too."""
        w, local = self._worker_of(src)
        self._send(w, "export", local)
        snap, record = self._answer(w)
        by_worker: dict[int, list[int]] = {}
        for i in dst:
            dw, dl = self._worker_of(i)
            by_worker.setdefault(dw, []).append(dl)
        for dw, locals_ in by_worker.items():
            self._send(dw, "import", (locals_, snap, record))
        self._replies(by_worker)
        return self._batch_out()

    def snapshot(self, index: int) -> dict[str, Any]:
        w, local = self._worker_of(index)
        self._send(w, "snapshot", local)
        return self._answer(w)

    def call(self, name: str, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        """As ``MobileGymVectorEnv.call`` (arguments and results must pickle)."""
        check_call_name(name)
        return tuple(r for part in self._all("call", [(name, args, kwargs)] * len(self._conns)) for r in part)

    def get_attr(self, name: str) -> tuple[Any, ...]:
        """As ``MobileGymVectorEnv.get_attr``."""
        return self.call(name)

    def set_attr(self, name: str, values: Any) -> None:
        """As ``MobileGymVectorEnv.set_attr`` (one value per sub-env, or one for all)."""
        slices = self._slices(set_attr_values(self.num_envs, values))
        self._all("set_attr", [(name, part) for part in slices])

    def close_extras(self, **kwargs: Any) -> None:
        if self.closed:
            return
        self.closed = True
        self._obs = np.zeros((0,), np.uint8)
        self._shut_down()
