"""The 17 GUI actions of a mobile agent: action space, helpers, string parser and validation.

An action comes in three interchangeable forms, all normalised by :func:`validate_action`
into a frozen :class:`Action`:

* the dict form (the layout of :func:`make_action_space`, as ``env.step()`` takes it), of which
  only the keys the action type needs are required, e.g. ``{"action_type": 0, "point": [500, 300]}``;
* the string form used by LLM agents, e.g. ``CLICK(500, 300)`` or ``TYPE("hi", clear=true)``;
* an :class:`Action` itself.

Coordinates are normalised to 0..1000 on both axes (x to the right, y down) for any capture
resolution. Durations are milliseconds; 0 means the action's default (:data:`DEFAULT_DURATION_MS`).

=============  ==================================================================================
Action         Meaning (fields used)
=============  ==================================================================================
CLICK          tap at ``point``
DOUBLE_TAP     double tap at ``point``
LONG_PRESS     press and hold at ``point`` for ``duration`` (default 800 ms)
TYPE           type ``text`` into the focused field; ``clear`` = 1 clears the field first
SWIPE          fling from ``point`` to ``point2`` in ``duration`` (default 300 ms), with inertia;
               a swipe from the top edge opens the notification shade
DRAG           move from ``point`` to ``point2`` in ``duration`` (default 1000 ms), no inertia
BACK           system back key
HOME           system home key
RECENT         system recent-apps key
ENTER          the keyboard's enter key
WAIT           advance the simulated clock by ``duration`` (default 1000 ms)
AWAKE          open the app selected by ``app`` (index into the env's installed apps, or a name)
ANSWER         record ``text`` as the free-text answer; the episode goes on
COMPLETE       end the episode: the task is done
ABORT          end the episode: the task cannot be done
INFO           ask the user the question in ``text``
NOOP           do nothing
=============  ==================================================================================

SWIPE and DRAG durations are clamped to at least :data:`MIN_GESTURE_MS` so that the gesture's
velocity stays finite. Bad input raises :class:`InvalidActionError` naming the problem and the fix.

Example:
    >>> str(validate_action(click(500, 300), app_ids=["settings"]))
    'CLICK(500, 300)'
    >>> parse_action('awake("SETTINGS")', app_ids=["settings"]).to_dict()
    {'type': 'AWAKE', 'app': 'settings'}
"""

from __future__ import annotations

import difflib
import enum
import inspect
import json
import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple

import numpy as np
from gymnasium import spaces

from .errors import MobileGymError

__all__ = [
    "ACTION_KEYS",
    "COORD_MAX",
    "DEFAULT_DURATION_MS",
    "MAX_DURATION_MS",
    "MAX_TEXT_LENGTH",
    "MIN_GESTURE_MS",
    "TEXT_CHARSET",
    "Action",
    "ActionType",
    "InvalidActionError",
    "abort",
    "answer",
    "awake",
    "back",
    "click",
    "complete",
    "double_tap",
    "drag",
    "enter",
    "home",
    "info",
    "long_press",
    "make_action_space",
    "noop",
    "parse_action",
    "recent",
    "swipe",
    "type_text",
    "validate_action",
    "wait",
]


class ActionType(enum.IntEnum):
    """The action kinds; the value is the ``action_type`` index of the Discrete space. The names
    are the page's (``ACTION_TYPES`` in web_sim/src/control/protocol.ts; ``sim.protocol`` checks)."""

    CLICK = 0
    DOUBLE_TAP = 1
    LONG_PRESS = 2
    TYPE = 3
    SWIPE = 4
    DRAG = 5
    BACK = 6
    HOME = 7
    RECENT = 8
    ENTER = 9
    WAIT = 10
    AWAKE = 11
    ANSWER = 12
    COMPLETE = 13
    ABORT = 14
    INFO = 15
    NOOP = 16


COORD_MAX = 1000.0
#: The longest an action may last; the page refuses more too (``MAX_DURATION_MS`` in
#: web_sim/src/control/protocol.ts: ``sim.protocol`` refuses a build that says otherwise).
MAX_DURATION_MS = 60_000
MIN_GESTURE_MS = 50
MAX_TEXT_LENGTH = 256
TEXT_CHARSET = string.ascii_letters + string.digits + string.punctuation + " "
DEFAULT_DURATION_MS: Mapping[ActionType, int] = MappingProxyType(
    {ActionType.LONG_PRESS: 800, ActionType.SWIPE: 300, ActionType.DRAG: 1000, ActionType.WAIT: 1000}
)
ACTION_KEYS = ("action_type", "point", "point2", "text", "duration", "clear", "app")

