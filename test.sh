#!/usr/bin/env bash
# Sets up and runs the whole test suite (and the linter). Arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/setup.sh
.venv/bin/ruff check .
exec .venv/bin/python -m pytest -n 2 -q "$@"
