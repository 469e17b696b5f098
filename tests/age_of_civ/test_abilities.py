"""Every legacy ability, technology and wonder ability by kind, each card on its own.

A card's distinct effect is exercised by playing the same position with and without the card and
comparing the outcome (AC-12.3: legacy abilities of absorbed cards, AC-10.4: technologies,
AC-11.3: wonders). The last test checks that every ability in the data is one of the kinds tested
here or in test_cards.py, so a new card cannot go untested.
"""

from __future__ import annotations

import pytest

from tests.age_of_civ import test_cards
from tests.age_of_civ.helpers import QUIET_TRACK, G, kind, options, play, position

NEUTRAL_MAIN = ["ottoman_empire", "rome", "rome"]  # Ottoman main: only Science and Gunpowder cheaper


def cards_with(trigger: str, op: str) -> list[tuple[str, str, int]]:
    """(part, card, ability index) of every legacy, technology and wonder ability of this kind."""
    tables = [("legacy", c.id, c.legacy) for c in G.civilizations]
    tables += [("tech", t.id, t.abilities) for t in G.technologies]
    tables += [("wonder", w.id, w.abilities) for w in G.wonders]
    return [
        (part, card, i)
        for part, card, abilities in tables
        for i, ab in enumerate(abilities)
        if ab.trigger == trigger and ab.steps[0]["op"] == op
    ]


def ability(part: str, card: str, index: int):
    if part == "legacy":
        return G.civ[card].legacy[index]
    return (G.tech[card] if part == "tech" else G.wonder[card]).abilities[index]


def holding(part: str, card: str | None, **fields) -> dict:
    """Position fields where seat 0 holds `card` (a legacy card is absorbed, not the main one)."""
    fields = {"main": list(NEUTRAL_MAIN), "civs": [[c] for c in NEUTRAL_MAIN], **fields}
    if card is None:
        return fields
    if part == "legacy":
        fields["civs"] = [["ottoman_empire", card], ["rome"], ["rome"]]
        fields["absorbed"] = [[card], [], []]
    elif part == "tech":
        fields["techs"] = [[card], [], []]
    else:
        fields["wonders"] = [[card], [], []]
    return fields


def finish_choices(st):
    while kind(st) in ("granted", "pick_wonder", "pick_tech"):
        st = play(st, options(st)[-1] if kind(st) == "granted" else options(st)[0])
    return st


def track_with(action: str) -> list[str]:
    """A quiet track whose window (round 1) holds the action's card (permanent actions need none)."""
    card = f"card_{action}"
    if card not in QUIET_TRACK:
        return list(QUIET_TRACK)
    return [card, *[c for c in QUIET_TRACK if c != card]]


# ---------------------------------------------------------------- "pay N coins less" (AC-12.4.3)

COST_REDUCE = cards_with("passive", "cost_reduce")


@pytest.mark.parametrize("part,card,index", COST_REDUCE, ids=[f"{p}:{c}" for p, c, _ in COST_REDUCE])
def test_every_cost_reduction_lowers_the_price_paid(part, card, index):
    # AC-12.4.3, AC-6.14 (AC-12.3 legacy, AC-10.4 technology, AC-11.3 wonder): performing the
    # action with the card costs exactly N coins less
    step = ability(part, card, index).steps[0]
    action = step["action"]

    def coins_after(with_card: bool) -> int:
        fields = holding(
            part,
            card if with_card else None,
            round=1,
            coins=[20, 3, 3],
            workers=[3, 0, 0],
            track=track_with(action),
            wonder_pool=["pyramids"],  # no "when gained" effect
        )
        st = position(**fields)
        target = "do:research:writing" if action == "research" else f"do:{action}"
        assert target in options(st)
        return finish_choices(play(st, target)).coins[0]

    assert G.action[action].coins >= step["coins"] > 0
    assert coins_after(True) - coins_after(False) == step["coins"]


# ---------------------------------------------------------------- rest (AC-5.8)

ON_REST = cards_with("on_rest", "gain")


@pytest.mark.parametrize("part,card,index", ON_REST, ids=[f"{p}:{c}" for p, c, _ in ON_REST])
def test_every_rest_ability_adds_its_gain(part, card, index):
    # AC-5.8 and the rest abilities (AC-12.3 legacy, AC-10.4 technology, AC-11.3 wonder)
    step = ability(part, card, index).steps[0]

    def after_rest(with_card: bool):
        st = position(**holding(part, card if with_card else None, coins=[0, 3, 3], workers=[2, 0, 0]))
        st = play(st, "rest")
        return st.coins[0], st.points[0], st.workers[0]

    (coins, points, workers), (coins0, points0, workers0) = after_rest(True), after_rest(False)
    assert (coins - coins0, points - points0) == (step.get("coins", 0), step.get("points", 0))
    assert workers == workers0 == 3  # rest's own worker
    assert step.get("coins", 0) + step.get("points", 0) > 0


