"""X through real Chromium and real taps: what a search finds, each user's latest post and a
post's activity counts as the judge reads them (world.x_*) against what the screen shows, on
several seeds; posting, replying to my own post, quoting, reposting, liking, bookmarking,
following and DMs as the state records them; typed text rendered literally; patches that
break X's state refused; and the judge catching careless side effects, in episodes and on
hand-made states."""

from __future__ import annotations

import copy
from typing import Any

import jsonpatch
import numpy as np
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, PhoneDriver, page_eval, tap
from mobilegym_gym import actions as A
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.judge.judge import judge
from mobilegym_gym.sim import bundle
from mobilegym_gym.sim.bundle import world
from mobilegym_gym.tasks.loader import default_tasks, suite_hooks
from mobilegym_gym.tasks.task import instantiate

pytestmark = pytest.mark.browser





hooks = suite_hooks("x")

POSTS = {p["id"]: p for p in world("x_posts")}
USERS = {u["id"]: u for u in world("x_users")}
LATEST = {p["user"]: p for p in world("x_latest_posts")}
SEARCH = {f["query"]: f["posts"] for f in world("x_search")}

_SHOWN_POSTS = "() => [...document.querySelectorAll('[data-testid^=\"x-post-\"]')].map(e => e.dataset.testid.slice(7))"


# ---------- what the judge reads is what the screen shows ----------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_keyword_search_lists_the_posts_the_judge_counts_as_relevant(phone: PhoneDriver, seed: int) -> None:
    keyword = sorted(SEARCH)[int(np.random.default_rng(seed).integers(len(SEARCH)))]
    phone.open("x")
    phone.tap(testId="nav-explore")
    phone.tap(testId="x-search-open")
    phone.type(keyword)
    phone.act(type="BACK")
    shown = phone.evaluate(_SHOWN_POSTS)
    assert shown, keyword
    # The Top tab lists the relevant posts in the judge's order (posts found only by an author's name aside).
    about = [i for i in shown if keyword in POSTS[i]["text"].lower()]
    assert about == SEARCH[keyword][: len(about)]
    assert all(keyword in POSTS[i]["text"].lower() or keyword in USERS[POSTS[i]["author"]]["name"].lower() or keyword in USERS[POSTS[i]["author"]]["handle"].lower() for i in shown)


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_a_users_latest_post_is_the_first_on_their_profile(phone: PhoneDriver, seed: int) -> None:
    user = sorted(LATEST)[int(np.random.default_rng(seed).integers(len(LATEST)))]
    latest = LATEST[user]
    # The latest is the newest of the user's original posts, all before the episode's start.
    theirs = [p for p in POSTS.values() if p["author"] == user and p["replyTo"] is None]
    assert latest["post"] == max(theirs, key=lambda p: p["time"])["id"]
    assert latest["time"] < phone.state()["os"]["clock"]["now"]
    phone.open("x")
    phone.tap(testId="nav-explore")
    phone.tap(testId="x-search-open")
    phone.type(USERS[user]["handle"])
    phone.act(type="BACK")
    phone.tap(testId="x-stab-People")
    phone.tap(testId=f"x-person-{user}")
    assert phone.evaluate(_SHOWN_POSTS)[0] == latest["post"]
    assert phone.visible(text=latest["text"])


@pytest.mark.parametrize("index", [0, 40, 200])
def test_post_activity_shows_the_worlds_counts_and_my_like(phone: PhoneDriver, index: int) -> None:
    found = world("x_findable_posts")[index]
    post = found["post"]
    p = POSTS[post]
    phone.open("x")
    phone.tap(testId="nav-explore")
    phone.tap(testId="x-search-open")
    phone.type(found["snippet"])
    phone.act(type="BACK")
    phone.tap(testId=f"x-post-{post}")
    phone.tap(testId=f"x-like-{post}")
    phone.tap(testId="x-detail-activity")
    for label, n in [("views", p["views"]), ("reposts", p["reposts"]), ("quotes", p["quotes"]), ("likes", p["likes"] + 1), ("bookmarks", p["bookmarks"])]:
        shown = phone.evaluate(f"() => document.querySelector('[data-testid=x-stat-{label}] b').textContent")
        assert shown == f"{n:,}", label
    assert [m["id"] for m in phone.app_state("x")["likes"]][-1] == post and phone.app_state("x")["likes"][-1]["author"] == p["author"]


