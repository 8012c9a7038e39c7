"""Drawing a template's parameters, deterministically from a seeded generator.

The context of every draw is ``{"state": initial state, "world": world data, "params": drawn so
far}`` (a hook also gets the generator: ``hooklib.ParamContext``): parameters come from the data
the agent will see, and answers are computed from the initial state, never from what the agent did.

Whatever stops a draw (an empty pick, a ``{field}`` the values so far cannot fill, a query that
fails on what it reads, a hook that raises) is a ``SamplingError`` naming the parameter: the
template's error, which ``tasks.task`` reports with the file and line.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import jmespath
import numpy as np

from .hooklib import ParamContext
from .spec import ParamSpec, TaskSpec
from .template import TemplateError, fill, format_text

MAX_REDRAWS = 50

Hook = Callable[[ParamContext], Any]


class SamplingError(ValueError):
    """Parameter ``param`` could not be drawn (an empty pick, no distinct value, a field or a
    query that fails on the values so far, a hook that raised): a spec or data problem."""

    def __init__(self, param: str, problem: str) -> None:
        super().__init__(f"parameter {param!r}: {problem}")
        self.param = param
        self.problem = problem


def hook_failure(err: BaseException) -> str:
    """``raised ValueError: ... (calendar/hooks.py:182)``: what a hook raised, at the line of
    its suite's hooks file that raised it (the last one in the traceback)."""
    frames = [f for f in traceback.extract_tb(err.__traceback__) if Path(f.filename).name == "hooks.py"]
    at = f" ({Path(frames[-1].filename).parent.name}/hooks.py:{frames[-1].lineno})" if frames else ""
    return f"raised {type(err).__name__}: {err}{at}"


def _draw_one(name: str, p: ParamSpec, ctx: dict[str, Any], rng: np.random.Generator, hooks: dict[str, Hook]) -> Any:
    """One draw of ``name``; every way it can fail is a ``SamplingError`` naming it."""
    try:
        return _draw(name, p, ctx, rng, hooks)
    except TemplateError as err:
        raise SamplingError(name, f"{'format' if p.format is not None else 'query'} {err}") from None
    except jmespath.exceptions.JMESPathError as err:
        raise SamplingError(name, f"{'pick' if p.pick is not None else 'query'} failed on the state: {err}") from None


def _draw(name: str, p: ParamSpec, ctx: dict[str, Any], rng: np.random.Generator, hooks: dict[str, Hook]) -> Any:
    if p.choice is not None:
        return p.choice[int(rng.integers(len(p.choice)))]
    if p.int_range is not None:
        lo, hi = p.int_range
        step = int(p.step or 1)
        return lo + step * int(rng.integers((hi - lo) // step + 1))
    if p.float_range is not None:
        low, high = p.float_range
        if p.step:
            return round(low + p.step * int(rng.integers(round((high - low) / p.step) + 1)), 10)
        return float(rng.uniform(low, high))
    if p.pick is not None:
        items = jmespath.search(p.pick, ctx)
        if not isinstance(items, list):
            raise SamplingError(name, f"pick {p.pick!r} gave {type(items).__name__}, not a list")
        if p.unless_in:
            excluded = set(map(str, jmespath.search(p.unless_in, ctx) or []))
            items = [i for i in items if str(i.get(p.key) if isinstance(i, dict) else i) not in excluded]
        if not items:
            raise SamplingError(name, f"pick {p.pick!r} has nothing to draw from")
        return items[int(rng.integers(len(items)))]
    if p.format is not None:
        return format_text(p.format, ctx["params"])
    if p.query is not None:
        return jmespath.search(fill(p.query, ctx["params"]), ctx)
    assert p.hook is not None
    if p.hook not in hooks:
        raise SamplingError(name, f"unknown hook {p.hook!r}; hooks: {sorted(hooks)}")
    try:
        return hooks[p.hook](ParamContext(state=ctx["state"], world=ctx["world"], params=ctx["params"], rng=rng))
    except Exception as err:  # noqa: BLE001 - whatever a suite's hook raises is that template's error
        raise SamplingError(name, f"hook {p.hook!r} {hook_failure(err)}") from None


def sample_params(spec: TaskSpec, state: dict[str, Any], world: Mapping[str, Any], rng: np.random.Generator, hooks: dict[str, Hook], overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """Draw every parameter of ``spec`` in order; a parameter in ``overrides`` takes the given
    value instead (a test forcing a branch). An overridden parameter is still drawn and its draw
    thrown away, so the parameters after it come out as they would have: the same instance
    but for what depends on the override."""
    overrides = overrides or {}
    params: dict[str, Any] = {}
    ctx = {"state": state, "world": world, "params": params}
    for name, p in spec.params.items():
        for _ in range(MAX_REDRAWS):
            value = _draw_one(name, p, ctx, rng, hooks)
            if all(value != params[other] for other in p.distinct_from):
                break
        else:
            raise SamplingError(name, f"no value distinct from {p.distinct_from} in {MAX_REDRAWS} draws")
        params[name] = overrides.get(name, value)
    return params
