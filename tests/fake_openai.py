"""A fake OpenAI-compatible chat-completions server for tests (local HTTP, no model).

``FakeOpenAI(script)`` serves ``POST /v1/chat/completions`` on 127.0.0.1; ``script(request)``
returns what the "model" answers: ``Answer(content, tool_calls)``, ``HANG`` to never answer
(until the server closes), or ``Raw(status, body)`` for an HTTP answer as it is (an error
status, a body that is not JSON, a completion without choices); ``InOrder(...)`` answers each
call with the next of its answers. ``encode(adapter, action, image)`` writes one of our actions in a
model family's own format, the way that family's documentation has the model write it (with
Chinese app names and text where the family's models write them).
``OracleScript`` answers each request with the next action of the template's reference solution,
played by the oracle on a twin phone that replays the same episode (same template, same seed),
so the agent under test really parses HTTP replies and acts through its own env.
"""

from __future__ import annotations

import base64
import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from io import BytesIO
from typing import Any

from gymnasium.utils import seeding
from PIL import Image

from mobilegym_gym import actions as A
from mobilegym_gym.agents.app_names import CHINESE_NAMES
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.bench.runner import Job
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.tasks.task import instantiate


@dataclass
class Answer:
    content: str = ""
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


HANG = object()


@dataclass
class Raw:
    """An HTTP answer sent as it is: ``body`` is bytes, or a value sent as JSON."""

    status: int = 200
    body: Any = b""
    headers: dict[str, str] = field(default_factory=dict)

    @staticmethod
    def error(status: int, message: str, **headers: str) -> Raw:
        """An error answer in the OpenAI shape: ``{"error": {"message": ...}}``."""
        return Raw(status, {"error": {"message": message, "type": "fake", "code": status}}, headers)


#: A 200 whose body is cut off mid-JSON.
BAD_JSON = Raw(200, b'{"id": "chatcmpl-1", "object": "chat.completion", "choices": [{"index": 0, "mess')
#: A 200 completion whose only choice has a null message.
NULL_MESSAGE = Raw(200, {"id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": "fake", "choices": [{"index": 0, "message": None, "finish_reason": "stop"}]})
#: A 200 completion with no choices.
EMPTY_CHOICES = Raw(200, {"id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": "fake", "choices": []})


class InOrder:
    """A script answering its calls in order with ``answers``, then always with ``then``."""

    def __init__(self, *answers: Any, then: Any) -> None:
        self.answers, self.then = list(answers), then
        self.lock = threading.Lock()

    def __call__(self, request: dict[str, Any]) -> Any:
        with self.lock:
            return self.answers.pop(0) if self.answers else self.then


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256  # the default 5 drops concurrent connects (each retried a second later)
Script = Callable[[dict[str, Any]], Any]


