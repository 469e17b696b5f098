"""A tiny test-only game that exercises every path of the host. Never offered to players.

Rules (2-4 players, `rounds` rounds):
- Setup: a deck of 30 cards (values 1-5, six of each) is shuffled; each seat gets a hidden hand of 3.
- Bid (simultaneous): every seat secretly plays one card from its hand (or passes with an empty hand).
  When all have chosen, the bids are revealed: the single highest bid scores 3; tied highest bids
  score 1 each.
- Turns, in seat order starting with seat (round - 1) % players: a turn has up to 3 free steps
  (gather: +1 point; draw: take the top card, seen only by you; shuffle: reshuffle the deck;
  trade: then pick 0-2 cards of your hand to discard for 1 point each),
  then ends with roll (a die: 4-6 scores its value, 1-3 costs 1 point) or end.
- After the last round the highest score wins; ties share a rank.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from engines.base import (
    Agent,
    Engine,
    Event,
    IllegalAction,
    Option,
    OptionSpec,
    Prompt,
    Result,
    Rng,
    SeatScore,
    State,
    Text,
    View,
    agent_pick,
    decode_multi,
    encode_multi,
    rank_seats,
    seat_name,
    tr,
)
from engines.kit.trusted import set_dict, set_extra, set_fields_set, set_private

HAND_SIZE = 3
FREE_STEPS = 3


class TinyState(State):
    round: int = 1
    phase: Literal["bid", "turn"] = "bid"
    deck: list[int]
    hands: list[list[int]]
    bids: list[int | None]
    scores: list[int]
    current: int = 0
    turns_taken: int = 0
    steps: int = 0
    trading: bool = False


class TinyPrivate(BaseModel):
    hand: list[int]
    bid: int | None


class TinyView(View):
    round: int
    rounds: int
    phase: str
    scores: list[int]
    deck_size: int
    hand_sizes: list[int]
    has_bid: list[bool]
    current: int | None
    hand: list[int] | None = None
    bid: int | None = None

    def private_part(self) -> BaseModel | None:
        if self.hand is None:
            return None
        return TinyPrivate(hand=self.hand, bid=self.bid)


class TinyRandomAgent(Agent):
    """RandomAgent's very picks, from the option ids alone (no labels built)."""

    def choose(self, engine: TinyEngine, state: State, seat: int, salt: int = 0) -> str:
        legal = engine.legal(state, seat)
        if legal is None:
            raise IllegalAction(tr("Nothing to decide.", "Nic do wyboru."))
        kind, ids, max_pick = legal
        if kind == "choice":
            return ids[agent_pick(state, seat, salt, len(ids))]
        count = agent_pick(state, seat, salt, max_pick + 1)  # min_pick is 0
        pool = list(ids)
        picked = [pool.pop(agent_pick(state, seat, salt * 31 + i + 1, len(pool))) for i in range(count)]
        return encode_multi(picked)


class HeuristicAgent(Agent):
    """Bids its highest card, gathers while it may, then ends the turn."""

    def choose(self, engine: Engine, state: State, seat: int, salt: int = 0) -> str:
        pending = engine.prompt(state, seat)
        ids = pending.option_ids()
        if pending.kind == "multi":
            return encode_multi(ids[: pending.max_pick])
        for preferred in ("gather", "end"):
            if preferred in ids:
                return preferred
        return max(ids, key=lambda i: int(i.split(":")[1]) if ":" in i else -1)


