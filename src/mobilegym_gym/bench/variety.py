"""Answers that vary: what a query or hybrid template expects over many seeds (issue 33).

A template whose expected answer is the same in most instances ("how much is my balance" is
¥89,410.95 every time) can be passed by a policy that memorised it without looking. So, over the
first 20 instances of a run (the seeds ``mobilegym bench`` draws), every answer of a query or
hybrid template must take at least 3 values, none in more than half of the instances; a field
with exactly two possible options (a yes/no answer, a branch statement) and a choice (read by
its position among the options) must take two, none in more than 70%. A template whose catalog
row asks a fixed fact of the user's own account ("what is my WeChat ID") says why in its
``fixed_answer`` field instead (``tests/test_answer_variety.py`` checks every template).

The answers are computed by instantiating the template, without a browser:

- each AnswerSheet field's expected value (``answer:<id>``); a choice by its position among the
  options (a policy that does not read picks a position, whatever the options are called);
- each claim a ``created`` check's output must state (``claim:<goal>.<n>.<kind>``), except
  ``quote`` claims, whose text the instruction itself dictates;
- for a template that declares neither, what its goal hooks say they expect
  (``hook:<goal>``) and what its ``created`` outputs must hold (``output:<goal>``).

    >>> from mobilegym_gym.tasks.loader import default_tasks
    >>> print(answer_variety(default_tasks().tasks["wechat.ReadMyWxid"]).report())
    wechat.ReadMyWxid over 20 instances:
      answer:wxid: "wxid_lin_chen" x20
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

import jsonpatch

from ..judge.checks import CHECK_KINDS, Created, Judged
from ..judge.claims import Claim
from ..sim import bundle
from ..tasks.loader import LoadedTask
from ..tasks.spec import AnswerField
from ..tasks.task import TaskInstance, instantiate, template_seed
from ..tasks.template import fill

#: Instances drawn per template: the first instances of a run.
SEEDS = 20
#: At least this many values, none in more than this share of the instances.
MIN_VALUES, MAX_SHARE = 3, 0.5
#: A field with two possible options: both occur, neither in more than this share.
MAX_SHARE_OF_TWO = 0.7
_YES_NO = {"yes", "no", "true", "false"}


@dataclass(frozen=True)
class FieldVariety:
    """One answer over the instances: its values (canonical JSON, one per instance), whether it
    has exactly two possible options, and how many options it has when it is a choice."""

    name: str
    values: tuple[str, ...]
    two_options: bool
    choices: int = 0

    @property
    def counts(self) -> Counter[str]:
        return Counter(self.values)

    @property
    def problem(self) -> str | None:
        """What is wrong with the distribution, or None."""
        n, counts = len(self.values), self.counts
        top = counts.most_common(1)[0][1]
        if self.two_options or self.choices:
            # A choice is a branch (which month spent more): some of its options may be
            # impossible in the data ("same" of two months that differ), so two must occur.
            if len(counts) < 2 or top > MAX_SHARE_OF_TWO * n:
                what = "a two-option answer needs both options" if self.two_options else f"a choice of {self.choices} needs at least 2 options"
                return f"{self.name}: {what}, none in more than {MAX_SHARE_OF_TWO:.0%} of {n} instances"
            return None
        if len(counts) < MIN_VALUES or top > MAX_SHARE * n:
            return f"{self.name}: needs at least {MIN_VALUES} values, none in more than {MAX_SHARE:.0%} of {n} instances"
        return None

    def distribution(self) -> str:
        return ", ".join(f"{v} x{c}" for v, c in self.counts.most_common())


@dataclass(frozen=True)
class AnswerVariety:
    """A template's answers over ``seeds``: each field's distribution and what is wrong with it."""

    task_id: str
    seeds: tuple[int, ...]
    fields: tuple[FieldVariety, ...]
    fixed_answer: str | None

    @property
    def problems(self) -> list[str]:
        """Fields that do not vary enough (none when the template declares ``fixed_answer``), a
        template that declares no answer, and a ``fixed_answer`` whose answer varies after all."""
        if not self.fields:
            return [f"{self.task_id} declares no answer: no AnswerSheet field, output claim, hook or created output"]
        if self.fixed_answer is not None:
            varied = [f.name for f in self.fields if len(f.counts) > 1]
            return [f"{self.task_id} says fixed_answer ({self.fixed_answer}) but {', '.join(varied)} varies: drop fixed_answer"] if varied else []
        return [p for f in self.fields if (p := f.problem)]

    def report(self) -> str:
        """The problems, then every field's distribution over the instances."""
        lines = [*self.problems, f"{self.task_id} over {len(self.seeds)} instances:"]
        lines += [f"  {f.name}{' (two options)' if f.two_options else f' (a choice of {f.choices})' if f.choices else ''}: {f.distribution()}" for f in self.fields]
        return "\n".join(lines)


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


