"""The automatic steps of a turn (TA-7, TA-8, TA-9, TA-24) and of the game (TA-6, TA-27, TA-28):
the machine runs these tasks by themselves; decisions live in decisions/."""

from __future__ import annotations

from engines.base import Event, tr
from engines.kit.tasks import Machine
from engines.through_ages import (
    aggression,
    board,
    expansion,
    hands,
    lw_play,
    lw_politics,
    lw_setup,
    pacts,
    rules,
    run,
)
from engines.through_ages.data import LEVEL, GameData
from engines.through_ages.describe import MILITARY_CARDS, MILITARY_CARDS_PL
from engines.through_ages.in_play import reading
from engines.through_ages.state import AGES, TtaState, card_of, last_age, put, seat_add, seat_put
from engines.through_ages.texts import counted, event, seat_words

NEXT_AGE = {"A": "I", "I": "II", "II": "III", "III": "IV"}


def automatic(g: GameData) -> dict:
    return {
        "turn_start": lambda st, task, ev: turn_start(g, st, task["p"], ev),
        "run": lambda st, task, ev: run.run(g, st, task["p"], task["steps"], ev),
        "event_done": lambda st, task, ev: event_done(g, st),
        "end_turn": lambda st, task, ev: end_turn(g, st, task["p"], ev),
        "production": lambda st, task, ev: production(g, st, task["p"], ev),
        "refill": lambda st, task, ev: replenish(g, st, ev, sweep=False),
        "finish": lambda st, task, ev: finish(g, st, ev),
        "war_resolve": lambda st, task, ev: aggression.resolve_war(g, st, task["war"], ev),  # TA-46.12
    }


# ---------------------------------------------------------------- the card row (TA-6, TA-27)


def replenish(g: GameData, st: TtaState, ev: list[Event], sweep: bool = True) -> None:
    """TA-6.2: remove the leftmost N spaces, slide left, fill from the current civil deck."""
    n = g.tables["card_row"]["sweep_per_turn"][str(st.players - len(st.resigned))] if sweep else 0
    kept = [c for c in st.row[n:] if c is not None]
    first = st.age == "A"
    dealing: dict[str, list[str]] = {}  # age -> its deck, copied for this state
    put(st, "civil_decks", dict(st.civil_decks))  # replace-only decks: the one dealt from is copied
    while len(kept) < len(st.row) and st.age != last_age(st):
        deck = st.civil_decks.get(st.age, [])
        if not deck:
            end_age(g, st, ev)
            continue
        if deck is not dealing.get(st.age):
            deck = st.civil_decks[st.age] = dealing[st.age] = list(deck)
        kept.append(deck.pop())
        lw_setup.dealt(g, st, kept[-1], ev)  # TA-43.5
        if not deck and st.age != "A":
            end_age(g, st, ev)  # TA-6.3: the age ends when its last card is dealt
    dealt = len(kept) - sum(1 for c in st.row[n:] if c is not None)
    put(st, "row", kept + [None] * (len(st.row) - len(kept)))
    if dealt > 0:
        cards = counted(dealt, ("new card", "new cards"), ("nowa karta", "nowe karty", "nowych kart"))
        ev.append(event(cards, (" in the card row.", " na torze kart."), reveal=True))
    if first and st.age == "A":
        # TA-6.4: after the first replenish Age A is over; its remaining cards leave the game
        st.civil_decks["A"] = []
        start_age(st, "I", ev)
        lw_setup.age_started(g, st, "I")


def start_age(st: TtaState, age: str, ev: list[Event]) -> None:
    st.age = age
    ev.append(Event(text=tr(f"Age {age} begins.", f"Zaczyna się era {age}.")))


def end_age(g: GameData, st: TtaState, ev: list[Event]) -> None:
    """TA-27.2-27.4 (Age A: TA-6.4, no antiquation)."""
    old = st.age
    new = NEXT_AGE[old]
    if old != "A":
        obsolete = AGES[LEVEL[old] - 1]
        for p in range(st.players):
            seat_put(st, "hand", p, [c for c in st.hand[p] if g.card[c].age != obsolete])
            seat_put(
                st, "military_hand", p, [c for c in st.military_hand[p] if g.card[card_of(c)].age != obsolete]
            )
            if st.leader[p] and g.card[st.leader[p]].age == obsolete:
                rules.remove_leader(g, st, p)
            if st.wonder[p] and g.card[st.wonder[p]].age == obsolete:
                rules.remove_wonder_unfinished(st, p)
            rules.add_yellow(st, p, -g.tables["yellow_tokens_lost_at_end_of_age"][old])  # TA-27.3
            lw_play.end_age(g, st, p)  # Hippocrates (TA-45.3)
        pacts.end_obsolete(g, st, obsolete, ev)
    start_age(st, new, ev)
    expansion.age_draws(g, st, ev)  # Colossus (balance, TA-45.11)
    lw_setup.age_started(g, st, new)  # TA-43.6
    if new == last_age(st):
        # TA-28.2 (TA-Q10: Age II in the learning game): the last round is this one if Age IV began in the starting player's turn
        st.last_round = st.round if st.current == st.first else st.round + 1
        ev.append(Event(text=tr("The last round is coming.", "Nadchodzi ostatnia runda.")))


