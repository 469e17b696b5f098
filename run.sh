#!/usr/bin/env bash
# Sets up and runs Epochs. With a DISCORD_TOKEN (in the environment or .env) it runs the Discord
# bot; without one it plays a local Stone Age match in the terminal against a bot.
# Any arguments go to bot.py unchanged (e.g. `bash run.sh --local --game guns_steel --players 3`).
set -euo pipefail
cd "$(dirname "$0")"
bash scripts/setup.sh
if [ "$#" -eq 0 ] && [ -z "${DISCORD_TOKEN:-}" ] && ! grep -qE '^DISCORD_TOKEN=.+' .env 2>/dev/null; then
    echo "No DISCORD_TOKEN set: playing a local match instead (see README, 'Running on Discord')."
    set -- --local --game stone_age --players 2 --bots 1
fi
exec .venv/bin/python bot.py "$@"
