"""What players read and see: option labels, prompt texts, the view model and its plain-text form."""

from __future__ import annotations

from functools import cache

from engines.base import Option, Text, tr
from engines.stone_age import rules, scoring, texts
from engines.stone_age.data import DATA, RESOURCES
from engines.stone_age.state import StoneAgeState
from engines.stone_age.view import (
    BoughtBuilding,
    BuildingFace,
    BuildingStackView,
    CardFace,
    CardSlotView,
    ItemDiceView,
    LocationView,
    Placement,
    PlayerView,
    PrivateView,
    RollView,
    StoneAgeView,
    ToolView,
)

PHASES = {
    "placement": tr("placement", "ustawianie pionków"),
    "action": tr("actions", "akcje"),
    "feeding": tr("feeding", "żywienie"),
    "over": tr("game over", "koniec gry"),
}


# ---------------------------------------------------------------- options


@cache
def _option(action: str, en: str, pl: str, detail_en: str | None, detail_pl: str | None) -> Option:
    detail = None if detail_en is None else Text(en=detail_en, pl=detail_pl)
    return Option(id=action, label=Text(en=en, pl=pl), detail=detail)


def option(s: StoneAgeState, seat: int, action: str) -> Option:
    label, detail = describe_action(s, seat, action)
    return _option(action, label.en, label.pl, detail and detail.en, detail and detail.pl)


def describe_action(s: StoneAgeState, seat: int, action: str) -> tuple[Text, Text | None]:
    head, _, rest = action.partition(":")
    if head == "place":
        loc, _, count = rest.partition(":")
        if count:
            return texts.people(int(count)), texts.location(loc)
        return texts.location(loc), _place_detail(s, seat, loc)
    if head == "resolve":
        return texts.location(rest), _place_detail(s, seat, rest)
    if head == "tool":
        value = s.tools[seat][int(rest)]
        return tr(f"Add tool {value}", f"Dodaj narzędzie {value}"), _roll_detail(s, value)
    if head == "card":
        value = DATA.card(rest).top.value
        name = DATA.card_effects["one_use_tool"]
        return tr(f"Add {name.en.lower()} {value}", f"Dodaj: {name.pl.lower()} {value}"), _roll_detail(
            s, value
        )
    if head == "take":
        return tr("Take ", "Weź ") + texts.goods(s.step["yields"], rules.roll_amount(s.step)), None
    if head == "pay":
        return tr("Pay ", "Zapłać ") + texts.goods(rest, 1), None
    if head == "die":
        item = rules.ITEM_FACES[int(rest)]
        return tr(f"Die {rest}: ", f"Kość {rest}: ") + texts.good(item), None
    if head == "bonus":
        if not rest:
            return tr("Use card: take 2 resources", "Użyj karty: weź 2 surowce"), None
        if rest == "back":
            return tr("Back", "Wstecz"), None
        return tr("Take ", "Weź ") + texts.goods(rest, 1), None
    return FIXED_LABELS[action], None


FIXED_LABELS = {
    "back": tr("Back", "Wstecz"),
    "buy": tr("Build (pay the printed cost)", "Buduj (zapłać koszt z żetonu)"),
    "done": tr("Finish paying", "Zakończ płacenie"),
    "decline": tr("Do not buy", "Rezygnuję z zakupu"),
    "starve": tr(f"Go hungry (-{DATA.starvation_penalty} points)", f"Głód (-{DATA.starvation_penalty} pkt)"),
}


def _place_detail(s: StoneAgeState, seat: int, loc: str) -> Text | None:
    if loc.startswith("card_"):
        card_id = s.slots[int(loc[5:]) - 1]
        return _card_offer(rules.slot_cost(loc), card_id) if card_id else None
    if loc.startswith("building_"):
        stack = s.stacks[int(loc[9:]) - 1]
        return texts.building(stack[-1]) if stack else None
    if s.phase == "placement" and loc not in rules.VILLAGE:
        return _up_to(rules.max_place(s, seat, loc))
    return None


@cache
def _card_offer(cost: int, card_id: str) -> Text:
    return tr(f"cost {cost}: ", f"koszt {cost}: ") + texts.card(card_id)


