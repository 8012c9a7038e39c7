"""The hook library (``tasks.hooklib``): ``pick`` draws as every recorded instance was drawn, the
typed contexts reach a real template's hooks through ``instantiate``, and a suite's hooks import
from the library alone (the layering rule: one vocabulary, no private copies of judge readers)."""

from __future__ import annotations

import ast
import dataclasses
import re
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from mobilegym_gym.sim.bundle import fresh_state, world
from mobilegym_gym.tasks import hooklib
from mobilegym_gym.tasks.hooklib import CheckContext, ParamContext, app_state, by_id, pick
from mobilegym_gym.tasks.loader import default_tasks, load_tasks, sibling_hooks, suite_hooks, task_root
from mobilegym_gym.tasks.task import instantiate

TASK_SPECS = Path(__file__).resolve().parents[1] / "task_specs"
TASKS = default_tasks()

#: Suites whose hooks the lead is rewriting at the same time: they still import the judge and the
#: loader directly. The test below fails once one of them moves to the library, so it leaves this list.
def test_pick_is_the_recorded_draw_and_repeats_for_a_seed() -> None:
    items = [f"item{i}" for i in range(17)]
    drawn = [pick(np.random.default_rng(seed), items) for seed in range(40)]
    assert drawn == [items[int(np.random.default_rng(seed).integers(len(items)))] for seed in range(40)]
    assert drawn == [pick(np.random.default_rng(seed), items) for seed in range(40)]
    assert len(set(drawn)) > 5  # it draws, it does not return one item


def test_pick_from_nothing_says_so() -> None:
    with pytest.raises(ValueError, match="nothing left to draw from"):
        pick(np.random.default_rng(0), [])


def test_app_state_and_by_id_read_the_phone_and_the_world() -> None:
    state = fresh_state()
    assert app_state(state, "spotify") is state["apps"]["spotify"]
    with pytest.raises(KeyError, match="no app 'spotfy' in the state; apps: .*spotify"):
        app_state(state, "spotfy")
    songs = world("spotify_songs")
    index = by_id(songs)
    assert list(index) == [s["id"] for s in songs] and all(index[s["id"]] is s for s in songs)


def _recording(task: Any, name: str, seen: list[tuple[Any, dict[str, Any]]]) -> Any:
    """``task`` with its hook ``name`` wrapped to record each context it receives, with the
    parameters it held at that moment."""
    hook = task.hooks[name]

    def record(ctx: Any) -> Any:
        seen.append((ctx, dict(ctx["params"])))
        return hook(ctx)

    return dataclasses.replace(task, hooks={**task.hooks, name: record})


def test_a_parameter_hook_receives_a_param_context_and_draws_with_pick() -> None:
    """map.EstimateDrivingCost draws its place and fuel rate in ``driving_cost`` with ``pick``:
    the hook gets the initial state, the world, the parameters so far and the instance's generator."""
    seen: list[tuple[Any, dict[str, Any]]] = []
    task = _recording(TASKS.tasks["map.EstimateDrivingCost"], "driving_cost", seen)
    instance = instantiate(task, 5)
    ctx, params_then = seen[0]
    assert set(ctx) == set(ParamContext.__annotations__) == {"state", "world", "params", "rng"}
    assert isinstance(ctx["rng"], np.random.Generator)
    assert "map" in ctx["state"]["apps"] and ctx["world"]["map_places"] == world("map_places")
    assert params_then == {}  # c is the template's first parameter
    places = world("map_places")
    assert instance.params["c"]["place"]["id"] == places[int(np.random.default_rng(5).integers(len(places)))]["id"]
    assert instantiate(TASKS.tasks["map.EstimateDrivingCost"], 5).params == instance.params


def test_a_goal_hook_receives_a_check_context() -> None:
    """bilibili.CoinVideoTask's goal hook (``coined_not_liked``) is judged on the prepared state
    at instantiation: a goal is never met at the start."""
    seen: list[tuple[Any, dict[str, Any]]] = []
    instance = instantiate(_recording(TASKS.tasks["bilibili.CoinVideoTask"], "coined_not_liked", seen), 0)
    ctx, params_then = seen[-1]
    assert set(ctx) == set(CheckContext.__annotations__) == {"final", "initial", "params"}
    assert params_then == instance.params and "bilibili" in ctx["final"]["apps"]


def _mobilegym_imports(path: Path) -> set[str]:
    """The mobilegym_gym modules a hooks file imports, wherever in the file."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("mobilegym_gym"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("mobilegym_gym")}
    return found


def test_hooks_import_the_library_only() -> None:
    files = sorted(TASK_SPECS.glob("*/hooks.py"))
    assert len(files) > 20
    direct = {f.parent.name: sorted(_mobilegym_imports(f) - {"mobilegym_gym.tasks.hooklib"}) for f in files}
    assert {suite: mods for suite, mods in direct.items() if mods} == {}


def test_the_library_exports_what_hooks_use() -> None:
    """Every name the library offers is used by some suite's hooks (no vocabulary nobody speaks)."""
    text = "\n".join(f.read_text() for f in TASK_SPECS.glob("*/hooks.py"))
    unused = [n for n in hooklib.__all__ if not re.search(rf"(?<![\w.]){n}\b", text)]
    assert unused == []


def test_a_hooks_file_is_one_module_whoever_loads_it() -> None:
    """Its suite's templates, another suite's ``sibling_hooks``, ``suite_hooks`` and a second
    load of the task set all get one module object: its caches and state exist once."""
    hooks = suite_hooks("map")
    used = next(t.hooks for t in TASKS.tasks.values() if t.spec.suite == "map" and t.hooks)
    assert {fn.__module__ for fn in used.values()} == {hooks.__name__} and sys.modules[hooks.__name__] is hooks
    assert all(getattr(hooks, name) is fn for name, fn in used.items())
    assert sibling_hooks(suite_hooks("crossapp_life").__file__ or "", "map") is hooks
    again = next(t.hooks for t in load_tasks(task_root()).tasks.values() if t.spec.suite == "map" and t.hooks)
    assert again == used
