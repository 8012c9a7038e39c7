"""A step's state arrives as the changes since the last one: it must equal a full read, every
step, through resets and patches in between, without touching the states handed out before."""

from __future__ import annotations

import copy
import random

import pytest

from conftest import PhoneDriver
from mobilegym_gym.sim.state_sync import with_changes

pytestmark = pytest.mark.browser


def test_states_built_from_changes_equal_full_reads_and_leave_earlier_states_alone(phone: PhoneDriver) -> None:
    rng = random.Random(7)
    received = [phone.call(phone.phone.start_episode(0))]
    assert received[0] == phone.state()
    kept = [copy.deepcopy(received[0])]
    actions = [
        {"type": "AWAKE", "app": "wechat"}, {"type": "AWAKE", "app": "clock"}, {"type": "AWAKE", "app": "notes"},
        {"type": "BACK"}, {"type": "HOME"}, {"type": "TYPE", "text": "hello"},
    ]
    for i in range(60):
        if i == 20:
            phone.call(phone.phone.reset(seed=3))  # the page's state replaced between two steps
        if i == 40:
            phone.call(phone.phone.patch([{"op": "replace", "path": "/os/settings/wifi", "value": False}]))
        action = rng.choice(actions) if rng.random() < 0.4 else {"type": "CLICK", "x": rng.randint(0, 1000), "y": rng.randint(0, 1000)}
        state = phone.call(phone.phone.act(action, with_state=True))["state"]
        assert state == phone.state()
        received.append(state)
        kept.append(copy.deepcopy(state))
    assert received == kept  # no state was changed after it was handed out


def test_with_changes_copies_only_the_changed_path() -> None:
    before = {"os": {"clock": {"now": 1}, "big": {"x": [1, 2, 3]}}, "apps": {"a": {"items": [{"id": 1}, {"id": 2}]}}}
    after = with_changes(before, [[["os", "clock", "now"], 2], [["apps", "a", "items", 1, "id"], 5], [["os", "gone"], 0], [["os", "gone"]]])
    assert after == {"os": {"clock": {"now": 2}, "big": {"x": [1, 2, 3]}}, "apps": {"a": {"items": [{"id": 1}, {"id": 5}]}}}
    assert before["os"]["clock"]["now"] == 1 and before["apps"]["a"]["items"][1]["id"] == 2 and "gone" not in before["os"]
    assert after["os"]["big"] is before["os"]["big"] and after["apps"]["a"]["items"][0] is before["apps"]["a"]["items"][0]


def test_an_episode_start_sent_as_changes_against_the_fresh_phone_equals_a_full_read(phone: PhoneDriver) -> None:
    """The page sends an episode's start as what differs from the fresh phone of ``phone.json``:
    seed, set-up patch and the first app must all arrive."""
    setup = [{"op": "replace", "path": "/os/settings/wifi", "value": False}, {"op": "add", "path": "/os/notifications/-", "value": {"id": "n9", "app": "sms", "title": "Hi", "text": "there", "time": 0}}]
    for seed, patch, app in [(5, setup, "clock"), (6, None, None), (2**31 - 2, setup, "wechat")]:
        state = phone.call(phone.phone.start_episode(seed, patch, app))
        assert state == phone.state()
        assert state["ui"]["rng"] == seed and state["ui"]["foreground"] == app
        assert (state["os"]["settings"]["wifi"] is False) == (patch is not None)
