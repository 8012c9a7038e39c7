"""Runtime permissions and the device location through the GUI (real Chromium): WeChat's
location share is the first use that raises the system dialog; the answer persists, shows in
Settings > Apps and decides what WeChat can do; the location switch lives in Settings and in
quick settings, and apps read the fix through the OS. A pending request and the grants are part
of the checked state: a request names an installed app and a permission action its manifest
declares (issue 34), so answering one never fails inside the page."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.errors import StatePatchError

pytestmark = pytest.mark.browser


def _perm(phone: PhoneDriver, app: str = "wechat") -> dict[str, Any]:
    return phone.state()["os"]["permissions"][app]


def _mom(phone: PhoneDriver) -> list[dict[str, Any]]:
    return next(c for c in phone.state()["apps"]["wechat"]["chats"] if c["id"] == "mom")["messages"]


def _share_location(phone: PhoneDriver) -> None:
    phone.tap(testId="wechat-more")
    phone.tap(testId="wechat-more-location")


def _open_mom(phone: PhoneDriver) -> None:
    phone.open("wechat")
    phone.tap(testId="wechat-chat-mom")


def test_first_location_share_asks_and_back_dismisses_the_dialog_first(phone: PhoneDriver) -> None:
    _open_mom(phone)
    sent = len(_mom(phone))
    assert _perm(phone)["location"] == "ask"
    _share_location(phone)
    assert phone.visible(testId="permission-dialog") and phone.visible(text="While using the app")
    assert phone.state()["ui"]["permissionRequest"] == {"app": "wechat", "permission": "location", "action": "shareLocation", "payload": {"chatId": "mom"}}
    # The panel of the chat is still open under the dialog; BACK closes the dialog only.
    r = phone.act(type="BACK")
    assert r["effect"] == "back: closed permission dialog"
    assert not phone.visible(testId="permission-dialog")
    assert phone.screen()["screen"] == "chat" and phone.screen()["foreground"] == "wechat"
    assert _perm(phone)["location"] == "ask" and len(_mom(phone)) == sent
    # Asked again next time, since nothing was chosen.
    _share_location(phone)
    assert phone.visible(testId="permission-dialog")


def test_allow_while_using_sends_the_location_persists_and_shows_in_settings(phone: PhoneDriver) -> None:
    _open_mom(phone)
    _share_location(phone)
    phone.tap(testId="permission-allow")
    assert _perm(phone)["location"] == "whileUsing"
    last = _mom(phone)[-1]
    assert (last["from"], last["type"], last["text"]) == ("me", "location", "Haidian, Beijing (39.979° N, 116.332° E)")
    assert phone.visible(text="Haidian, Beijing (39.979° N, 116.332° E)")
    # No second question: the grant is kept.
    _share_location(phone)
    assert not phone.visible(testId="permission-dialog") and _mom(phone)[-1]["type"] == "location" and len(_mom(phone)) >= 2
    phone.open("settings")
    phone.tap(testId="settings-entry-apps")
    for _ in range(4):  # WeChat is below the first screens of the alphabetical app list
        if phone.visible(testId="settings-app-wechat"):
            break
        phone.act(type="DRAG", x=500, y=850, x2=500, y2=250, duration_ms=1000)
    phone.tap(testId="settings-app-wechat")
    assert "Allowed while in use" in phone.text("settings-perm-location")
    # Settings can take it back: WeChat may then not share.
    phone.tap(testId="settings-perm-location")
    phone.tap(testId="settings-perm-location-denied")
    assert _perm(phone)["location"] == "denied" and "Not allowed" in phone.text("settings-perm-location")



def test_denied_location_changes_what_wechat_can_do(phone: PhoneDriver) -> None:
    _open_mom(phone)
    sent = len(_mom(phone))
    _share_location(phone)
    phone.tap(testId="permission-deny")
    assert _perm(phone)["location"] == "denied"
    assert len(_mom(phone)) == sent
    assert "no access to your location" in phone.state()["ui"]["toast"]["text"]
    # Denied is remembered: no dialog, still nothing sent.
    _share_location(phone)
    assert not phone.visible(testId="permission-dialog") and len(_mom(phone)) == sent


def test_only_this_time_lasts_until_the_app_is_closed(phone: PhoneDriver) -> None:
    _open_mom(phone)
    _share_location(phone)
    phone.tap(testId="permission-once")
    assert _perm(phone)["location"] == "once" and _mom(phone)[-1]["type"] == "location"
    phone.act(type="HOME")
    phone.act(type="RECENT")
    phone.tap(testId="recent-close-wechat")
    assert _perm(phone)["location"] == "ask"
    _open_mom(phone)
    _share_location(phone)
    assert phone.visible(testId="permission-dialog")


def test_location_switch_in_settings_and_quick_settings_and_the_os_read(phone: PhoneDriver) -> None:
    os_ = phone.state()["os"]
    assert os_["settings"]["location"] is True
    assert os_["location"] == {"latitude": 39.979, "longitude": 116.332, "city": "Beijing", "district": "Haidian"}
    phone.open("settings")
    phone.tap(testId="settings-entry-location")
    assert phone.visible(text="Haidian, Beijing") and phone.visible(text="39.979° N, 116.332° E")
    phone.tap(testId="settings-location")
    assert phone.state()["os"]["settings"]["location"] is False and not phone.visible(testId="settings-location-fix")
    # WeChat, allowed, reads nothing while location is off.
    phone.call(phone.phone.patch([{"op": "replace", "path": "/os/permissions/wechat/location", "value": "whileUsing"}]))
    _open_mom(phone)
    sent = len(_mom(phone))
    _share_location(phone)
    assert len(_mom(phone)) == sent and "Location is off" in phone.state()["ui"]["toast"]["text"]
    # Quick settings turn it back on, and the share works.
    phone.act(type="SWIPE", x=500, y=10, x2=500, y2=500)
    assert phone.screen()["shade"]
    phone.tap(testId="qs-location")
    assert phone.state()["os"]["settings"]["location"] is True
    phone.act(type="BACK")
    _share_location(phone)
    assert _mom(phone)[-1]["type"] == "location"


def _request(app: str, action: str, permission: str = "location", payload: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"ui": {"permissionRequest": {"app": app, "permission": permission, "action": action, "payload": payload or {}}}}


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        (
            _request("map", "no-such-action"),
            r"^wrong state: /ui/permissionRequest/action: app 'map' has no permission action 'no-such-action'; its actions: showResults, directions$",
        ),
        (_request("tiktok", "showResults"), r"^wrong state: /ui/permissionRequest/app: 'tiktok' is not an installed app; installed: .*\bmap\b"),
        (_request("notes", "showResults"), r"^wrong state: /ui/permissionRequest/action: app 'notes' has no permission action 'showResults'; its actions: none"),
        (_request("map", "showResults", "camera"), r"^wrong state: /ui/permissionRequest/permission: action 'showResults' of app 'map' asks for 'location', got 'camera'$"),
        (_request("map", "showResults", "telepathy"), r"/ui/permissionRequest/permission: expected one of \"camera\""),
        ([{"op": "add", "path": "/os/permissions/tiktok", "value": {"notifications": True, "camera": "ask", "location": "whileUsing", "microphone": "ask", "contacts": "ask"}}], r"^wrong state: /os/permissions/tiktok: 'tiktok' is not an installed app; installed: "),
    ],
    ids=["unknown action", "uninstalled app", "app without actions", "other permission", "no such permission", "grant of an uninstalled app"],
)
def test_a_permission_request_or_grant_the_phone_could_not_answer_is_refused_naming_the_path(phone: PhoneDriver, patch: Any, message: str) -> None:
    phone.open("map")
    before, digest = phone.state(), phone.call(phone.phone.state_hash())
    with pytest.raises(StatePatchError, match=message):
        phone.call(phone.phone.patch(patch))
    assert phone.call(phone.phone.state_hash()) == digest and phone.state() == before
    # The same in a snapshot.
    snap = phone.state()
    if isinstance(patch, dict):
        snap["ui"]["permissionRequest"] = patch["ui"]["permissionRequest"]
    else:
        snap["os"]["permissions"]["tiktok"] = patch[0]["value"]
    with pytest.raises(StatePatchError, match=message):
        phone.call(phone.phone.reset(state=snap))
    assert phone.call(phone.phone.state_hash()) == digest and phone.state() == before
    assert not phone.visible(testId="permission-dialog")


def test_after_refused_requests_a_request_raised_in_the_gui_or_patched_in_is_answered_by_a_tap(phone: PhoneDriver) -> None:
    errors = len(phone.call(phone.phone.page_errors()))
    phone.open("map")
    with pytest.raises(StatePatchError, match="no-such-action"):
        phone.call(phone.phone.patch(_request("map", "no-such-action")))
    # Maps asks for the location when it first sorts by distance from you.
    phone.tap(testId="map-category-cafe")
    assert phone.state()["ui"]["permissionRequest"] == {"app": "map", "permission": "location", "action": "showResults", "payload": {"category": "cafe"}}
    r = phone.tap(testId="permission-allow")
    assert r["errors"] == [] and not phone.visible(testId="permission-dialog")
    s = phone.state()
    assert s["os"]["permissions"]["map"]["location"] == "whileUsing" and s["ui"]["permissionRequest"] is None
    assert phone.screen()["screen"] == "results" and s["apps"]["map"]["view"]["category"] == "cafe"
    # A well-formed request put in by a patch (Weather's "locate me") is answered the same way.
    phone.open("weather")
    phone.call(phone.phone.patch(_request("weather", "locate")))
    assert phone.visible(testId="permission-dialog")
    r = phone.tap(testId="permission-once")
    assert r["errors"] == [] and phone.state()["os"]["permissions"]["weather"]["location"] == "once"
    assert phone.state()["apps"]["weather"]["located"] == "beijing"
    assert len(phone.call(phone.phone.page_errors())) == errors

