"""train.verl driven the way verl drives it: verl's own ``AgentLoopWorker`` is built from verl's
trainer config (its generated ``ppo_trainer`` YAML) with our agent loop registered through
``agent_loop_config_path``, reads the model, tokenizer and processor of a tiny randomly
initialised vision-language model from a directory (nothing downloaded), and runs a batch
through ``generate_sequences``: hydra instantiates our loop per sample, the loop plays real
phones, verl pads, computes the processor's image inputs and the reward tensor.

The server behind ``server_manager.generate`` is a scripted one: verl's interface is token ids
in, token ids out (``TokenOutput``), so a server that answers each episode's turns with the
token ids of scripted replies is a verl server as far as the loop can tell, and it makes the
episodes' rewards known (an oracle's solution, a give-up, a server failure).
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import verl
from omegaconf import DictConfig, OmegaConf
from tiny_vl_model import build_tiny_vl_model
from transformers import AutoTokenizer
from verl.experimental.agent_loop.agent_loop import AgentLoopWorker
from verl.protocol import DataProto
from verl.trainer.ppo.core_algos import get_adv_estimator_fn
from verl.workers.rollout.replica import TokenOutput

from mobilegym_gym import actions as A
from mobilegym_gym.agents.oracle import OracleAgent
from mobilegym_gym.rollouts import group_advantages
from mobilegym_gym.tasks.env import TaskEnv
from mobilegym_gym.train.verl import AGENT_LOOP_YAML, MASKED_GRPO, close_worker_pools, dataset_rows, episode_of, write_dataset

os.environ["HF_HUB_OFFLINE"] = "1"
pytestmark = pytest.mark.browser

CAPTURE = (90, 200)
ROWS = [("clock.ToggleAlarm", 3), ("clock.ToggleAlarm", 4)]
N = 3  # rollout.n: samples (episodes) per row


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_vl_model(tmp_path_factory.mktemp("tiny_vl"))


@pytest.fixture(scope="module", autouse=True)
def _close_pools() -> Iterator[None]:
    yield
    close_worker_pools()


def verl_config(model_dir: Path, tmp_path: Path) -> DictConfig:
    """verl's own trainer config with the keys docs/training.md sets for this loop."""
    config = OmegaConf.load(Path(verl.__file__).parent / "trainer/config/_generated_ppo_trainer.yaml")
    agent_loops = tmp_path / "agent_loop.yaml"
    agent_loops.write_text(f"- name: mobilegym\n  _target_: mobilegym_gym.train.verl.MobileGymAgentLoop\n  adapter: generic\n  phones: 4\n  capture_size: [{CAPTURE[0]}, {CAPTURE[1]}]\n")
    config.actor_rollout_ref.model.path = str(model_dir)
    config.actor_rollout_ref.rollout.name = "vllm"  # which server verl would start; this test hands the worker its own
    config.actor_rollout_ref.rollout.n = N
    config.actor_rollout_ref.rollout.agent.agent_loop_config_path = str(agent_loops)
    config.actor_rollout_ref.rollout.agent.default_agent_loop = "mobilegym"
    config.data.max_prompt_length = 8192  # the byte-level tokenizer spends a token per character
    config.data.max_response_length = 8192
    return config


def played_alone(task_id: str, seed: int, plan: list[str] | None) -> tuple[list[str], float]:
    """The actions (our string form) and the judge's reward on a fresh env: the oracle's when
    ``plan`` is None."""
    env = TaskEnv(task_id=task_id, capture_size=CAPTURE)
    try:
        obs, info = env.reset(seed=seed)
        oracle = OracleAgent()
        oracle.reset(env, obs, info)
        played: list[str] = []
        done = False
        while not done:
            action = A.validate_action(oracle.act(obs, info) if plan is None else plan[len(played)], env.app_ids, env.app_labels)
            played.append(str(action))
            obs, _, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        return played, float(info["outcome"]["reward"])
    finally:
        env.close()


