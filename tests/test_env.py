"""``MobileGymEnv`` as Gymnasium sees it: the env checker, spaces, determinism, bad input, network."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from PIL import Image

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.env import MobileGymEnv
from mobilegym_gym.errors import StatePatchError

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def env() -> Iterator[MobileGymEnv]:
    e = gym.make("MobileGym/Phone-v0", capture_size=(360, 800))
    yield e.unwrapped  # type: ignore[misc]
    e.close()


def test_check_env_passes_without_nondeterministic(env: MobileGymEnv) -> None:
    with pytest.warns(UserWarning, match="symmetric and normalized"):  # the 0-1000 coordinate box
        check_env(env, skip_render_check=False)


def test_spaces_and_registration(env: MobileGymEnv) -> None:
    spec = gym.spec("MobileGym/Phone-v0")
    assert spec.max_episode_steps == 200
    assert env.observation_space.shape == (800, 360, 3)
    assert env.action_space["action_type"].n == 17
    assert {"calculator"} <= set(env.app_ids)
    obs, info = env.reset(seed=1)
    assert env.observation_space.contains(obs)
    assert info["instruction"] == "" and info["step"] == 0


def test_envs_of_one_capture_size_have_screen_spaces_of_their_own() -> None:
    """Two envs' screen spaces are equal Boxes that draw apart: sampling one leaves the other's
    draws as they were (their bounds are shared, their random generators are not)."""
    a, b = MobileGymEnv(capture_size=(360, 800), open_page=False), MobileGymEnv(capture_size=(360, 800), open_page=False)
    try:
        assert a.observation_space is not b.observation_space
        assert a.observation_space == b.observation_space == gym.spaces.Box(0, 255, (800, 360, 3), np.uint8)
        a.observation_space.seed(7)
        b.observation_space.seed(7)
        first = a.observation_space.sample()
        a.observation_space.sample()
        assert np.array_equal(b.observation_space.sample(), first)
        assert a.app_ids == list(a.app_labels) and "clock" in a.app_ids and a.app_labels["clock"] == "Clock"
    finally:
        a.close()
        b.close()


def test_every_sampled_action_is_executable(env: MobileGymEnv) -> None:
    env.reset(seed=2)
    env.action_space.seed(2)
    for _ in range(60):
        obs, _, terminated, truncated, info = env.step(env.action_space.sample())
        assert "env_error" not in info and not info.get("page_errors")
        assert env.observation_space.contains(obs)
        if terminated or truncated:
            env.reset()



@pytest.mark.parametrize("env_id", ["MobileGym/Clock_ToggleAlarm-v0", "MobileGym/All-v0"])
def test_an_action_that_changed_nothing_drawn_gives_the_last_capture_and_it_is_exact(env_id: str) -> None:
    """Observations are reused only when the page's document did not change; each one must equal
    a capture taken then (random actions over every app, episodes of every template in between)."""
    env = gym.make(env_id, capture_size=(360, 800)).unwrapped
    phone = env.phone
    captures = 0
    take = phone.screenshot_bytes

    async def counted() -> bytes:
        nonlocal captures
        captures += 1
        return await take()

    phone.screenshot_bytes = counted  # type: ignore[method-assign]
    env.reset(seed=4)
    env.action_space.seed(4)
    steps = 0
    for _ in range(120):
        obs, _, terminated, truncated, _ = env.step(env.action_space.sample())
        steps += 1
        truth = np.asarray(Image.open(io.BytesIO(env._call(take()))).convert("RGB"))
        np.testing.assert_array_equal(obs, truth)
        if terminated or truncated:
            env.reset()
    env.close()
    assert captures < steps * 0.8  # a third or more of random actions draw nothing new


def test_observations_are_the_agents_own_to_write_into() -> None:
    """TorchRL and in-place preprocessing write into observations; what they write must not
    reach the next one, even when a step that drew nothing gives the last capture again."""
    env = gym.make("MobileGym/Phone-v0", capture_size=(72, 160))
    obs, _ = env.reset(seed=0)
    screen, capture = obs.copy(), env.unwrapped.last_screenshot
    assert obs.flags.writeable
    obs[...] = 0
    for _ in range(2):
        again, *_ = env.step(A.noop())
        assert env.unwrapped.last_screenshot is capture  # no new capture: the last one again
        assert again.flags.writeable
        np.testing.assert_array_equal(again, screen)
        again[...] = 255
    env.close()


def test_always_capture_takes_a_screenshot_every_step() -> None:
    env = gym.make("MobileGym/Phone-v0", capture_size=(360, 800), always_capture=True).unwrapped
    env.reset(seed=0)
    shots = [env.last_screenshot]
    for _ in range(3):
        env.step(A.noop())
        shots.append(env.last_screenshot)
    env.close()
    assert len({id(shot) for shot in shots}) == 4  # a new capture each step

SCRIPT = [
    A.awake("Calculator"),
    A.click(150, 625), A.click(387, 625), A.click(855, 625), A.click(387, 722), A.click(855, 913),
    A.click(941, 69), A.long_press(500, 130), A.back(), A.swipe(500, 700, 500, 300), A.back(),
    A.swipe(500, 5, 500, 600), A.click(250, 200), A.click(750, 200), A.drag(100, 400, 900, 400), A.back(),
    A.home(), A.swipe(900, 500, 100, 500), A.recent(), A.click(300, 500), A.wait(60_000),
    A.double_tap(600, 700), A.type_text("你好 👋"), A.enter(), A.answer("42"), A.info("which?"),
    A.noop(), A.recent(), A.back(), A.home(),
]


def _play(env: MobileGymEnv, seed: int) -> list[tuple[str, bytes]]:
    _, info = env.reset(seed=seed)
    trace = [(info["state_hash"], env.last_screenshot)]
    for action in SCRIPT:
        _, _, _, _, info = env.step(action)
        trace.append((info["state_hash"], env.last_screenshot))
    return trace


def test_same_seed_same_actions_same_state_and_pixels() -> None:
    assert len(SCRIPT) == 30
    a, b = MobileGymEnv(capture_size=(360, 800)), MobileGymEnv(capture_size=(360, 800))
    try:
        first = _play(a, seed=7)
        second = _play(b, seed=7)
        assert a.get_state() == b.get_state()
        for step, (x, y) in enumerate(zip(first, second)):
            assert x[0] == y[0], f"state differs at step {step}"
            assert x[1] == y[1], f"screenshot bytes differ at step {step}"
        # The same page, reset five times, replays the same trace.
        for _ in range(5):
            assert _play(a, seed=7) == first
    finally:
        a.close()
        b.close()


# An alarm that rings at 09:02, then is snoozed; an SMS and a WeChat message scheduled by a set-up.
EVENTS_SETUP = [
    {"op": "replace", "path": "/apps/clock/alarms/4/enabled", "value": True},
    {"op": "replace", "path": "/apps/clock/alarms/4/hour", "value": 9},
    {"op": "replace", "path": "/apps/clock/alarms/4/minute", "value": 2},
    {"op": "add", "path": "/os/events/-", "value": {"id": "s1", "at": 0, "app": "sms", "kind": "incoming", "data": {"from": "95588", "text": "Card ending 1234: CNY 88.00 spent"}}},
    {"op": "add", "path": "/os/events/-", "value": {"id": "s2", "at": 0, "app": "wechat", "kind": "message", "data": {"chat": "mom", "text": "Call me back"}}},
]
EVENTS_SCRIPT: list[object] = [  # a test id: tap it where it is on screen
    A.awake("Notes"), A.wait(30_000), A.wait(60_000), A.click(500, 650), A.wait(45_000), A.swipe(500, 5, 500, 600),
    A.back(), "clock-ring-snooze", A.swipe(500, 5, 500, 600), A.wait(10_000), A.back(),
    *[A.wait(60_000)] * 10, "clock-ring-dismiss", A.awake("Clock"), A.wait(60_000),
]


def _play_events(env: MobileGymEnv, seed: int) -> list[tuple[str, bytes]]:
    env.reset(seed=seed)
    now = env.get_state()["os"]["clock"]["now"]
    setup = [dict(op, value={**op["value"], "at": now + 20_000 * (i + 1)}) if op["path"] == "/os/events/-" else op for i, op in enumerate(EVENTS_SETUP)]
    env.patch_state(setup)
    trace = []
    for step in EVENTS_SCRIPT:
        action = A.click(*env.locate(test_id=step)) if isinstance(step, str) else step
        _, _, _, _, info = env.step(action)
        trace.append((info["state_hash"], env.last_screenshot))
    return trace


def test_same_seed_same_actions_same_states_and_pixels_with_events_firing() -> None:
    a, b = MobileGymEnv(capture_size=(360, 800)), MobileGymEnv(capture_size=(360, 800))
    try:
        first = _play_events(a, seed=5)
        s = a.get_state()
        assert len(s["os"]["notifications"]) == 2 and s["os"]["events"] == []  # the messages came
        # Rang (the script tapped Snooze on it), rang again, dismissed: a one-time alarm that deletes itself.
        assert s["ui"]["fullScreen"] is None and s["apps"]["clock"]["snoozes"] == [] and "a5" not in [x["id"] for x in s["apps"]["clock"]["alarms"]]
        assert any(m["text"] == "Call me back" for c in s["apps"]["wechat"]["chats"] for m in c["messages"])
        second = _play_events(b, seed=5)
        assert a.get_state() == b.get_state()
        for step, (x, y) in enumerate(zip(first, second)):
            assert x[0] == y[0], f"state differs at step {step}"
            assert x[1] == y[1], f"screenshot bytes differ at step {step}"
        assert _play_events(a, seed=5) == first  # the same page again, after a reset
    finally:
        a.close()
        b.close()


def test_a_screen_drawn_after_another_past_gives_the_same_bytes() -> None:
    """The pixels of a state do not depend on what the page drew before: a page that toggled
    alarms, then reset, captures the Clock screen as a new page does (with Chromium's partial
    raster, the cards' rounded corners came out up to 3 levels apart: browser/chromium.py). Both
    capture anew (``always_capture``: no capture reused across phones, sim/captures.py)."""
    fresh, used = (gym.make("MobileGym/Clock_ToggleAlarm-v0", capture_size=(360, 800), always_capture=True) for _ in range(2))
    try:
        used.reset(seed=113)
        for y in (300, 430, 560, 690):  # the alarms' switches
            used.step(A.click(880, y))
        for seed in (13, 14):
            fresh.reset(seed=seed)
            used.reset(seed=seed)
            assert fresh.unwrapped.last_screenshot == used.unwrapped.last_screenshot, f"seed {seed}"  # type: ignore[attr-defined]
    finally:
        fresh.close()
        used.close()


def test_snapshot_restore_in_another_env_gives_the_same_screen(env: MobileGymEnv) -> None:
    env.reset(seed=3)
    for action in SCRIPT[:10]:
        env.step(action)
    snap = env.snapshot()
    other = MobileGymEnv(capture_size=(360, 800))
    try:
        other.reset(options={"state": snap})
        assert other.get_state() == snap
        obs_a = env.restore(snap)
        np.testing.assert_array_equal(obs_a, other.render() if other.render_mode else other.last_observation)
    finally:
        other.close()


def test_a_snapshot_keeps_key_order_and_its_hash_in_another_env(env: MobileGymEnv) -> None:
    """Snapshots cross as changes against the fresh phone, both ways; a record whose keys are in
    another order than the fresh phone's must keep that order, which the state hash reads."""
    env.reset(seed=3)
    snap = env.snapshot()
    settings = snap["os"]["settings"]
    snap["os"]["settings"] = {k: settings[k] for k in [*list(settings)[1:], next(iter(settings))]}
    order = list(snap["os"]["settings"])
    other = MobileGymEnv(capture_size=(360, 800))
    try:
        _, info = other.reset(options={"state": snap})
        assert list(other.get_state()["os"]["settings"]) == order
        again = other.snapshot()
        assert again == snap and list(again["os"]["settings"]) == order
        assert env._call(env.phone.state_hash()) != info["state_hash"]  # the order is content
        env.restore(again)
        assert env._call(env.phone.state_hash()) == info["state_hash"]
        again["os"]["settings"]["wifi"] = not again["os"]["settings"]["wifi"]  # the caller's own document
        assert other.snapshot() == snap
    finally:
        other.close()


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"action_type": 0, "point": [1200, 5]}, r"0 <= x, y <= 1000"),
        ({"action_type": 42}, r"unknown action_type 42; use an int 0..16 or a name: CLICK"),
        ({"action_type": A.ActionType.TYPE, "text": 5}, r"text"),
        ("AWAKE(NoSuchApp)", r"calculator"),
        ("CLIK(1, 2)", r"did you mean 'CLICK'"),
    ],
)
def test_bad_actions_raise_and_change_nothing(env: MobileGymEnv, action: object, message: str) -> None:
    env.reset(seed=4)
    before = env.get_state()
    with pytest.raises(ValueError, match=message):
        env.step(action)
    assert env.get_state() == before