@cache
def _up_to(most: int) -> Text:
    return tr(f"up to {most}", f"maks. {most}")


def _roll_detail(s: StoneAgeState, value: int) -> Text:
    step = s.step
    total = sum(step["dice"]) + step["added"] + value
    amount = total // DATA.divisors[step["yields"]]
    return tr(f"total {total} → ", f"suma {total} → ") + texts.goods(step["yields"], amount)


# ---------------------------------------------------------------- prompt text


def prompt_text(s: StoneAgeState, seat: int) -> Text:
    if s.bonus is not None:
        return tr(f"Choose resource {len(s.bonus) + 1} of 2.", f"Wybierz surowiec {len(s.bonus) + 1} z 2.")
    step = s.step
    if step is None and s.phase == "placement":
        return tr(
            f"Round {s.round}: where do you place people? ({s.unplaced[seat]} left)",
            f"Runda {s.round}: gdzie stawiasz pionki? (zostało {s.unplaced[seat]})",
        )
    if step is None:
        return tr("Which of your locations do you resolve next?", "Które miejsce rozpatrujesz teraz?")
    kind = step["kind"]
    if kind == "count":
        return tr("How many people? ", "Ile pionków? ") + texts.location(step["loc"])
    if kind == "roll":
        total = sum(step["dice"]) + step["added"]
        dice = " ".join(map(str, step["dice"]))
        return (
            tr(f"Dice {dice}, total {total}: add tools? ", f"Kości {dice}, suma {total}: dodać narzędzia? ")
            + tr("Now: ", "Teraz: ")
            + texts.goods(step["yields"], rules.roll_amount(step))
        )
    if kind == "items":
        return tr("Take one die: ", "Weź jedną kość: ") + tr(" ".join(map(str, step["dice"])))
    paid = texts.resource_list(step["paid"])
    if kind == "feed":
        return (
            tr(
                f"Missing {step['need']} food: pay with resources one by one or go hungry. Paid: ",
                f"Brakuje {step['need']} żywności: zapłać surowcami po jednym albo głoduj. Zapłacono: ",
            )
            + paid
        )
    loc = step["loc"]
    if loc.startswith("card_"):
        cost = DATA.card_slot_costs[int(loc[5:]) - 1]
        return (
            tr(f"Pay {cost} resources for ", f"Zapłać {cost} surowców za ")
            + texts.card(s.slots[int(loc[5:]) - 1])
            + tr(". Paid: ", ". Zapłacono: ")
            + paid
        )
    building = s.stacks[int(loc[9:]) - 1][-1]
    return (
        tr("Pay for the building: ", "Zapłać za budynek: ")
        + texts.building(building)
        + tr(". Paid: ", ". Zapłacono: ")
        + paid
    )


def status_line(s: StoneAgeState) -> Text:
    phase = PHASES[s.phase]
    if s.phase == "over":
        return tr(
            f"Stone Age: game over after round {s.round}", f"Epoka Kamienia: koniec gry po rundzie {s.round}"
        )
    who = texts.player(rules.actor(s))
    return tr(
        f"Stone Age · round {s.round} · {phase.en} · {who.en} to move",
        f"Epoka Kamienia · runda {s.round} · {phase.pl} · ruch: {who.pl}",
    )


# ---------------------------------------------------------------- view


@cache
def card_face(card_id: str) -> CardFace:
    c = DATA.card(card_id)
    top = c.top
    return CardFace(
        id=card_id,
        top_effect=top.effect,
        top_amount=top.amount if top.amount is not None else top.value,
        top_resource=top.resource,
        top_text=texts.card_top(card_id),
        color=c.bottom.color,
        symbol=c.bottom.symbol,
        figure=c.bottom.type,
        figures=c.bottom.count,
        bottom_text=texts.card_bottom(card_id),
    )


@cache
def building_face(building_id: str) -> BuildingFace:
    b = DATA.building(building_id)
    return BuildingFace(
        id=building_id,
        kind=b.kind,
        cost=b.cost or {},
        points=b.points if isinstance(b.points, int) else None,
        count=b.count,
        kinds=b.kinds,
        min_count=b.min,
        max_count=b.max,
        text=texts.building(building_id),
    )


