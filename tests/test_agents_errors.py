"""Errors counted where they belong, against a local fake endpoint (tests/fake_openai.py): a reply
the client cannot read is an infrastructure error (retried, excluded, replayed by --resume); 401,
403 and 404 stop the run; 429, 5xx and time-outs are retried; 400 is not; --resume refuses a run
whose protocol differs."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fake_openai import BAD_JSON, EMPTY_CHOICES, HANG, NULL_MESSAGE, Answer, FakeOpenAI, InOrder, Raw
from mobilegym_gym.agents.vlm import ModelConfig, ModelEndpointError
from mobilegym_gym.bench.runner import run_bench
from mobilegym_gym.tasks.loader import default_tasks

pytestmark = pytest.mark.browser

SAMPLE = ["clock.ToggleAlarm", "notes.CreateNewNote"]
DONE = Answer("Action: COMPLETE")


def tasks(ids: list[str]) -> list:
    loaded = default_tasks().tasks
    return [loaded[i] for i in ids]


def rows(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def finished_rows(results: Path) -> list[dict]:
    """The rows written so far, a line still being written left out."""
    text = results.read_text() if results.exists() else ""
    return [json.loads(line) for line in text.split("\n")[:-1]]


def config(server: FakeOpenAI, **kw: object) -> ModelConfig:
    return ModelConfig(model="fake-vlm", base_url=server.base_url, **kw)  # type: ignore[arg-type]


def bench_command(server: FakeOpenAI, out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "mobilegym_gym.bench.cli", "bench", "--agent", "openai", "--model", "fake-vlm", "--base-url", server.base_url,
            "--trials", "1", "--screenshots", "none", "--out", str(out), *extra]


def test_unreadable_replies_are_retried_then_infrastructure_errors_that_resume_replays(tmp_path: Path) -> None:
    """Bad JSON, a null message and empty choices: each call is tried twice (--max-retries 1),
    then the episode is an infrastructure error (not ABORT, not a format error); --resume plays
    the three again and they are scored."""
    unreadable = InOrder(BAD_JSON, BAD_JSON, NULL_MESSAGE, NULL_MESSAGE, EMPTY_CHOICES, EMPTY_CHOICES, then=DONE)
    sample = tasks([*SAMPLE, "clock.CheckAlarmNote"])
    with FakeOpenAI(unreadable) as server:
        summary = run_bench(sample, "openai", tmp_path, model=config(server, max_retries=1), show_progress=False)
        calls = len(server.requests)
    assert calls == 6 and summary["overall"]["episodes"] == 0 and summary["totals"]["errors"] == 3
    assert summary["totals"]["format_errors"] == 0
    errors = sorted(r["error"] for r in rows(tmp_path))
    assert all(e.startswith("model: ") and "failed after 2 attempts: an unreadable reply" in e for e in errors)
    causes = sorted(e.split("an unreadable reply: ", 1)[1] for e in errors)
    assert causes[0].startswith("JSONDecodeError") and "message is null" in causes[1] and "without choices" in causes[2]
    assert all(r["actions"] == [] and r["agent_error"] is None and not r["format_error"] for r in rows(tmp_path))

    with FakeOpenAI(lambda req: DONE) as server:  # the endpoint answers properly again
        summary = run_bench(sample, "openai", tmp_path, model=config(server, max_retries=1), resume=True, show_progress=False)
        calls = len(server.requests)
    assert calls == 3 and summary["overall"]["episodes"] == 3 and summary["totals"]["errors"] == 0
    got = rows(tmp_path)
    assert sorted(r["template"] for r in got) == sorted(t.spec.id for t in sample)
    assert all(r["error"] is None and r["actions"] == ["COMPLETE()"] for r in got)


@pytest.mark.parametrize(("status", "says"), [(401, "the API key was refused"), (404, "no such model or URL")])
def test_401_and_404_stop_the_run_at_once_with_a_non_zero_exit(status: int, says: str, tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: Raw.error(status, "refused by the fake")) as server:
        done = subprocess.run(bench_command(server, tmp_path, "--split", ",".join(SAMPLE), "--episodes", "2", "--concurrency", "1"), capture_output=True, text=True, timeout=300)
        calls = len(server.requests)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"answered {status} ({says}) for model 'fake-vlm' after 1 attempt: " in done.stderr and "refused by the fake" in done.stderr
    assert "the run stopped; the 0 episodes finished before are in" in done.stderr and "Traceback" not in done.stderr
    assert calls == 1, "not retried, and no other episode played"
    assert (tmp_path / "results.jsonl").read_text() == "" and not (tmp_path / "summary.json").exists()


def test_a_403_mid_run_stops_the_episodes_in_play_and_resume_plays_each_once(tmp_path: Path) -> None:
    """Two phones at once: the 403 ends the run while the other episode is in play; that one is
    dropped, not recorded, so --resume plays every episode exactly once."""
    sample = tasks(SAMPLE)
    with FakeOpenAI(InOrder(DONE, DONE, Answer("Action: BACK"), then=Raw.error(403, "this key may not use fake-vlm")), delay_s=0.2) as server:
        with pytest.raises(ModelEndpointError, match=r"answered 403 \(the API key may not use this model\)"):
            run_bench(sample, "openai", tmp_path, num_envs=2, episodes=2, model=config(server), show_progress=False)
    first = rows(tmp_path)
    assert len(first) == 2 and all(r["error"] is None for r in first) and not (tmp_path / "summary.json").exists()
    with FakeOpenAI(lambda req: DONE) as server:
        summary = run_bench(sample, "openai", tmp_path, num_envs=2, episodes=2, model=config(server), resume=True, show_progress=False)
    keys = [(r["template"], r["episode"]) for r in rows(tmp_path)]
    assert sorted(keys) == sorted((t, e) for t in SAMPLE for e in range(2)) and summary["overall"]["episodes"] == 4


def test_429_and_5xx_are_retried_and_the_episode_scores_normally(tmp_path: Path) -> None:
    flaky = InOrder(Raw.error(429, "slow down", **{"Retry-After": "0.1"}), Raw.error(503, "overloaded"), then=DONE)
    with FakeOpenAI(flaky) as server:
        summary = run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server, max_retries=2), show_progress=False)
        calls = len(server.requests)
    row = rows(tmp_path)[0]
    assert calls == 3 and row["error"] is None and row["actions"] == ["COMPLETE()"] and row["trace"][0]["raw"] == "Action: COMPLETE"
    assert summary["overall"]["episodes"] == 1 and summary["totals"]["errors"] == 0


def test_a_timeout_is_retried(tmp_path: Path) -> None:
    with FakeOpenAI(InOrder(HANG, then=DONE)) as server:
        summary = run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server, timeout_s=0.5, max_retries=1), show_progress=False)
        calls = len(server.requests)
    assert calls == 2 and summary["overall"]["episodes"] == 1 and rows(tmp_path)[0]["actions"] == ["COMPLETE()"]
    assert rows(tmp_path)[0]["trace"][0]["latency_s"] >= 0.5  # the time-out is model time too


def test_a_400_is_not_retried_and_says_so(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: Raw.error(400, "prompt too long")) as server:
        summary = run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server, max_retries=3), show_progress=False)
        calls = len(server.requests)
    error = rows(tmp_path)[0]["error"]
    assert calls == 1 and summary["totals"]["errors"] == 1 and summary["overall"]["episodes"] == 0
    assert "refused the request with 400 after 1 attempt (a 400 is not retried)" in error and "prompt too long" in error


def test_sigint_with_unreadable_replies_then_resume_plays_every_episode_once(tmp_path: Path) -> None:
    """Interrupted while some episodes ended in unreadable replies; the resumed run (another
    port, more retries: transport options may change) plays those and the unplayed ones."""
    count = {"n": 0}

    def every_third_unreadable(request: dict) -> object:
        count["n"] += 1
        return BAD_JSON if count["n"] % 3 == 0 else DONE

    with FakeOpenAI(every_third_unreadable, delay_s=0.4) as server:
        cmd = bench_command(server, tmp_path, "--split", ",".join(SAMPLE), "--episodes", "4", "--concurrency", "2", "--max-retries", "0")
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        results = tmp_path / "results.jsonl"
        deadline = time.monotonic() + 120
        # Waits for the unreadable reply's row itself: the episode after it may finish first
        # (both answers come 0.4 s after their calls), and an interrupt then would cancel it.
        while time.monotonic() < deadline and not (len(written := finished_rows(results)) >= 3 and any(r["error"] for r in written)):
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        output = proc.communicate(timeout=60)[0].decode()
    assert proc.returncode == 130 and "--resume plays the others" in output, output
    first = rows(tmp_path)
    assert 3 <= len(first) < 8 and any(r["error"] for r in first), "interrupted in the middle, after an unreadable reply"
    with FakeOpenAI(lambda req: DONE) as server:
        cmd = bench_command(server, tmp_path, "--split", ",".join(SAMPLE), "--episodes", "4", "--concurrency", "2", "--max-retries", "2", "--resume")
        resumed = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    got = rows(tmp_path)
    keys = [(r["template"], r["episode"]) for r in got]
    assert sorted(keys) == sorted((t, e) for t in SAMPLE for e in range(4)) and all(r["error"] is None for r in got)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["overall"]["episodes"] == 8 and summary["run"]["protocol"]["max_retries"] == 2


def test_resume_refuses_a_changed_protocol_naming_each_option_and_changes_nothing(tmp_path: Path) -> None:
    with FakeOpenAI(lambda req: DONE) as server:
        run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=config(server), trials=1, show_progress=False)
        saved = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
        assert set(saved) == {"run.json", "results.jsonl", "summary.json"}
        protocol = json.loads(saved["run.json"])["protocol"]
        assert protocol["temperature"] == 0.1 and protocol["image_width"] == 540 and len(protocol["prompt"]) == 12
        cmd = bench_command(server, tmp_path, "--split", SAMPLE[0], "--resume", "--temperature", "0.7", "--image-width", "360", "--history-images", "2")
        refused = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        calls = len(server.requests)
    assert refused.returncode == 1 and "Traceback" not in refused.stderr, refused.stderr
    for said in ("temperature (was 0.1, now 0.7)", "image_width (was 540, now 360)", "history_images (was 0, now 2)"):
        assert said in refused.stderr
    assert "max_tokens" not in refused.stderr and "use the same options, or another --out" in refused.stderr
    assert calls == 1 and {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == saved
    with pytest.raises(ValueError, match=r"differs in adapter \(was 'generic', now 'qwen'\), format_retries \(was 0, now 1\)"):
        run_bench(tasks(SAMPLE[:1]), "openai", tmp_path, model=ModelConfig(model="fake-vlm", base_url="http://127.0.0.1:9/v1", adapter="qwen", format_retries=1), resume=True, show_progress=False)
