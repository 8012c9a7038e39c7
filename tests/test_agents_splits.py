"""The paper's splits, exactly: reference test/train/payment/high-risk templates by id, ours in extra."""

from __future__ import annotations

import json
from pathlib import Path

import gymnasium as gym
import pytest

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import reference_ids as R
from mobilegym_gym.bench.cli import main
from mobilegym_gym.splits import coverage, in_split, reference_split
from mobilegym_gym.tasks.loader import default_tasks

TASKS = default_tasks().tasks


def test_the_reference_lists_have_the_papers_sizes() -> None:
    assert (len(R.TEST), len(R.TRAIN), len(R.PAYMENT), len(R.HIGH_RISK)) == (256, 160, 7, 14)
    assert not R.TEST & R.TRAIN and not R.PAYMENT & (R.TEST | R.TRAIN)
    assert R.PAYMENT <= R.HIGH_RISK and len(R.HIGH_RISK & R.TEST) == 7


def test_every_templates_split_is_the_references_and_ours_are_extra() -> None:
    for task_id, task in TASKS.items():
        ref = task.spec.reference
        assert ref is None or reference_split(ref) is not None, f"{task_id}: reference {ref!r} is not a reference id"
        assert task.spec.split == (reference_split(ref) or "extra"), task_id
    assert TASKS["reddit.SendChatMessage"].spec.reference == "reddit.Reddit_SendChatMessage" and TASKS["reddit.CreatePost"].spec.split == "extra"


def test_split_envs_hold_exactly_their_templates() -> None:
    def ids(env_id: str) -> set[str]:
        env = gym.make(env_id, open_page=False)
        try:
            return {t.spec.id for t in env.unwrapped.templates}
        finally:
            env.close()

    test, train, extra, high_risk, everything = (ids(f"MobileGym/{n}-v0") for n in ("Test", "Train", "Extra", "HighRisk", "All"))
    ref = {t: task.spec.reference for t, task in TASKS.items()}
    assert test and all(ref[t] in R.TEST for t in test)
    assert train and all(ref[t] in R.TRAIN for t in train)
    assert extra and all(ref[t] is None for t in extra) and "reddit.CreatePost" in extra
    assert high_risk == {t for t in TASKS if ref[t] in R.HIGH_RISK} and {"notes.DeleteAllCompletedTodos", "reddit.DeleteSeededChatMessage"} <= high_risk
    payment = {t for t in TASKS if ref[t] in R.PAYMENT}
    assert payment and ids("MobileGym/Payment-v0") == payment
    # `all` is every template but the payment split's: those run only when asked for.
    assert test | train | extra == everything == set(TASKS) - payment and not (test | train) & extra


def test_in_split_names_the_splits_on_a_typo() -> None:
    with pytest.raises(ValueError, match="unknown split 'tset'; choose one of test, train"):
        in_split(next(iter(TASKS.values())).spec, "tset")


@pytest.mark.browser
def test_bench_split_test_runs_only_reference_test_templates_and_names_the_coverage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--split", "test", "--suite", "account", "--agent", "noop", "--num-envs", "1", "--screenshots", "none", "--out", str(tmp_path)]) == 0
    rows = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert rows and all(TASKS[r["template"]].spec.reference in R.TEST and r["split"] == "test" for r in rows)
    present = sum(in_split(t.spec, "test") for t in TASKS.values())
    assert json.loads((tmp_path / "summary.json").read_text())["run"]["reference"] == {"split": "test", "reference_templates": 256, "present": present}
    assert f"split test: {present} of the reference's 256 templates exist so far" in capsys.readouterr().out
    assert coverage("extra") is None
