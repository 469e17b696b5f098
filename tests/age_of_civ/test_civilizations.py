"""Every civilization's main ability (AC-12.6) and the rulebook's worked examples."""

from __future__ import annotations

from engines.age_of_civ import rules
from tests.age_of_civ.helpers import QUIET_TRACK, WAR_TRACK, E, G, kind, options, play, position


def with_main(civ: str, others=("ottoman_empire", "byzantium"), **fields):
    main = [civ, *others]
    return {"main": main, "civs": [[c] for c in main], **fields}


def birth(civ: str, coins_on_card: int = 0, round: int = 2, **fields):
    st = position(
        step="civ" if round > 1 else "birth",
        round=round,
        pool=[civ, "rome"],
        pool_coins=[coins_on_card, 0],
        deck=["inca"],
        **fields,
    )
    if round > 1:
        st = play(st, "birth")
    return play(st, f"take:{civ}")


def test_tiwanaku_in_round_one_gains_five_points():
    st = birth("tiwanaku", round=1)  # AC-12.6.24, AC-8.5
    assert st.points[0] == 5


def test_iberia_with_five_bonus_coins_gains_two_technologies():
    # AC-12.6.11: 5 coins -> 2 technologies, one after another; the coins are taken too
    st = birth("iberia", coins_on_card=5, coins=[0, 3, 3])
    assert kind(st) == "pick_tech" and set(options(st)) == {"tech:writing", "tech:sailing", "tech:mining"}
    st = play(st, "tech:writing")
    assert "tech:education" in options(st)  # prerequisites apply to each in turn
    st = play(st, "tech:education")
    assert st.techs[0] == ["writing", "education"] and st.coins[0] == 5 and st.points[0] == 0


def test_carthage_triples_bonus_coins_only_when_born():
    st = birth("carthage", coins_on_card=2, coins=[0, 3, 3])
    assert st.coins[0] == 6  # AC-12.6.14
    st = position(
        step="civ",
        pool=["carthage"],
        pool_coins=[2],
        coins=[0, 3, 3],
        **{k: v for k, v in with_main("rome").items()},
    )
    st = play(st, "absorb", "take:carthage")
    assert st.coins[0] == 2


def test_persia_at_war_gains_a_coin_per_two_strength():
    # AC-12.6.18: strength 7 -> 3 coins, in every war, whoever is weakest
    st = E.setup(3, {}, seed=5)
    st.main, st.civs = ["persia", "rome", "china"], [["persia", "franks", "mongolia"], ["rome"], ["china"]]
    st.absorbed = [["franks", "mongolia"], [], []]
    st.techs = [["mining", "iron_working"], [], []]
    st.coins = [0, 0, 0]
    assert (
        rules.strength(G, st, 0) == 2 + 1 + 1 + 2
    )  # Persia 1+1, Franks legacy 1, Mongolia legacy 1, Iron Working 2
    st.techs = [["mining", "iron_working", "sailing"], [], []]
    assert rules.strength(G, st, 0) == 7
    st.track = list(WAR_TRACK)
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.coins[0] == 3


def test_vikings_block_trade_for_everyone_else_including_private_spaces():
    # AC-12.6.25, D-26; Arabs' legacy Trade space (D-21)
    fields = with_main("arabs", others=("vikings", "byzantium"), workers=[4, 4, 4], track=QUIET_TRACK)
    st = position(**fields)
    assert not any(o.startswith("do:trade") for o in options(st))
    st = position(seat=1, **fields)
    assert "do:trade" in options(st)  # the Vikings themselves may trade
    fields["main"] = ["arabs", "rome", "byzantium"]
    st = position(**fields)
    assert "do:trade" in options(st)
    st = play(st, "do:trade")
    assert "do:trade" in options(st)  # board space + Arabs' private space


