"""A task instance: one template with drawn parameters, its instruction, the setup patch that
prepares the phone, the templated goals, and the reference solution.

Everything is computed in Python from the fresh phone of the build's ``phone.json`` (the page
gives the same state for a seed), so a draw whose goal would already be met is redrawn before
any page is touched: a goal is never met at the start, but in a branch template's "nothing to
do" instance (its start drawn independently of its branch: tasks/branches.py).
"""

from __future__ import annotations

import copy
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import jmespath
import jsonpatch
import numpy as np
from pydantic import ValidationError

from ..judge.checks import CHECK_KINDS, Created
from ..judge.judge import JudgeResult, judge, run_check
from ..judge.paths import PathError, resolve, to_pointer
from ..judge.sinks import texts
from ..sim import bundle
from .branches import branch_values
from .loader import LoadedTask, line_of
from .params import SamplingError, hook_failure, sample_params
from .spec import AnswerField, Check, ExpectedChange, ParamSpec, Step, list_ops
from .template import TemplateError, fill

MAX_DRAWS = 20
ANSWER_SUFFIX = " When you have the answer, open the AnswerSheet app, fill in every field and tap Submit."


class TaskSetupError(ValueError):
    """A template could not be instantiated (a setup path does not exist, every draw already met
    the goal, a ``{field}`` its drawn values cannot fill, a hook that raised): a spec error, naming
    the file, the line where known, the field and the value."""


@dataclass(frozen=True)
class TaskInstance:
    task_id: str
    seed: int
    params: dict[str, Any]
    instruction: str
    setup: list[dict[str, Any]]
    checks: list[tuple[Check, Any]]
    expected: list[ExpectedChange]
    expected_answers: dict[str, Any]
    answer_fields: list[AnswerField]
    solution: list[Step]
    budget: int
    start_app: str | None
    #: The branch parameter's value (``branch: <param>``), None for a template that does not branch.
    branch: Any = None
    #: The goals hold at the start: a branch template's "nothing to do" instance (tasks/branches.py).
    met_at_start: bool = False

    def initial_state(self) -> dict[str, Any]:
        """The phone this instance starts from, as a document: the fresh state seeded as a reset
        seeds it, with the setup applied. What a judged final state is compared with, for tests
        and notebooks that judge hand-made states (``judge(final, instance.initial_state(), ...)``)."""
        return jsonpatch.apply_patch(_seeded_fresh_state(self.seed), copy.deepcopy(self.setup))


def instantiation_errors(tasks: list[LoadedTask], seed: int = 0) -> dict[str, str]:
    """The templates that cannot be instantiated with ``seed`` (a set-up value of the wrong type,
    a path that does not exist, goals met by every draw, a ``{field}`` a drawn value cannot fill,
    a hook that raises), by id, with the reason: what ``mobilegym list`` reports as spec errors
    before any reset would fail on them. A template that fails only for other seeds is met by the
    run that draws them (``bench`` records that episode as a spec error)."""
    errors: dict[str, str] = {}
    for task in tasks:
        try:
            instantiate(task, seed)
        except TaskSetupError as err:
            errors[task.spec.id] = str(err)
    return errors


def _applies(task: LoadedTask, where: str, when: bool | str | None, params: dict[str, Any]) -> bool:
    """Whether a step, goal or expected change with this ``when`` belongs to this instance's
    branch: no ``when``, or one that names a parameter that is true."""
    if when is None:
        return True
    value = _filled(task, f"{where}.when", when, params)
    if not isinstance(value, bool):
        raise TaskSetupError(f"{_at(task, f'{where}.when')}: {when!r} is {value!r}; it must name one parameter that is true or false, as in when: \"{{in_budget}}\"")
    return value


