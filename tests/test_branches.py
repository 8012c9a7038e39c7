"""Branches at chance level (tasks/branches.py): a conditional template declares its branch, an
instance can be forced onto a branch, every branch occurs, and a policy that does not read the
deciding fact (another branch's solution, or COMPLETE at once) succeeds no more than chance."""

from __future__ import annotations

import copy
import re
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import jmespath
import pytest

from mobilegym_gym.bench.matrix import blind_cases
from mobilegym_gym.bench.phrasings import phrase
from mobilegym_gym.bench.runner import Job, play
from mobilegym_gym.judge.judge import judge
from mobilegym_gym.judge.sinks import texts
from mobilegym_gym.sim import bundle
from mobilegym_gym.tasks.branches import branch_values
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import LoadedTask, default_tasks, load_tasks
from mobilegym_gym.tasks.task import TaskInstance, TaskSetupError, instantiate, template_seed

TASKS = default_tasks()
ROOT = Path(__file__).resolve().parents[1] / "task_specs"
BRANCHING = sorted(t for t, task in TASKS.tasks.items() if isinstance(task.spec.branch, str))
SEEDS = 20
KNOWN = ("weather.ConditionalAction", "crossapp_life.RealisticTrip001")


def _copy(tmp_path: Path, task_id: str, edit: tuple[str, str]) -> Path:
    suite, name = task_id.split(".")
    (tmp_path / suite).mkdir(exist_ok=True)
    if (ROOT / suite / "hooks.py").is_file():
        shutil.copy(ROOT / suite / "hooks.py", tmp_path / suite / "hooks.py")
    text = (ROOT / suite / f"{name}.yaml").read_text()
    assert edit[0] in text
    (tmp_path / suite / f"{name}.yaml").write_text(text.replace(*edit))
    return tmp_path / suite / f"{name}.yaml"


def test_every_conditional_template_declares_its_branch() -> None:
    assert TASKS.errors == []
    assert set(KNOWN) <= set(BRANCHING) and len(BRANCHING) >= 15
    for task_id in BRANCHING:
        assert len(branch_values(TASKS.tasks[task_id].spec)) >= 2


def test_a_conditional_template_without_a_branch_is_a_spec_error_naming_file_line_and_field(tmp_path: Path) -> None:
    file = _copy(tmp_path, "weather.ConditionalAction", ("branch: target                   # alerts on (above the threshold) or off\n", ""))
    loaded = load_tasks(tmp_path)
    (err,) = loaded.errors
    line = next(i for i, text in enumerate(file.read_text().splitlines(), 1) if text.strip().startswith('- "If it is above'))
    assert err.file.endswith("weather/ConditionalAction.yaml") and err.field == "branch" and err.line == line
    assert "reads as conditional ('If')" in err.message and "branch: <param>" in err.message and "branch: false" in err.message


def test_a_branch_that_is_not_a_parameter_is_a_spec_error(tmp_path: Path) -> None:
    file = _copy(tmp_path, "weather.ConditionalAction", ("branch: target", "branch: targte"))
    (err,) = load_tasks(tmp_path).errors
    line = next(i for i, text in enumerate(file.read_text().splitlines(), 1) if text.startswith("branch:"))
    assert (err.field, err.line) == ("branch", line) and "'targte' is not a parameter" in err.message


def test_a_branch_parameter_with_one_value_is_a_spec_error(tmp_path: Path) -> None:
    _copy(tmp_path, "weather.ConditionalAction", ("target: {choice: [true, false]}", "target: {choice: [true, true]}"))
    (err,) = load_tasks(tmp_path).errors
    assert err.field == "branch" and "has one value" in err.message and err.line is not None and err.line > 1


def test_branch_false_declares_wording_that_is_no_condition(tmp_path: Path) -> None:
    _copy(tmp_path, "clock.CountAlarms", ("branch: false\n", ""))
    (err,) = load_tasks(tmp_path).errors
    assert err.field == "branch" and "('whether')" in err.message
    shutil.rmtree(tmp_path / "clock")
    _copy(tmp_path, "clock.CountAlarms", ("", ""))
    assert load_tasks(tmp_path).errors == []


