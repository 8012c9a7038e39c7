"""eBay through real Chromium and real taps: a filtered, sorted search is recorded with exactly
what was set and shows price + shipping = total; the theme redraws the app; and the judge
catching careless agents (a search without a required filter, a purchase-like change on the way,
notes and messages that miss the item, the amount or the person)."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ModuleTaskEnv, PhoneDriver, play_steps
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.judge.checks import CHECK_KINDS
from mobilegym_gym.judge.judge import judge
from mobilegym_gym.sim.bundle import world
from mobilegym_gym.tasks.loader import default_tasks, suite_hooks
from mobilegym_gym.tasks.template import fill

pytestmark = pytest.mark.browser





def _search(phone: PhoneDriver, query: str) -> None:
    phone.open("ebay")
    phone.tap(testId="ebay-search")
    phone.type(query)
    phone.tap(testId="ebay-search-go")


def test_a_filtered_sorted_search_is_recorded_and_shows_price_plus_shipping(phone: PhoneDriver) -> None:
    _search(phone, "sony headphones")
    phone.tap(testId="ebay-filter")
    phone.tap(testId="ebay-filter-condition-New")
    phone.tap(testId="ebay-filter-location-Europe")
    phone.tap(testId="field-ebay.maxPrice")
    phone.type("2000")
    phone.act(type="BACK")
    phone.tap(testId="ebay-filter-apply")
    phone.tap(testId="ebay-sort")
    phone.tap(testId="ebay-sort-price_asc")
    ebay = phone.state()["apps"]["ebay"]
    runs = ebay["searches"]
    assert [r["query"] for r in runs] == ["sony headphones"] * 3
    last = runs[-1]
    assert {k: last[k] for k in ("conditions", "location", "minPrice", "maxPrice", "sort", "brand", "format", "freeShipping")} == {
        "conditions": ["New"], "location": "Europe", "minPrice": None, "maxPrice": 2000, "sort": "price_asc", "brand": "", "format": "", "freeShipping": False,
    }
    assert ebay["search"] == last and runs[0]["count"] > last["count"] > 0
    assert phone.visible(text=f"{last['count']} results")
    first = last["firstTotal"]
    assert phone.visible(text=f"Total ¥{first:,.2f}")
    assert phone.visible(text=last["firstTitle"])


def test_the_theme_redraws_the_app_dark_and_back(phone: PhoneDriver) -> None:
    phone.open("ebay")
    phone.tap(testId="nav-me")
    phone.tap(testId="ebay-me-settings")
    assert phone.visible(testId="ebay-root") and phone.state()["apps"]["ebay"]["settings"]["theme"] == "light"
    phone.tap(testId="ebay-settings-theme")
    phone.tap(testId="ebay-theme-dark")
    assert phone.state()["apps"]["ebay"]["settings"]["theme"] == "dark"
    assert phone.visible(text="Dark")


def test_cart_and_watchlist_from_an_item(phone: PhoneDriver) -> None:
    _search(phone, "iphone")
    first = phone.state()["apps"]["ebay"]["search"]
    item = next(q for q in world("ebay_query_facts") if q["query"] == "iphone")["first"]["best"]
    assert first["firstTitle"] == item["title"]
    phone.tap(testId=f"ebay-result-{item['id']}")
    phone.tap(testId="ebay-item-add")
    phone.tap(testId="ebay-item-watch")
    ebay = phone.state()["apps"]["ebay"]
    assert ebay["cart"] == [{"id": item["id"], "qty": 1}] and ebay["saved"] == [item["id"]]
    phone.tap(testId="ebay-item-cart")
    assert phone.visible(text=f"Subtotal ¥{item['total']:,.2f}")


# ---------------------------------------------------------------- the judge on careless agents


def test_judge_refuses_a_count_search_without_the_brand_filter(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("ebay.CountSonyHeadphonesEurope")
    _, info = env.reset(seed=3)
    fact = info["params"]["fact"]
    steps = [("tap", "ebay-search"), ("type", fact["query"]), ("tap", "ebay-search-go"), ("tap", "ebay-filter"), ("tap", f"ebay-filter-condition-{fact['condition']}"), ("tap", "ebay-filter-location-Europe"), ("tap", "ebay-filter-apply")]
    out = play_steps(env, steps)
    assert out["outcome"]["success"] is False
    assert any(i["check"] == "filtered_search_run" for i in out["issues"])


def test_judge_flags_an_item_added_to_the_cart_on_the_way_to_the_theme(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("ebay.SwitchTheme")
    _, info = env.reset(seed=1)
    theme = info["params"]["theme"]["id"]
    steps = [("tap", "nav-home"), ("tap", "ebay-home-cat-phones"), ("tap", "ebay-result-phones-020"), ("tap", "ebay-item-add"), ("back", ""), ("back", "")]
    steps += [("tap", "nav-me"), ("tap", "ebay-me-settings"), ("tap", "ebay-settings-theme"), ("tap", f"ebay-theme-{theme}")]
    out = play_steps(env, steps)
    assert out["goals_met"] is True and out["outcome"]["success"] is False
    assert any(c["path"].startswith("/apps/ebay/cart") for c in out["unexpected_changes"])


def _note(i: str, title: str, body: str) -> dict[str, Any]:
    return {"id": i, "title": title, "body": body, "trashedAt": None}


CLOCK = {"os": {"clock": {"now": 1778720400000, "tzOffsetMinutes": 480}}}


def _goal_holds(task_id: str, params: dict[str, Any], initial: dict[str, Any], final: dict[str, Any]) -> bool:
    """The template's first goal, templated with ``params``, on a hand-made pair of states."""
    goal = default_tasks().tasks[task_id].spec.goals[0]
    body = CHECK_KINDS[goal.kind].bind(fill(goal.body, params))
    return judge({**CLOCK, **final}, {**CLOCK, **initial}, [(goal, body)], []).goals_met


