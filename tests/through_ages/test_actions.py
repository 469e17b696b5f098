"""The Action Phase: civil and military actions (TA-7.3, TA-15 to TA-21)."""

import pytest

from engines.base import IllegalAction, NotYourTurn
from engines.through_ages import actions, board
from tests.through_ages.helpers import E, G, act, position, put


def legal(st, seat=0):
    return E.legal_actions(st, seat)


def test_taking_a_card_costs_its_space():
    # TA-6.1, TA-15.2: spaces 1-5 cost 1, 6-9 cost 2, 10-13 cost 3
    st = position()
    st, _ = act(st, "take:1", "take:13")
    assert st.civil_spent[0] == 4
    assert st.hand[0] == ["civil-A-action-stockpile", "civil-I-irrigation"]
    assert st.row[0] is None and st.row[12] is None  # TA-6.5: gaps stay until the next replenish


def test_the_civil_hand_limit_blocks_taking():
    # TA-15.2, TA-25.4: hand size may not reach the civil action total
    st = position(hand=[["civil-I-action-reserves"] * 4, [], []])
    # wonders never go to hand (TA-15.3), so only they may still be taken
    assert {a for a in legal(st) if a.startswith("take:")} == {"take:4", "take:10"}


def test_no_second_copy_of_a_technology():
    # TA-15.2, TA-18.2
    st = position(hand=[["civil-I-iron"], [], []])
    assert "take:3" not in legal(st)
    st = position()
    st.techs[0] = [*st.techs[0], "civil-I-alchemy"]
    assert "take:5" not in legal(st)


def test_one_leader_per_age():
    # TA-15.2, TA-20.3: even if that leader has left play
    st = position(leaders_taken=[["A"], [], []])
    assert "take:2" not in legal(st) and "take:12" not in legal(st)


def test_taking_a_wonder_costs_one_more_per_completed_wonder():
    # TA-15.3: the wonder goes straight into play, unfinished
    st = position(wonders=[["civil-A-hanging-gardens"], [], []])
    st, _ = act(st, "take:4")
    assert st.civil_spent[0] == 2 and st.wonder[0] == "civil-A-pyramids" and st.hand[0] == []
    assert "take:10" not in legal(st)  # only one unfinished wonder


def test_increase_population():
    # TA-15.4, TA-4.9
    st = position()
    put(st, 0, stored={"board-A-agriculture": 3})
    st, _ = act(st, "pop")
    assert (st.yellow[0], st.idle[0], board.stock(G, st, 0, "food"), st.civil_spent[0]) == (17, 2, 1, 1)


def test_population_needs_the_food():
    # TA-15.1: an action needs all of its costs
    st = position()
    put(st, 0, stored={"board-A-agriculture": 1})
    assert "pop" not in legal(st)


def test_build_and_the_urban_limit():
    # TA-15.5, TA-19.2: Despotism allows 2 buildings of each urban type
    st = position()
    put(
        st,
        0,
        stored={"board-A-bronze": 6},
        workers={"board-A-agriculture": 2, "board-A-bronze": 2, "board-A-philosophy": 2},
    )
    assert "build:board-A-philosophy" not in legal(st)
    st, _ = act(st, "build:board-A-religion")
    assert st.workers[0]["board-A-religion"] == 1 and st.idle[0] == 0
    assert board.stock(G, st, 0, "resources") == 3


def test_upgrade_pays_the_difference():
    # TA-15.6
    st = position()
    st.techs[0] = [*st.techs[0], "civil-I-iron"]
    put(st, 0, stored={"board-A-bronze": 3})
    st, _ = act(st, "up:board-A-bronze:civil-I-iron")
    assert st.workers[0]["civil-I-iron"] == 1 and st.workers[0]["board-A-bronze"] == 1
    assert board.stock(G, st, 0, "resources") == 0 and st.civil_spent[0] == 1


