"""crossapp_life's outputs judged as claims, through each template and the real judge: a seeded
instance's prepared state, the output a careful or a cunning agent would leave, and the verdict.

A careful user's paraphrase passes (a greeting, no final period, "9:30 AM" for "09:30", "553
yuan" for "¥553", the date for the weekday, the instruction's other wording of a branch); a
hedge (two candidate values, another train, another listing), the other branch's statement and
a negated statement fail.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate

State = dict[str, Any]
Edit = Callable[[State], None]


class Instance:
    """A seeded instance of a template (the first seed whose parameters fit ``where``) and its
    prepared state; :meth:`met` judges that state once ``edits`` are applied."""

    def __init__(self, template: str, where: Callable[[dict[str, Any]], bool] = lambda p: True) -> None:
        self.task = default_tasks().tasks[f"crossapp_life.{template}"]
        seed = next(s for s in range(1, 80) if where(instantiate(self.task, s).params))
        self.inst = instantiate(self.task, seed)
        self.p = self.inst.params
        self.s0 = self.inst.initial_state()

    def verdict(self, *edits: Edit) -> JudgeResult:
        s = copy.deepcopy(self.s0)
        for edit in edits:
            edit(s)
        return judge(s, self.s0, self.inst.checks, self.inst.expected, self.inst.answer_fields, self.inst.expected_answers, self.task.hooks, self.p)

    def met(self, *edits: Edit) -> bool:
        v = self.verdict(*edits)
        return v.goals_met and v.clean


def said(chat: str, *texts: str) -> Edit:
    """Messages of mine in a WeChat chat."""

    def edit(s: State) -> None:
        c = next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)
        c["messages"] += [{"id": f"x{i}", "from": "me", "type": "text", "text": t, "time": s["os"]["clock"]["now"] + i, "photoId": None, "recalled": False} for i, t in enumerate(texts)]

    return edit


def texted(thread: str, text: str) -> Edit:
    """An SMS of mine in a Messages thread."""

    def edit(s: State) -> None:
        t = next(t for t in s["os"]["providers"]["sms"] if t["id"] == thread)
        t["messages"].append({"id": "m90", "direction": "out", "text": text, "time": s["os"]["clock"]["now"] + 1, "read": True})

    return edit


def noted(title: str, body: str) -> Edit:
    def edit(s: State) -> None:
        s["apps"]["notes"]["notes"].append({"id": "n90", "title": title, "body": body, "folderId": "f1", "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": 0, "updatedAt": 0})

    return edit


def event(title: str, date: str, all_day: bool = False, notes: str = "", start: str = "09:00", end: str = "10:00") -> Edit:
    def edit(s: State) -> None:
        s["apps"]["calendar"]["events"].append({"id": "e90", "title": title, "date": date, "allDay": all_day, "start": start, "end": end, "type": "event", "reminder": 15, "alarm": False, "notes": notes})

    return edit


def alarm(hour: int, minute: int) -> Edit:
    def edit(s: State) -> None:
        s["apps"]["clock"]["alarms"].append({"id": "a90", "hour": hour, "minute": minute, "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False})

    return edit


def twelve_hour(hm: str) -> str:
    h, m = (int(x) for x in hm.split(":"))
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


def later(hm: str, minutes: int = 60) -> str:
    h, m = (int(x) for x in hm.split(":"))
    t = (h * 60 + m + minutes) % 1440
    return f"{t // 60:02d}:{t % 60:02d}"


# ---------------------------------------------------------------- places


def test_the_top_rated_place_is_sent_alone_with_its_rating_and_address() -> None:
    """MapNearbyBestToWechat: a message naming every listing of the category (a hedge) fails."""
    x = Instance("MapNearbyBestToWechat")
    place, friend = x.p["f"]["place"], x.p["friend"]["id"]
    other = next(n for n in x.p["f"]["listings"]["names"] if n != place["name"])
    right = f"{place['name']}, rated {place['ratingText']}, at {place['address']}"
    assert x.met(said(friend, right))
    assert x.met(said(friend, f"Hi! Try {place['name']} ({place['rating']}/5): {place['address']}"))
    assert not x.met(said(friend, f"{right}. Or {other}"))
    assert not x.met(said(friend, f"{place['name']}, rated {place['rating']} or {place['rating'] - 0.3:.1f}, at {place['address']}"))
    assert not x.met(said(friend, f"{place['name']}, at {place['address']}"))  # no rating
    assert not x.met(said(friend, ", ".join(x.p["f"]["listings"]["names"]) + f" {place['rating']} {place['address']}"))


@pytest.mark.parametrize("near", [True, False])
def test_the_nearby_place_branch_invites_both_friends_or_texts_the_address(near: bool) -> None:
    x = Instance("TopRatedNearbyPlaceConditionalWechatOrSmsInvite", lambda p: p["f"]["near"] is near)
    place, a, b, c = x.p["f"]["place"], x.p["a"]["id"], x.p["b"]["id"], x.p["c"]["thread"]
    invite_a, invite_b = said(a, f"Let's go to {place['name']}!"), said(b, f"Join us at {place['name']}")
    address = texted(c, f"{place['name']}: {place['address']}")
    assert x.met(invite_a, invite_b) is near
    assert x.met(address) is not near
    assert not x.met(invite_a, invite_b, address)  # both branches
    assert not x.met(invite_a) and not x.met()


def test_the_address_texted_is_the_nearest_place_not_another() -> None:
    x = Instance("WechatFoodExtractMapSms")
    place, thread = x.p["food"]["place"], x.p["y"]["thread"]
    other = next(a for a in x.p["food"]["listings"]["addresses"] if a != place["address"])
    assert x.met(texted(thread, f"Hi, it's at {place['address']}"))
    assert not x.met(texted(thread, f"{place['address']} or {other}"))


# ---------------------------------------------------------------- weather


@pytest.mark.parametrize(("kind", "written", "rival"), [("percent", "{v}%", "{w}%"), ("number", "UV index {v}", "UV index {w}"), ("temperature", "feels like {v}°C", "{w} degrees"), ("number", "AQI {v}", "AQI {w}")])
def test_a_weather_metric_is_sent_as_its_own_value_and_no_rival(kind: str, written: str, rival: str) -> None:
    """WeatherShareMetric: the value in its metric's form passes; "UV index 17" is no 7, and a
    second value beside the right one is a hedge."""
    name = {"{v}%": "humidity", "UV index {v}": "UV index", "feels like {v}°C": "feels-like temperature", "AQI {v}": "air quality index (AQI)"}[written]
    x = Instance("WeatherShareMetric", lambda p: p["metric"]["name"] == name)
    v, friend = x.p["value"], x.p["friend"]["id"]
    assert x.p["metric"]["kind"] == kind
    assert x.met(said(friend, "Hi! It's " + written.format(v=v) + " now"))
    assert not x.met(said(friend, written.format(v=f"1{v}")))
    assert not x.met(said(friend, written.format(v=v) + ", or maybe " + rival.format(w=v + 2)))


def test_the_not_sunny_event_notes_give_the_temperature_and_condition_and_nothing_else_is_asked() -> None:
    """WeatherCalendarCreateEventIfNotSunny: the Weather app may be left anywhere; the notes
    state the temperature (any form) and the condition, not a rival of either."""
    x = Instance("WeatherCalendarCreateEventIfNotSunny", lambda p: not p["sunny"])
    case, title, today = x.p["case"], x.p["title"], x.p["today"]["iso"]
    other = next(c for c in x.p["conditions"] if c != case["cond"])
    assert x.met(event(title, today, all_day=True, notes=f"{case['temp']}°C, {case['cond']}"))
    assert x.met(event(title.lower(), today, all_day=True, notes=f"{case['cond']} and {case['temp']} degrees"))
    assert not x.met(event(title, today, all_day=True, notes=f"{case['temp'] + 3}°C, {case['cond']}"))
    assert not x.met(event(title, today, all_day=True, notes=f"{case['temp']}°C, {case['cond']} or {other}"))
    assert not x.met(event(title, today, all_day=False, notes=f"{case['temp']}°C, {case['cond']}"))


def test_the_free_weekend_day_is_named_by_weekday_or_date_and_never_the_busy_one() -> None:
    """CalendarFreeWeatherInvite (dry): the invitation names the free day; the busy day named
    beside it is a hedge. Nothing about the Weather app's screen is judged."""
    x = Instance("CalendarFreeWeatherInvite", lambda p: p["dry"])
    plan, friend = x.p["plan"], x.p["friend"]["id"]
    assert x.met(said(friend, f"Are you free on {plan['free']['weekday']}? Let's go out"))
    assert x.met(said(friend, f"Hi! Let's go out on {plan['free']['short']}"))
    assert not x.met(said(friend, f"Are you free on {plan['busy']['weekday']}?"))
    assert not x.met(said(friend, f"{plan['free']['weekday']} or {plan['busy']['weekday']}?"))


