"""``MobileGymEnv``: one simulated phone as a ``gymnasium.Env``.

Observation: the screen as ``Box(0, 255, (H, W, 3), uint8)`` at the capture size (default
540x1200; the paper's 1080x2400 is an option). Action: the 17-action ``Dict`` of
:mod:`mobilegym_gym.actions` (coordinates normalised to 0-1000). The instruction, the step's
effect and, for tasks, the verdict are in ``info``; the privileged state is available through
``env.unwrapped.get_state()``, never in the observation.

    >>> env = gym.make("MobileGym/Phone-v0")
    >>> obs, info = env.reset(seed=0); obs, r, term, trunc, info = env.step(actions.click(500, 300))
"""

from __future__ import annotations

import asyncio
import copy
from functools import lru_cache
from typing import Any, ClassVar, SupportsFloat

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.error import ClosedEnvironmentError

from . import actions as A
from .browser.assets import PageGroup
from .browser.runtime import Runtime
from .errors import PageError
from .sim import bundle
from .sim.phone import Phone
from .sim.screen import Screen

#: Seconds a single call into the page may take before the step is reported as an env error.
CALL_TIMEOUT_S = 60.0
#: Seconds to tear down a broken page before giving up on it (its browser may be gone).
CLOSE_TIMEOUT_S = 10.0

TERMINAL_ACTIONS = (A.ActionType.COMPLETE, A.ActionType.ABORT)


@lru_cache(maxsize=8)
def _screen_space_bounds(height: int, width: int) -> spaces.Box:
    return spaces.Box(0, 255, (height, width, 3), np.uint8)


def screen_space(height: int, width: int) -> spaces.Box:
    """``Box(0, 255, (height, width, 3), uint8)``, its four bound arrays shared by every env of
    that capture size (read them, as Gymnasium's wrappers do; never write them): a new Box fills
    them anew, and a pool's envs are built one after another before its first page opens (64
    envs of a template: 0.146 -> 0.009 s with ``bundle.app_names``). Each env's space is a copy
    of its own, with its own ``np_random``. The arrays stay writable: torch warns when it is
    handed a read-only one (TorchRL's specs)."""
    return copy.copy(_screen_space_bounds(height, width))