_POINTED = frozenset(
    {ActionType.CLICK, ActionType.DOUBLE_TAP, ActionType.LONG_PRESS, ActionType.SWIPE, ActionType.DRAG}
)
_GESTURES = frozenset({ActionType.SWIPE, ActionType.DRAG})
_TEXTUAL = frozenset({ActionType.TYPE, ActionType.ANSWER, ActionType.INFO})
_NAMES = ", ".join(ActionType.__members__)
_MISSING: Any = object()

ActionDict = dict[str, Any]


class InvalidActionError(MobileGymError, ValueError):
    """An action that cannot be executed; the message says what is wrong and how to fix it."""


def make_action_space(app_ids: Sequence[str], max_text_length: int = MAX_TEXT_LENGTH) -> spaces.Dict:
    """The Dict action space; every sample is a legal action for :func:`validate_action`.

    Raises:
        ValueError: if ``app_ids`` is empty, since ``Discrete(0)`` cannot select an app.
    """
    if len(app_ids) == 0:
        raise ValueError("make_action_space needs at least one app id for the 'app' key; got none")
    return spaces.Dict(
        {
            "action_type": spaces.Discrete(len(ActionType)),
            "point": spaces.Box(0.0, COORD_MAX, (2,), np.float32),
            "point2": spaces.Box(0.0, COORD_MAX, (2,), np.float32),
            "text": spaces.Text(max_length=max_text_length, min_length=0, charset=TEXT_CHARSET),
            "duration": spaces.Box(0.0, float(MAX_DURATION_MS), (1,), np.float32),
            "clear": spaces.Discrete(2),
            "app": spaces.Discrete(len(app_ids)),
        }
    )


