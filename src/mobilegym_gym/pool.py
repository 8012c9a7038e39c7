"""``EnvPool``: N phones for agent loops that are already async.

    >>> pool = await EnvPool.create("MobileGym/Reddit_CreatePost-v0", size=16)
    >>> async with pool.acquire() as env:          # waits for a free phone
    ...     obs, info = await env.reset(seed=0)
    ...     obs, reward, terminated, truncated, info = await env.step(action)
    >>> await pool.aclose()

Every phone is a ``MobileGymEnv`` (or ``TaskEnv``) whose coroutines run on the runtime's event
loop; a handle awaits them from the caller's loop (``asyncio.wrap_future``), so one slow agent
(a model call between steps) never holds up another: each handle steps when its agent is ready.
``MobileGymVectorEnv`` is the lock-step layer over the same pool. Pages are loaded concurrently
and spread over ``browsers`` browser processes.

``phones_per_page=K`` (dense mode) puts each K consecutive phones in one page (``sim.page_host``:
one document, code, world data and renderer process for K phones; each phone keeps its own
state, clock, focus and screen): less memory a phone and a faster start, and a crash ends those
K phones' episodes (``info["env_error"]``), not one.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Coroutine
from typing import Any, SupportsFloat, TypeVar

import gymnasium as gym
import numpy as np

from . import actions as A
from .browser.assets import PageGroup
from .browser.runtime import Runtime
from .env import MobileGymEnv
from .sim.screen import Screen
from .tasks.env import TaskEnv

T = TypeVar("T")

#: Pages loaded at once while a pool starts. A page opened in a renderer makes every page
#: already in it draw and raster again, so pages that share renderers cost less to open the more
#: of them load together (their frames coalesce): 64 phones from nothing 8.3 s at 64, 11.4 at 16
#: (benchmarks/README.md, "2026-12-07, evening"). Still a bound: 512 pages at once would each
#: wait about 45 s for two cores (0.2 s of CPU a page), near ``call_timeout_s``.
OPEN_CONCURRENCY = 64

#: The most phones one page holds (web_sim/src/os/phones.ts, MAX_PHONES).
MAX_PHONES_PER_PAGE = 256


def check_phones_per_page(size: int, browsers: int, phones_per_page: Any) -> int:
    """``phones_per_page`` if it is a whole number of phones that fits ``size`` phones on
    ``browsers`` browsers, else a ``ValueError`` naming the fix."""
    if isinstance(phones_per_page, bool) or not isinstance(phones_per_page, (int, np.integer)):
        raise ValueError(f"phones_per_page must be a whole number of phones (1: a page per phone, the default); got {phones_per_page!r}")
    if not 1 <= phones_per_page <= MAX_PHONES_PER_PAGE:
        raise ValueError(f"phones_per_page must be from 1 (a page per phone, the default) to {MAX_PHONES_PER_PAGE}; got {phones_per_page}")
    if browsers > 1 and size % phones_per_page:
        raise ValueError(
            f"phones_per_page={phones_per_page} does not divide the {size} phones, and with browsers={browsers} the groups of "
            f"phones_per_page phones are spread over the browsers whole: use a size that is a multiple of phones_per_page, or browsers=1"
        )
    return int(phones_per_page)


def env_kwargs_for(env_id: str) -> tuple[dict[str, Any], int | None]:
    """The constructor kwargs and ``max_episode_steps`` of a registered MobileGym id."""
    spec = gym.spec(env_id)
    entry = str(spec.entry_point)
    if not entry.startswith("mobilegym_gym."):
        raise ValueError(f"{env_id!r} is not a MobileGym env id; see `mobilegym list`")
    return dict(spec.kwargs), spec.max_episode_steps


class PooledEnv:
    """An async handle on one phone of a pool: ``reset``, ``step``, ``snapshot``, ``restore``.

    Awaitable from any event loop. One operation at a time per handle (a second concurrent
    call raises ``RuntimeError``). ``max_episode_steps`` truncates episodes of bare phones (task
    envs take it as their step budget, and judge the episode when it runs out).
    """

    def __init__(self, pool: EnvPool, index: int, env: MobileGymEnv) -> None:
        self.pool, self.index, self.env = pool, index, env
        self.steps = 0
        self._busy = False

    async def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        if self._busy:
            coro.close()
            raise RuntimeError(f"phone {self.index} is busy with another call: await one call at a time per handle")
        self._busy = True
        try:
            return await self.pool.run(coro)
        finally:
            self._busy = False

    async def areset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray | Screen, dict[str, Any]]:
        """The reset coroutine for the runtime's loop (what the vector env gathers)."""
        result = await self.env.areset(seed=seed, options=options)
        self.steps = 0
        return result

    async def astep(self, action: Any) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        """The step coroutine for the runtime's loop, with the pool's step limit; the action in
        any form, checked by the env (``check_action``)."""
        return self._count(await self.env.astep(action))

    async def astep_checked(self, act: A.Action) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        """``astep`` with an action the env's ``check_action`` returned (what the vector env
        gathers after checking the whole batch): not checked again."""
        return self._count(await self.env.astep_checked(act))

    def _count(self, result: tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        """Count the step; truncate at the pool's limit unless the env keeps its own."""
        obs, reward, terminated, truncated, info = result
        self.steps += 1
        limit = self.pool.max_episode_steps
        if limit is not None and not self.env.owns_step_limit and self.steps >= limit:
            truncated = True
        return obs, reward, terminated, truncated, info

    async def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray | Screen, dict[str, Any]]:
        """A new episode (``options={"state": snapshot}`` starts from a snapshot; for a task env,
        one on which the drawn task's goals already hold is refused: ``tasks.env``)."""
        return await self._run(self.areset(seed=seed, options=options))

    async def step(self, action: Any) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        """One action; same results as ``gymnasium.Env.step``."""
        return await self._run(self.astep(action))

    async def snapshot(self) -> dict[str, Any]:
        """The whole phone state, restorable here or in any other phone."""
        return await self._run(self.env.phone.snapshot())

    async def restore(self, snapshot: dict[str, Any]) -> np.ndarray | Screen:
        """Restore a snapshot in place and return the new observation."""
        return await self._run(self.env.arestore(snapshot))

    def release(self) -> None:
        """Give the phone back to the pool."""
        self.pool.release(self)