class TinyEngine(Engine):
    id = "tiny"
    name = tr("Tiny", "Malutka")
    min_players = 2
    max_players = 4
    state_model = TinyState
    secret_hands = False  # SecretTinyEngine marks the prompts that list hand cards private
    option_specs = [
        OptionSpec(key="rounds", label=tr("Rounds", "Rundy"), choices=["1", "2", "3"], default="2")
    ]

    def setup(self, players: int, options: dict[str, str], seed: int) -> TinyState:
        state = TinyState(
            game=self.id,
            seed=seed,
            players=players,
            options=self.validate_options(options),
            deck=[],
            hands=[[] for _ in range(players)],
            bids=[None] * players,
            scores=[0] * players,
        )
        state.deck = Rng(state).shuffle([v for v in range(1, 6) for _ in range(6)])
        for hand in state.hands:
            for _ in range(HAND_SIZE):
                hand.append(state.deck.pop())
        return state

    def rounds(self, state: TinyState) -> int:
        return int(state.options["rounds"])

    def to_act(self, state: TinyState) -> set[int]:
        if state.finished:
            return set()
        if state.phase == "bid":
            return {s for s in range(state.players) if state.bids[s] is None}
        return {state.current}

    def legal(self, state: TinyState, seat: int) -> tuple[str, list[str], int] | None:
        """The seat's decision without labels: its kind, option ids (as `prompt` orders them) and
        most picks; None when the seat has nothing to decide."""
        if seat not in self.to_act(state):
            return None
        if state.phase == "bid":
            return "choice", [f"bid:{c}" for c in sorted(set(state.hands[seat]))] or ["bid:0"], 1
        if state.trading:
            size = len(state.hands[seat])
            return "multi", [f"c{i}" for i in range(size)], min(2, size)
        ids = []
        if state.steps < FREE_STEPS:
            ids.append("gather")
            if state.deck:
                ids.append("draw")
            if len(state.deck) >= 2:
                ids.append("shuffle")
            if state.hands[seat]:
                ids.append("trade")
        return "choice", [*ids, "roll", "end"], 1

    def prompt(self, state: TinyState, seat: int) -> Prompt | None:
        if seat not in self.to_act(state):
            return None
        if state.phase == "bid":
            cards = sorted(set(state.hands[seat]))
            options = [Option(id=f"bid:{c}", label=tr(f"Play {c}", f"Zagraj {c}")) for c in cards]
            if not options:
                options = [Option(id="bid:0", label=tr("Pass", "Pas"))]
            return Prompt(
                seat=seat,
                text=tr("Choose your bid", "Wybierz licytację"),
                options=options,
                private=self.secret_hands,
            )
        if state.trading:
            hand = sorted(state.hands[seat])
            return Prompt(
                seat=seat,
                kind="multi",
                text=tr("Discard up to 2 cards for 1 point each", "Odrzuć do 2 kart, po 1 punkcie za każdą"),
                options=[Option(id=f"c{i}", label=tr(f"Card {v}", f"Karta {v}")) for i, v in enumerate(hand)],
                min_pick=0,
                max_pick=min(2, len(hand)),
                private=self.secret_hands,
            )
        options = []
        if state.steps < FREE_STEPS:
            options.append(Option(id="gather", label=tr("Gather (+1)", "Zbieraj (+1)")))
            if state.deck:
                options.append(Option(id="draw", label=tr("Draw a card", "Dobierz kartę")))
            if len(state.deck) >= 2:
                options.append(Option(id="shuffle", label=tr("Shuffle the deck", "Potasuj talię")))
            if state.hands[seat]:
                options.append(Option(id="trade", label=tr("Trade cards", "Wymień karty")))
        options.append(Option(id="roll", label=tr("Roll and end", "Rzuć i zakończ")))
        options.append(Option(id="end", label=tr("End turn", "Zakończ turę")))
        return Prompt(seat=seat, text=tr("Your turn", "Twoja tura"), options=options)

    def apply(self, state: TinyState, seat: int, action: str) -> tuple[TinyState, list[Event]]:
        legal = self.legal(state, seat)
        if legal is None:
            self.check_turn(state, seat)  # raises the reason
        kind, ids, max_pick = legal
        if kind == "multi":
            return self._trade(state, seat, ids, max_pick, action)
        if action not in ids:
            raise IllegalAction(tr(f"'{action}' is not allowed now.", f"„{action}” jest teraz niedozwolone."))
        new = copied(state)
        if new.phase == "bid":
            return new, self._bid(new, seat, int(action.split(":")[1]))
        return new, self._turn_step(new, seat, action)

    def _bid(self, state: TinyState, seat: int, card: int) -> list[Event]:
        if card:
            state.hands[seat].remove(card)
        state.bids[seat] = card
        events = [Event(text=seat_name(seat) + tr(" bids.", " licytuje."), board=False)]
        if all(b is not None for b in state.bids):
            events += self._resolve_bids(state)
        return events

    def _resolve_bids(self, state: TinyState) -> list[Event]:
        top = max(state.bids)
        winners = [s for s, b in enumerate(state.bids) if b == top]
        for s in winners:
            state.scores[s] += 3 if len(winners) == 1 else 1
        shown = ", ".join(str(b) for b in state.bids)
        state.phase = "turn"
        state.current = (state.round - 1) % state.players
        state.turns_taken = 0
        state.steps = 0
        return [Event(text=tr(f"Bids revealed: {shown}.", f"Odkryte licytacje: {shown}."), reveal=True)]

    def _trade(
        self, state: TinyState, seat: int, ids: list[str], max_pick: int, action: str
    ) -> tuple[TinyState, list[Event]]:
        picked = decode_multi(action)
        if len(set(picked)) != len(picked) or not set(picked) <= set(ids) or len(picked) > max_pick:
            raise IllegalAction(tr("Pick up to 2 of your cards.", "Wybierz do 2 swoich kart."))
        new = copied(state)
        hand = sorted(new.hands[seat])
        for card_id in picked:
            new.hands[seat].remove(hand[ids.index(card_id)])
        new.scores[seat] += len(picked)
        new.trading = False
        new.steps += 1
        text = seat_name(seat) + tr(f" discards {len(picked)} card(s).", f" odrzuca karty: {len(picked)}.")
        return new, [Event(text=text)]

    def _turn_step(self, state: TinyState, seat: int, action: str) -> list[Event]:
        if action == "gather":
            state.scores[seat] += 1
            state.steps += 1
            return [Event(text=seat_name(seat) + tr(" gathers.", " zbiera."))]
        if action == "draw":
            card = state.deck.pop()
            state.hands[seat].append(card)
            state.steps += 1
            return [
                Event(text=seat_name(seat) + tr(" draws a card.", " dobiera kartę."), board=False),
                Event(
                    text=tr(f"You drew {card}.", f"Dobrano {card}."), seats=[seat], reveal=True, board=False
                ),
            ]
        if action == "trade":
            state.trading = True
            return []
        if action == "shuffle":
            state.deck = Rng(state).shuffle(state.deck)
            state.steps += 1
            return [Event(text=seat_name(seat) + tr(" shuffles.", " tasuje."), board=False)]
        events = []
        if action == "roll":
            die = Rng(state).die()
            state.scores[seat] += die if die >= 4 else -1
            events.append(Event(text=seat_name(seat) + tr(f" rolls {die}.", f" wyrzuca {die}."), reveal=True))
        return events + self._next_turn(state)

    def _next_turn(self, state: TinyState) -> list[Event]:
        state.turns_taken += 1
        state.steps = 0
        if state.turns_taken < state.players:
            state.current = (state.current + 1) % state.players
            return []
        if state.round >= self.rounds(state):
            state.finished = True
            return [Event(text=tr("The game is over.", "Koniec gry."))]
        state.round += 1
        state.phase = "bid"
        state.bids = [None] * state.players
        for hand in state.hands:
            while len(hand) < HAND_SIZE and state.deck:
                hand.append(state.deck.pop())
        return [Event(text=tr(f"Round {state.round} begins.", f"Zaczyna się runda {state.round}."))]

    def view(self, state: TinyState, seat: int | None) -> TinyView:
        playing = state.phase == "turn" and not state.finished
        view = TinyView(
            game=self.id,
            seat=seat,
            round=state.round,
            rounds=self.rounds(state),
            phase="over" if state.finished else state.phase,
            scores=list(state.scores),
            deck_size=len(state.deck),
            hand_sizes=[len(h) for h in state.hands],
            has_bid=[b is not None for b in state.bids],
            current=state.current if playing else None,
        )
        if seat is not None:
            view.hand = sorted(state.hands[seat])
            view.bid = state.bids[seat] if state.phase == "bid" else None
        return view

    def private_part(self, state: TinyState, seat: int) -> TinyPrivate:
        """The seat's hand and bid without building the rest of the view."""
        return TinyPrivate(
            hand=sorted(state.hands[seat]), bid=state.bids[seat] if state.phase == "bid" else None
        )

    def result(self, state: TinyState) -> Result | None:
        if not state.finished:
            return None
        ranks = rank_seats({s: (score,) for s, score in enumerate(state.scores)})
        return Result(
            scores=[SeatScore(seat=s, score=state.scores[s], rank=ranks[s]) for s in range(state.players)]
        )

    def status_line(self, state: TinyState) -> Text:
        if state.finished:
            return tr("Game over.", "Koniec gry.")
        who = ", ".join(str(s + 1) for s in sorted(self.to_act(state)))
        return tr(
            f"Round {state.round}, {state.phase}: seat {who}",
            f"Runda {state.round}, {state.phase}: gracz {who}",
        )

    def describe(self, view: TinyView, lang: str) -> str:
        label = {"en": ("Round", "Scores", "Hand"), "pl": ("Runda", "Punkty", "Ręka")}[
            lang if lang == "pl" else "en"
        ]
        lines = [f"{label[0]} {view.round}/{view.rounds} ({view.phase})", f"{label[1]}: {view.scores}"]
        if view.hand is not None:
            lines.append(f"{label[2]}: {view.hand}")
        return "\n".join(lines)

    def agents(self) -> dict[str, Agent]:
        return {"random": TinyRandomAgent(), "heuristic": HeuristicAgent()}