class ScriptedServer:
    """verl's ``server_manager``: ``generate`` answers each episode (a request id) turn by turn
    with the token ids of the next reply of its plan, the end-of-turn token after it. The first
    episode seen of each row plays the oracle, the others give up (HOME, COMPLETE); the second
    episode seen of the second row meets a server failure at its second turn."""

    def __init__(self, tokenizer: Any, plans: dict[str, list[list[str]]]) -> None:
        self.tokenizer, self.plans = tokenizer, plans
        self.episodes: dict[str, tuple[str, int]] = {}  # request id -> (instruction, its rank among the row's)
        self.replies: dict[str, list[list[int]]] = {}
        self.end = tokenizer.convert_tokens_to_ids("<|im_end|>")

    async def generate(self, request_id: str, *, prompt_ids: list[int], sampling_params: dict[str, Any], image_data: list[Any] | None = None, **kwargs: Any) -> TokenOutput:
        if request_id not in self.episodes:
            prompt = self.tokenizer.decode(prompt_ids)
            instruction = next(i for i in self.plans if f"Task: {i}" in prompt)
            rank = sum(1 for seen, _ in self.episodes.values() if seen == instruction)
            self.episodes[request_id] = (instruction, rank)
        instruction, rank = self.episodes[request_id]
        turn = len(self.replies.setdefault(request_id, []))
        assert image_data is not None and len(image_data) == turn + 1  # every screen so far, for the model's image inputs
        if instruction == list(self.plans)[1] and rank == 1 and turn == 1:
            raise ConnectionError("the rollout server went away")
        plan = self.plans[instruction][0 if rank == 0 else 1]
        ids = self.tokenizer.encode(f"Step {turn}.\nAction: {plan[turn]}", add_special_tokens=False) + [self.end]
        self.replies[request_id].append(ids)
        return TokenOutput(token_ids=ids, log_probs=[-1.0] * len(ids))


