"""A test-only game whose prompts need select menus: seat 0 picks one of 30 cities (paged), then
seat 1 picks 2 to 3 of 6 goods (multi). Then the game ends; score = the picks."""

from __future__ import annotations

from engines.base import (
    Engine,
    Event,
    IllegalAction,
    Option,
    Prompt,
    Result,
    SeatScore,
    State,
    Text,
    View,
    decode_multi,
    rank_seats,
    tr,
)

CITIES = [f"city{i:02d}" for i in range(30)]
GOODS = ["amber", "beer", "coal", "dye", "eel", "flax"]


class WideState(State):
    city: str | None = None
    goods: list[str] | None = None


class WideView(View):
    city: str | None
    goods: list[str] | None


class WideEngine(Engine):
    id = "wide"
    name = tr("Wide", "Szeroka")
    min_players = 2
    max_players = 2
    state_model = WideState

    def setup(self, players, options, seed):
        return WideState(game=self.id, seed=seed, players=players)

    def to_act(self, state):
        if state.finished:
            return set()
        return {0} if state.city is None else {1}

    def prompt(self, state, seat):
        if seat not in self.to_act(state):
            return None
        if seat == 0:
            options = [
                Option(id=c, label=tr(c.title()), detail=tr(f"City {c}", f"Miasto {c}")) for c in CITIES
            ]
            return Prompt(seat=0, text=tr("Pick a city", "Wybierz miasto"), options=options)
        options = [Option(id=g, label=tr(g)) for g in GOODS]
        return Prompt(
            seat=1,
            kind="multi",
            text=tr("Pick goods", "Wybierz towary"),
            options=options,
            min_pick=2,
            max_pick=3,
        )

    def apply(self, state, seat, action):
        pending = self.check_turn(state, seat)
        new = state.model_copy(deep=True)
        if seat == 0:
            if action not in pending.option_ids():
                raise IllegalAction(tr("No such city.", "Nie ma takiego miasta."))
            new.city = action
            return new, [Event(text=tr(f"City: {action}", f"Miasto: {action}"))]
        picks = decode_multi(action)
        if not 2 <= len(set(picks)) == len(picks) <= 3 or not set(picks) <= set(GOODS):
            raise IllegalAction(tr("Pick 2 to 3 goods.", "Wybierz 2 do 3 towarów."))
        new.goods = picks
        new.finished = True
        return new, [Event(text=tr(f"Goods: {', '.join(picks)}", f"Towary: {', '.join(picks)}"))]

    def view(self, state, seat):
        return WideView(game=self.id, seat=seat, city=state.city, goods=state.goods)

    def result(self, state):
        if not state.finished:
            return None
        keys = {0: (CITIES.index(state.city),), 1: (len(state.goods) * 10,)}
        ranks = rank_seats(keys)
        return Result(scores=[SeatScore(seat=s, score=keys[s][0], rank=ranks[s]) for s in (0, 1)])

    def status_line(self, state) -> Text:
        return tr("Over." if state.finished else "Playing.", "Koniec." if state.finished else "Gramy.")

    def describe(self, view, lang):
        return f"city={view.city} goods={view.goods}"


ENGINE = WideEngine()
