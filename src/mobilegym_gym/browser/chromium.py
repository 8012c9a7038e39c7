"""Finding a Chromium to run the phone in, and the flags to launch it with.

Order: ``MOBILEGYM_CHROMIUM`` (an explicit executable), then Playwright's own build when it is
installed (``playwright install chromium``), then a system Chromium (Debian's
``chromium-headless-shell`` first: it starts faster and uses less memory per page than the full
browser). Neither => :class:`ChromiumNotFoundError` naming both install routes.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..errors import ChromiumNotFoundError, ConfigError

#: The features Playwright's own launch disables (its ``--disable-features``), which ours replaces.
PLAYWRIGHT_DISABLED_FEATURES: tuple[str, ...] = (
    "AimEnabled",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsFirstBalancedModeAutoEnable",
    "HttpsUpgrades",
    "LensOverlay",
    "MediaRouter",
    "NetworkTimeServiceQuerying",
    "OptimizationHints",
    "PaintHolding",
    "PreconnectToSearch",
    "TcpPortRandomizationWin",
    "ThirdPartyStoragePartitioning",
)

#: V8's flags (``--js-flags``).
V8_FLAGS: tuple[str, ...] = (
    # `gc()` for the page (web_sim/src/control/garbage.ts): a full collection after a budget of
    # unmounted elements or acts. V8 otherwise left a feed's unmounted cards in Blink's heap for
    # hundreds of steps: Bilibili's feed read past 50 items, 46.3 -> 41.8 MiB a phone at N=32.
    "--expose-gc",
    # A function is optimised after ten times the calls V8 waits for in a browser tab (Maglev
    # at 4,000, TurboFan at 30,000). A phone's page runs much code a few times (an app's screens
    # on their first visits) and little code very often (Preact, immer, the hash), and with the
    # default thresholds every page compiled three Maglev functions a step and deoptimised one
    # and a half. 8 phones, random actions, a capture every step, 240 steps: 715 -> 286 Maglev
    # compilations, 406 -> 139 deoptimisations; the renderer's worker threads 3.5 -> 2.8 ms of
    # CPU a step, its main thread unchanged (benchmarks/README.md, "2026-12-07, later").
    "--invocation-count-for-maglev=4000",
    "--invocation-count-for-turbofan=30000",
)

#: Flags for a closed, quiet, sandbox-free headless browser. Without the networking flags
#: Chromium keeps calling home and floods a closed network with refused connections.
LAUNCH_ARGS: tuple[str, ...] = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--mute-audio",
    "--font-render-hinting=none",
    "--disable-lcd-text",
    "--force-color-profile=srgb",
    # A frame as soon as there is something to draw, not at the next 60 Hz tick: a step waited
    # for up to three ticks (52 -> 27 ms at N=1; 44 -> 58-62 steps/s at N=4). Idle pages draw
    # nothing either way. Its price is the start: while a page loads, or waits for the frame a
    # screenshot asked for, the browser's compositor takes begin frames back to back, drawing
    # nothing (64 phones from nothing: 7.6-8.0 s without the flag, 8.9-10.3 with it;
    # benchmarks/README.md, "2026-12-07, night").
    "--disable-frame-rate-limit",
    # The display compositor (software, --disable-gpu) as a thread of the browser process, not a
    # GPU process of its own: a frame and each screenshot's bitmap no longer cross between two
    # processes. At N=8 with a capture every step: 42.3 -> 32.3 ms of CPU a step, 40.8 -> 54.8
    # steps/s (the bare page 58.7 -> 69.1), in one sitting.
    "--in-process-gpu",
    # A changed tile is drawn again whole, not only its changed rect over the pixels it had:
    # anti-aliased edges crossing that rect (a card's rounded corners) came out up to 3 levels
    # apart, so the same document drew other pixels in a page with another past (10 of 30
    # resets to a Clock screen after random steps, 0 with this flag; tests/test_determinism.py).
    # Our pages' steps/s is unchanged; a still image under a changing text (the bare page of
    # benchmarks/) loses about 15 %, as its whole tile is drawn each step.
    "--disable-partial-raster",
    # WebRTC may use no UDP but through a proxy, of which there is none, so no STUN packet and
    # no host candidate leaves (TURN over TCP is stopped by the resolver rule, resolver_rules).
    # Tested against listening sockets on 127.0.0.1 in tests/test_isolation.py.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--js-flags=" + " ".join(V8_FLAGS),
    # Replaces Playwright's list (the last --enable-features wins), leaving out its
    # CDPScreenshotNewSurface: a new surface per screenshot costs the GPU process about 3 MiB
    # per page at 540x1200 (a third of the phone's memory budget), and the capture gains nothing.
    "--enable-features=SkipListAccountsWithoutGaiaCookies",
    # Replaces Playwright's list the same way (tests/test_launch.py checks it keeps all of it),
    # adding PartitionAllocLargeThreadCacheSize: the large per-thread caches of freed malloc
    # slots held about 3.7 MiB in each renderer, a phone's page being allocation-heavy. Without
    # them, 41.5 -> 38.5 MiB a phone at N=32 with WeChat open, CPU a step unchanged
    # (benchmarks/README.md, "2026-12-07"). And ScriptStreaming: a chunk is then compiled on the
    # renderer's main thread as it runs instead of parsed ahead on a worker, which cost more for
    # the chunks a phone loads after its boot (64 phones from nothing: 9.5, 9.6 s against 10.0,
    # 10.8 with it), a step's CPU unchanged (benchmarks/README.md, "2026-12-07, evening").
    "--disable-features=" + ",".join((*PLAYWRIGHT_DISABLED_FEATURES, "PartitionAllocLargeThreadCacheSize", "ScriptStreaming")),
)


def renderer_processes() -> int:
    """How many renderer processes a browser runs its phones' pages in (Chromium's
    ``--renderer-process-limit``): ``MOBILEGYM_RENDERER_PROCESSES``, else two per CPU core.

    Past that many pages, a browser opens each new page in a renderer it already runs (the
    pages are of one site), so the pages of a renderer share its fixed cost: the process, V8's
    isolate with the simulator's compiled code, Blink's caches and the fonts. At N=32 on 2 cores
    (4 renderers) a phone with WeChat open took 33.8-34.2 -> 26.1 MiB, CPU a step unchanged
    (benchmarks/README.md, "2026-12-07, shared renderers"). Each page keeps its own document,
    JS context, compositor and screenshots; what the phones of a renderer share is its main
    thread (a page stuck in a script stalls them until its call is cut off: ``PageHost``) and
    its fate (a renderer crash ends all their episodes, each with ``info["env_error"]``).
    Two per core keeps every core busy; a value at or above the number of phones gives each
    page a process of its own.
    """
    setting = os.environ.get("MOBILEGYM_RENDERER_PROCESSES")
    if setting is None:
        return 2 * (os.cpu_count() or 1)
    try:
        count = int(setting)
    except ValueError:
        count = 0
    if count < 1:
        raise ConfigError(f"MOBILEGYM_RENDERER_PROCESSES={setting!r} is not a whole number of renderer processes: set it to 1 or more, or unset it (two per CPU core)")
    return count


def resolver_rules(origin_host: str, port: int) -> str:
    """The flag that is the phone's whole network: ``origin_host`` (any port) is the asset server
    on 127.0.0.1:``port``; every other host name, IP literals and localhost included, resolves to
    nothing, so a request, a WebSocket, a preconnect or a DNS prefetch connects nowhere."""
    return f"--host-resolver-rules=MAP {origin_host} 127.0.0.1:{port}, MAP * ~NOTFOUND"


SYSTEM_CANDIDATES: tuple[str, ...] = (
    "/usr/lib/chromium/chromium-headless-shell",
    "chromium-headless-shell",
    "chromium",
    "chromium-browser",
    "google-chrome",
)


@dataclass(frozen=True)
class ChromiumChoice:
    """Which Chromium to launch: ``executable=None`` means Playwright's own build."""

    executable: str | None
    source: str


