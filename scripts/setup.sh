#!/usr/bin/env bash
# Idempotent set-up: Python venv (.venv) with the package, npm deps and the web_sim build, and a
# Chromium (Playwright's own if present, else Debian's headless shell, else Playwright's download).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.mobilegym-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[test,agents]"
  touch "$stamp"
fi

(
  cd web_sim
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
  npm run --silent build >/dev/null
)

have_chromium() {
  .venv/bin/python - <<'PY'
import sys
from playwright.sync_api import sync_playwright
from mobilegym_gym.browser.chromium import find_chromium
with sync_playwright() as p:
    path = p.chromium.executable_path
try:
    print("chromium:", find_chromium(path))
except Exception as e:
    print(e, file=sys.stderr); sys.exit(1)
PY
}
if ! have_chromium; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing Debian's chromium-headless-shell"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    .venv/bin/python -m playwright install chromium
  fi
  have_chromium
fi
