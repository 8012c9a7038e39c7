"""The browser's launch flags: ours replace some of Playwright's lists, and must keep what they held."""

from __future__ import annotations

import asyncio

import psutil
import pytest
from playwright.async_api import async_playwright

from mobilegym_gym.browser.chromium import LAUNCH_ARGS, find_chromium
from mobilegym_gym.env import MobileGymEnv

pytestmark = pytest.mark.browser


def _features(args: list[str], switch: str) -> set[str]:
    """The features of the last ``switch`` (``--disable-features``) in ``args``: the one Chromium reads."""
    values = [a.split("=", 1)[1] for a in args if a.startswith(switch + "=")]
    return set(values[-1].split(",")) if values else set()


def test_our_disabled_features_keep_every_one_playwright_disables() -> None:
    def browsers() -> dict[int, list[str]]:
        """This process's browser processes (other tests' runtimes may have some open)."""
        return {p.pid: p.cmdline() for p in psutil.Process().children(recursive=True) if "--remote-debugging-pipe" in p.cmdline()}

    async def playwright_command_line() -> list[str]:
        """The command line of a browser launched by Playwright with its own flags only."""
        before = browsers()
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=find_chromium(pw.chromium.executable_path).executable)
            lines = [line for pid, line in browsers().items() if pid not in before]
            await browser.close()
            assert len(lines) == 1
            return lines[0]

    theirs = {f for f in _features(asyncio.run(playwright_command_line()), "--disable-features") if not f.startswith("ms")}
    assert theirs, "Playwright's launch disabled no feature: read how it launches Chromium now"
    assert theirs <= _features(list(LAUNCH_ARGS), "--disable-features")


def test_the_renderer_runs_without_the_large_malloc_thread_caches_and_script_streaming() -> None:
    """The browser hands its renderers the features it disabled: the page's process gets ours."""
    env = MobileGymEnv(capture_size=(360, 800))
    env.reset(seed=0)
    try:
        renderers = [p.cmdline() for p in psutil.Process().children(recursive=True) if "--type=renderer" in p.cmdline()]
        assert renderers
        for line in renderers:
            assert {"PartitionAllocLargeThreadCacheSize", "ScriptStreaming"} <= _features(line, "--disable-features")
    finally:
        env.close()
