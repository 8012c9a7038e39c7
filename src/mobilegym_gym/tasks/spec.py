"""The task spec: one YAML file per template, validated by these models at load time.

Unknown keys are errors (``extra="forbid"``); the loader adds the cross-field checks (every
``{param}`` used is defined, every parameter is used, paths are well formed and exist, checks
name a known kind). The format is documented, with a worked example, in docs/authoring-tasks.md.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, create_model, field_validator, model_validator

from ..judge.answers import QUANTITY_KINDS, MatcherKind
from ..judge.checks import CHECK_KINDS
from ..judge.quantities import check_unit, label_names_unit

Difficulty = Literal["L1", "L2", "L3", "L4"]
TAGS = (
    "extract", "reasoning", "search", "create", "handoff", "nav", "settings",
    "social", "edit", "delete", "finance", "explore", "image",
)  # fmt: skip
Tag = Literal[
    "extract", "reasoning", "search", "create", "handoff", "nav", "settings",
    "social", "edit", "delete", "finance", "explore", "image",
]  # fmt: skip
BUDGETS = {"L1": 15, "L2": 30, "L3": 45, "L4": 60}
ANSWER_SHEET_EXTRA_STEPS = 15


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _exactly_one(model: BaseModel, kinds: tuple[str, ...], what: str) -> str:
    given = [k for k in kinds if getattr(model, k) is not None]
    if len(given) != 1:
        raise ValueError(f"{what} needs exactly one of {', '.join(kinds)}; got {given or 'none'}")
    return given[0]


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
        _exactly_one(self, ("choice", "int_range", "float_range", "pick", "format", "query", "hook"), "a parameter")
        if self.unless_in and not self.pick:
            raise ValueError("'unless_in' only goes with 'pick'")
        return self


#: A unit in parentheses at a label's end, which a bare number field would not understand.
_LABEL_UNIT = re.compile(r"\((°C|℃|°F|%|¥|\$|yuan|RMB|km|m)\)\s*$", re.IGNORECASE)


class AnswerField(Strict):
    """A typed field injected into the AnswerSheet; ``value`` is the expected answer (templated).

    ``type`` is the sheet's input (a ``number`` input takes a bare number only); ``matcher`` how
    the answer is judged (``judge.answers``). A temperature, percent, money or distance answer
    is typed as text, so every form the phone shows it in can be entered ("27°C", "98%"), and
    names its ``unit`` (default °C, %, ¥, km), which the label says: "Temperature (°C)".
    """

    id: str
    type: Literal["text", "number", "choice"]
    label: str
    hint: str = ""
    options: list[str] = Field(default_factory=list)
    repeatable: Literal["set", "seq"] | None = None
    matcher: MatcherKind | None = None
    unit: str | None = None
    value: Any

    @property
    def match_kind(self) -> MatcherKind:
        return self.matcher or self.type

    @model_validator(mode="after")
    def _units(self) -> AnswerField:
        kind = self.match_kind
        if kind in QUANTITY_KINDS:
            unit = check_unit(kind, self.unit)
            if self.type != "text":
                raise ValueError(f"a {kind} answer is typed in a text input (type: text), so \"27°C\" or \"98%\" can be entered; a number input takes digits only")
            if not label_names_unit(self.label, unit):
                raise ValueError(f"the label {self.label!r} must say the unit, {unit}, as in \"Temperature ({unit})\"")
        elif self.unit is not None:
            raise ValueError(f"'unit' goes with a {', '.join(QUANTITY_KINDS)} matcher, not {kind}")
        elif kind in ("number", "text") and (m := _LABEL_UNIT.search(self.label)):
            raise ValueError(f"the label {self.label!r} asks a value in {m[1]}: judge it as what it is (type: text, matcher: {_unit_kind(m[1])}, unit: ...) so every form the phone shows it in passes")
        return self


def _unit_kind(unit: str) -> str:
    u = unit.casefold()
    return "temperature" if "°" in u or u == "℃" else "percent" if u == "%" else "distance" if u in ("km", "m") else "money"


def _check_fields() -> dict[str, Any]:
    return {name: (kind.body | None, None) for name, kind in CHECK_KINDS.items()}


_CheckKinds: type[BaseModel] = create_model("_CheckKinds", __base__=Strict, **_check_fields())


class Check(_CheckKinds):  # type: ignore[misc,valid-type]  # a model built from CHECK_KINDS at import: no static type
    """One goal: a ``name`` and exactly one kind of ``judge.checks.CHECK_KINDS`` with its body
    (``equals: {query, value}``, ``created: {list, claims, ...}``, ``hook: name``...). Queries
    are JMESPath over the final state; values are templated with the parameters."""

    name: str
    #: Judged only in the instances whose parameter it names is true (``when: "{t[dry]}"``): what
    #: one branch of a conditional task makes, judged as declaratively as the rest.
    when: bool | str | None = None

    @property
    def kind(self) -> str:
        return _exactly_one(self, tuple(CHECK_KINDS), f"check {self.name!r}")

    @property
    def body(self) -> Any:
        """The body as written (still templated): a plain dict, or the hook's name."""
        value = getattr(self, self.kind)
        return value.model_dump(exclude_unset=True, by_alias=True) if isinstance(value, BaseModel) else value

    @model_validator(mode="after")
    def _one_kind(self) -> Check:
        self.kind  # noqa: B018 - raises unless exactly one kind is given
        return self


