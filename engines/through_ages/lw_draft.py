"""New Leaders and Wonders: the selections the players make themselves (TA-43.9).

`draft`: each player is dealt 3 leaders and 2 wonders of every age (from the base and new cards of
that age) and keeps 1 leader and 1 wonder of each age, all at once and privately, one age at a
time (one pick "keep:<leader>:<wonder>" per age); the rest of the age's selection (6 leaders and 4
wonders, 7 and 5 with 3-4 players, as TA-43.2) is drawn at random from that age's other cards. The
selection goes unseen into the civil decks as in the random selection, so each player knows the
cards they kept and nobody knows the rest.

`together` (the players choose together): reading of this project for play-by-post. For every age
each player marks, at once, the leaders and wonders they want; the cards with the most marks are
selected (ties drawn at random), the selection is announced to everyone and shuffled into the
civil deck. A table that agreed beforehand simply marks the agreed cards.

Both happen before the first card row is dealt: `new_state` leaves the row empty while picks wait,
and the last pick deals it (TA-5.4).
"""

from __future__ import annotations

from itertools import product

from engines.base import Event, Rng, join_texts, tr
from engines.kit import codec
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState

PICKED = ("draft", "together")
AGES = ("A", "I", "II", "III")
DEALT = {"leader": 3, "wonder": 2}  # per player and age


def setup(
    g: GameData, st: TtaState, rng: Rng, kept: dict[str, list[str]], pools: dict[str, list[str]]
) -> None:
    """The decks without leaders and wonders wait; in the draft each player is dealt its cards."""
    from engines.through_ages.lw_setup import KINDS

    st.civil_decks = kept
    st.pools = {age: sorted(pool) for age, pool in pools.items()}
    if st.options.get("leaders_wonders") != "draft":
        return
    hands: list[dict[str, list[str]]] = [{} for _ in range(st.players)]
    for age, pool in st.pools.items():
        for kind in KINDS:
            cards = rng.shuffle([c for c in pool if g.card[c].kind == kind])
            n = DEALT[kind]
            for p in range(st.players):
                hands[p][age] = hands[p].get(age, []) + cards[p * n : (p + 1) * n]
    st.draft_hands = hands


def pending(st: TtaState) -> bool:
    return bool(st.pools)


def first_tasks(st: TtaState) -> list[dict]:
    from engines.through_ages.lw_setup import KINDS

    who = list(range(st.players))
    chosen = st.options.get("leaders_wonders", "")
    ages = [a for a in AGES if a in st.pools]
    if chosen == "draft":
        return [{"k": "lw_draft", "who": who, "age": age} for age in ages]
    if chosen == "together":  # leaders and wonders apart: short multi answers
        return [{"k": "lw_vote", "who": who, "age": age, "kind": kind} for age in ages for kind in KINDS]
    return []


def draft_choices(g: GameData, st: TtaState, p: int, age: str) -> list[str]:
    hand = st.draft_hands[p].get(age, [])
    leaders = [c for c in hand if g.card[c].kind == "leader"]
    wonders = [c for c in hand if g.card[c].kind == "wonder"]
    return [codec.encode("keep", a, b) for a, b in product(leaders, wonders)]


def candidates(g: GameData, st: TtaState, age: str, kind: str) -> list[str]:
    return [c for c in st.pools.get(age, []) if g.card[c].kind == kind]


def vote_choices(g: GameData, st: TtaState, age: str, kind: str) -> list[str]:
    return [codec.encode("v", i) for i in range(len(candidates(g, st, age, kind)))]


def voted_card(g: GameData, st: TtaState, task: dict, action: str) -> str:
    (i,) = codec.parse(action, "v", int)
    return candidates(g, st, task["age"], task["kind"])[i]


def resolve_draft(g: GameData, st: TtaState, age: str, answers: dict[int, str], ev: list[Event]) -> None:
    from engines.through_ages.lw_setup import KINDS

    chosen = []
    for p in sorted(answers):
        chosen += codec.parse(answers[p], "keep", str, str)
    st.draft_hands = [{a: cards for a, cards in hand.items() if a != age} for hand in st.draft_hands]
    ev.append(Event(text=tr(f"Everyone kept a leader and a wonder of Age {age}.",
                            f"Każdy zatrzymał lidera i cud ery {age}."), board=False))  # fmt: skip
    for kind in KINDS:
        complete(g, st, age, kind, chosen, ev, announce=False)


def resolve_vote(g: GameData, st: TtaState, task: dict, answers: dict[int, str], ev: list[Event]) -> None:
    from engines.base import decode_multi

    marks: dict[str, int] = {}
    for action in answers.values():
        for part in decode_multi(action):
            card = voted_card(g, st, task, part)
            marks[card] = marks.get(card, 0) + 1
    order = Rng(st).shuffle(candidates(g, st, task["age"], task["kind"]))  # ties drawn at random
    ranked = sorted(order, key=lambda c: -marks.get(c, 0))
    complete(g, st, task["age"], task["kind"], ranked, ev, announce=True)


def complete(
    g: GameData, st: TtaState, age: str, kind: str, first: list[str], ev: list[Event], announce: bool
) -> None:
    """The age's leaders (wonders): `first` in order, then random ones of the age up to TA-43.2's
    counts, shuffled into the age's civil deck. After the last pick the card row is dealt."""
    from engines.through_ages.lw_setup import per_age

    rng = Rng(st)
    mine = [c for c in first if g.card[c].kind == kind]
    rest = rng.shuffle([c for c in candidates(g, st, age, kind) if c not in mine])
    picked = (mine + rest)[: per_age(kind, st.players)]
    st.civil_decks = {**st.civil_decks, age: rng.shuffle(st.civil_decks.get(age, []) + picked)}
    left = [c for c in st.pools[age] if g.card[c].kind != kind]
    st.pools = {a: cards for a, cards in st.pools.items() if a != age} | ({age: left} if left else {})
    if announce:
        names = join_texts([g.card[c].title for c in sorted(picked)])
        ev.append(Event(text=tr(f"Age {age}: ", f"Era {age}: ") + names + tr(".")))
    if not st.pools:
        deal_row(g, st, ev)


def deal_row(g: GameData, st: TtaState, ev: list[Event]) -> None:
    """TA-5.4: the first card row, from the Age A deck."""
    deck = list(st.civil_decks["A"])
    st.row = [deck.pop() for _ in range(g.tables["card_row"]["slots"])]
    st.civil_decks = {**st.civil_decks, "A": deck}
    ev.append(Event(text=tr("The card row is dealt.", "Tor kart zostaje wyłożony."), reveal=True))
