"""Hooks of the Bilibili templates. The world (videos, uploaders, rankings, each uploader's videos
of last November) is the app's own (``world.bilibili_*``, built by web_sim/world/bilibili.ts, the
module the page runs): these hooks only pick from it. Parameter hooks get ``{state, world, params,
rng}``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, by_id, pick

APP = "bilibili"

NICKNAMES = ["Maple_Lin", "NightCoder42", "TeaAndPixels", "Kite_Runner", "Momo_Watch", "Blue_Harbor", "QuietFox_88", "RiceBall_Fan"]
SIGNS = ["Coins for good videos only.", "Learning something every day.", "Here for the cat videos.", "Dumplings, drums and documentaries.", "Sleep is for the weekend.", "Collecting playlists since 2019."]
FOLDER_NAMES = ["Weekend watch", "Best of the month", "Top picks", "Save for later", "Must watch", "Late night"]


def _ranking(world: Mapping[str, Any], partition: str) -> list[str]:
    return next(r["videos"] for r in world["bilibili_rankings"] if r["partition"] == partition)


def _partition_name(world: Mapping[str, Any], pid: str) -> str:
    return next(p["name"] for p in world["bilibili_partitions"] if p["id"] == pid)


def _untouched(state: dict[str, Any], vid: str) -> bool:
    """Not liked, disliked, coined or in any folder: a video the user has not acted on."""
    s = app_state(state, APP)
    return (
        all(x["id"] != vid for x in s["liked"] + s["disliked"] + s["coinsGiven"])
        and all(vid not in f["videoIds"] for f in s["folders"])
    )


def _view(v: dict[str, Any]) -> dict[str, Any]:
    return {k: v[k] for k in ("id", "title", "uploader", "uploaderName", "partition", "plays", "playsText", "online", "tags")}


# ---- parameter hooks -------------------------------------------------------------------------


def fresh_video(ctx: ParamContext) -> dict[str, Any]:
    """A video I have not liked, coined or favourited: ``{id, title, ...}``."""
    world, state = ctx["world"], ctx["state"]
    fit = [v for v in world["bilibili_videos"] if _untouched(state, v["id"])]
    return _view(pick(ctx["rng"], fit))


def ranked_video(ctx: ParamContext) -> dict[str, Any]:
    """Rank N (1..10) of a random partition's ranking, untouched by me: ``{partition, partition_name,
    rank, video}``."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    fit = []
    for p in world["bilibili_partitions"]:
        ranking = _ranking(world, p["id"])
        fit += [(p["id"], n + 1, vid) for n, vid in enumerate(ranking[:10]) if _untouched(state, vid)]
    pid, rank, vid = pick(rng, fit)
    return {"partition": pid, "partition_name": _partition_name(world, pid), "rank": rank, "video": _view(by_id(world["bilibili_videos"])[vid])}


def follow_with_recommendation(ctx: ParamContext) -> dict[str, Any]:
    """An uploader I do not follow whose recommendation list has one I do not follow either:
    ``{up, rec, recs}`` (``rec`` the first such recommendation, ``recs`` all of them)."""
    world, state = ctx["world"], ctx["state"]
    following = {x["id"] for x in app_state(state, APP)["following"]}
    ups = by_id(world["bilibili_uploaders"])
    fit = [u for u in world["bilibili_uploaders"] if u["id"] not in following and any(r not in following and r != u["id"] for r in u["recommended"])]
    u = pick(ctx["rng"], fit)
    rec = next(r for r in u["recommended"] if r not in following and r != u["id"])
    return {"up": u, "rec": ups[rec], "recs": [r for r in u["recommended"] if r not in following and r != u["id"]]}


def unfollowed_uploader(ctx: ParamContext) -> dict[str, Any]:
    """An uploader I do not follow, whose name search lists them among the users."""
    following = {x["id"] for x in app_state(ctx["state"], APP)["following"]}
    return pick(ctx["rng"], [u for u in ctx["world"]["bilibili_uploaders"] if u["id"] not in following])


def followed_uploader(ctx: ParamContext) -> dict[str, Any]:
    """An uploader I follow."""
    ups = by_id(ctx["world"]["bilibili_uploaders"])
    return ups[pick(ctx["rng"], [x["id"] for x in app_state(ctx["state"], APP)["following"]])]


def three_tag_video(ctx: ParamContext) -> dict[str, Any]:
    """A video with exactly three tags, so "name 3 of its tags" has one answer set."""
    return _view(pick(ctx["rng"], [v for v in ctx["world"]["bilibili_videos"] if len(v["tags"]) == 3]))


def comment_snippet(ctx: ParamContext) -> dict[str, Any]:
    """A video and one of its comments with a snippet (the comment's middle phrase) found in no
    other comment of that video: ``{video, comment, snippet}``."""
    rng = ctx["rng"]
    v = pick(rng, ctx["world"]["bilibili_videos"])
    options = []
    for c in v["comments"]:
        words = c["text"].split(",", 1)[-1].strip().split(" ")
        snippet = " ".join(words[:4])
        if sum(snippet.lower() in o["text"].lower() for o in v["comments"]) == 1:
            options.append((c, snippet))
    c, snippet = pick(rng, options)
    return {"video": _view(v), "comment": c, "snippet": snippet}