def _segments(path: str) -> list[str]:
    return path[1:].split("/") if path.startswith("/") else [path]


class ExpectedChange(Strict):
    """A change the task may make, by operation; everything else that changes is a side effect.

    - ``path``: this one value (a setting, one field of one entity) may change in any way;
    - ``add``: the keyed list at this path may gain up to ``count`` items (default 1), each
      fitting ``match`` (a new message in Boss's chat: ``add: /apps/wechat/chats/[id=boss]/messages``);
    - ``modify``: the entity (or object) at this path may change in ``fields`` only: a list of
      field names, or ``{name: value}`` for the value each must end with; a field that holds a
      list says which operations it may undergo, ``{name: {add: [...], remove: [...], reorder:
      true}}`` (items by id, or by value for a list of plain values), since "it may change" would
      also admit taking out items the task never named;
    - ``remove``: the entity at this path (its last segment is ``[id=...]``) may be removed.

    A path names items by ``[id=...]``; one ``[id=*]`` stands for any item of its list, and then
    ``ids`` (a list, usually templated: ``"{water_ids}"``) says which, or ``count`` how many
    (entities for modify/remove, items for add). ``*`` and ``**`` are not allowed: a wildcard
    that also admits deleting or editing other entities is a hole. A plain string is a ``path``.
    """

    path: str | None = None
    add: str | None = None
    modify: str | None = None
    remove: str | None = None
    fields: list[str] | dict[str, Any] | None = None
    match: dict[str, Any] | None = None
    ids: list[Any] | str | None = None
    count: int | str | None = None
    #: Allowed only in the instances whose parameter it names is true, like a goal's ``when``.
    when: bool | str | None = None

    OPS: ClassVar[tuple[str, ...]] = ("path", "add", "modify", "remove")

    @property
    def op(self) -> str:
        return _exactly_one(self, self.OPS, "an expected change")

    @property
    def target(self) -> str:
        return str(getattr(self, self.op))

    @model_validator(mode="after")
    def _valid(self) -> ExpectedChange:
        op, target = self.op, self.target
        segs = _segments(target)
        if any(s in ("*", "**") for s in segs):
            raise ValueError(f"{op} {target!r}: '*' and '**' are not allowed in expected changes; name the entity ([id=...]) or scope one [id=*] with ids or count")
        wild = sum(s == "[id=*]" for s in segs)
        if wild > 1:
            raise ValueError(f"{op} {target!r}: at most one [id=*] (ids and count scope it)")
        if self.fields is not None and op != "modify" or op == "modify" and not self.fields:
            raise ValueError(f"{op} {target!r}: 'fields' goes with modify, and modify needs the fields that may change")
        for name, ops in list_ops(self.fields).items():
            bad = set(ops) - set(LIST_OPS)
            if bad:
                raise ValueError(f"{op} {target!r}: fields.{name} names the operations on a list: {', '.join(LIST_OPS)}, not {', '.join(sorted(bad))}")
            if not isinstance(ops.get("reorder", False), bool):
                raise ValueError(f"{op} {target!r}: fields.{name}.reorder is true or false")
        if self.match is not None and op != "add":
            raise ValueError(f"{op} {target!r}: 'match' only goes with add")
        if self.ids is not None and not wild:
            raise ValueError(f"{op} {target!r}: 'ids' scopes an [id=*] segment, and the path has none")
        if op == "path":
            if wild or segs[-1].startswith("[id="):
                raise ValueError(f"path {target!r} names list items: a plain path names one value; use add, modify (with fields) or remove")
            if self.count is not None:
                raise ValueError(f"path {target!r}: 'count' goes with add, modify or remove")
        elif op == "add":
            if segs[-1].startswith("[id="):
                raise ValueError(f"add {target!r}: name the list the items are added to, not an item")
        elif wild and self.ids is None and self.count is None:
            raise ValueError(f"{op} {target!r}: an [id=*] needs ids (which entities) or count (how many)")
        if op == "remove" and not segs[-1].startswith("[id="):
            raise ValueError(f"remove {target!r}: name the entity ([id=...] last)")
        return self


#: What may happen to a list field in a ``modify`` (``fields: {videoIds: {add: [v1]}}``).
LIST_OPS = ("add", "remove", "reorder")
#: Misspellings read as list operations, so they are refused rather than taken for an end value.
_NEAR_OPS = ("added", "adds", "removed", "removes", "delete", "reordered", "order")


def list_ops(fields: list[str] | dict[str, Any] | None) -> dict[str, dict[str, Any]]:
    """The fields of a ``modify`` given as list operations (a mapping of ``add``, ``remove``,
    ``reorder`` only), by name; a field's other values are the value it must end with."""
    if not isinstance(fields, dict):
        return {}
    return {k: v for k, v in fields.items() if isinstance(v, dict) and v and set(v) <= {*LIST_OPS, *_NEAR_OPS}}


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
        _exactly_one(self, ("tap", "long_press", "see", "type", "swipe", "drag", "back", "home", "enter", "wait", "awake", "answer", "fill_answers"), "a solution step")
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

