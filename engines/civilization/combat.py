"""Combat (CV-23): battle forces, the combat bonus, engaging with wounds and trumping, resolution.

The open battle lives in `CivState.battle`; each battle turn is a private decision
(decisions/battle.py), the resolution and the aftermath are automatic steps (`automatic`), loot
and the rewards of huts and villages are in spoils.py.
"""

from __future__ import annotations

from engines.base import Event, Rng, Text
from engines.civilization import board, rules
from engines.civilization import effects as fx
from engines.civilization.data import Tables
from engines.civilization.state import Battle, CivState, Front, Sq
from engines.civilization.texts import seat_name, tr
from engines.civilization.view import BARBARIAN_SIDE, BattleView, CivView
from engines.kit.tasks import Machine

BARBARIAN_TYPES = ("artillery", "infantry", "mounted")
UNIT_NAMES = {
    "artillery": ("Artillery", "Artyleria"),
    "infantry": ("Infantry", "Piechota"),
    "mounted": ("Mounted", "Jazda"),
    "aircraft": ("Aircraft", "Lotnictwo"),
}


# ---------------------------------------------------------------- unit cards and decks (CV-12)


def card_kind(card: str) -> str:
    return card.split(":")[0]


def strength(card: str, ranks: dict[str, int], plus: int = 0) -> int:
    """CV-12.1.2/12.1.3: the edge of the owner's rank; aircraft have no ranks (CV-12.1.4)."""
    kind, base = card.split(":")
    if kind == "aircraft":
        return int(base) + plus
    return int(base) + ranks.get(kind, 1) - 1 + plus


def trumps(tb: Tables, card: str, other: str) -> bool:
    """CV-23.4.7: infantry > mounted > artillery > infantry; aircraft outside the cycle (CV-23.4.8)."""
    return tb.data.units.trumps.get(card_kind(card)) == card_kind(other)


def card_text(card: str, ranks: dict[str, int], plus: int = 0) -> Text:
    en, pl = UNIT_NAMES[card_kind(card)]
    s = strength(card, ranks, plus)
    return tr(f"{en} {s}", f"{pl} {s}")


def draw_unit(st: CivState, kind: str) -> str | None:
    """CV-12.3.2/12.3.3: the top card; when only face-up (killed) cards are left they are shuffled."""
    deck = list(st.unit_decks.get(kind, []))
    if not deck:
        return None
    face_up = st.unit_face_up.get(kind, 0)
    if face_up >= len(deck):
        deck = Rng(st).shuffle(deck)
        st.unit_face_up = {**st.unit_face_up, kind: 0}
    st.unit_decks = {**st.unit_decks, kind: deck[1:]}
    return deck[0]


def bury(st: CivState, card: str) -> None:
    """CV-23.4.5: a killed unit goes face up to the bottom of its deck."""
    kind = card_kind(card)
    st.unit_decks = {**st.unit_decks, kind: [*st.unit_decks.get(kind, []), card]}
    st.unit_face_up = {**st.unit_face_up, kind: st.unit_face_up.get(kind, 0) + 1}


def unbury(st: CivState, card: str) -> bool:
    """Take one face-up copy of `card` back out of its deck (China, CV-5.6)."""
    kind = card_kind(card)
    deck = list(st.unit_decks.get(kind, []))
    up = st.unit_face_up.get(kind, 0)
    for i in range(len(deck) - 1, len(deck) - up - 1, -1):
        if deck[i] == card:
            del deck[i]
            st.unit_decks = {**st.unit_decks, kind: deck}
            st.unit_face_up = {**st.unit_face_up, kind: up - 1}
            return True
    return False


# ---------------------------------------------------------------- battle forces and bonus


def armies_at(st: CivState, seat: int, sq: Sq) -> list[int]:
    return [f.id for f in st.figures if f.owner == seat and f.kind == "army" and (f.r, f.c) == sq]


def hand_size(tb: Tables, st: CivState, seat: int, armies: int, defends_city: bool) -> int:
    """CV-23.2.1: 3, +2 per army beyond the first (CV-32.23), +1 Fundamentalism, +3 for a city."""
    size = tb.data.battle.hand_size
    n = size["base"] + size["per_extra_army"] * max(0, armies - 1)
    n += fx.battle_hand_bonus(tb, st, seat)
    return n + (size["defending_city"] if defends_city else 0)


def combat_bonus(tb: Tables, st: CivState, seat: int, city: int | None) -> int:
    """CV-23.3.1: barracks, academies, generals on the map, the defended city and its walls."""
    people = {g.id: g.yields for g in tb.data.great_people.types}
    bonus = 0
    for p in st.pieces:  # the data's combat_bonus: Barracks 2, Academy 4, General 4
        if p.owner == seat and p.kind == "building":
            bonus += tb.buildings[p.name].yields.get("combat_bonus", 0)
        elif p.owner == seat and p.kind == "great_person":
            bonus += people.get(p.name, {}).get("combat_bonus", 0)
    if city is not None:
        c = st.cities[city]
        bonus += 12 if c.capital else 6
        bonus += 4 if c.walled else 0
    return bonus


