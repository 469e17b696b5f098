"""State -> view: what each seat may know (GS-4.8, GS-16.2)."""

from __future__ import annotations

import weakref

from engines.guns_steel.data import ERAS, RESOURCES, SETS
from engines.guns_steel.rules import (
    Rules,
    cone,
    occupancy,
    set_bits,
    uses_track,
    wonders_in_pyramid,
)
from engines.guns_steel.state import GSState, recall, remember
from engines.guns_steel.texts import ERA_NAMES, PHASE_NAMES, SET_NAMES, TECH_TYPE_NAMES, res_name
from engines.guns_steel.view import (
    AttackInfo,
    CardFace,
    EraRow,
    GSPrivate,
    GSView,
    PlayerPublic,
    PyramidSlot,
    ResearchStack,
    TableauCard,
    WonderFace,
)
from engines.kit.tasks import Machine
from engines.kit.trusted import fast_model, set_dict, set_extra, set_fields_set, set_private


def leading_pay_steps(steps: list[dict]) -> list[dict]:
    """The payments an effect starts with (what `Rules.can_activate` asks for, D-9)."""
    out = []
    for step in steps:
        if step["op"] != "pay":
            break
        out.append(step)
    return out


NO_RESOURCES = dict.fromkeys(RESOURCES, 0)

# the fields a view names explicitly (the others keep their defaults), as validation records them
VIEW_FIELDS_GIVEN = frozenset(GSView.model_fields) - {"game", "names"}
# A seat's public part names every field: one set of them serves every instance (pydantic only
# ever adds a field's name to it, which is there already; a model's copy copies it).
PLAYER_FIELDS = set(PlayerPublic.model_fields)
new_instance = object.__new__  # what a view model's __new__ is (pydantic defines none)


