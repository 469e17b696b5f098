"""The Through the Ages engine: setup, view, result and texts over the kit's task machine."""

from __future__ import annotations

from engines.base import OptionSpec, Result, Seat, SeatScore, Text, rank_seats, tr
from engines.kit.engine import HintAgent, TaskEngine
from engines.through_ages import board, flow, hands, lw_draft
from engines.through_ages.data import GameData
from engines.through_ages.decisions import all_decisions
from engines.through_ages.decisions.base import TtaMachine
from engines.through_ages.describe import build_view, describe_view, private_part
from engines.through_ages.in_play import reading
from engines.through_ages.modules import option_specs as module_options
from engines.through_ages.modules import refuse_unbuilt
from engines.through_ages.resign import StayingRandomAgent
from engines.through_ages.setup import new_state
from engines.through_ages.state import TtaState
from engines.through_ages.texts import seat_words, text

PHASES = {
    "politics": tr("politics", "faza polityczna"),
    "act": tr("actions", "akcje"),
    "discard": tr("end of turn", "koniec tury"),
    "bid": tr("colonization auction", "licytacja kolonii"),
    "sacrifice": tr("colonization", "kolonizacja"),
    "defend": tr("defence against an aggression", "obrona przed agresją"),
    "pact_answer": tr("answer to a pact offer", "odpowiedź na propozycję paktu"),
    "himeji": tr("Himeji Castle", "Zamek Himeji"),
    "lw_draft": tr("draft of leaders and wonders", "draft liderów i cudów"),
    "lw_vote": tr("choosing leaders and wonders", "wybór liderów i cudów"),
}


DECISION = tr("decision", "decyzja")
QUIET = frozenset({"done", "skip"})


class ThroughAgesEngine(TaskEngine):
    id = "through_ages"
    name = tr("Through the Ages", "Cywilizacja: Poprzez wieki")
    min_players = 2
    max_players = 4
    state_model = TtaState
    option_specs = [
        OptionSpec(
            key="variant",
            label=tr("Game", "Gra"),
            choices=["full", "peaceful", "ages_a_i"],
            default="full",
            choice_labels={
                "full": tr("Full game (aggressions and wars)", "Pełna gra (agresje i wojny)"),
                "peaceful": tr("Peaceful variant", "Wariant pokojowy"),
                "ages_a_i": tr(
                    "Learning game: Ages A and I, peaceful", "Gra wprowadzająca: ery A i I, pokojowa"
                ),
            },
        ),
        *module_options(),
        hands.OPTION,  # TA-25.2, TA-Q8
    ]

    def __init__(self, data: GameData):
        self.g = data
        data.faces  # noqa: B018 - the table of card faces, built once when the engine starts
        data.yellow_rows, data.corruption_rows  # noqa: B018 - the banks' rows by tokens left, the same
        # "pass" is no passive id here: a private window (politics, bid) opens or is skipped on
        # public facts only, and skips itself through "skip" (TA-25.1)
        self.machine = TtaMachine(all_decisions(data), flow.automatic(data), passive=QUIET)

    def agents(self):
        return {"random": StayingRandomAgent(), "heuristic": HintAgent()}

    def legal_actions(self, state: TtaState, seat: Seat) -> list[str]:
        return self.machine.choices_now(state, seat)

    def prompt(self, state: TtaState, seat: Seat):
        with reading(state):  # listing and labelling the options changes nothing
            prompt = self.machine.prompt(state, seat)
        task = self.machine.current(state)
        if prompt is None or prompt.private or task is None:
            return prompt
        if hands.private_prompt(state, seat, task["k"], prompt.option_ids()):  # TA-Q8
            return prompt.model_copy(update={"private": True})
        return prompt

    def setup(self, players: int, options: dict[str, str], seed: int) -> TtaState:
        """TA-5, TA-40.1: the base game with the expansion modules the options switch on."""
        refuse_unbuilt(options)
        options = self.validate_options(options)
        if not self.min_players <= players <= self.max_players:
            from engines.base import BadOptions

            raise BadOptions(tr("Through the Ages needs 2-4 players.", "Poprzez wieki wymaga 2-4 graczy."))
        st = new_state(self.g, players, options, seed)
        self.machine.push(st, [*lw_draft.first_tasks(st), {"k": "turn_start", "p": st.first}])
        self.machine.advance(st, [])
        return st

    def view(self, state: TtaState, seat: int | None):
        return build_view(self.g, state, seat)

    def private_part(self, state: TtaState, seat: Seat):
        return private_part(self.g, state, seat)

    def revealed_to(self, state: TtaState, seat: Seat) -> dict[str, str]:
        return state.shown[seat] if state.shown else {}

    def describe(self, view, lang: str) -> str:
        return describe_view(view, lang)

    def status_line(self, state: TtaState) -> Text:
        if state.finished:
            return tr("The game is over.", "Gra zakończona.")
        head = (f"Age {state.age} · round {state.round}", f"Era {state.age} · runda {state.round}")
        task = self.machine.current(state)
        if task is None:
            return text(head)
        phase = PHASES.get(task["k"], DECISION)
        if isinstance(task["who"], list):  # TA-43.9: everyone picks at once
            return text(head, (" · everyone: ", " · wszyscy: "), phase)
        return text(head, " · ", seat_words(task["who"]), ": ", phase)

    def result(self, state: TtaState) -> Result | None:
        """TA-28.5: the most culture wins; tied players share the victory; resigned players rank
        after everyone still playing (TA-14)."""
        if not state.finished:
            return None
        ranks = rank_seats({s: (s not in state.resigned, state.culture[s]) for s in range(state.players)})
        scores = [
            SeatScore(
                seat=s,
                score=state.culture[s],
                rank=ranks[s],
                breakdown={
                    "during_game": state.culture[s] - state.final_points[s],
                    "final_scoring": state.final_points[s],
                },
            )
            for s in range(state.players)
        ]
        labels = {
            "during_game": tr("Culture during the game", "Kultura w trakcie gry"),
            "final_scoring": tr("Final scoring (Age III events)", "Punktacja końcowa (wydarzenia ery III)"),
        }
        return Result(scores=scores, labels=labels)

    def timeout_action(self, state: TtaState, seat: Seat) -> str | None:
        """TA-31.7, TA-Q11: a silent player makes the choice that changes least: pass, skip, end
        the actions; for a loss, the family's own pick (the cheapest loss)."""
        task = self.machine.current(state)
        if task is None or seat not in self.to_act(state):
            return None
        ids = self.machine.choices_now(state, seat)
        for quiet in ("pass", "skip", "done", "back", "none"):  # "none": Kidnapping takes nothing
            if quiet in ids:
                return quiet
        return self.machine.decision(task).hint(state, task, ids, seat)

    def strength(self, state: TtaState, seat: int) -> int:
        return board.strength_rating(self.g, state, seat)
