"""Setup: components, pyramid layouts, wonders, starting hands and resources (GS-1, GS-4, GS-14.2)."""

from __future__ import annotations

import pytest

from engines.base import BadOptions
from engines.guns_steel import ENGINE
from engines.guns_steel.data import DATA, ERAS
from tests.guns_steel.helpers import R, current

CARDS = DATA.cards


def test_card_data_counts():
    # GS-1.1: 5 starting cards (3 Food, 2 Iron); 25 civ cards and 10 wonders per set, 7/6/5/4/3 by era
    starting = [c for c in DATA.civilization_cards if c.set == "starting"]
    assert sorted(c.resource for c in starting) == ["food", "food", "food", "iron", "iron"]
    for card_set in ("new_world", "renaissance"):
        per_era = [len(DATA.era_cards(card_set, era)) for era in ERAS]
        assert per_era == [7, 6, 5, 4, 3]
        assert len([w for w in DATA.wonders if w.set == card_set]) == 10
        # GS-1.2: a civ card's era equals its resource side
        assert all(CARDS[c].resource == era for era in ERAS for c in DATA.era_cards(card_set, era))
        # D-4: one 2-player mark per era
        assert [sum(CARDS[c].two_player_remove for c in DATA.era_cards(card_set, e)) for e in ERAS] == [1] * 5


@pytest.mark.parametrize(
    ("card_set", "players", "rows", "stacks"),
    [
        ("new_world", 3, [7, 6, 5, 4, 3], []),
        ("renaissance", 4, [7, 6, 5, 4, 3], []),
        ("new_world", 2, [6, 5, 4, 3, 2], []),  # GS-4.4 / D-4
        ("renaissance", 2, [6, 5, 4, 3, 2], []),
        ("combined", 3, [6, 5, 4, 3, 2], [8, 7, 6, 5, 4]),  # GS-14.2
        ("combined", 2, [6, 5, 4, 3, 2], [6, 5, 4, 3, 2]),  # D-8
    ],
)
def test_pyramid_layout(card_set, players, rows, stacks):
    # GS-4.5: each era dealt into its own row, tech side up
    st = ENGINE.setup(players, {"set": card_set}, 11)
    assert [len(r) for r in st.pyramid] == rows
    assert [len(s) for s in st.stacks] == stacks
    for era, row in zip(ERAS, st.pyramid, strict=True):
        assert all(CARDS[c].era == era for c in row)
    if players == 2:  # GS-4.4: every card with the 2-player icon is back in the box
        dealt = [c for row in st.pyramid for c in row] + [c for s in st.stacks for c in s]
        assert not any(CARDS[c].two_player_remove for c in dealt)


def test_combined_uses_only_renaissance_wonders():
    # GS-14.3
    for seed in range(10):
        st = ENGINE.setup(3, {"set": "combined"}, seed)
        assert all(DATA.wonder_by_id[w].set == "renaissance" for w in st.wonders)
        assert [DATA.wonder_by_id[w].era for w in st.wonders] == list(ERAS)


def test_shuffle_depends_on_seed_and_is_reproducible():
    # GS-16.4: randomness only from the stored seed
    a = ENGINE.setup(3, {"set": "new_world"}, 5)
    b = ENGINE.setup(3, {"set": "new_world"}, 5)
    c = ENGINE.setup(3, {"set": "new_world"}, 6)
    assert a.model_dump_json() == b.model_dump_json()
    assert a.pyramid != c.pyramid


def test_starting_hands_and_renaissance_extras():
    # GS-4.2: C01-C05 in every hand; GS-4.3: VP track at 0 and 5 glory markers (Renaissance)
    st = ENGINE.setup(4, {"set": "renaissance"}, 2)
    placed = [len(r) for r in st.res_up]
    for seat in range(4):
        assert sorted(st.hands[seat] + st.res_up[seat]) == ["C01", "C02", "C03", "C04", "C05"]
        assert st.track[seat] == 0 and R.glory_left(st, seat) == 5
    assert sum(placed) <= 1  # only the first starting-resource seat may have decided (none yet)


@pytest.mark.parametrize(("players", "numbers"), [(2, [2]), (3, [3]), (4, [3, 4])])
def test_starting_resources_by_seat(players, numbers):
    # GS-4.7: the listed seats (counted from the start player) place one card resource side up
    st = ENGINE.setup(players, {"set": "new_world"}, 3)
    expected = [(st.start_seat + n - 1) % players for n in numbers]
    seen = []
    while st.turn == 0:
        (seat,) = ENGINE.to_act(st)
        assert current(st)["k"] == "start_res"
        seen.append(seat)
        st, _ = ENGINE.apply(st, seat, "res:C04")
        assert "C04" in st.res_up[seat]
    assert seen == expected
    assert st.active == st.start_seat and st.turn == 1  # GS-5.1: the start player begins


def test_start_player_is_random():
    # GS-4.7: random start player
    starts = {ENGINE.setup(3, {"set": "new_world"}, seed).start_seat for seed in range(30)}
    assert starts == {0, 1, 2}


def test_bad_options_and_player_counts():
    # GS-4.1: 2-4 players; the set option
    with pytest.raises(BadOptions):
        ENGINE.setup(5, {"set": "new_world"}, 1)
    with pytest.raises(BadOptions):
        ENGINE.setup(3, {"set": "ancient"}, 1)
    with pytest.raises(BadOptions):
        ENGINE.setup(3, {"mode": "x"}, 1)
    assert ENGINE.validate_options({}) == {"set": "new_world"}
    assert ENGINE.player_range({"set": "combined"}) == (2, 4)