def test_destroy_returns_the_worker():
    # TA-15.7
    st = position()
    st, _ = act(st, "destroy:board-A-philosophy")
    assert "board-A-philosophy" not in st.workers[0] and st.idle[0] == 2 and st.civil_spent[0] == 1


def test_develop_a_technology_with_science():
    # TA-15.10
    st = position(hand=[["civil-I-alchemy"], [], []], science=[4, 0, 0])
    st, _ = act(st, "dev:civil-I-alchemy")
    assert "civil-I-alchemy" in st.techs[0] and st.science[0] == 0 and st.civil_spent[0] == 1


def test_a_newer_special_technology_replaces_the_older():
    # TA-18.4
    st = position(hand=[["civil-II-architecture"], [], []], science=[9, 0, 0])
    st.techs[0] = [*st.techs[0], "civil-I-masonry"]
    st, _ = act(st, "dev:civil-II-architecture")
    assert "civil-I-masonry" not in st.techs[0] and "civil-II-architecture" in st.techs[0]


def test_peaceful_change_of_government():
    # TA-19.3: the higher cost; new actions are available at once
    st = position(hand=[["civil-I-monarchy"], [], []], science=[8, 0, 0])
    st, _ = act(st, "dev:civil-I-monarchy")
    assert st.government[0] == "civil-I-monarchy" and st.science[0] == 0
    assert board.civil_left(G, st, 0) == 4 and board.military_left(G, st, 0) == 3


def test_revolution_spends_every_civil_action():
    # TA-15.11, TA-19.4: only with no civil action spent; the lower cost; all civil actions used
    st = position(hand=[["civil-I-monarchy"], [], []], science=[2, 0, 0])
    assert "rev:civil-I-monarchy" in legal(st)
    st, _ = act(st, "rev:civil-I-monarchy")
    assert st.government[0] == "civil-I-monarchy" and st.science[0] == 0
    assert board.civil_left(G, st, 0) == 0 and board.military_left(G, st, 0) == 3
    st = position(hand=[["civil-I-monarchy"], [], []], science=[2, 0, 0], civil_spent=[1, 0, 0])
    assert "rev:civil-I-monarchy" not in legal(st)


def test_replacing_a_leader_refunds_a_civil_action():
    # TA-15.8, TA-20.1, TA-20.2
    st = position(hand=[["civil-A-moses"], [], []], leader=["civil-A-homer", None, None])
    st, _ = act(st, "leader:civil-A-moses")
    assert st.leader[0] == "civil-A-moses" and st.civil_spent[0] == 0


def test_wonder_stages_and_completion():
    # TA-15.9, TA-21.2, TA-21.3: stage tokens leave the blue bank until the wonder is complete
    st = position(wonder=["civil-A-colossus", None, None])
    put(st, 0, stored={"board-A-bronze": 6})
    st, _ = act(st, "stage:1")
    assert st.wonder_stages[0] == 1 and st.blue[0] == 12 and board.stock(G, st, 0, "resources") == 3
    st, _ = act(st, "stage:1")
    assert st.wonder[0] is None and st.wonders[0] == ["civil-A-colossus"] and st.blue[0] == 16
    assert board.strength_rating(G, st, 0) == 3


def test_construction_builds_several_stages_in_one_action():
    # TA-18.7
    st = position(wonder=["civil-A-pyramids", None, None])
    st.techs[0] = [*st.techs[0], "civil-I-masonry"]
    put(st, 0, stored={"board-A-bronze": 6})
    assert "stage:2" in legal(st) and "stage:3" not in legal(st)
    st, _ = act(st, "stage:2")
    assert st.wonder_stages[0] == 2 and st.civil_spent[0] == 1


def test_action_cards_wait_a_turn():
    # TA-15.12, TA-17.1
    st = position()
    st, _ = act(st, "take:1")
    assert "play:civil-A-action-stockpile" not in legal(st)
    st.taken_now = []
    st, _ = act(st, "play:civil-A-action-stockpile")
    assert board.stock(G, st, 0, "food") == 1 and board.stock(G, st, 0, "resources") == 1
    assert st.hand[0] == [] and st.civil_spent[0] == 2


