"""`mobilegym play`: a task played by clicking the shown screen in Chromium, judged and saved.

The server runs as a user starts it (its own process, its own phone). The test plays the
template's reference solution: a shadow env of the same instance in this process tells where
each target is (the env's ``locate``, through the oracle), the test clicks, holds or drags the
shown image at that point, and the shadow env replays what the page sent, step for step.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page

from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.bench.cli import main
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.task import template_seed
from page_browser import chromium_page

pytestmark = pytest.mark.browser

KEYS = {A.ActionType.BACK: "BACK", A.ActionType.HOME: "HOME", A.ActionType.ENTER: "ENTER", A.ActionType.COMPLETE: "COMPLETE"}


@pytest.fixture
def play_server(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[str, Path]]:
    """``mobilegym play TASK --port 0``; yields its URL and run folder, then stops it with Ctrl-C."""
    out = tmp_path / "human"
    proc = subprocess.Popen([sys.executable, "-m", "mobilegym_gym.bench.cli", "play", request.param, "--port", "0", "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first: list[str] = []
    reader = threading.Thread(target=lambda: first.append(proc.stdout.readline() if proc.stdout else ""), daemon=True)
    reader.start()
    reader.join(120)
    try:
        url = re.search(r"http://127\.0\.0\.1:\d+/", first[0] if first else "")
        assert url, f"no URL from mobilegym play: {first!r}"
        yield url[0], out
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            assert proc.wait(60) == 0, proc.stderr.read() if proc.stderr else ""
        finally:
            proc.kill()


def _play(page: Page, act: A.Action) -> None:
    """Do what a person does for one action of the solution."""
    screen = page.locator("#screen")
    box = screen.bounding_box()
    assert box is not None

    def at(point: tuple[float, float]) -> tuple[float, float]:
        return box["x"] + point[0] / 1000 * box["width"], box["y"] + point[1] / 1000 * box["height"]

    if act.type is A.ActionType.CLICK and act.point:
        screen.click(position={"x": act.point[0] / 1000 * box["width"], "y": act.point[1] / 1000 * box["height"]})
    elif act.type is A.ActionType.LONG_PRESS and act.point:
        page.mouse.move(*at(act.point))
        page.mouse.down()
        page.wait_for_timeout(act.duration_ms + 100)
        page.mouse.up()
    elif act.type in (A.ActionType.DRAG, A.ActionType.SWIPE) and act.point and act.point2:
        page.mouse.move(*at(act.point))
        page.mouse.down()
        page.mouse.move(*at(act.point2), steps=12)
        page.mouse.up()
    elif act.type is A.ActionType.TYPE:
        page.fill("#text", act.text or "")
        page.set_checked("#clear", act.clear)
        page.click("#type")
    else:
        page.click(f"button[data-action^='{KEYS[act.type]}(']")


@pytest.mark.parametrize("play_server", ["notes.CreateNewNote", "notes.PinNote"], indirect=True)
def test_play_a_solution_by_clicking_the_screen(play_server: tuple[str, Path]) -> None:
    url, out = play_server
    with chromium_page(1100, 900) as page:
        page.goto(url)
        page.wait_for_function("document.body.dataset.step === '0'")
        task_id = page.inner_text("#title").split(" · ")[0]
        shadow = TaskEnv(task_id=task_id, capture_size=(360, 800))
        try:
            obs, info = shadow.reset(seed=template_seed(0, task_id, 0), options={"task_id": task_id})
            assert page.inner_text("#instruction") == info["instruction"]  # the instance a bench run plays as episode 0

            # A malformed action is refused with the env's message and changes nothing.
            page.fill("#text", "x" * 300)
            page.click("#type")
            page.wait_for_function("document.getElementById('error').textContent !== ''")
            assert "at most 256 are allowed" in page.inner_text("#error") and page.get_attribute("body", "data-step") == "0"

            oracle = OracleAgent()
            oracle.reset(shadow, obs, info)
            played: list[str] = []
            terminated = False
            while not terminated:
                act = A.validate_action(oracle.act(obs, info), shadow.app_ids, shadow.app_labels)
                _play(page, act)
                page.wait_for_function(f"document.body.dataset.step === '{len(played) + 1}'")
                played.append(page.locator("#log li").last.inner_text())
                assert played[-1].split("(")[0] == {"DRAG": "SWIPE"}.get(act.type.name, act.type.name)
                obs, _, terminated, _, info = shadow.step(played[-1])
            assert info["outcome"]["success"]
        finally:
            shadow.close()
        page.wait_for_selector("#verdict h2")
        assert page.inner_text("#verdict h2") == "Success" and page.get_attribute("body", "data-done") == "true"

    row = json.loads((out / "results.jsonl").read_text())
    assert row["template"] == task_id and row["success"] and row["actions"] == played
    assert all(isinstance(s["latency_s"], float) for s in row["trace"])
    assert json.loads((out / "summary.json").read_text())["run"]["agent"] == "human"
    assert main(["report", str(out)]) == 0  # the human episode, in a report like any run's
    with chromium_page() as page:
        page.goto((out / "report" / "index.html").as_uri())
        page.click(f"text={task_id}")
        page.wait_for_load_state("load")
        assert page.locator("img").count() == len(played) + 1
        assert page.evaluate("[...document.images].every((i) => i.complete && i.naturalWidth > 0)")


def test_play_refuses_an_unknown_template_with_suggestions(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="did you mean notes.CreateNewNote"):
        main(["play", "notes.CreateNewNot", "--port", "0", "--out", str(tmp_path / "human")])
    assert not (tmp_path / "human").exists()
