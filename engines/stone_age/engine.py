"""The Stone Age engine: the contract of engines/base.py over the rules in rules.py."""

from __future__ import annotations

from typing import ClassVar

from engines.base import (
    Agent,
    Engine,
    Event,
    IllegalAction,
    MatchOver,
    NotYourTurn,
    Prompt,
    Result,
    Rng,
    SeatScore,
    Text,
    View,
    rank_seats,
    tr,
)
from engines.stone_age import present, rules, scoring, texts
from engines.stone_age.data import DATA, RESOURCES
from engines.stone_age.state import StoneAgeState, clone
from engines.stone_age.view import StoneAgeView

NO_STATE_CHANGE = tr(" Nothing was changed.", " Nic nie zmieniono.")


# (state, seat, ids) of the last choices() call: an agent's pick and the legality check in apply()
# on the same state then cost one computation. Sound because a state is never changed once setup()
# or apply() has returned it (the engine contract).
_last_choices: tuple[StoneAgeState, int, list[str]] | None = None


def choices(s: StoneAgeState, seat: int) -> list[str]:
    """The legal action ids of `seat` now (empty when it is not theirs to decide).

    The list is shared with later calls on the same state: read it, do not change it."""
    global _last_choices
    last = _last_choices
    if last is not None and last[0] is s and last[1] == seat:
        return last[2]
    ids = compute_choices(s, seat)
    _last_choices = (s, seat, ids)
    return ids


def compute_choices(s: StoneAgeState, seat: int) -> list[str]:
    if s.phase == "over" or rules.actor(s) != seat:
        return []
    if s.bonus is not None:
        out = [f"bonus:{r}" for r in RESOURCES]
        return out if s.bonus else [*out, "bonus:back"]
    step = s.step
    if step is None:
        if s.phase == "placement":
            out = [f"place:{loc}" for loc in rules.placements(s, seat)]
        else:
            out = [f"resolve:{loc}" for loc in rules.own_groups(s, seat)]
    elif step["kind"] == "count":
        most = rules.max_place(s, seat, step["loc"])
        out = [f"place:{step['loc']}:{n}" for n in range(1, most + 1)] + ["back"]
    elif step["kind"] == "roll":
        out = [f"tool:{i}" for i, used in enumerate(s.tools_used[seat]) if not used]
        out += [f"card:{c}" for c in rules.one_use_tools(s, seat)] + ["take"]
    elif step["kind"] == "items":
        out = [f"die:{v}" for v in sorted(set(step["dice"]))]
    elif step["kind"] == "feed":
        out = rules.pay_choices(s, seat) + ["starve"]
    else:
        out = rules.pay_choices(s, seat) + ["decline"]
    if rules.has_bonus_card(s, seat):
        out.append("bonus")
    return out


def perform(s: StoneAgeState, seat: int, action: str, ev: list[Event]) -> None:
    """Apply one legal action to the (already cloned) state."""
    head, _, rest = action.partition(":")
    if head == "place":
        loc, _, count = rest.partition(":")
        if count:
            rules.place(s, seat, loc, int(count), ev)
            return
        most = rules.max_place(s, seat, loc)
        fixed = rules.fixed_count(loc, most)
        if fixed is None:
            s.step = {"kind": "count", "loc": loc}
        else:
            rules.place(s, seat, loc, fixed, ev)
    elif head == "back":
        s.step = None
    elif head == "resolve":
        rules.resolve(s, seat, rest, ev)
    elif head in ("tool", "card"):
        rules.add_tool(s, seat, action, ev)
    elif head == "take":
        rules.finish_roll(s, seat, ev)
    elif head == "die":
        rules.take_die(s, seat, int(rest), ev)
    elif head == "pay":
        rules.pay_one(s, seat, rest, ev)
    elif head == "buy" or head == "done":
        rules.buy_building(s, seat, s.step["loc"], ev)
    elif head == "decline":
        rules.decline(s, seat, ev)
    elif head == "starve":
        rules.starve(s, seat, ev)
    elif head == "bonus":
        if not rest:
            s.bonus = []
        elif rest == "back":
            s.bonus = None
        else:
            rules.bonus_pick(s, seat, rest, ev)


