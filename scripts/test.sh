#!/usr/bin/env bash
# Set everything up, then run every test: the Python gate (ruff over src/, task_specs/ and
# tests/, mypy over src/ and task_specs/, configured in pyproject.toml), web_sim type check and
# unit tests, then pytest (unit tests and real-Chromium tests).
#
# --rl: instead, install the `rl` extra (Stable-Baselines3, TorchRL, RLlib, torch: several GB)
# into a venv of its own, .venv-rl (RLlib pins its own gymnasium, which the default suite is not
# run against), and run tests/rl/ there. Idempotent; the default run never collects tests/rl/.
# torch is pinned to the CPU build this machine keeps on disk (TORCH_VERSION overrides it).
#
# --train: the same for the trainers and services of docs/training.md (the `trl`, `verl`,
# `openenv` and `ray` extras) in .venv-train, running tests/train/. torch is pinned to the CPU
# build this machine keeps on disk; a range would take a CUDA build of several GB.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ "${1:-}" = "--train" ]; then
  shift
  if [ ! -x .venv-train/bin/python ]; then
    "${PYTHON:-python3}" -m venv .venv-train
  fi
  stamp=.venv-train/.mobilegym-installed
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    .venv-train/bin/python -m pip install -q --upgrade pip
    .venv-train/bin/python -m pip install -q "torch==${TORCH_VERSION:-2.13.0}"
    .venv-train/bin/python -m pip install -q -e ".[test,agents,trl,verl,openenv,ray]"
    touch "$stamp"
  fi
  exec .venv-train/bin/python -m pytest -p no:cacheprovider tests/train "$@"
fi
if [ "${1:-}" = "--rl" ]; then
  shift
  if [ ! -x .venv-rl/bin/python ]; then
    "${PYTHON:-python3}" -m venv .venv-rl
  fi
  stamp=.venv-rl/.mobilegym-installed
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    .venv-rl/bin/python -m pip install -q --upgrade pip
    .venv-rl/bin/python -m pip install -q "torch==${TORCH_VERSION:-2.13.0}"
    .venv-rl/bin/python -m pip install -q -e ".[test,rl]"
    touch "$stamp"
  fi
  exec .venv-rl/bin/python -m pytest -p no:cacheprovider tests/rl "$@"
fi
.venv/bin/ruff check
.venv/bin/mypy
(cd web_sim && npx tsc --noEmit && npx vitest run --reporter=dot)
.venv/bin/python -m pytest -p no:cacheprovider "$@"
