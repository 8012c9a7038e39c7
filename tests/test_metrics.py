"""Run metrics: known answers on hand-made rows, pass@k against brute force, and invariants."""

from __future__ import annotations

import copy
import itertools
import json
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mobilegym_gym.judge import metrics
from mobilegym_gym.judge.metrics import DENOMINATOR_POLICY, SUMMARY_VERSION, format_table, pass_at_k, summarize

RATES = ("SR", "PR", "FC", "OT", "USE", "FE", "LOOP")


def row(template: str = "clock.AddAlarm", seed: int = 0, **fields: Any) -> dict[str, Any]:
    base = {
        "template": template, "suite": template.split(".")[0], "split": "test", "difficulty": "L1",
        "objective": "op", "composition": "seq", "scope": "S1", "seed": seed, "repeat": 0,
        "success": False, "progress": 0.0, "false_complete": False, "overdue": False,
        "side_effects": False, "reward": 0.0, "error": None,
    }  # fmt: skip
    return {**base, **fields}


RUN = [
    row(seed=0, success=True, progress=1.0, reward=1.0),
    row(seed=1, progress=0.5, false_complete=True),
    row(seed=2, progress=7, success="garbage", error="browser crashed"),
    row("contacts.Add", 0, difficulty="L2", success=True, progress=1.0, side_effects=True, reward=0.5),
    row("contacts.Add", 1, difficulty="L2", overdue=True, reward=-0.5),
    row("settings.Wifi", 0, difficulty="L3", error="timeout"),
]


def blocks(summary: dict[str, Any]) -> list[dict[str, Any]]:
    out = [summary["overall"]]
    for name, groups in summary.items():
        if name.startswith("by_"):
            out += groups.values()
    return out


def brute_pass_at_k(n: int, c: int, k: int) -> float:
    """Share of all k-subsets of n episodes (the first c successful) that hold a success."""
    subsets = list(itertools.combinations(range(n), k))
    return sum(any(i < c for i in s) for s in subsets) / len(subsets)


def test_format_errors_have_their_own_rate() -> None:
    overall = summarize([*RUN, row(seed=3, format_error=True)])["overall"]
    assert overall["FE"] == pytest.approx(0.2) and overall["SR"] == pytest.approx(0.4) and overall["FC"] == pytest.approx(0.2)


def test_errors_are_excluded_from_every_denominator() -> None:
    overall = summarize(RUN)["overall"]
    assert overall == {
        "episodes": 4, "errors": 2, "SR": 0.5, "PR": 0.625, "FC": 0.25, "OT": 0.25, "USE": 0.25, "FE": 0.0, "LOOP": 0.0,
        "reward": 0.25, "templates": 2, "pass@k": {"1": 0.5, "2": 1.0},
    }  # fmt: skip


def test_breakdowns_group_sort_and_all_error_groups_are_none() -> None:
    summary = summarize(RUN)
    assert summary["version"] == SUMMARY_VERSION and summary["policy"] == DENOMINATOR_POLICY
    by_difficulty = summary["by_difficulty"]
    assert list(by_difficulty) == ["L1", "L2", "L3"]
    assert by_difficulty["L1"]["episodes"] == 2 and by_difficulty["L1"]["errors"] == 1
    assert by_difficulty["L1"]["SR"] == 0.5 and by_difficulty["L1"]["FC"] == 0.5 and by_difficulty["L1"]["PR"] == 0.75
    assert by_difficulty["L2"]["OT"] == 0.5 and by_difficulty["L2"]["reward"] == 0.0
    l3 = by_difficulty["L3"]
    assert l3["episodes"] == 0 and l3["errors"] == 1 and l3["templates"] == 0 and l3["pass@k"] == {}
    assert all(l3[m] is None for m in (*RATES, "reward"))
    assert list(summary["by_suite"]) == ["clock", "contacts", "settings"]
    breakdowns = ("difficulty", "objective", "composition", "scope", "suite", "split")
    assert set(summary) == {"version", "policy", "overall", *(f"by_{k}" for k in breakdowns)}
    assert json.loads(json.dumps(summary)) == summary


