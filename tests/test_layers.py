"""The package's imports run one way: no circle between modules, no import up a layer (issue 36).

Reads every module of src/mobilegym_gym with `ast` (function-level imports included, since a
lazy import is still a dependency) and checks the graph against the layer order below, written
once here. A module may import its own layer or any layer below it.

Where the modules outside the named packages sit, and why:
- errors.py, actions.py, package_data.py, reference_ids.py: the foundation, below browser. They
  are vocabulary every layer speaks (error types, the action type, where package data lives, the
  reference id list) and import nothing of the package but errors.
- splits.py and registration.py: the tasks layer. splits names task ids per split and reads the
  task loader; registration registers every task id with Gymnasium from the loader.
- __init__.py (the `mobilegym_gym` package itself): the top layer. It is the public facade that
  re-exports and triggers registration, so only the top layer could import it (none does).
- vector_batching.py (what both vector envs share) and vector_entry.py (make_vector_env, which
  picks one) sit in the vector layer: vector and workers import the first, the second imports
  both, so there is no circle. records/ (run rows and traces) sits there too: bench, play and
  report read it, and it reads the tasks layer.
- cluster/ (phones on a Ray cluster, one actor per node) sits in the vector layer too: its
  vector env and pool are the Ray counterparts of vector.py and pool.py and are built on them;
  vector_entry picks it.
- rollouts.py (group rollouts for training) sits with agents: it plays a VLMAgent over a pool's
  phones, and nothing below it needs it.
- serve/ (the OpenEnv server) sits with bench and play: a program's front end over a pool of task
  envs; bench's CLI starts it.
- train/ (the trainers' adapters: train.verl, train.trl) sits at the top beside bench: it drives
  rollouts and the pool for a trainer's own loop, and nothing of the package imports it.

Known violations not yet fixed are named in ALLOWED_UP and ALLOWED_CIRCLE_EDGES; they may only
shrink (a listed edge that no longer exists fails the test, so the list is kept true).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = "mobilegym_gym"

# Lowest first. A module's layer is the entry whose prefix names it (longest prefix wins).
LAYERS: list[tuple[str, ...]] = [
    ("errors", "actions", "package_data", "reference_ids"),
    ("browser",),
    ("sim",),
    ("env",),
    ("judge",),
    ("tasks", "splits", "registration"),
    ("vector", "vector_batching", "vector_entry", "pool", "workers", "cluster", "agents", "rollouts", "wrappers", "records"),
    ("bench", "report", "play", "serve", "train", ""),  # "" is the package facade, mobilegym_gym/__init__.py
]

# issue 36: to remove. (importer, imported) edges that run up a layer.
ALLOWED_UP: set[tuple[str, str]] = set()

# issue 36: to remove. (importer, imported) edges allowed to close a circle.
ALLOWED_CIRCLE_EDGES: set[tuple[str, str]] = set()


def _modules() -> dict[str, tuple[Path, bool]]:
    """Dotted name relative to the package ("" for the package) -> (file, is a package __init__)."""
    found: dict[str, tuple[Path, bool]] = {}
    for path in sorted((SRC / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(SRC / PACKAGE).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        if is_pkg:
            parts = parts[:-1]
        found[".".join(parts)] = (path, is_pkg)
    return found


def _owning_module(dotted: str, modules: dict[str, tuple[Path, bool]]) -> str | None:
    """The package module a dotted name (relative to the package) lives in, or None if outside."""
    name = dotted
    while name not in modules:
        if not name:
            return None
        name = name.rsplit(".", 1)[0] if "." in name else ""
    return name


def _imports(name: str, path: Path, is_pkg: bool, modules: dict[str, tuple[Path, bool]]) -> set[str]:
    """The package modules `name` imports, anywhere in its body."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = [PACKAGE] + (name.split(".") if name else [])
                if not is_pkg:
                    base = base[:-1]
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            # `from pkg import mod` imports the submodule mod when one exists, else a name of pkg.
            targets = [f"{source}.{alias.name}" if _relative(f"{source}.{alias.name}") in modules else source for alias in node.names]
        for target in targets:
            if target != PACKAGE and not target.startswith(PACKAGE + "."):
                continue
            owner = _owning_module(_relative(target), modules)
            if owner is not None and owner != name:
                found.add(owner)
    return found


def _relative(dotted: str) -> str:
    return dotted[len(PACKAGE) + 1 :] if dotted.startswith(PACKAGE + ".") else ("" if dotted == PACKAGE else dotted)


