"""The selections the players make themselves (TA-43.9): the draft and the chosen-together
variant (lw_draft.py)."""

import pytest

from engines.base import encode_multi
from engines.through_ages import lw_setup
from tests.through_ages.helpers import E, G, act


def kinds(cards):
    return sorted(G.card[c].kind for c in cards)


@pytest.mark.parametrize("players", [2, 4])
def test_draft_deals_three_leaders_and_two_wonders_of_every_age(players):
    # TA-43.9: each player is dealt 2 wonders and 3 leaders of every age, no card twice; the row
    # waits for the picks
    st = E.setup(players, {"leaders_wonders": "draft"}, seed=3)
    dealt = [c for hand in st.draft_hands for cards in hand.values() for c in cards]
    assert len(dealt) == len(set(dealt)) == players * 4 * 5
    for hand in st.draft_hands:
        assert sorted(hand) == ["A", "I", "II", "III"]
        for age, cards in hand.items():
            assert kinds(cards) == ["leader"] * 3 + ["wonder"] * 2
            assert all(G.card[c].age == age for c in cards)
    assert E.to_act(st) == set(range(players)) and st.row == [None] * 13
    assert not any(G.card[c].kind in ("leader", "wonder") for d in st.civil_decks.values() for c in d)


def test_draft_pick_is_simultaneous_and_private_and_the_kept_cards_are_in_the_selection():
    # TA-43.9: each keeps 1 leader and 1 wonder of the age; the rest of the selection is random
    st = E.setup(3, {"leaders_wonders": "draft"}, seed=3)
    prompt = E.prompt(st, 0)
    assert prompt.private and len(prompt.options) == 6  # 3 leaders x 2 wonders
    mine = st.draft_hands[0]["A"]
    public = E.view(st, None).model_dump_json()
    assert not any(c in public for c in mine)  # the dealt cards are hidden from the table
    assert all(c not in E.view(st, 1).model_dump_json() for c in mine)
    assert {f.id for f in E.private_part(st, 0).draft} == {
        c for cards in st.draft_hands[0].values() for c in cards
    }
    kept = {}
    for seat in range(3):
        action = E.legal_actions(st, seat)[0]
        kept[seat] = action.split(":")[1:]
        st, _ = act(st, action, seat=seat)
    assert st.tasks[-1]["k"] == "lw_draft" and st.tasks[-1]["age"] == "I"
    deck = st.civil_decks["A"]
    assert all(c in deck for cards in kept.values() for c in cards)
    chosen = [c for c in deck if G.card[c].kind in ("leader", "wonder")]
    assert kinds(chosen) == ["leader"] * lw_setup.per_age("leader", 3) + ["wonder"] * lw_setup.per_age(
        "wonder", 3
    )
    assert "A" not in st.draft_hands[0]


def test_draft_deals_the_row_after_the_last_age():
    # TA-43.9, TA-5.4: the first card row is dealt once every age is picked
    st = E.setup(2, {"leaders_wonders": "draft"}, seed=5)
    for _ in range(4):
        for seat in (0, 1):
            st, ev = act(st, E.legal_actions(st, seat)[-1], seat=seat)
    assert all(st.row) and not st.pools and st.draft_hands == [{}, {}]
    assert any("card row" in e.text.en for e in ev)
    assert E.machine.current(st)["k"] in ("politics", "act")


def test_chosen_together_the_most_marked_cards_are_selected_and_announced():
    # TA-43.9 (players choose together, reading of NOTES.md): everyone marks cards at once; the
    # most marked are selected, ties at random; the selection is told to everybody
    st = E.setup(2, {"leaders_wonders": "together"}, seed=8)
    task = st.tasks[-1]
    assert task["k"] == "lw_vote" and task["age"] == "A" and task["kind"] == "leader"
    ids = E.legal_actions(st, 0)
    assert len(ids) == 12 and E.prompt(st, 0).kind == "multi"
    names = [E.prompt(st, 0).options[i].label.en for i in range(12)]
    st, _ = act(st, encode_multi(ids[:6]), seat=0)
    assert E.to_act(st) == {1}
    st, ev = act(st, encode_multi(ids[:3]), seat=1)
    chosen = [c for c in st.civil_decks["A"] if G.card[c].kind == "leader"]
    assert sorted(G.card[c].name for c in chosen) == sorted(names[:6])  # 6 leaders with 2 players
    told = [e for e in ev if e.seats is None and "Age A" in e.text.en]
    assert told and all(n in told[0].text.en for n in names[:6])
    assert st.tasks[-1]["kind"] == "wonder"


def test_the_new_variants_are_match_options():
    # TA-43.9: table settings; refused values stay refused
    spec = next(s for s in E.option_specs if s.key == "leaders_wonders")
    assert {"draft", "together"} <= set(spec.choices)


def test_status_line_while_everyone_picks():
    # TA-43.9: the simultaneous picks name no single seat
    st = E.setup(3, {"leaders_wonders": "draft"}, seed=3)
    assert "everyone: draft" in E.status_line(st).en


def test_the_private_picture_shows_the_draft_hand():
    # TA-43.9: the dealt cards are drawn for their seat only
    from render import through_ages

    st = E.setup(3, {"leaders_wonders": "draft"}, seed=3)
    taller = through_ages.private(E.view(st, 0), "en").height
    done = E.setup(3, {"leaders_wonders": "only"}, seed=3)
    assert taller > through_ages.private(E.view(done, 0), "en").height + 500
    assert through_ages.private(E.view(st, None), "en") is None
