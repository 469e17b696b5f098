"""The closed-form test of a payment with exchanges (payment.exchange_ok) answers like a search
of every exchange sequence (GS-9.5 / D-2), on every small position and many random larger ones."""

import random
from itertools import combinations_with_replacement, product

import pytest

from engines.guns_steel import payment as pay
from engines.guns_steel.data import EARTH


def exchanges(counts: tuple[int, ...]) -> set[tuple[int, ...]]:
    """Every single exchange from `counts`: two of a kind up one rung (Oil -> Earth), or any three
    of Food..Oil -> Earth. Needed units are inputs too: the search prunes nothing."""
    out = set()
    for r in range(EARTH):
        if counts[r] >= 2:
            after = list(counts)
            after[r] -= 2
            after[r + 1] += 1
            out.add(tuple(after))
    for combo in combinations_with_replacement(range(EARTH), 3):
        after = list(counts)
        for r in combo:
            after[r] -= 1
        if min(after) >= 0:
            after[EARTH] += 1
            out.add(tuple(after))
    return out


def searched(counts, need, any_count, seen=None) -> bool:
    """Some sequence of exchanges (possibly none) leaves the cost directly payable."""
    seen = set() if seen is None else seen
    if pay.direct_ok(counts, need, any_count):
        return True
    seen.add(counts)
    return any(searched(after, need, any_count, seen) for after in exchanges(counts) if after not in seen)


def assert_same(counts, need, any_count):
    assert pay.feasible(counts, need, any_count, True) == searched(counts, need, any_count), (
        counts,
        need,
        any_count,
    )


def test_worked_cases():
    # GS-9.5: Food, Food -> Iron; Iron, Iron -> Horse; no jump over a rung; 3 any -> Earth
    assert pay.exchange_ok((4, 0, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0), 0)
    assert not pay.exchange_ok((2, 0, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0), 0)
    assert pay.exchange_ok((3, 0, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0), 0)  # 3 Food -> Earth
    assert not pay.exchange_ok((3, 0, 0, 0, 0, 0, 0), (0, 0, 1, 0, 0), 1)
    assert pay.exchange_ok((1, 1, 1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 0)
    assert not pay.exchange_ok((1, 1, 1, 0, 0, 0, 0), (0, 0, 0, 0, 1), 1)
    assert pay.exchange_ok((0, 0, 0, 0, 2, 0, 0), (1, 0, 0, 0, 0), 0)  # Oil, Oil -> Earth pays a Food
    assert pay.exchange_ok((0, 0, 0, 0, 0, 0, 1), (0, 1, 0, 0, 0), 1)  # a Space pays two units


def test_random_positions():
    rng = random.Random(11)
    for _ in range(3000):
        counts = (*(rng.randint(0, 5) for _ in range(5)), rng.randint(0, 2), rng.randint(0, 1))
        need = tuple(rng.choice((0, 0, 0, 1, 1, 2)) for _ in range(5))
        assert_same(counts, need, rng.randint(0, 4))


@pytest.mark.slow
def test_every_small_position():
    for counts in product(range(3), range(3), range(3), range(3), range(3), range(2), range(2)):
        for need in product(range(3), repeat=5):
            if sum(need) <= 4:
                for any_count in range(3):
                    assert_same(counts, need, any_count)
