#!/usr/bin/env bash
# Set everything up, then run every test: web_sim type check and unit tests, then pytest
# (unit tests and real-Chromium tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
(cd web_sim && npx tsc --noEmit && npx vitest run --reporter=dot)
.venv/bin/python -m pytest -p no:cacheprovider "$@"