def test_aksum_construction_extra_point_and_optional_culture():
    # AC-12.6.1, AC-6.12: no worker, pay 4, Culture card need not be available
    track = [
        "card_construction",
        "card_hunting",
        "card_fishing",
        "card_agriculture",
        "card_conquest",
        "card_plague",
        "card_culture",
        "card_trade",
    ]
    st = position(round=1, track=track, workers=[3, 0, 0], coins=[6, 3, 3], **with_main("aksum"))
    st = play(st, "do:construction")
    assert kind(st) == "granted" and st.points[0] == 3
    st = play(st, "yes")
    assert st.points[0] == 5 and st.coins[0] == 0 and st.placed == 2


def test_arabs_coin_per_two_technologies_at_end_of_turn():
    st = position(techs=[["writing", "sailing", "mining"], [], []], coins=[0, 3, 3], **with_main("arabs"))
    st = play(st, "end")
    assert st.coins[0] == 1  # AC-12.6.2, AC-7.3


def test_aztecs_wonder_costs_one_and_two_workers_both_sacrificed():
    st = position(workers=[3, 0, 0], coins=[1, 3, 3], wonder_pool=["pyramids"], **with_main("aztecs"))
    assert "do:wonder" in options(st)
    st = play(st, "do:wonder")
    assert st.coins[0] == 0 and st.placed == 2 and st.doomed == 2  # AC-12.6.3
    st = position(workers=[1, 0, 0], coins=[9, 3, 3], **with_main("aztecs"))
    assert "do:wonder" not in options(st)  # the second worker is mandatory


def test_babylon_gains_a_technology_at_end_of_turn_without_research_point():
    st = position(**with_main("babylon"))
    st = play(st, "end")
    assert kind(st) == "pick_tech"
    st = play(st, "tech:mining")
    assert st.techs[0] == ["mining"] and st.points[0] == 0  # AC-12.6.4, AC-10.3


def test_byzantium_culture_cheaper_only_with_the_most_strength():
    fields = with_main(
        "byzantium", others=("rome", "china"), track=["card_culture", *QUIET_TRACK[1:]], round=1
    )
    st = position(**fields)
    assert rules.cost(G, st, 0, "culture") == 3  # AC-12.6.5 (Byzantium 2 strength vs 0)
    fields["main"] = ["byzantium", "mongolia", "china"]
    fields["civs"] = [["byzantium"], ["mongolia"], ["china"]]
    st = position(**fields)
    assert rules.cost(G, st, 0, "culture") == 4


def test_britain_point_per_seven_coins():
    st = position(coins=[15, 3, 3], **with_main("britain"))
    st = play(st, "end")
    assert st.points[0] == 2  # AC-12.6.6, D-41


def test_china_agriculture_worker_can_be_used_at_once():
    # AC-12.6.7: workers placed this turn still count; a red worker is not regained
    track = [
        "card_agriculture",
        "card_hunting",
        "card_fishing",
        "card_construction",
        "card_conquest",
        "card_plague",
        "card_culture",
        "card_trade",
    ]
    st = position(round=1, track=track, workers=[1, 0, 0], coins=[0, 3, 3], **with_main("china"))
    st = play(st, "do:agriculture")
    assert st.workers[0] == 2 and st.coins[0] == 3 + 1  # legacy: +1 coin
    assert "do:hunting" in options(st)
    st = position(round=1, track=track, workers=[4, 0, 0], coins=[0, 3, 3], **with_main("china"))
    st = play(st, "do:agriculture")
    assert st.workers[0] == 4


def test_phoenicia_puts_two_coins_on_a_pool_card_for_two_points():
    st = position(coins=[3, 3, 3], pool=["rome", "maya"], pool_coins=[0, 1], **with_main("phoenicia"))
    st = play(st, "end")
    assert kind(st) in ("end_turn", "phoenicia")
    if kind(st) == "end_turn":
        st = play(st, options(st)[0])
    st = play(st, "coins:maya")
    assert st.coins[0] == 1 and st.points[0] == 2 and st.pool_coins == [0, 3]  # AC-12.6.8, AC-4.7


