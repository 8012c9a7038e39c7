"""The kinds of wrong verdict issue 33 found, each tried on hand-made states for templates of
several suites: a hedge that names every candidate, a swapped comparison, a negated branch
statement, an over-strict reading of a correct text, a requirement the instruction never made,
a list change nobody asked for. The templates are instantiated as a run would, the state is the
instance's initial phone plus the outputs written here, and the verdict is the real judge's.
(Answers that vary and branches a blind policy passes are statistics over seeds:
tests/test_answer_variety.py and tests/test_branches.py.)
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import TaskInstance, instantiate

Edit = Callable[[dict[str, Any], dict[str, Any]], None]


def _instance(task_id: str, seed: int, branch: dict[str, Any] | None = None) -> tuple[TaskInstance, dict[str, Any]]:
    inst = instantiate(default_tasks().tasks[task_id], seed, branch)
    return inst, inst.initial_state()


def verdict(task_id: str, seed: int, *edits: Edit, branch: dict[str, Any] | None = None) -> JudgeResult:
    """The judge's verdict on the instance's initial phone (of the ``branch`` forced, if given)
    once ``edits`` are made to it."""
    inst, initial = _instance(task_id, seed, branch)
    final = copy.deepcopy(initial)
    final["os"]["clock"]["now"] += 60_000
    for edit in edits:
        edit(final, inst.params)
    task = default_tasks().tasks[task_id]
    return judge(final, initial, inst.checks, inst.expected, inst.answer_fields, inst.expected_answers, task.hooks, inst.params)


def goal(task_id: str, seed: int, name: str, *edits: Edit, branch: dict[str, Any] | None = None) -> bool:
    """Whether the goal ``name`` holds once ``edits`` are made."""
    return next(r.ok for r in verdict(task_id, seed, *edits, branch=branch).checks if r.name == name)


def wechat(chat: Callable[[dict[str, Any]], str], text: Callable[[dict[str, Any]], str]) -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        msgs = next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat(p))["messages"]
        msgs.append({"id": f"v{len(msgs)}", "from": "me", "type": "text", "text": text(p), "photoId": None, "time": s["os"]["clock"]["now"], "recalled": False})

    return edit


def sms(thread: Callable[[dict[str, Any]], str], text: Callable[[dict[str, Any]], str]) -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        msgs = next(t for t in s["os"]["providers"]["sms"] if t["id"] == thread(p))["messages"]
        msgs.append({"id": f"v{len(msgs)}", "direction": "out", "text": text(p), "time": s["os"]["clock"]["now"], "read": True})

    return edit


def note(title: Callable[[dict[str, Any]], str], body: Callable[[dict[str, Any]], str]) -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        now = s["os"]["clock"]["now"]
        s["apps"]["notes"]["notes"].append({"id": "v-note", "title": title(p), "body": body(p), "folderId": None, "pinned": False, "isPrivate": False, "trashedAt": None, "reminderAt": None, "createdAt": now, "updatedAt": now})

    return edit


def rednote(body: Callable[[dict[str, Any]], str]) -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        s["apps"]["redbook"]["notes"].append({"id": "v-rednote", "title": "Today's pick", "body": body(p), "template": "Plain", "time": s["os"]["clock"]["now"]})

    return edit


def _loser(p: dict[str, Any]) -> str:
    pair = p["pair"]
    return str(pair["b"]["query"] if pair["cheaper"] == pair["a"]["query"] else pair["a"]["query"])


def _month(iso: str) -> str:
    import datetime as dt

    return f"{dt.date.fromisoformat(iso + '-01'):%B}"


def _other_month(p: dict[str, Any]) -> str:
    pair = p["pair"]
    return str(pair["b"] if pair["more"] == pair["a"] else pair["a"])


# Each case: a template, the goal judged, a correct output (must pass) and a cunning one (must fail).
HEDGES = [
    ("crossapp_commerce.AlipayMonthlySpendToWechat", "monthly_spend_sent",
     wechat(lambda p: p["c"]["id"], lambda p: f"I spent ¥{p['shown']} this month."),
     wechat(lambda p: p["c"]["id"], lambda p: f"I spent ¥{p['shown']} this month, or maybe ¥{p['amount'] + 104.1:,.2f}.")),
    ("crossapp_work.TencentMeetingLongestPlannedToWechat", "name_and_host_sent",
     wechat(lambda p: p["who"], lambda p: f"The longest planned one is {p['lp']['title']}, hosted by {p['lp']['host']}."),
     wechat(lambda p: p["who"], lambda p: f"The longest planned one is {p['lp']['title']}, hosted by one of {', '.join(p['hosts'])}.")),
    ("crossapp_content.SpotifyTodayNthPlayToRedbook", "post_names_song",
     rednote(lambda p: f"Today's pick: {p['song']['title']} by {p['song']['artist']}"),
     rednote(lambda p: f"Today's picks: {', '.join(p['song']['today'])} by {p['song']['artist']}")),
    ("payment.AlipayTransferAndNotify", "friend_told_on_wechat",
     wechat(lambda p: p["c"]["id"], lambda p: f"Hi! I sent {p['who']['name']} ¥{p['pay']['amount']:.2f}"),
     wechat(lambda p: p["c"]["id"], lambda p: f"I sent {p['who']['name']} ¥{p['pay']['amount']:.2f}, or was it ¥{p['pay']['amount'] + 10:.2f}")),
]  # fmt: skip

COMPARISONS = [
    ("crossapp_commerce.EbayDualItemCompareToNotes", "note_compares",
     note(lambda p: "Price check", lambda p: f"The {_loser(p)} cost more than the {p['pair']['cheaper']}: ¥{p['pair']['diff']:,.2f} more."),
     note(lambda p: "Price check", lambda p: f"The {p['pair']['cheaper']} cost more than the {_loser(p)}: ¥{p['pair']['diff']:,.2f} more.")),
    ("crossapp_commerce.MonthCompareThenExplainToNote", "comparison_note",
     note(lambda p: "Monthly spending comparison", lambda p: f"{_month(p['pair']['more'])} spent more than {_month(_other_month(p))}: ¥{p['a_shown']} and ¥{p['b_shown']}, ¥{p['diff_text']} apart."),
     note(lambda p: "Monthly spending comparison", lambda p: f"{_month(_other_month(p))} spent more than {_month(p['pair']['more'])}: ¥{p['a_shown']} and ¥{p['b_shown']}, ¥{p['diff_text']} apart.")),
]  # fmt: skip

STATEMENTS = [
    ("crossapp_work.MeetingJoinAndNotifySms", "joined_sms_sent",
     sms(lambda p: p["friend"]["id"], lambda p: f"I'm in {p['meeting']['title']} now"),
     sms(lambda p: p["friend"]["id"], lambda p: f"I haven't joined {p['meeting']['title']}")),
]  # fmt: skip

# Branch statements, each on an instance of the branch named: a paraphrase passes, the
# statement negated fails.
BRANCH_STATEMENTS = [
    ("crossapp_life.WeatherRainBranchNotify", {"rain": True}, "branch_message",
     wechat(lambda p: p["friend"]["id"], lambda p: "Take an umbrella with you tomorrow!"),
     wechat(lambda p: p["friend"]["id"], lambda p: "No need for an umbrella tomorrow.")),
    ("crossapp_life.RestaurantRatingInviteCalendar", {"above": False}, "branch_message",
     wechat(lambda p: p["friend"]["id"], lambda p: "We'd better choose a different restaurant."),
     wechat(lambda p: p["friend"]["id"], lambda p: "Dinner tonight? No need for another restaurant.")),
    ("crossapp_work.FullMeetingConflictCheckBroadcast", {"free": False}, "told_taken",
     wechat(lambda p: p["who"], lambda p: "Sorry, that time is not free."),
     wechat(lambda p: p["who"], lambda p: "That time is not taken.")),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "branch", "name", "right", "negated"), BRANCH_STATEMENTS, ids=[c[0] for c in BRANCH_STATEMENTS])
def test_a_branch_statement_is_read_with_its_negation(task_id: str, branch: dict[str, Any], name: str, right: Edit, negated: Edit) -> None:
    for seed in (0, 1, 2):
        assert goal(task_id, seed, name, right, branch=branch), f"seed {seed}: a paraphrase of the branch failed"
        assert not goal(task_id, seed, name, negated, branch=branch), f"seed {seed}: the statement negated passed"


def _answer(value: Callable[[dict[str, Any]], Any], field: str = "more") -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        sheet = s["apps"]["answer_sheet"]
        sheet["answers"], sheet["submitted"] = {field: value(p)}, True

    return edit


def _cooler(p: dict[str, Any]) -> str:
    return p["n"][0] if p["answer"] == "Same" else next(n for n in p["n"] if n != p["answer"])


# A comparison asked on the AnswerSheet: the winner passes, the loser does not.
SHEET_COMPARISONS = [
    ("alipay.CalculateMonthlyExpenseTrend", _answer(lambda p: p["pair"]["more"]), _answer(_other_month)),
    ("weather.CompareCityTemp", _answer(lambda p: p["answer"], "answer"), _answer(_cooler, "answer")),
    ("sms.CompareConversationMessageCount", _answer(lambda p: p["pair"]["more"]), _answer(lambda p: p["pair"]["b" if p["pair"]["more"] == p["pair"]["a"] else "a"])),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "right", "wrong"), SHEET_COMPARISONS, ids=[c[0] for c in SHEET_COMPARISONS])
def test_a_comparison_answered_on_the_sheet_is_judged_by_its_winner(task_id: str, right: Edit, wrong: Edit) -> None:
    for seed in (0, 1, 2):
        assert verdict(task_id, seed, right).goals_met
        assert not verdict(task_id, seed, wrong).goals_met

OVER_STRICT = [
    ("sms.ReplyToConversation", "reply_sent",
     sms(lambda p: p["t"]["id"], lambda p: f"Hi! {p['text'].rstrip('.!')}"),
     sms(lambda p: p["t"]["id"], lambda p: "OK")),
    ("payment.WechatExtractAmountTransfer", "replied_on_wechat",
     wechat(lambda p: p["c"]["id"], lambda p: p["reply"].rstrip(".").replace("I", "i", 1).upper()),
     wechat(lambda p: p["c"]["id"], lambda p: "Will do later")),
    ("crossapp_work.MeetingDurationToWechat", "total_sent",
     wechat(lambda p: p["who"], lambda p: f"{p['d']['total']} minutes in total ({' + '.join(str(n) for n in p['d']['lengths'])})"),
     wechat(lambda p: p["who"], lambda p: f"{p['d']['total']} or {p['d']['total'] + 15} minutes")),
    ("notes.CreateNewNote", "note_created",
     note(lambda p: p["title"].upper() + ".", lambda p: p["body"].rstrip(".")),
     note(lambda p: p["title"] + " list", lambda p: p["body"])),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "name", "right", "cunning"), HEDGES + COMPARISONS + STATEMENTS + OVER_STRICT, ids=[c[0] for c in HEDGES + COMPARISONS + STATEMENTS + OVER_STRICT])
def test_a_correct_output_passes_and_a_cunning_one_does_not(task_id: str, name: str, right: Edit, cunning: Edit) -> None:
    for seed in (0, 1, 2):
        assert goal(task_id, seed, name, right), f"seed {seed}: a correct output failed"
        assert not goal(task_id, seed, name, cunning), f"seed {seed}: a cunning output passed"


def test_the_kinds_span_several_suites() -> None:
    suites = lambda cases: {c[0].split(".")[0] for c in cases}  # noqa: E731
    assert len(suites(HEDGES)) >= 3 and len(suites(OVER_STRICT)) >= 3
    assert len(suites(COMPARISONS + SHEET_COMPARISONS)) >= 3 and len(suites(SHOWN_BEHIND_THE_SHEET)) >= 3


def _answered(screen_on: str | None) -> Edit:
    """The AnswerSheet submitted with the instance's answers, over the asked app left on ``screen_on``."""

    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        sheet = s["apps"]["answer_sheet"]
        sheet["answers"] = {"from": p["st"]["from"], "to": p["st"]["to"]}
        sheet["submitted"] = True
        s["ui"]["foreground"] = "answer_sheet"
        s["ui"]["recents"] = ["answer_sheet", "railway12306"]
        s["ui"].setdefault("stacks", {})["railway12306"] = [{"screen": "home"}] + ([{"screen": screen_on}] if screen_on else [])

    return edit