def test_custom_breakdowns_and_unknown_group() -> None:
    rows = [row(seed=0, success=True, progress=1.0), {k: v for k, v in row(seed=1).items() if k != "scope"}]
    summary = summarize(rows, by=("scope",))
    assert set(summary) == {"version", "policy", "overall", "by_scope"}
    assert {name: g["episodes"] for name, g in summary["by_scope"].items()} == {"S1": 1, "unknown": 1}


def test_empty_run_reports_none() -> None:
    overall = summarize([])["overall"]
    assert overall["episodes"] == overall["errors"] == overall["templates"] == 0
    assert all(overall[m] is None for m in (*RATES, "reward")) and overall["pass@k"] == {}


def test_pass_at_k_matches_a_direct_count() -> None:
    for n in range(1, 9):
        for c in range(n + 1):
            for k in range(1, n + 1):
                assert math.isclose(pass_at_k(n, c, k), brute_pass_at_k(n, c, k), abs_tol=1e-12), (n, c, k)
    for n, c, k in [(3, 1, 4), (3, 4, 1), (3, 1, 0), (3, -1, 1)]:
        with pytest.raises(ValueError):
            pass_at_k(n, c, k)


def test_pass_at_k_averages_only_templates_with_enough_episodes() -> None:
    rows = [row("a.A", s, success=s == 0, progress=float(s == 0)) for s in range(4)]
    rows += [row("b.B", 0, success=True, progress=1.0), row("b.B", 1, error="crash")]
    assert summarize(rows)["overall"]["pass@k"] == {"1": (0.25 + 1.0) / 2, "2": 0.5, "4": 1.0}
    three = [row(seed=s, success=s == 2, progress=0.5) for s in range(3)]
    assert set(summarize(three)["overall"]["pass@k"]) == {"1", "2"}


@pytest.mark.parametrize(
    ("fields", "bad"),
    [
        ({"success": None}, "success"),
        ({"progress": 1.5}, "progress"),
        ({"progress": -0.1}, "progress"),
        ({"progress": float("nan")}, "progress"),
        ({"progress": True}, "progress"),
        ({"overdue": "yes"}, "overdue"),
        ({"reward": float("inf")}, "reward"),
    ],
)
def test_invalid_rows_name_template_seed_and_field(fields: dict[str, Any], bad: str) -> None:
    with pytest.raises(ValueError, match=rf"clock\.AddAlarm.*seed=3.*{bad!r}"):
        summarize([row(seed=0), row(seed=3, **fields)])


def test_missing_required_fields_are_invalid_unless_errored() -> None:
    missing = {k: v for k, v in row(seed=3).items() if k != "progress"}
    with pytest.raises(ValueError, match="'progress'"):
        summarize([missing])
    assert summarize([{"template": "x.Y", "seed": 3, "error": "crash"}])["overall"]["errors"] == 1
    optional = {k: v for k, v in row(success=True, progress=1.0).items() if k not in ("reward", "overdue")}
    assert summarize([optional])["overall"]["OT"] == 0.0


def test_table_shows_the_numbers() -> None:
    text = format_table(summarize(RUN))
    assert text.startswith(f"Run summary v{SUMMARY_VERSION}")
    for title in ("overall", "by difficulty", "by suite", "by split"):
        assert f"\n{title}\n" in text
    overall = next(line for line in text.splitlines() if line.startswith("all "))
    assert overall.split() == ["all", "4", "2", "2", "50.0%", "62.5%", "25.0%", "25.0%", "25.0%", "0.0%", "0.0%", "0.250", "50.0%", "100.0%"]
    l3 = next(line for line in text.splitlines() if line.startswith("L3 "))
    assert l3.split() == ["L3", "0", "1", "0", *["-"] * 10]
    assert "pass@2" in text and "pass@4" not in text


def test_policy_is_in_the_module_docstring() -> None:
    assert " ".join(DENOMINATOR_POLICY.split()) in " ".join((metrics.__doc__ or "").split())


rows_strategy = st.lists(
    st.builds(
        row,
        template=st.sampled_from(["a.A", "a.B", "b.C"]),
        seed=st.integers(0, 3),
        difficulty=st.sampled_from(["L1", "L2", "L3"]),
        success=st.booleans(),
        progress=st.floats(0, 1),
        false_complete=st.booleans(),
        overdue=st.booleans(),
        side_effects=st.booleans(),
        reward=st.floats(-1, 1),
        error=st.sampled_from([None, None, None, "", "timeout"]),
    ),
    max_size=25,
)


