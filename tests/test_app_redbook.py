"""RedNote through real Chromium and real taps: counts drawn are the world's base plus my own
(a like adds one, un-liking takes it back), search shows the ranking the judges read (on several
queries), user pages show the fans and likes & collects the judges read, the publish steps,
replies under a comment, DMs, typed text rendered literally, and the judges on hand-made states
catching the careless side effects (a second like, a DM to the wrong person, a second note)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import gymnasium as gym
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import PhoneDriver
from mobilegym_gym import actions as A
from mobilegym_gym.sim.bundle import world

pytestmark = pytest.mark.browser

XSS = "<b>bold</b><img src=x onerror=window.__xss=1>"


def _rb(phone: PhoneDriver) -> dict[str, Any]:
    return phone.state()["apps"]["redbook"]


def _text(phone: PhoneDriver, test_id: str) -> str:
    return phone.call(phone.phone.page.evaluate(f"document.querySelector(\"[data-testid='{test_id}']\").textContent"))


def _notes() -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in world("redbook_notes")}


def _users() -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in world("redbook_users")}


def _search(phone: PhoneDriver, query: str) -> None:
    phone.tap(testId="rb-search")
    phone.type(query)
    phone.act(type="BACK")


def _drawn(phone: PhoneDriver, selector: str) -> list[str]:
    return phone.call(phone.phone.page.evaluate(f"[...document.querySelectorAll('{selector}')].map(e => e.dataset.testid)"))


# ---------- the world ----------


def test_world_counts_are_unique_so_extremes_have_one_answer() -> None:
    notes = world("redbook_notes")
    assert len(notes) == 400 and len(world("redbook_users")) == 80
    assert len({n["likes"] for n in notes}) == len(notes)
    assert len({n["collects"] for n in notes}) == len(notes)
    for u in world("redbook_users"):
        mine = [n for n in notes if n["author"] == u["id"]]
        assert u["noteCount"] == len(mine)
        assert u["likesCollects"] == sum(n["likes"] + n["collects"] for n in mine)
        if mine:
            assert u["topLiked"] == max(mine, key=lambda n: n["likes"])["id"]
            assert u["topCollected"] == max(mine, key=lambda n: n["collects"])["id"]
            assert u["leastCollected"] == min(mine, key=lambda n: n["collects"])["id"]


# ---------- what the judges read is what the screen shows ----------


@pytest.mark.parametrize("query", ["hotpot", "trench coat", "yoga flow", "corgi", "golden hour"])
def test_search_shows_the_exported_top_ten_in_order(phone: PhoneDriver, query: str) -> None:
    fact = next(f for f in world("redbook_search") if f["query"] == query)
    phone.open("redbook")
    _search(phone, query)
    drawn = [t.removeprefix("rb-search-note-") for t in _drawn(phone, ".rb-card") if not t.endswith("-like")]
    assert drawn[: min(4, len(fact["notes"]))] == fact["notes"][:4]  # the first screen: row by row, left to right
    phone.tap(testId=f"rb-search-note-{fact['first']}")
    assert _text(phone, "rb-note-title") == _notes()[fact["first"]]["title"]
    phone.act(type="BACK")
    # Scrolled through, the grid lists the whole top 10 in the exported order (the cards
    # scrolled past are no longer drawn: collect what each screen draws).
    seen: list[str] = []
    for _ in range(7):
        seen += [d for d in (t.removeprefix("rb-search-note-") for t in _drawn(phone, ".rb-card")) if d not in seen]
        phone.act(type="SWIPE", x=500, y=800, x2=500, y2=300, duration_ms=400)
    assert [d for d in seen if d in fact["notes"]][: len(fact["notes"])] == fact["notes"]


@pytest.mark.parametrize("user_id", ["u01", "u07", "u33", "u58"])
def test_user_page_shows_the_fans_and_likes_collects_judges_read(phone: PhoneDriver, user_id: str) -> None:
    u = _users()[user_id]
    following = user_id in {f["id"] for f in phone.state()["apps"]["redbook"]["following"]}
    phone.open("redbook")
    _search(phone, u["nickname"])
    phone.tap(testId="rb-search-tab-users")
    phone.tap(testId=f"rb-search-user-{user_id}")
    assert _text(phone, "rb-user-fans-value") == str(u["fans"] + (1 if following else 0))
    assert _text(phone, "rb-user-likes-value") == str(u["likesCollects"])
    assert _text(phone, "rb-user-notes-count") == f"Notes · {u['noteCount']}"
    # Following adds me to the fans shown, never to the world's figure.
    phone.tap(testId="rb-user-follow")
    assert _text(phone, "rb-user-fans-value") == str(u["fans"] + (0 if following else 1))


def test_like_and_collect_add_one_to_the_world_count_and_undo(phone: PhoneDriver) -> None:
    first = world("redbook_feed")[0]
    phone.open("redbook")
    phone.tap(testId=f"rb-note-{first['id']}")
    phone.tap(testId="rb-note-like")
    phone.tap(testId="rb-note-collect")
    assert _text(phone, "rb-note-likes") == str(first["likes"] + 1)
    assert _text(phone, "rb-note-collects") == str(first["collects"] + 1)
    s = _rb(phone)
    assert {"id": first["id"]} in s["liked"] and s["collected"][0] == {"id": first["id"]}
    phone.tap(testId="rb-note-collect")
    phone.tap(testId="rb-note-like")
    assert _text(phone, "rb-note-likes") == str(first["likes"])
    assert first["id"] not in {x["id"] for x in _rb(phone)["collected"]}
    assert _rb(phone)["history"][0]["id"] == first["id"]  # the visit is in the browse history


def test_a_category_tab_lists_its_notes_first_the_exported_one(phone: PhoneDriver) -> None:
    phone.open("redbook")
    discover = [f for f in world("redbook_feed") if f["tab"] == "Discover"]
    assert [t for t in _drawn(phone, ".rb-card")][:4] == [f"rb-note-{f['id']}" for f in discover[:4]]
    for fact in discover[:3]:  # the first comment drawn is the one the reply template names
        phone.tap(testId=f"rb-note-{fact['id']}")
        comments = [t for t in _drawn(phone, ".rb-comment") if t]
        assert comments[0] == f"rb-comment-{fact['firstComment']}"
        phone.act(type="BACK")
    for fact in [f for f in world("redbook_feed") if f["tab"] != "Discover"][:3]:
        phone.tap(testId="rb-cats-more")
        phone.tap(testId=f"rb-channel-{fact['tab']}")
        assert _drawn(phone, ".rb-card")[0] == f"rb-note-{fact['id']}"


# ---------- publish, comment, reply, DM ----------


def test_publish_steps_comment_reply_and_dm_render_typed_text_literally(phone: PhoneDriver) -> None:
    phone.open("redbook")
    phone.tap(testId="rb-nav-publish")
    phone.tap(testId="rb-publish-text")
    phone.type(XSS)
    phone.act(type="BACK")
    phone.tap(testId="rb-publish-next")
    assert _text(phone, "rb-template-preview") == XSS
    phone.tap(testId="rb-template-Bold")
    phone.tap(testId="rb-template-next")
    phone.tap(testId="rb-publish-submit")  # no title yet: refused
    assert len(_rb(phone)["notes"]) == 2
    phone.tap(testId="field-redbook.title")
    phone.type(XSS[:30])
    phone.act(type="BACK")
    phone.tap(testId="rb-publish-submit")
    note = _rb(phone)["notes"][-1]
    assert note["title"] == XSS[:30] and note["body"] == XSS and note["template"] == "Bold"
    phone.tap(testId="rb-nav-me")
    phone.tap(testId=f"rb-me-notes-{note['id']}")
    assert _text(phone, "rb-note-title") == XSS[:30]
    assert phone.call(phone.phone.page.evaluate("window.__xss === undefined && document.querySelector('.rb-note-title b') === null"))
    phone.act(type="BACK")

    # A reply to a comment of a world note lands under that comment.
    fact = next(f for f in world("redbook_feed") if f["firstComment"])
    phone.tap(testId="rb-nav-home")
    phone.tap(testId=f"rb-note-{fact['id']}")
    phone.tap(testId=f"rb-comment-{fact['firstComment']}-reply")
    phone.type(XSS)
    phone.tap(testId="rb-comment-send")
    mine = _rb(phone)["comments"][-1]
    assert mine["parent"] == fact["firstComment"] and mine["note"] == fact["id"] and mine["text"] == XSS
    assert XSS in _text(phone, f"rb-comment-{mine['id']}")

    # A DM to a user I had no chat with starts one.
    phone.tap(testId="rb-note-author")
    phone.tap(testId="rb-user-message")
    phone.tap(testId="field-redbook.dm")
    phone.type(XSS)
    phone.tap(testId="rb-dm-send")
    chat = next(c for c in _rb(phone)["chats"] if c["user"] == fact["author"])
    assert [m["text"] for m in chat["messages"]] == [XSS]
    assert _text(phone, f"rb-dm-{chat['messages'][0]['id']}") == XSS


def test_chat_settings_pin_and_mute(phone: PhoneDriver) -> None:
    phone.open("redbook")
    phone.tap(testId="rb-nav-messages")
    phone.tap(testId="rb-chat-ch4")
    assert _rb(phone)["chats"][3]["unread"] == 0
    phone.tap(testId="rb-chat-settings")
    phone.tap(testId="rb-chatset-pin")
    phone.tap(testId="rb-chatset-mute")
    c = _rb(phone)["chats"][3]
    assert c["pinned"] and c["muted"]
    phone.act(type="BACK")
    phone.act(type="BACK")
    assert _drawn(phone, "[data-testid^=rb-chat-ch]")[0] == "rb-chat-ch4"  # pinned first


def test_settings_pages_switch_and_choose(phone: PhoneDriver) -> None:
    phone.open("redbook")
    phone.tap(testId="rb-nav-me")
    phone.tap(testId="rb-me-settings")
    phone.tap(testId="rb-set-page-privacy")
    phone.tap(testId="rb-set-privateAccount")
    phone.tap(testId="rb-set-page-interactions")
    phone.tap(testId="rb-set-messagesFrom")
    phone.tap(testId="rb-choice-Nobody")
    s = _rb(phone)["settings"]
    assert s["privateAccount"] is True and s["messagesFrom"] == "Nobody"


# ---------- judges on hand-made states ----------


@pytest.fixture(scope="module")
def envs() -> Iterator[dict[str, Any]]:
    made: dict[str, Any] = {}
    yield made
    for env in made.values():
        env.close()


def _start(envs: dict[str, Any], name: str, seed: int = 3) -> tuple[Any, dict[str, Any], dict[str, Any]]:
    if name not in envs:
        envs[name] = gym.make(f"MobileGym/Redbook_{name}-v0", capture_size=(360, 800))
    env = envs[name]
    _, info = env.reset(seed=seed)
    return env, info["params"], env.unwrapped.get_state()


def _verdict(env: Any, ops: list[dict[str, Any]]) -> dict[str, Any]:
    env.unwrapped.patch_state(ops)
    return env.step(A.noop())[4]


def _dm(state: dict[str, Any], chat_id: str, text: str, mid: str = "dmx") -> dict[str, Any]:
    i = next(k for k, c in enumerate(state["apps"]["redbook"]["chats"]) if c["id"] == chat_id)
    return {"op": "add", "path": f"/apps/redbook/chats/{i}/messages/-", "value": {"id": mid, "from": "me", "text": text, "time": state["os"]["clock"]["now"]}}


def test_like_first_feed_note_judge_flags_a_second_like(envs: dict[str, Any]) -> None:
    env, p, _ = _start(envs, "LikeFirstFeedNote")
    other = next(f["id"] for f in world("redbook_feed") if f["id"] != p["n"]["id"])
    info = _verdict(env, [{"op": "add", "path": "/apps/redbook/liked/-", "value": {"id": p["n"]["id"]}}])
    assert info["goals_met"] and info["clean"]
    info = _verdict(env, [{"op": "add", "path": "/apps/redbook/liked/-", "value": {"id": other}}])
    assert info["goals_met"] and not info["clean"]


def test_dm_followed_user_judge_refuses_the_wrong_person_and_a_hedge(envs: dict[str, Any]) -> None:
    env, p, state = _start(envs, "DMFollowedUser")
    other = next(c["id"] for c in state["apps"]["redbook"]["chats"] if c["id"] != p["u"]["chat"])
    info = _verdict(env, [_dm(state, other, p["m"])])
    assert not info["goals_met"] and not info["clean"]
    env, p, state = _start(envs, "DMFollowedUser")
    info = _verdict(env, [_dm(state, p["u"]["chat"], p["m"]), _dm(state, p["u"]["chat"], "or maybe not", "dmy")])
    assert not info["goals_met"]  # two messages: a hedge
    env, p, state = _start(envs, "DMFollowedUser")
    info = _verdict(env, [_dm(state, p["u"]["chat"], p["m"])])
    assert info["goals_met"] and info["clean"]


def test_publish_judge_refuses_a_second_note_and_flags_a_setting(envs: dict[str, Any]) -> None:
    env, p, state = _start(envs, "PublishNoteWithTitleAndContent")

    def note(i: str) -> dict[str, Any]:
        return {"op": "add", "path": "/apps/redbook/notes/-", "value": {"id": i, "title": p["t"], "body": p["b"], "template": "Simple", "time": state["os"]["clock"]["now"]}}

    info = _verdict(env, [note("mn900"), note("mn901")])
    assert not info["goals_met"]
    env, p, state = _start(envs, "PublishNoteWithTitleAndContent")
    info = _verdict(env, [note("mn900"), {"op": "replace", "path": "/apps/redbook/settings/privateAccount", "value": True}])
    assert info["goals_met"] and not info["clean"]


def test_collect_and_dm_author_judge_needs_the_author_not_someone_else(envs: dict[str, Any]) -> None:
    env, p, state = _start(envs, "CollectFeedNoteAndDMAuthor")
    collect = {"op": "add", "path": "/apps/redbook/collected/0", "value": {"id": p["n"]["id"]}}
    wrong = _dm(state, "ch1", p["m"])
    info = _verdict(env, [collect, wrong])
    assert not info["goals_met"] and not info["clean"]
    env, p, state = _start(envs, "CollectFeedNoteAndDMAuthor")
    chat = {"id": "ch900", "user": p["n"]["author"], "unread": 0, "muted": False, "pinned": False, "messages": [{"id": "dm900", "from": "me", "text": p["m"], "time": state["os"]["clock"]["now"]}]}
    info = _verdict(env, [{"op": "add", "path": "/apps/redbook/collected/0", "value": {"id": p["n"]["id"]}}, {"op": "add", "path": "/apps/redbook/chats/-", "value": chat}])
    assert info["goals_met"] and info["clean"]


def test_uncollect_judge_flags_removing_more_than_the_first(envs: dict[str, Any]) -> None:
    env, p, state = _start(envs, "UncollectFirstCollectedNote")
    rest = state["apps"]["redbook"]["collected"]
    info = _verdict(env, [{"op": "replace", "path": "/apps/redbook/collected", "value": rest[2:]}])
    assert info["goals_met"] and not info["clean"]


def test_a_patch_with_a_malformed_redbook_field_is_refused_naming_it(phone: PhoneDriver) -> None:
    before = _rb(phone)
    with pytest.raises(Exception, match="liked"):
        phone.call(phone.phone.patch([{"op": "add", "path": "/apps/redbook/liked/-", "value": {"note": 3}}]))
    assert _rb(phone) == before


def test_deleting_my_note_asks_first_and_removes_it(phone: PhoneDriver) -> None:
    phone.open("redbook")
    phone.tap(testId="rb-nav-me")
    phone.tap(testId="rb-me-notes-mn1")
    phone.tap(testId="rb-note-delete")
    phone.tap(testId="rb-delete-cancel")
    assert [n["id"] for n in _rb(phone)["notes"]] == ["mn1", "mn2"]
    phone.tap(testId="rb-note-delete")
    phone.tap(testId="rb-delete-confirm")
    assert [n["id"] for n in _rb(phone)["notes"]] == ["mn2"]
    assert phone.screen()["screen"] == "home" and not phone.visible(testId="rb-me-notes-mn1")
    # A world note has no delete button.
    phone.tap(testId="rb-nav-home")
    phone.tap(testId=f"rb-note-{world('redbook_feed')[0]['id']}")
    assert not phone.visible(testId="rb-note-delete")
