"""New Leaders and Wonders (TA-43 to TA-48): the effect ops of the 24 new leaders and 16 new
wonders, and what they change in a civilization's derived values (ratings, costs, production,
armies). board.py calls the functions here at one point each; they add nothing unless a card of
the module is in play (or, for Stonehenge, Silk Road, the Louvre and the Red Cross, being built).
"""

from __future__ import annotations

from typing import Any

from engines.kit.effects import NoArgs, OpArgs
from engines.through_ages import board
from engines.through_ages.data import Card, GameData
from engines.through_ages.effects import EFFECTS, Steps, YieldArgs
from engines.through_ages.state import TtaState

MODULE = "nlw_leaders_wonders"


class ByAgeArgs(OpArgs):
    I: Steps = []  # noqa: E741 - the age's name
    II: Steps = []
    III: Steps = []
    IV: Steps = []


class TypesLevelArgs(OpArgs):
    types: list[str]


class DevelopCultureArgs(OpArgs):
    types: list[str]
    culture: int


class AgeDiscountArgs(OpArgs):
    types: list[str]
    by_age: dict[str, int]  # card age -> resources and science less


class PerUrbanArgs(OpArgs):
    per_urban: int


class AmountArgs(OpArgs):
    amount: int


class BestOfArgs(OpArgs):
    factor: int


class CategoriesArgs(OpArgs):
    by_players: dict[str, int]


class CultureArgs(OpArgs):
    culture: int


class ColonyArgs(OpArgs):
    culture: int


class SpecialArgs(OpArgs):
    units: int = 0
    units_if_weak: int = 0
    urban_or_wonder: int = 0


class TakeExtraArgs(OpArgs):
    civil: int


class PricesArgs(OpArgs):
    prices: list[int]  # resources for +1, +2, +3 ... colonization force


# passive: read below and by the hooks in actions.py, flow.py, run.py
for _name, _args in {
    "level_discount": TypesLevelArgs,  # Colosseum
    "develop_culture": DevelopCultureArgs,  # Colosseum
    "age_discount": AgeDiscountArgs,  # James Watt (TA-47.1)
    "government_discount": PerUrbanArgs,  # Acropolis
    "discontent_relief": AmountArgs,  # Forbidden City (TA-46.11)
    "colony_bonus": YieldArgs,  # Suez Canal: per colony
    "special_each_turn": SpecialArgs,  # Boudica, Cleopatra, Maria Theresa
    "stage_culture": CultureArgs,  # International Red Cross
    "take_extra_if_content": TakeExtraArgs,  # Nelson Mandela
    "force_for_resources": PricesArgs,  # Isabella I of Castile
}.items():
    EFFECTS.op(_name, _args)
for _name in (
    "old_best_extra",  # Machu Picchu (TA-46.1)
    "colour_bonus",  # Ashoka (TA-45.9)
    "government_culture",  # Statue of Liberty
    "urban_type_discount",  # Antoni Gaudi (TA-47.6)
    "best_urban_culture",  # Antoni Gaudi
    "temple_minus",  # Charles Darwin (TA-47.5)
    "tech_take_discount",  # Charles Darwin
    "curie",  # Marie Curie (TA-48.10)
    "top_theaters",  # Marlene Dietrich (TA-48.3)
    "double_unit",  # Marlene Dietrich (TA-48.4)
    "jobs",  # Steve Jobs
    "best_library_theater",  # Ian Fleming
    "spy",  # Ian Fleming (TA-48.9)
    "farm_units",  # Jan Zizka (TA-46.14)
    "army_culture",  # Jan Zizka
    "reminders",  # Hippocrates (TA-45.3)
    "any_event",  # Confucius (TA-45.4)
    "prepare_science",  # Confucius
    "leave_science",  # Confucius
    "prepare_draw",  # Eleanor of Aquitaine
    "discard_culture",  # Eleanor of Aquitaine
    "replaced_refund",  # Eleanor of Aquitaine (TA-46.10)
    "prepare_culture",  # Nostradamus
    "weak_shield",  # Nostradamus (TA-46.7)
    "gutenberg",  # Johannes Gutenberg (TA-46.9)
    "saladin",  # Saladin (TA-46.15)
    "sun_tzu",  # Sun Tzu (TA-45.5 to TA-45.8)
    "population_points",  # Maria Theresa (TA-47.7)
    "watt_leave",  # James Watt
    "nobel",  # Alfred Nobel (TA-47.8)
    "mandela",  # Nelson Mandela (TA-48.6)
    "olympics",  # Pierre de Coubertin (TA-48.1)
    "catherine",  # Catherine the Great
    "stage_science",  # Stonehenge
    "sacrifice_unit",  # Himeji Castle (TA-46.12)
    "silk_road",  # Silk Road (TA-46.5)
    "play_taken_action",  # Harvard College
    "louvre",  # Louvre (TA-47.11)
    "stage_food",  # International Red Cross (TA-48.12)
    "un_wonder",  # United Nations (TA-48.11)
):
    EFFECTS.op(_name, NoArgs)
