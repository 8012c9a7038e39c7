"""RedNote through real Chromium and real taps: counts drawn are the world's base plus my own
(a like adds one, un-liking takes it back), search shows the ranking the judges read (on several
queries), user pages show the fans and likes & collects the judges read, the publish steps,
replies under a comment, DMs, typed text rendered literally, and the judges on hand-made states
catching the careless side effects (a second like, a DM to the wrong person, a second note)."""

from __future__ import annotations

from typing import Any

import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import ModuleTaskEnv, PhoneDriver, verdict_after
from mobilegym_gym.sim.bundle import world
from mobilegym_gym.tasks.env import TaskEnv

pytestmark = [pytest.mark.browser, pytest.mark.app("redbook")]

XSS = "<b>bold</b><img src=x onerror=window.__xss=1>"


def _notes() -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in world("redbook_notes")}


def _users() -> dict[str, dict[str, Any]]:
    return {u["id"]: u for u in world("redbook_users")}


def _search(phone: PhoneDriver, query: str) -> None:
    phone.tap(testId="rb-search")
    phone.type(query)
    phone.act(type="BACK")


def _drawn(phone: PhoneDriver, selector: str) -> list[str]:
    return phone.evaluate(f"[...document.querySelectorAll('{selector}')].map(e => e.dataset.testid)")


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
    assert phone.text("rb-note-title") == _notes()[fact["first"]]["title"]
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
    assert phone.text("rb-user-fans-value") == str(u["fans"] + (1 if following else 0))
    assert phone.text("rb-user-likes-value") == str(u["likesCollects"])
    assert phone.text("rb-user-notes-count") == f"Notes · {u['noteCount']}"
    # Following adds me to the fans shown, never to the world's figure.
    phone.tap(testId="rb-user-follow")
    assert phone.text("rb-user-fans-value") == str(u["fans"] + (0 if following else 1))


def test_like_and_collect_add_one_to_the_world_count_and_undo(phone: PhoneDriver) -> None:
    first = world("redbook_feed")[0]
    phone.open("redbook")
    phone.tap(testId=f"rb-note-{first['id']}")
    phone.tap(testId="rb-note-like")
    phone.tap(testId="rb-note-collect")
    assert phone.text("rb-note-likes") == str(first["likes"] + 1)
    assert phone.text("rb-note-collects") == str(first["collects"] + 1)
    s = phone.app_state("redbook")
    assert {"id": first["id"]} in s["liked"] and s["collected"][0] == {"id": first["id"]}
    phone.tap(testId="rb-note-collect")
    phone.tap(testId="rb-note-like")
    assert phone.text("rb-note-likes") == str(first["likes"])
    assert first["id"] not in {x["id"] for x in phone.app_state("redbook")["collected"]}
    assert phone.app_state("redbook")["history"][0]["id"] == first["id"]  # the visit is in the browse history


def test_a_category_tab_lists_its_notes_first_the_exported_one(app_phone: PhoneDriver) -> None:
    discover = [f for f in world("redbook_feed") if f["tab"] == "Discover"]
    assert _drawn(app_phone, ".rb-card")[:4] == [f"rb-note-{f['id']}" for f in discover[:4]]
    for fact in discover[:3]:  # the first comment drawn is the one the reply template names
        app_phone.tap(testId=f"rb-note-{fact['id']}")
        comments = [t for t in _drawn(app_phone, ".rb-comment") if t]
        assert comments[0] == f"rb-comment-{fact['firstComment']}"
        app_phone.act(type="BACK")
    for fact in [f for f in world("redbook_feed") if f["tab"] != "Discover"][:3]:
        app_phone.tap(testId="rb-cats-more")
        app_phone.tap(testId=f"rb-channel-{fact['tab']}")
        assert _drawn(app_phone, ".rb-card")[0] == f"rb-note-{fact['id']}"


# ---------- publish, comment, reply, DM ----------


