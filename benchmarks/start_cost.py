"""What a phone's start costs, layer by layer: N pages (or phones) opened at once in one browser.

    nice .venv/bin/python benchmarks/start_cost.py [--phones 64] [--at-once 64] [--what launch blank html sim host phone patch app task env pool]

Each ``--what`` runs in a child process of its own (a new browser, four renderers by default), in
the order given, and prints the wall time and the CPU a page of this process and every process
under it, by kind (browser, renderer, utility, driver, python), the browsers' PSS a page and their
renderer processes. Every figure includes the launch of the Playwright driver and the browser, as
benchmarks/run.py's cold start does; the task specs are loaded before the clock (``pool``,
``task``, ``env``), which that cold start includes (0.55 s, once a process):

- ``launch``: the driver and the browser launched, its context made, no page (its CPU is divided
  by the same count, to subtract);
- ``blank``: ``about:blank`` and a screenshot; ``html``: a one-div page (``set_content``) and a
  screenshot: what Chromium and Playwright cost for any page;
- ``sim``: the simulator's page loaded, booted and captured (no env, no listeners);
- ``host``: the same through ``PageHost`` (our request, WebSocket and crash listeners, the egress
  binding and init script, a CDP session);
- ``phone``: ``Phone.open`` and a reset; ``patch``: ``start_episode`` with a set-up patch instead
  (which loads the state validators); ``app``: the same with Clock in front; ``task``: a
  ``clock.ToggleAlarm`` instance started (its set-up patch, Clock in front), the capture decoded;
- ``env``: as many ``TaskEnv`` of ``clock.ToggleAlarm``, each opened and reset in one go;
- ``pool``: ``EnvPool`` of ``MobileGym/Clock_ToggleAlarm-v0`` (its pages opened first, then every
  phone reset: benchmarks/run.py's ``cold_start_n64_s``).

``--at-once C`` opens at most C pages (or phones) at a time (``EnvPool.OPEN_CONCURRENCY`` for
``pool``); the default, all of them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import subprocess
import sys
import time
from typing import Any

import psutil
from run import CAPTURE, _chromium_kind, _pss_mib_of_browsers  # benchmarks/run.py

from mobilegym_gym import pool as pool_module
from mobilegym_gym.browser.assets import start_url
from mobilegym_gym.browser.runtime import SCREEN_SIZE, Runtime
from mobilegym_gym.pool import EnvPool
from mobilegym_gym.sim.page_host import PageHost
from mobilegym_gym.sim.phone import Phone
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import default_tasks
from mobilegym_gym.tasks.task import instantiate

WHATS = ("launch", "blank", "html", "sim", "host", "phone", "patch", "app", "task", "env", "pool")
SCALE = CAPTURE[0] / SCREEN_SIZE[0]
SHOT = {"format": "jpeg", "quality": 90}
PATCH = [{"op": "replace", "path": "/os/settings/brightness", "value": 0.5}]


def _cpu_by_kind() -> dict[str, float]:
    """CPU seconds so far of this process ("python") and each kind of process under it."""
    out: dict[str, float] = {}
    for child in psutil.Process().children(recursive=True):
        try:
            argv = child.cmdline()
            kind = _chromium_kind(argv) if "chrom" in (argv or [""])[0] else "driver"
            t = child.cpu_times()
            out[kind] = out.get(kind, 0.0) + t.user + t.system
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    usage = resource.getrusage(resource.RUSAGE_SELF)
    out["python"] = usage.ru_utime + usage.ru_stime
    return out


async def _open_one(rt: Runtime, what: str) -> Any:
    """One page (or phone) of kind ``what``, to its first capture; returned so it stays open."""
    if what in ("phone", "patch", "app", "task"):
        phone = Phone(rt, CAPTURE)
        await phone.open()
        if what == "phone":
            await phone.reset(seed=1)
        elif what == "task":
            task = instantiate(default_tasks().tasks["clock.ToggleAlarm"], 5)
            await phone.start_episode(task.seed, task.setup, task.start_app)
            (await phone.capture_screen()).pixels()
            return phone
        else:
            await phone.start_episode(1, setup=PATCH, app="clock" if what == "app" else None)
        await phone.screenshot_bytes()
        return phone
    if what == "host":
        host = PageHost(rt, (0, SCALE), None)
        await host.join(0, [])
        await host.capture(0, SHOT)
        return host
    page = await (await rt.context(0, SCALE)).new_page()
    if what == "html":
        await page.set_content("<html><body style='margin:0'><div>12:00</div></body></html>")
    elif what == "sim":
        await page.goto(start_url(None, collects=False), wait_until="load")
        await page.evaluate("() => window.__mgBooted")
    await page.screenshot(type="jpeg", quality=90)
    return page


def measure(what: str, count: int, at_once: int) -> dict[str, Any]:
    """Open ``count`` of ``what``, ``at_once`` at a time, in a new runtime; wall s, CPU ms a page by kind, PSS MiB a page."""
    gate = asyncio.Semaphore(at_once)
    pool_module.OPEN_CONCURRENCY = at_once
    if what in ("pool", "task", "env"):
        default_tasks()  # the specs loaded before the clock: a cost of the process, not of a page
    rt = Runtime() if what not in ("pool", "env") else Runtime.shared()
    before, t = _cpu_by_kind(), time.perf_counter()
    if what == "launch":
        rt.call(rt.context(0, SCALE))
    elif what == "env":
        envs = [TaskEnv(task_id="clock.ToggleAlarm", capture_size=CAPTURE, open_page=False) for _ in range(count)]

        async def reset_env(i: int, env: TaskEnv) -> None:
            async with gate:
                await env.areset(seed=i)

        async def reset_envs() -> None:
            await asyncio.gather(*(reset_env(i, e) for i, e in enumerate(envs)))

        rt.call(reset_envs())
    elif what == "pool":
        pool = EnvPool("MobileGym/Clock_ToggleAlarm-v0", size=count, capture_size=CAPTURE)

        async def reset_all() -> None:
            await asyncio.gather(*(h.areset(seed=h.index) for h in pool.handles))

        pool.runtime.call(reset_all())
    else:

        async def open_gated() -> Any:
            async with gate:
                return await _open_one(rt, what)

        async def open_all() -> list[Any]:
            return await asyncio.gather(*(open_gated() for _ in range(count)))

        rt.call(open_all())
    wall, after = time.perf_counter() - t, _cpu_by_kind()
    cpu = {k: round((after.get(k, 0.0) - before.get(k, 0.0)) * 1000 / count, 1) for k in after}
    renderers = sum(1 for c in psutil.Process().children(recursive=True) if "--type=renderer" in " ".join(c.cmdline()))
    out = {"what": what, "at_once": at_once, "renderers": renderers, "wall_s": round(wall, 2), "cpu_ms_a_page": round(sum(cpu.values()), 1), "by_kind": cpu, "pss_mib_a_page": round(_pss_mib_of_browsers() / count, 2)}
    if what == "pool":
        pool.close()
    if what == "env":
        for e in envs:
            e.close()
    rt.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=64)
    parser.add_argument("--at-once", type=int, default=0, help="pages opened at a time (default: all)")
    parser.add_argument("--what", nargs="+", choices=WHATS, default=list(WHATS))
    parser.add_argument("--child", choices=WHATS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child, args.phones, args.at_once or args.phones)))
        return
    for what in args.what:
        child = subprocess.run([sys.executable, __file__, "--child", what, "--phones", str(args.phones), "--at-once", str(args.at_once)], capture_output=True, text=True, check=True)
        print(child.stdout.strip().splitlines()[-1], flush=True)


if __name__ == "__main__":
    main()
