#!/usr/bin/env bash
# Sets up and runs Epochs. With DISCORD_TOKEN (environment or .env) it runs the Discord bot;
# without one it plays a local match in the terminal. Arguments go to bot.py.
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/setup.sh
exec .venv/bin/python bot.py "$@"
