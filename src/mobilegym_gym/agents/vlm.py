"""A VLM agent over any OpenAI-compatible chat-completions endpoint (vLLM, SGLang, OpenAI,
DashScope, OpenRouter...), through the ``openai`` client (``pip install mobilegym-gym[agents]``).

    >>> factory = VLMAgentFactory(ModelConfig(model="Qwen/Qwen3-VL-8B-Instruct", base_url="http://localhost:8000/v1", adapter="qwen"))
    >>> agent = factory()                      # one per episode; all share one HTTP client
    >>> await agent.areset(env, obs, info); action = await agent.aact(obs, info)

Async, so one model call never holds up the other phones of a run. Each step sends the prompt of
``agents.prompt`` in the adapter's format and parses the reply (``agents.adapters``). The
client retries a failed call (connection error, time-out, 429, 5xx) with exponential backoff,
``max_retries`` times, each call bounded by ``timeout_s``; a call that still fails raises
``ModelCallError``: an infrastructure error, never the agent's failure. A reply without a
playable action raises ``ResponseFormatError`` (a format error, the agent's failure), after
feeding the error back ``format_retries`` times. ``step_record()`` reports the last step:
``raw``, ``parsed``, ``latency_s``, ``usage``, ``format_error``, ``retries``.
"""

from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from .. import actions as A
from ..errors import MobileGymError
from ..tasks.env import TaskEnv
from .adapters import Adapter, Reply, ResponseFormatError, make_adapter
from .prompt import Turn, build_messages, encode_image, retry_messages

try:
    import openai
    from openai.types.chat import ChatCompletion
except ImportError:  # pragma: no cover - the optional extra is missing
    openai = None  # type: ignore[assignment]


class ModelCallError(MobileGymError):
    """The model endpoint did not answer after the client's retries: an infrastructure error."""