def test_a_screen_goal_is_judged_where_the_instruction_asks_not_after_submit() -> None:
    assert verdict("railway12306.CheckStudentVerify", 0, _answered("studentVerify")).goals_met
    assert not verdict("railway12306.CheckStudentVerify", 0, _answered(None)).goals_met  # never opened it


def _sheet_in_front(task_id: str, seed: int) -> Edit:
    """The instance's answers submitted, the AnswerSheet in front and the asked app behind it."""
    inst, _ = _instance(task_id, seed)

    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        sheet = s["apps"]["answer_sheet"]
        sheet["answers"], sheet["submitted"] = dict(inst.expected_answers), True
        s["ui"]["foreground"] = "answer_sheet"

    return edit


def _route_shown(s: dict[str, Any], p: dict[str, Any]) -> None:
    s["apps"]["map"]["view"].update(screen="route", route={"from": p["r"]["origin"]["id"], "to": p["r"]["destination"]["id"], "mode": "drive"})


def _searched(s: dict[str, Any], p: dict[str, Any]) -> None:
    s["apps"]["ebay"]["search"] = {"id": "s1", "query": p["q"]["query"].upper(), "sort": "best"}


# What a query asks to be shown or done besides its answer is judged on the app's own state,
# whatever is in front once the AnswerSheet is submitted; nothing more is asked.
SHOWN_BEHIND_THE_SHEET = [("map.CheckRouteSuccess", _route_shown), ("ebay.SearchFirstResult", _searched), ("weather.AddCityFullReport", lambda s, p: s["apps"]["weather"].update(saved=p["saved_after"]))]


