#!/usr/bin/env bash
# Set everything up, then run the main job: a scripted episode through real taps (runs/demo).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/mobilegym demo --out runs/demo "$@"
