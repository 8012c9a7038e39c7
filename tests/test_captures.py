"""A reset that draws a screen captured before is given that capture (sim/captures.py): the same
bytes a new capture of that page gives, and only where the drawn document is the same."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.sim.captures import CAPTURES
from mobilegym_gym.sim.phone import Phone

HOUR_MS = 3_600_000


@pytest.fixture
def two_phones(runtime: Runtime) -> Iterator[tuple[Phone, Phone]]:
    phones = (Phone(runtime, capture=(360, 800)), Phone(runtime, capture=(360, 800)))
    for p in phones:
        runtime.call(p.open(), timeout=60)
    yield phones
    for p in phones:
        runtime.call(p.close(), timeout=30)


def test_a_reset_to_a_screen_seen_before_gives_its_capture_and_the_same_pixels(runtime: Runtime, two_phones: tuple[Phone, Phone]) -> None:
    a, b = two_phones
    call = runtime.call
    call(a.reset(seed=11))
    first = call(a.capture_screen())
    hits = CAPTURES.hits
    # Another phone, another seed, the same home screen at the same start time: reused ...
    call(b.reset(seed=12))
    assert call(b.capture_screen()) is first and CAPTURES.hits == hits + 1
    # ... and it is what a capture of that page gives.
    assert call(b.screenshot_bytes()) == first.data
    # Another screen is captured anew (and is what its capture gives).
    call(b.start_episode(seed=12, app="clock"))
    clock = call(b.capture_screen())
    assert clock.data != first.data and call(b.screenshot_bytes()) == clock.data
    # Another start time draws another clock in the status bar: not reused.
    call(a.reset(seed=11, start_ms=call(a.get_state())["os"]["clock"]["now"] + HOUR_MS))
    later = call(a.capture_screen())
    assert later.data != first.data and call(a.screenshot_bytes()) == later.data
    # After a step the page draws whatever the step drew: captured anew.
    call(b.reset(seed=12))
    call(b.act({"type": "AWAKE", "app": "clock"}))
    hits = CAPTURES.hits
    call(b.capture_screen())
    assert CAPTURES.hits == hits


def test_always_capture_takes_a_capture_after_every_reset(runtime: Runtime) -> None:
    phone = Phone(runtime, capture=(360, 800), always_capture=True)
    runtime.call(phone.open(), timeout=60)
    try:
        runtime.call(phone.reset(seed=1))
        runtime.call(phone.capture_screen())
        hits = CAPTURES.hits
        runtime.call(phone.reset(seed=1))
        runtime.call(phone.capture_screen())
        assert CAPTURES.hits == hits
    finally:
        runtime.call(phone.close(), timeout=30)