@pytest.mark.parametrize(("task_id", "done"), SHOWN_BEHIND_THE_SHEET, ids=[c[0] for c in SHOWN_BEHIND_THE_SHEET])
def test_what_a_query_asks_besides_its_answer_holds_behind_the_sheet(task_id: str, done: Edit) -> None:
    for seed in (0, 1):
        assert verdict(task_id, seed, done, _sheet_in_front(task_id, seed)).goals_met
        assert not verdict(task_id, seed, _sheet_in_front(task_id, seed)).goals_met  # answered without doing it


def _folder_change(take_out: bool, reorder: bool) -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        folder = next(f for f in s["apps"]["bilibili"]["folders"] if f["videoIds"])
        ids = folder["videoIds"]
        if take_out:
            ids.pop()
        if reorder:
            ids.reverse()

    return edit


@pytest.mark.parametrize("task_id", ["bilibili.SanlianTask", "bilibili.FavVideoAndCountTask", "crossapp_content.BilibiliTripleLikeThenMoments"])
def test_a_favourite_taken_out_or_the_folder_reordered_is_a_side_effect(task_id: str) -> None:
    assert verdict(task_id, 0).clean
    assert not verdict(task_id, 0, _folder_change(take_out=True, reorder=False)).clean
    assert not verdict(task_id, 0, _folder_change(take_out=False, reorder=True)).clean