def _answer_texts(task: LoadedTask, i: int, params: dict[str, Any]) -> dict[str, Any]:
    """AnswerSheet field ``i``'s label, hint and options with this draw's values."""
    f = task.spec.answer_fields[i]
    return {"label": _filled(task, f"answer_fields.{i}.label", f.label, params), "hint": _filled(task, f"answer_fields.{i}.hint", f.hint, params), "options": _filled(task, f"answer_fields.{i}.options", f.options, params)}


def _solution_step(task: LoadedTask, i: int, step: Step, params: dict[str, Any]) -> Step:
    """Solution step ``i`` with this draw's values, validated again."""
    try:
        return Step.model_validate(_filled(task, f"solution.{i}", step.model_dump(exclude_defaults=True), params))
    except ValidationError as err:
        raise TaskSetupError(f"{_at(task, f'solution.{i}')} once templated: {_first_error(err)}") from None


def _branch_steps(task: LoadedTask, steps: list[Step], params: dict[str, Any]) -> list[Step]:
    """The steps of this instance's branch: those without ``when`` or whose ``when`` is true."""
    kept = [step for i, (written, step) in enumerate(zip(task.spec.solution, steps)) if _applies(task, f"solution.{i}", written.when, params)]
    if not kept:
        raise TaskSetupError(f"{task.file}: no solution step is left once every 'when' is applied")
    return kept


def _bound_checks(task: LoadedTask, params: dict[str, Any]) -> list[tuple[Check, Any]]:
    """Each goal with its body templated and validated again with the drawn values."""
    out = []
    wordings = [str(_filled(task, f"instructions.{i}", w, params)).casefold() for i, w in enumerate(task.spec.instructions)]
    for i, g in enumerate(task.spec.goals):
        if not _applies(task, f"goals.{i}", g.when, params):
            continue
        where = f"goals.{i}.{g.kind}"
        filled = _filled(task, where, g.body, params)
        try:
            body = CHECK_KINDS[g.kind].bind(filled)
        except (ValueError, ValidationError) as err:
            raise TaskSetupError(f"{_at(task, where)} ({g.name}) once templated: {_first_error(err)}") from None
        if isinstance(body, Created):
            for field, text in _undictated(body, wordings):
                raise TaskSetupError(
                    f"{_at(task, f'{where}.contains.{field}')} ({g.name}): {text!r} is not in the instruction: a fact the agent finds is a claim "
                    "(claims: an entity among its candidates, or a typed value), so an output listing every candidate fails; contains is for words the instruction dictates"
                )
        out.append((g, body))
    if task.spec.goals and not out and not task.spec.answer_fields:
        raise TaskSetupError(f"{task.file}: no goal is left once every 'when' is applied: an instance must be judged by something")
    return out


#: What marks an item with a ``text`` as a message someone sent (not a file with its content).
_SENT_BY = frozenset({"from", "direction", "to", "author"})


def _check_messages_judged(task: LoadedTask, checks: list[tuple[Check, Any]], state: dict[str, Any]) -> None:
    """A message (an item with a ``text`` and a sender: a chat message, an SMS, a comment) is sent to say
    something, so some goal on its list judges what it says (claims, or words the instruction
    dictates in contains, excludes or fields): one that nothing reads would pass whatever it
    says, and the matrix could not try it. (A note's or a post's body may be free when the
    instruction asks only for a title.)"""
    created = [(check, body) for check, body in checks if isinstance(body, Created)]
    for check, body in created:
        if str(body.fields.get("type", "text")) != "text":
            continue  # a photo or a file sent
        items = jmespath.search(body.list, state)
        if not (isinstance(items, list) and any(isinstance(item, dict) and "text" in item and _SENT_BY.intersection(item) for item in items)):
            continue
        if not any(b.list == body.list and ("text" in {*b.contains, *b.excludes, *b.fields} or b.claims and "text" in b.read) for _, b in created):
            raise TaskSetupError(
                f"{_at(task, f'goals.{task.spec.goals.index(check)}.created')} ({check.name}): what the message says is judged by no goal: "
                "declare its claims (what it must state: a fact, a statement, a quote), or the words the instruction dictates (contains)"
            )


