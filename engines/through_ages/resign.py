"""Resignation (TA-14): a political action, not in Age IV. The civilization leaves the game: its
cards are discarded, its pacts end, wars declared on it are removed (each declarer scores 7
culture, TA-12.6); the others play on, counted as the new number of players (TA-14.2). A resigned
player ranks after everyone still playing. With two players left the action is not offered (see
`may_resign`)."""

from __future__ import annotations

from engines.base import Event, seat_name, tr
from engines.kit.engine import KitRandomAgent
from engines.through_ages import aggression, pacts
from engines.through_ages.data import LEVEL, GameData
from engines.through_ages.state import AGES, TtaState, card_of, seat_add, seat_put

WAR_ON_RESIGNED = 7  # TA-12.6


def may_resign(st: TtaState) -> bool:
    """TA-14.1: not in Age IV. With two players left, resigning would end the game at once (TA-14.3):
    that is conceding, which the host's own resign command does for every game, so the political
    action is offered only while at least three players remain."""
    return st.age != "IV" and len(active(st)) >= 3


def active(st: TtaState) -> list[int]:
    return [p for p in range(st.players) if p not in st.resigned]


def resign(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    st.resigned = [*st.resigned, p]
    ev.append(Event(text=seat_name(p) + tr(" resigns and leaves the game.", " poddaje się i opuszcza grę.")))
    for inst in st.military_hand[p]:
        aggression.discard(st, inst)
    seat_put(st, "military_hand", p, [])
    seat_put(st, "hand", p, [])
    for pact in [x for x in st.pacts if p in (x["a"], x["b"])]:
        pacts.remove(g, st, pact, ev)
    for war in st.wars:
        if war["target"] == p:
            seat_add(st, "culture", war["by"], WAR_ON_RESIGNED)
            ev.append(Event(text=seat_name(war["by"]) + tr(f" scores {WAR_ON_RESIGNED} culture for the war.",
                                                           f" zdobywa {WAR_ON_RESIGNED} kultury za wojnę.")))  # fmt: skip
        if p in (war["target"], war["by"]):
            aggression.discard(st, war["card"])
    st.wars = [w for w in st.wars if p not in (w["target"], w["by"])]
    trim_future_decks(g, st)
    # the rest of the turn is dropped: the next player's turn follows (or the game ends)
    st.tasks = [t for t in st.tasks if t.get("who") != p and t.get("p") != p]
    from engines.through_ages.flow import next_turn

    st.political_done = False
    st.flags, st.taken_now = [], []
    next_turn(g, st, p, ev)


def trim_future_decks(g: GameData, st: TtaState) -> None:
    """TA-14.2, TA-Q5: the decks of ages still to come keep only the copies the new player count
    uses (cards marked 3+ / 4, pacts with 2 players); the current decks are not touched."""
    if len(active(st)) < 2:
        return
    n = str(len(active(st)))
    later = [a for a in AGES if LEVEL[a] > LEVEL[st.age]]
    civil = dict(st.civil_decks)
    for age in later:
        if age in civil:
            kept, seen = [], {}
            for cid in civil[age]:
                seen[cid] = seen.get(cid, 0) + 1
                if seen[cid] <= g.card[cid].count[n]:
                    kept.append(cid)
            civil[age] = kept
    st.civil_decks = civil
    st.military_decks = {
        age: [i for i in deck if age not in later or int(i.split("@")[1]) <= g.card[card_of(i)].count[n]]
        for age, deck in st.military_decks.items()
    }


class StayingRandomAgent(KitRandomAgent):
    """Uniform random play that never resigns (it passes instead): a bot resigning at random
    would end most games long before the final scoring."""

    def choose(self, engine, state, seat, salt: int = 0) -> str:
        action = super().choose(engine, state, seat, salt)  # the families list under `reading`
        return "pass" if action == "resign" else action
