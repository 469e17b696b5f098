"""The Age of Civilization engine: setup, view, result and texts over the kit's task machine."""

from __future__ import annotations

from engines.age_of_civ import flow, rules
from engines.age_of_civ.data import GameData
from engines.age_of_civ.decisions import all_decisions
from engines.age_of_civ.describe import build_view, describe_view, draft_private
from engines.age_of_civ.state import AocState, copy_state
from engines.base import (
    BadOptions,
    OptionSpec,
    Prompt,
    Result,
    Rng,
    Seat,
    SeatScore,
    Text,
    join_texts,
    rank_seats,
    seat_name,
    tr,
)
from engines.kit.engine import TaskEngine
from engines.kit.tasks import MemoMachine
from engines.kit.trusted import choice_prompt

VARIANTS = ("innovations", "winds_of_change", "draft")
ON_OFF = {"off": tr("off", "nie"), "on": tr("on", "tak")}  # Polish: no gender to agree with


GAME_OVER = tr("The game is over.", "Gra zakończona.")
DECISION = tr("decision", "decyzja")
STATUS_PHASES = {
    "civ_step": tr("civilization step", "krok cywilizacji"),
    "civ_pick": tr("civilization step", "krok cywilizacji"),
    "civ_pick_hand": tr("civilization step", "krok cywilizacji"),
    "act": tr("actions", "akcje"),
    "end_turn": tr("end of turn", "koniec tury"),
}


class AocMachine(MemoMachine):
    """The kit's memo machine (agents read the legal ids remembered when it stops); apply changes a
    copy made by `copy_state`, the kit's clone written out for this state."""

    copy = staticmethod(copy_state)


def status(round_: int, seat: int, kind: str) -> Text:
    """The status line while `seat` makes a decision of this kind."""
    name, phase = seat_name(seat), STATUS_PHASES.get(kind, DECISION)
    return tr(f"Round {round_}/6 · {name.en}: {phase.en}", f"Runda {round_}/6 · {name.pl}: {phase.pl}")


