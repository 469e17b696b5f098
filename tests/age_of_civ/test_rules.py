"""The remaining rules: components, flow, ordering, end of game and tie-breaks, views and texts."""

from __future__ import annotations

import json

from engines.age_of_civ import rules
from engines.age_of_civ.data import load
from engines.age_of_civ.engine import AgeOfCivEngine
from engines.kit.data import read_raw
from tests.age_of_civ.helpers import QUIET_TRACK, WAR_TRACK, E, G, kind, options, play, position


def neutral(**fields):
    main = ["ottoman_empire", "rome", "rome"]
    return {"main": main, "civs": [[c] for c in main], **fields}


def test_components_from_data():
    # AC-1.1, AC-1.2, AC-12.1, AC-19.4: every number comes from data/age_of_civ.json
    assert len(G.civilizations) == 34 and len(G.wonders) == 10 and len(G.action_cards) == 8
    assert len(G.event_tokens) == 9 and G.const("player_colours") == ["black", "brown", "yellow", "white"]
    assert all(c.main for c in G.civilizations)  # every card has a main ability
    assert sum(1 for c in G.action_cards if c.action is None) == 1  # the Plague card, D-39
    # AC-10.1: three tiers, three columns
    assert [[G.board_ids[(t, c)] for c in ("left", "middle", "right")] for t in (3, 2, 1)] == [
        ["science", "engineering", "gunpowder"],
        ["education", "mathematics", "iron_working"],
        ["writing", "sailing", "mining"],
    ]


def test_a_test_can_build_an_engine_with_other_card_values():
    # AC-19.4, AC-12.7, AC-14.5, D-19, D-20: reconstructed values live in data and change there
    raw = read_raw("age_of_civ")
    next(c for c in raw["civilizations"] if c["id"] == "khmer")["population"] = 4
    engine = AgeOfCivEngine(load(raw))
    st = engine.setup(2, {}, seed=1)
    st.pool, st.pool_coins = ["khmer"], [0]
    st, _ = engine.apply(st, st.first, "take:khmer")
    assert st.workers[st.first] == 4 and E.g.civ["khmer"].population == 3
    assert not next(c for c in raw["special_technology_cards"])["verified"]


def test_unverified_values_keep_their_flags():
    # AC-12.7, D-2, D-3, D-12, D-20: reconstructions are flagged in the data file
    raw = read_raw("age_of_civ")
    assert not next(a for a in raw["actions"] if a["id"] == "research")["requirement_verified"]
    assert not next(c for c in raw["action_cards"] if c["id"] == "card_trade")["verified"]
    assert next(c for c in raw["action_cards"] if c["id"] == "card_plague")["verified"]
    assert all(not w["verified"] for w in raw["wonders"])
    assert G.action["conquest"].red and G.action["research"].spaces == 2  # AC-6.0


def test_coins_are_one_integer_and_information_is_open():
    # AC-1.3, AC-1.4, AC-19.1: coins, workers, cards, technologies and points are in every view
    st = position(coins=[11, 3, 3], techs=[["writing"], [], []], **neutral())
    for seat in (None, 0, 1):
        view = E.view(st, seat)
        assert view.players[0].coins == 11 and [c.id for c in view.players[0].technologies if c.owned] == [
            "writing"
        ]
        text = view.model_dump_json()
        hidden = set(st.deck) - {c for civs in st.civs for c in civs} - set(st.pool)
        assert view.deck_size == len(st.deck) and hidden and not any(f'"{c}"' in text for c in hidden)


def test_setup_is_random_only_through_the_seed():
    # AC-2.1 - AC-2.5, AC-19.3, D-1: same seed, same setup; scores start at 0
    a, b = E.setup(4, {}, seed=42), E.setup(4, {}, seed=42)
    assert a.model_dump_json() == b.model_dump_json() and a.points == [0] * 4
    assert E.setup(4, {}, seed=43).model_dump_json() != a.model_dump_json()


def test_all_variants_together():
    # AC-2.8, AC-2.9: any combination
    st = E.setup(4, {"innovations": "on", "winds_of_change": "on", "draft": "on"}, seed=3)
    assert len(st.tech_pool) == 5 and len(st.tokens) == 3 and len(st.packs[0]) == 7 and st.pool == []


def test_six_rounds_then_the_end():
    # AC-3.1, AC-13.1: after round 6 there is no end-of-round step
    st = position(round=6, workers=[2, 2, 2], **neutral())
    first_track = list(st.track)
    st = play(st, "end")
    assert st.finished and st.round == 6 and st.track == first_track and st.workers[0] == 2


def test_round_two_offers_birth_absorb_or_skip():
    st = position(step="civ", pool=["maya"], **neutral())
    assert set(options(st)) == {"birth", "absorb", "skip"}  # AC-4.2, AC-4.4, AC-4.5
    st = play(st, "birth")
    assert options(st) == ["take:maya"]  # AC-4.4.1