@settings(max_examples=60, deadline=None)
@given(rows_strategy)
def test_rates_are_in_unit_interval_or_none_when_nothing_was_judged(rows: list[dict[str, Any]]) -> None:
    for block in blocks(summarize(rows)):
        for metric in RATES:
            assert (block[metric] is None) == (block["episodes"] == 0)
            assert block[metric] is None or 0.0 <= block[metric] <= 1.0
        assert all(0.0 <= v <= 1.0 for v in block["pass@k"].values())


@settings(max_examples=60, deadline=None)
@given(rows_strategy, st.randoms(use_true_random=False))
def test_row_order_does_not_matter(rows: list[dict[str, Any]], rnd: Any) -> None:
    shuffled = rows[:]
    rnd.shuffle(shuffled)
    assert summarize(shuffled) == summarize(rows)


@settings(max_examples=60, deadline=None)
@given(rows_strategy.filter(bool), st.data())
def test_an_error_row_changes_only_errors(rows: list[dict[str, Any]], data: st.DataObject) -> None:
    source = data.draw(st.sampled_from(rows))
    crashed = {**source, "error": "browser crashed", "success": None, "progress": 42}
    at = data.draw(st.integers(0, len(rows)))
    before, after = summarize(rows), summarize([*rows[:at], crashed, *rows[at:]])
    expected = copy.deepcopy(before)
    expected["overall"]["errors"] += 1
    for name, groups in expected.items():
        if name.startswith("by_"):
            groups[str(source[name.removeprefix("by_")])]["errors"] += 1
    assert after == expected


def test_run_totals_count_tokens_model_time_format_errors_and_loops() -> None:
    rows = [
        {"success": False, "progress": 0.0, "format_error": True, "usage": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12}, "model_time_s": 1.5},
        {"success": False, "progress": 0.0, "loop": True, "usage": {"prompt_tokens": 5, "completion_tokens": 1, "total_tokens": 6}, "model_time_s": 0.25},
        {"error": "model: no answer", "format_error": True, "model_time_s": 0.0},
        {"success": True, "progress": 1.0},
    ]
    assert metrics.run_totals(rows) == {
        "episodes": 4, "errors": 1, "spec_errors": 0, "format_errors": 1, "loops": 1,
        "tokens": {"prompt_tokens": 15, "completion_tokens": 3, "total_tokens": 18}, "model_time_s": 1.75,
    }  # fmt: skip


def test_a_spec_error_episode_is_in_no_denominator_and_counted_apart_from_infrastructure_errors() -> None:
    judged = [row(seed=0, success=True, progress=1.0), row(seed=1)]
    spec_error = {"template": "x.Y", "seed": 2, "trial": 0, "success": False, "progress": 0.0, "error": None, "spec_error": "x/Y.yaml:4: instructions.0: '{city[name]}': city is null"}
    before, after = summarize(judged), summarize([*judged, spec_error])
    assert after["overall"] == before["overall"] and after["overall"]["errors"] == 0
    assert metrics.run_totals([*judged, spec_error])["spec_errors"] == 1 and metrics.run_totals([*judged, spec_error])["errors"] == 0
    assert metrics.trial_block([*judged, spec_error])["SR"] == metrics.trial_block(judged)["SR"]
    assert metrics.failure_reason(spec_error) == "spec error: x/Y.yaml:4: instructions.0: '{city[name]}': city is null"


def test_trial_block_is_the_mean_and_population_std_of_each_trials_sr() -> None:
    rows = [{"trial": 0, "success": True}, {"trial": 0, "success": False}, {"trial": 1, "success": True}, {"trial": 1, "success": True}, {"trial": 1, "error": "x", "success": False}]
    block = metrics.trial_block(rows)
    assert block["SR"] == [0.5, 1.0] and block["SR_mean"] == 0.75 and block["SR_std"] == pytest.approx(0.25) and block["trials"] == 2
    assert metrics.trial_block([]) == {"trials": 0, "SR": [], "SR_mean": None, "SR_std": None}
