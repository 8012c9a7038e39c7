"""Compass through real Chromium and real taps: the privacy notice at first launch, the heading
and the level from the phone's sensors (os.sensors), the coordinates behind the location
permission (the OS's prompt) and Settings' location switch, and the privacy screen."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.errors import StatePatchError

pytestmark = pytest.mark.browser


def _text(phone: PhoneDriver, test_id: str) -> str:
    js = "id => document.querySelector(`[data-testid=\"${id}\"]`).textContent"
    return phone.call(phone.phone.page.evaluate(js, test_id))


def _sensors(phone: PhoneDriver, **values: float) -> None:
    phone.call(phone.phone.patch({"os": {"sensors": values}}))


def _grant(phone: PhoneDriver) -> Any:
    return phone.state()["os"]["permissions"]["compass"]["location"]


def _open_agreed(phone: PhoneDriver) -> None:
    phone.open("compass")
    assert phone.visible(testId="compass-notice") and not phone.visible(testId="compass-heading")
    phone.tap(testId="compass-privacy-agree")
    assert phone.state()["apps"]["compass"]["privacyAccepted"] is True


def test_the_heading_and_the_level_come_from_the_sensors(phone: PhoneDriver) -> None:
    _open_agreed(phone)
    assert (_text(phone, "compass-heading"), _text(phone, "compass-direction")) == ("37°", "NE")
    _sensors(phone, heading=200.4)
    assert (_text(phone, "compass-heading"), _text(phone, "compass-direction")) == ("200°", "S")
    phone.act(type="SWIPE", x=800, y=500, x2=150, y2=500, duration_ms=300)  # the level is a swipe away
    assert (_text(phone, "compass-pitch"), _text(phone, "compass-roll"), _text(phone, "compass-level-state")) == ("2°", "-1°", "Not level")
    _sensors(phone, pitch=0.3, roll=-0.2)
    assert _text(phone, "compass-level-state") == "Level"


def test_a_heading_out_of_range_is_refused(phone: PhoneDriver) -> None:
    with pytest.raises(StatePatchError, match="heading"):
        _sensors(phone, heading=360)


def test_coordinates_need_the_permission_asked_through_the_os(phone: PhoneDriver) -> None:
    _open_agreed(phone)
    assert phone.visible(testId="compass-location-permission") and not phone.visible(testId="compass-latitude")
    phone.tap(testId="compass-location-allow")
    assert phone.state()["ui"]["permissionRequest"] == {"app": "compass", "permission": "location", "action": "showCoordinates", "payload": {}}
    phone.tap(testId="permission-deny")
    assert _grant(phone) == "denied" and phone.visible(text="Location access is not allowed")
    phone.tap(testId="compass-permission-settings")
    s = phone.state()
    assert s["ui"]["foreground"] == "settings" and s["ui"]["stacks"]["settings"][-1]["params"] == {"appId": "compass"}
    phone.call(phone.phone.patch({"os": {"permissions": {"compass": {"location": "ask"}}}}))
    phone.open("compass")
    phone.tap(testId="compass-location-allow")
    phone.tap(testId="permission-allow")
    assert _grant(phone) == "whileUsing"
    assert (_text(phone, "compass-latitude"), _text(phone, "compass-longitude")) == ("39°58′44″ N", "116°19′55″ E")


def test_the_location_switch_off_says_so_and_leads_to_settings(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch({"os": {"settings": {"location": False}, "permissions": {"compass": {"location": "whileUsing"}}}}))
    _open_agreed(phone)
    assert phone.visible(testId="compass-location-off") and not phone.visible(testId="compass-latitude")
    phone.tap(testId="compass-location-settings")
    assert phone.state()["ui"]["stacks"]["settings"][-1]["screen"] == "location"
    phone.tap(testId="settings-location")
    assert phone.state()["os"]["settings"]["location"] is True
    phone.open("compass")
    assert _text(phone, "compass-latitude") == "39°58′44″ N"


def test_the_privacy_screen_shows_the_grant_and_withdrawing_shows_the_notice_again(phone: PhoneDriver) -> None:
    _open_agreed(phone)
    phone.tap(testId="compass-open-privacy")
    assert _text(phone, "compass-privacy-grant") == "Ask every time"
    phone.tap(testId="compass-privacy-withdraw")
    assert phone.state()["apps"]["compass"]["privacyAccepted"] is False and phone.visible(testId="compass-notice")
