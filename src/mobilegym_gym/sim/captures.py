"""Captures reused by what the page draws.

A reset draws the phone at a task's start, mostly the home screen at the start time: the same
pixels episode after episode, whatever the seed, and a capture was most of a reset's time (the
state part is about 2 ms, the capture 15-25). The page gives a key of its drawn document
(``web_sim/src/control/drawnKey.ts``: a 64-bit hash of the markup, with its length and the
font faces added); documents with the same key capture the same pixels, so a reset whose key
was captured before, by any phone of this process at the same capture settings, is given that
``Screen`` (read-only, already decoded if someone decoded it) without taking one.
"""

from __future__ import annotations

from collections import OrderedDict

from .screen import Screen

#: How many captures are kept: each is its encoded bytes (50-100 kB) and, once decoded, its
#: pixels (1.9 MB at 540x1200), so at most about 32 MB.
MAX_KEPT = 16

CaptureKey = tuple[str, str, tuple[int, int], str | None]


class CaptureCache:
    """The last ``MAX_KEPT`` captures by (drawn key, image format, capture size, browser)."""

    def __init__(self) -> None:
        self._kept: OrderedDict[CaptureKey, Screen] = OrderedDict()
        self.hits = 0

    def get(self, key: CaptureKey) -> Screen | None:
        screen = self._kept.get(key)
        if screen is not None:
            self._kept.move_to_end(key)
            self.hits += 1
        return screen

    def clear(self) -> None:
        """Forget every capture (their memory goes with the last phone that shows one)."""
        self._kept.clear()

    def put(self, key: CaptureKey, screen: Screen) -> None:
        self._kept[key] = screen
        self._kept.move_to_end(key)
        while len(self._kept) > MAX_KEPT:
            self._kept.popitem(last=False)


#: The process's cache, shared by every phone.
CAPTURES = CaptureCache()
