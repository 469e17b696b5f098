"""Queries on a position: active abilities, strength, availability, costs, unlockable technologies.

Nothing here changes a state. Abilities are read from data (`engines.age_of_civ.data`); passive
modifiers are effect steps of abilities with trigger "passive", looked up by op name.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engines.age_of_civ.data import COLUMNS, Ability, GameData
from engines.age_of_civ.state import AocState

# ---------------------------------------------------------------- abilities

NONE: dict = {}  # a part without any card of the table (never edited)


def abilities(g: GameData, st: AocState, seat: int) -> Iterator[tuple[str, Ability]]:
    """(key, ability) of every active triggered ability: the main civilization's main abilities
    (AC-12.2), every owned card's legacy abilities (AC-12.3), technologies (AC-10.4), wonders."""
    main = st.main[seat]
    if main is not None:
        yield from g.triggered[("m", main)]
    for civ in st.civs[seat]:
        yield from g.triggered[("l", civ)]
    for tech in st.techs[seat]:
        yield from g.triggered[("t", tech)]
    for wonder in st.wonders[seat]:
        yield from g.triggered[("w", wonder)]


def triggered(g: GameData, st: AocState, seat: int, trigger: str) -> list[tuple[str, Ability]]:
    """(key, ability) of the active abilities with this trigger, in the order of `abilities`."""
    parts = g.triggers_by_trigger.get(trigger)
    out: list[tuple[str, Ability]] = []
    if parts is None:
        return out
    fields = st.__dict__  # one read through pydantic's attribute machinery instead of four
    main = fields["main"][seat]
    table = parts.get("m", NONE)
    if main in table:
        out += table[main]
    table = parts.get("l", NONE)
    for card in fields["civs"][seat]:
        if card in table:
            out += table[card]
    table = parts.get("t", NONE)
    for card in fields["techs"][seat]:
        if card in table:
            out += table[card]
    table = parts.get("w", NONE)
    for card in fields["wonders"][seat]:
        if card in table:
            out += table[card]
    return out


def ability_by_key(g: GameData, key: str) -> Ability:
    card, part = key.rsplit(".", 1)
    kind, index = part[0], int(part[1:])
    if kind == "m":
        return g.civ[card].main[index]
    if kind == "l":
        return g.civ[card].legacy[index]
    if kind == "t":
        return g.tech[card].abilities[index]
    return g.wonder[card].abilities[index]


Mods = dict[str, list]
MODS_KEPT = 4096  # sets of cards whose modifiers are kept (GameData.mods_by_cards)


def mods(g: GameData, st: AocState, seat: int) -> Mods:
    """The seat's active passive steps by op (cost and strength modifiers, private spaces ...).
    They follow from the seat's main civilization and cards alone, so they are made once for each
    such set of cards, kept by its contents (a position edited by hand has other contents). The
    answer is shared: never edited."""
    fields = st.__dict__  # one read through pydantic's attribute machinery instead of four
    cards = (
        fields["main"][seat],
        (*fields["civs"][seat],),
        (*fields["techs"][seat],),
        (*fields["wonders"][seat],),
    )
    memo = g.mods_by_cards
    made = memo.get(cards)
    if made is None:
        if len(memo) >= MODS_KEPT:
            memo.clear()
        made = memo[cards] = cards_mods(g, *cards)
    return made


def cards_mods(
    g: GameData, main: str | None, civs: Sequence[str], techs: Sequence[str], wonders: Sequence[str]
) -> Mods:
    """The passive steps by op of a main civilization and these cards."""
    parts = g.passives_by_part
    tables = []
    table = parts.get("l", NONE)
    for card in civs:
        if card in table:
            tables.append(table[card])
    table = parts.get("t", NONE)
    for card in techs:
        if card in table:
            tables.append(table[card])
    table = parts.get("w", NONE)
    for card in wonders:
        if card in table:
            tables.append(table[card])
    table = parts.get("m", NONE)
    if main in table:
        tables.append(table[main])
    if not tables:
        return {}
    if len(tables) == 1:
        return dict(tables[0])  # rows are shared, never edited
    out: Mods = {}
    for table in tables:
        for op, rows in table.items():
            out[op] = out[op] + rows if op in out else rows  # rows are shared, never edited
    return out


def passive(g: GameData, st: AocState, seat: int, op: str, m: Mods | None = None) -> list:
    """Every active passive (ability, step) named `op` of the seat."""
    return (m if m is not None else mods(g, st, seat)).get(op, [])


