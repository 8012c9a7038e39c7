"""Hooks of the Spotify templates. The catalogue, each artist's top songs and what a search
returns are the app's own (``world.spotify_*``, built by web_sim/world/spotify.ts, the module
the page runs); "today" is the local day of the phone's clock. Parameter hooks get ``{state,
world, params, rng}``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected,
actual)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, by_id, new_live_items, pick, world_data

APP = "spotify"

_DAY_MS = 86_400_000
_NAMES = ["Road Trip", "Focus Flow", "Sunday Morning", "Rainy Day", "Throwbacks", "Night Drive", "Kitchen Dance", "Weekend Vibes", "Study Session", "Deep Cuts"]


def _search(world: Mapping[str, Any], query: str) -> dict[str, Any]:
    return next(f for f in world["spotify_search"] if f["query"] == query)


def _local_day(state: dict[str, Any], at: int) -> int:
    return (at + state["os"]["clock"]["tzOffsetMinutes"] * 60_000) // _DAY_MS


def is_today(state: dict[str, Any], at: int) -> bool:
    """Whether the time ``at`` (ms) falls on the phone's today, in its time zone."""
    return _local_day(state, at) == _local_day(state, state["os"]["clock"]["now"])


def plays_today(state: dict[str, Any]) -> list[str]:
    """The songs played today, in the order first played (a replay does not count twice)."""
    out: list[str] = []
    for p in app_state(state, APP)["recentPlays"]:
        if is_today(state, p["at"]) and p["song"] not in out:
            out.append(p["song"])
    return out


def _view(song: dict[str, Any]) -> dict[str, Any]:
    return {"id": song["id"], "title": song["title"], "artist": song["artistName"], "duration": song["duration"], "album": song["album"]}


def _name(rng: Any, state: dict[str, Any]) -> str:
    taken = {p["name"] for p in app_state(state, APP)["playlists"]}
    return pick(rng, [n for n in _NAMES if n not in taken])


# ---- parameter hooks -------------------------------------------------------------------------


def artist_first_songs(ctx: ParamContext) -> dict[str, Any]:
    """An artist whose name search lists only their songs first, none of the first four liked,
    N in 2..4, and those N songs: ``{artist, n, songs, ids, titles, name}``."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    liked = {x["id"] for x in app_state(state, APP)["likedSongs"]}
    songs = by_id(world["spotify_songs"])
    fit = []
    for a in world["spotify_artists"]:
        first = _search(world, a["name"])["songs"][:6]
        if len(first) == 6 and all(songs[i]["artist"] == a["id"] for i in first) and not liked & set(first[:4]):
            fit.append(a)
    a = pick(rng, fit)
    n = int(rng.integers(2, 5))
    first = [songs[i] for i in _search(world, a["name"])["songs"][:n]]
    return {"artist": a, "n": n, "songs": [_view(s) for s in first], "ids": [s["id"] for s in first], "titles": [s["title"] for s in first], "name": _name(rng, state)}


def two_artists(ctx: ParamContext) -> dict[str, Any]:
    """Two artists of different genres, N in 2..3, and the first N songs of each's name search."""
    rng, world = ctx["rng"], ctx["world"]
    first = artist_first_songs(ctx)
    others = [a for a in world["spotify_artists"] if a["genre"] != first["artist"]["genre"]]
    songs = by_id(world["spotify_songs"])
    fit = [a for a in others if all(songs[i]["artist"] == a["id"] for i in _search(world, a["name"])["songs"][:3])]
    b = pick(rng, fit)
    n = min(first["n"], 3)
    b_songs = [songs[i] for i in _search(world, b["name"])["songs"][:n]]
    return {
        "a1": first["artist"], "a2": b, "n": n, "name": first["name"],
        "a1_ids": first["ids"][:n], "a2_ids": [s["id"] for s in b_songs], "ids": first["ids"][:n] + [s["id"] for s in b_songs],
    }


def liked_and_today(ctx: ParamContext) -> dict[str, Any]:
    """Liked songs where two to four of today's plays are liked (drawn): ``{liked, ids, name}``,
    ``liked`` the list to set up, ``ids`` today's liked songs in the order played."""
    rng, state = ctx["rng"], ctx["state"]
    today = plays_today(state)
    k = int(rng.integers(2, min(5, len(today) + 1)))
    chosen = [today[int(i)] for i in sorted(rng.choice(len(today), size=k, replace=False))]
    liked = [x for x in app_state(state, APP)["likedSongs"] if x["id"] not in today]
    at = state["os"]["clock"]["now"] - 3 * _DAY_MS
    liked += [{"id": s, "at": at + i * 60_000} for i, s in enumerate(chosen)]
    titles = [s["title"] for s in (by_id(ctx["world"]["spotify_songs"])[i] for i in chosen)]
    return {"liked": liked, "ids": chosen, "titles": titles, "seen": titles[::-1], "name": _name(rng, state)}


