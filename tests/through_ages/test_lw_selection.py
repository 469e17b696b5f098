"""How the new leaders and wonders enter a match (TA-43): expansion only, random selection, open
selection with the leader and wonder boards."""

import pytest

from engines.through_ages import flow
from engines.through_ages.modules import civil_deck
from tests.through_ages.helpers import E, G
from tests.through_ages.lw_helpers import play_with

KINDS = ("leader", "wonder")


def age_cards(st, age):
    """The civil cards of an age still to come (Age A: the row included, at setup)."""
    cards = list(st.civil_decks[age]) + ([c for c in st.row if c] if age == "A" else [])
    return cards


def selected(st, age, kind):
    return sorted(c for c in age_cards(st, age) if G.card[c].kind == kind)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_expansion_only_replaces_every_leader_and_wonder(players):
    # TA-43.1: the new cards of each age instead of the base ones; decks keep their sizes
    st = E.setup(players, {"leaders_wonders": "only"}, seed=3)
    base = E.setup(players, {}, seed=3)
    for age in ("A", "I", "II", "III"):
        assert len(age_cards(st, age)) == len(age_cards(base, age)) == len(civil_deck(G, age, players))
        for kind in KINDS:
            cards = selected(st, age, kind)
            assert cards and all(G.card[c].module == "nlw_leaders_wonders" for c in cards)
            assert len(cards) == {"leader": 6, "wonder": 4}[kind]


@pytest.mark.parametrize(("players", "leaders", "wonders"), [(2, 6, 4), (3, 7, 5), (4, 7, 5)])
def test_random_selection_draws_from_base_and_new(players, leaders, wonders):
    # TA-43.2: 6 leaders and 4 wonders per age with 2 players, 7 and 5 with 3-4 (Age A: 22 cards
    # with 3-4 players)
    seen_base = seen_new = False
    for seed in range(4):
        st = E.setup(players, {"leaders_wonders": "random"}, seed=seed)
        for age in ("A", "I", "II", "III"):
            assert len(selected(st, age, "leader")) == leaders and len(selected(st, age, "wonder")) == wonders
            modules = {G.card[c].module for c in selected(st, age, "leader") + selected(st, age, "wonder")}
            seen_base |= "base" in modules
            seen_new |= "nlw_leaders_wonders" in modules
        extra = 0 if players == 2 else 2
        assert len(age_cards(st, "A")) == len(civil_deck(G, "A", players)) + extra
        assert st.boards == {} and st.waiting == {}  # hidden until they appear (TA-43.2)
    assert seen_base and seen_new


@pytest.mark.parametrize(("players", "leaders", "wonders"), [(2, 6, 4), (3, 7, 5)])
def test_open_selection_boards(players, leaders, wonders):
    # TA-43.3: the Age I cards on the board spaces (6/4 or 7/5), Ages II and III face up beside
    # them, the Age A cards shuffled into the Age A deck and known (TA-43.4)
    st = E.setup(players, {"leaders_wonders": "open"}, seed=4)
    assert len(st.boards["leaders"]) == leaders and len(st.boards["wonders"]) == wonders
    assert sorted(st.boards["leaders"] + st.boards["wonders"]) == sorted(
        selected(st, "I", "leader") + selected(st, "I", "wonder")
    )
    assert len(st.waiting["II"]) == len(st.waiting["III"]) == leaders + wonders
    assert sorted(st.waiting["A"]) == sorted(selected(st, "A", "leader") + selected(st, "A", "wonder"))
    view = E.view(st, None)
    assert view is not None


def test_open_selection_a_replacement_card_is_exchanged_at_once():
    # TA-43.5, TA-43.7, TA-43.8: the card dealt leaves its board space and the row holds the real
    # card; the boards then show what is still in the deck; no replacement card stays anywhere
    st = E.setup(3, {"leaders_wonders": "open"}, seed=4)
    st.age, st.civil_decks = "I", {**st.civil_decks, "A": []}
    deck = st.civil_decks["I"]
    leader = next(c for c in reversed(deck) if G.card[c].kind == "leader")
    deck.remove(leader)
    deck.append(leader)  # on top
    space = st.boards["leaders"].index(leader) + 1
    st.row = [None, *st.row[1:]]
    ev = []
    flow.replenish(G, st, ev, sweep=False)
    assert leader in st.row and leader not in st.boards["leaders"]
    assert st.boards["leaders"][space - 1] is None
    assert any(f"Replacement leader {space}" in e.text.en for e in ev)


def test_open_selection_the_boards_take_the_next_age_at_the_end_of_an_age():
    # TA-43.6: at the end of Age I the Age II cards go onto the emptied boards
    st = E.setup(2, {"leaders_wonders": "open"}, seed=4)
    second = list(st.waiting["II"])
    st.age = "I"
    st.boards = {"leaders": [None] * 6, "wonders": [None] * 4}
    flow.end_age(G, st, [])
    assert st.age == "II"
    assert sorted(st.boards["leaders"] + st.boards["wonders"]) == sorted(second)
    assert "II" not in st.waiting and "III" in st.waiting


@pytest.mark.parametrize("mode", ["only", "random", "open"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_random_game_with_the_module_reaches_final_scoring(mode, players):
    # TA-43, TA-28: the module alone
    play_with(players, 300 + players, {"leaders_wonders": mode})


@pytest.mark.parametrize(
    "options",
    [
        {"leaders_wonders": "random", "balance": "on"},
        {"leaders_wonders": "open", "military": "on", "variant": "full"},
        {"leaders_wonders": "only", "balance": "on", "military": "on"},
    ],
)
def test_a_random_game_with_modules_combined(options):
    # TA-40.1, TA-43: the module combined with the others (those built)
    from engines.through_ages.modules import BUILT, MODULE_OF_OPTION

    if any(MODULE_OF_OPTION[k] not in BUILT for k in options if k in MODULE_OF_OPTION):
        pytest.skip("a module of this combination is not built on this branch")
    play_with(3, 77, options, agent="heuristic")


@pytest.mark.parametrize("players", [2, 3])
def test_all_new_cards_plus_one_base_leader_and_wonder(players):
    # TA-43.9: 7 leaders and 5 wonders per age at any player count, one of each from the base game
    st = E.setup(players, {"leaders_wonders": "plus_base"}, seed=6)
    for age in ("A", "I", "II", "III"):
        for kind, count in (("leader", 7), ("wonder", 5)):
            cards = selected(st, age, kind)
            assert len(cards) == count
            assert sum(1 for c in cards if G.card[c].module != "nlw_leaders_wonders") == 1


def test_open_selection_by_age_hides_the_later_ages():
    # TA-43.9: the open selection, but each age's cards are shown only when that age begins
    st = E.setup(3, {"leaders_wonders": "open_by_age"}, seed=4)
    view = E.view(st, None).leaders_wonders
    assert set(view.waiting) == {"A"} and view.leader_board == []  # Age I has not begun
    st.age = "I"
    st.boards = {"leaders": [None] * 7, "wonders": [None] * 5}
    flow.end_age(G, st, [])
    assert len([c for c in E.view(st, None).leaders_wonders.leader_board if c]) == 7
    assert "III" not in E.view(st, None).leaders_wonders.waiting
