"""Setting up a match (TA-5): decks by player count, the card row, the Age A events, the boards."""

from __future__ import annotations

from engines.base import Rng
from engines.through_ages import lw_setup
from engines.through_ages.data import GameData
from engines.through_ages.modules import civil_deck, military_deck, modules_of
from engines.through_ages.state import TtaState

CIVIL_AGES = ("A", "I", "II", "III")


def new_state(g: GameData, players: int, options: dict[str, str], seed: int) -> TtaState:
    modules = modules_of(options)
    st = TtaState(seed=seed, players=players, options=options, modules=modules)
    rng = Rng(st)
    st.civil_decks = {age: rng.shuffle(civil_deck(g, age, players, modules)) for age in CIVIL_AGES}
    lw_setup.setup(g, st, rng)  # New Leaders and Wonders (TA-43)
    full = options.get("variant") == "full"
    st.military_decks = {
        age: rng.shuffle(military_deck(g, age, players, full, modules)) for age in CIVIL_AGES[1:]
    }
    st.military_discards = {age: [] for age in CIVIL_AGES[1:]}
    deck = st.civil_decks["A"]
    st.row = [deck.pop() for _ in range(g.tables["card_row"]["slots"])]  # TA-5.4
    events = rng.shuffle(military_deck(g, "A", players, modules=modules))
    seeded = g.tables["age_a_current_events_seeded"][str(players)]
    st.current_events = events[:seeded]  # TA-5.5: the rest returns to the box unseen
    if "nlw_military" in modules:  # TA-42.3, TA-Q13: ... or waits for Development of Planning
        st.events_aside = events[seeded:]
    n = range(players)
    board_techs = [c.id for c in g.board_cards() if c.type != "government"]
    start = g.tables["starting_player_board"]
    by_name = {c.name: c.id for c in g.board_cards()}
    workers = {by_name[name]: n for name, n in start["workers"].items() if n}  # TA-5.1
    government = next(c.id for c in g.board_cards() if c.type == "government")
    st.yellow = [start["yellow_bank"]] * players
    st.blue = [start["blue_bank"]] * players
    st.idle = [start["unused_workers"]] * players
    st.workers = [dict(workers) for _ in n]
    st.stored = [{} for _ in n]
    st.techs = [list(board_techs) for _ in n]
    st.government = [government] * players
    st.leader = [None] * players
    st.leaders_taken = [[] for _ in n]
    st.wonder = [None] * players
    st.wonder_stages = [0] * players
    st.wonders = [[] for _ in n]
    st.ravaged = [[] for _ in n]
    st.colonies = [[] for _ in n]
    st.homer_wonder = [None] * players
    st.used_once = [[] for _ in n]
    st.hand = [[] for _ in n]
    st.military_hand = [[] for _ in n]
    st.tactic = [None] * players
    st.own_tactic = [None] * players
    for field in (
        "science",
        "culture",
        "civil_spent",
        "military_spent",
        "extra_military",
        "special_units",
        "special_unit_science",
        "final_points",
    ):
        setattr(st, field, [0] * players)
    st.first = rng.below(players)  # TA-5.6
    st.current = st.first
    return st