def test_publish_steps_comment_reply_and_dm_render_typed_text_literally(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="rb-nav-publish")
    app_phone.tap(testId="rb-publish-text")
    app_phone.type(XSS)
    app_phone.act(type="BACK")
    app_phone.tap(testId="rb-publish-next")
    assert app_phone.text("rb-template-preview") == XSS
    app_phone.tap(testId="rb-template-Bold")
    app_phone.tap(testId="rb-template-next")
    app_phone.tap(testId="rb-publish-submit")  # no title yet: refused
    assert len(app_phone.app_state("redbook")["notes"]) == 2
    app_phone.tap(testId="field-redbook.title")
    app_phone.type(XSS[:30])
    app_phone.act(type="BACK")
    app_phone.tap(testId="rb-publish-submit")
    note = app_phone.app_state("redbook")["notes"][-1]
    assert note["title"] == XSS[:30] and note["body"] == XSS and note["template"] == "Bold"
    app_phone.tap(testId="rb-nav-me")
    app_phone.tap(testId=f"rb-me-notes-{note['id']}")
    assert app_phone.text("rb-note-title") == XSS[:30]
    assert app_phone.evaluate("window.__xss === undefined && document.querySelector('.rb-note-title b') === null")
    app_phone.act(type="BACK")

    # A reply to a comment of a world note lands under that comment.
    fact = next(f for f in world("redbook_feed") if f["firstComment"])
    app_phone.tap(testId="rb-nav-home")
    app_phone.tap(testId=f"rb-note-{fact['id']}")
    app_phone.tap(testId=f"rb-comment-{fact['firstComment']}-reply")
    app_phone.type(XSS)
    app_phone.tap(testId="rb-comment-send")
    mine = app_phone.app_state("redbook")["comments"][-1]
    assert mine["parent"] == fact["firstComment"] and mine["note"] == fact["id"] and mine["text"] == XSS
    assert XSS in app_phone.text(f"rb-comment-{mine['id']}")

    # A DM to a user I had no chat with starts one.
    app_phone.tap(testId="rb-note-author")
    app_phone.tap(testId="rb-user-message")
    app_phone.tap(testId="field-redbook.dm")
    app_phone.type(XSS)
    app_phone.tap(testId="rb-dm-send")
    chat = next(c for c in app_phone.app_state("redbook")["chats"] if c["user"] == fact["author"])
    assert [m["text"] for m in chat["messages"]] == [XSS]
    assert app_phone.text(f"rb-dm-{chat['messages'][0]['id']}") == XSS


def test_chat_settings_pin_and_mute(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="rb-nav-messages")
    app_phone.tap(testId="rb-chat-ch4")
    assert app_phone.app_state("redbook")["chats"][3]["unread"] == 0
    app_phone.tap(testId="rb-chat-settings")
    app_phone.tap(testId="rb-chatset-pin")
    app_phone.tap(testId="rb-chatset-mute")
    c = app_phone.app_state("redbook")["chats"][3]
    assert c["pinned"] and c["muted"]
    app_phone.act(type="BACK")
    app_phone.act(type="BACK")
    assert _drawn(app_phone, "[data-testid^=rb-chat-ch]")[0] == "rb-chat-ch4"  # pinned first


def test_settings_pages_switch_and_choose(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="rb-nav-me")
    app_phone.tap(testId="rb-me-settings")
    app_phone.tap(testId="rb-set-page-privacy")
    app_phone.tap(testId="rb-set-privateAccount")
    app_phone.tap(testId="rb-set-page-interactions")
    app_phone.tap(testId="rb-set-messagesFrom")
    app_phone.tap(testId="rb-choice-Nobody")
    s = app_phone.app_state("redbook")["settings"]
    assert s["privateAccount"] is True and s["messagesFrom"] == "Nobody"


# ---------- judges on hand-made states ----------


def _start(module_task_env: ModuleTaskEnv, name: str, seed: int = 3) -> tuple[TaskEnv, dict[str, Any], dict[str, Any]]:
    env = module_task_env(f"redbook.{name}")
    _, info = env.reset(seed=seed)
    return env, info["params"], env.get_state()


def _dm(state: dict[str, Any], chat_id: str, text: str, mid: str = "dmx") -> dict[str, Any]:
    i = next(k for k, c in enumerate(state["apps"]["redbook"]["chats"]) if c["id"] == chat_id)
    return {"op": "add", "path": f"/apps/redbook/chats/{i}/messages/-", "value": {"id": mid, "from": "me", "text": text, "time": state["os"]["clock"]["now"]}}


def test_like_first_feed_note_judge_flags_a_second_like(module_task_env: ModuleTaskEnv) -> None:
    env, p, _ = _start(module_task_env, "LikeFirstFeedNote")
    other = next(f["id"] for f in world("redbook_feed") if f["id"] != p["n"]["id"])
    info = verdict_after(env, [{"op": "add", "path": "/apps/redbook/liked/-", "value": {"id": p["n"]["id"]}}])
    assert info["goals_met"] and info["clean"]
    info = verdict_after(env, [{"op": "add", "path": "/apps/redbook/liked/-", "value": {"id": other}}])
    assert info["goals_met"] and not info["clean"]


