"""verl: MobileGym episodes as a verl agent loop (``AgentLoopBase``), for GRPO on a VLM policy.

verl's ``AgentLoopWorker`` calls ``run`` once per sample of a batch (``rollout.n`` samples per
dataset row make a GRPO group); ``run`` plays one episode of the row's template at the row's
seed (``extra_info.task_id`` and ``extra_info.seed``, as ``write_dataset`` writes them) and
returns the episode as the one token sequence verl trains on. Registered from verl's agent-loop
YAML (``actor_rollout_ref.rollout.agent.agent_loop_config_path``, see ``AGENT_LOOP_YAML`` and
docs/training.md)::

    - name: mobilegym
      _target_: mobilegym_gym.train.verl.MobileGymAgentLoop
      adapter: qwen        # the model family's prompt and parsing (agents.adapters)
      phones: 8           # phones this worker keeps open (episodes beyond wait for one)

The episode is played by ``rollouts.rollout_group`` (k=1) with a policy that tokenises through
verl (the loop's continuous-token builder: the model's own chat template and processor) and
generates through ``server_manager.generate``, so each step is built by ``VLMAgent``: the
agents' prompt in the adapter's format out, the adapter's parsing in, the same format and
infrastructure errors as ``mobilegym bench`` and ``rollout_group``.

verl learns from one growing token sequence per episode, so the episode is played as one
conversation: after each reply (its tokens as generated, response mask 1) comes the next step's
user message (the task, the earlier actions in the family's form, the new screenshot: response
mask 0), and the model generates each reply from everything before it, so the sequence trained
on is the one sampled. For a family whose harness feeds earlier replies back as chat turns
(``history == "chat"``) this is exactly the benchmark's prompt; for a ``listed`` family
(``qwen``) the step's user message is the benchmark's, after the earlier turns.

The reward is the judge's terminal reward (``TaskEnv``'s ``info["outcome"]["reward"]``). An
infrastructure error (the page failed, the server gave no tokens, the turns outgrew
``rollout.response_length``) is not a reward: its response mask is all 0, so none of its tokens
enter the loss, its ``extra_fields`` say ``mobilegym_trainable=False`` and name the error, and
its ``reward_score`` is 0.0 only because verl's batch needs a number for every sample. verl
0.9.1's GRPO (``grpo``) has no per-sample mask and would count that placeholder in its group's
mean and spread; ``masked_grpo_advantage`` (``algorithm.adv_estimator=mobilegym_grpo``) leaves
it out.
"""

from __future__ import annotations

import asyncio
import base64
import threading
from io import BytesIO
from typing import Any
from uuid import uuid4

import torch
from PIL import Image
from verl.experimental.agent_loop.agent_loop import AgentLoopBase, AgentLoopOutput
from verl.trainer.ppo.core_algos import register_adv_est

from ..agents.adapters import make_adapter
from ..pool import EnvPool
from ..rollouts import EpisodeResult, Messages, group_advantages, rollout_group
from ..tasks.loader import default_tasks

#: The agent-loop YAML that registers this loop with verl (the file verl's
#: ``agent_loop_config_path`` names; docs/training.md has it too).
AGENT_LOOP_YAML = """\
- name: mobilegym
  _target_: mobilegym_gym.train.verl.MobileGymAgentLoop
  adapter: qwen
  phones: 8
"""

_pools: dict[tuple[int, tuple[int, int], int | None], EnvPool] = {}
_pools_lock = threading.Lock()


def worker_pool(phones: int, capture_size: tuple[int, int], max_steps: int | None) -> EnvPool:
    """The phones of this process (a verl ``AgentLoopWorker`` is one Ray actor): made on first
    use, kept open for every later episode, so no episode pays for a browser page."""
    key = (phones, capture_size, max_steps)
    with _pools_lock:
        pool = _pools.get(key)
        if pool is None or pool.closed:
            pool = _pools[key] = EnvPool(None, size=phones, split="all", max_episode_steps=max_steps, capture_size=capture_size)
        return pool


def close_worker_pools() -> None:
    """Close this process's phones (a worker's pools otherwise live as long as the process)."""
    with _pools_lock:
        for pool in _pools.values():
            pool.close()
        _pools.clear()


#: The advantage estimator that masks infrastructure errors (``algorithm.adv_estimator``).
MASKED_GRPO = "mobilegym_grpo"


