#!/usr/bin/env bash
# Set everything up, then run the main job: the benchmark over every task template with the
# built-in oracle agent (results in runs/bench). Extra options go to `mobilegym bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/mobilegym bench --split all --agent oracle --num-envs 2 --out runs/bench "$@"
