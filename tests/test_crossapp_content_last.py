"""The last two crossapp_content templates (CulturalChecklistToRedbook, NotesContentToRedbookAndX):
their goal hooks on hand-made final states, for what a careless or cunning agent leaves (a hedge
naming a rival song or book, a second post, a missing sink, the wrong note title).

The initial state is the instance's own (the seeded fresh phone after the template's set-up);
each final state adds the outputs an agent would leave, and the goals are read directly.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mobilegym_gym.sim.bundle import world
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import _seeded_fresh_state, _setup_ops, instantiate

CULTURE = "crossapp_content.CulturalChecklistToRedbook"
CONTENT = "crossapp_content.NotesContentToRedbookAndX"
TITLE = "Today's Culture List"


def _instance(template: str, seed: int) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """(hooks, params, initial state after the instance's set-up) of the template's instance for ``seed``."""
    task = default_tasks().tasks[template]
    inst = instantiate(task, seed)
    return task.hooks, inst.params, _setup_ops(task, inst.params, _seeded_fresh_state(seed))[1]


def _final(initial: dict[str, Any], notes: list[tuple[str, str]] = (), rednotes: list[tuple[str, str]] = (), tweets: list[str] = ()) -> dict[str, Any]:
    """``initial`` with new notes (title, body), RedNote notes (title, body) and X posts of mine."""
    s = copy.deepcopy(initial)
    now = s["os"]["clock"]["now"]
    for i, (t, b) in enumerate(notes):
        s["apps"]["notes"]["notes"].append({"id": f"nt{i}", "title": t, "body": b, "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": now, "updatedAt": now})
    for i, (t, b) in enumerate(rednotes):
        s["apps"]["redbook"]["notes"].append({"id": f"rt{i}", "title": t, "body": b, "template": "Plain", "time": now})
    for i, text in enumerate(tweets):
        s["apps"]["x"]["posts"].append({"id": f"xt{i}", "text": text, "time": now, "replyTo": None, "quoteOf": None, "media": []})
    return s


def _goals(hooks: dict[str, Any], names: list[str], initial: dict[str, Any], final: dict[str, Any], params: dict[str, Any]) -> list[bool]:
    ctx = {"initial": initial, "final": final, "params": params}
    return [hooks[n](ctx)[0] for n in names]


def test_culture_list_is_the_first_play_today_and_hot_search_number_one() -> None:
    """The parameters are what the screens show first: Spotify's first play today (hand-computed
    from the set-up plays), the #1 hot book; and the earliest song differs between seeds."""
    songs = set()
    for seed in range(1, 7):
        hooks, p, initial = _instance(CULTURE, seed)
        c = p["c"]
        now = initial["os"]["clock"]["now"]
        midnight = now - (now + initial["os"]["clock"]["tzOffsetMinutes"] * 60_000) % 86_400_000
        first = min((x for x in initial["apps"]["spotify"]["recentPlays"] if x["at"] >= midnight), key=lambda x: x["at"])
        assert c["song"]["n"] == 1 and c["song"]["id"] == first["song"]
        hot1 = next(b for b in world("wechat_reading_books") if b["id"] == world("wechat_reading_hot")[0])
        assert c["book"]["title"] == hot1["title"]
        assert c["rivals"], "a hedge must have something to be caught by"
        assert c["song"]["title"] not in c["rivals"] and hot1["title"] not in c["rivals"]
        songs.add(c["song"]["id"])
    assert len(songs) > 1


@pytest.mark.parametrize("seed", [1, 2])
def test_culture_judges_hedges_second_posts_and_the_title(seed: int) -> None:
    hooks, p, initial = _instance(CULTURE, seed)
    c = p["c"]
    goals = ["culture_note", "culture_post"]
    good = f"Song: {c['song']['title']} - {c['song']['artist']}; book: {c['book']['title']}"
    rival = c["rivals"][0]

    def verdict(**kw: Any) -> list[bool]:
        return _goals(hooks, goals, initial, _final(initial, **kw), p)

    assert verdict(notes=[(TITLE, good)], rednotes=[("My list", good)]) == [True, True]
    assert verdict(notes=[(TITLE, good + f"\nAlso: {rival}")], rednotes=[("My list", good)]) == [False, True]  # a hedge in the note
    assert verdict(notes=[(TITLE, good)], rednotes=[("My list", f"{good} or {rival}")]) == [True, False]  # a hedge in the post
    assert verdict(notes=[(TITLE, good)], rednotes=[("My list", good), ("Again", good)]) == [True, False]  # a second post
    assert verdict(notes=[(TITLE, good), (TITLE, good)], rednotes=[("My list", good)]) == [False, True]  # a second note
    assert verdict(notes=[("Culture list", good)], rednotes=[("My list", good)]) == [False, True]  # not the asked title
    assert verdict(notes=[("Today\u2019s Culture List", good)], rednotes=[("My list", good)]) == [True, True]  # a curly apostrophe is the same title
    assert verdict(notes=[(TITLE, f"{c['song']['title']}; {c['book']['title']}")], rednotes=[("My list", good)]) == [False, True]  # no artist
    assert verdict(notes=[(TITLE, good)]) == [True, False]  # never posted


@pytest.mark.parametrize("seed", [1, 2])
def test_content_judge_needs_one_of_each_with_the_phrase(seed: int) -> None:
    hooks, p, initial = _instance(CONTENT, seed)
    k = p["k"]
    text = f"Thoughts on {k}: worth it."

    def verdict(**kw: Any) -> bool:
        return _goals(hooks, ["content_note_rb_x"], initial, _final(initial, **kw), p)[0]

    assert verdict(notes=[(k, text)], rednotes=[(k, text)], tweets=[text])
    assert not verdict(notes=[(k, text)], rednotes=[(k, text)], tweets=[text, text])  # a second X post
    assert not verdict(notes=[(k, text)], rednotes=[(k, text), (k, text)], tweets=[text])  # a second RedNote note
    assert not verdict(rednotes=[(k, text)], tweets=[text])  # no note written
    assert not verdict(notes=[(k, text)], rednotes=[(k, text)])  # not on X
    assert not verdict(notes=[(k, text)], rednotes=[(k, text)], tweets=["Some thoughts today."])  # X post without the topic