class FakeOpenAI:
    """The server; use as a context manager. ``delay_s``: how long each answer takes."""

    def __init__(self, script: Script, delay_s: float = 0.0) -> None:
        self.script, self.delay_s = script, delay_s
        self.requests: list[dict[str, Any]] = []
        self._closing = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(body)
                if self.path.rstrip("/") != "/v1/chat/completions":
                    return self._send(404, {"error": {"message": f"no route {self.path}"}})
                answer = fake.script(body)
                if answer is HANG:
                    fake._closing.wait()
                    self.close_connection = True
                    return None
                if fake.delay_s:
                    time.sleep(fake.delay_s)
                if isinstance(answer, Raw):
                    return self._send(answer.status, answer.body, answer.headers)
                return self._send(200, fake.completion(body, answer))

            def _send(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = _Server(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def completion(self, request: dict[str, Any], answer: Answer) -> dict[str, Any]:
        calls = [{"id": f"call_{i}", "type": "function", "function": {"name": n, "arguments": json.dumps(a)}} for i, (n, a) in enumerate(answer.tool_calls)]
        message: dict[str, Any] = {"role": "assistant", "content": answer.content or None}
        if calls:
            message["tool_calls"] = calls
        prompt = len(json.dumps(request["messages"])) // 4
        completion = max(1, len(answer.content) // 4 + 10 * len(calls))
        return {
            "id": f"chatcmpl-{len(self.requests)}", "object": "chat.completion", "created": int(time.time()), "model": request.get("model", "fake"),
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
        }

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._closing.set()
        self.server.shutdown()
        self.server.server_close()


# -- what a request holds -----------------------------------------------------------------------

def user_text(request: dict[str, Any]) -> str:
    content = request["messages"][1]["content"]
    return "\n".join(part["text"] for part in content if part["type"] == "text")


def instruction_of(request: dict[str, Any]) -> str:
    match = re.search(r"^Task: (.*)$", user_text(request), re.M)
    assert match, "the prompt names the task"
    return match.group(1)


def image_size(request: dict[str, Any]) -> tuple[int, int]:
    """The size of the last screenshot in the request (the current screen, in the last user message)."""
    content = [m for m in request["messages"] if m["role"] == "user"][-1]["content"]
    url = [p for p in content if p["type"] == "image_url"][-1]["image_url"]["url"]
    return Image.open(BytesIO(base64.b64decode(url.split(",", 1)[1]))).size


# -- each family's format -----------------------------------------------------------------------

def _px(point: tuple[float, float], image: tuple[int, int]) -> tuple[int, int]:
    return round(point[0] / 1000 * image[0]), round(point[1] / 1000 * image[1])


def _int(point: tuple[float, float]) -> tuple[int, int]:
    return round(point[0]), round(point[1])


def encode(adapter: str, action: Any, image: tuple[int, int], app_ids: list[str], labels: dict[str, str]) -> Answer:
    """``action`` (any of our forms) as the family's model would write it, with some reasoning."""
    act = A.validate_action(action, app_ids, labels)
    t, d = act.type, act.to_dict()
    if adapter == "generic":
        return Answer(f"Thought: the next step of the plan.\nAction: {act}")
    if adapter == "tools":
        args: dict[str, Any] = {}
        if "x2" in d:
            args = {"x1": d["x"], "y1": d["y"], "x2": d["x2"], "y2": d["y2"]}
        elif "x" in d:
            args = {"x": d["x"], "y": d["y"]}
        if t is A.ActionType.TYPE:
            args = {"text": d["text"], "clear": d["clear"]}
        elif t is A.ActionType.AWAKE:
            args = {"app": labels[d["app"]]}
        elif t is A.ActionType.ANSWER:
            args = {"text": d["text"]}
        elif t is A.ActionType.WAIT:
            args = {"duration_ms": d["duration_ms"]}
        return Answer("I will act now.", [(t.name.lower(), args)])
    if adapter in ("qwen", "qwen2.5"):
        def pt(x: float, y: float) -> list[float]:
            return list(_px((x, y), image)) if adapter == "qwen2.5" else [round(x), round(y)]

        a: dict[str, Any]
        if t is A.ActionType.CLICK:
            a = {"action": "click", "coordinate": pt(d["x"], d["y"])}
        elif t is A.ActionType.LONG_PRESS:
            a = {"action": "long_press", "coordinate": pt(d["x"], d["y"]), "time": d["duration_ms"] / 1000}
        elif t in (A.ActionType.SWIPE, A.ActionType.DRAG):
            a = {"action": "swipe", "coordinate": pt(d["x"], d["y"]), "coordinate2": pt(d["x2"], d["y2"])}
        elif t is A.ActionType.TYPE:
            a = {"action": "type", "text": d["text"]}
        elif t is A.ActionType.ANSWER:
            a = {"action": "answer", "text": d["text"]}
        elif t in (A.ActionType.BACK, A.ActionType.HOME, A.ActionType.ENTER, A.ActionType.RECENT):
            a = {"action": "system_button", "button": {"BACK": "Back", "HOME": "Home", "ENTER": "Enter", "RECENT": "Menu"}[t.name]}
        elif t is A.ActionType.AWAKE:
            a = {"action": "open", "text": labels[d["app"]]}
        elif t is A.ActionType.WAIT:
            a = {"action": "wait", "time": d["duration_ms"] / 1000}
        elif t in (A.ActionType.COMPLETE, A.ActionType.ABORT):
            a = {"action": "terminate", "status": "success" if t is A.ActionType.COMPLETE else "failure"}
        else:
            raise ValueError(f"Qwen's mobile_use has no {t.name}")
        return Answer("I should act.\n<tool_call>\n" + json.dumps({"name": "mobile_use", "arguments": a}) + "\n</tool_call>")
    if adapter == "ui_tars":
        def box(x: float, y: float) -> str:
            px = _px((x, y), image)
            return f"'<|box_start|>({px[0]},{px[1]})<|box_end|>'"

        def quote(text: str) -> str:
            return "'" + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'"

        if t is A.ActionType.CLICK:
            call = f"click(start_box={box(d['x'], d['y'])})"
        elif t is A.ActionType.LONG_PRESS:
            call = f"long_press(start_box={box(d['x'], d['y'])})"
        elif t in (A.ActionType.DRAG, A.ActionType.SWIPE):
            call = f"drag(start_box={box(d['x'], d['y'])}, end_box={box(d['x2'], d['y2'])})"
        elif t is A.ActionType.TYPE:
            call = f"type(content={quote(d['text'])})"
        elif t is A.ActionType.ENTER:
            call = "type(content='\\n')"
        elif t is A.ActionType.AWAKE:
            call = f"open_app(app_name={quote(labels[d['app']])})"
        elif t is A.ActionType.BACK:
            call = "press_back()"
        elif t is A.ActionType.HOME:
            call = "press_home()"
        elif t is A.ActionType.WAIT:
            call = "wait()"
        elif t is A.ActionType.COMPLETE:
            call = "finished(content='')"
        else:
            raise ValueError(f"UI-TARS's mobile grammar has no {t.name}")
        return Answer(f"Thought: I can see the screen; next I act on it.\nAction: {call}")
    if adapter == "gui_owl":
        qwen = encode("qwen", action, image, app_ids, labels)
        return Answer("Action: do the next step of the plan.\n" + qwen.content.split("\n", 1)[1])
    if adapter == "json_answer":
        return Answer("<think>The next step of the plan.</think>\n<answer>" + json.dumps(_json_action(act, labels), ensure_ascii=False) + "</answer>")
    if adapter == "autoglm":
        return Answer(f"<think>按计划进行下一步。</think><answer>{_autoglm(act, labels)}</answer>")
    if adapter == "ui_venus":
        return Answer(f"<think>按计划进行下一步。</think>\n<action>{_venus(act, labels)}</action>\n<conclusion>执行了计划中的下一步。</conclusion>")
    if adapter == "step_gui":
        return Answer(f"<THINK> 按计划进行下一步。 </THINK>\nexplain:下一步\t{_step_gui(act, labels)}\tsummary:已完成计划中的前几步")
    raise ValueError(f"unknown adapter {adapter!r}")


def _json_action(act: A.Action, labels: dict[str, str]) -> dict[str, Any]:
    d = act.to_dict()
    out: dict[str, Any] = {"action": act.type.name.lower()}
    if "x" in d:
        out["point"] = [d["x"], d["y"]]
    if "x2" in d:
        out["point2"] = [d["x2"], d["y2"]]
    if act.type is A.ActionType.TYPE:
        out |= {"text": d["text"], "clear": d["clear"]}
    elif act.type in (A.ActionType.ANSWER, A.ActionType.INFO):
        out["text"] = d["text"]
    elif act.type is A.ActionType.AWAKE:
        out["app"] = labels[d["app"]]
    elif act.type is A.ActionType.WAIT:
        out["duration"] = d["duration_ms"]
    return out


def _zh(app: str) -> str:
    """The app's usual Chinese name, as a model trained on Chinese phones writes it."""
    return CHINESE_NAMES[app][0]


def _autoglm(act: A.Action, labels: dict[str, str]) -> str:
    T, d = A.ActionType, act.to_dict()
    if act.type in (T.CLICK, T.DOUBLE_TAP, T.LONG_PRESS):
        return f'do(action="{ {T.CLICK: "Tap", T.DOUBLE_TAP: "Double Tap", T.LONG_PRESS: "Long Press"}[act.type] }", element={list(_int((d["x"], d["y"])))})'
    if act.type in (T.SWIPE, T.DRAG):
        return f'do(action="Swipe", start={list(_int((d["x"], d["y"])))}, end={list(_int((d["x2"], d["y2"])))})'
    if act.type is T.TYPE:
        return f'do(action="Type", text={json.dumps(d["text"], ensure_ascii=False)})'
    if act.type is T.AWAKE:
        return f'do(action="Launch", app="{_zh(d["app"])}")'
    if act.type in (T.BACK, T.HOME):
        return f'do(action="{act.type.name.title()}")'
    if act.type is T.WAIT:
        return f'do(action="Wait", duration="{d["duration_ms"] / 1000:g} seconds")'
    if act.type is T.COMPLETE:
        return 'finish(message="任务已完成")'
    raise ValueError(f"AutoGLM has no {act.type.name} (but finish)")


def _venus(act: A.Action, labels: dict[str, str]) -> str:
    T, d = A.ActionType, act.to_dict()
    if act.type in (T.CLICK, T.LONG_PRESS):
        return f'{"Click" if act.type is T.CLICK else "LongPress"}(box={_int((d["x"], d["y"]))})'.replace(" ", "")
    if act.type in (T.SWIPE, T.DRAG):
        return f'{"Scroll" if act.type is T.SWIPE else "Drag"}(start={_int((d["x"], d["y"]))}, end={_int((d["x2"], d["y2"]))})'
    if act.type is T.TYPE:
        return f"Type(content={d['text']!r})"
    if act.type is T.AWAKE:
        return f"Launch(app='{_zh(d['app'])}')"
    if act.type is T.ANSWER:
        return f"CallUser(content={d['text']!r})"
    keys = {T.BACK: "PressBack()", T.HOME: "PressHome()", T.ENTER: "PressEnter()", T.RECENT: "PressRecent()", T.WAIT: "Wait()", T.COMPLETE: "Finished(content='')"}
    if act.type in keys:
        return keys[act.type]
    raise ValueError(f"UI-Venus has no {act.type.name}")


def _step_gui(act: A.Action, labels: dict[str, str]) -> str:
    T, d = A.ActionType, act.to_dict()

    def pt(x: float, y: float) -> str:
        px, py = _int((x, y))
        return f"{px},{py}"

    if act.type is T.CLICK:
        return f"action:CLICK\tpoint:{pt(d['x'], d['y'])}"
    if act.type is T.LONG_PRESS:
        return f"action:LONGPRESS\tpoint:{pt(d['x'], d['y'])}"
    if act.type in (T.SWIPE, T.DRAG):
        return f"action:SLIDE\tpoint1:{pt(d['x'], d['y'])}\tpoint2:{pt(d['x2'], d['y2'])}"
    if act.type is T.TYPE:
        return f"action:TYPE\tvalue:{d['text']}"
    if act.type is T.AWAKE:
        return f"action:AWAKE\tvalue:{_zh(d['app'])}"
    if act.type is T.WAIT:
        return f"action:WAIT\tvalue:{d['duration_ms'] / 1000:g}"
    if act.type is T.COMPLETE:
        return "action:COMPLETE\treturn:"
    raise ValueError(f"Step-GUI has no {act.type.name}")


class OracleScript:
    """Answers with the reference solution, one action per request, in ``adapter``'s format.

    ``jobs`` are the run's episodes (``runner.make_jobs``): a request is matched to its episode
    by the instruction in its prompt; the episode is replayed on a twin phone (same template,
    same seed: the same state), where the oracle locates its targets and plays each action
    before it is sent. One episode at a time (run with concurrency 1)."""

    def __init__(self, adapter: str, jobs: list[Job]) -> None:
        self.adapter = adapter
        self.by_instruction: dict[str, Job] = {}
        for job in jobs:
            rng, _ = seeding.np_random(job.seed)
            self.by_instruction[instantiate(job.task, int(rng.integers(2**31 - 1))).instruction] = job
        self.twin = TaskEnv(split="all")
        self.current: str | None = None
        self.lock = threading.Lock()

    def __call__(self, request: dict[str, Any]) -> Answer:
        with self.lock:
            instruction = instruction_of(request)
            if instruction != self.current:
                job = self.by_instruction[instruction]
                obs, info = self.twin.reset(seed=job.seed, options={"task_id": job.task.spec.id})
                assert info["instruction"] == instruction
                self.oracle = OracleAgent()
                self.oracle.reset(self.twin, obs, info)
                self.obs, self.info, self.current = obs, info, instruction
            action = self.oracle.act(self.obs, self.info)
            answer = encode(self.adapter, action, image_size(request), self.twin.app_ids, self.twin.app_labels)
            self.obs, _, _, _, self.info = self.twin.step(action)
            return answer

    def close(self) -> None:
        self.twin.close()
