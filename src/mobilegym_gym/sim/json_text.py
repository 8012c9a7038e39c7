"""Values crossing into the page as JSON text: one string is parsed there, where Playwright's
structured argument serialisation of a 50 kB state cost about 28 ms. Errors name the value
and what in it is not JSON, and nothing is sent.
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import MobileGymError, StatePatchError

#: The page refuses a value nested deeper than this (``MAX_DEPTH`` in web_sim/src/control/plainJson.ts).
MAX_DEPTH = 64


def too_deep_at(value: Any) -> str:
    """The JSON pointer of the first place in ``value`` deeper than ``MAX_DEPTH`` (iterative:
    the value is too deep for recursion)."""
    stack: list[tuple[Any, str, int]] = [(value, "", 0)]
    while stack:
        node, path, depth = stack.pop()
        if depth >= MAX_DEPTH and isinstance(node, (dict, list)):
            return path or "/"
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        stack.extend((v, f"{path}/{k}", depth + 1) for k, v in items)
    return "/"


def to_json(value: Any, what: str, error: type[MobileGymError] = StatePatchError) -> str:
    """``value`` as compact JSON for the page, or ``error`` naming what is not JSON (a NaN, a
    set) or nested too deep to encode (json raises ``RecursionError`` near 1000 levels)."""
    try:
        return json.dumps(value, separators=(",", ":"), allow_nan=False)
    except RecursionError:
        raise error(f"{what}: {too_deep_at(value)} is nested deeper than {MAX_DEPTH} levels; no phone state is that deep") from None
    except (TypeError, ValueError) as err:
        raise error(f"{what} is not JSON: {err}") from None