# ---------- the user's actions as the state records them ----------


def test_post_reply_to_my_own_post_quote_repost_bookmark_and_follow(phone: PhoneDriver) -> None:
    phone.open("x")
    phone.tap(testId="x-compose")
    phone.type("Hello from the simulator")
    assert phone.visible(text=str(280 - len("Hello from the simulator")))
    phone.tap(testId="x-post-submit")
    mine = phone.app_state("x")["posts"][-1]
    assert (mine["text"], mine["replyTo"], mine["quoteOf"]) == ("Hello from the simulator", None, None)
    phone.tap(testId="x-avatar")
    phone.tap(testId="x-drawer-profile")
    phone.tap(testId=f"x-reply-{mine['id']}")
    phone.type("And a reply to myself")
    phone.tap(testId="x-post-submit")
    reply = phone.app_state("x")["posts"][-1]
    assert reply["replyTo"] == mine["id"] and reply["text"] == "And a reply to myself"
    phone.act(type="BACK")
    target = LATEST["u02"]["post"]
    phone.tap(testId="nav-explore")
    phone.tap(testId="x-search-open")
    phone.type(LATEST["u02"]["text"].split(". ")[0])
    phone.act(type="BACK")
    phone.tap(testId=f"x-repost-{target}")
    phone.tap(testId="x-quote")
    phone.type("Quoting this")
    phone.tap(testId="x-post-submit")
    assert phone.app_state("x")["posts"][-1]["quoteOf"] == target
    phone.tap(testId=f"x-repost-{target}")
    phone.tap(testId="x-repost-do")
    phone.tap(testId=f"x-bookmark-{target}")
    x = phone.app_state("x")
    assert x["reposts"][-1]["id"] == target and x["bookmarks"][-1] == {"id": target, "author": "u02", "at": x["bookmarks"][-1]["at"]}
    # Following: the count on their page goes up by one, and they join my Following list.
    assert "u02" not in {f["id"] for f in x["following"]}
    phone.tap(testId=f"x-author-{target}")
    phone.tap(testId="x-follow-u02")
    assert phone.app_state("x")["following"][-1]["id"] == "u02"
    assert phone.visible(text="Following")
    phone.tap(testId="x-follow-u02")
    assert "u02" not in {f["id"] for f in phone.app_state("x")["following"]}


def test_a_post_with_photos_records_them_and_draws_them(phone: PhoneDriver) -> None:
    photos = sorted((p for p in phone.state()["os"]["providers"]["media"]["photos"] if p["deletedAt"] == 0), key=lambda p: (-p["takenAt"], p["id"]))
    a, b = photos[0]["id"], photos[1]["id"]
    phone.open("x")
    phone.tap(testId="x-compose")
    phone.type("Two photos")
    phone.tap(testId="x-compose-photo")
    phone.tap(testId=f"x-picker-photo-{a}")
    phone.tap(testId=f"x-picker-photo-{b}")
    phone.tap(testId="x-photos-add")
    phone.tap(testId=f"x-media-remove-{a}")
    phone.tap(testId="x-post-submit")
    mine = phone.app_state("x")["posts"][-1]
    assert (mine["text"], mine["media"]) == ("Two photos", [b])
    assert phone.visible(testId=f"x-media-{b}")


def test_a_dm_is_sent_to_its_conversation_and_reading_clears_the_badge(phone: PhoneDriver) -> None:
    phone.open("x")
    phone.tap(testId="nav-messages")
    assert phone.visible(testId="x-dm-unread-c3")
    phone.tap(testId="x-dm-c3")
    phone.tap(testId="field-x.dm")
    phone.type("See you Tuesday")
    phone.tap(testId="x-dm-send")
    c3 = next(c for c in phone.app_state("x")["conversations"] if c["id"] == "c3")
    assert c3["messages"][-1]["from"] == "me" and c3["messages"][-1]["text"] == "See you Tuesday"
    assert c3["unreadCount"] == 0 and all(m["read"] for m in c3["messages"])


