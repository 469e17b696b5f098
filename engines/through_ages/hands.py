"""Secret civil hands (TA-25.2, TA-Q8): the table option and what it hides.

Civil hands are open by default. With `civil_hands=secret` the table sees only the number of civil
cards in each hand (`PlayerView.hand_size`); the owner sees the cards in their private part and
picks from them in private prompts. Kidnapping shows the target's hand to the attacker alone
(TA-49.11) and Ashoka's owner shows the cards that claim the bonus to everyone (TA-45.9).
"""

from __future__ import annotations

from engines.base import Event, OptionSpec, Text, join_texts, seat_name, tr
from engines.kit import codec
from engines.through_ages.data import GameData
from engines.through_ages.state import HANDS_DEFAULT, HANDS_OPTION, TtaState

OPTION = OptionSpec(
    key=HANDS_OPTION,
    label=tr("Civil cards in hand", "Karty cywilne na ręce"),
    choices=["open", "secret"],
    default=HANDS_DEFAULT,
    choice_labels={
        "open": tr("Open: everyone sees them", "Jawne: widoczne dla wszystkich"),
        "secret": tr("Secret: only their number is shown", "Tajne: widać tylko ich liczbę"),
    },
)

# decision families whose options may name cards of the deciding seat's own civil hand (developing,
# revolutions, leaders and action cards played, the ordered and discounted actions) or of the hand
# a kidnapper looks at: private with secret hands, whatever the hand holds, so that the flag tells
# nothing either
HAND_DECISIONS = frozenset({"act", "order", "discounted", "kidnap"})


def secret(st: TtaState) -> bool:
    return st.options.get(HANDS_OPTION) == "secret"


def private_prompt(st: TtaState, seat: int, kind: str, ids: list[str]) -> bool:
    """Whether a prompt must go to the seat alone because it may show its secret civil hand."""
    if not secret(st):
        return False
    if kind in HAND_DECISIONS:
        return True
    hand = set(st.hand[seat])
    return any(part in hand for a in ids for part in codec.decode(a)[1])


def kidnap_look(st: TtaState, p: int, q: int) -> None:
    """TA-49.11: the successful attacker looks at the target's civil cards, alone."""
    from engines.through_ages.lw_politics import show

    show(st, p, list(st.hand[q]), "TA-49.11")


def kidnap_events(g: GameData, st: TtaState, p: int, q: int, cid: str) -> list[Event]:
    """The log of a kidnapping: with secret hands the table reads only that a card changed hands;
    the two players read which."""
    title = g.card[cid].title
    named = seat_name(p) + tr(" kidnaps ", " porywa ") + title + tr(" from ", " od ") + seat_name(q) + tr(".")
    if not secret(st):
        return [Event(text=named)]
    hidden = (
        seat_name(p) + tr(" kidnaps a civil card from ", " porywa kartę cywilną od ") + seat_name(q) + tr(".")
    )
    return [Event(text=hidden), Event(text=named, seats=sorted({p, q}))]


def ashoka_cards(g: GameData, st: TtaState, p: int) -> list[str]:
    """TA-45.9: one card of each colour in p's hand, at most three (three colours give the whole
    bonus), in hand order."""
    from engines.through_ages.lw_board import colour

    out: dict[str, str] = {}
    for cid in st.hand[p]:
        out.setdefault(colour(g.card[cid]), cid)
    return list(out.values())[:3]


def ashoka_event(g: GameData, st: TtaState, p: int) -> Event | None:
    """TA-45.9 with secret hands: claiming Ashoka's bonus, the owner shows the cards counted, one of
    each colour, to the table (none when fewer than two colours claim nothing)."""
    cards = ashoka_cards(g, st, p)
    if len(cards) < 2:
        return None
    names: Text = join_texts([g.card[c].title for c in cards])
    return Event(
        text=seat_name(p)
        + tr(" shows for Ashoka: ", " pokazuje dla Aśoki: ")
        + names
        + tr(f" ({len(cards)} colours).", f" ({len(cards)} kolory)."),
    )
