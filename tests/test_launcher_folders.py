"""Launcher folders through real Chromium: DRAG an icon onto another to make a folder, onto a
folder to add to it, tap it open, rename it through the keyboard, launch from it, drag an app
out, and a folder of one dissolves. Folders are judged state (`os.launcher`), kept by a
snapshot; a patch that breaks them is refused naming the field. Also the judge of
launcher.DesktopAppsToFolder on hand-made states."""

from __future__ import annotations

import copy
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import ValidationError

from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.spec import Step
from mobilegym_gym.tasks.task import instantiate

pytestmark = pytest.mark.browser


def drag(phone: PhoneDriver, source: dict[str, Any], target: dict[str, Any]) -> dict[str, Any]:
    """DRAG from the centre of one target to the centre of another."""
    a = phone.call(phone.phone.locate(source))
    b = phone.call(phone.phone.locate(target))
    return phone.act(type="DRAG", x=a["x"], y=a["y"], x2=b["x"], y2=b["y"], duration_ms=600)


def drag_out(phone: PhoneDriver, app: str) -> dict[str, Any]:
    """DRAG an app of the open folder to the top of the screen, outside the folder's panel."""
    a = phone.call(phone.phone.locate({"testId": f"app-{app}"}))
    return phone.act(type="DRAG", x=a["x"], y=a["y"], x2=500, y2=120, duration_ms=600)


def page0(phone: PhoneDriver) -> list[Any]:
    return phone.state()["os"]["launcher"]["pages"][0]


def folders(phone: PhoneDriver) -> list[dict[str, Any]]:
    return [i for p in phone.state()["os"]["launcher"]["pages"] for i in p if isinstance(i, dict)]


def make_folder(phone: PhoneDriver) -> str:
    """Spotify dropped on Reddit: a folder in Reddit's slot. Returns its id."""
    slot = page0(phone).index("reddit")
    drag(phone, {"testId": "app-spotify"}, {"testId": "app-reddit"})
    folder = page0(phone)[slot]
    assert isinstance(folder, dict)
    return str(folder["id"])


def test_dragging_an_icon_onto_another_makes_a_folder_in_the_targets_slot(phone: PhoneDriver) -> None:
    before = page0(phone)
    slot = before.index("reddit")
    effect = drag(phone, {"testId": "app-spotify"}, {"testId": "app-reddit"})["effect"]
    assert effect.startswith("dragged")
    after = page0(phone)
    fid = after[slot]["id"]
    assert after[slot] == {"id": fid, "name": "Folder", "apps": ["reddit", "spotify"]}
    assert "spotify" not in after and "reddit" not in after and len(after) == len(before) - 1
    assert phone.visible(testId=f"launcher-folder-{fid}") and not phone.visible(testId="app-spotify")


def test_an_icon_dropped_on_a_folder_joins_it_and_a_drop_on_nothing_changes_nothing(phone: PhoneDriver) -> None:
    fid = make_folder(phone)
    drag(phone, {"testId": "app-x"}, {"testId": f"launcher-folder-{fid}"})
    assert folders(phone) == [{"id": fid, "name": "Folder", "apps": ["reddit", "spotify", "x"]}]
    before = phone.state()["os"]
    home = phone.call(phone.phone.locate({"testId": "home-clock"}))
    phone.act(type="DRAG", x=500, y=600, x2=home["x"], y2=home["y"], duration_ms=600)  # onto the clock
    assert phone.state()["os"]["launcher"] == before["launcher"]


