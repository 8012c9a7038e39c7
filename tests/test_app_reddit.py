"""Reddit through real Chromium and real taps: the required-flair rule of create post (through the
task env of `MobileGym/Reddit_CreatePost-v0`), text rendered literally (no markup, no script),
votes, joins, comments, chat threads, profile and settings, and the judge catching careless side
effects."""

from __future__ import annotations

from typing import Any

import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, PhoneDriver, page_eval, tap, visible
from mobilegym_gym import actions as A

pytestmark = [pytest.mark.browser, pytest.mark.app("reddit")]

XSS = "<img src=x onerror=alert(1)>"
XSS_FLAG = "<img src=x onerror=window.__xss=1>"


# ---------- task env helpers ----------


def _type(env: Any, text: str) -> dict[str, Any]:
    return env.step(A.type_text(text))[4]


def _attr(env: Any, test_id: str, attr: str) -> Any:
    return page_eval(env, "([t, a]) => document.querySelector(`[data-testid='${t}']`)?.getAttribute(a)", [test_id, attr])


# ---------- create post with a required flair ----------


def test_create_post_needs_the_required_flair_before_post_works(make_env: MakeEnv) -> None:
    env = make_env("reddit.CreatePost")
    _, info = env.reset(seed=0)
    p = info["params"]
    community, title, body = p["c"], p["title"], p["body"]
    assert community["flairRequired"] and community["name"] in info["instruction"]
    posts_before = env.unwrapped.get_state()["apps"]["reddit"]["posts"]
    tap(env, "nav-create")
    tap(env, "reddit-create-community")
    tap(env, "field-reddit.pick")
    _type(env, community["name"][:6])
    tap(env, f"reddit-pick-{community['id']}")
    tap(env, "field-reddit.title")
    _type(env, title)
    tap(env, "field-reddit.body")
    _type(env, body)
    env.step(A.back())  # keyboard down
    # Post is visibly disabled, the flair row says Required, and the reason is shown.
    assert _attr(env, "reddit-create-post", "aria-disabled") == "true"
    assert "disabled" in _attr(env, "reddit-create-post", "class")
    assert visible(env, "reddit-flair-required")
    assert "requires a post flair" in page_eval(env, "document.querySelector(\"[data-testid='reddit-create-blocker']\").textContent")
    info = tap(env, "reddit-create-post")
    assert env.unwrapped.get_state()["apps"]["reddit"]["posts"] == posts_before  # nothing created
    assert info["progress"] == 0 and not info["goals_met"]
    # Choose a flair: Post is enabled and creates exactly one post, which the judge accepts.
    tap(env, "reddit-create-flair")
    tap(env, f"reddit-flair-{community['flairs'][1]['id']}")
    assert _attr(env, "reddit-create-post", "aria-disabled") == "false"
    info = tap(env, "reddit-create-post")
    assert info["goals_met"] and info["clean"] and info["progress"] == 1
    mine = [x for x in env.unwrapped.get_state()["apps"]["reddit"]["posts"] if x not in posts_before]
    assert len(mine) == 1 and mine[0]["flair"] == community["flairs"][1]["id"] and mine[0]["community"] == community["id"]
    _, reward, terminated, _, info = env.step(A.complete())
    assert terminated and info["outcome"]["success"] and reward == 1.0


def test_judge_gives_partial_progress_to_a_post_without_flair(make_env: MakeEnv) -> None:
    env = make_env("reddit.CreatePost")
    _, info = env.reset(seed=3)
    p = info["params"]
    post = {"id": "x1", "community": p["c"]["id"], "title": f"{p['title']}!", "body": p["body"], "flair": None, "time": 0, "nsfw": False}
    env.unwrapped.patch_state([{"op": "add", "path": "/apps/reddit/posts/-", "value": post}])
    _, _, _, _, info = env.step(A.noop())
    assert not info["goals_met"] and info["progress"] == pytest.approx(0.75)
    assert [i["check"] for i in info["issues"]] == ["flair_set"]
    # The same post with a flair meets every goal.
    n = len(env.unwrapped.get_state()["apps"]["reddit"]["posts"])
    env.unwrapped.patch_state([{"op": "replace", "path": f"/apps/reddit/posts/{n - 1}", "value": {**post, "flair": p["flair"]["id"]}}])
    _, _, _, _, info = env.step(A.noop())
    assert info["goals_met"] and info["progress"] == 1


