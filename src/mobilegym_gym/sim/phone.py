"""One phone: a Chromium page running the simulator, driven through ``window.__mg``.

All methods are coroutines on the runtime's loop; ``MobileGymEnv`` calls them through the sync
facade. One round trip per action (input, clock, render, optional state read) plus one CDP
screenshot: no sleeps anywhere, the page reports when it has settled.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Mapping
from typing import Any

import numpy as np
from playwright.async_api import CDPSession, Page
from playwright.async_api import Error as PlaywrightError

from ..actions import Action
from ..browser.assets import PageGroup, dist_dir
from ..browser.runtime import SCREEN_SIZE, Runtime
from ..errors import InvalidPayloadError, PageError, UnknownAppError, WebSimNotBuiltError
from . import bundle
from .captures import CAPTURES, CaptureKey
from .json_text import patch_to_json, to_json
from .page_host import PageHost, host_for
from .protocol import CONTROL_API_VERSION, PAGE_ERRORS
from .screen import Screen
from .state_sync import snapshot_changes, with_changes

_JS_ERROR = re.compile(r"(?:evaluate: )?(?P<kind>\w*Error): (?P<msg>.*)")
_APP_NAMED = re.compile(r"'([^']*)'")


def _translate(err: PlaywrightError) -> Exception:
    """Map an exception thrown in the page to this library's error types, by the error's name."""
    first = str(err.message).strip().splitlines()[0] if err.message else str(err)
    m = _JS_ERROR.search(first)
    kind, msg = (m.group("kind"), m.group("msg")) if m else ("", first)
    if kind == "UnknownAppError":
        name = _APP_NAMED.search(msg)  # the page quotes the name it was given first
        return UnknownAppError(f"{msg}; {bundle.unknown_app_hint(name.group(1) if name else '')}")
    if kind in PAGE_ERRORS:
        return PAGE_ERRORS[kind](msg)
    if kind in ("RangeError", "TypeError") and not ("Target" in first or "closed" in first):
        return ValueError(msg)
    return PageError(first)


class Phone:
    """A phone in a simulator page. ``capture`` is the screenshot size in pixels (width, height),
    9:20; ``browser_slot`` picks the runtime's browser process that hosts it; ``page_group``
    (dense mode, from ``Runtime.new_page_group``) makes it one of the phones of that group's page
    (``page_host``), else it has a page of its own; ``always_capture`` takes a screenshot even
    after an act that changed nothing drawn."""

    def __init__(
        self, runtime: Runtime, capture: tuple[int, int] = (540, 1200), image_format: str = "jpeg", browser_slot: int = 0, always_capture: bool = False, page_group: PageGroup | None = None
    ) -> None:
        width, height = capture
        if width <= 0 or height <= 0 or abs(width * SCREEN_SIZE[1] - height * SCREEN_SIZE[0]) > SCREEN_SIZE[1]:
            raise ValueError(f"capture size {capture} must have the screen's 9:20 aspect ratio, e.g. (360, 800), (540, 1200) or (1080, 2400)")
        if image_format not in ("png", "jpeg"):
            raise ValueError(f"image_format must be 'png' or 'jpeg'; got {image_format!r}")
        self.runtime = runtime
        self.capture = (int(width), int(height))
        self.image_format = image_format
        self.browser_slot = browser_slot
        self.always_capture = always_capture
        self.page_group = page_group
        #: The browser process hosting the page: its slot and the capture's device scale factor.
        self.browser_key = (browser_slot, self.capture[0] / SCREEN_SIZE[0])
        #: What the page tried to reach and was refused while this phone was current in it:
        #: URLs of requests, WebSockets and WebRTC ICE servers (``webrtc:`` for a peer
        #: connection without any).
        self.blocked_requests: list[str] = []
        #: The phone's number in its page (dense mode), else 0.
        self._member = page_group.member if page_group is not None else 0
        self.last_screenshot: bytes = b""
        self._last_image: Screen | None = None
        #: Whether ``_last_image`` still shows the screen: no call since its capture changed the
        #: page's document (see ``act`` and web_sim/src/control/redrawn.ts).
        self._drawn = False
        #: What the page draws, as the key of a capture another reset may have taken already
        #: (``captures``): known right after a reset or an episode's start, until the next call.
        self._drawn_key: str | None = None
        #: The last state received from the page and its number (the base of the next changes).
        self._synced: tuple[int, dict[str, Any]] | None = None
        self._host: PageHost | None = None

    @property
    def page(self) -> Page:
        """The Playwright page, for tools and tests. What is done through it is not seen by this
        driver, so the next observation is a new capture. In dense mode it is the page of the
        phone's whole group, whichever phone is current in it."""
        self._drawn = False
        self._drawn_key = None
        page = self._open_host().page
        if page is None:
            raise PageError("the phone is not open: call open() first")
        return page

    @property
    def cdp(self) -> CDPSession:
        """The page's CDP session, for tools and benchmarks (dense mode: the group's page)."""
        cdp = self._open_host().cdp
        if cdp is None:
            raise PageError("the phone is not open: call open() first")
        return cdp

    def _open_host(self) -> PageHost:
        if self._host is None:
            raise PageError("the phone is not open: call open() first")
        return self._host

    async def open(self) -> None:
        """Load the simulator: a page of its own, or its place in its page group's page (dense
        mode), opened by the group's first phone. Once; later episodes reset in memory."""
        bundle.check()  # fail early, with the build hint, if the build is missing or speaks another protocol
        self._synced = None
        self._drawn = False
        self._drawn_key = None
        self._host = host = host_for(self.runtime, self.browser_key, self.page_group)
        try:
            await host.join(self._member, self.blocked_requests)
            version = await host.evaluate(self._member, "() => window.__mg.settle().then(() => window.__mg.version)")
        except BaseException as err:
            await self.close()
            if isinstance(err, PlaywrightError):
                raise PageError(f"the simulator page could not be opened: {err.message}") from None
            raise
        if version != CONTROL_API_VERSION:
            await self.close()
            raise WebSimNotBuiltError(
                f"the simulator build in {dist_dir()} speaks control API v{version}, this library v{CONTROL_API_VERSION}: "
                "rebuild it with `cd web_sim && npm run build` (or `bash scripts/setup.sh`)"
            )

    @property
    def page_lost(self) -> str | None:
        """Why the phone's page can no longer be used, or None: a script navigated it away from
        the simulator (or reloaded it), it crashed, or a call was cut off in it (dense mode:
        maybe another phone's). Every later call raises ``PageError`` until ``open()`` loads a
        new page."""
        return self._host.lost if self._host is not None else None

    async def _eval(self, expression: str, arg: Any = None, *, reads_only: bool = False) -> Any:
        """Call into the page. A call that may change it (not ``reads_only``) makes the next
        observation a new capture; ``act`` alone keeps the last one when it changed nothing."""
        if not reads_only:
            self._drawn = False
            self._drawn_key = None
        host = self._open_host()
        try:
            return await host.evaluate(self._member, expression, arg)
        except PlaywrightError as err:
            host.check()  # it left or crashed during this call
            raise _translate(err) from None

    async def reset(self, *, state: dict[str, Any] | None = None, seed: int | None = None, start_ms: int | None = None) -> str:
        """A fresh phone (or ``state``), in memory; returns the state hash once rendered and settled.

        ``state`` crosses as one JSON string (parsed there; Playwright's structured argument
        serialisation cost about 28 ms for a 50 kB state) of its changes against the fresh phone
        (``state_sync.snapshot_changes``), so the page validates, freezes and hashes only those.
        """
        opts: dict[str, Any] = {}
        if state is not None:
            opts["changes"] = snapshot_changes(state)
        if seed is not None:
            opts["seed"] = int(seed) & 0x7FFFFFFF
        if start_ms is not None:
            opts["startMs"] = int(start_ms)
        state_hash, self._drawn_key = await self._eval(
            "async ({changes, ...o}) => [await window.__mg.reset(changes === undefined ? o : {...o, changes: JSON.parse(changes)}), window.__mg.drawnKey()]", opts
        )
        return state_hash

    async def settle(self) -> None:
        await self._eval("() => window.__mg.settle()")

    async def act(self, action: Action | Mapping[str, Any], with_state: bool = False) -> dict[str, Any]:
        """Apply one action; returns ``{effect, errors, hash, state?}``.

        An ``Action`` (the env checked it: ``MobileGymEnv.check_action``) is turned into the
        page's wire form here, the one place (``Action.to_dict``). A mapping is taken as that wire
        form already (``{"type": "CLICK", "x": 500, "y": 300}``), for tests and tools that drive
        the page directly: Python checks nothing, the page refuses a malformed one with an
        ``InvalidPayloadError`` naming the field.

        One round trip: the page applies the input, advances the clock, renders and settles
        before it answers, saying whether the act changed its document; if not, the next
        ``screenshot`` gives the last capture again without taking one (the same pixels; every
        other call that may change the page makes the next one a capture). ``state`` is built
        from what changed since the state this phone received last (see ``state_sync``): treat
        it as read-only.
        """
        since = self._synced[0] if self._synced is not None else None
        drawn = self._drawn
        wire = action.to_dict() if isinstance(action, Action) else action
        result = await self._eval("([a, w, since]) => window.__mg.act(a, {withState: w, since})", [wire, with_state, since])
        self._drawn = drawn and not result.pop("redrawn") and not self.always_capture
        if with_state:
            result["state"] = self._receive(result.pop("seq"), result.pop("state", None), result.pop("changes", None))
        return result

    async def start_episode(self, seed: int, setup: list[dict[str, Any]] | None = None, app: str | None = None, state: dict[str, Any] | None = None) -> dict[str, Any]:
        """A fresh phone from ``seed``, ``setup`` patched in, ``app`` in front, in one round trip
        (a reset after every few random steps made its four calls a tenth of a step's CPU);
        returns the whole state, which later ``act(..., with_state=True)`` calls update by their
        changes (read-only: unchanged subtrees are shared with the states that follow). The page
        sends only what differs from the fresh phone of the build's ``phone.json``. With
        ``state`` (a snapshot, validated in the page) instead of ``setup``, the phone is that."""
        opts: dict[str, Any] = {"seed": int(seed) & 0x7FFFFFFF}
        if setup:
            opts["patch"] = patch_to_json(setup, "the set-up patch")
        if state is not None:
            opts["changes"] = snapshot_changes(state)
        if app:
            opts["app"] = app
        sync = await self._eval(
            "async ({patch, changes, ...o}) => ({...(await window.__mg.startEpisode({...o, ...(patch === undefined ? {} : {patch: JSON.parse(patch)}), ...(changes === undefined ? {} : {changes: JSON.parse(changes)})})), drawn: window.__mg.drawnKey()})", opts
        )
        self._drawn_key = sync["drawn"]
        return self._receive(sync["seq"], sync.get("state"), sync.get("changes"), base=bundle.fresh_state())

    def _receive(self, seq: int, whole: str | None, changes: str | None, base: dict[str, Any] | None = None) -> dict[str, Any]:
        if changes is not None:
            if base is None:
                assert self._synced is not None, "the page sent changes to a state this phone never received"
                base = self._synced[1]
            state = with_changes(base, json.loads(changes))
        else:
            assert whole is not None, "the page sent neither the state nor its changes"
            state = json.loads(whole)
        self._synced = (seq, state)
        return state

    async def screenshot_bytes(self) -> bytes:
        """The screen as encoded image bytes (PNG, or JPEG at quality 90), at the capture size.

        One CDP ``Page.captureScreenshot`` of the viewport: the browser draws at the capture's
        scale (see ``Runtime.browser``), so no ``clip`` is needed; a clip with a scale makes the
        compositor draw the page again at that scale (3.1 instead of 2.2 frames a step, 3x the
        display compositor's CPU). ``page.screenshot`` adds a layout-metrics round trip.
        """
        params: dict[str, Any] = {"format": self.image_format}
        if self.image_format == "jpeg":
            params["quality"] = 90
        try:
            reply = await self._open_host().capture(self._member, params)
        except PlaywrightError as err:
            raise PageError(f"screenshot failed: {err.message}") from None
        self.last_screenshot = base64.b64decode(reply["data"])
        return self.last_screenshot

    async def capture_screen(self) -> Screen:
        """The screen as captured, not decoded (``Screen``). When no call changed the page's
        document since the last capture, that capture is given again without taking one; an
        unchanged capture (the same encoded bytes) is the same ``Screen`` too, so its pixels,
        once decoded, are never decoded again. Right after a reset that draws a document
        captured before (``captures``: by its drawn key), that capture is given."""
        if self._drawn and self._last_image is not None:
            return self._last_image
        key = self._capture_key()
        seen = CAPTURES.get(key) if key is not None else None
        if seen is not None:
            self.last_screenshot = seen.data
            self._last_image = seen
            self._drawn = True
            return seen
        data = await self.screenshot_bytes()
        self._drawn = True
        if self._last_image is None or self._last_image.data != data:
            self._last_image = Screen(self.image_format, data, self.capture)
        if key is not None:
            CAPTURES.put(key, self._last_image)
        return self._last_image

    def _capture_key(self) -> CaptureKey | None:
        """Right after a reset, the key its capture is kept by (none with ``always_capture``)."""
        if self._drawn_key is None or self.always_capture or self.runtime.chromium is None:
            return None
        return (self._drawn_key, self.image_format, self.capture, self.runtime.chromium.executable)

    async def screenshot(self) -> np.ndarray:
        """The screen as a read-only ``(H, W, 3)`` uint8 array of the capture size (``capture``,
        decoded). Either way it is the same array, which nobody can write into: a caller that
        hands it to an agent copies it (``MobileGymEnv.step``; the vector envs copy it into
        their batch)."""
        return (await self.capture_screen()).pixels()

    @property
    def last_image(self) -> Screen | None:
        """The last capture."""
        return self._last_image

    async def get_state(self) -> dict[str, Any]:
        return json.loads(await self._eval("() => window.__mg.getStateJson()", reads_only=True))

    async def patch(self, patch: list[dict[str, Any]] | dict[str, Any]) -> str:
        """Apply an RFC 6902 list or a merge dict; unknown paths raise StatePatchError, state unchanged."""
        return await self._eval("p => window.__mg.patch(JSON.parse(p))", patch_to_json(patch, "the patch"))

    async def snapshot(self) -> dict[str, Any]:
        """The whole state (``os``, ``apps``, ``ui``), a document of its own: restoring it gives
        back the same screen. It crosses as its changes against the fresh phone (``state_sync``)."""
        changes = await self._eval("() => window.__mg.snapshot()", reads_only=True)
        return with_changes(bundle.fresh_state(), json.loads(changes))

    async def restore(self, snapshot: dict[str, Any]) -> str:
        return await self.reset(state=snapshot)

    async def state_hash(self) -> str:
        return await self._eval("() => window.__mg.hash()", reads_only=True)

    async def locate(self, target: dict[str, Any]) -> dict[str, Any]:
        """Centre of an on-screen target (``text``, ``testId`` or ``role``) in 0-1000 coordinates."""
        return await self._eval("t => window.__mg.locate(t)", target, reads_only=True)

    async def targets(self) -> list[dict[str, Any]]:
        """Every visible element a target can name: ``testId``, ``text``, ``role``, centre ``x``, ``y`` (0-1000), ``box`` (CSS px)."""
        return await self._eval("() => window.__mg.targets()", reads_only=True)

    async def intent(self, app: str, screen: str, params: dict[str, Any] | None = None) -> str:
        """Open ``app`` at ``screen`` with a payload, as an intent from another app would. The
        payload must be of the screen's params type (``screen_params``) and pass the app's
        intent check (ids that exist): else ``InvalidPayloadError`` naming the field, nothing
        changed. The payload crosses as JSON text, so its keys arrive as they are (a
        ``__proto__`` key is refused there, not turned into a prototype by the argument
        serialiser)."""
        return await self._eval("([a, s, p]) => window.__mg.intent(a, s, JSON.parse(p))", [app, screen, to_json({} if params is None else params, "intent: the payload", InvalidPayloadError)])

    async def apps(self) -> list[dict[str, Any]]:
        return await self._eval("() => window.__mg.apps()", reads_only=True)

    async def screen_params(self) -> dict[str, dict[str, dict[str, list[str]]]]:
        """Each app's screens' params, as ``intent`` takes them: by app id and screen, the
        ``keys`` the screen's params type names and the ``required`` ones (the types are each
        app's ``params.ts``)."""
        return await self._eval("() => window.__mg.screenParams()", reads_only=True)

    async def screen_info(self) -> dict[str, Any]:
        return await self._eval("() => window.__mg.screenInfo()", reads_only=True)

    async def page_errors(self) -> list[str]:
        return await self._eval("() => window.__mg.errors()", reads_only=True)

    async def close(self) -> None:
        """Leave the page (the last phone of a page closes it)."""
        host, self._host = self._host, None
        if host is not None:
            await host.leave(self._member)
