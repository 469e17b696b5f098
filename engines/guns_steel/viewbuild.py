"""State -> view: what each seat may know (GS-4.8, GS-16.2)."""

from __future__ import annotations

from functools import cache

from engines.guns_steel import rules
from engines.guns_steel.data import DATA, ERAS, RESOURCES
from engines.guns_steel.prompts import question
from engines.guns_steel.state import GSState
from engines.guns_steel.texts import (
    ERA_NAMES,
    PHASE_NAMES,
    SET_NAMES,
    card_name,
    effect_text,
    res_name,
    wonder_condition,
)
from engines.guns_steel.view import (
    AttackInfo,
    CardFace,
    EraRow,
    GSView,
    PlayerPublic,
    PyramidSlot,
    ResearchStack,
    TableauCard,
    WonderFace,
)

CARDS = DATA.cards
WONDERS = DATA.wonder_by_id


@cache
def card_face(card_id: str) -> CardFace:
    card = CARDS[card_id]
    return CardFace(
        id=card.id,
        name=card_name(card_id),
        era=card.era,
        resource=card.resource,
        resource_name=res_name(card.resource),
        tech_type=card.tech_type,
        tech_type_name=DATA.tech_type_name(card.tech_type),
        cost=list(card.cost),
        strength=card.military_strength,
        vp=card.vp,
        reaction=card.reaction,
        effect=effect_text(card_id),
        placeholder=card.placeholder,
    )


@cache
def wonder_face(wonder_id: str) -> WonderFace:
    w = WONDERS[wonder_id]
    return WonderFace(
        id=w.id,
        name=w.name.text(),
        era=w.era,
        vp=w.vp,
        condition=wonder_condition(wonder_id),
        glory_count=w.glory_count,
        matches_card=w.matches_card,
    )


def build_view(st: GSState, seat: int | None) -> GSView:
    task = rules.current(st)
    deciding = None if task is None else task["who"]
    return GSView(
        seat=seat,
        set_name=st.card_set,
        set_label=SET_NAMES[st.card_set],
        players=st.players,
        turn=st.turn,
        start_seat=st.start_seat,
        active_seat=st.active,
        phase=st.phase,
        phase_label=PHASE_NAMES[st.phase],
        to_act=[] if deciding is None else [deciding],
        deciding=None if task is None else question(st, task),
        rows=[_row(st, r) for r in range(len(ERAS))],
        seats=[_player(st, s) for s in range(st.players)],
        attack=_attack(st, deciding),
        finished=st.finished,
        hand=None if seat is None else [card_face(c) for c in st.hands[seat]],
    )


def _row(st: GSState, r: int) -> EraRow:
    slots = []
    for i, cid in enumerate(st.pyramid[r]):
        conn = rules.connected(st, r, i) if cid is not None else []
        base = len(CARDS[cid].cost) if cid is not None else 0
        slots.append(
            PyramidSlot(
                row=r,
                position=i,
                card=None if cid is None else card_face(cid),
                connected=conn,
                surcharge=len(conn),
                total_cost=base + len(conn),
            )
        )
    wid = st.row_wonders[r]
    owner = next((s for s in range(st.players) if wid in st.owned_wonders[s]), None)
    research = None
    if st.stacks:
        stack = st.stacks[r]
        research = ResearchStack(
            era=ERAS[r],
            size=len(stack),
            top=card_face(stack[-1]) if stack else None,
            surcharge=rules.research_surcharge(st, r),
        )
    return EraRow(
        row=r,
        era=ERAS[r],
        era_name=ERA_NAMES[ERAS[r]],
        slots=slots,
        wonder=wonder_face(wid),
        wonder_in_pyramid=st.wonders[r] is not None,
        wonder_owner=owner,
        glory_markers=list(st.glory.get(wid, [])) if st.wonders[r] is not None else [],
        research=research,
    )


def _player(st: GSState, s: int) -> PlayerPublic:
    resources = {name: 0 for name in RESOURCES}
    for c in st.res_up[s]:
        resources[CARDS[c].resource] += 1
    exhausted = set(st.exhausted[s])
    visible = rules.wonder_vp(st, s) + sum(CARDS[c].vp for c in st.res_up[s] + st.tech_up[s])
    uses_track = rules.uses_track(st)
    return PlayerPublic(
        seat=s,
        hand_size=len(st.hands[s]),
        resource_cards=[TableauCard(card=card_face(c), resource_side_up=True) for c in st.res_up[s]],
        tech_cards=[
            TableauCard(card=card_face(c), resource_side_up=False, exhausted=c in exhausted)
            for c in st.tech_up[s]
        ],
        wonders=[wonder_face(w) for w in st.owned_wonders[s]],
        resources=resources,
        temporary=list(st.temp) if s == st.active else [],
        strength=rules.strength(st, s),
        vp_track=st.track[s] if uses_track else 0,
        glory_markers_left=rules.glory_left(st, s) if uses_track else 0,
        visible_vp=visible + (st.track[s] if uses_track else 0),
    )


def _attack(st: GSState, deciding: int | None) -> AttackInfo | None:
    if st.attack is None:
        return None
    a = st.attack
    return AttackInfo(
        attacker=a["attacker"],
        card=card_face(a["card"]),
        attacker_strength=rules.strength(st, a["attacker"]),
        order=list(a["order"]),
        responded=list(a["responded"]),
        deciding=deciding if deciding in a["order"] and deciding not in a["responded"] else None,
    )