def test_phoenicia_may_decline():
    st = position(coins=[3, 3, 3], pool=["rome"], **with_main("phoenicia"))
    st = play(st, "end")
    assert "done" in options(st)
    st = play(st, "done")
    assert st.coins[0] == 3 and st.points[0] == 0  # AC-7.3 "you may"


def test_harappa_main_and_legacy():
    st = position(**with_main("harappa"))
    assert rules.cost(G, st, 0, "research", "sailing") == 3  # AC-12.6.9 main
    assert rules.cost(G, st, 0, "research", "education") == 4
    assert rules.cost(G, st, 0, "culture") == 3  # legacy
    assert rules.cost(G, st, 0, "culture", via="education") == 4  # not through Education


def test_hittites_iron_working_free_and_extra_strength():
    st = position(techs=[["mining"], [], []], coins=[0, 3, 3], **with_main("hittites"))
    assert rules.cost(G, st, 0, "research", "iron_working") == 0  # AC-12.6.10
    assert "do:research:iron_working" in options(st)
    assert rules.strength(G, st, 0) == 1 + 1  # +1 ability, 1 legacy symbol


def test_ottoman_science_and_gunpowder_three_less():
    st = position(**with_main("ottoman_empire"))
    assert rules.cost(G, st, 0, "research", "science") == 1  # AC-12.6.12
    assert rules.cost(G, st, 0, "research", "gunpowder") == 1
    assert rules.cost(G, st, 0, "research", "writing") == 4


def test_inca_takes_a_wonder_when_born_without_points():
    st = birth("inca", wonder_pool=["pyramids", "colossus"])
    assert kind(st) == "pick_wonder"
    st = play(st, "wonder:pyramids")
    assert st.wonders[0] == ["pyramids"] and st.points[0] == 0  # AC-12.6.13


def test_kongo_rest_bonus():
    st = position(coins=[0, 3, 3], workers=[2, 0, 0], **with_main("kongo"))
    st = play(st, "rest")
    assert st.coins[0] == 2 + 1 + 1 and st.points[0] == 2 and st.workers[0] == 3  # AC-12.6.15 (+ legacy coin)


def test_korea_two_more_points_for_writing_education_sailing():
    st = position(coins=[4, 3, 3], workers=[1, 0, 0], **with_main("korea"))
    st = play(st, "do:research:writing")
    assert st.points[0] == 3  # AC-12.6.16
    st = position(coins=[4, 3, 3], workers=[1, 0, 0], **with_main("korea"))
    st = play(st, "do:research:mining")
    assert st.points[0] == 1


def test_maya_uses_future_cards_not_past_ones():
    # AC-12.6.17, D-27
    track = [
        "card_fishing",
        "card_trade",
        "card_hunting",
        "card_agriculture",
        "card_construction",
        "card_culture",
        "card_plague",
        "card_conquest",
    ]
    st = position(round=2, track=track, workers=[4, 0, 0], coins=[10, 3, 3], **with_main("maya"))
    acts = {o.split(":")[1] for o in options(st) if o.startswith("do:")}
    assert {"construction", "culture", "conquest", "agriculture"} <= acts and "fishing" not in acts
    st = play(st, "do:agriculture")
    assert st.coins[0] == 10 + 3 + 1


def test_polynesia_exempt_from_war_and_fishing_bonus():
    st = E.setup(3, {}, seed=5)
    st.main, st.civs, st.workers = (
        ["polynesia", "rome", "china"],
        [["polynesia"], ["rome"], ["china"]],
        [2, 2, 2],
    )
    st.track = list(WAR_TRACK)
    st.tasks = [{"k": "round_end"}]
    E.machine.advance(st, [])
    assert st.workers == [2, 1, 1]  # AC-12.6.19 (a): tied others still sacrifice
    track = ["card_fishing", *[c for c in QUIET_TRACK if c != "card_fishing"]]
    st = position(round=1, track=track, coins=[0, 3, 3], **with_main("polynesia"))
    st = play(st, "do:fishing")
    assert st.coins[0] == 3  # 1 + main 1 + legacy 1


