"""Technology, wonder, government and civilization abilities as typed, data-driven effects.

`data/civilization.json` → `effects` encodes each ability text as steps `{"op": ..., **args}`;
`EFFECTS` declares every op with its argument model and `check_data` rejects a bad step at load.
Passive ops (modifiers) are summed by `modifier`; active ops (resource abilities, start-of-turn
wonders) run through their handlers.
"""

from __future__ import annotations

from itertools import chain, repeat

from engines.base import Event
from engines.civilization import board, memos, names
from engines.civilization.data import CivData, Tables
from engines.civilization.machine import board_items
from engines.civilization.state import CivState
from engines.civilization.techmemo import tech_facts
from engines.civilization.texts import tr
from engines.kit.effects import EffectRegistry, NoArgs, OpArgs

EFFECTS = EffectRegistry("civilization")


class Amount(OpArgs):
    amount: int


class Count(OpArgs):
    count: int


class Coins(OpArgs):
    coins: int


class Cancel(OpArgs):
    own_only: bool = False  # only an event that targets the canceller (Bread and Circuses)
    abilities: bool = False  # may cancel a resource ability too (Primetime TV)


class Obsolete(OpArgs):
    eras: list[str]
    or_else: str  # kill_unit | destroy_building: the ability's other choice


class Kill(OpArgs):
    range: int  # orthogonal distance from the player's figures or cities; 0: anywhere
    count: int  # figures in one square
    great_person: bool  # a great person on the map may be the target instead


class Distance(OpArgs):
    distance: int


class Level(OpArgs):
    level: int


class Destroy(OpArgs):
    range: int  # 0: anywhere
    count: int


class FreeUnits(OpArgs):
    count: int
    up_to: bool  # "up to": the player may stop earlier


class Substitute(OpArgs):
    resources: list[str]  # the resource tokens the card may stand for


class BarbarianAttack(OpArgs):
    range: int  # orthogonal distance from a village marker
    rank: int  # the barbarians' rank


class Rate(OpArgs):
    trade: int
    production: int


class StartUnits(OpArgs):
    kind: str
    count: int


class Era(OpArgs):
    era: str


class Occasions(OpArgs):
    on: list[str]  # city | wonder | conquest


class Disaster(OpArgs):
    terrain: str  # the terrain the square becomes (CV-16.3, CV-32.10)
    from_terrains: list[str]
    markers: int  # disaster markers in the box


PASSIVE = (
    "production_per_city",
    "trade_per_city",
    "arts_culture",
    "coins",
    "research_discount",
    "unit_cost_cap",
    "empty_water_trade",
    "production_per_coins",
    "capital_idle",
    "battle_hand",
    "battle_lost_trade",
)
for _name in PASSIVE:
    EFFECTS.op(
        _name, Coins if _name == "production_per_coins" else (NoArgs if _name == "capital_idle" else Amount)
    )
for _name in (
    "city_production",
    "gain_culture",
    "gain_trade",
    "other_gains_trade",
    "start_trade",
    "start_culture",
):
    EFFECTS.op(_name, Amount)
EFFECTS.op("pay_trade", Amount)
EFFECTS.op("pay_culture", Amount)
EFFECTS.op("pay_resources", Count)
EFFECTS.op("gain_great_person")
EFFECTS.op("start_coin_token")
for _name in (
    "start_free_figure",
    "start_free_walls",
    "start_free_tech",
    "start_resources",
    "harvest_twice",
    "split_production",
):
    EFFECTS.op(_name)
for _name in ("battle_plus_wounds", "battle_wounds", "battle_strength", "loot_less"):
    EFFECTS.op(_name, Amount)  # combat (CV-23): read by combat.py and decisions/battle.py
