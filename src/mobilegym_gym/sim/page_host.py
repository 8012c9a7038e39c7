"""A simulator page and the phones it holds: one (the default), or K in dense mode.

In dense mode (``EnvPool(..., phones_per_page=K)``) the K phones of a page group are K phones of
one document (web_sim/src/os/phones.ts): one page, one V8 context, one copy of the code, the
world data, the fonts and the style sheets. One phone is current at a time (the page's calls act
on it) and one is drawn (a capture of the page is its screen). A page's calls are therefore
serialised here (``lock``): each selects its phone in the same round trip (``evaluate``), and a
capture has its phone drawn first.

A call cut off while it held the page (the env's per-call timeout) may still be running in the
page, where the next phone's call would interleave with it: the page is then abandoned, and
every phone of it reports a ``PageError`` until its env rebuilds it, as after a crash. A script
that still holds its renderer is stopped, for other pages may share that renderer's main thread
(``chromium.renderer_processes``).
"""

from __future__ import annotations

import asyncio
from typing import Any

from playwright.async_api import CDPSession, Page, Request
from playwright.async_api import Error as PlaywrightError

from ..browser.assets import EGRESS_BINDING, EGRESS_SCRIPT, PageGroup, is_local, start_url
from ..browser.runtime import BrowserKey, Runtime
from ..errors import PageError


class PageHost:
    """One simulator page in browser ``key``: the default mode's page of one phone
    (``group=None``) or the page of a dense page group's phones."""

    def __init__(self, runtime: Runtime, key: BrowserKey, group: PageGroup | None) -> None:
        self.runtime = runtime
        self.key = key
        self.group = group
        self.page: Page | None = None
        self.cdp: CDPSession | None = None
        #: Where the page went if a script navigated it away from the simulator (or reloaded it).
        self.navigated_to: str | None = None
        #: Why the page may no longer be used (a crash, a call cut off), or None.
        self.abandoned: str | None = None
        self._lock = asyncio.Lock()
        self._opening: asyncio.Task[None] | None = None
        #: Each phone's list of refused requests (``Phone.blocked_requests``), by its number.
        self._blocked: dict[int, list[str]] = {}
        #: The phone the page has current (the last one whose call ran): refused requests are its.
        self._current = 0

    async def join(self, member: int, blocked: list[str]) -> None:
        """Phone ``member`` takes its place: the page is opened by the first phone to join and
        waited for by the others; requests refused while it is current go to ``blocked``."""
        self._blocked[member] = blocked
        if self._opening is None:
            self._opening = asyncio.ensure_future(self._open())
        await asyncio.shield(self._opening)

    async def leave(self, member: int) -> None:
        """Phone ``member`` is done with the page; the last one to leave closes it."""
        self._blocked.pop(member, None)
        if self._blocked:
            return
        if self._opening is not None and not self._opening.done():
            self._opening.cancel()  # its own clean-up closes what it opened
            await asyncio.wait([self._opening])
        if self.page is not None:
            self.runtime.release_page(self.key)
            try:
                await self.page.close()
            except PlaywrightError:
                pass
        self.page = self.cdp = None
        self.abandoned = self.abandoned or "closed"
        _forget(self)

    async def _open(self) -> None:
        context = await self.runtime.context(*self.key)
        self.runtime.claim_page(self.key)
        try:
            self.page = page = await context.new_page()
            page.on("request", self._request)
            page.on("websocket", lambda ws: self._refused([ws.url]))
            page.on("crash", lambda _page: self._abandon("the page crashed"))
            await page.expose_binding(EGRESS_BINDING, lambda _source, urls: self._refused([str(u) for u in urls] if isinstance(urls, list) else []))
            await page.add_init_script(EGRESS_SCRIPT)
            self.cdp = await context.new_cdp_session(page)
            # No timeout of Playwright's own (30 s): the env's call_timeout_s bounds the open.
            await page.goto(start_url(self.group, collects=not self.runtime.shares_renderer(self.key)), wait_until="load", timeout=0)
            await page.evaluate("() => window.__mgBooted")
            page.on("domcontentloaded", self._left)
        except BaseException as err:
            if self.page is None:
                self.runtime.release_page(self.key)
            else:
                page_now, self.page = self.page, None
                self.runtime.release_page(self.key)
                try:
                    await page_now.close()
                except PlaywrightError:
                    pass
            self.abandoned = "it could not be opened"
            if isinstance(err, PlaywrightError):
                raise PageError(f"the simulator page could not be opened: {err.message}") from None
            raise

    def _left(self, page: Page) -> None:
        """A new document in the main frame once the simulator is up: a script navigated the page
        away (to ``about:blank``, an error page for a blocked URL, or the simulator again, with a
        fresh state). Its phones are gone; their envs rebuild them on their next reset."""
        self.navigated_to = page.url

    def _abandon(self, why: str) -> None:
        self.abandoned = self.abandoned or why

    def _cut_off(self, why: str) -> None:
        """A call was cut off while the page ran it: the page is abandoned, and if its renderer
        is held by a script, the script is stopped (``_stop_if_held``), so the renderer's main
        thread is free again for the other pages it holds (``chromium.renderer_processes``) and
        for new ones."""
        self._abandon(why)
        if self.cdp is not None:
            task = asyncio.ensure_future(_stop_if_held(self.cdp))
            _STOPPING.add(task)
            task.add_done_callback(_STOPPING.discard)

    def _refused(self, urls: list[str]) -> None:
        """Requests refused while phone ``_current`` was current: its calls made them."""
        blocked = self._blocked.get(self._current)
        if blocked is not None:
            blocked.extend(urls)

    def _request(self, request: Request) -> None:
        """A request of the page (or its workers) to another host: it fails, the resolver knows
        no other name (``chromium.resolver_rules``); recorded as it starts."""
        if not is_local(request.url):
            self._refused([request.url])

    @property
    def lost(self) -> str | None:
        """Why the page can no longer be used (it left the simulator, crashed, was abandoned or
        closed), or None."""
        if self.navigated_to is not None:
            return f"the page navigated away from the simulator (to {self.navigated_to})"
        if self.abandoned is not None:
            return f"the simulator page was abandoned ({self.abandoned})"
        if self.page is not None and self.page.is_closed():
            return "the simulator page was closed"
        return None

    def check(self) -> None:
        """A ``PageError`` if the page can no longer be used (``lost``)."""
        lost = self.lost
        if lost is not None:
            raise PageError(f"{lost}: reset the env to rebuild it")

    def _page(self) -> Page:
        if self.page is None:
            raise PageError("the phone is not open: call open() first")
        return self.page

    async def evaluate(self, member: int, expression: str, arg: Any = None) -> Any:
        """``expression`` (a function of ``arg``) on phone ``member``, in one round trip."""
        async with self._lock:
            self.check()
            page = self._page()
            try:
                if self.group is None:
                    return await page.evaluate(expression, arg)
                self._current = member
                return await page.evaluate(f"([n, a]) => {{ window.__mg.select(n); return ({expression})(a); }}", [member, arg])
            except asyncio.CancelledError:
                self._cut_off("a call was cut off while the page ran it")
                raise

    async def capture(self, member: int, params: dict[str, Any]) -> dict[str, Any]:
        """CDP ``Page.captureScreenshot`` of phone ``member``, drawn first (in a dense page the
        drawn phone is the last one that was captured or hit-tested: web_sim/src/os/phones.ts)."""
        async with self._lock:
            self.check()
            if self.cdp is None:
                raise PageError("the phone is not open: call open() first")
            try:
                if self.group is not None:
                    self._current = member
                    await self._page().evaluate("n => { window.__mg.select(n); return window.__mg.show(); }", member)
                return await self.cdp.send("Page.captureScreenshot", params)
            except asyncio.CancelledError:
                self._cut_off("a capture was cut off while the page ran it")
                raise