def test_rome_strength_per_two_technologies():
    st = position(techs=[["writing", "education", "mining"], [], []], **with_main("rome"))
    assert rules.strength(G, st, 0) == 1  # AC-12.6.20


def test_scythia_conquest_workers_return_and_others_lose_two_coins():
    st = position(
        round=1, workers=[2, 0, 0], coins=[0, 1, 5], **with_main("scythia", others=("rome", "china"))
    )
    st = play(st, "do:conquest")
    assert st.coins == [0, 0, 3] and st.doomed == 0 and st.points[0] == 2 + 1  # AC-12.6.21 (+ legacy point)


def test_slavs_coin_with_the_most_strength():
    st = position(coins=[0, 3, 3], **with_main("slavs", others=("rome", "china")))
    st = play(st, "end")
    assert st.coins[0] == 1  # AC-12.6.22
    st = position(coins=[0, 3, 3], **with_main("slavs", others=("mongolia", "china")))
    st = play(st, "end")
    assert st.coins[0] == 0


def test_sumerians_research_writing_for_free():
    st = position(coins=[0, 3, 3], **with_main("sumerians"))
    assert {"do:research:writing", "do:research:sailing"} <= set(options(st))  # AC-12.6.23
    assert "do:research:mining" not in options(st)


def test_india_and_franks_private_spaces():
    # AC-12.6.26, AC-12.6.27, AC-6.13: extra space usable once per turn, card need not be available
    st = position(workers=[4, 0, 0], coins=[10, 3, 3], **with_main("india"))
    assert "do:culture" in options(st)
    st = play(st, "do:culture")
    assert "do:culture" not in options(st) and st.points[0] == 2 and st.coins[0] == 10 - 3  # legacy -1
    st = position(round=4, workers=[4, 0, 0], **with_main("franks", others=("rome", "china")))
    st = play(st, "do:conquest")
    assert "do:conquest" not in options(st) and st.points[0] == 2


def test_lydia_four_coins_and_one_for_each_other_player():
    st = birth("lydia", coins=[0, 0, 0])
    assert st.coins == [4, 1, 1]  # AC-12.6.28, D-22


def test_khmer_when_born_points_per_wonder():
    st = birth("khmer", wonders=[["pyramids", "colossus"], [], []])
    assert st.points[0] == 4  # AC-12.6.29 placeholder, D-33


def test_egypt_points_per_two_wonders_at_end_of_turn():
    st = position(wonders=[["pyramids", "colossus"], [], []], **with_main("egypt"))
    st = play(st, "end")
    while kind(st) == "end_turn":
        st = play(st, options(st)[0])
    assert st.points[0] == 1  # AC-12.6.30 placeholder, D-33


def test_italy_and_celts_and_mongolia_and_germania_placeholders():
    assert birth("italy").points[0] == 2  # AC-12.6.32, D-36
    st = position(round=1, track=["card_hunting", *QUIET_TRACK[1:]], coins=[0, 3, 3], **with_main("celts"))
    st = play(st, "do:hunting")
    assert st.points[0] == 2  # AC-12.6.31: 1 Hunting point (no technology) + 1
    st = position(
        round=1, workers=[1, 0, 0], coins=[0, 2, 2], **with_main("mongolia", others=("rome", "china"))
    )
    st = play(st, "do:conquest")
    assert st.coins == [0, 1, 1]
    st = position(coins=[0, 2, 2], **with_main("germania", others=("rome", "china")))
    st = play(st, "end")
    assert st.coins == [0, 1, 1]


def test_main_ability_stops_when_the_civilization_falls():
    # AC-12.2, AC-12.3, D-11: a fallen card counts only its legacy strength
    st = position(main=["rome", "mongolia", "china"], civs=[["mongolia", "rome"], [], ["china"]])
    st.main[1] = None
    assert rules.strength(G, st, 0) == 1  # Mongolia legacy 1, main 2 no longer counts