def recent_artist(ctx: ParamContext) -> dict[str, Any]:
    """An artist with songs in recently played, and the titles of those songs (no repeats),
    newest first as the Recently played screen lists them."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    songs = by_id(world["spotify_songs"])
    by: dict[str, list[str]] = {}
    for p in reversed(app_state(state, APP)["recentPlays"]):
        s = songs[p["song"]]
        if s["title"] not in by.setdefault(s["artist"], []):
            by[s["artist"]].append(s["title"])
    aid = pick(rng, sorted(by))
    return {"artist": by_id(world["spotify_artists"])[aid], "titles": by[aid]}


def followed_artists(ctx: ParamContext) -> dict[str, Any]:
    """Three to six artists followed (drawn): ``{followed, names}``, ``followed`` to set up."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    artists = world["spotify_artists"]
    k = int(rng.integers(3, 7))
    chosen = [artists[int(i)] for i in rng.choice(len(artists), size=k, replace=False)]
    now = state["os"]["clock"]["now"]
    return {"followed": [{"id": a["id"], "at": now - (i + 1) * _DAY_MS} for i, a in enumerate(chosen)], "names": [a["name"] for a in chosen]}


def liked_by_artist(ctx: ParamContext) -> dict[str, Any]:
    """An artist with at least two liked songs: ``{artist, ids, titles, name}``, ``ids`` in the
    Liked Songs screen's order (most recently liked first)."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    songs = by_id(world["spotify_songs"])
    by: dict[str, list[str]] = {}
    for x in sorted(app_state(state, APP)["likedSongs"], key=lambda x: -x["at"]):
        by.setdefault(songs[x["id"]]["artist"], []).append(x["id"])
    aid = pick(rng, sorted(a for a, ids in by.items() if len(ids) >= 2))
    return {"artist": by_id(world["spotify_artists"])[aid], "ids": by[aid], "titles": [songs[i]["title"] for i in by[aid]], "name": _name(rng, state)}


def playlist_artist(ctx: ParamContext) -> dict[str, Any]:
    """One of my playlists with at least two songs by one artist: ``{playlist, artist, ids, name}``."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    songs = by_id(world["spotify_songs"])
    options = []
    for p in app_state(state, APP)["playlists"]:
        by: dict[str, list[str]] = {}
        for t in p["tracks"]:
            by.setdefault(songs[t["id"]]["artist"], []).append(t["id"])
        options += [(p, aid, ids) for aid, ids in sorted(by.items()) if len(ids) >= 2]
    p, aid, ids = pick(rng, options)
    return {"playlist": p, "artist": by_id(world["spotify_artists"])[aid], "ids": ids, "titles": [songs[i]["title"] for i in ids], "name": _name(rng, state)}


def recent_song_top(ctx: ParamContext) -> dict[str, Any]:
    """A play of today, its song's artist, N in 2..4 and the artist's top N songs."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    songs = by_id(world["spotify_songs"])
    today = _local_day(state, state["os"]["clock"]["now"])
    plays = [p for p in app_state(state, APP)["recentPlays"] if _local_day(state, p["at"]) == today]
    play = pick(rng, plays)
    song = songs[play["song"]]
    artist = by_id(world["spotify_artists"])[song["artist"]]
    n = int(rng.integers(2, 5))
    return {"play": play, "song": _view(song), "artist": artist, "n": n, "ids": artist["topSongs"][:n]}


def keyword_first(ctx: ParamContext) -> dict[str, Any]:
    """A title word whose search has at least 6 songs, N in 2..4 and the first N results."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    artist_names = {a["name"] for a in world["spotify_artists"]}
    fit = [f for f in world["spotify_search"] if f["query"] not in artist_names and len(f["songs"]) >= 6 and not f["artists"]]
    f = pick(rng, fit)
    n = int(rng.integers(2, 5))
    return {"keyword": f["query"], "n": n, "ids": f["songs"][:n], "name": _name(rng, state)}


def swap(ctx: ParamContext) -> dict[str, Any]:
    """One of my playlists, a song in it (S1) and a song not in it (S2)."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    songs = by_id(world["spotify_songs"])
    p = pick(rng, app_state(state, APP)["playlists"])
    old = songs[pick(rng, [t["id"] for t in p["tracks"]])]
    inside = {t["id"] for t in p["tracks"]}
    new = songs[pick(rng, sorted(i for i in songs if i not in inside))]
    return {"playlist": p, "old": _view(old), "new": _view(new)}


def song_not_current(ctx: ParamContext) -> dict[str, Any]:
    """A song that is neither liked, playing nor queued."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    app = app_state(state, APP)
    skip = {x["id"] for x in app["likedSongs"]} | {app["player"]["song"]} | {q["song"] for q in app["queue"]}
    return _view(pick(rng, [s for s in world["spotify_songs"] if s["id"] not in skip]))


