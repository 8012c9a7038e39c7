"""Answers that vary (issue 33): every query or hybrid template's expected answer differs across
the first 20 instances of a run, unless the template says why it cannot (``fixed_answer``);
bench/variety.py computes them by instantiating the template, without a browser."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from mobilegym_gym.bench.variety import answer_variety
from mobilegym_gym.tasks.loader import default_tasks, load_tasks

TASKS = default_tasks()
ANSWERING = sorted(t for t, task in TASKS.tasks.items() if task.spec.objective in ("query", "hybrid"))
SPECS = Path(__file__).resolve().parents[1] / "task_specs"


@pytest.mark.parametrize("task_id", ANSWERING)
def test_every_answer_varies_over_20_instances(task_id: str) -> None:
    variety = answer_variety(TASKS.tasks[task_id])
    assert variety.fields, variety.report()
    assert variety.problems == [], variety.report()


def _copy(root: Path, suite: str, name: str, text: str | None = None) -> None:
    (root / suite).mkdir(parents=True, exist_ok=True)
    (root / suite / f"{name}.yaml").write_text(text if text is not None else (SPECS / suite / f"{name}.yaml").read_text())
    if (SPECS / suite / "hooks.py").exists():
        (root / suite / "hooks.py").write_text((SPECS / suite / "hooks.py").read_text())


def test_an_answer_that_is_the_same_in_most_instances_fails_with_its_distribution(tmp_path: Path) -> None:
    """A copy of weather.CheckCurrentTemp whose city is Beijing in most draws."""
    spec = (SPECS / "weather" / "CheckCurrentTemp.yaml").read_text()
    mostly = spec.replace("  city_id: {hook: any_city}", "  city_id: {choice: [beijing, beijing, beijing, beijing, beijing, beijing, shanghai, guangzhou]}")
    assert mostly != spec
    _copy(tmp_path, "weather", "CheckCurrentTemp", mostly)
    variety = answer_variety(load_tasks(tmp_path).tasks["weather.CheckCurrentTemp"])
    (field,) = variety.fields
    assert field.name == "answer:temp" and field.counts.most_common(1)[0][1] > 10
    assert variety.problems == ["answer:temp: needs at least 3 values, none in more than 50% of 20 instances"]
    assert f"answer:temp: {field.distribution()}" in variety.report()


def test_a_fixed_answer_passes_with_its_reason_and_the_distribution_is_reported() -> None:
    variety = answer_variety(TASKS.tasks["wechat.ReadMyWxid"])
    assert variety.fixed_answer and variety.problems == []
    assert 'answer:wxid: "wxid_lin_chen" x20' in variety.report()


def test_a_template_that_stops_declaring_its_fixed_answer_fails_with_the_distribution(tmp_path: Path) -> None:
    spec = (SPECS / "wechat" / "ReadMyWxid.yaml").read_text()
    bare = "\n".join(line for line in spec.splitlines() if not line.startswith("fixed_answer:")) + "\n"
    _copy(tmp_path, "wechat", "ReadMyWxid", bare)
    variety = answer_variety(load_tasks(tmp_path).tasks["wechat.ReadMyWxid"])
    assert variety.problems == ["answer:wxid: needs at least 3 values, none in more than 50% of 20 instances"]
    assert "x20" in variety.report()


def test_a_fixed_answer_that_varies_after_all_is_refused(tmp_path: Path) -> None:
    spec = (SPECS / "alipay" / "CheckBalance.yaml").read_text()
    _copy(tmp_path, "alipay", "CheckBalance", spec + "fixed_answer: the balance of my own account\n")
    variety = answer_variety(load_tasks(tmp_path).tasks["alipay.CheckBalance"])
    assert len(variety.problems) == 1 and "drop fixed_answer" in variety.problems[0]


def test_a_two_option_answer_needs_both_options_and_neither_above_70_percent() -> None:
    variety = answer_variety(TASKS.tasks["railway12306.CheckIdVerificationStatus"])
    (field,) = [f for f in variety.fields if f.name == "answer:status"]
    assert field.two_options and len(field.counts) == 2 and max(field.counts.values()) <= 14


def test_a_choice_is_read_by_its_position_so_the_winner_always_named_first_is_refused(tmp_path: Path) -> None:
    """alipay.CalculateMonthlyExpenseTrend without its drawn order: the month that spent more is
    the first option in every instance, whatever the months are called."""
    spec = (SPECS / "alipay" / "CalculateMonthlyExpenseTrend.yaml").read_text()
    fixed_order = spec.replace("  swap: {choice: [false, true]}", "  swap: {choice: [false]}")
    assert fixed_order != spec
    _copy(tmp_path, "alipay", "CalculateMonthlyExpenseTrend", fixed_order)
    variety = answer_variety(load_tasks(tmp_path).tasks["alipay.CalculateMonthlyExpenseTrend"])
    assert variety.problems == ["answer:more: a choice of 3 needs at least 2 options, none in more than 70% of 20 instances"]
    assert 'answer:more (a choice of 3): "option 1" x20' in variety.report()
    assert answer_variety(TASKS.tasks["alipay.CalculateMonthlyExpenseTrend"]).problems == []


def test_an_output_without_claims_varies_by_what_it_must_hold() -> None:
    variety = answer_variety(TASKS.tasks["wechat_reading.AddBookAndReadTo"])
    assert [f.name for f in variety.fields] == ["output:progress_set"] and variety.problems == []


def test_an_output_judged_by_claims_varies_by_its_claimed_values() -> None:
    variety = answer_variety(TASKS.tasks["crossapp_commerce.AlipayBalanceToWechat"])
    assert [f.name for f in variety.fields] == ["claim:balance_sent.0.money"]
    assert variety.problems == []


@pytest.mark.parametrize(
    ("reason", "message"),
    [("mine", "says, in a sentence, why the answer cannot vary"), ("my own WeChat ID never changes", "is for query and hybrid templates")],
)
def test_a_bad_fixed_answer_is_a_spec_error_naming_file_line_and_field(tmp_path: Path, reason: str, message: str) -> None:
    if "query and hybrid" in message:
        spec = (SPECS / "clock" / "ToggleAlarm.yaml").read_text() + f"fixed_answer: {reason}\n"
        _copy(tmp_path, "clock", "ToggleAlarm", spec)
        name = "clock/ToggleAlarm.yaml"
    else:
        spec = (SPECS / "wechat" / "ReadMyWxid.yaml").read_text()
        spec = "\n".join(line for line in spec.splitlines() if not line.startswith("fixed_answer:")) + f"\nfixed_answer: {reason}\n"
        _copy(tmp_path, "wechat", "ReadMyWxid", textwrap.dedent(spec))
        name = "wechat/ReadMyWxid.yaml"
    loaded = load_tasks(tmp_path)
    (err,) = loaded.errors
    assert err.file.endswith(name) and err.field == "fixed_answer" and message in err.message
    assert err.line is not None and err.line > 1
