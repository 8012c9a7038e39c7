"""Hooks of the crossapp_content templates. Goal hooks get ``{final, initial, params}`` and return
``(ok, expected, actual)``; the photos' ground truth is their ``scene`` (os.providers.media); Spotify's songs are
``world.spotify_songs``."""

from __future__ import annotations

import re
from typing import Any

from mobilegym_gym.judge.outputs import new_notes, note_text, wechat_sent_text
from mobilegym_gym.judge.sinks import new_live_items


def _photos(state: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in state["os"]["providers"]["media"]["photos"]}


def _is_water(photo: dict[str, Any]) -> bool:
    scene = photo["scene"]
    return scene.get("kind") == "landscape" and scene.get("water", "none") != "none"


def water_favourites_exact(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Every water-scenery photo is a favourite, and no other photo became one."""
    before, after = _photos(ctx["initial"]), _photos(ctx["final"])
    want = sorted(i for i, p in before.items() if _is_water(p) and p["deletedAt"] == 0)
    missing = [i for i in want if not after.get(i, {}).get("favorite")]
    wrong = sorted(i for i, p in after.items() if p["favorite"] and not before.get(i, {}).get("favorite") and i not in want)
    return not missing and not wrong, {"favourited": want, "others": "unchanged"}, {"not favourited": missing, "wrongly favourited": wrong}


_MINUTE = 60_000


def newest_two_notes(ctx: dict[str, Any]) -> dict[str, Any]:
    """Make two random visible notes (not private, not deleted) the two most recently edited:
    both between the newest other note and now, in whole minutes. Returns ``{notes, a, b,
    others}`` (``a`` the newest; ``others`` the titles of the other visible notes)."""
    rng = ctx["rng"]
    state = ctx["state"]
    notes = [dict(n) for n in state["apps"]["notes"]["notes"]]
    vis = [i for i, n in enumerate(notes) if not n["isPrivate"] and n["trashedAt"] is None]
    ia, ib = (vis[int(i)] for i in rng.choice(len(vis), size=2, replace=False))
    now = state["os"]["clock"]["now"]
    others = max(n["updatedAt"] for i, n in enumerate(notes) if i in vis and i not in (ia, ib))
    gap = max(3, (now - others) // _MINUTE)
    b = others + int(rng.integers(1, gap // 2 + 1)) * _MINUTE
    a = b + int(rng.integers(1, max(2, (now - b) // _MINUTE))) * _MINUTE
    notes[ia]["updatedAt"], notes[ib]["updatedAt"] = min(a, now - _MINUTE), b
    others = [notes[i]["title"] for i in vis if i not in (ia, ib)]
    return {"notes": notes, "a": notes[ia], "b": notes[ib], "others": others, "a_terms": _terms(notes[ia]), "b_terms": _terms(notes[ib])}


_STOP = frozenset("the and for with from that this then into after each until will owns next".split())


def _terms(note: dict[str, Any]) -> list[str]:
    """Words of a note's text that say what it is about: four letters or more, not in its title,
    not a common word ("Spinach", "ramen", "Insurance")."""
    title = {w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z-]+", note["title"])}
    out: list[str] = []
    for w in re.findall(r"[A-Za-z][A-Za-z-]{3,}", note["body"]):
        if w.casefold() not in title and w.casefold() not in _STOP and w.casefold() not in {o.casefold() for o in out}:
            out.append(w)
    return out


def moment_sums_up_both(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one new Moment of mine names, for each of the two notes, a word of its text."""
    p = ctx["params"]
    new = new_live_items(ctx["initial"]["apps"]["wechat"]["moments"], ctx["final"]["apps"]["wechat"]["moments"], {"author": "me"})
    text = str(new[0].get("text", "")).casefold() if len(new) == 1 else ""
    said = {k: [t for t in p["pick"][f"{k}_terms"] if re.search(rf"(?<![a-z]){re.escape(t.casefold())}(?![a-z])", text)] for k in ("a", "b")}
    return len(new) == 1 and all(said.values()), {"one new Moment with a word of each note's text": {k: p["pick"][f"{k}_terms"][:8] for k in ("a", "b")}}, {"moments": len(new), "said": said}


def spotify_song(ctx: dict[str, Any]) -> dict[str, Any]:
    """A Spotify song that is not liked, to put in the player at set-up: ``{id, title, artist}``."""
    rng = ctx["rng"]
    liked = {x["id"] for x in ctx["state"]["apps"]["spotify"]["likedSongs"]}
    songs = [s for s in ctx["world"]["spotify_songs"] if s["id"] not in liked]
    s = songs[int(rng.integers(len(songs)))]
    return {"id": s["id"], "title": s["title"], "artist": s["artistName"]}


def note_names_song(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new note, with the song's title and artist (any case)."""
    song = ctx["params"]["song"]
    new = new_notes(ctx["initial"], ctx["final"])
    text = note_text(new[0]).casefold() if len(new) == 1 else ""
    ok = len(new) == 1 and song["title"].casefold() in text and song["artist"].casefold() in text
    return ok, {"one new note with": [song["title"], song["artist"]]}, {"new notes": [note_text(n) for n in new]}


def wechat_names_song(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one text I sent to the contact names the song's title."""
    song, cid = ctx["params"]["song"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid)
    return text is not None and song["title"].casefold() in text.casefold(), {"one message with": song["title"]}, text


# --- redbook ---
# RedNote's facts are the app's own world data (world.redbook_*), read through the redbook
# suite's hooks (task_specs/redbook/hooks.py, loaded once below), and Spotify's "songs played
# today" is the spotify suite's `plays_today`: one reading of each for every suite.

import functools  # noqa: E402 - this section's own imports (sections are joined at merge)
import importlib.util  # noqa: E402
from pathlib import Path  # noqa: E402

from mobilegym_gym.judge.outputs import mentions_amount  # noqa: E402


@functools.lru_cache(maxsize=None)
def _suite_hooks(suite: str) -> Any:
    """The hooks module of another suite (task_specs/<suite>/hooks.py)."""
    spec = importlib.util.spec_from_file_location(f"_{suite}_hooks_for_content", Path(__file__).parent.parent / suite / "hooks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rb_notes(world: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {n["id"]: n for n in world["redbook_notes"]}


def rb_search_first(ctx: dict[str, Any]) -> dict[str, Any]:
    """A RedNote query whose first note is not collected: ``{query, note, author}`` (redbook hooks), and the second result's title."""
    s = _suite_hooks("redbook").search_first(ctx)
    fact = next(f for f in ctx["world"]["redbook_search"] if f["query"] == s["query"])
    return {**s, "second": _rb_notes(ctx["world"])[fact["notes"][1]]["title"]}


def rb_search_first_unfollowed(ctx: dict[str, Any]) -> dict[str, Any]:
    """A RedNote query whose first note's author I do not follow, with the fans shown once I follow them."""
    state, world = ctx["state"], ctx["world"]
    following = {f["id"] for f in state["apps"]["redbook"]["following"]}
    notes = _rb_notes(world)
    fit = [f for f in world["redbook_search"] if notes[f["first"]]["author"] not in following]
    f = fit[int(ctx["rng"].integers(len(fit)))]
    note = notes[f["first"]]
    author = _suite_hooks("redbook").user_view(state, world, note["author"])
    return {"query": f["query"], "note": note, "author": author, "fansAfter": author["fans"] + 1}


def rb_followed_with_chat(ctx: dict[str, Any]) -> dict[str, Any]:
    """A RedNote user I follow and chat with (redbook hooks)."""
    return _suite_hooks("redbook").followed_with_chat(ctx)


def rb_followed_user(ctx: dict[str, Any]) -> dict[str, Any]:
    """A RedNote user I follow, as shown (redbook hooks)."""
    return _suite_hooks("redbook").followed_user(ctx)


def rb_top_liked_author_top_collect(ctx: dict[str, Any]) -> dict[str, Any]:
    """A query; the most liked of its top 10; that note's author and the author's most collected note."""
    state, world = ctx["state"], ctx["world"]
    notes = _rb_notes(world)
    f = world["redbook_search"][int(ctx["rng"].integers(len(world["redbook_search"])))]
    liked = notes[f["mostLiked"]]
    author = _suite_hooks("redbook").user_view(state, world, liked["author"])
    view = _suite_hooks("redbook").note_view
    return {"query": f["query"], "liked": liked, "author": author, "top": view(state, notes[author["topCollected"]])}


def rb_two_most_liked(ctx: dict[str, Any]) -> dict[str, Any]:
    """A query with at least 3 results and the two most liked of its top 10 (likes are unique)."""
    world = ctx["world"]
    notes = _rb_notes(world)
    f = world["redbook_search"][int(ctx["rng"].integers(len(world["redbook_search"])))]
    view = _suite_hooks("redbook").note_view
    top = [view(ctx["state"], n) for n in sorted((notes[i] for i in f["notes"]), key=lambda n: -n["likes"])[:2]]
    others = [notes[i]["title"] for i in f["notes"] if i not in (top[0]["id"], top[1]["id"])]
    return {"query": f["query"], "first": top[0], "second": top[1], "others": others, "shown": [n["title"] for n in top] + [str(n["likes"]) for n in top]}


def rb_user_best_worst(ctx: dict[str, Any]) -> dict[str, Any]:
    """A user whose most liked and least collected notes differ, found by a nickname search."""
    world = ctx["world"]
    names = [u["nickname"].lower() for u in world["redbook_users"]]
    fit = [u for u in world["redbook_users"] if u["noteCount"] >= 2 and u["topLiked"] != u["leastCollected"] and sum(u["nickname"].lower() in n for n in names) == 1]
    u = fit[int(ctx["rng"].integers(len(fit)))]
    notes = _rb_notes(world)
    view = _suite_hooks("redbook").note_view
    others = [notes[i]["title"] for i in u["notes"] if i not in (u["topLiked"], u["leastCollected"])]
    return {"user": u, "best": view(ctx["state"], notes[u["topLiked"]]), "worst": view(ctx["state"], notes[u["leastCollected"]]), "others": others}


def rb_user_top_liked_uncollected(ctx: dict[str, Any]) -> dict[str, Any]:
    """A user (unique nickname) whose most liked note I have not collected, and that note."""
    best = rb_user_best_worst(ctx)
    collected = {c["id"] for c in ctx["state"]["apps"]["redbook"]["collected"]}
    while best["best"]["id"] in collected:
        best = rb_user_best_worst(ctx)
    return best


def spotify_nth_today(ctx: dict[str, Any]) -> dict[str, Any]:
    """The N-th song I played today on Spotify (spotify hooks' ``plays_today``), N in 1..5, and its latest play (a row under Today)."""
    state, world = ctx["state"], ctx["world"]
    today = _suite_hooks("spotify").plays_today(state)
    return _spotify_play(state, world, today, 1 + int(ctx["rng"].integers(min(5, len(today)))))


def spotify_third_today(ctx: dict[str, Any]) -> dict[str, Any]:
    """The third song I played today on Spotify, and its latest play (a row under Today)."""
    state = ctx["state"]
    return _spotify_play(state, ctx["world"], _suite_hooks("spotify").plays_today(state), 3)


def _spotify_play(state: dict[str, Any], world: dict[str, Any], today: list[str], n: int) -> dict[str, Any]:
    song_id = today[n - 1]
    song = next(s for s in world["spotify_songs"] if s["id"] == song_id)
    plays = [p for p in state["apps"]["spotify"]["recentPlays"] if p["song"] == song_id]
    ordinal = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}[n]
    return {"n": n, "ordinal": ordinal, "id": song_id, "title": song["title"], "artist": song["artistName"], "play": plays[-1]["id"]}


def spotify_search_song(ctx: dict[str, Any]) -> dict[str, Any]:
    """A Spotify song whose title no other song has: its title, artist and length (m:ss)."""
    songs = ctx["world"]["spotify_songs"]
    titles = [s["title"].casefold() for s in songs]
    fit = [s for s in songs if titles.count(s["title"].casefold()) == 1]
    s = fit[int(ctx["rng"].integers(len(fit)))]
    return {"id": s["id"], "title": s["title"], "artist": s["artistName"], "duration": s["duration"]}


# ---------- goals ----------


def _rb_new_notes(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    return new_live_items(ctx["initial"]["apps"]["redbook"]["notes"], ctx["final"]["apps"]["redbook"]["notes"])


def _one_rb_note_with(ctx: dict[str, Any], texts: list[str]) -> tuple[bool, Any, Any]:
    """Exactly one new RedNote note whose title or body holds every text (any case)."""
    new = _rb_new_notes(ctx)
    text = f"{new[0].get('title', '')}\n{new[0].get('body', '')}".casefold() if len(new) == 1 else ""
    ok = len(new) == 1 and all(t.casefold() in text for t in texts)
    return ok, {"one new RedNote note with": texts}, {"new notes": [f"{n.get('title')} | {n.get('body')}" for n in new]}


def _one_wechat_with(ctx: dict[str, Any], chat: str, texts: list[str], numbers: list[float]) -> tuple[bool, Any, Any]:
    """The one text I sent to WeChat ``chat`` holds every text (any case) and writes every number."""
    text = wechat_sent_text(ctx["initial"], ctx["final"], chat)
    ok = text is not None and all(t.casefold() in text.casefold() for t in texts) and all(mentions_amount(text, x) for x in numbers)
    return ok, {"one message with": texts, "numbers": numbers}, text


def _one_note_with_lines(ctx: dict[str, Any], lines: list[str], others: list[str]) -> tuple[bool, Any, Any]:
    """Exactly one new note in Notes with each text on a line of its own, and none of ``others`` (a hedge listing every candidate)."""
    new = new_notes(ctx["initial"], ctx["final"])
    text = note_text(new[0]) if len(new) == 1 else ""
    rows = [r.strip().casefold() for r in text.splitlines()]
    hits = [next((i for i, r in enumerate(rows) if t.casefold() in r), None) for t in lines]
    hedged = [o for o in others if o.casefold() in text.casefold()]
    ok = len(new) == 1 and None not in hits and len(set(hits)) == len(hits) and not hedged
    return ok, {"one new note, one line each": lines, "and none of": others}, {"new notes": [note_text(n) for n in new]}


def wechat_has_first_title(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookSearchTitleToWechat: the one message to the contact names the first result's title."""
    p = ctx["params"]
    ok, expected, actual = _one_wechat_with(ctx, p["c"]["id"], [p["s"]["note"]["title"]], [])
    second = p["s"]["second"]
    return ok and not (second and actual and second.casefold() in actual.casefold()), {**expected, "not the second result": second}, actual


def wechat_has_report(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookDmThenWechatReport: the one message to the contact holds the report."""
    p = ctx["params"]
    return _one_wechat_with(ctx, p["c"]["id"], [p["report"]], [])


def wechat_has_top_collect(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookAuthorTopCollectToWechat: title of the author's most collected note, the nickname, likes & collects."""
    p = ctx["params"]
    return _one_wechat_with(ctx, p["c"]["id"], [p["r"]["top"]["title"], p["r"]["author"]["nickname"]], [p["r"]["author"]["likesCollects"]])


def wechat_has_user_top_liked(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookUserTopCollectToWechat: the user's most liked note's title and their likes & collects."""
    p = ctx["params"]
    return _one_wechat_with(ctx, p["c"]["id"], [p["u"]["best"]["title"]], [p["u"]["user"]["likesCollects"]])


def wechat_has_author_fans(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookAuthorFollowersToWechat: the author's nickname and fans (as shown after following, or before)."""
    p = ctx["params"]
    a = p["s"]["author"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], p["c"]["id"])
    ok = text is not None and a["nickname"].casefold() in text.casefold() and (mentions_amount(text, p["s"]["fansAfter"]) or mentions_amount(text, a["fans"]))
    return ok, {"one message with": a["nickname"], "fans": [p["s"]["fansAfter"], a["fans"]]}, text


def sms_has_note_count(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookFollowingNoteCountToSms: one outgoing SMS to the friend writing the note count."""
    p = ctx["params"]

    def thread(state: dict[str, Any]) -> list[dict[str, Any]]:
        return next((t["messages"] for t in state["os"]["providers"]["sms"] if t["id"] == p["friend"]["id"]), [])

    new = new_live_items(thread(ctx["initial"]), thread(ctx["final"]), {"direction": "out"})
    text = str(new[0].get("text", "")) if len(new) == 1 else ""
    return len(new) == 1 and mentions_amount(text, p["u"]["noteCount"]), {"one SMS with": p["u"]["noteCount"]}, [m.get("text") for m in new]


def notes_has_two_most_liked(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookTopLikedToNotes: one new note with the two titles, one per line."""
    t = ctx["params"]["t"]
    return _one_note_with_lines(ctx, [t["first"]["title"], t["second"]["title"]], t["others"])


def notes_has_best_worst(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """RedbookUserBestWorstToNotes: one new note with the most liked and least collected titles, one per line."""
    u = ctx["params"]["u"]
    return _one_note_with_lines(ctx, [u["best"]["title"], u["worst"]["title"]], u["others"])


def rb_post_names_cheapest(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """EbayCheapToRedbook: one new RedNote note naming the cheapest listing's title."""
    return _one_rb_note_with(ctx, [ctx["params"]["low"]["title"]])


def rb_post_names_song(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new RedNote note with the song's title and artist (Spotify*ToRedbook)."""
    song = ctx["params"]["song"]
    return _one_rb_note_with(ctx, [song["title"], song["artist"]])


def rb_post_has_song_details(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """SpotifySongFullDetailsToRedbook: one new RedNote note with the title, the artist and the length."""
    song = ctx["params"]["song"]
    return _one_rb_note_with(ctx, [song["title"], song["artist"], song["duration"]])


def keyword_everywhere(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """NotesToWechatAndRedbook: one new note, one WeChat message and one RedNote note, each holding the keyword."""
    p = ctx["params"]
    k = p["k"].casefold()
    notes = new_notes(ctx["initial"], ctx["final"])
    msg = wechat_sent_text(ctx["initial"], ctx["final"], p["c"]["id"])
    posts = _rb_new_notes(ctx)
    ok = len(notes) == 1 and k in note_text(notes[0]).casefold() and msg is not None and k in msg.casefold() and len(posts) == 1 and k in f"{posts[0].get('title')}\n{posts[0].get('body')}".casefold()
    return ok, {"keyword in one note, one message, one post": p["k"]}, {"notes": [note_text(n) for n in notes], "message": msg, "posts": [f"{x.get('title')} | {x.get('body')}" for x in posts]}


def new_playlist_has_song(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """ThirdSpotifyPlayRecommendOnRedbookAndPlaylist: the one new playlist named P holds the song."""
    p = ctx["params"]
    new = new_live_items(ctx["initial"]["apps"]["spotify"]["playlists"], ctx["final"]["apps"]["spotify"]["playlists"])
    named = [x for x in new if str(x.get("name", "")).strip().casefold() == p["name"].casefold()]
    ok = len(named) == 1 and p["song"]["id"] in [t["id"] for t in named[0]["tracks"]]
    return ok, {"playlist": p["name"], "song": p["song"]["id"]}, [{"name": x.get("name"), "tracks": [t["id"] for t in x.get("tracks", [])]} for x in new]
