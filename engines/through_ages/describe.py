"""The view of a seat (view.py models) built from the state, and its plain-text description."""

from __future__ import annotations

from engines.base import seat_name
from engines.kit.trusted import fast_model
from engines.through_ages import board, costs, hands
from engines.through_ages.data import LEVEL, GameData
from engines.through_ages.in_play import reading
from engines.through_ages.state import TtaState, card_of
from engines.through_ages.view import (
    BuildingSlot,
    CardFace,
    LeadersWondersView,
    MilitaryHand,
    PactView,
    PlayerView,
    RowCard,
    TtaView,
    WarView,
    WonderProgress,
)

# a count of military cards, as in "draws 2 military cards" / "dobiera 2 karty militarne"
MILITARY_CARDS = ("military card", "military cards")
MILITARY_CARDS_PL = ("kartę militarną", "karty militarne", "kart militarnych")


def face(g: GameData, instance: str) -> CardFace:
    made = g.faces.get(instance)
    if made is not None:
        return made
    card = g.card[card_of(instance)]
    return CardFace(
        id=instance,
        name=card.title,
        age=card.age,
        kind=card.kind,
        type=card.type,
        text=card.effect_text,
        verified=card.verified,
        copies=g.name_copies[card.name],  # cards of different ages may share a name
    )


def row_cost(g: GameData, space: int) -> int:
    return g.tables["card_row"]["civil_action_cost_by_slot"][space]


# the board's building slots, by PlayerView field: the technology types each shows
SLOT_GROUPS = {
    "farms": ("farm",),
    "mines": ("mine",),
    "urban": ("lab", "temple", "library", "theater", "arena"),
    "units": ("infantry", "cavalry", "artillery", "air_force"),
}
GROUP_OF_TYPE = {t: group for group, types in SLOT_GROUPS.items() for t in types}


def _slots(g: GameData, st: TtaState, p: int) -> dict[str, list[BuildingSlot]]:
    """The building slots of every SLOT_GROUPS field, read in one pass over the technologies."""
    grouped: dict[str, list] = {group: [] for group in SLOT_GROUPS}
    for c in st.techs[p]:
        card = g.card[c]
        group = GROUP_OF_TYPE.get(card.type)
        if group is not None:
            grouped[group].append(card)
    build_costs = costs.build_costs(g, st, p, [c for cards in grouped.values() for c in cards])
    workers, stored = st.workers[p], st.stored[p]
    # the view's board models are built unvalidated (kit `trusted`): the engine made every value,
    # and test_view_models.py checks that each holds every field as validation would keep it
    return {
        group: [
            fast_model(
                BuildingSlot,
                dict(
                    card=face(g, c.id),
                    level=c.level,
                    workers=workers.get(c.id, 0),
                    blue_tokens=stored.get(c.id, 0),
                    token_value=board.token_value(c) if c.type in ("farm", "mine") or stored.get(c.id) else 0,
                    build_cost=build_costs[c.id],
                ),
            )
            for c in sorted(cards, key=lambda c: (c.type, c.level))
        ]
        for group, cards in grouped.items()
    }


def player_view(g: GameData, st: TtaState, p: int) -> PlayerView:
    wonder = st.wonder[p]
    happy = board.happiness(g, st, p)
    return fast_model(
        PlayerView,
        dict(
            seat=p,
            is_current=st.current == p and not st.finished,
            is_first=st.first == p,
            culture=st.culture[p],
            science=st.science[p],
            culture_rating=board.culture_rating(g, st, p),
            science_rating=board.science_rating(g, st, p),
            strength=board.strength_rating(g, st, p),
            happiness=happy,
            happy_required=board.yellow_row(g, st.yellow[p])["happy_required"],
            discontent=board.discontent(g, st, p, happy),
            yellow_bank=st.yellow[p],
            blue_bank=st.blue[p],
            idle_workers=st.idle[p],
            population=board.population(st, p),
            food=board.stock(g, st, p, "food"),
            resources=board.stock(g, st, p, "resources"),
            food_production=board.food_production(g, st, p),
            resource_production=board.resource_production(g, st, p) + board.lab_resources(g, st, p),
            consumption=board.consumption(g, st, p),
            corruption=board.corruption(g, st, p),
            population_cost=board.population_cost(g, st, p),
            civil_actions=board.civil_total(g, st, p),
            civil_left=board.civil_left(g, st, p),
            military_actions=board.military_total(g, st, p),
            military_left=board.military_left(g, st, p),
            urban_limit=board.urban_limit(g, st, p),
            government=face(g, st.government[p]),
            leader=face(g, st.leader[p]) if st.leader[p] else None,
            **_slots(g, st, p),
            specials=[face(g, c) for c in st.techs[p] if g.card[c].special],
            wonder=WonderProgress(
                card=face(g, wonder), stages=g.card[wonder].stages or [], built=st.wonder_stages[p]
            )
            if wonder
            else None,
            wonders=[face(g, w) for w in st.wonders[p]],
            ravaged=list(st.ravaged[p]),
            colonies=[face(g, c) for c in st.colonies[p]],
            tactic=face(g, st.tactic[p]) if st.tactic[p] else None,
            tactic_exclusive=st.own_tactic[p] is not None,
            hand=[] if hands.secret(st) else [face(g, c) for c in st.hand[p]],
            hand_size=len(st.hand[p]) if hands.secret(st) else None,  # TA-Q8
            military_hand_size=len(st.military_hand[p]),
            final_points=st.final_points[p],
            **politics_fields(g, st, p),
        ),
    )