class StoneAgeEngine(Engine):
    id: ClassVar[str] = "stone_age"
    name: ClassVar[Text] = tr("Stone Age", "Epoka Kamienia")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[StoneAgeState]] = StoneAgeState

    def setup(self, players: int, options: dict[str, str], seed: int) -> StoneAgeState:
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction(tr("Stone Age is for 2 to 4 players.", "Epoka Kamienia jest dla 2–4 graczy."))
        options = self.validate_options(options)
        s = StoneAgeState(
            seed=seed,
            players=players,
            options=options,
            deck=[],
            slots=[],
            stacks=[],
            score=[0] * players,
            agriculture=[0] * players,
            food=[DATA.starting_food] * players,
            people=[DATA.starting_people] * players,
            unplaced=[DATA.starting_people] * players,
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
        s.deck = rng.shuffle([c.id for c in DATA.civilization_cards])
        s.slots = [s.deck.pop() for _ in DATA.card_slot_costs]
        # SA-2.2: 4 stacks of 7, keep one per player
        tiles = rng.shuffle([b.id for b in DATA.buildings])
        size = DATA.building_stack_size
        kept_stacks = DATA.building_stacks_by_player_count[str(players)]
        s.stacks = [tiles[i * size : (i + 1) * size] for i in range(kept_stacks)]
        s.board = {loc: [0] * players for loc in rules.location_ids(players)}
        # SA-2.4 / SA-D2: a random first player
        s.first = s.current = rng.below(players)
        return s

    def to_act(self, state: StoneAgeState) -> set[int]:
        seat = rules.actor(state)
        return set() if seat is None else {seat}

    def prompt(self, state: StoneAgeState, seat: int) -> Prompt | None:
        ids = choices(state, seat)
        if not ids:
            return None
        return Prompt(
            seat=seat,
            text=present.prompt_text(state, seat),
            options=[present.option(state, seat, a) for a in ids],
        )

    def apply(self, state: StoneAgeState, seat: int, action: str) -> tuple[StoneAgeState, list[Event]]:
        if state.finished:
            raise MatchOver(tr("The match is over.", "Mecz się zakończył."))
        if seat != rules.actor(state):
            raise NotYourTurn(tr("It is not your turn.", "To nie twoja kolej.") + NO_STATE_CHANGE)
        if not isinstance(action, str) or action not in choices(state, seat):
            raise IllegalAction(refusal(state, seat, action))
        s = clone(state)
        s.moves += 1
        ev: list[Event] = []
        perform(s, seat, action, ev)
        rules.advance(s, ev)
        return s, ev

    def view(self, state: StoneAgeState, seat: int | None) -> View:
        return present.build_view(state, seat)

    def result(self, state: StoneAgeState) -> Result | None:
        if not state.finished:
            return None
        parts = {p: scoring.breakdown(state, p) for p in range(state.players)}
        totals = {p: sum(b.values()) for p, b in parts.items()}
        ties = {p: scoring.tiebreak(state, p) for p in parts}
        ranks = rank_seats({p: (totals[p], ties[p]) for p in parts})
        scores = [
            SeatScore(seat=p, score=totals[p], rank=ranks[p], breakdown=parts[p], tiebreak=[ties[p]])
            for p in parts
        ]
        return Result(scores=scores, note=tie_note(totals, ties, ranks), labels=scoring.BREAKDOWN_LABELS)

    def status_line(self, state: StoneAgeState) -> Text:
        return present.status_line(state)

    def describe(self, view: StoneAgeView, lang: str) -> str:
        return present.describe(view, lang)

    def agents(self) -> dict[str, Agent]:
        from engines.stone_age.agents import HeuristicAgent, RandomStoneAgeAgent

        return {"random": RandomStoneAgeAgent(), "heuristic": HeuristicAgent()}


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


def refusal(s: StoneAgeState, seat: int, action: object) -> Text:
    """A readable reason why `action` is not allowed now."""
    if not isinstance(action, str):
        return tr("An action must be text.", "Ruch musi być tekstem.") + NO_STATE_CHANGE
    head, _, rest = action.partition(":")
    loc = rest.partition(":")[0]
    if head == "place" and s.phase == "placement" and loc in s.board:
        reason = place_refusal(s, seat, loc)
        if reason is not None:
            return reason + NO_STATE_CHANGE
    shown = action[:40]
    return (
        tr(f"'{shown}' is not one of your choices now.", f"„{shown}” nie jest teraz jednym z twoich wyborów.")
        + NO_STATE_CHANGE
    )


def place_refusal(s: StoneAgeState, seat: int, loc: str) -> Text | None:
    if s.step is not None:
        return tr(
            "Finish the current choice first (or go back).", "Najpierw dokończ bieżący wybór (lub wróć)."
        )
    if s.board[loc][seat]:
        return tr("You already have people there this round.", "Masz już tam pionki w tej rundzie.")
    if loc in rules.VILLAGE and rules.village_closed(s) and not any(s.board[loc]):
        return tr(
            "Only two village locations may be used this round.",
            "W tej rundzie można zająć tylko dwa miejsca w wiosce.",
        )
    if loc == "hut" and s.unplaced[seat] < 2:
        return tr("The hut needs 2 of your people.", "Chata wymaga 2 twoich pionków.")
    if loc in rules.GATHERING and any(s.board[loc]) and sum(s.board[loc]) < rules.AREA_CAPACITY[loc]:
        return tr(
            "Too many players are already there for this player count.",
            "Przy tej liczbie graczy jest tam już za dużo graczy.",
        )
    if rules.max_place(s, seat, loc) == 0:
        return tr("There is no room there.", "Nie ma tam miejsca.")
    return None
