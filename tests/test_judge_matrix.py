"""The judge matrix on every template (bench/matrix.py): the reference solution passes, and every
way a careless or cunning agent would try to pass without doing the task fails."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mobilegym_gym.bench.matrix import run_matrix
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import template_seed

TASKS = default_tasks()


@pytest.fixture(scope="module")
def env() -> Iterator[TaskEnv]:
    e = TaskEnv(split="all", capture_size=(360, 800))
    yield e
    e.close()


@pytest.mark.parametrize("task_id", sorted(TASKS.tasks))
def test_every_template_survives_its_judge_matrix(env: TaskEnv, task_id: str) -> None:
    cases = run_matrix(env, TASKS.tasks[task_id], template_seed(1, task_id))
    failed = [c for c in cases if not c.ok]
    assert not failed, "\n".join(f"{c.name}: want {c.want}; got {c.got}" for c in failed)
    names = {c.name.split(":", 1)[0] for c in cases}
    assert {"solution", "minus_last_step", "side_effect", "complete", "abort", "overdue", "complete_at_once"} <= names
