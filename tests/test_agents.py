"""The VLM agent end to end over HTTP: a fake OpenAI-compatible server (tests/fake_openai.py)
answers in each adapter's format; the agent parses the replies and acts on real phones."""

from __future__ import annotations

import base64
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from fake_openai import HANG, Answer, FakeOpenAI, OracleScript, instruction_of, user_text
from mobilegym_gym.agents.vlm import ModelConfig
from mobilegym_gym.bench.runner import make_jobs, run_bench
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.loader import default_tasks

pytestmark = pytest.mark.browser

# An operate task with a tap, one that types, and a query answered on the AnswerSheet.
SAMPLE = ["clock.ToggleAlarm", "notes.CreateNewNote", "clock.CheckAlarmNote"]


def tasks(ids: list[str]) -> list:
    loaded = default_tasks().tasks
    return [loaded[i] for i in ids]


def rows(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def config(server: FakeOpenAI, adapter: str = "generic", **kw: object) -> ModelConfig:
    return ModelConfig(model="fake-vlm", base_url=server.base_url, adapter=adapter, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("adapter", ["generic", "qwen", "qwen2.5", "ui_tars", "tools"])
def test_each_adapter_plays_the_reference_solutions_over_http(adapter: str, tmp_path: Path) -> None:
    sample = tasks(SAMPLE)
    script = OracleScript(adapter, make_jobs(sample, seed=3, episodes=1, trials=1))
    try:
        with FakeOpenAI(script) as server:
            summary = run_bench(sample, "openai", tmp_path, num_envs=1, seed=3, model=config(server, adapter), show_progress=False)
    finally:
        script.close()
    assert summary["overall"]["SR"] == 1.0 and summary["overall"]["episodes"] == 3 and summary["overall"]["errors"] == 0
    by_template = {r["template"]: r for r in rows(tmp_path)}
    assert set(by_template) == set(SAMPLE)
    query = by_template["clock.CheckAlarmNote"]
    assert any("AWAKE(" in a for a in query["actions"]) and query["success"]
    step = query["trace"][0]
    assert step["raw"] and step["parsed"] == query["actions"][0] and step["latency_s"] >= 0
    assert step["usage"]["total_tokens"] == step["usage"]["prompt_tokens"] + step["usage"]["completion_tokens"] > 0
    assert summary["totals"]["tokens"]["total_tokens"] == sum(r["usage"]["total_tokens"] for r in by_template.values())
    assert summary["totals"]["format_errors"] == 0 and summary["run"]["adapter"] == adapter
    # The request carried the prompt: the task, the screenshot, and for tools the 17 tools.
    request = server.requests[-1]
    assert request["temperature"] == 0.1 and request["top_p"] == 0.95 and request["max_tokens"] == 4096
    assert (len(request.get("tools", [])) == 17) == (adapter == "tools")


def test_nonsense_replies_are_format_errors_not_crashes(tmp_path: Path) -> None:
    sample = tasks(SAMPLE[:2])
    with FakeOpenAI(lambda req: Answer("I think the weather is lovely today.")) as server:
        summary = run_bench(sample, "openai", tmp_path, num_envs=2, episodes=2, model=config(server), show_progress=False)
    o = summary["overall"]
    assert o["SR"] == 0.0 and o["FE"] == 1.0 and o["episodes"] == 4 and o["errors"] == 0
    assert summary["totals"]["format_errors"] == 4
    for r in rows(tmp_path):
        assert r["format_error"] and not r["error"] and r["steps"] == 1
        last = r["trace"][-1]
        assert last["raw"] == "I think the weather is lovely today." and "no action found" in last["format_error"] and last["parsed"] is None


def test_format_retries_feed_the_error_back(tmp_path: Path) -> None:
    def script(request: dict) -> Answer:
        if len(request["messages"]) == 2:  # the first try of a step
            return Answer("Let me think about the clock.")
        assert "could not be played" in request["messages"][-1]["content"]
        return Answer("Sorry.\nAction: COMPLETE")

    with FakeOpenAI(script) as server:
        summary = run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server, format_retries=1), show_progress=False)
    row = rows(tmp_path)[0]
    assert summary["overall"]["FE"] == 0.0 and row["actions"] == ["COMPLETE()"]
    assert row["trace"][0]["retries"] == 1 and row["trace"][0]["rejected"] == ["Let me think about the clock."]