def test_typed_text_in_posts_and_dms_is_shown_as_text_not_markup(phone: PhoneDriver) -> None:
    phone.open("x")
    phone.tap(testId="x-compose")
    phone.type("<b>bold</b> & <i>x</i>")
    phone.tap(testId="x-post-submit")
    pid = phone.app_state("x")["posts"][-1]["id"]
    card = f"[data-testid=x-post-{pid}]"
    assert phone.evaluate(f"() => document.querySelector('{card} .x-text').textContent") == "<b>bold</b> & <i>x</i>"
    assert phone.evaluate(f"() => document.querySelector('{card} .x-text b, {card} .x-text i') === null")
    phone.tap(testId="nav-messages")
    phone.tap(testId="x-dm-c1")
    phone.tap(testId="field-x.dm")
    phone.type("<img src=x>")
    phone.tap(testId="x-dm-send")
    mid = phone.app_state("x")["conversations"][0]["messages"][-1]["id"]
    assert phone.evaluate(f"() => document.querySelector('[data-testid=x-msg-{mid}]').textContent") == "<img src=x>"
    assert phone.evaluate(f"() => document.querySelector('[data-testid=x-msg-{mid}] img') === null")


def test_an_over_long_post_cannot_be_sent(phone: PhoneDriver) -> None:
    phone.open("x")
    phone.tap(testId="x-compose")
    phone.type("a" * 281)
    assert phone.visible(text="-1")
    before = len(phone.app_state("x")["posts"])
    phone.tap(testId="x-post-submit")
    assert len(phone.app_state("x")["posts"]) == before


@pytest.mark.parametrize(
    ("patch", "where"),
    [
        ({"op": "replace", "path": "/apps/x/settings/avCalls", "value": "on"}, "/apps/x/settings/avCalls"),
        ({"op": "replace", "path": "/apps/x/settings/notificationFilter", "value": "some"}, "/apps/x/settings/notificationFilter"),
        ({"op": "add", "path": "/apps/x/likes/-", "value": {"id": "x0001"}}, "/apps/x/likes/5"),
        ({"op": "add", "path": "/apps/x/posts/-", "value": {"id": "m9", "text": "hi"}}, "/apps/x/posts/6"),
        ({"op": "replace", "path": "/apps/x/posts/0/media", "value": "p01"}, "/apps/x/posts/0/media"),
    ],
)
def test_a_patch_that_breaks_xs_state_is_refused_and_changes_nothing(phone: PhoneDriver, patch: dict[str, Any], where: str) -> None:
    before = phone.state()
    with pytest.raises(StatePatchError, match=where):
        phone.call(phone.phone.patch([patch]))
    assert phone.state()["apps"]["x"] == before["apps"]["x"]


# ---------- the judge catches careless side effects ----------


def test_judge_flags_a_like_of_someone_else_and_a_dm_to_the_wrong_person(make_env: MakeEnv) -> None:
    env = make_env("x.FollowUserAndLikeTheirPost")
    _, info = env.reset(seed=1)
    u = info["params"]["u"]
    tap(env, "nav-explore")
    tap(env, "x-search-open")
    env.step(A.type_text(u["handle"]))
    env.step(A.back())
    tap(env, "x-stab-People")
    tap(env, f"x-person-{u['id']}")
    tap(env, f"x-follow-{u['id']}")
    info = tap(env, f"x-like-{u['post']}")
    assert info["goals_met"] and info["clean"]
    # Careless: also like a post of someone else on the way back.
    env.step(A.back())
    env.step(A.back())
    tap(env, "nav-home")
    shown = page_eval(env, _SHOWN_POSTS)
    other = next(i for i in shown if POSTS.get(i, {}).get("author") not in (None, u["id"]))
    info = tap(env, f"x-like-{other}")
    assert not info["goals_met"] and not info["clean"]

    env2 = make_env("x.SendDmToConversation")
    _, info = env2.reset(seed=2)
    c, text = info["params"]["c"], info["params"]["text"]
    wrong = next(x["id"] for x in env2.unwrapped._initial["apps"]["x"]["conversations"] if x["id"] != c["id"])
    tap(env2, "nav-messages")
    tap(env2, f"x-dm-{wrong}")
    tap(env2, "field-x.dm")
    env2.step(A.type_text(text))
    info = tap(env2, "x-dm-send")
    assert not info["goals_met"] and not info["clean"]
    assert [ch["path"] for ch in info["unexpected_changes"]][0].startswith(f"/apps/x/conversations/[id={wrong}]/messages")


def _search(env: Any, text: str) -> None:
    tap(env, "nav-explore")
    tap(env, "x-search-open")
    env.step(A.type_text(text))
    env.step(A.back())


