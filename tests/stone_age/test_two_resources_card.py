"""The 2-resources card (SA-8.4.10): kept open, used once whenever its owner chooses, payments and
feeding included (SA-D6, SA-17.6); the decision it was opened from waits and comes back."""

import pytest

from engines.base import IllegalAction
from tests.stone_age.helpers import ENGINE, act, action_phase, choices, fresh, settle, step, texts
from tests.stone_age.test_actions import building_state, card_state

CARD = "civ08"  # the only any_resources card


def holding(s, seat=0):
    s.kept[seat] = [CARD]
    return s


@pytest.mark.parametrize(
    "make, loc, picks, after, check",
    [
        # SA-8.1: a card in slot 3 costs 3 resources; one wood alone cannot pay
        (
            lambda: card_state("civ13", slot=3, resources=(1, 0, 0, 0)),
            "card_3",
            ("wood", "wood"),
            ("pay:wood", "pay:wood", "pay:wood"),
            lambda s: "civ13" in s.cards[0],
        ),
        # SA-9.1: 2 wood + 1 brick; the player has only the brick
        (
            lambda: building_state("b01", (0, 1, 0, 0)),
            "building_1",
            ("wood", "wood"),
            ("buy",),
            lambda s: s.buildings[0] == ["b01"] and s.score[0] == 10,
        ),
        # SA-9.2: 4 resources of 2 kinds; stone and one wood are not enough
        (
            lambda: building_state("b19", (1, 0, 2, 0)),
            "building_1",
            ("stone", "wood"),
            ("pay:stone", "pay:stone", "pay:stone", "pay:wood"),
            lambda s: s.buildings[0] == ["b19"],
        ),
        # SA-9.3: 1 to 7 of any kinds; the player has nothing at all
        (
            lambda: building_state("b26", (0, 0, 0, 0)),
            "building_1",
            ("gold", "gold"),
            ("pay:gold", "pay:gold", "done"),
            lambda s: s.building_points[0] == [12],
        ),
    ],
)
def test_card_at_every_purchase_the_owner_could_not_pay_otherwise(make, loc, picks, after, check):
    # SA-8.4.10 / SA-D6 / SA-17.4 / SA-17.6: the payment prompt offers the card; after it the same
    # payment continues with the 2 new resources, and the card goes face down
    s = holding(make())
    s, events = act(s, 0, f"resolve:{loc}")
    assert "cannot pay" not in texts(events) and step(s)["k"] == "pay" and "bonus" in choices(s, 0)
    s, _ = act(s, 0, "bonus", *(f"bonus:{r}" for r in picks))
    assert step(s)["k"] == "pay" and step(s)["loc"] == loc and s.kept[0] == [] and CARD in s.cards[0]
    assert "bonus" not in choices(s, 0)  # used once (SA-8.4.10)
    s, _ = act(s, 0, *after)
    assert check(s)


def test_card_when_the_last_group_resolves_by_itself():
    # SA-6.3 / SA-D6: a lone card slot resolves without a question, yet its payment still asks the
    # owner, who has nothing but the card
    s = holding(card_state("civ13", slot=2, resources=(0, 0, 0, 0)))
    s.board["field"][0] = 0
    events = settle(s)
    assert "cannot pay" not in texts(events) and choices(s, 0) == ["decline", "bonus"]
    s, _ = act(s, 0, "bonus", "bonus:brick", "bonus:gold", "pay:brick", "pay:gold")
    assert "civ13" in s.cards[0] and s.resources[0] == [0, 0, 0, 0]


def test_card_in_the_middle_of_a_payment_keeps_what_was_paid():
    # SA-17.4 / SA-17.6: resources handed in so far stay paid while the card is used
    s = holding(card_state("civ13", slot=4, resources=(2, 2, 0, 0)))
    s, _ = act(s, 0, "resolve:card_4", "pay:wood", "pay:wood")
    assert step(s)["paid"] == [2, 0, 0, 0] and choices(s, 0) == ["pay:brick", "decline", "bonus"]
    s, _ = act(s, 0, "bonus", "bonus:stone")
    assert ENGINE.prompt(s, 0).text.en == "Choose resource 2 of 2."
    s, events = act(s, 0, "bonus:stone")
    assert step(s)["paid"] == [2, 0, 0, 0] and "uses the card" in texts(events)
    s, _ = act(s, 0, "pay:stone", "pay:stone")
    assert "civ13" in s.cards[0] and s.resources[0] == [0, 2, 0, 0]


def test_putting_the_card_back_returns_to_the_payment_unchanged():
    # SA-D6: opening the card's choice is not using it; "back" before the first pick
    s = holding(building_state("b01", (2, 1, 0, 0)))
    s, _ = act(s, 0, "resolve:building_1")
    before = choices(s, 0)
    s, _ = act(s, 0, "bonus")
    assert choices(s, 0) == ["bonus:wood", "bonus:brick", "bonus:stone", "bonus:gold", "bonus:back"]
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, "buy")  # the card's choice comes first
    s, _ = act(s, 0, "bonus:back")
    assert choices(s, 0) == before == ["buy", "decline", "bonus"] and s.kept[0] == [CARD]


def test_card_covers_a_feeding_shortfall_without_other_resources():
    # SA-10.3 / SA-17.7 / SA-8.4.10 ("e.g. during feeding"): no resources would mean -10 at once;
    # the owner is asked instead, takes 2 resources with the card and feeds with them
    s = holding(fresh(2))
    s.phase, s.fed, s.unplaced = "feeding", 0, [0, 0]
    s.food = [3, 10]
    settle(s)
    assert step(s)["k"] == "feed" and step(s)["need"] == 2 and choices(s, 0) == ["starve", "bonus"]
    s, _ = act(s, 0, "bonus", "bonus:wood", "bonus:wood")
    assert step(s)["k"] == "feed" and choices(s, 0) == ["pay:wood", "starve"]
    s, events = act(s, 0, "pay:wood", "pay:wood")
    assert s.score[0] == 0 and s.resources[0] == [0, 0, 0, 0] and "feeds" in texts(events)


def test_card_at_a_roll_and_at_placement():
    # SA-D6: any decision of the owner, not only payments; the roll waits with its dice
    s = holding(action_phase(fresh(2), 0, {"forest": 2, "field": 1}))
    s.tools[0], s.tools_used[0] = [2], [False]
    s.rng_script = [0, 0]  # two 1s: 2 + tool 2 = 4, one wood
    s, _ = act(s, 0, "resolve:forest")
    assert step(s)["k"] == "roll" and choices(s, 0) == ["tool:0", "take", "bonus"]
    s, _ = act(s, 0, "bonus", "bonus:gold", "bonus:gold")
    assert step(s)["dice"] == [1, 1] and ENGINE.view(s, None).roll.dice == [1, 1]
    s, _ = act(s, 0, "tool:0")
    assert s.resources[0] == [1, 0, 0, 2]
    placing = holding(fresh(2))
    assert choices(placing, 0)[-1] == "bonus"


def test_heuristic_uses_the_card_to_pay():
    # SA-D6: the engine's own agent (timed-out players) uses the card when nothing else pays
    s = holding(card_state("civ13", slot=2, resources=(0, 0, 0, 0)))
    s, _ = act(s, 0, "resolve:card_2")
    heuristic = ENGINE.agents()["heuristic"]
    assert heuristic.choose(ENGINE, s, 0) == "bonus"
    s, _ = act(s, 0, "bonus")
    assert heuristic.choose(ENGINE, s, 0) == "bonus:gold"
