"""Shared set-up: one runtime (and browser) per test session, a fresh phone per test, envs that
close themselves, and the few moves tests make through an env (tap a testId, read the page, judge
a hand-made state). docs/authoring-apps.md ("Testing") says which to use when."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import gymnasium as gym
import pytest
from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.registration import gym_id
from mobilegym_gym.sim.phone import Phone
from mobilegym_gym.tasks.env import TaskEnv

#: The capture size every env of the suite is made with unless a test asks for another: the
#: phone's own 360x800, so that locate() and the screenshot agree pixel for pixel.
CAPTURE = (360, 800)
#: How many times ``locate(..., scroll=True)`` drags the screen up looking for its target.
SCROLLS = 12


class PhoneDriver:
    """Sync helper over a Phone for tests: act, locate-and-tap, read state."""

    def __init__(self, runtime: Runtime, phone: Phone) -> None:
        self.runtime = runtime
        self.phone = phone

    def call(self, coro: Any) -> Any:
        return self.runtime.call(coro, timeout=60)

    def act(self, **action: Any) -> dict[str, Any]:
        return self.call(self.phone.act(action))

    def tap(self, **target: Any) -> dict[str, Any]:
        """Tap the centre of a target: testId=..., text=..., or role=... (+ name=...)."""
        loc = self.call(self.phone.locate(target))
        return self.act(type="CLICK", x=loc["x"], y=loc["y"])

    def long_press(self, **target: Any) -> dict[str, Any]:
        loc = self.call(self.phone.locate(target))
        return self.act(type="LONG_PRESS", x=loc["x"], y=loc["y"], duration_ms=800)

    def type(self, text: str, clear: bool = False) -> dict[str, Any]:
        return self.act(type="TYPE", text=text, clear=clear)

    def open(self, app: str) -> dict[str, Any]:
        return self.act(type="AWAKE", app=app)

    def wait(self, ms: int) -> dict[str, Any]:
        """Let ``ms`` of simulated time pass: WAITs of at most ``MAX_DURATION_MS`` each (the page
        refuses longer ones), which move the clock as one WAIT of ``ms`` would."""
        while ms > A.MAX_DURATION_MS:
            self.act(type="WAIT", duration_ms=A.MAX_DURATION_MS)
            ms -= A.MAX_DURATION_MS
        return self.act(type="WAIT", duration_ms=ms)

    def state(self) -> dict[str, Any]:
        return self.call(self.phone.get_state())

    def app_state(self, app_id: str) -> dict[str, Any]:
        """One app's part of the state (``state()["apps"][app_id]``)."""
        return self.state()["apps"][app_id]

    def visible(self, **target: Any) -> bool:
        try:
            self.call(self.phone.locate(target))
            return True
        except Exception:  # noqa: BLE001 - not found is the answer
            return False

    def evaluate(self, js: str, arg: Any = None) -> Any:
        """Evaluate ``js`` (an expression, or a function of ``arg``) in the page: what a test reads
        from the DOM that the state does not hold."""
        return self.call(self.phone.page.evaluate(js, arg))

    def text(self, test_id: str) -> str:
        """The text drawn in the element with this testId, whitespace runs as one space and
        trimmed ("" when there is no such element)."""
        js = "id => document.querySelector(`[data-testid=\"${id}\"]`)?.textContent.replace(/\\s+/g, ' ').trim() ?? ''"
        return str(self.evaluate(js, test_id))

    def screen(self) -> dict[str, Any]:
        return self.call(self.phone.screen_info())

    def screenshot(self, path: str) -> None:
        self.call(self.phone.screenshot_bytes())
        with open(path, "wb") as f:
            f.write(self.phone.last_screenshot)


@pytest.fixture(scope="session")
def runtime() -> Iterator[Runtime]:
    rt = Runtime()
    yield rt
    rt.close()


@pytest.fixture(scope="session")
def _shared_phone(runtime: Runtime) -> Iterator[Phone]:
    phone = Phone(runtime, capture=CAPTURE)
    runtime.call(phone.open(), timeout=60)
    yield phone
    runtime.call(phone.close(), timeout=30)


@pytest.fixture
def phone(runtime: Runtime, _shared_phone: Phone) -> PhoneDriver:
    """A fresh phone (in-memory reset of a shared page) with a sync driver."""
    runtime.call(_shared_phone.reset(seed=0), timeout=30)
    return PhoneDriver(runtime, _shared_phone)


@pytest.fixture
def app_phone(phone: PhoneDriver, request: pytest.FixtureRequest) -> PhoneDriver:
    """A fresh phone with one app open: the app named by the test's or its module's marker,
    ``pytestmark = pytest.mark.app("notes")``; for test modules of one app whose tests start in it."""
    marker = request.node.get_closest_marker("app")
    if marker is None or len(marker.args) != 1:
        raise pytest.UsageError(f"{request.node.nodeid}: app_phone opens the app of a marker: mark the test or its module with @pytest.mark.app(\"<app id>\")")
    phone.open(marker.args[0])
    return phone


#: The factory fixtures' types, for the tests' signatures.
MakeEnv = Callable[..., gym.Env[Any, Any]]
MakeTaskEnv = Callable[..., TaskEnv]
ModuleTaskEnv = Callable[[str], TaskEnv]


def _gym_id(name: str) -> str:
    return name if name.startswith("MobileGym") else gym_id(name)


