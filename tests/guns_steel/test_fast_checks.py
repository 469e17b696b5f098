"""Shortcuts taken for speed answer exactly like the full computation they replace (issue #11)."""

from engines.guns_steel import ENGINE
from engines.guns_steel.data import RESOURCES
from engines.guns_steel.rules import PASS, cone, cone_size, connected, occupancy
from tests.kit.reference import kinds_with_reference_prompts, kit_decisions


def decision_states(kind: str):
    """Decisions of one family in seeded random games of every player count."""
    return ((state, task) for state, task in kit_decisions(ENGINE) if task["k"] == kind)


def purchase_states():
    return decision_states("purchase")


def assert_allows_matches_choices(kind: str, candidates) -> None:
    family = ENGINE.machine.decisions[kind]
    checked = 0
    for state, task in decision_states(kind):
        listed = set(family.choices(state, task))
        for action in listed | set(candidates(state)):
            assert family.allows(state, task, action) == (action in listed), action
        checked += 1
    assert checked > 20


def test_pay_allows_exactly_the_listed_payments():
    # GS-2.4-2.6, GS-9.4: a card or temporary resource is offered only when the rest stays payable
    def candidates(state):
        cards = {c for zone in state.res_up + state.hands for c in zone}
        return (
            {f"pay:{c}" for c in cards} | {f"tmp:{r}" for r in RESOURCES} | {"cancel", "x3", "pay:", "tmp:x"}
        )

    assert_allows_matches_choices("pay", candidates)


def test_play_tech_allows_exactly_the_listed_plays():
    # GS-7.1/7.2, D-9: activation only when the leading costs can be paid
    def candidates(state):
        cards = {c for zone in state.hands + state.res_up for c in zone}
        return {f"{verb}:{c}" for verb in ("tech", "techoff", "res") for c in cards} | {"tech:", "done"}

    assert_allows_matches_choices("tech", candidates)


def test_resource_allows_exactly_the_cards_in_hand():
    # GS-6.1: a card from hand goes resource side up (PlaceFromHand, the starting resource's too)
    def candidates(state):
        cards = {c for zone in state.hands + state.res_up for c in zone}
        return {f"{verb}:{c}" for verb in ("res", "tech") for c in cards} | {"res:", "res", "res:C01:x"}

    assert_allows_matches_choices("resource", candidates)


def test_purchase_allows_exactly_the_affordable_cards():
    # GS-9.4: only cards whose full price can be paid; one card is checked without the whole market
    purchase = ENGINE.machine.decisions["purchase"]
    checked = 0
    for state, task in purchase_states():
        listed = set(purchase.choices(state, task))
        market = {f"buy:{c}" for row in state.pyramid for c in row if c} | {
            f"buy:{s[-1]}" for s in state.stacks if s
        }
        for action in market | listed | {PASS, "buy:", "buy:nothing", "take:C01"}:
            assert purchase.allows(state, task, action) == (action in listed), action
        checked += 1
    assert checked > 20


def test_connected_with_the_occupancy_given_is_the_same():
    # GS-9.3: the view passes the pyramid's occupancy once for all its cards
    for state, _ in purchase_states():
        occupied = occupancy(state)
        for r, row in enumerate(state.pyramid):
            for i, cid in enumerate(row):
                if cid is not None:
                    assert connected(state, r, i, occupied) == connected(state, r, i)
                    # the view reads the places from its table of row masks
                    assert ENGINE.views.connected(occupied, r, i) == connected(state, r, i)


def test_cone_size_counts_the_cone():
    # GS-9.2/9.3: the surcharge is the number of unbought cards in the card's cone
    for state, _ in purchase_states():
        occupied = occupancy(state)
        for r, row in enumerate(state.pyramid):
            for i in range(len(row)):
                assert cone_size(occupied, r, i) == sum(bits.bit_count() for bits in cone(occupied, r, i))


def test_the_market_kept_with_a_state_answers_like_a_fresh_look():
    # Rules.purchasable and Rules.affordable are remembered with the state and its copies while the pyramid and the
    # stacks are unchanged; a hand edit in place, or a purchase, gives the fresh answer
    rules = ENGINE.rules
    checked = 0
    for state, _ in purchase_states():
        fresh = type(state).model_validate_json(state.model_dump_json())  # no memo
        assert rules.purchasable(state) == rules.purchasable(fresh) == rules._purchasable(fresh)
        for seat in range(state.players):  # remembered too, with the resources counted
            assert rules.affordable(state, seat) == rules.affordable(fresh, seat)
        checked += 1
    assert checked > 20
    row, pos = next((r, i) for r, cards in enumerate(state.pyramid) for i, c in enumerate(cards) if c)
    state.pyramid[row][pos] = None
    state.res_up[0] = state.res_up[0][:1]
    fresh = type(state).model_validate_json(state.model_dump_json())
    assert rules.purchasable(state) == rules._purchasable(state)
    assert rules.affordable(state, 0) == rules.affordable(fresh, 0)
    # one card's surcharge (a purchase checked and paid) is read from the same kept market
    for cid, extra in rules._purchasable(fresh):
        assert rules.market_surcharge(state, cid) == extra
    assert rules.market_surcharge(state, state.hands[0][0]) is None


def test_prompts_built_without_validation_match_labels_and_details():
    # hand options from the tables and prompts assembled unvalidated (engine.GSMachine) give what
    # each family's label and detail say, as the kit's validated Prompt
    assert {"resource", "tech", "purchase", "pay"} <= kinds_with_reference_prompts(ENGINE)


def test_the_copy_for_apply_is_the_kits_clone_with_the_memos_shared():
    # GSMachine.copy is copy_state: the kit's clone, the kept memos shared (replaced on
    # write by remember), so a memo kept later by the copy never reaches the original
    from engines.guns_steel.state import copy_state, recall, remember
    from engines.kit.clone import clone

    for state, _ in kit_decisions(ENGINE, seeds=3, moves=120):
        ENGINE.rules.affordable(state, 0)  # keeps the market and the affordable cards
        ours, kits = copy_state(state), clone(state)
        assert ours.__dict__ == kits.__dict__ and ours.model_fields_set == kits.model_fields_set
        for name in ("temp", "picked_up", "tasks"):
            assert getattr(ours, name) is not getattr(state, name)
        assert ours.__pydantic_private__ == kits.__pydantic_private__
        remember(ours, "market", ((), (), ()))
        assert recall(state, "market") == recall(kits, "market") != ((), (), ())