@dataclass(frozen=True, slots=True)
class Action:
    """A validated action with defaults resolved; build one with :func:`validate_action`.

    Fields an action type does not use are ``None`` (``duration_ms`` 0, ``clear`` False).
    """

    type: ActionType
    point: tuple[float, float] | None = None
    point2: tuple[float, float] | None = None
    text: str | None = None
    duration_ms: int = 0
    clear: bool = False
    app: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form sent to the browser page.

        Keys: ``type`` (name) always; ``x``, ``y`` for ``point``; ``x2``, ``y2`` for ``point2``;
        ``text``; ``duration_ms`` (LONG_PRESS, SWIPE, DRAG, WAIT); ``clear`` (TYPE); ``app`` (id).
        Keys the action does not use are omitted.
        """
        out: dict[str, Any] = {"type": self.type.name}
        if self.point is not None:
            out["x"], out["y"] = self.point
        if self.point2 is not None:
            out["x2"], out["y2"] = self.point2
        if self.text is not None:
            out["text"] = self.text
        if self.type in DEFAULT_DURATION_MS:
            out["duration_ms"] = self.duration_ms
        if self.type is ActionType.TYPE:
            out["clear"] = self.clear
        if self.app is not None:
            out["app"] = self.app
        return out

    def __str__(self) -> str:
        """The string form, which :func:`parse_action` turns back into an equal action."""
        args = [_format_number(v) for xy in (self.point, self.point2) if xy is not None for v in xy]
        if self.type in DEFAULT_DURATION_MS:
            args.append(str(self.duration_ms))
        args += [json.dumps(s, ensure_ascii=False) for s in (self.text, self.app) if s is not None]
        if self.clear:
            args.append("clear=true")
        return f"{self.type.name}({', '.join(args)})"


def validate_action(
    action: Mapping[str, Any] | Action | str,
    app_ids: Sequence[str],
    app_labels: Mapping[str, str] | None = None,
    *,
    max_text_length: int = MAX_TEXT_LENGTH,
) -> Action:
    """Check any action form and normalise it; ``app_labels`` maps app id -> display label.

    Raises:
        InvalidActionError: naming the offending field and the expected value.
    """
    if isinstance(action, str):
        return parse_action(action, app_ids, app_labels, max_text_length=max_text_length)
    if isinstance(action, Action):
        action = _step_dict(action)
    if not isinstance(action, Mapping):
        raise InvalidActionError(
            "an action must be a dict (the action-space layout), an Action or a string such as "
            f"'CLICK(500, 300)'; got {type(action).__name__}: {_show(action)}"
        )
    unknown = [key for key in action if key not in ACTION_KEYS]
    if unknown:
        raise InvalidActionError(
            f"unknown key(s) {_show(unknown)} in the action dict; valid keys: {', '.join(ACTION_KEYS)}"
        )
    if "action_type" not in action:
        raise InvalidActionError(
            f"the action dict needs 'action_type' = an int 0..{len(ActionType) - 1} "
            f"or a name ({_NAMES}); it is missing"
        )
    kind = _action_type(action["action_type"])
    timed, needs_app = kind in DEFAULT_DURATION_MS, kind is ActionType.AWAKE
    return Action(
        type=kind,
        point=_point(kind, "point", action.get("point", _MISSING)) if kind in _POINTED else None,
        point2=_point(kind, "point2", action.get("point2", _MISSING)) if kind in _GESTURES else None,
        text=_text(kind, action.get("text", _MISSING), max_text_length) if kind in _TEXTUAL else None,
        duration_ms=_duration(kind, action.get("duration", _MISSING)) if timed else 0,
        clear=_flag(kind, action.get("clear", False)) if kind is ActionType.TYPE else False,
        app=_app(action.get("app", _MISSING), app_ids, app_labels or {}) if needs_app else None,
    )


def parse_action(
    s: str,
    app_ids: Sequence[str],
    app_labels: Mapping[str, str] | None = None,
    *,
    max_text_length: int = MAX_TEXT_LENGTH,
) -> Action:
    """Parse the string form, e.g. ``CLICK(500, 300)``, ``type("hi", clear=true)``, ``BACK``.

    Names are case-insensitive; strings are double-quoted with JSON escapes; AWAKE also takes a
    bare app name. Arguments follow the helper of the same name, keywords included.

    Raises:
        InvalidActionError: starting with "could not parse action '...'" and saying what was expected.
    """
    try:
        if not isinstance(s, str):
            raise InvalidActionError(f"expected a str such as 'CLICK(500, 300)'; got {type(s).__name__}")
        call = _CALL.fullmatch(s)
        if call is None:
            raise InvalidActionError('expected NAME or NAME(arg, ...), e.g. CLICK(500, 300) or TYPE("hi")')
        kind = _action_type(call[1])
        helper = _HELPERS[kind]
        signature = inspect.signature(helper)
        args, kwargs = _split_args(call[2] or "")
        try:
            bound = signature.bind(*args, **kwargs)
        except TypeError:
            usage = ", ".join(
                p.name if p.default is p.empty else f"{p.name}={json.dumps(p.default)}"
                for p in signature.parameters.values()
            )
            got = (call[2] or "").strip()
            raise InvalidActionError(f"{kind.name} takes ({usage}); got ({got})") from None
        step = helper(**{name: _convert(kind, name, token) for name, token in bound.arguments.items()})
        return validate_action(step, app_ids, app_labels, max_text_length=max_text_length)
    except InvalidActionError as error:
        raise InvalidActionError(f"could not parse action {_show(s)}: {error}") from None


def click(x: float, y: float) -> ActionDict:
    """Tap at (x, y)."""
    return {"action_type": ActionType.CLICK, "point": _point(ActionType.CLICK, "point", (x, y))}


def double_tap(x: float, y: float) -> ActionDict:
    """Double tap at (x, y)."""
    kind = ActionType.DOUBLE_TAP
    return {"action_type": kind, "point": _point(kind, "point", (x, y))}


def long_press(
    x: float, y: float, duration_ms: float = DEFAULT_DURATION_MS[ActionType.LONG_PRESS]
) -> ActionDict:
    """Press and hold at (x, y)."""
    kind = ActionType.LONG_PRESS
    point = _point(kind, "point", (x, y))
    return {"action_type": kind, "point": point, "duration": [_duration(kind, duration_ms)]}


def type_text(text: str, clear: bool = False) -> ActionDict:
    """Type into the focused field, clearing it first if ``clear``."""
    kind = ActionType.TYPE
    return {"action_type": kind, "text": _text(kind, text, None), "clear": int(_flag(kind, clear))}


def swipe(
    x1: float, y1: float, x2: float, y2: float, duration_ms: float = DEFAULT_DURATION_MS[ActionType.SWIPE]
) -> ActionDict:
    """Fling from (x1, y1) to (x2, y2); scrolls with inertia."""
    return _gesture(ActionType.SWIPE, x1, y1, x2, y2, duration_ms)


def drag(
    x1: float, y1: float, x2: float, y2: float, duration_ms: float = DEFAULT_DURATION_MS[ActionType.DRAG]
) -> ActionDict:
    """Move from (x1, y1) to (x2, y2) without inertia."""
    return _gesture(ActionType.DRAG, x1, y1, x2, y2, duration_ms)


def back() -> ActionDict:
    """Press the system back key."""
    return {"action_type": ActionType.BACK}


def home() -> ActionDict:
    """Press the system home key."""
    return {"action_type": ActionType.HOME}


def recent() -> ActionDict:
    """Press the system recent-apps key."""
    return {"action_type": ActionType.RECENT}


def enter() -> ActionDict:
    """Press the keyboard's enter key."""
    return {"action_type": ActionType.ENTER}


