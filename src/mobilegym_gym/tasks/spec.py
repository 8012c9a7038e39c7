"""The task spec: one YAML file per template, validated by these models at load time.

Unknown keys are errors (``extra="forbid"``); the loader adds the cross-field checks (every
``{param}`` used is defined, every parameter is used, paths are well formed and exist, checks
name a known kind). The format is documented, with a worked example, in docs/authoring-tasks.md.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import Field, ValidationInfo, field_validator, model_validator

# The judge's vocabulary, re-exported: specs are written in it and callers import it from here.
from ..judge.vocabulary import LIST_OPS as LIST_OPS
from ..judge.vocabulary import AnswerField as AnswerField
from ..judge.vocabulary import Check as Check
from ..judge.vocabulary import ExpectedChange as ExpectedChange
from ..judge.vocabulary import Strict, exactly_one
from ..judge.vocabulary import list_ops as list_ops

Difficulty = Literal["L1", "L2", "L3", "L4"]
Tag = Literal[
    "extract", "reasoning", "search", "create", "handoff", "nav", "settings",
    "social", "edit", "delete", "finance", "explore", "image",
]  # fmt: skip
#: The capability tags, as a tuple: the Literal is their one definition.
TAGS: tuple[str, ...] = get_args(Tag)
BUDGETS = {"L1": 15, "L2": 30, "L3": 45, "L4": 60}
ANSWER_SHEET_EXTRA_STEPS = 15


class ParamSpec(Strict):
    """How one parameter is drawn. Parameters are drawn in order, so later ones can use earlier ones.

    - ``choice``: one of the listed values; ``int``/``float``: uniform in ``[lo, hi]`` (``step``);
    - ``pick``: a JMESPath over ``{state, world, params}`` giving a list, one item drawn
      (``unless_in``: a JMESPath to a list of keys to exclude, compared on ``key``);
    - ``format``: a string built from earlier parameters (``"{alarm[hour]:02d}:{alarm[minute]:02d}"``);
    - ``query``: a JMESPath value over ``{state, world, params}`` (the initial state: answers are
      computed from what the agent saw);
    - ``hook``: a named function of the suite's ``hooks.py`` ``(ctx) -> value`` for what the
      declarative forms cannot say;
    - ``distinct_from``: redraw until different from these earlier parameters.
    """

    choice: list[Any] | None = None
    int_range: tuple[int, int] | None = Field(None, alias="int")
    float_range: tuple[float, float] | None = Field(None, alias="float")
    step: float | None = None
    pick: str | None = None
    unless_in: str | None = None
    key: str = "id"
    format: str | None = None
    query: str | None = None
    hook: str | None = None
    distinct_from: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_kind(self) -> ParamSpec:
        exactly_one(self, ("choice", "int_range", "float_range", "pick", "format", "query", "hook"), "a parameter")
        if self.unless_in and not self.pick:
            raise ValueError("'unless_in' only goes with 'pick'")
        return self


class ScheduledEvent(Strict):
    """An event the set-up puts on the phone's clock: handler ``kind`` of ``app`` runs with ``data``
    (templated) once the clock is ``after_s`` seconds past the episode's start (every action
    advances it 1 s, a WAIT its duration), inside the action that gets there. Kinds (each app's
    ``events`` in its manifest): ``sms``/``incoming`` ``{from, text}`` (an SMS from a number),
    ``wechat``/``message`` ``{chat, text, from?}`` (``from``: the sender in a group chat).
    """

    after_s: int = Field(ge=0)
    app: str
    kind: str
    data: dict[str, Any] = Field(default_factory=dict)


class Drag(Strict):
    """A drag from one on-screen target to another (an icon onto another, a card to a slot):
    both are resolved to coordinates when the step is played, like a ``tap`` target."""

    from_: dict[str, Any] = Field(alias="from")
    to: dict[str, Any]


class Step(Strict):
    """One step of the reference solution, addressed by on-screen targets (resolved at run time).

    Targets are ``{testId}``, ``{text}`` or ``{role, name}``, with optional ``nth`` (and ``exact:
    false`` for a text that is part of a longer one); ``scroll`` drags the screen until the ``tap``,
    ``long_press`` or ``see`` target is visible. ``see`` sends no action: it asserts that each of its
    targets (a target, a text, or a list of them, e.g. ``"{alarm_rows}"``) is on screen, in order,
    so a query's solution shows that the phone displays its answer before ``fill_answers`` opens
    the AnswerSheet, types every field's expected answer and submits. ``when`` keeps a step only
    in the instances whose parameter it names is true (``when: "{in_budget}"``): a branching
    task's solution plays the branch its seeded state selects. ``drag: {from: <target>, to:
    <target>}`` sends a DRAG between the centres of two targets (an app icon onto another).
    """

    tap: dict[str, Any] | None = None
    long_press: dict[str, Any] | None = None
    see: dict[str, Any] | list[Any] | str | None = None
    scroll: bool = False
    type: str | None = None
    clear: bool = False
    swipe: tuple[float, float, float, float] | None = None
    drag: Drag | None = None
    back: bool | None = None
    home: bool | None = None
    enter: bool | None = None
    wait: int | None = None
    awake: str | None = None
    answer: str | None = None
    fill_answers: bool | None = None
    when: bool | str | None = None

    @model_validator(mode="after")
    def _one_action(self) -> Step:
        exactly_one(self, ("tap", "long_press", "see", "type", "swipe", "drag", "back", "home", "enter", "wait", "awake", "answer", "fill_answers"), "a solution step")
        if self.scroll and self.tap is None and self.long_press is None and self.see is None:
            raise ValueError("'scroll' only goes with 'tap', 'long_press' or 'see'")
        return self

    def seen_targets(self) -> list[dict[str, Any]]:
        """The targets of a ``see`` step as target dicts (a bare text is a text target)."""
        items = self.see if isinstance(self.see, list) else [] if self.see is None else [self.see]
        return [{"text": str(t)} if not isinstance(t, dict) else t for t in items]


class TaskSpec(Strict):
    """One task template. ``branch`` names the parameter whose value decides a conditional
    template's branch ("if it rains, ..., otherwise ..."), or is ``false`` for a template whose
    wording has "if/when/otherwise" but asks for one thing whatever happens (tasks/branches.py)."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*\.[A-Z][A-Za-z0-9]*$")
    reference: str | None = None
    split: Literal["test", "train", "payment", "extra"]
    difficulty: Difficulty
    objective: Literal["op", "query", "hybrid"]
    composition: Literal["atomic", "seq", "transfer", "deep"]
    tags: list[Tag] = Field(min_length=1, max_length=4)
    apps: list[str] = Field(default_factory=list)
    start: Literal["app", "home"] = "app"
    instructions: list[str] = Field(min_length=1)
    params: dict[str, ParamSpec] = Field(default_factory=dict)
    setup: list[dict[str, Any]] = Field(default_factory=list)
    schedule: list[ScheduledEvent] = Field(default_factory=list)
    goals: list[Check] = Field(default_factory=list)
    answer_fields: list[AnswerField] = Field(default_factory=list)
    expected_changes: list[ExpectedChange] = Field(default_factory=list)
    budget: Literal[15, 30, 45, 60] | None = None
    branch: str | Literal[False] | None = None
    solution: list[Step] = Field(min_length=1)
    fixed_answer: str | None = None
    """Why this query's answer is the same in every instance: its catalog row asks a fixed fact
    of the user's own account (my WeChat ID). Every other query or hybrid template's answer
    varies over seeds (``bench.variety``)."""

    @field_validator("expected_changes", mode="before")
    @classmethod
    def _plain_paths(cls, value: Any) -> Any:
        return [{"path": e} if isinstance(e, str) else e for e in value] if isinstance(value, list) else value

    @field_validator("fixed_answer")
    @classmethod
    def _reason_given(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return value
        if info.data.get("objective") == "op":
            raise ValueError("'fixed_answer' is for query and hybrid templates (an op template has no answer)")
        if len(value.split()) < 3:
            raise ValueError(f"'fixed_answer' says, in a sentence, why the answer cannot vary (a fixed fact of the user's own account); got {value!r}")
        return value

    @model_validator(mode="after")
    def _consistent(self) -> TaskSpec:
        if not self.goals and not self.answer_fields:
            raise ValueError("a task needs goals, answer_fields, or both")
        if not self.apps and self.start == "app":
            raise ValueError("'apps' names the app the episode starts in; a task of the home screen alone says 'start: home'")
        names = [g.name for g in self.goals]
        if len(set(names)) != len(names):
            raise ValueError(f"goal names must be unique; got {names}")
        if self.answer_fields and not any(s.fill_answers for s in self.solution):
            raise ValueError("a task with answer_fields needs a 'fill_answers' step in its solution")
        return self

    @property
    def suite(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def name(self) -> str:
        return self.id.split(".", 1)[1]

    @property
    def scope(self) -> str:
        n = len(set(self.apps))
        return "S1" if n <= 1 else "S2" if n == 2 else "S3"  # no app: the home screen alone

    @property
    def step_budget(self) -> int:
        base = self.budget or BUDGETS[self.difficulty]
        return base + (ANSWER_SHEET_EXTRA_STEPS if self.answer_fields else 0)

