"""The payment's shortcuts answer exactly as the step they stand for (GS-2.4-2.6, GS-9.4, GS-9.5 /
D-2): which resource types may be paid (payment.payable_types, against `allocate` on each type)
and whether a 3 -> Earth exchange can still finish with the cost payable
(payment.triple_input_ok, against trying every way to pick its inputs), on every small position
and many random larger ones."""

import random
from itertools import combinations_with_replacement, product

from engines.guns_steel import payment as pay
from engines.guns_steel.data import EARTH, RESOURCES


def allocated_types(counts, need, any_count, exchanges) -> list[bool]:
    return [
        bool(counts[r]) and pay.allocate(need, any_count, r, pay.minus(counts, r), exchanges) is not None
        for r in range(len(RESOURCES))
    ]


def triple_tried(counts, picks_left, need, any_count) -> bool:
    """Every multiset of `picks_left` inputs among Food..Oil the seat holds, then the cost."""
    for combo in combinations_with_replacement(range(EARTH), picks_left):
        after = list(counts)
        after[EARTH] += 1
        for r in combo:
            after[r] -= 1
        if min(after) >= 0 and pay.feasible(tuple(after), need, any_count, True):
            return True
    return False


def positions(rng: random.Random, n: int):
    """Small positions exhaustively (typed counts 0..2 of Food, Iron, Oil, an Earth or not, needs
    0..1), then random larger ones."""
    for food, iron, oil, earth, space in product(range(3), range(3), range(3), range(2), range(2)):
        counts = (food, iron, 0, 0, oil, earth, space)
        for need_food, need_horse, need_oil, any_count in product(range(2), range(2), range(2), range(3)):
            yield counts, (need_food, 0, need_horse, 0, need_oil), any_count
    for _ in range(n):
        counts = tuple(rng.randint(0, 3) for _ in range(EARTH)) + (rng.randint(0, 2), rng.randint(0, 1))
        need = tuple(rng.randint(0, 2) for _ in range(EARTH))
        yield counts, need, rng.randint(0, 3)


def test_payable_types_are_the_types_allocate_places():
    for counts, need, any_count in positions(random.Random(11), 3000):
        for exchanges in (False, True):
            assert pay.payable_types(counts, need, any_count, exchanges) == allocated_types(
                counts, need, any_count, exchanges
            ), (counts, need, any_count, exchanges)


def test_triple_inputs_answer_as_every_pick_tried():
    found = {True: 0, False: 0}
    for counts, need, any_count in positions(random.Random(12), 3000):
        for picks_left in (1, 2, 3):
            got = pay.triple_input_ok(counts, picks_left, need, any_count)
            assert got == triple_tried(counts, picks_left, need, any_count), (
                counts,
                picks_left,
                need,
                any_count,
            )
            found[got] += 1
    assert min(found.values()) > 100  # both answers were compared


def test_one_payable_type_is_the_type_allocate_places():
    for counts, need, any_count in positions(random.Random(13), 500):
        for exchanges in (False, True):
            want = allocated_types(counts, need, any_count, exchanges)
            got = [pay.payable(counts, need, any_count, r, exchanges) for r in range(len(RESOURCES))]
            assert got == want, (counts, need, any_count, exchanges)