EFFECTS.op("by_age", ByAgeArgs, nested=("I", "II", "III", "IV"))  # Roman Roads (TA-45.10)
EFFECTS.op("score_best_of", BestOfArgs)  # United Nations
EFFECTS.op("categories", CategoriesArgs)  # Empire State Building (TA-48.16)
EFFECTS.op("all_colonies", ColonyArgs)  # International Red Cross (TA-48.15)


# ---------------------------------------------------------------- helpers


def steps(g: GameData, st: TtaState, p: int, op: str) -> list[dict[str, Any]]:
    return board.steps_of(g, st, p, op)


def has(g: GameData, st: TtaState, p: int, op: str) -> bool:
    return board.has(g, st, p, op)


def aged(g: GameData, st: TtaState, p: int, op: str) -> list[dict[str, Any]]:
    """The steps with `op` that Roman Roads gives in the current age (TA-45.10)."""
    age = st.age if st.age != "A" else None
    if age is None:
        return []
    return [s for box in steps(g, st, p, "by_age") for s in box.get(age, []) if s["op"] == op]


def building_wonder(g: GameData, st: TtaState, p: int, op: str) -> bool:
    """The unfinished wonder of p has `op` (it acts while being built)."""
    return bool(st.wonder[p]) and op in g.ops[st.wonder[p]]


def top(g: GameData, st: TtaState, p: int, kind: str) -> Card | None:
    return board.best(g, st, p, (kind,))


def weak(g: GameData, st: TtaState, p: int) -> bool:
    """The weakest (2 players) or one of the two weakest (3-4 players), by plain strength:
    Nostradamus does not count for Boudica (TA-45.1)."""
    from engines.through_ages import run

    return p in run.ranked_players(g, st, "two_weakest", shield=False)


# ---------------------------------------------------------------- ratings


def modifier(g: GameData, st: TtaState, p: int, key: str) -> int:
    """Roman Roads' age-dependent modifiers and Saladin's marker (TA-46.15)."""
    total = sum(s.get(key, 0) for s in aged(g, st, p, "modify"))
    if st.saladin and st.saladin[p] and has(g, st, p, "saladin"):
        if key == "strength" and st.saladin[p] == "strength":
            total += 2
        if key == "civil_actions" and st.saladin[p] == "civil":
            total += 1
    return total


def happy(g: GameData, st: TtaState, p: int) -> int:
    total = 0
    if has(g, st, p, "temple_minus"):
        total -= board.count_type(g, st, p, "temple")  # TA-47.5: cancels St. Peter's +1
    if has(g, st, p, "jobs"):
        lab = top(g, st, p, "lab")
        total += lab.level if lab else 0
    if has(g, st, p, "top_theaters"):
        total += sum(n for _, n in top_theaters(g, st, p))
    return total


def discontent_relief(g: GameData, st: TtaState, p: int) -> int:
    return sum(s["amount"] for s in steps(g, st, p, "discontent_relief"))


def science(g: GameData, st: TtaState, p: int) -> int:
    if not has(g, st, p, "curie"):
        return 0
    mine = top(g, st, p, "mine")
    return mine.level if mine else 0


