"""Strict states (issue 14, items 1, 4, 5, 6): whatever enters the page (a patch, a snapshot, an
intent's payload, any control call) is checked before it changes anything. A refused input is an
error of the documented type naming the path or field and what was expected, and the state is
as it was, hash and content; an accepted one leaves a state that loads again as a snapshot.
Fuzzed with hypothesis against a real page."""

from __future__ import annotations

import copy
import json
from typing import Any

import gymnasium as gym
import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import PhoneDriver
from mobilegym_gym.errors import InvalidPayloadError, StatePatchError, UnknownAppError

pytestmark = pytest.mark.browser

FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def polluted(phone: PhoneDriver) -> list[str]:
    """Properties anything put on Object.prototype (or Array.prototype) in the page."""
    return phone.evaluate("() => [...Object.keys(Object.prototype), ...Object.keys(Array.prototype), ...['polluted', 'x'].filter((k) => k in {})]")


def assert_unchanged(phone: PhoneDriver, state: dict[str, Any], digest: str, screen: bytes | None = None) -> None:
    """The state as it was, hash and content (and the screen, pixel for pixel, if given)."""
    assert phone.call(phone.phone.state_hash()) == digest
    assert phone.state() == state
    if screen is not None:
        assert phone.call(phone.phone.screenshot_bytes()) == screen


# -- item 1: prototype pollution --------------------------------------------------------------

PROTO_PATCHES: list[Any] = [
    [{"op": "add", "path": "/ui/__proto__/polluted", "value": 1}],
    [{"op": "add", "path": "/ui/constructor/prototype/polluted", "value": 1}],
    [{"op": "replace", "path": "/os/settings/__proto__", "value": {"polluted": 1}}],
    [{"op": "add", "path": "/ui/stacks/prototype", "value": []}],
    [{"op": "add", "path": "/ui/anything", "value": {"__proto__": {"polluted": 1}}}],
    [{"op": "copy", "from": "/ui/__proto__", "path": "/ui/copied"}],
    {"ui": {"__proto__": {"polluted": 1}}},
    {"os": {"settings": {"constructor": {"prototype": {"polluted": 1}}}}},
]


@pytest.mark.parametrize("patch", PROTO_PATCHES, ids=lambda p: json.dumps(p)[:60])
def test_prototype_keys_in_a_patch_are_refused_and_reach_no_prototype(phone: PhoneDriver, patch: Any) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError, match=r"__proto__|constructor|prototype"):
        phone.call(phone.phone.patch(patch))
    assert_unchanged(phone, before, digest)
    phone.call(phone.phone.reset(seed=0))
    assert polluted(phone) == []


def test_prototype_keys_in_a_snapshot_or_an_intent_are_refused(phone: PhoneDriver) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    snap = copy.deepcopy(before)
    snap["ui"]["stacks"] = {"__proto__": {"polluted": 1}}
    with pytest.raises(StatePatchError, match=r"/ui/stacks/__proto__"):
        phone.call(phone.phone.reset(state=snap))
    assert_unchanged(phone, before, digest)
    with pytest.raises(InvalidPayloadError, match=r"params/__proto__"):
        phone.call(phone.phone.intent("calculator", "history", {"__proto__": {"polluted": 1}}))
    assert_unchanged(phone, before, digest)
    assert polluted(phone) == []


# -- item 4: patches atomic and typed --------------------------------------------------------


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        ([{"op": "remove", "path": "/os/settings"}], r"missing key 'settings' at /os"),
        ([{"op": "remove", "path": "/os/settings/wifi"}], r"missing key 'wifi' at /os/settings"),
        ([{"op": "add", "path": "/os/notifications/-", "value": 5}], r"/os/notifications/0: expected an object"),
        ([{"op": "add", "path": "/os/networks/wifi/0", "value": {"id": "x"}}], r"missing key 'ssid' at /os/networks/wifi/0"),
        ([{"op": "add", "path": "/ui/stacks/clock", "value": [{"screen": 3}]}], r"/ui/stacks/clock/0"),
        ([{"op": "replace", "path": "/os/clock/now", "value": None}], r"/os/clock/now: expected a number, got null"),
        ([{"op": "replace", "path": "/ui/foreground", "value": "nope"}], r"/ui/foreground: 'nope' is not an installed app"),
        ([{"op": "move", "from": "/os/settings", "path": "/ui/settings"}], r"missing key 'settings' at /os"),
        ([{"op": "replace", "path": "/os/settings/toString", "value": 1}], r"unknown path /os/settings/toString"),
    ],
)
def test_a_patch_that_breaks_the_schema_is_refused_whole(phone: PhoneDriver, patch: list[dict[str, Any]], message: str) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError, match=message):
        phone.call(phone.phone.patch([{"op": "replace", "path": "/os/settings/dnd", "value": True}, *patch]))
    assert_unchanged(phone, before, digest)
    assert phone.act(type="NOOP")["effect"] == "noop"  # later steps are not broken


