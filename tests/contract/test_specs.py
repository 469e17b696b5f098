"""What the registry says of each game, beside tests/kit/test_registry.py (which checks that the
data digest follows the data file): versions that tell games apart, and match options that are
checked before a match starts."""

from __future__ import annotations

import re

import pytest

from engines import registry
from engines.base import BadOptions


def test_each_rules_version_names_its_game_and_no_two_are_equal():
    versions = [spec.rules_version for spec in registry.specs()]
    assert len(set(versions)) == len(versions)
    for spec in registry.specs():
        assert spec.rules_version.startswith(f"{spec.id}/") and spec.rules_version != f"{spec.id}/"
        assert re.fullmatch(r"[0-9a-f]{16}", spec.data_digest)


def test_unknown_options_and_values_are_refused_in_both_languages(engine):
    defaults = engine.validate_options({})
    assert set(defaults) == {spec.key for spec in engine.option_specs}
    players = engine.player_range(defaults)[0]
    tries = [{"no_such_option": "1"}] + [{spec.key: spec.default + "?"} for spec in engine.option_specs]
    for options in tries:
        with pytest.raises(BadOptions) as refusal:
            engine.setup(players, options, 1)
        assert refusal.value.reason.en and refusal.value.reason.pl
    for spec in engine.option_specs:
        assert spec.default in spec.choices and spec.label.en and spec.label.pl