def build_view(g: GameData, st: TtaState, seat: int | None) -> TtaView:
    with reading(st):
        return _build_view(g, st, seat)


def _build_view(g: GameData, st: TtaState, seat: int | None) -> TtaView:
    age = st.age if st.age != "IV" else None
    return TtaView(
        game=st.game,
        seat=seat,
        age=st.age,
        round=st.round,
        last_round=st.last_round,
        finished=st.finished,
        current=None if st.finished else st.current,
        first=st.first,
        row=[
            fast_model(RowCard, {"space": i + 1, "card": face(g, c), "cost": row_cost(g, i)}) if c else None
            for i, c in enumerate(st.row)
        ],
        civil_deck_size=len(st.civil_decks.get(age, [])) if age else 0,
        military_deck_size=len(st.military_decks.get(age, [])) if age else 0,
        current_events_size=len(st.current_events),
        future_events_size=len(st.future_events),
        past_events=[face(g, c) for c in st.past_events[-8:]],
        revealed=face(g, st.revealed) if st.revealed else None,
        common_tactics=[face(g, c) for c in st.common_tactics],
        players=[player_view(g, st, p) for p in range(st.players)],
        military_hand=[face(g, c) for c in st.military_hand[seat]] if seat is not None else None,
        prepared_events=[
            face(g, c) for c, who in zip(st.future_events, st.prepared_by, strict=False) if who == seat
        ]
        if seat is not None
        else None,
        leaders_wonders=leaders_wonders_view(g, st),
        draft_hand=draft_faces(g, st, seat) if seat is not None else None,
        civil_hand=civil_faces(g, st, seat),
    )


def private_part(g: GameData, st: TtaState, seat: int) -> MilitaryHand:
    """`build_view(g, st, seat).private_part()` without the rest of the view (the host asks for it
    after every move, issue #11)."""
    prepared = [face(g, c) for c, who in zip(st.future_events, st.prepared_by, strict=False) if who == seat]
    return MilitaryHand(
        cards=[face(g, c) for c in st.military_hand[seat]],
        prepared=prepared,
        draft=draft_faces(g, st, seat),
        civil=civil_faces(g, st, seat),
    )


def civil_faces(g: GameData, st: TtaState, seat: int | None) -> list[CardFace] | None:
    """TA-Q8: the seat's own civil hand, for its private part, when hands are secret."""
    if seat is None or not hands.secret(st):
        return None
    return [face(g, c) for c in st.hand[seat]]


def draft_faces(g: GameData, st: TtaState, seat: int) -> list[CardFace]:
    hand = st.draft_hands[seat] if st.draft_hands else {}
    return [face(g, c) for age in sorted(hand, key=lambda a: LEVEL[a]) for c in hand[age]]


def shown(st: TtaState, age: str) -> bool:
    """TA-43.9: with `open_by_age` a later age's selected cards stay hidden until it begins."""
    return st.options.get("leaders_wonders") != "open_by_age" or LEVEL[age] <= LEVEL[st.age]


def leaders_wonders_view(g: GameData, st: TtaState) -> LeadersWondersView | None:
    """TA-43.3: the boards and the selected cards are public; so are the new cards' markers."""
    if not st.reminders:
        return None

    def faces(cards):
        return [face(g, c) if c else None for c in cards]

    return LeadersWondersView(
        leader_board=faces(st.boards.get("leaders", [])) if shown(st, "I") else [],
        wonder_board=faces(st.boards.get("wonders", [])) if shown(st, "I") else [],
        waiting={age: faces(cards) for age, cards in st.waiting.items() if shown(st, age)},
        nobel_prize=st.nobel_prize,
        olympics=st.olympics,
        reminders=list(st.reminders),
        saladin=list(st.saladin),
        louvre=list(st.louvre),
        special_tactics=faces(st.special_tactics),
    )


