"""The judge matrix: what a careless or cunning agent would try on a template, generated from its
spec (catalog R16), so every template, new ones included, is tried without writing a test.

One episode plays the reference solution through the GUI; then each case changes what the agent
did and says what the verdict must be:

- ``complete``: the solution, then COMPLETE: success, reward 1;
- ``abort`` / ``overdue``: the solution, then ABORT (x0.5) or NOOP until the budget (x0.5);
- ``complete_at_once``: COMPLETE right after the reset: a false completion, reward 0;
- ``minus_last_step``: the state before the solution's last effective step: goals not met;
- ``side_effect``: the solution plus one unrelated judged change: not clean, 0.64 after COMPLETE;
- ``undo:<path>`` / ``withdraw:<path>``: an item the solution created, deleted or withdrawn
  (recalled, trashed): goals not met;
- ``pre_existing:<path>``: the same item already there before the episode and nothing done: not met;
- ``hedge:<check>``: the output also says what another instance of the template asked for
  (the other branch): goals not met;
- ``claims_hedge:<check>:<rival>``: an output judged by claims also states a rival value
  (another amount, another candidate, the loser as the winner, the opposite statement): not
  met; ``claims_swapped`` / ``claims_opposite`` / ``claims_negated``: the comparison's winner
  swapped, the other statement made, the statement negated: not met; ``claims_one_line`` /
  ``claims_reordered``: claims asked a line each (``lines``) written on one line, or their
  ordered lines in the other order: not met; ``claims_hedge`` also states one more of a listed
  value than ``at_most``; ``claims_variant``: the
  claims written in each usual form, after a greeting, without a final period, with the task's
  own breakdown: met (bench/phrasings.py writes them);
- ``extra:<change>``: one more change inside an expected change's scope that the task did not
  ask for (another item, another field, another entity, a deletion): not clean;
- for query templates, ``wrong:<field>``, ``equivalent:<field>`` (another accepted form) and
  ``unsubmitted`` (the sheet filled, Submit not tapped: progress of the answers 0);
- for a branch template (``branch: <param>``), ``blind:<value>``: the solution of another branch
  (the same seed with that branch forced) played on this instance, then COMPLETE: no success.

``run_matrix`` returns the cases; ``tests/test_judge_matrix.py`` asserts them for every template.
"""

from __future__ import annotations

import copy
import dataclasses
import datetime as dt
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import jmespath

from .. import actions as A
from ..agents.oracle import OracleAgent
from ..errors import TargetNotFoundError
from ..judge.answers import QUANTITY_KINDS
from ..judge.checks import CHECK_KINDS, Created, episode_today
from ..judge.claims import Claim
from ..judge.diff import Change, diff_states
from ..judge.expected import ignored_patterns
from ..judge.judge import JudgeResult, judge
from ..judge.paths import PathError, matches, resolve, split
from ..judge.quantities import parse_quantity
from ..judge.reward import outcome
from ..judge.sinks import WITHDRAWN_MARKERS, fits, is_live, texts
from ..tasks.branches import branch_values
from ..tasks.env import TaskEnv
from ..tasks.loader import LoadedTask
from ..tasks.spec import ExpectedChange, list_ops
from ..tasks.task import TaskInstance, instantiate
from .phrasings import FORMS, parts, phrase, rival

#: Sibling instances drawn to learn what other instances of a template ask for (hedges).
SIBLINGS = 30


@dataclass(frozen=True)
class Case:
    """One row of the matrix: what was tried, what the verdict must be, and what it was."""

    name: str
    ok: bool
    want: str
    got: str


def _item_segment(seg: str) -> str | None:
    return seg[4:-1] if seg.startswith("[id=") and seg.endswith("]") else None


def _parent(path: str) -> tuple[str, str]:
    """The list path and the id of an item path ``.../list/[id=x]``."""
    head, _, last = path.rpartition("/")
    return head, str(_item_segment(last))


def _items(state: dict[str, Any], list_path: str) -> list[dict[str, Any]]:
    try:
        found = resolve(state, list_path)
    except PathError:
        return []
    return found if isinstance(found, list) else []