def wait(duration_ms: float = DEFAULT_DURATION_MS[ActionType.WAIT]) -> ActionDict:
    """Advance the simulated clock."""
    return {"action_type": ActionType.WAIT, "duration": [_duration(ActionType.WAIT, duration_ms)]}


def awake(app: str) -> ActionDict:
    """Open an app by id or label (case-insensitive); the env resolves the name."""
    if not isinstance(app, str) or not app.strip():
        raise InvalidActionError(
            f"AWAKE needs 'app' = an installed app id or label, a non-empty str; got {_show(app)}"
        )
    return {"action_type": ActionType.AWAKE, "app": app}


def answer(text: str) -> ActionDict:
    """Record the free-text answer; the episode goes on."""
    return {"action_type": ActionType.ANSWER, "text": _text(ActionType.ANSWER, text, None)}


def complete() -> ActionDict:
    """End the episode: the task is done."""
    return {"action_type": ActionType.COMPLETE}


def abort() -> ActionDict:
    """End the episode: the task cannot be done."""
    return {"action_type": ActionType.ABORT}


def info(question: str) -> ActionDict:
    """Ask the user a question."""
    return {"action_type": ActionType.INFO, "text": _text(ActionType.INFO, question, None)}


def noop() -> ActionDict:
    """Do nothing."""
    return {"action_type": ActionType.NOOP}


_HELPERS: Mapping[ActionType, Callable[..., ActionDict]] = MappingProxyType(
    {
        ActionType.CLICK: click,
        ActionType.DOUBLE_TAP: double_tap,
        ActionType.LONG_PRESS: long_press,
        ActionType.TYPE: type_text,
        ActionType.SWIPE: swipe,
        ActionType.DRAG: drag,
        ActionType.BACK: back,
        ActionType.HOME: home,
        ActionType.RECENT: recent,
        ActionType.ENTER: enter,
        ActionType.WAIT: wait,
        ActionType.AWAKE: awake,
        ActionType.ANSWER: answer,
        ActionType.COMPLETE: complete,
        ActionType.ABORT: abort,
        ActionType.INFO: info,
        ActionType.NOOP: noop,
    }
)
_CALL = re.compile(r"\s*([A-Za-z_]+)\s*(?:\((.*)\))?\s*", re.DOTALL)
_KEYWORD = re.compile(r"\s*([A-Za-z_]\w*)\s*=\s*")
_JSON = json.JSONDecoder(strict=False)
_NUMBER_PARAMS = frozenset({"x", "y", "x1", "y1", "x2", "y2", "duration_ms"})


class _Token(NamedTuple):
    """One argument of the string form; quoted strings are decoded, bare ones kept verbatim."""

    value: str
    quoted: bool


def _gesture(
    kind: ActionType, x1: float, y1: float, x2: float, y2: float, duration_ms: float
) -> ActionDict:
    """Shared body of swipe() and drag()."""
    return {
        "action_type": kind,
        "point": _point(kind, "point", (x1, y1)),
        "point2": _point(kind, "point2", (x2, y2)),
        "duration": [_duration(kind, duration_ms)],
    }


