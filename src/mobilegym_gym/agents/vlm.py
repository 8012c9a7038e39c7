"""A VLM agent over any OpenAI-compatible chat-completions endpoint (vLLM, SGLang, OpenAI,
DashScope, OpenRouter...), through the ``openai`` client (``pip install mobilegym-gym[agents]``).

    >>> factory = VLMAgentFactory(ModelConfig(model="Qwen/Qwen3-VL-8B-Instruct", base_url="http://localhost:8000/v1", adapter="qwen"))
    >>> agent = factory()                      # one per episode; all share one HTTP client
    >>> await agent.areset(env, obs, info); action = await agent.aact(obs, info)

Async, so one model call never holds up the other phones of a run. Each step sends the prompt of
``agents.prompt`` in the adapter's format and parses the reply (``agents.adapters``).

Errors are counted where they belong. A call that may succeed if tried again (a connection
error, a time-out, 408, 409, 429, 5xx, or a reply the client cannot read: a body that is not a
chat completion, no choices, a ``null`` message) is retried ``max_retries`` times with
exponential backoff, each attempt bounded by ``timeout_s``; if it still fails, or the endpoint
refuses the request itself (400 and other 4xx: not retried), ``ModelCallError`` is raised: an
infrastructure error of that episode, never the agent's failure. 401, 403 and 404 say that no
call of the run can succeed (a wrong key, model or URL): ``ModelEndpointError``, which ends the
run. Both messages say how many attempts were made. A reply without a playable action raises
``ResponseFormatError`` (a format error, the agent's failure), after feeding the error back
``format_retries`` times. ``step_record()`` reports the last step: ``raw``, ``parsed``,
``latency_s``, ``usage``, ``format_error``, ``retries``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import time
from dataclasses import dataclass, fields
from typing import Any

import numpy as np

from .. import actions as A
from ..errors import MobileGymError
from ..tasks.env import TaskEnv
from .adapters import Adapter, Reply, ResponseFormatError, make_adapter
from .prompt import Turn, build_messages, encode_image, retry_messages, system_prompt

try:
    import openai
    from openai.types.chat import ChatCompletion
except ImportError:  # pragma: no cover - the optional extra is missing
    openai = None  # type: ignore[assignment]


class ModelCallError(MobileGymError):
    """The model endpoint gave no usable reply to one call, after its retries: an infrastructure
    error of that episode (excluded from the metrics, played again by ``--resume``)."""


class ModelEndpointError(MobileGymError):
    """The endpoint refuses the run itself (401, 403, 404: a wrong key, model or URL), so no
    later call can succeed: the run stops instead of recording every episode as an error."""


#: HTTP statuses that say the whole run is misconfigured (see ``ModelEndpointError``).
FATAL_STATUS = {401: "the API key was refused", 403: "the API key may not use this model", 404: "no such model or URL"}
#: HTTP statuses worth trying again (besides 5xx): time-out, conflict, rate limit.
RETRIED_STATUS = (408, 409, 429)
#: Backoff before retry n (1, 2, ...): ``BACKOFF_S * 2**(n-1)`` up to ``MAX_BACKOFF_S``, with
#: jitter; a ``Retry-After`` header of at most ``MAX_RETRY_AFTER_S`` is obeyed instead.
BACKOFF_S, MAX_BACKOFF_S, MAX_RETRY_AFTER_S = 0.5, 8.0, 60.0
#: ``ModelConfig`` fields that change how a call is made, not what the model sees or how it
#: samples: they may differ when a run is resumed (see ``ModelConfig.protocol``).
TRANSPORT = ("base_url", "api_key_env", "timeout_s", "max_retries")


class UnreadableReply(Exception):
    """The endpoint answered, but not with a chat completion the agent can read."""


@dataclass(frozen=True)
class ModelConfig:
    """How to call the model; the defaults are the paper's protocol.

    ``image_width``: the screenshot is sent this wide (height by the phone's 9:20 aspect; the
    pixel-coordinate families round both to multiples of 28). ``history_images``: how many
    earlier screenshots go with the current one. ``api_key_env``: the environment variable
    holding the key (a local server needs none: unset, "EMPTY" is sent). Every field but the
    ``TRANSPORT`` ones is part of the run's protocol (``protocol()``).
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

    def protocol(self) -> dict[str, Any]:
        """Every option that changes what the model sees or how it samples (all fields but the
        ``TRANSPORT`` ones), and ``prompt``: a digest of the instructions the adapter sends
        (system prompt and tools), which a new version of the package may word differently.
        A run is one protocol: ``--resume`` refuses another."""
        options = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in TRANSPORT}
        return options | {"prompt": prompt_digest(self.adapter, self.image_width)}


