"""Numbers out of range are refused where they enter, naming the field (issue 34, item 6): a
NaN or an infinity in a patch, a snapshot or an intent's payload is named by its JSON path
before anything is sent; the page refuses a WAIT (any action's duration) longer than Python's
actions allow, so a raw control call cannot move the clock further either. Nothing changes."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, PhoneDriver
from mobilegym_gym.actions import MAX_DURATION_MS
from mobilegym_gym.errors import InvalidPayloadError, StatePatchError

pytestmark = pytest.mark.browser

NAN, INF = float("nan"), float("inf")


def _unchanged(phone: PhoneDriver, before: dict[str, Any], digest: str) -> None:
    assert phone.call(phone.phone.state_hash()) == digest and phone.state() == before


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        ({"os": {"settings": {"brightness": NAN}}}, "the patch: /os/settings/brightness: NaN is not a JSON number"),
        ([{"op": "replace", "path": "/os/settings/brightness", "value": INF}], "the patch: /os/settings/brightness: Infinity is not a JSON number"),
        ([{"op": "add", "path": "/ui/stacks/calculator", "value": [{"id": 1, "scroll": {"main": -INF}}]}], "the patch: /ui/stacks/calculator/0/scroll/main: -Infinity is not a JSON number"),
        ({"ui": {"lastAnswer": {1, 2}}}, "the patch: /ui/lastAnswer: a set is not a JSON value"),
    ],
    ids=["merge NaN", "op inf", "op nested -inf", "set"],
)
def test_a_patch_with_a_number_json_cannot_carry_is_refused_with_its_path(phone: PhoneDriver, patch: Any, message: str) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError) as err:
        phone.call(phone.phone.patch(patch))
    assert str(err.value) == message
    _unchanged(phone, before, digest)


def test_a_snapshot_or_an_intent_with_nan_is_refused_with_its_path(phone: PhoneDriver) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    snap = copy.deepcopy(before)
    snap["os"]["settings"]["brightness"] = NAN
    with pytest.raises(StatePatchError, match=r"^the state: /os/settings/brightness: NaN is not a JSON number$"):
        phone.call(phone.phone.reset(state=snap))
    with pytest.raises(InvalidPayloadError, match=r"^intent: the payload: /amount: Infinity is not a JSON number$"):
        phone.call(phone.phone.intent("wechat", "pay", {"amount": INF, "merchant": "Shop"}))
    _unchanged(phone, before, digest)


def test_an_env_patch_or_reset_with_nan_is_refused_with_its_path_and_the_episode_goes_on(make_env: MakeEnv) -> None:
    env = make_env("MobileGym/Phone-v0", capture_size=(360, 800))
    env.reset(seed=0)
    phone = env.unwrapped
    snap = phone.snapshot()
    with pytest.raises(StatePatchError, match=r"/os/settings/brightness: NaN is not a JSON number"):
        phone.patch_state({"os": {"settings": {"brightness": NAN}}})
    bad = copy.deepcopy(snap)
    bad["os"]["settings"]["brightness"] = NAN
    with pytest.raises(StatePatchError, match=r"/os/settings/brightness: NaN is not a JSON number"):
        env.reset(options={"state": bad})
    assert phone.snapshot() == snap
    env.step("WAIT(1000)")
    assert phone.get_state()["os"]["clock"]["now"] == snap["os"]["clock"]["now"] + 1000


@pytest.mark.parametrize("ms", [10**12, MAX_DURATION_MS + 1, -1])
def test_a_raw_wait_beyond_the_cap_is_refused_by_the_page_naming_the_field(phone: PhoneDriver, ms: int) -> None:
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(InvalidPayloadError, match=rf"^act: 'duration_ms' must be milliseconds from 0 to {MAX_DURATION_MS} .*; got {ms}$"):
        phone.act(type="WAIT", duration_ms=ms)
    _unchanged(phone, before, digest)
    # The cap itself is a WAIT like any other: the clock moves by it.
    phone.act(type="WAIT", duration_ms=MAX_DURATION_MS)
    assert phone.state()["os"]["clock"]["now"] == before["os"]["clock"]["now"] + MAX_DURATION_MS


@pytest.mark.parametrize("big", [2**53 + 1, -(2**60), 1e300])
def test_a_number_the_page_cannot_hold_exactly_is_refused_with_its_path(phone: PhoneDriver, big: float) -> None:
    """Past 2^53 a number would come back from the page as another one (2^53 + 1 as 2^53), so a
    snapshot or patch holding one is refused, naming where, instead of being changed silently."""
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    snap = copy.deepcopy(before)
    snap["os"]["clock"]["now"] = big
    with pytest.raises(StatePatchError, match=r"/os/clock/now: .* is beyond the numbers a phone state holds exactly"):
        phone.call(phone.phone.reset(state=snap))
    with pytest.raises(StatePatchError, match=r"/os/battery/since: .* is beyond the numbers a phone state holds exactly"):
        phone.call(phone.phone.patch({"os": {"battery": {"since": big}}}))
    _unchanged(phone, before, digest)
