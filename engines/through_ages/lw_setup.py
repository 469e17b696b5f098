"""New Leaders and Wonders: how the new cards enter a match (TA-43) and the leader and wonder
boards of the open selection.

Modes (match option `leaders_wonders`, modules.VALUES), and two of the other variants of TA-43.9:
`open_by_age` (the open selection, each age's cards shown only when the age begins) and
`plus_base` (every new card and one random base leader and one base wonder per age). `only` replaces every leader and wonder by the new
ones of its age (TA-43.1); `random` draws 6 leaders and 4 wonders per age (7 and 5 with 3-4
players) from the base and new cards together, unseen (TA-43.2); `open` draws the same way but
shows them: the Age I-III cards wait on the boards (TA-43.3 to TA-43.7).

Implementation reading of the replacement cards: a replacement card dealt into the row is at once
exchanged for the card on the board space of its number, and the boards' order does not matter
(TA-43.3.5). The engine therefore keeps the selected cards themselves in the civil deck, in the
places the replacement cards would hold (the same deck sizes, the same random order), and when one
is dealt it leaves its board space with an event naming the replacement card; the boards show which
leaders and wonders are still in the deck, as in TA-43.5.
"""

from __future__ import annotations

from engines.base import Event, Rng, tr
from engines.through_ages.data import GameData
from engines.through_ages.state import TtaState

MODULE = "nlw_leaders_wonders"
MODES = ("off", "only", "random", "open", "open_by_age", "plus_base")
KINDS = ("leader", "wonder")
BOARD = {"leader": "leaders", "wonder": "wonders"}


def mode(st: TtaState) -> str:
    return st.options.get("leaders_wonders", "off")


def per_age(kind: str, players: int) -> int:
    """TA-43.2: 6 leaders and 4 wonders per age with 2 players, 7 and 5 with 3-4."""
    return {"leader": 6, "wonder": 4}[kind] + (0 if players == 2 else 1)


def init(st: TtaState) -> None:
    """The module's per-player fields (their being set is what turns its rules on)."""
    n = st.players
    st.reminders, st.saladin, st.louvre, st.special_urban = [0] * n, [""] * n, [0] * n, [0] * n
    st.spied = [-1] * n


def setup(g: GameData, st: TtaState, rng: Rng) -> None:
    """TA-43.1-43.3: the leaders and wonders of every civil deck, by mode."""
    chosen = mode(st)
    if chosen == "off":
        return
    init(st)
    decks = {}
    for age, deck in st.civil_decks.items():
        kept = [c for c in deck if g.card[c].kind not in KINDS]
        new = [c.id for c in g.cards if c.module == MODULE and c.age == age and c.deck == "civil"]
        pool = list(dict.fromkeys([c for c in deck if g.card[c].kind in KINDS] + new))  # TA-43.2
        if chosen == "only":
            picked = new
        elif chosen == "plus_base":  # TA-43.9: every new card and one random base leader and wonder
            base = [c for c in pool if c not in new]
            picked = new + [rng.shuffle(sorted(c for c in base if g.card[c].kind == k))[0] for k in KINDS]
        else:
            picked = []
            for kind in KINDS:
                drawn = rng.shuffle(sorted(c for c in pool if g.card[c].kind == kind))
                picked += drawn[: per_age(kind, st.players)]
        if chosen in ("open", "open_by_age") and age != "A":
            st.waiting = {**st.waiting, age: sorted(picked, key=lambda c: (g.card[c].kind, c))}
        decks[age] = rng.shuffle(kept + picked)
    st.civil_decks = decks
    if chosen in ("open", "open_by_age"):
        st.waiting = {"A": sorted(c for c in decks["A"] if g.card[c].kind in KINDS), **st.waiting}
        fill_boards(g, st, "I")


def fill_boards(g: GameData, st: TtaState, age: str) -> None:
    """TA-43.3.5, TA-43.6: the selected cards of the age go onto the board spaces."""
    cards = st.waiting.get(age, [])
    st.boards = {BOARD[k]: [c for c in cards if g.card[c].kind == k] for k in KINDS}
    st.waiting = {a: v for a, v in st.waiting.items() if a != age}


def dealt(g: GameData, st: TtaState, cid: str, ev: list[Event]) -> None:
    """TA-43.5, TA-43.7: a replacement card dealt is exchanged for its board card at once."""
    if not st.boards:
        return
    card = g.card[cid]
    spaces = st.boards.get(BOARD.get(card.kind, ""), [])
    if cid not in spaces:
        return
    number = spaces.index(cid) + 1
    st.boards = {**st.boards, BOARD[card.kind]: [None if c == cid else c for c in spaces]}
    what = tr(
        f"Replacement {card.kind} {number}",
        f"Karta zastępcza {'lidera' if card.kind == 'leader' else 'cudu'} {number}",
    )
    ev.append(Event(text=what + tr(" is exchanged for ", " zostaje wymieniona na ") + card.title + tr(".")))


def age_started(g: GameData, st: TtaState, age: str) -> None:
    """TA-43.6: at the end of Age I (II) the Age II (III) cards go onto the emptied boards."""
    if st.boards and age in st.waiting:
        fill_boards(g, st, age)
