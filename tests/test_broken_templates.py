"""Templates whose instance cannot be drawn (issue 34, part 5): a parameter that came out null
under ``{city[name]}``, a typo ``{unit[x]}``, a hook that raises. Each is a spec error naming the
file, line, field and value; ``mobilegym list``, ``bench`` and ``matrix`` leave it out with that
error and run every other template; a draw that fails only for some seed is that episode's
spec error in a bench run; ``gym.make`` of its id raises the ``TaskSetupError``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from gymnasium.utils.seeding import np_random

from mobilegym_gym.tasks.loader import load_tasks
from mobilegym_gym.tasks.task import TaskSetupError, instantiate, instantiation_errors, template_seed

SPECS = Path(__file__).resolve().parents[1] / "task_specs" / "clock"
GOOD = (SPECS / "AddAlarm.yaml").read_text()
HOOKS = """\
def boom(ctx):
    raise RuntimeError("no alarm fits")


def judged_badly(ctx):
    return ctx["final"]["apps"]["clock"]["no_such_list"], None, None


def sometimes(ctx):
    if int(ctx["rng"].integers(3)) == 0:
        raise ValueError("this draw has no alarm to name")
    return "ok"
"""
#: Each broken template: what it adds to AddAlarm's first wording and parameters, the field its
#: error names and what that error says of the value.
BROKEN = {
    "NullCity": (" in {city[name]}", '  city: {query: "world.no_such_city"}\n', "instructions.0", "{city[name]}: city is null"),
    "Typo": (" ({unit[x]})", "  unit: {pick: state.apps.clock.alarms}\n", "instructions.0", "{unit[x]}: unit is {'id': "),
    "HookRaises": (" {b}", "  b: {hook: boom}\n", "params.b", "hook 'boom' raised RuntimeError: no alarm fits (clock/hooks.py:2)"),
}


def _variant(name: str, wording: str, params: str) -> str:
    text = GOOD.replace("id: clock.AddAlarm", f"id: clock.{name}").replace('"Set an alarm for {time}."', f'"Set an alarm for {{time}}{wording}."')
    return text.replace("  time: {format", params + "  time: {format")


def _specs(root: Path, *extra: str) -> Path:
    """AddAlarm and ToggleAlarm as they ship, the three broken templates and ``extra`` ones."""
    (root / "clock").mkdir(parents=True)
    (root / "clock" / "AddAlarm.yaml").write_text(GOOD)
    (root / "clock" / "ToggleAlarm.yaml").write_text((SPECS / "ToggleAlarm.yaml").read_text())
    (root / "clock" / "hooks.py").write_text(HOOKS)
    for name, (wording, params, _, _) in BROKEN.items():
        (root / "clock" / f"{name}.yaml").write_text(_variant(name, wording, params))
    if "Sometimes" in extra:
        (root / "clock" / "Sometimes.yaml").write_text(_variant("Sometimes", " (note {b})", "  b: {hook: sometimes}\n"))
    return root


def _cli(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MOBILEGYM_TASK_SPECS": str(root), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "mobilegym_gym.bench.cli", *args], capture_output=True, text=True, env=env, timeout=600)


def _line(root: Path, name: str, field: str) -> int:
    """The line of ``field`` (instructions.0 or params.b) in the broken template's file."""
    lines = (root / "clock" / f"{name}.yaml").read_text().splitlines()
    if field == "instructions.0":
        return next(i for i, ln in enumerate(lines) if "Set an alarm for" in ln) + 1
    return next(i for i, ln in enumerate(lines) if ln.startswith("  b:")) + 1


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_template_a_draw_cannot_fill_is_a_spec_error_naming_file_line_field_and_value(tmp_path: Path, name: str) -> None:
    root = _specs(tmp_path)
    task = load_tasks(root).tasks[f"clock.{name}"]
    _, _, field, said = BROKEN[name]
    with pytest.raises(TaskSetupError) as caught:
        instantiate(task, 0)
    assert str(caught.value).startswith(f"{root / 'clock' / f'{name}.yaml'}:{_line(root, name, field)}: {field}: ")
    assert said in str(caught.value)
    assert instantiation_errors([task]) == {f"clock.{name}": str(caught.value)}


def test_a_goal_hook_that_raises_on_the_start_is_a_spec_error_naming_the_goal(tmp_path: Path) -> None:
    root = _specs(tmp_path)
    goal = "  - name: alarm_added\n"
    assert goal in GOOD
    (root / "clock" / "GoalHook.yaml").write_text(GOOD.replace("id: clock.AddAlarm", "id: clock.GoalHook").replace(goal, "  - name: judged\n    hook: judged_badly\n" + goal))
    task = load_tasks(root).tasks["clock.GoalHook"]
    line = (root / "clock" / "GoalHook.yaml").read_text().splitlines().index("    hook: judged_badly") + 1
    with pytest.raises(TaskSetupError, match=rf"GoalHook\.yaml:{line}: goals\.0\.hook \(judged\): cannot be judged on the start: raised KeyError: 'no_such_list' \(clock/hooks\.py:\d+\)$"):
        instantiate(task, 0)


