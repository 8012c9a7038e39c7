"""GRPO with TRL's own ``GRPOTrainer`` on the phones: a ``rollout_func`` that plays our episodes.

    >>> dataset = grpo_dataset(["clock.ToggleAlarm"], seeds=range(8))
    >>> rollout = GroupRollout(dataset)
    >>> trainer = GRPOTrainer(model, reward_funcs=judge_reward, train_dataset=dataset,
    ...                       processing_class=processor, rollout_func=rollout, args=GRPOConfig(num_generations=4))
    >>> trainer.train(); rollout.close()

TRL's sampler hands ``rollout_func`` each dataset row ``num_generations`` times in a row; the
rollout plays each such run as one ``rollout_group`` (one start forked ``k = num_generations``
times), with the trainer's model as the policy: each step's messages (the agents' prompt in the
adapter's format, the screenshot) go through the trainer's processor and ``model.generate``, and
the reply goes back through the adapter's parsing, exactly as in ``mobilegym bench``.

What TRL trains on, per episode: the first step's prompt (the row's: the start screenshot is the
row's image, so TRL's forward pass sees the pixels the policy saw) and the model's first reply,
with the episode's terminal reward from the judge (``TaskEnv``'s outcome; ``judge_reward`` hands
it to TRL). TRL's ``rollout_func`` has no channel for the images of later steps (its forward pass
takes only the row's images), so later replies are played and judged but not in the loss.

An infrastructure error (a page that failed, a policy call that raised) has no reward:
``judge_reward`` returns None, which TRL counts as unscorable (out of the group's mean and spread,
advantage 0), and the sample's ``env_mask`` is all 0, so it is out of the loss too. It is never a
reward of 0.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from io import BytesIO
from typing import TYPE_CHECKING, Any

import numpy as np
from PIL import Image

from ..pool import EnvPool
from ..rollouts import GroupResult, Messages, episode_index, rollout_group
from ..splits import SPLITS, in_split
from ..tasks.loader import default_tasks

if TYPE_CHECKING:
    from datasets import Dataset

#: The dataset columns ``grpo_dataset`` writes besides TRL's ``prompt`` and ``images``.
ROW_COLUMNS = ("task_id", "seed", "adapter")


def _task_ids(tasks: str | Sequence[str]) -> list[str]:
    """A split's templates, or the given ids, each checked against the package's templates."""
    loaded = default_tasks().tasks
    if isinstance(tasks, str):
        if tasks not in SPLITS:
            raise ValueError(f"unknown split {tasks!r}; give one of {', '.join(SPLITS)} or a list of task ids")
        return sorted(t for t, task in loaded.items() if in_split(task.spec, tasks))
    ids = list(tasks)
    unknown = [t for t in ids if t not in loaded]
    if unknown:
        raise ValueError(f"unknown task id(s) {unknown}; see `mobilegym list` for the templates")
    return ids


def _decode_image(url: str) -> Image.Image:
    """The screenshot of an ``image_url`` part (a data URL, as the agents send it)."""
    head, _, data = url.partition(",")
    if not head.startswith("data:image/") or not head.endswith(";base64"):
        raise ValueError(f"expected a base64 data URL of an image; got {url[:40]!r}")
    return Image.open(BytesIO(base64.b64decode(data))).convert("RGB")


def trl_messages(messages: Messages) -> tuple[list[dict[str, Any]], list[Image.Image]]:
    """The agents' chat messages (OpenAI form, screenshots as data URLs) in TRL's conversational
    form: every content a list of blocks, each image an ``{"type": "image"}`` placeholder, and
    the images apart, in order (TRL's ``prompt`` and ``images`` columns)."""
    prompt: list[dict[str, Any]] = []
    images: list[Image.Image] = []
    for message in messages:
        content = message["content"]
        parts: list[dict[str, Any]] = [{"type": "text", "text": content}] if isinstance(content, str) else content
        blocks: list[dict[str, Any]] = []
        for part in parts:
            if part["type"] == "text":
                blocks.append({"type": "text", "text": part["text"]})
            elif part["type"] == "image_url":
                blocks.append({"type": "image"})
                images.append(_decode_image(part["image_url"]["url"]))
            else:
                raise ValueError(f"a message part of type {part['type']!r} has no TRL form (text and image_url only)")
        prompt.append({"role": message["role"], "content": blocks})
    return prompt, images


def _images_of(prompt: list[dict[str, Any]]) -> list[Image.Image]:
    """The images TRL put into a prompt's placeholders (``prepare_multimodal_messages``)."""
    return [block["image"] for m in prompt for block in m["content"] if isinstance(block, dict) and block.get("type") == "image"]


def start_key(prompt: list[dict[str, Any]], images: list[Image.Image]) -> str:
    """What identifies a row's start among the prompts TRL hands the rollout: its text and its
    images' pixels (TRL passes ``rollout_func`` the prompts only, not the other columns)."""
    digest = hashlib.sha256()
    texts = [[b.get("text") for b in m["content"] if b.get("type") == "text"] for m in prompt]
    digest.update(json.dumps([[m["role"] for m in prompt], texts]).encode())
    for image in images:
        rgb = np.asarray(image.convert("RGB"))
        digest.update(repr(rgb.shape).encode() + rgb.tobytes())
    return digest.hexdigest()


def grpo_dataset(tasks: str | Sequence[str], seeds: Iterable[int], *, adapter: str = "generic") -> Dataset:
    """TRL's dataset rows for ``tasks`` (a split name such as ``"train"``, or task ids) at each of
    ``seeds``: ``prompt`` and ``images`` are the first step's messages and screenshot exactly as
    the agent sends them with ``adapter``'s format; ``task_id``, ``seed`` and ``adapter`` say
    which start the row is. Each start is played once to read them (on one phone)."""
    from datasets import Dataset

    ids, seed_list = _task_ids(tasks), list(seeds)
    if not ids or not seed_list:
        raise ValueError(f"grpo_dataset needs at least one task and one seed; got {len(ids)} task(s), {len(seed_list)} seed(s)")
    rows = asyncio.run(_first_steps(ids, seed_list, adapter))
    return Dataset.from_list(rows)


async def _first_steps(ids: list[str], seeds: list[int], adapter: str) -> list[dict[str, Any]]:
    """Each start's first messages, read by a policy that records them and gives no action (the
    episode then ends at once as a format error)."""
    sent: list[Messages] = []

    def record(messages: Messages) -> str:
        sent.append(messages)
        return ""

    pool = await EnvPool.create(None, size=1, task_id=ids[0])
    rows: list[dict[str, Any]] = []
    try:
        for task_id in ids:
            for seed in seeds:
                sent.clear()
                group = await rollout_group(record, task_id, seed, 1, adapter=adapter, pool=pool)
                if not sent:
                    raise RuntimeError(f"{task_id} at seed {seed} ended before its first step: {group.episodes[0].error}")
                prompt, images = trl_messages(sent[0])
                rows.append({"prompt": prompt, "images": images, "task_id": task_id, "seed": seed, "adapter": adapter})
    finally:
        await pool.aclose()
    return rows


def judge_reward(completions: list[Any], mobilegym_reward: list[float | None], **kwargs: Any) -> list[float | None]:
    """TRL's reward function: each episode's terminal reward from the judge, as the rollout
    recorded it; None for an infrastructure error (TRL then leaves the sample unscored)."""
    return list(mobilegym_reward)


@dataclass
class _Call:
    """One policy call: the tokens the model saw and wrote, and the sampling log-probabilities."""

    prompt_ids: list[int]
    completion_ids: list[int]
    logprobs: list[float]


class _TrainerPolicy:
    """The trainer's model as a ``rollout_group`` policy (a callable ``messages -> str``): the
    messages in TRL's form through the trainer's processor, ``generate`` with the trainer's
    sampling settings, the reply decoded. Calls run one at a time (``lock``), each sampled from
    its own seed (the trainer's seed, the update step, the group, the episode, the step), so a
    rollout draws the same replies however the phones' timing interleaves the episodes."""

    def __init__(self, trainer: Any, lock: threading.Lock, group: int) -> None:
        self.trainer, self.lock, self.group = trainer, lock, group
        self.calls: dict[int, list[_Call]] = {}

    def __call__(self, messages: Messages) -> str:
        import torch
        from trl.data_utils import prepare_multimodal_messages

        episode = episode_index()
        calls = self.calls.setdefault(episode, [])
        prompt, images = trl_messages(messages)
        trainer, args = self.trainer, self.trainer.args
        inputs = _processed(trainer, prepare_multimodal_messages(prompt, images=images))
        model = trainer.accelerator.unwrap_model(trainer.model)
        seed = hash((args.seed, trainer.state.global_step, self.group, episode, len(calls))) % 2**31
        gpus = [model.device.index or 0] if model.device.type == "cuda" else []  # the RNGs seeded here, then given back as they were
        with self.lock, torch.no_grad(), torch.random.fork_rng(devices=gpus):
            torch.manual_seed(seed)
            out = model.generate(**inputs.to(model.device), do_sample=True, temperature=args.temperature, top_p=args.top_p, top_k=args.top_k,
                                 max_new_tokens=args.max_completion_length, suppress_tokens=_image_tokens(trainer.processing_class),
                                 return_dict_in_generate=True, output_scores=True)
            scores = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)[0]
        prompt_ids = inputs["input_ids"][0].tolist()
        completion = out.sequences[0, len(prompt_ids):].tolist()
        calls.append(_Call(prompt_ids, completion, scores[: len(completion)].tolist()))
        return str(trainer.processing_class.tokenizer.decode(completion, skip_special_tokens=True))


