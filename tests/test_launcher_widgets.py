"""Home-screen widgets and wallpapers through real Chromium: the long-press menu, the system
widget picker, removing a widget, and Themes (theme_store) setting the wallpaper, applying a
theme and placing a theme's widget. Widgets are judged state (`os.launcher.widgets`), kept by a
snapshot; a patch or an intent that breaks them is refused naming the field. Also the judge of
launcher.ChangeWallpaperAndAddWidget on hand-made careless states."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate

pytestmark = pytest.mark.browser


def launcher(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["os"]["launcher"]


def scrolled_to(phone: PhoneDriver, test_id: str) -> bool:
    """Drag the screen up until ``test_id`` shows (at most four times)."""
    for _ in range(5):
        if phone.visible(testId=test_id):
            return True
        phone.act(type="DRAG", x=500, y=850, x2=500, y2=350, duration_ms=800)
    return False


def add_from_picker(phone: PhoneDriver, widget: str) -> None:
    """Long-press the home screen, open Widgets, tap one of the system's widgets."""
    phone.long_press(testId="home-clock")
    phone.tap(testId="launcher-menu-widgets")
    phone.tap(testId=f"launcher-add-{widget}")


def test_the_widget_picker_places_a_widget_on_the_first_page_with_room_and_shows_it(phone: PhoneDriver) -> None:
    before = launcher(phone)
    # The first page is full; the second holds the apps added after it (Calculator 2, Compass, ...).
    assert before["widgets"] == [] and len(before["pages"]) == 2 and len(before["pages"][0]) == 20 and 0 < len(before["pages"][1]) <= 4
    phone.long_press(testId="home-clock")
    assert phone.visible(testId="launcher-menu")
    phone.tap(testId="launcher-menu-widgets")
    phone.tap(testId="launcher-add-clock")
    after = launcher(phone)
    # The 4x2 clock goes above the second page's icons; no icon moved.
    assert after["pages"] == before["pages"]
    assert after["widgets"] == [{"id": after["widgets"][0]["id"], "widget": "clock", "page": 1}]
    assert phone.visible(role="group", name="Widget: Clock")
    assert "added to home screen 2" in phone.state()["ui"]["toast"]["text"]
    # A second one fits under it (a row of icons, 8 and 8 of the page's 20 slots).
    add_from_picker(phone, "analog_clock")
    assert [w["page"] for w in launcher(phone)["widgets"]] == [1, 1]


def test_removing_a_widget_drops_the_page_it_leaves_empty(phone: PhoneDriver) -> None:
    for widget in ("calendar", "clock", "analog_clock"):  # two fill the second page's room: the third opens a page
        add_from_picker(phone, widget)
    placed = launcher(phone)["widgets"][-1]
    assert placed["page"] == 2 and len(launcher(phone)["pages"]) == 3
    phone.long_press(testId=f"launcher-widget-{placed['id']}")
    phone.tap(testId="launcher-widget-remove")
    after = launcher(phone)
    assert [w["page"] for w in after["widgets"]] == [1, 1] and len(after["pages"]) == 2
    assert phone.visible(testId="launcher-page-1")


def test_back_closes_the_home_screen_menu_and_a_long_press_on_an_icon_opens_nothing(phone: PhoneDriver) -> None:
    phone.long_press(testId="home-clock")
    assert phone.state()["ui"]["launcherSheet"] == {"kind": "menu", "widget": None}
    phone.act(type="BACK")
    assert phone.state()["ui"]["launcherSheet"] is None
    result = phone.long_press(testId="app-wechat")
    assert phone.state()["ui"]["launcherSheet"] is None, result