# ---------------------------------------------------------------- a turn


def turn_start(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    """TA-8: replenish (not in round 1), make last turn's tactic common, then the phases."""
    ev.append(event("— ", seat_words(p), ("'s turn —", " — tura —"), board=False))
    if st.round > 1:
        replenish(g, st, ev)
    waiting = aggression.resolve_wars(g, st, p, ev)  # TA-8.2 (Himeji Castle's decisions first)
    if st.own_tactic[p] is not None and not lw_play.keeps_tactic(g, st, p):  # Sun Tzu (TA-45.6)
        tactic = st.own_tactic[p]
        seat_put(st, "own_tactic", p, None)
        same = next((t for t in st.common_tactics if card_of(t) == card_of(tactic)), None)
        if st.special_tactics and (tactic in st.special_tactics or same in st.special_tactics):
            same = None  # TA-45.7: a special tactic is kept apart from its ordinary copies
        if same is None:
            st.common_tactics = [*st.common_tactics, tactic]
        else:  # TA-8.3: identical cards merge; every standard moves onto the one kept
            st.tactic = [same if t == tactic else t for t in st.tactic]
    for step in board.steps_of(g, st, p, "turn_special"):
        seat_add(st, "special_units", p, step["units"])
    tasks = waiting + lw_play.turn_start(g, st, p, ev)
    if st.round > 1:
        if st.leader[p] and "peek_events" in g.ops[st.leader[p]] and st.current_events:
            top = g.card[card_of(st.current_events[-1])].title
            ev.append(Event(text=tr("Joan of Arc: the next event is ", "Joanna d'Arc: następne wydarzenie to ") + top + tr("."),
                            seats=[p], board=False))  # fmt: skip
        if "forfeit" in st.used_once[p]:  # International Agreement took this political action
            seat_put(st, "used_once", p, [x for x in st.used_once[p] if x != "forfeit"])
        else:
            tasks.append({"k": "politics", "who": p})
    tasks += [{"k": "act", "who": p}, {"k": "end_turn", "p": p}]
    Machine.push(st, tasks)


def reveal(g: GameData, st: TtaState, ev: list[Event]) -> None:
    """TA-9.3, TA-9.4: reveal the top current event and resolve it."""
    if not st.current_events:
        refill_events(st, g)
    if not st.current_events:
        return
    inst = st.current_events.pop()
    st.revealed = inst
    card = g.card[card_of(inst)]
    ev.append(Event(text=tr("Event: ", "Wydarzenie: ") + card.title + tr("."), reveal=True))
    if card.kind == "territory":
        order = run.clockwise(st)
        Machine.push(st, [{"k": "bid", "who": order[0], "card": inst, "high": 0, "leader": None, "left": order},
                          {"k": "event_done"}])  # fmt: skip
    else:
        steps = (lw_politics.confucius_event(g, inst) if st.reminders else None) or card.steps  # TA-45.4
        Machine.push(st, [{"k": "run", "p": st.current, "steps": steps}, {"k": "event_done"}])


def event_done(g: GameData, st: TtaState) -> None:
    """TA-9.4, TA-9.5: the event goes to the past events; an emptied current deck is replaced by
    the future one at once (so a card prepared later waits for the next refill, TA-9.6)."""
    if st.revealed is not None:
        st.past_events = [*st.past_events, st.revealed]
        st.revealed = None
    if not st.current_events:
        refill_events(st, g)


def refill_events(st: TtaState, g: GameData) -> None:
    """TA-9.5: the future events deck becomes the current one, older ages on top."""
    from engines.base import Rng

    cards = Rng(st).shuffle(st.future_events)
    st.current_events = sorted(cards, key=lambda c: -g.card[card_of(c)].level)  # top = last
    st.future_events = []
    st.prepared_by = []


def end_turn(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    """TA-24.1: discard down to the military hand limit, then the rest of the end of turn."""
    extra = len(st.military_hand[p]) - board.military_hand_limit(g, st, p)
    tasks = [{"k": "discard", "who": p, "left": extra}] if extra > 0 else []
    tasks += lw_play.end_turn(g, st, p, extra, ev)  # Eleanor, Mandela, Saladin
    Machine.push(st, tasks + [{"k": "production", "p": p}])


def production(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    """TA-24.2-24.5, then the next player's turn."""
    with reading(st):  # the cards in play stay as they are until the next turn
        _produce_and_draw(g, st, p, ev)
    next_turn(g, st, p, ev)


def _produce_and_draw(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    who = seat_words(p)
    if board.discontent(g, st, p) > st.idle[p]:  # TA-23.4
        ev.append(event(who, (": uprising! No production this turn.", ": bunt! Brak produkcji w tej turze.")))
    else:
        rules.add_points(
            st, p, science=board.science_rating(g, st, p), culture=board.culture_rating(g, st, p)
        )
        run.pay_corruption(g, st, p)
        board.produce(g, st, p, "food")
        run.pay_consumption(g, st, p)
        board.produce(g, st, p, "resources")
        if st.reminders and hands.secret(st) and board.has(g, st, p, "colour_bonus"):
            shown = hands.ashoka_event(g, st, p)  # TA-45.9: the cards that claimed the bonus
            ev += [shown] if shown else []
    for step in board.steps_of(g, st, p, "end_turn_culture"):
        if p in run.ranked_players(g, st, step["rank"], shield=False):
            rules.add_points(st, p, culture=step["culture"])
    if st.age != "IV":
        most = g.tables["military_cards_drawn_at_end_of_turn"]["max"]
        first = run.draw_military(st, p, lw_play.first_draw(g, st, p))  # Sun Tzu (TA-45.5)
        drawn = first + run.draw_military(st, p, min(most, rules.military_available(g, st, p)))  # TA-24.4
        if drawn:
            cards = counted(drawn, MILITARY_CARDS, MILITARY_CARDS_PL)
            ev.append(event(who, (" draws ", " dobiera "), cards, ".", reveal=True))
    for field in ("civil_spent", "military_spent", "extra_military", "special_units", "special_unit_science"):
        if st.__dict__[field][p]:
            seat_put(st, field, p, 0)
    if st.special_urban:
        # TA-44.6: special-purpose resources are lost at the end of the turn
        seat_put(st, "special_urban", p, 0)
        if "spied" not in st.flags:
            seat_put(st, "spied", p, -1)  # TA-48.9: Fleming is turned only after looking
    if st.shown and st.shown[p]:
        st.shown = [{} if q == p else x for q, x in enumerate(st.shown)]  # the looks of this turn
    put(st, "flags", [])
    put(st, "taken_now", [])
    put(st, "political_done", False)


def next_turn(g: GameData, st: TtaState, p: int, ev: list[Event]) -> None:
    nxt = p
    while True:
        nxt = (nxt + 1) % st.players
        if nxt == st.first:
            if st.last_round is not None and st.round >= st.last_round:
                Machine.push(st, [{"k": "finish"}])
                final_events(g, st)
                return
            st.round += 1
        if nxt not in st.resigned:  # TA-14.2
            break
    st.current = nxt
    Machine.push(st, [{"k": "turn_start", "p": nxt}])


# ---------------------------------------------------------------- the end (TA-28)


def final_events(g: GameData, st: TtaState) -> None:
    """TA-28.4: Age III events left in the current and future events decks score, with the
    starting player as the current player."""
    st.current = st.first
    st.final_points = list(st.culture)
    tasks = [
        {"k": "run", "p": st.first, "steps": g.card[card_of(c)].steps}
        for c in [*reversed(st.current_events), *reversed(st.future_events)]
        if g.card[card_of(c)].age == "III" and g.card[card_of(c)].kind == "event"
    ]
    Machine.push(st, tasks)


def finish(g: GameData, st: TtaState, ev: list[Event]) -> None:
    for p in range(st.players):
        if st.leader[p] and board.has_card_op(g.card[st.leader[p]], "lab_resources"):
            rules.add_points(st, p, culture=board.lab_resources_with(g, st, p))  # Bill Gates
    st.final_points = [st.culture[p] - st.final_points[p] for p in range(st.players)]
    st.finished = True
    ev.append(Event(text=tr("The game is over.", "Gra zakończona.")))
