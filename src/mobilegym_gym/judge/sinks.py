"""What a task produced: the entities created during the episode that are still there at the end.

A message that was recalled, a note moved to the trash or a photo deleted is withdrawn: it no
longer counts as sent, posted or kept, though it may still sit in its list. Apps mark such items
with one of :data:`WITHDRAWN_MARKERS` (docs/authoring-apps.md), so the judge, the ``created``
check and the hooks of every suite read one definition.

    >>> new_live_items(initial_messages, final_messages, {"from": "me"})
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from mobilegym_gym.judge.answers import mentions_time
from mobilegym_gym.judge.reading import quotes

#: An expected text that is a time of day, "9:30" or "09:30".
_HM = re.compile(r"(?:[01]?[0-9]|2[0-3]):[0-5][0-9]")

#: Fields that, when set (true, a timestamp), mark an item as withdrawn: WeChat's recall, the
#: Notes trash, the Gallery's recently deleted.
WITHDRAWN_MARKERS: tuple[str, ...] = ("recalled", "trashedAt", "deletedAt")


def is_live(item: Any) -> bool:
    """Whether ``item`` is there for the user: not withdrawn by any marker."""
    return isinstance(item, dict) and not any(item.get(k) for k in WITHDRAWN_MARKERS)


def same(a: Any, b: Any) -> bool:
    """Equality that keeps bools apart from numbers but lets 1 == 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= 1e-9
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def fits(item: Any, match: dict[str, Any] | None) -> bool:
    """``item`` is a dict whose fields equal every value of ``match``."""
    return isinstance(item, dict) and all(same(item.get(k), v) for k, v in (match or {}).items())


def texts(value: Any) -> list[str]:
    """A text or a list of texts, as a list."""
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def holds(item: dict[str, Any], field: str, text: str) -> bool:
    """The item's ``field`` is a text stating ``text`` as a person reads it (``reading.quotes``:
    from a word's start, its last word perhaps inflected ("thank" in "Thanks!"), any case, curly
    quotes, its final punctuation aside); a time of day ("09:30") is held in any form a person
    writes it ("9:30", "9:30 AM": ``mentions_time``)."""
    value = item.get(field)
    if not isinstance(value, str):
        return False
    return quotes(value, text, inflected=True) or (_HM.fullmatch(text) is not None and mentions_time(value, text))


def new_live_items(initial: Iterable[Any] | None, final: Iterable[Any] | None, match: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Items of ``final`` whose id is not in ``initial``, live, and fitting ``match``."""
    before = {str(i.get("id")) for i in initial or [] if isinstance(i, dict)}
    return [i for i in final or [] if isinstance(i, dict) and str(i.get("id")) not in before and is_live(i) and fits(i, match)]
