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


# --- x ---

from mobilegym_gym.sim.bundle import world as world_data  # noqa: E402  (kept in this section for the merge)


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
