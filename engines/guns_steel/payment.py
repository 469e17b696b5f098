"""Paying costs: Earth as a wild unit, Space as two wild units, and the purchase exchanges.

Resources are counted as 7-tuples indexed like data.RESOURCES (food .. space). A cost is a
5-tuple of typed requirements (food .. oil) plus a number of "any" units. All functions are pure.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from engines.guns_steel.data import EARTH, RES_INDEX, RESOURCES, SPACE

Counts = tuple[int, ...]  # 7 entries
Need = tuple[int, ...]  # 5 entries (food .. oil)
Cost = tuple[Need, int]  # typed need, number of "any" units

# GS-9.5 / D-2: two of a kind -> the next rung; food..oil only (Earth and Space are never inputs)
LADDER_TOP = EARTH
TRIPLE_INPUT_TYPES = range(EARTH)


def units(counts: Counts) -> int:
    return sum(counts[:SPACE]) + 2 * counts[SPACE]


def cost_of(resources: list[str]) -> Cost:
    """A list like ["gunpowder", "gunpowder", "any"] as (typed need, any count)."""
    need = [0] * EARTH
    any_count = 0
    for r in resources:
        if r == "any":
            any_count += 1
        else:
            need[RES_INDEX[r]] += 1
    return tuple(need), any_count


def pay_target(source: str | None) -> str:
    """D-2: two of a kind become the next rung; three of any kind become Earth."""
    return RESOURCES[EARTH] if source is None else RESOURCES[RES_INDEX[source] + 1]


def direct_ok(counts: Counts, need: Need, any_count: int) -> bool:
    """GS-2.4/2.5: can the cost be met without exchanges? Earth covers one unit, Space two.

    Written out per type: the purchase phase asks this for every card in the market."""
    food, iron, horse, gunpowder, oil, earth, space = counts
    n_food, n_iron, n_horse, n_gunpowder, n_oil = need
    wild = earth + 2 * space
    if (
        food + iron + horse + gunpowder + oil + wild
        < n_food + n_iron + n_horse + n_gunpowder + n_oil + any_count
    ):
        return False
    deficit = (
        (n_food - food if n_food > food else 0)
        + (n_iron - iron if n_iron > iron else 0)
        + (n_horse - horse if n_horse > horse else 0)
        + (n_gunpowder - gunpowder if n_gunpowder > gunpowder else 0)
        + (n_oil - oil if n_oil > oil else 0)
    )
    return deficit <= wild


def feasible(counts: Counts, need: Need, any_count: int, exchanges: bool) -> bool:
    """Can `counts` pay the cost, optionally with chained exchanges (GS-9.5)?"""
    if not exchanges:
        return direct_ok(counts, need, any_count)
    return exchange_ok(counts, need, any_count)


def exchange_ok(counts: Counts, need: Need, any_count: int) -> bool:
    """Whether some chain of exchanges (GS-9.5 / D-2) makes the cost directly payable, in closed form.

    Only surplus units (beyond the typed need) are worth exchanging: a needed unit spent adds a
    deficit at least as large as the output covers. Each exchange covers at most one typed unit
    missing beyond what Earth and Space cover ("short"): two surplus units of the rung below a
    missing type (or two Oil -> Earth) cover one, losing one unit; three surplus units of any
    kinds -> Earth cover one, losing two; a chain of pairs does no better than a triple. So take
    as many pairs as the surplus allows (at most `short`), triples for the rest, and the surplus
    left over must still pay the "any" part. tests/guns_steel/test_payment_search.py checks this
    against the step-by-step search of every exchange sequence."""
    food, iron, horse, gunpowder, oil, earth, space = counts
    n_food, n_iron, n_horse, n_gunpowder, n_oil = need
    wild = earth + 2 * space
    rest = (food - n_food, iron - n_iron, horse - n_horse, gunpowder - n_gunpowder, oil - n_oil)
    surplus = deficit = 0
    for r in rest:
        if r > 0:
            surplus += r
        else:
            deficit -= r
    if surplus - deficit + wild < any_count:
        return False  # too few units: exchanges only lose units
    short = deficit - wild
    if short <= 0:
        return True
    pairs = rest[4] // 2 if rest[4] >= 2 else 0  # Oil, Oil -> Earth
    for r in range(1, EARTH):
        if rest[r] < 0 and rest[r - 1] >= 2:
            pairs += min(-rest[r], rest[r - 1] // 2)
    if pairs > short:
        pairs = short
    return 2 * pairs + 3 * (short - pairs) <= surplus - any_count


def pair_exchange(counts: Counts, source: int) -> Counts | None:
    """Two of `source` -> one of the next rung (Food -> Iron -> ... -> Oil -> Earth)."""
    if source >= LADDER_TOP or counts[source] < 2:
        return None
    out = list(counts)
    out[source] -= 2
    out[source + 1] += 1
    return tuple(out)


def minus(counts: Counts, resource: int, n: int = 1) -> Counts:
    out = list(counts)
    out[resource] -= n
    return tuple(out)


def plus(counts: Counts, resource: int, n: int = 1) -> Counts:
    out = list(counts)
    out[resource] += n
    return tuple(out)


def allocate(need: Need, any_count: int, resource: int, rest: Counts, exchanges: bool) -> Cost | None:
    """Put one resource into the cost; None when it would be useless or leave the cost unpayable.

    `rest` is what remains available after this resource is spent. A wild resource (Earth, or
    both units of a Space) goes to the slots that keep the rest payable, typed slots first.
    """
    if resource < EARTH:
        if need[resource] > 0:
            reduced = list(need)
            reduced[resource] -= 1
            result = (tuple(reduced), any_count)
        elif any_count > 0:
            result = (need, any_count - 1)
        else:
            return None
        return result if feasible(rest, result[0], result[1], exchanges) else None
    slots = 2 if resource == SPACE else 1
    for cand in wild_placements(need, any_count, rest, slots):
        if feasible(rest, cand[0], cand[1], exchanges):
            return cand
    return None


def wild_placements(need: Need, any_count: int, rest: Counts, slots: int) -> list[Cost]:
    """Where `slots` wild units may go (GS-2.4/2.5), best first: as many units as the cost still
    takes (a Space covers two slots of one cost, GS-2.5, GS-9.4), typed slots before "any",
    scarce types first. When the cost takes only one more unit, a Space's second unit is lost
    (GS-2.5.2)."""
    left = sum(need) + any_count
    take = min(slots, left)
    if take == 0:
        return []
    scarce = sorted((r for r in range(EARTH) if need[r] > 0), key=lambda r: rest[r] - need[r])
    slot_names = [r for r in scarce for _ in range(min(need[r], take))] + [EARTH] * min(any_count, take)
    out: list[Cost] = []
    seen: set[Cost] = set()
    for combo in _combos(slot_names, take):
        reduced, n_any = list(need), any_count
        for r in combo:
            if r == EARTH:
                n_any -= 1
            else:
                reduced[r] -= 1
        cand = (tuple(reduced), n_any)
        if cand not in seen:
            seen.add(cand)
            out.append(cand)
    return out


def _combos(slot_names: list[int], take: int) -> list[tuple[int, ...]]:
    if take == 1:
        return [(r,) for r in slot_names]
    return [
        (slot_names[i], slot_names[j]) for i in range(len(slot_names)) for j in range(i + 1, len(slot_names))
    ]


def triple_input_ok(counts: Counts, picks_left: int, need: Need, any_count: int) -> bool:
    """After taking some inputs of a 3 -> Earth exchange, can it finish and the cost still be paid?

    Every way of picking the remaining inputs is tried (any order gives the same answer), after
    two checks that hold for all of them alike: the units left after the exchange (typed surplus
    less deficit, plus Earth and Space) must cover the "any" part, as `exchange_ok` asks first;
    and when the inputs can all be surplus units (beyond the typed need) and Earth and Space,
    with the new Earth, cover every typed unit missing, that pick pays the cost directly."""
    wild = counts[EARTH] + 1 + 2 * counts[SPACE]  # after the exchange
    if sum(counts[:EARTH]) - sum(need) - picks_left + wild < any_count:
        return False
    surplus = deficit = 0
    for r in TRIPLE_INPUT_TYPES:
        left = counts[r] - need[r]
        if left > 0:
            surplus += left
        else:
            deficit -= left
    if surplus >= picks_left and deficit <= wild:
        return True
    kinds = [r for r in TRIPLE_INPUT_TYPES if counts[r] > 0]
    start = list(counts)
    start[EARTH] += 1
    for combo in combinations_with_replacement(kinds, picks_left):
        after = start.copy()
        for r in combo:
            after[r] -= 1
        if min(after) >= 0 and exchange_ok(after, need, any_count):
            return True
    return False


def payable(counts: Counts, need: Need, any_count: int, resource: int, exchanges: bool) -> bool:
    """Whether one unit of `resource` may be paid now: it is available and `allocate` places it
    (on `counts` less that unit). A typed unit the cost still asks for leaves the cost exactly as
    payable as it is now (the unit and the slot it fills both go)."""
    if not counts[resource]:
        return False
    if resource < EARTH and need[resource] > 0:
        return feasible(counts, need, any_count, exchanges)
    return allocate(need, any_count, resource, minus(counts, resource), exchanges) is not None


def payable_types(counts: Counts, need: Need, any_count: int, exchanges: bool) -> list[bool]:
    """`payable` for each resource type; the typed units the cost asks for share one answer."""
    as_is = None
    out = []
    for r in range(len(RESOURCES)):
        if not counts[r]:
            out.append(False)
        elif r < EARTH and need[r] > 0:
            if as_is is None:
                as_is = feasible(counts, need, any_count, exchanges)
            out.append(as_is)
        else:
            out.append(allocate(need, any_count, r, minus(counts, r), exchanges) is not None)
    return out


def paid(need: Need, any_count: int) -> bool:
    return any_count == 0 and not any(need)