def test_an_alarm_day_nobody_asked_for_is_a_side_effect() -> None:
    def extra_day(s: dict[str, Any], p: dict[str, Any]) -> None:
        alarm = next(a for a in s["apps"]["clock"]["alarms"] if a["id"] == p["alarm"]["id"])
        alarm["days"] = sorted({*alarm["days"], *p["days"]} | ({0, 1, 2, 3, 4, 5, 6} - {*p["days"]}))

    assert not verdict("clock.SetAlarmRepeat", 0, extra_day).clean


# ---------- what one branch makes besides its message: goals with ``when``, the rest side effects ----------


def event(title: Callable[[dict[str, Any]], str], date: Callable[[dict[str, Any]], str], start: str = "19:00", end: str = "21:00", n: int = 1) -> Edit:
    def edit(s: dict[str, Any], p: dict[str, Any]) -> None:
        for k in range(n):
            s["apps"]["calendar"]["events"].append({"id": f"v-event{k}", "title": title(p), "date": date(p), "allDay": False, "start": start, "end": end, "type": "event", "reminder": 15, "alarm": False, "notes": ""})

    return edit


def _succeeds(v: JudgeResult) -> bool:
    return v.goals_met and v.clean


INVITE = "crossapp_life.TopRatedNearbyPlaceConditionalWechatOrSmsInvite"