def test_dm_followed_user_judge_refuses_the_wrong_person_and_a_hedge(module_task_env: ModuleTaskEnv) -> None:
    env, p, state = _start(module_task_env, "DMFollowedUser")
    other = next(c["id"] for c in state["apps"]["redbook"]["chats"] if c["id"] != p["u"]["chat"])
    info = verdict_after(env, [_dm(state, other, p["m"])])
    assert not info["goals_met"] and not info["clean"]
    env, p, state = _start(module_task_env, "DMFollowedUser")
    info = verdict_after(env, [_dm(state, p["u"]["chat"], p["m"]), _dm(state, p["u"]["chat"], "or maybe not", "dmy")])
    assert not info["goals_met"]  # two messages: a hedge
    env, p, state = _start(module_task_env, "DMFollowedUser")
    info = verdict_after(env, [_dm(state, p["u"]["chat"], p["m"])])
    assert info["goals_met"] and info["clean"]


def test_publish_judge_refuses_a_second_note_and_flags_a_setting(module_task_env: ModuleTaskEnv) -> None:
    env, p, state = _start(module_task_env, "PublishNoteWithTitleAndContent")

    def note(i: str) -> dict[str, Any]:
        return {"op": "add", "path": "/apps/redbook/notes/-", "value": {"id": i, "title": p["t"], "body": p["b"], "template": "Simple", "time": state["os"]["clock"]["now"]}}

    info = verdict_after(env, [note("mn900"), note("mn901")])
    assert not info["goals_met"]
    env, p, state = _start(module_task_env, "PublishNoteWithTitleAndContent")
    info = verdict_after(env, [note("mn900"), {"op": "replace", "path": "/apps/redbook/settings/privateAccount", "value": True}])
    assert info["goals_met"] and not info["clean"]


def test_collect_and_dm_author_judge_needs_the_author_not_someone_else(module_task_env: ModuleTaskEnv) -> None:
    env, p, state = _start(module_task_env, "CollectFeedNoteAndDMAuthor")
    collect = {"op": "add", "path": "/apps/redbook/collected/0", "value": {"id": p["n"]["id"]}}
    wrong = _dm(state, "ch1", p["m"])
    info = verdict_after(env, [collect, wrong])
    assert not info["goals_met"] and not info["clean"]
    env, p, state = _start(module_task_env, "CollectFeedNoteAndDMAuthor")
    chat = {"id": "ch900", "user": p["n"]["author"], "unread": 0, "muted": False, "pinned": False, "messages": [{"id": "dm900", "from": "me", "text": p["m"], "time": state["os"]["clock"]["now"]}]}
    info = verdict_after(env, [{"op": "add", "path": "/apps/redbook/collected/0", "value": {"id": p["n"]["id"]}}, {"op": "add", "path": "/apps/redbook/chats/-", "value": chat}])
    assert info["goals_met"] and info["clean"]


def test_uncollect_judge_flags_removing_more_than_the_first(module_task_env: ModuleTaskEnv) -> None:
    env, p, state = _start(module_task_env, "UncollectFirstCollectedNote")
    rest = state["apps"]["redbook"]["collected"]
    info = verdict_after(env, [{"op": "replace", "path": "/apps/redbook/collected", "value": rest[2:]}])
    assert info["goals_met"] and not info["clean"]


def test_a_patch_with_a_malformed_redbook_field_is_refused_naming_it(phone: PhoneDriver) -> None:
    before = phone.app_state("redbook")
    with pytest.raises(Exception, match="liked"):
        phone.call(phone.phone.patch([{"op": "add", "path": "/apps/redbook/liked/-", "value": {"note": 3}}]))
    assert phone.app_state("redbook") == before


def test_deleting_my_note_asks_first_and_removes_it(app_phone: PhoneDriver) -> None:
    app_phone.tap(testId="rb-nav-me")
    app_phone.tap(testId="rb-me-notes-mn1")
    app_phone.tap(testId="rb-note-delete")
    app_phone.tap(testId="rb-delete-cancel")
    assert [n["id"] for n in app_phone.app_state("redbook")["notes"]] == ["mn1", "mn2"]
    app_phone.tap(testId="rb-note-delete")
    app_phone.tap(testId="rb-delete-confirm")
    assert [n["id"] for n in app_phone.app_state("redbook")["notes"]] == ["mn2"]
    assert app_phone.screen()["screen"] == "home" and not app_phone.visible(testId="rb-me-notes-mn1")
    # A world note has no delete button.
    app_phone.tap(testId="rb-nav-home")
    app_phone.tap(testId=f"rb-note-{world('redbook_feed')[0]['id']}")
    assert not app_phone.visible(testId="rb-note-delete")
