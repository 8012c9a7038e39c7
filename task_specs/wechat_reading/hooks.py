"""Hooks of the WeChat Reading templates. Books, categories, the hot-search ranking and the
reading-stats facts are the app's own (``world.wechat_reading_*``, built by
web_sim/world/wechat_reading*.ts, the modules the page runs); shelf, progress and records are
read from the state. Parameter hooks get ``{state, world, params, rng}``; goal hooks get
``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, by_id, pick

APP = "wechat_reading"

_NICKNAMES = ["Bookworm Lin", "Night Reader", "Page Turner", "Moon Library", "Quiet Owl", "Slow Reader", "Tea and Books"]


def _view(b: dict[str, Any]) -> dict[str, Any]:
    keys = ("id", "title", "author", "wordsText", "totalWords", "recommendedText", "recommendedValue", "ratingText", "audioPlaysText", "category", "categoryName")
    return {k: b[k] for k in keys}


def _searchable(world: Mapping[str, Any], b: dict[str, Any]) -> bool:
    """The title search lists the book itself (titles are unique and at most 20 results show)."""
    return sum(b["title"].lower() in x["title"].lower() or b["title"].lower() in x["author"].lower() for x in world["wechat_reading_books"]) <= 20


def _progress_entry(world: Mapping[str, Any], book_id: str, percent: int, at: int) -> dict[str, Any]:
    """A progress record as the reader writes it for "go to P%" (offset = floor(P x words / 100))."""
    return {"id": book_id, "offset": percent * by_id(world["wechat_reading_books"])[book_id]["totalWords"] // 100, "percent": percent, "lastReadAt": at}


# ---- parameter hooks -------------------------------------------------------------------------


def book_off_shelf(ctx: ParamContext) -> dict[str, Any]:
    """A book that is not on my shelf and has no progress yet."""
    state, world = ctx["state"], ctx["world"]
    taken = {x["id"] for x in app_state(state, APP)["shelf"]} | {p["id"] for p in app_state(state, APP)["progress"]}
    fit = [b for b in world["wechat_reading_books"] if b["id"] not in taken and _searchable(world, b)]
    return _view(pick(ctx["rng"], fit))


def any_book(ctx: ParamContext) -> dict[str, Any]:
    """Any book the title search finds."""
    world = ctx["world"]
    return _view(pick(ctx["rng"], [b for b in world["wechat_reading_books"] if _searchable(world, b)]))


def shelf_book(ctx: ParamContext) -> dict[str, Any]:
    """A book on my shelf, with its index on the shelf and its progress."""
    state, world = ctx["state"], ctx["world"]
    shelf = app_state(state, APP)["shelf"]
    i = int(ctx["rng"].integers(len(shelf)))
    prog = next((p["percent"] for p in app_state(state, APP)["progress"] if p["id"] == shelf[i]["id"]), 0)
    return {**_view(by_id(world["wechat_reading_books"])[shelf[i]["id"]]), "index": i, "percent": prog}


def shelf_book_public(ctx: ParamContext) -> dict[str, Any]:
    """A shelf book that is not private yet."""
    state, world = ctx["state"], ctx["world"]
    fit = [x["id"] for x in app_state(state, APP)["shelf"] if not x["isPrivate"]]
    return _view(by_id(world["wechat_reading_books"])[pick(ctx["rng"], fit)])


def target_percent(ctx: ParamContext) -> int:
    """A target percentage away from the book's current one (params.book[percent] when set)."""
    now = ctx["params"].get("book", {}).get("percent", -100)
    return int(pick(ctx["rng"], [p for p in (15, 25, 30, 40, 55, 60, 75, 80, 90) if abs(p - now) >= 10]))


def lowest_progress(ctx: ParamContext) -> dict[str, Any]:
    """Make a random shelf book (not the one lowest already) the clear lowest: 1-3% read.
    Returns ``{book, start, progress}`` with the progress list to set up."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    app = app_state(state, APP)
    lowest = min(app["progress"], key=lambda p: p["percent"])["percent"]
    fit = [x["id"] for x in app["shelf"] if any(p["id"] == x["id"] and p["percent"] > lowest + 5 for p in app["progress"])]
    bid = pick(rng, fit)
    start = int(rng.integers(1, min(4, lowest)))
    progress = [(_progress_entry(world, bid, start, p["lastReadAt"]) if p["id"] == bid else p) for p in app["progress"]]
    return {"book": _view(by_id(world["wechat_reading_books"])[bid]), "start": start, "progress": progress}


def hot_rank(ctx: ParamContext) -> dict[str, Any]:
    """Rank N (2..10) of the hot search and its book."""
    world = ctx["world"]
    n = int(ctx["rng"].integers(2, 11))
    return {"n": n, "book": _view(by_id(world["wechat_reading_books"])[world["wechat_reading_hot"][n - 1]])}


def two_books(ctx: ParamContext) -> dict[str, Any]:
    """Two books off my shelf whose shown word counts differ by at least 10%: ``{a, b, longer, shorter}``."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    taken = {x["id"] for x in app_state(state, APP)["shelf"]}
    fit = [b for b in world["wechat_reading_books"] if b["id"] not in taken and _searchable(world, b)]
    while True:
        a, b = pick(rng, fit), pick(rng, fit)
        if a["id"] != b["id"] and max(a["totalWords"], b["totalWords"]) >= 1.1 * min(a["totalWords"], b["totalWords"]):
            break
    longer, shorter = (a, b) if a["totalWords"] > b["totalWords"] else (b, a)
    return {"a": _view(a), "b": _view(b), "longer": _view(longer), "shorter": _view(shorter)}


