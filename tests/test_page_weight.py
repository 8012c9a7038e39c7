"""What every phone's page pays for: its scripts kept one byte a character, and a boot without ICU.

Both are memory of each renderer (benchmarks/README.md, "2026-12-07"): a script with one
character past Latin-1 is kept as UTF-16 by Blink and V8, and the first collator or number
format a page builds costs it 0.5 to 1.5 MiB of malloc. A phone pays them only for the apps it
opens that need them.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mobilegym_gym.browser.assets import dist_dir
from mobilegym_gym.browser.runtime import Runtime
from mobilegym_gym.sim.phone import Phone

pytestmark = pytest.mark.browser

#: Counts every call that builds or uses an ICU object, before the page's own scripts run.
ICU_WATCH = """
window.__icuCalls = [];
const watch = (owner, name, label) => {
  const original = owner[name];
  owner[name] = function (...args) { window.__icuCalls.push(label); return original.apply(this, args); };
};
watch(String.prototype, "localeCompare", "String.localeCompare");
watch(String.prototype, "toLocaleLowerCase", "String.toLocaleLowerCase");
watch(String.prototype, "toLocaleUpperCase", "String.toLocaleUpperCase");
watch(Number.prototype, "toLocaleString", "Number.toLocaleString");
for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) watch(Date.prototype, name, "Date." + name);
for (const name of ["Collator", "DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter", "DisplayNames"]) {
  const Original = Intl[name];
  Intl[name] = new Proxy(Original, { construct(target, args) { window.__icuCalls.push("Intl." + name); return new target(...args); } });
}
"""


def test_every_script_of_the_build_is_ascii() -> None:
    scripts = sorted((dist_dir() / "assets").glob("*.js"))
    assert scripts
    for script in scripts:
        data = script.read_bytes()
        assert data.isascii(), f"{script.name} has non-ASCII bytes (first at {next(i for i, b in enumerate(data) if b > 127)}): build with output charset 'ascii' (web_sim/vite.config.ts)"


@pytest.fixture
def watched_phone() -> Iterator[tuple[Runtime, Phone]]:
    """A phone in a browser of its own whose pages count their ICU calls."""
    runtime = Runtime()

    async def open_phone() -> Phone:
        context = await runtime.context(0, 1.5)
        await context.add_init_script(ICU_WATCH)
        phone = Phone(runtime, capture=(540, 1200))
        await phone.open()
        return phone

    phone = runtime.call(open_phone(), timeout=60)
    yield runtime, phone
    runtime.close()


def test_the_boot_and_a_reset_use_no_icu(watched_phone: tuple[Runtime, Phone]) -> None:
    runtime, phone = watched_phone
    runtime.call(phone.reset(seed=3), timeout=30)
    assert runtime.call(phone.page.evaluate("() => window.__icuCalls")) == []
    # The watch works: a screen that formats a number with ICU is seen doing it.
    runtime.call(phone.page.evaluate("() => (1234.5).toLocaleString('en-US')"))
    assert runtime.call(phone.page.evaluate("() => window.__icuCalls")) == ["Number.toLocaleString"]
