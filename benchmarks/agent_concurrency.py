"""Does a model's latency overlap across phones? N episodes of the VLM agent at once against a
fake OpenAI-compatible server (tests/fake_openai.py) that answers every call after DELAY s.

    .venv/bin/python benchmarks/agent_concurrency.py [--concurrency 32] [--delay 1.0] [--compare] [--json OUT]

Each phone can make at most one step per DELAY, so the ideal is N / DELAY steps/s. The agent
really encodes and sends each screenshot, the server parses each request, and the replies
(DRAG up and down a list, so every step changes the screen) are parsed and played through
the env, the full ``mobilegym bench --agent openai`` path (runner, pool, trace, screenshots).
The fake server runs in a process of its own, as a model server would (its CPU is reported
apart). Figures: ``steps_per_s`` over the model-bound phase (first request to last answer, as
the fake server saw them; every episode is running in it), ``wall_s`` of the whole run (pool
start-up included), and their ratios to the ideal; ``cpu_ms_per_step`` of this process (agent,
runner, client), of the browser processes and of the fake server during the model-bound
phase, and ``load_avg`` before and after: on a machine shared with other jobs the rate is
bounded by the CPU left to this run, so the CPU cost per step says what the run needs
(32 steps/s x cpu_ms_per_step must fit in the cores). ``--compare`` runs again with no model
latency right after, the rate this machine's CPU allows in that sitting: ``ratio_to_cpu_bound``
near 1 says the model's latency cost nothing.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fake_openai import Answer, FakeOpenAI, user_text  # noqa: E402
from multiprocessing.connection import Connection  # noqa: E402

from mobilegym_gym.agents.vlm import ModelConfig  # noqa: E402
from mobilegym_gym.bench.runner import run_bench  # noqa: E402
from mobilegym_gym.tasks.loader import default_tasks  # noqa: E402

TEMPLATE = "notes.CreateNewNote"  # L2: a budget of 30 steps
MOVES = ("Action: DRAG(500, 700, 500, 400)", "Action: DRAG(500, 400, 500, 700)")


def serve(conn: Connection, delay_s: float) -> None:
    """The fake model server's process: sends its URL, serves until told to stop, then sends
    the time of every request it received and its own CPU seconds."""
    stamps: list[float] = []
    lock = threading.Lock()

    def script(request: dict) -> Answer:
        with lock:
            stamps.append(time.perf_counter())  # CLOCK_MONOTONIC: comparable across processes
        earlier = len(re.findall(r"^\d+\. ", user_text(request), re.M))
        return Answer(MOVES[earlier % 2])

    with FakeOpenAI(script, delay_s=delay_s) as server:
        conn.send(server.base_url)
        conn.recv()
    conn.send((stamps, sum(psutil.Process().cpu_times()[:2])))


def measure(concurrency: int, delay: float) -> dict:
    """One run of ``concurrency`` episodes against a fake model answering after ``delay`` s."""
    task = default_tasks().tasks[TEMPLATE]
    me = psutil.Process()
    cpu: dict[int, float] = {}
    readings: list[tuple[float, float, float, float]] = []  # (time, CPU s of this process, the browser, the server)
    sampling = threading.Event()

    def sample() -> None:
        """CPU seconds of this process, of every descendant but the server (browser, driver), and
        of the server, every 2 s (rarely: this process's CPU includes the sampling)."""
        while not sampling.wait(2.0):
            for child in me.children(recursive=True):
                if child.pid == server.pid:
                    continue
                try:
                    t = child.cpu_times()
                    cpu[child.pid] = t.user + t.system
                except psutil.Error:
                    pass
            try:
                served = sum(psutil.Process(server.pid).cpu_times()[:2])
            except psutil.Error:
                served = float("nan")
            readings.append((time.perf_counter(), sum(me.cpu_times()[:2]), sum(cpu.values()), served))

    ours, theirs = multiprocessing.get_context("spawn").Pipe()
    server = multiprocessing.get_context("spawn").Process(target=serve, args=(theirs, delay), daemon=True)
    server.start()
    base_url = ours.recv()
    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as out:
        t0 = time.perf_counter()
        summary = run_bench([task], "openai", Path(out), num_envs=concurrency, episodes=concurrency, model=ModelConfig(model="fake", base_url=base_url), show_progress=False)
        wall = time.perf_counter() - t0
    sampling.set()
    sampler.join()
    ours.send("stop")
    stamps, _ = ours.recv()
    server.join()
    steps = len(stamps)
    phase = (stamps[-1] + delay) - stamps[0] if stamps else float("nan")
    # CPU over the model-bound phase (the readings inside it), per step answered in that window
    window = [r for r in readings if stamps[0] <= r[0] <= stamps[-1]]
    (t_a, own_a, browser_a, server_a), (t_b, own_b, browser_b, server_b) = window[0], window[-1]
    in_window = sum(1 for t in stamps if t_a <= t < t_b) or 1
    ideal = concurrency / delay if delay > 0 else None  # --delay 0: the CPU-bound rate
    figures = {
        "concurrency": concurrency, "delay_s": delay, "template": TEMPLATE, "episodes": summary["totals"]["episodes"],
        "infrastructure_errors": summary["totals"]["errors"], "steps": steps, "model_phase_s": round(phase, 2),
        "steps_per_s": round(steps / phase, 2), "ideal_steps_per_s": ideal, "ratio_to_ideal": round(steps / phase / ideal, 3) if ideal else None,
        "wall_s": round(wall, 2), "steps_per_s_wall": round(steps / wall, 2), "ratio_to_ideal_wall": round(steps / wall / ideal, 3) if ideal else None,
        "model_time_s_summed": summary["totals"]["model_time_s"],
        "cpu_ms_per_step_python": round((own_b - own_a) / in_window * 1000, 1), "cpu_ms_per_step_browser": round((browser_b - browser_a) / in_window * 1000, 1),
        "cpu_ms_per_step_fake_server": round((server_b - server_a) / in_window * 1000, 1),
        "load_avg_before": round(load_before, 1), "load_avg_after": round(os.getloadavg()[0], 1), "cores": os.cpu_count(),
    }
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--delay", type=float, default=1.0, help="seconds the fake model takes per answer (0: the run's CPU-bound rate, to compare)")
    parser.add_argument("--compare", action="store_true", help="also run with --delay 0 right after: the CPU-bound rate of this machine, as the same-sitting baseline")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    figures = measure(args.concurrency, args.delay)
    if args.compare:
        bound = measure(args.concurrency, 0.0)
        figures |= {"cpu_bound_steps_per_s": bound["steps_per_s"], "ratio_to_cpu_bound": round(figures["steps_per_s"] / bound["steps_per_s"], 3), "cpu_bound_run": bound}
    print(json.dumps(figures, indent=2))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