def test_a_patch_the_page_cannot_draw_is_a_state_patch_error_with_the_state_as_it_was(phone: PhoneDriver) -> None:
    """A launcher page naming no installed app is of the right type, but drawing it fails: the
    state is put back and drawn anew, pixel for pixel as before."""
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    screen = phone.call(phone.phone.screenshot_bytes())
    with pytest.raises(StatePatchError, match=r"could not draw.*unknown app 'nope'"):
        phone.call(phone.phone.patch({"os": {"launcher": {"pages": [["nope"]]}}}))
    assert_unchanged(phone, before, digest, screen)
    phone.call(phone.phone.reset(seed=0))
    assert phone.visible(testId="app-notes")
    assert phone.act(type="HOME")["effect"] == "home"


def _paths(node: Any, prefix: str = "", depth: int = 0) -> list[str]:
    out = [prefix]
    if depth < 4 and isinstance(node, dict):
        for k, v in list(node.items())[:12]:
            out += _paths(v, f"{prefix}/{k}", depth + 1)
    elif depth < 4 and isinstance(node, list):
        for i, v in enumerate(node[:3]):
            out += _paths(v, f"{prefix}/{i}", depth + 1)
    return out


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["id", "name", "__proto__", "x", "constructor", "text"]), inner, max_size=3),
    max_leaves=8,
)


@pytest.fixture(scope="module")
def fresh(runtime: Any, _shared_phone: Any) -> dict[str, Any]:
    runtime.call(_shared_phone.reset(seed=0), timeout=30)
    return runtime.call(_shared_phone.get_state(), timeout=30)


@pytest.fixture(scope="module")
def fresh_paths(fresh: dict[str, Any]) -> list[str]:
    return [p for p in _paths(fresh) if p] + ["/ui/__proto__", "/os/settings/prototype/x", "/apps/nope", "/ui/stacks/clock/-", "/os/notifications/-"]


def _at(state: Any, path: str) -> Any:
    node = state
    for seg in path.split("/")[1:]:
        node = node[int(seg)] if isinstance(node, list) else node[seg]
    return node


def like(value: Any) -> st.SearchStrategy[Any]:
    """Values of the kind already there (most pass the schema), or any JSON (most do not)."""
    if isinstance(value, bool):
        same: st.SearchStrategy[Any] = st.booleans()
    elif isinstance(value, int):
        same = st.integers(-(2**31), 2**31 - 1)
    elif isinstance(value, float):
        same = st.floats(-1e6, 1e6)
    elif isinstance(value, str):
        same = st.text(max_size=8)
    elif isinstance(value, list) and value:
        same = st.lists(st.sampled_from(value), max_size=3)
    elif isinstance(value, dict):
        same = st.just(value)
    else:
        same = JSON_VALUES
    return st.one_of(same, same, JSON_VALUES)


def value_for(fresh: dict[str, Any], path: str) -> st.SearchStrategy[Any]:
    try:
        return like(_at(fresh, path))
    except (KeyError, IndexError, ValueError, TypeError):
        return JSON_VALUES


@FUZZ
@given(data=st.data())
def test_fuzzed_patches_are_refused_with_nothing_changed_or_leave_a_valid_state(phone: PhoneDriver, fresh: dict[str, Any], fresh_paths: list[str], data: st.DataObject) -> None:
    phone.call(phone.phone.reset(seed=0))
    before, digest, screen = phone.state(), phone.call(phone.phone.state_hash()), phone.call(phone.phone.screenshot_bytes())
    op = data.draw(st.sampled_from(["add", "remove", "replace", "replace", "move", "copy", "test"]))
    path = data.draw(st.sampled_from(fresh_paths))
    patch: Any = [{"op": op, "path": path, "value": data.draw(value_for(fresh, path)), "from": data.draw(st.sampled_from(fresh_paths))}]
    if data.draw(st.booleans()):
        patch = {"ui": {"launcherPage": 0, data.draw(st.sampled_from(["toast", "__proto__", "focus", "rng"])): data.draw(JSON_VALUES)}}
    try:
        phone.call(phone.phone.patch(patch))
    except StatePatchError:
        event("refused")
        assert_unchanged(phone, before, digest, screen)
    else:
        event("accepted")
        after = phone.state()
        phone.call(phone.phone.reset(state=after))  # what a patch leaves loads as a snapshot
        assert phone.state() == after
        phone.act(type="NOOP")
    assert polluted(phone) == []


# -- item 5: tampered snapshots --------------------------------------------------------------