def test_the_dry_dates_note_lists_every_dry_date_and_no_rainy_one() -> None:
    x = Instance("WeatherFilterNonRainyDays")
    dry = x.p["dry"]
    rainy = next(d for d in (f"05/{14 + i}" for i in range(5)) if d not in dry)
    assert x.met(noted("Good days to travel", ", ".join(dry)))
    assert x.met(noted("good days to travel", "\n".join(dry)))
    assert not x.met(noted("Good days to travel", ", ".join([*dry, rainy])))
    assert not x.met(noted("Good days to travel", ", ".join(dry[:-1]))) or len(dry) == 1


@pytest.mark.parametrize("rain", [True])
def test_the_rain_message_tells_to_bring_an_umbrella_and_not_that_it_is_fine(rain: bool) -> None:
    """WeatherRainBranchNotify (every saved city rains tomorrow in the seeded world, so only the
    rain branch is drawn): either wording's phrase passes; the fine-weather sentence beside it,
    or the umbrella negated, fails."""
    x = Instance("WeatherRainBranchNotify", lambda p: p["rain"] is rain)
    friend, fine = x.p["friend"]["id"], x.p["fine"]
    assert x.met(said(friend, "Take an umbrella tomorrow"))
    assert x.met(said(friend, "Hi, bring an umbrella, rain is coming"))
    assert not x.met(said(friend, f"{fine}. Bring an umbrella just in case"))
    assert not x.met(said(friend, "No need for an umbrella tomorrow"))
    assert not x.met(said(friend, fine))