def test_judge_refuses_a_repost_for_a_quote_and_a_reply_to_another_post(make_env: MakeEnv) -> None:
    env = make_env("x.QuotePostAndTweet")
    _, info = env.reset(seed=4)
    t, text = info["params"]["t"], info["params"]["text"]
    _search(env, t["snippet"])
    # A plain repost is not a quote; quoting afterwards meets the goals, but the repost stays a side effect.
    tap(env, f"x-repost-{t['post']}")
    info = tap(env, "x-repost-do")
    assert not info["goals_met"] and not info["clean"]
    tap(env, f"x-repost-{t['post']}")
    tap(env, "x-quote")
    env.step(A.type_text(text))
    info = tap(env, "x-post-submit")
    assert info["goals_met"] and not info["clean"]
    assert [c["path"] for c in info["unexpected_changes"]] == [f"/apps/x/reposts/[id={t['post']}]"]

    env2 = make_env("x.ReplyAndRetweetSamePost")
    _, info = env2.reset(seed=5)
    t, reply = info["params"]["t"], info["params"]["reply"]
    other = next(p["id"] for p in world("x_posts") if p["author"] == t["author"] and p["replyTo"] is None and p["id"] != t["post"])
    # The reply goes to another post of the same user: neither goal holds with the right repost alone.
    _search(env2, USERS[t["author"]]["handle"])
    tap(env2, "x-stab-People")
    tap(env2, f"x-person-{t['author']}")
    x, y = env2.unwrapped.locate(test_id=f"x-reply-{other}")
    env2.step(A.click(x, y))
    env2.step(A.type_text(reply))
    tap(env2, "x-post-submit")
    env2.step(A.back())  # back to the search, on its People tab
    tap(env2, "x-search-clear")
    tap(env2, "field-x.search")
    env2.step(A.type_text(t["snippet"]))
    env2.step(A.back())
    tap(env2, "x-stab-Top")
    tap(env2, f"x-repost-{t['post']}")
    info = tap(env2, "x-repost-do")
    assert not info["goals_met"] and not info["clean"]
    assert [i["check"] for i in info["issues"]] == ["replied"]


def test_judge_flags_a_setting_changed_on_the_way(make_env: MakeEnv) -> None:
    env = make_env("x.SetCallPermissionsBundle")
    _, info = env.reset(seed=3)
    tap(env, "x-avatar")
    tap(env, "x-drawer-settings")
    tap(env, "x-page-privacy")
    tap(env, "x-page-dms")
    tap(env, "x-set-readReceipts")  # careless
    for key in ("avCalls", "callsFromFollowed", "callsFromVerified"):
        info = tap(env, f"x-set-{key}")
    if env.unwrapped._final["apps"]["x"]["settings"]["callsFromContacts"]:
        info = tap(env, "x-set-callsFromContacts")
    assert info["goals_met"] and not info["clean"]
    assert [ch["path"] for ch in info["unexpected_changes"]] == ["/apps/x/settings/readReceipts"]


# ---------- judge hooks on hand-made states ----------


def _post(pid: str, text: str, reply_to: str | None = None, quote_of: str | None = None, media: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"id": pid, "text": text, "time": 0, "replyTo": reply_to, "quoteOf": quote_of, "media": list(media)}


def _state(**x: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"posts": [_post("m1", "old")], "likes": [], "reposts": [], "bookmarks": []}
    return {"apps": {"x": base | x}}


def test_self_reply_hook_needs_one_post_and_one_reply_to_that_post() -> None:
    params = {"params": {"text": "Trying a new lunch spot today", "reply": "Update: it was worth it."}}
    initial = _state()
    old = initial["apps"]["x"]["posts"]
    good = _state(posts=[*old, _post("m100", "Trying a new lunch spot today!", media=("p01",)), _post("m101", "update: it was worth it.", "m100")])
    assert hooks.post_then_self_reply({"initial": initial, "final": good, **params})[0]
    to_other = _state(posts=[*old, _post("m100", "Trying a new lunch spot today", media=("p01",)), _post("m101", "Update: it was worth it.", "m1")])
    assert not hooks.post_then_self_reply({"initial": initial, "final": to_other, **params})[0]
    second = _state(posts=[*good["apps"]["x"]["posts"], _post("m102", "Trying a new lunch spot today")])
    assert not hooks.post_then_self_reply({"initial": initial, "final": second, **params})[0]
    as_quote = _state(posts=[*old, _post("m100", "Trying a new lunch spot today", None, "x0001", ("p01",)), _post("m101", "Update: it was worth it.", "m100")])
    assert not hooks.post_then_self_reply({"initial": initial, "final": as_quote, **params})[0]
    no_photo = _state(posts=[*old, _post("m100", "Trying a new lunch spot today"), _post("m101", "Update: it was worth it.", "m100")])
    assert not hooks.post_then_self_reply({"initial": initial, "final": no_photo, **params})[0]