def test_the_cheapest_note_states_the_listing_and_its_total_and_nothing_else() -> None:
    low = {"title": "Sony WH-1000XM5 Headphones Black", "total": 1204.5}
    initial = {"apps": {"notes": {"notes": [_note("n1", "Groceries", "Milk")]}}}

    def holds(*notes: dict[str, Any]) -> bool:
        final = {"apps": {"notes": {"notes": [*initial["apps"]["notes"]["notes"], *notes]}}}
        return _goal_holds("crossapp_commerce.EbayLowestPriceToNotes", {"low": low}, initial, final)

    assert holds(_note("n9", "Cheapest", "Sony WH-1000XM5 Headphones Black: ¥1,204.50"))
    assert holds(_note("n9", "sony wh-1000xm5 headphones black", "1204.5 with shipping"))
    assert not holds(_note("n9", "Cheapest", "Sony WH-1000XM5 Headphones Black"))  # no amount
    assert not holds(_note("n9", "Cheapest", "Sony headphones ¥1,204.50"))  # not the listing
    assert not holds(_note("n9", "Cheapest", "Sony WH-1000XM5 Headphones Black: ¥1,204.50, or ¥1,180.00"))  # a hedge
    assert not holds(_note("n9", "A", "Sony WH-1000XM5 Headphones Black ¥1204.50"), _note("n10", "B", "again"))  # a second note
    assert not holds({**_note("n9", "A", "Sony WH-1000XM5 Headphones Black ¥1204.50"), "trashedAt": 5})  # trashed


def test_the_shared_listing_goes_to_the_right_person_with_its_total_and_a_question() -> None:
    item = {"title": "Nike Dunk Low Sneakers White", "total": 733.99}
    chats = lambda mom, alice: {"apps": {"wechat": {"chats": [{"id": "mom", "messages": mom}, {"id": "alice", "messages": alice}]}}}  # noqa: E731
    said = lambda text: {"id": "x1", "from": "me", "type": "text", "text": text}  # noqa: E731
    holds = lambda final: _goal_holds("crossapp_commerce.EbayProductShareToWechat", {"item": item, "contact": {"id": "mom"}}, chats([], []), final)  # noqa: E731
    text = "Nike Dunk Low Sneakers White for ¥733.99, what do you think?"
    assert holds(chats([said(text)], []))
    assert not holds(chats([], [said(text)]))  # the wrong person
    assert not holds(chats([said(text.replace("?", "."))], []))  # no question
    assert not holds(chats([said(text.replace("733.99", "700"))], []))  # the item price, not the total


def test_searched_hook_accepts_the_brand_as_filter_or_word_and_nothing_looser() -> None:
    hooks = suite_hooks("ebay")
    fact = next(f for f in world("ebay_search_facts") if f["category"] == "headphones" and f["minPrice"] is not None)
    base = {"id": "s1", "query": fact["query"], "brand": fact["brand"], "conditions": [fact["condition"]], "location": fact["location"], "minPrice": fact["minPrice"], "maxPrice": fact["maxPrice"], "format": "", "freeShipping": False, "category": "", "sort": "best", "count": fact["count"]}
    ran = lambda *records: hooks.searched({"initial": {"apps": {"ebay": {"searches": []}}}, "final": {"apps": {"ebay": {"searches": list(records)}}}, "params": {"fact": fact}})[0]  # noqa: E731
    assert ran(base)
    assert ran({**base, "query": f"{fact['brand']} {fact['query']}".upper(), "brand": "", "sort": "price_asc"})
    assert ran({**base, "category": fact["category"]})
    assert not ran({**base, "brand": ""})  # no brand at all
    assert not ran({**base, "location": ""})
    assert not ran({**base, "maxPrice": None, "count": fact["count"] + 1})
    assert not ran({**base, "freeShipping": True})
    assert not hooks.searched({"initial": {"apps": {"ebay": {"searches": [base]}}}, "final": {"apps": {"ebay": {"searches": [base]}}}, "params": {"fact": fact}})[0]  # run before the episode


@pytest.mark.parametrize(
    ("patch", "where"),
    [
        ({"op": "replace", "path": "/apps/ebay/settings/theme", "value": "purple"}, "/apps/ebay/settings/theme"),
        ({"op": "add", "path": "/apps/ebay/cart/-", "value": {"id": "phones-001"}}, "/apps/ebay/cart/0"),
        ({"op": "add", "path": "/apps/ebay/searches/-", "value": {"query": "x"}}, "/apps/ebay/searches/0"),
    ],
)
def test_a_patch_that_breaks_ebays_state_is_refused_and_changes_nothing(phone: PhoneDriver, patch: dict[str, Any], where: str) -> None:
    before = phone.state()
    with pytest.raises(StatePatchError, match=where):
        phone.call(phone.phone.patch([patch]))
    assert phone.state()["apps"]["ebay"] == before["apps"]["ebay"]
