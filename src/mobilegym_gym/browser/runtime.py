"""The async core: one event loop thread that owns Playwright and the browser processes.

Every page of every env in this process is driven from this loop. Sync code (``MobileGymEnv``)
submits coroutines with :meth:`Runtime.call`; async code can ``await`` the same coroutines via
:meth:`Runtime.submit`. Browsers are launched lazily and shared; ``close()`` (also run at
interpreter exit) ends them and the Playwright driver, leaving no process behind; so does the
close of the last env using a browser (``end_unused``).

A browser draws at one device scale factor, set at launch (``--force-device-scale-factor``): its
compositor's frames are then already the capture size, and a screenshot copies the last frame
instead of drawing the page again at another scale. Browsers are keyed by ``(slot, scale)``.
Their raster tiles are one screen each (``--default-tile-*``): the default 256-px grid overhangs
a 540-px-wide screen by 40% and multiplies raster tasks; one tile a screen measured 2 MiB less
per phone and 13% more steps/s at N=32.

The pages of a browser share one context (``context``): Chromium keeps an HTTP cache and a V8
code cache per context, so a phone's first visit to an app takes the chunks its browser fetched
and compiled for an earlier phone (served by the runtime's :class:`AssetServer`). Phones share
no storage through it: the simulator keeps its state in page memory and touches no cookie,
Web Storage, IndexedDB or service worker (service workers are blocked besides).

A browser runs its pages in at most ``chromium.renderer_processes()`` renderer processes (two
per core): past that, pages share renderers, and only those that opened with one of their own
run garbage collections (``shares_renderer``).

Dense mode (``EnvPool(..., phones_per_page=K)``) puts a page group's K phones in one page
(``sim.page_host``) of the same browsers. Groups are numbered by the runtime
(``new_page_group``), so two pools never share a page.
"""

from __future__ import annotations

import asyncio
import atexit
import itertools
import os
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from typing import Any, TypeVar

from playwright.async_api import Browser, BrowserContext, Playwright, async_playwright

from . import chromium, limits
from .assets import ORIGIN_HOST, AssetServer, PageGroup
from .chromium import ChromiumChoice, find_chromium, resolver_rules

T = TypeVar("T")

#: A browser process: ``(slot, device scale factor)``.
BrowserKey = tuple[int, float]

#: The phone's screen in CSS px (a 1080x2400 device at DPR 3): the page's viewport.
SCREEN_SIZE = (360, 800)


