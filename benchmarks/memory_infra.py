"""What the browser's memory is made of: Chromium's own allocator dump (memory-infra), per phone.

    .venv/bin/python benchmarks/memory_infra.py --phones 8 [--per-page K] [--app wechat] [--gc] [--idle 0]

N phones of ``MobileGym/Phone-v0`` (reset, then ``--app`` opened unless ``none``), then one
detailed memory dump of every process (CDP ``Tracing.requestMemoryDump`` with the
``disabled-by-default-memory-infra`` category). Prints, per process kind (renderers summed), each
allocator's size divided by N: ``malloc`` (PartitionAlloc as malloc) and its
``allocated_objects``, ``v8``, ``blink_gc`` (Oilpan: the DOM, layout, style), ``cc/tile_memory``,
``partition_alloc``, ``web_cache``... ``--gc`` first collects every page's garbage (CDP
``HeapProfiler.collectGarbage``), so V8 and Oilpan show what is alive; ``--idle S`` waits S
seconds first (cc frees the tile it rastered into before the current one after a few idle
seconds). Sizes are what each allocator holds, not the pages of it that are resident: read them
next to the PSS that benchmarks/run.py sums. Debian's chromium-headless-shell has no heap
profiler (``--memlog``), so this is as deep as the dump goes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
from collections import Counter, defaultdict
from typing import Any

import mobilegym_gym  # noqa: F401 - registers the ids
from mobilegym_gym import actions as A
from mobilegym_gym.pool import EnvPool

#: Dumps of one object (a shared-memory segment, a string, a tile provider), not of an allocator.
_ONE_OBJECT = re.compile(r"/(0x|__|provider_|process_|segment_|[0-9A-Fa-f]{16,}$)")


async def _dump(pool: EnvPool) -> list[dict[str, Any]]:
    """The trace events of one detailed memory dump of the pool's browser."""
    browser = pool.handles[0].env.phone.page.context.browser
    assert browser is not None
    session = await browser.new_browser_cdp_session()
    events: list[dict[str, Any]] = []
    done = asyncio.get_running_loop().create_future()
    session.on("Tracing.dataCollected", lambda p: events.extend(p["value"]))
    session.on("Tracing.tracingComplete", lambda _p: done.set_result(None))
    config = {"includedCategories": ["disabled-by-default-memory-infra"], "memoryDumpConfig": {"triggers": []}}
    await session.send("Tracing.start", {"traceConfig": config, "transferMode": "ReportEvents"})
    await session.send("Tracing.requestMemoryDump", {"levelOfDetail": "detailed"})
    await session.send("Tracing.end")
    await done
    await session.detach()
    return events


def _by_kind(events: list[dict[str, Any]], depth: int) -> dict[str, Counter[str]]:
    """Allocator sizes (bytes) by process kind and allocator name (names up to ``depth`` parts)."""
    names = {e["pid"]: str(e["args"].get("name") or e["args"].get("labels")) for e in events if e.get("ph") == "M" and e.get("name") in ("process_name", "process_labels")}
    sizes: dict[str, Counter[str]] = defaultdict(Counter)
    for e in events:
        if e.get("ph") != "v":
            continue
        kind = "renderer" if "Renderer" in names.get(e["pid"], "") else names.get(e["pid"], str(e["pid"]))
        for name, dump in e["args"]["dumps"].get("allocators", {}).items():
            size = dump.get("attrs", {}).get("size", {}).get("value")
            if size is not None and name.count("/") < depth and not _ONE_OBJECT.search(name):
                sizes[kind][name] += int(size, 16)
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=8)
    parser.add_argument("--per-page", type=int, default=1, help="phones_per_page (dense mode)")
    parser.add_argument("--app", default="wechat", help="the app every phone opens after its reset (none: the home screen)")
    parser.add_argument("--gc", action="store_true", help="collect every page's garbage before the dump")
    parser.add_argument("--idle", type=float, default=0.0, help="seconds to wait before the dump")
    parser.add_argument("--depth", type=int, default=2, help="allocator name parts shown (2: malloc/allocated_objects)")
    args = parser.parse_args()
    pool = EnvPool("MobileGym/Phone-v0", size=args.phones, phones_per_page=args.per_page, capture_size=(540, 1200))

    async def run() -> list[dict[str, Any]]:
        await asyncio.gather(*(h.areset(seed=h.index) for h in pool.handles))
        if args.app != "none":
            await asyncio.gather(*(h.astep(A.awake(args.app)) for h in pool.handles))
        await asyncio.sleep(args.idle)
        if args.gc:
            pages = {id(h.env.phone.cdp): h.env.phone.cdp for h in pool.handles}
            await asyncio.gather(*(cdp.send("HeapProfiler.collectGarbage") for cdp in pages.values()))
        return await _dump(pool)

    try:
        events = pool.runtime.call(run())
    finally:
        pool.close()
    per_phone = {kind: {name: round(size / 2**20 / args.phones, 2) for name, size in sizes.most_common() if size / 2**20 / args.phones >= 0.05} for kind, sizes in _by_kind(events, args.depth).items()}
    print(json.dumps({"phones": args.phones, "phones_per_page": args.per_page, "app": args.app, "gc": args.gc, "idle_s": args.idle, "mib_per_phone": per_phone}, indent=1))


if __name__ == "__main__":
    main()
