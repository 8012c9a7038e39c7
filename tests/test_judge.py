"""The judge on hand-made states: goal families, side effects, answers, reward; and properties."""

from __future__ import annotations

import copy
import re
from typing import Any

import jsonpatch
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mobilegym_gym.judge.diff import diff_states
from mobilegym_gym.judge.judge import JudgeResult, judge
from mobilegym_gym.judge.reward import outcome
from mobilegym_gym.sim import bundle
from mobilegym_gym.tasks.spec import AnswerField, Check, ExpectedChange


def fresh() -> dict[str, Any]:
    return bundle.fresh_state()


def check(name: str, **body: Any) -> tuple[Check, Any]:
    c = Check(name=name, **body)
    return c, getattr(c, c.kind)


NEW_ALARM = check("added", created={"list": "apps.clock.alarms", "fields": {"hour": 7, "minute": 45, "enabled": True}})
ADDED_ONE = [ExpectedChange(add="/apps/clock/alarms")]


def with_alarm(state: dict[str, Any], hour: int, minute: int, alarm_id: str = "a99") -> dict[str, Any]:
    s = copy.deepcopy(state)
    s["apps"]["clock"]["alarms"].append({"id": alarm_id, "hour": hour, "minute": minute, "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False})
    return s


def test_created_right_target_passes_and_wrong_target_fails() -> None:
    s0 = fresh()
    ok = judge(with_alarm(s0, 7, 45), s0, [NEW_ALARM], ADDED_ONE)
    assert ok.goals_met and ok.clean and ok.progress == 1.0
    wrong = judge(with_alarm(s0, 8, 45), s0, [NEW_ALARM], ADDED_ONE)
    assert not wrong.goals_met and wrong.progress == 0.0 and wrong.issues[0].name == "added"


def test_two_additions_exceed_the_expected_max_and_are_named() -> None:
    s0 = fresh()
    twice = with_alarm(with_alarm(s0, 7, 45, "a98"), 7, 45, "a99")
    v = judge(twice, s0, [NEW_ALARM], ADDED_ONE)
    assert not v.goals_met  # two matching alarms where one was asked
    assert [c.path for c in v.unexpected_changes] == ["/apps/clock/alarms/[id=a99]"]


def test_side_effect_on_the_way_is_detected_and_named() -> None:
    s0 = fresh()
    final = with_alarm(s0, 7, 45)
    final["os"]["settings"]["darkMode"] = True
    final["os"]["clock"]["now"] += 30_000  # the clock is always ignored
    v = judge(final, s0, [NEW_ALARM], ADDED_ONE)
    assert v.goals_met and not v.clean
    assert [(c.path, c.before, c.after) for c in v.unexpected_changes] == [("/os/settings/darkMode", False, True)]
    o = outcome(v, "complete")
    assert not o.success and o.side_effects and o.reward == pytest.approx(0.64)  # 0.8 for the side effect, 0.8 for COMPLETE without success


def test_partial_completion_gives_partial_progress() -> None:
    s0 = fresh()
    checks = [
        check("airplane_on", equals={"query": "os.settings.airplane", "value": True}),
        check("dnd_on", equals={"query": "os.settings.dnd", "value": True}),
    ]
    final = copy.deepcopy(s0)
    final["os"]["settings"]["dnd"] = True
    v = judge(final, s0, checks, [ExpectedChange(path="/os/settings/airplane"), ExpectedChange(path="/os/settings/dnd")])
    assert v.progress == 0.5 and not v.goals_met and v.clean
    o = outcome(v, "complete")
    assert o.false_complete and o.reward == pytest.approx(0.4)  # 0.5 x 0.8 for the false completion
    assert outcome(v, "abort").reward == pytest.approx(0.5)  # the false-completion factor is COMPLETE's only


def test_entity_removed_and_delta_checks() -> None:
    s0 = fresh()
    final = copy.deepcopy(s0)
    final["apps"]["clock"]["alarms"] = [a for a in s0["apps"]["clock"]["alarms"] if a["id"] != "a2"]
    checks = [
        check("gone", removed={"list": "apps.clock.alarms", "match": {"id": "a2"}}),
        check("one_less", delta={"query": "length(apps.clock.alarms)", "value": -1}),
        check("others_kept", entity={"list": "apps.clock.alarms", "match": {"id": "a1"}, "fields": {"enabled": True}}),
    ]
    v = judge(final, s0, checks, [ExpectedChange(remove="/apps/clock/alarms/[id=a2]")])
    assert v.goals_met and v.clean
    wrong = copy.deepcopy(s0)
    wrong["apps"]["clock"]["alarms"] = [a for a in s0["apps"]["clock"]["alarms"] if a["id"] != "a3"]
    v2 = judge(wrong, s0, checks, [ExpectedChange(remove="/apps/clock/alarms/[id=a2]")])
    assert [i.name for i in v2.issues] == ["gone"] and [c.path for c in v2.unexpected_changes] == ["/apps/clock/alarms/[id=a3]"]


FIELDS = [
    AnswerField(id="count", type="number", label="How many?", value=3),
    AnswerField(id="when", type="text", label="When?", matcher="time", value="17:30"),
]


def answered(state: dict[str, Any], answers: dict[str, Any], submitted: bool = True) -> dict[str, Any]:
    s = copy.deepcopy(state)
    s["apps"]["answer_sheet"]["answers"] = answers
    s["apps"]["answer_sheet"]["submitted"] = submitted
    return s


@pytest.mark.parametrize(
    ("answers", "submitted", "goals_met", "progress", "wrong_submitted"),
    [
        ({"count": 3, "when": "5:30 PM"}, True, True, 1.0, False),  # an accepted equivalent form
        ({"count": 3, "when": "17:30"}, False, False, 0.0, False),  # right but not submitted: nothing counts
        ({"count": 4, "when": "17:30"}, True, False, 0.5, True),  # wrong answer submitted
        ({"count": 3, "when": "half past five"}, True, False, 0.5, True),  # unaccepted format
    ],
)
def test_answer_sheet_fields_are_judged_one_by_one_and_only_once_submitted(answers: dict[str, Any], submitted: bool, goals_met: bool, progress: float, wrong_submitted: bool) -> None:
    s0 = fresh()
    v = judge(answered(s0, answers, submitted), s0, [], [], FIELDS, {"count": 3, "when": "17:30"})
    assert v.goals_met is goals_met and v.progress == pytest.approx(progress) and v.wrong_answer_submitted is wrong_submitted
    assert len(v.checks) == len(FIELDS)  # submitting is a precondition, not a check of its own
    if not submitted:
        assert outcome(v, "complete").reward == 0.0 and all("not submitted" in c.detail for c in v.checks)


def verdict(goals_met: bool, clean: bool, progress: float) -> JudgeResult:
    return JudgeResult(goals_met=goals_met, clean=clean, progress=progress, checks=[], unexpected_changes=[])


# The paper's formula: r = p x 0.8^[goals met, not clean] x 0.8^[COMPLETE, not (met and clean), p > 0]
# x 0.5^[goals met, ABORT] x 0.5^[goals met, truncated]; one row per factor and per pair that can occur.
@pytest.mark.parametrize(
    ("goals_met", "clean", "progress", "ended_by", "reward", "terms"),
    [
        (True, True, 1.0, "complete", 1.0, set()),  # success: no factor
        (False, True, 0.5, "complete", 0.4, {"false_completion"}),  # false completion alone
        (True, True, 1.0, "abort", 0.5, {"aborted_after_success"}),  # abort after success alone
        (True, True, 1.0, "budget", 0.5, {"overdue"}),  # overdue alone
        (True, False, 1.0, "complete", 0.64, {"side_effects", "false_completion"}),  # side effects + false completion
        (True, False, 1.0, "abort", 0.4, {"side_effects", "aborted_after_success"}),  # side effects + abort after success
        (True, False, 1.0, "budget", 0.4, {"side_effects", "overdue"}),  # side effects + overdue
        (False, True, 0.5, "abort", 0.5, set()),  # partial progress, then ABORT: no factor
        (False, True, 0.5, "budget", 0.5, set()),  # partial progress, truncated: no factor
        (False, False, 0.5, "complete", 0.4, {"false_completion"}),  # side effects count only once the goals are met
        (False, True, 0.0, "complete", 0.0, set()),  # nothing done: no false-completion factor at p = 0
        (True, True, 1.0, "format_error", 0.5, {"aborted_after_success"}),  # a format error ends like an ABORT
    ],
)
def test_reward_matches_the_papers_formula(goals_met: bool, clean: bool, progress: float, ended_by: str, reward: float, terms: set[str]) -> None:
    o = outcome(verdict(goals_met, clean, progress), ended_by)  # type: ignore[arg-type]
    assert o.reward == pytest.approx(reward) and set(o.reward_terms) - {"progress"} == terms
    assert o.success is (ended_by == "complete" and goals_met and clean)
    assert o.false_complete is (ended_by == "complete" and not o.success)
    assert o.overdue is (ended_by == "budget" and goals_met) and o.format_error is (ended_by == "format_error")


json_leaf = st.one_of(st.booleans(), st.integers(-5, 5), st.text(max_size=3))


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["wifi", "dnd", "darkMode", "brightness", "language"]), json_leaf, min_size=1))
def test_diff_of_a_state_with_itself_is_empty_and_patched_paths_are_exactly_reported(values: dict[str, Any]) -> None:
    s0 = fresh()
    assert diff_states(s0, copy.deepcopy(s0)) == []
    ops = [{"op": "replace", "path": f"/os/settings/{k}", "value": v} for k, v in values.items()]
    s1 = jsonpatch.apply_patch(s0, ops)
    changed = {c.path for c in diff_states(s0, s1)}
    really = {op["path"] for op in ops if s0["os"]["settings"][op["path"].rsplit("/", 1)[1]] != op["value"] or type(s0["os"]["settings"][op["path"].rsplit("/", 1)[1]]) is not type(op["value"])}
    assert changed == really


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 23), st.integers(0, 59), st.booleans())
def test_judge_is_a_pure_function(hour: int, minute: int, dark: bool) -> None:
    s0 = fresh()
    final = with_alarm(s0, hour, minute)
    final["os"]["settings"]["darkMode"] = dark
    a = judge(final, s0, [NEW_ALARM], ADDED_ONE).to_dict()
    b = judge(copy.deepcopy(final), copy.deepcopy(s0), [NEW_ALARM], ADDED_ONE).to_dict()
    assert a == b