def _at(task: LoadedTask, field: str) -> str:
    """``file:line: field`` of a spec error found once the template is instantiated."""
    line = line_of(task.file, field)
    return f"{task.file}{f':{line}' if line else ''}: {field}"


def _filled(task: LoadedTask, field: str, value: Any, params: dict[str, Any]) -> Any:
    """``value`` (the spec's ``field``) templated with this draw; a ``{...}`` it cannot fill (a
    parameter that came out null, a key that is not there) is a spec error naming the file, the
    line, the field and the value met."""
    try:
        return fill(value, params)
    except TemplateError as err:
        raise TaskSetupError(f"{_at(task, f'{field}.{err.where}' if err.where else field)}: {err.problem}") from None


def _drawn(task: LoadedTask, fresh: dict[str, Any], world: Any, rng: np.random.Generator, overrides: dict[str, Any]) -> dict[str, Any]:
    """The parameters of one draw; one that cannot be drawn is a spec error at its ``params.<name>``."""
    try:
        return sample_params(task.spec, fresh, world, rng, task.hooks, overrides)
    except SamplingError as err:
        raise TaskSetupError(f"{_at(task, f'params.{err.param}')}: {err.problem}") from None


def _judged_at_start(task: LoadedTask, prepared: dict[str, Any], checks: list[tuple[Check, Any]], fields: list[AnswerField], answers: dict[str, Any], params: dict[str, Any]) -> JudgeResult:
    """The goals judged on the prepared start; a goal (its hook) that raises there is a spec error naming it."""
    try:
        return judge(prepared, prepared, checks, [], fields, answers, task.hooks, params)
    except Exception as err:  # noqa: BLE001 - whatever a goal's hook raises is the template's error
        for check, body in checks:
            try:
                run_check(check, body, prepared, prepared, task.hooks, params, bool(fields))
            except Exception as failed:  # noqa: BLE001 - the same, found goal by goal to name it
                where = f"goals.{task.spec.goals.index(check)}.{check.kind}"
                raise TaskSetupError(f"{_at(task, where)} ({check.name}): cannot be judged on the start: {hook_failure(failed)}") from None
        raise TaskSetupError(f"{task.file}: the goals cannot be judged on the start: {hook_failure(err)}") from None


def _undictated(body: Created, wordings: list[str]) -> list[tuple[str, str]]:
    """The ``contains`` texts of an output that some wording of the instruction does not say (a
    punctuation mark aside: "?" asks for a question)."""
    return [(f, t) for f, v in body.contains.items() for t in texts(v) if any(c.isalnum() for c in t) and not all(t.casefold() in w for w in wordings)]


def _first_error(err: ValueError) -> str:
    if isinstance(err, ValidationError):
        e = err.errors()[0]
        return f"{'.'.join(map(str, e['loc']))}: {e['msg']}" if e["loc"] else str(e["msg"])
    return str(err)


def template_seed(run_seed: int, task_id: str, index: int = 0) -> int:
    """The seed of instance ``index`` of ``task_id`` in a run: stable across processes."""
    return (run_seed * 1_000_003 + zlib.crc32(task_id.encode()) + index * 7919) % (2**31 - 1)


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return "an object" if isinstance(value, dict) else "null"


def _mistyped(new: Any, old: Any, where: str) -> str | None:
    """Where a templated value is of another JSON type than the value it replaces (``"{h[deg]}:00"``
    is a string where the phone holds a number): the page would refuse it at every reset, so it
    is the template's error, named at load. Nulls on either side and list items are compared
    with what is there (a list's first item stands for its items)."""
    if new is None or old is None:
        return None
    if _kind(new) != _kind(old):
        return f"{where}: the template gives {_kind(new)} ({new!r:.60}) where the phone holds {_kind(old)} ({old!r:.60})"
    if isinstance(new, dict):
        for key in new.keys() & old.keys():
            if problem := _mistyped(new[key], old[key], f"{where}/{key}"):
                return problem
    if isinstance(new, list) and new and old:
        return _mistyped(new[0], old[0], f"{where}/0")
    return None


