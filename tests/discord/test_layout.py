"""The Discord layer stays in modules a reader can hold in their head (issue 8)."""

from __future__ import annotations

from pathlib import Path

import cogs
from cogs.table import Table

MAX_LINES = 600


def test_no_cogs_module_is_over_600_lines():
    folder = Path(cogs.__file__).parent
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in folder.glob("*.py")}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def test_the_table_is_layered_core_prompts_thread_lobby_moves():
    # each layer only calls the ones below it: moves -> lobby -> thread -> prompts -> core
    layers = [c.__module__ for c in Table.__mro__ if c.__module__.startswith("cogs.")]
    assert layers == ["cogs.table", "cogs.lobby", "cogs.thread", "cogs.prompts", "cogs.core"]
