"""Gallery through real Chromium: browse by day and album, viewer details, favourite, delete and
restore, swipe, share to WeChat, and photos that draw the same pixels every time."""

from __future__ import annotations

import time
from typing import Any

import pytest

from conftest import PhoneDriver

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


def test_the_photos_grid_renders_fast(phone: PhoneDriver) -> None:
    phone.open("gallery")
    phone.tap(testId="nav-albums")
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        phone.tap(testId="nav-photos")  # re-renders about 30 thumbnails
        best = min(best, time.perf_counter() - t0)
        phone.tap(testId="nav-albums")
    # One whole step (locate + act + settle) stays well under a frame budget of a slow machine.
    assert best < 0.25, best


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