def _flip(value: Any) -> Any:
    """A different value of the same type."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        return value + " (changed)"
    if isinstance(value, list):
        return [*value, "changed"]
    return "changed"


class _Episode:
    """The reference solution's episode: its states after each action, and the verdicts."""

    def __init__(self, env: TaskEnv, task: LoadedTask, seed: int) -> None:
        self.env, self.task, self.seed = env, task, seed
        env.reset(seed=seed, options={"task_id": task.spec.id})
        assert env.task is not None
        self.instance: TaskInstance = env.task
        self.initial = copy.deepcopy(env.initial_state)
        agent = OracleAgent()
        obs: Any = None
        info: dict[str, Any] = {}
        agent.reset(env, obs, info)
        self.states = [self.initial]
        while True:
            action = agent.act(obs, info)
            if A.validate_action(action, env.app_ids, env.app_labels).type is A.ActionType.COMPLETE:
                break
            obs, _, _, _, info = env.step(action)
            self.states.append(copy.deepcopy(env.last_state))
        self.final = self.states[-1]
        self.snapshot, self.record = env.snapshot(), env.episode_record()

    def verdict(self, final: dict[str, Any], initial: dict[str, Any] | None = None) -> JudgeResult:
        t = self.instance
        return judge(final, initial or self.initial, t.checks, t.expected, t.answer_fields, t.expected_answers, self.task.hooks, t.params)

    def restart(self) -> None:
        """Back to the end of the solution, in the page and in the env's bookkeeping."""
        self.env.restore(self.snapshot)
        self.env.load_episode(self.record)


def _fingerprint(state: dict[str, Any]) -> Any:
    """What a step can change that the judge reads: the judged state but the clock, and the
    foreground screen with its parameters."""
    ui = state.get("ui", {})
    fg = ui.get("foreground")
    top = (ui.get("stacks", {}).get(fg) or [{}])[-1] if fg else {}
    judged = {k: v for k, v in state.get("os", {}).items() if k != "clock"}
    return (judged, state.get("apps"), fg, top.get("screen"), top.get("params"))


def _case(name: str, ok: bool, want: str, got: Any) -> Case:
    return Case(name, bool(ok), want, str(got)[:300])


def _met(v: JudgeResult) -> str:
    return f"goals_met={v.goals_met} clean={v.clean} progress={v.progress:.2f} issues={[i.name for i in v.issues]} unexpected={[c.path for c in v.unexpected_changes][:3]}"


def _env_cases(ep: _Episode) -> Iterator[Case]:
    env = ep.env
    _, reward, term, _, info = env.step(A.complete())
    o = info["outcome"]
    yield _case("complete", o["success"] and reward == 1.0 and term, "success, reward 1", o)
    ep.restart()
    _, reward, _, _, info = env.step(A.abort())
    o = info["outcome"]
    yield _case("abort", not o["success"] and o["aborted_after_success"] and reward == 0.5, "no success, reward 0.5", o)
    ep.restart()
    truncated, info = False, {}
    while not truncated:
        _, reward, term, truncated, info = env.step(A.noop())
        if term:
            break
    o = info.get("outcome", {})
    yield _case("overdue", truncated and o.get("overdue") and reward == 0.5, "truncated at the budget, overdue, reward 0.5", o)
    env.reset(seed=ep.seed, options={"task_id": ep.task.spec.id})
    _, reward, _, _, info = env.step(A.complete())
    o = info["outcome"]
    yield _case("complete_at_once", o["false_complete"] and reward == 0.0, "a false completion, reward 0", o)


def _minus_last_step(ep: _Episode) -> Iterator[Case]:
    prints = [_fingerprint(s) for s in ep.states]
    last = max((i for i in range(1, len(prints)) if prints[i] != prints[i - 1]), default=None)
    if last is None:
        yield _case("minus_last_step", False, "a solution step that changes what the judge reads", "no step changed anything")
        return
    v = ep.verdict(ep.states[last - 1])
    yield _case("minus_last_step", not v.goals_met, f"goals not met without action {last}", _met(v))


def _screens(ep: _Episode) -> Iterator[Case]:
    """A screen goal judged where the instruction asks: a policy that never opened that screen
    (the app still at its first screen) or closed the app fails it, whatever is in front."""
    for check, body in ep.instance.checks:
        if check.kind != "screen" or body.screen is None:
            continue
        stack = ep.final.get("ui", {}).get("stacks", {}).get(body.app) or []
        if len(stack) > 1 and stack[0].get("screen") != body.screen:
            final = copy.deepcopy(ep.final)
            final["ui"]["stacks"][body.app] = final["ui"]["stacks"][body.app][:1]
            v = ep.verdict(final)
            yield _case(f"screen_never_opened:{check.name}", not v.goals_met, f"goals not met with {body.app} still at its first screen", _met(v))
        final = copy.deepcopy(ep.final)
        final["ui"]["stacks"].pop(body.app, None)
        final["ui"]["recents"] = [a for a in final["ui"].get("recents", []) if a != body.app]
        if final["ui"].get("foreground") == body.app:
            final["ui"]["foreground"] = None
        v = ep.verdict(final)
        yield _case(f"screen_app_closed:{check.name}", not v.goals_met, f"goals not met with {body.app} closed", _met(v))


