"""The RL wrappers (``mobilegym_gym.wrappers``) on a real phone: Gymnasium's env checker, what an
index or an array does on the screen, and bad input refused before anything changes."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.wrappers import GrayscaleObservation

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.wrappers import DEFAULT_EXTRAS, ContinuousActions, TapGridActions

pytestmark = pytest.mark.browser

TASK = "MobileGym/Clock_ToggleAlarm-v0"
SMALL = (72, 160)  # the page drawn at a fifth of its width: what a CNN policy takes
#: The one warning ``check_env`` gives for any wrapper: it recommends checking ``env.unwrapped``
#: (ours has the Dict space a wrapper exists to replace).
WRAPPED_NOTICE = "is different from the unwrapped version"


@pytest.fixture(scope="module")
def gym_task_env() -> Iterator[gym.Env[Any, Any]]:
    env = gym.make(TASK, capture_size=SMALL)
    yield env
    env.close()


def _warnings_of(check: Callable[[], None]) -> list[str]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check()
    return [str(w.message) for w in caught]


@pytest.mark.parametrize(
    "wrap",
    [
        pytest.param(lambda e: TapGridActions(e), id="tap-grid"),
        pytest.param(lambda e: TapGridActions(e, rows=4, cols=3, extra=("BACK", 'AWAKE("Clock")'), texts=("07:45",)), id="tap-grid-custom"),
        pytest.param(lambda e: ContinuousActions(e), id="continuous-argmax"),
        pytest.param(lambda e: ContinuousActions(e, types=("CLICK", "LONG_PRESS", "DRAG", "BACK", "NOOP"), select="index"), id="continuous-index"),
        pytest.param(lambda e: GrayscaleObservation(TapGridActions(e), keep_dim=True), id="grayscale-tap-grid"),
    ],
)
def test_every_wrapper_passes_the_env_checker_without_warnings(gym_task_env: gym.Env[Any, Any], wrap: Callable[[gym.Env[Any, Any]], gym.Env[Any, Any]]) -> None:
    wrapped = wrap(gym_task_env)
    found = _warnings_of(lambda: check_env(wrapped))
    assert [w for w in found if WRAPPED_NOTICE not in w] == []


def test_the_0_1000_boxes_are_what_check_env_warns_about(gym_task_env: gym.Env[Any, Any]) -> None:
    """The env's own Dict space and the screen-scale Box keep the paper's 0-1000 coordinates."""
    assert any("symmetric and normalized" in w for w in _warnings_of(lambda: check_env(gym_task_env.unwrapped)))
    env = ContinuousActions(gym_task_env, scale="screen")
    assert env.action_space.low.min() == 0 and env.action_space.high.max() == 1000
    assert any("symmetric and normalized" in w for w in _warnings_of(lambda: check_env(env)))


def _alarm_switch(env: gym.Env[Any, Any], seed: int) -> tuple[dict[str, Any], tuple[float, float]]:
    _, info = env.reset(seed=seed)
    alarm_id = info["params"]["alarm"]["id"]
    return info, env.unwrapped.locate(test_id=f"clock-alarm-switch-{alarm_id}")


def test_a_grid_index_taps_its_cell_centre_and_extras_follow(gym_task_env: gym.Env[Any, Any]) -> None:
    env = TapGridActions(gym_task_env, texts=("07:45",))
    assert env.action_space == gym.spaces.Discrete(50 + len(DEFAULT_EXTRAS) + 1)
    assert env.labels[0] == "CLICK(100, 50)" and env.labels[49] == "CLICK(900, 950)"
    assert env.labels[50:] == ("BACK()", "HOME()", "SWIPE(500, 750, 500, 250, 300)", "SWIPE(500, 250, 500, 750, 300)", "SWIPE(850, 500, 150, 500, 300)", "SWIPE(150, 500, 850, 500, 300)", "COMPLETE()", 'TYPE("07:45")')
    _, (x, y) = _alarm_switch(env, seed=0)
    cell = int(y // 100) * 5 + int(x // 200)  # the cell that holds the switch
    obs, _, _, _, info = env.step(np.int64(cell))
    assert info["action"] == f"CLICK({int(x // 200) * 200 + 100}, {int(y // 100) * 100 + 50})"
    assert info["effect"].startswith("clock-alarm-switch") and info["goals_met"]
    assert obs.shape == (160, 72, 3)
    _, reward, terminated, _, info = env.step(env.labels.index("COMPLETE()"))
    assert terminated and reward == 1.0 and info["outcome"]["success"]


@pytest.mark.parametrize("bad", [-1, 57, 2.0, "3", True, np.array([1, 2]), None])
def test_a_grid_step_with_anything_but_an_index_raises_and_changes_nothing(gym_task_env: gym.Env[Any, Any], bad: object) -> None:
    env = TapGridActions(gym_task_env)
    _, info = env.reset(seed=1)
    before = gym_task_env.unwrapped.get_state()
    with pytest.raises(A.InvalidActionError, match=r"TapGridActions takes an action index, an int 0\.\.56"):
        env.step(bad)
    assert gym_task_env.unwrapped.get_state() == before
    assert env.step(0)[4]["step"] == 1  # the refused step did not count


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"rows": 0}, ValueError, "rows must be a positive int"),
        ({"cols": 2.5}, ValueError, "cols must be a positive int"),
        ({"extra": ("BACK", "FLY")}, A.InvalidActionError, r"extra\[1\] 'FLY': could not parse action"),
        ({"extra": ('AWAKE("Fax")',)}, A.InvalidActionError, r"extra\[0\].*'Fax' is not an installed app"),
        ({"texts": ("x" * 300,)}, A.InvalidActionError, r"texts\[0\].*at most 256"),
        ({"texts": "hello"}, TypeError, r"texts=\('hello',\)"),
    ],
)
def test_a_bad_grid_is_refused_when_the_wrapper_is_made(gym_task_env: gym.Env[Any, Any], kwargs: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        TapGridActions(gym_task_env, **kwargs)


def test_the_wrappers_refuse_an_env_that_is_not_a_phone() -> None:
    env = gym.make("CartPole-v1")
    for wrapper in (TapGridActions, ContinuousActions):
        with pytest.raises(TypeError, match="wraps a MobileGym env"):
            wrapper(env)
    env.close()


def _unit(v: float) -> float:
    return v / 500.0 - 1.0


def test_continuous_argmax_taps_where_the_point_says(gym_task_env: gym.Env[Any, Any]) -> None:
    env = ContinuousActions(gym_task_env)
    assert env.layout == ("score CLICK", "score SWIPE", "score BACK", "score HOME", "score COMPLETE", "x", "y", "x2", "y2")
    assert env.action_space == gym.spaces.Box(-1.0, 1.0, (9,), np.float32)
    _, (x, y) = _alarm_switch(env, seed=0)
    click = np.array([0.9, 0.2, -0.3, 0.0, 0.5, _unit(x), _unit(y), -1.0, 1.0], np.float32)
    _, _, _, _, info = env.step(click)
    assert info["effect"].startswith("clock-alarm-switch") and info["goals_met"]
    swipe = np.array([-1, 1, -1, -1, -1, 0.0, 0.5, 0.0, -0.5], np.float32)
    assert str(env.action(swipe)) == "SWIPE(500, 750, 500, 250, 300)"
    assert str(env.action(np.array([0, 0, 1, 0, 0, 0, 0, 0, 0], np.float32))) == "BACK()"


def test_continuous_index_and_screen_scale(gym_task_env: gym.Env[Any, Any]) -> None:
    env = ContinuousActions(gym_task_env, types=("CLICK", "SWIPE", "BACK", "HOME"), select="index", scale="screen")
    assert env.layout == ("type", "x", "y", "x2", "y2")
    bins = [str(env.action([v, 250, 400, 750, 600]).type.name) for v in (0, 249.9, 250, 500, 999, 1000)]
    assert bins == ["CLICK", "CLICK", "SWIPE", "BACK", "HOME", "HOME"]
    assert str(env.action([100, 250, 400, 750, 600])) == "CLICK(250, 400)"
    assert str(env.action([300, 250, 400, 750, 600])) == "SWIPE(250, 400, 750, 600, 300)"


@pytest.mark.parametrize("bad", [np.zeros(8, np.float32), np.full(9, 1.01, np.float32), np.array([0, 0, 0, 0, 0, np.nan, 0, 0, 0]), "CLICK(1, 2)", None])
def test_a_continuous_step_outside_the_box_raises_and_changes_nothing(gym_task_env: gym.Env[Any, Any], bad: object) -> None:
    env = ContinuousActions(gym_task_env)
    env.reset(seed=1)
    before = gym_task_env.unwrapped.get_state()
    with pytest.raises(A.InvalidActionError, match=r"ContinuousActions takes a float array of shape \(9,\) in \[-1, 1\].*clip"):
        env.step(bad)
    assert gym_task_env.unwrapped.get_state() == before


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"types": ("CLICK", "TYPE")}, "cannot give TYPE: it needs a text"),
        ({"types": ("AWAKE",)}, "cannot give AWAKE"),
        ({"types": ("CLICK", "FLY")}, "unknown action type 'FLY'"),
        ({"types": ("CLICK", "click")}, "has a type twice"),
        ({"types": ()}, "non-empty sequence"),
        ({"select": "softmax"}, "select must be 'argmax'"),
        ({"scale": "pixels"}, "scale must be 'unit'"),
    ],
)
def test_a_bad_continuous_layout_is_refused_when_the_wrapper_is_made(gym_task_env: gym.Env[Any, Any], kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ContinuousActions(gym_task_env, **kwargs)


def test_a_small_capture_and_grayscale_give_a_small_image(gym_task_env: gym.Env[Any, Any]) -> None:
    env = GrayscaleObservation(TapGridActions(gym_task_env), keep_dim=True)
    obs, _ = env.reset(seed=0)
    assert env.observation_space.shape == obs.shape == (160, 72, 1) and obs.dtype == np.uint8
    assert obs.std() > 5  # a drawn screen, not a blank
