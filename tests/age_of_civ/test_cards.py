"""Technologies (AC-10), wonders (AC-11), legacy abilities and every card ability in the data."""

from __future__ import annotations

import pytest

from engines.age_of_civ import flow, rules
from tests.age_of_civ.helpers import QUIET_TRACK, WAR_TRACK, E, G, kind, options, play, position


def neutral(**fields):
    main = ["ottoman_empire", "rome", "rome"]  # seat 0 has strength 1, the others 0
    return {"main": main, "civs": [[c] for c in main], **fields}


def test_science_in_round_four_gives_two_points():
    # AC-10.5.1 worked example: 2 future action cards in round 4 (+1 Research point)
    st = position(
        round=4, techs=[["writing", "education"], [], []], coins=[10, 3, 3], workers=[1, 0, 0], **neutral()
    )
    st = play(st, "do:research:science")
    assert st.points[0] == 1 + 2
    assert rules.future_cards(st) == 2


def test_future_card_count_by_round():
    st = position()
    counts = []
    for r in range(1, 7):
        st.round = r
        counts.append(rules.future_cards(st))
    assert counts == [5, 4, 3, 2, 1, 0]  # AC-8.5


def test_writing_and_education_open_science_engineering_sailing_mining():
    # AC-10.2 worked example (D-4 for the other arrows)
    st = position(techs=[["writing", "education"], [], []])
    assert set(rules.unlockable(G, st, 0)) == {"science", "engineering", "sailing", "mining"}
    st = position(techs=[["mining", "iron_working"], [], []])
    assert set(rules.unlockable(G, st, 0)) == {"writing", "sailing", "engineering", "gunpowder"}
    st = position(techs=[["sailing", "mathematics"], [], []])
    assert set(rules.unlockable(G, st, 0)) == {"writing", "mining", "engineering"}


def test_research_needs_an_unlockable_target():
    everything = [
        "writing",
        "sailing",
        "mining",
        "education",
        "mathematics",
        "iron_working",
        "science",
        "engineering",
        "gunpowder",
    ]
    st = position(techs=[everything, [], []], coins=[20, 3, 3], **neutral())
    assert not any(o.startswith("do:research") for o in options(st))  # AC-6.2, D-6, AC-10.3


def test_education_culture_at_end_of_turn_not_after_rest():
    # AC-10.5.2, AC-6.12, AC-5.10, D-23, D-40
    st = position(techs=[["writing", "education"], [], []], coins=[5, 3, 3], **neutral())
    st = play(st, "end")
    assert kind(st) == "end_turn" and set(options(st)) == {"use:education.t0", "done"}
    st = play(st, "use:education.t0")
    assert st.points[0] == 2 and st.coins[0] == 2  # Writing's placeholder: Culture 1 coin less
    st = position(techs=[["writing", "education"], [], []], coins=[5, 3, 3], **neutral())
    st = play(st, "rest")
    assert st.points[0] == 0 and st.coins[0] == 7  # the turn ended without asking


def test_writing_placeholder_culture_discount_stacks_and_floors_at_zero():
    # AC-6.14, D-8
    main = ["india", "rome", "rome"]
    st = position(techs=[["writing"], [], []], main=main, civs=[["india", "harappa"], ["rome"], ["rome"]])
    assert rules.cost(G, st, 0, "culture") == 4 - 1 - 1 - 1


def test_sailing_mining_iron_working_gunpowder_engineering_mathematics_placeholders():
    # AC-10.5.3, D-5: placeholder effects from data
    st = position(techs=[["sailing", "mining", "iron_working", "gunpowder"], [], []], **neutral())
    assert rules.strength(G, st, 0) == 1 + 2 + 2 + 1  # + Ottoman legacy symbol
    st = position(techs=[["sailing", "mathematics", "engineering"], [], []], **neutral())
    assert rules.cost(G, st, 0, "research", "writing") == 3
    assert rules.cost(G, st, 0, "wonder") == 5
    st.wonders = [["pyramids", "colossus"], [], []]
    st.tasks = [{"k": "game_end"}]
    E.machine.advance(st, [])
    assert st.end_points[0] == 3 + 2  # Pyramids 3, Engineering 1 per wonder
    st = position(round=1, techs=[["mining"], [], []], coins=[0, 3, 3], **neutral())
    st = play(st, "do:exploit")
    assert st.coins[0] == 3


