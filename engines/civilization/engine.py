"""Sid Meier's Civilization: The Board Game (base game, part 1) on the game kit."""

from __future__ import annotations

from engines.base import Event, OptionSpec, Prompt, Result, SeatScore, Text, rank_seats
from engines.civilization import board, combat, culture, memos, names
from engines.civilization import effects as fx
from engines.civilization.data import CivData, Tables, load_data
from engines.civilization.decisions.battle import BattleTurn, BattleWound, ChinaReturn, Loot
from engines.civilization.decisions.city import AbilityCity, CityAction, CityActionGo, CityPick, Produce
from engines.civilization.decisions.culture import (
    CultureTrack,
    DiscardCard,
    EventPick,
    FreeUnit,
    PlayCards,
    React,
)
from engines.civilization.decisions.movement import Freeze, MovePick, MoveStep, NavalTransport, NukePick
from engines.civilization.decisions.pay import HiddenPay
from engines.civilization.decisions.research import PickResource, Research
from engines.civilization.decisions.setup import Capital, Displace, PlaceFigure, PlacePiece
from engines.civilization.decisions.start import StartOfTurn
from engines.civilization.decisions.trade import OfferAnswer, OfferBuild, PickPlayer, TradeTurn
from engines.civilization.decisions.wonders import FreeFigure, FreeTech, FreeWalls, HarvestAgain
from engines.civilization.describe import describe
from engines.civilization.machine import CivMachine, settled_items
from engines.civilization.setup import new_state
from engines.civilization.spoils import war_steps
from engines.civilization.state import CivState
from engines.civilization.texts import seat_name, tr
from engines.civilization.turn import PHASES, automatic, setup_tasks
from engines.civilization.victory import check_economic, result_note, standing_score
from engines.civilization.view import (
    CityView,
    CivView,
    CultureCardView,
    FigureView,
    MarkerView,
    PieceView,
    PrivateSheet,
    SheetView,
    SquareView,
    TileView,
)
from engines.kit.engine import TaskEngine
from engines.kit.tasks import Machine, decides
from engines.kit.trusted import choice_prompt, fast_model

SEAT_NAMES = tuple(seat_name(s) for s in range(4))  # the status line's, built once

DECISIONS = (
    Capital,
    PlaceFigure,
    PlacePiece,
    Displace,
    StartOfTurn,
    TradeTurn,
    OfferBuild,
    OfferAnswer,
    PickPlayer,
    CityPick,
    CityAction,
    Produce,
    AbilityCity,
    CityActionGo,
    MovePick,
    MoveStep,
    NukePick,
    NavalTransport,
    Freeze,
    Research,
    PickResource,
    FreeFigure,
    FreeWalls,
    FreeTech,
    HarvestAgain,
    HiddenPay,
    BattleTurn,
    BattleWound,
    Loot,
    ChinaReturn,
    CultureTrack,
    PlayCards,
    DiscardCard,
    React,
    EventPick,
    FreeUnit,
)