def top_theaters(g: GameData, st: TtaState, p: int) -> list[tuple[Card, int]]:
    """TA-48.3: the theaters of the highest level built."""
    held = board.buildings(g, st, p, "theater")
    if not held:
        return []
    high = max(c.level for c, _ in held)
    return [(c, n) for c, n in held if c.level == high]


def culture(g: GameData, st: TtaState, p: int) -> int:
    total = 0
    if has(g, st, p, "curie"):
        mine, lab = top(g, st, p, "mine"), top(g, st, p, "lab")
        total += max(mine.level if mine else 0, lab.level if lab else 0)
    if has(g, st, p, "top_theaters"):
        total += sum(n for _, n in top_theaters(g, st, p))
    if has(g, st, p, "best_library_theater"):
        total += sum(c.level for c in (top(g, st, p, "library"), top(g, st, p, "theater")) if c)
    if has(g, st, p, "best_urban_culture"):
        total += len({c.type for c, _ in board.buildings(g, st, p, "urban")})
    if has(g, st, p, "government_culture"):
        total += g.card[st.government[p]].level
    if has(g, st, p, "louvre") and st.louvre:
        total += st.louvre[p]
    if has(g, st, p, "army_culture"):
        total += armies(g, st, p)
    return total


def strength(g: GameData, st: TtaState, p: int) -> int:
    total = 0
    if has(g, st, p, "curie"):
        lab = top(g, st, p, "lab")
        total += lab.level if lab else 0
    return total


# ---------------------------------------------------------------- armies (TA-46.14, TA-48.4, TA-45.7)


def unit_options(
    g: GameData, st: TtaState, p: int, units: dict[str, list[int]]
) -> list[dict[str, list[int]]]:
    """Every way Jan Zizka's farms and Marlene Dietrich's doubled unit may fill the armies."""
    found = [units]
    if has(g, st, p, "farm_units"):
        farms = board.count_type(g, st, p, "farm")
        found = [
            {**u, "infantry": u["infantry"] + [0] * k, "artillery": u["artillery"] + [0] * (farms - k)}
            for u in found
            for k in range(farms + 1)
        ]
    if has(g, st, p, "double_unit"):
        doubled = []
        for u in found:
            doubled.append(u)
            for t in ("infantry", "cavalry", "artillery"):
                for lv in sorted(set(units[t])):  # only real units: Zizka's farms are no units
                    doubled.append({**u, t: sorted(u[t] + [lv], reverse=True)})
        found = doubled
    return [{t: sorted(v, reverse=True) for t, v in u.items()} for u in found]


def army_strength(g: GameData, st: TtaState, p: int, tactic: Card, units, infantry_as_cavalry: bool) -> int:
    """The tactic's total strength over every way the new leaders let the units form armies, plus
    the special tactic's +1 per army (TA-Q31)."""
    best_total, best_armies = 0, 0
    for u in unit_options(g, st, p, units):
        total = board.army_strength(tactic, u, infantry_as_cavalry)
        if total > best_total:
            best_total, best_armies = total, count_armies(tactic, u)
    if st.tactic[p] in (st.special_tactics or []):
        best_total += best_armies
    return best_total


