"""Task templates end to end: loading and its errors, the registry, seeding, and every
template's reference solution through the real GUI (success, clean, reward 1.0 on 3 seeds) while
doing nothing fails it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import mobilegym_gym  # noqa: F401 - registers the ids
from conftest import MakeEnv, MakeTaskEnv
from mobilegym_gym.agents import make_agent
from mobilegym_gym.bench.runner import Job, play
from mobilegym_gym.registration import gym_id
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import default_tasks, load_tasks
from mobilegym_gym.tasks.task import instantiate, instantiation_errors, template_seed

TASKS = default_tasks()
TASK_IDS = sorted(TASKS.tasks)
GOOD = Path(__file__).resolve().parents[1] / "task_specs" / "clock" / "AddAlarm.yaml"


def test_every_shipped_spec_loads() -> None:
    assert TASKS.errors == []
    assert len(TASK_IDS) >= 2


def _write(root: Path, suite: str, name: str, text: str) -> None:
    (root / suite).mkdir(parents=True, exist_ok=True)
    (root / suite / f"{name}.yaml").write_text(textwrap.dedent(text))


@pytest.mark.parametrize(
    ("mutation", "field", "message"),
    [
        (("split: train", "split: train\nsplitt: test"), "splitt", "Extra inputs are not permitted"),
        (("add: /apps/clock/alarms", "add: /apps/clokc/alarms"), "expected_changes.0", "unknown path /apps/clokc"),
        (("add: /apps/clock/alarms", 'path: "/apps/clock/alarms/[id=*]"'), "expected_changes.0", "names list items"),
        (("  time: {format", "  unused: {choice: [1, 2]}\n  time: {format"), "params.unused", "is never used"),
        (("Set an alarm for {time}.", "Set an alarm for {tme}."), "instructions.0", "{tme} is used but not defined"),
        (("list: apps.clock.alarms", "list: apps.clock.alarms[?"), "goals.0.created.list", "bad query"),
    ],
)
def test_a_broken_spec_names_file_and_field_and_the_others_still_load(tmp_path: Path, mutation: tuple[str, str], field: str, message: str) -> None:
    good = GOOD.read_text()
    assert mutation[0] in good
    _write(tmp_path, "clock", "AddAlarm", good.replace("id: clock.AddAlarm", "id: clock.AddAlarm").replace(*mutation))
    _write(tmp_path, "clock", "Other", good.replace("id: clock.AddAlarm", "id: clock.Other"))
    loaded = load_tasks(tmp_path)
    assert list(loaded.tasks) == ["clock.Other"]
    (err,) = loaded.errors
    assert err.file.endswith("clock/AddAlarm.yaml") and err.field == field and message in err.message
    assert err.line is not None and err.line > 1
    assert str(err).startswith(f"{err.file}:{err.line}")


TEMPERATURE = Path(__file__).resolve().parents[1] / "task_specs" / "weather" / "CheckCurrentTemp.yaml"


@pytest.mark.parametrize(
    ("mutation", "message"),
    [
        (("type: text, matcher: temperature", "type: number"), "judge it as what it is (type: text, matcher: temperature"),
        (("type: text, matcher: temperature", "type: text"), "matcher: temperature"),
        (("type: text, matcher: temperature", "type: number, matcher: temperature"), "typed in a text input"),
        ((" (°C)", ""), "must say the unit, °C"),
        (("matcher: temperature,", 'matcher: temperature, unit: "K",'), "°C or °F, not 'K'"),
        (("matcher: temperature,", 'matcher: temperature, unit: "°F",'), "must say the unit, °F"),
    ],
)
def test_an_answer_field_judges_a_measured_value_as_what_it_is_and_its_label_says_the_unit(tmp_path: Path, mutation: tuple[str, str], message: str) -> None:
    good = TEMPERATURE.read_text()
    assert mutation[0] in good
    _write(tmp_path, "weather", "CheckCurrentTemp", good.replace(*mutation))
    loaded = load_tasks(tmp_path)
    (err,) = loaded.errors
    assert err.file.endswith("weather/CheckCurrentTemp.yaml") and err.field == "answer_fields.0" and message in err.message, err
    assert err.line == good.splitlines().index(next(ln for ln in good.splitlines() if "{id: temp" in ln)) + 1


@pytest.mark.parametrize("fields", ["[videoIds]", '{videoIds: ["{r[video][id]}"]}'])
def test_a_list_field_modified_without_its_operations_is_a_spec_error_naming_file_and_field(tmp_path: Path, fields: str) -> None:
    root = Path(__file__).resolve().parents[1] / "task_specs" / "bilibili"
    good = (root / "SanlianTask.yaml").read_text()
    scoped = 'fields: {videoIds: {add: ["{r[video][id]}"]}}'
    assert scoped in good
    _write(tmp_path, "bilibili", "SanlianTask", good.replace(scoped, f"fields: {fields}"))
    shutil.copy(root / "hooks.py", tmp_path / "bilibili" / "hooks.py")
    loose = load_tasks(tmp_path).tasks["bilibili.SanlianTask"]
    errors = instantiation_errors([loose])
    assert "expected_changes.3.fields.videoIds: videoIds is a list, so say which operations it may undergo" in errors["bilibili.SanlianTask"]
    assert errors["bilibili.SanlianTask"].startswith(str(tmp_path / "bilibili" / "SanlianTask.yaml"))


def test_mobilegym_list_reports_a_spec_that_fails_to_load_and_lists_the_others(tmp_path: Path) -> None:
    _write(tmp_path, "clock", "AddAlarm", GOOD.read_text().replace("difficulty: L2", "difficulty: L9"))
    _write(tmp_path, "clock", "Other", GOOD.read_text().replace("id: clock.AddAlarm", "id: clock.Other"))
    run = subprocess.run([sys.executable, "-m", "mobilegym_gym.bench.cli", "list"], capture_output=True, text=True, env={"MOBILEGYM_TASK_SPECS": str(tmp_path), "PATH": "/usr/bin:/bin", "COLUMNS": "200"})
    assert run.returncode == 0
    assert "clock.Other" in run.stdout
    assert "clock/AddAlarm.yaml" in run.stdout and "difficulty" in run.stdout


def test_every_template_is_registered_with_its_budget() -> None:
    for task_id in TASK_IDS:
        spec = gym.spec(gym_id(task_id))
        assert spec.max_episode_steps == TASKS.tasks[task_id].spec.step_budget
    with pytest.raises(gym.error.NameNotFound, match="Did you mean: `Clock_AddAlarm`"):
        gym.make("MobileGym/Clock_AddAlrm-v0")
    assert gym_id("crossapp_life.PlanTrip") == "MobileGym/CrossAppLife_PlanTrip-v0"


def test_check_env_on_a_task_env_and_seeded_instances_repeat(make_env: MakeEnv) -> None:
    env = make_env("clock.ToggleAlarm", capture_size=(360, 800))
    with pytest.warns(UserWarning, match="symmetric and normalized"):
        check_env(env.unwrapped)
    obs1, info1 = env.reset(seed=11)
    state1 = env.unwrapped.initial_state
    obs2, info2 = env.reset(seed=11)
    assert (info1["instruction"], info1["params"]) == (info2["instruction"], info2["params"])
    assert env.unwrapped.initial_state == state1
    np.testing.assert_array_equal(obs1, obs2)
    assert info1["budget"] == 15 and info1["progress"] == 0.0 and not info1["goals_met"]


def test_dense_reward_pays_progress_and_sums_to_the_terminal_reward(make_task_env: MakeTaskEnv) -> None:
    env = make_task_env("clock.ToggleAlarm", reward_mode="dense")
    obs, info = env.reset(seed=3)
    agent = make_agent("oracle")
    agent.reset(env, obs, info)
    rewards, done = [], False
    while not done:
        obs, r, term, trunc, info = env.step(agent.act(obs, info))
        rewards.append(r)
        done = term or trunc
    assert sorted(rewards)[-1] == 1.0 and sum(rewards) == pytest.approx(info["outcome"]["reward"]) == 1.0


def _something_to_do(env: TaskEnv, task_id: str, seed: int) -> bool:
    env.reset(seed=seed, options={"task_id": task_id})
    return env.task is not None and not env.task.met_at_start


@pytest.mark.parametrize("task_id", TASK_IDS)
def test_oracle_succeeds_on_three_seeds_and_noop_fails(task_env: TaskEnv, task_id: str) -> None:
    task = TASKS.tasks[task_id]
    for index in range(3):
        row = play(task_env, Job(task, index, template_seed(0, task_id, index)), "oracle", None)
        assert row["error"] is None and row["agent_error"] is None, row
        assert (row["success"], row["reward"], row["side_effects"]) == (True, 1.0, False), (row["params"], row["issues"], row["unexpected_changes"], row["actions"])
    # A branch template may start with nothing to do (its branch says "leave it"); noop fails wherever there is something to do.
    busy = next(i for i in range(20) if _something_to_do(task_env, task_id, template_seed(0, task_id, i)))
    row = play(task_env, Job(task, busy, template_seed(0, task_id, busy)), "noop", None)
    assert row["success"] is False and row["reward"] == 0.0 and row["false_complete"] is True


def test_a_broken_hooks_file_fails_only_the_templates_that_use_its_hooks(tmp_path: Path) -> None:
    notes = Path(__file__).resolve().parents[1] / "task_specs" / "notes"
    (tmp_path / "notes").mkdir()
    for name in ("AddNewTodo", "PinNote"):  # PinNote draws its note with a hook; AddNewTodo uses none
        (tmp_path / "notes" / f"{name}.yaml").write_text((notes / f"{name}.yaml").read_text())
    (tmp_path / "notes" / "hooks.py").write_text((notes / "hooks.py").read_text() + "\nBROKEN = undefined_name\n")
    line = len((tmp_path / "notes" / "hooks.py").read_text().splitlines())
    loaded = load_tasks(tmp_path)
    assert list(loaded.tasks) == ["notes.AddNewTodo"]
    assert [(e.file.rsplit("/", 2)[-2:], e.field) for e in loaded.errors] == [(["notes", "hooks.py"], ""), (["notes", "PinNote.yaml"], "params.all")]
    assert f"notes/hooks.py:{line} cannot be imported: NameError" in loaded.errors[0].message
    assert loaded.errors[1].message.startswith("hook 'unpinned' is unavailable: notes/hooks.py:")


def test_a_setup_value_of_the_wrong_type_is_a_spec_error_in_mobilegym_list(tmp_path: Path) -> None:
    good = (GOOD.parent / "ToggleAlarm.yaml").read_text()
    assert 'value: "{start}"}' in good
    _write(tmp_path, "clock", "ToggleAlarm", good.replace('value: "{start}"}', 'value: "{start} "}'))  # a string where the phone holds a boolean
    _write(tmp_path, "clock", "Other", GOOD.read_text().replace("id: clock.AddAlarm", "id: clock.Other"))
    run = subprocess.run([sys.executable, "-m", "mobilegym_gym.bench.cli", "list"], capture_output=True, text=True, env={"MOBILEGYM_TASK_SPECS": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0
    assert "clock.Other" in run.stdout and not any(ln.startswith("│ clock.ToggleAlarm ") for ln in run.stdout.splitlines())  # listed as broken, not in the table
    assert re.search(r"spec error clock\.ToggleAlarm \(left out\): \S+/clock/ToggleAlarm\.yaml:\d+: setup\.0: /apps/clock/alarms/\d+/enabled: the template", run.stdout)
    assert "the template gives a string (" in run.stdout and "where the phone holds a boolean" in run.stdout


def test_a_whole_field_placeholder_keeps_its_type() -> None:
    from mobilegym_gym.tasks.template import fill

    params = {"h": {"deg": 7, "days": [1, 2], "at": {"hour": 8}}, "name": "x"}
    assert fill("{h[deg]}", params) == 7 and fill("{h[days]}", params) == [1, 2] and fill("{h[at][hour]}", params) == 8
    assert fill("{name}", params) == "x" and fill("{h[deg]:02d}", params) == "07" and fill("{h[deg]} degrees", params) == "7 degrees"


def test_a_branching_solution_plays_only_the_steps_its_instance_selects(tmp_path: Path) -> None:
    good = (GOOD.parent / "ToggleAlarm.yaml").read_text()
    branching = good + '  - {see: {text: "Alarm"}, when: "{target}"}\n'
    _write(tmp_path, "clock", "ToggleAlarm", branching)
    task = load_tasks(tmp_path).tasks["clock.ToggleAlarm"]
    by_branch = {}
    for seed in range(12):
        instance = instantiate(task, seed)
        by_branch[instance.params["target"]] = [s.model_dump(exclude_defaults=True) for s in instance.solution]
    assert by_branch[True] == [{"tap": {"testId": by_branch[True][0]["tap"]["testId"]}, "scroll": True}, {"see": {"text": "Alarm"}, "when": True}]
    assert len(by_branch[False]) == 1 and "tap" in by_branch[False][0]


def test_a_when_that_is_not_a_boolean_is_a_spec_error_in_mobilegym_list(tmp_path: Path) -> None:
    good = (GOOD.parent / "ToggleAlarm.yaml").read_text()
    _write(tmp_path, "clock", "ToggleAlarm", good + '  - {see: {text: "Alarm"}, when: "{state}"}\n')  # "on"/"off", not true/false
    _write(tmp_path, "clock", "Other", GOOD.read_text().replace("id: clock.AddAlarm", "id: clock.Other"))
    run = subprocess.run([sys.executable, "-m", "mobilegym_gym.bench.cli", "list"], capture_output=True, text=True, env={"MOBILEGYM_TASK_SPECS": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0 and "clock.Other" in run.stdout
    assert re.search(r"clock/ToggleAlarm\.yaml:\d+: solution\.1\.when: '\{state\}' is 'o", run.stdout) and "it must name one parameter that is true or false" in run.stdout


def test_a_when_that_fills_to_null_is_a_spec_error_not_a_step_of_every_branch(tmp_path: Path) -> None:
    from mobilegym_gym.tasks.task import TaskSetupError

    good = (GOOD.parent / "ToggleAlarm.yaml").read_text()
    nothing = good.replace("  state: {query:", '  nothing: {query: "params.target.missing"}\n  state: {query:')
    _write(tmp_path, "clock", "ToggleAlarm", nothing + '  - {see: {text: "Alarm"}, when: "{nothing}"}\n')
    with pytest.raises(TaskSetupError, match=r"ToggleAlarm\.yaml:\d+: solution\.1\.when: '\{nothing\}' is None; it must name one parameter"):
        instantiate(load_tasks(tmp_path).tasks["clock.ToggleAlarm"], 0)
