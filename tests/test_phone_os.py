"""The OS layer through real Chromium: taps, gestures, BACK's priority chain, recents, shade."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import PhoneDriver
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.errors import StatePatchError, UnknownAppError
from mobilegym_gym.sim.phone import Phone

pytestmark = pytest.mark.browser


def _history(n: int) -> list[dict[str, str]]:
    return [{"id": f"h{i}", "expression": f"{i}+{i}", "result": str(2 * i)} for i in range(1, n + 1)]


def test_tap_at_normalised_coordinates_hits_the_element_drawn_there(phone: PhoneDriver) -> None:
    phone.open("calculator")
    box = {}
    for key in ("7", "×", "6", "="):
        loc = phone.call(phone.phone.locate({"testId": f"calc-key-{key}"}))
        x, y, w, h = loc["box"]
        box[key] = loc
        # Tap near the key's corner, not its centre: hit-testing follows the drawn layout.
        phone.act(type="CLICK", x=(x + w * 0.2) / 360 * 1000, y=(y + h * 0.8) / 800 * 1000)
    assert phone.state()["apps"]["calculator"]["history"][0] == {"id": "h1", "expression": "7×6", "result": "42"}
    # Between two keys (the grid gap) nothing is hit, and nothing changes.
    gap_x = (box["7"]["box"][0] + box["7"]["box"][2] + 5) / 360 * 1000
    before = phone.state()["apps"]
    phone.act(type="CLICK", x=gap_x, y=box["7"]["y"])
    assert phone.state()["apps"] == before


def test_launcher_icon_tap_opens_the_app_and_home_returns(phone: PhoneDriver) -> None:
    phone.tap(testId="app-calculator")
    assert phone.screen()["foreground"] == "calculator"
    phone.act(type="HOME")
    assert phone.screen()["foreground"] is None
    assert phone.visible(testId="launcher")


def test_swipe_scrolls_a_long_list_with_inertia_and_drag_without(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch({"apps": {"calculator": {"history": _history(40)}}}))
    phone.open("calculator")
    phone.tap(testId="calc-history")
    assert phone.visible(testId="calc-h-h1") and not phone.visible(testId="calc-h-h20")
    phone.act(type="DRAG", x=500, y=700, x2=500, y2=400, duration_ms=1000)
    dragged = phone.state()["ui"]["stacks"]["calculator"][-1]["scroll"]["history"]
    assert dragged == pytest.approx(240, abs=2)  # 300/1000 of 800 px, no inertia
    phone.act(type="SWIPE", x=500, y=700, x2=500, y2=300, duration_ms=200)
    swiped = phone.state()["ui"]["stacks"]["calculator"][-1]["scroll"]["history"]
    assert swiped - dragged > 320 * 1.5  # a fast fling travels further than the finger
    assert phone.visible(testId="calc-h-h20")
    # Scrolling back past the start clamps at 0.
    for _ in range(4):
        phone.act(type="SWIPE", x=500, y=300, x2=500, y2=750, duration_ms=200)
    assert phone.state()["ui"]["stacks"]["calculator"][-1]["scroll"]["history"] == 0
    assert phone.visible(testId="calc-h-h1")


def test_long_press_opens_a_context_menu(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch({"apps": {"calculator": {"history": _history(3)}}}))
    phone.open("calculator")
    phone.tap(testId="calc-history")
    phone.tap(testId="calc-h-h2")  # a plain tap does not open it
    assert not phone.visible(testId="menu")
    row = phone.call(phone.phone.locate({"testId": "calc-h-h2"}))
    phone.long_press(testId="calc-h-h2")
    assert phone.visible(testId="menu")
    menu = phone.call(phone.phone.locate({"testId": "menu"}))
    assert abs(menu["box"][1] - (row["box"][1] + row["box"][3] / 2)) < 2  # opens at the pressed point
    phone.tap(text="Delete")
    assert [h["id"] for h in phone.state()["apps"]["calculator"]["history"]] == ["h1", "h3"]
    assert not phone.visible(testId="menu")


def test_back_follows_the_priority_chain(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch({"apps": {"calculator": {"history": _history(2)}}}))
    phone.open("calculator")
    phone.tap(testId="calc-history")
    phone.long_press(testId="calc-h-h1")
    phone.act(type="SWIPE", x=500, y=5, x2=500, y2=600)
    assert phone.screen()["shade"] and phone.screen()["overlay"] == "entry"
    expected = ["shade", "overlay", "page", "app", "nothing"]
    closed = [phone.act(type="BACK")["effect"].removeprefix("back: closed ") for _ in expected]
    assert closed == expected
    assert phone.screen()["foreground"] is None


def test_recents_switches_apps_and_keeps_the_backgrounded_screen(phone: PhoneDriver) -> None:
    phone.call(phone.phone.patch({"apps": {"calculator": {"history": _history(30)}}}))
    phone.open("calculator")
    phone.tap(testId="calc-history")
    phone.act(type="SWIPE", x=500, y=700, x2=500, y2=300, duration_ms=300)
    scroll = phone.state()["ui"]["stacks"]["calculator"][-1]["scroll"]["history"]
    assert scroll > 0
    phone.act(type="HOME")
    phone.act(type="RECENT")
    assert phone.visible(testId="recent-calculator")
    phone.tap(testId="recent-open-calculator")
    s = phone.state()
    assert s["ui"]["foreground"] == "calculator"
    assert s["ui"]["stacks"]["calculator"][-1]["screen"] == "history"
    assert s["ui"]["stacks"]["calculator"][-1]["scroll"]["history"] == scroll
    # Closing it from recents drops its back stack.
    phone.act(type="RECENT")
    phone.tap(testId="recent-close-calculator")
    assert "calculator" not in phone.state()["ui"]["recents"]
    phone.open("calculator")
    assert phone.screen()["screen"] == "main"


def test_shade_quick_settings_cascade_airplane_mode(phone: PhoneDriver) -> None:
    s = phone.state()["os"]["settings"]
    assert s["wifi"] and s["bluetooth"] and s["cellular"]
    phone.act(type="SWIPE", x=500, y=10, x2=500, y2=500)
    assert phone.visible(testId="shade")
    phone.tap(testId="qs-airplane")
    s = phone.state()["os"]["settings"]
    assert s["airplane"] and not s["wifi"] and not s["bluetooth"] and not s["cellular"]
    assert s["wifiConnected"] is None
    phone.tap(testId="qs-dark")
    assert phone.state()["os"]["settings"]["darkMode"] is True
    phone.act(type="BACK")
    assert not phone.visible(testId="shade")


def test_status_bar_shows_the_simulated_clock(phone: PhoneDriver) -> None:
    # 2026-05-14 09:00 in UTC+8; one action = +1 s, WAIT = its duration.
    assert phone.call(phone.phone.locate({"testId": "status-time"}))["label"] == "status-time"
    phone.wait(61 * 60 * 1000)
    assert phone.visible(text="10:01")
    assert phone.state()["os"]["clock"]["now"] == 1778720400000 + 61 * 60 * 1000


def test_bad_patch_and_unknown_app_change_nothing(phone: PhoneDriver) -> None:
    before = phone.state()
    with pytest.raises(StatePatchError, match=r"unknown path /os/settings/wfii.*known keys: wifi"):
        phone.call(phone.phone.patch([{"op": "replace", "path": "/os/settings/wfii", "value": True}]))
    with pytest.raises(StatePatchError, match="wrong type"):
        phone.call(phone.phone.patch({"os": {"settings": {"wifi": "off"}}}))
    with pytest.raises(UnknownAppError, match=r"installed: .*calculator.*installed once the page is rebuilt \(`cd web_sim && npm run build`\)"):
        phone.open("NoSuchApp")
    assert phone.state() == before


def test_an_app_whose_sources_are_newer_than_the_build_is_named_with_the_rebuild(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mobilegym_gym.sim import bundle

    (tmp_path / "src" / "apps" / "myapp").mkdir(parents=True)
    monkeypatch.setattr(bundle, "dist_dir", lambda: tmp_path / "dist")
    assert bundle.unknown_app_hint("myapp") == "web_sim/src/apps/myapp/ exists but the build predates it: rebuild with `cd web_sim && npm run build`"


def test_intent_opens_an_app_at_a_screen_with_its_payload(phone: PhoneDriver) -> None:
    phone.call(phone.phone.intent("Clock", "alarm", {"hour": 6, "minute": 30}))
    s = phone.state()
    top = s["ui"]["stacks"]["clock"][-1]
    assert s["ui"]["foreground"] == "clock" and top["screen"] == "alarm" and top["params"] == {"hour": 6, "minute": 30}
    phone.act(type="BACK")
    assert phone.screen()["screen"] == "main"  # the intent's screen sits on the app's own stack
    with pytest.raises(ValueError, match="has no screen 'nope'; screens: main, history"):
        phone.call(phone.phone.intent("calculator", "nope"))


def test_keyboard_types_and_back_hides_it_then_leaves(phone: PhoneDriver) -> None:
    phone.open("contacts")
    assert not phone.visible(testId="keyboard")
    phone.tap(testId="field-contacts.search")
    assert phone.visible(testId="keyboard") and phone.state()["ui"]["focus"] == "contacts.search"
    for key in ("a", "l", "i"):
        phone.tap(testId=f"key-{key}")
    assert phone.visible(text="Alice Chen") and not phone.visible(text="Ben Carter")
    assert phone.act(type="BACK")["effect"] == "back: closed keyboard"
    assert not phone.visible(testId="keyboard")
    assert phone.act(type="BACK")["effect"] == "back: closed app"


def test_typing_chinese_and_emoji_renders_with_bundled_fonts(phone: PhoneDriver) -> None:
    phone.open("contacts")
    phone.tap(testId="contacts-add")
    phone.tap(testId="field-contacts.name")
    phone.type("张伟 👋🏽")
    phone.tap(testId="field-contacts.company")
    phone.type("Café ☕ 北京")
    page = phone.phone.page
    shown = phone.call(page.evaluate("() => document.querySelector('[data-testid=\"field-contacts.name\"] .mg-field-value').textContent"))
    assert shown == "张伟 👋🏽"
    # The glyphs come from the bundled fonts, loaded before the step returned.
    fonts = phone.call(page.evaluate("() => [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family)"))
    assert {"Noto Sans SC", "Noto Emoji", "Roboto"} <= {f.strip('"') for f in fonts}
    phone.tap(testId="contacts-edit-save")
    people = {c["name"]: c for c in phone.state()["os"]["providers"]["contacts"]}
    assert people["张伟 👋🏽"]["company"] == "Café ☕ 北京"


def test_cjk_font_is_added_on_first_need_and_screens_render_the_same_either_way(runtime: Runtime) -> None:
    """The CJK font's faces cost every page memory, so a page adds them only when a screen shows
    a character only that font draws; a screen without one is pixel-identical in a page that
    has added them (emoji included: they come from the emoji font in both)."""
    fresh, used = Phone(runtime, capture=(360, 800), image_format="png"), Phone(runtime, capture=(360, 800), image_format="png")
    families = "() => [...document.fonts].map(f => f.family.replaceAll('\"', ''))"
    try:
        for p in (fresh, used):
            runtime.call(p.open(), timeout=60)
        assert "Noto Sans SC" not in runtime.call(fresh.page.evaluate(families))
        driver = PhoneDriver(runtime, used)
        driver.open("contacts")
        driver.tap(testId="contacts-add")
        driver.tap(testId="field-contacts.name")
        driver.type("张伟")
        assert "Noto Sans SC" in runtime.call(used.page.evaluate(families))
        shots = []
        for p in (fresh, used):
            runtime.call(p.reset(seed=0), timeout=30)
            PhoneDriver(runtime, p).open("wechat")  # chat previews with emoji
            shots.append(runtime.call(p.screenshot_bytes()))
        assert shots[0] == shots[1]
        assert "Noto Sans SC" not in runtime.call(fresh.page.evaluate(families))
    finally:
        for p in (fresh, used):
            runtime.call(p.close(), timeout=30)