def test_a_server_that_never_answers_gives_infrastructure_errors(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: HANG) as server:
        summary = run_bench(tasks(SAMPLE[:2]), "openai", tmp_path, num_envs=2, model=config(server, timeout_s=0.5, max_retries=1), show_progress=False)
        calls = len(server.requests)
    o = summary["overall"]
    assert o["errors"] == 2 and o["episodes"] == 0 and o["SR"] is None and o["FE"] is None
    assert summary["totals"]["errors"] == 2 and summary["totals"]["format_errors"] == 0
    assert calls == 4  # each episode's first call, then one retry
    for r in rows(tmp_path):
        assert r["error"].startswith("model: ") and "failed after 2 attempts" in r["error"] and not r["success"]


def test_resume_plays_again_the_episodes_that_ended_in_infrastructure_errors(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: HANG) as server:
        run_bench(tasks(SAMPLE[:2]), "openai", tmp_path, num_envs=2, model=config(server, timeout_s=0.5, max_retries=0), show_progress=False)
    assert [r["error"] is not None for r in rows(tmp_path)] == [True, True]
    with FakeOpenAI(lambda req: Answer("Action: COMPLETE")) as server:  # the endpoint is back
        summary = run_bench(tasks(SAMPLE[:2]), "openai", tmp_path, num_envs=2, model=config(server, timeout_s=0.5, max_retries=0), show_progress=False, resume=True)
        calls = len(server.requests)
    got = rows(tmp_path)
    assert sorted(r["template"] for r in got) == sorted(SAMPLE[:2]) and all(r["error"] is None for r in got)
    assert calls == 2 and summary["totals"]["errors"] == 0 and summary["overall"]["episodes"] == 2


def test_the_same_action_ten_times_ends_the_episode_as_a_loop(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: Answer("Action: CLICK(3, 500)")) as server:
        summary = run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server), show_progress=False)
    row = rows(tmp_path)[0]
    assert row["loop"] and row["actions"] == ["CLICK(3, 500)"] * 10 + ["ABORT()"] and not row["success"]
    assert summary["overall"]["LOOP"] == 1.0 and summary["totals"]["loops"] == 1


def test_history_and_earlier_screenshots_go_into_the_prompt(tmp_path: Path) -> None:
    seen: list[dict] = []

    def script(request: dict) -> Answer:
        seen.append(request)
        return Answer("Action: BACK" if len(seen) < 3 else "Action: COMPLETE")

    with FakeOpenAI(script) as server:
        run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server, history_images=1, image_width=360), show_progress=False)
    third = seen[2]
    assert "1. BACK()\n2. BACK()" in user_text(third) and instruction_of(third)
    images = [p for p in third["messages"][1]["content"] if p["type"] == "image_url"]
    assert len(images) == 2  # the screen before action 2 and the current one
    assert "AnswerSheet" in third["messages"][0]["content"] and "CLICK(x, y)" in third["messages"][0]["content"]