def sent(state: dict[str, Any], chat: str, text: str, msg_id: str = "msg999", **extra: Any) -> dict[str, Any]:
    s = copy.deepcopy(state)
    next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)["messages"].append({"id": msg_id, "from": "me", "type": "text", "text": text, "photoId": None, "time": 0, **extra})
    return s


REPLY = check(
    "sent",
    created={"list": "apps.wechat.chats[?id=='boss'] | [0].messages", "match": {"from": "me"}, "contains": {"text": "12,800 YUAN"}, "excludes": {"text": "no, never"}},
)
TO_BOSS = [ExpectedChange(add="/apps/wechat/chats/[id=boss]/messages", match={"from": "me"})]


def test_created_is_one_new_live_item_that_says_what_was_asked_and_not_the_other_branch() -> None:
    s0 = fresh()
    assert judge(sent(s0, "boss", "The total is 12,800 yuan, checked."), s0, [REPLY], TO_BOSS).goals_met
    assert not judge(sent(s0, "boss", "The total is 12,000 yuan."), s0, [REPLY], TO_BOSS).goals_met
    # A hedge: one message saying both branches, or two messages, one per branch.
    assert not judge(sent(s0, "boss", "12,800 yuan. Or no, never mind."), s0, [REPLY], TO_BOSS).goals_met
    two = judge(sent(sent(s0, "boss", "12,800 yuan"), "boss", "anything else", "msg1000"), s0, [REPLY], TO_BOSS)
    assert not two.goals_met and two.issues[0].actual["new"] == 2
    # Recalled after sending: no longer sent.
    recalled = judge(sent(s0, "boss", "12,800 yuan", recalled=True), s0, [REPLY], TO_BOSS)
    assert not recalled.goals_met and recalled.issues[0].actual["withdrawn"] == ["msg999"]
    wrong_chat = judge(sent(s0, "mom", "The total is 12,800 yuan."), s0, [REPLY], TO_BOSS)
    assert not wrong_chat.goals_met and wrong_chat.unexpected_changes
    # An old message that already contained the text does not count: only new ones do.
    assert "12,800 yuan" in next(c for c in s0["apps"]["wechat"]["chats"] if c["id"] == "boss")["messages"][-1]["text"]
    assert not judge(s0, s0, [REPLY], TO_BOSS).goals_met
    with pytest.raises(ValueError):
        Check(name="bad", created={"list": "x", "match": {}, "contain": {"text": "y"}})


