"""What players see: the status line, the view model and its plain-text form.

Option labels and questions live with their decision families (decisions/). `Present` is built once
per engine; the faces of cards and buildings are tables computed then.
"""

from __future__ import annotations

from engines.base import Text, tr
from engines.kit.trusted import fast_model
from engines.stone_age import scoring, texts
from engines.stone_age.data import HUNTING, RESOURCES
from engines.stone_age.decisions.roll import roll_amount
from engines.stone_age.rules import Rules, actor, pending
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


def status_line(s: StoneAgeState) -> Text:
    phase = PHASES[s.phase]
    if s.phase == "over":
        return tr(
            f"Stone Age: game over after round {s.round}", f"Epoka Kamienia: koniec gry po rundzie {s.round}"
        )
    who = texts.player(actor(s))
    return tr(
        f"Stone Age · round {s.round} · {phase.en} · {who.en} to move",
        f"Epoka Kamienia · runda {s.round} · {phase.pl} · ruch: {who.pl}",
    )


# ---------------------------------------------------------------- view


def _occupant(occupants: list[int]) -> int | None:
    return next((seat for seat, n in enumerate(occupants) if n), None)


class Present:
    """Builds views and their plain text with one engine's data."""

    def __init__(self, rules: Rules):
        self.r = rules
        data = rules.data
        self.card_faces = {c.id: self._card_face(c.id) for c in data.civilization_cards}
        self.building_faces = {b.id: self._building_face(b.id) for b in data.buildings}
        self.scorer = scoring.CardScorer(data)
        every = (HUNTING, *rules.gathering, *rules.village, *rules.card_slots, *rules.building_stacks)
        self.location_facts = {loc: self._location_facts(loc) for loc in every}

    def _card_face(self, card_id: str) -> CardFace:
        c = self.r.data.card(card_id)
        top = c.top
        return CardFace(
            id=card_id,
            top_effect=top.effect,
            top_amount=top.amount if top.amount is not None else top.value,
            top_resource=top.resource,
            top_text=self.r.texts.card_top(card_id),
            color=c.bottom.color,
            symbol=c.bottom.symbol,
            figure=c.bottom.type,
            figures=c.bottom.count,
            bottom_text=self.r.texts.card_bottom(card_id),
        )

    def _building_face(self, building_id: str) -> BuildingFace:
        b = self.r.data.building(building_id)
        return BuildingFace(
            id=building_id,
            kind=b.kind,
            cost=b.cost or {},
            points=b.points if isinstance(b.points, int) else None,
            count=b.count,
            kinds=b.kinds,
            min_count=b.min,
            max_count=b.max,
            text=self.r.texts.building(building_id),
        )

    def build_view(self, s: StoneAgeState, seat: int | None) -> StoneAgeView:
        """The view, built without validation from values made here (the host builds one after
        each move that changes the seat's private part); fields as validation records them."""
        current = actor(s)
        board, costs, card_faces, building_faces = (
            s.board,
            self.r.data.card_slot_costs,
            self.card_faces,
            self.building_faces,
        )
        view = {
            "game": "stone_age",
            "seat": seat,
            "names": [],
            "players": s.players,
            "round": s.round,
            "phase": s.phase,
            "first_player": s.first,
            "to_act": [] if current is None else [current],
            "current_player": None if s.phase == "over" else s.current,
            "deck_size": len(s.deck),
            "locations": [self._location_view(s, loc) for loc in board],
            "card_slots": [
                fast_model(
                    CardSlotView,
                    {
                        "slot": i + 1,
                        "cost": costs[i],
                        "card": card_faces[c] if c else None,
                        "occupied_by": _occupant(board[f"card_{i + 1}"]),
                    },
                )
                for i, c in enumerate(s.slots)
            ],
            "building_stacks": [
                fast_model(
                    BuildingStackView,
                    {
                        "stack": i + 1,
                        "top": building_faces[st[-1]] if st else None,
                        "remaining": len(st),
                        "occupied_by": _occupant(board[f"building_{i + 1}"]),
                    },
                )
                for i, st in enumerate(s.stacks)
            ],
            "player_states": [self._player_view(s, p) for p in range(s.players)],
            "roll": self._roll_view(s),
            "item_dice": self._items_view(s),
            "last_round": s.last_round,
            "private": self.private_view(s, seat) if seat is not None else None,
        }
        return fast_model(StoneAgeView, view, set(view) - {"game", "names"})

    def _location_view(self, s: StoneAgeState, loc: str) -> LocationView:
        occupants = s.board[loc]
        group, capacity, name = self.location_facts.get(loc) or self._location_facts(loc)
        open_now = s.phase == "placement" and any(self.r.max_place(s, p, loc) for p in range(s.players))
        # a view holds some twenty of these: built from trusted values without validation
        people = [fast_model(Placement, {"seat": p, "people": n}) for p, n in enumerate(occupants) if n]
        location = {
            "id": loc,
            "group": group,
            "name": name,
            "capacity": capacity,
            "people": people,
            "total_people": sum(occupants),
            "available": open_now,
        }
        return fast_model(LocationView, location)

    def _location_facts(self, loc: str) -> tuple[str, int | None, Text]:
        """A location's group, capacity and name."""
        if loc.startswith("card_"):
            group, capacity = "civilization", 1
        elif loc.startswith("building_"):
            group, capacity = "building", 1
        else:
            place = self.r.data.location(loc)
            group, capacity = place.group, place.capacity
        return group, capacity, self.r.texts.location(loc)

    def _player_view(self, s: StoneAgeState, p: int) -> PlayerView:
        building_faces = self.building_faces
        player = {
            "seat": p,
            "score": s.score[p],
            "agriculture": s.agriculture[p],
            "food": s.food[p],
            "resources": dict(zip(RESOURCES, s.resources[p], strict=True)),
            "tools": [
                fast_model(ToolView, {"value": v, "used": u})
                for v, u in zip(s.tools[p], s.tools_used[p], strict=True)
            ],
            "tool_total": sum(s.tools[p]),
            "people": s.people[p],
            "placed": sum([occupants[p] for occupants in s.board.values()]),
            "unplaced": s.unplaced[p] if s.phase == "placement" else 0,
            "buildings": [
                fast_model(BoughtBuilding, {"building": building_faces[b], "points": points})
                for b, points in zip(s.buildings[p], s.building_points[p], strict=True)
            ],
            "face_down_cards": len(s.cards[p]),
            "open_cards": [self.card_faces[c] for c in s.kept[p]],
            "is_first_player": p == s.first,
        }
        return fast_model(PlayerView, player)

    def _roll_view(self, s: StoneAgeState) -> RollView | None:
        task = pending(s)
        if task is None or task["k"] != "roll":
            return None
        return RollView(
            seat=s.current,
            location=task["loc"],
            yields=task["yields"],
            dice=task["dice"],
            tools_added=task["added"],
            total=sum(task["dice"]) + task["added"],
            divisor=self.r.data.divisors[task["yields"]],
            amount=roll_amount(self.r, task),
        )

    def _items_view(self, s: StoneAgeState) -> ItemDiceView | None:
        task = pending(s)
        if task is None or task["k"] != "items":
            return None
        taken = task["taken"]
        return ItemDiceView(
            buyer=task["buyer"],
            dice=task["dice"],
            picker=task["who"],
            taken=[Placement(seat=taken[i], people=taken[i + 1]) for i in range(0, len(taken), 2)],
        )

    def private_view(self, s: StoneAgeState, seat: int) -> PrivateView:
        cards = s.cards[seat]
        tally = self.scorer.score(cards + s.kept[seat], scoring.multipliers(s, seat))
        part = {
            "seat": seat,
            "cards": [self.card_faces[c] for c in cards],
            "card_score": tally,
            "card_score_total": sum(tally.values()),
        }
        return fast_model(PrivateView, part)  # the host asks for it after every move: unvalidated


# ---------------------------------------------------------------- plain text


def seat_name(view: StoneAgeView, seat: int) -> Text:
    """The host's display name with the seat letter when known, else "Player A"."""
    if seat < len(view.names) and view.names[seat]:
        return tr(f"{view.names[seat]} ({chr(ord('A') + seat)})")
    return texts.player(seat)


def describe(names: texts.Texts, view: StoneAgeView, lang: str) -> str:
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
            f"{t(names.location(f'card_{slot.slot}'))} ({'koszt' if pl else 'cost'} {slot.cost}): {what}"
        )
    for stack in view.building_stacks:
        what = t(stack.top.text) if stack.top else "—"
        left = f"zostało {stack.remaining}" if pl else f"{stack.remaining} left"
        lines.append(f"{t(names.location(f'building_{stack.stack}'))} ({left}): {what}")
    for loc in view.locations:
        if loc.people:
            who = ", ".join(f"{t(seat_name(view, p.seat))} ×{p.people}" for p in loc.people)
            lines.append(f"{t(loc.name)}: {who}")
    for p in view.player_states:
        res = ", ".join(f"{t(names.good(k))} {n}" for k, n in p.resources.items())
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