class Runtime:
    """Owner of the event loop thread, Playwright and the browsers (one per process by default)."""

    _shared: Runtime | None = None
    _shared_lock = threading.Lock()

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="mobilegym-runtime", daemon=True)
        self._thread.start()
        self._playwright: Playwright | None = None
        self._browsers: dict[BrowserKey, Browser] = {}
        self._contexts: dict[BrowserKey, BrowserContext] = {}
        self._assets: AssetServer | None = None
        self._browser_lock: asyncio.Lock | None = None
        self.chromium: ChromiumChoice | None = None
        self.closed = False
        #: The renderer processes each browser was launched to share its pages among.
        self._renderers: dict[BrowserKey, int] = {}
        #: Open pages per browser (for the file-descriptor guard).
        self.pages: dict[BrowserKey, int] = {}
        self.fd_limit = limits.raise_fd_limit()
        self._groups = itertools.count()

    @classmethod
    def shared(cls) -> Runtime:
        """The process-wide runtime, created on first use."""
        with cls._shared_lock:
            if cls._shared is None or cls._shared.closed:
                cls._shared = Runtime()
                atexit.register(cls._shared.close)
            return cls._shared

    def submit(self, coro: Coroutine[Any, Any, T]) -> Future[T]:
        """Schedule ``coro`` on the runtime's loop (thread-safe)."""
        if self.closed:
            coro.close()
            raise RuntimeError("the MobileGym runtime is closed")
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, coro: Coroutine[Any, Any, T], timeout: float | None = None) -> T:
        """Run ``coro`` on the runtime's loop and wait for its result (the sync facade)."""
        return self.submit(coro).result(timeout)

    def new_page_group(self, pages: int) -> PageGroup:
        """A page group of ``pages`` phones, numbered as no group of this runtime was before, so
        two pools never share a page (dense mode: ``sim.page_host``)."""
        return PageGroup(next(self._groups), pages)

    async def browser(self, slot: int = 0, scale: float = 1.0) -> Browser:
        """Browser process ``slot`` drawing at device scale factor ``scale``, launched on first
        use (and relaunched if it died)."""
        if self._browser_lock is None:
            self._browser_lock = asyncio.Lock()
        key = (slot, scale)
        async with self._browser_lock:
            browser = self._browsers.get(key)
            if browser is not None and browser.is_connected():
                return browser
            limits.check_browser_launch()
            if self._playwright is None:
                self._playwright = await async_playwright().start()
            self.chromium = find_chromium(self._playwright.chromium.executable_path)
            if self._assets is None:
                self._assets = AssetServer()
            width, height = round(SCREEN_SIZE[0] * scale), round(SCREEN_SIZE[1] * scale)
            drawing = [f"--force-device-scale-factor={scale}", f"--default-tile-width={width}", f"--default-tile-height={height}"]
            network = resolver_rules(ORIGIN_HOST, self._assets.port)
            renderers = chromium.renderer_processes()
            processes = f"--renderer-process-limit={renderers}"
            browser = await self._playwright.chromium.launch(executable_path=self.chromium.executable, args=[*chromium.LAUNCH_ARGS, network, processes, *drawing], headless=True)
            self._contexts[key] = await browser.new_context(
                viewport={"width": SCREEN_SIZE[0], "height": SCREEN_SIZE[1]},
                device_scale_factor=scale,
                locale="en-US",
                timezone_id="UTC",
                reduced_motion="reduce",
                service_workers="block",
            )
            self._browsers[key] = browser
            self._renderers[key] = renderers
            self.pages[key] = 0
            return browser

    async def context(self, slot: int = 0, scale: float = 1.0) -> BrowserContext:
        """The context every page of browser ``(slot, scale)`` opens in (its caches shared),
        launching the browser as :meth:`browser` does."""
        await self.browser(slot, scale)
        return self._contexts[(slot, scale)]

    def claim_page(self, key: BrowserKey) -> None:
        """Count one more page in browser ``key``; ``ResourceLimitError`` if it would not fit."""
        limits.check_page_capacity(self.pages.get(key, 0), self.fd_limit)
        self.pages[key] = self.pages.get(key, 0) + 1

    def shares_renderer(self, key: BrowserKey) -> bool:
        """Whether the page browser ``key`` is opening now (claimed: ``claim_page``) will share a
        renderer process with pages opened before it: the browser has more pages than renderers
        (``chromium.renderer_processes``). Such a page runs no garbage collection of its own
        (``assets.start_url``): a collection goes through the heaps of every page of its process,
        so one collecting page a renderer (one of the first pages) keeps the work per step as it
        is for a page alone, where one per page made it grow with the pages a renderer holds."""
        return self.pages.get(key, 0) > self._renderers.get(key, 0)

    def release_page(self, key: BrowserKey) -> None:
        self.pages[key] = max(0, self.pages.get(key, 0) - 1)

    async def end_unused(self, key: BrowserKey) -> None:
        """End browser ``key`` if no page is open in it any more (its last user closed), and the
        Playwright driver with the last browser; a later page launches them again. A page that
        is being opened has already claimed its browser (``claim_page`` follows ``browser()``
        without a pause), so it is never ended under it."""
        if self._browser_lock is None:
            self._browser_lock = asyncio.Lock()
        async with self._browser_lock:
            browser = self._browsers.get(key)
            if browser is None or self.pages.get(key, 0) > 0:
                return
            del self._browsers[key]
            self._contexts.pop(key, None)
            self._renderers.pop(key, None)
            self.pages.pop(key, None)
            try:
                await browser.close()
            except Exception:  # noqa: BLE001 - the browser may already be gone
                pass
            if not self._browsers and self._playwright is not None:
                await self._playwright.stop()
                self._playwright = None

    def browsers_in_slot(self, slot: int) -> list[Browser]:
        """The browser processes of ``slot`` (one per capture scale in use)."""
        return [b for (s, _), b in self._browsers.items() if s == slot]

    async def _shutdown(self) -> None:
        for browser in self._browsers.values():
            try:
                await browser.close()
            except Exception:  # noqa: BLE001 - the browser may already be gone
                pass
        self._browsers.clear()
        self._contexts.clear()
        self._renderers.clear()
        if self._assets is not None:
            self._assets.close()
            self._assets = None
        if self._playwright is not None:
            await self._playwright.stop()
            self._playwright = None

    def close(self) -> None:
        """End the browsers and the Playwright driver, then the loop thread."""
        if self.closed:
            return
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), self.loop).result(30)
        finally:
            self.closed = True
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(5)


def _forget_runtime_in_forked_child() -> None:
    """Give a forked child its own runtime on first use (Gymnasium's ``AsyncVectorEnv`` forks on
    Linux by default). Threads do not survive ``fork``: the child's copy of the parent's runtime
    has no loop thread, so every call on it would wait forever. The copy is marked closed, not
    shut down (its browsers and driver are the parent's), and the lock is new, in case another
    thread held it at the fork."""
    inherited = Runtime._shared
    Runtime._shared, Runtime._shared_lock = None, threading.Lock()
    if inherited is not None:
        inherited.closed = True


os.register_at_fork(after_in_child=_forget_runtime_in_forked_child)