def test_a_folder_opens_renames_through_the_keyboard_launches_and_closes(phone: PhoneDriver, tmp_path: Any) -> None:
    fid = make_folder(phone)
    phone.tap(testId=f"launcher-folder-{fid}")
    assert phone.state()["ui"]["launcherFolder"] == fid and phone.visible(testId="launcher-folder-open")
    phone.screenshot(str(tmp_path / "open.png"))
    phone.tap(testId="field-launcher.folderName")
    assert phone.visible(testId="keyboard")
    phone.tap(testId="key-backspace")
    assert folders(phone)[0]["name"] == "Folde"
    phone.type("Break Time", clear=True)
    assert folders(phone)[0]["name"] == "Break Time"
    # BACK: the keyboard first, then the folder.
    assert phone.act(type="BACK")["effect"] == "back: closed keyboard"
    assert phone.act(type="BACK")["effect"] == "back: closed folder"
    assert phone.state()["ui"]["launcherFolder"] is None
    assert phone.visible(text="Break Time")  # the folder's label on the grid
    # A tap outside the panel closes it; a tap on an app inside launches it and closes it.
    phone.tap(testId=f"launcher-folder-{fid}")
    phone.act(type="CLICK", x=500, y=960)
    assert phone.state()["ui"]["launcherFolder"] is None
    phone.tap(testId=f"launcher-folder-{fid}")
    phone.tap(testId="app-spotify")
    assert phone.screen()["foreground"] == "spotify"
    phone.act(type="HOME")
    assert phone.state()["ui"]["launcherFolder"] is None


def test_an_app_dragged_out_of_a_folder_goes_back_on_the_grid_and_a_folder_of_one_dissolves(phone: PhoneDriver) -> None:
    fid = make_folder(phone)
    drag(phone, {"testId": "app-x"}, {"testId": f"launcher-folder-{fid}"})
    slot = [i for i, item in enumerate(page0(phone)) if isinstance(item, dict)][0]
    phone.tap(testId=f"launcher-folder-{fid}")
    drag_out(phone, "x")
    assert phone.state()["ui"]["launcherFolder"] is None
    assert page0(phone)[slot]["apps"] == ["reddit", "spotify"] and page0(phone)[slot + 1] == "x"
    phone.tap(testId=f"launcher-folder-{fid}")
    drag_out(phone, "spotify")
    assert folders(phone) == []
    assert page0(phone)[slot : slot + 2] == ["reddit", "spotify"]


def test_folders_survive_a_snapshot_and_restore(phone: PhoneDriver) -> None:
    fid = make_folder(phone)
    snap = phone.call(phone.phone.snapshot())
    phone.call(phone.phone.reset(seed=0))
    assert folders(phone) == []
    phone.call(phone.phone.restore(snap))
    assert folders(phone) == [{"id": fid, "name": "Folder", "apps": ["reddit", "spotify"]}]
    assert phone.visible(testId=f"launcher-folder-{fid}")


@pytest.mark.parametrize(
    ("folder", "message"),
    [
        ({"id": "f9", "name": "A", "apps": "reddit"}, r"/os/launcher/pages/0/0/apps: expected an array"),
        ({"id": "f9", "apps": ["reddit", "x"]}, r"missing key 'name' at /os/launcher/pages/0/0"),
        ({"id": "f9", "name": "A", "apps": ["reddit"]}, r"/os/launcher/pages/0/0/apps: a folder holds 2 apps or more"),
        ({"id": "f9", "name": "A", "apps": ["reddit", "nope"]}, r"/os/launcher/pages/0/0/apps/1: 'nope' is not an installed app"),
    ],
)
def test_a_bad_folder_patch_is_refused_naming_the_field(phone: PhoneDriver, folder: dict[str, Any], message: str) -> None:
    before = phone.state()
    pages = copy.deepcopy(before["os"]["launcher"]["pages"])
    pages[0][0] = folder
    with pytest.raises(StatePatchError, match=message):
        phone.call(phone.phone.patch([{"op": "replace", "path": "/os/launcher/pages", "value": pages}]))
    assert phone.state() == before
    with pytest.raises(StatePatchError, match=r"/ui/launcherFolder: no folder 'f9'"):
        phone.call(phone.phone.patch({"ui": {"launcherFolder": "f9"}}))


# -- the judge of launcher.DesktopAppsToFolder, on hand-made states ----------------------------