def test_the_wallpapers_entry_opens_themes_and_setting_one_changes_the_home_screen(phone: PhoneDriver) -> None:
    phone.long_press(testId="home-clock")
    phone.tap(testId="launcher-menu-wallpapers")
    state = phone.state()
    assert state["ui"]["foreground"] == "theme_store"
    assert scrolled_to(phone, "ts-wallpaper-aurora")
    phone.tap(testId="ts-wallpaper-aurora")
    phone.tap(testId="ts-apply-wallpaper")
    assert launcher(phone)["wallpaper"] == "aurora"
    assert phone.visible(text="In use")
    phone.act(type="HOME")
    style = phone.call(phone.phone.page.evaluate("() => document.querySelector('[data-testid=launcher]').style.background"))
    assert "rgba(80, 255, 170" in style  # aurora's own gradient, not the default dawn


def test_applying_a_theme_sets_its_wallpaper_and_adding_its_widget_places_it(phone: PhoneDriver) -> None:
    phone.open("theme_store")
    phone.tap(testId="ts-theme-ink_mountains")
    phone.tap(testId="ts-apply-theme")
    state = phone.state()
    assert state["os"]["launcher"]["wallpaper"] == "ink_mountains"
    assert state["apps"]["theme_store"]["appliedTheme"] == "ink_mountains"
    assert scrolled_to(phone, "ts-theme-widget-ink_clock")
    phone.tap(testId="ts-theme-widget-ink_clock")
    phone.tap(testId="ts-add-widget")
    assert [w["widget"] for w in launcher(phone)["widgets"]] == ["ink_clock"]
    phone.act(type="HOME")
    phone.act(type="SWIPE", x=600, y=1000, x2=100, y2=1000, duration_ms=300)
    assert phone.visible(role="group", name="Widget: Ink Mountains clock")


def test_search_finds_the_theme_its_wallpaper_and_its_widget(phone: PhoneDriver) -> None:
    phone.open("theme_store")
    phone.tap(testId="ts-search")
    phone.type("tangerine")
    phone.act(type="ENTER")
    assert phone.state()["apps"]["theme_store"]["searchHistory"] == ["tangerine"]
    for test_id in ("ts-theme-tangerine_grove", "ts-wallpaper-tangerine_grove", "ts-wallpaper-tangerine_dream", "ts-widget-tangerine_grove"):
        assert scrolled_to(phone, test_id), test_id
    assert not phone.visible(testId="ts-widget-citrus_clock")


def test_widgets_survive_a_snapshot_and_restore(phone: PhoneDriver) -> None:
    add_from_picker(phone, "clock")
    snap = phone.call(phone.phone.snapshot())
    phone.call(phone.phone.reset(seed=0))
    assert launcher(phone)["widgets"] == []
    phone.call(phone.phone.restore(snap))
    assert [w["widget"] for w in launcher(phone)["widgets"]] == ["clock"]


@pytest.mark.parametrize(
    ("patch", "message"),
    [
        ({"os": {"launcher": {"wallpaper": "mars"}}}, r"/os/launcher/wallpaper: no wallpaper 'mars'"),
        ({"os": {"launcher": {"widgets": [{"id": "w9", "widget": "radio", "page": 0}]}}}, r"/os/launcher/widgets/0/widget: no widget 'radio'"),
        ({"os": {"launcher": {"widgets": [{"id": "w9", "widget": "clock", "page": 3}]}}}, r"/os/launcher/widgets/0/page: expected a page index from 0 to 1, got 3"),
        ({"os": {"launcher": {"widgets": [{"id": "w9", "widget": "clock", "page": 0}]}}}, r"/os/launcher/pages/0: 20 icons and folders do not fit; its widgets leave room for 12"),
        ({"os": {"launcher": {"widgets": [{"id": "w9", "widget": "clock"}]}}}, r"missing key 'page' at /os/launcher/widgets/0"),
        ({"ui": {"launcherSheet": {"kind": "widget", "widget": "w9"}}}, r"/ui/launcherSheet/widget: no placed widget 'w9'"),
    ],
)
def test_a_bad_launcher_patch_is_refused_naming_the_field(phone: PhoneDriver, patch: dict[str, Any], message: str) -> None:
    before = phone.state()
    with pytest.raises(StatePatchError, match=message):
        phone.call(phone.phone.patch(patch))
    assert phone.state() == before