#: How long a cut-off page's renderer may take to answer before it counts as held by a script:
#: a step's script takes milliseconds, and the call has already waited ``call_timeout_s``.
HELD_AFTER_S = 2.0

#: How long a held renderer is given to stop its script (a renderer that has gone answers nothing).
TERMINATE_TIMEOUT_S = 5.0

#: Scripts being stopped (``PageHost._cut_off``), kept here until they are.
_STOPPING: set[asyncio.Future[None]] = set()


async def _stop_if_held(cdp: CDPSession) -> None:
    """Stop the script that holds the renderer of ``cdp``'s page, if one does.

    ``Runtime.terminateExecution`` stops whatever script the renderer is running when the
    command arrives (the renderer takes it on its IO thread, and V8 stops its isolate's current
    script, whichever page it belongs to), so it is sent only to a renderer that does not
    evaluate ``0`` within ``HELD_AFTER_S``: one that does was waiting (a call cut off while its
    page awaited something), and a terminate then would stop a neighbour's act instead.
    tests/test_shared_renderers.py covers both."""
    try:
        await asyncio.wait_for(cdp.send("Runtime.evaluate", {"expression": "0"}), HELD_AFTER_S)
        return
    except TimeoutError:
        pass
    except PlaywrightError:
        return  # the page closed or crashed meanwhile: nothing runs in it any more
    try:
        await asyncio.wait_for(cdp.send("Runtime.terminateExecution"), TERMINATE_TIMEOUT_S)
    except (PlaywrightError, TimeoutError):
        pass


#: The open hosts of dense page groups, by runtime and group number: the phones of a group find
#: their page here.
_GROUPS: dict[tuple[int, int], PageHost] = {}


def host_for(runtime: Runtime, key: BrowserKey, group: PageGroup | None) -> PageHost:
    """The page phone ``group.member`` joins: its group's, if open and usable; else a new one
    (the default mode: always a page of its own)."""
    if group is None:
        return PageHost(runtime, key, None)
    name = (id(runtime), group.number)
    host = _GROUPS.get(name)
    if host is None or host.lost is not None:
        host = _GROUPS[name] = PageHost(runtime, key, group)
    return host


def _forget(host: PageHost) -> None:
    """Drop ``host`` from the registry (its last phone left)."""
    if host.group is None:
        return
    name = (id(host.runtime), host.group.number)
    if _GROUPS.get(name) is host:
        del _GROUPS[name]