class ViewBuilder:
    """Views of one engine: the faces of its cards and wonders are built once (immutable tables)."""

    def __init__(self, rules: Rules, machine: Machine):
        self.r = rules
        self.machine = machine
        self.me = weakref.ref(self)  # names the builder in the rows a state keeps (see rows)
        self.card_face = {cid: self.make_card_face(cid) for cid in rules.cards}
        self.wonder_face = {wid: self.make_wonder_face(wid) for wid in rules.wonders}
        widest = max(
            size for card_set in SETS for n in (2, 3, 4) for size in rules.data.row_sizes(card_set, n)
        )
        # the places of a row's unbought cards by the row's occupancy mask: (row, position) pairs
        self.cells = [
            [tuple((r, j) for j in range(widest) if bits >> j & 1) for bits in range(1 << widest)]
            for r in range(len(ERAS))
        ]
        self.bought_slot = {  # a pyramid place whose card was bought
            (r, i): PyramidSlot(row=r, position=i, card=None, connected=[], surcharge=0, total_cost=0)
            for r in range(len(ERAS))
            for i in range(widest)
        }
        # a tableau card as it lies: resource side up, tech side up, or exhausted
        self.resource_side = {
            c: TableauCard(card=f, resource_side_up=True) for c, f in self.card_face.items()
        }
        self.tech_side = {c: TableauCard(card=f, resource_side_up=False) for c, f in self.card_face.items()}
        self.exhausted_side = {
            c: TableauCard(card=f, resource_side_up=False, exhausted=True) for c, f in self.card_face.items()
        }
        # what a seat's public part reads of a tableau card: resource side up (resource, VP, the card
        # as it lies), tech side up (VP, strength, the card as it lies, the same exhausted)
        self.resource_card = {
            c: (card.resource, card.vp, self.resource_side[c]) for c, card in rules.cards.items()
        }
        self.tech_card = {
            c: (card.vp, rules.strength_of[c], self.tech_side[c], self.exhausted_side[c])
            for c, card in rules.cards.items()
        }

    def make_card_face(self, card_id: str) -> CardFace:
        card = self.r.cards[card_id]
        return CardFace(
            id=card.id,
            name=self.r.text.card_name[card_id],
            era=card.era,
            resource=card.resource,
            resource_name=res_name(card.resource),
            tech_type=card.tech_type,
            tech_type_name=TECH_TYPE_NAMES[card.tech_type],
            cost=list(card.cost),
            strength=card.military_strength,
            vp=card.vp,
            reaction=card.reaction,
            effect=self.r.text.effect[card_id],
            effect_cost=[r for step in leading_pay_steps(card.steps) for r in step["resources"]],
            placeholder=card.placeholder,
        )

    def make_wonder_face(self, wonder_id: str) -> WonderFace:
        w = self.r.wonders[wonder_id]
        return WonderFace(
            id=w.id,
            name=self.r.text.wonder_name[wonder_id],
            era=w.era,
            vp=w.vp,
            condition=self.r.text.wonder_condition[wonder_id],
            glory_count=w.glory_count,
            matches_card=w.matches_card,
        )

    def view(self, st: GSState, seat: int | None) -> GSView:
        task = self.machine.current(st)
        deciding = None if task is None else task["who"]
        view = {
            "game": "guns_steel",
            "seat": seat,
            "names": [],
            "set_name": st.card_set,
            "set_label": SET_NAMES[st.card_set],
            "players": st.players,
            "turn": st.turn,
            "start_seat": st.start_seat,
            "active_seat": st.active,
            "phase": st.phase,
            "phase_label": PHASE_NAMES[st.phase],
            "to_act": [] if deciding is None else [deciding],
            "deciding": None if task is None else self.machine.decision(task).question(st, task),
            "rows": self.rows(st),
            "seats": self._players(st),
            "attack": self._attack(st, deciding),
            "finished": st.finished,
            "hand": None if seat is None else self.hand(st, seat),
        }
        # built from the engine's own values, as validation would keep them (every part is new)
        return fast_model(GSView, view, set(VIEW_FIELDS_GIVEN))

    def rows(self, st: GSState) -> list[EraRow]:
        """The era rows (the market), built again only when a field they show has changed since
        the last view of this state or the state it was copied from: most moves leave it as it
        was, and a row is the costliest part of a view. When something changed, a row is built
        again only if what it shows changed (`row_key`), and keeps its places that did not."""
        shown = (st.pyramid, st.stacks, st.wonders, st.row_wonders, st.owned_wonders, st.glory, st.players)
        memo = recall(st, "view_rows")
        if memo is not None and memo[3]() is not self:  # built from other card faces
            memo = None
        if memo is not None and memo[0] == shown:
            return list(memo[1])
        occupied = occupancy(st)
        keys = tuple(self.row_key(st, r, occupied) for r in range(len(ERAS)))
        if memo is None:
            rows = [self._row(st, r, occupied) for r in range(len(ERAS))]
        else:
            old_keys, old_rows = memo[2], memo[1]
            rows = [
                old_rows[r] if keys[r] == old_keys[r] else self._row(st, r, occupied, old_rows[r])
                for r in range(len(ERAS))
            ]
        copied = (
            [list(row) for row in st.pyramid],
            [list(stack) for stack in st.stacks],
            list(st.wonders),
            list(st.row_wonders),
            [list(owned) for owned in st.owned_wonders],
            {wonder: list(markers) for wonder, markers in st.glory.items()},
            st.players,
        )
        remember(st, "view_rows", (copied, tuple(rows), keys, self.me))
        return rows

    def row_key(self, st: GSState, r: int, occupied: list[int]) -> tuple:
        """Everything era row `r` shows depends on: its cards, the unbought places of the rows
        below it (connected cards, surcharges), its research stack, its wonder and who holds it,
        the glory markers on it."""
        wid = st.row_wonders[r]
        in_pyramid = st.wonders[r] is not None
        return (
            tuple(st.pyramid[r]),
            tuple(occupied[:r]),
            tuple(st.stacks[r]) if st.stacks else None,
            wid,
            in_pyramid,
            self.owner(st, wid),
            tuple(st.glory.get(wid, ())) if in_pyramid else (),
        )

    @staticmethod
    def owner(st: GSState, wid: str) -> int | None:
        return next((s for s in range(st.players) if wid in st.owned_wonders[s]), None)

    def hand(self, st: GSState, seat: int) -> list[CardFace]:
        return [self.card_face[c] for c in st.hands[seat]]

    def private_part(self, st: GSState, seat: int | None) -> GSPrivate | None:
        """The view's private part (the seat's hand) without the rest of the view."""
        if seat is None:
            return None
        return fast_model(
            GSPrivate, {"seat": seat, "hand": self.hand(st, seat)}
        )  # after every move: unvalidated

    def _row(self, st: GSState, r: int, occupied: list[int], before: EraRow | None = None) -> EraRow:
        """Era row `r`; `before`: the row as an earlier view showed it, whose places are kept
        where they show the same card with the same connected cards."""
        slots = []
        kept = before.slots if before is not None else ()
        for i, cid in enumerate(st.pyramid[r]):
            if cid is None:
                slots.append(self.bought_slot[r, i])
                continue
            conn = self.connected(occupied, r, i)
            if i < len(kept):
                old = kept[i]
                if old.card is not None and old.card.id == cid and old.connected == conn:
                    slots.append(old)
                    continue
            slot = {
                "row": r,
                "position": i,
                "card": self.card_face[cid],
                "connected": conn,
                "surcharge": len(conn),
                "total_cost": self.r.base_size[cid] + len(conn),
            }
            slots.append(fast_model(PyramidSlot, slot))  # a view holds dozens: built unvalidated
        wid = st.row_wonders[r]
        owner = self.owner(st, wid)
        research = None
        if st.stacks:
            stack = st.stacks[r]
            research = fast_model(  # every field given, of its type: unvalidated
                ResearchStack,
                {
                    "era": ERAS[r],
                    "size": len(stack),
                    "top": self.card_face[stack[-1]] if stack else None,
                    "surcharge": sum(bits.bit_count() for bits in occupied[:r]),
                },
            )
        row = {
            "row": r,
            "era": ERAS[r],
            "era_name": ERA_NAMES[ERAS[r]],
            "slots": slots,
            "wonder": self.wonder_face[wid],
            "wonder_in_pyramid": st.wonders[r] is not None,
            "wonder_owner": owner,
            "glory_markers": list(st.glory.get(wid, [])) if st.wonders[r] is not None else [],
            "research": research,
        }
        return fast_model(EraRow, row)

    def connected(self, occupied: list[int], row: int, pos: int) -> list[tuple[int, int]]:
        """`rules.connected` (GS-9.3), the places read from the table of each row's masks."""
        masks = cone(occupied, row, pos)
        cells = self.cells
        found: list[tuple[int, int]] = []
        for k in range(len(masks) - 1, -1, -1):  # the lowest row first, each from the left
            r, bits = row - 1 - k, masks[k]
            found += cells[r][bits] if bits < len(cells[r]) else [(r, j) for j in set_bits(bits)]
        return found

    def _players(self, st: GSState) -> list[PlayerPublic]:
        """Every seat's public part; what all seats share is looked up once."""
        track = uses_track(st)
        in_pyramid = wonders_in_pyramid(st) if track else []
        return [self._player(st, s, track, in_pyramid) for s in range(st.players)]

    def _player(self, st: GSState, s: int, track: bool, in_pyramid: list[str]) -> PlayerPublic:
        """A seat's public part: one pass over each tableau zone (a view shows every seat), each
        card's facts read from one table. `track`: the set uses the VP track; `in_pyramid`: the
        wonders still in the pyramid."""
        counts = NO_RESOURCES.copy()  # by type, in the order of RESOURCES
        vp = 0
        resource_cards = []
        resource_card = self.resource_card
        for c in st.res_up[s]:
            resource, card_vp, face = resource_card[c]
            counts[resource] += 1
            vp += card_vp
            resource_cards.append(face)
        exhausted = st.exhausted[s]
        strength = 0
        tech_cards = []
        tech_card = self.tech_card
        for c in st.tech_up[s]:
            card_vp, card_strength, face, exhausted_face = tech_card[c]
            vp += card_vp
            strength += card_strength
            tech_cards.append(exhausted_face if c in exhausted else face)
        wonders = []
        for w in st.owned_wonders[s]:
            face = self.wonder_face[w]
            vp += face.vp
            wonders.append(face)
        public = {
            "seat": s,
            "hand_size": len(st.hands[s]),
            "resource_cards": resource_cards,
            "tech_cards": tech_cards,
            "wonders": wonders,
            "resources": counts,
            "temporary": list(st.temp) if s == st.active else [],
            "strength": strength,
            "vp_track": st.track[s] if track else 0,
            "glory_markers_left": self.r.glory_left(st, s, in_pyramid) if track else 0,
            "visible_vp": vp + (st.track[s] if track else 0),
        }
        # fast_model written out (every seat of every view)
        part = new_instance(PlayerPublic)
        set_dict(part, public)
        set_fields_set(part, PLAYER_FIELDS)
        set_extra(part, None)
        set_private(part, None)
        return part

    def _attack(self, st: GSState, deciding: int | None) -> AttackInfo | None:
        if st.attack is None:
            return None
        a = st.attack
        return AttackInfo(
            attacker=a["attacker"],
            card=self.card_face[a["card"]],
            attacker_strength=self.r.strength(st, a["attacker"]),
            order=list(a["order"]),
            responded=list(a["responded"]),
            deciding=deciding if deciding in a["order"] and deciding not in a["responded"] else None,
        )