def anime_to_follow(ctx: ParamContext) -> dict[str, Any]:
    """An anime series I have not subscribed to."""
    subs = {x["id"] for x in app_state(ctx["state"], APP)["animeSubs"]}
    return pick(ctx["rng"], [a for a in ctx["world"]["bilibili_anime"] if a["id"] not in subs])


def new_nickname(ctx: ParamContext) -> str:
    return pick(ctx["rng"], [n for n in NICKNAMES if n != app_state(ctx["state"], APP)["user"]["name"]])


def new_sign(ctx: ParamContext) -> str:
    return pick(ctx["rng"], [s for s in SIGNS if s != app_state(ctx["state"], APP)["user"]["sign"]])


def new_folder_name(ctx: ParamContext) -> str:
    taken = {f["title"] for f in app_state(ctx["state"], APP)["folders"]}
    return pick(ctx["rng"], [n for n in FOLDER_NAMES if n not in taken])


def birthday_1980(ctx: ParamContext) -> dict[str, Any]:
    """1980-M-D, a valid date: ``{iso, month, day, text}``."""
    rng = ctx["rng"]
    month = int(rng.integers(1, 13))
    day = int(rng.integers(1, 29))
    return {"iso": f"1980-{month:02d}-{day:02d}", "month": month, "day": day, "text": f"1980-{month}-{day}"}


# ---- goal hooks ------------------------------------------------------------------------------


def followed_one_recommendation(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Besides X, exactly one more uploader followed, and it is one of X's recommendations."""
    p = ctx["params"]["t"]
    before = {x["id"] for x in app_state(ctx["initial"], APP)["following"]}
    new = [x["id"] for x in app_state(ctx["final"], APP)["following"] if x["id"] not in before and x["id"] != p["up"]["id"]]
    ok = len(new) == 1 and new[0] in p["up"]["recommended"]
    return ok, {"one of": p["up"]["recommended"]}, {"newly followed besides X": new}


def profile_stat(ctx: ParamContext) -> dict[str, Any]:
    """One of the Me page's numbers: ``{label, field, value, shown}`` (``shown`` is the text the page draws)."""
    s = app_state(ctx["state"], APP)
    coins = int(ctx["params"]["coins"])
    stats = [
        {"label": "followings (uploaders I follow)", "field": "Following", "value": len(s["following"]), "shown": None},
        {"label": "followers", "field": "Followers", "value": len(s["fans"]), "shown": None},
        {"label": "coins", "field": "Coins", "value": coins, "shown": f"Coins: {coins} · "},
        {"label": "B-coins", "field": "B-coins", "value": s["user"]["bCoins"], "shown": f"B-coins: {s['user']['bCoins']}"},
    ]
    st = pick(ctx["rng"], stats)
    if st["shown"] is None:
        st["shown"] = f"{st['value']}{st['field']}"
    return st


def default_folder_videos(ctx: ParamContext) -> list[str]:
    """What the default folder holds at the start, drawn per instance: 2 to 9 videos, never the
    ranked one (so the count asked once it is added differs between instances)."""
    rng, target = ctx["rng"], ctx["params"]["r"]["video"]["id"]
    pool = sorted(v for v in by_id(ctx["world"]["bilibili_videos"]) if v != target)
    return [str(v) for v in rng.choice(pool, size=int(rng.integers(2, 10)), replace=False)]


def default_folder_after(ctx: ParamContext) -> int:
    """How many items the default folder holds once the picked video is added to it."""
    return len(ctx["params"]["folder"]) + 1


def coined_not_liked(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The video got coins from me during the episode and is not liked (a coin with "like too" ticked fails)."""
    vid = ctx["params"]["v"]["id"]
    s, s0 = app_state(ctx["final"], APP), app_state(ctx["initial"], APP)
    coined = any(x["id"] == vid for x in s["coinsGiven"]) and not any(x["id"] == vid for x in s0["coinsGiven"])
    liked = any(x["id"] == vid for x in s["liked"])
    return coined and not liked, {"coined": True, "liked": False}, {"coined": coined, "liked": liked}


def refilled_folder(ctx: ParamContext) -> dict[str, Any]:
    """One of my folders refilled with 2..14 random videos, so its count differs per instance:
    ``{folder, ids, n}``."""
    rng, state = ctx["rng"], ctx["state"]
    folders = app_state(state, APP)["folders"]
    f = pick(rng, folders)
    n = int(rng.integers(2, 15))
    pool = [v["id"] for v in ctx["world"]["bilibili_videos"]]
    ids = [pool[int(i)] for i in rng.choice(len(pool), size=n, replace=False)]
    return {"folder": f, "ids": ids, "n": n}