_UNRELATED: tuple[tuple[str, Callable[[Any], Any]], ...] = (
    ("/os/settings/darkMode", lambda v: not v),
    ("/os/settings/dnd", lambda v: not v),
    ("/os/device/name", lambda v: f"{v} 2"),
    ("/os/settings/brightness", lambda v: (v + 37) % 100),
)


def _side_effect(ep: _Episode) -> Iterator[Case]:
    for path, change in _UNRELATED:
        final = copy.deepcopy(ep.final)
        segs = split(path)
        node = resolve(final, "/" + "/".join(segs[:-1]))
        node[segs[-1]] = change(node[segs[-1]])
        v = ep.verdict(final)
        if v.goals_met and not v.clean:
            o = outcome(v, "complete")
            yield _case("side_effect", not o.success and o.reward == 0.64, "not clean, reward 0.64 after COMPLETE", o.to_dict())
            return
    yield _case("side_effect", False, "an unrelated change that is judged", "every candidate was expected or broke a goal")


def _added(ep: _Episode) -> list[Change]:
    ignored = ignored_patterns()
    return [c for c in diff_states(ep.initial, ep.final) if c.kind == "added" and _item_segment(c.path.rsplit("/", 1)[-1]) and not any(matches(p, c.path) for p in ignored)]


def _read_lists(ep: _Episode) -> list[str] | None:
    """What the goals read (their ``list`` and ``query`` texts); None when a hook goal reads the
    state as it likes."""
    texts: list[str] = []
    for check, body in ep.instance.checks:
        if check.kind == "hook":
            return None
        texts += [str(getattr(body, k)) for k in CHECK_KINDS[check.kind].reads]
    return texts


def _outputs(ep: _Episode) -> list[Change]:
    """The items the solution added that a goal could be judging: those in a list some goal
    reads (its dotted path up to the first item, ``apps.wechat.chats`` for a chat's new message).
    An item no goal reads (the SMS a code service sent on the way) is a by-product: deleting it
    cannot and need not undo the task."""
    read = _read_lists(ep)
    added = _added(ep)
    if read is None:
        return added

    def base(path: str) -> str:
        return ".".join(s for s in path.split("/")[1:] if s).split(".[id=")[0]

    return [c for c in added if any(base(_parent(c.path)[0]) in text for text in read)]


def _sinks_undone(ep: _Episode) -> Iterator[Case]:
    now = ep.initial["os"]["clock"]["now"]
    for c in _outputs(ep):
        list_path, item_id = _parent(c.path)
        final = copy.deepcopy(ep.final)
        items = _items(final, list_path)
        items[:] = [i for i in items if str(i.get("id")) != item_id]
        v = ep.verdict(final)
        yield _case(f"undo:{c.path}", not v.goals_met, "goals not met once the created item is deleted", _met(v))
        marker = next((k for k in WITHDRAWN_MARKERS if k in c.after), None)
        if marker is not None:
            final = copy.deepcopy(ep.final)
            item = next(i for i in _items(final, list_path) if str(i.get("id")) == item_id)
            item[marker] = True if isinstance(item[marker], bool) else now
            v = ep.verdict(final)
            yield _case(f"withdraw:{c.path}", not v.goals_met, f"goals not met once the created item is withdrawn ({marker})", _met(v))
        initial, final = copy.deepcopy(ep.initial), copy.deepcopy(ep.final)
        old = {**copy.deepcopy(c.after), "id": f"pre-{item_id}"}
        _items(initial, list_path).append(old)
        for i in _items(final, list_path):
            if str(i.get("id")) == item_id:
                i["id"] = old["id"]
        v = ep.verdict(final, initial)
        yield _case(f"pre_existing:{c.path}", not v.goals_met, "goals not met when the item was there before and nothing was done", _met(v))


_QUOTED = re.compile(r"\"([^\"]+)\"")


def _hedges(ep: _Episode) -> Iterator[Case]:
    """A text that another instance requires in the same place and that this instruction quotes
    (the other branch of a conditional) must not be accepted beside the right one."""
    created = [(c, body) for c, body in ep.instance.checks if isinstance(body, Created) and body.contains]
    if not created:
        return
    siblings = []
    for k in range(1, SIBLINGS + 1):
        other = instantiate(ep.task, ep.seed + 7919 * k)
        siblings.append({c.name: body for c, body in other.checks})
    quoted = set(_QUOTED.findall(ep.instance.instruction))
    for check, body in created:
        own = {t for v in body.contains.values() for t in texts(v)}
        others = {t for s in siblings if isinstance(s.get(check.name), Created) for v in s[check.name].contains.values() for t in texts(v)}
        for text in sorted((quoted & others) - own):
            final = copy.deepcopy(ep.final)
            for item in _outputs_of(body, ep.initial, final):
                for field in body.contains:
                    item[field] = f"{item.get(field, '')} {text}"
            v = ep.verdict(final)
            yield _case(f"hedge:{check.name}:{text}", not v.goals_met, "goals not met when the output also says another instance's text", _met(v))