# ---------- text is text ----------


def test_typed_markup_is_shown_literally_and_never_runs(phone: PhoneDriver) -> None:
    dialogs: list[str] = []
    page = phone.phone.page

    async def listen() -> None:
        page.on("dialog", lambda d: dialogs.append(d.message))

    phone.call(listen())
    phone.open("reddit")
    # A post (title and body) in a community without a required flair.
    phone.tap(testId="nav-create")
    phone.tap(testId="reddit-create-community")
    phone.tap(testId="reddit-pick-pixelart")
    phone.tap(testId="field-reddit.title")
    phone.type(XSS)
    phone.tap(testId="field-reddit.body")
    phone.type(XSS_FLAG)
    phone.act(type="BACK")
    phone.tap(testId="reddit-create-post")
    assert phone.screen()["screen"] == "post"
    assert phone.evaluate("document.querySelector(\"[data-testid='reddit-detail-title']\").textContent") == XSS
    assert phone.evaluate("document.querySelector(\"[data-testid='reddit-detail-body']\").textContent") == XSS_FLAG
    # A comment on it.
    phone.tap(testId="reddit-add-comment")
    phone.tap(testId="field-reddit.comment")
    phone.type(XSS_FLAG)
    phone.tap(testId="reddit-compose-post")
    mine = phone.app_state("reddit")["comments"][-1]
    assert mine["text"] == XSS_FLAG
    assert phone.evaluate(f"document.querySelector(\"[data-testid='reddit-comment-{mine['id']}-text']\").textContent") == XSS_FLAG
    # A chat message.
    phone.act(type="BACK")
    phone.tap(testId="nav-chat")
    phone.tap(testId="reddit-chat-t1")
    phone.tap(testId="field-reddit.chat")
    phone.type(XSS)
    phone.tap(testId="reddit-chat-send")
    msg = phone.app_state("reddit")["chats"][0]["messages"][-1]
    assert msg["text"] == XSS and msg["from"] == "me"
    assert phone.evaluate(f"document.querySelector(\"[data-testid='reddit-msg-{msg['id']}']\").textContent") == XSS
    # No element was created from the text, no handler ran, no dialog opened.
    assert phone.evaluate("document.querySelectorAll('.mg-app img').length") == 0
    assert phone.evaluate("window.__xss === undefined") is True
    assert dialogs == []


# ---------- behaviour through the GUI ----------


def test_votes_toggle_and_join_leave(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="reddit-post-p059-upvote")
    assert app_phone.app_state("reddit")["votes"][-1] == {"id": "p059", "dir": 1, "community": "spacenews"}
    app_phone.tap(testId="reddit-post-p059-downvote")
    assert app_phone.app_state("reddit")["votes"][-1]["dir"] == -1
    app_phone.tap(testId="reddit-post-p059-downvote")  # the same arrow again clears the vote
    assert all(v["id"] != "p059" for v in app_phone.app_state("reddit")["votes"])
    app_phone.tap(testId="reddit-post-p059-community")
    app_phone.tap(testId="reddit-community-join")
    assert {"id": "spacenews"} in app_phone.app_state("reddit")["joined"]
    app_phone.tap(testId="reddit-community-join")  # "Joined" leaves
    assert {"id": "spacenews"} not in app_phone.app_state("reddit")["joined"]
    app_phone.tap(testId="reddit-community-tab-About")
    assert app_phone.visible(testId="reddit-rule-spacenews-r1")