@pytest.mark.parametrize(
    ("screen", "params", "message"),
    [
        ("home", {"tab": "shop"}, r"params/tab: expected one of \"themes\", \"wallpapers\", \"widgets\", \"mine\", got \"shop\""),
        ("widget", {"id": "radio"}, r"id: no widget \"radio\"; known: clock, "),
        ("wallpaper", {}, r"params: missing key 'id'"),
    ],
)
def test_a_bad_themes_intent_is_refused_naming_the_field(phone: PhoneDriver, screen: str, params: dict[str, Any], message: str) -> None:
    before = phone.state()
    with pytest.raises(Exception, match=message):
        phone.call(phone.phone.intent("theme_store", screen, params))
    assert phone.state() == before


# -- the judge of launcher.ChangeWallpaperAndAddWidget, on hand-made states --------------------


def _verdict(phone: PhoneDriver, wallpaper: str | None, widgets: list[str], *, before: list[str] = (), fold: bool = False) -> JudgeResult:
    """The template's verdict: the start has the instance's wallpaper and the widgets ``before``;
    the end has ``wallpaper`` (None: unchanged) and ``widgets`` added on a new page; ``fold``
    gathers two icons into a folder on the way."""
    loaded = default_tasks().tasks["launcher.ChangeWallpaperAndAddWidget"]
    instance = instantiate(loaded, 0)
    initial = copy.deepcopy(phone.state())
    initial["os"]["launcher"]["wallpaper"] = instance.params["start"]["id"]
    initial["os"]["launcher"]["pages"].append([])
    initial["os"]["launcher"]["widgets"] = [{"id": f"w{k}", "widget": w, "page": 1} for k, w in enumerate(before)]
    final = copy.deepcopy(initial)
    launcher_ = final["os"]["launcher"]
    if wallpaper is not None:
        launcher_["wallpaper"] = wallpaper
    launcher_["widgets"] += [{"id": f"w{50 + k}", "widget": w, "page": 1} for k, w in enumerate(widgets)]
    if fold:
        page = launcher_["pages"][0]
        page[:] = [{"id": "f60", "name": "Folder", "apps": ["reddit", "x"]}] + [i for i in page if i not in ("reddit", "x")]
    return judge(final, initial, instance.checks, instance.expected, hooks=loaded.hooks, params=instance.params)


def test_the_judge_passes_a_new_wallpaper_and_the_theme_widget(phone: PhoneDriver) -> None:
    v = _verdict(phone, "sakura", ["tangerine_grove"])
    assert v.goals_met and v.clean, [i.name for i in v.issues]


@pytest.mark.parametrize(
    ("wallpaper", "widgets", "before", "fold", "failing"),
    [
        (None, ["tangerine_grove"], (), False, {"wallpaper_changed"}),  # the widget only
        ("sakura", [], (), False, {"theme_widget_placed_icons_kept"}),  # the wallpaper only
        ("sakura", ["citrus_clock"], (), False, {"theme_widget_placed_icons_kept"}),  # an orange look-alike
        ("sakura", ["tangerine_grove", "citrus_clock"], (), False, {"theme_widget_placed_icons_kept"}),  # a hedge
        ("sakura", ["tangerine_grove", "tangerine_grove"], (), False, {"theme_widget_placed_icons_kept"}),  # twice
        ("sakura", [], ("tangerine_grove",), False, {"theme_widget_placed_icons_kept"}),  # there before
        ("sakura", ["tangerine_grove"], (), True, {"theme_widget_placed_icons_kept"}),  # icons moved on the way
    ],
)
def test_the_judge_fails_a_near_miss(phone: PhoneDriver, wallpaper: str | None, widgets: list[str], before: tuple[str, ...], fold: bool, failing: set[str]) -> None:
    v = _verdict(phone, wallpaper, widgets, before=list(before), fold=fold)
    assert not v.goals_met
    assert {i.name for i in v.issues} == failing
