"""Hooks of the crossapp_content templates. Goal hooks get ``{final, initial, params}`` and return
``(ok, expected, actual)``; the photos' ground truth is their ``scene`` (os.providers.media); Spotify's songs are
``world.spotify_songs``."""

from __future__ import annotations

import re
from typing import Any

from mobilegym_gym.judge.outputs import mentions_amount, new_notes, note_text, plain_quotes, wechat_sent_text
from mobilegym_gym.judge.sinks import new_live_items
from mobilegym_gym.sim.bundle import world as world_data
from mobilegym_gym.tasks.loader import sibling_hooks


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


# --- x ---


def _norm(text: str) -> str:
    """Case and runs of spaces do not matter when a text is copied from one app to another."""
    return " ".join(text.split()).casefold()


def reddit_post_quotes_latest_x_post(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new Reddit post of mine, in the community, its title starting with "U:", and
    the text of U's latest X post in its title or body; no other X user's latest post in it (a
    hedge that copies two users' posts)."""
    t, c = ctx["params"]["t"], ctx["params"]["c"]
    new = new_live_items(ctx["initial"]["apps"]["reddit"]["posts"], ctx["final"]["apps"]["reddit"]["posts"])
    post = new[0] if len(new) == 1 else None
    if post is None:
        return False, {"one new post in": c["id"]}, {"new posts": len(new)}
    body = _norm(f"{post['title']} {post['body']}")
    others = [p["user"] for p in world_data("x_latest_posts") if p["user"] != t["user"] and _norm(p["text"]) in body]
    ok = post["community"] == c["id"] and _norm(post["title"]).startswith(_norm(f"{t['name']}:")) and _norm(t["text"]) in body and not others
    return ok, {"community": c["id"], "title starts with": f"{t['name']}:", "contains": t["text"]}, {"community": post["community"], "title": post["title"], "body": post["body"], "other users' posts": others}
# --- wechat_reading ---
# Books, categories and reading stats are WeChat Reading's world data (world.wechat_reading_*);
# the shelf, progress and records are read from the state. The parameter hooks that set the
# stats up (peak_day) are the wechat_reading suite's, and today's liked plays are the Spotify
# suite's (liked_and_today over plays_today): both loaded from their hooks.py, never copied.


def _suite_hooks(suite: str) -> Any:
    """Another suite's hooks module (task_specs/<suite>/hooks.py)."""
    return sibling_hooks(__file__, suite)


def _wr_books(world: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {b["id"]: b for b in world["wechat_reading_books"]}


def wr_peak_day(ctx: dict[str, Any]) -> dict[str, Any]:
    """The most-read day of the last 7 set up (wechat_reading hooks' ``peak_day``)."""
    return dict(_suite_hooks("wechat_reading").peak_day(ctx))


def wr_category_best(ctx: dict[str, Any]) -> dict[str, Any]:
    """A category, its book with the highest recommendation value (unique), and the other titles of the category."""
    world = ctx["world"]
    cats = world["wechat_reading_categories"]
    c = cats[int(ctx["rng"].integers(len(cats)))]
    books = _wr_books(world)
    best = books[c["topByRecommendation"]]
    return {"id": c["id"], "name": c["name"], "book": {"id": best["id"], "title": best["title"], "value": best["recommendedValue"], "text": best["recommendedText"]}, "others": [books[i]["title"] for i in c["books"] if i != best["id"]]}


def wr_first_shelf_books(ctx: dict[str, Any]) -> dict[str, Any]:
    """N in 3..5 and the titles of the first N books of my shelf, in order, and the next one."""
    state, world = ctx["state"], ctx["world"]
    shelf = [_wr_books(world)[x["id"]]["title"] for x in state["apps"]["wechat_reading"]["shelf"]]
    n = int(ctx["rng"].integers(3, 6))
    return {"n": n, "titles": shelf[:n], "rest": shelf[n:], "text": "; ".join(shelf[:n])}


def wr_reading_now(ctx: dict[str, Any]) -> dict[str, Any]:
    """Set up 3-5 shelf books as in progress and the others not started or finished:
    ``{progress, reading, others, seen}`` (titles in shelf order; ``seen`` what the shelf shows)."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    app = state["apps"]["wechat_reading"]
    books = _wr_books(world)
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
    return {"progress": progress, "reading": [books[i]["title"] for i in shelf if i in reading], "others": [books[i]["title"] for i in shelf if i not in reading], "seen": seen}


def spotify_liked_today(ctx: dict[str, Any]) -> dict[str, Any]:
    """Today's Spotify plays that I have liked, set up (Spotify hooks' ``liked_and_today``), with
    their artists, and today's other plays (titles)."""
    sp = _suite_hooks("spotify")
    pick = dict(sp.liked_and_today(ctx))
    songs = {s["id"]: s for s in ctx["world"]["spotify_songs"]}
    others = [songs[i]["title"] for i in sp.plays_today(ctx["state"]) if i not in pick["ids"]]
    pick["songs"] = [{"title": songs[i]["title"], "artist": songs[i]["artistName"]} for i in pick["ids"]]
    pick["others"] = others
    pick["text"] = ", ".join(f"{s['title']} by {s['artist']}" for s in pick["songs"])
    return pick


def _mentions_duration(text: str, minutes: int) -> bool:
    """The text gives the duration: "114 min", "1 h 54 min", "1h54m", "1 hour 54 minutes", "1:54"."""
    nums = [int(x) for x in re.findall(r"\d+", text)]
    h, m = divmod(minutes, 60)
    pairs = list(zip(nums, nums[1:]))
    return minutes in nums or (h > 0 and ((h, m) in pairs or (m == 0 and h in nums)))


def _names_all(text: str, names: list[str]) -> bool:
    t = text.casefold()
    return all(n.casefold() in t for n in names)


def _names_none(text: str, names: list[str]) -> bool:
    t = text.casefold()
    return not any(n.casefold() in t for n in names)


def wr_best_book_sent(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one text sent to the contact names the best book and its value, and no other book of the category."""
    c, cid = ctx["params"]["cat"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid)
    ok = text is not None and _names_all(text, [c["book"]["title"]]) and f"{c['book']['value']:.1f}" in text and _names_none(text, c["others"])
    return ok, {"one message with": [c["book"]["title"], c["book"]["text"]], "and none of": "the category's other titles"}, text


def wr_stats_sent(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one text sent names the most-read weekday (and no other weekday) and how long I read then."""
    day, cid = ctx["params"]["pk"]["day"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid)
    others = [w for w in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday") if w != day["weekday"]]
    ok = text is not None and (day["weekday"].casefold() in text.casefold() or day["date"] in text) and _names_none(text, others) and _mentions_duration(text, day["minutes"])
    return ok, {"one message with": [day["weekday"], day["duration"]]}, text


def wr_shelf_list_sent(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one text sent names the first N shelf titles and none of the later ones."""
    s, cid = ctx["params"]["s"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid)
    ok = text is not None and _names_all(text, s["titles"]) and _names_none(text, s["rest"])
    return ok, {"one message with": s["titles"], "none of": s["rest"]}, text


def wr_reading_plan_note(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new note, naming every book in progress and no other shelf book."""
    r = ctx["params"]["r"]
    new = new_notes(ctx["initial"], ctx["final"])
    text = note_text(new[0]) if len(new) == 1 else ""
    ok = len(new) == 1 and _names_all(text, r["reading"]) and _names_none(text, r["others"])
    return ok, {"one new note naming": r["reading"], "none of": r["others"]}, {"new notes": [note_text(n) for n in new]}


def wr_weekly_moment(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new Moment of mine with the most-read weekday and each liked song played today
    (title and artist), and none of today's other songs."""
    day, liked = ctx["params"]["pk"]["day"], ctx["params"]["l"]
    new = new_live_items(ctx["initial"]["apps"]["wechat"]["moments"], ctx["final"]["apps"]["wechat"]["moments"], {"author": "me"})
    text = str(new[0].get("text", "")) if len(new) == 1 else ""
    names = [day["weekday"]] + [x for s in liked["songs"] for x in (s["title"], s["artist"])]
    ok = len(new) == 1 and _names_all(text, names) and _names_none(text, liked["others"])
    return ok, {"one Moment with": names, "none of": liked["others"]}, [str(m.get("text", "")) for m in new]
# --- bilibili ---


def _bili_ranking(world: dict[str, Any], partition: str) -> list[str]:
    return next(r["videos"] for r in world["bilibili_rankings"] if r["partition"] == partition)


def _bili_videos(world: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {v["id"]: v for v in world["bilibili_videos"]}


def _bili_untouched(state: dict[str, Any], vid: str) -> bool:
    s = state["apps"]["bilibili"]
    return all(x["id"] != vid for x in s["liked"] + s["disliked"] + s["coinsGiven"]) and all(vid not in f["videoIds"] for f in s["folders"])


def bilibili_rank_pick(ctx: dict[str, Any]) -> dict[str, Any]:
    """Rank N (2..8) of a random partition's ranking, a video I have not acted on:
    ``{partition, partition_name, rank, video, neighbours}`` (``neighbours``: the titles ranked
    just above and below, what a wrong rank would name)."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    options = []
    for p in world["bilibili_partitions"]:
        ranking = _bili_ranking(world, p["id"])
        options += [(p, n) for n in range(2, 9) if _bili_untouched(state, ranking[n - 1])]
    p, n = options[int(rng.integers(len(options)))]
    ranking, videos = _bili_ranking(world, p["id"]), _bili_videos(world)
    return {"partition": p["id"], "partition_name": p["name"], "rank": n, "video": videos[ranking[n - 1]], "neighbours": [videos[ranking[n - 2]]["title"], videos[ranking[n]]["title"]]}


def bilibili_top3(ctx: dict[str, Any]) -> dict[str, Any]:
    """A partition, N in 5..10 and the 3 most played of its top N (its ranks 1-3, the ranking
    being by plays), with a new folder name: ``{partition, partition_name, n, top, ids, folder}``."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    p = world["bilibili_partitions"][int(rng.integers(len(world["bilibili_partitions"])))]
    videos = _bili_videos(world)
    top = [videos[i] for i in _bili_ranking(world, p["id"])[:3]]
    taken = {f["title"] for f in state["apps"]["bilibili"]["folders"]}
    names = [n for n in ["Top three", "Best of the chart", "Chart toppers", "Weekend watch"] if n not in taken]
    return {"partition": p["id"], "partition_name": p["name"], "n": int(rng.integers(5, 11)), "top": top, "ids": [v["id"] for v in top], "folder": names[int(rng.integers(len(names)))]}


def bilibili_rank_author(ctx: dict[str, Any]) -> dict[str, Any]:
    """The uploader of rank N (1..8) of a partition ranking, with their videos of last November
    (``world.bilibili_last_november``): ``{partition, partition_name, rank, up, count, top, nov}``."""
    rng, world = ctx["rng"], ctx["world"]
    p = world["bilibili_partitions"][int(rng.integers(len(world["bilibili_partitions"])))]
    n = int(rng.integers(1, 9))
    videos = _bili_videos(world)
    v = videos[_bili_ranking(world, p["id"])[n - 1]]
    up = next(u for u in world["bilibili_uploaders"] if u["id"] == v["uploader"])
    fact = next(f for f in world["bilibili_last_november"] if f["uploader"] == up["id"])
    nov = [videos[i] for i in fact["videos"]]
    return {"partition": p["id"], "partition_name": p["name"], "rank": n, "video": v, "up": up, "count": fact["count"], "top": videos[fact["top"]], "nov": nov,
            "nov_rows": [f"{x['playsText']} plays · {x['uploaded']}" for x in nov]}


def _mentions_number(text: str, n: int, strip: list[str]) -> bool:
    """``n`` as a whole number in ``text`` once the other facts' texts are taken out ("12.3K" holds no 3)."""
    for s in strip:
        text = text.replace(s, " ")
    return re.search(rf"(?<![\d.]){n}(?![\d.])", text) is not None


def bilibili_wechat_rank_title(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """The one text I sent to the contact names the rank-N video's title and not its neighbours'."""
    r, cid = ctx["params"]["r"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid) or ""
    t = text.casefold()
    ok = r["video"]["title"].casefold() in t and not any(x.casefold() in t for x in r["neighbours"])
    return ok, {"one message with": r["video"]["title"], "without": r["neighbours"]}, text


def bilibili_wechat_author_facts(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One text to the contact with the uploader's follower count as shown, how many videos they
    posted last November and the title of the most played of those."""
    a, cid = ctx["params"]["a"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid) or ""
    has_followers = a["up"]["followersText"].casefold() in text.casefold()
    has_top = a["top"]["title"].casefold() in text.casefold()
    has_count = _mentions_number(text, a["count"], [a["up"]["followersText"], a["top"]["title"], a["top"]["playsText"]])
    others = [v["title"] for v in a["nov"] if v["id"] != a["top"]["id"]]
    hedged = any(o.casefold() in text.casefold() for o in others)
    ok = has_followers and has_top and has_count and not hedged
    return ok, {"followers": a["up"]["followersText"], "count": a["count"], "top": a["top"]["title"]}, text


def bilibili_top3_folder(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new folder named F, holding exactly the 3 videos."""
    t = ctx["params"]["t"]
    new = new_live_items(ctx["initial"]["apps"]["bilibili"]["folders"], ctx["final"]["apps"]["bilibili"]["folders"])
    named = [f for f in new if f["title"].strip().casefold() == t["folder"].casefold()]
    ok = len(new) == 1 and len(named) == 1 and sorted(named[0]["videoIds"]) == sorted(t["ids"])
    return ok, {"folder": t["folder"], "videos": t["ids"]}, [{"title": f["title"], "videos": f["videoIds"]} for f in new]


def bilibili_wechat_top_video(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One text to the contact with the top video's title and its play count as shown."""
    t, cid = ctx["params"]["t"], ctx["params"]["c"]["id"]
    text = wechat_sent_text(ctx["initial"], ctx["final"], cid) or ""
    top = t["top"][0]
    ok = top["title"].casefold() in text.casefold() and top["playsText"].casefold() in text.casefold()
    return ok, {"title": top["title"], "plays": top["playsText"]}, text


def bilibili_moment_recommends(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text-only Moment of mine naming the video."""
    title = ctx["params"]["r"]["video"]["title"]
    new = new_live_items(ctx["initial"]["apps"]["wechat"]["moments"], ctx["final"]["apps"]["wechat"]["moments"], {"author": "me"})
    ok = len(new) == 1 and not new[0]["photoIds"] and title.casefold() in new[0]["text"].casefold()
    return ok, {"one text Moment naming": title}, [m["text"] for m in new]
# --- redbook ---
# RedNote's facts are the app's own world data (world.redbook_*), read through the redbook
# suite's hooks (task_specs/redbook/hooks.py, loaded once below), and Spotify's "songs played
# today" is the spotify suite's `plays_today`: one reading of each for every suite.

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


# --- content2 ---
# CulturalChecklistToRedbook reads today's plays with the Spotify suite's plays_today and the hot
# search from world.wechat_reading_hot; NotesContentToRedbookAndX reads my X posts from the state.

CULTURE_TITLE = "Today's Culture List"


def _says(text: str, name: str) -> bool:
    """``name`` written in ``text`` as words of its own (any case): "Home" is not said by "Homeland"."""
    return re.search(rf"(?<!\w){re.escape(name.casefold())}(?!\w)", text.casefold()) is not None


def culture_list(ctx: dict[str, Any]) -> dict[str, Any]:
    """Today's Spotify plays in a drawn order (``plays``, to set up: the same times, so the earliest
    song differs between instances), the earliest song of them (spotify hooks' plays_today) and the
    #1 hot-search book, with the rival songs of today and the other hot books a hedge would name
    (those not written inside the answer's own names), and a list text for the solution."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    sp = _suite_hooks("spotify")
    plays = [dict(p) for p in state["apps"]["spotify"]["recentPlays"]]
    day = [p for p in plays if sp.is_today(state, p["at"])]
    for p, song_id in zip(day, [day[int(i)]["song"] for i in rng.permutation(len(day))]):
        p["song"] = song_id
    state = {**state, "apps": {**state["apps"], "spotify": {**state["apps"]["spotify"], "recentPlays": plays}}}
    today = sp.plays_today(state)
    song = _spotify_play(state, world, today, 1)
    books = _wr_books(world)
    hot = [books[i]["title"] for i in world["wechat_reading_hot"]]
    answer = f"{song['title']} {song['artist']} {hot[0]}"
    songs = {s["id"]: s["title"] for s in world["spotify_songs"]}
    rivals = sorted({songs[i] for i in today[1:]} | set(hot[1:]))
    text = f"Song: {song['title']} by {song['artist']}\nBook: {hot[0]}"
    return {"plays": plays, "song": song, "book": {"title": hot[0]}, "rivals": [r for r in rivals if not _says(answer, r)], "text": text}


def _culture_check(text: str, c: dict[str, Any]) -> tuple[list[str], list[str]]:
    """What of the answer ``text`` misses, and which rivals it names."""
    want = [c["song"]["title"], c["song"]["artist"], c["book"]["title"]]
    return [w for w in want if w.casefold() not in text.casefold()], [r for r in c["rivals"] if _says(text, r)]


def culture_note(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new note, titled CULTURE_TITLE, naming the song (title, artist) and the book, and no rival."""
    c = ctx["params"]["c"]
    new = new_notes(ctx["initial"], ctx["final"])
    note = new[0] if len(new) == 1 else {}
    missing, hedged = _culture_check(note_text(note), c) if note else ([], [])
    ok = bool(note) and plain_quotes(str(note.get("title", ""))).strip() == CULTURE_TITLE and not missing and not hedged
    return ok, {"one new note titled": CULTURE_TITLE, "with": [c["song"]["title"], c["song"]["artist"], c["book"]["title"]], "no rival": c["rivals"]}, {"new notes": [note_text(n) for n in new], "missing": missing, "rivals named": hedged}


def culture_post(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """Exactly one new RedNote note of mine naming the song (title, artist) and the book, and no rival."""
    c = ctx["params"]["c"]
    new = _rb_new_notes(ctx)
    text = f"{new[0].get('title', '')}\n{new[0].get('body', '')}" if len(new) == 1 else ""
    missing, hedged = _culture_check(text, c) if text else ([], [])
    ok = len(new) == 1 and not missing and not hedged
    return ok, {"one new RedNote note with": [c["song"]["title"], c["song"]["artist"], c["book"]["title"]], "no rival": c["rivals"]}, {"new notes": [f"{n.get('title')} | {n.get('body')}" for n in new], "missing": missing, "rivals named": hedged}


def content_note_rb_x(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """NotesContentToRedbookAndX: one new note, one RedNote note and one X post (a reply counts), each with the key phrase."""
    k = ctx["params"]["k"].casefold()
    notes = new_notes(ctx["initial"], ctx["final"])
    posts = _rb_new_notes(ctx)
    tweets = new_live_items(ctx["initial"]["apps"]["x"]["posts"], ctx["final"]["apps"]["x"]["posts"])
    ok = (
        len(notes) == 1 and k in note_text(notes[0]).casefold()
        and len(posts) == 1 and k in f"{posts[0].get('title')}\n{posts[0].get('body')}".casefold()
        and len(tweets) == 1 and k in str(tweets[0].get("text", "")).casefold()
    )
    return ok, {"key phrase in one note, one RedNote note, one X post": ctx["params"]["k"]}, {"notes": [note_text(n) for n in notes], "rednote": [f"{x.get('title')} | {x.get('body')}" for x in posts], "x": [t.get("text") for t in tweets]}


# ---------------------------------------------------------------- Files: one picture under two names


def duplicate_images(ctx: dict[str, Any]) -> dict[str, Any]:
    """Pictures/Camera and Download/WeChat images, one picture in both under different names
    (the folders are file_manager's hooks'), and the WeChat contact to tell: ``{..., to,
    to_name}``."""
    v = sibling_hooks(__file__, "file_manager").duplicate_images_variant(ctx)
    wx = ctx["state"]["apps"]["wechat"]
    listed = {c["id"] for c in wx["chats"] if c["messages"]}  # a chat in the Chats list
    friends = [c for c in wx["contacts"] if c["id"] in listed and c["id"] in ("alice", "david", "grace", "xiao_zhou", "li_wei", "ivy", "chen_jing")]
    to = friends[int(ctx["rng"].integers(len(friends)))]
    return {**v, "to": to["id"], "to_name": to["name"], "names_text": f"{v['a']} and {v['b']}"}


def duplicate_names_sent(ctx: dict[str, Any]) -> tuple[bool, Any, Any]:
    """One new text message of mine to the contact names both copies and no other picture."""
    fm = sibling_hooks(__file__, "file_manager")
    d = ctx["params"]["dp"]
    return fm.names_exactly(wechat_sent_text(ctx["initial"], ctx["final"], d["to"]), [d["a"], d["b"]], fm.pool_names())