def test_comment_reply_edit_delete(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="reddit-post-p059")
    app_phone.tap(testId="reddit-add-comment")
    app_phone.tap(testId="reddit-compose-post")  # disabled while empty
    assert app_phone.screen()["screen"] == "compose"
    app_phone.tap(testId="field-reddit.comment")
    app_phone.type("Zero gravity sleeping bags!")
    app_phone.tap(testId="reddit-compose-post")
    c = app_phone.app_state("reddit")["comments"][-1]
    assert c["post"] == "p059" and c["parent"] is None
    # Reply to my comment, then edit and delete the top one (the reply goes with it).
    app_phone.tap(testId=f"reddit-comment-{c['id']}-reply")
    app_phone.tap(testId="field-reddit.comment")
    app_phone.type("And straps.")
    app_phone.tap(testId="reddit-compose-post")
    reply = app_phone.app_state("reddit")["comments"][-1]
    assert reply["parent"] == c["id"]
    app_phone.tap(testId=f"reddit-comment-{c['id']}-more")
    app_phone.tap(testId="reddit-comment-edit")
    app_phone.tap(testId="field-reddit.comment")
    app_phone.type(" Edited.")
    app_phone.tap(testId="reddit-compose-post")
    now = {x["id"]: x for x in app_phone.app_state("reddit")["comments"]}
    assert now[c["id"]]["text"] == "Zero gravity sleeping bags! Edited." and now[c["id"]]["edited"] is True
    app_phone.tap(testId=f"reddit-comment-{c['id']}-more")
    app_phone.tap(testId="reddit-comment-delete")
    app_phone.tap(testId="reddit-confirm-delete")
    ids = {x["id"] for x in app_phone.app_state("reddit")["comments"]}
    assert c["id"] not in ids and reply["id"] not in ids
    # Comments of others have no edit/delete menu.
    assert not app_phone.visible(testId="reddit-comment-k0761-more")


def test_chat_thread_reply_and_delete_my_message(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="nav-chat")
    app_phone.tap(testId="reddit-chat-t1")
    app_phone.long_press(testId="reddit-msg-w1")  # their message: no Delete
    assert app_phone.visible(testId="reddit-msg-reply") and not app_phone.visible(testId="reddit-msg-delete")
    app_phone.tap(testId="reddit-msg-reply")
    app_phone.tap(testId="field-reddit.thread")
    app_phone.type("About 75 percent")
    app_phone.tap(testId="reddit-thread-send")
    assert app_phone.app_state("reddit")["chats"][0]["messages"][0]["replies"][-1]["text"] == "About 75 percent"
    app_phone.act(type="BACK")
    assert app_phone.visible(testId="reddit-msg-w1-thread")
    app_phone.long_press(testId="reddit-msg-w2")  # mine
    app_phone.tap(testId="reddit-msg-delete")
    app_phone.tap(testId="reddit-confirm-delete")
    assert [m["id"] for m in app_phone.app_state("reddit")["chats"][0]["messages"]] == ["w1", "w3", "w4"]


def test_profile_bio_and_settings(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="reddit-profile")
    app_phone.tap(testId="reddit-edit-profile")
    app_phone.tap(testId="field-reddit.bio")
    app_phone.type("Hello there", clear=True)
    app_phone.act(type="BACK")
    app_phone.tap(testId="reddit-edit-save")
    assert app_phone.app_state("reddit")["profile"]["bio"] == "Hello there"
    assert app_phone.visible(text="Hello there")
    app_phone.tap(testId="reddit-open-settings")
    # Blur is only available while mature content is shown.
    s0 = app_phone.app_state("reddit")["settings"]
    app_phone.act(type="SWIPE", x=180, y=600, x2=180, y2=350, duration_ms=600)
    app_phone.tap(testId="reddit-setting-blurNsfw")
    assert app_phone.app_state("reddit")["settings"]["blurNsfw"] == s0["blurNsfw"]
    app_phone.tap(testId="reddit-setting-showNsfw")
    app_phone.tap(testId="reddit-setting-blurNsfw")
    s1 = app_phone.app_state("reddit")["settings"]
    assert s1["showNsfw"] is True and s1["blurNsfw"] is False
    app_phone.tap(testId="reddit-setting-cardView")
    app_phone.tap(testId="reddit-choice-Compact")
    assert app_phone.app_state("reddit")["settings"]["cardView"] == "Compact"
    app_phone.act(type="SWIPE", x=180, y=350, x2=180, y2=700, duration_ms=600)
    app_phone.tap(testId="reddit-setting-feedSort")
    app_phone.tap(testId="reddit-choice-New")
    assert app_phone.app_state("reddit")["settings"]["feedSort"] == "New"
    assert len(s1) >= 25