def test_gunpowder_conquest_point_only_when_it_scores():
    st = position(round=1, techs=[["mining", "iron_working", "gunpowder"], [], []], **neutral())
    st = play(st, "do:conquest")
    assert st.points[0] == 3  # AC-12.4.2 only_if_scored
    st = position(
        round=1,
        techs=[["gunpowder"], [], []],
        main=["ottoman_empire", "mongolia", "franks"],
        civs=[["ottoman_empire"], ["mongolia"], ["franks"]],
    )
    st.techs = [["gunpowder"], [], []]
    st.main[1] = "mongolia"
    st.civs[1] = ["mongolia", "persia", "franks"]
    st = play(st, "do:conquest")
    assert st.points[0] == 0


def test_technology_count_includes_special_technologies():
    st = position(techs=[["calendar", "writing"], [], []], special=["innov_left_a", None, None])
    assert rules.measure(G, st, 0, "technologies") == 2  # AC-10.6


# ---------------------------------------------------------------- wonders


def test_wonder_on_gain_effects():
    # AC-11.3 placeholders: Hanging Gardens worker, Great Library technology, Temple of Artemis coins
    st = position(
        workers=[1, 0, 0], coins=[7, 3, 3], wonder_pool=["hanging_gardens", "temple_of_artemis"], **neutral()
    )
    st = play(st, "do:wonder", "wonder:hanging_gardens")
    assert st.workers[0] == 2
    st = position(workers=[1, 0, 0], coins=[7, 3, 3], wonder_pool=["temple_of_artemis"], **neutral())
    st = play(st, "do:wonder")
    assert st.coins[0] == 5
    st = position(workers=[1, 0, 0], coins=[7, 3, 3], wonder_pool=["great_library"], **neutral())
    st = play(st, "do:wonder")
    assert kind(st) == "pick_tech"


def test_wonder_ongoing_effects():
    st = position(
        workers=[2, 0, 0], coins=[0, 3, 3], wonders=[["colossus", "stonehenge"], [], []], **neutral()
    )
    st = play(st, "rest")
    assert st.coins[0] == 2 + 1 and st.points[0] == 1  # Stonehenge on rest, Colossus end of turn
    fields = neutral(
        round=1, track=["card_fishing", *QUIET_TRACK[1:]], coins=[0, 3, 3], wonders=[["lighthouse"], [], []]
    )
    st = play(position(**fields), "do:fishing")
    assert st.coins[0] == 2
    fields = neutral(
        round=1, track=["card_culture", *QUIET_TRACK[1:]], coins=[4, 3, 3], wonders=[["colosseum"], [], []]
    )
    st = play(position(**fields), "do:culture")
    assert st.points[0] == 3


def test_great_wall_exempts_from_war_and_machu_picchu_scores_workers():
    st = E.setup(3, {}, seed=5)
    st.main, st.civs, st.workers = ["rome", "rome", "china"], [["rome"], ["rome"], ["china"]], [2, 2, 2]
    st.wonders = [["great_wall"], [], ["machu_picchu"]]
    st.track = list(WAR_TRACK)
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.workers == [2, 1, 1]
    st.tasks = [{"k": "game_end"}]
    E.machine.advance(st, [])
    assert st.end_points[2] == 1


# ---------------------------------------------------------------- every card ability in the data

ON_ACTION = [
    (f"{card_kind}:{card}", ab)
    for card_kind, table in (
        ("civ", {c.id: c.main + c.legacy for c in G.civilizations}),
        ("tech", {t.id: t.abilities for t in G.technologies}),
        ("wonder", {w.id: w.abilities for w in G.wonders}),
    )
    for card, abilities in table.items()
    for ab in abilities
    if ab.trigger == "on_action" and ab.steps[0]["op"] == "gain" and not ab.tech_filter
]