def _step_dict(action: Action) -> ActionDict:
    """An Action back in dict form, so that it is re-checked against this env's apps and limits."""
    fields = {"point": action.point, "point2": action.point2, "text": action.text, "app": action.app}
    step = {key: value for key, value in fields.items() if value is not None}
    return {"action_type": action.type, "duration": action.duration_ms, "clear": action.clear, **step}


def _show(value: object) -> str:
    """A short readable repr for error messages (numpy values shown as plain Python)."""
    if value is _MISSING:
        return "nothing (the key is missing)"
    if isinstance(value, (np.ndarray, np.generic)):
        value = value.tolist()
    elif isinstance(value, tuple):
        value = list(value)
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _numbers(value: object, size: int) -> tuple[float, ...] | None:
    """``size`` floats from a number, list, tuple or numpy array; None if it is not exactly that."""
    try:
        array = np.asarray(value)
    except (ValueError, TypeError, OverflowError):
        return None
    if array.dtype.kind not in "iuf" or array.size != size or array.ndim > 1:
        return None
    return tuple(float(v) for v in array.reshape(-1))


def _index(value: object) -> int | None:
    """An int from an int, numpy integer or one-element integer array; None otherwise."""
    try:
        array = np.asarray(value)
    except (ValueError, TypeError, OverflowError):
        return None
    if array.dtype.kind not in "iu" or array.size != 1 or array.ndim > 1:
        return None
    return int(array.reshape(-1)[0])


def _format_number(value: float) -> str:
    """Shortest text that parses back to the same float."""
    return str(int(value)) if value.is_integer() else repr(value)


def _action_type(value: object) -> ActionType:
    """Accept the enum, its int value or its name in any case, suggesting the closest name."""
    if isinstance(value, str):
        name = value.strip().upper()
        if name in ActionType.__members__:
            return ActionType[name]
        close = difflib.get_close_matches(name, ActionType.__members__, n=1)
        hint = f" did you mean {close[0]!r}?" if close else ""
        raise InvalidActionError(f"unknown action {value!r};{hint} valid: {_NAMES}")
    index = _index(value)
    if index is not None and 0 <= index < len(ActionType):
        return ActionType(index)
    raise InvalidActionError(
        f"unknown action_type {_show(value)}; use an int 0..{len(ActionType) - 1} or a name: {_NAMES}"
    )


def _point(kind: ActionType, key: str, value: object) -> tuple[float, float]:
    """Two finite numbers inside the normalised 0..1000 screen."""
    xy = _numbers(value, 2)
    if xy is None or not all(0.0 <= v <= COORD_MAX for v in xy):  # NaN fails the comparison
        role = " (the end point)" if key == "point2" else ""
        raise InvalidActionError(
            f"{kind.name} needs {key!r} = [x, y]{role} with 0 <= x, y <= 1000 "
            f"(normalised screen coordinates); got {_show(value)}"
        )
    return (xy[0], xy[1])


def _duration(kind: ActionType, value: object) -> int:
    """Whole milliseconds with 0 -> the default; gestures are clamped so their velocity stays finite."""
    default = DEFAULT_DURATION_MS[kind]
    if value is _MISSING:
        return default
    ms = _numbers(value, 1)
    if ms is None or not 0.0 <= ms[0] <= MAX_DURATION_MS:
        raise InvalidActionError(
            f"{kind.name} needs 'duration' = milliseconds with 0 <= ms <= {MAX_DURATION_MS} "
            f"(0 means the default, {default} ms); got {_show(value)}"
        )
    resolved = round(ms[0]) or default
    return max(resolved, MIN_GESTURE_MS) if kind in _GESTURES else resolved