def test_search_posts_communities_people(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="reddit-search")
    app_phone.tap(testId="field-reddit.search")
    app_phone.type("sourdough")
    assert app_phone.visible(testId="reddit-search-post-p001")
    app_phone.tap(testId="reddit-search-tab-Communities")
    app_phone.tap(testId="field-reddit.search")
    app_phone.type("coffee", clear=True)
    assert app_phone.visible(testId="reddit-search-community-coffee")
    app_phone.tap(testId="reddit-search-tab-People")
    app_phone.tap(testId="field-reddit.search")
    app_phone.type("zzzz", clear=True)
    assert app_phone.visible(text='No results for "zzzz"')


# ---------- the judge catches careless side effects ----------


def test_judge_flags_an_extra_join_and_a_wrong_vote(make_env: MakeEnv) -> None:
    env = make_env("reddit.JoinCommunityFromFeed")
    _, info = env.reset(seed=1)
    post = info["params"]["post"]
    tap(env, f"reddit-post-{post['id']}", scroll=True)
    tap(env, "reddit-detail-join")
    info = tap(env, f"reddit-post-{post['id']}-upvote")
    assert info["goals_met"] and info["clean"]
    # Careless: also join another community on the way back.
    env.step(A.back())
    tap(env, "nav-communities")
    other = "mildlyinteresting" if post["community"] != "mildlyinteresting" else "fitness"  # the top "discover" row
    x, y = env.unwrapped.locate(test_id=f"reddit-discover-{other}-join")
    _, _, _, _, info = env.step(A.click(x, y))
    assert info["goals_met"] and not info["clean"]
    assert [c["path"] for c in info["unexpected_changes"]] == [f"/apps/reddit/joined/[id={other}]"]
    _, reward, _, _, info = env.step(A.complete())
    assert not info["outcome"]["success"] and reward == pytest.approx(0.64)  # x0.8 side effects, x0.8 COMPLETE without success

    env2 = make_env("reddit.UpvoteSpecificFeedPost")
    _, info = env2.reset(seed=2)
    target = info["params"]["post"]["id"]
    wrong = "p059" if target != "p059" else "p039"  # the first two posts of the feed
    tap(env2, f"reddit-post-{wrong}-upvote")
    info = tap(env2, f"reddit-post-{target}-upvote", scroll=True)
    assert info["goals_met"] and not info["clean"]
    assert [c["path"] for c in info["unexpected_changes"]] == [f"/apps/reddit/votes/[id={wrong}]"]


def test_inbox_popular_and_user_pages(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="reddit-feed-popular")
    assert app_phone.visible(testId="reddit-feed-home")
    app_phone.tap(testId="nav-inbox")
    app_phone.tap(testId="reddit-inbox-n4")  # trending post
    assert app_phone.screen()["screen"] == "post"
    assert "comet" in app_phone.evaluate("document.querySelector(\"[data-testid='reddit-detail-title']\").textContent")
    app_phone.tap(testId="reddit-post-save")
    assert len(app_phone.app_state("reddit")["saved"]) == 1
    saved = app_phone.app_state("reddit")["saved"][0]["id"]
    app_phone.tap(testId="reddit-detail-author")
    assert app_phone.screen()["screen"] == "profile"
    before = app_phone.app_state("reddit")
    app_phone.tap(testId="reddit-profile-chat")
    assert app_phone.screen()["screen"] == "chat"
    assert app_phone.app_state("reddit") == before  # looking around changes nothing
    for _ in range(3):  # chat, user page, post
        app_phone.act(type="BACK")
    app_phone.tap(testId="reddit-profile")
    app_phone.tap(testId="reddit-profile-tab-Saved")
    assert app_phone.visible(testId=f"reddit-saved-{saved}")


