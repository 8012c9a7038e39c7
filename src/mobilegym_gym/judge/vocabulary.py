"""The judge's vocabulary: what a spec's goals (``Check``), expected changes (``ExpectedChange``)
and answer fields (``AnswerField``) are, as validated models.

They live below the judge, not in ``tasks.spec``, because the judge reads them and must not
import the layer above it; ``tasks.spec`` builds the task spec from them and still exports them.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model, model_validator

from .answers import QUANTITY_KINDS, MatcherKind
from .checks import CHECK_KINDS
from .quantities import check_unit, label_names_unit


class Strict(BaseModel):
    """A spec model: unknown keys are errors, instances are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def exactly_one(model: BaseModel, kinds: tuple[str, ...], what: str) -> str:
    """The one of ``kinds`` that ``model`` sets; more or none is an error naming ``what``."""
    given = [k for k in kinds if getattr(model, k) is not None]
    if len(given) != 1:
        raise ValueError(f"{what} needs exactly one of {', '.join(kinds)}; got {given or 'none'}")
    return given[0]


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
        return exactly_one(self, tuple(CHECK_KINDS), f"check {self.name!r}")

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
        return exactly_one(self, self.OPS, "an expected change")

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
