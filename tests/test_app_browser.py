"""The Browser through real Chromium: the home page, links, back and forward, the address bar,
search of the offline web, tabs, history, bookmarks, find in page, an outside address showing
the "no connection" page with no request leaving the page, sharing a link to WeChat and SMS,
opening a link from a WeChat or SMS message, and typed markup shown as text."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from conftest import PhoneDriver
from mobilegym_gym.sim.bundle import world

pytestmark = pytest.mark.browser

TRANSIT = "https://transit.rivercity.gov/"
LINE_2 = "https://transit.rivercity.gov/metro/line-2"


def _browser(phone: PhoneDriver) -> dict[str, Any]:
    state: dict[str, Any] = phone.state()["apps"]["browser"]
    return state


def _tab(phone: PhoneDriver) -> dict[str, Any]:
    s = _browser(phone)
    tab: dict[str, Any] = next(t for t in s["tabs"] if t["id"] == s["currentTab"])
    return tab


def _text_of(phone: PhoneDriver, test_id: str) -> str:
    text: str = phone.call(phone.phone.page.evaluate("(id) => document.querySelector(`[data-testid=\"${id}\"]`).textContent", test_id))
    return text


def _go(phone: PhoneDriver, typed: str) -> None:
    """Type into the address bar and press enter."""
    phone.tap(testId="field-browser.address")
    phone.type(typed)
    phone.act(type="ENTER")


@contextmanager
def _requests(phone: PhoneDriver) -> Iterator[list[str]]:
    """Every request the page makes while the block runs (the app's chunk included)."""
    seen: list[str] = []
    page = phone.phone.page

    def record(request: Any) -> None:
        seen.append(request.url)

    async def listen() -> None:
        page.on("request", record)

    async def stop() -> None:
        page.remove_listener("request", record)

    phone.call(listen())
    try:
        yield seen
    finally:
        phone.call(stop())


def test_home_links_back_forward_and_history_on_the_simulated_clock(phone: PhoneDriver) -> None:
    phone.open("browser")
    opened_at = phone.state()["os"]["clock"]["now"]
    assert phone.visible(testId="field-browser.search") and phone.visible(text="River Transit")
    assert _browser(phone)["history"] == []
    phone.tap(testId="browser-shortcut-transit.rivercity.gov")
    first_at = phone.state()["os"]["clock"]["now"]
    phone.tap(testId=f"browser-link-{LINE_2}")
    assert phone.visible(text="Line 2: North Park - South Station") and phone.visible(text="06:02")
    tab = _tab(phone)
    assert tab["url"] == LINE_2 and tab["title"] == "Line 2 timetable - River City Transit"
    assert [v["url"] for v in tab["back"]] == ["browser://home", TRANSIT] and tab["forward"] == []
    history = _browser(phone)["history"]
    assert [h["url"] for h in history] == [TRANSIT, LINE_2] and (history[0]["at"], history[1]["at"]) == (opened_at, first_at)  # the clock when each tap landed
    phone.tap(testId="browser-back")
    assert _tab(phone)["url"] == TRANSIT and phone.visible(text="Metro timetables")
    phone.tap(testId="browser-forward")
    assert _tab(phone)["url"] == LINE_2
    phone.act(type="BACK")  # system BACK goes back in the tab first
    assert _tab(phone)["url"] == TRANSIT and phone.screen()["screen"] == "main"
    assert len(_browser(phone)["history"]) == 2  # going back and forward visits nothing new
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-history")
    assert phone.visible(text="Line 2 timetable - River City Transit") and phone.visible(text="2026-05-14")
    entry = _browser(phone)["history"][1]
    phone.tap(testId=f"browser-history-remove-{entry['id']}")
    assert [h["url"] for h in _browser(phone)["history"]] == [TRANSIT]
    phone.tap(testId=f"browser-history-{_browser(phone)['history'][0]['id']}")
    assert phone.screen()["screen"] == "main" and _tab(phone)["url"] == TRANSIT


def test_address_bar_opens_a_bare_host_and_searches_anything_else(phone: PhoneDriver) -> None:
    phone.open("browser")
    _go(phone, "Panfresh.recipes")
    assert _tab(phone)["url"] == "https://panfresh.recipes/" and phone.visible(text="This week's recipes")
    _go(phone, "doubanjiang")
    assert _tab(phone)["url"] == "browser://search?q=doubanjiang" and phone.visible(text="1 result for “doubanjiang”")
    phone.tap(testId="browser-result-https://panfresh.recipes/mapo-tofu")
    assert phone.visible(text="Total time: 35 min · Serves 3")
    # The home page's box searches the offline web too.
    phone.tap(testId="browser-home")
    phone.tap(testId="field-browser.search")
    phone.type("timetable")
    phone.act(type="ENTER")
    assert phone.visible(text="4 results for “timetable”")


def test_an_outside_address_shows_the_offline_page_and_nothing_is_requested(phone: PhoneDriver) -> None:
    phone.open("browser")
    blocked_before = list(phone.phone.blocked_requests)
    with _requests(phone) as seen:
        _go(phone, "https://www.example.com/news?id=1")
        assert phone.visible(testId="browser-offline") and phone.visible(text="No internet connection")
        _go(phone, "harbordaily.news")  # and a page of the offline web, drawn from the build
        assert phone.visible(text="Latest news")
    assert _tab(phone)["back"][-1]["url"] == "https://www.example.com/news?id=1"
    assert all(url.startswith("http://mobilegym.local/") for url in seen), seen
    assert phone.phone.blocked_requests == blocked_before


def test_tabs_open_switch_and_close(phone: PhoneDriver) -> None:
    phone.open("browser")
    phone.tap(testId="browser-shortcut-harbordaily.news")
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-newtab")
    assert _tab(phone)["url"] == "browser://home" and _text_of(phone, "browser-tabs") == "2"
    phone.tap(testId="browser-shortcut-help.lumashop.com")
    phone.tap(testId="browser-tabs")
    s = _browser(phone)
    assert [t["url"] for t in s["tabs"]] == ["https://harbordaily.news/", "https://help.lumashop.com/"]
    assert phone.visible(text="2 tabs") and phone.visible(text="Harbor Daily: news of River City")
    first, second = (t["id"] for t in s["tabs"])
    phone.tap(testId=f"browser-tab-{first}")
    assert phone.screen()["screen"] == "main" and phone.visible(text="Latest news") and _browser(phone)["currentTab"] == first
    phone.tap(testId="browser-tabs")
    phone.tap(testId=f"browser-tab-close-{first}")
    assert [t["id"] for t in _browser(phone)["tabs"]] == [second] and _browser(phone)["currentTab"] == second
    phone.tap(testId=f"browser-tab-close-{second}")  # the last tab: a fresh home tab takes its place
    tabs = _browser(phone)["tabs"]
    assert len(tabs) == 1 and tabs[0]["url"] == "browser://home"
    phone.tap(testId="browser-newtab")
    assert phone.screen()["screen"] == "main" and len(_browser(phone)["tabs"]) == 2


def test_bookmarks_add_rename_open_and_delete(phone: PhoneDriver) -> None:
    phone.open("browser")
    seeded = _browser(phone)["bookmarks"]
    phone.tap(testId="browser-shortcut-panfresh.recipes")
    phone.tap(testId="browser-link-https://panfresh.recipes/garlic-broccoli")
    phone.tap(testId="browser-star")
    new = [b for b in _browser(phone)["bookmarks"] if b not in seeded]
    assert new == [{"id": new[0]["id"], "url": "https://panfresh.recipes/garlic-broccoli", "title": "Garlic broccoli - Panfresh"}]
    phone.tap(testId="browser-star")  # bookmarked: the star edits it
    phone.tap(testId="field-browser.bookmarkName")
    markup = "<b>Greens</b> & <i>more</i>"
    phone.type(markup, clear=True)
    phone.tap(testId="browser-bookmark-save")
    assert next(b for b in _browser(phone)["bookmarks"] if b["id"] == new[0]["id"])["title"] == markup
    phone.tap(testId="browser-home")
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-bookmarks")
    assert phone.visible(text=markup)  # shown as typed, not as markup
    phone.tap(testId=f"browser-bookmark-{new[0]['id']}")
    assert phone.screen()["screen"] == "main" and _tab(phone)["url"] == "https://panfresh.recipes/garlic-broccoli"
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-bookmarks")
    phone.tap(testId=f"browser-bookmark-more-{seeded[0]['id']}")
    phone.tap(testId="browser-bookmark-remove")
    assert [b["id"] for b in _browser(phone)["bookmarks"]] == [seeded[1]["id"], new[0]["id"]]


def test_find_in_page_highlights_and_steps_through_matches(phone: PhoneDriver) -> None:
    phone.open("browser")
    _go(phone, "help.lumashop.com/shipping")
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-find")
    phone.type("day")
    # "3-5 days", "1-2 days", "Same day (River City)", "Same day" twice in that row.
    assert _text_of(phone, "browser-find-count") == "1/4" and _browser(phone)["find"] == {"query": "day", "match": 0}
    phone.tap(testId="browser-find-next")
    phone.tap(testId="browser-find-next")
    assert _text_of(phone, "browser-find-count") == "3/4"
    phone.tap(testId="browser-find-prev")
    assert _text_of(phone, "browser-find-count") == "2/4" and _browser(phone)["find"]["match"] == 1
    page = phone.phone.page
    marks = phone.call(page.evaluate("() => [...document.querySelectorAll('mark.browser-match')].map((m) => [m.textContent, m.classList.contains('current')])"))
    assert marks == [["day", False], ["day", True], ["day", False], ["day", False]]
    phone.tap(testId="field-browser.find")
    phone.type("<mark>x</mark>", clear=True)
    assert _text_of(phone, "browser-find-count") == "0/0" and phone.visible(text="<mark>x</mark>")
    phone.act(type="BACK")  # the keyboard
    phone.act(type="BACK")  # the find bar
    assert _browser(phone)["find"] is None and phone.visible(testId="field-browser.address")


def test_stepping_to_a_match_below_the_view_scrolls_it_into_view(phone: PhoneDriver) -> None:
    phone.open("browser")
    _go(phone, "transit.rivercity.gov/metro/line-1")
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-find")
    phone.type("Airport")  # in the heading, the line under it and the table's last row
    assert _text_of(phone, "browser-find-count") == "1/3" and phone.visible(testId="browser-match-current")

    def page_offset() -> int:
        route = phone.state()["ui"]["stacks"]["browser"][-1]
        return int(sum(v for k, v in route["scroll"].items() if k.startswith("web-")))

    assert page_offset() == 0
    phone.tap(testId="browser-find-prev")  # wraps round to the last row, under the keyboard
    assert _text_of(phone, "browser-find-count") == "3/3" and phone.visible(testId="browser-match-current") and page_offset() > 0
    phone.tap(testId="browser-find-next")  # and back to the heading, at the top
    assert _text_of(phone, "browser-find-count") == "1/3" and phone.visible(testId="browser-match-current") and page_offset() == 0


def test_typed_markup_in_the_address_bar_is_searched_as_text(phone: PhoneDriver) -> None:
    phone.open("browser")
    payload = "<img src=x onerror=alert(1)>"
    _go(phone, payload)
    assert _tab(phone)["url"].startswith("browser://search?q=")
    assert phone.visible(text=payload) and phone.visible(text="0 results for", exact=False)
    assert phone.call(phone.phone.page.evaluate("() => document.querySelectorAll('img').length")) == 0


def test_share_a_page_link_to_wechat(phone: PhoneDriver) -> None:
    phone.open("browser")
    phone.tap(testId="browser-shortcut-harbordaily.news")
    url = world("browser_articles")[1]["url"]
    phone.tap(testId=f"browser-link-{url}")
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-share")
    phone.tap(testId="browser-share-wechat")
    assert phone.state()["ui"]["foreground"] == "wechat"
    phone.tap(testId="wechat-pick-mom")
    phone.tap(testId="wechat-share-send")
    chat = next(c for c in phone.state()["apps"]["wechat"]["chats"] if c["id"] == "mom")
    assert chat["messages"][-1]["from"] == "me" and chat["messages"][-1]["text"] == url
    assert phone.state()["ui"]["foreground"] == "browser"  # back where the share started


def test_share_a_page_link_by_sms_to_a_contact(phone: PhoneDriver) -> None:
    phone.open("browser")
    _go(phone, "help.lumashop.com/returns")
    phone.tap(testId="browser-more")
    phone.tap(testId="browser-menu-share")
    phone.tap(testId="browser-share-sms")
    phone.tap(testId="browser-share-contact-c02")  # Ben Carter, who has a thread
    assert phone.screen()["screen"] == "conversation" and phone.visible(text="https://help.lumashop.com/returns")
    phone.tap(testId="sms-send")
    thread = next(t for t in phone.state()["os"]["providers"]["sms"] if t["contactId"] == "c02")
    assert thread["messages"][-1]["direction"] == "out" and thread["messages"][-1]["text"] == "https://help.lumashop.com/returns"


def test_a_link_in_a_wechat_message_opens_in_a_new_tab_and_back_returns(phone: PhoneDriver) -> None:
    chats = phone.state()["apps"]["wechat"]["chats"]
    i = next(k for k, c in enumerate(chats) if c["id"] == "alice")
    now = phone.state()["os"]["clock"]["now"]
    url = world("browser_recipes")[3]["url"]
    message = {"id": "wm900", "from": "alice", "type": "text", "text": f"Dinner? {url}.", "photoId": None, "time": now - 60_000, "recalled": False}
    phone.call(phone.phone.patch([{"op": "add", "path": f"/apps/wechat/chats/{i}/messages/-", "value": message}]))
    phone.open("wechat")
    phone.tap(testId="wechat-chat-alice")
    assert _text_of(phone, "message-link") == url  # the sentence's full stop is not part of the link
    tabs_before = len(_browser(phone)["tabs"])
    phone.tap(testId="message-link")
    assert phone.state()["ui"]["foreground"] == "browser" and phone.visible(text="Mapo tofu")
    tab = _tab(phone)
    assert tab["url"] == url and tab["opener"] == "wechat" and len(_browser(phone)["tabs"]) == tabs_before + 1
    assert _browser(phone)["history"][-1]["url"] == url
    phone.act(type="BACK")  # the tab's first page: the tab closes and WeChat is back
    assert phone.state()["ui"]["foreground"] == "wechat" and len(_browser(phone)["tabs"]) == tabs_before


def test_a_link_in_an_sms_opens_in_the_browser(phone: PhoneDriver) -> None:
    threads = phone.state()["os"]["providers"]["sms"]
    i = next(k for k, t in enumerate(threads) if t["id"] == "t1")
    now = phone.state()["os"]["clock"]["now"]
    text = "Timetable: https://transit.rivercity.gov/metro/line-3"
    phone.call(phone.phone.patch([{"op": "add", "path": f"/os/providers/sms/{i}/messages/-", "value": {"id": "m900", "direction": "in", "text": text, "time": now - 60_000, "read": False}}]))
    phone.open("sms")
    phone.tap(testId="sms-thread-t1")
    phone.tap(testId="message-link")
    assert phone.state()["ui"]["foreground"] == "browser" and phone.visible(text="Line 3: Hill Gardens - Tech Park")


def test_the_open_intent_refuses_what_is_no_web_address(phone: PhoneDriver) -> None:
    with pytest.raises(Exception, match="url"):
        phone.call(phone.phone.intent("browser", "main", {"url": "javascript:alert(1)"}))
    assert len(_browser(phone)["tabs"]) == 1
    phone.call(phone.phone.intent("browser", "main", {"url": "https://panfresh.recipes/"}))
    assert _tab(phone)["url"] == "https://panfresh.recipes/" and phone.visible(text="This week's recipes")
