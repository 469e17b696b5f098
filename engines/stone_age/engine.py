"""The Stone Age engine: the kit's TaskEngine over the decision families in decisions/ and the rules
in rules.py, with the data it was built with."""

from __future__ import annotations

from typing import ClassVar

from engines.base import (
    Agent,
    IllegalAction,
    MatchOver,
    NotYourTurn,
    Prompt,
    Result,
    Rng,
    SeatScore,
    Text,
    View,
    agent_pick,
    rank_seats,
    tr,
)
from engines.kit.engine import HintAgent, TaskEngine
from engines.kit.tasks import MemoMachine, deciders
from engines.kit.trusted import fast_model
from engines.stone_age import present, scoring, texts
from engines.stone_age.data import DATA, StoneAgeData
from engines.stone_age.decisions.bonus import Bonus
from engines.stone_age.decisions.feeding import Feed
from engines.stone_age.decisions.items import Items
from engines.stone_age.decisions.payment import Pay
from engines.stone_age.decisions.placement import Count, Place
from engines.stone_age.decisions.resolve import Resolve
from engines.stone_age.decisions.roll import Roll
from engines.stone_age.rules import FLOW, Rules, pending
from engines.stone_age.state import StoneAgeState, copy_state, put
from engines.stone_age.view import PrivateView, StoneAgeView

NO_STATE_CHANGE = tr(" Nothing was changed.", " Nic nie zmieniono.")
FAMILIES = (Place, Count, Resolve, Roll, Items, Pay, Feed, Bonus)


class StoneAgeMachine(MemoMachine):
    """The kit's memo machine; a prompt is built without validating what the families made, and
    `apply` changes a copy made by `copy_state`."""

    def prompt(self, st: StoneAgeState, seat: int) -> Prompt | None:
        task = self.current(st)
        if task is None or seat not in deciders(task):
            return None
        decision = self.decisions[task["k"]]
        prompt = {
            "seat": seat,
            "kind": "choice",
            "text": decision.question(st, task),
            "options": decision.prompt_list(st, task),
            "min_pick": 1,
            "max_pick": 1,
            "private": decision.private,
        }
        return fast_model(Prompt, prompt)

    copy = staticmethod(copy_state)  # called at every move: no method between