@dataclass(frozen=True)
class Answer:
    """One expected answer of one instance: its value, whether it has exactly two possible
    options, and how many options it has when it is a choice (its value is then its position)."""

    value: Any
    two_options: bool = False
    choices: int = 0


def _claims(instance: TaskInstance) -> dict[str, Answer]:
    """Each claim's value as written (a list of values is one answer: the 3 largest expenses),
    keyed by goal and position; a ``states`` claim has two options (the statement or its opposite)."""
    out: dict[str, Answer] = {}
    for check, _ in instance.checks:
        if check.kind != "created":
            continue
        for i, claim in enumerate(Claim.model_validate(c) for c in fill(check.body.get("claims", []), instance.params)):
            if claim.kind != "quote":
                out[f"claim:{check.name}.{i}.{claim.kind}"] = Answer(claim.value, two_options=claim.kind == "states")
    return out


def _undeclared(task: LoadedTask, instance: TaskInstance) -> dict[str, Answer]:
    """For a template whose outputs are judged by hooks: what each hook says it expects, judged
    on the prepared phone, and what each ``created`` output must hold."""
    out: dict[str, Answer] = {}
    state = jsonpatch.apply_patch(bundle.fresh_state(), instance.setup, in_place=True)
    for check, body in instance.checks:
        if check.kind == "hook":
            out[f"hook:{check.name}"] = Answer(CHECK_KINDS["hook"].judge(check.name, body, Judged(state, state, task.hooks, instance.params)).expected)
        elif isinstance(body, Created) and (body.fields or body.contains):
            out[f"output:{check.name}"] = Answer({**body.fields, **body.contains})
    return out


def _sheet_answer(field: AnswerField, value: Any) -> Answer:
    """An AnswerSheet field's answer; a choice by its position (what a policy that does not read
    picks, whatever the options are called in this instance)."""
    if field.match_kind == "choice" and not field.repeatable and value in field.options:
        return Answer(f"option {field.options.index(value) + 1}", two_options=len(field.options) == 2, choices=len(field.options))
    return Answer(value, two_options=isinstance(value, bool) or str(value).casefold() in _YES_NO)


def expected_answers(task: LoadedTask, instance: TaskInstance) -> dict[str, Answer]:
    """The instance's answers by name: AnswerSheet fields and output claims, else (outputs
    judged by hooks alone) what the hooks expect."""
    out = {f"answer:{f.id}": _sheet_answer(f, instance.expected_answers[f.id]) for f in instance.answer_fields}
    out |= _claims(instance)
    return out or _undeclared(task, instance)


def answer_variety(task: LoadedTask, seeds: int = SEEDS, run_seed: int = 0) -> AnswerVariety:
    """The expected answers of the first ``seeds`` instances of a run of ``task``."""
    drawn = tuple(template_seed(run_seed, task.spec.id, i) for i in range(seeds))
    values: dict[str, list[str]] = {}
    kinds: dict[str, Answer] = {}
    for seed in drawn:
        for name, answer in expected_answers(task, instantiate(task, seed)).items():
            values.setdefault(name, []).append(_canonical(answer.value))
            seen = kinds.get(name, answer)
            kinds[name] = Answer(None, seen.two_options or answer.two_options, max(seen.choices, answer.choices))
    fields = tuple(FieldVariety(name, tuple(v), kinds[name].two_options, kinds[name].choices) for name, v in values.items())
    return AnswerVariety(task.spec.id, drawn, fields, task.spec.fixed_answer)