# the fields `copied` gives the copy its own lists and dict of (all of the state's mutable ones)
_COPIED_FIELDS = frozenset({"rng_script", "options", "deck", "hands", "bids", "scores"})


def copied(state: TinyState) -> TinyState:
    """A deep copy of the state (its lists are the only mutable fields), without deepcopy: what
    `state.model_copy(update={...})` with copies of those fields gives, built directly."""
    values = state.__dict__.copy()
    values["rng_script"] = list(state.rng_script)
    values["options"] = dict(state.options)
    values["deck"] = list(state.deck)
    values["hands"] = [list(hand) for hand in state.hands]
    values["bids"] = list(state.bids)
    values["scores"] = list(state.scores)
    new = TinyState.__new__(type(state))
    set_dict(new, values)
    set_fields_set(new, state.__pydantic_fields_set__ | _COPIED_FIELDS)
    extra, private = state.__pydantic_extra__, state.__pydantic_private__
    set_extra(new, None if extra is None else dict(extra))
    set_private(
        new, None if private is None else {k: v for k, v in private.items() if v is not PydanticUndefined}
    )
    return new


class SecretTinyEngine(TinyEngine):
    """Tiny as a real game with hidden hands plays it: the bid and the discard prompts name the
    cards of the hand, so they are private (Prompt.private)."""

    id = "tiny_secret"
    name = tr("Secret Tiny", "Tajna Malutka")
    secret_hands = True


ENGINE = TinyEngine()
SECRET = SecretTinyEngine()
