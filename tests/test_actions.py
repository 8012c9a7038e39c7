"""Behaviour tests for mobilegym_gym.actions: helpers, space, validation and the string form."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mobilegym_gym.actions import (
    Action,
    ActionType,
    InvalidActionError,
    abort,
    answer,
    awake,
    back,
    click,
    complete,
    double_tap,
    drag,
    enter,
    home,
    info,
    long_press,
    make_action_space,
    noop,
    parse_action,
    recent,
    swipe,
    type_text,
    validate_action,
    wait,
)

APPS = ["com.android.settings", "com.google.maps", "notes"]
LABELS = {"com.android.settings": "Settings", "com.google.maps": "Google Maps"}

HELPER_CALLS: dict[ActionType, dict[str, Any]] = {
    ActionType.CLICK: click(500, 300),
    ActionType.DOUBLE_TAP: double_tap(0, 1000),
    ActionType.LONG_PRESS: long_press(12.5, 999.25, 1200),
    ActionType.TYPE: type_text('say "hi"\n你好 😀', clear=True),
    ActionType.SWIPE: swipe(500, 800, 500, 200),
    ActionType.DRAG: drag(100, 100, 900, 900, duration_ms=1500),
    ActionType.BACK: back(),
    ActionType.HOME: home(),
    ActionType.RECENT: recent(),
    ActionType.ENTER: enter(),
    ActionType.WAIT: wait(2000),
    ActionType.AWAKE: awake("google maps"),
    ActionType.ANSWER: answer("42"),
    ActionType.COMPLETE: complete(),
    ActionType.ABORT: abort(),
    ActionType.INFO: info("which one?"),
    ActionType.NOOP: noop(),
}


def check(action: Any) -> Action:
    return validate_action(action, APPS, LABELS)


def test_action_type_members_and_values() -> None:
    names = "CLICK DOUBLE_TAP LONG_PRESS TYPE SWIPE DRAG BACK HOME RECENT ENTER WAIT AWAKE ANSWER COMPLETE ABORT INFO NOOP"
    assert [(t.name, t.value) for t in ActionType] == [(n, i) for i, n in enumerate(names.split())]


def test_there_is_a_helper_per_action_type() -> None:
    assert set(HELPER_CALLS) == set(ActionType)
    assert all(step["action_type"] is kind for kind, step in HELPER_CALLS.items())


@pytest.mark.parametrize("kind", list(ActionType), ids=lambda t: t.name)
def test_every_type_round_trips_dict_action_string(kind: ActionType) -> None:
    action = check(HELPER_CALLS[kind])
    assert action.type is kind
    assert parse_action(str(action), APPS, LABELS) == action
    assert check(str(action)) == action
    assert check(action) == action
    assert json.loads(json.dumps(action.to_dict())) == action.to_dict()


def test_resolved_fields_and_defaults() -> None:
    assert check(click(500, 300)) == Action(ActionType.CLICK, point=(500.0, 300.0))
    assert check(long_press(1, 2)).duration_ms == 800
    assert check({"action_type": ActionType.LONG_PRESS, "point": [1, 2], "duration": 0}).duration_ms == 800
    assert check(swipe(1, 2, 3, 4)).duration_ms == 300
    assert check(swipe(1, 2, 3, 4, duration_ms=10)).duration_ms == 50  # clamped for the velocity
    assert check(drag(1, 2, 3, 4)).duration_ms == 1000
    assert check({"action_type": "wait"}).duration_ms == 1000
    assert check(awake("SETTINGS")).app == "com.android.settings"
    assert check({"action_type": ActionType.AWAKE, "app": np.int64(2)}).app == "notes"
    assert check({"action_type": ActionType.TYPE, "text": "x"}).clear is False


def test_to_dict_keys() -> None:
    assert check(click(500, 300)).to_dict() == {"type": "CLICK", "x": 500.0, "y": 300.0}
    assert check(swipe(1, 2, 3, 4, 400)).to_dict() == {
        "type": "SWIPE", "x": 1.0, "y": 2.0, "x2": 3.0, "y2": 4.0, "duration_ms": 400
    }
    assert check(type_text("hi")).to_dict() == {"type": "TYPE", "text": "hi", "clear": False}
    assert check(wait()).to_dict() == {"type": "WAIT", "duration_ms": 1000}
    assert check(awake("notes")).to_dict() == {"type": "AWAKE", "app": "notes"}
    assert check(back()).to_dict() == {"type": "BACK"}


def test_minimal_dicts_need_only_their_keys() -> None:
    assert check({"action_type": ActionType.BACK}).type is ActionType.BACK
    assert check({"action_type": 0, "point": [500, 300]}) == Action(ActionType.CLICK, point=(500.0, 300.0))


def test_numpy_inputs_accepted() -> None:
    action = check(
        {
            "action_type": np.int64(4),
            "point": np.array([10.5, 20.0], dtype=np.float32),
            "point2": np.array([30, 40]),
            "duration": np.array([250.4], dtype=np.float32),
        }
    )
    assert action == Action(ActionType.SWIPE, (10.5, 20.0), (30.0, 40.0), duration_ms=250)
    assert check({"action_type": np.array(3), "text": np.str_("a"), "clear": np.bool_(True)}).clear is True
    assert check({"action_type": 10, "duration": np.float64(5)}).duration_ms == 5


def test_space_samples_all_validate() -> None:
    space = make_action_space(APPS, max_text_length=32)
    space.seed(0)
    kinds = set()
    for _ in range(1000):
        action = validate_action(space.sample(), APPS, max_text_length=32)
        assert parse_action(str(action), APPS, max_text_length=32) == action
        kinds.add(action.type)
    assert kinds == set(ActionType)


def test_space_layout() -> None:
    space = make_action_space(APPS)
    assert set(space.spaces) == {"action_type", "point", "point2", "text", "duration", "clear", "app"}
    assert space["action_type"].n == 17 and space["app"].n == len(APPS) and space["clear"].n == 2
    assert space["point"].shape == (2,) and space["point"].high.max() == 1000
    assert space["text"].max_length == 256 and space["text"].min_length == 0
    assert set("aZ09 .,!?") <= set(space["text"].character_set)
    with pytest.raises(ValueError, match="app"):
        make_action_space([])


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("CLICK(500, 300)", click(500, 300)),
        ("  double_tap( 500 ,300 ) ", double_tap(500, 300)),
        ("LONG_PRESS(500, 300)", long_press(500, 300)),
        ("Long_Press(500, 300, 1200)", long_press(500, 300, 1200)),
        ('TYPE("hello")', type_text("hello")),
        ('TYPE("hello", clear=true)', type_text("hello", clear=True)),
        ('TYPE("a\\"b\\n\\u4f60")', type_text('a"b\n你')),
        ('type("你好, 世界 😀 (ok)")', type_text("你好, 世界 😀 (ok)")),
        ("SWIPE(500,800,500,200)", swipe(500, 800, 500, 200)),
        ("SWIPE(500,800,500,200, 600)", swipe(500, 800, 500, 200, 600)),
        ("DRAG(1, 2, 3, 4)", drag(1, 2, 3, 4)),
        ("DRAG(1, 2, 3, 4, duration_ms=2000)", drag(1, 2, 3, 4, 2000)),
        ("BACK()", back()),
        ("back", back()),
        ("HOME", home()),
        ("RECENT", recent()),
        ("ENTER", enter()),
        ("WAIT(2000)", wait(2000)),
        ("WAIT", wait()),
        ('AWAKE("Settings")', awake("Settings")),
        ("AWAKE(Google Maps)", awake("Google Maps")),
        ('ANSWER("42")', answer("42")),
        ("COMPLETE", complete()),
        ("ABORT", abort()),
        ('INFO("which one?")', info("which one?")),
        ("NOOP", noop()),
    ],
)
def test_parse_string_forms(text: str, expected: dict[str, Any]) -> None:
    assert parse_action(text, APPS, LABELS) == check(expected)


@settings(max_examples=100, deadline=None)
@given(
    kind=st.sampled_from([ActionType.TYPE, ActionType.ANSWER, ActionType.INFO]),
    text=st.text(max_size=256),
    clear=st.booleans(),
)
def test_parser_round_trips_any_unicode_text(kind: ActionType, text: str, clear: bool) -> None:
    step = {"action_type": kind, "text": text, "clear": clear}
    action = check(step)
    assert action.text == text
    assert parse_action(str(action), APPS, LABELS) == action


@settings(max_examples=100, deadline=None)
@given(
    kind=st.sampled_from(list(ActionType)),
    xy=st.lists(st.floats(0, 1000), min_size=4, max_size=4),
    duration=st.integers(0, 60_000),
    app=st.integers(0, len(APPS) - 1),
)
def test_parser_round_trips_any_numbers(kind: ActionType, xy: list[float], duration: int, app: int) -> None:
    step = {"action_type": kind, "point": xy[:2], "point2": xy[2:], "duration": duration, "app": app, "text": ""}
    action = check(step)
    assert parse_action(str(action), APPS, LABELS) == action


@settings(max_examples=50, deadline=None)
@given(app=st.text(min_size=1).filter(str.strip))
def test_awake_round_trips_any_app_id(app: str) -> None:
    action = validate_action(awake(app), [app])
    assert action.app == app
    assert parse_action(str(action), [app]) == action


BAD_DICTS = [
    ({"action_type": 17}, r"unknown action_type 17; use an int 0\.\.16 or a name: CLICK, DOUBLE_TAP"),
    ({"action_type": "TAPP"}, r"unknown action 'TAPP';.* valid: CLICK, .*NOOP"),
    ({"action_type": 1.5}, r"unknown action_type 1\.5; use an int"),
    ({"point": [1, 2]}, r"needs 'action_type' = an int 0\.\.16 or a name"),
    ({"action_type": 0}, r"CLICK needs 'point' = \[x, y\] .*; got nothing \(the key is missing\)"),
    ({"action_type": 0, "point": [1200, 5]}, r"CLICK needs 'point' = \[x, y\] with 0 <= x, y <= 1000 .*got \[1200, 5\]"),
    ({"action_type": 1, "point": [np.nan, 5]}, r"DOUBLE_TAP needs 'point' = \[x, y\].*got \[nan, 5\]"),
    ({"action_type": 0, "point": [1, 2, 3]}, r"CLICK needs 'point' = \[x, y\].*got \[1, 2, 3\]"),
    ({"action_type": 0, "point": ["1", "2"]}, r"CLICK needs 'point'"),
    ({"action_type": 4, "point": [1, 2], "point2": [1, -1]}, r"SWIPE needs 'point2' = \[x, y\] \(the end point\)"),
    ({"action_type": 3, "text": 5}, r"TYPE needs 'text' = a str .*got 5"),
    ({"action_type": 3, "text": None}, r"TYPE needs 'text' = a str .*got None"),
    ({"action_type": 12}, r"ANSWER needs 'text' = a str .*missing"),
    ({"action_type": 3, "text": "x" * 257}, r"TYPE 'text' has 257 characters but at most 256 .*shorten it"),
    ({"action_type": 3, "text": "\ud83d"}, r"TYPE 'text' has a lone UTF-16 surrogate .*pass whole characters"),
    ({"action_type": 3, "text": "a", "clear": 2}, r"TYPE needs 'clear' = 0 or 1"),
    ({"action_type": 10, "duration": -1}, r"WAIT needs 'duration' = milliseconds with 0 <= ms <= 60000 .*got -1"),
    ({"action_type": 2, "point": [1, 1], "duration": np.float32("nan")}, r"LONG_PRESS needs 'duration'.*got nan"),
    ({"action_type": 10, "duration": 60_001}, r"WAIT needs 'duration'"),
    ({"action_type": 0, "point": [1, 2], "pt": 1}, r"unknown key\(s\) \['pt'\].*valid keys: action_type, point, point2"),
    ({"action_type": 11, "app": 3}, r"AWAKE needs 'app' = an index 0\.\.2 .*got 3; installed: 0='com\.android\.settings'"),
    ({"action_type": 11}, r"AWAKE needs 'app'.*missing"),
    ({"action_type": 11, "app": "Calendar"}, r"AWAKE app 'Calendar' is not an installed app; .*'Google Maps'"),
]


@pytest.mark.parametrize(("action", "message"), BAD_DICTS)
def test_bad_dicts_raise_with_field_and_fix(action: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidActionError, match=message):
        check(action)


BAD_STRINGS = [
    ("CLIK(1,2)", r"could not parse action 'CLIK\(1,2\)': unknown action 'CLIK'; did you mean 'CLICK'\? valid: CLICK, "),
    ("CLICK(1200, 5)", r"could not parse action .*CLICK needs 'point' = \[x, y\] with 0 <= x, y <= 1000"),
    ("CLICK(1)", r"CLICK takes \(x, y\); got \(1\)"),
    ("LONG_PRESS(1, 2, 3, 4)", r"LONG_PRESS takes \(x, y, duration_ms=800\)"),
    ("CLICK(a, 2)", r"CLICK argument 'x' must be a number; got 'a'"),
    ("TYPE(hello)", r"TYPE argument 'text' must be a double-quoted string, e.g. TYPE\(\"hello\"\)"),
    ('TYPE("hello)', r"bad quoted string .*close it with \""),
    ('TYPE("a" "b")', r"expected ',' between arguments"),
    ('TYPE("a", clear=maybe)', r"'clear' must be true or false; got 'maybe'"),
    ('TYPE(clear=true, "a")', r"put positional arguments before keyword ones"),
    ("CLICK(x=1, x=2)", r"argument 'x' is given twice"),
    ("WAIT(-5)", r"WAIT needs 'duration'"),
    ("AWAKE(Calendar)", r"AWAKE app 'Calendar' is not an installed app; .*0='com\.android\.settings' \('Settings'\)"),
    ("", r"expected NAME or NAME\(arg, \.\.\.\)"),
    ("CLICK 500 300", r"expected NAME or NAME\(arg, \.\.\.\)"),
]


@pytest.mark.parametrize(("text", "message"), BAD_STRINGS)
def test_bad_strings_raise_with_expectation(text: str, message: str) -> None:
    with pytest.raises(InvalidActionError, match=message):
        parse_action(text, APPS, LABELS)


def test_ambiguous_app_name_is_rejected() -> None:
    with pytest.raises(InvalidActionError, match=r"'maps' matches several apps"):
        validate_action(awake("maps"), ["Maps", "MAPS"])
    assert validate_action(awake("Maps"), ["Maps", "MAPS"]).app == "Maps"  # exact id wins


def test_text_limit_follows_max_text_length() -> None:
    assert validate_action(answer("x" * 300), APPS, max_text_length=300).text == "x" * 300
    with pytest.raises(InvalidActionError, match="at most 3"):
        parse_action('ANSWER("abcd")', APPS, max_text_length=3)


def test_action_is_revalidated_against_the_env() -> None:
    with pytest.raises(InvalidActionError, match="AWAKE app 'notes' is not an installed app"):
        validate_action(check(awake("notes")), ["com.android.settings"])
    with pytest.raises(InvalidActionError, match="CLICK needs 'point'"):
        check(Action(ActionType.CLICK))


def test_unsupported_action_objects_are_rejected() -> None:
    with pytest.raises(InvalidActionError, match="must be a dict .*an Action or a string"):
        check(5)


@pytest.mark.parametrize(
    "call",
    [
        lambda: click(1001, 0),
        lambda: double_tap(-1, 0),
        lambda: long_press(1, 1, -5),
        lambda: swipe(0, 0, 0, float("nan")),
        lambda: drag(0, 0, 1, 1, float("inf")),
        lambda: type_text(5),  # type: ignore[arg-type]
        lambda: type_text("x", clear=3),  # type: ignore[arg-type]
        lambda: answer(None),  # type: ignore[arg-type]
        lambda: info(b"q"),  # type: ignore[arg-type]
        lambda: wait(-1),
        lambda: awake(""),
    ],
)
def test_helpers_validate_eagerly(call: Any) -> None:
    with pytest.raises(InvalidActionError):
        call()
