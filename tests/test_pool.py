"""``EnvPool``: async agents on their own schedules, acquire/release, a crashed browser, and no
process left behind after close, interpreter exit, Ctrl-C or SIGTERM."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import gymnasium as gym
import numpy as np
import psutil
import pytest
from gymnasium.error import ClosedEnvironmentError

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.browser import limits
from mobilegym_gym.env import MobileGymEnv
from mobilegym_gym.errors import ResourceLimitError
from mobilegym_gym.pool import EnvPool
from mobilegym_gym.sim.captures import CAPTURES
from mobilegym_gym.sim.screen import Screen

pytestmark = pytest.mark.browser

SMALL = {"capture_size": (360, 800)}


@pytest.fixture(scope="module")
def pool() -> Iterator[EnvPool]:
    p = EnvPool("MobileGym/Clock_ToggleAlarm-v0", size=3, **SMALL)
    yield p
    p.close()


def test_slow_agents_do_not_hold_up_fast_ones(pool: EnvPool) -> None:
    """Three agents in the caller's own event loop; one thinks 0.4 s per step. The fast ones
    finish all their steps before the slow one has done two."""
    finished: dict[str, float] = {}
    slow_steps: list[float] = []

    async def agent(name: str, think_s: float, steps: int) -> None:
        async with pool.acquire() as env:
            obs, info = await env.reset(seed=len(name))
            assert obs.shape == (800, 360, 3) and info["task_id"] == "clock.ToggleAlarm"
            for _ in range(steps):
                await asyncio.sleep(think_s)
                _, _, _, _, info = await env.step(A.noop())
                assert "progress" in info
                if name == "slow":
                    slow_steps.append(time.perf_counter())
        finished[name] = time.perf_counter()

    async def main() -> None:
        await asyncio.gather(agent("slow", 0.4, 3), agent("fast1", 0.0, 8), agent("fast2", 0.0, 8))

    asyncio.run(main())
    assert max(finished["fast1"], finished["fast2"]) < slow_steps[1]


def test_acquire_waits_for_a_release_and_handles_refuse_overlapping_calls(pool: EnvPool) -> None:
    order: list[str] = []

    async def main() -> None:
        taken = [await pool.take() for _ in range(3)]

        async def late() -> None:
            async with pool.acquire() as env:
                order.append(f"got {env.index}")

        waiter = asyncio.create_task(late())
        await asyncio.sleep(0.05)
        order.append(f"released {taken[1].index}")
        pool.release(taken[1])
        await waiter
        with pytest.raises(ValueError, match="not taken"):
            pool.release(taken[1])
        pool.release(taken[0])
        pool.release(taken[2])

        async with pool.acquire() as env:
            await env.reset(seed=0)
            first = asyncio.ensure_future(env.step(A.noop()))
            await asyncio.sleep(0)
            with pytest.raises(RuntimeError, match="busy"):
                await env.step(A.noop())
            await first

    asyncio.run(main())
    assert len(order) == 2 and order[0].startswith("released") and order[1] == "got " + order[0].split()[1]


def test_snapshot_restores_into_another_phone_of_the_pool(pool: EnvPool) -> None:
    async def main() -> None:
        a, b = await pool.take(), await pool.take()
        await a.reset(seed=1)
        await b.reset(seed=2)
        await a.step(A.awake("clock"))
        snap = await a.snapshot()
        obs_b = await b.restore(snap)
        assert b.env.get_state() == a.env.get_state()
        obs_a, *_ = await a.step(A.noop())
        obs_b2, *_ = await b.step(A.noop())
        assert (obs_a == obs_b2).all() and obs_b.shape == obs_a.shape
        pool.release(a)
        pool.release(b)

    asyncio.run(main())


def test_create_from_async_code_and_bad_arguments() -> None:
    async def main() -> None:
        p = await EnvPool.create("MobileGym/Phone-v0", size=1, **SMALL)
        assert p.max_episode_steps == 200 and len(p) == 1
        async with p.acquire() as env:
            await env.reset(seed=0)
        await p.aclose()

    asyncio.run(main())
    with pytest.raises(ValueError, match="at least 1 phone"):
        EnvPool("MobileGym/Phone-v0", size=0)
    with pytest.raises(Exception, match="NoSuchPhone"):
        EnvPool("MobileGym/NoSuchPhone-v0", size=1)


def test_a_crashed_browser_affects_only_its_own_phones_which_are_rebuilt() -> None:
    """Pages on two browser processes; browser 1 crashes. Its phones report ``env_error`` (not a
    task failure), the phones of browser 0 keep stepping, and a reset relaunches browser 1."""
    p = EnvPool("MobileGym/Clock_ToggleAlarm-v0", size=4, browsers=2, **SMALL)
    try:

        async def crash_browser_1() -> None:
            session = await p.runtime.browsers_in_slot(1)[0].new_browser_cdp_session()
            try:
                await session.send("Browser.crash")
            except Exception:  # noqa: BLE001 - the connection drops as it crashes
                pass

        async def main() -> None:
            handles = [await p.take() for _ in range(4)]
            for h in handles:
                await h.reset(seed=h.index)
            await p.run(crash_browser_1())
            await asyncio.sleep(0.5)
            results = [await h.step(A.noop()) for h in handles]
            on_crashed = [r for h, r in zip(handles, results) if h.env.phone.browser_slot == 1]
            on_alive = [r for h, r in zip(handles, results) if h.env.phone.browser_slot == 0]
            assert on_crashed and all("env_error" in info and trunc and reward == 0.0 for _, reward, _, trunc, info in on_crashed)
            assert on_alive and all("env_error" not in info for *_, info in on_alive)
            for h in handles:
                obs, info = await h.reset(seed=7)
                assert obs.shape == (800, 360, 3) and info["task_id"] == "clock.ToggleAlarm"
                _, _, _, _, info = await h.step(A.noop())
                assert "env_error" not in info
            for h in handles:
                p.release(h)

        asyncio.run(main())
        assert p.runtime.browsers_in_slot(1)[0].is_connected()
    finally:
        p.close()


def test_fd_guard_refuses_a_page_over_the_limit_with_a_clear_error() -> None:
    limits.check_page_capacity(10, 20000)
    with pytest.raises(ResourceLimitError, match="ulimit -Hn") as err:
        limits.check_page_capacity(100, 1024)
    assert "browsers=B" in str(err.value)
    assert limits.raise_fd_limit() >= 1024
    assert limits.inotify_instances_in_use() >= 0


CHILD = textwrap.dedent(
    """
    import sys, time
    import gymnasium as gym, mobilegym_gym
    env = gym.make("MobileGym/Phone-v0", capture_size=(360, 800))
    env.reset(seed=0)
    print("ready", flush=True)
    if sys.argv[1] == "exit":
        sys.exit(0)                       # no close(): interpreter exit must clean up
    while True:
        env.step("NOOP")
    """
)


def _alive(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


@pytest.mark.parametrize("how", ["exit", "sigint", "sigterm"])
def test_no_browser_or_driver_process_survives_the_interpreter(how: str, tmp_path: Path) -> None:
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    proc = subprocess.Popen([sys.executable, str(script), how], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        spawned = [p.pid for p in psutil.Process(proc.pid).children(recursive=True)]
        assert len(spawned) >= 3  # the Playwright driver and the browser's processes
        if how != "exit":
            time.sleep(0.3)
            proc.send_signal(signal.SIGINT if how == "sigint" else signal.SIGTERM)
        proc.wait(30)
        deadline = time.monotonic() + 10
        while any(_alive(pid) for pid in spawned) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [pid for pid in spawned if _alive(pid)]
    finally:
        if proc.poll() is None:
            proc.kill()


def test_an_env_used_after_close_raises_and_its_browser_ends_with_its_last_user() -> None:
    """Two envs on a browser of their own (slot 9): closing one leaves the browser to the other;
    closing the last ends it. A closed env refuses every call (the caller's mistake, not an
    ``env_error``), and a reset does not silently open a new page."""
    first, second = (MobileGymEnv(capture_size=(360, 800), browser_slot=9) for _ in range(2))
    browser = first.phone.page.context.browser
    assert browser is not None and second.phone.page.context.browser is browser
    first.reset(seed=0)
    first.close()
    with pytest.raises(ClosedEnvironmentError, match="closed"):
        first.step(A.noop())
    with pytest.raises(ClosedEnvironmentError, match="closed"):
        first.reset(seed=0)
    with pytest.raises(ClosedEnvironmentError, match="closed"):
        first.get_state()
    assert browser.is_connected()
    second.reset(seed=0)
    _, _, _, truncated, info = second.step(A.noop())
    assert not truncated and "env_error" not in info
    second.close()
    assert not browser.is_connected()
    first.close()  # closing twice is harmless


def test_closing_a_vector_env_or_a_pool_ends_the_browsers_it_owns() -> None:
    """A capture size no other test uses gets browsers of its own; close() ends them all."""
    own = {"capture_size": (450, 1000)}
    vec = gym.make_vec("MobileGym/Phone-v0", num_envs=2, browsers=2, **own)
    vec.reset(seed=0)
    browsers = [e.phone.page.context.browser for e in vec.unwrapped.envs]  # type: ignore[attr-defined]
    assert len({id(b) for b in browsers}) == 2
    vec.close()
    assert not any(b.is_connected() for b in browsers)
    with pytest.raises(ClosedEnvironmentError):
        vec.unwrapped.envs[0].reset(seed=0)  # type: ignore[attr-defined]
    pool = EnvPool("MobileGym/Phone-v0", size=2, browsers=2, **own)
    browsers = [e.phone.page.context.browser for e in pool.envs]
    pool.close()
    assert not any(b.is_connected() for b in browsers)


LIFECYCLE = textwrap.dedent(
    """
    import sys
    import gymnasium as gym, psutil, mobilegym_gym
    from mobilegym_gym.pool import EnvPool

    def left() -> list[str]:
        kids = psutil.Process().children(recursive=True)
        return [" ".join(k.cmdline()[:3]) for k in kids if "resource_tracker" not in " ".join(k.cmdline())]

    if __name__ == "__main__":
        small = {"capture_size": (360, 800)}
        if sys.argv[1] == "env":
            env = gym.make("MobileGym/Phone-v0", **small)
            env.reset(seed=0)
            env.close()
        elif sys.argv[1] == "pool":
            EnvPool("MobileGym/Phone-v0", size=2, browsers=2, **small).close()
        else:
            vec = gym.make_vec("MobileGym/Phone-v0", num_envs=2, workers=2, **small)
            vec.reset(seed=0)
            if sys.argv[1] == "workers-close":
                vec.close()
            else:
                sys.exit(0)  # no close(): interpreter exit must end the workers and free the memory
        print("left", left(), flush=True)
    """
)


@pytest.mark.parametrize("kind", ["env", "pool", "workers-close", "workers-exit"])
def test_close_ends_the_browsers_and_driver_and_workers_leave_no_shared_memory(kind: str, tmp_path: Path) -> None:
    """After close() no browser, driver or worker process is left (the multiprocessing resource
    tracker aside), and a worker vector env, closed or not, leaves no leaked shared memory."""
    script = tmp_path / "lifecycle.py"
    script.write_text(LIFECYCLE)
    done = subprocess.run([sys.executable, str(script), kind], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    if kind != "workers-exit":
        assert "left []" in done.stdout, done.stdout
    assert "leaked" not in done.stderr, done.stderr


def test_lazy_observations_hand_over_the_encoded_screen_and_decode_only_when_asked() -> None:
    """``lazy_observations=True`` (what ``mobilegym bench`` asks for agents with
    ``encoded_screens``): a step returns the browser's capture undecoded; numpy decodes it on
    demand to the very pixels an eager env returns for the same phone. (Captures reused across
    phones, sim/captures.py, are forgotten first: another env may have decoded one.)"""
    CAPTURES.clear()
    lazy = EnvPool("MobileGym/Clock_ToggleAlarm-v0", size=1, lazy_observations=True, **SMALL)
    eager = EnvPool("MobileGym/Clock_ToggleAlarm-v0", size=1, **SMALL)

    async def main() -> None:
        async with lazy.acquire() as a, eager.acquire() as b:
            sa, _ = await a.reset(seed=4)
            sa2, *_ = await a.step(A.click(500, 500))
            assert (sa2.format, sa2.data) == a.env.encoded_observation()
            assert isinstance(sa, Screen) and isinstance(sa2, Screen) and not sa.decoded and not sa2.decoded
            (pb, _), (pb2, *_) = await b.reset(seed=4), await b.step(A.click(500, 500))
            for screen, pixels in ((sa, pb), (sa2, pb2)):
                assert screen.shape == pixels.shape == (800, 360, 3)
                assert np.array_equal(np.asarray(screen), pixels) and screen.decoded
                assert not np.asarray(screen).flags.writeable

    try:
        asyncio.run(main())
    finally:
        lazy.close()
        eager.close()


def test_bench_gives_encoded_screens_only_to_agents_that_ask_for_them() -> None:
    from mobilegym_gym.agents import agent_factory

    assert agent_factory("oracle").encoded_screens and agent_factory("noop").encoded_screens
    assert not agent_factory("test_pool:PixelAgent").encoded_screens


class PixelAgent:
    """An agent of a user's, reading pixels: it gets arrays."""

    def reset(self, env: object, obs: np.ndarray, info: dict) -> None:
        assert isinstance(obs, np.ndarray)

    def act(self, obs: np.ndarray, info: dict) -> object:
        return A.complete()
