"""What every phone's page pays for: its scripts kept one byte a character, a boot without ICU,
the boot's garbage given back, and a first visit to an app drawn once.

Each is memory of every renderer (benchmarks/README.md, "2026-12-07"): a script with one
character past Latin-1 is kept as UTF-16 by Blink and V8; the first collator or number format a
page builds costs it 0.5 to 1.5 MiB of malloc (a phone pays it only for the apps it opens that
need one); the boot grows V8's young generation, which only a memory-reducing collection gives
back (web_sim/src/control/garbage.ts); an app's screen drawn empty while its UI chunk loads was
a frame of its own (web_sim/src/main.tsx).
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


#: Records the kind of every collection the page asks for (`gc()` is the runtime's --expose-gc).
GC_WATCH = """
window.__gcCalls = [];
const collect = globalThis.gc;
globalThis.gc = (options) => { window.__gcCalls.push(options?.flavor ?? "regular"); collect(options); };
"""


@pytest.fixture
def watched_phone() -> Iterator[tuple[Runtime, Phone]]:
    """A phone in a browser of its own whose pages count their ICU calls and collections."""
    runtime = Runtime()

    async def open_phone() -> Phone:
        context = await runtime.context(0, 1.5)
        await context.add_init_script(ICU_WATCH + GC_WATCH)
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


def test_the_first_reset_is_followed_by_one_memory_reducing_collection(watched_phone: tuple[Runtime, Phone]) -> None:
    runtime, phone = watched_phone
    runtime.call(phone.reset(seed=1), timeout=30)
    runtime.call(phone.page.wait_for_function("() => window.__gcCalls.length > 0", timeout=5000))
    for seed in (2, 3):
        runtime.call(phone.reset(seed=seed), timeout=30)
    runtime.call(phone.page.evaluate("() => new Promise((done) => setTimeout(done, 50))"))
    assert runtime.call(phone.page.evaluate("() => window.__gcCalls")) == ["last-resort"]


#: Counts the moments an app's screen was in the page with nothing in it: a MutationObserver's
#: callback runs at each microtask checkpoint after the DOM changed, so also while an act waits.
EMPTY_SCREEN_WATCH = """() => {
  window.__emptyScreens = 0;
  new MutationObserver(() => {
    if ([...document.querySelectorAll(".mg-app")].some((el) => el.childElementCount === 0)) window.__emptyScreens++;
  }).observe(document.body, { subtree: true, childList: true });
}"""


def test_a_first_visit_draws_the_app_once_its_screens_have_arrived(watched_phone: tuple[Runtime, Phone]) -> None:
    runtime, phone = watched_phone
    runtime.call(phone.reset(seed=1), timeout=30)
    runtime.call(phone.page.evaluate(EMPTY_SCREEN_WATCH))
    assert runtime.call(phone.act({"type": "AWAKE", "app": "notes"}), timeout=30)["effect"] == "opened notes"
    assert runtime.call(phone.page.evaluate("() => document.querySelector('[data-app=notes]').childElementCount")) > 0
    assert runtime.call(phone.page.evaluate("() => window.__emptyScreens")) == 0