EFFECTS.op("battle_won_coin")
EFFECTS.op("nuke_city")  # Atomic Theory: destroy a non-capital city and its outskirts' contents
EFFECTS.op("naval_transport")  # Steam Power: one square's figures sail to a water square
EFFECTS.op("freeze_square")  # Communism: no figure may leave the chosen square this turn
EFFECTS.op("extra_city_actions")  # Atomic Theory: each city takes one more action this turn
# culture events (CV-16) and obsolescence (CV-27): engines/civilization/events.py runs them
EFFECTS.op("cancel_event", Cancel)
EFFECTS.op("cancel_city_action")  # Writing: cancel another player's city action as it is taken
EFFECTS.op("cancel_ability")  # Mass Media: cancel a resource ability as it is used
EFFECTS.op("obsolete_wonder", Obsolete)
EFFECTS.op("kill_figures", Kill)
EFFECTS.op("move_own_figure", Distance)
EFFECTS.op("move_enemy_stack", Distance)
EFFECTS.op("tech_exchange", Level)
EFFECTS.op("destroy_building", Destroy)
EFFECTS.op("force_anarchy")
EFFECTS.op("event_immunity")  # United Nations: other players' culture events cannot target you
EFFECTS.op("free_units", FreeUnits)  # battle cards: units built before the battle forces are drawn
EFFECTS.op("resource_substitute", Substitute)  # gift cards: spent as one resource token
EFFECTS.op("place_village")  # Barbarian Encampment
EFFECTS.op("barbarian_attack", BarbarianAttack)  # Roaming Horde
EFFECTS.op("disaster", Disaster)  # Drought, Deforestation (CV-16.3)
# civilizations (CV-5.6): setup bonuses and abilities, read through `civ_step`
EFFECTS.op("start_great_person")  # America
EFFECTS.op("trade_to_production", Rate)  # America
EFFECTS.op("start_walled_capital")  # China
EFFECTS.op("culture_per_hut_or_village", Amount)  # China
EFFECTS.op("return_killed_unit", Count)  # China
EFFECTS.op("start_wonder", Era)  # Egypt
EFFECTS.op("free_building_per_turn")  # Egypt
EFFECTS.op("start_units", StartUnits)  # Germany
EFFECTS.op("free_unit_per_tech")  # Germany
EFFECTS.op("free_advance", Occasions)  # Rome
EFFECTS.op("stacking_limit_plus", Amount)  # Russia
EFFECTS.op("extra_army", Amount)  # Russia
EFFECTS.op("sacrifice_for_tech")  # Russia


def check_data(data: CivData) -> None:
    """Every effect step names a declared op with valid arguments (raises EffectDataError)."""
    eff = data.effects
    for group in (
        eff.resource_abilities,
        eff.coin_tasks,
        eff.wonders,
        eff.governments,
        eff.permanent,
        eff.civilizations,
        eff.culture_events,
    ):
        for name, steps in group.items():
            EFFECTS.check(steps, where=name)
    for tech in data.technologies.cards:
        for ability in tech.resource_abilities:
            if ability.effect_key not in eff.resource_abilities:
                raise ValueError(
                    f"civilization: {tech.name} ability {ability.effect_key} has no effect steps"
                )
    for card in data.culture_event_cards.cards:
        if card.base is not False and card.name not in eff.culture_events:
            raise ValueError(f"civilization: culture event {card.name} has no effect steps")


def civ_step(tb: Tables, civ_id: str, op: str) -> dict | None:
    """The civilization's step with this op (CV-5.6), or None."""
    return next((s for s in tb.data.effects.civilizations.get(civ_id, []) if s["op"] == op), None)


def civ_has(tb: Tables, st: CivState, seat: int, op: str) -> bool:
    return civ_step(tb, st.civs[seat].civ, op) is not None


def civ_amount(tb: Tables, civ_id: str, op: str) -> int:
    step = civ_step(tb, civ_id, op)
    return 0 if step is None else step.get("amount", step.get("count", 1))


# ---------------------------------------------------------------- passive modifiers


