"""Hooks of the crossapp_content templates: they draw the parameters, compute the facts (the
photos' ground truth is their ``scene`` in os.providers.media; Spotify's songs are
``world.spotify_songs``) and the candidate sets an output's names range over (the ranking's
titles, today's songs, the shelf, the week's days). The messages, notes, posts and Moments are
judged by the templates' declared claims (judge.claims); the goal hooks left judge what is no
text (a set of favourite photos, a folder's videos, a playlist's songs). Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, by_id, new_live_items, pick, sibling_hooks


def _is_water(photo: dict[str, Any]) -> bool:
    scene = photo["scene"]
    return scene.get("kind") == "landscape" and scene.get("water", "none") != "none"


def water_favourites_exact(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Every water-scenery photo is a favourite, and no other photo became one."""
    before, after = by_id(ctx["initial"]["os"]["providers"]["media"]["photos"]), by_id(ctx["final"]["os"]["providers"]["media"]["photos"])
    want = sorted(i for i, p in before.items() if _is_water(p) and p["deletedAt"] == 0)
    missing = [i for i in want if not after.get(i, {}).get("favorite")]
    wrong = sorted(i for i, p in after.items() if p["favorite"] and not before.get(i, {}).get("favorite") and i not in want)
    return not missing and not wrong, {"favourited": want, "others": "unchanged"}, {"not favourited": missing, "wrongly favourited": wrong}


_MINUTE = 60_000


def newest_two_notes(ctx: ParamContext) -> dict[str, Any]:
    """Make two random visible notes (not private, not deleted) the two most recently edited:
    both between the newest other note and now, in whole minutes. Returns ``{notes, a, b,
    titles}`` (``a`` the newest; ``titles``: every visible note's, the candidates a log names
    them among: naming another summarises the wrong notes)."""
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
    titles = [notes[i]["title"] for i in vis]
    return {"notes": notes, "a": notes[ia], "b": notes[ib], "titles": titles, "a_terms": _terms(notes[ia]), "b_terms": _terms(notes[ib])}


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


def spotify_song(ctx: ParamContext) -> dict[str, Any]:
    """A Spotify song that is not liked, to put in the player at set-up: ``{id, title, artist,
    candidates}`` (``candidates``: its title and today's plays', what Recently played lists
    beside it: the names a message or note about the song playing ranges over)."""
    rng = ctx["rng"]
    liked = {x["id"] for x in ctx["state"]["apps"]["spotify"]["likedSongs"]}
    songs = [s for s in ctx["world"]["spotify_songs"] if s["id"] not in liked]
    s = pick(rng, songs)
    titles = {x["id"]: x["title"] for x in ctx["world"]["spotify_songs"]}
    today = {titles[i] for i in _suite_hooks("spotify").plays_today(ctx["state"])}
    return {"id": s["id"], "title": s["title"], "artist": s["artistName"], "candidates": sorted(today | {s["title"]})}


# --- wechat_reading ---
# Books, categories and reading stats are WeChat Reading's world data (world.wechat_reading_*);
# the shelf, progress and records are read from the state. The parameter hooks that set the
# stats up (peak_day) are the wechat_reading suite's, and today's liked plays are the Spotify
# suite's (liked_and_today over plays_today): both loaded from their hooks.py, never copied.


def _suite_hooks(suite: str) -> Any:
    """Another suite's hooks module (task_specs/<suite>/hooks.py)."""
    return sibling_hooks(__file__, suite)


def wr_peak_day(ctx: ParamContext) -> dict[str, Any]:
    """The most-read day of the last 7 set up (wechat_reading hooks' ``peak_day``), and the 7
    days as a message names them (``days``: per day its weekday, then the date's usual forms)."""
    pk = dict(_suite_hooks("wechat_reading").peak_day(ctx))
    week = {d["date"]: d["weekday"] for d in ctx["world"]["wechat_reading_stats"]["week"]}
    pk["days"] = [_day_names(week[d], d) for d in pk["week"]]
    return pk


def _day_names(weekday: str, iso: str) -> list[str]:
    """A day as a person names it: "Tuesday", "2026-05-12", "May 12", "May 12th", "12 May", "05/12",
    "5/12" (not "Sat" or "Sun": words of their own)."""
    d = dt.date.fromisoformat(iso)
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return [weekday, iso, f"{d:%B} {d.day}", f"{d:%B} {d.day}{suffix}", f"{d.day} {d:%B}", f"{d:%m/%d}", f"{d.month}/{d.day}"]


