"""Hooks of the RedNote templates. Rankings, feeds, counts and each user's extremes are the
app's own (``world.redbook_*``, built by web_sim/world/redbook.ts, the module the page runs);
a count drawn is the world's base plus the user's own contribution (a like adds one, following
a user adds one fan), read here from the state. Parameter hooks get ``{state, world, params,
rng}``; goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, by_id, new_live_items, pick, quotes

APP = "redbook"

ME = "me"


def _ids(items: list[dict[str, Any]]) -> set[str]:
    return {x["id"] for x in items}


def note_view(state: dict[str, Any], note: dict[str, Any]) -> dict[str, Any]:
    """A world note as the app shows it: my like and my collect add one each."""
    app = app_state(state, APP)
    return {**note, "likes": note["likes"] + (1 if note["id"] in _ids(app["liked"]) else 0), "collects": note["collects"] + (1 if note["id"] in _ids(app["collected"]) else 0)}


def user_view(state: dict[str, Any], world: Mapping[str, Any], user_id: str) -> dict[str, Any]:
    """A world user as their page shows them: fans include me while I follow them."""
    u = dict(by_id(world["redbook_users"])[user_id])
    u["fansShown"] = u["fans"] + (1 if user_id in _ids(app_state(state, APP)["following"]) else 0)
    return u


def _feed(world: Mapping[str, Any], tab: str = "Discover") -> list[dict[str, Any]]:
    return [f for f in world["redbook_feed"] if f["tab"] == tab]


def _chat_users(state: dict[str, Any]) -> set[str]:
    return {c["user"] for c in app_state(state, APP)["chats"]}


def feed_note_to_like(ctx: ParamContext) -> dict[str, Any]:
    """A Discover note I have not liked, with its like count once liked."""
    state, world = ctx["state"], ctx["world"]
    liked = _ids(app_state(state, APP)["liked"])
    f = dict(pick(ctx["rng"], [f for f in _feed(world) if f["id"] not in liked]))
    f["likesAfter"] = f["likes"] + 1
    return f


def feed_note_for_dm(ctx: ParamContext) -> dict[str, Any]:
    """A Discover note not collected whose author I have no chat with (the DM starts one)."""
    state, world = ctx["state"], ctx["world"]
    collected = _ids(app_state(state, APP)["collected"])
    fit = [f for f in _feed(world) if f["id"] not in collected and f["author"] not in _chat_users(state)]
    f = dict(pick(ctx["rng"], fit))
    f["authorName"] = by_id(world["redbook_users"])[f["author"]]["nickname"]
    return f


def feed_note_with_comment(ctx: ParamContext) -> dict[str, Any]:
    """A Discover note with comments (its first comment as drawn is ``firstComment``)."""
    return dict(pick(ctx["rng"], [f for f in _feed(ctx["world"]) if f["firstComment"]]))


def category_first(ctx: ParamContext) -> dict[str, Any]:
    """A channel whose first note I have not liked."""
    liked = _ids(app_state(ctx["state"], APP)["liked"])
    return dict(pick(ctx["rng"], [f for f in ctx["world"]["redbook_feed"] if f["tab"] != "Discover" and f["id"] not in liked]))


def search_first(ctx: ParamContext) -> dict[str, Any]:
    """A query whose first note is not collected: the query, that note and its author as shown."""
    state, world = ctx["state"], ctx["world"]
    collected = _ids(app_state(state, APP)["collected"])
    notes = by_id(world["redbook_notes"])
    f = pick(ctx["rng"], [f for f in world["redbook_search"] if f["first"] not in collected])
    note = notes[f["first"]]
    return {"query": f["query"], "note": note, "author": user_view(state, world, note["author"])}


def search_author_top_liked(ctx: ParamContext) -> dict[str, Any]:
    """A query whose first note's author has several notes, and that author's most liked note."""
    state, world = ctx["state"], ctx["world"]
    users, notes = by_id(world["redbook_users"]), by_id(world["redbook_notes"])
    fit = [f for f in world["redbook_search"] if users[notes[f["first"]]["author"]]["noteCount"] >= 2]
    f = pick(ctx["rng"], fit)
    note = notes[f["first"]]
    author = user_view(state, world, note["author"])
    return {"query": f["query"], "note": note, "author": author, "top": note_view(state, notes[author["topLiked"]])}


def followed_with_chat(ctx: ParamContext) -> dict[str, Any]:
    """A user I follow and already chat with: the user as shown and the chat id."""
    state, world = ctx["state"], ctx["world"]
    chats = {c["user"]: c["id"] for c in app_state(state, APP)["chats"]}
    uid = pick(ctx["rng"], [f["id"] for f in app_state(state, APP)["following"] if f["id"] in chats])
    return {**user_view(state, world, uid), "chat": chats[uid]}


def followed_user(ctx: ParamContext) -> dict[str, Any]:
    """A user I follow, as their page shows them."""
    state = ctx["state"]
    return user_view(state, ctx["world"], pick(ctx["rng"], [f["id"] for f in app_state(state, APP)["following"]]))


def followed_user_by_notes(ctx: ParamContext) -> dict[str, Any]:
    """A user I follow, drawn by their note count first (4 of the 10 have 6 notes: drawn
    uniformly, "6" would be the answer in most instances), as their page shows them."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    users = [user_view(state, world, f["id"]) for f in app_state(state, APP)["following"]]
    count = pick(rng, sorted({u["noteCount"] for u in users}))
    return dict(pick(rng, [u for u in users if u["noteCount"] == count]))


