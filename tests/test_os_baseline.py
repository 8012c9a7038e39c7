"""The rest of the device baseline (catalog §4) through the GUI (real Chromium): SIM cards and
the default data SIM, hotspot, VPN, eye comfort, display size, the battery draining with
simulated time (deterministically), and Contacts' call log, dialer and "Text"."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.judge.diff import diff_states
from mobilegym_gym.judge.expected import unexpected
from mobilegym_gym.sim import bundle

pytestmark = pytest.mark.browser


def _os(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["os"]


def _box(phone: PhoneDriver, test_id: str) -> dict[str, float]:
    js = "id => { const r = document.querySelector(`[data-testid=\"${id}\"]`).getBoundingClientRect(); return {w: r.width, h: r.height}; }"
    return phone.evaluate(js, test_id)


def test_sim_cards_and_the_default_data_sim(phone: PhoneDriver) -> None:
    t = _os(phone)["telephony"]
    assert [s["id"] for s in t["sims"]] == ["sim1", "sim2"] and t["defaultDataSim"] == "sim1"
    phone.open("settings")
    phone.tap(testId="settings-entry-network")
    phone.tap(testId="settings-sims")
    phone.tap(testId="settings-data-sim")
    phone.tap(testId="settings-data-sim-sim2")
    assert _os(phone)["telephony"]["defaultDataSim"] == "sim2"
    assert phone.visible(text="SIM 2: China Unicom")
    # Turning the data SIM off moves mobile data to the other card.
    phone.tap(testId="settings-sim-sim2")
    t = _os(phone)["telephony"]
    assert t["sims"][1]["enabled"] is False and t["defaultDataSim"] == "sim1"


def test_hotspot_and_vpn(phone: PhoneDriver) -> None:
    phone.open("settings")
    phone.tap(testId="settings-entry-network")
    phone.tap(testId="settings-hotspot")
    assert _os(phone)["settings"]["hotspot"] is True and phone.visible(text="Sharing as My Phone Hotspot")
    # Airplane mode has no radio to share.
    phone.tap(testId="settings-airplane")
    assert _os(phone)["settings"]["hotspot"] is False
    phone.tap(testId="settings-hotspot")
    assert _os(phone)["settings"]["hotspot"] is False
    phone.tap(testId="settings-airplane")
    phone.tap(testId="settings-vpn")
    phone.tap(testId="settings-vpn-vpn-work")
    assert _os(phone)["vpn"]["connected"] == "vpn-work"
    phone.tap(testId="settings-vpn-vpn-home")  # one VPN at a time
    assert _os(phone)["vpn"]["connected"] == "vpn-home"
    phone.act(type="BACK")
    assert phone.visible(text="Connected to Home NAS")


def test_eye_comfort_and_display_size(phone: PhoneDriver) -> None:
    phone.open("settings")
    phone.tap(testId="settings-entry-display")
    phone.tap(testId="settings-eye-comfort")
    assert _os(phone)["settings"]["eyeComfort"] is True and phone.visible(testId="eye-comfort")
    before = _box(phone, "settings-display-size")
    phone.tap(testId="settings-display-size")
    phone.tap(testId="settings-display-size-larger")
    assert _os(phone)["settings"]["displayScale"] == 1.2
    after = _box(phone, "settings-display-size")
    assert after["h"] > before["h"] * 1.15
    # Taps still land where things are drawn, at the larger size.
    phone.tap(testId="settings-eye-comfort")
    assert _os(phone)["settings"]["eyeComfort"] is False and not phone.visible(testId="eye-comfort")


def _battery_after(phone: PhoneDriver, waits: list[int]) -> dict[str, Any]:
    phone.call(phone.phone.reset(seed=0))
    for ms in waits:
        phone.act(type="WAIT", duration_ms=ms)
    return _os(phone)["battery"]


def test_battery_drains_with_simulated_time_deterministically(phone: PhoneDriver) -> None:
    assert _os(phone)["battery"]["level"] == 82
    # 13 minutes in one way and another: the same battery (1% per 6 minutes).
    a = _battery_after(phone, [60_000] * 13)
    b = _battery_after(phone, [30_000] * 26)
    assert a == b and a["level"] == 80
    assert "80%" in phone.text("status-battery")
    # The drain changed the judged state, and is never a side effect.
    final = phone.state()
    changes = diff_states(bundle.fresh_state(), final)
    assert {c.path for c in changes} >= {"/os/battery/level", "/os/battery/since"}
    assert unexpected(changes, [], final, bundle.fresh_state()) == []


def test_call_log_dialer_and_text_opening_messages(phone: PhoneDriver) -> None:
    phone.open("contacts")
    phone.tap(testId="contacts-open-recents")
    assert "Mom" in phone.text("contacts-call-call1")
    phone.act(type="BACK")
    phone.tap(testId="contacts-open-dialer")
    for d in "18800002222":
        phone.tap(testId=f"contacts-dial-{d}")
    assert "Dad" in phone.text("contacts-dial-match")
    phone.tap(testId="contacts-dial-call")
    assert phone.screen()["screen"] == "call" and "Dad" in phone.text("contacts-call-name")
    phone.act(type="WAIT", duration_ms=5000)
    assert phone.text("contacts-call-timer") == "00:06"  # the tap's second and the wait
    phone.tap(testId="contacts-call-end")
    last = _os(phone)["providers"]["calls"][-1]
    assert {k: last[k] for k in ("id", "number", "contactId", "direction", "durationSec")} == {"id": "call7", "number": "18800002222", "contactId": "c10", "direction": "out", "durationSec": 6}
    # System BACK on the in-call screen hangs up too.
    phone.tap(testId="contacts-dial-call")
    phone.act(type="BACK")
    assert phone.screen()["screen"] == "dialer" and _os(phone)["providers"]["calls"][-1]["id"] == "call8"
    phone.act(type="BACK")
    # "Text" opens Messages at the contact's conversation.
    phone.tap(testId="contacts-row-c01")
    phone.tap(testId="contacts-message")
    s = phone.screen()
    assert (s["foreground"], s["screen"]) == ("sms", "conversation")
    top = phone.state()["ui"]["stacks"]["sms"][-1]
    assert top["params"] == {"address": "+86 138 0013 8001", "contactId": "c01"}
    assert phone.visible(text="Alice Chen")