def _tamper(state: dict[str, Any], how: str) -> dict[str, Any]:
    s = copy.deepcopy(state)
    if how == "wifi":
        s["os"]["settings"]["wifi"] = "on"
    elif how == "clock":
        s["os"]["clock"]["now"] = "yesterday"
    elif how == "list_to_dict":
        s["os"]["networks"]["wifi"] = {"0": s["os"]["networks"]["wifi"][0]}
    elif how == "unknown_app":
        s["apps"]["tiktok"] = {}
    elif how == "removed_app":
        del s["apps"]["clock"]
    elif how == "foreground":
        s["ui"]["foreground"] = "ghost"
    elif how == "foreground_without_stack":
        s["ui"]["foreground"] = "notes"
        s["ui"]["stacks"].pop("notes", None)
    elif how == "rng":
        s["ui"]["rng"] = 0.5
    elif how == "rng_type":
        s["ui"]["rng"] = "seed"
    elif how == "extra_top":
        s["extra"] = 1
    elif how == "app_field":
        s["apps"]["clock"]["alarms"] = [{"id": "a1"}]
    elif how == "screen":
        s["ui"]["stacks"]["clock"] = [{"id": 1, "screen": "nope", "params": {}, "data": {}, "scroll": {}, "overlay": None}]
    return s


@pytest.mark.parametrize(
    ("how", "message"),
    [
        ("wifi", r"/os/settings/wifi: expected a boolean, got \"on\""),
        ("clock", r"/os/clock/now: expected a number, got \"yesterday\""),
        ("list_to_dict", r"/os/networks/wifi: expected an array, got an object"),
        ("unknown_app", r"unknown key 'tiktok' at /apps; known keys: (\w+, )*answer_sheet, (\w+, )*calculator"),
        ("removed_app", r"missing key 'clock' at /apps"),
        ("foreground", r"/ui/foreground: 'ghost' is not an installed app"),
        ("foreground_without_stack", r"/ui/foreground: 'notes' has no screen in /ui/stacks/notes"),
        ("rng", r"/ui/rng: expected a 32-bit integer"),
        ("rng_type", r"/ui/rng: expected a number, got \"seed\""),
        ("extra_top", r"unknown key 'extra' at /; known keys: os, apps, ui"),
        ("app_field", r"missing key '\w+' at /apps/clock/alarms/0"),
        ("screen", r"/ui/stacks/clock/0/screen: app 'clock' has no screen 'nope'"),
    ],
)
def test_a_tampered_snapshot_is_refused_naming_the_path_and_what_was_expected(phone: PhoneDriver, how: str, message: str) -> None:
    phone.open("clock")
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError, match=message):
        phone.call(phone.phone.reset(state=_tamper(before, how)))
    assert_unchanged(phone, before, digest)


@pytest.mark.parametrize("depth", [100, 5000])
def test_a_deeply_nested_snapshot_is_a_state_patch_error_not_a_recursion_error(phone: PhoneDriver, depth: int) -> None:
    deep: Any = {}
    for _ in range(depth):
        deep = {"a": deep}
    phone.open("calculator")
    snap = phone.state()
    snap["ui"]["stacks"]["calculator"][0]["data"]["deep"] = deep
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError, match=r"nested deeper than \d+ levels"):
        phone.call(phone.phone.reset(state=snap))
    with pytest.raises(StatePatchError, match=r"nested deeper than \d+ levels"):
        phone.call(phone.phone.patch({"ui": {"stacks": {"calculator": [{**snap["ui"]["stacks"]["calculator"][0]}]}}}))
    assert_unchanged(phone, before, digest)


def test_a_snapshot_that_is_not_json_is_a_state_patch_error(phone: PhoneDriver) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    for bad in (float("nan"), {1, 2}):
        snap = copy.deepcopy(before)
        snap["ui"]["lastAnswer"] = bad
        with pytest.raises(StatePatchError, match="JSON"):
            phone.call(phone.phone.reset(state=snap))
    assert_unchanged(phone, before, digest)


@FUZZ
@given(data=st.data())
def test_fuzzed_snapshots_load_exactly_or_are_refused_with_nothing_changed(phone: PhoneDriver, fresh: dict[str, Any], fresh_paths: list[str], data: st.DataObject) -> None:
    phone.call(phone.phone.reset(seed=0))
    before, digest, screen = phone.state(), phone.call(phone.phone.state_hash()), phone.call(phone.phone.screenshot_bytes())
    snap = copy.deepcopy(before)
    path = data.draw(st.sampled_from([p for p in fresh_paths if "-" not in p.split("/")]))
    *parents, key = path.split("/")[1:]
    node: Any = snap
    try:
        for seg in parents:
            node = node[int(seg)] if isinstance(node, list) else node[seg]
        if isinstance(node, list):
            node[min(int(key), len(node) - 1) if key.isdigit() and node else 0:] = [data.draw(value_for(fresh, path))]
        else:
            node[key] = data.draw(value_for(fresh, path))
    except (KeyError, IndexError, ValueError, TypeError):
        return
    try:
        phone.call(phone.phone.reset(state=snap))
    except StatePatchError:
        event("refused")
        assert_unchanged(phone, before, digest, screen)
    else:
        event("accepted")
        assert phone.state() == snap
        phone.act(type="NOOP")
    assert polluted(phone) == []


