"""Hooks of the X templates. Users, posts, each user's latest post and what a search keyword
finds are the app's own (``world.x_*``, built by web_sim/world/x.ts, the module the page runs);
``apps.x`` holds my posts, likes, reposts, bookmarks and follows. Parameter hooks get ``{state,
world, params, rng}``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected,
actual)``.
"""

from __future__ import annotations

from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, new_live_items, pick, quotes

APP = "x"



# ---- parameter hooks -------------------------------------------------------------------------


def _marked(state: dict[str, Any]) -> set[str]:
    """Posts I already liked, reposted or bookmarked: tapping those would take the mark back."""
    x = app_state(state, APP)
    return {m["id"] for key in ("likes", "reposts", "bookmarks") for m in x[key]}


def unfollowed_user(ctx: ParamContext) -> dict[str, Any]:
    """A user I do not follow, with their newest original post I have not marked (on their
    profile, newest first): ``{id, name, handle, post}``."""
    rng, world, state = ctx["rng"], ctx["world"], ctx["state"]
    followed = {f["id"] for f in app_state(state, APP)["following"]}
    marked = _marked(state)
    u = pick(rng, [u for u in world["x_users"] if u["id"] not in followed])
    post = next(p["id"] for p in world["x_posts"] if p["author"] == u["id"] and p["replyTo"] is None and p["id"] not in marked)
    return {"id": u["id"], "name": u["name"], "handle": u["handle"], "post": post}


def findable_post(ctx: ParamContext) -> dict[str, Any]:
    """A post named by a first sentence no other post holds, not already marked by me:
    ``{post, author, handle, name, snippet}``."""
    marked = _marked(ctx["state"])
    return pick(ctx["rng"], [f for f in ctx["world"]["x_findable_posts"] if f["post"] not in marked])


def _fact(query: str, posts: list[str], marked: set[str]) -> dict[str, Any]:
    """What a keyword finds, and the first of it (Top order) I have not marked yet."""
    return {"query": query, "posts": posts, "first": next(p for p in posts if p not in marked)}


def keyword(ctx: ParamContext) -> dict[str, Any]:
    """A search keyword with what it finds: ``{query, posts, first}``."""
    f = pick(ctx["rng"], ctx["world"]["x_search"])
    return _fact(f["query"], f["posts"], _marked(ctx["state"]))


def two_keywords(ctx: ParamContext) -> dict[str, Any]:
    """Two different search keywords with what each finds: ``{k1, k2}``, each ``{query, posts, first}``."""
    rng, world = ctx["rng"], ctx["world"]
    facts = world["x_search"]
    marked = _marked(ctx["state"])
    i, j = (int(v) for v in rng.choice(len(facts), size=2, replace=False))
    return {"k1": _fact(facts[i]["query"], facts[i]["posts"], marked), "k2": _fact(facts[j]["query"], facts[j]["posts"], marked)}


def recent_photo(ctx: ParamContext) -> dict[str, Any]:
    """One of the gallery's eight newest photos (the first rows of the composer's picker): ``{id}``."""
    live = [p for p in ctx["state"]["os"]["providers"]["media"]["photos"] if p["deletedAt"] == 0]
    newest = sorted(live, key=lambda p: (-p["takenAt"], p["id"]))[:8]
    return {"id": pick(ctx["rng"], newest)["id"]}


# ---- goal hooks ------------------------------------------------------------------------------


def _one_new(ctx: CheckContext, key: str) -> dict[str, Any] | None:
    new = new_live_items(app_state(ctx["initial"], APP)[key], app_state(ctx["final"], APP)[key])
    return new[0] if len(new) == 1 else None


def bookmark_relevant(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new bookmark, of a post the search for the keyword finds by its text."""
    k = ctx["params"]["k"]
    mark = _one_new(ctx, "bookmarks")
    return mark is not None and mark["id"] in k["posts"], {"one new bookmark of a post about": k["query"]}, mark


def like_relevant_k1(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new like, of a post the first keyword's search finds by its text."""
    k = ctx["params"]["kw"]["k1"]
    mark = _one_new(ctx, "likes")
    return mark is not None and mark["id"] in k["posts"], {"one new like of a post about": k["query"]}, mark


def bookmark_relevant_k2(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new bookmark, of a post the second keyword's search finds by its text."""
    k = ctx["params"]["kw"]["k2"]
    mark = _one_new(ctx, "bookmarks")
    return mark is not None and mark["id"] in k["posts"], {"one new bookmark of a post about": k["query"]}, mark


def post_then_self_reply(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly two new posts of mine: an original saying the text with a photo attached, and a
    reply to that very post saying the reply (not a reply to another post, not a second
    original); each quoted text read as a person reads it (``reading.quotes``)."""
    p = ctx["params"]
    new = new_live_items(app_state(ctx["initial"], APP)["posts"], app_state(ctx["final"], APP)["posts"])
    originals = [x for x in new if x["replyTo"] is None and x["quoteOf"] is None]
    replies = [x for x in new if x["replyTo"] is not None]
    ok = (
        len(new) == 2
        and len(originals) == 1
        and len(replies) == 1
        and quotes(originals[0]["text"], p["text"])
        and len(originals[0].get("media") or []) > 0
        and replies[0]["replyTo"] == originals[0]["id"]
        and quotes(replies[0]["text"], p["reply"])
    )
    return ok, {"post with a photo": p["text"], "reply to it": p["reply"]}, [{k: x.get(k) for k in ("id", "text", "replyTo", "quoteOf", "media")} for x in new]