CONTENT = ["bilibili", "redbook", "reddit", "spotify", "wechat_reading", "x"]
NAME = "Break Time"


def _verdict(phone: PhoneDriver, *folders: dict[str, Any], drop: tuple[str, ...] = ()) -> JudgeResult:
    """The template's verdict on the fresh launcher with ``folders`` appended to page 1 (their
    apps taken off the grid) and the apps in ``drop`` deleted from it."""
    loaded = default_tasks().tasks["launcher.DesktopAppsToFolder"]
    instance = instantiate(loaded, 0)
    initial = phone.state()
    final = copy.deepcopy(initial)
    pages = final["os"]["launcher"]["pages"]
    gone = {a for f in folders for a in f["apps"]} | set(drop)
    for page in pages:
        page[:] = [i for i in page if i not in gone]
    pages[0] += [copy.deepcopy(f) for f in folders]
    return judge(final, initial, instance.checks, instance.expected, hooks=loaded.hooks, params=instance.params)


def test_the_judge_passes_the_one_right_folder(phone: PhoneDriver) -> None:
    v = _verdict(phone, {"id": "f1", "name": NAME, "apps": list(reversed(CONTENT))})
    assert v.goals_met and v.clean, [i.name for i in v.issues]


@pytest.mark.parametrize(
    ("folders", "drop", "failing"),
    [
        ([{"id": "f1", "name": NAME, "apps": [*CONTENT, "wechat"]}], (), {"folder_holds_exactly_the_content_apps", "other_apps_stay_on_the_grid"}),
        ([{"id": "f1", "name": NAME, "apps": CONTENT[:-1]}], (), {"folder_holds_exactly_the_content_apps", "other_apps_stay_on_the_grid"}),
        ([{"id": "f1", "name": NAME, "apps": CONTENT[:3]}, {"id": "f2", "name": NAME, "apps": CONTENT[3:]}], (), {"one_folder_so_named"}),
        ([{"id": "f1", "name": "Break", "apps": CONTENT}], (), {"one_folder_so_named"}),
        ([{"id": "f1", "name": "Folder", "apps": CONTENT}], (), {"one_folder_so_named"}),
        ([{"id": "f1", "name": NAME, "apps": CONTENT}, {"id": "f2", "name": "Folder", "apps": ["alipay", "ebay"]}], (), {"one_folder_so_named", "folder_holds_exactly_the_content_apps", "other_apps_stay_on_the_grid"}),
        ([{"id": "f1", "name": NAME, "apps": CONTENT}], ("notes",), {"other_apps_stay_on_the_grid"}),
    ],
    ids=["one_wrong_app_in", "one_missing", "two_folders", "wrong_name", "default_name", "an_unrelated_folder_too", "an_app_deleted"],
)
def test_the_judge_fails_a_near_miss(phone: PhoneDriver, folders: list[dict[str, Any]], drop: tuple[str, ...], failing: set[str]) -> None:
    v = _verdict(phone, *folders, drop=drop)
    assert not v.goals_met
    assert {i.name for i in v.issues} == failing


# -- the solution's drag step ------------------------------------------------------------------


def test_a_drag_step_is_one_drag_between_targets_resolved_when_played() -> None:
    step = Step.model_validate({"drag": {"from": {"testId": "app-x"}, "to": {"role": "button", "name": "Folder: Folder"}}})
    with pytest.raises(ValidationError):
        Step.model_validate({"drag": {"from": {"testId": "app-x"}}})
    where = {"app-x": (100.0, 200.0), "Folder: Folder": (300.0, 400.0)}
    env = SimpleNamespace(task=SimpleNamespace(solution=[step]), locate=lambda text, test_id=None, role=None, name=None, nth=0, exact=True: where[test_id or name])
    agent = OracleAgent()
    agent.reset(env, None, {})  # type: ignore[arg-type]
    action = agent.act(None, {})  # type: ignore[arg-type]
    assert str(action) == str(A.drag(100.0, 200.0, 300.0, 400.0))