def prompt_digest(adapter: str, image_width: int = 540) -> str:
    """A short digest of what ``adapter`` tells the model before any task (the app list aside),
    for screenshots ``image_width`` wide (the phone's 9:20 aspect; a pixel family's prompt
    names the resolution)."""
    made = make_adapter(adapter)
    text = system_prompt(made, ["<app>"], made.image_size(image_width, round(image_width * 20 / 9))) + json.dumps(made.tools(), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _read_reply(response: object) -> Reply:
    """The reply in a response, or ``UnreadableReply`` saying what is wrong with the response."""
    if not isinstance(response, ChatCompletion):
        raise UnreadableReply(f"the body is not a chat completion: {str(response)[:200]!r}")
    choices = getattr(response, "choices", None)
    if not isinstance(choices, list) or not choices:
        raise UnreadableReply(f"a reply without choices: {str(response)[:200]}")
    message = getattr(choices[0], "message", None)
    if message is None:
        raise UnreadableReply("a reply whose message is null")
    content = getattr(message, "content", None)
    if content is not None and not isinstance(content, str):
        raise UnreadableReply(f"a message whose content is not text: {str(content)[:200]!r}")
    tool_calls = getattr(message, "tool_calls", None) or []
    if not isinstance(tool_calls, list):
        raise UnreadableReply(f"a message whose tool_calls are not a list: {str(tool_calls)[:200]!r}")
    calls = [(t.function.name, t.function.arguments) for t in tool_calls if getattr(t, "function", None)]
    return Reply(content or "", calls)


def _retry_after(err: openai.APIStatusError) -> float | None:
    """The seconds a ``Retry-After`` header asks for, if it is a number within reason."""
    try:
        seconds = float(err.response.headers.get("retry-after", ""))
    except ValueError:
        return None
    return seconds if 0 <= seconds <= MAX_RETRY_AFTER_S else None


def _said(err: openai.APIStatusError) -> str:
    """What the endpoint said with an error status: its ``error.message``, else the body."""
    body = err.body.get("error", err.body) if isinstance(err.body, dict) else err.body
    said = body.get("message") if isinstance(body, dict) else None
    return str(said if said is not None else err.message)[:500]


def _backoff(retry: int, asked: float | None) -> float:
    if asked is not None:
        return asked
    return min(MAX_BACKOFF_S, BACKOFF_S * 2 ** (retry - 1)) * random.uniform(0.75, 1.0)


def _attempts(n: int) -> str:
    return f"{n} attempt" + ("s" if n != 1 else "")


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
        # The agent retries itself (``VLMAgent._call``): unreadable replies too, and it knows how
        # many attempts were made.
        self.client = openai.AsyncOpenAI(base_url=config.base_url, api_key=key or "EMPTY", timeout=config.timeout_s, max_retries=0)

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
        """One model call with the retries of the module docstring: the reply, the seconds all
        attempts took, the token usage of the one answered."""
        c = self.config
        body: dict[str, Any] = {"model": c.model, "messages": messages, "temperature": c.temperature, "top_p": c.top_p, "max_tokens": c.max_tokens}
        if (tools := self.adapter.tools()) is not None:
            body["tools"] = tools
        t0 = time.perf_counter()
        attempts = c.max_retries + 1
        for attempt in range(1, attempts + 1):
            asked: float | None = None
            try:
                # The client's own POST, with its time-out and typed reply: ``chat.completions.create``
                # would first walk the whole request (screenshots included) against its parameter types,
                # a quarter of this process's CPU a step with 32 phones; our messages are plain JSON already.
                response = await self.client.post("/chat/completions", body=body, cast_to=ChatCompletion)
                return _read_reply(response), time.perf_counter() - t0, _usage(response)
            except openai.APIStatusError as err:
                status = err.status_code
                if status in FATAL_STATUS:
                    raise ModelEndpointError(f"model endpoint {c.base_url} answered {status} ({FATAL_STATUS[status]}) for model {c.model!r} after {_attempts(attempt)}: {_said(err)}; check --model, --base-url and --api-key-env") from None
                if status not in RETRIED_STATUS and status < 500:
                    raise ModelCallError(f"model endpoint {c.base_url} refused the request with {status} after {_attempts(attempt)} (a {status} is not retried): {_said(err)}") from None
                failure, asked = f"HTTP {status}: {_said(err)}", _retry_after(err)
            except openai.APITimeoutError:
                failure = f"no answer within {c.timeout_s:g} s"
            except openai.APIConnectionError as err:
                failure = f"connection failed: {err}"
            except (openai.APIResponseValidationError, ValueError, UnreadableReply) as err:  # ValueError: bad JSON, bad UTF-8
                failure = f"an unreadable reply: {type(err).__name__}: {err}"
            if attempt < attempts:
                await asyncio.sleep(_backoff(attempt, asked))
        raise ModelCallError(f"model call to {c.base_url} failed after {_attempts(attempts)}: {failure}")

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
