"""Every family of the paper's table over HTTP: a fake OpenAI-compatible endpoint plays each
template's reference solution written the way the family's model writes it (its grammar, its
coordinates: pixels of the image it received for UI-TARS and Qwen2.5-VL; Chinese app names
where it launches apps), and the agent must score SR 1.0; each family's earlier replies come
back to it the way its own harness feeds them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fake_openai import Answer, FakeOpenAI, OracleScript
from mobilegym_gym.agents.vlm import ModelConfig
from mobilegym_gym.bench.runner import make_jobs, run_bench
from mobilegym_gym.tasks.loader import default_tasks

pytestmark = pytest.mark.browser

# Taps, typing, a long press, a wait, and opening apps by name across apps: what every family's
# grammar can say (Step-GUI has no back key, AutoGLM no enter key nor a mid-task answer, and
# only AutoGLM's Type replaces a field's text: the fields typed into start empty).
TEMPLATES = [
    "clock.ToggleAlarm",
    "contacts.AddContact",
    "clock.RemoveWorldCity",
    "clock.AddWorldCity",
    "calendar.ToggleShowWeekNumber",
    "alipay.EnableDarkMode",
    "crossapp_content.RedbookDmThenWechatReport",
    "account.Railway12306ChangePassword",
]
FAMILIES = ["json_answer", "autoglm", "ui_venus", "step_gui", "gui_owl", "ui_tars", "qwen2.5"]


def rows(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


@pytest.mark.parametrize("adapter", FAMILIES)
def test_each_family_plays_the_reference_solutions_over_http(adapter: str, tmp_path: Path) -> None:
    loaded = default_tasks().tasks
    sample = [loaded[t] for t in TEMPLATES]
    script = OracleScript(adapter, make_jobs(sample, seed=5, episodes=1, trials=1))
    try:
        with FakeOpenAI(script) as server:
            model = ModelConfig(model="fake-vlm", base_url=server.base_url, adapter=adapter)
            summary = run_bench(sample, "openai", tmp_path, num_envs=1, seed=5, model=model, screenshots="none", show_progress=False)
    finally:
        script.close()
    failed = {r["template"]: (r["actions"], r.get("format_error")) for r in rows(tmp_path) if not r["success"]}
    assert summary["overall"]["SR"] == 1.0 and summary["overall"]["episodes"] == len(TEMPLATES), failed
    assert summary["totals"]["format_errors"] == 0 and summary["run"]["adapter"] == adapter
    # The last request of the run carried the family's own earlier replies, in its own form.
    request = server.requests[-1]
    if adapter in ("json_answer", "autoglm", "gui_owl", "ui_tars"):
        earlier = [m["content"] for m in request["messages"] if m["role"] == "assistant"]
        assert earlier and all(isinstance(e, str) and e for e in earlier)
        assert {"json_answer": "<answer>{", "autoglm": "<answer>do(", "gui_owl": "<tool_call>", "ui_tars": "Action: "}[adapter] in earlier[-1]
    else:
        text = request["messages"][1]["content"][0]["text"]
        assert {"ui_venus": "Step 0: <think>", "step_gui": "Actions done so far: 已完成", "qwen2.5": 'Step 1: {"name": "mobile_use"'}[adapter] in text


def test_chat_families_see_only_the_last_k_screens(tmp_path: Path) -> None:
    """With --history-images 1, a chat family gets the screen of its last reply and the current
    one; older screens are left out but their replies stay."""
    seen: list[dict] = []

    def script(request: dict) -> Answer:
        seen.append(request)
        done = len(seen) >= 3
        return Answer('<think>t</think><answer>finish(message="")</answer>' if done else '<think>看看</think><answer>do(action="Back")</answer>')

    loaded = default_tasks().tasks
    with FakeOpenAI(script) as server:
        model = ModelConfig(model="fake-vlm", base_url=server.base_url, adapter="autoglm", history_images=1)
        run_bench([loaded["clock.ToggleAlarm"]], "openai", tmp_path, model=model, screenshots="none", show_progress=False)
    third = seen[2]["messages"]
    assert [m["role"] for m in third] == ["system", "user", "assistant", "user", "assistant", "user"]
    images = [[p for p in m["content"] if p["type"] == "image_url"] for m in third if m["role"] == "user"]
    assert [len(i) for i in images] == [0, 1, 1]
    assert third[2]["content"] == third[4]["content"] == '<think>看看</think><answer>do(action="Back")</answer>'
    assert third[1]["content"][0]["text"].startswith("Task: ")


def test_every_installed_app_opens_by_its_chinese_name() -> None:
    from mobilegym_gym import actions as A
    from mobilegym_gym.agents.app_names import CHINESE_NAMES, app_id
    from mobilegym_gym.tasks.env import TaskEnv

    env = TaskEnv(task_id="clock.ToggleAlarm")
    try:
        assert set(env.app_ids) <= set(CHINESE_NAMES), set(env.app_ids) - set(CHINESE_NAMES)
        for app in env.app_ids:
            for name in CHINESE_NAMES[app]:
                assert A.validate_action(A.awake(app_id(name)), env.app_ids, env.app_labels).app == app
    finally:
        env.close()