def wr_category_best(ctx: ParamContext) -> dict[str, Any]:
    """A category, its book with the highest recommendation value (unique), and every title of
    the category (``titles``, the candidates)."""
    world = ctx["world"]
    cats = world["wechat_reading_categories"]
    c = pick(ctx["rng"], cats)
    books = by_id(world["wechat_reading_books"])
    best = books[c["topByRecommendation"]]
    return {"id": c["id"], "name": c["name"], "book": {"id": best["id"], "title": best["title"], "value": best["recommendedValue"], "text": best["recommendedText"]}, "titles": [books[i]["title"] for i in c["books"]]}


def wr_first_shelf_books(ctx: ParamContext) -> dict[str, Any]:
    """N in 3..5 and the titles of the first N books of my shelf, in order (``titles``), and the
    whole shelf's (``shelf``, the candidates: a later book is the wrong list)."""
    state, world = ctx["state"], ctx["world"]
    shelf = [by_id(world["wechat_reading_books"])[x["id"]]["title"] for x in state["apps"]["wechat_reading"]["shelf"]]
    n = int(ctx["rng"].integers(3, 6))
    return {"n": n, "titles": shelf[:n], "shelf": shelf, "text": "; ".join(shelf[:n])}


def wr_reading_now(ctx: ParamContext) -> dict[str, Any]:
    """Set up 3-5 shelf books as in progress and the others not started or finished:
    ``{progress, reading, shelf, seen}`` (titles in shelf order; ``shelf`` every title, the
    candidates; ``seen`` what the shelf shows)."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    app = state["apps"]["wechat_reading"]
    books = by_id(world["wechat_reading_books"])
    shelf = [x["id"] for x in app["shelf"]]
    k = int(rng.integers(3, 6))
    reading = {shelf[int(i)] for i in rng.choice(len(shelf), size=k, replace=False)}
    progress, seen = [], []
    for j, p in enumerate(app["progress"]):
        if p["id"] in reading:
            percent = p["percent"] if 0 < p["percent"] < 100 else 37
        else:
            percent = 0 if j % 2 else 100
        progress.append({**p, "percent": percent, "offset": percent * books[p["id"]]["totalWords"] // 100})
    by = {p["id"]: p["percent"] for p in progress}
    for bid in shelf:
        pc = by.get(bid, 0)
        seen.append("Finished" if pc >= 100 else "Not started" if pc == 0 else f"Read {pc}%")
    return {"progress": progress, "reading": [books[i]["title"] for i in shelf if i in reading], "shelf": [books[i]["title"] for i in shelf], "seen": seen}


def spotify_liked_today(ctx: ParamContext) -> dict[str, Any]:
    """Today's Spotify plays that I have liked, set up (Spotify hooks' ``liked_and_today``), with
    their artists, and all of today's titles (``today``, the candidates)."""
    sp = _suite_hooks("spotify")
    liked = dict(sp.liked_and_today(ctx))
    songs = by_id(ctx["world"]["spotify_songs"])
    liked["songs"] = [{"title": songs[i]["title"], "artist": songs[i]["artistName"]} for i in liked["ids"]]
    liked["artists"] = [s["artist"] for s in liked["songs"]]
    liked["today"] = sorted({songs[i]["title"] for i in sp.plays_today(ctx["state"])})
    liked["text"] = ", ".join(f"{s['title']} by {s['artist']}" for s in liked["songs"])
    return liked


# --- bilibili ---


def _bili_ranking(world: Mapping[str, Any], partition: str) -> list[str]:
    return next(r["videos"] for r in world["bilibili_rankings"] if r["partition"] == partition)


def _bili_untouched(state: dict[str, Any], vid: str) -> bool:
    s = state["apps"]["bilibili"]
    return all(x["id"] != vid for x in s["liked"] + s["disliked"] + s["coinsGiven"]) and all(vid not in f["videoIds"] for f in s["folders"])


