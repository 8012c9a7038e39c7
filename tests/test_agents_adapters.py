"""Adapters find the action in a reply that also reasons, map each family's format and
coordinates onto ours, and call anything else a format error (no browser needed)."""

from __future__ import annotations

import pytest

from mobilegym_gym import actions as A
from mobilegym_gym.agents.adapters import Reply, ResponseFormatError, make_adapter

APPS = ["clock", "notes", "answer_sheet"]
LABELS = {"clock": "Clock", "notes": "Notes", "answer_sheet": "AnswerSheet"}


def parse(adapter: str, text: str = "", calls: list[tuple[str, str]] | None = None, image: tuple[int, int] = (540, 1200)) -> list[str]:
    return [str(A.validate_action(a, APPS, LABELS)) for a in make_adapter(adapter).parse(Reply(text, calls or []), image)]


def test_generic_takes_the_last_action_after_the_reasoning() -> None:
    text = 'I could CLICK(1, 2) (the back arrow) or TYPE("a) b"), but no.\nThought: the field is focused.\nAction: TYPE("say \\"hi\\" (now)", clear=true)'
    assert parse("generic", text) == ['TYPE("say \\"hi\\" (now)", clear=true)']
    assert parse("generic", "Thought: done.\nAction: complete") == ["COMPLETE()"]
    # the action is what opens the last "Action:" line; prose after it or without one is never an action
    assert parse("generic", "Action: CLICK(500, 300) — after this the task will be complete.") == ["CLICK(500, 300)"]
    with pytest.raises(ResponseFormatError, match="no action found"):
        parse("generic", "The alarm is on, so BACK")


def test_generic_without_an_action_or_with_a_bad_one_is_a_format_error() -> None:
    with pytest.raises(ResponseFormatError, match='no action found: end the reply with "Action: "'):
        parse("generic", "I am not sure what to do here.")
    with pytest.raises(A.InvalidActionError, match="CLICK"):
        parse("generic", "Action: CLICK(5000, 1)")


def test_qwen_reads_the_mobile_use_call_in_text_or_as_tool_calls() -> None:
    call = '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [250, 800]}}\n</tool_call>'
    assert parse("qwen", "The button is low on the screen.\n" + call) == ["CLICK(250, 800)"]
    assert parse("qwen", calls=[("mobile_use", '{"action": "system_button", "button": "Back"}')]) == ["BACK()"]
    assert parse("qwen", '<tool_call>{"name": "mobile_use", "arguments": {"action": "terminate", "status": "failure"}}</tool_call>') == ["ABORT()"]
    assert parse("qwen", '<tool_call>{"name": "mobile_use", "arguments": {"action": "open", "text": "Notes"}}</tool_call>') == ['AWAKE("notes")']


def test_qwen25_coordinates_are_pixels_of_the_image_sent() -> None:
    adapter = make_adapter("qwen2.5")
    size = adapter.image_size(540, 1200)
    assert size == (532, 1204) and size[0] % 28 == 0 and size[1] % 28 == 0
    # pixel / side, as Qwen's own harness maps back: the image's far edge is 1000
    reply = '<tool_call>{"name": "mobile_use", "arguments": {"action": "swipe", "coordinate": [0, 1204], "coordinate2": [266, 0]}}</tool_call>'
    assert parse("qwen2.5", reply, image=size) == ["SWIPE(0, 1000, 500, 0, 300)"]
    assert f"The screen's resolution is {size[0]}x{size[1]}" in adapter.action_help(["Clock"], size)
    assert make_adapter("qwen").image_size(540, 1200) == (540, 1200)


def test_qwen_errors_name_what_is_wrong() -> None:
    with pytest.raises(ResponseFormatError, match="no function call found"):
        parse("qwen", "Let me click the button.")
    with pytest.raises(ResponseFormatError, match="not JSON"):
        parse("qwen", "<tool_call>{name: mobile_use}</tool_call>")
    with pytest.raises(ResponseFormatError, match="key 'volume_up' has no counterpart"):
        parse("qwen", '<tool_call>{"name": "mobile_use", "arguments": {"action": "key", "text": "volume_up"}}</tool_call>')


def test_ui_tars_points_boxes_scrolls_and_finished() -> None:
    size = make_adapter("ui_tars").image_size(540, 1200)
    assert parse("ui_tars", "Thought: tap it.\nAction: click(point='<point>532 0</point>')", image=size) == ["CLICK(1000, 0)"]
    assert parse("ui_tars", "Thought: tap it.\nAction: click(start_box='<|box_start|>(266,602)<|box_end|>')", image=size) == ["CLICK(500, 500)"]
    assert parse("ui_tars", "Action: click(start_box='(0,0,532,1204)')", image=size) == ["CLICK(500, 500)"]
    assert parse("ui_tars", "Action: long_press(point='<point>0 1204</point>')", image=size) == ["LONG_PRESS(0, 1000, 800)"]
    assert "<point>x1 y1</point>" in make_adapter("ui_tars").action_help(["Clock"], size)
    # scroll down shows what lies below: the finger moves up
    assert parse("ui_tars", "Action: scroll(point='<point>266 602</point>', direction='down')", image=size) == ["SWIPE(500, 500, 500, 200, 300)"]
    assert parse("ui_tars", "Action: type(content='it\\'s done\\n')") == ['TYPE("it\'s done")', "ENTER()"]
    assert parse("ui_tars", "Action: finished(content='42 notes')") == ['ANSWER("42 notes")', "COMPLETE()"]
    assert parse("ui_tars", "Action: open_app(app_name='Clock')") == ['AWAKE("clock")']
    with pytest.raises(ResponseFormatError, match="direction must be up, down, left or right"):
        parse("ui_tars", "Action: scroll(start_box='(1,1)', direction='sideways')")


