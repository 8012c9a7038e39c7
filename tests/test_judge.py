"""The judge on hand-made states: goal families, side effects, answers, reward; and properties."""

from __future__ import annotations

import copy
from typing import Any

import jsonpatch
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mobilegym_gym.judge.diff import diff_states
from mobilegym_gym.judge.judge import judge
from mobilegym_gym.judge.reward import outcome
from mobilegym_gym.sim import bundle
from mobilegym_gym.tasks.spec import AnswerField, Check, ExpectedChange


def fresh() -> dict[str, Any]:
    return bundle.fresh_state()


def check(name: str, **body: Any) -> tuple[Check, Any]:
    c = Check(name=name, **body)
    return c, getattr(c, c.kind)


NEW_ALARM = check("added", new_entity={"list": "apps.clock.alarms", "match": {"hour": 7, "minute": 45, "enabled": True}})
ADDED_ONE = [ExpectedChange(path="/apps/clock/alarms/[id=*]", max=1)]


def with_alarm(state: dict[str, Any], hour: int, minute: int, alarm_id: str = "a99") -> dict[str, Any]:
    s = copy.deepcopy(state)
    s["apps"]["clock"]["alarms"].append({"id": alarm_id, "hour": hour, "minute": minute, "enabled": True, "repeat": "once", "days": [], "label": "", "vibrate": True, "autoDelete": False})
    return s


def test_new_entity_right_target_passes_and_wrong_target_fails() -> None:
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
    assert not o.success and o.side_effects and o.reward == pytest.approx(0.8)


def test_partial_completion_gives_partial_progress() -> None:
    s0 = fresh()
    checks = [
        check("airplane_on", equals={"query": "os.settings.airplane", "value": True}),
        check("dnd_on", equals={"query": "os.settings.dnd", "value": True}),
    ]
    final = copy.deepcopy(s0)
    final["os"]["settings"]["dnd"] = True
    v = judge(final, s0, checks, [ExpectedChange(path="/os/settings/*")])
    assert v.progress == 0.5 and not v.goals_met and v.clean
    o = outcome(v, "complete")
    assert o.false_complete and o.reward == pytest.approx(0.4)  # 0.5 x 0.8 for the false completion


def test_entity_removed_and_delta_checks() -> None:
    s0 = fresh()
    final = copy.deepcopy(s0)
    final["apps"]["clock"]["alarms"] = [a for a in s0["apps"]["clock"]["alarms"] if a["id"] != "a2"]
    checks = [
        check("gone", removed={"list": "apps.clock.alarms", "match": {"id": "a2"}}),
        check("one_less", delta={"query": "length(apps.clock.alarms)", "value": -1}),
        check("others_kept", entity={"list": "apps.clock.alarms", "match": {"id": "a1"}, "fields": {"enabled": True}}),
    ]
    v = judge(final, s0, checks, [ExpectedChange(path="/apps/clock/alarms/[id=a2]")])
    assert v.goals_met and v.clean
    wrong = copy.deepcopy(s0)
    wrong["apps"]["clock"]["alarms"] = [a for a in s0["apps"]["clock"]["alarms"] if a["id"] != "a3"]
    v2 = judge(wrong, s0, checks, [ExpectedChange(path="/apps/clock/alarms/[id=a2]")])
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
        ({"count": 3, "when": "17:30"}, False, False, 2 / 3, False),  # not submitted
        ({"count": 4, "when": "17:30"}, True, False, 2 / 3, True),  # wrong answer submitted
        ({"count": 3, "when": "half past five"}, True, False, 2 / 3, True),  # unaccepted format
    ],
)
def test_answer_sheet_fields_are_judged_one_by_one(answers: dict[str, Any], submitted: bool, goals_met: bool, progress: float, wrong_submitted: bool) -> None:
    s0 = fresh()
    v = judge(answered(s0, answers, submitted), s0, [], [], FIELDS, {"count": 3, "when": "17:30"})
    assert v.goals_met is goals_met and v.progress == pytest.approx(progress) and v.wrong_answer_submitted is wrong_submitted
    if wrong_submitted:  # the reward counts progress without the submit flag
        assert v.progress_without_submit == pytest.approx(0.5)
        assert outcome(v, "complete").reward == pytest.approx(0.5 * 0.8)


def test_reward_terms() -> None:
    s0 = fresh()
    done = judge(with_alarm(s0, 7, 45), s0, [NEW_ALARM], ADDED_ONE)
    assert outcome(done, "complete").reward == 1.0 and outcome(done, "complete").success
    assert outcome(done, "abort").reward == 0.5 and outcome(done, "abort").aborted_after_success
    over = outcome(done, "budget")
    assert over.overdue and over.reward == 0.5 and not over.success
    nothing = judge(s0, s0, [NEW_ALARM], ADDED_ONE)
    assert outcome(nothing, "complete").reward == 0.0 and outcome(nothing, "complete").false_complete


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


def test_new_entity_contains_matches_a_substring_of_the_new_item() -> None:
    s0 = fresh()
    outgoing = check(
        "sent",
        new_entity={"list": "apps.wechat.chats[?id=='boss'] | [0].messages", "match": {"from": "me"}, "contains": {"text": "12,800 YUAN"}},
    )
    expected = [ExpectedChange(path="/apps/wechat/chats/[id=boss]/messages/[id=*]", max=1)]

    def sent(state: dict[str, Any], chat: str, text: str) -> dict[str, Any]:
        s = copy.deepcopy(state)
        next(c for c in s["apps"]["wechat"]["chats"] if c["id"] == chat)["messages"].append({"id": "msg999", "from": "me", "type": "text", "text": text, "photoId": None, "time": 0})
        return s

    assert judge(sent(s0, "boss", "The total is 12,800 yuan, checked."), s0, [outgoing], expected).goals_met
    assert not judge(sent(s0, "boss", "The total is 12,000 yuan."), s0, [outgoing], expected).goals_met
    wrong_chat = judge(sent(s0, "mom", "The total is 12,800 yuan."), s0, [outgoing], expected)
    assert not wrong_chat.goals_met and wrong_chat.unexpected_changes
    # An old message that already contained the text does not count: only new ones do.
    assert "12,800 yuan" in next(c for c in s0["apps"]["wechat"]["chats"] if c["id"] == "boss")["messages"][-1]["text"]
    with pytest.raises(ValueError):
        Check(name="bad", new_entity={"list": "x", "match": {}, "contain": {"text": "y"}})
