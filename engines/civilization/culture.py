"""The culture track (CV-15.2), the culture event decks and hands (CV-16.1, CV-16.2, CV-16.5),
Rome's free advances (CV-5.6.5) and the culture victory (CV-28.1)."""

from __future__ import annotations

from engines.base import Event, Rng
from engines.civilization import abilities, rules
from engines.civilization import effects as fx
from engines.civilization.data import CultureCard, Tables
from engines.civilization.state import CivState
from engines.civilization.texts import seat_name, tr
from engines.civilization.victory import declare_win

DECKS = ("I", "II", "III")
TIMINGS = ("start_of_turn", "city_management", "movement")  # windows a player plays cards in


def setup_decks(tb: Tables, st: CivState, rng: Rng) -> None:
    """CV-4.3.5: the three decks shuffled separately (CV-32.18.1: every card not flagged base=false,
    with its listed count). CV-4.3.6: the culture markers start on space 0 (`Civ.culture_space`)."""
    st.culture_decks = {
        deck: rng.shuffle([c.name for c in tb.culture_cards if c.deck == deck for _ in range(c.count)])
        for deck in DECKS
    }
    st.culture_discards = {deck: [] for deck in DECKS}


def card(tb: Tables, name: str) -> CultureCard:
    return tb.culture_card[name]


def card_index(tb: Tables, name: str) -> int:
    return tb.culture_index[name]


def card_at(tb: Tables, index: int) -> CultureCard:
    return tb.culture_cards[index]


# ---------------------------------------------------------------- the track


def space_cost(tb: Tables, space: int) -> tuple[int, int]:
    """(culture, trade) to enter `space` (CV-15.2.2)."""
    cost = tb.track_sections[tb.track[space].section].cost
    return cost.get("culture", 0), cost.get("trade", 0)


def can_advance(tb: Tables, st: CivState, seat: int) -> bool:
    """CV-15.2.1 / CV-29.4: the player pays both parts of the next space's cost in full."""
    civ = st.civs[seat]
    nxt = civ.culture_space + 1
    if nxt > tb.data.culture_track.victory_space:
        return False
    culture, trade = space_cost(tb, nxt)
    return civ.culture >= culture and civ.trade >= trade


def advance(tb: Tables, st: CivState, seat: int, ev: list[Event], free: bool = False) -> list[dict]:
    """Enter the next space (paying unless `free`, CV-15.2.5) and take its reward (CV-15.2.3);
    returns the tasks the reward needs."""
    civ = st.civs[seat]
    space = civ.culture_space + 1
    if space > tb.data.culture_track.victory_space:
        return []
    changes: dict = {"culture_space": space}
    if not free:
        culture, trade = space_cost(tb, space)
        changes |= {"culture": civ.culture - culture, "trade": civ.trade - trade}
    rules.update(st, seat, **changes)
    how = tr(" for free", " za darmo") if free else tr("")
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} advances to culture space {space}{how.en}.",
                f"{seat_name(seat).pl} wchodzi na pole kultury {space}{how.pl}.",
            )
        )
    )
    kind = tb.track[space].type
    if kind == "victory":  # CV-28.1
        declare_win(st, [seat], "culture", ev)
        return []
    if kind == "great_person":  # placed at once or kept (CV-17.2)
        return abilities.draw_great_person(st, seat)
    draw(tb, st, seat, tb.track_sections[tb.track[space].section].event_deck, ev)
    return over_limit(tb, st, seat)


def rome_advance(tb: Tables, st: CivState, seat: int, occasion: str) -> list[dict]:
    """CV-5.6.5: Rome advances one space for free whenever it builds a city or a wonder and
    whenever it conquers a city or a village (its `free_advance` step names the occasions)."""
    step = fx.civ_step(tb, st.civs[seat].civ, "free_advance")
    return [{"k": "free_advance", "seat": seat}] if step and occasion in step["on"] else []


# ---------------------------------------------------------------- decks and hands


def draw(tb: Tables, st: CivState, seat: int, deck: str, ev: list[Event]) -> None:
    """The top card into the hidden hand; an empty deck first shuffles its face-up cards (CV-16.2)."""
    pile = list(st.culture_decks.get(deck, []))
    if not pile and st.culture_discards.get(deck):
        pile = Rng(st).shuffle(list(st.culture_discards[deck]))
        st.culture_discards = {**st.culture_discards, deck: []}
    if not pile:
        return
    st.culture_decks = {**st.culture_decks, deck: pile[1:]}
    rules.update(st, seat, hand=[*st.civs[seat].hand, pile[0]])
    ev.append(
        Event(
            text=tr(
                f"{seat_name(seat).en} draws a culture event card (deck {deck}).",
                f"{seat_name(seat).pl} dobiera kartę wydarzenia kulturalnego (talia {deck}).",
            )
        )
    )


def put_back(tb: Tables, st: CivState, name: str) -> None:
    """A played or discarded card goes face up to the bottom of its own deck (CV-16.2, CV-16.5)."""
    deck = card(tb, name).deck
    st.culture_discards = {**st.culture_discards, deck: [*st.culture_discards.get(deck, []), name]}


def take_from_hand(tb: Tables, st: CivState, seat: int, name: str) -> None:
    hand = list(st.civs[seat].hand)
    hand.remove(name)
    rules.update(st, seat, hand=hand)
    put_back(tb, st, name)


def over_limit(tb: Tables, st: CivState, seat: int) -> list[dict]:
    """CV-16.5: a hand above the limit is discarded down at once, before any card is played."""
    if len(st.civs[seat].hand) > fx.hand_limit(tb, st, seat):
        return [{"k": "culture_discard", "who": seat}]
    return []


def playable_cards(tb: Tables, st: CivState, seat: int, timing: str) -> list[str]:
    """Distinct cards in the hand that the player may play in this window (CV-16.2)."""
    out = []
    for name in st.civs[seat].hand:
        if name in out or card(tb, name).timing != timing:
            continue
        if tb.data.effects.culture_events[name]:
            out.append(name)
    return out