def test_search_hooks_need_one_relevant_mark_each() -> None:
    k = {"query": "coffee", "posts": SEARCH["coffee"]}
    off = next(i for i in POSTS if i not in SEARCH["coffee"])
    mark = lambda i: {"id": i, "author": POSTS[i]["author"], "at": 1}  # noqa: E731
    initial = _state()
    assert hooks.bookmark_relevant({"initial": initial, "final": _state(bookmarks=[mark(SEARCH["coffee"][3])]), "params": {"k": k}})[0]
    assert not hooks.bookmark_relevant({"initial": initial, "final": _state(bookmarks=[mark(off)]), "params": {"k": k}})[0]
    assert not hooks.bookmark_relevant({"initial": initial, "final": _state(bookmarks=[mark(SEARCH["coffee"][0]), mark(off)]), "params": {"k": k}})[0]
    kw = {"kw": {"k1": k, "k2": {"query": "jazz", "posts": SEARCH["jazz"]}}}
    final = _state(likes=[mark(SEARCH["coffee"][0])], bookmarks=[mark(SEARCH["jazz"][0])])
    assert hooks.like_relevant_k1({"initial": initial, "final": final, "params": kw})[0]
    assert hooks.bookmark_relevant_k2({"initial": initial, "final": final, "params": kw})[0]
    swapped = _state(likes=[mark(SEARCH["jazz"][0])], bookmarks=[mark(SEARCH["coffee"][0])])
    assert not hooks.like_relevant_k1({"initial": initial, "final": swapped, "params": kw})[0]
    assert not hooks.bookmark_relevant_k2({"initial": initial, "final": swapped, "params": kw})[0]


def test_latest_post_to_reddit_refuses_a_wrong_title_a_hedge_and_the_wrong_community() -> None:
    """XLatestPostToRedditWithTitleFormat judged through its instance: the title starts with
    "U:" and U's latest post is quoted (its claims), in the community, no other user's post."""
    task = default_tasks().tasks["crossapp_content.XLatestPostToRedditWithTitleFormat"]
    inst = instantiate(task, 1)
    t, c = inst.params["t"], inst.params["c"]["id"]
    other = next(p for u, p in sorted(LATEST.items()) if u != t["user"])
    initial = jsonpatch.apply_patch(bundle.fresh_state(), inst.setup)
    post = lambda title, body="", community=c, pid="rp1": {"id": pid, "community": community, "title": title, "body": body, "flair": None, "time": 0, "nsfw": False}  # noqa: E731

    def met(*posts: dict[str, Any]) -> bool:
        final = copy.deepcopy(initial)
        final["apps"]["reddit"]["posts"] += list(posts)
        return judge(final, initial, inst.checks, [], hooks=task.hooks, params=inst.params).goals_met

    assert met(post(f"{t['name']}: {t['text']}"))
    assert met(post(f"{t['name'].upper()}:", t["text"]))
    assert met(post(f"{t['name']}: {t['text'].rstrip('.').replace(chr(39), chr(0x2019))}"))  # no final period, a curly apostrophe
    assert not met(post(f"Re {t['name']}: {t['text']}"))  # the title does not start with the name
    assert not met(post(t["text"]))  # no "U:" prefix
    assert not met(post(f"{t['name']}: {t['text']}", other["text"]))  # a hedge with another user's post
    assert not met(post(f"{t['name']}: {t['text']}", other["text"].rstrip(".")))  # the same, without its final period
    assert not met(post(f"{t['name']}: {t['text']}", community=next(p["id"] for p in world("reddit_postable") if p["id"] != c)))
    assert not met(post(f"{t['name']}: {t['text']}"), post(f"{t['name']}: {t['text']}", pid="rp2"))
