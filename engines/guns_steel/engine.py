"""The Guns & Steel engine: the kit's TaskEngine over a Machine of this game's decision families
(decisions/) and automatic steps (steps.py), built from the data it is given."""

from __future__ import annotations

from typing import ClassVar

from engines.base import (
    Agent,
    BadOptions,
    NotYourTurn,
    OptionSpec,
    Prompt,
    Result,
    Rng,
    Seat,
    SeatScore,
    Text,
    rank_seats,
    tr,
)
from engines.guns_steel.data import DATA, ERAS, SETS, GameData
from engines.guns_steel.decisions import decisions
from engines.guns_steel.describe import describe_view
from engines.guns_steel.rules import DONE, Rules, uses_track
from engines.guns_steel.state import GSState, copy_state
from engines.guns_steel.steps import automatic, setup_tasks
from engines.guns_steel.texts import PHASE_NAMES, SET_NAMES, seat_name
from engines.guns_steel.view import GSView
from engines.guns_steel.viewbuild import ViewBuilder
from engines.kit.engine import HintAgent, KitRandomAgent, TaskEngine
from engines.kit.tasks import MemoMachine, deciders
from engines.kit.trusted import fast_model


class GSMachine(MemoMachine):
    """The kit's machine; a prompt is built without validating what the families made (no Guns &
    Steel decision is simultaneous), and `apply` changes a copy that shares the state's kept memos
    (copy_state)."""

    def copy(self, st: GSState) -> GSState:
        return copy_state(st)

    def prompt(self, st: GSState, seat: Seat) -> Prompt | None:
        task = self.current(st)
        if task is None or seat not in deciders(task):
            return None
        decision = self.decisions[task["k"]]
        options = decision.prompt_options(st, task, decision.choices(st, task))
        prompt = {
            "seat": seat,
            "kind": "multi" if decision.multi else "choice",
            "text": decision.question(st, task),
            "options": options,
            "min_pick": decision.min_pick if decision.multi else 1,
            "max_pick": len(options) if decision.multi else 1,
            "private": decision.private,
        }
        return fast_model(Prompt, prompt)


class GunsSteelEngine(TaskEngine):
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

    def __init__(self, data: GameData = DATA):
        self.data = data
        self.rules = Rules(data)
        self.machine = GSMachine(decisions(self.rules), automatic(self.rules))
        self.views = ViewBuilder(self.rules, self.machine)

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
        deal_pyramid(self.data, st, rng)
        starting = self.data.starting_ids()
        st.hands = [list(starting) for _ in range(players)]  # GS-4.2
        for zone in ("res_up", "tech_up", "exhausted", "owned_wonders"):
            setattr(st, zone, [[] for _ in range(players)])
        st.track = [0] * players
        if uses_track(st):
            st.glory = {w: [0] * players for w in st.row_wonders}
        setup_tasks(st, self.data.starting_resource_seats(players))
        self.machine.advance(st, [])
        return st

    # ------------------------------------------------------------ turns

    def refresh(self, st: GSState) -> GSState:
        """After editing a state by hand (tests): run the automatic work up to the next decision."""
        self.machine.advance(st, [])
        return st

    def prompt_kind(self, state: GSState) -> str | None:
        """The waiting decision's prompt kind, "choice" or "multi"; None when the game is over."""
        task = self.machine.current(state)
        if task is None:
            return None
        return "multi" if self.machine.decision(task).multi else "choice"

    # ------------------------------------------------------------ views and results

    def view(self, state: GSState, seat: Seat | None) -> GSView:
        return self.views.view(state, seat)

    def private_part(self, state: GSState, seat: Seat):
        return self.views.private_part(state, seat)

    def result(self, state: GSState) -> Result | None:
        if not state.finished:
            return None
        parts = {s: self.breakdown(state, s) for s in range(state.players)}
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
        set_name = SET_NAMES[state.card_set]
        if state.finished:
            over = PHASE_NAMES["over"]
            return tr(
                f"{set_name.en} · turn {state.turn} · {over.en}",
                f"{set_name.pl} · tura {state.turn} · {over.pl}",
            )
        phase, active = PHASE_NAMES[state.phase], seat_name(state.active)
        en = f"{set_name.en} · turn {state.turn} · {phase.en} · {active.en}"
        pl = f"{set_name.pl} · tura {state.turn} · {phase.pl} · {active.pl}"
        deciding = self.to_act(state)
        if deciding and deciding != {state.active}:
            waiting = seat_name(next(iter(deciding)))
            en, pl = f"{en} · waiting for {waiting.en}", f"{pl} · czeka na: {waiting.pl}"
        return tr(en, pl)

    def describe(self, view: GSView, lang: str) -> str:
        return describe_view(view, lang)

    def timeout_action(self, state: GSState, seat: Seat) -> str | None:
        """D-17: a player who lets the reaction time run out does not react."""
        task = self.machine.current(state)
        if task is not None and task["k"] == "react" and task["who"] == seat:
            return DONE
        return None

    def agents(self) -> dict[str, Agent]:
        return {"random": KitRandomAgent(), "heuristic": HeuristicAgent()}

    def breakdown(self, st: GSState, seat: int) -> dict[str, int]:
        """GS-12.1: printed VP of owned civ cards, wonders, and the VP track."""
        out = {"cards": self.rules.card_vp(st, seat), "wonders": self.rules.wonder_vp(st, seat)}
        if uses_track(st):
            out["track"] = st.track[seat]
        return out


BREAKDOWN_LABELS = {
    "cards": tr("cards", "karty"),
    "wonders": tr("wonders", "cuda"),
    "track": tr("VP track", "tor punktów"),
}


class HeuristicAgent(HintAgent):
    """Greedy: each decision family's hint (buy the most valuable card it can, activate everything,
    defend when it helps), ties broken by the agents' draw with the caller's salt."""

    def choose(self, engine: GunsSteelEngine, state: GSState, seat: Seat, salt: int = 0) -> str:
        task = engine.machine.current(state)
        if task is None or task["who"] != seat:
            raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
        ids = engine.machine.legal(state, seat)
        return engine.machine.decision(task).hint(state, task, ids, seat, salt)


def deal_pyramid(data: GameData, st: GSState, rng: Rng) -> None:
    """GS-4.4-4.6 and GS-14.2: sort by era, remove 2-player cards, shuffle, deal, choose wonders."""
    sets = ["new_world", "renaissance"] if st.card_set == "combined" else [st.card_set]
    wonder_set = "renaissance" if st.card_set == "combined" else st.card_set
    sizes = data.row_sizes(st.card_set, st.players)
    for row, era in enumerate(ERAS):
        ids = [
            c
            for s in sets
            for c in data.era_cards(s, era)
            if not (st.players == 2 and data.cards[c].two_player_remove)
        ]
        ids = rng.shuffle(ids)
        st.pyramid.append(list(ids[: sizes[row]]))
        if st.card_set == "combined":
            st.stacks.append(list(ids[sizes[row] :]))
        wonder = choose_wonder(data, st.pyramid[row], data.era_wonders(wonder_set, era), rng)
        st.row_wonders.append(wonder)
        st.wonders.append(wonder)


def choose_wonder(data: GameData, row: list[str | None], candidates: list[str], rng: Rng) -> str:
    """GS-4.6 / D-5: the wonder whose pictured card lies further left; random if neither is there."""
    wonders = data.wonder_by_id
    positions = {w: row.index(wonders[w].matches_card) for w in candidates if wonders[w].matches_card in row}
    if positions:
        return min(positions, key=positions.get)
    return rng.choice(sorted(candidates))


ENGINE = GunsSteelEngine()
