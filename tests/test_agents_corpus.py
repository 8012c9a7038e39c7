"""A corpus of replies as each family's models really write them (thoughts, think blocks, code
fences, box and point tokens, Chinese text, replies cut off by max_tokens), each with the
actions it must give or the format error it must be. Prose never becomes an action."""

from __future__ import annotations

import pytest

from mobilegym_gym import actions as A
from mobilegym_gym.agents.adapters import Reply, make_adapter

APPS = ["clock", "notes", "settings", "wechat", "answer_sheet"]
LABELS = {"clock": "Clock", "notes": "Notes", "settings": "Settings", "wechat": "WeChat", "answer_sheet": "AnswerSheet"}
PIXELS = (532, 1204)  # what the pixel families (qwen2.5, ui_tars) are sent for a 540x1200 screen


def FE(pattern: str) -> str:
    """A reply that must be a format error whose message matches ``pattern``."""
    return "FE:" + pattern


def call(name: str, args: str) -> tuple[str, str]:
    return name, args


# (family, reply text, tool calls, expected actions or FE(...))
CORPUS: list[tuple[str, str, list[tuple[str, str]], list[str] | str]] = [
    # -- generic: our string form after "Action:" ------------------------------------------------
    ("generic", "Thought: the alarm switch is on the right.\nAction: CLICK(871, 240)", [], ["CLICK(871, 240)"]),
    ("generic", "Action: CLICK(500, 300) — after this the task will be complete.", [], ["CLICK(500, 300)"]),
    ("generic", "I should go back afterwards (then I will go back), first the list.\nAction: DRAG(500, 700, 500, 300)", [], ["DRAG(500, 700, 500, 300, 1000)"]),
    ("generic", "The note is saved, so the task is COMPLETE.", [], FE("no action found")),
    ("generic", "Thought: type the title, then CLICK the save button.\nAction: TYPE(\"购物清单\", clear=true)", [], ['TYPE("购物清单", clear=true)']),
    ("generic", "**Thought:** open it.\n**Action:** `AWAKE(\"设置\")`", [], ['AWAKE("settings")']),
    ("generic", "Thought: I need to scroll down to find the", [], FE("no action found")),
    ("generic", "Thought: tap the field.\nAction: CLICK(500,", [], FE("no action found right after")),
    ("generic", "Thought: I could press BACK or WAIT here.\nAction: I will wait a moment", [], FE("no action found right after")),
    ("generic", "Thought: done\nAction: complete", [], ["COMPLETE()"]),
    ("generic", "<think>Plan: Action: CLICK(10, 20), then check the list and", [], FE("no action found")),
    # -- json_answer: the paper's general-model format -------------------------------------------
    ("json_answer", '<think>The switch is at the right of the 7:00 alarm.</think>\n<answer>{"action": "click", "point": [871, 240]}</answer>', [], ["CLICK(871, 240)"]),
    ("json_answer", '<think>打开设置应用。</think><answer>{"action": "awake", "app": "设置"}</answer>', [], ['AWAKE("settings")']),
    ("json_answer", '<think>Type the title.</think>\n<answer>\n```json\n{"action": "type", "text": "Groceries", "clear": true}\n```\n</answer>', [], ['TYPE("Groceries", clear=true)']),
    ("json_answer", '<think>Scroll down.</think><answer>{"action": "swipe", "point": ["500", "800"], "point2": ["500", "300"]}</answer>', [], ["SWIPE(500, 800, 500, 300, 300)"]),
    ("json_answer", "<think>The task is done: I will answer complete.</think>", [], FE("no <answer> block")),
    ("json_answer", '<think>First I click, then {"action": "complete"} later.</think><answer>{"action": "click", "point": [10, 20', [], FE("not JSON")),
    ("json_answer", '<think>I am still thinking about where the <answer>{"action": "back"}</answer> might', [], FE("no <answer> block")),
    ("json_answer", '<think>Everything is saved.</think><answer>{"action": "complete"}</answer>', [], ["COMPLETE()"]),
    ("json_answer", '<think>?</think><answer>{"action": "scroll_down"}</answer>', [], FE("unknown action 'scroll_down'")),
    # -- qwen (Qwen3-VL): mobile_use in <tool_call>, 0-1000 ---------------------------------------
    ("qwen", 'The switch is on the right.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [871, 240]}}\n</tool_call>', [], ["CLICK(871, 240)"]),
    ("qwen", '<think>需要打开微信。</think>\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "open", "text": "微信"}}\n</tool_call>', [], ['AWAKE("wechat")']),
    ("qwen", "", [call("mobile_use", '{"action": "click", "coordinate": ["871", "240"]}')], ["CLICK(871, 240)"]),
    ("qwen", '<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [1, 1]}}</tool_call>\nOn second thought:\n<tool_call>{"name": "mobile_use", "arguments": {"action": "system_button", "button": "Back"}}</tool_call>', [], ["BACK()"]),
    ("qwen", "I will tap the search button and then type the query.", [], FE("no function call found")),
    ("qwen", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "type", "text": "hel', [], FE("not JSON")),
    ("qwen", '<think>Maybe <tool_call>{"name": "mobile_use", "arguments": {"action": "terminate", "status": "success"}}</tool_call> but not yet', [], FE("no function call found")),
    ("qwen", '<tool_call>{"name": "mobile_use", "arguments": {"action": "wait", "time": "2"}}</tool_call>', [], ["WAIT(2000)"]),
    ("qwen", 'The template opened the think block: maybe <tool_call>{"name": "mobile_use", "arguments": {"action": "terminate", "status": "success"}}</tool_call>?\n</think>\n<tool_call>{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [5, 6]}}</tool_call>', [], ["CLICK(5, 6)"]),
    ("qwen", '<tool_call>{"name": "mobile_use", "arguments": {"action": "terminate", "status": "success"}}</tool_call>', [], ["COMPLETE()"]),
    # -- qwen2.5 (Qwen2.5-VL): pixels of the image sent --------------------------------------------
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [266, 602]}}\n</tool_call>', [], ["CLICK(500, 500)"]),
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "swipe", "coordinate": [266, 963], "coordinate2": [266, 241]}}\n</tool_call>', [], ["SWIPE(500, 799.8, 500, 200.2, 300)"]),
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "long_press", "coordinate": [532, 1204], "time": 2}}\n</tool_call>', [], ["LONG_PRESS(1000, 1000, 2000)"]),
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "type", "text": "明天下午三点开会"}}\n</tool_call>', [], ['TYPE("明天下午三点开会")']),
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "answer", "text": "3 alarms"}}\n</tool_call>', [], ['ANSWER("3 alarms")']),
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "key", "text": "volume_up"}}\n</tool_call>', [], FE("key 'volume_up' has no counterpart")),
    ("qwen2.5", '<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [100]}}\n</tool_call>', [], FE("must be a point")),
    ("qwen2.5", '```json\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [1, 2]}}\n```', [], FE("no function call found")),
    # -- gui_owl (GUI-Owl-1.5) ---------------------------------------------------------------------
    ("gui_owl", 'Action: Tap the alarm switch.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [871, 240]}}\n</tool_call>', [], ["CLICK(871, 240)"]),
    ("gui_owl", 'Action: Tap it.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "tap", "coordinate": [500, 300]}}\n</tool_call>', [], ["CLICK(500, 300)"]),
    ("gui_owl", 'Action: Ask which contact.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "interact", "text": "有两个张伟，选哪一个？"}}\n</tool_call>', [], ['INFO("有两个张伟，选哪一个？")']),
    ("gui_owl", 'Action: Open Settings.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "open", "text": "设置"}}\n</tool_call>', [], ['AWAKE("settings")']),
    ("gui_owl", 'Action: Go back.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "system_button", "button": "Back"}}\n</tool_call>', [], ["BACK()"]),
    ("gui_owl", "Action: Tap the switch, then the task is complete.", [], FE("no function call found")),
    ("gui_owl", 'Action: Done.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "terminate", "status": "failure"}}\n</tool_call>', [], ["ABORT()"]),
    ("gui_owl", 'Action: Scroll.\n<tool_call>\n{"name": "mobile_use", "arguments": {"action": "scroll", "coordinate": [500, 500]}}\n</tool_call>', [], FE("unknown mobile_use action 'scroll'")),
    # -- ui_tars (UI-TARS-1.5): pixels, <point> tokens ----------------------------------------------
    ("ui_tars", "Thought: 闹钟开关在右侧。\nAction: click(point='<point>463 289</point>')", [], ["CLICK(870.3, 240)"]),
    ("ui_tars", "Thought: tap it\nAction: click(start_box='<|box_start|>(266,602)<|box_end|>')", [], ["CLICK(500, 500)"]),
    ("ui_tars", "Thought: type and submit\nAction: type(content='购物清单\\n')", [], ['TYPE("购物清单")', "ENTER()"]),
    ("ui_tars", "Thought: the list continues below\nAction: scroll(point='<point>266 602</point>', direction='down')", [], ["SWIPE(500, 500, 500, 200, 300)"]),
    ("ui_tars", "Thought: all set\nAction: finished(content='There are 3 alarms.')", [], ['ANSWER("There are 3 alarms.")', "COMPLETE()"]),
    ("ui_tars", "Thought: after tapping, I will press_back() to return.\nAction: click(point='<point>100 200</point>')", [], ["CLICK(188, 166.1)"]),
    ("ui_tars", "Thought: I will finished() the task after I click(point='<point>1 1</point>')", [], FE("no action found")),
    ("ui_tars", "Thought: tap the field\nAction: click(point='<point>100 2", [], FE("no action found")),
    ("ui_tars", "Thought: open it\nAction: open_app(app_name='微信')", [], ['AWAKE("wechat")']),
    ("ui_tars", "<think>Action: press_back() would lose the draft.</think>\nThought: save first\nAction: click(point='<point>266 602</point>')", [], ["CLICK(500, 500)"]),
    # -- autoglm (AutoGLM-Phone-9B): <answer>do(...)</answer>, 0-999 ---------------------------------
    ("autoglm", '<think>当前在桌面，需要打开设置。</think><answer>do(action="Launch", app="设置")</answer>', [], ['AWAKE("settings")']),
    ("autoglm", '<think>点击闹钟开关。</think><answer>do(action="Tap", element=[871,240])</answer>', [], ["CLICK(871, 240)"]),
    ("autoglm", '<think>输入标题。</think><answer>do(action="Type", text="购物清单")</answer>', [], ['TYPE("购物清单", clear=true)']),
    ("autoglm", '<think>向上滑动查看更多。</think><answer>do(action="Swipe", start=[500,800], end=[500,300])</answer>', [], ["SWIPE(500, 800, 500, 300, 300)"]),
    ("autoglm", '<think>页面在加载。</think><answer>do(action="Wait", duration="2 seconds")</answer>', [], ["WAIT(2000)"]),
    ("autoglm", '<think>任务完成，共有3个闹钟。</think><answer>finish(message="共有3个闹钟")</answer>', [], ['ANSWER("共有3个闹钟")', "COMPLETE()"]),
    ("autoglm", '<think>需要登录，请用户接管。</think><answer>do(action="Take_over", message="请登录")</answer>', [], ['INFO("请登录")']),
    ("autoglm", "<think>我应该先点击搜索框，然后输入内容，最后finish(message=", [], FE("no action found")),
    ("autoglm", '<think>点击。</think><answer>do(action="Tap", element=[871,', [], FE("not a complete call")),
    ("autoglm", '<think>切换到下一个。</think><answer>do(action="Scroll", element=[1,2])</answer>', [], FE("unknown action 'Scroll'")),
    ("autoglm", 'do(action="Back")', [], FE("no action found")),
    # -- ui_venus (UI-Venus-1.5): <action>Name(...)</action>, 0-999 ---------------------------------
    ("ui_venus", "<think>点击右侧开关。</think>\n<action>Click(box=(871,240))</action>\n<conclusion>打开了7点的闹钟。</conclusion>", [], ["CLICK(871, 240)"]),
    ("ui_venus", "<think>打开微信。</think>\n<action>Launch(app='微信')</action>\n<conclusion>启动微信</conclusion>", [], ['AWAKE("wechat")']),
    ("ui_venus", "<think>向下翻。</think>\n<action>Scroll(start=(500,800), end=(500,300))</action>\n<conclusion>滑动</conclusion>", [], ["SWIPE(500, 800, 500, 300, 300)"]),
    ("ui_venus", "<think>输入。</think>\n<action>Type(content='明天见')</action>\n<conclusion>输入了内容</conclusion>", [], ['TYPE("明天见")']),
    ("ui_venus", "<think>回答用户。</think>\n<action>CallUser(content='共有3个闹钟')</action>\n<conclusion>回答</conclusion>", [], ['ANSWER("共有3个闹钟")']),
    ("ui_venus", "<think>任务完成。</think>\n<action>Finished(content='')</action>\n<conclusion>结束</conclusion>", [], ["COMPLETE()"]),
    ("ui_venus", "<think>按回车搜索。</think>\n<action>PressEnter()</action>", [], ["ENTER()"]),
    ("ui_venus", "<think>我觉得应该 PressBack() 然后再 Finished()", [], FE("no action found")),
    ("ui_venus", "<think>点击。</think>\n<action>Click(box=(871,24", [], FE("not a complete call")),
    ("ui_venus", "<think>双击。</think>\n<action>DoubleClick(box=(1,2))</action>", [], FE("unknown action 'DoubleClick'")),
    # -- step_gui (Step-GUI-4B): tab-separated fields, 0-1000 -----------------------------------------
    ("step_gui", "<THINK> 闹钟开关在右侧。 </THINK>\nexplain:打开闹钟\taction:CLICK\tpoint:871,240\tsummary:打开了7点的闹钟", [], ["CLICK(871, 240)"]),
    ("step_gui", "<THINK> 需要打开微信 </THINK>\nexplain:启动微信\taction:AWAKE\tvalue:微信\tsummary:启动了微信", [], ['AWAKE("wechat")']),
    ("step_gui", "<THINK> 输入 </THINK>\nexplain:输入标题\taction:TYPE\tvalue:购物清单\tpoint:500,200\tsummary:输入了标题", [], ['TYPE("购物清单")']),
    ("step_gui", "<think> 向下滑 </think>\nexplain:滑动\taction:SLIDE\tpoint1:500,800\tpoint2:500,300\tsummary:向下滑动", [], ["SWIPE(500, 800, 500, 300, 300)"]),
    ("step_gui", "<THINK> 等待 </THINK>\nexplain:等待加载\taction:WAIT\tvalue:3\tsummary:等待", [], ["WAIT(3000)"]),
    ("step_gui", "<THINK> 完成 </THINK>\nexplain:报告\taction:COMPLETE\treturn:共有3个闹钟\tsummary:已完成", [], ['ANSWER("共有3个闹钟")', "COMPLETE()"]),
    ("step_gui", "<THINK> 点击 action:CLICK point:1,1 后就完成了", [], FE("no action found")),
    ("step_gui", "<THINK> 看 </THINK>\nexplain:我会点击开关然后完成任务", [], FE("no action found")),
    ("step_gui", "<THINK> 回退 </THINK>\nexplain:返回\taction:BACK\tsummary:返回", [], FE("unknown action 'BACK'")),
    ("step_gui", "<THINK> 长按 </THINK>\nexplain:长按\taction:LONGPRESS\tpoint:500 300\tsummary:长按", [], ["LONG_PRESS(500, 300, 800)"]),
    # -- tools: OpenAI tool calling --------------------------------------------------------------------
    ("tools", "I'll tap the switch.", [call("click", '{"x": 871, "y": 240}')], ["CLICK(871, 240)"]),
    ("tools", "", [call("click", '{"x": "871", "y": "240"}')], ["CLICK(871, 240)"]),
    ("tools", "", [call("click", '{"x": 1, "y": 1}'), call("back", "{}")], ["BACK()"]),
    ("tools", "", [call("awake", '{"app": "设置"}')], ['AWAKE("settings")']),
    ("tools", "", [call("type", '{"text": "你好", "clear": true}')], ['TYPE("你好", clear=true)']),
    ("tools", "Action: CLICK(500, 300)", [], FE("no tool call")),
    ("tools", "", [call("click", '{"x": 871, "y": ')], FE("not JSON")),
    ("tools", "", [call("scroll", '{"direction": "down"}')], FE("unknown tool 'scroll'")),
]


@pytest.mark.parametrize("family, text, calls, expected", CORPUS, ids=[f"{c[0]}-{i}" for i, c in enumerate(CORPUS)])
def test_each_reply_gives_its_actions_or_a_format_error(family: str, text: str, calls: list[tuple[str, str]], expected: list[str] | str) -> None:
    adapter = make_adapter(family)
    image = PIXELS if family in ("qwen2.5", "ui_tars") else (540, 1200)
    if isinstance(expected, str):
        with pytest.raises(A.InvalidActionError, match=expected.removeprefix("FE:")):
            [A.validate_action(a, APPS, LABELS) for a in adapter.parse(Reply(text, calls), image)]
    else:
        assert [str(A.validate_action(a, APPS, LABELS)) for a in adapter.parse(Reply(text, calls), image)] == expected


def test_the_corpus_has_eight_replies_per_family_with_format_errors() -> None:
    from mobilegym_gym.agents.adapters import ADAPTERS

    for family in ADAPTERS:
        cases = [c for c in CORPUS if c[0] == family]
        assert len(cases) >= 8 and any(isinstance(c[3], str) for c in cases), family
