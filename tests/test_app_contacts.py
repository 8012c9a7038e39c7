"""Contacts through real Chromium: search, add, edit, star, delete, the A-Z index."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import PhoneDriver

pytestmark = pytest.mark.browser


def _contacts(phone: PhoneDriver) -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in phone.state()["os"]["providers"]["contacts"]}


def _search(phone: PhoneDriver, text: str) -> None:
    phone.tap(testId="field-contacts.search")
    phone.type(text, clear=True)


def test_search_filters_by_name_and_phone_digits(phone: PhoneDriver) -> None:
    phone.open("contacts")
    _search(phone, "chen")
    assert phone.visible(testId="contacts-row-c01")  # Alice Chen
    assert not phone.visible(testId="contacts-row-c02")
    assert not phone.visible(testId="contacts-section-favourites")
    # Digits match across the number's spacing: "+86 136 8899 2044" is David Li's.
    _search(phone, "8899204")
    assert phone.visible(testId="contacts-row-c04")
    assert not phone.visible(testId="contacts-row-c01")
    _search(phone, "blue harbor")  # company, any case
    assert phone.visible(testId="contacts-row-c02") and phone.visible(testId="contacts-row-c08")
    phone.act(type="ENTER")
    assert phone.state()["apps"]["contacts"]["searchHistory"] == ["blue harbor"]
    _search(phone, "nobody here")
    assert phone.visible(text="No contacts found")
    phone.tap(testId="contacts-search-clear")
    # An empty, focused search offers the recent searches; closing the keyboard shows everyone.
    phone.tap(testId="contacts-recent-0")
    assert phone.visible(testId="contacts-row-c08") and not phone.visible(testId="contacts-row-c01")
    phone.tap(testId="contacts-search-clear")
    phone.act(type="BACK")
    assert phone.visible(testId="contacts-section-favourites") and phone.visible(testId="contacts-row-c01")


def test_add_a_contact_with_a_chinese_name_and_an_emoji(phone: PhoneDriver) -> None:
    phone.open("contacts")
    before = _contacts(phone)
    phone.tap(testId="contacts-add")
    phone.tap(testId="contacts-edit-save")  # disabled while the name is empty
    assert phone.screen()["screen"] == "edit" and len(_contacts(phone)) == len(before)
    for field, text in (("name", "张伟"), ("phone", "+86 139 0000 1234"), ("company", "Tea House 🍵")):
        phone.tap(testId=f"field-contacts.{field}")
        phone.type(text)
    phone.act(type="BACK")  # hide the keyboard
    phone.tap(testId="contacts-edit-save")
    after = _contacts(phone)
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
    assert phone.state()["apps"]["contacts"]["nextId"] == 14
    assert phone.screen()["screen"] == "detail" and phone.visible(text="张伟")
    phone.act(type="BACK")
    _search(phone, "张")
    assert phone.visible(testId="contacts-row-c13")


def test_edit_a_phone_number(phone: PhoneDriver) -> None:
    phone.open("contacts")
    phone.tap(testId="contacts-row-c02")
    phone.tap(testId="contacts-detail-edit")
    phone.tap(testId="field-contacts.phone")
    phone.type("+86 139 9999 0000", clear=True)
    phone.act(type="BACK")
    phone.tap(testId="contacts-edit-save")
    ben = _contacts(phone)["c02"]
    assert ben["phone"] == "+86 139 9999 0000" and ben["name"] == "Ben Carter"
    assert phone.screen()["screen"] == "detail" and phone.visible(text="+86 139 9999 0000")
    phone.tap(testId="contacts-call")
    assert phone.screen()["screen"] == "call" and phone.visible(text="+86 139 9999 0000")


def test_star_through_the_long_press_menu(phone: PhoneDriver) -> None:
    phone.open("contacts")
    assert not phone.visible(testId="contacts-fav-c01")
    phone.long_press(testId="contacts-row-c01")
    phone.tap(text="Star")
    assert _contacts(phone)["c01"]["starred"] is True
    assert phone.visible(testId="contacts-fav-c01")
    phone.long_press(testId="contacts-fav-c01")
    phone.tap(text="Unstar")
    assert _contacts(phone)["c01"]["starred"] is False


def test_delete_through_the_confirmation_dialog(phone: PhoneDriver) -> None:
    phone.open("contacts")
    phone.tap(testId="contacts-row-c03")
    phone.tap(testId="contacts-detail-delete")
    phone.tap(testId="contacts-delete-cancel")
    assert "c03" in _contacts(phone)
    phone.tap(testId="contacts-detail-delete")
    phone.tap(testId="contacts-delete-confirm")
    assert "c03" not in _contacts(phone) and len(_contacts(phone)) == 11
    assert phone.screen()["screen"] == "list"
    assert not phone.visible(testId="contacts-row-c03")


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