def bilibili_rank_pick(ctx: ParamContext) -> dict[str, Any]:
    """Rank N (2..8) of a random partition's ranking, a video I have not acted on:
    ``{partition, partition_name, rank, video, ranking}`` (``ranking``: the ranking's titles,
    what a wrong rank would name)."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    options = []
    for p in world["bilibili_partitions"]:
        ranking = _bili_ranking(world, p["id"])
        options += [(p, n) for n in range(2, 9) if _bili_untouched(state, ranking[n - 1])]
    p, n = pick(rng, options)
    ranking, videos = _bili_ranking(world, p["id"]), by_id(world["bilibili_videos"])
    return {"partition": p["id"], "partition_name": p["name"], "rank": n, "video": videos[ranking[n - 1]], "ranking": [videos[i]["title"] for i in ranking]}


def bilibili_top3(ctx: ParamContext) -> dict[str, Any]:
    """A partition, N in 5..10 and the 3 most played of its top N (its ranks 1-3, the ranking
    being by plays), with a new folder name: ``{partition, partition_name, n, top, ids, folder,
    titles, plays}`` (``titles``: the top N's, the candidates; ``plays``: the top one's play
    count as the app shows it, "2.1M", read as a number)."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    p = world["bilibili_partitions"][int(rng.integers(len(world["bilibili_partitions"])))]
    videos = by_id(world["bilibili_videos"])
    top = [videos[i] for i in _bili_ranking(world, p["id"])[:3]]
    taken = {f["title"] for f in state["apps"]["bilibili"]["folders"]}
    names = [n for n in ["Top three", "Best of the chart", "Chart toppers", "Weekend watch"] if n not in taken]
    n = int(rng.integers(5, 11))
    titles = [videos[i]["title"] for i in _bili_ranking(world, p["id"])[:n]]
    return {"partition": p["id"], "partition_name": p["name"], "n": n, "top": top, "ids": [v["id"] for v in top], "folder": pick(rng, names), "titles": titles, "plays": _shown_count(top[0]["playsText"])}


def bilibili_rank_author(ctx: ParamContext) -> dict[str, Any]:
    """The uploader of rank N (1..8) of a partition ranking, with their videos of last November
    (``world.bilibili_last_november``): ``{partition, partition_name, rank, up, count, top, nov,
    followers, top_plays, titles}`` (followers and the top one's plays as the app shows them,
    "3.6M", read as numbers; ``titles``: the November videos', the candidates)."""
    rng, world = ctx["rng"], ctx["world"]
    p = world["bilibili_partitions"][int(rng.integers(len(world["bilibili_partitions"])))]
    n = int(rng.integers(1, 9))
    videos = by_id(world["bilibili_videos"])
    v = videos[_bili_ranking(world, p["id"])[n - 1]]
    up = next(u for u in world["bilibili_uploaders"] if u["id"] == v["uploader"])
    fact = next(f for f in world["bilibili_last_november"] if f["uploader"] == up["id"])
    nov = [videos[i] for i in fact["videos"]]
    return {"partition": p["id"], "partition_name": p["name"], "rank": n, "video": v, "up": up, "count": fact["count"], "top": videos[fact["top"]], "nov": nov,
            "nov_rows": [f"{x['playsText']} plays · {x['uploaded']}" for x in nov], "followers": _shown_count(up["followersText"]),
            "top_plays": _shown_count(videos[fact["top"]]["playsText"]), "titles": [x["title"] for x in nov]}


_SHOWN_UNIT = {"K": 1_000, "M": 1_000_000, "B": 1_000_000_000}


def _shown_count(text: str) -> int:
    """A count as Bilibili shows it ("3.6M", "557.6K", "842") as a number: what a message
    stating it says, read back by judge.reading."""
    unit = _SHOWN_UNIT.get(text[-1:], 1)
    return round(float(text[:-1] if unit > 1 else text) * unit)