def _invite(who: str) -> Edit:
    return wechat(lambda p: p[who]["id"], lambda p: f"Let's go to {p['f']['place']['name']} tonight!")


def _other_listing(p: dict[str, Any]) -> str:
    return next(n for n in p["f"]["listings"]["names"] if n != p["f"]["place"]["name"])


_ADDRESS = sms(lambda p: p["c"]["thread"], lambda p: f"{p['f']['place']['name']}: {p['f']['place']['address']}")


def test_each_branch_sends_its_own_messages_and_the_others_are_side_effects() -> None:
    near, far = {"near": True}, {"near": False}
    assert _succeeds(verdict(INVITE, 0, _invite("a"), _invite("b"), branch=near))
    assert not verdict(INVITE, 0, _invite("a"), branch=near).goals_met  # one friend forgotten
    hedge = wechat(lambda p: p["a"]["id"], lambda p: f"{p['f']['place']['name']} or {_other_listing(p)}?")
    assert not verdict(INVITE, 0, hedge, _invite("b"), branch=near).goals_met  # another listing too
    v = verdict(INVITE, 0, _invite("a"), _invite("b"), _ADDRESS, branch=near)  # both branches
    assert v.goals_met and not v.clean
    assert _succeeds(verdict(INVITE, 0, _ADDRESS, branch=far))
    v = verdict(INVITE, 0, _ADDRESS, _invite("a"), branch=far)  # an invitation too
    assert v.goals_met and not v.clean
    assert not verdict(INVITE, 0, _ADDRESS, _ADDRESS, branch=far).goals_met  # two texts
    other = sms(lambda p: p["c"]["thread"], lambda p: f"{p['f']['place']['address']} or {next(x for x in p['f']['listings']['addresses'] if x != p['f']['place']['address'])}")
    assert not verdict(INVITE, 0, other, branch=far).goals_met  # another address too
    assert not verdict(INVITE, 0, branch=far).goals_met and not verdict(INVITE, 0, branch=near).goals_met


def test_the_dinner_event_is_made_only_above_the_bar() -> None:
    task = "crossapp_life.RestaurantRatingInviteCalendar"
    title, today = (lambda p: p["title"]), (lambda p: p["r"]["today"])
    invite = wechat(lambda p: p["friend"]["id"], lambda p: f"Dinner tonight at {p['r']['place']['name']}?")
    decline = wechat(lambda p: p["friend"]["id"], lambda p: "Let's pick another restaurant.")
    above, below = {"above": True}, {"above": False}
    assert _succeeds(verdict(task, 0, invite, event(title, today), branch=above))
    assert _succeeds(verdict(task, 0, invite, event(lambda p: p["title"].lower(), today), branch=above))  # the title in another case
    assert not verdict(task, 0, invite, event(title, today, start="18:00"), branch=above).goals_met  # the wrong time
    assert not verdict(task, 0, invite, event(title, today, n=2), branch=above).goals_met  # two events
    assert not verdict(task, 0, invite, branch=above).goals_met  # no event
    assert _succeeds(verdict(task, 0, decline, branch=below))
    v = verdict(task, 0, decline, event(title, today), branch=below)  # an event anyway
    assert v.goals_met and not v.clean
    assert not verdict(task, 0, branch=below).goals_met  # nothing done yet