def _image_tokens(processor: Any) -> list[int] | None:
    """The processor's image placeholder token, which a reply must not contain: TRL's forward
    pass would find an image token without its pixels (a completion carries no image)."""
    token = getattr(processor, "image_token_id", None)
    return None if token is None else [int(token)]


def _processed(trainer: Any, prompt: list[dict[str, Any]]) -> Any:
    """A prompt whose images are in place tokenised as TRL's forward pass does it (its chat
    template, then the processor)."""
    from trl.data_utils import apply_chat_template

    images = _images_of(prompt)
    text = apply_chat_template({"prompt": prompt}, trainer.processing_class, **trainer.chat_template_kwargs)["prompt"]
    return trainer.processing_class(images=images or None, text=[text], return_tensors="pt")


class GroupRollout:
    """TRL's ``rollout_func`` over the phones (module docstring), for the rows of ``dataset``
    (made by ``grpo_dataset``). ``max_steps``: each episode's step budget (default the
    template's). The phones (as many as one generation batch has rows) are opened at the first
    call and kept until ``close()``. ``last_groups`` holds the groups of the last call."""

    def __init__(self, dataset: Dataset, *, max_steps: int | None = None) -> None:
        missing = [c for c in ("prompt", "images", *ROW_COLUMNS) if c not in dataset.column_names]
        if missing:
            raise ValueError(f"the dataset lacks column(s) {missing}: make it with grpo_dataset(tasks, seeds)")
        adapters = set(dataset["adapter"])
        if len(adapters) != 1:
            raise ValueError(f"the dataset mixes adapters {sorted(adapters)}; one rollout plays one format")
        self.adapter = adapters.pop()
        _task_ids(list(dict.fromkeys(dataset["task_id"])))
        self.max_steps = max_steps
        self.starts: dict[str, tuple[str, int]] = {}
        for row in dataset:
            key, start = start_key(row["prompt"], row["images"]), (row["task_id"], int(row["seed"]))
            if self.starts.setdefault(key, start) != start:
                raise ValueError(f"{start} and {self.starts[key]} show the model the same prompt and screenshot, so the rollout cannot tell them apart; keep one of them")
        self.last_groups: list[GroupResult] = []
        self._pool: EnvPool | None = None
        self._lock = threading.Lock()

    def __call__(self, prompts: list[list[dict[str, Any]]], trainer: Any) -> dict[str, list[Any]]:
        k = trainer.num_generations if trainer.model.training else trainer.num_generations_eval
        if len(prompts) % k:
            raise ValueError(f"got {len(prompts)} prompts, not whole groups of num_generations={k}")
        starts: list[tuple[str, int]] = []
        for first in range(0, len(prompts), k):
            keys = {start_key(p, _images_of(p)) for p in prompts[first : first + k]}
            if len(keys) != 1:
                raise ValueError(f"prompts {first}..{first + k - 1} are not {k} copies of one row, as TRL's sampler gives them")
            key = keys.pop()
            if key not in self.starts:
                raise ValueError(f"prompt {first} is not a row of the dataset this GroupRollout was made with (grpo_dataset)")
            starts.append(self.starts[key])
        policies = [_TrainerPolicy(trainer, self._lock, g) for g in range(len(starts))]
        self.last_groups = asyncio.run(self._play(starts, k, policies))
        return self._samples(prompts, k, trainer, policies)

    async def _play(self, starts: list[tuple[str, int]], k: int, policies: list[_TrainerPolicy]) -> list[GroupResult]:
        if self._pool is not None and len(self._pool) < k * len(starts):
            await self._pool.aclose()
            self._pool = None
        if self._pool is None:
            self._pool = await EnvPool.create(None, size=k * len(starts), task_id=starts[0][0], max_episode_steps=self.max_steps)
        pool = self._pool
        return list(await asyncio.gather(*(rollout_group(p, task_id, seed, k, adapter=self.adapter, pool=pool) for p, (task_id, seed) in zip(policies, starts))))

    def _samples(self, prompts: list[list[dict[str, Any]]], k: int, trainer: Any, policies: list[_TrainerPolicy]) -> dict[str, list[Any]]:
        """What TRL trains on, a sample per episode in the prompts' order (module docstring)."""
        out: dict[str, list[Any]] = {n: [] for n in ("prompt_ids", "completion_ids", "logprobs", "env_mask", "mobilegym_reward", "mobilegym_status", "mobilegym_steps")}
        eos = trainer.processing_class.tokenizer.eos_token_id
        for g, (group, policy) in enumerate(zip(self.last_groups, policies)):
            prompt_ids = _processed(trainer, prompts[g * k])["input_ids"][0].tolist()
            for episode in group.episodes:
                calls = policy.calls.get(episode.index, [])
                if calls and calls[0].prompt_ids != prompt_ids:
                    raise RuntimeError(f"{group.task_id} at seed {group.seed} no longer starts as its dataset row shows (another package version or adapter?): make the dataset again with grpo_dataset")
                if calls:
                    completion, logprobs = calls[0].completion_ids, calls[0].logprobs
                else:  # no reply at all (the first call failed): one placeholder token, out of the loss
                    completion, logprobs = [eos], [0.0]
                scored = episode.trainable and bool(calls)
                out["prompt_ids"].append(prompt_ids)
                out["completion_ids"].append(completion)
                out["logprobs"].append(logprobs)
                out["env_mask"].append([1 if scored else 0] * len(completion))
                out["mobilegym_reward"].append(episode.reward if scored else None)
                out["mobilegym_status"].append(episode.status)
                out["mobilegym_steps"].append(len(episode.steps))
        return out

    def close(self) -> None:
        """Close the phones (the rollout opens them again if called after)."""
        if self._pool is not None:
            pool, self._pool = self._pool, None
            asyncio.run(pool.aclose())
