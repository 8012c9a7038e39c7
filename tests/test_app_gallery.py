"""Gallery through real Chromium: browse by day and album, viewer details, favourite, delete and
restore, swipe, share to WeChat, and photos that draw the same pixels every time."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver, locate, tap
from mobilegym_gym import actions as A
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = [pytest.mark.browser, pytest.mark.app("gallery")]


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


def test_photos_tab_groups_by_day_and_albums_filter(app_phone: PhoneDriver) -> None:
    assert app_phone.visible(text="Today") and app_phone.visible(text="Yesterday")
    assert app_phone.visible(testId="gallery-photo-p12") and app_phone.visible(testId="gallery-photo-p13")  # fridge, this morning
    _open_album(app_phone, "screenshots")
    assert app_phone.visible(testId="gallery-photo-p27")
    assert not app_phone.visible(testId="gallery-photo-p12")
    assert app_phone.visible(text="4 items")
    app_phone.act(type="BACK")
    app_phone.tap(testId="gallery-album-wechat")
    assert app_phone.visible(testId="gallery-photo-p35") and not app_phone.visible(testId="gallery-photo-p27")


def test_viewer_details_show_capture_time_and_place(app_phone: PhoneDriver) -> None:
    _open_album(app_phone, "camera")
    _scroll_to(app_phone, "gallery-photo-p05")
    app_phone.tap(testId="gallery-photo-p05")  # Erhai Lake, 5 days before Thu 14 May
    assert app_phone.visible(text="Saturday, May 9, 2026")
    app_phone.tap(testId="gallery-viewer-info")
    assert app_phone.screen()["overlay"] == "details"
    assert app_phone.visible(text="Erhai Lake, Dali")
    assert app_phone.visible(text="Saturday, May 9, 2026 · 18:45")
    app_phone.act(type="BACK")
    assert app_phone.screen()["overlay"] is None and app_phone.screen()["screen"] == "viewer"


def test_favourite_toggles_in_the_provider_and_fills_the_album(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="gallery-photo-p12")
    app_phone.tap(testId="gallery-viewer-fav")
    assert _photos(app_phone)["p12"]["favorite"] is True
    app_phone.act(type="BACK")
    _open_album(app_phone, "favorites")
    assert app_phone.visible(testId="gallery-photo-p12") and app_phone.visible(text="3 items")
    app_phone.tap(testId="gallery-photo-p12")
    app_phone.tap(testId="gallery-viewer-fav")
    assert _photos(app_phone)["p12"]["favorite"] is False
    app_phone.act(type="BACK")
    assert not app_phone.visible(testId="gallery-photo-p12")


def test_delete_asks_first_then_moves_to_recently_deleted_and_restores(app_phone: PhoneDriver) -> None:
    _open_album(app_phone, "screenshots")
    app_phone.tap(testId="gallery-photo-p27")
    app_phone.tap(testId="gallery-viewer-delete")
    app_phone.tap(testId="gallery-delete-cancel")
    assert _photos(app_phone)["p27"]["deletedAt"] == 0
    app_phone.tap(testId="gallery-viewer-delete")
    app_phone.tap(testId="gallery-delete-confirm")
    photos = _photos(app_phone)
    assert photos["p27"]["deletedAt"] == app_phone.state()["os"]["clock"]["now"] - 1000
    assert _viewer_photo(app_phone) == "p28"  # the next screenshot
    app_phone.act(type="BACK")
    assert not app_phone.visible(testId="gallery-photo-p27") and app_phone.visible(text="3 items")
    app_phone.act(type="BACK")
    app_phone.tap(testId="gallery-album-trash")
    app_phone.tap(testId="gallery-photo-p27")
    assert app_phone.visible(testId="gallery-viewer-restore")
    app_phone.tap(testId="gallery-viewer-restore")
    assert _photos(app_phone)["p27"]["deletedAt"] == 0
    assert app_phone.screen()["screen"] == "album"  # the trash is empty again: back to it
    assert app_phone.visible(text="No recently deleted photos")


def test_delete_for_good_from_recently_deleted(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="gallery-photo-p13")
    app_phone.tap(testId="gallery-viewer-delete")
    app_phone.tap(testId="gallery-delete-confirm")
    app_phone.act(type="BACK")
    _open_album(app_phone, "trash")
    app_phone.tap(testId="gallery-photo-p13")
    app_phone.tap(testId="gallery-viewer-purge")
    app_phone.tap(testId="gallery-purge-confirm")
    assert "p13" not in _photos(app_phone)
    assert len(_photos(app_phone)) == 37


def test_swipe_moves_through_the_list_it_was_opened_from(app_phone: PhoneDriver) -> None:
    _open_album(app_phone, "screenshots")
    app_phone.tap(testId="gallery-photo-p27")
    swipe = {"type": "SWIPE", "y": 450, "y2": 450, "duration_ms": 300}
    app_phone.act(**swipe, x=800, x2=200)
    assert _viewer_photo(app_phone) == "p28"
    app_phone.act(**swipe, x=800, x2=200)
    app_phone.act(**swipe, x=800, x2=200)
    assert _viewer_photo(app_phone) == "p30"
    app_phone.act(**swipe, x=800, x2=200)  # the last one: stays
    assert _viewer_photo(app_phone) == "p30"
    app_phone.act(**swipe, x=200, x2=800)
    assert _viewer_photo(app_phone) == "p29"
    assert app_phone.visible(text="3 / 4 · Screenshots")


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


def test_a_photo_draws_the_same_pixels_every_time(app_phone: PhoneDriver) -> None:
    shots = []
    for _ in range(2):
        app_phone.tap(testId="gallery-photo-p12")
        shots.append(app_phone.call(app_phone.phone.screenshot_bytes()))
        app_phone.act(type="BACK")
        app_phone.tap(testId="gallery-photo-p13")
        app_phone.act(type="BACK")
    assert shots[0] == shots[1]


def _fling(phone: PhoneDriver) -> str:
    """A fast swipe up over the grid (600 px in 50 ms: the maximum inertia, 3x)."""
    return phone.act(type="SWIPE", x=500, y=850, x2=500, y2=100, duration_ms=50)["effect"]


def _drawn(phone: PhoneDriver, selector: str) -> list[Any]:
    return phone.evaluate(f"[...document.querySelectorAll('{selector}')].map(e => [e.dataset.testid, e.parentElement.offsetHeight])")


def test_the_lazily_drawn_photos_grid_scrolls_as_the_whole_grid_would(app_phone: PhoneDriver) -> None:
    """The Photos tab draws only the days that can be seen (kit's useLazyItems); a gesture that
    would pass the drawn end has the grid drawn as far as it reaches first. So every fling moves
    the full 1800 px until the real end, every photo comes by in order, and no day group is
    shorter than the bound it is drawn by."""
    order = [f"gallery-photo-{p['id']}" for p in sorted(_photos(app_phone).values(), key=lambda p: -p["takenAt"]) if not p.get("deletedAt")]
    first = [t for t, _ in _drawn(app_phone, ".gallery-cell")]
    assert 0 < len(first) < len(order)  # drawn lazily
    seen = list(first)
    offset = 0
    for _ in range(20):
        assert min(h for _, h in _drawn(app_phone, ".gallery-day")) >= 120  # DAY_GROUP_MIN_HEIGHT in grid.tsx
        effect = _fling(app_phone)
        assert effect.startswith("scrolled to"), effect
        new_offset = int(effect.removeprefix("scrolled to ").split("/")[0])
        seen += [t for t, _ in _drawn(app_phone, ".gallery-cell") if t not in seen]
        if new_offset < offset + 1800:  # stopped short: only at the end of the whole grid
            assert _fling(app_phone) == "already at the end of the list"
            break
        offset = new_offset
    else:
        raise AssertionError("the grid never ended")
    assert seen == order  # newest first, none skipped
    assert app_phone.visible(testId=order[-1])


def test_select_several_then_favourite_and_delete_them(app_phone: PhoneDriver) -> None:
    app_phone.long_press(testId="gallery-photo-p12")
    app_phone.tap(testId="gallery-photo-p13")
    assert app_phone.visible(text="2 selected")
    app_phone.tap(testId="gallery-select-fav")
    photos = _photos(app_phone)
    assert photos["p12"]["favorite"] and photos["p13"]["favorite"]
    assert app_phone.screen()["overlay"] is None  # selection ended
    # BACK leaves selection mode without leaving the app.
    app_phone.long_press(testId="gallery-photo-p14")
    app_phone.act(type="BACK")
    assert app_phone.screen() == {**app_phone.screen(), "foreground": "gallery", "overlay": None}
    _open_album(app_phone, "screenshots")
    app_phone.long_press(testId="gallery-photo-p27")
    app_phone.tap(testId="gallery-select-all")
    assert app_phone.visible(text="4 selected")
    app_phone.tap(testId="gallery-select-delete")
    app_phone.tap(testId="gallery-select-delete-cancel")
    assert app_phone.visible(text="4 selected")
    app_phone.tap(testId="gallery-select-delete")
    app_phone.tap(testId="gallery-select-delete-confirm")
    deleted = sorted(i for i, p in _photos(app_phone).items() if p["deletedAt"])
    assert deleted == ["p27", "p28", "p29", "p30"]
    assert app_phone.visible(text="No photos in this album")


# ---------------------------------------------------------------- judges of the gallery templates


def _say(env: TaskEnv, chat: str, text: str) -> None:
    env.step(A.awake("wechat"))
    tap(env, f"wechat-chat-{chat}", scroll=True)
    tap(env, "field-wechat.chatInput")
    env.step(A.type_text(text))
    tap(env, "wechat-send")


def _finish(env: TaskEnv) -> dict[str, Any]:
    *_, info = env.step(A.complete())
    return info


def _fav(env: TaskEnv, ids: list[str]) -> None:
    env.step(A.awake("gallery"))
    tap(env, "nav-albums")
    tap(env, "gallery-album-camera")
    tap(env, f"gallery-photo-{ids[0]}", scroll=True)
    for pid in ids[1:]:
        env.step(A.back())
        tap(env, f"gallery-photo-{pid}", scroll=True)
    env.step(A.back())


def test_judge_water_photos_catches_a_desert_favourite_and_a_wrong_recipient(task_env: TaskEnv) -> None:
    task_env.reset(seed=5, options={"task_id": "crossapp_content.FavoriteWaterSceneryPhotos"})
    params = task_env.task.params  # type: ignore[union-attr]
    water = ["p05", "p01", "p03", "p02", "p04"]
    env = task_env
    # Careless: the desert (p07) too, and the photo goes to someone else.
    tap(env, "nav-albums")
    tap(env, "gallery-album-camera")
    env.step(A.long_press(*locate(env, "gallery-photo-p05", scroll=True)))
    for pid in ["p01", "p03", "p07", "p02", "p04"]:
        tap(env, f"gallery-photo-{pid}", scroll=True)
    tap(env, "gallery-select-fav")
    env.step(A.back())
    tap(env, "gallery-album-favorites")
    tap(env, "gallery-photo-p05")
    tap(env, "gallery-viewer-share")
    tap(env, "gallery-share-wechat")
    other = "boss" if params["x"]["id"] != "boss" else "mom"
    tap(env, f"wechat-pick-{other}", scroll=True)
    tap(env, "wechat-share-send")
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