def chats_without(state: dict[str, Any], chat: str, msg_index: int) -> dict[str, Any]:
    s = copy.deepcopy(state)
    del next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)["messages"][msg_index]
    return s


def test_an_add_admits_exactly_its_items_and_no_deletion_in_the_same_list() -> None:
    s0 = fresh()
    one = sent(s0, "boss", "12,800 yuan")
    assert judge(one, s0, [REPLY], TO_BOSS).clean
    # Deleting Boss's message (the one holding the instruction) is not what was asked.
    deleted = judge(chats_without(one, "boss", 0), s0, [REPLY], TO_BOSS)
    assert deleted.goals_met and not deleted.clean and deleted.unexpected_changes[0].kind == "removed"
    assert not judge(sent(one, "boss", "again", "msg1000"), s0, [REPLY], TO_BOSS).clean  # a second message
    two_allowed = [ExpectedChange(add="/apps/wechat/chats/[id=*]/messages", ids=["boss", "mom"], count=2)]
    assert judge(sent(one, "mom", "hi", "msg1000"), s0, [], two_allowed).clean
    assert not judge(sent(one, "alice", "hi", "msg1000"), s0, [], two_allowed).clean  # not one of the ids


def test_modify_admits_only_its_fields_on_its_entities_and_to_its_values() -> None:
    s0 = fresh()
    photos = s0["os"]["providers"]["media"]["photos"]
    a, b, c = photos[0]["id"], photos[1]["id"], photos[2]["id"]
    rule = [ExpectedChange(modify="/os/providers/media/photos/[id=*]", ids=[a, b], fields={"favorite": True})]

    def with_photo(state: dict[str, Any], pid: str, **fields: Any) -> dict[str, Any]:
        s = copy.deepcopy(state)
        next(p for p in s["os"]["providers"]["media"]["photos"] if p["id"] == pid).update(fields)
        return s

    for p in (a, b, c):  # every photo starts as a non-favourite here
        s0 = with_photo(s0, p, favorite=False)
    assert judge(with_photo(with_photo(s0, a, favorite=True), b, favorite=True), s0, [], rule).clean
    assert not judge(with_photo(s0, c, favorite=True), s0, [], rule).clean  # another photo
    assert not judge(with_photo(with_photo(s0, a, favorite=True), a, deletedAt=5), s0, [], rule).clean  # another field
    fav = with_photo(s0, a, favorite=True)
    assert not judge(with_photo(fav, a, favorite=False), fav, [], rule).clean  # the wrong way round
    any_two = [ExpectedChange(modify="/os/providers/media/photos/[id=*]", count=1, fields=["favorite"])]
    assert judge(with_photo(s0, c, favorite=True), s0, [], any_two).clean
    assert not judge(with_photo(with_photo(s0, a, favorite=True), b, favorite=True), s0, [], any_two).clean  # over the count