# ---------------------------------------------------------------- trains


def test_the_earliest_train_and_its_departure_in_any_time_form_and_no_other_train() -> None:
    x = Instance("RailwayTrainInfoToWechat")
    train, friend = x.p["r"]["train"], x.p["friend"]["id"]
    other = next(t for t in x.p["r"]["trains"] if t != train["no"])
    assert x.met(said(friend, f"The earliest is {train['no']}, leaving at {train['dep']}."))
    assert x.met(said(friend, f"hi! {train['no']} departs {twelve_hour(train['dep'])}"))
    assert not x.met(said(friend, f"{train['no']} at {train['dep']}, or {other}"))
    assert not x.met(said(friend, f"{train['no']} at {train['dep']} or {later(train['dep'])}"))


def test_the_earliest_g_train_fare_in_any_money_form_and_no_other_fare() -> None:
    x = Instance("RailwayEarliestGTrainToWechat")
    train, friend = x.p["r"]["train"], x.p["friend"]["id"]
    assert x.met(said(friend, f"{train['no']}, 2nd class ¥{x.p['r']['fare']}"))
    assert x.met(said(friend, f"{train['no']}: {train['fare']:.2f} yuan"))
    assert not x.met(said(friend, f"{train['no']}: ¥{train['fare']} or ¥{train['fare'] + 50}"))


