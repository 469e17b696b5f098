import pytest

from engines.stone_age import rules
from tests.stone_age.helpers import FixedDice


@pytest.fixture
def dice(monkeypatch):
    """`dice(1, 2, 3)` makes the next rolls show exactly these values."""

    def force(*values: int) -> FixedDice:
        fixed = FixedDice(list(values))
        monkeypatch.setattr(rules, "Rng", fixed)
        return fixed

    return force