def test_a_task_env_starts_an_episode_from_a_snapshot_as_the_readme_says() -> None:
    env = gym.make("MobileGym/Clock_ToggleAlarm-v0", capture_size=(360, 800))
    env2 = gym.make("MobileGym/Clock_ToggleAlarm-v0", capture_size=(360, 800))
    try:
        _, info = env.reset(seed=0)
        env.step("BACK")
        snap = env.unwrapped.snapshot()
        obs2, info2 = env2.reset(seed=0, options={"state": snap})
        assert info2["instruction"] == info["instruction"] and info2["step"] == 0
        assert env2.unwrapped.get_state() == snap and env2.unwrapped.initial_state == snap
        assert obs2.shape == (800, 360, 3)
        _, _, term, _, info3 = env2.step("COMPLETE")
        assert term and info3["unexpected_changes"] == [] and "outcome" in info3
        bad = copy.deepcopy(snap)
        bad["os"]["settings"]["wifi"] = "on"
        with pytest.raises(StatePatchError, match="/os/settings/wifi"):
            env2.reset(seed=0, options={"state": bad})
    finally:
        env.close()
        env2.close()


# -- item 6: every control call validates its payload ----------------------------------------


@pytest.mark.parametrize(
    ("js", "field"),
    [
        ("() => window.__mg.act()", r"act: the action must be an object"),
        ("() => window.__mg.act({})", r"act: 'type'"),
        ("() => window.__mg.act({type: 'TYPE', text: 5})", r"act: 'text'"),
        ("() => window.__mg.act({type: 'NOOP'}, {since: 'x'})", r"act: 'since'"),
        ("() => window.__mg.intent('clock')", r"intent: 'screen'"),
        ("() => window.__mg.intent()", r"intent: 'app'"),
        ("() => window.__mg.intent('clock', 'alarm', 5)", r"intent: 'params'"),
        ("() => window.__mg.intent('clock', 'alarm', {when: () => 1})", r"intent: params/when"),
        ("() => window.__mg.locate()", r"locate: the target must be an object"),
        ("() => window.__mg.locate({nth: 'x', text: 'a'})", r"locate: 'nth'"),
        ("() => window.__mg.locate({})", r"locate: name one of 'text', 'testId' or 'role'"),
        ("() => window.__mg.startEpisode()", r"startEpisode: the options must be an object"),
        ("() => window.__mg.startEpisode({seed: 'x'})", r"startEpisode: 'seed'"),
        ("() => window.__mg.startEpisode({seed: 1, app: 3})", r"startEpisode: 'app'"),
        ("() => window.__mg.reset({seed: 1.5})", r"reset: 'seed'"),
        ("() => window.__mg.reset({sede: 1})", r"reset: unknown field 'sede'"),
    ],
)
def test_a_malformed_control_call_names_the_field_and_changes_nothing(phone: PhoneDriver, js: str, field: str) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(InvalidPayloadError, match=field) as err:
        phone.call(phone.phone._eval(js))
    assert "Cannot read properties" not in str(err.value)
    assert_unchanged(phone, before, digest)


SCREENS = {"clock": ["main", "alarm", "cities"], "calculator": ["main", "history"], "notes": ["home", "edit", "nope"], "Contacts": ["list", "detail", "edit"], "nope": ["main"], "": ["main"]}
PARAMS = st.one_of(st.dictionaries(st.sampled_from(["tab", "id", "hour", "minute", "label", "from", "__proto__", "constructor"]), st.none() | st.booleans() | st.integers(-5, 30) | st.text(max_size=6), max_size=3), JSON_VALUES)


@FUZZ
@given(data=st.data())
def test_fuzzed_intents_open_a_screen_or_are_refused_with_nothing_changed(phone: PhoneDriver, data: st.DataObject) -> None:
    app = data.draw(st.sampled_from(sorted(SCREENS)))
    screen, params = data.draw(st.sampled_from(SCREENS[app])), data.draw(PARAMS)
    phone.call(phone.phone.reset(seed=0))
    before, digest, shot = phone.state(), phone.call(phone.phone.state_hash()), phone.call(phone.phone.screenshot_bytes())
    try:
        phone.call(phone.phone.intent(app, screen, params))
    except (InvalidPayloadError, UnknownAppError):
        event("refused")
        assert_unchanged(phone, before, digest, shot)
    else:
        event("accepted")
        after = phone.state()
        phone.call(phone.phone.reset(state=after))
        assert phone.state() == after
    assert polluted(phone) == []