def test_an_override_forces_a_branch_and_keeps_the_rest_of_the_draw() -> None:
    task = TASKS.tasks["weather.ConditionalAction"]
    forecasts = bundle.world("weather_forecasts")
    for index in range(6):
        seed = template_seed(0, task.spec.id, index)
        natural = instantiate(task, seed)
        for value in (True, False):
            forced = instantiate(task, seed, {"target": value})
            assert forced.branch is value and forced.params["target"] is value
            assert (forced.params["city_id"], forced.params["start"], forced.setup) == (natural.params["city_id"], natural.params["start"], natural.setup)
            temp = forecasts[forced.params["city_id"]]["current"]["temp"]
            assert (temp > forced.params["threshold"]) is value
    trip = TASKS.tasks["crossapp_life.RealisticTrip001"]
    for value in (True, False):
        forced = instantiate(trip, 5, {"rain": value})
        assert forced.branch is value and forced.params["t"]["rainy"] is value and forced.params["friend"] == instantiate(trip, 5).params["friend"]
        assert forced.params["t"]["when"] in forced.instruction
    rated = TASKS.tasks["crossapp_life.MapRatingConditionBuyTicket"]  # a branch a hook decides: drawn until it comes out so
    assert {instantiate(rated, 3, {"above": v}).params["r"]["above"] for v in (True, False)} == {True, False}
    with pytest.raises(TaskSetupError, match="override 'tagret' is not a parameter"):
        instantiate(task, 0, {"tagret": True})
    with pytest.raises(TaskSetupError, match="none of its choices"):
        instantiate(task, 0, {"target": "on"})


def test_a_branch_template_starts_with_nothing_to_do_only_where_its_branch_says_so() -> None:
    task = TASKS.tasks["weather.ConditionalAction"]
    idle = [instantiate(task, template_seed(0, task.spec.id, i)) for i in range(SEEDS)]
    idle = [t for t in idle if t.met_at_start]
    assert idle, "the start is drawn independently of the branch: some instances have nothing to do"
    for t in idle:
        assert t.params["start"] == t.params["target"] and not t.params["flip"]
    toggle = TASKS.tasks["clock.ToggleAlarm"]  # not a branch template: never met at the start
    assert not any(instantiate(toggle, s).met_at_start for s in range(SEEDS))


# ---------- the statistics: every branch template, 20 seeds, judged on states (no browser) ----------


def _prepared(instance: TaskInstance) -> dict[str, Any]:
    return instance.initial_state()


_DOTTED = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$")


def _goals_written(instance: TaskInstance, state: dict[str, Any]) -> dict[str, Any] | None:
    """``state`` with ``instance``'s goals written into it (what its branch's solution leaves):
    an ``equals`` on a plain path set, a ``created`` output added with its match, fields and
    texts (its claims written as the matrix writes them), a ``removed`` item taken out; None
    where the goals cannot be written without playing (hooks): the matrix's ``blind:`` cases
    play those."""
    out = copy.deepcopy(state)
    for check, body in instance.checks:
        if check.kind == "equals" and _DOTTED.match(body.query):
            *head, last = body.query.split(".")
            node = out
            for key in head:
                node = node[key]
            node[last] = body.value
        elif check.kind == "created" and isinstance(body.count, int):
            items = jmespath.search(body.list, out)  # the list itself, inside ``out``
            if not isinstance(items, list):
                return None
            said = {name: " ".join(texts(value)) for name, value in body.contains.items()}
            if body.claims:  # the claims as the matrix writes them
                field = body.read[-1]
                said[field] = " ".join([said.get(field, ""), "; ".join(phrase(c) for c in sorted(body.claims, key=lambda c: bool(c.last)))]).strip() + "."
            items += [{"id": f"blind-{check.name}-{n}", **body.match, **body.fields, **said} for n in range(body.count)]
        elif check.kind == "removed":
            items = jmespath.search(body.list, out)
            if not isinstance(items, list):
                return None
            items[:] = [i for i in items if not all(i.get(k) == v for k, v in body.match.items())]
        else:
            return None
    return out


def _success(task: LoadedTask, instance: TaskInstance, initial: dict[str, Any], final: dict[str, Any]) -> bool:
    v = judge(final, initial, instance.checks, instance.expected, instance.answer_fields, instance.expected_answers, task.hooks, instance.params)
    return v.goals_met and v.clean