def active_wonders(tb: Tables, st: CivState, seat: int) -> list[str]:
    """Wonders whose ability works: owned, not obsolete (CV-27.1) and their marker not blockaded
    (CV-26.2)."""
    return [name for name in st.civs[seat].wonders if wonder_works(st, seat, name)]


def wonder_works(st: CivState, seat: int, name: str) -> bool:
    if name in st.obsolete:
        return False
    marker = next((p for p in st.pieces if p.kind == "wonder" and p.name == name), None)
    return marker is None or not board.enemy_figures(st, (marker.r, marker.c), seat)


def steps_of(tb: Tables, st: CivState, seat: int) -> list[dict]:
    civ = st.civs[seat]
    eff = tb.data.effects
    steps = list(eff.governments.get(civ.government, []))
    for name in active_wonders(tb, st, seat):
        steps.extend(eff.wonders.get(name, []))
    for tech in civ.all_techs():
        steps.extend(eff.permanent.get(tech, []))
    return steps


NO_SOURCES: tuple[dict, dict, dict] = ({}, {}, {})


def modifier(tb: Tables, st: CivState, seat: int, op: str) -> int:
    """The amounts of the op's steps in steps_of, summed (a step without one counts 1)."""
    governments, wonders, techs = tb.op_sources.get(op, NO_SOURCES)
    civ = st.civs[seat]
    total = governments.get(civ.government, 0)
    if wonders:
        total += sum(wonders[w] for w in civ.wonders if w in wonders and wonder_works(st, seat, w))
    if techs:
        facts = tech_facts(tb, st, seat)
        key = ("mod", op)
        part = facts.get(key)
        if part is None:
            part = facts[key] = sum(techs.get(t, 0) for t in chain.from_iterable(civ.techs))
        total += part
    return total


def has(tb: Tables, st: CivState, seat: int, op: str) -> bool:
    """Whether steps_of holds a step of the op."""
    governments, wonders, techs = tb.op_sources.get(op, NO_SOURCES)
    civ = st.civs[seat]
    return (
        civ.government in governments
        or (bool(techs) and _has_tech(tb, st, seat, op, techs))
        or any(w in wonders and wonder_works(st, seat, w) for w in civ.wonders)
    )


def _has_tech(tb: Tables, st: CivState, seat: int, op: str, techs: dict) -> bool:
    facts = tech_facts(tb, st, seat)
    key = ("has", op)
    found = facts.get(key)
    if found is None:
        found = facts[key] = any(t in techs for t in chain.from_iterable(st.civs[seat].techs))
    return found


def battle_hand_bonus(tb: Tables, st: CivState, seat: int) -> int:
    """Extra battle hand size from the government (Fundamentalism +1, CV-8.4), for combat."""
    return modifier(tb, st, seat, "battle_hand")


def trade_lost_on_defeat(tb: Tables, st: CivState, seat: int) -> int:
    """Trade the player loses whenever it loses a battle (Democracy), for combat."""
    return modifier(tb, st, seat, "battle_lost_trade")


# ---------------------------------------------------------------- characteristics (CV-22.9)


def characteristic(tb: Tables, st: CivState, seat: int, name: str) -> int:
    facts = tech_facts(tb, st, seat)
    key = ("char", name)
    best = facts.get(key)
    if best is None:
        best = facts[key] = _characteristic(tb, st, seat, name)
    return best


def _characteristic(tb: Tables, st: CivState, seat: int, name: str) -> int:
    best = int(tb.data.constants.start[name])
    shown = tb.tech_traits.get(name, {})
    for tech in chain.from_iterable(st.civs[seat].techs):
        value = shown.get(tech)
        if value is not None:
            best = max(best, value)
    return best


def travel_speed(tb: Tables, st: CivState, seat: int) -> int:
    return characteristic(tb, st, seat, "travel_speed")