def test_the_shanghai_trip_message_gives_the_arrival_and_no_umbrella_when_dry() -> None:
    """RealisticTrip001 (dry; its rain branch is drawn by another change): the note and the
    message; the departure may be given beside the arrival, an umbrella request may not."""
    x = Instance("RealisticTrip001", lambda p: p["t"]["dry"])
    t, friend = x.p["t"], x.p["friend"]["id"]
    memo = noted("Shanghai business trip memo", f"Train {t['train']['no']}, weather: {t['day']['day']}")
    assert x.met(memo, said(friend, f"I arrive at {t['train']['arr']} on {t['train']['no']}"))
    assert x.met(memo, said(friend, f"Hi! Leaving {t['train']['dep']}, arriving {twelve_hour(t['train']['arr'])}"))
    assert not x.met(memo, said(friend, f"I arrive at {t['train']['arr']}, please bring an umbrella"))
    assert not x.met(memo, said(friend, f"I arrive at {later(t['train']['arr'])}"))
    assert x.met(noted("shanghai business trip memo", f"{t['train']['no']}, {t['day']['day']}"), said(friend, f"I arrive at {t['train']['arr']}"))  # the title in another case
    other = next(o["no"] for o in t["fact"]["options"] if o["no"] != t["train"]["no"])
    assert not x.met(noted("Shanghai business trip memo", f"Train {t['train']['no']} or {other}, {t['day']['day']}"), said(friend, f"I arrive at {t['train']['arr']}"))


@pytest.mark.parametrize("ok", [True, False])
def test_the_chengdu_plan_follows_its_branch(ok: bool) -> None:
    """WeekendShanghaiTripIfClearAndFree: OK: the note, the alarm and a request to meet; not OK:
    the trip called off in any usual words ("canceled" too), and nothing else."""
    x = Instance("WeekendShanghaiTripIfClearAndFree", lambda p: p["t"]["ok"] is ok)
    t, friend, title = x.p["t"], x.p["friend"]["id"], x.p["note_title"]
    note = noted(title, f"{t['train']['no']}, departs {twelve_hour(t['train']['dep'])}. {t['day']['day']}")
    wake = alarm(t["alarm"]["hour"], t["alarm"]["minute"])
    meet = said(friend, "Hi! Can we meet in Chengdu on Saturday?")
    if ok:
        assert x.met(note, wake, meet)
        assert not x.met(note, wake, said(friend, "Can we meet in Chengdu? Or maybe the trip is cancelled"))
        assert not x.met(note, wake, said(friend, "The Chengdu trip is canceled"))
        assert not x.met(note, meet)  # no alarm
    else:
        assert x.met(said(friend, "Sorry, the trip on Saturday is canceled"))
        assert x.met(said(friend, "The Chengdu trip is called off, so we can't meet there"))
        assert not x.met(said(friend, "The trip is not cancelled, let's meet there"))
        assert not x.met(note, wake, said(friend, "Sorry, the trip on Saturday is cancelled"))
        assert not x.met(meet)


# ---------------------------------------------------------------- branches of a plan


@pytest.mark.parametrize("above", [True, False])
def test_the_dinner_branch_in_either_wordings_words(above: bool) -> None:
    """RestaurantRatingInviteCalendar: "we'd better choose a different restaurant" (the second
    wording's own phrase) passes; the invitation and the refusal together fail."""
    x = Instance("RestaurantRatingInviteCalendar", lambda p: p["r"]["above"] is above)
    friend, name, today = x.p["friend"]["id"], x.p["r"]["place"]["name"], x.p["r"]["today"]
    dinner = event(x.p["title"], today, start="19:00", end="21:00")
    if above:
        assert x.met(said(friend, f"Dinner at {name} tonight?"), dinner)
        assert not x.met(said(friend, f"Dinner at {name} tonight? Or another restaurant"), dinner)
        assert not x.met(said(friend, f"Let's not have dinner at {name}"), dinner)
        assert not x.met(said(friend, f"Dinner at {name} tonight?"))  # no event
    else:
        assert x.met(said(friend, "We'd better choose a different restaurant"))
        assert x.met(said(friend, f"{name} isn't good enough, let's pick another restaurant"))
        assert not x.met(said(friend, f"Dinner at {name} tonight, or another restaurant?"))
        assert not x.met(said(friend, "Let's pick another restaurant"), dinner)


