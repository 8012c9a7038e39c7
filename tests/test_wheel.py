"""The wheel is the library on its own: built from the sources, installed into a fresh venv
outside the checkout, it finds its own simulator build and task specs, registers every template,
and plays an oracle episode of a template of three suites from there. A build without the
simulator fails and names the fix.

The build needs no network (``--no-build-isolation``, with the backend the ``test`` extra
installs); installing the wheel's dependencies into the fresh venv uses pip's configured index.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: One template from each of three suites: a plain one; one whose hooks call another suite's
#: (``sibling_hooks`` from the installed folder); one whose hooks read the world data.
TEMPLATES = ("clock.ToggleAlarm", "crossapp_life.MapNearbyBestToWechat", "spotify.AddToQueueAndPlay")

#: Run by the venv's interpreter: where the installed package finds its data, how many ids it
#: registers, and one reset and step of a template made with gym.make.
PROBE = """
import json, sys
import gymnasium as gym
import mobilegym_gym
from mobilegym_gym import actions as A
from mobilegym_gym.browser.assets import dist_dir
from mobilegym_gym.tasks.loader import task_root

env = gym.make("MobileGym/Clock_ToggleAlarm-v0")
obs, info = env.reset(seed=0)
obs, reward, terminated, truncated, info = env.step(A.complete())
env.close()
print(json.dumps({
    "package": mobilegym_gym.__file__,
    "simulator": str(dist_dir()),
    "specs": str(task_root()),
    "ids": sum(1 for i in gym.registry if i.startswith("MobileGym/")),
    "shape": list(obs.shape),
    "terminated": terminated,
}))
"""


def _sources(into: Path, *, simulator: bool = True) -> Path:
    """The files a build reads, copied out of the checkout: the build's own ``build/`` and the
    checkout's caches stay out of each other's way."""
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, into / name)
    shutil.copytree(ROOT / "src", into / "src", ignore=ignore)
    shutil.copytree(ROOT / "task_specs", into / "task_specs", ignore=ignore)
    (into / "web_sim").mkdir()
    if simulator:
        shutil.copytree(ROOT / "web_sim" / "dist", into / "web_sim" / "dist")
    return into


def _build(sources: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pip", "wheel", str(sources), "--no-deps", "--no-build-isolation", "-w", str(out)], check=False, capture_output=True, text=True, timeout=300)


def _clean_env() -> dict[str, str]:
    """This process's environment without what would point the venv at the checkout."""
    drop = ("PYTHONPATH", "VIRTUAL_ENV", "MOBILEGYM_TASK_SPECS", "MOBILEGYM_WEB_SIM_DIST")
    return {k: v for k, v in os.environ.items() if k not in drop}


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv, outside the checkout, with the wheel built from the sources installed."""
    if not (ROOT / "web_sim" / "dist" / "index.html").is_file():
        pytest.fail("web_sim/dist is missing: run `bash scripts/setup.sh`")
    wheels = tmp_path_factory.mktemp("wheels")
    build = _build(_sources(tmp_path_factory.mktemp("sources")), wheels)
    assert build.returncode == 0, f"the wheel did not build:\n{build.stdout[-3000:]}{build.stderr[-3000:]}"
    (wheel,) = wheels.glob("mobilegym_gym-*.whl")
    prefix = tmp_path_factory.mktemp("venv")
    venv.create(prefix, with_pip=True, clear=True)
    install = subprocess.run([str(prefix / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)], check=False, capture_output=True, text=True, timeout=600, env=_clean_env())
    assert install.returncode == 0, f"the wheel did not install:\n{install.stdout[-3000:]}{install.stderr[-3000:]}"
    return prefix


@pytest.mark.browser
def test_the_installed_wheel_uses_its_own_data_and_makes_any_id(installed: Path, tmp_path: Path) -> None:
    probe = subprocess.run([str(installed / "bin" / "python"), "-c", PROBE], check=False, cwd=tmp_path, capture_output=True, text=True, timeout=300, env=_clean_env())
    assert probe.returncode == 0, f"the installed package failed:\n{probe.stderr[-3000:]}"
    seen = json.loads(probe.stdout.strip().splitlines()[-1])
    for what in ("package", "simulator", "specs"):
        assert Path(seen[what]).is_relative_to(installed), f"the installed package reads its {what} from {seen[what]}, outside its venv {installed}"
    templates = sum(1 for _ in (ROOT / "task_specs").glob("*/*.yaml"))
    assert seen["ids"] > templates, f"{seen['ids']} gym ids registered for {templates} templates"
    assert seen["shape"] == [1200, 540, 3]
    assert seen["terminated"] is True


@pytest.mark.browser
def test_the_installed_console_script_plays_oracle_episodes_of_three_suites(installed: Path, tmp_path: Path) -> None:
    bench = [str(installed / "bin" / "mobilegym"), "bench", "--split", ",".join(TEMPLATES), "--agent", "oracle", "--out", "run", "--screenshots", "none"]
    run = subprocess.run(bench, check=False, cwd=tmp_path, capture_output=True, text=True, timeout=600, env=_clean_env())
    assert run.returncode == 0, f"mobilegym bench failed:\n{run.stdout[-3000:]}{run.stderr[-3000:]}"
    rows = [json.loads(line) for line in (tmp_path / "run" / "results.jsonl").read_text().splitlines()]
    assert sorted(r["template"] for r in rows) == sorted(TEMPLATES)
    failed = {r["template"]: r["error"] or r["spec_error"] or r["issues"] for r in rows if not (r["success"] and r["reward"] == 1.0)}
    assert not failed, f"oracle episodes failed in the installed package: {failed}"


def test_a_build_without_the_simulator_fails_and_names_the_fix(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    sources.mkdir()
    out = tmp_path / "wheels"
    build = _build(_sources(sources, simulator=False), out)
    said = build.stdout + build.stderr
    assert build.returncode != 0, "a wheel was built without web_sim/dist"
    assert "web_sim/dist is missing" in said and "cd web_sim && npm ci && npm run build" in said, said[-3000:]
    assert not any(out.glob("*.whl"))
