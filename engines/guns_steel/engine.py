"""The Guns & Steel engine: the contract of engines.base over the task machine in rules.py."""

from __future__ import annotations

from typing import ClassVar

from engines.base import (
    Agent,
    BadOptions,
    Engine,
    Event,
    IllegalAction,
    MatchOver,
    NotYourTurn,
    Option,
    OptionSpec,
    Prompt,
    Result,
    Rng,
    Seat,
    SeatScore,
    Text,
    decode_multi,
    encode_multi,
    rank_seats,
    tr,
)
from engines.guns_steel import prompts, rules
from engines.guns_steel.data import DATA, ERAS, SETS
from engines.guns_steel.describe import describe_view
from engines.guns_steel.state import GSState, copy_state
from engines.guns_steel.texts import PHASE_NAMES, SET_NAMES, seat_name
from engines.guns_steel.view import GSView
from engines.guns_steel.viewbuild import build_view

CARDS = DATA.cards
WONDERS = DATA.wonder_by_id


class GunsSteelEngine(Engine):
    id: ClassVar[str] = "guns_steel"
    name: ClassVar[Text] = tr("Guns & Steel", "Guns & Steel: Historia ludzkości")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[GSState]] = GSState
    option_specs: ClassVar[list[OptionSpec]] = [
        OptionSpec(
            key="set",
            label=tr("Card set", "Zestaw kart"),
            choices=list(SETS),
            default="new_world",
            choice_labels=dict(SET_NAMES),
        )
    ]

    # ------------------------------------------------------------ setup

    def setup(self, players: int, options: dict[str, str], seed: int) -> GSState:
        options = self.validate_options(options)
        low, high = self.player_range(options)
        if not low <= players <= high:
            raise BadOptions(
                tr(f"Guns & Steel needs {low}-{high} players.", f"Guns & Steel wymaga {low}-{high} graczy.")
            )
        card_set = options["set"]
        st = GSState(seed=seed, players=players, options=options, card_set=card_set)
        rng = Rng(st)
        st.start_seat = st.active = rng.below(players)  # GS-4.7
        deal_pyramid(st, rng)
        starting = DATA.starting_ids()
        st.hands = [list(starting) for _ in range(players)]  # GS-4.2
        for zone in ("res_up", "tech_up", "exhausted", "owned_wonders"):
            setattr(st, zone, [[] for _ in range(players)])
        st.track = [0] * players
        if rules.uses_track(st):
            st.glory = {w: [0] * players for w in st.row_wonders}
        rules.setup_tasks(st)
        rules.advance(st, [])
        return st

    # ------------------------------------------------------------ turns

    def to_act(self, state: GSState) -> set[Seat]:
        task = rules.current(state)
        return set() if task is None else {task["who"]}

    def legal_actions(self, state: GSState, seat: Seat) -> list[str]:
        """The option ids of the seat's prompt, without building labels (agents, tests)."""
        task = rules.current(state)
        if task is None or task["who"] != seat:
            return []
        return list(rules.legal(state))

    def prompt_kind(self, state: GSState) -> str | None:
        """The waiting decision's prompt kind, "choice" or "multi"; None when the game is over."""
        task = rules.current(state)
        if task is None:
            return None
        return "multi" if rules.DECISIONS[task["k"]].multi else "choice"

    def prompt(self, state: GSState, seat: Seat) -> Prompt | None:
        task = rules.current(state)
        if task is None or task["who"] != seat:
            return None
        decision = rules.DECISIONS[task["k"]]
        ids = rules.legal(state)
        options = [
            Option(id=a, label=prompts.label(state, task, a), detail=prompts.option_detail(a)) for a in ids
        ]
        text = prompts.question(state, task)
        if decision.multi:
            return Prompt(
                seat=seat, kind="multi", text=text, options=options, min_pick=0, max_pick=len(options)
            )
        return Prompt(seat=seat, text=text, options=options)

    def apply(self, state: GSState, seat: Seat, action: str) -> tuple[GSState, list[Event]]:
        if state.finished:
            raise MatchOver(tr("The match is over.", "Mecz się zakończył."))
        task = rules.current(state)
        if task is None or task["who"] != seat:
            raise NotYourTurn(tr("It is not your turn.", "To nie twoja kolej."))
        decision = rules.DECISIONS[task["k"]]
        if not isinstance(action, str) or len(action) > 90:
            raise IllegalAction(tr("That is not a valid move.", "To nie jest prawidłowy ruch."))
        legal = rules.legal(state)
        if decision.multi:
            picked = decode_multi(action)
            if len(set(picked)) != len(picked) or not set(picked) <= set(legal):
                raise IllegalAction(not_available(action))
            action = encode_multi(picked)
        elif action not in legal:
            raise IllegalAction(not_available(action))
        st = copy_state(state)
        events: list[Event] = []
        st.tasks.pop()
        decision.resolve(st, task, action, events)
        rules.advance(st, events)
        return st, events

    # ------------------------------------------------------------ views and results

    def view(self, state: GSState, seat: Seat | None) -> GSView:
        return build_view(state, seat)

    def result(self, state: GSState) -> Result | None:
        if not state.finished:
            return None
        parts = {s: breakdown(state, s) for s in range(state.players)}
        totals = {s: sum(p.values()) for s, p in parts.items()}
        ranks = rank_seats({s: (t,) for s, t in totals.items()})
        scores = [
            SeatScore(seat=s, score=totals[s], rank=ranks[s], breakdown=parts[s])
            for s in range(state.players)
        ]
        winners = [s for s in ranks if ranks[s] == 1]
        note = None
        if len(winners) > 1:
            note = tr(
                "Tied players share the win (the rulebook names no tie-breaker).",
                "Remis: gracze dzielą zwycięstwo (instrukcja nie podaje rozstrzygnięcia).",
            )
        return Result(scores=scores, note=note, labels=BREAKDOWN_LABELS)

    def status_line(self, state: GSState) -> Text:
        head = SET_NAMES[state.card_set] + tr(f" · turn {state.turn} · ", f" · tura {state.turn} · ")
        if state.finished:
            return head + PHASE_NAMES["over"]
        line = head + PHASE_NAMES[state.phase] + tr(" · ") + seat_name(state.active)
        deciding = self.to_act(state)
        if deciding and deciding != {state.active}:
            line = line + tr(" · waiting for ", " · czeka na: ") + seat_name(next(iter(deciding)))
        return line

    def describe(self, view: GSView, lang: str) -> str:
        return describe_view(view, lang)

    def timeout_action(self, state: GSState, seat: Seat) -> str | None:
        """D-17: a player who lets the reaction time run out does not react."""
        task = rules.current(state)
        if task is not None and task["k"] == "react" and task["who"] == seat:
            return rules.DONE
        return None

    def agents(self) -> dict[str, Agent]:
        from engines.guns_steel.agents import FastRandomAgent, HeuristicAgent

        return {"random": FastRandomAgent(), "heuristic": HeuristicAgent()}