def test_mobilegym_list_names_each_broken_template_and_lists_every_other_one_exiting_0(tmp_path: Path) -> None:
    root = _specs(tmp_path)
    run = _cli(root, "list")
    assert run.returncode == 0, run.stderr
    assert "2 task templates" in run.stdout and "clock.AddAlarm " in run.stdout and "clock.ToggleAlarm " in run.stdout
    for name, (_, _, field, said) in BROKEN.items():
        (line,) = [ln for ln in run.stdout.splitlines() if ln.startswith(f"spec error clock.{name} (left out): ")]
        assert f"clock/{name}.yaml:{_line(root, name, field)}: {field}: " in line and said in line
    assert "3 spec error(s)" in run.stdout and "Traceback" not in run.stderr


@pytest.mark.browser
def test_gym_make_of_a_broken_template_raises_its_spec_error(tmp_path: Path) -> None:
    root = _specs(tmp_path)
    script = textwrap.dedent("""
        import gymnasium as gym, mobilegym_gym
        from mobilegym_gym.tasks.task import TaskSetupError
        try:
            gym.make("MobileGym/Clock_NullCity-v0")
        except TaskSetupError as err:
            print("refused:", err)
    """)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env={**os.environ, "MOBILEGYM_TASK_SPECS": str(root)}, timeout=300)
    assert run.returncode == 0, run.stderr
    assert re.search(r"refused: .*clock/NullCity\.yaml:\d+: instructions\.0: .*\{city\[name\]\}: city is null", run.stdout), run.stdout


@pytest.mark.browser
def test_bench_all_warns_about_the_broken_templates_and_runs_the_others(tmp_path: Path) -> None:
    root = _specs(tmp_path / "specs")
    out = tmp_path / "run"
    run = _cli(root, "bench", "--split", "all", "--agent", "oracle", "--episodes", "1", "--num-envs", "2", "--screenshots", "none", "--out", str(out))
    assert run.returncode == 0, run.stderr
    for name, (_, _, field, _) in BROKEN.items():
        assert re.search(rf"warning: spec error clock\.{name} \(left out\): \S+clock/{name}\.yaml:\d+: {re.escape(field)}: ", run.stdout), run.stdout
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert sorted(r["template"] for r in rows) == ["clock.AddAlarm", "clock.ToggleAlarm"]
    assert all(r["success"] and r["spec_error"] is None and r["error"] is None for r in rows)
    assert "SR 100.0% over 2 episodes" in run.stdout


@pytest.mark.browser
def test_a_draw_that_fails_for_one_seed_is_that_episodes_spec_error_and_the_run_goes_on(tmp_path: Path) -> None:
    root = _specs(tmp_path / "specs", "Sometimes")
    task = load_tasks(root).tasks["clock.Sometimes"]
    assert instantiation_errors([task]) == {}  # seed 0 draws: the template is not left out

    def fails(seed: int) -> bool:
        """Whether the instance a reset with ``seed`` draws (gymnasium's seeding of the env's generator) fails."""
        try:
            instantiate(task, int(np_random(seed)[0].integers(2**31 - 1)))
        except TaskSetupError:
            return True
        return False

    episodes = next(k for k in range(2, 12) if len({fails(template_seed(0, task.spec.id, i)) for i in range(k)}) == 2)
    out = tmp_path / "run"
    run = _cli(root, "bench", "--split", "clock.Sometimes", "--agent", "oracle", "--episodes", str(episodes), "--screenshots", "none", "--out", str(out))
    assert run.returncode == 0, run.stderr
    rows = sorted((json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()), key=lambda r: r["episode"])
    assert len(rows) == episodes
    for r in rows:
        if fails(r["seed"]):
            assert r["error"] is None and r["agent_error"] is None and not r["success"]
            assert re.match(r"\S+clock/Sometimes\.yaml:\d+: params\.b: hook 'sometimes' raised ValueError: this draw has no alarm to name \(clock/hooks\.py:\d+\) \(the instance of seed \d+: ", r["spec_error"])
        else:
            assert r["success"] and r["spec_error"] is None
    summary = json.loads((out / "summary.json").read_text())
    spec_errors = sum(fails(r["seed"]) for r in rows)
    assert summary["totals"]["spec_errors"] == spec_errors and summary["totals"]["errors"] == 0
    assert summary["overall"]["episodes"] == episodes - spec_errors and summary["overall"]["SR"] == 1.0
    assert f"{summary['totals']['spec_errors']} spec errors" in run.stdout and "FAIL" not in run.stdout
    assert f"SPEC ERROR clock.Sometimes #{next(r['episode'] for r in rows if r['spec_error'])}" in run.stdout and "spec error: " in run.stdout


@pytest.mark.browser
def test_matrix_warns_about_a_broken_template_and_tries_the_others(tmp_path: Path) -> None:
    root = _specs(tmp_path)
    run = _cli(root, "matrix", "clock.ToggleAlarm,clock.Typo,clock.HookRaises")
    assert run.returncode == 0, run.stdout + run.stderr
    assert re.search(r"warning: spec error clock\.Typo \(left out\): \S+clock/Typo\.yaml:\d+: instructions\.0: .*\{unit\[x\]\}", run.stdout)
    assert re.search(r"warning: spec error clock\.HookRaises \(left out\): \S+clock/HookRaises\.yaml:\d+: params\.b: ", run.stdout)
    assert re.search(r"clock\.ToggleAlarm: (\d+)/\1 cases hold", run.stdout)
    assert "1 of 1 templates survive their judge matrix; 2 left out as spec errors" in run.stdout