def bilibili_top3_folder(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """One new folder, holding exactly the 3 videos in any order (its name is a ``created``
    goal's field)."""
    t = ctx["params"]["t"]
    new = new_live_items(ctx["initial"]["apps"]["bilibili"]["folders"], ctx["final"]["apps"]["bilibili"]["folders"])
    ok = len(new) == 1 and sorted(new[0]["videoIds"]) == sorted(t["ids"])
    return ok, {"one new folder with the videos": t["ids"]}, [{"title": f["title"], "videos": f["videoIds"]} for f in new]


# --- redbook ---
# RedNote's facts are the app's own world data (world.redbook_*), read through the redbook
# suite's hooks (task_specs/redbook/hooks.py, loaded once below), and Spotify's "songs played
# today" is the spotify suite's `plays_today`: one reading of each for every suite.

def rb_search_first(ctx: ParamContext) -> dict[str, Any]:
    """A RedNote query whose first note is not collected: ``{query, note, author}`` (redbook
    hooks), and the results' titles (``titles``, the candidates)."""
    s = _suite_hooks("redbook").search_first(ctx)
    fact = next(f for f in ctx["world"]["redbook_search"] if f["query"] == s["query"])
    notes = by_id(ctx["world"]["redbook_notes"])
    return {**s, "titles": [notes[i]["title"] for i in fact["notes"]]}


def rb_search_first_unfollowed(ctx: ParamContext) -> dict[str, Any]:
    """A RedNote query whose first note's author I do not follow, with the fans shown once I follow them."""
    state, world = ctx["state"], ctx["world"]
    following = {f["id"] for f in state["apps"]["redbook"]["following"]}
    notes = by_id(world["redbook_notes"])
    fit = [f for f in world["redbook_search"] if notes[f["first"]]["author"] not in following]
    f = pick(ctx["rng"], fit)
    note = notes[f["first"]]
    author = _suite_hooks("redbook").user_view(state, world, note["author"])
    return {"query": f["query"], "note": note, "author": author, "fansAfter": author["fans"] + 1}


def rb_followed_with_chat(ctx: ParamContext) -> dict[str, Any]:
    """A RedNote user I follow and chat with (redbook hooks)."""
    return _suite_hooks("redbook").followed_with_chat(ctx)


def rb_followed_user(ctx: ParamContext) -> dict[str, Any]:
    """A RedNote user I follow, as shown (redbook hooks)."""
    return _suite_hooks("redbook").followed_user(ctx)


def rb_top_liked_author_top_collect(ctx: ParamContext) -> dict[str, Any]:
    """A query; the most liked of its top 10; that note's author and the author's most collected
    note; ``titles``: the author's notes' titles (the candidates)."""
    state, world = ctx["state"], ctx["world"]
    notes = by_id(world["redbook_notes"])
    f = world["redbook_search"][int(ctx["rng"].integers(len(world["redbook_search"])))]
    liked = notes[f["mostLiked"]]
    author = _suite_hooks("redbook").user_view(state, world, liked["author"])
    view = _suite_hooks("redbook").note_view
    return {"query": f["query"], "liked": liked, "author": author, "top": view(state, notes[author["topCollected"]]), "titles": [notes[i]["title"] for i in author["notes"]]}


def rb_two_most_liked(ctx: ParamContext) -> dict[str, Any]:
    """A query with at least 3 results and the two most liked of its top 10 (likes are unique);
    ``titles``: the top 10's (the candidates)."""
    world = ctx["world"]
    notes = by_id(world["redbook_notes"])
    f = world["redbook_search"][int(ctx["rng"].integers(len(world["redbook_search"])))]
    view = _suite_hooks("redbook").note_view
    top = [view(ctx["state"], n) for n in sorted((notes[i] for i in f["notes"]), key=lambda n: -n["likes"])[:2]]
    return {"query": f["query"], "first": top[0], "second": top[1], "titles": [notes[i]["title"] for i in f["notes"]], "shown": [n["title"] for n in top] + [str(n["likes"]) for n in top]}


def rb_user_best_worst(ctx: ParamContext) -> dict[str, Any]:
    """A user whose most liked and least collected notes differ, found by a nickname search;
    ``titles``: the user's notes' titles (the candidates)."""
    world = ctx["world"]
    names = [u["nickname"].lower() for u in world["redbook_users"]]
    fit = [u for u in world["redbook_users"] if u["noteCount"] >= 2 and u["topLiked"] != u["leastCollected"] and sum(u["nickname"].lower() in n for n in names) == 1]
    u = pick(ctx["rng"], fit)
    notes = by_id(world["redbook_notes"])
    view = _suite_hooks("redbook").note_view
    titles = [notes[i]["title"] for i in u["notes"]]
    return {"user": u, "best": view(ctx["state"], notes[u["topLiked"]]), "worst": view(ctx["state"], notes[u["leastCollected"]]), "titles": titles}


def rb_user_top_liked_uncollected(ctx: ParamContext) -> dict[str, Any]:
    """A user (unique nickname) whose most liked note I have not collected, and that note."""
    best = rb_user_best_worst(ctx)
    collected = {c["id"] for c in ctx["state"]["apps"]["redbook"]["collected"]}
    while best["best"]["id"] in collected:
        best = rb_user_best_worst(ctx)
    return best


def spotify_nth_today(ctx: ParamContext) -> dict[str, Any]:
    """The N-th song I played today on Spotify (spotify hooks' ``plays_today``), N in 1..5, its
    latest play (a row under Today) and today's titles (``today``, the candidates)."""
    state, world = ctx["state"], ctx["world"]
    today = _suite_hooks("spotify").plays_today(state)
    return _spotify_play(state, world, today, 1 + int(ctx["rng"].integers(min(5, len(today)))))


def spotify_third_today(ctx: ParamContext) -> dict[str, Any]:
    """The third song I played today on Spotify, and its latest play (a row under Today)."""
    state = ctx["state"]
    return _spotify_play(state, ctx["world"], _suite_hooks("spotify").plays_today(state), 3)


def _spotify_play(state: dict[str, Any], world: Mapping[str, Any], today: list[str], n: int) -> dict[str, Any]:
    song_id = today[n - 1]
    song = next(s for s in world["spotify_songs"] if s["id"] == song_id)
    plays = [p for p in state["apps"]["spotify"]["recentPlays"] if p["song"] == song_id]
    ordinal = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}[n]
    titles = {s["id"]: s["title"] for s in world["spotify_songs"]}
    return {"n": n, "ordinal": ordinal, "id": song_id, "title": song["title"], "artist": song["artistName"], "play": plays[-1]["id"], "today": sorted({titles[i] for i in today})}


