"""Loading and validating every task spec under ``task_specs/<suite>/<Name>.yaml``.

A broken file never hides the others: each error is collected with the file, the line and the
field, and the remaining templates load. Checks beyond the schema: ``{param}`` references are
all defined and every parameter is used; queries compile; paths are well formed and their fixed
part exists in a fresh phone; apps are installed; hooks exist.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
import sys
import traceback
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

import jmespath
import yaml
from pydantic import ValidationError

from ..judge.checks import CHECK_KINDS
from ..judge.paths import PathError, split
from ..sim import bundle
from .branches import branch_problems
from .folder import suite_dirs, task_root
from .spec import TaskSpec
from .template import names_used

#: libyaml's loader where PyYAML has it (its wheels do): the pure-Python one is several times slower.
YAML_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class SpecError:
    """A spec that failed to load: where, and what to fix."""

    file: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


@dataclass(frozen=True)
class LoadedTask:
    spec: TaskSpec
    file: Path
    hooks: dict[str, Any] = field(default_factory=dict)


@dataclass
class TaskSet:
    tasks: dict[str, LoadedTask]
    errors: list[SpecError]

    def require(self, task_id: str) -> LoadedTask:
        """The template ``task_id``. One whose spec did not load (its id is still registered: the
        index reads ids without the loader's checks) raises ``SpecLoadError`` with the errors of
        its file, ``<suite>/<Name>.yaml``; an id of no file raises ``ValueError``."""
        if task_id in self.tasks:
            return self.tasks[task_id]
        suite, _, name = task_id.partition(".")
        errors = [str(e) for e in self.errors if Path(e.file).parts[-2:] == (suite, f"{name}.yaml")]
        if errors:
            raise SpecLoadError(f"task {task_id!r} did not load: " + "; ".join(errors))
        raise ValueError(f"unknown task {task_id!r}; see `mobilegym list` ({len(self.tasks)} templates)")


class SpecLoadError(ValueError):
    """Raised where a caller needs a spec that did not load."""


def _line(node: yaml.Node | None, loc: tuple[Any, ...]) -> int | None:
    """Line (1-based) of the YAML node at ``loc``, as deep as it can be followed."""
    line = node.start_mark.line + 1 if node is not None else None
    for key in loc:
        if isinstance(node, yaml.MappingNode):
            node = next((v for k, v in node.value if k.value == key), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
            node = node.value[key]
        else:
            break
        if node is None:
            break
        line = node.start_mark.line + 1
    return line


def line_of(file: Path, field: str) -> int | None:
    """The line (1-based) of ``field`` ("goals.0.created.claims.1") in spec ``file``: errors found
    once a template is instantiated name it as the loader's do."""
    try:
        tree = yaml.compose(file.read_text(), Loader=YAML_LOADER)
    except (OSError, yaml.YAMLError):
        return None
    return _line(tree, tuple(int(p) if p.isdigit() else p for p in field.split(".") if p))


#: The package the hooks modules are registered under in ``sys.modules``, one module per file.
HOOKS_PACKAGE = "mobilegym_task_hooks"


def _hooks_module(path: Path) -> ModuleType:
    """The module of the hooks file at ``path``, executed once per file (resolved) and process,
    like an import: the suite's templates, another suite's ``sibling_hooks`` and ``suite_hooks``
    all get this one module object, so a hook's caches and module state exist once. It is
    registered in ``sys.modules`` under a name of its own (the suite and a digest of the path:
    two roots may both have a ``clock/hooks.py``); a file that fails to import is not kept."""
    path = path.resolve()
    name = f"{HOOKS_PACKAGE}.{path.parent.name}_{hashlib.blake2b(str(path).encode(), digest_size=4).hexdigest()}"
    if (loaded := sys.modules.get(name)) is not None:
        return loaded
    module_spec = importlib.util.spec_from_file_location(name, path)
    if module_spec is None or module_spec.loader is None or not path.is_file():
        raise FileNotFoundError(f"no hooks file {path}")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[name] = module
    try:
        module_spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def sibling_hooks(hooks_file: str, suite: str) -> ModuleType:
    """The hooks of another suite next to ``hooks_file`` (pass ``__file__``), for a suite that
    reads what that suite already reads: ``sibling_hooks(__file__, "map").top_rated``. One
    reading of a world's facts for both suites, never a copy; the very module that suite's
    templates use."""
    return _hooks_module(Path(hooks_file).parent.parent / suite / "hooks.py")


def suite_hooks(suite: str) -> ModuleType:
    """The hooks module of a suite of the task specs (``task_root()``), the one its templates
    use: for tests and notebooks that call a suite's hooks on hand-made states."""
    return _hooks_module(task_root() / suite / "hooks.py")


def _load_hooks(suite_dir: Path) -> dict[str, Any]:
    """The hooks a suite's templates may name: the public functions its ``hooks.py`` defines."""
    path = suite_dir / "hooks.py"
    if not path.is_file():
        return {}
    module = _hooks_module(path)
    return {name: fn for name, fn in vars(module).items() if callable(fn) and not name.startswith("_") and getattr(fn, "__module__", "") == module.__name__}


_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_PARAM_REF = re.compile(r"\bparams\.([A-Za-z_][A-Za-z0-9_]*)")


def _check_query(q: Any, where: str, errors: list[tuple[str, str]]) -> None:
    if isinstance(q, str):
        try:
            jmespath.compile(_PLACEHOLDER.sub("x", q))
        except jmespath.exceptions.JMESPathError as err:
            errors.append((where, f"bad query {q!r}: {err}"))


def _check_path(path: Any, where: str, fresh: dict[str, Any], errors: list[tuple[str, str]]) -> None:
    if not isinstance(path, str):
        errors.append((where, f"a path is a string, got {path!r}"))
        return
    try:
        segs = split(path)
    except PathError as err:
        errors.append((where, str(err)))
        return
    node: Any = fresh
    for seg in segs:
        if "{" in seg or seg in ("*", "**", "-") or seg.startswith("[id=") or not isinstance(node, dict):
            return
        if seg not in node:
            errors.append((where, f"unknown path {path}: no key {seg!r}; known: {', '.join(list(node)[:25])}"))
            return
        node = node[seg]


def _where_used(data: Any, name: str, loc: str = "") -> str | None:
    """Dotted location of the first value of the raw spec that references ``{name}``."""
    if isinstance(data, dict):
        items: Any = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return loc if name in names_used(data) else None
    for key, value in items:
        found = _where_used(value, name, f"{loc}.{key}" if loc else str(key))
        if found is not None:
            return found
    return None


def _import_problem(path: Path, err: BaseException) -> str:
    """Where and why a hooks file failed to import: ``suite/hooks.py:12: NameError: ...``."""
    line = err.lineno if isinstance(err, SyntaxError) else next((f.lineno for f in reversed(traceback.extract_tb(err.__traceback__)) if Path(f.filename).resolve() == path.resolve()), None)
    return f"{path.parent.name}/hooks.py{f':{line}' if line else ''} cannot be imported: {type(err).__name__}: {err}"


def _unknown_hook(name: str, spec: TaskSpec, hooks: dict[str, Any], hooks_problem: str | None) -> str:
    if hooks_problem:
        return f"hook {name!r} is unavailable: {hooks_problem}"
    return f"unknown hook {name!r}; {spec.suite}/hooks.py defines {sorted(hooks) or 'none'}"


def _semantic_errors(spec: TaskSpec, hooks: dict[str, Any], file: Path, raw: dict[str, Any], hooks_problem: str | None = None) -> list[tuple[str, str]]:
    errors: list[tuple[str, str]] = []
    fresh = bundle.fresh_state_shape()
    installed = bundle.app_event_kinds().keys()
    if file.stem != spec.name or file.parent.name != spec.suite:
        errors.append(("id", f"{spec.id!r} must live in {spec.suite}/{spec.name}.yaml"))
    for i, app in enumerate(spec.apps):
        if app not in installed:
            errors.append((f"apps.{i}", f"unknown app {app!r}; installed: {', '.join(sorted(installed))}; {bundle.unknown_app_hint(app)}"))
    defined = list(spec.params)
    used: set[str] = set()
    for i, p in enumerate(spec.params.values()):
        refs = names_used(p.format or "") | names_used(p.query or "")
        refs |= {m for q in (p.query, p.pick, p.unless_in) if q for m in _PARAM_REF.findall(q)}
        for r in refs - set(defined[:i]):
            errors.append((f"params.{defined[i]}", f"uses {{{r}}} before it is defined (parameters are drawn in order)"))
        used |= refs
        for q in (p.pick, p.unless_in, p.query):
            _check_query(q, f"params.{defined[i]}", errors)
        if p.hook and p.hook not in hooks:
            errors.append((f"params.{defined[i]}", _unknown_hook(p.hook, spec, hooks, hooks_problem)))
        for other in p.distinct_from:
            if other not in defined[:i]:
                errors.append((f"params.{defined[i]}", f"distinct_from names {other!r}, not an earlier parameter"))
    dumped = spec.model_dump(mode="json", by_alias=True, exclude={"params"})
    used |= names_used(dumped)
    if isinstance(spec.branch, str) and spec.branch in spec.params:
        used.add(spec.branch)  # the branch parameter decides the instance even where no text shows it
    for name in sorted(used - set(defined)):
        errors.append((_where_used(raw, name) or "", f"{{{name}}} is used but not defined in params"))
    for name in sorted(set(defined) - used):
        errors.append((f"params.{name}", "is never used (instructions, setup, goals, answers, expected_changes or solution)"))
    for i, op in enumerate(spec.setup):
        if not isinstance(op, dict) or "op" not in op:
            errors.append((f"setup.{i}", "a setup step is an RFC 6902 operation {op, path, value}"))
            continue
        _check_path(op.get("path"), f"setup.{i}.path", fresh, errors)
    kinds = bundle.app_event_kinds()
    for i, ev in enumerate(spec.schedule):
        if ev.app not in kinds:
            errors.append((f"schedule.{i}.app", f"unknown app {ev.app!r}; installed: {', '.join(sorted(kinds))}"))
        elif ev.kind not in kinds[ev.app]:
            errors.append((f"schedule.{i}.kind", f"app {ev.app!r} has no event {ev.kind!r}; its events: {', '.join(kinds[ev.app]) or 'none'}"))
    for i, g in enumerate(spec.goals):
        body = g.body
        for key in CHECK_KINDS[g.kind].reads:
            _check_query(body.get(key), f"goals.{i}.{g.kind}.{key}", errors)
        if g.kind == "hook" and body not in hooks:
            errors.append((f"goals.{i}.hook", _unknown_hook(str(body), spec, hooks, hooks_problem)))
    for i, e in enumerate(spec.expected_changes):
        _check_path(e.target, f"expected_changes.{i}", fresh, errors)
    for i, f in enumerate(spec.answer_fields):
        if f.type == "choice" and not f.options:
            errors.append((f"answer_fields.{i}.options", "a choice field needs options"))
    return errors


def load_file(file: Path, hooks: dict[str, Any], hooks_problem: str | None = None) -> tuple[LoadedTask | None, list[SpecError]]:
    """One spec file; ``hooks_problem`` says why its suite's hooks.py did not import (then only
    the templates that name a hook fail, with that reason)."""
    rel = str(file)
    try:
        text = file.read_text()
        data = yaml.load(text, Loader=YAML_LOADER)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        return None, [SpecError(rel, mark.line + 1 if mark else None, "", f"not valid YAML: {err}")]
    if not isinstance(data, dict):
        return None, [SpecError(rel, 1, "", "a spec is a YAML mapping")]

    def node() -> yaml.Node | None:  # the node tree, only to name an error's line
        return yaml.compose(text, Loader=YAML_LOADER)

    try:
        spec = TaskSpec.model_validate(data)
    except ValidationError as err:
        out = []
        for e in err.errors():
            loc = tuple(x for x in e["loc"] if not (isinstance(x, str) and x.startswith("function-")))
            out.append(SpecError(rel, _line(node(), loc), ".".join(map(str, loc)), e["msg"]))
        return None, out
    semantic = _semantic_errors(spec, hooks, file, data, hooks_problem)
    branch = branch_problems(spec)
    if semantic or branch:
        tree = node()
        located = [SpecError(rel, _line(tree, tuple(int(p) if p.isdigit() else p for p in f.split(".") if p)), f, m) for f, m in semantic]
        return None, located + [SpecError(rel, _line(tree, where), f, m) for f, where, m in branch]
    return LoadedTask(spec, file, hooks), []


def load_tasks(root: Path | None = None) -> TaskSet:
    """Every spec under ``root``; errors are collected, not raised."""
    root = root or task_root()
    tasks: dict[str, LoadedTask] = {}
    errors: list[SpecError] = []
    for suite_dir in suite_dirs(root):
        hooks: dict[str, Any] = {}
        problem = None
        try:
            hooks = _load_hooks(suite_dir)
        except Exception as err:  # noqa: BLE001 - a broken hooks file fails only the templates that use it
            problem = _import_problem(suite_dir / "hooks.py", err)
            errors.append(SpecError(str(suite_dir / "hooks.py"), None, "", problem))
        for file in sorted(suite_dir.glob("*.yaml")):
            task, errs = load_file(file, hooks, problem)
            errors.extend(errs)
            if task is not None:
                if task.spec.id in tasks:
                    errors.append(SpecError(str(file), 1, "id", f"duplicate id {task.spec.id!r} (also in {tasks[task.spec.id].file})"))
                else:
                    tasks[task.spec.id] = task
    return TaskSet(tasks, errors)


@lru_cache(maxsize=1)
def default_tasks() -> TaskSet:
    """The package's task specs, loaded once per process."""
    return load_tasks()