def stacking_limit(tb: Tables, st: CivState, seat: int) -> int:
    extra = civ_amount(tb, st.civs[seat].civ, "stacking_limit_plus")  # Russia (CV-5.6.6)
    return characteristic(tb, st, seat, "stacking_limit") + extra


def city_limit(tb: Tables, st: CivState, seat: int) -> int:
    return characteristic(tb, st, seat, "city_limit")


def water_rule(tb: Tables, st: CivState, seat: int) -> str:
    """'none', 'cross_only' (Navigation) or 'end_allowed' (Sailing, Steam Power, Flight): CV-19.3."""
    facts = tech_facts(tb, st, seat)
    rule = facts.get("water")
    if rule is None:
        rules = {tb.tech_water.get(t) for t in chain.from_iterable(st.civs[seat].techs)}
        rule = "end_allowed" if "end_allowed" in rules else "cross_only" if "cross_only" in rules else "none"
        facts["water"] = rule
    return rule


def hand_limit(tb: Tables, st: CivState, seat: int) -> int:
    plus = sum(
        tb.techs[t].characteristics.get("culture_hand_limit_plus", 0) for t in st.civs[seat].all_techs()
    )
    return int(tb.data.constants.start["culture_hand_limit"]) + plus


# ---------------------------------------------------------------- coins (CV-24)


def map_coins(tb: Tables, st: CivState, seat: int) -> int:
    """Coins on squares the player controls and that are not blockaded (CV-24.2.1)."""
    blocked, sent = set(), []  # as board.square_yields and board.scout_squares, in one pass
    for f in st.figures:
        if f.owner != seat:
            blocked.add((f.r, f.c))
        elif f.kind == "scout" and f.sends_to is not None:
            sent.append((f.sends_to, f.sent_square or (f.r, f.c)))
    pieces = {(p.r, p.c): p for p in st.pieces}
    total = 0
    for i in board.own_cities(st, seat):
        squares = board.outskirts(st.cities[i])
        for to, sq in sent:
            if to == i and sq not in squares:  # never counted twice (CV-32.9)
                squares.append(sq)
        total += sum(board.square_coin(tb, st, sq, blocked, pieces) for sq in squares)
    return total


def coins(tb: Tables, st: CivState, seat: int) -> int:
    civ = st.civs[seat]
    printed = sum(map(tb.tech_coins.get, civ.all_techs(), repeat(0)))
    return sum(civ.coin_tokens.values()) + printed + map_coins(tb, st, seat) + modifier(tb, st, seat, "coins")


def counted_coins(tb: Tables, st: CivState, seat: int, board: tuple | None = None) -> int:
    """`coins(tb, st, seat)`, remembered on the state (memo "rich", carried into clones) with the
    fields it counts: late in a game the bound stays above 15 and most moves change none of them.
    `board`: the state's `map_facts` when the caller has them (one check counts several seats)."""
    memo = memos.recall(st, "rich")
    facts = (st.civs[seat], map_facts(st, board_items(st)) if board is None else board)
    if memo is not None and seat < len(memo) and memo[seat] is not None and memo[seat][0] == facts:
        return memo[seat][1]
    have = coins(tb, st, seat)
    entries = list(memo) if memo is not None else []
    entries += [None] * (seat + 1 - len(entries))
    entries[seat] = (facts, have)
    memos.keep(st, "rich", tuple(entries))
    return have


def map_facts(st: CivState, items: tuple) -> tuple:
    """What a player's coins come from besides the sheet, given `board_items(st)` (shallow copies:
    a list edited in place by hand counts as changed): the map's items, the grid, obsolete wonders
    (CV-27.1), disasters (CV-16.3)."""
    return items[1:], st.grid_rows, st.grid_cols, tuple(st.obsolete), tuple(st.disasters.items())


# ---------------------------------------------------------------- city totals