def top_song(ctx: ParamContext) -> dict[str, Any]:
    """An artist not followed and their most played song."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    followed = {x["id"] for x in app_state(state, APP)["followedArtists"]}
    artist = pick(rng, [a for a in world["spotify_artists"] if a["id"] not in followed])
    return {"artist": artist, "song": _view(by_id(world["spotify_songs"])[artist["topSongs"][0]])}


# ---- goal hooks ------------------------------------------------------------------------------


@cache
def _song_artist() -> dict[str, str]:
    """Song id -> artist id, read once (goal hooks run every step)."""
    return {s["id"]: s["artist"] for s in world_data("spotify_songs")}


def _new_playlist(ctx: CheckContext) -> dict[str, Any] | None:
    new = new_live_items(app_state(ctx["initial"], APP)["playlists"], app_state(ctx["final"], APP)["playlists"])
    return new[0] if len(new) == 1 else None


def new_playlist_songs(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The one new playlist holds exactly the songs ``params.want`` (any order)."""
    p = _new_playlist(ctx)
    got = sorted(t["id"] for t in p["tracks"]) if p else None
    want = sorted(ctx["params"]["want"])
    return got == want, want, got


def new_playlist_by_artist(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The one new playlist holds at least ``params.n`` songs, all by ``params.artist``."""
    p = _new_playlist(ctx)
    if p is None:
        return False, "one new playlist", None
    artists = [_song_artist()[t["id"]] for t in p["tracks"]]
    aid, n = ctx["params"]["a"]["artist"]["id"], ctx["params"]["a"]["n"]
    ok = len(artists) >= n and all(a == aid for a in artists)
    return ok, {"at least": n, "all by": aid}, artists


def new_playlist_playing(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Playback is on, from the new playlist, at one of its songs."""
    p = _new_playlist(ctx)
    player = app_state(ctx["final"], APP)["player"]
    ctx_ = player["context"] or {}
    ok = p is not None and player["isPlaying"] and ctx_.get("kind") == "playlist" and ctx_.get("id") == p["id"] and player["song"] in {t["id"] for t in p["tracks"]}
    return ok, {"playing from": p["id"] if p else "the new playlist"}, {"isPlaying": player["isPlaying"], "context": ctx_.get("id"), "song": player["song"]}


def playing_from_queue(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Song ``params.song`` plays, having been queued: it came from the queue, or is still in it."""
    app = app_state(ctx["final"], APP)
    song = ctx["params"]["song"]["id"]
    player = app["player"]
    queued = player["fromQueue"] or any(q["song"] == song for q in app["queue"])
    ok = player["song"] == song and player["isPlaying"] and queued
    return ok, {"song": song, "isPlaying": True, "queued": True}, {"song": player["song"], "isPlaying": player["isPlaying"], "queued": queued}


def queued_exactly(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The queue gained exactly the songs ``params.t.ids`` (any order), nothing else."""
    before = {q["id"] for q in app_state(ctx["initial"], APP)["queue"]}
    added = sorted(q["song"] for q in app_state(ctx["final"], APP)["queue"] if q["id"] not in before)
    want = sorted(ctx["params"]["t"]["ids"])
    return added == want, want, added


def liked_exactly(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Liked songs gained exactly ``params.want`` and lost none."""
    before = {x["id"] for x in app_state(ctx["initial"], APP)["likedSongs"]}
    after = {x["id"] for x in app_state(ctx["final"], APP)["likedSongs"]}
    want = set(ctx["params"]["want"])
    return after - before == want and before <= after, sorted(want), {"added": sorted(after - before), "removed": sorted(before - after)}


def unliked_exactly(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Liked songs lost exactly ``params.want`` and gained none."""
    before = {x["id"] for x in app_state(ctx["initial"], APP)["likedSongs"]}
    after = {x["id"] for x in app_state(ctx["final"], APP)["likedSongs"]}
    want = set(ctx["params"]["want"])
    return before - after == want and after <= before, sorted(want), {"removed": sorted(before - after), "added": sorted(after - before)}


def _tracks(state: dict[str, Any], playlist_id: str) -> list[str] | None:
    p = next((p for p in app_state(state, APP)["playlists"] if p["id"] == playlist_id), None)
    return None if p is None else [t["id"] for t in p["tracks"]]


def left_playlist(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Playlist ``params.source`` lost exactly the songs ``params.want``; the rest stay in order."""
    pid = ctx["params"]["source"]
    before, after = _tracks(ctx["initial"], pid) or [], _tracks(ctx["final"], pid)
    want = [t for t in before if t not in set(ctx["params"]["want"])]
    return after == want, want, after


def swapped(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Playlist ``params.sw.playlist`` holds S2 instead of S1; its other songs stay."""
    sw = ctx["params"]["sw"]
    before, after = _tracks(ctx["initial"], sw["playlist"]["id"]) or [], _tracks(ctx["final"], sw["playlist"]["id"])
    want = sorted([t for t in before if t != sw["old"]["id"]] + [sw["new"]["id"]])
    got = sorted(after) if after is not None else None
    return got == want, want, got


def new_playlist_counts(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The one new playlist holds N songs by A1 and N by A2, and nothing else."""
    t = ctx["params"]["t"]
    p = _new_playlist(ctx)
    if p is None:
        return False, "one new playlist", None
    artists = [_song_artist()[x["id"]] for x in p["tracks"]]
    got = {a: artists.count(a) for a in sorted(set(artists))}
    want = {t["a1"]["id"]: t["n"], t["a2"]["id"]: t["n"]}
    return got == want, want, got