def count_armies(tactic: Card, units: dict[str, list[int]]) -> int:
    step = next(s for s in tactic.steps if s["op"] == "tactic")
    return min(len(units[t]) // n for t, n in step["army"].items())


def armies(g: GameData, st: TtaState, p: int) -> int:
    """Armies formed under the current tactic (Jan Zizka's culture)."""
    tactic = board.tactic_card(g, st, p)
    if tactic is None:
        return 0
    units = board.unit_levels(g, st, p)
    return max((count_armies(tactic, u) for u in unit_options(g, st, p, units)), default=0)


def needs_armies(g: GameData, st: TtaState, p: int) -> bool:
    return (
        has(g, st, p, "farm_units")
        or has(g, st, p, "double_unit")
        or (bool(st.special_tactics) and st.tactic[p] in st.special_tactics)
    )


# ---------------------------------------------------------------- costs


def build_discount(g: GameData, st: TtaState, p: int, card: Card) -> int:
    """James Watt: farms and mines of Ages II and III cost less (TA-47.1)."""
    return sum(
        s["by_age"].get(card.age, 0) for s in steps(g, st, p, "age_discount") if card.type in s["types"]
    )


def science_discount(g: GameData, st: TtaState, p: int, card: Card, revolution: bool) -> int:
    total = build_discount(g, st, p, card)
    for s in steps(g, st, p, "level_discount"):
        if card.type in s["types"]:
            total += card.level  # Colosseum
    if card.urban and has(g, st, p, "urban_type_discount"):  # TA-47.6
        total += len({c.type for c, _ in board.buildings(g, st, p, "urban")} - {card.type})
    if card.type == "government" and not revolution:
        urban = board.count_type(g, st, p, "urban")
        total += sum(s["per_urban"] * urban for s in steps(g, st, p, "government_discount"))
    return total


# ---------------------------------------------------------------- production (TA-44.1)


def old_best(g: GameData, st: TtaState, p: int, kind: str) -> Card | None:
    """Machu Picchu: the best Age A or Age I farm (mine) with a worker (TA-46.1)."""
    cards = [c for c, _ in board.buildings(g, st, p, kind) if c.level <= 1]
    return max(cards, key=lambda c: c.level, default=None)


def standard_extra(g: GameData, st: TtaState, p: int, kind: str) -> list[Card]:
    """Cards that receive one extra token in standard production (TA-46.4, TA-Q16)."""
    if not has(g, st, p, "old_best_extra"):
        return []
    card = old_best(g, st, p, board.KINDS[kind])
    return [card] if card else []


def bonus(g: GameData, st: TtaState, p: int, kind: str) -> int:
    """The module's production bonuses of TA-44.1 that depend on the position (board.py adds the
    fixed ones, `production_bonus` steps, and the pacts'): all gained at once."""
    total = sum(s.get(kind, 0) for s in aged(g, st, p, "production_bonus"))
    total += sum(s.get(kind, 0) * len(st.colonies[p]) for s in steps(g, st, p, "colony_bonus"))
    if has(g, st, p, "colour_bonus"):
        colours = len({colour(g.card[c]) for c in st.hand[p]})
        total += (1 if colours >= 2 else 0) if kind == "resources" else (1 if colours >= 3 else 0)
    return total


def colour(card: Card) -> str:
    """TA-45.9: the colour of a civil card."""
    if card.kind != "technology":
        return card.kind  # leader (green), action (yellow), wonder (purple)
    if card.type in ("farm", "mine"):
        return "brown"
    if card.urban:
        return "grey"
    if card.unit:
        return "red"
    return "orange" if card.type == "government" else "blue"


def standard_output(g: GameData, st: TtaState, p: int, kind: str) -> int:
    """Machu Picchu's extra tokens, counted as the farms' (mines') own production (TA-46.2)."""
    return sum(board.value(c) for c in standard_extra(g, st, p, kind))


def produce(g: GameData, st: TtaState, p: int, kind: str) -> int:
    """TA-44.1, TA-46.4: Machu Picchu's extra token in standard production (the bonuses follow)."""
    made = 0
    for card in standard_extra(g, st, p, kind):
        if st.blue[p] > 0:
            board._put(st, p, card.id, 1)
            made += board.value(card)
    return made


def colony_armies(g: GameData, st: TtaState, p: int, tactic: Card, units, infantry_as_cavalry: bool) -> int:
    """TA-48.5: the armies units sent to colonize form; Marlene Dietrich doubles one of the units
    actually sent (Jan Zizka's farms are never sent, TA-46.14)."""
    best_total = board.army_strength(tactic, units, infantry_as_cavalry)
    if st.reminders and has(g, st, p, "double_unit"):
        for t in ("infantry", "cavalry", "artillery"):
            for lv in set(units[t]):
                doubled = {**units, t: sorted(units[t] + [lv], reverse=True)}
                best_total = max(best_total, board.army_strength(tactic, doubled, infantry_as_cavalry))
    return best_total