@pytest.mark.parametrize("task_id", BRANCHING)
def test_blind_policies_succeed_at_chance_level_over_twenty_seeds(task_id: str) -> None:
    """Every branch occurs; no branch is drawn far above 1/k of the time (a blind policy playing
    the most frequent branch); COMPLETE at once succeeds only in "nothing to do" instances and no
    more often than 1/k; where the goals can be written into a state (a setting, a message with
    its claims, an event; 14 of the 18 templates, the others judge an order or a search in a
    hook), each branch's result written onto every instance passes exactly that branch's
    instances, so the blind policies average exactly 1/k. 1-3 min for the 18 templates on 2 busy
    cores, almost all of it drawing instances."""
    task = TASKS.tasks[task_id]
    name, values = task.spec.branch, branch_values(task.spec)
    assert isinstance(name, str)
    k = len(values)
    instances = [instantiate(task, template_seed(0, task_id, i)) for i in range(SEEDS)]
    drawn = Counter(t.branch for t in instances)
    assert set(drawn) == set(values), f"branches drawn over {SEEDS} seeds: {dict(drawn)}; every one of {values} must occur"
    slack = 0.3  # 20 draws of a fair branch: a share above 1/k + 0.3 is a biased draw, not chance
    assert max(drawn.values()) / SEEDS <= 1 / k + slack, dict(drawn)
    at_once = [t for t in instances if _success(task, t, _prepared(t), _prepared(t))]
    assert all(t.met_at_start for t in at_once)
    assert len(at_once) / SEEDS <= 1 / k + slack, f"COMPLETE at once succeeds in {len(at_once)} of {SEEDS}"
    if _goals_written(instances[0], _prepared(instances[0])) is None:
        return  # goals a state cannot be written for (created items, hooks): the matrix's blind cases play them
    rates = []
    for value in values:
        passed = 0
        for t in instances:
            forced = instantiate(task, t.seed, {name: value})
            initial = _prepared(t)
            final = _goals_written(forced, initial)
            assert final is not None
            ok = _success(task, t, initial, final)
            assert ok == (t.branch == value), f"seed {t.seed}: the {value!r} branch's result on a {t.branch!r} instance: success={ok}"
            passed += ok
        rates.append(passed / SEEDS)
    assert sum(rates) / k <= 1 / k


# ---------- the two known templates, each branch through the GUI ----------


def _seed_of_branch(env: TaskEnv, task: LoadedTask, value: Any) -> tuple[int, int]:
    """A reset seed whose instance is of branch ``value`` and has something to do."""
    for index in range(SEEDS):
        seed = template_seed(0, task.spec.id, index)
        env.reset(seed=seed, options={"task_id": task.spec.id})
        assert env.task is not None
        if env.task.branch == value and not env.task.met_at_start:
            return index, seed
    raise AssertionError(f"no instance of branch {value!r} with something to do in {SEEDS} seeds")


@pytest.mark.parametrize("task_id", KNOWN)
def test_each_branch_of_the_known_templates_passes_its_solution_and_fails_the_other(task_env: TaskEnv, task_id: str) -> None:
    task = TASKS.tasks[task_id]
    for value in branch_values(task.spec):
        index, seed = _seed_of_branch(task_env, task, value)
        row = play(task_env, Job(task, index, seed), "oracle", None)
        assert (row["success"], row["reward"]) == (True, 1.0), (value, row["issues"], row["unexpected_changes"])
        cases = list(blind_cases(task_env, task, seed))
        assert [c.name for c in cases] == [f"blind:{v}" for v in branch_values(task.spec) if v != value]
        assert all(c.ok for c in cases), [(c.name, c.got) for c in cases]


def test_a_goal_when_that_is_not_true_or_false_is_a_spec_error_naming_file_line_and_field(tmp_path: Path) -> None:
    file = _copy(tmp_path, "crossapp_life.RealisticTrip001", ('    when: "{t[dry]}"\n    created:', '    when: "{t[when]}"\n    created:'))
    (task,) = load_tasks(tmp_path).tasks.values()
    line = next(i for i, text in enumerate(file.read_text().splitlines(), 1) if "{t[when]}\"" in text and text.strip().startswith("when:"))
    with pytest.raises(TaskSetupError, match=rf"RealisticTrip001.yaml:{line}: goals.0.when: .*it must name one parameter that is true or false"):
        instantiate(task, 0)


def test_a_goal_with_when_is_judged_only_in_its_branch_and_its_output_is_a_side_effect_in_the_other() -> None:
    task = TASKS.tasks["crossapp_life.RealisticTrip001"]
    dry, rain = instantiate(task, 5, {"rain": False}), instantiate(task, 5, {"rain": True})
    assert [c.name for c, _ in dry.checks] == ["memo_written", "friend_told"] and [c.name for c, _ in rain.checks] == ["friend_told"]
    assert any(e.add == "/apps/notes/notes" for e in dry.expected) and not any(e.add == "/apps/notes/notes" for e in rain.expected)