@pytest.fixture
def make_env() -> Iterator[MakeEnv]:
    """``make_env(id, **kwargs)``: ``gym.make`` of a task id (``notes.DeleteTodo``) or a gym id
    (``MobileGym/Phone-v0``), wrapped as a user gets it; every env made is closed after the test."""
    made: list[gym.Env[Any, Any]] = []

    def make(name: str, **kwargs: Any) -> gym.Env[Any, Any]:
        made.append(gym.make(_gym_id(name), **kwargs))
        return made[-1]

    yield make
    for env in made:
        env.close()


@pytest.fixture
def make_task_env() -> Iterator[MakeTaskEnv]:
    """``make_task_env(task_id, **kwargs)``: a bare TaskEnv of one template at the phone's own
    capture size (no gym wrappers: the judge and the task are its attributes); closed after the test."""
    made: list[TaskEnv] = []

    def make(task_id: str, **kwargs: Any) -> TaskEnv:
        made.append(TaskEnv(task_id=task_id, **{"capture_size": CAPTURE, **kwargs}))
        return made[-1]

    yield make
    for env in made:
        env.close()


@pytest.fixture(scope="module")
def module_task_env() -> Iterator[ModuleTaskEnv]:
    """``module_task_env(task_id)``: one bare TaskEnv per template for the whole test module, made
    on first use and reset by each test: a page per test would double the time of a module of
    judge tests that each play a few steps; closed when the module is done."""
    made: dict[str, TaskEnv] = {}

    def get(task_id: str) -> TaskEnv:
        if task_id not in made:
            made[task_id] = TaskEnv(task_id=task_id, capture_size=CAPTURE)
        return made[task_id]

    yield get
    for env in made.values():
        env.close()


@pytest.fixture(scope="module")
def task_env() -> Iterator[TaskEnv]:
    """One bare TaskEnv over every template (split "all") for the whole test module: each test
    picks its template with ``reset(options={"task_id": ...})``, on one page."""
    env = TaskEnv(split="all", capture_size=CAPTURE)
    yield env
    env.close()


def locate(env: gym.Env[Any, Any], test_id: str, *, scroll: bool = False) -> tuple[float, float]:
    """The centre of the element with this testId on the env's screen; with ``scroll``, drag the
    screen up (at most ``SCROLLS`` times) until the element is on it."""
    for _ in range(SCROLLS if scroll else 0):
        if visible(env, test_id):
            break
        env.step(A.drag(500, 750, 500, 400))
    return env.unwrapped.locate(test_id=test_id)  # type: ignore[attr-defined]


def tap(env: gym.Env[Any, Any], test_id: str, *, scroll: bool = False) -> dict[str, Any]:
    """Tap the element with this testId through ``env.step`` (``scroll``: see ``locate``); the
    step's info."""
    return env.step(A.click(*locate(env, test_id, scroll=scroll)))[4]


def visible(env: gym.Env[Any, Any], test_id: str) -> bool:
    """Whether the element with this testId is on the env's screen."""
    try:
        env.unwrapped.locate(test_id=test_id)  # type: ignore[attr-defined]
        return True
    except Exception:  # noqa: BLE001 - not found is the answer
        return False


def play_steps(env: gym.Env[Any, Any], steps: list[tuple[str, str]]) -> dict[str, Any]:
    """Play ``(kind, arg)`` steps (tap a testId, type a text, or BACK), then COMPLETE: the info
    with the verdict."""
    for kind, arg in steps:
        if kind == "tap":
            tap(env, arg)
        else:
            env.step(A.type_text(arg) if kind == "type" else A.back())
    return env.step(A.complete())[4]


def verdict_after(env: gym.Env[Any, Any], ops: list[dict[str, Any]]) -> dict[str, Any]:
    """The judge's verdict on a hand-made state: ``ops`` (JSON Patch) applied to the phone, then one
    NOOP step; its info."""
    env.unwrapped.patch_state(ops)  # type: ignore[attr-defined]
    return env.step(A.noop())[4]


async def crash_page(page: Page) -> None:
    """Kill ``page``'s renderer process with a real CDP ``Page.crash`` (the call dies with it)."""
    cdp = await page.context.new_cdp_session(page)
    try:
        await asyncio.wait_for(cdp.send("Page.crash"), 2)
    except (TimeoutError, PlaywrightError):
        pass


def page_eval(env: gym.Env[Any, Any], js: str, arg: Any = None) -> Any:
    """Evaluate ``js`` (an expression, or a function of ``arg``) in the env's page: what a test
    reads from the DOM that the state does not hold (drawn text, attributes)."""
    phone: Phone = env.unwrapped.phone  # type: ignore[attr-defined]
    return phone.runtime.call(phone.page.evaluate(js, arg), timeout=60)


def answered_in(task: str, seed: int, forms: Callable[[str, Any], str]) -> dict[str, Any]:
    """A template's reference solution played through the GUI, with each answer typed into the
    AnswerSheet as ``forms(field id, expected value)`` instead of the template's own value (an
    answer in the form an app shows it); the info after the last step."""
    env = gym.make(gym_id(task))
    try:
        obs, info = env.reset(seed=seed)
        task_env = env.unwrapped
        assert isinstance(task_env, TaskEnv) and task_env.task is not None  # reset drew an instance
        typed = {str(v): forms(k, v) for k, v in task_env.task.expected_answers.items()}
        agent = OracleAgent()
        agent.reset(task_env, obs, info)
        while (action := agent.act(obs, info))["action_type"] is not A.ActionType.COMPLETE:
            if action["action_type"] is A.ActionType.TYPE and action["text"] in typed:
                action = A.type_text(typed[action["text"]], clear=True)
            obs, _, _, _, info = env.step(action)
        return info
    finally:
        env.close()