def spotify_search_song(ctx: ParamContext) -> dict[str, Any]:
    """A Spotify song whose title no other song has: its title, artist and length (m:ss)."""
    songs = ctx["world"]["spotify_songs"]
    titles = [s["title"].casefold() for s in songs]
    fit = [s for s in songs if titles.count(s["title"].casefold()) == 1]
    s = pick(ctx["rng"], fit)
    return {"id": s["id"], "title": s["title"], "artist": s["artistName"], "duration": s["duration"]}


# ---------- goals ----------


def new_playlist_has_song(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """ThirdSpotifyPlayRecommendOnRedbookAndPlaylist: the one new playlist holds the song (its
    name is the ``playlist_with_song`` goal's)."""
    p = ctx["params"]
    new = new_live_items(ctx["initial"]["apps"]["spotify"]["playlists"], ctx["final"]["apps"]["spotify"]["playlists"])
    ok = len(new) == 1 and p["song"]["id"] in [t["id"] for t in new[0].get("tracks", [])]
    return ok, {"one new playlist with": p["song"]["id"]}, [{"name": x.get("name"), "tracks": [t["id"] for t in x.get("tracks", [])]} for x in new]


# --- content2 ---
# CulturalChecklistToRedbook reads today's plays with the Spotify suite's plays_today and the hot
# search from world.wechat_reading_hot; NotesContentToRedbookAndX reads my X posts from the state.

CULTURE_TITLE = "Today's Culture List"


def culture_list(ctx: ParamContext) -> dict[str, Any]:
    """Today's Spotify plays in a drawn order (``plays``, to set up: the same times, so the earliest
    song differs between instances), the earliest song of them (spotify hooks' plays_today) and the
    #1 hot-search book, with the candidates a list names them among (``songs``: today's titles;
    ``books``: the hot search's), and a list text for the solution."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    sp = _suite_hooks("spotify")
    plays = [dict(p) for p in state["apps"]["spotify"]["recentPlays"]]
    day = [p for p in plays if sp.is_today(state, p["at"])]
    for p, song_id in zip(day, [day[int(i)]["song"] for i in rng.permutation(len(day))]):
        p["song"] = song_id
    state = {**state, "apps": {**state["apps"], "spotify": {**state["apps"]["spotify"], "recentPlays": plays}}}
    song = _spotify_play(state, world, sp.plays_today(state), 1)
    books = by_id(world["wechat_reading_books"])
    hot = [books[i]["title"] for i in world["wechat_reading_hot"]]
    text = f"Song: {song['title']} by {song['artist']}\nBook: {hot[0]}"
    return {"plays": plays, "song": song, "book": {"title": hot[0]}, "songs": song["today"], "books": hot, "text": text}


# ---------------------------------------------------------------- Files: one picture under two names


def duplicate_images(ctx: ParamContext) -> dict[str, Any]:
    """Pictures/Camera and Download/WeChat images, one picture in both under different names
    (the folders are file_manager's hooks'), and the WeChat contact to tell: ``{..., to,
    to_name, names}`` (``names``: every picture name the pool draws from, each with and without
    its extension, the candidates a message names them among)."""
    fm = sibling_hooks(__file__, "file_manager")
    v = fm.duplicate_images_variant(ctx)
    wx = ctx["state"]["apps"]["wechat"]
    listed = {c["id"] for c in wx["chats"] if c["messages"]}  # a chat in the Chats list
    friends = [c for c in wx["contacts"] if c["id"] in listed and c["id"] in ("alice", "david", "grace", "xiao_zhou", "li_wei", "ivy", "chen_jing")]
    to = pick(ctx["rng"], friends)
    names = [[n, fm.stem(n)] for n in fm.pool_names()]
    return {**v, "to": to["id"], "to_name": to["name"], "names_text": f"{v['a']} and {v['b']}", "names": names}

