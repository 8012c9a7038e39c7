"""Contacts through real Chromium: search, add, edit, star, delete, the A-Z index."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver

pytestmark = [pytest.mark.browser, pytest.mark.app("contacts")]


def _contacts(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in phone.state()["os"]["providers"]["contacts"]}


def _search(phone: PhoneDriver, text: str) -> None:
    phone.tap(testId="field-contacts.search")
    phone.type(text, clear=True)


def test_search_filters_by_name_and_phone_digits(app_phone: PhoneDriver) -> None:
    _search(app_phone, "chen")
    assert app_phone.visible(testId="contacts-row-c01")  # Alice Chen
    assert not app_phone.visible(testId="contacts-row-c02")
    assert not app_phone.visible(testId="contacts-section-favourites")
    # Digits match across the number's spacing: "+86 136 8899 2044" is David Li's.
    _search(app_phone, "8899204")
    assert app_phone.visible(testId="contacts-row-c04")
    assert not app_phone.visible(testId="contacts-row-c01")
    _search(app_phone, "blue harbor")  # company, any case
    assert app_phone.visible(testId="contacts-row-c02") and app_phone.visible(testId="contacts-row-c08")
    app_phone.act(type="ENTER")
    assert app_phone.state()["apps"]["contacts"]["searchHistory"] == ["blue harbor"]
    _search(app_phone, "nobody here")
    assert app_phone.visible(text="No contacts found")
    app_phone.tap(testId="contacts-search-clear")
    # An empty, focused search offers the recent searches; closing the keyboard shows everyone.
    app_phone.tap(testId="contacts-recent-0")
    assert app_phone.visible(testId="contacts-row-c08") and not app_phone.visible(testId="contacts-row-c01")
    app_phone.tap(testId="contacts-search-clear")
    app_phone.act(type="BACK")
    assert app_phone.visible(testId="contacts-section-favourites") and app_phone.visible(testId="contacts-row-c01")


def test_add_a_contact_with_a_chinese_name_and_an_emoji(app_phone: PhoneDriver) -> None:
    before = _contacts(app_phone)
    app_phone.tap(testId="contacts-add")
    app_phone.tap(testId="contacts-edit-save")  # disabled while the name is empty
    assert app_phone.screen()["screen"] == "edit" and len(_contacts(app_phone)) == len(before)
    for field, text in (("name", "张伟"), ("phone", "+86 139 0000 1234"), ("company", "Tea House 🍵")):
        app_phone.tap(testId=f"field-contacts.{field}")
        app_phone.type(text)
    app_phone.act(type="BACK")  # hide the keyboard
    app_phone.tap(testId="contacts-edit-save")
    after = _contacts(app_phone)
    assert len(after) == len(before) + 1
    assert after["c13"] == {
        "id": "c13",
        "name": "张伟",
        "phone": "+86 139 0000 1234",
        "email": "",
        "company": "Tea House 🍵",
        "starred": False,
        "lastContacted": 0,
    }
    assert app_phone.state()["apps"]["contacts"]["nextId"] == 14
    assert app_phone.screen()["screen"] == "detail" and app_phone.visible(text="张伟")
    app_phone.act(type="BACK")
    _search(app_phone, "张")
    assert app_phone.visible(testId="contacts-row-c13")


def test_edit_a_phone_number(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="contacts-row-c02")
    app_phone.tap(testId="contacts-detail-edit")
    app_phone.tap(testId="field-contacts.phone")
    app_phone.type("+86 139 9999 0000", clear=True)
    app_phone.act(type="BACK")
    app_phone.tap(testId="contacts-edit-save")
    ben = _contacts(app_phone)["c02"]
    assert ben["phone"] == "+86 139 9999 0000" and ben["name"] == "Ben Carter"
    assert app_phone.screen()["screen"] == "detail" and app_phone.visible(text="+86 139 9999 0000")
    app_phone.tap(testId="contacts-call")
    assert app_phone.screen()["screen"] == "call" and app_phone.visible(text="+86 139 9999 0000")


def test_star_through_the_long_press_menu(app_phone: PhoneDriver) -> None:
    assert not app_phone.visible(testId="contacts-fav-c01")
    app_phone.long_press(testId="contacts-row-c01")
    app_phone.tap(text="Star")
    assert _contacts(app_phone)["c01"]["starred"] is True
    assert app_phone.visible(testId="contacts-fav-c01")
    app_phone.long_press(testId="contacts-fav-c01")
    app_phone.tap(text="Unstar")
    assert _contacts(app_phone)["c01"]["starred"] is False


def test_delete_through_the_confirmation_dialog(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="contacts-row-c03")
    app_phone.tap(testId="contacts-detail-delete")
    app_phone.tap(testId="contacts-delete-cancel")
    assert "c03" in _contacts(app_phone)
    app_phone.tap(testId="contacts-detail-delete")
    app_phone.tap(testId="contacts-delete-confirm")
    assert "c03" not in _contacts(app_phone) and len(_contacts(app_phone)) == 11
    assert app_phone.screen()["screen"] == "list"
    assert not app_phone.visible(testId="contacts-row-c03")


def test_index_strip_jumps_to_a_letter(phone: PhoneDriver) -> None:
    # Enough people after G for its header to reach the top of the list.
    extra = [
        {"id": f"x{i}", "name": f"Yara {i}", "phone": "", "email": "", "company": "", "starred": False, "lastContacted": 0}
        for i in range(12)
    ]
    phone.call(phone.phone.patch([{"op": "add", "path": "/os/providers/contacts/-", "value": c} for c in extra]))
    phone.open("contacts")
    assert not phone.visible(testId="contacts-section-G")
    phone.tap(testId="contacts-index-G")
    assert phone.visible(testId="contacts-section-G") and phone.visible(testId="contacts-row-c07")
    offset = phone.state()["ui"]["stacks"]["contacts"][-1]["scroll"]["contacts-list"]
    assert offset > 0
    # G's header sits at the top of the list, just under the search bar.
    box = phone.call(phone.phone.locate({"testId": "contacts-section-G"}))["box"]
    assert 60 < box[1] < 110
    # K has nobody: the jump lands on the next letter that has someone (M).
    phone.tap(testId="contacts-index-K")
    assert phone.call(phone.phone.locate({"testId": "contacts-section-M"}))["box"][1] == pytest.approx(box[1], abs=1)
    phone.tap(testId="contacts-index-A")
    assert phone.state()["ui"]["stacks"]["contacts"][-1]["scroll"]["contacts-list"] < offset
    assert phone.visible(testId="contacts-row-c01")
    # Sliding a finger down the strip jumps to the letter where it stops.
    a = phone.call(phone.phone.locate({"testId": "contacts-index-A"}))
    m = phone.call(phone.phone.locate({"testId": "contacts-index-M"}))
    phone.act(type="DRAG", x=a["x"], y=a["y"], x2=m["x"], y2=m["y"], duration_ms=600)
    assert phone.call(phone.phone.locate({"testId": "contacts-section-M"}))["box"][1] == pytest.approx(box[1], abs=1)