class EnvPool:
    """``size`` phones of one env id (or constructor kwargs), loaded concurrently.

    Args:
        env_id: a registered id (``"MobileGym/Clock_AddAlarm-v0"``, ``"MobileGym/Train-v0"``);
            None with ``task_id``/``split`` in ``env_kwargs`` builds task envs, else bare phones.
        size: number of phones.
        browsers: browser processes to spread the pages over (each has its own fd budget and
            main thread; one is enough on small machines).
        phones_per_page: dense mode: phones sharing one page (phones ``g*K`` to ``g*K+K-1``
            are group ``g``; groups go round the browsers), at most ``MAX_PHONES_PER_PAGE``. 1
            (default): a page and a renderer process per phone. With ``browsers > 1`` it must
            divide ``size``.
        max_episode_steps: step limit of bare phones, step budget of task envs (default: the
            id's registered limit; None for a split id: each template's budget).
        env_kwargs: passed to every env (``capture_size``, ``image_format``, ``reward_mode``...).
    """

    def __init__(self, env_id: str | None = None, size: int = 1, *, browsers: int = 1, phones_per_page: int = 1, max_episode_steps: int | None = None, **env_kwargs: Any) -> None:
        if size < 1:
            raise ValueError(f"a pool needs at least 1 phone; got size={size}")
        if browsers < 1:
            raise ValueError(f"browsers must be at least 1; got {browsers}")
        per_page = check_phones_per_page(size, browsers, phones_per_page)
        registered_limit = None
        if env_id is not None:
            base, registered_limit = env_kwargs_for(env_id)
            env_kwargs = {**base, **env_kwargs}
        self.max_episode_steps = max_episode_steps if max_episode_steps is not None else registered_limit
        self.phones_per_page = per_page
        self.runtime = Runtime.shared()
        places = _placement(self.runtime, size, browsers, per_page)
        if "task_id" in env_kwargs or "split" in env_kwargs:
            self.envs: list[MobileGymEnv] = [TaskEnv(**env_kwargs, max_episode_steps=self.max_episode_steps, browser_slot=slot, page_group=group, open_page=False) for slot, group in places]
        else:
            self.envs = [MobileGymEnv(**env_kwargs, browser_slot=slot, page_group=group, open_page=False) for slot, group in places]
        self.handles = [PooledEnv(self, i, env) for i, env in enumerate(self.envs)]
        self._free: list[int] = list(range(size))
        self._waiters: list[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = []
        self.closed = False
        try:
            self.runtime.call(self._open_all())
        except BaseException:
            self.close()
            raise

    @classmethod
    async def create(cls, env_id: str | None = None, size: int = 1, **kwargs: Any) -> EnvPool:
        """Build a pool from async code without blocking the caller's event loop."""
        return await asyncio.to_thread(cls, env_id, size, **kwargs)

    async def _open_all(self) -> None:
        """Open every page, ``OPEN_CONCURRENCY`` at a time: first each page's first phone (dense
        mode: a page group's page, with its K phones), then the phones that join those pages."""
        gate = asyncio.Semaphore(OPEN_CONCURRENCY)

        async def open_one(env: MobileGymEnv) -> None:
            async with gate:
                await env.aopen()

        first = [e for e in self.envs if e.phone.page_group is None or e.phone.page_group.member == 0]
        await asyncio.gather(*(open_one(e) for e in first))
        await asyncio.gather(*(e.aopen() for e in self.envs if e not in first))

    def __len__(self) -> int:
        return len(self.envs)

    async def run(self, coro: Coroutine[Any, Any, T]) -> T:
        """Await a coroutine of the runtime's loop from the caller's loop (or directly on it)."""
        if asyncio.get_running_loop() is self.runtime.loop:
            return await coro
        return await asyncio.wrap_future(self.runtime.submit(coro))

    @contextlib.asynccontextmanager
    async def acquire(self) -> AsyncIterator[PooledEnv]:
        """A free phone for the duration of the ``async with`` block (waits while all are taken)."""
        handle = await self.take()
        try:
            yield handle
        finally:
            self.release(handle)

    async def take(self) -> PooledEnv:
        """A free phone, waiting while all are taken; give it back with ``release``."""
        while not self._free:
            if self.closed:
                raise RuntimeError("the pool is closed")
            waiter = asyncio.get_running_loop().create_future()
            self._waiters.append((asyncio.get_running_loop(), waiter))
            await waiter
        return self.handles[self._free.pop(0)]

    def release(self, handle: PooledEnv) -> None:
        """Return a phone taken with ``take``; wakes one waiter."""
        if handle.pool is not self or handle.index in self._free:
            raise ValueError(f"phone {handle.index} is not taken from this pool")
        self._free.append(handle.index)
        while self._waiters:
            loop, waiter = self._waiters.pop(0)
            if not waiter.done():
                loop.call_soon_threadsafe(_wake, waiter)
                break

    def close(self) -> None:
        """Close every page (the shared browser stays for other envs; the runtime ends it at exit)."""
        if self.closed:
            return
        self.closed = True
        for env in self.envs:
            with contextlib.suppress(Exception):
                env.close()
        for loop, waiter in self._waiters:
            loop.call_soon_threadsafe(_wake, waiter)

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)


def _placement(runtime: Runtime, size: int, browsers: int, phones_per_page: int) -> list[tuple[int, PageGroup | None]]:
    """Each phone's browser slot and page group: round the browsers one phone at a time, or in
    dense mode one group of ``phones_per_page`` at a time, each group numbered anew."""
    if phones_per_page == 1:
        return [(i % browsers, None) for i in range(size)]
    groups = [runtime.new_page_group(min(phones_per_page, size - start)) for start in range(0, size, phones_per_page)]
    places: list[tuple[int, PageGroup | None]] = []
    for i in range(size):
        group = groups[i // phones_per_page]
        places.append(((i // phones_per_page) % browsers, PageGroup(group.number, group.pages, i % phones_per_page)))
    return places


def _wake(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)
