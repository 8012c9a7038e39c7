"""Gallery through real Chromium: browse by day and album, viewer details, favourite, delete and
restore, swipe, share to WeChat, and photos that draw the same pixels every time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = pytest.mark.browser


def _photos(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in phone.state()["os"]["providers"]["media"]["photos"]}


def _viewer_photo(phone: PhoneDriver) -> str:
    top = phone.state()["ui"]["stacks"]["gallery"][-1]
    assert top["screen"] == "viewer"
    return top["data"].get("id") or top["params"]["id"]


def _scroll_to(phone: PhoneDriver, test_id: str) -> None:
    for _ in range(10):
        if phone.visible(testId=test_id):
            return
        phone.act(type="SWIPE", x=500, y=750, x2=500, y2=350, duration_ms=400)
    raise AssertionError(f"{test_id} not found")


def _open_album(phone: PhoneDriver, scope: str) -> None:
    phone.tap(testId="nav-albums")
    phone.tap(testId=f"gallery-album-{scope}")


def test_photos_tab_groups_by_day_and_albums_filter(phone: PhoneDriver) -> None:
    phone.open("gallery")
    assert phone.visible(text="Today") and phone.visible(text="Yesterday")
    assert phone.visible(testId="gallery-photo-p12") and phone.visible(testId="gallery-photo-p13")  # fridge, this morning
    _open_album(phone, "screenshots")
    assert phone.visible(testId="gallery-photo-p27")
    assert not phone.visible(testId="gallery-photo-p12")
    assert phone.visible(text="4 items")
    phone.act(type="BACK")
    phone.tap(testId="gallery-album-wechat")
    assert phone.visible(testId="gallery-photo-p35") and not phone.visible(testId="gallery-photo-p27")


def test_viewer_details_show_capture_time_and_place(phone: PhoneDriver) -> None:
    phone.open("gallery")
    _open_album(phone, "camera")
    _scroll_to(phone, "gallery-photo-p05")
    phone.tap(testId="gallery-photo-p05")  # Erhai Lake, 5 days before Thu 14 May
    assert phone.visible(text="Saturday, May 9, 2026")
    phone.tap(testId="gallery-viewer-info")
    assert phone.screen()["overlay"] == "details"
    assert phone.visible(text="Erhai Lake, Dali")
    assert phone.visible(text="Saturday, May 9, 2026 · 18:45")
    phone.act(type="BACK")
    assert phone.screen()["overlay"] is None and phone.screen()["screen"] == "viewer"


def test_favourite_toggles_in_the_provider_and_fills_the_album(phone: PhoneDriver) -> None:
    phone.open("gallery")
    phone.tap(testId="gallery-photo-p12")
    phone.tap(testId="gallery-viewer-fav")
    assert _photos(phone)["p12"]["favorite"] is True
    phone.act(type="BACK")
    _open_album(phone, "favorites")
    assert phone.visible(testId="gallery-photo-p12") and phone.visible(text="3 items")
    phone.tap(testId="gallery-photo-p12")
    phone.tap(testId="gallery-viewer-fav")
    assert _photos(phone)["p12"]["favorite"] is False
    phone.act(type="BACK")
    assert not phone.visible(testId="gallery-photo-p12")


def test_delete_asks_first_then_moves_to_recently_deleted_and_restores(phone: PhoneDriver) -> None:
    phone.open("gallery")
    _open_album(phone, "screenshots")
    phone.tap(testId="gallery-photo-p27")
    phone.tap(testId="gallery-viewer-delete")
    phone.tap(testId="gallery-delete-cancel")
    assert _photos(phone)["p27"]["deletedAt"] == 0
    phone.tap(testId="gallery-viewer-delete")
    phone.tap(testId="gallery-delete-confirm")
    photos = _photos(phone)
    assert photos["p27"]["deletedAt"] == phone.state()["os"]["clock"]["now"] - 1000
    assert _viewer_photo(phone) == "p28"  # the next screenshot
    phone.act(type="BACK")
    assert not phone.visible(testId="gallery-photo-p27") and phone.visible(text="3 items")
    phone.act(type="BACK")
    phone.tap(testId="gallery-album-trash")
    phone.tap(testId="gallery-photo-p27")
    assert phone.visible(testId="gallery-viewer-restore")
    phone.tap(testId="gallery-viewer-restore")
    assert _photos(phone)["p27"]["deletedAt"] == 0
    assert phone.screen()["screen"] == "album"  # the trash is empty again: back to it
    assert phone.visible(text="No recently deleted photos")


def test_delete_for_good_from_recently_deleted(phone: PhoneDriver) -> None:
    phone.open("gallery")
    phone.tap(testId="gallery-photo-p13")
    phone.tap(testId="gallery-viewer-delete")
    phone.tap(testId="gallery-delete-confirm")
    phone.act(type="BACK")
    _open_album(phone, "trash")
    phone.tap(testId="gallery-photo-p13")
    phone.tap(testId="gallery-viewer-purge")
    phone.tap(testId="gallery-purge-confirm")
    assert "p13" not in _photos(phone)
    assert len(_photos(phone)) == 37


def test_swipe_moves_through_the_list_it_was_opened_from(phone: PhoneDriver) -> None:
    phone.open("gallery")
    _open_album(phone, "screenshots")
    phone.tap(testId="gallery-photo-p27")
    swipe = {"type": "SWIPE", "y": 450, "y2": 450, "duration_ms": 300}
    phone.act(**swipe, x=800, x2=200)
    assert _viewer_photo(phone) == "p28"
    phone.act(**swipe, x=800, x2=200)
    phone.act(**swipe, x=800, x2=200)
    assert _viewer_photo(phone) == "p30"
    phone.act(**swipe, x=800, x2=200)  # the last one: stays
    assert _viewer_photo(phone) == "p30"
    phone.act(**swipe, x=200, x2=800)
    assert _viewer_photo(phone) == "p29"
    assert phone.visible(text="3 / 4 · Screenshots")


def test_share_goes_to_wechat(phone: PhoneDriver) -> None:
    installed = {a["id"]: a for a in phone.call(phone.phone.apps())}
    phone.open("gallery")
    phone.tap(testId="gallery-photo-p12")
    phone.tap(testId="gallery-viewer-share")
    phone.tap(testId="gallery-share-wechat")
    if "wechat" not in installed:
        assert phone.visible(text="WeChat is not installed")
        return
    info = phone.screen()
    assert info["foreground"] == "wechat"
    top = phone.state()["ui"]["stacks"]["wechat"][-1]
    if top["screen"] == "share":
        assert top["params"] == {"photoId": "p12"}
    # Back returns to the gallery viewer, unchanged.
    assert phone.state()["ui"]["stacks"]["gallery"][-1]["screen"] == "viewer"


def test_a_photo_draws_the_same_pixels_every_time(phone: PhoneDriver) -> None:
    phone.open("gallery")
    shots = []
    for _ in range(2):
        phone.tap(testId="gallery-photo-p12")
        shots.append(phone.call(phone.phone.screenshot_bytes()))
        phone.act(type="BACK")
        phone.tap(testId="gallery-photo-p13")
        phone.act(type="BACK")
    assert shots[0] == shots[1]


def _fling(phone: PhoneDriver) -> str:
    """A fast swipe up over the grid (600 px in 50 ms: the maximum inertia, 3x)."""
    return phone.act(type="SWIPE", x=500, y=850, x2=500, y2=100, duration_ms=50)["effect"]


def _drawn(phone: PhoneDriver, selector: str) -> list[Any]:
    return phone.call(phone.phone.page.evaluate(f"[...document.querySelectorAll('{selector}')].map(e => [e.dataset.testid, e.parentElement.offsetHeight])"))


def test_the_lazily_drawn_photos_grid_scrolls_as_the_whole_grid_would(phone: PhoneDriver) -> None:
    """The Photos tab draws only the days that can be seen (kit's useLazyItems); a gesture that
    would pass the drawn end has the grid drawn as far as it reaches first. So every fling moves
    the full 1800 px until the real end, every photo comes by in order, and no day group is
    shorter than the bound it is drawn by."""
    phone.open("gallery")
    order = [f"gallery-photo-{p['id']}" for p in sorted(_photos(phone).values(), key=lambda p: -p["takenAt"]) if not p.get("deletedAt")]
    first = [t for t, _ in _drawn(phone, ".gallery-cell")]
    assert 0 < len(first) < len(order)  # drawn lazily
    seen = list(first)
    offset = 0
    for _ in range(20):
        assert min(h for _, h in _drawn(phone, ".gallery-day")) >= 120  # DAY_GROUP_MIN_HEIGHT in grid.tsx
        effect = _fling(phone)
        assert effect.startswith("scrolled to"), effect
        new_offset = int(effect.removeprefix("scrolled to ").split("/")[0])
        seen += [t for t, _ in _drawn(phone, ".gallery-cell") if t not in seen]
        if new_offset < offset + 1800:  # stopped short: only at the end of the whole grid
            assert _fling(phone) == "already at the end of the list"
            break
        offset = new_offset
    else:
        raise AssertionError("the grid never ended")
    assert seen == order  # newest first, none skipped
    assert phone.visible(testId=order[-1])


def test_select_several_then_favourite_and_delete_them(phone: PhoneDriver) -> None:
    phone.open("gallery")
    phone.long_press(testId="gallery-photo-p12")
    phone.tap(testId="gallery-photo-p13")
    assert phone.visible(text="2 selected")
    phone.tap(testId="gallery-select-fav")
    photos = _photos(phone)
    assert photos["p12"]["favorite"] and photos["p13"]["favorite"]
    assert phone.screen()["overlay"] is None  # selection ended
    # BACK leaves selection mode without leaving the app.
    phone.long_press(testId="gallery-photo-p14")
    phone.act(type="BACK")
    assert phone.screen() == {**phone.screen(), "foreground": "gallery", "overlay": None}
    _open_album(phone, "screenshots")
    phone.long_press(testId="gallery-photo-p27")
    phone.tap(testId="gallery-select-all")
    assert phone.visible(text="4 selected")
    phone.tap(testId="gallery-select-delete")
    phone.tap(testId="gallery-select-delete-cancel")
    assert phone.visible(text="4 selected")
    phone.tap(testId="gallery-select-delete")
    phone.tap(testId="gallery-select-delete-confirm")
    deleted = sorted(i for i, p in _photos(phone).items() if p["deletedAt"])
    assert deleted == ["p27", "p28", "p29", "p30"]
    assert phone.visible(text="No photos in this album")


# ---------------------------------------------------------------- judges of the gallery templates


@pytest.fixture(scope="module")
def task_env() -> Iterator[TaskEnv]:
    env = TaskEnv(split="all", capture_size=(360, 800))
    yield env
    env.close()


def _find(env: TaskEnv, test_id: str, scroll: bool) -> tuple[float, float]:
    for _ in range(12 if scroll else 0):
        try:
            return env.locate(test_id=test_id)
        except Exception:  # noqa: BLE001 - not on screen yet
            env.step(A.drag(500, 700, 500, 350))
    return env.locate(test_id=test_id)


def _tap(env: TaskEnv, test_id: str, scroll: bool = False) -> None:
    env.step(A.click(*_find(env, test_id, scroll)))


def _say(env: TaskEnv, chat: str, text: str) -> None:
    env.step(A.awake("wechat"))
    _tap(env, f"wechat-chat-{chat}", scroll=True)
    _tap(env, "field-wechat.chatInput")
    env.step(A.type_text(text))
    _tap(env, "wechat-send")


def _finish(env: TaskEnv) -> dict[str, Any]:
    *_, info = env.step(A.complete())
    return info


def _fav(env: TaskEnv, ids: list[str]) -> None:
    env.step(A.awake("gallery"))
    _tap(env, "nav-albums")
    _tap(env, "gallery-album-camera")
    _tap(env, f"gallery-photo-{ids[0]}", scroll=True)
    for pid in ids[1:]:
        env.step(A.back())
        _tap(env, f"gallery-photo-{pid}", scroll=True)
    env.step(A.back())


def test_judge_water_photos_catches_a_desert_favourite_and_a_wrong_recipient(task_env: TaskEnv) -> None:
    task_env.reset(seed=5, options={"task_id": "crossapp_content.FavoriteWaterSceneryPhotos"})
    params = task_env.task.params  # type: ignore[union-attr]
    water = ["p05", "p01", "p03", "p02", "p04"]
    env = task_env
    # Careless: the desert (p07) too, and the photo goes to someone else.
    _tap(env, "nav-albums")
    _tap(env, "gallery-album-camera")
    env.step(A.long_press(*_find(env, "gallery-photo-p05", scroll=True)))
    for pid in ["p01", "p03", "p07", "p02", "p04"]:
        _tap(env, f"gallery-photo-{pid}", scroll=True)
    _tap(env, "gallery-select-fav")
    env.step(A.back())
    _tap(env, "gallery-album-favorites")
    _tap(env, "gallery-photo-p05")
    _tap(env, "gallery-viewer-share")
    _tap(env, "gallery-share-wechat")
    other = "boss" if params["x"]["id"] != "boss" else "mom"
    _tap(env, f"wechat-pick-{other}", scroll=True)
    _tap(env, "wechat-share-send")
    info = _finish(env)
    assert not info["outcome"]["success"]
    failed = {i["check"]: i for i in info["issues"]}
    assert failed["water_photos_favourited"]["actual"] == {"not favourited": [], "wrongly favourited": ["p07"]}
    assert "newest_sent" in failed
    # The message to the wrong chat is also a side effect.
    assert any(f"[id={other}]" in c["path"] for c in info["unexpected_changes"]), info["unexpected_changes"]
    assert params["newest"] == "p05" and sorted(water) == sorted(failed["water_photos_favourited"]["expected"]["favourited"])


def test_judge_fridge_reminder_must_leave_out_sealed_foods(task_env: TaskEnv) -> None:
    task_env.reset(seed=1, options={"task_id": "crossapp_life.OpenedFridgeFoodsToMom"})
    fridge = task_env.task.params["fridge"]  # type: ignore[union-attr]
    # The photo shows the re-drawn contents: one SEALED band per sealed item.
    state = task_env.get_state()
    p12 = next(p for p in state["os"]["providers"]["media"]["photos"] if p["id"] == "p12")
    assert [it["name"] for s in p12["scene"]["shelves"] for it in s if it["opened"]] == [n for n in fridge["opened"] if n in {it["name"] for s in p12["scene"]["shelves"] for it in s}]
    _say(task_env, "mom", "Everything in the fridge: " + ", ".join(fridge["opened"] + fridge["sealed"]))
    info = _finish(task_env)
    assert not info["outcome"]["success"]
    faults = next(iter(info["issues"][0]["actual"]["wrong"].values()))
    assert sorted(f for f in faults if f.startswith("also states")) == sorted(f"also states entity {n.casefold()}" for n in fridge["sealed"])
    task_env.reset(seed=1, options={"task_id": "crossapp_life.OpenedFridgeFoodsToMom"})
    _say(task_env, "alice", "Opened: " + ", ".join(fridge["opened"]))  # wrong person
    info = _finish(task_env)
    assert not info["outcome"]["success"] and info["issues"][0]["actual"]["new"] == 0


def test_judge_menu_rejects_a_spicy_dish(task_env: TaskEnv) -> None:
    task_env.reset(seed=2, options={"task_id": "crossapp_life.RecommendMenuDishesToXiaozhou"})
    params = task_env.task.params  # type: ignore[union-attr]
    menu, n = params["menu"], params["n"]
    _say(task_env, "xiao_zhou", "Try " + ", ".join(menu["mild"][:n] + menu["spicy"][:1]))
    info = _finish(task_env)
    faults = next(iter(info["issues"][0]["actual"]["wrong"].values()))
    assert not info["outcome"]["success"] and faults == [f"also states entity {menu['spicy'][0].casefold()}"]


def test_judge_work_orders_counts_each_order_once(task_env: TaskEnv) -> None:
    task_env.reset(seed=4, options={"task_id": "crossapp_work.CountOpenWorkOrdersFromPhotosToWechat"})
    wo = task_env.task.params["wo"]  # type: ignore[union-attr]
    state = task_env.get_state()
    chat = next(c for c in state["apps"]["wechat"]["chats"] if c["id"] == "chen_jing")
    assert chat["messages"][-1]["text"] == wo["rule"] and chat["unread"] == 1
    _say(task_env, "chen_jing", f"{wo['count'] + 1}")
    info = _finish(task_env)
    assert not info["outcome"]["success"] and f"does not state count {wo['count']}" in str(info["issues"][0]["actual"]["wrong"])
    task_env.reset(seed=4, options={"task_id": "crossapp_work.CountOpenWorkOrdersFromPhotosToWechat"})
    _say(task_env, "chen_jing", f"There are {wo['count']} (orders {', '.join(wo['orders'])})")
    info = _finish(task_env)
    assert info["outcome"]["success"] and info["outcome"]["clean"], info["issues"]


def test_xiao_zhou_says_no_spicy_food_in_the_seeded_chat(phone: PhoneDriver) -> None:
    """RecommendMenuDishesToXiaozhou relies on this line of WeChat's world data."""
    chat = next(c for c in phone.state()["apps"]["wechat"]["chats"] if c["id"] == "xiao_zhou")
    assert any("no spicy" in m["text"].lower() for m in chat["messages"] if m["from"] == "xiao_zhou")