def masked_grpo_advantage(token_level_rewards: torch.Tensor, response_mask: torch.Tensor, index: Any, config: Any = None, **kwargs: Any) -> tuple[torch.Tensor, torch.Tensor]:
    """GRPO's outcome advantage over the episodes that were measured (``rollouts.group_advantages``,
    the formula of docs/training.md): a sample whose response mask is all 0 (an infrastructure
    error) gets 0 and does not count in its group's mean and spread. verl calls it in its
    trainer's process, where ``actor_rollout_ref.model.external_lib=mobilegym_gym.train.verl``
    imports this module (verl's own GRPO, ``grpo``, counts the placeholder 0.0)."""
    scores = token_level_rewards.sum(dim=-1)
    measured = response_mask.sum(dim=-1) > 0
    groups: dict[Any, list[int]] = {}
    for i, uid in enumerate(index):
        groups.setdefault(uid, []).append(i)
    advantages = torch.zeros_like(scores)
    for members in groups.values():
        for i, advantage in zip(members, group_advantages([float(scores[i]) if measured[i] else None for i in members])):
            advantages[i] = 0.0 if advantage is None else advantage
    per_token = advantages.unsqueeze(-1) * response_mask
    return per_token, per_token


register_adv_est(MASKED_GRPO)(masked_grpo_advantage)


class EpisodeBudgetError(RuntimeError):
    """The episode's turns filled ``rollout.response_length`` before it ended."""


def episode_of(extra_info: Any) -> tuple[str, int]:
    """The template id and seed of a dataset row (its ``extra_info``, as ``write_dataset`` writes)."""
    if not isinstance(extra_info, dict) or "task_id" not in extra_info or "seed" not in extra_info:
        raise ValueError(f"a MobileGym row needs extra_info with task_id and seed (write the dataset with mobilegym_gym.train.verl.write_dataset); got {extra_info!r}")
    task_id, seed = str(extra_info["task_id"]), extra_info["seed"]
    if task_id not in default_tasks().tasks:
        raise ValueError(f"unknown task id {task_id!r} in the dataset row; see `mobilegym list`")
    return task_id, int(seed)


def _image(url: str) -> Image.Image:
    """A PIL image from the prompt's data URL (what the processor takes)."""
    head, _, data = url.partition(",")
    if not head.startswith("data:image/") or not head.endswith(";base64"):
        raise ValueError(f"expected a base64 image data URL in the prompt; got {head[:40]!r}")
    return Image.open(BytesIO(base64.b64decode(data))).convert("RGB")


def verl_messages(messages: Messages) -> tuple[Messages, list[Image.Image]]:
    """Our chat messages in the form verl's processor renders (an ``image`` block holding the
    picture where ours hold a data URL), and the pictures in order."""
    out: Messages = []
    images: list[Image.Image] = []
    for message in messages:
        content = message["content"]
        if isinstance(content, list):
            blocks = []
            for block in content:
                if block.get("type") == "image_url":
                    images.append(_image(block["image_url"]["url"]))
                    blocks.append({"type": "image", "image": images[-1]})
                else:
                    blocks.append(block)
            content = blocks
        out.append({**message, "content": content})
    return out, images


class _TokenPolicy:
    """The episode's policy (``rollout_group``'s callable): tokenises each step's messages into
    the episode's one sequence through the loop's continuous-token builder and asks verl's
    server for the reply's tokens. Keeps what ``AgentLoopOutput`` is made of."""

    def __init__(self, loop: MobileGymAgentLoop, sampling_params: dict[str, Any]) -> None:
        self.loop, self.sampling_params = loop, sampling_params
        self.request_id = uuid4().hex  # one sticky session: the server reuses the episode's prefix
        self.conversation: Messages = []
        self.images: list[Image.Image] = []
        self.token_ids: list[int] = []
        self.response_mask: list[int] = []
        self.logprobs: list[float] | None = None
        self.prompt_length = 0
        self.turns = 0

    async def __call__(self, messages: Messages) -> str:
        loop = self.loop
        if not self.conversation:
            self.conversation, self.images = verl_messages(messages)
            loop.require_vision(self.images)
            self.token_ids = await loop.ct_build_initial_tokens(self.conversation, images=self.images or None)
            self.prompt_length = len(self.token_ids)
        else:  # the step's new user message after the reply: environment tokens (mask 0)
            new, images = verl_messages(messages[-1:])
            loop.require_vision(images)
            updated = [*self.conversation, *new]
            merged, self.response_mask, self.logprobs = await loop.ct_merge_context_msg(self.conversation, updated, self.token_ids, self.response_mask, self.logprobs)
            self.token_ids, self.conversation = merged.token_ids, updated
            self.images += images
        if len(self.response_mask) >= loop.response_length:
            raise EpisodeBudgetError(f"the episode's turns filled rollout.response_length={loop.response_length} tokens after {self.turns} replies; raise it or lower the step budget (max_steps)")
        output = await loop.server_manager.generate(request_id=self.request_id, prompt_ids=self.token_ids, sampling_params=self.sampling_params, image_data=self.images or None)
        if self.turns == 0 and output.log_probs:
            self.logprobs = []
        merged, self.response_mask, self.logprobs = await loop.ct_merge_assistant_token(self.token_ids, output.token_ids, self.response_mask, self.logprobs, assistant_logprobs=output.log_probs or None)
        self.token_ids = merged.token_ids
        self.turns += 1
        text = loop.tokenizer.decode(output.token_ids, skip_special_tokens=True)
        self.conversation.append({"role": "assistant", "content": text})
        return str(text)

    def output(self, episode: EpisodeResult) -> AgentLoopOutput:
        """The episode as verl's output: the first prompt, then every later token (replies 1,
        the rest 0; all 0 for an infrastructure error), the screenshots, the judge's reward."""
        limit = self.loop.response_length
        mask = self.response_mask[:limit] if episode.trainable else [0] * len(self.response_mask[:limit])
        return AgentLoopOutput(
            prompt_ids=self.token_ids[: self.prompt_length],
            response_ids=self.token_ids[self.prompt_length :][:limit],
            response_mask=mask,
            response_logprobs=self.logprobs[:limit] if self.logprobs else None,
            multi_modal_data={"images": self.images} if self.images else {},
            reward_score=episode.reward if episode.trainable else 0.0,
            num_turns=2 * self.turns,
            metrics={},
            extra_fields={
                "mobilegym_trainable": episode.trainable,
                "mobilegym_status": episode.status,
                "mobilegym_error": episode.error,
                "mobilegym_outcome": episode.outcome,
                "mobilegym_actions": [s.action for s in episode.steps],
                "turn_scores": [],
                "tool_rewards": [],
            },
        )