def test_tools_map_one_tool_per_action() -> None:
    adapter = make_adapter("tools")
    tools = adapter.tools()
    assert tools is not None and len(tools) == 17 and {t["function"]["name"] for t in tools} >= {"click", "type", "awake", "complete"}
    assert parse("tools", "", [("type", '{"text": "hi", "clear": true}')]) == ['TYPE("hi", clear=true)']
    assert parse("tools", "", [("swipe", '{"x1": 500, "y1": 800, "x2": 500, "y2": 200}')]) == ["SWIPE(500, 800, 500, 200, 300)"]
    assert parse("tools", "", [("complete", "{}")]) == ["COMPLETE()"]
    with pytest.raises(ResponseFormatError, match="no tool call"):
        parse("tools", "Action: CLICK(1, 1)")
    with pytest.raises(ResponseFormatError, match="unknown tool 'tap'"):
        parse("tools", "", [("tap", '{"x": 1, "y": 1}')])
    with pytest.raises(ResponseFormatError, match="tool click got arguments"):
        parse("tools", "", [("click", '{"x": 1}')])


def test_an_unknown_adapter_names_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown adapter 'gpt'; choose one of generic, json_answer, qwen, qwen2.5, gui_owl, ui_tars, autoglm, ui_venus, step_gui, tools"):
        make_adapter("gpt")


def test_the_bench_command_checks_the_model_options_before_starting(tmp_path, monkeypatch) -> None:
    from mobilegym_gym.bench.cli import main

    base = ["bench", "--split", "clock.ToggleAlarm", "--out", str(tmp_path)]
    with pytest.raises(SystemExit, match="--agent openai needs --model NAME and --base-url URL"):
        main([*base, "--agent", "openai", "--model", "m"])
    with pytest.raises(SystemExit, match="--model and --base-url are for --agent openai, not --agent oracle"):
        main([*base, "--agent", "oracle", "--model", "m"])
    monkeypatch.delenv("MY_MODEL_KEY", raising=False)
    with pytest.raises(ValueError, match="environment variable MY_MODEL_KEY \\(--api-key-env\\) is not set"):
        main([*base, "--agent", "openai", "--model", "m", "--base-url", "http://127.0.0.1:9/v1", "--api-key-env", "MY_MODEL_KEY"])
    with pytest.raises(SystemExit, match="format_retries must be >= 0"):
        main([*base, "--agent", "openai", "--model", "m", "--base-url", "http://127.0.0.1:9/v1", "--format-retries", "-1"])
    assert not (tmp_path / "results.jsonl").exists()


def _history_request(adapter_name: str, replies: list[str], image: tuple[int, int] = (540, 1200), history_images: int = 0) -> list[dict]:
    """The messages of the step after ``replies`` (each parsed and recalled as the agent does)."""
    from mobilegym_gym.agents.prompt import Turn, build_messages

    adapter = make_adapter(adapter_name)
    history = []
    for i, text in enumerate(replies):
        reply = Reply(text)
        played = [A.validate_action(a, APPS, LABELS) for a in adapter.parse(reply, image)]
        history.append(Turn(adapter.recall(reply, played), f"data:image/jpeg;base64,screen{i}"))
    return build_messages(adapter, ["Clock", "Notes"], "Turn on the 7:00 alarm", history, "data:image/jpeg;base64,now", history_images, image)


def test_each_family_sees_its_earlier_replies_in_its_own_words_and_units() -> None:
    # Qwen2.5-VL: its calls, in pixels of its image, listed as task progress
    qwen = _history_request("qwen2.5", ['<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [266, 602]}}</tool_call>'], image=(532, 1204))
    text = qwen[1]["content"][0]["text"]
    assert 'Step 1: {"name": "mobile_use", "arguments": {"action": "click", "coordinate": [266, 602]}}' in text and "CLICK(" not in text
    # UI-TARS: a chat whose assistant turns are its own Thought/Action replies, in pixels
    tars = _history_request("ui_tars", ["Thought: tap it\nAction: click(point='<point>266 602</point>')"], image=(532, 1204))
    assert [m["role"] for m in tars] == ["system", "user", "assistant", "user"]
    assert tars[2]["content"] == "Thought: tap it\nAction: click(point='<point>266 602</point>')"
    assert [p["type"] for p in tars[1]["content"]] == ["text"] and tars[3]["content"][-1]["image_url"]["url"].endswith("now")
    # UI-Venus: Step i lines of think and action; Step-GUI: its own last summary
    venus = _history_request("ui_venus", ["<think>点开关</think><action>Click(box=(871,240))</action><conclusion>开了</conclusion>"])
    assert "Step 0: <think>点开关</think><action>Click(box=(871,240))</action>" in venus[1]["content"][0]["text"]
    step = _history_request("step_gui", ["<THINK> a </THINK>\nexplain:x\taction:CLICK\tpoint:1,1\tsummary:打开了闹钟", "<THINK> b </THINK>\nexplain:y\taction:WAIT\tvalue:1\tsummary:打开了闹钟并等待"])
    assert "Actions done so far: 打开了闹钟并等待" in step[1]["content"][0]["text"]
    # our string form for generic, with the last K screens on request
    generic = _history_request("generic", ["Action: BACK", "Action: CLICK(1, 2)"], history_images=1)
    content = generic[1]["content"]
    assert "1. BACK()\n2. CLICK(1, 2)" in content[0]["text"]
    assert [p["image_url"]["url"].split(",")[1] for p in content if p["type"] == "image_url"] == ["screen1", "now"]