def _outputs_of(body: Created, initial: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    """The items of ``final`` that a ``created`` check judges: new, live, fitting its match."""
    before = {str(j.get("id")) for j in jmespath.search(body.list, initial) or [] if isinstance(j, dict)}
    return [i for i in jmespath.search(body.list, final) or [] if is_live(i) and fits(i, body.match) and str(i.get("id")) not in before]


def _replaced_by(text: str) -> Callable[[str], str]:
    """An output rewrite that writes ``text`` instead of what the solution wrote."""
    return lambda _: text


def _followed_by(tail: str) -> Callable[[str], str]:
    """An output rewrite that keeps what the solution wrote and adds ``tail``."""
    return lambda written: written + tail


def _claims(ep: _Episode) -> Iterator[Case]:
    """For every output judged by claims: the solution's text plus a rival of each claim (a
    hedge), a swapped comparison and a negated statement must fail; the claims written in
    every usual form, after a greeting, without a final period and with the task's own
    breakdown must pass. Texts are built from the declared claims alone."""
    for check, body in ep.instance.checks:
        if not isinstance(body, Created) or not body.claims or not _outputs_of(body, ep.initial, ep.final):
            continue
        field, claims = body.read[-1], body.claims
        extra = " ".join(t for t in texts(body.contains.get(field, [])) if body.contains.get(field))

        def written(claims: list[Claim], form: int = 0, end: str = ".", sep: str = "", extra: str = extra) -> str:
            ordered = sorted(claims, key=lambda c: (not c.first, bool(c.last)))  # a quote that begins (ends) the text goes first (last)
            sep = sep or ("\n" if any(c.lines for c in claims) else "; ")  # "one per line": a line each
            return sep.join(phrase(c, form) for c in ordered) + (f" {extra}" if extra else "") + end

        def verdict(rewrite: Callable[[str], str], body: Created = body, field: str = field) -> JudgeResult:
            final = copy.deepcopy(ep.final)
            for item in _outputs_of(body, ep.initial, final):
                item[field] = rewrite(str(item.get(field) or ""))
            return ep.verdict(final)

        for i, c in enumerate(claims):
            other = rival(c, claims)
            if other is None:
                continue
            v = verdict(_followed_by(f" Or maybe {phrase(other)}."))
            yield _case(f"claims_hedge:{check.name}:{phrase(other)}", not v.goals_met, "goals not met when the output also states a rival", _met(v))
            if c.kind in ("winner", "states"):
                swapped = [*claims[:i], other, *claims[i + 1 :]]
                v = verdict(_replaced_by(written(swapped)))
                yield _case(f"claims_{'swapped' if c.kind == 'winner' else 'opposite'}:{check.name}:{phrase(other)}", not v.goals_met, "goals not met when the output claims the other way", _met(v))
            if c.kind == "states":
                negated = [*claims[:i], c.model_copy(update={"states": f"not {phrase(c)}", "opposite": c.opposite}), *claims[i + 1 :]]
                v = verdict(_replaced_by(written(negated)))
                yield _case(f"claims_negated:{check.name}:not {phrase(c)}", not v.goals_met, "goals not met when the output negates the statement", _met(v))
        for c in claims:
            if c.at_most is not None and len(c.value) > int(c.at_most):
                more = c.model_copy(update={"at_least": int(c.at_most) + 1})
                v = verdict(_replaced_by(written([more if x is c else x for x in claims])))
                yield _case(f"claims_hedge:{check.name}:{phrase(more)}", not v.goals_met, f"goals not met when the output states more than {c.at_most} of {c.value}", _met(v))
        if any(c.lines for c in claims):
            v = verdict(_replaced_by(written(claims, sep="; ")))
            yield _case(f"claims_one_line:{check.name}", not v.goals_met, "goals not met when the claims asked a line each share one line", _met(v))
        if sum(bool(c.lines and c.ordered) for c in claims) > 1:
            v = verdict(_replaced_by(written(claims[::-1])))
            yield _case(f"claims_reordered:{check.name}", not v.goals_met, "goals not met when the lines are in the other order", _met(v))
        variants = {f"form{k}": written(claims, k) for k in range(FORMS)}
        variants |= {"no_final_period": written(claims, end="")} | ({} if any(c.first for c in claims) else {"greeting": "Hi! " + written(claims)})
        breakdown = [p for c in claims for p in parts(c)]
        if breakdown:
            variants["breakdown"] = written(claims, end=f" ({' + '.join(breakdown)}).")
        for name, text in variants.items():
            v = verdict(_replaced_by(text))
            yield _case(f"claims_variant:{check.name}:{name}", v.goals_met, f"goals met with {text!r}", _met(v))


def _scope_ids(e: ExpectedChange, state: dict[str, Any]) -> tuple[str, list[str]]:
    """The list an ``[id=*]`` ranges over, and the ids it may stand for there."""
    pattern = e.target.split("/[id=*]", 1)[0]
    every = [str(i.get("id")) for i in _items(state, pattern) if isinstance(i, dict)]
    return pattern, [i for i in every if e.ids is None or i in {str(x) for x in e.ids}]


def _concrete(e: ExpectedChange, state: dict[str, Any], inside: bool) -> str | None:
    """The target with its ``[id=*]`` replaced by an id in scope (``inside``) or out of it; a
    target without one is its own only entity."""
    if "[id=*]" not in e.target:
        return e.target if inside else None
    pattern, scoped = _scope_ids(e, state)
    every = [str(i.get("id")) for i in _items(state, pattern) if isinstance(i, dict)]
    pick = [i for i in every if (i in scoped) == inside]
    return e.target.replace("[id=*]", f"[id={pick[0]}]", 1) if pick else None


Mutation = Callable[[dict[str, Any]], bool]


def _extras(ep: _Episode) -> Iterator[Case]:
    added = _added(ep)
    for n, e in enumerate(ep.instance.expected):
        for what, mutate in _scope_trials(e, ep, added):
            final = copy.deepcopy(ep.final)
            if not mutate(final):
                continue
            v = ep.verdict(final)
            yield _case(f"extra:{n}:{e.op} {e.target}: {what}", not v.clean, "not clean", _met(v))


def _scope_trials(e: ExpectedChange, ep: _Episode, added: list[Change]) -> list[tuple[str, Mutation]]:
    """Single changes inside ``e``'s scope that the task did not ask for."""
    trials: list[tuple[str, Mutation]] = []
    if e.op == "add":
        mine = [c for c in added if _covers_add(e, c)]
        if mine:
            trials.append(("one more item than the solution made", _add_copy(mine[0])))
        target = _concrete(e, ep.initial, inside=True)
        if target:
            trials.append(("an item that was there deleted", _delete_old(target, ep.initial)))
        return trials
    if e.op not in ("modify", "remove"):
        return trials
    inside, outside, untouched = _concrete(e, ep.final, inside=True), _concrete(e, ep.final, inside=False), _untouched(e, ep)
    fields = list(e.fields or [])
    if e.op == "modify":
        if inside:
            trials.append(("another field of it changed", _flip_other_field(inside, fields)))
            if _item_segment(inside.rsplit("/", 1)[-1]):
                trials.append(("it deleted", _delete_at(inside)))
            valued = [f for f in fields if f not in list_ops(e.fields)]
            if isinstance(e.fields, dict) and valued:
                trials.append(("a field set to another value than asked", _set_new_value(inside, valued[0], _flip(e.fields[valued[0]]), ep.initial)))
        for name in list_ops(e.fields):
            trials += _list_trials(e, ep, name)
        if untouched:
            trials.append(("the same field of an entity in scope that the solution left alone changed", _flip_field(untouched, fields[0])))
        if outside:
            trials.append(("the same field of an entity out of scope changed", _flip_field(outside, fields[0])))
    else:
        if untouched:
            trials.append(("an entity in scope that the solution left alone deleted", _delete_at(untouched)))
        if outside:
            trials.append(("an entity out of scope deleted", _delete_at(outside)))
    return trials


def _list_trials(e: ExpectedChange, ep: _Episode, name: str) -> list[tuple[str, Mutation]]:
    """For a list field a ``modify`` scopes by operations: on the entity whose list the solution
    changed, an item it kept taken out, the kept items put in another order, and an item nobody
    asked for added; each beyond what the solution did, so a scope that admits it is too wide."""
    at = next((a for a in _in_scope(e, ep.final) if _field_changed(ep, a, name)), None)
    if at is None:
        return []
    before, after = _field_list(ep.initial, at, name), _field_list(ep.final, at, name)
    kept = [i for i in after if i in before]
    trials: list[tuple[str, Mutation]] = [(f"an item nobody asked for added to {name}", _edit_list(at, name, lambda xs: [*xs, _stranger(xs)]))]
    if kept:
        trials.append((f"an item the solution kept in {name} taken out", _edit_list(at, name, lambda xs: [x for x in xs if x != kept[0]])))
    if len(kept) >= 2:
        trials.append((f"the items the solution kept in {name} reordered", _edit_list(at, name, lambda xs: _reversed_among(xs, kept))))
    return trials


def _in_scope(e: ExpectedChange, state: dict[str, Any]) -> list[str]:
    """The concrete entity paths ``e`` names: its target, or one per id its ``[id=*]`` stands for."""
    if "[id=*]" not in e.target:
        return [e.target]
    return [e.target.replace("[id=*]", f"[id={i}]", 1) for i in _scope_ids(e, state)[1]]


def _field_changed(ep: _Episode, at: str, name: str) -> bool:
    field = f"{at}/{name}"
    return any(c.path == field or c.path.startswith(field + "/") for c in diff_states(ep.initial, ep.final))


def _field_list(state: dict[str, Any], at: str, name: str) -> list[Any]:
    value = (_entity(state, at) or {}).get(name)
    return value if isinstance(value, list) else []


def _stranger(items: list[Any]) -> Any:
    """An item like those of ``items`` that none of them is."""
    return {**copy.deepcopy(items[0]), "id": "extra-item"} if items and isinstance(items[0], dict) else "extra-item"


def _reversed_among(items: list[Any], kept: list[Any]) -> list[Any]:
    """``items`` with the ``kept`` ones in reverse order, the others where they were."""
    order = iter(reversed([x for x in items if x in kept]))
    return [next(order) if x in kept else x for x in items]


def _edit_list(at: str, name: str, edit: Callable[[list[Any]], list[Any]]) -> Mutation:
    """A mutation: the list ``name`` of the entity at ``at`` replaced by ``edit`` of it."""

    def mutate(state: dict[str, Any]) -> bool:
        entity = _entity(state, at)
        if entity is None or not isinstance(entity.get(name), list):
            return False
        entity[name] = edit(entity[name])
        return True

    return mutate


def _add_copy(c: Change) -> Mutation:
    """A mutation: a copy of the item ``c`` added, under a new id, in the same list."""

    def mutate(state: dict[str, Any]) -> bool:
        _items(state, _parent(c.path)[0]).append({**copy.deepcopy(c.after), "id": "extra-item"})
        return True

    return mutate


def _delete_old(list_path: str, initial: dict[str, Any]) -> Mutation:
    """A mutation: an item that was in the list at the start deleted."""
    old = {str(i.get("id")) for i in _items(initial, list_path)}

    def mutate(state: dict[str, Any]) -> bool:
        items = _items(state, list_path)
        victim = next((i for i in items if str(i.get("id")) in old), None)
        if victim is not None:
            items.remove(victim)
        return victim is not None

    return mutate


def _flip_other_field(at: str, fields: list[str]) -> Mutation:
    """A mutation: a field of the entity at ``at`` that is not one of ``fields`` changed."""

    def mutate(state: dict[str, Any]) -> bool:
        entity = _entity(state, at) or {}
        key = next((k for k in entity if k not in fields and k != "id"), None)
        if key is not None:
            entity[key] = _flip(entity[key])
        return key is not None

    return mutate


def _set_new_value(at: str, key: str, value: Any, initial: dict[str, Any]) -> Mutation:
    """A mutation: ``key`` of the entity at ``at`` set to ``value`` (not when that is where it
    started: then it would be no change at all)."""

    def mutate(state: dict[str, Any]) -> bool:
        entity, before = _entity(state, at), _entity(initial, at)
        if entity is None or before is None or before.get(key) == value:
            return False
        entity[key] = value
        return True

    return mutate


def _delete_at(at: str) -> Mutation:
    """A mutation: the entity at ``at`` removed from its list."""
    return lambda state: _delete(state, at)


def _untouched(e: ExpectedChange, ep: _Episode) -> str | None:
    """An entity an ``[id=*]`` may stand for that the solution did not change: a change to it is
    inside the rule's letter, and must still be refused (the ids or the count are tight)."""
    if "[id=*]" not in e.target:
        return None
    pattern, scoped = _scope_ids(e, ep.final)
    changed = {p for c in diff_states(ep.initial, ep.final) for p in [c.path] if p.startswith(pattern + "/[id=")}
    for i in scoped:
        at = e.target.replace("[id=*]", f"[id={i}]", 1)
        if not any(p == at or p.startswith(at + "/") for p in changed):
            return at
    return None


def _covers_add(e: ExpectedChange, c: Change) -> bool:
    pattern, segs = split(e.target), split(c.path)
    if len(segs) != len(pattern) + 1:
        return False
    ids = {str(i) for i in e.ids} if isinstance(e.ids, list) else None
    for p, s in zip(pattern, segs):
        if p == "[id=*]":
            if _item_segment(s) is None or (ids is not None and _item_segment(s) not in ids):
                return False
        elif p != s:
            return False
    return fits(c.after, e.match)


def _flip_field(at: str, key: str) -> Mutation:
    """A mutation: the entity at ``at`` gets another value in ``key``."""

    def mutate(state: dict[str, Any]) -> bool:
        entity = _entity(state, at)
        if entity is not None:
            entity[key] = _flip(entity.get(key))
        return entity is not None

    return mutate


def _entity(state: dict[str, Any], path: str) -> dict[str, Any] | None:
    try:
        found = resolve(state, path)
    except PathError:
        return None
    return found if isinstance(found, dict) else None


def _delete(state: dict[str, Any], path: str) -> bool:
    list_path, item_id = _parent(path)
    items = _items(state, list_path)
    before = len(items)
    items[:] = [i for i in items if str(i.get("id")) != item_id]
    return len(items) < before


def _wrong(kind: str, value: Any, options: list[str], unit: str | None = None) -> Any:
    """An answer the matcher must refuse."""
    if isinstance(value, list):
        return value[1:] if len(value) > 1 else [*value, "an extra one"]
    if kind == "choice":
        return next(o for o in options if o != value)
    if kind == "number":
        return float(value) + 1
    if kind in QUANTITY_KINDS:
        return parse_quantity(kind, value, unit).value + 1
    if kind == "time":
        h, m = (int(x) for x in str(value).split(":"))
        return f"{(h + 1) % 24:02d}:{m:02d}"
    return f"not {value}"


def _equivalent(kind: str, value: Any, unit: str | None = None, today: dt.date | None = None) -> Any:
    """The same answer in another form the matcher accepts: for a quantity and a date, a form
    the apps show it in ("RMB 1,204.50", "3,200 m", "27°C", "98.0%", "Fri 05/24")."""
    if isinstance(value, list):
        return [_equivalent(kind, v, unit, today) for v in reversed(value)]
    if kind == "number":
        return f"{value} in total"
    if kind in QUANTITY_KINDS:
        q = parse_quantity(kind, value, unit)
        if kind == "money":
            return f"RMB {q.value:,.2f}" if q.unit == "¥" else f"US${q.value:,.2f}"
        if kind == "distance":
            return f"{q.value * 1000:,g} m" if q.unit == "km" else f"{q.value / 1000:g} km"
        return f"{q.value:.1f}{q.unit}" if kind == "percent" else f"{q.value:g} degrees {'Celsius' if q.unit == '°C' else 'Fahrenheit'}"
    if kind == "date":
        d = dt.date.fromisoformat(str(value))
        return f"{d:%a} {d:%m/%d}" if today and d.year == today.year else f"{d:%B} {d.day}, {d.year}"
    if kind == "time":
        h, m = (int(x) for x in str(value).split(":"))
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
    if kind in ("text", "choice"):
        return f"  {str(value).upper()} "
    if kind == "code":
        return "-".join(str(value).split())
    if kind == "time_offset":
        found = re.fullmatch(r"(?:\w+, )?([0-9:]+) h (ahead|behind)", str(value))
        return f"{found[2]} by {found[1]} hours" if found else "no difference"
    return value


def _answers(ep: _Episode) -> Iterator[Case]:
    t = ep.instance
    if not t.answer_fields:
        return

    def sheet(answers: dict[str, Any], submitted: bool = True) -> JudgeResult:
        final = copy.deepcopy(ep.final)
        final["apps"]["answer_sheet"]["answers"] = answers
        final["apps"]["answer_sheet"]["submitted"] = submitted
        return ep.verdict(final)

    right = {f.id: t.expected_answers[f.id] for f in t.answer_fields}
    for f in t.answer_fields:
        v = sheet({**right, f.id: _wrong(f.match_kind, right[f.id], f.options, f.unit)})
        failed = {i.name for i in v.issues}
        yield _case(f"wrong:{f.id}", not v.goals_met and failed == {f"answer:{f.id}"}, "that field fails, the others pass", _met(v))
        if f.match_kind in ("text", "number", "time", "choice", "time_offset", "code", "date", *QUANTITY_KINDS) and not (f.match_kind == "choice" and f.repeatable):
            alt = _equivalent(f.match_kind, right[f.id], f.unit, episode_today(ep.initial))
            if f.repeatable == "seq" and isinstance(alt, list):
                alt = list(reversed(alt))
            v = sheet({**right, f.id: alt})
            yield _case(f"equivalent:{f.id}", v.goals_met, f"goals met with {alt!r}", _met(v))
    v = sheet(right, submitted=False)
    failed = {i.name for i in v.issues}
    yield _case("unsubmitted", all(f"answer:{f.id}" in failed for f in t.answer_fields) and not v.goals_met, "every answer fails until Submit is tapped", _met(v))


def answer_not_shown(instance: TaskInstance) -> list[str]:
    """Why a query's reference solution does not show its answer before answering: no ``see``
    step before ``fill_answers``, or a text answer that is none of the texts it sees (numbers,
    times and choices are often computed: their solution sees the items instead)."""
    if not instance.answer_fields:
        return []
    first_fill = next(i for i, s in enumerate(instance.solution) if s.fill_answers)
    seen = [t for s in instance.solution[:first_fill] if s.see is not None for t in s.seen_targets()]
    if not seen:
        return ["no 'see' step before fill_answers: the solution never shows where the answer is"]
    shown = [str(t["text"]).casefold() for t in seen if "text" in t]
    problems = []
    for f in instance.answer_fields:
        if f.match_kind != "text":
            continue
        for value in texts(instance.expected_answers[f.id]):
            if not any(value.casefold() in s for s in shown):
                problems.append(f"answer {f.id!r} = {value!r} is none of the texts the solution sees on screen")
    return problems


def _blind(ep: _Episode) -> Iterator[Case]:
    yield from blind_cases(ep.env, ep.task, ep.seed)


def blind_cases(env: TaskEnv, task: LoadedTask, seed: int) -> Iterator[Case]:
    """A policy that does not read the deciding fact: each other branch's solution (this
    instance with that branch forced) played through the GUI on the instance that ``env`` resets
    to with ``seed``, then COMPLETE: no success. Nothing for a template that does not branch."""
    name = task.spec.branch
    if not isinstance(name, str):
        return
    env.reset(seed=seed, options={"task_id": task.spec.id})
    assert env.task is not None
    own = env.task
    for value in branch_values(task.spec):
        if value == own.branch:
            continue
        other = instantiate(task, own.seed, {name: value})
        env.reset(seed=seed, options={"task_id": task.spec.id})
        env.task = dataclasses.replace(own, solution=other.solution)
        agent, played = OracleAgent(), "played"
        obs: Any = None
        info: dict[str, Any] = {}
        agent.reset(env, obs, info)
        try:
            while True:
                action = agent.act(obs, info)
                if A.validate_action(action, env.app_ids, env.app_labels).type is A.ActionType.COMPLETE:
                    break
                obs, _, _, _, info = env.step(action)
        except TargetNotFoundError as err:  # the other branch's steps do not fit this phone: a policy that fails
            played = f"stopped: {err}"[:120]
        _, _, _, _, info = env.step(A.complete())
        o = info["outcome"]
        yield _case(f"blind:{value}", not o["success"], f"no success when the {name}={value!r} branch is played on a {name}={own.branch!r} instance ({played})", o)


def matrix_seed(env: TaskEnv, task: LoadedTask, seed: int) -> int:
    """``seed``, or for a branch template whose instance there has nothing to do (its goals hold
    at the start), the next seed whose instance has something to do: the matrix takes the
    solution apart, and an empty one has no parts."""
    if not isinstance(task.spec.branch, str):
        return seed
    for k in range(50):
        candidate = seed + 7919 * k
        env.reset(seed=candidate, options={"task_id": task.spec.id})
        if env.task is not None and not env.task.met_at_start:
            return candidate
    return seed


def run_matrix(env: TaskEnv, task: LoadedTask, seed: int) -> list[Case]:
    """Every case of ``task``'s matrix on the instance of ``seed`` (``matrix_seed``), played on
    ``env`` (a TaskEnv whose templates include ``task``)."""
    seed = matrix_seed(env, task, seed)
    ep = _Episode(env, task, seed)
    v = ep.verdict(ep.final)
    cases = [_case("solution", v.goals_met and v.clean, "goals met and clean after the solution", _met(v))]
    if not cases[0].ok:
        return cases
    for make in (_minus_last_step, _side_effect, _sinks_undone, _hedges, _claims, _extras, _answers, _screens):
        cases.extend(make(ep))
    cases.extend(_env_cases(ep))
    cases.extend(_blind(ep))
    return cases