@dataclass(frozen=True)
class ModelConfig:
    """How to call the model; the defaults are the paper's protocol.

    ``image_width``: the screenshot is sent this wide (height by the phone's 9:20 aspect; the
    pixel-coordinate families round both to multiples of 28). ``history_images``: how many
    earlier screenshots go with the current one. ``api_key_env``: the environment variable
    holding the key (a local server needs none: unset, "EMPTY" is sent).
    """

    model: str
    base_url: str
    adapter: str = "generic"
    api_key_env: str = "OPENAI_API_KEY"
    temperature: float = 0.1
    top_p: float = 0.95
    max_tokens: int = 4096
    timeout_s: float = 300.0
    max_retries: int = 3
    format_retries: int = 0
    image_width: int = 540
    history_images: int = 0

    def __post_init__(self) -> None:
        make_adapter(self.adapter)  # a clear error for an unknown adapter, before any call
        for name in ("max_retries", "format_retries", "history_images"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must be >= 0; got {getattr(self, name)}")
        if self.image_width < 28 or self.timeout_s <= 0:
            raise ValueError(f"image_width must be >= 28 and timeout_s > 0; got {self.image_width}, {self.timeout_s}")


def _usage(response: Any) -> dict[str, int] | None:
    usage = getattr(response, "usage", None)
    if usage is None:
        return None
    return {k: int(getattr(usage, k, 0) or 0) for k in ("prompt_tokens", "completion_tokens", "total_tokens")}


def _add_usage(total: dict[str, int] | None, more: dict[str, int] | None) -> dict[str, int] | None:
    if more is None:
        return total
    return more if total is None else {k: total[k] + more[k] for k in total}


class VLMAgentFactory:
    """Makes one ``VLMAgent`` per episode; they share one async client (one connection pool)."""

    encoded_screens = True  # see VLMAgent

    def __init__(self, config: ModelConfig) -> None:
        if openai is None:
            raise ImportError("the openai agent needs the openai client: pip install 'mobilegym-gym[agents]'")
        explicit = config.api_key_env != ModelConfig.api_key_env
        key = os.environ.get(config.api_key_env)
        if key is None and explicit:
            raise ValueError(f"environment variable {config.api_key_env} (--api-key-env) is not set: export it with the endpoint's API key")
        self.config = config
        self.client = openai.AsyncOpenAI(base_url=config.base_url, api_key=key or "EMPTY", timeout=config.timeout_s, max_retries=config.max_retries)

    def __call__(self) -> VLMAgent:
        return VLMAgent(self.config, self.client)


class VLMAgent:
    """One episode's agent: ``areset`` then ``aact`` per step (see the module docstring)."""

    #: Sends the browser's JPEG as it is when the model takes the capture size (the default),
    #: so a step's screen is decoded only to resize it for a model that wants another size.
    encoded_screens = True

    def __init__(self, config: ModelConfig, client: Any) -> None:
        self.config, self.client = config, client
        self.adapter: Adapter = make_adapter(config.adapter)
        self._record: dict[str, Any] = {}

    async def areset(self, env: TaskEnv, obs: np.ndarray, info: dict[str, Any]) -> None:
        self.app_ids, self.app_labels = env.app_ids, env.app_labels
        self.apps = [self.app_labels[a] for a in self.app_ids]
        height, width = obs.shape[:2]
        self.size = self.adapter.image_size(self.config.image_width, round(self.config.image_width * height / width))
        self._env = env
        self.history: list[Turn] = []
        self._pending: list[A.Action] = []

    def step_record(self) -> dict[str, Any]:
        return dict(self._record)

    async def _image(self, obs: np.ndarray) -> str:
        """The screenshot as sent, encoded in a worker thread (Pillow releases the GIL there),
        so the event loop keeps serving the other phones' calls."""
        return await asyncio.to_thread(encode_image, obs, self.size, encoded=self._env.encoded_observation())

    async def _call(self, messages: list[dict[str, Any]]) -> tuple[Reply, float, dict[str, int] | None]:
        c = self.config
        body: dict[str, Any] = {"model": c.model, "messages": messages, "temperature": c.temperature, "top_p": c.top_p, "max_tokens": c.max_tokens}
        if (tools := self.adapter.tools()) is not None:
            body["tools"] = tools
        t0 = time.perf_counter()
        try:
            # The client's own POST, with its retries, time-out and typed reply: ``chat.completions.create``
            # would first walk the whole request (screenshots included) against its parameter types,
            # a quarter of this process's CPU a step with 32 phones; our messages are plain JSON already.
            response = await self.client.post("/chat/completions", body=body, cast_to=ChatCompletion)
        except openai.APIError as err:
            raise ModelCallError(f"model call to {c.base_url} failed after {c.max_retries} retries: {type(err).__name__}: {err}") from None
        latency = time.perf_counter() - t0
        if not getattr(response, "choices", None):
            raise ModelCallError(f"model endpoint {c.base_url} answered without choices: {str(response)[:200]}")
        message = response.choices[0].message
        calls = [(t.function.name, t.function.arguments) for t in (message.tool_calls or []) if getattr(t, "function", None)]
        return Reply(message.content or "", calls), latency, _usage(response)

    async def aact(self, obs: np.ndarray, info: dict[str, Any]) -> A.Action:
        if self._pending:  # the rest of a reply that meant several actions (UI-TARS type + enter)
            action = self._pending.pop(0)
            self._record = {"raw": None, "parsed": str(action), "latency_s": 0.0, "usage": None, "retries": 0, "from_previous_reply": True}
            return action
        image = await self._image(obs)
        messages = build_messages(self.adapter, self.apps, str(info.get("instruction", "")), self.history, image, self.config.history_images, self.size)
        latency, usage, raws = 0.0, None, []
        for attempt in range(self.config.format_retries + 1):
            reply, took, used = await self._call(messages)
            latency, usage = latency + took, _add_usage(usage, used)
            raws.append(reply.text if not reply.tool_calls else reply.text + "".join(f"\n[tool call] {n}({a})" for n, a in reply.tool_calls))
            try:
                actions = [A.validate_action(a, self.app_ids, self.app_labels) for a in self.adapter.parse(reply, self.size)]
                break
            except A.InvalidActionError as err:
                error = str(err)
                self._record = {"raw": raws[-1], "parsed": None, "latency_s": round(latency, 3), "usage": usage, "format_error": error, "retries": attempt}
                if attempt == self.config.format_retries:
                    raise ResponseFormatError(error) from None
                messages = retry_messages(messages, reply.text, error)
        self._record = {"raw": raws[-1], "parsed": str(actions[0]), "latency_s": round(latency, 3), "usage": usage, "retries": len(raws) - 1}
        if len(raws) > 1:
            self._record["rejected"] = raws[:-1]
        self._pending = actions[1:]
        self.history.append(Turn(self.adapter.recall(reply, actions), image))  # the family's own words, once per reply
        return actions[0]
