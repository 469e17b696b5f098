#!/usr/bin/env bash
# Creates .venv and installs Epochs with its pinned dependencies (again only when pyproject changes).
# The interpreter: $PYTHON when set; else the distribution's own /usr/bin/python3 when it is 3.11+
# with venv (Debian's, its core linked into the executable, ran the host's path 10-14% faster than
# a source build that calls its core through libpython's shared library: README, "Performance at
# scale"); else python3. A .venv made from another interpreter is made again.
set -euo pipefail
cd "$(dirname "$0")/.."

usable() {  # a Python 3.11+ that can make a virtual environment with pip
    "$1" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}

if [ -n "${PYTHON:-}" ]; then
    PY=$PYTHON
elif usable /usr/bin/python3; then
    PY=/usr/bin/python3
else
    PY=python3
fi
base() { "$1" -c 'import sys; print(sys.base_prefix, sys.version_info[:2])'; }
if [ -x .venv/bin/python ] && [ "$(base .venv/bin/python)" != "$(base "$PY")" ]; then
    echo "setup: .venv was made from another Python; making it again with $PY"
    rm -rf .venv
fi
[ -x .venv/bin/python ] || "$PY" -m venv .venv
stamp=.venv/.epochs-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    .venv/bin/python -m pip install --quiet --upgrade pip
    .venv/bin/python -m pip install --quiet -e '.[dev]'
    echo "$want" > "$stamp"
fi