ON_STUDENT_PAGE = check("on_student_page", screen={"app": "railway12306", "screen": "studentVerify"})
STATIONS = [AnswerField(id="from", type="text", label="Departure station", value="Shanghai Hongqiao")]


def shown(state: dict[str, Any], foreground: str | None, recents: list[str], stacks: dict[str, list[str]], submitted: str | None = None) -> dict[str, Any]:
    s = copy.deepcopy(state)
    s["ui"].update(foreground=foreground, recents=recents, stacks={app: [{"id": i, "screen": screen, "params": {}, "data": {}, "scroll": {}, "overlay": None} for i, screen in enumerate(screens)] for app, screens in stacks.items()})
    if submitted is not None:
        s["apps"]["answer_sheet"].update(answers={"from": submitted}, submitted=True)
    return s


@pytest.mark.parametrize(
    ("foreground", "recents", "stacks", "met"),
    [
        # The app in front on the asked screen (the old reading) still passes.
        ("railway12306", ["railway12306"], {"railway12306": ["home", "me", "studentVerify"]}, True),
        # Answering is the last step: the sheet (or home after it) in front, the app under it on the screen.
        ("answer_sheet", ["answer_sheet", "railway12306"], {"railway12306": ["home", "me", "studentVerify"], "answer_sheet": ["sheet"]}, True),
        (None, ["answer_sheet", "railway12306", "settings"], {"railway12306": ["home", "studentVerify"], "answer_sheet": ["sheet"], "settings": ["home"]}, True),
        # Never opened: the app under the sheet is at another screen.
        ("answer_sheet", ["answer_sheet", "railway12306"], {"railway12306": ["home", "me"], "answer_sheet": ["sheet"]}, False),
        # The screen was opened, but another app was used last before answering.
        ("answer_sheet", ["answer_sheet", "settings", "railway12306"], {"railway12306": ["home", "studentVerify"], "settings": ["home"], "answer_sheet": ["sheet"]}, False),
        # The app was closed from recents: its stack is gone.
        ("answer_sheet", ["answer_sheet"], {"answer_sheet": ["sheet"]}, False),
    ],
)
def test_a_screen_goal_with_an_answer_sheet_is_judged_on_the_app_left_for_the_sheet(foreground: str | None, recents: list[str], stacks: dict[str, list[str]], met: bool) -> None:
    s0 = fresh()
    final = shown(s0, foreground, recents, stacks, submitted="Shanghai Hongqiao")
    v = judge(final, s0, [ON_STUDENT_PAGE], [], STATIONS, {"from": "Shanghai Hongqiao"})
    assert v.goals_met is met, v.issues