def main_passive(g: GameData, civ: str | None, op: str) -> list:
    if civ is None:
        return []
    return [step for _, step in g.passives.get(("m", civ), {}).get(op, [])]


# ---------------------------------------------------------------- measures


def strength(g: GameData, st: AocState, seat: int, m: Mods | None = None) -> int:
    """AC-9.1, AC-9.2: visible symbols on civilizations and technologies plus strength abilities."""
    total = 0
    main = st.main[seat]
    if main is not None:
        total += g.civ[main].strength_main
    for civ in st.civs[seat]:
        total += g.civ[civ].strength_legacy
    for tech in st.techs[seat]:
        total += g.tech[tech].strength
    m = m if m is not None else mods(g, st, seat)
    for _, step in passive(g, st, seat, "strength", m):
        total += step["amount"]
    for _, step in passive(g, st, seat, "strength_per", m):
        total += measure(g, st, seat, step["of"]) // step["every"]
    return total


def future_cards(st: AocState) -> int:
    """AC-8.5: action cards right of the window (the Plague card counts)."""
    return max(0, 6 - st.round)


def measure(g: GameData, st: AocState, seat: int, unit: str) -> int:
    if unit == "technologies":
        return len(st.techs[seat])
    if unit == "coins":
        return st.coins[seat]
    if unit == "wonders":
        return len(st.wonders[seat])
    if unit == "workers":
        return st.workers[seat]
    if unit == "strength":
        return strength(g, st, seat)
    if unit == "future_action_cards":
        return future_cards(st)
    if unit == "points":
        return st.points[seat]
    raise ValueError(f"unknown unit {unit}")


def has_most_strength(g: GameData, st: AocState, seat: int) -> bool:
    """AC-9.7 ties shared; solo AC-17.5: at least the virtual opponent's strength."""
    mine = strength(g, st, seat)
    if st.solo:
        return mine >= st.opponent_strength
    return all(mine >= strength(g, st, o) for o in range(st.players) if o != seat)


def condition_holds(g: GameData, st: AocState, seat: int, ab: Ability) -> bool:
    return ab.condition is None or has_most_strength(g, st, seat)


def seats_by(g: GameData, st: AocState, unit: str, where: str) -> list[int]:
    """Seats with the most / least of `unit` (ties shared, also at 0: AC-15.5)."""
    values = [measure(g, st, s, unit) for s in range(st.players)]
    best = max(values) if where == "most" else min(values)
    return [s for s in range(st.players) if values[s] == best]


# ---------------------------------------------------------------- actions


def window(st: AocState) -> list[str]:
    """The action cards available this round (positions round..round+2)."""
    return st.track[st.round - 1 : st.round + 2]


def future(st: AocState) -> list[str]:
    return st.track[st.round + 2 :]


def board_actions(g: GameData, st: AocState, seat: int, m: Mods | None = None) -> list[str]:
    """AC-5.2: the permanent card's actions plus the window's (Maya: future cards too)."""
    card_action = g.card_action
    return g.permanent_actions + [
        action for c in board_cards(g, st, seat, m) if (action := card_action[c]) is not None
    ]


def board_cards(g: GameData, st: AocState, seat: int, m: Mods | None = None) -> list[str]:
    """The action cards whose actions the seat may use: the window (Maya: future cards too)."""
    if passive(g, st, seat, "future_cards", m):
        return st.track[st.round - 1 :]
    return st.track[st.round - 1 : st.round + 2]


def on_board(g: GameData, st: AocState, seat: int, action: str, m: Mods | None = None) -> bool:
    """Whether `action` is one of `board_actions`, without listing them."""
    if action in g.permanent_actions:
        return True
    card_action = g.card_action
    return any(card_action[c] == action for c in board_cards(g, st, seat, m))


def blocked(g: GameData, st: AocState, seat: int, action: str) -> bool:
    """AC-12.6.25: another player's main civilization forbids the action (Vikings)."""
    blocks = g.blocks_by_main
    return any(other != seat and civ in blocks and action in blocks[civ] for other, civ in enumerate(st.main))


def blocked_actions(g: GameData, st: AocState, seat: int) -> set[str]:
    blocks: set[str] = set()
    for other, civ in enumerate(st.main):
        if other != seat and civ in g.blocks_by_main:
            blocks |= g.blocks_by_main[civ]
    return blocks