class MobileGymAgentLoop(AgentLoopBase):  # type: ignore[misc]  # verl is an optional extra, untyped where it is missing
    """One MobileGym episode per ``run`` (the module docstring). The keys after ``_target_`` in
    the agent-loop YAML are the keyword arguments: ``adapter`` (the model family's format,
    ``agents.adapters``), ``phones`` (this worker's pool), ``max_steps`` (step budget; default
    each template's), ``capture_size`` (the screenshot's width and height)."""

    def __init__(self, *args: Any, adapter: str = "qwen", phones: int = 8, max_steps: int | None = None, capture_size: tuple[int, int] | list[int] = (540, 1200), **kwargs: Any) -> None:
        kwargs.pop("tools", None)  # verl's own tool list (ToolListWrap): the phone is our only tool
        super().__init__(*args, **kwargs)
        if isinstance(phones, bool) or not isinstance(phones, int) or phones < 1:
            raise ValueError(f"phones (the worker's pool) must be an int >= 1; got {phones!r}")
        self.adapter, self.phones, self.max_steps = adapter, phones, max_steps
        width, height = capture_size
        self.capture_size = (int(width), int(height))
        if make_adapter(adapter).tools() is not None:
            raise ValueError(f"adapter {adapter!r} reads the function calls an OpenAI endpoint parses out of the reply; verl's server gives tokens: use a family that writes its calls in the text (qwen, generic, ...)")
        self.response_length = int(self.rollout_config.response_length)

    def require_vision(self, images: list[Image.Image]) -> None:
        """verl's own refusal of screenshots for a text-only model (no processor), before any
        token of the step is built."""
        self._assert_mm_supported(bool(images))

    async def run(self, sampling_params: dict[str, Any], **kwargs: Any) -> AgentLoopOutput:
        task_id, seed = episode_of(kwargs.get("extra_info"))
        pool = await asyncio.to_thread(worker_pool, self.phones, self.capture_size, self.max_steps)
        policy = _TokenPolicy(self, sampling_params)
        group = await rollout_group(policy, task_id, seed, k=1, adapter=self.adapter, pool=pool, capture_size=self.capture_size)
        return policy.output(group.episodes[0])


def dataset_rows(split: str, seeds: range, *, agent_name: str = "mobilegym") -> list[dict[str, Any]]:
    """One verl dataset row per template of ``split`` and seed: ``extra_info`` says which episode
    the loop plays; ``prompt`` only names it (the loop builds the real prompt from the phone)."""
    from ..splits import in_split

    tasks = sorted(t for t, task in default_tasks().tasks.items() if in_split(task.spec, split))
    rows: list[dict[str, Any]] = []
    for seed in seeds:
        for task_id in tasks:
            rows.append({
                "data_source": "mobilegym",
                "agent_name": agent_name,
                "prompt": [{"role": "user", "content": f"MobileGym task {task_id}, seed {seed}"}],
                "reward_model": {"style": "rule", "ground_truth": ""},
                "extra_info": {"task_id": task_id, "seed": seed, "index": len(rows), "split": split},
            })
    return rows


def write_dataset(path: str, split: str, seeds: range, *, agent_name: str = "mobilegym") -> int:
    """Write ``dataset_rows`` as the parquet file verl's ``data.train_files`` / ``val_files``
    read; returns the number of rows."""
    import pyarrow
    import pyarrow.parquet

    rows = dataset_rows(split, seeds, agent_name=agent_name)
    pyarrow.parquet.write_table(pyarrow.Table.from_pylist(rows), path)
    return len(rows)