@pytest.mark.parametrize("card,ab", ON_ACTION, ids=[c for c, _ in ON_ACTION])
def test_every_action_bonus_adds_its_gain(card, ab):
    """AC-12.4.2: each "when you perform X, gain additional Y" adds exactly Y."""
    kind_, card_id = card.split(":")

    def run(with_card: bool):
        fields = neutral(
            round=1,
            coins=[20, 3, 3],
            workers=[3, 0, 0],
            track=[f"card_{ab.action}", *[c for c in QUIET_TRACK if c != f"card_{ab.action}"]][:8],
        )
        if ab.action in ("wonder", "research", "exploit"):
            fields["track"] = QUIET_TRACK
        if with_card:
            if kind_ == "civ":
                fields["civs"] = [["ottoman_empire", card_id], ["rome"], ["rome"]]
                if ab in G.civ[card_id].main:
                    fields["main"] = [card_id, "rome", "rome"]
                    fields["civs"] = [[card_id], ["rome"], ["rome"]]
            elif kind_ == "tech":
                fields["techs"] = [[card_id], [], []]
            else:
                fields["wonders"] = [[card_id], [], []]
        st = position(**fields)
        action = next(o for o in options(st) if o == f"do:{ab.action}" or o.startswith(f"do:{ab.action}:"))
        st = play(st, action)
        while kind(st) in ("granted", "pick_wonder", "pick_tech"):
            st = play(st, options(st)[-1] if kind(st) == "granted" else options(st)[0])
        return st

    plain, bonus = run(False), run(True)
    active = [ab]
    if kind_ == "civ" and ab in G.civ[card_id].main:  # a main card shows its legacy too
        active += [a for a in G.civ[card_id].legacy if a.trigger == "on_action" and a.action == ab.action]
    gains = [a.steps[0] for a in active if a.steps[0]["op"] == "gain"]
    points = sum(g.get("points", 0) for g in gains) - (1 if kind_ == "tech" and ab.action == "hunting" else 0)
    assert bonus.points[0] - plain.points[0] == points
    assert bonus.coins[0] - plain.coins[0] == sum(g.get("coins", 0) for g in gains)
    assert bonus.workers[0] - plain.workers[0] == sum(g.get("workers", 0) for g in gains)


END_OF_GAME = [
    (card, ab)
    for card, abilities in [
        *((c.id, c.legacy) for c in G.civilizations),
        *((t.id, t.abilities) for t in G.technologies),
        *((w.id, w.abilities) for w in G.wonders),
    ]
    for ab in abilities
    if ab.trigger == "end_of_game"
]


@pytest.mark.parametrize("card,ab", END_OF_GAME, ids=[c for c, _ in END_OF_GAME])
def test_every_end_of_game_ability_scores(card, ab):
    """AC-13.2, AC-12.4.5: end-of-game abilities add points by their formula."""
    st = position(coins=[11, 3, 3], workers=[3, 0, 0], **neutral())
    st.techs = [["writing", "education", "sailing", "mining"], [], []]
    st.wonders = [
        ["colosseum", "pyramids"] if card not in ("colosseum", "pyramids") else ["colosseum", "stonehenge"],
        [],
        [],
    ]
    if card in G.civ:
        st.civs = [["ottoman_empire", card], ["rome"], ["rome"]]
    elif card in G.tech:
        st.techs = [[*st.techs[0], card], [], []]
    else:
        st.wonders = [[*st.wonders[0], card], [], []]
    step = ab.steps[0]
    expected = step.get("points", 0)
    if step["op"] == "gain_per":
        expected = step["points"] * (rules.measure(G, st, 0, step["of"]) // step["every"])
    others = sum(
        s.get("points", 0)
        if s["op"] == "gain"
        else s["points"] * (rules.measure(G, st, 0, s["of"]) // s["every"])
        for key, a in rules.abilities(G, st, 0)
        if a.trigger == "end_of_game" and a is not ab
        for s in a.steps
    )
    st.tasks = [{"k": "game_end"}]
    E.machine.advance(st, [])
    assert st.end_points[0] == expected + others and expected > 0


STRENGTH = [
    (t.id, ab.steps[0]["amount"])
    for t in G.technologies
    for ab in t.abilities
    if ab.trigger == "passive" and ab.steps[0]["op"] == "strength"
]


@pytest.mark.parametrize("tech,amount", STRENGTH)
def test_every_technology_strength(tech, amount):
    st = position(**neutral())
    before = rules.strength(G, st, 0)
    st.techs = [[tech], [], []]
    assert rules.strength(G, st, 0) - before == amount + G.tech[tech].strength  # AC-9.1, AC-9.2.1


def test_legacy_abilities_work_for_absorbed_cards():
    # AC-12.3: Babylon's legacy Research discount while Babylon is only absorbed
    st = position(
        main=["rome", "rome", "rome"],
        civs=[["rome", "babylon"], ["rome"], ["rome"]],
        absorbed=[["babylon"], [], []],
    )
    assert rules.cost(G, st, 0, "research", "writing") == 3
    assert flow  # the flow module holds the rest of the turn