def capacity(
    g: GameData,
    st: AocState,
    seat: int,
    action: str,
    board: list[str],
    m: Mods | None = None,
    blocks: set | None = None,
) -> int:
    """How many times the action may be performed this turn: board spaces + private spaces."""
    if action in (blocks if blocks is not None else blocked_actions(g, st, seat)):
        return 0
    spaces = g.action[action].spaces if action in board else 0
    return spaces + sum(1 for _, s in passive(g, st, seat, "private_space", m) if s["action"] == action)


def workers_needed(g: GameData, st: AocState, seat: int, action: str, m: Mods | None = None) -> int:
    rows = passive(g, st, seat, "extra_workers", m)
    extra = sum(s["workers"] for _, s in rows if s["action"] == action) if rows else 0
    return g.action[action].workers + extra


def cost(
    g: GameData,
    st: AocState,
    seat: int,
    action: str,
    target: str | None = None,
    via: str | None = None,
    m: Mods | None = None,
) -> int:
    """AC-5.3, AC-6.14: base cost, "pay N less" modifiers added up, "becomes 0" wins, floor 0."""
    coins = g.action[action].coins
    reduce = 0
    m = m if m is not None else mods(g, st, seat)
    if "cost_reduce" not in m and "cost_set" not in m:
        return coins
    for ab, step in [*m.get("cost_reduce", ()), *m.get("cost_set", ())]:  # passive(), inlined
        if step["action"] != action or (ab.tech_filter and target not in ab.tech_filter):
            continue
        if via is not None and via in step.get("except_via", []):
            continue
        if not condition_holds(g, st, seat, ab):
            continue
        if step["op"] == "cost_set":
            return step["coins"]
        reduce += step["coins"]
    return max(0, coins - reduce)


def workers_return(g: GameData, st: AocState, seat: int, action: str, m: Mods | None = None) -> bool:
    rows = passive(g, st, seat, "workers_return", m)
    return bool(rows) and any(s["action"] == action for _, s in rows)


def war_exempt(g: GameData, st: AocState, seat: int) -> bool:
    return bool(passive(g, st, seat, "war_exempt"))


# ---------------------------------------------------------------- technologies


def tech_grid(g: GameData, st: AocState, seat: int) -> dict[str, list[str]]:
    """Column -> [tier 1, tier 2, tier 3] technology ids, with an Innovations card placed
    over its column (AC-14.3, AC-14.4)."""
    card = st.special[seat]
    if card is None:
        return g.board_grid
    grid = dict(g.board_grid)
    if card is not None:
        sp = g.special[card]
        grid[sp.column] = [sp.tier1, sp.tier2, grid[sp.column][2]]
    return grid


def unlockable(g: GameData, st: AocState, seat: int) -> Sequence[str]:
    """AC-10.2, AC-10.3: technologies the seat may gain now (not owned, one prerequisite owned).
    Read-only: on the printed board, the answer for each set of owned board technologies is made
    once (`GameData.unlockable_by_owned`)."""
    fields = st.__dict__  # one read through pydantic's attribute machinery instead of two
    techs = fields["techs"][seat]
    if fields["special"][seat] is None:
        made = g.unlockable_by_owned.get(frozenset(techs))
        if made is not None:
            return made
        return unlockable_of(g.unlock_rules, set(techs))
    return unlockable_of(unlock_rules(g, tech_grid(g, st, seat)), set(techs))


def unlockable_of(rules_: list[tuple[str, tuple[str, ...]]], owned: set[str]) -> list[str]:
    """The technologies of these unlock rules that owning `owned` opens, in the rules' order."""
    return [tech for tech, needs in rules_ if tech not in owned and not (needs and owned.isdisjoint(needs))]


def unlock_rules(g: GameData, grid: dict[str, list[str]]) -> list[tuple[str, tuple[str, ...]]]:
    """(technology, prerequisites any of which opens it) by position on the board (AC-14.4)."""
    out = []
    for column in COLUMNS:
        t1, t2, t3 = grid[column]
        out += [(t1, ()), (t2, (t1,)), (t3, tuple(grid[c][1] for c in g.top_prerequisite_columns(column)))]
    return out


def column_empty(g: GameData, st: AocState, seat: int, column: str) -> bool:
    grid = tech_grid(g, st, seat)
    return not set(grid[column]) & set(st.techs[seat])


def turn_order(st: AocState) -> list[int]:
    """AC-3.2: the first player, then the others clockwise (seat order)."""
    return [(st.first + i) % st.players for i in range(st.players)]
