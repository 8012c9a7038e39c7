"""The state diff: by entity id, judged parts only."""

from __future__ import annotations

from mobilegym_gym.judge.diff import Change, diff_states


def _state(alarms: list[dict], wifi: bool = True, ui_fg: str | None = None) -> dict:
    return {"os": {"settings": {"wifi": wifi}}, "apps": {"clock": {"alarms": alarms}}, "ui": {"foreground": ui_fg}}


A1 = {"id": "a1", "hour": 7, "enabled": True}
A2 = {"id": "a2", "hour": 8, "enabled": False}


def test_keyed_lists_report_per_id_not_per_index() -> None:
    new = {"id": "a9", "hour": 6, "enabled": True}
    changes = diff_states(_state([A1, A2]), _state([new, A1, {**A2, "enabled": True}]))
    assert Change("/apps/clock/alarms/[id=a9]", "added", None, new) in changes
    assert Change("/apps/clock/alarms/[id=a2]/enabled", "changed", False, True) in changes
    assert len(changes) == 2


def test_removal_reorder_and_scalars() -> None:
    changes = diff_states(_state([A1, A2]), _state([A2], wifi=False))
    assert {(c.path, c.kind) for c in changes} == {("/apps/clock/alarms/[id=a1]", "removed"), ("/os/settings/wifi", "changed")}
    reordered = diff_states(_state([A1, A2]), _state([A2, A1]))
    assert reordered == [Change("/apps/clock/alarms/@order", "changed", ["a1", "a2"], ["a2", "a1"])]


def test_ui_is_not_judged_and_type_changes_count() -> None:
    assert diff_states(_state([A1], ui_fg=None), _state([A1], ui_fg="clock")) == []
    assert diff_states({"os": {"v": 1}, "apps": {}}, {"os": {"v": 1.5}, "apps": {}}) == [Change("/os/v", "changed", 1, 1.5)]
    assert diff_states({"os": {"v": True}, "apps": {}}, {"os": {"v": 1}, "apps": {}}) == [Change("/os/v", "changed", True, 1)]


def test_plain_lists_compare_by_index_or_whole() -> None:
    before = {"os": {"pages": [["a", "b"], ["c"]]}, "apps": {}}
    after = {"os": {"pages": [["a", "b"], ["c", "d"]]}, "apps": {}}
    assert diff_states(before, after) == [Change("/os/pages/1", "changed", ["c"], ["c", "d"])]