# ---------------------------------------------------------------- war (AC-9.4)

ON_WAR = cards_with("on_war", "gain")


@pytest.mark.parametrize("part,card,index", ON_WAR, ids=[f"{p}:{c}" for p, c, _ in ON_WAR])
def test_every_war_ability_adds_its_gain(part, card, index):
    # AC-9.4, D-32: war abilities of everyone resolve at the war (AC-12.3 for a legacy card)
    step = ability(part, card, index).steps[0]
    war_track = [
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_construction",
        "card_trade",  # position 5: the new card at the end of round 2
        "card_conquest",
        "card_culture",
        "card_plague",
    ]
    assert G.card["card_trade"].corner_symbol == "war"  # D-3

    def after_war(with_card: bool):
        st = position(**holding(part, card if with_card else None, round=2, track=war_track, coins=[0, 0, 0]))
        st = play(st, "end")  # the seat's turn, then the end of round 2
        assert st.round == 3
        return st.coins[0], st.points[0]

    (coins, points), (coins0, points0) = after_war(True), after_war(False)
    assert (coins - coins0, points - points0) == (step.get("coins", 0), step.get("points", 0))
    assert step.get("coins", 0) + step.get("points", 0) > 0


# ---------------------------------------------------------------- private spaces (AC-12.4.7)

PRIVATE = cards_with("passive", "private_space")


@pytest.mark.parametrize("part,card,index", PRIVATE, ids=[f"{p}:{c}" for p, c, _ in PRIVATE])
def test_every_private_space_allows_the_action_once_more(part, card, index):
    # AC-12.4.7, AC-6.13: the card's own space, usable by its owner once per turn (AC-12.3)
    action = ability(part, card, index).steps[0]["action"]

    def times(with_card: bool) -> int:
        fields = holding(
            part,
            card if with_card else None,
            round=1,
            coins=[30, 3, 3],
            workers=[4, 0, 0],
            track=track_with(action),
        )
        st, count = position(**fields), 0
        while f"do:{action}" in options(st) and count < 5:
            st, count = finish_choices(play(st, f"do:{action}")), count + 1
        return count

    assert times(True) == times(False) + 1


# ---------------------------------------------------------------- every ability is tested


def test_every_legacy_technology_and_wonder_ability_has_a_test():
    # issue 12 "every civilization's main and legacy ability, every technology and wonder has a
    # test": the generic tests above and in test_cards.py, and the named ones for the rest
    generic = {(p, c, i) for p, c, i in COST_REDUCE + ON_REST + ON_WAR + PRIVATE}
    for kind_card, ab in test_cards.ON_ACTION:
        part, card = kind_card.split(":")
        if part == "civ" and ab in G.civ[card].legacy:
            generic.add(("legacy", card, G.civ[card].legacy.index(ab)))
        elif part in ("tech", "wonder"):
            abilities = (G.tech[card] if part == "tech" else G.wonder[card]).abilities
            generic.add((part, card, abilities.index(ab)))
    for card, ab in test_cards.END_OF_GAME:
        part = "legacy" if card in G.civ else "tech" if card in G.tech else "wonder"
        abilities = G.civ[card].legacy if part == "legacy" else ability_list(part, card)
        generic.add((part, card, abilities.index(ab)))
    for tech, _ in test_cards.STRENGTH:
        i = next(i for i, a in enumerate(G.tech[tech].abilities) if a.steps[0]["op"] == "strength")
        generic.add(("tech", tech, i))
    named = {  # card ability -> the test that exercises it by name
        ("tech", "science", 0): "test_science_in_round_four_gives_two_points",
        ("tech", "education", 0): "test_education_culture_at_end_of_turn_not_after_rest",
        ("wonder", "great_wall", 0): "test_great_wall_exempts_from_war_and_machu_picchu_scores_workers",
        ("wonder", "hanging_gardens", 0): "test_wonder_on_gain_effects",
        ("wonder", "great_library", 0): "test_wonder_on_gain_effects",
        ("wonder", "temple_of_artemis", 0): "test_wonder_on_gain_effects",
        ("wonder", "colossus", 0): "test_wonder_ongoing_effects",
    }
    assert all(hasattr(test_cards, name) for name in named.values())
    every = [("legacy", c.id, i) for c in G.civilizations for i in range(len(c.legacy))]
    every += [("tech", t.id, i) for t in G.technologies for i in range(len(t.abilities))]
    every += [("wonder", w.id, i) for w in G.wonders for i in range(len(w.abilities))]
    untested = [key for key in every if key not in generic and key not in named]
    assert not untested
    no_ability = [t.id for t in G.technologies if not t.abilities and not t.strength]
    assert not no_ability  # every technology does something to test


def ability_list(part: str, card: str) -> list:
    return (G.tech[card] if part == "tech" else G.wonder[card]).abilities