@pytest.mark.parametrize("dry", [True, False])
def test_the_outing_follows_saturdays_weather(dry: bool) -> None:
    """WeekendTripFullPlan: dry: the event and an invitation naming the place and its driving
    time in any form; rain: no event and the outing called off (not "not off")."""
    x = Instance("WeekendTripFullPlan", lambda p: p["dry"] is dry)
    dest, friend, sat = x.p["dest"], x.p["friend"]["id"], x.p["w"]["sat"]["iso"]
    minutes = dest["drive"]["minutes"]
    outing = event("Outing", sat)
    if dry:
        assert x.met(outing, said(friend, f"Hi! Outing on Saturday to {dest['name']}, {minutes} minutes by car"))
        assert not x.met(outing, said(friend, f"Outing to {dest['name']}, {minutes} or {minutes + 15} min by car"))
        assert not x.met(outing, said(friend, f"Outing to {dest['name']}, {minutes} min by car. Or it's off if it rains"))
        assert not x.met(said(friend, f"Outing to {dest['name']}, {minutes} min by car"))  # no event
    else:
        assert x.met(said(friend, "Saturday's outing is called off, rain is forecast"))
        assert not x.met(said(friend, "The outing is not off"))
        assert not x.met(outing, said(friend, "Our outing is off"))


# ---------------------------------------------------------------- photos


def test_the_fridge_reminder_names_every_opened_food_and_no_sealed_one() -> None:
    x = Instance("OpenedFridgeFoodsToMom")
    fridge = x.p["fridge"]
    assert x.met(said("mom", "Hi Mom, please use up: " + ", ".join(fridge["opened"])))
    assert not x.met(said("mom", "Use up: " + ", ".join(fridge["opened"][:-1])))
    assert not x.met(said("mom", "Everything: " + ", ".join(fridge["opened"] + fridge["sealed"][:1])))


def test_the_menu_recommendation_names_n_mild_dishes_and_no_spicy_one() -> None:
    """RecommendMenuDishesToXiaozhou: any n of the mild dishes will do (an entity claim of
    ``at_least: n`` of them), more of them too; a spicy one named is a rival."""
    x = Instance("RecommendMenuDishesToXiaozhou")
    menu, n = x.p["menu"], x.p["n"]
    assert x.met(said("xiao_zhou", "Hi! Try " + " and ".join(menu["mild"][-n:])))
    assert x.met(said("xiao_zhou", "Try " + ", ".join(menu["mild"][: n + 1])))
    assert not x.met(said("xiao_zhou", "Try " + " and ".join(menu["mild"][: n - 1])))
    v = x.verdict(said("xiao_zhou", "Try " + ", ".join(menu["mild"][:n] + menu["spicy"][:1])))
    faults = [f for fs in v.issues[0].actual["wrong"].values() for f in fs]
    assert not v.goals_met and faults == [f"also states entity {menu['spicy'][0].casefold()}"]


# ---------------------------------------------------------------- what a branch makes besides its message


def _sat_plus(x: Instance, days: int) -> str:
    import datetime as dt

    return (dt.date.fromisoformat(x.p["w"]["sat"]["iso"]) + dt.timedelta(days=days)).isoformat()