def city_production(tb: Tables, st: CivState, city_index: int) -> int:
    city = st.cities[city_index]
    base = board.city_yields(tb, st, city_index).get("production", 0)
    bonus = st.city_bonus.get(board.key((city.r, city.c)), 0)
    per_city = modifier(tb, st, city.owner, "production_per_city")  # Communism, Chichen Itza
    if has(tb, st, city.owner, "production_per_coins"):  # Military Science
        per_coins = [s["coins"] for s in steps_of(tb, st, city.owner) if s["op"] == "production_per_coins"]
        have = counted_coins(tb, st, city.owner)
        per_city += sum(have // n for n in per_coins)
    return base + bonus + per_city


def empty_water_trade(tb: Tables, st: CivState, city_index: int, amount: int) -> int:
    city = st.cities[city_index]
    count = 0
    for sq in board.outskirts(city):
        data = board.square(tb, st, sq)
        if data is not None and data.terrain == "water" and board.piece_at(st, sq) is None:
            if not board.figures_at(st, sq):
                count += 1
    return count * amount


def trade_income(tb: Tables, st: CivState, seat: int) -> int:
    """Trade collected in the Trade phase (CV-9.1.1), government and wonder modifiers included."""
    total = 0
    per_city = modifier(tb, st, seat, "trade_per_city")
    water = modifier(tb, st, seat, "empty_water_trade")
    for i in board.own_cities(st, seat):
        city_trade = board.city_yields(tb, st, i).get("trade", 0) + per_city  # remembered for the turn
        if water:
            city_trade += empty_water_trade(tb, st, i, water)
        total += max(0, city_trade)
    return total


def add_trade(st: CivState, seat: int, amount: int, cap: int) -> int:
    """Move the trade dial, never above the cap (CV-9.1.2) nor below 0 (CV-32.24)."""
    civ = st.civs[seat]
    new = max(0, min(cap, civ.trade + amount))
    st.civs[seat] = civ.replaced(trade=new)
    return new - civ.trade


def add_culture(st: CivState, seat: int, amount: int) -> None:
    civ = st.civs[seat]
    st.civs[seat] = civ.replaced(culture=max(0, civ.culture + amount))


CHOICES_AT_START = {
    "start_free_figure": "free_figure",
    "start_free_walls": "free_walls",
    "start_free_tech": "free_tech",
}


def run_start_of_turn(tb: Tables, st: CivState, seat: int, ev: list[Event]) -> list[dict]:
    """Start-of-turn wonder abilities (CV-7.1): those without a choice run here; the returned
    tasks ask the owner about the others."""
    cap = tb.data.constants.trade_dial_max
    follow: list[dict] = []
    for name in active_wonders(tb, st, seat):
        for step in tb.data.effects.wonders.get(name, []):
            op = step["op"]
            if op == "start_trade":
                add_trade(st, seat, step["amount"], cap)
            elif op == "start_culture":
                add_culture(st, seat, step["amount"])
            elif op == "start_coin_token":
                civ = st.civs[seat]
                tokens = {**civ.coin_tokens, name: civ.coin_tokens.get(name, 0) + 1}
                st.civs[seat] = civ.replaced(coin_tokens=tokens)
            elif op == "start_resources":
                take_one_of_each(st, seat)
            elif op in CHOICES_AT_START:
                follow.append({"k": CHOICES_AT_START[op], "who": seat, "wonder": name})
                continue
            else:
                continue
            wonder = names.wonder(tb, name)
            ev.append(
                Event(
                    text=tr(f"{wonder.en}: start-of-turn ability.", f"{wonder.pl}: zdolność początku tury.")
                )
            )
    return follow


def take_one_of_each(st: CivState, seat: int) -> None:
    """Big Ben: one token of every resource type the market still has."""
    market = dict(st.resource_market)
    taken = [r for r, n in sorted(market.items()) if n > 0]
    for r in taken:
        market[r] -= 1
    st.resource_market = market
    civ = st.civs[seat]
    st.civs[seat] = civ.replaced(resources=[*civ.resources, *taken])