def draw_hand(st: CivState, seat: int, size: int) -> list[str]:
    """CV-23.2.1/23.2.2: shuffle the standing forces, draw the hand (all of them if fewer)."""
    forces = Rng(st).shuffle(list(st.civs[seat].standing))
    rules.update(st, seat, standing=forces[size:])
    return forces[:size]


def barbarians(st: CivState) -> list[str]:
    """CV-20.4.2: one card of each type; an empty deck is made up from the fullest other deck."""
    hand = []
    for kind in BARBARIAN_TYPES:
        deck = (
            kind
            if st.unit_decks.get(kind)
            else max(BARBARIAN_TYPES, key=lambda k: len(st.unit_decks.get(k, [])))
        )
        card = draw_unit(st, deck)
        if card is not None:
            hand.append(card)
    return hand


def barbarian_side(kind: str) -> int | None:
    return BARBARIAN_SIDE.get(kind)


def begin_battle(
    tb: Tables, st: CivState, kind: str, seats: tuple[int, int], sq: Sq, group: list[int], rank: int = 1
) -> None:
    """Before the battle forces are drawn, each player side holding any culture card gets a private
    window for battle cards (Duty and Honor, Nationalism, Patriotism); then `battle_draw`."""
    windows = [
        {"k": "culture_cards", "who": seats[side], "timing": "battle"}
        for side in (0, 1)
        if side != barbarian_side(kind)
    ]
    draw = {
        "k": "battle_draw",
        "kind": kind,
        "seats": list(seats),
        "sq": list(sq),
        "group": group,
        "rank": rank,
    }
    Machine.push(st, [*windows, draw])


def horde_battle(tb: Tables, st: CivState, seat: int, sq: Sq, rank: int, ev: list[Event]) -> None:
    """Roaming Horde: barbarians led by the card's player attack the army or city on `sq`."""
    found = board.city_at(st, sq)
    defender = found[1].owner if found is not None else board.figures_at(st, sq)[0].owner
    begin_battle(tb, st, "horde", (seat, defender), sq, [], rank)


def start_battle(
    tb: Tables,
    st: CivState,
    kind: str,
    seats: tuple[int, int],
    sq: Sq,
    group: list[int],
    ev: list[Event],
    rank: int = 1,
) -> None:
    """CV-23.1-23.3: both hands, the bonus card, and the first battle turn (CV-23.4.1/23.4.2).
    Barbarians (CV-20.4.3 / CV-32.7) have no bonus and no abilities and fight at `rank`."""
    attacker, defender = seats
    city = board.city_at(st, sq)[0] if kind in ("city", "horde") and board.city_at(st, sq) else None
    barbs = barbarian_side(kind)
    hands, ranks, bonuses, plus = [], [], [], []
    for side, seat in enumerate(seats):
        if side == barbs:
            hands.append(barbarians(st))
            ranks.append(dict.fromkeys(BARBARIAN_TYPES, rank))
            bonuses.append(0)
            plus.append(0)
            continue
        defends = side == 1 and city is not None
        armies = 0 if defends else len(armies_at(st, seat, sq))
        hands.append(draw_hand(st, seat, hand_size(tb, st, seat, armies, defends)))
        ranks.append(dict(st.civs[seat].ranks))
        bonuses.append(combat_bonus(tb, st, seat, city if side == 1 else None))
        plus.append(fx.modifier(tb, st, seat, "battle_strength"))
    att_hand, def_hand = hands
    diff = bonuses[0] - bonuses[1]
    walled = city is not None and st.cities[city].walled
    st.battle = Battle(
        kind=kind,
        seats=seats,
        r=sq[0],
        c=sq[1],
        group=group,
        hands=(att_hand, def_hand),
        ranks=(ranks[0], ranks[1]),
        bonus=(max(diff, 0), max(-diff, 0)),  # CV-23.3.2
        next_side=0 if walled else 1,
        plus=(plus[0], plus[1]),
    )
    what = {
        "field": tr("a battle", "bitwa"),
        "city": tr("an assault on a city", "atak na miasto"),
        "village": tr("an assault on a village", "atak na wioskę"),
        "horde": tr("a barbarian raid", "najazd barbarzyńców"),
    }[kind]
    ev.append(
        Event(
            text=tr(
                f"{seat_name(attacker).en} starts {what.en} on {board_name(sq)} against "
                f"{seat_name(defender).en}: hands {len(att_hand)} and {len(def_hand)}, bonus {diff:+d}.",
                f"{seat_name(attacker).pl}: {what.pl} na {board_name(sq)} przeciw "
                f"{seat_name(defender).pl}: ręce {len(att_hand)} i {len(def_hand)}, premia {diff:+d}.",
            )
        )
    )
    Machine.push(st, [next_task(st.battle)])