def test_two_copies_of_an_action_card_are_one_option_until_one_is_played():
    # TA-17.1: one "play" option per card, however many copies the hand holds
    st = position(hand=[["civil-A-action-stockpile", "civil-A-action-stockpile"], [], []])
    assert legal(st).count("play:civil-A-action-stockpile") == 1
    labels = [o.label.en for o in E.prompt(st, 0).options if o.id == "play:civil-A-action-stockpile"]
    assert len(labels) == 1
    st, _ = act(st, "play:civil-A-action-stockpile")
    assert st.hand[0] == ["civil-A-action-stockpile"]
    assert legal(st).count("play:civil-A-action-stockpile") == 1


def test_military_actions_build_and_disband_units():
    # TA-16.1, TA-16.3, TA-1.7
    st = position()
    put(st, 0, stored={"board-A-bronze": 2})
    st, _ = act(st, "build:board-A-warriors", "disband:board-A-warriors")
    assert st.military_spent[0] == 2 and st.civil_spent[0] == 0 and st.idle[0] == 1


def test_tactics_are_played_from_the_secret_hand_once_per_turn():
    # TA-16.4, TA-16.6, TA-22.2
    st = position(military_hand=[["mil-I-legion@1", "mil-I-phalanx@1"], [], []])
    st, _ = act(st, "tactic")
    prompt = E.prompt(st, 0)
    assert prompt.private and set(prompt.option_ids()) == {
        "tactic:mil-I-legion@1",
        "tactic:mil-I-phalanx@1",
        "back",
    }
    st, _ = act(st, "tactic:mil-I-legion@1")
    assert st.tactic[0] == "mil-I-legion@1" and st.own_tactic[0] == "mil-I-legion@1"
    assert "tactic" not in legal(st)


def test_the_public_tactic_button_does_not_tell_whether_the_hand_holds_a_tactic():
    # TA-25.1: the military hand is secret, so the public action prompt offers "tactic" for any
    # non-empty hand; a hand without a tactic only offers "back" in the private step
    st = position(military_hand=[["mil-I-pestilence@1"], [], []])
    assert "tactic" in legal(st)
    st, _ = act(st, "tactic")
    assert E.prompt(st, 0).private and E.prompt(st, 0).option_ids() == ["back"]
    st, _ = act(st, "back")
    assert "tactic" in legal(st) and st.tactic[0] is None


def test_copying_a_common_tactic_costs_two_military_actions():
    # TA-16.5
    st = position(common_tactics=["mil-I-legion@1"])
    st, _ = act(st, "copy:mil-I-legion@1")
    assert st.tactic[0] == "mil-I-legion@1" and st.military_spent[0] == 2


def test_first_round_only_takes_cards_with_k_actions():
    # TA-7.1, TA-7.2, TA-7.4, TA-7.3: the k-th player has k civil actions and may only take cards
    st = E.setup(3, {}, seed=3)
    assert st.round == 1
    first = st.current
    assert all(a.startswith("take:") or a == "done" for a in legal(st, first))
    assert not any(
        a.startswith("take:1") and len(a) == 7 for a in legal(st, first) if a in ("take:10", "take:11")
    )
    st, _ = act(st, "done", seat=first)
    second = st.current
    assert second == (first + 1) % 3 and st.round == 1
    assert "take:6" in legal(st, second)  # 2 actions: space 6 costs 2


def test_out_of_turn_and_illegal_moves_are_refused():
    st = position()
    with pytest.raises(NotYourTurn):
        E.apply(st, 1, "done")
    for bad in ("take:99", "build:civil-I-iron", "fly", "", "take:1:2"):
        with pytest.raises(IllegalAction):
            E.apply(st, 0, bad)


def test_take_cost_of_a_leader_with_hammurabi():
    # Hammurabi: a leader costs 1 civil action less
    st = position(leader=["civil-A-hammurabi", None, None])
    assert actions.take_cost(G, st, 0, 11) == 2