def _setup_type_error(state: dict[str, Any], op: dict[str, Any]) -> str | None:
    """A setup ``replace``/``add`` whose value does not have the type of what it replaces or joins."""
    if op.get("op") not in ("replace", "add") or "value" not in op:
        return None
    pointer = jsonpatch.JsonPointer(op["path"])
    try:
        if op["op"] == "replace":
            return _mistyped(op["value"], pointer.resolve(state), op["path"])
        parent, last = pointer.to_last(state)
    except jsonpatch.JsonPointerException:
        return None  # a path that does not exist is reported by the patch itself
    if isinstance(parent, list) and parent:
        return _mistyped(op["value"], parent[0], op["path"])
    if isinstance(parent, dict) and last in parent:
        return _mistyped(op["value"], parent[last], op["path"])
    return None


def _setup_ops(task: LoadedTask, params: dict[str, Any], state: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Templated setup operations with ``[id=...]`` turned into indexes, and the state after them."""
    ops: list[dict[str, Any]] = []
    spec = task.spec
    if spec.answer_fields:
        sheet = {
            "question": "",
            "hint": "",
            "fields": [
                {"id": f.id, "type": f.type, **_answer_texts(task, i, params), "repeatable": f.repeatable is not None}
                for i, f in enumerate(spec.answer_fields)
            ],
            "answers": {},
            "submitted": False,
        }
        ops.append({"op": "replace", "path": "/apps/answer_sheet", "value": sheet})
    for i, raw in enumerate(spec.setup):
        op = _filled(task, f"setup.{i}", raw, params)
        try:
            op["path"] = to_pointer(state, op["path"])
            if "from" in op:
                op["from"] = to_pointer(state, op["from"])
            problem = _setup_type_error(state, op)
            if problem is None:
                # In place: ``state`` is this draw's own copy (copying 50 kB per op cost 5 ms a reset);
                # the op is copied so that later ops cannot change a value this one sent.
                state = jsonpatch.apply_patch(state, [copy.deepcopy(op)], in_place=True)
        except (ValueError, jsonpatch.JsonPatchException, jsonpatch.JsonPointerException) as err:
            problem = str(err)
        if problem is not None:
            raise TaskSetupError(f"{_at(task, f'setup.{i}')}: {problem}")
        ops.append(op)
    for i, ev in enumerate(spec.schedule):
        event = {"id": f"setup{i + 1}", "at": state["os"]["clock"]["now"] + ev.after_s * 1000, "app": ev.app, "kind": ev.kind, "data": _filled(task, f"schedule.{i}.data", ev.data, params)}
        op = {"op": "add", "path": "/os/events/-", "value": event}
        state = jsonpatch.apply_patch(state, [copy.deepcopy(op)], in_place=True)
        ops.append(op)
    return ops, state


def _check_expected(task: LoadedTask, i: int, e: ExpectedChange, state: dict[str, Any]) -> None:
    """An expected change's templated form is complete (ids a list, count a number), a plain
    path names one value, not a part of the state that holds entities (a wildcard in disguise),
    and a modified field that holds a list says which operations it may undergo."""
    if e.ids is not None and not isinstance(e.ids, list):
        raise TaskSetupError(f"{task.file}: expected change {e.target}: ids must be a list, got {e.ids!r}")
    if e.count is not None and (not isinstance(e.count, int) or isinstance(e.count, bool)):
        raise TaskSetupError(f"{task.file}: expected change {e.target}: count must be a number, got {e.count!r}")
    if e.op == "path":
        try:
            value = resolve(state, e.path or "")
        except PathError:
            return  # a value the task may create
        if _holds_entities(value):
            raise TaskSetupError(f"{task.file}: expected change path {e.path} holds list items with ids: use add, modify (with fields) or remove")
    if e.op == "modify":
        ops = list_ops(e.fields)
        for name in [f for f in e.fields or [] if f not in ops]:
            if any(isinstance(entity.get(name), list) for entity in _entities_in_scope(e, state)):
                raise TaskSetupError(
                    f"{task.file}: expected_changes.{i}.fields.{name}: {name} is a list, so say which operations it may undergo, "
                    f"{{{name}: {{add: [...], remove: [...], reorder: true}}}} (any of them): a list field that may change in any way also admits taking out items the task never named"
                )


def _entities_in_scope(e: ExpectedChange, state: dict[str, Any]) -> list[dict[str, Any]]:
    """The entities (or the object) a ``modify`` names in ``state``: one, or those its ``[id=*]`` stands for."""
    head, wild, tail = e.target.partition("[id=*]")
    try:
        if not wild:
            found = resolve(state, e.target)
            return [found] if isinstance(found, dict) else []
        items = resolve(state, head.rstrip("/"))
    except PathError:
        return []
    ids = {str(x) for x in e.ids} if isinstance(e.ids, list) else None
    out = []
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict) and (ids is None or str(item.get("id")) in ids):
            try:
                found = resolve(state, e.target.replace("[id=*]", f"[id={item.get('id')}]", 1)) if tail else item
            except PathError:
                continue
            if isinstance(found, dict):
                out.append(found)
    return out


def _holds_entities(value: Any) -> bool:
    if isinstance(value, list):
        return any(isinstance(i, dict) and "id" in i for i in value) or any(_holds_entities(i) for i in value)
    return isinstance(value, dict) and any(_holds_entities(v) for v in value.values())


def _seeded_fresh_state(seed: int) -> dict[str, Any]:
    state = bundle.fresh_state()
    state["ui"]["rng"] = seed & 0x7FFFFFFF
    return state


#: Draws tried to meet an override of a derived parameter (a branch a hook decides).
MAX_FORCED_DRAWS = 200


def _free(p: ParamSpec) -> bool:
    """A parameter drawn on its own (a choice, a range, a pick): an override can simply set it.
    A derived one (query, format, hook) is forced by drawing until it comes out as asked."""
    return p.choice is not None or p.int_range is not None or p.float_range is not None or p.pick is not None


def _split_overrides(task: LoadedTask, overrides: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The overrides set directly and those met by redrawing; an unknown name, or a choice the
    parameter does not offer, is an error naming it."""
    params = task.spec.params
    for name, value in overrides.items():
        if name not in params:
            raise TaskSetupError(f"{task.file}: override {name!r} is not a parameter; params: {', '.join(params) or 'none'}")
        choice = params[name].choice
        if choice is not None and value not in choice:
            raise TaskSetupError(f"{task.file}: override {name}={value!r} is none of its choices {choice!r}")
    free = {k: v for k, v in overrides.items() if _free(params[k])}
    return free, {k: v for k, v in overrides.items() if k not in free}


def _branch_value(task: LoadedTask, params: dict[str, Any]) -> Any:
    """The instance's branch; a value that is none of the branches is the template's error."""
    name = task.spec.branch
    if not isinstance(name, str):
        return None
    values = branch_values(task.spec)
    if params[name] not in values:
        raise TaskSetupError(f"{task.file}:{line_of(task.file, 'branch')}: branch: parameter {name!r} is {params[name]!r}; a branch parameter is true or false, or a choice whose values are the branches {values!r}")
    return params[name]


def _another_branch_open(task: LoadedTask, rng_state: Mapping[str, Any], fresh: dict[str, Any], world: Any, prepared: dict[str, Any], params: dict[str, Any]) -> bool:
    """For a draw whose goals hold at the start: whether it is a branch template's "nothing to
    do" instance, so that its start may stay independent of its branch (the switch already off
    when the branch says off). It is when the same draw with another branch forced (the same
    generator state, so the same start) does not meet that branch's goals on the same state.
    A start that meets every branch, or a template whose branch a hook decides (no forcing
    without a redraw), is redrawn as any other."""
    name = task.spec.branch
    if not isinstance(name, str) or not _free(task.spec.params[name]):
        return False
    for value in branch_values(task.spec):
        if value == params[name]:
            continue
        rng = np.random.default_rng()
        rng.bit_generator.state = rng_state
        other = _drawn(task, fresh, world, rng, {name: value})
        if not _judged_at_start(task, prepared, _bound_checks(task, other), [], {}, other).goals_met:
            return True
    return False


def instantiate(task: LoadedTask, seed: int, overrides: dict[str, Any] | None = None) -> TaskInstance:
    """Draw parameters with ``seed`` until the goals are not already met, and build the instance.

    ``overrides`` fixes parameters (``{"target": True}`` forces a branch): a drawn parameter is
    set, a derived one is drawn again until it comes out so. A branch template's instance may
    start with its goals met when its branch asks for nothing to be done
    (``_another_branch_open``): its start is drawn independently of its branch."""
    spec = task.spec
    rng = np.random.default_rng(seed)
    fresh = _seeded_fresh_state(seed)
    world = bundle.all_world()
    free, derived = _split_overrides(task, overrides or {})
    draws = 0
    for _ in range(MAX_DRAWS + MAX_FORCED_DRAWS):
        rng_state = rng.bit_generator.state
        params = _drawn(task, fresh, world, rng, free)
        if any(params[k] != v for k, v in derived.items()):
            continue
        draws += 1
        setup, prepared = _setup_ops(task, params, _seeded_fresh_state(seed))
        checks = _bound_checks(task, params)
        expected_answers = {f.id: _filled(task, f"answer_fields.{i}.value", f.value, params) for i, f in enumerate(spec.answer_fields)}
        fields = [f.model_copy(update={**(texts := _answer_texts(task, i, params)), "options": [str(o) for o in texts["options"]]}) for i, f in enumerate(spec.answer_fields)]
        verdict = _judged_at_start(task, prepared, checks, fields, expected_answers, params)
        if not verdict.goals_met or _another_branch_open(task, rng_state, fresh, world, prepared, params):
            break
        if draws >= MAX_DRAWS:
            raise TaskSetupError(f"{task.file}: every one of {MAX_DRAWS} draws already meets the goals; invert the target in setup")
    else:
        raise TaskSetupError(f"{task.file}: no draw in {MAX_FORCED_DRAWS} gives {derived!r}; override a parameter that is drawn (a choice) instead")
    wording = int(rng.integers(len(spec.instructions)))
    question = _filled(task, f"instructions.{wording}", spec.instructions[wording], params)
    instruction = question + (ANSWER_SUFFIX if spec.answer_fields else "")
    if spec.answer_fields:
        setup[0]["value"]["question"] = question
    bound = {}
    for i, e in enumerate(spec.expected_changes):
        if _applies(task, f"expected_changes.{i}", e.when, params):
            try:
                bound[i] = ExpectedChange.model_validate(_filled(task, f"expected_changes.{i}", e.model_dump(exclude_none=True), params))
            except ValidationError as err:
                raise TaskSetupError(f"{_at(task, f'expected_changes.{i}')} once templated: {_first_error(err)}") from None
    for i, e in bound.items():
        _check_expected(task, i, e, prepared)
    _check_messages_judged(task, checks, prepared)
    expected = list(bound.values())
    solution = _branch_steps(task, [_solution_step(task, i, s, params) for i, s in enumerate(spec.solution)], params)
    return TaskInstance(
        task_id=spec.id,
        seed=seed,
        params=params,
        instruction=instruction,
        setup=setup,
        checks=checks,
        expected=expected,
        expected_answers=expected_answers,
        answer_fields=fields,
        solution=solution,
        budget=spec.step_budget,
        start_app=spec.apps[0] if spec.start == "app" else None,
        branch=_branch_value(task, params),
        met_at_start=verdict.goals_met,
    )