def not_available(action: str) -> Text:
    shown = action[:40]
    return tr(
        f"'{shown}' is not a legal move now; pick one of the offered options.",
        f"„{shown}” nie jest teraz dozwolonym ruchem; wybierz jedną z podanych opcji.",
    )


BREAKDOWN_LABELS = {
    "cards": tr("cards", "karty"),
    "wonders": tr("wonders", "cuda"),
    "track": tr("VP track", "tor punktów"),
}


def breakdown(st: GSState, seat: int) -> dict[str, int]:
    """GS-12.1: printed VP of owned civ cards, wonders, and the VP track."""
    out = {"cards": rules.card_vp(st, seat), "wonders": rules.wonder_vp(st, seat)}
    if rules.uses_track(st):
        out["track"] = st.track[seat]
    return out


def deal_pyramid(st: GSState, rng: Rng) -> None:
    """GS-4.4-4.6 and GS-14.2: sort by era, remove 2-player cards, shuffle, deal, choose wonders."""
    sets = ["new_world", "renaissance"] if st.card_set == "combined" else [st.card_set]
    wonder_set = "renaissance" if st.card_set == "combined" else st.card_set
    sizes = DATA.row_sizes(st.card_set, st.players)
    for row, era in enumerate(ERAS):
        ids = [
            c
            for s in sets
            for c in DATA.era_cards(s, era)
            if not (st.players == 2 and CARDS[c].two_player_remove)
        ]
        ids = rng.shuffle(ids)
        st.pyramid.append(list(ids[: sizes[row]]))
        if st.card_set == "combined":
            st.stacks.append(list(ids[sizes[row] :]))
        wonder = choose_wonder(st.pyramid[row], DATA.era_wonders(wonder_set, era), rng)
        st.row_wonders.append(wonder)
        st.wonders.append(wonder)


def choose_wonder(row: list[str | None], candidates: list[str], rng: Rng) -> str:
    """GS-4.6 / D-5: the wonder whose pictured card lies further left; random if neither is there."""
    positions = {w: row.index(WONDERS[w].matches_card) for w in candidates if WONDERS[w].matches_card in row}
    if positions:
        return min(positions, key=positions.get)
    return rng.choice(sorted(candidates))


ENGINE = GunsSteelEngine()