def _occupant(occupants: list[int]) -> int | None:
    return next((seat for seat, n in enumerate(occupants) if n), None)


def build_view(s: StoneAgeState, seat: int | None) -> StoneAgeView:
    current = rules.actor(s)
    return StoneAgeView(
        seat=seat,
        players=s.players,
        round=s.round,
        phase=s.phase,
        first_player=s.first,
        to_act=[] if current is None else [current],
        current_player=None if s.phase == "over" else s.current,
        deck_size=len(s.deck),
        locations=[_location_view(s, loc) for loc in s.board],
        card_slots=[
            CardSlotView(
                slot=i + 1,
                cost=DATA.card_slot_costs[i],
                card=card_face(c) if c else None,
                occupied_by=_occupant(s.board[f"card_{i + 1}"]),
            )
            for i, c in enumerate(s.slots)
        ],
        building_stacks=[
            BuildingStackView(
                stack=i + 1,
                top=building_face(st[-1]) if st else None,
                remaining=len(st),
                occupied_by=_occupant(s.board[f"building_{i + 1}"]),
            )
            for i, st in enumerate(s.stacks)
        ],
        player_states=[_player_view(s, p) for p in range(s.players)],
        roll=_roll_view(s),
        item_dice=_items_view(s),
        last_round=s.last_round,
        private=_private_view(s, seat) if seat is not None else None,
    )


def _location_view(s: StoneAgeState, loc: str) -> LocationView:
    occupants = s.board[loc]
    if loc.startswith("card_"):
        group, capacity = "civilization", 1
    elif loc.startswith("building_"):
        group, capacity = "building", 1
    else:
        group, capacity = DATA.location(loc).group, DATA.location(loc).capacity
    open_now = s.phase == "placement" and any(rules.max_place(s, p, loc) for p in range(s.players))
    return LocationView(
        id=loc,
        group=group,
        name=texts.location(loc),
        capacity=capacity,
        people=[Placement(seat=p, people=n) for p, n in enumerate(occupants) if n],
        total_people=sum(occupants),
        available=open_now,
    )


def _player_view(s: StoneAgeState, p: int) -> PlayerView:
    return PlayerView(
        seat=p,
        score=s.score[p],
        agriculture=s.agriculture[p],
        food=s.food[p],
        resources=dict(zip(RESOURCES, s.resources[p], strict=True)),
        tools=[ToolView(value=v, used=u) for v, u in zip(s.tools[p], s.tools_used[p], strict=True)],
        tool_total=sum(s.tools[p]),
        people=s.people[p],
        placed=sum(occ[p] for occ in s.board.values()),
        unplaced=s.unplaced[p] if s.phase == "placement" else 0,
        buildings=[
            BoughtBuilding(building=building_face(b), points=pts)
            for b, pts in zip(s.buildings[p], s.building_points[p], strict=True)
        ],
        face_down_cards=len(s.cards[p]),
        open_cards=[card_face(c) for c in s.kept[p]],
        is_first_player=p == s.first,
    )


def _roll_view(s: StoneAgeState) -> RollView | None:
    step = s.step
    if step is None or step["kind"] != "roll":
        return None
    return RollView(
        seat=s.current,
        location=step["loc"],
        yields=step["yields"],
        dice=step["dice"],
        tools_added=step["added"],
        total=sum(step["dice"]) + step["added"],
        divisor=DATA.divisors[step["yields"]],
        amount=rules.roll_amount(step),
    )


def _items_view(s: StoneAgeState) -> ItemDiceView | None:
    step = s.step
    if step is None or step["kind"] != "items":
        return None
    taken = step["taken"]
    return ItemDiceView(
        buyer=step["buyer"],
        dice=step["dice"],
        picker=step["picker"],
        taken=[Placement(seat=taken[i], people=taken[i + 1]) for i in range(0, len(taken), 2)],
    )