class AgeOfCivEngine(TaskEngine):
    id = "age_of_civ"
    name = tr("Age of Civilization", "Era cywilizacji")
    min_players = 1
    max_players = 4
    state_model = AocState
    option_specs = [
        OptionSpec(
            key="innovations",
            label=tr("Innovations (special technologies)", "Innowacje (technologie specjalne)"),
            choices=["off", "on"],
            default="off",
            choice_labels=ON_OFF,
        ),
        OptionSpec(
            key="winds_of_change",
            label=tr("Winds of Change (event tokens)", "Powiew zmian (żetony wydarzeń)"),
            choices=["off", "on"],
            default="off",
            choice_labels=ON_OFF,
        ),
        OptionSpec(
            key="draft",
            label=tr("Civilization Draft", "Draft cywilizacji"),
            choices=["off", "on"],
            default="off",
            choice_labels=ON_OFF,
        ),
    ]

    def __init__(self, data: GameData):
        self.g = data
        self.machine = AocMachine(all_decisions(data), flow.automatic(data))
        self.act = self.machine.decisions["act"]
        # the status line of a seat's decision, made once: the host shows it after every move
        self.statuses = {
            (r, seat, kind): status(r, seat, kind)
            for r in range(1, flow.ROUNDS + 1)
            for seat in range(self.max_players)
            for kind in self.machine.decisions
        }

    def prompt(self, state: AocState, seat: Seat) -> Prompt | None:
        """The kit's prompt (`Machine.prompt`), built without re-checking the option objects every
        family makes itself; the action step's is listed and labelled in one pass (`Act.prompt`)."""
        task = self.machine.current(state)
        if task is None:
            return None
        who = task.get("who")
        if type(who) is not int:  # the Draft (everyone at once), or a task that is no decision
            return self.machine.prompt(state, seat)
        if who != seat:
            return None
        if task["k"] == "act":
            return self.act.prompt(state, task)
        family = self.machine.decisions[task["k"]]
        options = family.prompt_options(state, task, family.choices(state, task))
        return choice_prompt(seat, family.question(state, task), options, family.private)

    def legal_actions(self, state: AocState, seat: Seat) -> list[str]:
        """Computed from the state as it is (a test may have edited it); only the agents read the
        machine's memo."""
        return self.machine.choices_now(state, seat)

    def player_range(self, options: dict[str, str]) -> tuple[int, int]:
        """AC-15.6, AC-16.8: Winds of Change and the Draft need 2-4 players; solo allows only
        Innovations (AC-17.7)."""
        if options.get("winds_of_change") == "on" or options.get("draft") == "on":
            return 2, 4
        return 1, 4

    # ------------------------------------------------------------ setup (AC-2, AC-14.1, AC-15.1, AC-16.1, AC-17.2)

    def setup(self, players: int, options: dict[str, str], seed: int) -> AocState:
        options = self.validate_options(options)
        low, high = self.player_range(options)
        if not low <= players <= high:
            raise BadOptions(
                tr(f"This setup needs {low}-{high} players.", f"Ten wariant wymaga {low}-{high} graczy.")
            )
        g = self.g
        st = AocState(seed=seed, players=players, options=options)
        rng = Rng(st)
        solo = players == 1
        n = range(players)
        st.coins = [g.solo_clash.starting_coins if solo else g.const("starting_coins") for _ in n]
        st.workers, st.points, st.end_points = [0] * players, [0] * players, [0] * players
        st.civs, st.absorbed, st.techs, st.wonders = (
            [[] for _ in n],
            [[] for _ in n],
            [[] for _ in n],
            [[] for _ in n],
        )
        st.main, st.special = [None] * players, [None] * players
        st.hands, st.packs = [[] for _ in n], [[] for _ in n]
        wonders = rng.shuffle([w.id for w in g.wonders])
        st.wonder_pool = wonders[: g.solo_clash.wonder_pool_size if solo else players + 3]
        civs = [c.id for c in g.civilizations if not (solo and c.id in g.solo_clash.removed_civilizations)]
        deck = rng.shuffle(civs)
        if st.variant("draft"):
            size = g.draft.cards_dealt_per_player
            st.packs = [deck[i * size : (i + 1) * size] for i in n]
            st.deck = []  # D-37: the rest of the deck is out of the game
        else:
            size = g.const("civilization_pool_size")
            st.pool, st.pool_coins, st.deck = deck[:size], [0] * size, deck[size:]
        plague = next(c.id for c in g.action_cards if c.corner_symbol == "plague" and c.action is None)
        if solo:
            others = rng.shuffle([c.id for c in g.action_cards if c.id != plague])
            at = g.solo_clash.plague_card_position - 1
            st.track = others[:at] + [plague] + others[at:]
        else:
            st.track = rng.shuffle([c.id for c in g.action_cards])
        if st.variant("winds_of_change"):
            st.tokens = rng.shuffle([t.id for t in g.event_tokens])[:3]
        if st.variant("innovations"):
            st.tech_pool = rng.shuffle([c.id for c in g.special_technology_cards])[: players + 1]
        st.first = 0 if solo else rng.below(players)  # D-1
        tasks: list[dict] = []
        if st.variant("draft"):
            everyone = list(n)
            tasks = [{"k": "draft", "who": everyone} for _ in range(g.draft.picks)] + [{"k": "draft_end"}]
        self.machine.push(st, tasks + [{"k": "round_start"}])
        self.machine.advance(st, [])
        return st

    # ------------------------------------------------------------ views and texts

    def view(self, state: AocState, seat: int | None):
        return build_view(self.g, state, seat)

    def private_part(self, state: AocState, seat: int):
        return draft_private(self.g, state, seat)  # without the rest of the view

    def describe(self, view, lang: str) -> str:
        return describe_view(view, lang)

    def status_line(self, state: AocState) -> Text:
        if state.finished:
            return GAME_OVER
        task = self.machine.current(state)
        if task is None:
            return tr(f"Round {state.round}/6", f"Runda {state.round}/6")
        who = task.get("who")
        if isinstance(who, list):
            return tr(
                f"Round {state.round}/6 · draft: everyone picks",
                f"Runda {state.round}/6 · draft: wszyscy wybierają",
            )
        made = self.statuses.get((state.round, who, task["k"]))
        return made if made is not None else status(state.round, who, task["k"])

    # ------------------------------------------------------------ result (AC-13, AC-17.8)

    def result(self, state: AocState) -> Result | None:
        if not state.finished:
            return None
        keys = {s: (state.points[s], state.workers[s], state.coins[s]) for s in range(state.players)}
        ranks = rank_seats(keys)
        scores = [
            SeatScore(
                seat=s,
                score=state.points[s],
                rank=ranks[s],
                breakdown={
                    "during_game": state.points[s] - state.end_points[s],
                    "end_of_game": state.end_points[s],
                },
                tiebreak=[state.workers[s], state.coins[s]],
            )
            for s in range(state.players)
        ]
        labels = {
            "during_game": tr("Points during the game", "Punkty w trakcie gry"),
            "end_of_game": tr("End-of-game abilities", "Zdolności końca gry"),
        }
        note = None
        if state.solo:
            names = [a.name for a in self.g.solo_clash.achievements if a.id in state.achievements]
            note = tr("Achievements: ", "Osiągnięcia: ") + (
                join_texts(names) if names else tr("none", "brak")
            )
        return Result(scores=scores, labels=labels, note=note)

    def strength(self, state: AocState, seat: int) -> int:
        return rules.strength(self.g, state, seat)