class StoneAgeEngine(TaskEngine):
    id: ClassVar[str] = "stone_age"
    name: ClassVar[Text] = tr("Stone Age", "Epoka Kamienia")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[StoneAgeState]] = StoneAgeState

    def __init__(self, data: StoneAgeData = DATA):
        self.data = data
        self.rules = Rules(data)
        self.present = present.Present(self.rules)
        # no seat's only option is ever taken by the machine: the families settle forced steps;
        # the agents read the legal ids the machine remembered when it stopped (MemoMachine)
        families = [f(self.rules) for f in FAMILIES]
        self.machine = StoneAgeMachine(families, {"flow": self.rules.flow}, passive=frozenset())

    def setup(self, players: int, options: dict[str, str], seed: int) -> StoneAgeState:
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction(tr("Stone Age is for 2 to 4 players.", "Epoka Kamienia jest dla 2–4 graczy."))
        options = self.validate_options(options)
        data = self.data
        s = StoneAgeState(
            seed=seed,
            players=players,
            options=options,
            deck=[],
            slots=[],
            stacks=[],
            score=[0] * players,
            agriculture=[0] * players,
            food=[data.starting_food] * players,
            people=[data.starting_people] * players,
            unplaced=[data.starting_people] * players,
            resources=[[0, 0, 0, 0] for _ in range(players)],
            tools=[[] for _ in range(players)],
            tools_used=[[] for _ in range(players)],
            cards=[[] for _ in range(players)],
            kept=[[] for _ in range(players)],
            buildings=[[] for _ in range(players)],
            building_points=[[] for _ in range(players)],
            board={},
        )
        rng = Rng(s)
        # SA-2.1: deck face down (top card last), 4 cards into slots 1..4
        s.deck = rng.shuffle([c.id for c in data.civilization_cards])
        s.slots = [s.deck.pop() for _ in data.card_slot_costs]
        # SA-2.2: 4 stacks of 7, keep one per player
        tiles = rng.shuffle([b.id for b in data.buildings])
        size = data.building_stack_size
        kept_stacks = data.building_stacks_by_player_count[str(players)]
        s.stacks = [tiles[i * size : (i + 1) * size] for i in range(kept_stacks)]
        s.board = {loc: [0] * players for loc in self.rules.location_ids(players)}
        # SA-2.4 / SA-D2: a random first player
        s.first = s.current = rng.below(players)
        s.tasks = [FLOW]
        self.machine.advance(s, [])
        return s

    def apply(self, state: StoneAgeState, seat: int, action: str):
        """The machine's apply, with the refusals players read (and the move counter agents use)."""
        try:
            new, events = self.machine.apply(state, seat, action)
        except MatchOver:
            raise
        except NotYourTurn:
            raise NotYourTurn(tr("It is not your turn.", "To nie twoja kolej.") + NO_STATE_CHANGE) from None
        except IllegalAction:
            raise IllegalAction(self.refusal(state, seat, action)) from None
        put(new, "moves", state.moves + 1)
        return new, events

    def view(self, state: StoneAgeState, seat: int | None) -> View:
        return self.present.build_view(state, seat)

    def private_part(self, state: StoneAgeState, seat: int) -> PrivateView:
        return self.present.private_view(state, seat)

    def result(self, state: StoneAgeState) -> Result | None:
        if not state.finished:
            return None
        parts = {p: scoring.breakdown(self.data, state, p) for p in range(state.players)}
        totals = {p: sum(b.values()) for p, b in parts.items()}
        ties = {p: scoring.tiebreak(state, p) for p in parts}
        ranks = rank_seats({p: (totals[p], ties[p]) for p in parts})
        scores = [
            SeatScore(seat=p, score=totals[p], rank=ranks[p], breakdown=parts[p], tiebreak=[ties[p]])
            for p in parts
        ]
        labels = scoring.breakdown_labels(self.data)
        return Result(scores=scores, note=tie_note(totals, ties, ranks), labels=labels)

    def status_line(self, state: StoneAgeState) -> Text:
        return present.status_line(state)

    def describe(self, view: StoneAgeView, lang: str) -> str:
        return present.describe(self.rules.texts, view, lang)

    def agents(self) -> dict[str, Agent]:
        return {"random": StoneAgeRandomAgent(), "heuristic": HintAgent()}

    # ------------------------------------------------------------ refusals

    def refusal(self, s: StoneAgeState, seat: int, action: object) -> Text:
        """A readable reason why `action` is not allowed now."""
        if not isinstance(action, str):
            return tr("An action must be text.", "Ruch musi być tekstem.") + NO_STATE_CHANGE
        head, _, rest = action.partition(":")
        loc = rest.partition(":")[0]
        if head == "place" and s.phase == "placement" and loc in s.board:
            reason = self.place_refusal(s, seat, loc)
            if reason is not None:
                return reason + NO_STATE_CHANGE
        shown = action[:40]
        return (
            tr(
                f"'{shown}' is not one of your choices now.",
                f"„{shown}” nie jest teraz jednym z twoich wyborów.",
            )
            + NO_STATE_CHANGE
        )

    def place_refusal(self, s: StoneAgeState, seat: int, loc: str) -> Text | None:
        r = self.rules
        waiting = pending(s)
        if waiting is not None and waiting["k"] != "place":
            return tr(
                "Finish the current choice first (or go back).", "Najpierw dokończ bieżący wybór (lub wróć)."
            )
        if s.board[loc][seat]:
            return tr("You already have people there this round.", "Masz już tam pionki w tej rundzie.")
        if loc in r.village and r.village_closed(s) and not any(s.board[loc]):
            return tr(
                "Only two village locations may be used this round.",
                "W tej rundzie można zająć tylko dwa miejsca w wiosce.",
            )
        if loc == "hut" and s.unplaced[seat] < 2:
            return tr("The hut needs 2 of your people.", "Chata wymaga 2 twoich pionków.")
        if loc in r.gathering and any(s.board[loc]) and sum(s.board[loc]) < r.capacity[loc]:
            return tr(
                "Too many players are already there for this player count.",
                "Przy tej liczbie graczy jest tam już za dużo graczy.",
            )
        if r.max_place(s, seat, loc) == 0:
            return tr("There is no room there.", "Nie ma tam miejsca.")
        return None


class StoneAgeRandomAgent(Agent):
    """Uniform over the legal ids (without building labels); the move counter in the pick keeps
    "back" from looping."""

    def choose(self, engine: StoneAgeEngine, state: StoneAgeState, seat: int, salt: int = 0) -> str:
        ids = engine.legal_actions(state, seat)
        if not ids:
            raise NotYourTurn(tr("Nothing to decide.", "Nic do wyboru."))
        return ids[agent_pick(state, seat, salt * 1_000_003 + state.moves, len(ids))]


def tie_note(totals: dict[int, int], ties: dict[int, int], ranks: dict[int, int]) -> Text | None:
    best = max(totals.values())
    leaders = [p for p, v in totals.items() if v == best]
    if len(leaders) < 2:
        return None
    winners = [p for p in leaders if ranks[p] == 1]
    names = ", ".join(texts.player(p).en for p in winners)
    names_pl = ", ".join(texts.player(p).pl for p in winners)
    if len(winners) == 1:
        return tr(
            f"Tie on points broken by food track + tools + people: {names} wins.",
            f"Remis punktowy rozstrzygnięty torem żywności, narzędziami i pionkami: wygrywa {names_pl}.",
        )
    return tr(
        f"Still tied after food track + tools + people: {names} share the victory.",
        f"Remis także po torze żywności, narzędziach i pionkach: {names_pl} dzielą zwycięstwo.",
    )