def _private_view(s: StoneAgeState, seat: int) -> PrivateView:
    cards = s.cards[seat]
    tally = scoring.card_score(cards + s.kept[seat], scoring.multipliers(s, seat))
    return PrivateView(
        seat=seat, cards=[card_face(c) for c in cards], card_score=tally, card_score_total=sum(tally.values())
    )


# ---------------------------------------------------------------- plain text


def seat_name(view: StoneAgeView, seat: int) -> Text:
    """The host's display name with the seat letter when known, else "Player A"."""
    if seat < len(view.names) and view.names[seat]:
        return tr(f"{view.names[seat]} ({chr(ord('A') + seat)})")
    return texts.player(seat)


def describe(view: StoneAgeView, lang: str) -> str:
    def t(text: Text) -> str:
        return text.get(lang)

    pl = lang == "pl"
    lines = [
        t(
            tr(
                f"Stone Age — round {view.round}, {PHASES[view.phase].en}",
                f"Epoka Kamienia — runda {view.round}, {PHASES[view.phase].pl}",
            )
        ),
        t(
            tr(
                f"First player: {seat_name(view, view.first_player).en}. Cards left in the deck: {view.deck_size}.",
                f"Pierwszy gracz: {seat_name(view, view.first_player).pl}. Kart w talii: {view.deck_size}.",
            )
        ),
    ]
    if view.last_round:
        lines.append(
            t(tr("Last round: a building stack is empty.", "Ostatnia runda: stos budynków jest pusty."))
        )
    for slot in view.card_slots:
        what = t(slot.card.top_text + tr(" / ") + slot.card.bottom_text) if slot.card else "—"
        lines.append(
            f"{t(texts.location(f'card_{slot.slot}'))} ({'koszt' if pl else 'cost'} {slot.cost}): {what}"
        )
    for stack in view.building_stacks:
        what = t(stack.top.text) if stack.top else "—"
        left = f"{stack.remaining} {'zostało' if pl else 'left'}"
        lines.append(f"{t(texts.location(f'building_{stack.stack}'))} ({left}): {what}")
    for loc in view.locations:
        if loc.people:
            who = ", ".join(f"{t(seat_name(view, p.seat))} ×{p.people}" for p in loc.people)
            lines.append(f"{t(loc.name)}: {who}")
    for p in view.player_states:
        res = ", ".join(f"{t(texts.good(k))} {n}" for k, n in p.resources.items())
        tools = "/".join(f"{tool.value}{'*' if tool.used else ''}" for tool in p.tools) or "—"
        lines.append(
            t(
                tr(
                    f"{seat_name(view, p.seat).en}: {p.score} points, food track {p.agriculture}, food {p.food}, "
                    f"{res}, tools {tools}, people {p.people}, buildings {len(p.buildings)}, "
                    f"cards {p.face_down_cards} face down",
                    f"{seat_name(view, p.seat).pl}: {p.score} pkt, tor żywności {p.agriculture}, żywność {p.food}, "
                    f"{res}, narzędzia {tools}, pionki {p.people}, budynki {len(p.buildings)}, "
                    f"karty zakryte {p.face_down_cards}",
                )
            )
        )
        if p.open_cards:
            lines.append("  " + ", ".join(t(c.top_text) for c in p.open_cards))
    if view.roll:
        r = view.roll
        lines.append(
            t(
                tr(
                    f"Roll: {r.dice} + tools {r.tools_added} = {r.total}",
                    f"Rzut: {r.dice} + narzędzia {r.tools_added} = {r.total}",
                )
            )
        )
    if view.item_dice:
        lines.append(
            t(tr(f"Dice for items left: {view.item_dice.dice}", f"Kości do wyboru: {view.item_dice.dice}"))
        )
    if view.private:
        cards = "; ".join(t(c.top_text + tr(" / ") + c.bottom_text) for c in view.private.cards) or "—"
        lines.append(t(tr(f"Your cards: {cards}", f"Twoje karty: {cards}")))
        lines.append(
            t(
                tr(
                    f"They would score now: {view.private.card_score_total}",
                    f"Dałyby teraz punktów: {view.private.card_score_total}",
                )
            )
        )
    return "\n".join(lines)
