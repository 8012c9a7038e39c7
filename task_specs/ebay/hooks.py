"""Hooks of the eBay templates. The searches and their results are the app's own
(``world.ebay_search_facts`` and ``world.ebay_query_facts``, computed at build time by
web_sim/world/ebay.ts ``searchListings``, the function the page runs); these hooks only pick
facts, word them as the app shows them, and check ``apps.ebay.searches`` for the searches run.
Goal hooks get ``{final, initial, params}`` and return ``(ok, expected, actual)``.
"""

from __future__ import annotations

import re
from typing import Any

from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, pick, yuan

# Category queries the two-item templates name an item by ("Sony headphones"); kitchen
# appliances are searched by brand, so they have no noun of their own.
_NOUN_QUERIES = ("headphones", "sneakers", "smartphone", "laptop", "camera", "watch", "jacket")


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9]+", str(text).casefold()) if w]


def _view(fact: dict[str, Any]) -> dict[str, Any]:
    """A fact with the texts the results screen shows for it."""
    return {
        **fact,
        "item": f"{fact['brand']} {fact['query']}",
        "count_text": f"{fact['count']} results",
        "min_text": "" if fact["minPrice"] is None else f"{fact['minPrice']:g}",
        "max_text": "" if fact["maxPrice"] is None else f"{fact['maxPrice']:g}",
        "cheapest_total_text": f"Total {yuan(fact['cheapest']['total'])}",
        "dearest_total_text": f"Total {yuan(fact['dearest']['total'])}",
    }


def two_counts(ctx: ParamContext) -> dict[str, Any]:
    """Two fully filtered searches (price band included) of different categories with
    different counts, and which has more: ``{a, b, more}``."""
    rng = ctx["rng"]
    facts = [f for f in ctx["world"]["ebay_search_facts"] if f["minPrice"] is not None and f["query"] in _NOUN_QUERIES]
    a = _pick_by_count(rng, facts)
    b = _pick_by_count(rng, [f for f in facts if f["category"] != a["category"] and f["count"] != a["count"]])
    a, b = _view(a), _view(b)
    return {"a": a, "b": b, "more": a["item"] if a["count"] > b["count"] else b["item"]}


def sony_headphones_search(ctx: ParamContext) -> dict[str, Any]:
    """A Sony headphones search filtered by condition and item location, drawn by its count
    first: Europe alone gives 2 or 4 listings (the row asks a filtered count, not Europe's)."""
    facts = [f for f in ctx["world"]["ebay_search_facts"] if f["category"] == "headphones" and f["brand"] == "Sony" and f["minPrice"] is None]
    return _pick_by_count(ctx["rng"], facts)


def _pick_by_count(rng: Any, facts: list[dict[str, Any]]) -> dict[str, Any]:
    """A search drawn by its count first (most filtered searches find 2 listings: drawn
    uniformly, "2" would be the answer in most instances), then among the searches of that count."""
    counts = sorted({f["count"] for f in facts})
    count = pick(rng, counts)
    return pick(rng, [f for f in facts if f["count"] == count])


def two_prices(ctx: ParamContext) -> dict[str, Any]:
    """Two items (brand + category) shipped from Asia, new, of different categories, and the
    cheapest or dearest total of each (``mode``): ``{a, b, mode, a_total, b_total, pick}``,
    ``pick`` being the cheaper (cheapest mode) or dearer (dearest mode) of the two."""
    rng = ctx["rng"]
    mode = ["cheapest", "dearest"][int(rng.integers(2))]
    facts = [f for f in ctx["world"]["ebay_search_facts"] if f["minPrice"] is None and f["location"] == "Asia" and f["condition"] == "New" and f["query"] in _NOUN_QUERIES]
    a = pick(rng, facts)
    b = pick(rng, [f for f in facts if f["category"] != a["category"] and f[mode]["total"] != a[mode]["total"]])
    a, b = _view(a), _view(b)
    at, bt = a[mode]["total"], b[mode]["total"]
    chosen = (a if (at < bt) == (mode == "cheapest") else b)["item"]
    return {"a": a, "b": b, "mode": mode, "a_total": at, "b_total": bt, "pick": chosen}


def _matches(record: dict[str, Any], fact: dict[str, Any]) -> bool:
    """Is this executed search the fact's search? The fact's query (the brand may be a filter
    or words of the query), its condition, item location and price band, no other filter."""
    q, fq, brand = _words(record["query"]), _words(fact["query"]), _words(fact["brand"])
    as_filter = record["brand"] == fact["brand"] and q in (fq, brand + fq)
    in_query = record["brand"] == "" and q == brand + fq
    return (
        (as_filter or in_query)
        and record["conditions"] == [fact["condition"]]
        and record["location"] == fact["location"]
        and record["minPrice"] == fact["minPrice"]
        and record["maxPrice"] == fact["maxPrice"]
        and record["format"] == ""
        and not record["freeShipping"]
        and record["category"] in ("", fact["category"])
        and record["count"] == fact["count"]
    )


def _ran(ctx: CheckContext, fact: dict[str, Any]) -> tuple[bool, Any, Any]:
    before = {s["id"] for s in ctx["initial"]["apps"]["ebay"]["searches"]}
    new = [s for s in ctx["final"]["apps"]["ebay"]["searches"] if s["id"] not in before]
    want = {k: fact[k] for k in ("query", "brand", "condition", "location", "minPrice", "maxPrice", "count")}
    fields = ("query", "brand", "conditions", "location", "minPrice", "maxPrice", "format", "freeShipping", "category", "count")
    return any(_matches(s, fact) for s in new), {"a search run with": want}, {"searches run": [{k: s[k] for k in fields} for s in new]}


def searched(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The search of ``params.fact`` was run during the episode."""
    return _ran(ctx, ctx["params"]["fact"])


def searched_a(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The first of the two searches (``params.pair.a``) was run."""
    return _ran(ctx, ctx["params"]["pair"]["a"])


def searched_b(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The second of the two searches (``params.pair.b``) was run."""
    return _ran(ctx, ctx["params"]["pair"]["b"])


def current_query_is(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The search on screen is for ``params.q[query]`` (case and spacing aside)."""
    cur = ctx["final"]["apps"]["ebay"]["search"]
    got = cur["query"] if cur else None
    return got is not None and _words(got) == _words(ctx["params"]["q"]["query"]), ctx["params"]["q"]["query"], got


def current_sort_is(ctx: CheckContext) -> tuple[bool, Any, Any]:
    """The search on screen is for ``params.q[query]``, sorted by ``params.sort[id]``."""
    cur = ctx["final"]["apps"]["ebay"]["search"]
    ok = cur is not None and _words(cur["query"]) == _words(ctx["params"]["q"]["query"]) and cur["sort"] == ctx["params"]["sort"]["id"]
    return ok, {"query": ctx["params"]["q"]["query"], "sort": ctx["params"]["sort"]["id"]}, cur and {"query": cur["query"], "sort": cur["sort"]}


def first_result(ctx: ParamContext) -> dict[str, Any]:
    """The first Best Match result of ``params.q``: the value of ``params.metric`` (its total,
    price or shipping) and the texts its card shows."""
    first = ctx["params"]["q"]["first"]["best"]
    total, price, shipping = first["total"], first["price"], first["shipping"]
    ship_text = "Free shipping" if shipping == 0 else f"+{yuan(shipping)} shipping"
    value = {"total": total, "price": price, "shipping": shipping}[ctx["params"]["metric"]["id"]]
    return {"value": value, "shown": [first["title"], yuan(price), {"text": ship_text, "exact": False}, f"Total {yuan(total)}"]}