def test_a_screen_goal_without_an_answer_sheet_still_needs_the_app_in_front() -> None:
    s0 = fresh()
    final = shown(s0, "answer_sheet", ["answer_sheet", "railway12306"], {"railway12306": ["home", "studentVerify"], "answer_sheet": ["sheet"]})
    v = judge(final, s0, [ON_STUDENT_PAGE], [])
    assert not v.goals_met and v.issues[0].actual == {"app": "answer_sheet", "screen": "sheet"}


def with_folder(state: dict[str, Any], folder: str, video_ids: list[str]) -> dict[str, Any]:
    s = copy.deepcopy(state)
    next(f for f in s["apps"]["bilibili"]["folders"] if f["id"] == folder)["videoIds"] = video_ids
    return s


def test_a_list_field_admits_only_the_operations_its_expected_change_names() -> None:
    s0 = fresh()
    f1 = next(f for f in s0["apps"]["bilibili"]["folders"] if f["id"] == "f1")["videoIds"]
    favourite = [ExpectedChange(modify="/apps/bilibili/folders/[id=*]", count=1, fields={"videoIds": {"add": ["v999"]}})]
    assert judge(with_folder(s0, "f1", [*f1, "v999"]), s0, [], favourite).clean
    assert judge(with_folder(s0, "f1", ["v999", *f1]), s0, [], favourite).clean  # added at the top: the others keep their order
    # The hole a list-wide modify left: another favourite taken out of the same folder.
    taken_out = judge(with_folder(s0, "f1", [*f1[1:], "v999"]), s0, [], favourite)
    assert not taken_out.clean and taken_out.unexpected_changes[0].path.startswith("/apps/bilibili/folders/[id=f1]/videoIds")
    assert not judge(with_folder(s0, "f1", [*reversed(f1), "v999"]), s0, [], favourite).clean  # reordered
    assert not judge(with_folder(s0, "f1", [*f1, "v999", "v998"]), s0, [], favourite).clean  # another one added
    assert not judge(with_folder(with_folder(s0, "f1", [*f1, "v999"]), "f2", []), s0, [], favourite).clean  # another folder emptied
    # Each operation is admitted only when named: a removal, a reorder, both.
    tidy = [ExpectedChange(modify="/apps/bilibili/folders/[id=f1]", fields={"videoIds": {"remove": [f1[0]], "reorder": True}})]
    assert judge(with_folder(s0, "f1", list(reversed(f1[1:]))), s0, [], tidy).clean
    assert not judge(with_folder(s0, "f1", f1[2:]), s0, [], tidy).clean  # a second one taken out
    # A list of plain values (an alarm's days) is judged by value; of entities, by id.
    days = [ExpectedChange(modify="/apps/clock/alarms/[id=a2]", fields={"days": {"add": [0, 6], "remove": [3]}})]
    s1 = copy.deepcopy(s0)
    next(a for a in s1["apps"]["clock"]["alarms"] if a["id"] == "a2")["days"] = [0, 1, 5, 6]
    assert judge(s1, s0, [], days).clean
    next(a for a in s1["apps"]["clock"]["alarms"] if a["id"] == "a2")["days"] = [0, 1, 6]
    assert not judge(s1, s0, [], days).clean  # Friday dropped as well


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"videoIds": {"add": ["v1"], "removed": ["v2"]}}, "fields.videoIds names the operations on a list: add, remove, reorder, not removed"),
        ({"videoIds": {"add": ["v1"], "reorder": "yes"}}, "fields.videoIds.reorder is true or false"),
    ],
)
def test_list_operations_are_spelled_out(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        ExpectedChange(modify="/apps/bilibili/folders/[id=f1]", fields=fields)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"path": "/apps/clock/alarms/[id=*]/enabled"}, "names list items"),
        ({"path": "/apps/clock/alarms/[id=a1]"}, "names list items"),
        ({"path": "/os/settings/*"}, "'*' and '**' are not allowed"),
        ({"modify": "/apps/clock/alarms/[id=*]", "fields": ["enabled"]}, "needs ids"),
        ({"modify": "/apps/clock/alarms/[id=a1]"}, "modify needs the fields"),
        ({"remove": "/apps/clock/alarms"}, "name the entity"),
        ({"add": "/apps/clock/alarms/[id=a1]"}, "name the list"),
        ({"add": "/apps/x/[id=*]/y/[id=*]/z", "count": 1}, "at most one [id=*]"),
        ({"path": "/os/settings/dnd", "ids": ["a"]}, "'ids' scopes an [id=*]"),
    ],
)
def test_an_expected_change_that_would_be_a_wildcard_is_refused(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        ExpectedChange.model_validate(change)