def board_name(sq: Sq) -> str:
    return CivView.square_name(*sq)


def next_task(b: Battle) -> dict:
    """The next battle turn, or the resolution once both hands are empty (CV-23.4.1)."""
    side = b.next_side
    if not b.hands[side]:
        side = 1 - side
    if not b.hands[side]:
        return {"k": "battle_end"}
    return {"k": "battle", "who": b.seats[side], "side": side}


# ---------------------------------------------------------------- engaging (CV-23.4)


def open_fronts(b: Battle, side: int) -> list[int]:
    """Fronts holding one enemy unit alone: the fronts `side` may attack (CV-23.4.3)."""
    return [i for i, f in enumerate(b.fronts) if f.cards[side] is None and f.cards[1 - side] is not None]


def side_strength(b: Battle, side: int, card: str) -> int:
    return strength(card, b.ranks[side], b.plus[side])


def play(tb: Tables, st: CivState, side: int, hand_index: int, front: int | None, extra: int = 0) -> Text:
    """Play a unit: a new front, or an attack on a lone enemy unit (CV-23.4.3-23.4.10).
    `extra` adds to the wounds the unit deals in this attack (Metalworking, CV-31.6)."""
    b = st.battle
    hands = [list(b.hands[0]), list(b.hands[1])]
    card = hands[side].pop(hand_index)
    fronts = list(b.fronts)
    lost, killed, sides = list(b.lost), list(b.killed), list(b.killed_sides)
    mine = card_text(card, b.ranks[side], b.plus[side])
    if front is None:
        pair = [None, None]
        pair[side] = card
        fronts.append(Front(cards=tuple(pair)))
        said = tr(f"{mine.en} opens a new front.", f"{mine.pl} otwiera nowy front.")
    else:
        target = fronts[front]
        enemy = target.cards[1 - side]
        theirs = card_text(enemy, b.ranks[1 - side], b.plus[1 - side])
        wounds = [0, 0]
        wounds[1 - side] = target.wounds[1 - side]
        dealt = {side: side_strength(b, side, card) + extra, 1 - side: side_strength(b, 1 - side, enemy)}
        toughness = {side: side_strength(b, side, card), 1 - side: side_strength(b, 1 - side, enemy)}
        exchange(tb, card, enemy, side, dealt, toughness, wounds)
        pair: list[str | None] = [None, None]
        pair[side], pair[1 - side] = card, enemy
        outcome = []
        for s in (0, 1):
            if wounds[s] >= toughness[s]:
                bury(st, pair[s])  # barbarians too (CV-20.4.6)
                lost[s] += 1
                killed.append(pair[s])
                sides.append(s)
                outcome.append(s)
                pair[s] = None
                wounds[s] = 0
        fronts[front] = Front(cards=tuple(pair), wounds=tuple(wounds))
        dead = tr("", "")
        if outcome:
            names = [mine if s == side else theirs for s in outcome]
            dead = tr(
                " Killed: " + ", ".join(n.en for n in names) + ".",
                " Zabite: " + ", ".join(n.pl for n in names) + ".",
            )
        said = tr(f"{mine.en} attacks {theirs.en}.{dead.en}", f"{mine.pl} atakuje {theirs.pl}.{dead.pl}")
    st.battle = b.model_copy(
        update={
            "hands": (hands[0], hands[1]),
            "fronts": fronts,
            "lost": (lost[0], lost[1]),
            "killed": killed,
            "killed_sides": sides,
            "next_side": 1 - side,
            "last_play": card,
        }
    )
    return said


def exchange(
    tb: Tables, card: str, enemy: str, side: int, dealt: dict, toughness: dict, wounds: list[int]
) -> None:
    """One attack's wounds (CV-23.4.5-23.4.8), added to `wounds` (indexed by side)."""
    first = side if trumps(tb, card, enemy) else (1 - side if trumps(tb, enemy, card) else None)
    if first is None:  # CV-23.4.5 / CV-23.4.8: both at once
        wounds[0] += dealt[1]
        wounds[1] += dealt[0]
    else:  # CV-23.4.7: the trumping unit strikes first; a dead unit deals nothing
        wounds[1 - first] += dealt[first]
        if wounds[1 - first] < toughness[1 - first]:
            wounds[first] += dealt[1 - first]