def shelf_removal(ctx: ParamContext) -> dict[str, Any]:
    """A threshold X and the shelf books whose recommendation value is <= X, in shelf order,
    padded to 6 slots for the solution's steps (``slots``/``has``)."""
    state, world, rng = ctx["state"], ctx["world"], ctx["rng"]
    books = by_id(world["wechat_reading_books"])
    x = int(pick(rng, [84, 85, 86, 88, 89, 90]))
    ids = [s["id"] for s in app_state(state, APP)["shelf"] if books[s["id"]]["recommendedValue"] <= x]
    keep = [s["id"] for s in app_state(state, APP)["shelf"] if s["id"] not in ids]
    slots = ids + [""] * (6 - len(ids))
    return {"x": x, "ids": ids, "keep": keep, "slots": slots, "has": [bool(i) for i in slots]}


def peak_day(ctx: ParamContext) -> dict[str, Any]:
    """Make one of the 6 days before today the clear most-read day of the last 7: ``{records, day}``."""
    state, rng = ctx["state"], ctx["rng"]
    facts = ctx["world"]["wechat_reading_stats"]
    week = facts["week"][:-1]
    day = pick(rng, week)
    best = max(d["minutes"] for d in facts["week"])
    minutes = best + int(rng.integers(12, 40))
    records = [dict(r) for r in app_state(state, APP)["records"]]
    for r in records:
        if r["date"] == day["date"]:
            r["minutes"] = minutes
    if not any(r["date"] == day["date"] for r in records):
        records.append({"date": day["date"], "minutes": minutes})
        records.sort(key=lambda r: r["date"])
    h, m = divmod(minutes, 60)
    duration = (f"{h} h {m} min" if m else f"{h} h") if h else f"{m} min"
    return {"records": records, "day": {**day, "minutes": minutes, "duration": duration}, "week": [d["date"] for d in facts["week"]]}


def month_days(ctx: ParamContext) -> dict[str, Any]:
    """A month with reading records and how far back it is from the current one."""
    facts = ctx["world"]["wechat_reading_stats"]
    m = pick(ctx["rng"], facts["months"])
    back = int(facts["today"][5:7]) - m["month"]
    return {**m, "back": back, "b1": back >= 1, "b2": back >= 2, "title": f"{m['monthName']} {m['year']}"}


def coin_balance(ctx: ParamContext) -> dict[str, Any]:
    """A balance to set up, and how the app shows it."""
    rng = ctx["rng"]
    v = int(rng.integers(1000, 99999)) / 100
    return {"value": v, "text": f"{v:.2f}"}


def nickname(ctx: ParamContext) -> str:
    now = app_state(ctx["state"], APP)["profile"]["nickname"]
    return str(pick(ctx["rng"], [n for n in _NICKNAMES if n != now]))


def audiobook(ctx: ParamContext) -> dict[str, Any]:
    return _view(pick(ctx["rng"], [b for b in ctx["world"]["wechat_reading_books"] if b["audioPlays"] is not None]))


def category_top(ctx: ParamContext) -> dict[str, Any]:
    """A category and its top books by rating and by recommendation value (unique in the world)."""
    world = ctx["world"]
    c = pick(ctx["rng"], world["wechat_reading_categories"])
    books = by_id(world["wechat_reading_books"])
    return {"id": c["id"], "name": c["name"], "byRating": _view(books[c["topByRating"]]), "byRecommendation": _view(books[c["topByRecommendation"]])}


def followed_user(ctx: ParamContext) -> dict[str, Any]:
    state, world = ctx["state"], ctx["world"]
    fid = pick(ctx["rng"], [f["id"] for f in app_state(state, APP)["following"]])
    return next(u for u in world["wechat_reading_users"] if u["id"] == fid)


# ---- goal hooks ------------------------------------------------------------------------------


def shelf_kept_exactly(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The shelf holds exactly the books that were not to be removed, in their order."""
    want = ctx["params"]["r"]["keep"]
    got = [s["id"] for s in app_state(ctx["final"], APP)["shelf"]]
    return got == want, want, got