@pytest.mark.parametrize(
    ("why", "dry", "make"),
    [
        ("dry: no event", True, lambda x, told: [told]),
        ("dry: the event on Sunday", True, lambda x, told: [event("Outing", _sat_plus(x, 1)), told]),
        ("dry: another title", True, lambda x, told: [event("Trip", x.p["w"]["sat"]["iso"]), told]),
        ("dry: two events", True, lambda x, told: [event("Outing", x.p["w"]["sat"]["iso"]), lambda s: s["apps"]["calendar"]["events"].append({**s["apps"]["calendar"]["events"][-1], "id": "e91"}), told]),
        ("dry: the invitation to someone else", True, lambda x, told: [event("Outing", x.p["w"]["sat"]["iso"]), said("boss", "Outing?")]),
        ("rain: nothing done", False, lambda x, told: []),
        ("rain: the event added anyway", False, lambda x, told: [event("Outing", x.p["w"]["sat"]["iso"]), told]),
        ("rain: two messages", False, lambda x, told: [said(x.p["friend"]["id"], "Our outing is off.", "Sorry!")]),
    ],
)
def test_the_outing_pays_only_for_its_branchs_event_and_one_message(why: str, dry: bool, make: Callable[[Instance, Edit], list[Edit]]) -> None:
    x = Instance("WeekendTripFullPlan", lambda p: p["dry"] is dry)
    dest = x.p["dest"]
    told = said(x.p["friend"]["id"], f"Outing to {dest['name']}, {dest['drive']['minutes']} min by car" if dry else "Our outing is off")
    assert not x.met(*make(x, told)), why


@pytest.mark.parametrize(
    ("why", "note", "wake"),
    [
        ("no note", None, (0, True)),
        ("the note without the weather", "{no} departs {dep}", (0, True)),
        ("the note without the departure", "{no}. {day}", (0, True)),
        ("the note with another departure time too", "{no} departs {dep} or {later}. {day}", (0, True)),
        ("the note with another train too", "{no} or {other} departs {dep}. {day}", (0, True)),
        ("the alarm at the departure", "{no} departs {dep}. {day}", (60, True)),
        ("the alarm switched off", "{no} departs {dep}. {day}", (0, False)),
    ],
)
def test_the_chengdu_plan_needs_its_note_and_alarm(why: str, note: str | None, wake: tuple[int, bool]) -> None:
    x = Instance("WeekendShanghaiTripIfClearAndFree", lambda p: p["t"]["ok"])
    t = x.p["t"]
    edits = [said(x.p["friend"]["id"], "Can we meet in Chengdu?")]
    if note is not None:
        other = next(n for n in t["trains"] if n != t["train"]["no"])
        edits.append(noted(x.p["note_title"], note.format(no=t["train"]["no"], other=other, dep=t["train"]["dep"], later=later(t["train"]["dep"], 30), day=t["day"]["day"])))
    hh, mm = (int(v) for v in later(t["alarm"]["hm"], wake[0]).split(":"))
    edits.append(alarm(hh, mm))
    if not wake[1]:
        edits.append(lambda s: s["apps"]["clock"]["alarms"][-1].update(enabled=False))
    assert not x.met(*edits), why
    assert x.met(*edits[:1], noted(x.p["note_title"], f"{t['train']['no']} departs {t['train']['dep']}. {t['day']['day']}"), alarm(t["alarm"]["hour"], t["alarm"]["minute"]))
    arrives = noted(x.p["note_title"].lower(), f"{t['train']['no']}: {twelve_hour(t['train']['dep'])} to {t['train']['arr']}. {t['day']['day']}")
    assert x.met(*edits[:1], arrives, alarm(t["alarm"]["hour"], t["alarm"]["minute"]))  # the arrival beside the departure


def test_the_pickup_message_gives_the_arrival_and_may_give_the_departure() -> None:
    x = Instance("TripMemoAndNotify")
    train, friend = x.p["r"]["train"], x.p["friend"]["id"]
    memo = noted("Travel memo", f"{train['no']}, {x.p['r']['day']['day']}")
    assert x.met(memo, said(friend, f"Hi! Could you pick me up at {twelve_hour(train['arr'])}?"))
    assert x.met(memo, said(friend, f"I leave at {train['dep']} and arrive at {train['arr']}, pick me up?"))
    assert not x.met(memo, said(friend, f"Pick me up at {train['arr']} or {later(train['arr'])}?"))