def _layer(module: str) -> int:
    best, best_len = -1, -1
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            matches = module == prefix or (prefix != "" and module.startswith(prefix + "."))
            if matches and len(prefix) > best_len:
                best, best_len = index, len(prefix)
    if best < 0:
        raise AssertionError(f"module {PACKAGE}.{module} is in no layer: add it to LAYERS in tests/test_layers.py")
    return best


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, is_pkg, modules) for name, (path, is_pkg) in modules.items()}


def test_the_graph_sees_known_imports(graph: dict[str, set[str]]) -> None:
    """The reader resolves relative, from-package and function-level imports."""
    assert "sim.bundle" in graph["sim.phone"]  # from .bundle import ...
    assert "judge.diff" in graph["judge"]  # package __init__ relative import
    assert {"env", "registration"} <= graph[""]
    assert "sim.screen" in graph["vector"]  # from .sim.screen import Screen


def test_every_module_has_a_layer(graph: dict[str, set[str]]) -> None:
    for module in graph:
        _layer(module)


def test_no_import_runs_up_a_layer(graph: dict[str, set[str]]) -> None:
    up = {(a, b) for a, targets in graph.items() for b in targets if _layer(b) > _layer(a)}
    new = sorted(up - ALLOWED_UP)
    assert not new, f"imports that run up a layer (move the shared code down, see tests/test_layers.py): {new}"
    fixed = sorted(ALLOWED_UP - up)
    assert not fixed, f"these no longer run up a layer: remove them from ALLOWED_UP: {fixed}"


def _cycle_edges(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    """Edges whose ends are in the same strongly connected component (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    component: dict[str, str] = {}

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component[top] = node  # the component's root names it
                if top == node:
                    break

    for node in graph:
        if node not in index:
            visit(node)
    return {(a, b) for a, targets in graph.items() for b in targets if component[a] == component[b]}


def test_no_import_circle(graph: dict[str, set[str]]) -> None:
    circles = _cycle_edges(graph)
    new = sorted(circles - ALLOWED_CIRCLE_EDGES)
    assert not new, f"import circles (move what both need to a module below them): {new}"
    fixed = sorted(ALLOWED_CIRCLE_EDGES - circles)
    assert not fixed, f"these no longer close a circle: remove them from ALLOWED_CIRCLE_EDGES: {fixed}"


def test_the_circle_check_sees_a_circle() -> None:
    assert _cycle_edges({"a": {"b"}, "b": {"a", "c"}, "c": set()}) == {("a", "b"), ("b", "a")}


# issue 36: to remove. ("module", "x._name") reads of another module's private name. The task env
# finds gym.make's TimeLimit by walking its callers' frames: Gymnasium 1.4 hands the limit to no
# one else (gym.make sets the env's spec.max_episode_steps to None, and gym.make_vec refuses a
# spec with additional_wrappers, the one hook gym.make runs after the TimeLimit).
ALLOWED_PRIVATE_READS: set[tuple[str, str]] = {("tasks.env", "sys._getframe"), ("tasks.env", "owner._max_episode_steps")}


def _own_private_names(tree: ast.Module) -> set[str]:
    """The ``_names`` a module defines: its functions and classes, names bound at module or class
    level, and attributes it assigns on ``self`` or ``cls``."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
            bodies = [node.body] if isinstance(node, ast.ClassDef) else []
        elif isinstance(node, ast.Module):
            bodies = [node.body]
        else:
            bodies = []
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                own.add(node.attr)
        for body in bodies:
            for stmt in body:
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) else []
                own.update(t.id for t in targets if isinstance(t, ast.Name))
    return own


def _private_reads(source: str) -> set[str]:
    """``x._name`` in ``source`` where ``x`` is not ``self``/``cls`` and the module does not
    define ``_name`` (dunders are public protocol, not private)."""
    tree = ast.parse(source)
    own = _own_private_names(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        if node.attr not in own:
            found.add(ast.unparse(node))
    return found


def test_no_module_reads_another_modules_private_names() -> None:
    """A module uses other modules' objects through their public API (issue 36: pool, vector and
    workers read the env's ``_last_obs``), so a class may change its insides freely."""
    reads = {(name, read) for name, (path, _) in _modules().items() for read in _private_reads(path.read_text())}
    new = sorted(reads - ALLOWED_PRIVATE_READS)
    assert not new, f"reads of another module's private names (add a public accessor there): {new}"
    fixed = sorted(ALLOWED_PRIVATE_READS - reads)
    assert not fixed, f"these are gone: remove them from ALLOWED_PRIVATE_READS: {fixed}"


def test_the_private_read_check_sees_one() -> None:
    source = "class C:\n    def __init__(self):\n        self._own = 1\n    def f(self, env, other):\n        return env._last_obs, other._own, self._x, sys._getframe(1), env.__class__\n"
    assert _private_reads(source) == {"env._last_obs", "sys._getframe"}