def test_when_born_ability_triggers_on_birth():
    st = position(step="civ", pool=["tiwanaku"], pool_coins=[1], coins=[0, 3, 3], **neutral())
    st = play(st, "birth", "take:tiwanaku")
    assert st.points[0] == 4 and st.coins[0] == 1  # AC-4.4.5, AC-4.5.3 (coins also on absorb)


def test_birth_order_carthage_before_iberia_before_coins():
    # AC-12.5, D-9: Iberia counts the coins on the card (3 -> 1 technology, rounded down)
    st = position(step="civ", pool=["iberia"], pool_coins=[3], coins=[0, 3, 3], **neutral())
    st = play(st, "birth", "take:iberia", "tech:writing")
    assert st.techs[0] == ["writing"] and st.coins[0] == 3 and kind(st) == "act"


def test_empty_deck_does_not_refill():
    st = position(step="civ", pool=["maya", "rome"], deck=[], **neutral())
    st = play(st, "absorb", "take:maya")
    assert st.pool == ["rome"] and st.pool_coins == [1]  # D-10


def test_actions_resolve_one_at_a_time():
    # AC-5.5, D-7: coins gained by one action pay for the next
    track = ["card_agriculture", "card_culture", *QUIET_TRACK[2:]]
    st = position(round=1, track=track, workers=[2, 0, 0], coins=[1, 3, 3], **neutral())
    assert "do:culture" not in options(st)
    st = play(st, "do:agriculture")
    assert "do:culture" in options(st)


def test_fishing_gives_a_coin():
    st = position(round=1, track=["card_fishing", *QUIET_TRACK[1:]], coins=[0, 3, 3], **neutral())
    st = play(st, "do:fishing")
    assert st.coins[0] == 1  # AC-6.8


def test_end_of_turn_abilities_in_round_six_and_in_chosen_order():
    # AC-7.3, AC-7.4, AC-12.4.4: each once, in the player's order, also in round 6
    st = position(
        round=6,
        main=["babylon", "rome", "rome"],
        civs=[["babylon"], ["rome"], ["rome"]],
        techs=[["writing"], [], []],
        wonders=[["colossus"], [], []],
        coins=[0, 3, 3],
    )
    st = play(st, "end")
    assert set(options(st)) == {"use:babylon.m0", "use:colossus.w0"}
    st = play(st, "use:colossus.w0")
    assert st.coins[0] == 1 and kind(st) == "pick_tech"  # the last one runs by itself
    st = play(st, "tech:education")
    assert st.finished and st.techs[0] == ["writing", "education"]


def test_babylon_science_at_end_of_turn_scores():
    # D-34: a technology gained by Babylon is a normal gain; Science counts future cards then
    st = position(
        round=4,
        main=["babylon", "rome", "rome"],
        civs=[["babylon"], ["rome"], ["rome"]],
        techs=[["writing", "education"], [], []],
    )
    st = play(st, "end", "use:babylon.m0", "tech:science")
    assert st.points[0] == 2


def test_arabs_private_trade_space_as_legacy():
    # AC-12.4.7, AC-6.13, D-21: Trade is not on the board in round 4, the legacy space still works
    st = position(
        round=4,
        main=["rome", "rome", "rome"],
        civs=[["rome", "arabs"], ["rome"], ["rome"]],
        absorbed=[["arabs"], [], []],
        workers=[2, 0, 0],
    )
    assert "card_trade" not in rules.window(st) and "do:trade" in options(st)


def test_cost_modifier_and_others_lose_and_strength_kinds():
    # AC-12.4, AC-12.4.3, AC-12.4.6, AC-12.4.8, D-14: a loss never goes below 0
    st = position(main=["egypt", "rome", "rome"], civs=[["egypt"], ["rome"], ["rome"]])
    assert rules.cost(G, st, 0, "wonder") == 6
    st = position(
        round=1,
        workers=[1, 0, 0],
        coins=[0, 0, 1],
        **{"main": ["scythia", "rome", "rome"], "civs": [["scythia"], ["rome"], ["rome"]]},
    )
    st = play(st, "do:conquest")
    assert st.coins == [0, 0, 0]
    assert rules.strength(G, position(**neutral()), 0) == 1


def test_scythia_others_lose_even_without_points():
    # D-25
    st = position(
        round=1,
        workers=[1, 0, 0],
        coins=[0, 5, 5],
        main=["scythia", "mongolia", "rome"],
        civs=[["scythia"], ["mongolia"], ["rome"]],
    )
    st = play(st, "do:conquest")
    assert st.points[0] == 0 and st.coins == [0, 3, 3]


def test_strength_is_recomputed():
    # AC-9.2, AC-9.3, D-11
    st = position(**neutral())
    assert rules.strength(G, st, 0) == 1
    st.techs = [["mining", "iron_working"], [], []]
    assert rules.strength(G, st, 0) == 3


def test_persia_coins_in_the_war_step_before_sacrifices():
    # D-32: strength is read before anyone sacrifices
    st = E.setup(3, {}, seed=5)
    st.main, st.civs, st.workers, st.coins = (
        ["persia", "persia", "rome"],
        [["persia"], ["persia"], ["rome"]],
        [1, 1, 1],
        [0, 0, 0],
    )
    st.track = list(WAR_TRACK)
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.coins == [1, 1, 0] and st.workers == [1, 1, 0]