def test_verls_agent_loop_worker_plays_episodes_with_the_judges_rewards(model_dir: Path, tmp_path: Path) -> None:
    plans: dict[str, list[list[str]]] = {}
    judged: dict[tuple[str, ...], float] = {}
    for task_id, seed in ROWS:
        env = TaskEnv(task_id=task_id, capture_size=CAPTURE)
        instruction = env.reset(seed=seed)[1]["instruction"]
        env.close()
        oracle, oracle_reward = played_alone(task_id, seed, None)
        other, other_reward = played_alone(task_id, seed, ["HOME", "COMPLETE"])
        plans[instruction] = [oracle, other]
        judged[(instruction, *oracle)], judged[(instruction, *other)] = oracle_reward, other_reward
    assert len(plans) == 2 and sorted(set(judged.values())) != [0.0]  # two instructions; rewards that differ

    config = verl_config(model_dir, tmp_path)
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    server = ScriptedServer(tokenizer, plans)
    worker = AgentLoopWorker(config, server)  # the llm_client verl's AgentLoopManager would pass
    rows = [{"task_id": t, "seed": s, "index": i} for i, (t, s) in enumerate(ROWS)]
    repeated = [row for row in rows for _ in range(N)]  # as verl's trainer repeats each row rollout.n times
    batch = DataProto.from_dict(non_tensors={
        "raw_prompt": np.array([[{"role": "user", "content": f"MobileGym task {r['task_id']}"}] for r in repeated], dtype=object),
        "extra_info": np.array(repeated, dtype=object),
        "index": np.array([r["index"] for r in repeated]),
        "agent_name": np.array(["mobilegym"] * len(repeated), dtype=object),
    }, meta_info={"validate": False, "global_steps": 1})

    out = asyncio.run(worker.generate_sequences(batch))

    prompt_width = out.batch["prompts"].shape[1]
    statuses = list(out.non_tensor_batch["mobilegym_status"])
    assert sorted(statuses) == ["failure"] * 3 + ["infrastructure_error"] + ["success"] * 2
    for i in range(len(repeated)):
        reward = float(out.batch["rm_scores"][i].sum())
        mask = out.batch["response_mask"][i]
        actions = list(out.non_tensor_batch["mobilegym_actions"][i])
        attention = out.batch["attention_mask"][i, prompt_width:].bool()
        responses = out.batch["responses"][i]
        prompt = tokenizer.decode(out.batch["prompts"][i][out.batch["attention_mask"][i, :prompt_width].bool()])
        instruction = next(s for s in plans if f"Task: {s}" in prompt)
        if not out.non_tensor_batch["mobilegym_trainable"][i]:  # the server failure: nothing of it is trained on
            assert "the rollout server went away" in out.non_tensor_batch["mobilegym_error"][i]
            assert int(mask.sum()) == 0 and reward == 0.0
            continue
        assert reward == judged[(instruction, *actions)]  # the judge's reward for those actions on a fresh phone
        assert out.non_tensor_batch["mobilegym_outcome"][i]["reward"] == reward
        # response mask: 1 exactly on the tokens the server generated, 0 on the later steps' user messages
        generated = next(r for r in server.replies.values() if len(r) == len(actions) and tokenizer.decode([t for ids in r for t in ids]) == tokenizer.decode(responses[mask.bool()]))
        assert responses[mask.bool()].tolist() == [t for ids in generated for t in ids]
        environment = tokenizer.decode(responses[attention & ~mask.bool()])
        assert environment.count("Current screen:") == len(actions) - 1 and "Action:" not in environment.replace("Earlier actions", "")
        # the screenshots: one per step, all in the processor's image inputs
        assert out.non_tensor_batch["multi_modal_inputs"][i]["pixel_values"].shape[1] == len(actions)  # (batch, images, tiles, ...)

    # the advantage verl's trainer computes with algorithm.adv_estimator=mobilegym_grpo
    uid = np.array([r["index"] for r in repeated])
    advantages, _ = get_adv_estimator_fn(MASKED_GRPO)(token_level_rewards=out.batch["rm_scores"], response_mask=out.batch["response_mask"], index=uid)
    trainable = [bool(t) for t in out.non_tensor_batch["mobilegym_trainable"]]
    rewards = [float(r) for r in out.batch["rm_scores"].sum(dim=-1)]
    for row in set(uid.tolist()):
        members = [i for i in range(len(repeated)) if uid[i] == row]
        expected = group_advantages([rewards[i] if trainable[i] else None for i in members])
        for i, value in zip(members, expected):
            mask = out.batch["response_mask"][i].bool()
            assert bool((advantages[i][~mask] == 0).all())
            if value is None:  # the failed episode: no advantage, and it does not move its group's mean
                assert bool((advantages[i] == 0).all())
            else:
                assert advantages[i][mask].tolist() == pytest.approx([value] * int(mask.sum()))
    assert any(v != 0 for v in group_advantages([rewards[i] for i in range(N, 2 * N) if trainable[i]]))


def test_rows_name_their_episode_and_bad_rows_are_refused(tmp_path: Path) -> None:
    rows = dataset_rows("train", range(2))
    assert rows and {r["extra_info"]["seed"] for r in rows} == {0, 1}
    assert episode_of(rows[0]["extra_info"]) == (rows[0]["extra_info"]["task_id"], 0)
    assert [r["extra_info"]["index"] for r in rows] == list(range(len(rows)))
    path = tmp_path / "train.parquet"
    assert write_dataset(str(path), "train", range(2)) == len(rows)
    import pyarrow.parquet

    assert pyarrow.parquet.read_table(path).to_pylist()[0]["extra_info"] == rows[0]["extra_info"]
    with pytest.raises(ValueError, match="extra_info with task_id and seed"):
        episode_of({"index": 0})
    with pytest.raises(ValueError, match="unknown task id"):
        episode_of({"task_id": "clock.NoSuchTask", "seed": 0})