def test_bad_state_patch_raises_and_changes_nothing(env: MobileGymEnv) -> None:
    env.reset(seed=5)
    before = env.get_state()
    with pytest.raises(StatePatchError, match="unknown path /apps/calculator/histroy"):
        env.patch_state([{"op": "add", "path": "/apps/calculator/histroy", "value": []}])
    with pytest.raises(ValueError, match="unknown reset option"):
        env.reset(options={"stat": before})
    assert env.get_state() == before



def test_a_simulator_built_from_other_sources_is_refused_with_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    from mobilegym_gym.errors import WebSimNotBuiltError
    from mobilegym_gym.sim import phone

    built = phone.CONTROL_API_VERSION
    monkeypatch.setattr(phone, "CONTROL_API_VERSION", 99)
    with pytest.raises(WebSimNotBuiltError, match=rf"speaks control API v{built}, this library v99: rebuild it with `cd web_sim && npm run build`"):
        MobileGymEnv(capture_size=(360, 800))

def test_no_request_leaves_the_machine(env: MobileGymEnv) -> None:
    env.reset(seed=6)
    page = env.phone.page
    outcome = env._call(
        page.evaluate(
            """async () => {
                const tries = ["https://example.com/", "http://127.0.0.1:9/x", "https://fonts.googleapis.com/css"];
                const out = [];
                for (const url of tries) {
                    try { await fetch(url, {mode: "no-cors"}); out.push("loaded"); } catch (e) { out.push("blocked"); }
                }
                const img = new Image(); img.src = "https://cdn.example.org/pixel.png";
                await new Promise((r) => { img.onerror = r; img.onload = r; });
                return out;
            }"""
        )
    )
    assert outcome == ["blocked", "blocked", "blocked"]
    blocked = env.phone.blocked_requests
    for url in ("https://example.com/", "http://127.0.0.1:9/x", "https://fonts.googleapis.com/css", "https://cdn.example.org/pixel.png"):
        assert url in blocked


