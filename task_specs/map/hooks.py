"""Hooks of the Maps templates. Every place, route and ranking is the app's own: the world
datasets ``map_places`` (each place's walking and driving route from my location),
``map_radius_facts``, ``map_nearest_facts``, ``map_north_facts`` (with the locations a template
may move the phone to) and ``map_od_routes`` are computed at build time by web_sim/world/map.ts (``routeToPlace``, ``searchPlaces``), the
functions the page runs. These hooks only pick facts and word them as the app shows them.
Parameter hooks get ``{state, world, params, rng}`` and draw only from ``ctx["rng"]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mobilegym_gym.tasks.hooklib import ParamContext, by_id, pick

_RADIUS_CHIPS = {1000: "Within 1 km", 2000: "Within 2 km", 3000: "Within 3 km", 5000: "Within 5 km"}


def _category(world: Mapping[str, Any], cid: str) -> dict[str, Any]:
    c = next(c for c in world["map_categories"] if c["id"] == cid)
    return {**c, "noun": c["label"].lower(), "nouns": c["plural"].lower()}


def place_view(p: dict[str, Any]) -> dict[str, Any]:
    """A place fact with the texts its sheet and routes show ("(1.2 km)" under the duration)."""
    return {**p, "walk_distance_shown": f"({p['walk']['distanceText']})", "drive_distance_shown": f"({p['drive']['distanceText']})"}


def top_rated(ctx: ParamContext) -> dict[str, Any]:
    """A category and radius with an unambiguous top-rated place (ties broken by distance):
    ``{category, radius_km, chip, place}``."""
    world = ctx["world"]
    f = pick(ctx["rng"], world["map_radius_facts"])
    return {"category": _category(world, f["category"]), "radius_km": f["radius"] // 1000, "chip": _RADIUS_CHIPS[f["radius"]], "tie": f["tie"], "place": place_view(by_id(world["map_places"])[f["top"]])}


def nearest(ctx: ParamContext) -> dict[str, Any]:
    """A category with a clear nearest place and a clear nearest rated place: ``{category, place, rated}``."""
    world = ctx["world"]
    f = pick(ctx["rng"], world["map_nearest_facts"])
    places = by_id(world["map_places"])
    return {"category": _category(world, f["category"]), "place": place_view(places[f["nearest"]]), "rated": place_view(places[f["nearestRated"]])}


def nearest_rated_first(ctx: ParamContext) -> dict[str, Any]:
    """Like ``nearest``, among categories whose nearest place is rated (its rating is the answer)."""
    world = ctx["world"]
    f = pick(ctx["rng"], [f for f in world["map_nearest_facts"] if f["nearest"] == f["nearestRated"]])
    places = by_id(world["map_places"])
    return {"category": _category(world, f["category"]), "place": place_view(places[f["nearest"]])}


def rating_rank(ctx: ParamContext) -> dict[str, Any]:
    """The nearest rated place of a category and its rating rank among the rated places of that
    category within a radius: ``{category, radius_km, chip, place, rank, ranked}``, ``ranked``
    being the names from the top down to it, as the list sorted by rating shows them."""
    world = ctx["world"]
    f = pick(ctx["rng"], [f for f in world["map_nearest_facts"] if f["ranks"]])
    r = pick(ctx["rng"], f["ranks"])
    places = by_id(world["map_places"])
    nr = places[f["nearestRated"]]
    within = sorted((p for p in places.values() if p["category"] == f["category"] and p["rating"] is not None and p["distance"] <= r["radius"]), key=lambda p: (-p["rating"], p["distance"]))
    ranked = [p["name"] for p in within[: [p["id"] for p in within].index(nr["id"]) + 1]]
    return {"category": _category(world, f["category"]), "radius_km": r["radius"] // 1000, "chip": _RADIUS_CHIPS[r["radius"]], "place": place_view(nr), "rank": r["rank"], "ranked": ranked}


def due_north(ctx: ParamContext) -> dict[str, Any]:
    """A location to put the phone at and the research institute due north of it, drawn from
    ``map_north_facts`` (a different institute for each location): ``{category, place, origin}``,
    ``origin`` the GPS fix the setup gives ``os.location``. ``place`` is its name and id only:
    the world's distances and routes are measured from the default location."""
    world = ctx["world"]
    f = pick(ctx["rng"], [f for f in world["map_north_facts"] if f["category"] == "research_institute"])
    place = by_id(world["map_places"])[f["place"]]
    return {"category": _category(world, "research_institute"), "place": {"id": place["id"], "name": place["name"]}, "origin": f["origin"]}


def any_place(ctx: ParamContext) -> dict[str, Any]:
    """A place of any category, named in the instruction."""
    p = pick(ctx["rng"], ctx["world"]["map_places"])
    return {**place_view(p), "category_label": _category(ctx["world"], p["category"])["noun"]}


def compare_modes(ctx: ParamContext) -> dict[str, Any]:
    """A place whose walking and driving times differ; half the draws are places where walking
    is faster (driving times include parking): ``{place, faster}``."""
    rng = ctx["rng"]
    places = [p for p in ctx["world"]["map_places"] if p["walk"]["minutes"] != p["drive"]["minutes"]]
    walk_wins = [p for p in places if p["walk"]["minutes"] < p["drive"]["minutes"]]
    drive_wins = [p for p in places if p["drive"]["minutes"] < p["walk"]["minutes"]]
    p = pick(rng, walk_wins if rng.random() < 0.5 else drive_wins)
    return {"place": place_view(p), "faster": "Walking" if p["walk"]["minutes"] < p["drive"]["minutes"] else "Driving"}


def driving_cost(ctx: ParamContext) -> dict[str, Any]:
    """A place, a fuel price per km and the cost of the driving route (its shown distance x rate)."""
    rng = ctx["rng"]
    p = pick(rng, ctx["world"]["map_places"])
    rate = pick(rng, [0.5, 0.8, 1.2, 1.5])
    return {"place": place_view(p), "rate": rate, "cost": round(p["drive"]["km"] * rate, 2)}


def od_route(ctx: ParamContext) -> dict[str, Any]:
    """A pre-computed driving route between two places: ``{origin, destination, steps}``."""
    world = ctx["world"]
    r = pick(ctx["rng"], world["map_od_routes"])
    places = by_id(world["map_places"])
    return {"origin": places[r["from"]], "destination": places[r["to"]], "steps": r["route"]["steps"], "route": r["route"]}
