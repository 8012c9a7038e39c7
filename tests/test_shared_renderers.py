"""Phones' pages sharing renderer processes (``chromium.renderer_processes``): past the limit a
browser opens new pages in the renderers it runs; each phone keeps its own screen, and a page
stuck in a script holds its renderer only until its call is cut off."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import psutil
import pytest

from conftest import page_eval
from mobilegym_gym import actions as A
from mobilegym_gym.browser import chromium
from mobilegym_gym.env import MobileGymEnv
from mobilegym_gym.errors import ConfigError

pytestmark = pytest.mark.browser

#: A browser slot no other test uses, so its browser is launched here, with this test's setting.
SLOT = 6


def _renderers_of_limited_browser(limit: int) -> list[psutil.Process]:
    """The renderer processes of this process's browser launched with ``--renderer-process-limit=limit``."""
    browsers = [p for p in psutil.Process().children(recursive=True) if f"--renderer-process-limit={limit}" in p.cmdline() and "--type=" not in " ".join(p.cmdline())]
    assert len(browsers) == 1
    return [p for p in browsers[0].children(recursive=True) if "--type=renderer" in p.cmdline()]


def test_past_the_limit_phones_share_renderers_and_each_draws_its_own_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOBILEGYM_RENDERER_PROCESSES", "1")
    envs = [MobileGymEnv(capture_size=(360, 800), browser_slot=SLOT) for _ in range(3)]
    try:
        for i, env in enumerate(envs):
            env.reset(seed=i)
        assert len(_renderers_of_limited_browser(1)) == 1
        opened = envs[0].step(A.awake("wechat"))[0]
        home = envs[1].step(A.noop())[0]
        clock = envs[2].step(A.awake("clock"))[0]
        assert not np.array_equal(opened, home) and not np.array_equal(clock, home) and not np.array_equal(opened, clock)
        np.testing.assert_array_equal(envs[1].step(A.noop())[0], home)  # the others' steps left it alone
    finally:
        for env in envs:
            env.close()


def test_a_page_stuck_in_a_script_frees_its_shared_renderer_once_its_call_is_cut_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two phones in one renderer; one's act never returns. Its step ends with ``env_error``
    when the call is cut off, its script is stopped, and the other phone steps on; the stuck
    phone's reset gives it a working page (in the same renderer)."""
    monkeypatch.setenv("MOBILEGYM_RENDERER_PROCESSES", "1")
    stuck, other = (MobileGymEnv(capture_size=(360, 800), browser_slot=SLOT, call_timeout_s=3.0) for _ in range(2))
    try:
        stuck.reset(seed=0)
        other.reset(seed=1)
        page_eval(stuck, "() => { window.__mg.act = () => { for (;;) {} }; }")
        info = stuck.step(A.noop())[4]
        assert "no answer within 3.0 s" in info["env_error"]
        _, _, _, truncated, info = other.step(A.awake("clock"))
        assert not truncated and "env_error" not in info
        stuck.reset(seed=0)
        _, _, _, truncated, info = stuck.step(A.awake("wechat"))
        assert not truncated and "env_error" not in info
        assert len(_renderers_of_limited_browser(1)) == 1
    finally:
        stuck.close()
        other.close()


def test_a_call_cut_off_while_its_page_waits_leaves_the_neighbours_script_running(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two phones in one renderer; one's act waits forever (its renderer is free), and its call
    is cut off while the other phone's act runs a long script. The cut-off page is abandoned,
    and the neighbour's act completes: a terminate then would have stopped the neighbour's
    script, the one the renderer was running (``page_host._stop_if_held``)."""
    monkeypatch.setenv("MOBILEGYM_RENDERER_PROCESSES", "1")
    waiting = MobileGymEnv(capture_size=(360, 800), browser_slot=SLOT, call_timeout_s=3.0)
    busy = MobileGymEnv(capture_size=(360, 800), browser_slot=SLOT, call_timeout_s=8.0)
    try:
        waiting.reset(seed=0)
        busy.reset(seed=1)
        page_eval(waiting, "() => { window.__mg.act = () => new Promise(() => {}); }")
        # The busy act holds the renderer from about 2 s to 4.5 s; the other call is cut off at 3 s.
        page_eval(busy, "() => { const act = window.__mg.act; window.__mg.act = (...a) => { const t = performance.now(); while (performance.now() - t < 2500) {} return act(...a); }; }")

        def busy_step() -> dict[str, object]:
            time.sleep(2.0)
            return busy.step(A.awake("clock"))[4]

        with ThreadPoolExecutor(2) as threads:
            cut = threads.submit(lambda: waiting.step(A.noop())[4])
            stepped = threads.submit(busy_step)
            assert "no answer within 3.0 s" in cut.result()["env_error"]
            assert "env_error" not in stepped.result()
        assert "env_error" not in busy.step(A.noop())[4]
    finally:
        waiting.close()
        busy.close()


def test_one_page_a_renderer_collects_garbage_for_the_pages_that_share_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first page of a one-renderer browser collects on its budget of acts; a page opened
    into the same renderer (``?gc=0``) never does, for each collection goes through both heaps."""
    monkeypatch.setenv("MOBILEGYM_RENDERER_PROCESSES", "1")
    first, later = (MobileGymEnv(capture_size=(360, 800), browser_slot=SLOT) for _ in range(2))
    try:
        first.reset(seed=0)
        later.reset(seed=0)
        assert "gc=0" not in page_eval(first, "location.search") and "gc=0" in page_eval(later, "location.search")
        for env in (first, later):
            page_eval(env, "() => { window.collections = 0; window.gc = () => { window.collections++; }; }")
        for _ in range(130):  # past the budget of acts (web_sim/src/control/garbage.ts)
            first.step(A.noop())
            later.step(A.noop())
        assert page_eval(first, "window.collections") == 1
        assert page_eval(later, "window.collections") == 0
    finally:
        first.close()
        later.close()


@pytest.mark.parametrize("value", ["0", "-2", "four", ""])
def test_a_renderer_count_that_is_not_a_positive_number_is_refused_by_name(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("MOBILEGYM_RENDERER_PROCESSES", value)
    with pytest.raises(ConfigError, match="MOBILEGYM_RENDERER_PROCESSES=.*set it to 1 or more"):
        chromium.renderer_processes()


def test_by_default_two_renderers_a_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MOBILEGYM_RENDERER_PROCESSES", raising=False)
    monkeypatch.setattr("os.cpu_count", lambda: 3)
    assert chromium.renderer_processes() == 6