def _fling(phone: PhoneDriver) -> tuple[int, int]:
    """A fast swipe up over the feed (600 px in 50 ms: the maximum inertia, 3x); returns (offset, max)."""
    effect = phone.act(type="SWIPE", x=500, y=850, x2=500, y2=100, duration_ms=50)["effect"]
    assert effect.startswith("scrolled to") or effect == "already at the end of the list", effect
    if effect.startswith("scrolled to"):
        offset, limit = effect.removeprefix("scrolled to ").removesuffix(" px").split("/")
        return int(offset), int(limit)
    return -1, -1


def _drawn_posts(phone: PhoneDriver) -> list[str]:
    return phone.evaluate("[...document.querySelectorAll('.reddit-feed .reddit-card')].map(e => e.dataset.testid)")


def _posts_on_screen(phone: PhoneDriver) -> list[tuple[str, float]]:
    """The cards that can be seen, with their tops on the screen."""
    return phone.evaluate(
        "[...document.querySelectorAll('.reddit-feed .reddit-card')].map(e => [e.dataset.testid, e.getBoundingClientRect()])"
        ".filter(([, r]) => r.bottom > 0 && r.top < innerHeight).map(([id, r]) => [id, r.top])"
    )


@pytest.mark.parametrize("card_view", ["Card", "Compact"])
def test_the_lazily_drawn_feed_scrolls_as_the_whole_feed_would(phone: PhoneDriver, card_view: str) -> None:
    """The home feed draws only the cards that can be seen (kit's LazyList), and a gesture that
    would pass the drawn end has it drawn further first: every fling moves the full 1800 px until
    the real end, every post comes by in feed order, the end marker closes the feed, and no card
    is shorter than the bound the feed is drawn by."""
    phone.call(phone.phone.patch([{"op": "replace", "path": "/apps/reddit/settings/cardView", "value": card_view}]))
    phone.open("reddit")
    first = _drawn_posts(phone)
    top_screen = _posts_on_screen(phone)
    seen = list(first)
    offset = 0
    for _ in range(60):
        heights = phone.evaluate("[...document.querySelectorAll('.reddit-feed .reddit-card')].map(e => e.offsetHeight)")
        assert min(heights) >= 96  # POST_CARD_MIN_HEIGHT in parts.tsx
        new_offset, limit = _fling(phone)
        if new_offset == -1 or new_offset < offset + 1800:
            break
        assert new_offset == offset + 1800
        offset = new_offset
        seen += [p for p in _drawn_posts(phone) if p not in seen]
    else:
        raise AssertionError("the feed never ended")
    # The last fling stopped at the end of the whole feed and the end marker shows; the cards
    # scrolled past are no longer drawn (kit's LazyList), only about a screen of them.
    assert new_offset in (-1, limit)
    assert phone.visible(text="You're all caught up")
    last = _drawn_posts(phone)
    assert len(seen) == len(set(seen)) and seen[-len(last):] == last  # in feed order, none twice
    assert len(last) < 12 < len(seen)
    # The same screen, drawn from the state alone (a snapshot restored, nothing measured yet),
    # is the same pixels; and back at the top the first screen's cards are where they were.
    at_end = phone.call(phone.phone.screenshot_bytes())
    phone.call(phone.phone.restore(phone.call(phone.phone.snapshot())))
    assert phone.call(phone.phone.screenshot_bytes()) == at_end
    assert _drawn_posts(phone) == last
    for _ in range(60):
        if phone.act(type="SWIPE", x=500, y=100, x2=500, y2=850, duration_ms=50)["effect"] == "already at the end of the list":
            break
    assert _posts_on_screen(phone) == top_screen
