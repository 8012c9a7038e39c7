"""A Chromium page for tests that look at what a person sees (the report, the play page)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from playwright.sync_api import Page, sync_playwright

from mobilegym_gym.browser.chromium import find_chromium


@contextmanager
def chromium_page(width: int = 1280, height: int = 900) -> Iterator[Page]:
    """A page in a Chromium of its own (the one the phone runs in), closed after use."""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(p.chromium.executable_path).executable, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield browser.new_page(viewport={"width": width, "height": height})
        finally:
            browser.close()