def test_technology_abilities_work_from_unlocking():
    # AC-10.4, AC-10.5
    st = position(round=1, coins=[4, 3, 3], workers=[2, 0, 0], **neutral())
    st = play(st, "do:research:mining", "do:exploit")
    assert st.coins[0] == 2 + 1


def test_number_of_wonders():
    st = position(wonders=[["pyramids", "colossus"], [], []])
    assert rules.measure(G, st, 0, "wonders") == 2  # AC-11.4


def test_winner_and_tie_breaks():
    # AC-3.5, AC-13.3, AC-13.4, D-35: points, then workers, then coins, then shared
    st = position(players=4, **{"main": ["rome"] * 4, "civs": [["rome"]] * 4})
    st.points, st.workers, st.coins = [10, 10, 10, 9], [2, 3, 3, 4], [5, 1, 1, 9]
    st.finished, st.end_points = True, [0, 0, 0, 0]
    result = E.result(st)
    ranks = {s.seat: s.rank for s in result.scores}
    assert ranks == {1: 1, 2: 1, 0: 3, 3: 4} and result.winners() == [1, 2]
    assert result.scores[0].tiebreak == [2, 5] and result.label("end_of_game", "pl") == "Zdolności końca gry"


def test_end_of_game_breakdown():
    st = position(
        main=["tiwanaku", "rome", "rome"], civs=[["tiwanaku"], ["rome"], ["rome"]], points=[5, 0, 0]
    )
    st.tasks = [{"k": "game_end"}]
    E.machine.advance(st, [])
    score = E.result(st).scores[0]
    assert score.breakdown == {"during_game": 5, "end_of_game": 2} and score.score == 7


def test_innovations_bought_at_end_of_turn_and_in_solo():
    # AC-14.2, AC-14.3, AC-14.6, D-17
    st = position(
        players=1,
        options={"innovations": "on"},
        tech_pool=["innov_right_b", "innov_left_a"],
        coins=[2],
        main=["rome"],
        civs=[["rome"]],
        techs=[["writing"]],
    )
    st = play(st, "end")
    assert set(options(st)) == {"buy:innov_right_b", "done"}  # the left column is not empty
    st = play(st, "buy:innov_right_b")
    assert st.special == ["innov_right_b"] and "animal_husbandry" in rules.unlockable(G, st, 0)


def test_views_status_and_text():
    # AC-19.2: prompts in both languages; the view draws everything the renderer needs
    st = position(**neutral())
    assert "Round 2/6" in E.status_line(st).en and "Runda 2/6" in E.status_line(st).pl
    view = E.view(st, None)
    assert [c.status for c in view.track] == [
        "past",
        "window",
        "window",
        "window",
        "future",
        "future",
        "future",
        "future",
    ]
    assert view.track[4].is_next and view.players[0].stack[0].role == "main"
    en, pl = E.describe(view, "en"), E.describe(view, "pl")
    assert "Round 2/6" in en and "Ottoman Empire" in en
    assert "Runda 2/6" in pl and G.civ["ottoman_empire"].name.pl in pl
    prompt = E.prompt(st, 0)
    assert all(o.label.pl and o.label.en for o in prompt.options)


def test_draft_leftovers_and_solo_scenarios_out_of_scope():
    # D-37: cards neither dealt nor discarded are out of the game; AC-18.1, D-38: Road to Glory
    st = E.setup(2, {"draft": "on"}, seed=2)
    assert st.deck == [] and sum(len(p) for p in st.packs) == 14
    assert "road_to_glory" not in json.dumps([o.key for o in E.option_specs])


def test_first_player_direction_and_worker_cap_on_population():
    # D-31 counter-clockwise (AC-8.1); D-29 population above 4 capped
    raw = read_raw("age_of_civ")
    next(c for c in raw["civilizations"] if c["id"] == "slavs")["population"] = 6
    engine = AgeOfCivEngine(load(raw))
    st = engine.setup(2, {}, seed=1)
    st.pool, st.pool_coins = ["slavs"], [0]
    st, _ = engine.apply(st, st.first, "take:slavs")
    assert st.workers[st.first] == 4


def test_spec_open_questions_are_decisions_in_data():
    # AC-20, D-30: printed coins on civilization cards stay 0
    assert all(c.printed_bonus_coins == 0 for c in G.civilizations)
    assert G.const("rest_blocks_granted_actions") is True


def test_aksum_culture_once_per_construction():
    # D-24
    track = ["card_construction", *QUIET_TRACK[1:]]
    st = position(
        round=1,
        track=track,
        workers=[3, 0, 0],
        coins=[20, 3, 3],
        main=["aksum", "rome", "rome"],
        civs=[["aksum"], ["rome"], ["rome"]],
    )
    st = play(st, "do:construction", "yes")
    assert kind(st) == "act" and st.points[0] == 2 + 1 + 2
