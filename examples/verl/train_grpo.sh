#!/usr/bin/env bash
# The paper's recipe on verl (docs/training.md, "verl"): GRPO on Qwen3-VL-4B-Instruct, groups of
# 8 episodes per start, the train split to learn from and the test split to validate on, 96
# phones (12 agent-loop workers x 8 phones: one train batch of 12 starts x 8 episodes at once).
# Needs GPUs and vLLM: pip install 'mobilegym-gym[verl]' vllm; then
#   python examples/verl/write_dataset.py data/ && bash examples/verl/train_grpo.sh data/
set -euo pipefail
DATA=${1:-data}
HERE=$(cd "$(dirname "$0")" && pwd)
python -m verl.trainer.main_ppo \
  algorithm.adv_estimator=mobilegym_grpo \
  algorithm.use_kl_in_reward=False \
  data.train_files="$DATA/train.parquet" \
  data.val_files="$DATA/test.parquet" \
  data.train_batch_size=12 \
  data.max_prompt_length=4096 \
  data.max_response_length=32768 \
  data.return_raw_chat=True \
  actor_rollout_ref.model.path=Qwen/Qwen3-VL-4B-Instruct \
  actor_rollout_ref.model.external_lib=mobilegym_gym.train.verl \
  actor_rollout_ref.actor.optim.lr=1e-6 \
  actor_rollout_ref.actor.ppo_mini_batch_size=12 \
  actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=1 \
  actor_rollout_ref.actor.use_kl_loss=True \
  actor_rollout_ref.actor.kl_loss_coef=0.001 \
  actor_rollout_ref.rollout.name=vllm \
  actor_rollout_ref.rollout.n=8 \
  actor_rollout_ref.rollout.temperature=1.0 \
  actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu=1 \
  actor_rollout_ref.ref.log_prob_micro_batch_size_per_gpu=1 \
  actor_rollout_ref.rollout.agent.agent_loop_config_path="$HERE/agent_loop.yaml" \
  actor_rollout_ref.rollout.agent.default_agent_loop=mobilegym \
  actor_rollout_ref.rollout.agent.num_workers=12 \
  actor_rollout_ref.rollout.val_kwargs.temperature=0 \
  trainer.n_gpus_per_node=8 \
  trainer.nnodes=1 \
  trainer.total_epochs=1 \
  trainer.test_freq=10 \
  trainer.save_freq=50 \
  trainer.logger='[console]'