def test_no_fixed_sleeps_in_the_step_path() -> None:
    """The step path waits on the page's own settle signal, never on a timer."""
    sleeps = r"\b(?:time|asyncio)\.sleep\([^)]*\)|wait_for_timeout\("
    # The waits on a timer, each outside any healthy step: a model endpoint's retry backoff (429,
    # 5xx); a launcher polling a server process it started until /health answers; a Ray node
    # actor polled while Ray restarts it after it died (only the dead node's phones wait).
    package = ROOT / "src" / "mobilegym_gym"
    allowed = {
        package / "agents" / "vlm.py": ["asyncio.sleep(_backoff(attempt, asked)"],
        package / "serve" / "openenv.py": ["time.sleep(0.2)"],
        package / "cluster" / "nodes.py": ["time.sleep(0.5)"],
    }
    for path, waits in allowed.items():
        assert re.findall(sleeps, path.read_text()) == waits, path
    python = "\n".join(p.read_text() for p in package.rglob("*.py") if p not in allowed)
    assert not re.search(sleeps, python)
    timers = r"\bset(Timeout|Interval)\(|requestAnimationFrame\("
    # The one timer: a garbage collection deferred past an act's or a reset's answer, which nothing waits for.
    garbage = ROOT / "web_sim" / "src" / "control" / "garbage.ts"
    assert re.findall(r"\bset(?:Timeout|Interval)\([^)]*\)|requestAnimationFrame\(", garbage.read_text()) == ["setTimeout(collect, 0, reduce)"]
    web = "\n".join(p.read_text() for p in (ROOT / "web_sim" / "src").rglob("*.ts*") if p != garbage)
    assert not re.search(timers, web)


def test_each_capture_size_is_drawn_natively_by_its_own_browser(env: MobileGymEnv) -> None:
    """A browser draws at one device scale factor, so phones of another capture size get their
    own browser, and every observation is drawn at its size (not scaled from another one)."""
    big = MobileGymEnv(capture_size=(1080, 2400), image_format="png")
    try:
        obs, _ = big.reset(seed=0)
        small, _ = env.reset(seed=0)
        assert obs.shape == (2400, 1080, 3) and small.shape == (800, 360, 3)
        assert big.phone.browser_key != env.phone.browser_key
        assert big.phone.page.context.browser is not env.phone.page.context.browser
        # The captured image itself has the capture size (no resize after the screenshot).
        assert Image.open(io.BytesIO(big.phone.last_screenshot)).size == (1080, 2400)
    finally:
        big.close()