def _playwright_build(executable_path: str) -> bool:
    return bool(executable_path) and Path(executable_path).exists()


def find_chromium(playwright_executable: str = "") -> ChromiumChoice:
    """Pick the Chromium to use. ``playwright_executable`` is ``playwright.chromium.executable_path``."""
    explicit = os.environ.get("MOBILEGYM_CHROMIUM")
    if explicit:
        path = shutil.which(explicit) or explicit
        if not Path(path).exists():
            raise ChromiumNotFoundError(f"MOBILEGYM_CHROMIUM={explicit!r} does not exist; point it at a Chromium executable or unset it")
        return ChromiumChoice(path, "MOBILEGYM_CHROMIUM")
    if _playwright_build(playwright_executable):
        return ChromiumChoice(None, "playwright")
    for candidate in SYSTEM_CANDIDATES:
        found = shutil.which(candidate) or (candidate if Path(candidate).is_file() else None)
        if found and os.access(found, os.X_OK):
            return ChromiumChoice(found, "system")
    raise ChromiumNotFoundError(
        "no Chromium found. Install one of: Playwright's build (`python -m playwright install chromium`), "
        "or a system Chromium (Debian/Ubuntu: `apt-get install chromium-headless-shell`, or `chromium`); "
        "or set MOBILEGYM_CHROMIUM to an executable."
    )