def any_user(ctx: ParamContext) -> dict[str, Any]:
    """A world user whose nickname names one account in a user search (their page is the first result)."""
    state, world = ctx["state"], ctx["world"]
    names = [u["nickname"] for u in world["redbook_users"]]
    fit = [u for u in world["redbook_users"] if sum(u["nickname"].lower() in n.lower() for n in names) == 1]
    return user_view(state, world, pick(ctx["rng"], fit)["id"])


def not_collected_note(ctx: ParamContext) -> dict[str, Any]:
    """A Discover note not in my collection (set-ups put it first there) and its author as shown."""
    state, world = ctx["state"], ctx["world"]
    collected = _ids(app_state(state, APP)["collected"])
    f = pick(ctx["rng"], [f for f in _feed(world) if f["id"] not in collected])
    note = by_id(world["redbook_notes"])[f["id"]]
    return {"note": note, "author": user_view(state, world, note["author"])}


def newest_chat_message(ctx: ParamContext) -> dict[str, Any]:
    """A chat that is not pinned, and a message time a minute ago (newer than any): the set-up's."""
    state = ctx["state"]
    chat = pick(ctx["rng"], [c for c in app_state(state, APP)["chats"] if not c["pinned"]])
    return {"id": chat["id"], "user": chat["user"], "at": state["os"]["clock"]["now"] - 60_000}


# ---------- goals ----------


def dm_sent(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """Exactly one new live message of mine to ``params.dm_user`` (a new chat or an old one),
    stating ``params.dm_text`` as a person reads it (``reading.quotes``)."""
    user, text = ctx["params"]["dm_user"], str(ctx["params"]["dm_text"])

    def mine(state: dict[str, Any]) -> list[dict[str, Any]]:
        return [m for c in app_state(state, APP)["chats"] if c["user"] == user for m in c["messages"]]

    new = new_live_items(mine(ctx["initial"]), mine(ctx["final"]), {"from": ME})
    ok = len(new) == 1 and quotes(str(new[0].get("text", "")), text)
    return ok, {"to": user, "text": text}, [m.get("text") for m in new]


# ---------- derived answers ----------


def field_value(ctx: ParamContext) -> int:
    """The chosen field ``params.f.key`` of the first collected note's author, as shown."""
    return int(ctx["params"]["c"]["author"][ctx["params"]["f"]["key"]])


def user_field_value(ctx: ParamContext) -> int:
    """The chosen field ``params.f.key`` of user ``params.u``, as shown."""
    return int(ctx["params"]["u"][ctx["params"]["f"]["key"]])


def search_note_value(ctx: ParamContext) -> int:
    """Likes or collects of the first search result, as shown (my like or collect adds one)."""
    note, key = ctx["params"]["s"]["note"], ctx["params"]["f"]["key"]
    mine = app_state(ctx["state"], APP)["liked" if key == "likes" else "collected"]
    return int(note[key]) + (1 if note["id"] in _ids(mine) else 0)


def my_following_after_drop(ctx: ParamContext) -> list[dict[str, Any]]:
    """My following list without its first 0-3 users (so the count differs between instances)."""
    return list(app_state(ctx["state"], APP)["following"])[int(ctx["rng"].integers(4)) :]


def my_profile_value(ctx: ParamContext) -> int:
    """My profile's stat ``params.f.key`` after the set-up: following from the list, fans and likes & collects from the world."""
    key = ctx["params"]["f"]["key"]
    if key == "following":
        return len(ctx["params"]["following"])
    return int(ctx["world"]["redbook_me"][key])
