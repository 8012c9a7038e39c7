"""Registration is cheap and true (issue 36): ``import mobilegym_gym`` registers every template's
id with its step budget from the task index (``tasks.index``) without loading a spec, the shipped
index is the specs' own, and a user folder (``MOBILEGYM_TASK_SPECS``) registers its ids as its
files are now, a broken file taking no other down."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mobilegym_gym.registration import gym_id
from mobilegym_gym.tasks.index import INDEX_FILE, REGENERATE, build_index
from mobilegym_gym.tasks.loader import default_tasks

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT / "task_specs"

#: Run in a fresh interpreter: which heavy modules the import loaded, and every id registered
#: under MobileGym/ with its step budget.
PROBE = """
import json, sys
import gymnasium as gym
import mobilegym_gym
heavy = ("mobilegym_gym.tasks.loader", "mobilegym_gym.tasks.spec", "mobilegym_gym.judge", "mobilegym_gym.env", "yaml", "pydantic", "playwright")
print(json.dumps({
    "loaded": sorted(m for m in sys.modules if m.startswith(heavy)),
    "ids": {i: s.max_episode_steps for i, s in gym.registry.items() if i.startswith("MobileGym/")},
}))
"""


def _probe(specs: Path | None = None) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != "MOBILEGYM_TASK_SPECS"} | ({"MOBILEGYM_TASK_SPECS": str(specs)} if specs else {})
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=300, env=env)
    assert run.returncode == 0, run.stderr
    seen: dict[str, object] = json.loads(run.stdout)
    return seen


def test_the_shipped_index_is_the_specs_index() -> None:
    shipped = json.loads((SPECS / INDEX_FILE).read_text())
    assert shipped == build_index(SPECS, reuse=False), f"task_specs/{INDEX_FILE} is stale (imports validate the changed specs again each time): write it again with `{REGENERATE}`"


def test_import_registers_every_template_with_its_budget_and_loads_no_spec() -> None:
    seen = _probe()
    assert seen["loaded"] == []
    ids = seen["ids"]
    assert isinstance(ids, dict)
    loaded = default_tasks().tasks
    assert {gym_id(t): task.spec.step_budget for t, task in loaded.items()}.items() <= ids.items()
    assert {"MobileGym/Phone-v0", "MobileGym/Test-v0", "MobileGym/All-v0"} <= ids.keys()


def _write(root: Path, name: str, text: str) -> None:
    (root / "clock").mkdir(parents=True, exist_ok=True)
    (root / "clock" / f"{name}.yaml").write_text(text)


def test_a_user_folder_registers_its_ids_as_its_files_are_now(tmp_path: Path) -> None:
    good = (SPECS / "clock" / "AddAlarm.yaml").read_text()
    assert "difficulty: L2\n" in good
    _write(tmp_path, "AddAlarm", good)
    _write(tmp_path, "Toggle", (SPECS / "clock" / "ToggleAlarm.yaml").read_text().replace("id: clock.ToggleAlarm", "id: clock.Toggle"))
    (tmp_path / INDEX_FILE).write_text(json.dumps(build_index(tmp_path)))
    _write(tmp_path, "AddAlarm", good.replace("difficulty: L2\n", "difficulty: L3\n"))  # edited since its index
    _write(tmp_path, "Other", good.replace("id: clock.AddAlarm", "id: clock.Other"))  # added since
    _write(tmp_path, "NotYaml", "id: clock.NotYaml\n  : [\n")
    _write(tmp_path, "BadLevel", good.replace("id: clock.AddAlarm", "id: clock.BadLevel").replace("difficulty: L2", "difficulty: L9"))
    _write(tmp_path, "Misplaced", good.replace("id: clock.AddAlarm", "id: clock.Elsewhere"))  # an id must live in <suite>/<Name>.yaml
    ids = _probe(tmp_path)["ids"]
    assert isinstance(ids, dict)
    tasks = {i: n for i, n in ids.items() if i.startswith("MobileGym/Clock_")}
    assert tasks == {"MobileGym/Clock_AddAlarm-v0": 45, "MobileGym/Clock_Toggle-v0": 15, "MobileGym/Clock_Other-v0": 30}


def test_gym_make_of_an_id_whose_spec_fails_the_loaders_checks_names_its_errors(tmp_path: Path) -> None:
    good = (SPECS / "clock" / "AddAlarm.yaml").read_text()
    _write(tmp_path, "Hooked", good.replace("id: clock.AddAlarm", "id: clock.Hooked").replace("  time: {format", "  extra: {hook: no_such_hook}\n  time: {format").replace("Set an alarm for {time}.", "Set an alarm for {time} {extra}."))
    script = "import gymnasium as gym, mobilegym_gym\nfrom mobilegym_gym.tasks.loader import SpecLoadError\ntry:\n    gym.make('MobileGym/Clock_Hooked-v0')\nexcept SpecLoadError as err:\n    print('refused:', err)\n"
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env={**os.environ, "MOBILEGYM_TASK_SPECS": str(tmp_path)})
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("refused: task 'clock.Hooked' did not load: ") and "clock/Hooked.yaml:" in run.stdout and "unknown hook 'no_such_hook'" in run.stdout, run.stdout


def test_mobilegym_index_writes_a_folders_index_that_registration_then_reads(tmp_path: Path) -> None:
    _write(tmp_path, "AddAlarm", (SPECS / "clock" / "AddAlarm.yaml").read_text())
    run = subprocess.run([str(Path(sys.executable).parent / "mobilegym"), "index", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and run.stdout.strip() == f"wrote {tmp_path / INDEX_FILE}", run.stdout + run.stderr
    written = json.loads((tmp_path / INDEX_FILE).read_text())
    assert written == build_index(tmp_path, reuse=False) and written["clock/AddAlarm.yaml"]["id"] == "clock.AddAlarm"
    seen = _probe(tmp_path)
    assert seen["loaded"] == []  # the index knows the file as it is: no spec read at import
    ids = seen["ids"]
    assert isinstance(ids, dict) and ids["MobileGym/Clock_AddAlarm-v0"] == 30