def test_the_recipe_registers_this_loop_with_keys_verl_has() -> None:
    """examples/verl: the agent-loop YAML is the module's, and every key train_grpo.sh sets is a
    key of verl's own trainer config (a misspelt key would only fail on a GPU machine)."""
    examples = Path(__file__).resolve().parents[2] / "examples" / "verl"
    assert (examples / "agent_loop.yaml").read_text() == AGENT_LOOP_YAML
    assert AGENT_LOOP_YAML in (Path(__file__).resolve().parents[2] / "docs" / "training.md").read_text()
    config = OmegaConf.load(Path(verl.__file__).parent / "trainer/config/_generated_ppo_trainer.yaml")
    overrides = dict(re.findall(r"^\s+([a-z_.]+)=(\S+) \\$", (examples / "train_grpo.sh").read_text(), re.M))
    assert len(overrides) > 20 and overrides["actor_rollout_ref.rollout.n"] == "8" and overrides["algorithm.adv_estimator"] == MASKED_GRPO
    assert overrides["actor_rollout_ref.model.external_lib"] == "mobilegym_gym.train.verl"  # registers it where verl computes advantages
    keys = OmegaConf.to_container(config, resolve=False)  # plain dicts: '???' (to be set) is a key too

    def known(dotted: str) -> bool:
        node: Any = keys
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return False
            node = node[part]
        return True

    assert [k for k in overrides if not known(k)] == []


class TinyModelServer:
    """verl's ``server_manager`` over the tiny model itself, sampling on CPU (transformers'
    ``generate``) from exactly the loop's token ids and screenshots."""

    def __init__(self, model_dir: Path) -> None:
        from transformers import AutoModelForImageTextToText, AutoProcessor

        self.model = AutoModelForImageTextToText.from_pretrained(model_dir).eval()
        self.processor = AutoProcessor.from_pretrained(model_dir)
        self.generated: list[int] = []

    async def generate(self, request_id: str, *, prompt_ids: list[int], sampling_params: dict[str, Any], image_data: list[Any] | None = None, **kwargs: Any) -> TokenOutput:
        import torch

        text = self.processor.tokenizer.decode(prompt_ids)
        inputs = self.processor(text=[text], images=[image_data], return_tensors="pt", add_special_tokens=False)
        assert inputs["input_ids"][0].tolist() == prompt_ids  # the model reads the loop's own tokens
        with torch.no_grad():
            out = self.model.generate(**inputs, max_new_tokens=24, do_sample=True, temperature=float(sampling_params["temperature"]) or 1.0)
        ids = out[0, inputs["input_ids"].shape[1] :].tolist()
        self.generated.append(len(ids))
        return TokenOutput(token_ids=ids)


def replayed_reward(task_id: str, seed: int, actions: list[str]) -> float:
    """The judge's reward for ``actions`` (our string form; ``<format error>`` ends the episode
    as one) played on a fresh phone."""
    env = TaskEnv(task_id=task_id, capture_size=CAPTURE)
    try:
        env.reset(seed=seed)
        info: dict[str, Any] = {}
        for action in actions:
            if action.startswith("<"):
                info = env.end_with_format_error(action)
                break
            info = env.step(action)[4]
        return float(info["outcome"]["reward"])
    finally:
        env.close()


def test_the_tiny_model_samples_the_episodes_on_cpu(model_dir: Path, tmp_path: Path) -> None:
    """The same worker with the model generating: its (random) replies are judged as any reply
    is, with the judge's reward, and only its own tokens are marked as the model's."""
    server = TinyModelServer(model_dir)
    worker = AgentLoopWorker(verl_config(model_dir, tmp_path), server)
    task_id, seed = ROWS[0]
    rows = [{"task_id": task_id, "seed": seed, "index": 0}] * 2
    batch = DataProto.from_dict(non_tensors={
        "raw_prompt": np.array([[{"role": "user", "content": f"MobileGym task {task_id}"}]] * 2, dtype=object),
        "extra_info": np.array(rows, dtype=object),
        "index": np.array([0, 0]),
        "agent_name": np.array(["mobilegym"] * 2, dtype=object),
    }, meta_info={"validate": False, "global_steps": 1})

    out = asyncio.run(worker.generate_sequences(batch))

    assert int(out.batch["response_mask"].sum()) == sum(server.generated) > 0
    for i in range(2):
        assert out.non_tensor_batch["mobilegym_trainable"][i]
        actions = list(out.non_tensor_batch["mobilegym_actions"][i])
        assert float(out.batch["rm_scores"][i].sum()) == replayed_reward(task_id, seed, actions)