def describe_view(view: TtaView, lang: str) -> str:
    def t(text) -> str:
        return text.get(lang)

    pl = lang == "pl"
    lines = [
        (f"Era {view.age}, runda {view.round}" if pl else f"Age {view.age}, round {view.round}")
        + (" (koniec gry)" if pl and view.finished else " (game over)" if view.finished else "")
    ]
    row = [f"{r.space}:{t(r.card.name)}({r.cost})" for r in view.row if r]
    lines.append(("Tor kart: " if pl else "Card row: ") + ", ".join(row))
    lines.append(
        f"Talia cywilna {view.civil_deck_size}, aktualne wydarzenia {view.current_events_size}, przyszłe {view.future_events_size}"
        if pl
        else f"Civil deck {view.civil_deck_size}, current events {view.current_events_size}, future events {view.future_events_size}"
    )
    for p in view.players:
        who = t(seat_name(p.seat))
        lines.append(
            f"{who}: "
            + (
                f"kultura {p.culture} (+{p.culture_rating}), nauka {p.science} (+{p.science_rating}), "
                if pl
                else f"culture {p.culture} (+{p.culture_rating}), science {p.science} (+{p.science_rating}), "
            )
            + (
                f"siła {p.strength}, zadowolenie {p.happiness}, żywność {p.food}, surowce {p.resources}, "
                if pl
                else f"strength {p.strength}, happiness {p.happiness}, food {p.food}, resources {p.resources}, "
            )
            + (
                f"akcje {p.civil_left}/{p.civil_actions} + {p.military_left}/{p.military_actions}, "
                if pl
                else f"actions {p.civil_left}/{p.civil_actions} + {p.military_left}/{p.military_actions}, "
            )
            + t(p.government.name)
            + (f", {t(p.leader.name)}" if p.leader else "")
        )
        built = [f"{t(s.card.name)}×{s.workers}" for s in p.farms + p.mines + p.urban + p.units if s.workers]
        lines.append("  " + ", ".join(built))
        banks = (
            f"  żółty bank {p.yellow_bank}, niebieski bank {p.blue_bank}, wolni robotnicy {p.idle_workers}, niezadowoleni {p.discontent}"
            if pl
            else f"  yellow {p.yellow_bank}, blue {p.blue_bank}, unused workers {p.idle_workers}, discontent {p.discontent}"
        )
        lines.append(banks)
        extras = []
        if p.wonder:
            extras.append(f"{t(p.wonder.card.name)} {p.wonder.built}/{len(p.wonder.stages)}")
        extras += [t(w.name) for w in p.wonders] + [t(c.name) for c in p.colonies]
        if p.tactic:
            extras.append(("taktyka " if pl else "tactic ") + t(p.tactic.name))
        if p.hand:
            extras.append(("ręka: " if pl else "hand: ") + ", ".join(t(c.name) for c in p.hand))
        if p.hand_size is not None:  # TA-Q8: secret hands show their size only
            extras.append(f"karty cywilne: {p.hand_size}" if pl else f"civil cards: {p.hand_size}")
        extras.append(
            f"karty militarne: {p.military_hand_size}" if pl else f"military cards: {p.military_hand_size}"
        )
        lines.append("  " + "; ".join(extras))
        lines += politics_lines(p, lang)
    if view.civil_hand is not None:
        lines.append(
            ("Twoje karty cywilne: " if pl else "Your civil cards: ")
            + ", ".join(t(c.name) for c in view.civil_hand)
        )
    if view.military_hand is not None:
        lines.append(
            ("Karty militarne: " if pl else "Military cards: ")
            + ", ".join(t(c.name) for c in view.military_hand)
        )
    return "\n".join(lines)


def politics_fields(g: GameData, st: TtaState, p: int) -> dict:
    """Pacts, declared wars and resignation of player p (TA-12 to TA-14): all public."""
    pacts = [
        PactView(card=face(g, x["card"]), partner=x["b"] if x["a"] == p else x["a"],
                 side="A" if x["a"] == p else "B", offered=x["by"] == p)
        for x in st.pacts
        if p in (x["a"], x["b"])
    ]  # fmt: skip
    wars = [WarView(card=face(g, w["card"]), target=w["target"]) for w in st.wars if w["by"] == p]
    return {"pacts": pacts, "wars": wars, "resigned": p in st.resigned}


def politics_lines(p: PlayerView, lang: str) -> list[str]:
    pl = lang == "pl"
    out = [
        "  " + ("pakt " if pl else "pact ") + x.card.name.get(lang) + " (" + seat_name(x.partner).get(lang)
        + (f", strona {x.side})" if pl else f", side {x.side})")
        for x in p.pacts
    ]  # fmt: skip
    out += [
        "  " + ("wojna " if pl else "war ") + w.card.name.get(lang) + " → " + seat_name(w.target).get(lang)
        for w in p.wars
    ]
    if p.resigned:
        out.append("  " + ("poddał się" if pl else "resigned"))
    return out