def test_the_screenshot_sent_is_the_screen_the_trace_keeps_it_at_half_size(tmp_path: Path) -> None:
    """At the capture's size the browser's own JPEG goes out as it is; a family that needs another
    size (Qwen2.5's multiples of 28) gets the screen resized; either decodes to the screen."""
    seen: list[dict] = []

    def script(request: dict) -> Answer:
        seen.append(request)
        return Answer("Action: COMPLETE" if len(seen) % 2 == 0 else "Action: DRAG(500, 700, 500, 400)")

    def sent(request: dict) -> Image.Image:
        url = [p for p in request["messages"][1]["content"] if p["type"] == "image_url"][-1]["image_url"]["url"]
        return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))

    with FakeOpenAI(script) as server:
        run_bench(tasks(SAMPLE[1:2]), "openai", tmp_path, model=config(server), show_progress=False)
        run_bench(tasks(SAMPLE[1:2]), "openai", tmp_path / "qwen", model=config(server, "qwen2.5"), show_progress=False)
    env = TaskEnv(task_id=SAMPLE[1])
    try:
        env.reset(seed=rows(tmp_path)[0]["seed"])
        fmt, capture = env.encoded_observation()  # type: ignore[misc]
        after, *_ = env.step("DRAG(500, 700, 500, 400)")
        fmt_after, capture_after = env.encoded_observation()  # type: ignore[misc]
    finally:
        env.close()
    assert fmt == fmt_after == "jpeg" and np.array_equal(np.asarray(Image.open(io.BytesIO(capture_after))), after)
    first, second = sent(seen[0]), sent(seen[1])
    assert first.format == "JPEG" and base64.b64decode(seen[0]["messages"][1]["content"][-1]["image_url"]["url"].split(",", 1)[1]) == capture
    assert np.abs(np.asarray(second, np.int16) - after.astype(np.int16)).mean() < 2  # the screen after the drag
    qwen = sent(seen[2])
    assert qwen.size == (532, 1204) and np.abs(np.asarray(qwen.resize((540, 1200)), np.int16) - np.asarray(first, np.int16)).mean() < 4
    kept = [Image.open(tmp_path / step["screenshot"]) for step in rows(tmp_path)[0]["trace"]]
    assert [k.size for k in kept] == [(270, 600)] * 2
    small = np.asarray(Image.fromarray(after).reduce(2), np.int16)
    assert np.abs(np.asarray(kept[0], np.int16) - small).mean() < 4  # the screen after step 1, at half size


def test_trials_resample_parameters_and_report_mean_and_std(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: Answer("Action: COMPLETE")) as server:
        summary = run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, num_envs=2, trials=3, model=config(server), show_progress=False)
    got = rows(tmp_path)
    assert sorted((r["trial"], r["episode"]) for r in got) == [(0, 0), (1, 1), (2, 2)]
    assert len({r["seed"] for r in got}) == 3
    assert summary["trials"] == {"trials": 3, "SR": [0.0, 0.0, 0.0], "SR_mean": 0.0, "SR_std": 0.0}


def test_ctrl_c_then_resume_runs_every_episode_exactly_once(tmp_path: Path) -> None:
    out = tmp_path / "run"
    with FakeOpenAI(lambda req: Answer("Action: COMPLETE"), delay_s=0.4) as server:
        cmd = [sys.executable, "-m", "mobilegym_gym.bench.cli", "bench", "--agent", "openai", "--model", "fake", "--base-url", server.base_url,
               "--split", ",".join(SAMPLE[:2]), "--episodes", "4", "--trials", "1", "--concurrency", "2", "--screenshots", "none", "--out", str(out)]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        results = out / "results.jsonl"
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not (results.exists() and len(results.read_text().splitlines()) >= 2):
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        output = proc.communicate(timeout=60)[0].decode()
        assert proc.returncode == 130 and "--resume plays the others" in output, output
        first = len(rows(out))
        assert 2 <= first < 8, "interrupted in the middle"
        resumed = subprocess.run([*cmd, "--resume"], capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    got = rows(out)
    keys = [(r["template"], r["episode"]) for r in got]
    assert sorted(keys) == sorted((t, e) for t in SAMPLE[:2] for e in range(4)) and len(set(keys)) == 8
    assert json.loads((out / "summary.json").read_text())["overall"]["episodes"] == 8


def test_resume_refuses_another_run(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: Answer("Action: COMPLETE")) as server:
        run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server), show_progress=False)
        with pytest.raises(ValueError, match=r"differs in seed"):
            run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, seed=9, model=config(server), resume=True, show_progress=False)
    assert len(rows(tmp_path)) == 1