def attack_value(tb: Tables, b: Battle, side: int, card: str, front: int, extra: int = 0) -> float:
    """The heuristic's worth of attacking `front` with `card`: enemy strength killed minus own
    strength lost, a little for wounds left on a survivor."""
    enemy = b.fronts[front].cards[1 - side]
    mine, theirs = side_strength(b, side, card), side_strength(b, 1 - side, enemy)
    wounds = [0, 0]
    wounds[1 - side] = b.fronts[front].wounds[1 - side]
    exchange(
        tb, card, enemy, side, {side: mine + extra, 1 - side: theirs}, {side: mine, 1 - side: theirs}, wounds
    )
    enemy_dead, me_dead = wounds[1 - side] >= theirs, wounds[side] >= mine
    value = (theirs if enemy_dead else 0) - (mine if me_dead else 0)
    return value + (0.2 * (wounds[1 - side] - b.fronts[front].wounds[1 - side]) if not enemy_dead else 0)


def wound(st: CivState, side: int, front: int, amount: int) -> bool:
    """A battle ability dealing wounds to an enemy unit in play (CV-23.4.9). True if it died."""
    b = st.battle
    fronts = list(b.fronts)
    f = fronts[front]
    enemy = f.cards[1 - side]
    wounds = list(f.wounds)
    wounds[1 - side] += amount
    lost, killed, sides = list(b.lost), list(b.killed), list(b.killed_sides)
    cards = list(f.cards)
    died = wounds[1 - side] >= side_strength(b, 1 - side, enemy)
    if died:
        bury(st, enemy)
        lost[1 - side] += 1
        killed.append(enemy)
        sides.append(1 - side)
        cards[1 - side] = None
        wounds[1 - side] = 0
    fronts[front] = Front(cards=tuple(cards), wounds=tuple(wounds))
    st.battle = b.model_copy(
        update={"fronts": fronts, "lost": (lost[0], lost[1]), "killed": killed, "killed_sides": sides}
    )
    return died


def totals(b: Battle) -> tuple[int, int]:
    """CV-23.5.1: surviving strength (wounds removed) plus the bonus card."""
    out = [b.bonus[0], b.bonus[1]]
    for f in b.fronts:
        for s in (0, 1):
            if f.cards[s] is not None:
                out[s] += side_strength(b, s, f.cards[s])
    return out[0], out[1]


def survivors(b: Battle, side: int) -> list[str]:
    return [f.cards[side] for f in b.fronts if f.cards[side] is not None]


# ---------------------------------------------------------------- what the table and each seat see


def hand_of(st: CivState, seat: int | None) -> list[str]:
    """The seat's cards in the open battle (the barbarian player holds the barbarians' hand)."""
    b = st.battle
    if b is None or seat is None:
        return []
    return [card for side in (0, 1) if b.seats[side] == seat for card in b.hands[side]]


def public_view(st: CivState) -> BattleView | None:
    b = st.battle
    if b is None:
        return None
    return BattleView(
        kind=b.kind,
        seats=list(b.seats),
        square=(b.r, b.c),
        fronts=[list(f.cards) for f in b.fronts],
        wounds=[list(f.wounds) for f in b.fronts],
        strengths=[
            [0 if c is None else side_strength(b, s, c) for s, c in enumerate(f.cards)] for f in b.fronts
        ],
        hand_sizes=[len(b.hands[0]), len(b.hands[1])],
        bonus=list(b.bonus),
        lost=list(b.lost),
        last_play=b.last_play,
    )


# ---------------------------------------------------------------- the heuristic's estimate


def expected_total(tb: Tables, st: CivState, seat: int, armies: int, city: int | None, own: bool) -> float:
    """A side's expected battle total from public facts (its own cards if `own`): the hand it
    would draw times an average card, plus its combat bonus."""
    civ = st.civs[seat]
    size = min(hand_size(tb, st, seat, armies, city is not None), len(civ.standing))
    if own and civ.standing:
        average = sum(strength(c, civ.ranks) for c in civ.standing) / len(civ.standing)
    else:
        average = 2 + sum(civ.ranks.values()) / max(1, len(civ.ranks)) - 1
    return size * average + combat_bonus(tb, st, seat, city)


def worth_attacking(tb: Tables, st: CivState, seat: int, group: list[int], sq: Sq, kind: str) -> bool:
    """Whether the heuristic expects to win what waits on `sq` (hut: always)."""
    if kind == "hut":
        return True
    armies = sum(1 for f in st.figures if f.id in group and f.kind == "army")
    mine = expected_total(tb, st, seat, armies, None, True)
    if kind == "village":
        return mine >= 10
    found = board.city_at(st, sq)
    if found is not None:
        theirs = expected_total(tb, st, found[1].owner, 0, found[0], False)
        return mine > theirs * 1.3
    enemies = [f for f in st.figures if f.owner != seat and (f.r, f.c) == sq]
    armies_there = sum(1 for f in enemies if f.kind == "army")
    if not armies_there:
        return True
    return mine > 1.3 * expected_total(tb, st, enemies[0].owner, armies_there, None, False)
