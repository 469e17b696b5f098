"""Positions for Age of Civilization tests, built by setting fields of the state model."""

from __future__ import annotations

from engines.age_of_civ import ENGINE
from engines.age_of_civ.state import AocState

E = ENGINE
G = ENGINE.g

# the cards becoming available at the ends of rounds 1-4 carry no war or plague symbol
QUIET_TRACK = [
    "card_conquest",
    "card_trade",
    "card_hunting",
    "card_fishing",
    "card_agriculture",
    "card_construction",
    "card_culture",
    "card_plague",
]

# the card becoming available at the end of round 4 (Conquest) carries war
WAR_TRACK = [
    "card_hunting",
    "card_fishing",
    "card_agriculture",
    "card_conquest",
    "card_culture",
    "card_trade",
    "card_plague",
    "card_construction",
]

STEPS = {
    "civ": lambda seat: [{"k": "civ_step", "who": seat}],
    "birth": lambda seat: [{"k": "civ_pick", "who": seat, "mode": "birth"}],
    "birth_hand": lambda seat: [{"k": "civ_pick_hand", "who": seat, "mode": "birth"}],
    "act": lambda seat: [],
}


def position(
    players: int = 3, round: int = 2, seat: int = 0, step: str = "act", options: dict | None = None, **fields
) -> AocState:
    """A fresh match changed by `fields`, with `seat` to play its turn from `step` (civ, birth,
    act) to its end; then the round ends. Pool cards without `pool_coins` carry no coins."""
    st = E.setup(players, options or {}, seed=7)
    st.round, st.current, st.first = round, seat, seat
    st.track = list(QUIET_TRACK)
    st.workers = [2] * players
    st.placed, st.doomed, st.used, st.rested = 0, 0, [], False
    if "pool" in fields and "pool_coins" not in fields:
        fields["pool_coins"] = [0] * len(fields["pool"])
    for name, value in fields.items():
        setattr(st, name, value)
    if step == "birth" and st.variant("draft"):
        step = "birth_hand"
    tasks = STEPS[step](seat) + [{"k": "act", "who": seat}]
    tasks += [
        {"k": "resolve_workers", "seat": seat},
        {"k": "end_turn_start", "seat": seat},
        {"k": "round_end"},
    ]
    st.tasks = list(reversed(tasks))
    E.machine.advance(st, [])
    return st


def play(st: AocState, *actions: str, seat: int | None = None) -> AocState:
    """Apply actions in order, each by the seat that must act."""
    for action in actions:
        who = seat if seat is not None else sorted(E.to_act(st))[0]
        st, _ = E.apply(st, who, action)
    return st


def options(st: AocState, seat: int | None = None) -> list[str]:
    who = seat if seat is not None else sorted(E.to_act(st))[0]
    return E.legal_actions(st, who)


def kind(st: AocState) -> str | None:
    task = E.machine.current(st)
    return None if task is None else task["k"]


def civs(players: int, **by_seat) -> dict:
    """Fields giving seats main civilizations: civs(3, main=["rome", None, "persia"])."""
    main = by_seat["main"]
    return {"main": main, "civs": [[c] if c else [] for c in main]}