class CivilizationEngine(TaskEngine):
    id = "civilization"
    name = tr("Sid Meier's Civilization", "Cywilizacja Sida Meiera")
    min_players = 2
    max_players = 4
    state_model = CivState
    option_specs = [
        OptionSpec(
            key="turn_limit",
            label=tr("Turn limit", "Limit tur"),
            choices=["none", "20", "40", "60", "100"],
            default="none",
            choice_labels={"none": tr("none", "brak")},
        ),
        OptionSpec(  # CV-32.2: the rulebook's loot, or the loot points of the 2013 errata (CV-31.3)
            key="loot",
            label=tr("Loot", "Łup"),
            choices=["rulebook", "faq2013"],
            default="rulebook",
            choice_labels={
                "rulebook": tr("rulebook", "instrukcja"),
                "faq2013": tr("2013 errata (loot points)", "errata 2013 (punkty łupu)"),
            },
        ),
        OptionSpec(  # CV-4.11
            key="training",
            label=tr("Training game", "Gra szkoleniowa"),
            choices=["off", "on"],
            default="off",
            choice_labels={
                "off": tr("off", "nie"),
                "on": tr(
                    "on: no Egypt, Rome or wonders; ends at a third city",
                    "tak: bez Egiptu, Rzymu i cudów; koniec przy trzecim mieście",
                ),
            },
        ),
        OptionSpec(
            key="tiebreak",
            label=tr("Victory", "Zwycięstwo"),
            choices=["immediate", "advanced"],
            default="immediate",
            choice_labels={
                "immediate": tr("ends the game at once", "kończy grę od razu"),
                "advanced": tr("advanced tie-breaker (CV-28.6)", "zaawansowane rozstrzyganie remisów"),
            },
        ),
    ]

    def __init__(self, data: CivData | None = None):
        data = data if data is not None else load_data()
        fx.check_data(data)
        self.tb = Tables(data)
        decisions = [d(self.tb) for d in DECISIONS]
        for decision in decisions:
            decision.fix_options()
        self.machine = CivMachine(decisions, {**automatic(self.tb), **war_steps(self.tb)})
        # a hand's card as its owner sees it, for every card (the host asks for the hand after every move)
        self.card_views = {name: self.card_view(name) for name in self.tb.culture_card}

    # ------------------------------------------------------------ contract

    def setup(self, players: int, options: dict[str, str], seed: int) -> CivState:
        options = self.validate_options(options)
        st = new_state(self.tb, self.id, players, options, seed)
        st.loot_rule = options.get("loot", "rulebook")
        Machine.push(st, setup_tasks(st))
        self.machine.advance(st, [])
        return st

    def apply(self, state: CivState, seat: int, action: str) -> tuple[CivState, list[Event]]:
        new, events = self.machine.apply(state, seat, action)
        check_economic(self.tb, new, events, settled_items(new))  # CV-28.3: at any moment
        return new, events

    def prompt(self, state: CivState, seat: int) -> Prompt | None:
        """`Machine.prompt` for this engine's families, which pick one option each and build every
        value themselves (a `Text` question, a fresh list of `Option`s): without its type checks."""
        machine = self.machine
        task = machine.current(state)
        if task is None or not decides(task, seat) or type(seat) is not int:
            return machine.prompt(state, seat)
        decision = machine.decisions[task["k"]]
        if decision.multi:
            return machine.prompt(state, seat)
        options = decision.prompt_options(state, task, machine.choices_now(state, seat))
        return choice_prompt(seat, decision.question(state, task), options, decision.private)

    def legal_actions(self, state: CivState, seat: int) -> list[str]:
        """Computed from the state as it is (the machine's memo only while the state is untouched)."""
        return self.machine.choices_now(state, seat)

    def timeout_action(self, state: CivState, seat: int) -> str | None:
        """CV-30.2: a timed-out research choice is a pass; a timed-out offer is declined; a timed-out
        battle turn opens a new front with the first card (CV-30.4), loot and a battle card's free unit
        take the first choice; a culture card window passes."""
        task = self.machine.current(state)
        if task is None or seat not in self.to_act(state):
            return None
        if task["k"] in (
            "battle",
            "battle_wound",
            "loot",
            "free_unit",
        ):  # a battle never stalls: the first play
            legal = self.legal_actions(state, seat)
            # never a paid ability: a follow-up turn offers abilities and "skip", and no front
            return next(
                (a for a in legal if a == "skip" or a.startswith("open:")), legal[0] if legal else None
            )
        if task["k"] == "china_return":
            return "skip"
        return {
            "research": "pass",
            "offer_answer": "decline",
            "react": "pass",
            "culture_cards": "no_card",
        }.get(task["k"])

    def result(self, state: CivState) -> Result | None:
        if not state.finished:
            return None
        keys = {}
        for s in range(state.players):  # the training game (CV-4.11) has no winner: all tie
            standing = 0 if state.victory == "training" else standing_score(self.tb, state, s)
            keys[s] = (1 if s in state.winners else 0, standing)
        ranks = rank_seats(keys)
        scores = [
            # a victory is won or not (CV-28): the score is 1 for a winner; the CV-28.6 standing
            # (techs + culture spaces + coins) orders the seats after it
            SeatScore(
                seat=s,
                score=keys[s][0],
                rank=ranks[s],
                breakdown={
                    "techs": len(state.civs[s].all_techs()),
                    "coins": fx.coins(self.tb, state, s),
                    "culture_space": state.civs[s].culture_space,
                },
                tiebreak=[keys[s][1]],
            )
            for s in range(state.players)
        ]
        return Result(
            scores=scores,
            note=result_note(state.victory),
            labels={
                "techs": tr("techs", "technologie"),
                "coins": tr("coins", "monety"),
                "culture_space": tr("culture track", "tor kultury"),
            },
        )

    def status_line(self, state: CivState) -> Text:
        if state.finished:
            return tr("The match is over.", "Mecz się zakończył.")
        phase = PHASES.get(state.phase)
        if phase is None:
            phase = tr(state.phase)
        who = [SEAT_NAMES[s] for s in sorted(self.to_act(state))]
        names = ", ".join(n.en for n in who)
        names_pl = ", ".join(n.pl for n in who)
        return tr(
            f"Turn {state.turn}, {phase.en}: {names} to act.",
            f"Tura {state.turn}, {phase.pl}: ruch: {names_pl}.",
        )

    # ------------------------------------------------------------ view

    def view(self, state: CivState, seat: int | None) -> CivView:
        tiles, squares, bounds = self.map_views(state)
        sheets = [self.sheet(state, s) for s in range(state.players)]
        return CivView(
            game=self.id,
            seat=seat,
            turn=state.turn,
            phase=state.phase,
            first_player=state.first_player,
            to_act=sorted(self.to_act(state)),
            map_rows=state.grid_rows * 4,
            map_cols=state.grid_cols * 4,
            bounds=bounds,
            tiles=tiles,
            squares=squares,
            markers=[MarkerView(r=m.r, c=m.c, kind=m.kind) for m in state.markers],
            cities=[
                CityView(owner=c.owner, r=c.r, c=c.c, capital=c.capital, walled=c.walled)
                for c in state.cities
            ],
            figures=[FigureView(id=f.id, owner=f.owner, kind=f.kind, r=f.r, c=f.c) for f in state.figures],
            pieces=[PieceView(r=p.r, c=p.c, kind=p.kind, name=p.name, owner=p.owner) for p in state.pieces],
            sheets=sheets,
            wonder_market=list(state.wonder_market),
            resource_market=dict(state.resource_market),
            building_supply=dict(state.building_supply),
            unit_decks={k: len(v) for k, v in state.unit_decks.items()},
            culture_decks={k: len(v) for k, v in state.culture_decks.items()},
            achieved=dict(state.achieved),
            winners=list(state.winners),
            victory=state.victory,
            private=self.private_part(state, seat),
            battle=combat.public_view(state),
        )

    def map_views(self, state: CivState) -> tuple[list[TileView], list[SquareView], tuple]:
        """The view's tiles and squares and the explored map's bounds. They change only when a
        tile is placed or explored or a disaster strikes, so they are kept on the state (memo
        "mapview", carried into clones) with the tiles, disasters and grid they come from (copies:
        an edit in place counts), and the views share their (never edited) items."""
        memo = memos.recall(state, "mapview")
        if (
            memo is not None
            and memo[0] == state.tiles
            and memo[1] == state.disasters
            and memo[2] == (state.grid_rows, state.grid_cols)
            and memo[3] is self.tb
        ):
            return memo[4]
        built = self._map_views(state)
        grid = (state.grid_rows, state.grid_cols)
        memos.keep(state, "mapview", (state.tiles[:], dict(state.disasters), grid, self.tb, built))
        return built

    def _map_views(self, state: CivState) -> tuple[list[TileView], list[SquareView], tuple]:
        tb = self.tb
        tiles, squares = [], []
        rows = []
        cols = []
        for index, tile in enumerate(state.tiles):
            if tile is None:
                continue
            tr_, tc = divmod(index, state.grid_cols)
            explored = tile.arrow is not None
            tiles.append(
                TileView(
                    row=tr_,
                    col=tc,
                    explored=explored,
                    id=tile.id if explored else None,
                    arrow=tile.arrow,
                    home=tile.home,
                )
            )
            if not explored:
                continue
            rows += [tr_ * 4, tr_ * 4 + 3]
            cols += [tc * 4, tc * 4 + 3]
            printed = tb.placed[(tile.id, tile.arrow)]  # as board.square shows it
            for R in range(4):
                for C in range(4):
                    r, c, s = tr_ * 4 + R, tc * 4 + C, printed[R][C]
                    if state.disasters and board.key((r, c)) in state.disasters:
                        s = board.square(tb, state, (r, c))  # a disaster's terrain (CV-16.3)
                    # some two hundred squares: built from the table's values without validation
                    squares.append(
                        fast_model(
                            SquareView,
                            {
                                "r": r,
                                "c": c,
                                "terrain": s.terrain,
                                "trade": s.trade,
                                "production": s.production,
                                "culture": s.culture,
                                "coin": s.coin,
                                "resource": s.resource,
                                "natural_wonder": s.natural_wonder,
                            },
                        )
                    )
        return tiles, squares, (min(rows), min(cols), max(rows), max(cols))

    def private_part(self, state: CivState, seat: int | None) -> PrivateSheet | None:
        """`view(state, seat).private_part()` without building the rest of the view (the host asks
        for it after every move)."""
        if seat is None or not 0 <= seat < state.players:
            return None
        civ = state.civs[seat]
        hand = [self.card_views[name] for name in civ.hand]
        return fast_model(  # the sheet's own lists of texts and the views built once: no validation
            PrivateSheet,
            {
                "standing_forces": list(civ.standing),
                "markers": list(civ.markers),
                "battle_hand": combat.hand_of(state, seat),
                "hand": hand,
            },
        )

    def sheet(self, state: CivState, seat: int) -> SheetView:
        tb = self.tb
        civ = state.civs[seat]
        return SheetView(
            seat=seat,
            civ=civ.civ,
            civ_name=tb.civs[civ.civ].name,
            civ_name_pl=tb.civs[civ.civ].name_pl,
            government=civ.government,
            trade=civ.trade,
            coins=fx.coins(tb, state, seat),
            culture=civ.culture,
            culture_space=civ.culture_space,
            techs=[list(r) for r in civ.techs],
            ranks=dict(civ.ranks),
            resources=list(civ.resources),
            markers=len(civ.markers),
            standing_forces=len(civ.standing),
            wonders=list(civ.wonders),
            obsolete=[w for w in civ.wonders if w in state.obsolete],
            culture_hand=len(civ.hand),
            great_people=list(civ.great_people),
            unbuilt=dict(civ.unbuilt),
            travel_speed=fx.travel_speed(tb, state, seat),
            stacking_limit=fx.stacking_limit(tb, state, seat),
            city_limit=fx.city_limit(tb, state, seat),
        )

    def card_view(self, name: str) -> CultureCardView:
        card = self.tb.culture_card[name]
        return CultureCardView(
            id=f"CE{culture.card_index(self.tb, name)}",
            name=names.culture_card(self.tb, name),
            deck=card.deck,
            timing=card.timing,
            effect=names.card_effect(self.tb, name),
            copies=card.count,
        )

    def describe(self, view: CivView, lang: str) -> str:
        return describe(self.tb, view, lang)


__all__ = ["CivilizationEngine", "board"]