def _text(kind: ActionType, value: object, max_length: int | None) -> str:
    """A str that fits the Text space limit and can be encoded as UTF-8 for the page."""
    if not isinstance(value, str):
        raise InvalidActionError(f"{kind.name} needs 'text' = a str (\"\" for none); got {_show(value)}")
    if max_length is not None and len(value) > max_length:
        raise InvalidActionError(
            f"{kind.name} 'text' has {len(value)} characters but at most {max_length} are allowed; "
            "shorten it or create the env with a larger max_text_length"
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InvalidActionError(
            f"{kind.name} 'text' has a lone UTF-16 surrogate at index {error.start}; "
            "pass whole characters (e.g. '\\U0001F600', not '\\ud83d')"
        ) from None
    return str(value)


def _flag(kind: ActionType, value: object) -> bool:
    """A bool from a bool or the Discrete(2) values 0 and 1."""
    flag = bool(value) if isinstance(value, (bool, np.bool_)) else _index(value)
    if flag not in (False, True):  # 0 and 1 compare equal to False and True
        raise InvalidActionError(
            f"{kind.name} needs 'clear' = 0 or 1 (1 clears the field before typing); got {_show(value)}"
        )
    return bool(flag)


def _app(value: object, app_ids: Sequence[str], labels: Mapping[str, str]) -> str:
    """The app id from an index, an exact id, or a unique case-insensitive id or label."""
    installed = ", ".join(
        f"{i}={app!r}" + (f" ({labels[app]!r})" if app in labels else "")
        for i, app in enumerate(app_ids)
    ) or "(none)"
    index = _index(value)
    if index is not None and 0 <= index < len(app_ids):
        return app_ids[index]
    if isinstance(value, str):
        if value in app_ids:
            return value
        wanted = value.strip().casefold()
        matches = [
            app
            for app in app_ids
            if wanted == app.casefold() or (app in labels and wanted == labels[app].casefold())
        ]
        if len(matches) == 1:
            return matches[0]
        problem = f"matches several apps {matches}" if matches else "is not an installed app"
        raise InvalidActionError(
            f"AWAKE app {value!r} {problem}; use an installed app id or label "
            f"(case-insensitive) or index: {installed}"
        )
    raise InvalidActionError(
        f"AWAKE needs 'app' = an index 0..{len(app_ids) - 1} into the installed apps or an app id/label; "
        f"got {_show(value)}; installed: {installed}"
    )


def _split_args(inner: str) -> tuple[list[_Token], dict[str, _Token]]:
    """Split ``a, "b, c", key=d`` into positional and keyword tokens, decoding quoted strings."""
    args: list[_Token] = []
    kwargs: dict[str, _Token] = {}
    if not inner.strip():
        return args, kwargs
    position, end = 0, len(inner)
    while True:
        keyword = _KEYWORD.match(inner, position)
        if keyword:
            position = keyword.end()
        while position < end and inner[position].isspace():
            position += 1
        if position < end and inner[position] == '"':
            try:
                text, position = _JSON.raw_decode(inner, position)
            except json.JSONDecodeError as error:
                raise InvalidActionError(
                    f"bad quoted string at position {error.pos} ({error.msg}); "
                    'close it with " and escape as in JSON: \\" for a quote, \\n for a newline'
                ) from None
            token = _Token(text, quoted=True)
        else:
            comma = inner.find(",", position)
            comma = end if comma < 0 else comma
            token = _Token(inner[position:comma].strip(), quoted=False)
            position = comma
        if keyword:
            if keyword[1] in kwargs:
                raise InvalidActionError(f"argument {keyword[1]!r} is given twice; give it once")
            kwargs[keyword[1]] = token
        elif kwargs:
            raise InvalidActionError("put positional arguments before keyword ones such as clear=true")
        else:
            args.append(token)
        while position < end and inner[position].isspace():
            position += 1
        if position == end:
            break
        if inner[position] != ",":
            raise InvalidActionError(f"expected ',' between arguments, found {inner[position:]!r}")
        position += 1
    return args, kwargs


def _convert(kind: ActionType, param: str, token: _Token) -> object:
    """Turn a token into the Python value the helper's parameter takes."""
    if param == "app":
        return token.value
    if param in _NUMBER_PARAMS:
        if not token.quoted:
            try:
                return float(token.value)
            except ValueError:
                pass
        expected = "a number"
    elif param == "clear":
        if not token.quoted and token.value.lower() in ("true", "false", "1", "0"):
            return token.value.lower() in ("true", "1")
        expected = "true or false"
    else:
        if token.quoted:
            return token.value
        expected = f'a double-quoted string, e.g. {kind.name}("hello")'
    raise InvalidActionError(f"{kind.name} argument {param!r} must be {expected}; got {token.value!r}")