class MobileGymEnv(gym.Env[np.ndarray, dict[str, Any]]):
    """A phone simulator page driven by GUI actions.

    Args:
        render_mode: ``"rgb_array"`` (``render()`` returns the last observation) or None.
        capture_size: screenshot size ``(width, height)`` in pixels, aspect 9:20.
        image_format: ``"jpeg"`` (quality 90, default: fastest) or ``"png"`` (lossless).
        start_app: app id or label opened after each reset; None starts on the home screen.
        instruction: the text put in ``info["instruction"]`` (tasks set their own).
        info_reply: what the simulated user answers to an INFO action.
        max_text_length: longest TYPE/ANSWER/INFO text the action space allows.
        call_timeout_s: how long one page call may take; past it the page counts as hung, the
            step reports ``info["env_error"]`` and the next reset rebuilds the page.
        browser_slot: which of the runtime's browser processes hosts the page (pools spread
            pages over several).
        page_group: dense mode (set by pools with ``phones_per_page``): the phone is one of the
            phones of this group's page (``Runtime.new_page_group``, ``sim.page_host``).
        open_page: False defers loading the page to ``await aopen()`` (or the first reset), so
            a pool can load many pages at once.
        always_capture: take a screenshot every step. By default a step whose action changed
            nothing in the page's document (a NOOP, a WAIT, a tap on nothing: most of a random
            agent's steps) returns a copy of the last capture, which is pixel-for-pixel what a new
            one would show; set this to check that, or for apps that draw outside the DOM.
        lazy_observations: the coroutines (``areset``/``astep``, what pools and ``mobilegym
            bench`` use) return a ``Screen`` instead of an array: the browser's encoded capture,
            decoded only when numpy asks for its pixels. For agents that send or store the
            encoded screen (``encoded_observation``) and never look at pixels: a decode saved
            on every step. ``reset``/``step`` always return arrays.
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 2}
    observation_space: spaces.Box
    #: Whether the env truncates its episodes itself at a step limit it is given (a task env
    #: does, and judges the episode there); pools and vector envs cut only the others.
    owns_step_limit: ClassVar[bool] = False

    def __init__(
        self,
        render_mode: str | None = None,
        capture_size: tuple[int, int] = (540, 1200),
        image_format: str = "jpeg",
        start_app: str | None = None,
        instruction: str = "",
        info_reply: str = "I have no further information; please do your best with the instruction.",
        max_text_length: int = A.MAX_TEXT_LENGTH,
        call_timeout_s: float = CALL_TIMEOUT_S,
        browser_slot: int = 0,
        page_group: PageGroup | None = None,
        open_page: bool = True,
        always_capture: bool = False,
        lazy_observations: bool = False,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not supported; use one of {self.metadata['render_modes']} or None")
        self.render_mode = render_mode
        self.instruction = instruction
        self.info_reply = info_reply
        self.start_app = start_app
        self.max_text_length = max_text_length
        self.call_timeout_s = call_timeout_s
        self.lazy_observations = lazy_observations
        self._broken = False
        self._closed = False
        self._runtime = Runtime.shared()
        capture_width, capture_height = capture_size  # a list (from a config) does as well as a tuple
        self._phone = Phone(self._runtime, capture=(capture_width, capture_height), image_format=image_format, browser_slot=browser_slot, always_capture=always_capture, page_group=page_group)
        self._opened = False
        names = bundle.app_names()
        self.app_ids: list[str] = [app_id for app_id, _ in names]
        self.app_labels: dict[str, str] = dict(names)
        width, height = self._phone.capture
        self.observation_space = screen_space(height, width)
        self.action_space = A.make_action_space(self.app_ids, max_text_length)
        self._last_obs: np.ndarray | Screen | None = None
        #: The capture ``_last_obs`` shows (None before the first, or for a stand-in of zeros).
        self._last_screen: Screen | None = None
        self._steps = 0
        self._answer: str | None = None
        if open_page:
            self._call(self.aopen())

    # -- plumbing ---------------------------------------------------------------------------
    def _call(self, coro: Any) -> Any:
        # Page calls inside are bounded by call_timeout_s; this only guards a wedged loop.
        if self._closed:
            coro.close()
            self._check_open()
        return self._runtime.call(coro, timeout=self.call_timeout_s * 10 + CLOSE_TIMEOUT_S)

    def _check_open(self) -> None:
        """A closed env refuses every call: using it is the caller's mistake, not an env error,
        and a reset must not open a new page behind the caller's back."""
        if self._closed:
            raise ClosedEnvironmentError(f"this {type(self).__name__} is closed: make a new env (gym.make(...)) instead of using it after close()")

    async def _page(self, coro: Any) -> Any:
        """Await a page call with the per-call timeout (a hung page becomes a TimeoutError)."""
        return await asyncio.wait_for(coro, self.call_timeout_s)

    async def aopen(self) -> None:
        """Load the page (once; episodes then reset in memory). A coroutine on the runtime's loop."""
        if not self._opened:
            await self._page(self._phone.open())
            self._opened = True

    async def _ensure_page(self) -> None:
        """Load the page, or rebuild it after a crash, a hang or a navigation away from the
        simulator (and the browser, if it died with it)."""
        self._check_open()
        if not self._opened:
            await self.aopen()
        if not self._broken and self._phone.page_lost is None:
            return
        try:
            await asyncio.wait_for(self._phone.close(), CLOSE_TIMEOUT_S)
        except (TimeoutError, PageError):
            pass  # a wedged page is abandoned; its browser context goes with the runtime
        await self._page(self._phone.open())
        self._broken = False

    async def aobserve(self) -> np.ndarray | Screen:
        """A new observation of the screen as it is (a ``Screen`` under ``lazy_observations``),
        kept as ``last_observation``. A coroutine on the runtime's loop."""
        screen = await self._page(self._phone.capture_screen())
        self._last_screen = screen
        self._last_obs = screen if self.lazy_observations else screen.pixels()
        return self._last_obs

    @property
    def last_observation(self) -> np.ndarray | Screen | None:
        """The latest observation (read-only; a ``Screen`` under ``lazy_observations``), None
        before the first: what a vector env shows for a sub-env that did not move."""
        return self._last_obs

    def step_refusal(self) -> str | None:
        """Why a step now would be refused, or None: a bare phone can always step (a task env
        refuses before its first reset and after its episode ended). Vector envs ask every
        sub-env before they step any."""
        return None

    # -- gymnasium API ----------------------------------------------------------------------
    # The sync API hands the agent its own writable copy of the screen (TorchRL and in-place
    # preprocessing write into observations); the phone keeps its read-only capture, which it
    # gives again after a step that drew nothing, so what an agent writes never reaches the
    # next observation. The coroutines (``areset``/``astep``, for the vector envs and pools)
    # return the phone's read-only array (a ``Screen`` under ``lazy_observations``, which the
    # vector envs use: they decode it into their batch).
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """A fresh phone, in memory. ``options={"state": snapshot}`` starts from a snapshot instead."""
        obs, info = self._call(self.areset(seed=seed, options=options))
        return np.array(obs), info

    def step(self, action: Any) -> tuple[np.ndarray, SupportsFloat, bool, bool, dict[str, Any]]:
        """Apply one action. Bad input raises ``InvalidActionError`` and changes nothing."""
        obs, reward, terminated, truncated, info = self._call(self.astep(action))
        return np.array(obs), reward, terminated, truncated, info

    async def areset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[np.ndarray | Screen, dict[str, Any]]:
        """``reset`` as a coroutine on the runtime's loop (what the vector env gathers)."""
        await self._ensure_page()
        gym.Env.reset(self, seed=seed)
        options = dict(options or {})
        unknown = set(options) - {"state", "start_app"}
        if unknown:
            raise ValueError(f"unknown reset option(s) {sorted(unknown)}; supported: 'state' (a snapshot) and 'start_app'")
        if options.get("state") is not None:
            digest = await self._page(self._phone.reset(state=options["state"]))
        else:
            page_seed = int(self.np_random.integers(0, 2**31 - 1))
            digest = await self._page(self._phone.reset(seed=page_seed))
            start_app = options.get("start_app", self.start_app)
            if start_app:
                await self._page(self._phone.act(self.check_action(A.awake(start_app))))
                digest = await self._page(self._phone.state_hash())
        self._steps = 0
        self._answer = None
        return await self.aobserve(), {"instruction": self.instruction, "step": 0, "state_hash": digest}

    def check_action(self, action: Any) -> A.Action:
        """``action`` in any form (dict, string, ``Action``) validated for this env: its apps and
        its ``max_text_length``. Raises ``InvalidActionError`` naming the problem and the fix.
        This is the one check an action gets; what steps with its result checks nothing again."""
        return A.validate_action(action, self.app_ids, self.app_labels, max_text_length=self.max_text_length)

    async def astep(self, action: Any) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        """``step`` as a coroutine on the runtime's loop: the action is checked here (``check_action``)."""
        self._check_open()
        return await self.astep_checked(self.check_action(action))

    async def astep_checked(self, act: A.Action) -> tuple[np.ndarray | Screen, SupportsFloat, bool, bool, dict[str, Any]]:
        """``astep`` with an action ``check_action`` returned, not checked again: what a vector
        env calls after it has checked the whole batch (``step_refusal`` included)."""
        obs, info, _ = await self._apply(act, with_state=False)
        if "env_error" in info:
            return obs, 0.0, False, True, info
        return obs, 0.0, act.type in TERMINAL_ACTIONS, False, info

    async def _apply(self, act: A.Action, with_state: bool) -> tuple[np.ndarray | Screen, dict[str, Any], dict[str, Any] | None]:
        """Act, observe. Returns the observation, info and (if asked) the state.

        An infrastructure failure is reported as ``info["env_error"]`` (never as a task failure).
        """
        self._check_open()
        info: dict[str, Any] = {"instruction": self.instruction, "action": str(act)}
        self._steps += 1
        info["step"] = self._steps
        try:
            result = await self._page(self._phone.act(act, with_state=with_state))
            obs = await self.aobserve()
        except (PageError, TimeoutError) as err:
            self._broken = True
            info["env_error"] = f"{type(err).__name__}: {str(err) or f'no answer within {self.call_timeout_s} s'}"
            obs = self._last_obs if self._last_obs is not None else np.zeros(self.observation_space.shape, np.uint8)
            return obs, info, None
        if act.type is A.ActionType.ANSWER:
            self._answer = act.text
        info.update(effect=result["effect"], state_hash=result["hash"], answer=self._answer)
        if result["errors"]:
            info["page_errors"] = result["errors"]
        if act.type is A.ActionType.INFO:
            info["info_reply"] = self.info_reply
        return obs, info, result.get("state")

    def encoded_observation(self) -> tuple[str, bytes] | None:
        """The latest observation as the browser encoded it, ``(format, bytes)`` with format
        ``"jpeg"`` or ``"png"``; ``None`` when it came from no capture (a failed step's stand-in).
        For agents and recorders that send or store the screen: they need not encode it again."""
        if self._last_screen is None or self._last_obs is None:
            return None
        return self._last_screen.format, self._last_screen.data

    def render(self) -> np.ndarray | None:
        if self.render_mode == "rgb_array":
            return None if self._last_obs is None else np.asarray(self._last_obs)
        return None

    def close(self) -> None:
        """Close the page, and its browser if no other env uses it (the Playwright driver with the
        last browser). Every later call raises ``ClosedEnvironmentError``; closing again is a no-op."""
        if getattr(self, "_phone", None) is not None and not self._closed and not self._runtime.closed:
            self._runtime.call(self._aclose(), timeout=CLOSE_TIMEOUT_S * 3)
        self._closed = True
        super().close()

    async def _aclose(self) -> None:
        if self._opened:
            try:
                await asyncio.wait_for(self._phone.close(), CLOSE_TIMEOUT_S)
            except (TimeoutError, PageError):
                pass  # a wedged page is abandoned; its browser ends below or with the runtime
            self._opened = False
        await asyncio.wait_for(self._runtime.end_unused(self._phone.browser_key), CLOSE_TIMEOUT_S * 2)

    # -- privileged access (for judges, tests and tooling; never part of the observation) ----
    def get_state(self) -> dict[str, Any]:
        """The whole phone state ``{os, apps, ui}``."""
        return self._call(self._phone.get_state())

    def patch_state(self, patch: list[dict[str, Any]] | dict[str, Any]) -> str:
        """Apply an RFC 6902 list or a merge dict; returns the new state hash.

        Raises ``StatePatchError`` (a ``ValueError``) naming the bad path; the state is unchanged.
        """
        return self._call(self._phone.patch(patch))

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to restore this exact phone later, here or in another env."""
        return self._call(self._phone.snapshot())

    def restore(self, snapshot: dict[str, Any]) -> np.ndarray:
        """Restore a snapshot in place (mid-episode) and return the new observation."""
        return np.array(self._call(self.arestore(snapshot)))

    async def arestore(self, snapshot: dict[str, Any]) -> np.ndarray | Screen:
        """``restore`` as a coroutine on the runtime's loop (what pools and ``fork`` await)."""
        await self._page(self._phone.restore(snapshot))
        return await self.aobserve()

    def locate(self, text: str | None = None, *, test_id: str | None = None, role: str | None = None, name: str | None = None, nth: int = 0, exact: bool = True) -> tuple[float, float]:
        """Normalised centre of an on-screen target, for scripted agents: ``env.step(click(*env.locate("Wi-Fi")))``.

        ``exact=False`` finds a ``text`` inside a longer one ("Zhejiang" in "Region: Zhejiang").
        """
        target: dict[str, Any] = {"nth": nth, "exact": exact}
        if text is not None:
            target["text"] = text
        if test_id is not None:
            target["testId"] = test_id
        if role is not None:
            target["role"] = role
            if name is not None:
                target["name"] = name
        loc = self._call(self._phone.locate(target))
        return loc["x"], loc["y"]

    def targets(self) -> list[dict[str, Any]]:
        """Every visible element ``locate`` can find, in document order: ``testId``, ``text``,
        ``role``, centre ``x``, ``y`` in 0-1000 and ``box`` in CSS px (``mobilegym targets``)."""
        return self._call(self._phone.targets())

    def screen_info(self) -> dict[str, Any]:
        """Where the phone is: ``foreground`` app, its top ``screen`` and ``overlay``, whether the
        ``shade`` or ``recents`` are open, and the focused field (``keyboard``)."""
        return self._call(self._phone.screen_info())

    def episode_record(self) -> dict[str, Any]:
        """This episode's bookkeeping, picklable. With a snapshot of the phone it forks the
        episode into another env, in this process or another (``load_episode``)."""
        return {"instruction": self.instruction, "steps": self._steps, "answer": self._answer}

    def load_episode(self, record: dict[str, Any]) -> None:
        """Continue the episode of ``episode_record()`` (after restoring its snapshot)."""
        self.instruction, self._steps, self._answer = record["instruction"], record["steps"], record["answer"]

    def installed_apps(self) -> list[dict[str, Any]]:
        """Installed apps: id, label, screens and declared navigation."""
        return self._call(self._phone.apps())

    @property
    def runtime(self) -> Runtime:
        """The runtime (event loop and browsers) this env's page lives on, shared by every env."""
        return self._runtime

    @property
    def phone(self) -> Phone:
        """The underlying async page driver (for async code running on the runtime's loop)."""
        return self._phone

    @property
    def last_screenshot(self) -> bytes:
        """The encoded bytes of the last observation (for saving, and determinism checks)."""
        return self._phone.last_screenshot
