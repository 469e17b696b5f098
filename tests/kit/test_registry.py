"""The game registry: one spec per game, and a rules version that follows the data."""

from __future__ import annotations

import pytest

from engines import registry


@pytest.mark.parametrize("spec", registry.specs(), ids=lambda s: s.id)
def test_data_changes_come_with_a_new_rules_version(spec):
    # A data edit changes what replays of running matches produce: bump rules_version in
    # engines/<id>/spec.py and record the new digest there.
    assert spec.current_digest() == spec.data_digest, (
        f"data/{spec.id}.json changed: bump {spec.id} rules_version and set data_digest="
        f"{spec.current_digest()!r}"
    )


@pytest.mark.parametrize("spec", registry.specs(), ids=lambda s: s.id)
def test_every_registered_game_has_its_parts(spec):
    assert spec.engine.id == spec.id
    assert spec.rules_file.exists() and spec.data_file.exists()
    assert registry.get_engine(spec.id) is spec.engine
    assert registry.rules_version(spec.id) == spec.rules_version


def test_an_unknown_game_is_a_key_error():
    with pytest.raises(KeyError):
        registry.spec("chess")
