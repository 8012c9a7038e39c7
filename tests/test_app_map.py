"""Maps through real Chromium and real taps: the route sheet shows exactly the route the judges
read (world.map_places, built by the page's own route function) for several places and both
modes; the category search with the rating sort and a radius puts the judged top-rated place
first; the place sheet shows the judged address; the view records what is on screen; a moved
location moves the dot and the distances; and the judge catching careless agents (a walking
route where a driving one was asked, another place, a setting changed on the way)."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ModuleTaskEnv, PhoneDriver, answered_in, play_steps
from mobilegym_gym.errors import StatePatchError
from mobilegym_gym.sim.bundle import world

pytestmark = pytest.mark.browser


def _place(pid: str) -> dict[str, Any]:
    return next(p for p in world("map_places") if p["id"] == pid)


def _open_place(phone: PhoneDriver, p: dict[str, Any]) -> None:
    phone.open("map")
    phone.tap(testId="map-search")
    phone.type(p["name"])
    phone.tap(testId=f"map-suggest-{p['id']}")


def _y(phone: PhoneDriver, test_id: str) -> float:
    return float(phone.call(phone.phone.locate({"testId": test_id}))["y"])


@pytest.mark.parametrize("index", [0, 57, 131, 200])
def test_the_route_sheet_shows_the_judged_route_by_both_modes(phone: PhoneDriver, index: int) -> None:
    p = world("map_places")[index]
    _open_place(phone, p)
    assert phone.visible(text=p["address"])
    phone.tap(testId="map-directions")
    phone.tap(testId="permission-allow")
    view = phone.state()["apps"]["map"]["view"]
    assert view["screen"] == "route" and view["route"] == {"from": None, "to": p["id"], "mode": "drive"}
    for mode in ("drive", "walk"):
        phone.tap(testId=f"map-mode-{mode}")
        r = p[mode]
        assert phone.visible(testId="map-route-duration", text=r["durationText"])
        assert phone.visible(text=f"({r['distanceText']})")
        for step in r["steps"]:
            assert phone.visible(text=step)
    assert phone.state()["apps"]["map"]["view"]["route"]["mode"] == "walk"
    phone.act(type="BACK")
    view = phone.state()["apps"]["map"]["view"]
    assert view["screen"] == "place" and view["route"] is None


@pytest.mark.parametrize("which", [0, 5, 11])
def test_top_rated_within_a_radius_is_first_in_the_sorted_results(phone: PhoneDriver, which: int) -> None:
    facts = world("map_radius_facts")
    f = facts[which % len(facts)]
    cat = next(c for c in world("map_categories") if c["id"] == f["category"])
    phone.open("map")
    phone.tap(testId="map-search")
    phone.type(cat["plural"])
    phone.tap(testId=f"map-suggest-category-{cat['id']}")
    phone.tap(testId="permission-allow")
    phone.tap(testId="map-sort-Top rated")
    phone.tap(testId=f"map-radius-Within {f['radius'] // 1000} km")
    assert phone.visible(text=f"{f['count'] + sum(1 for p in world('map_places') if p['category'] == f['category'] and p['rating'] is None and p['distance'] <= f['radius'])} results")
    top = _place(f["top"])
    others = [p for p in world("map_places") if p["category"] == f["category"] and p["id"] != top["id"] and p["distance"] <= f["radius"]]
    second = min(others, key=lambda p: (-(p["rating"] or -1), p["distance"]))
    assert _y(phone, f"map-result-{top['id']}") < _y(phone, f"map-result-{second['id']}")
    view = phone.state()["apps"]["map"]["view"]
    assert (view["screen"], view["category"], view["sort"], view["radius"]) == ("results", f["category"], "rating", f["radius"])


def test_the_nearest_place_is_first_by_distance_and_due_north_is_on_the_map(phone: PhoneDriver) -> None:
    f = next(f for f in world("map_nearest_facts"))
    cat = next(c for c in world("map_categories") if c["id"] == f["category"])
    phone.open("map")
    phone.tap(testId="map-search")
    phone.type(cat["plural"])
    phone.tap(testId=f"map-suggest-category-{cat['id']}")
    phone.tap(testId="permission-allow")
    nearest = _place(f["nearest"])
    assert phone.visible(testId=f"map-result-{nearest['id']}-distance", text=f" · {nearest['distanceText']}")
    north = _place(next(n for n in world("map_north_facts") if n["category"] == "research_institute")["place"])
    assert abs(north["x"]) < 1 and north["y"] > 0
    assert all(abs(p["x"]) > 300 or p["y"] < 0 for p in world("map_places") if p["category"] == "research_institute" and p["id"] != north["id"])


def _distance_shown(m: int) -> str:
    """formatDistance: "850 m" below a kilometre, "1.2 km" above (half up, as JS rounds)."""
    return f"{int(m / 10 + 0.5) * 10} m" if m < 1000 else f"{int(m / 100 + 0.5) / 10:.1f} km"


def test_a_moved_location_moves_the_dot_the_distances_and_the_place_due_north(phone: PhoneDriver) -> None:
    """The phone put at another location (as NorthResearchInstituteAnswer's setup does): results
    measure from it, the dot stands on it, and the judged institute is straight above the dot."""
    f = next(n for n in world("map_north_facts") if n["category"] == "research_institute" and (n["origin"]["x"], n["origin"]["y"]) != (0, 0))
    o, north = f["origin"], _place(f["place"])
    phone.call(phone.phone.patch([{"op": "replace", "path": "/os/location/latitude", "value": o["latitude"]}, {"op": "replace", "path": "/os/location/longitude", "value": o["longitude"]}]))
    phone.open("map")
    phone.tap(testId="map-search")
    phone.type("Research institutes")
    phone.tap(testId="map-suggest-category-research_institute")
    phone.tap(testId="permission-allow")
    institutes = [p for p in world("map_places") if p["category"] == "research_institute"]
    nearest = min(institutes, key=lambda p: ((p["x"] - o["x"]) ** 2 + (p["y"] - o["y"]) ** 2, p["id"]))
    d = round(((nearest["x"] - o["x"]) ** 2 + (nearest["y"] - o["y"]) ** 2) ** 0.5)
    assert phone.visible(testId=f"map-result-{nearest['id']}-distance", text=f" · {_distance_shown(d)}")
    # The pin's label starts 8.8 px right of its tip: straight above the dot means the same x.
    targets = phone.call(phone.phone.targets())
    canvas = next(t["box"] for t in targets if t["testId"] == "map-canvas")
    dot = next(t["box"] for t in targets if t["testId"] == "map-my-location")
    label = next(t["box"] for t in targets if t["text"] == north["name"] and t["box"][1] < canvas[1] + canvas[3])
    assert 0 < label[0] - (dot[0] + dot[2] / 2) < 20 and label[1] < dot[1]


def test_a_route_from_another_start_and_denied_location(phone: PhoneDriver) -> None:
    r = world("map_od_routes")[0]
    origin, dest = _place(r["from"]), _place(r["to"])
    _open_place(phone, dest)
    phone.tap(testId="map-directions")
    phone.tap(testId="permission-deny")
    assert phone.visible(text="Your location is unavailable. Tap 'Your location' to choose a starting point.")
    phone.tap(testId="map-route-from")
    phone.type(origin["name"])
    phone.tap(testId=f"map-start-{origin['id']}")
    assert phone.state()["apps"]["map"]["view"]["route"] == {"from": origin["id"], "to": dest["id"], "mode": "drive"}
    for step in r["route"]["steps"]:
        assert phone.visible(text=step)
    assert phone.visible(text=f"({r['route']['distanceText']})")


def test_recent_searches_are_kept_only_when_the_setting_is_on(phone: PhoneDriver) -> None:
    p = world("map_places")[3]
    _open_place(phone, p)
    assert [h["placeId"] for h in phone.state()["apps"]["map"]["searchHistory"]] == [p["id"]]
    phone.act(type="BACK")
    phone.act(type="BACK")
    phone.tap(testId="map-avatar")
    phone.tap(testId="map-settingsPrivacy")
    phone.tap(testId="map-settings-recent")
    phone.act(type="BACK")
    phone.act(type="BACK")
    _open_place(phone, world("map_places")[4])
    state = phone.state()["apps"]["map"]
    assert state["settings"]["locationPrivacy"]["saveRecentSearches"] is False
    assert [h["placeId"] for h in state["searchHistory"]] == [p["id"]]


def test_the_theme_redraws_the_app_dark(phone: PhoneDriver) -> None:
    phone.open("map")
    phone.tap(testId="map-avatar")
    phone.tap(testId="map-settingsDisplay")
    assert phone.visible(testId="map-root") and phone.state()["apps"]["map"]["settings"]["display"]["theme"] == "light"
    phone.tap(testId="map-settings-theme")
    phone.tap(testId="map-theme-dark")
    assert phone.state()["apps"]["map"]["settings"]["display"]["theme"] == "dark"
    assert phone.screen() is not None and phone.visible(text="Always in dark theme")


def test_the_map_pans_by_drag_and_zooms_by_buttons(phone: PhoneDriver) -> None:
    phone.open("map")
    before = phone.call(phone.phone.locate({"testId": "map-my-location"}))
    phone.tap(testId="map-zoom-in")
    phone.act(type="SWIPE", x=180, y=500, x2=100, y2=400, duration_ms=300)
    after = phone.call(phone.phone.locate({"testId": "map-my-location"}))
    assert after["x"] < before["x"] and after["y"] < before["y"]
    phone.tap(testId="map-recenter")
    back = phone.call(phone.phone.locate({"testId": "map-my-location"}))
    assert abs(back["x"] - before["x"]) < 2 and abs(back["y"] - before["y"]) < 2


@pytest.mark.parametrize(
    ("patch", "where"),
    [
        ({"op": "replace", "path": "/apps/map/settings/display/theme", "value": "sepia"}, "/apps/map/settings/display/theme"),
        ({"op": "replace", "path": "/apps/map/view/route", "value": {"from": None, "to": "restaurant-1"}}, "/apps/map/view/route"),
        ({"op": "replace", "path": "/apps/map/settings/navigation/northUp", "value": "yes"}, "/apps/map/settings/navigation/northUp"),
    ],
)
def test_a_patch_that_breaks_maps_state_is_refused_and_changes_nothing(phone: PhoneDriver, patch: dict[str, Any], where: str) -> None:
    before = phone.state()
    with pytest.raises(StatePatchError, match=where):
        phone.call(phone.phone.patch([patch]))
    assert phone.state()["apps"]["map"] == before["apps"]["map"]


# ---------------------------------------------------------------- the judge on careless agents


def _to_place(p: dict[str, Any]) -> list[tuple[str, str]]:
    return [("tap", "map-search"), ("type", p["name"]), ("tap", f"map-suggest-{p['id']}"), ("tap", "map-directions"), ("tap", "permission-allow")]


def test_judge_refuses_a_walking_route_where_driving_was_asked(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("map.CheckDriveRoute")
    _, info = env.reset(seed=2)
    out = play_steps(env, [*_to_place(info["params"]["p"]), ("tap", "map-mode-walk")])
    assert out["outcome"]["success"] is False and out["goals_met"] is False


def test_judge_refuses_a_route_to_another_place(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("map.FindNearestAndRoute")
    _, info = env.reset(seed=4)
    f = info["params"]["f"]
    other = next(p for p in world("map_places") if p["category"] == f["category"]["id"] and p["id"] != f["place"]["id"])
    out = play_steps(env, _to_place(other))
    assert out["outcome"]["success"] is False and out["goals_met"] is False


def test_judge_flags_a_setting_changed_on_the_way_to_north_up(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("map.SetMapNorthUp")
    env.reset(seed=1)
    out = play_steps(env, [("tap", "map-avatar"), ("tap", "map-settingsNavigation"), ("tap", "map-settings-voice"), ("tap", "map-settings-northup")])
    assert out["goals_met"] is True and out["outcome"]["success"] is False
    assert any(c["path"] == "/apps/map/settings/navigation/voiceGuidance" for c in out["unexpected_changes"])


def test_judge_flags_a_place_saved_while_looking_up_a_distance(module_task_env: ModuleTaskEnv) -> None:
    env = module_task_env("map.QueryDrivingDistance")
    _, info = env.reset(seed=5)
    p = info["params"]["p"]
    steps = [("tap", "map-search"), ("type", p["name"]), ("tap", f"map-suggest-{p['id']}"), ("tap", "map-save"), ("tap", "map-directions"), ("tap", "permission-allow")]
    out = play_steps(env, steps)
    assert any(c["path"].startswith("/apps/map/user/lists") for c in out["unexpected_changes"])


def test_a_distance_answered_in_metres_passes() -> None:
    info = answered_in("map.QueryDrivingDistance", 0, lambda f, v: f"{float(v) * 1000:,.0f} m")
    assert info["goals_met"] and info["clean"], info["issues"]
    info = answered_in("map.QueryDrivingDistance", 0, lambda f, v: f"{v} miles")
    assert not info["goals_met"] and "is in mi; this field asks km" in info["issues"][0]["detail"]
