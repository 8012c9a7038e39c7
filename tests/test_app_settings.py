"""Settings app through the GUI (real Chromium): radios, Wi-Fi, Bluetooth, display, apps, about."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.app("settings")


def os_state(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["os"]


def settings(phone: PhoneDriver) -> dict[str, Any]:
    return os_state(phone)["settings"]


def switch_on(phone: PhoneDriver, test_id: str) -> bool:
    """Whether the switch drawn in (or as) the element with this test id shows on."""
    js = """id => {
        const el = document.querySelector(`[data-testid="${id}"]`);
        const sw = el.getAttribute('role') === 'switch' ? el : el.querySelector('[role=switch]');
        return sw.getAttribute('aria-checked') === 'true';
    }"""
    return phone.evaluate(js, test_id)


def screen(phone: PhoneDriver) -> str:
    return phone.screen()["screen"]


def test_airplane_mode_turns_all_radios_off(app_phone: PhoneDriver) -> None:
    before = settings(app_phone)
    assert before["wifi"] and before["bluetooth"] and before["cellular"] and not before["airplane"]
    app_phone.tap(testId="settings-entry-network")
    assert switch_on(app_phone, "settings-network-wifi-switch")
    app_phone.tap(testId="settings-airplane")

    after = settings(app_phone)
    assert after["airplane"] is True
    assert (after["wifi"], after["wifiConnected"], after["bluetooth"], after["cellular"]) == (False, None, False, False)
    assert not any(d["connected"] for d in os_state(app_phone)["networks"]["bluetooth"])
    # The cascade is drawn: Wi-Fi and mobile data show off, mobile data is disabled.
    assert switch_on(app_phone, "settings-airplane-switch")
    assert not switch_on(app_phone, "settings-network-wifi-switch")
    assert not switch_on(app_phone, "settings-mobile-data-switch")
    app_phone.tap(testId="settings-mobile-data")
    assert settings(app_phone)["cellular"] is False

    app_phone.act(type="BACK")
    assert app_phone.text("settings-entry-network").endswith("Airplane mode")
    app_phone.tap(testId="settings-entry-connected")
    assert not switch_on(app_phone, "settings-bt-switch")
    assert app_phone.visible(testId="settings-bt-off")


def test_wifi_connect_to_open_network(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-network")
    app_phone.tap(testId="settings-network-wifi")
    assert screen(app_phone) == "wifi"
    app_phone.tap(text="Cafe Lumen")

    s = os_state(app_phone)
    assert s["settings"]["wifi"] is True and s["settings"]["wifiConnected"] == "wifi-cafe"
    assert {n["id"]: n["saved"] for n in s["networks"]["wifi"]}["wifi-cafe"] is True
    assert app_phone.screen()["overlay"] is None
    # The connected network is listed first and marked.
    first = app_phone.evaluate("() => document.querySelector('[data-testid^=\"settings-wifi-wifi-\"]').dataset.testid")
    assert first == "settings-wifi-wifi-cafe"
    assert "Connected" in app_phone.text("settings-wifi-wifi-cafe")
    assert "Saved" in app_phone.text("settings-wifi-wifi-home")


def _judged_os(phone: PhoneDriver) -> dict[str, Any]:
    """The OS state without the clock, which every action moves on."""
    return {k: v for k, v in os_state(phone).items() if k != "clock"}


def _open_password_dialog(phone: PhoneDriver, ssid: str) -> None:
    phone.open("settings")
    phone.tap(testId="settings-entry-network")
    phone.tap(testId="settings-network-wifi")
    phone.tap(text=ssid)
    assert phone.screen()["overlay"] == "password"


def test_wifi_secured_networks_carry_their_password(phone: PhoneDriver) -> None:
    nets = os_state(phone)["networks"]["wifi"]
    assert all((n["password"] == "") == (not n["secured"]) for n in nets)


def test_wifi_connect_to_secured_network_with_password(phone: PhoneDriver) -> None:
    password = {n["id"]: n["password"] for n in os_state(phone)["networks"]["wifi"]}["wifi-neighbor"]
    _open_password_dialog(phone, "TP-Link_7A3C")
    phone.tap(testId="settings-password-connect")  # an empty password is refused
    assert phone.screen()["overlay"] == "password"
    assert phone.text("settings-password-error") == "Enter the password"
    assert settings(phone)["wifiConnected"] == "wifi-home"

    phone.tap(testId="field-settings.wifiPassword")
    phone.type(password)
    assert password not in phone.text("field-settings.wifiPassword")  # drawn as dots
    assert not phone.visible(testId="settings-password-error")  # typing clears the error
    phone.tap(testId="settings-password-connect")
    s = os_state(phone)
    assert s["settings"]["wifiConnected"] == "wifi-neighbor"
    assert {n["id"]: n["saved"] for n in s["networks"]["wifi"]}["wifi-neighbor"] is True
    assert phone.screen()["overlay"] is None
    assert phone.text("settings-wifi-wifi-neighbor").endswith("Connected")


def test_wifi_wrong_password_is_refused_and_changes_nothing(phone: PhoneDriver) -> None:
    # As the ConnectSecuredWifi template's setup does: the network takes a given password.
    phone.call(phone.phone.patch([{"op": "replace", "path": "/os/networks/wifi/4/password", "value": "tpl7a3c-pass"}]))
    assert os_state(phone)["networks"]["wifi"][4]["id"] == "wifi-neighbor"
    _open_password_dialog(phone, "TP-Link_7A3C")
    before = _judged_os(phone)

    for wrong in ("hunter22", "TPL7A3C-PASS", "tpl7a3c-pass "):
        phone.tap(testId="field-settings.wifiPassword")
        phone.type(wrong)
        phone.tap(testId="settings-password-connect")
        # Refused on screen: the dialog stays, says so, and the field is empty for another try.
        assert phone.screen()["overlay"] == "password"
        assert phone.text("settings-password-error") == "Incorrect password. Try again."
        assert "•" not in phone.text("field-settings.wifiPassword")
        assert _judged_os(phone) == before  # not saved, not connected, nothing else

    phone.tap(testId="field-settings.wifiPassword")
    phone.type("tpl7a3c-pass")
    phone.tap(testId="settings-password-connect")
    s = os_state(phone)
    assert s["settings"]["wifiConnected"] == "wifi-neighbor"
    assert {n["id"]: n["saved"] for n in s["networks"]["wifi"]}["wifi-neighbor"] is True
    assert phone.screen()["overlay"] is None

    # Cancelling after a wrong password leaves the network as it was, too.
    assert os_state(phone)["networks"]["wifi"][1]["id"] == "wifi-office"
    phone.call(phone.phone.patch([{"op": "replace", "path": "/os/networks/wifi/1/saved", "value": False}]))
    phone.tap(text="Office-Guest")
    before = _judged_os(phone)
    phone.tap(testId="field-settings.wifiPassword")
    phone.type("tpl7a3c-pass")
    phone.tap(testId="settings-password-connect")
    assert phone.screen()["overlay"] == "password"
    phone.tap(testId="settings-password-cancel")
    assert phone.screen()["overlay"] is None
    assert _judged_os(phone) == before
    assert not phone.text("settings-wifi-wifi-office").endswith("Connected")


def test_wifi_forget_saved_network(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-network")
    app_phone.tap(testId="settings-network-wifi")
    app_phone.long_press(testId="settings-wifi-wifi-office")
    app_phone.tap(text="Forget")
    nets = {n["id"]: n for n in os_state(app_phone)["networks"]["wifi"]}
    assert nets["wifi-office"]["saved"] is False and nets["wifi-home"]["saved"] is True
    assert not app_phone.visible(testId="settings-wifi-gear-wifi-office")

    # Forgetting the connected network from its details page disconnects it.
    app_phone.tap(testId="settings-wifi-wifi-home")
    assert screen(app_phone) == "wifiDetail"
    app_phone.tap(testId="settings-wifi-detail-forget")
    assert screen(app_phone) == "wifi"
    assert settings(app_phone)["wifiConnected"] is None


def test_bluetooth_pair_connect_and_unpair(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-connected")
    assert screen(app_phone) == "bluetooth" and switch_on(app_phone, "settings-bt-switch")
    app_phone.tap(text="Mi Watch S1")  # available: pairs and connects
    devs = {d["id"]: d for d in os_state(app_phone)["networks"]["bluetooth"]}
    assert devs["bt-watch"]["paired"] is True and devs["bt-watch"]["connected"] is True
    assert app_phone.visible(testId="settings-bt-gear-bt-watch")

    app_phone.tap(testId="settings-bt-bt-buds")  # paired: toggles the connection
    assert {d["id"]: d for d in os_state(app_phone)["networks"]["bluetooth"]}["bt-buds"]["connected"] is True
    app_phone.tap(testId="settings-bt-bt-buds")
    assert {d["id"]: d for d in os_state(app_phone)["networks"]["bluetooth"]}["bt-buds"]["connected"] is False

    app_phone.tap(testId="settings-bt-gear-bt-car")
    assert screen(app_phone) == "btDetail"
    app_phone.tap(testId="settings-bt-unpair")
    devs = {d["id"]: d for d in os_state(app_phone)["networks"]["bluetooth"]}
    assert devs["bt-car"]["paired"] is False and screen(app_phone) == "bluetooth"
    assert devs["bt-watch"]["connected"] is True

    app_phone.tap(testId="settings-bt-switch")
    s = os_state(app_phone)
    assert s["settings"]["bluetooth"] is False and not any(d["connected"] for d in s["networks"]["bluetooth"])


def test_brightness_slider_follows_tap_position(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-display")
    left, top, width, height = app_phone.call(app_phone.phone.locate({"testId": "settings-brightness"}))["box"]
    for frac in (0.25, 0.8):
        x, y = left + frac * width, top + height / 2
        app_phone.act(type="CLICK", x=x / 360 * 1000, y=y / 800 * 1000)
        assert abs(settings(app_phone)["brightness"] - frac * 100) <= 1
    assert app_phone.text("settings-brightness-value") == f"{settings(app_phone)['brightness']}%"


def test_dark_theme_switch(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-display")
    app_phone.tap(testId="settings-dark-theme")
    assert settings(app_phone)["darkMode"] is True
    assert switch_on(app_phone, "settings-dark-theme-switch")
    assert app_phone.evaluate("() => document.querySelector('[data-testid=phone]').classList.contains('theme-dark')")


def test_font_size_choice(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-display")
    app_phone.tap(testId="settings-font-size")
    assert app_phone.screen()["overlay"] == "font-size"
    app_phone.tap(text="Large")
    assert settings(app_phone)["fontScale"] == 1.15
    assert app_phone.screen()["overlay"] is None
    assert app_phone.text("settings-font-size").endswith("Large")


def test_app_notification_and_permission_toggles(app_phone: PhoneDriver) -> None:
    before = os_state(app_phone)["permissions"]
    app_phone.tap(testId="settings-entry-apps")
    app_phone.tap(testId="settings-app-clock")
    assert screen(app_phone) == "appInfo" and app_phone.text("settings-appinfo-name") == "Clock"
    app_phone.tap(testId="settings-perm-notifications")
    app_phone.tap(testId="settings-perm-camera")
    assert app_phone.screen()["overlay"] == "permission" and app_phone.text("settings-perm-camera").endswith("Ask every time")
    app_phone.tap(testId="settings-perm-camera-whileUsing")

    after = os_state(app_phone)["permissions"]
    assert after["clock"] == {**before["clock"], "notifications": False, "camera": "whileUsing"}
    assert app_phone.text("settings-perm-camera").endswith("Allowed while in use")
    assert {k: v for k, v in after.items() if k != "clock"} == {k: v for k, v in before.items() if k != "clock"}
    assert not switch_on(app_phone, "settings-perm-notifications-switch")
    app_phone.act(type="BACK")
    assert "Notifications off" in app_phone.text("settings-app-clock")


def test_rename_device(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-about")
    app_phone.tap(testId="settings-about-name")
    assert app_phone.screen()["overlay"] == "rename"
    app_phone.tap(testId="field-settings.deviceName")
    app_phone.type("   ", clear=True)
    app_phone.tap(testId="settings-rename-ok")  # a blank name is refused
    assert app_phone.screen()["overlay"] == "rename" and os_state(app_phone)["device"]["name"] == "My Phone"
    app_phone.tap(testId="field-settings.deviceName")
    app_phone.type("Ada's Pixel", clear=True)
    app_phone.tap(testId="settings-rename-ok")
    assert os_state(app_phone)["device"]["name"] == "Ada's Pixel"
    assert app_phone.screen()["overlay"] is None
    assert app_phone.text("settings-about-title") == "Ada's Pixel"
    assert app_phone.visible(text="MobileGym Phone 1") and app_phone.visible(text="MG1.260514.001")


def test_search_filters_entries(app_phone: PhoneDriver) -> None:
    assert app_phone.visible(testId="settings-entry-display")
    app_phone.tap(testId="field-settings.search")
    app_phone.type("blue")
    assert app_phone.visible(testId="settings-result-bluetooth") and app_phone.visible(text="Bluetooth")
    assert not app_phone.visible(testId="settings-entry-display") and not app_phone.visible(testId="settings-result-display")
    app_phone.tap(testId="settings-result-bluetooth")
    assert screen(app_phone) == "bluetooth"
    app_phone.act(type="BACK")
    app_phone.tap(testId="settings-search-clear")
    assert app_phone.visible(testId="settings-entry-display")


def test_back_returns_to_previous_page(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="settings-entry-network")
    app_phone.tap(testId="settings-network-wifi")
    app_phone.tap(text="TP-Link_7A3C")
    app_phone.act(type="BACK")  # closes the dialog first
    assert screen(app_phone) == "wifi" and app_phone.screen()["overlay"] is None
    app_phone.act(type="BACK")
    assert screen(app_phone) == "network"
    app_phone.tap(testId="appbar-back")
    assert screen(app_phone) == "home"
    assert app_phone.state()["apps"]["settings"] == {}
