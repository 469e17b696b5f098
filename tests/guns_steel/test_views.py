"""Views, prompts, texts and agents: the parts the host and the renderer rely on (GS-16)."""

from __future__ import annotations

import copy
import json

import pytest

from engines.base import MAX_ACTION_LEN, IllegalAction
from engines.guns_steel import ENGINE, GunsSteelEngine
from engines.guns_steel.data import load, read_raw
from engines.guns_steel.describe import affordable
from engines.guns_steel.view import GSPrivate, GSView
from tests.guns_steel.helpers import R, current, legal, play, scenario


def test_hands_only_in_their_owners_view():
    # GS-16.2: hand contents go to their owner only; everyone sees hand sizes
    st = scenario(3, hands={0: ["C01", "C19"], 1: ["C29", "C02"]})
    public = ENGINE.view(st, None)
    assert public.hand is None and public.private_part() is None
    assert [p.hand_size for p in public.seats] == [2, 2, 0]
    mine = ENGINE.view(st, 1)
    assert [c.id for c in mine.hand] == ["C29", "C02"]
    assert isinstance(mine.private_part(), GSPrivate) and mine.private_part().seat == 1
    for viewer in (None, 0, 2):
        text = ENGINE.view(st, viewer).model_dump_json()
        assert '"C29"' not in text  # a pyramid card in seat 2's hand is nowhere else


def test_research_stacks_show_only_the_top():
    # GS-4.8 / D-21: top card and size are public, the order below is not
    st = scenario(3, "combined", hands={0: ["C01", "C02"]})
    view = ENGINE.view(st, None)
    text = view.model_dump_json().replace('"matches_card":"', '"matches_card":"picture of ')
    for row, stack in zip(view.rows, st.stacks, strict=True):
        assert row.research.size == len(stack) and row.research.top.id == stack[-1]
        for hidden in stack[:-1]:
            assert f'"{hidden}"' not in text


def test_public_view_model():
    # GS-4.8: pyramid with connections, wonders with markers, tableaux, VP, strength, temporary pool
    st = scenario(
        3,
        "renaissance",
        hands={0: ["C04", "C08", "C01"]},
        res_up={1: ["C31"]},
        tech_up={1: ["C36"]},
        wonders=["W11", "W13", "W15", "W17", "W19"],
        glory={"W17": [0, 2, 0]},
        track={1: 4},
    )
    st, _ = play(st, 0, "res:C04", "tech:C08")
    view = ENGINE.view(st, 0)
    assert isinstance(view, GSView) and view.game == "guns_steel" and view.set_name == "renaissance"
    assert view.phase == "purchase" and view.active_seat == 0 and view.to_act == [0]
    space = view.rows[4]
    # GS-9.3: 14 cards below a Space corner card, less the Horse cards now in seat 2's tableau
    assert space.era == "space" and space.slots[0].surcharge == len(space.slots[0].connected) >= 12
    assert view.rows[3].wonder.id == "W17" and view.rows[3].glory_markers == [0, 2, 0]
    p1 = view.seats[1]
    assert p1.strength == 2 and p1.vp_track == 4 and p1.glory_markers_left == 3
    assert p1.resources["horse"] == 1 and p1.resource_cards[0].card.name.pl == "Kodeks prawny"
    assert p1.visible_vp == 4 + 1  # track + Chariots
    assert view.seats[0].temporary == ["iron", "iron"] and view.seats[1].temporary == []
    card = view.rows[0].slots[0].card
    assert card.name.en and card.name.pl and card.effect.en and card.effect.pl
    json.loads(view.model_dump_json())  # JSON-safe for the renderer and the host


def test_attack_in_view_while_reacting():
    # GS-8.2: the public view shows the attack and who is deciding
    st = scenario(3, hands={0: ["C04", "C03"], 1: ["C09"], 2: ["C13"]})
    st, _ = play(st, 0, "res:C04", "tech:C03")
    view = ENGINE.view(st, None)
    assert view.attack.attacker == 0 and view.attack.card.id == "C03"
    assert view.attack.order == [1, 2] and view.attack.deciding == 1 and view.to_act == [1]


def test_prompts_are_small_bilingual_and_match_legal_actions():
    st = scenario(3, res_up={0: ["C01", "C02", "C03", "C04"]}, hands={1: ["C01"]})
    prompt = ENGINE.prompt(st, 0)
    assert prompt.option_ids() == legal(st) and len(prompt.options) <= 25
    assert prompt.text.en and prompt.text.pl != prompt.text.en
    for option in prompt.options:
        assert len(option.id) <= MAX_ACTION_LEN and option.label.en and option.label.pl
    assert any("Udomowienie" in o.label.pl for o in prompt.options)  # Polish card names (C06)
    assert ENGINE.prompt(st, 1) is None


def test_pickup_is_a_multi_prompt():
    # GS-10 b3: any subset of resource-side cards may go back to hand
    st = scenario(3, res_up={0: ["C09", "C10"]}, hands={1: ["C01"]})
    while current(st)["k"] == "purchase":
        st, _ = play(st, 0, "pass")
    prompt = ENGINE.prompt(st, 0)
    assert prompt.kind == "multi" and prompt.min_pick == 0 and prompt.max_pick == 2
    st2, _ = play(st, 0, "C10+C09")
    assert sorted(st2.hands[0]) == ["C09", "C10"]


def test_status_line_and_describe_in_both_languages():
    st = scenario(3, "renaissance", hands={0: ["C04", "C08", "C01"]})
    line = ENGINE.status_line(st)
    assert "Renaissance" in line.en and "Renesans" in line.pl
    public = ENGINE.describe(ENGINE.view(st, None), "pl")
    assert "Era Kosmosu" in public and "Twoja ręka" not in public
    own = ENGINE.describe(ENGINE.view(st, 0), "en")
    assert "Your hand: Mining" in own and "Space era" in own


def test_heuristic_defends_when_it_can():
    # the heuristic reacts when an attack would otherwise defeat it
    st = scenario(2, hands={0: ["C04", "C03"], 1: ["C09"]}, res_up={1: ["C01"]})
    st, _ = play(st, 0, "res:C04", "tech:C03")
    assert ENGINE.agents()["heuristic"].choose(ENGINE, st, 1) == "react:C09"


def test_fast_random_agent_chooses_like_the_base_random_agent():
    from engines.base import RandomAgent

    fast, base = ENGINE.agents()["random"], RandomAgent()
    st = ENGINE.setup(3, {"set": "renaissance"}, 9)
    for step in range(400):
        if st.finished:
            break
        (seat,) = ENGINE.to_act(st)
        action = fast.choose(ENGINE, st, seat, step)
        assert action == base.choose(ENGINE, st, seat, step)
        st, _ = ENGINE.apply(st, seat, action)


def test_public_summary_of_a_reaction_does_not_address_the_reader():
    # GS-16.2: the public view says what is decided without speaking to one player
    state = ENGINE.setup(3, {"set": "new_world"}, 1)
    agent = ENGINE.agents()["random"]
    for step in range(5000):
        if state.finished:
            break
        view = ENGINE.view(state, None)
        if view.attack is not None and view.deciding is not None:
            assert "You " not in view.deciding.en and " cię " not in view.deciding.pl
            return
        seat = min(ENGINE.to_act(state))
        state, _ = ENGINE.apply(state, seat, agent.choose(ENGINE, state, seat, step))
    raise AssertionError("no reaction came up in a whole game")


def test_remembered_legal_ids_are_no_part_of_the_state():
    # the engine remembers a settled state's legal ids on it: never in its JSON, never in equality
    st = ENGINE.setup(3, {"set": "combined"}, 8)
    (seat,) = ENGINE.to_act(st)
    ids = ENGINE.legal_actions(st, seat)
    again = ENGINE.load_state(st.model_dump_json())
    assert again == st and ENGINE.legal_actions(again, seat) == ids
    assert "_legal" not in st.model_dump_json()
    st.hands[seat] = []  # an edit by hand, then refresh: the memo is dropped
    assert ENGINE.legal_actions(ENGINE.refresh(st), seat) != ids


def test_a_position_edited_by_hand_is_prompted_and_applied_as_it_is_now():
    # GS-4.7: positions are built by setting fields; the agents' memo of legal ids is never used by
    # prompt or apply, so a hand edited after the memo was filled is what counts
    st = ENGINE.setup(2, {"set": "new_world"}, 3)
    seat = next(iter(ENGINE.to_act(st)))
    ENGINE.agents()["random"].choose(ENGINE, st, seat)  # fills the memo with the dealt hand
    st.hands[seat] = ["C04", "C05"]
    assert ENGINE.prompt(st, seat).option_ids() == ["res:C04", "res:C05"]
    with pytest.raises(IllegalAction):
        ENGINE.apply(st, seat, "res:C01")
    after, _ = ENGINE.apply(st, seat, "res:C05")
    assert "C05" in after.res_up[seat]


def ids(cards) -> list[str]:
    return [c.id for c in cards]


def test_own_view_says_what_the_seat_can_pay_for_now():
    # issue 10, item 11. D-9/GS-7.5: an effect is offered when its leading cost is payable now;
    # GS-9.4: a market card when its full price is (two Food pay Food+Food, nothing dearer)
    st = scenario(3, hands={0: ["C02", "C07", "C05"]}, res_up={0: ["C01", "C03"]})
    horse_row = st.pyramid[0]
    assert {"C06", "C10"} & set(horse_row)  # the seed deals a Food+Food card into the Horse row
    resources, activate, buy = affordable(ENGINE.view(st, 0))
    assert resources == ["food", "food"]
    assert ids(activate) == ["C02", "C05"]  # Currency's effect costs an Iron the seat lacks
    assert sorted(ids(buy)) == sorted(c for c in horse_row if c in ("C06", "C10"))
    assert affordable(ENGINE.view(st, 1)) == ([], [], [])


@pytest.mark.parametrize("card_set", ["new_world", "combined"])
def test_what_the_description_offers_is_what_the_rules_allow_in_real_positions(card_set):
    st, checked = ENGINE.setup(3, {"set": card_set}, 7), 0
    random = ENGINE.agents()["random"]
    for step in range(600):
        if st.finished:
            break
        (seat,) = ENGINE.to_act(st)
        if step % 5 == 0:
            for viewer in range(st.players):
                _, activate, buy = affordable(ENGINE.view(st, viewer))
                assert ids(activate) == [c for c in st.hands[viewer] if R.can_activate(st, viewer, c)]
                assert sorted(ids(buy)) == sorted(c for c, _ in R.affordable(st, viewer))
                checked += bool(buy)
        st, _ = ENGINE.apply(st, seat, random.choose(ENGINE, st, seat, step))
    assert checked >= 10  # positions where something can be bought were compared


def test_own_description_leads_with_the_hand_and_what_it_pays_for():
    st = scenario(3, hands={0: ["C02", "C07"]}, res_up={0: ["C01", "C03"]})
    view = ENGINE.view(st, 0)
    buy = [c.name.en for c in affordable(view)[2]]
    en = ENGINE.describe(view, "en").splitlines()
    assert en[0] == "Your hand: Barter (Food/Civil); Currency (Horse/Civil)"
    assert en[1] == "Your resources: Food ×2"
    assert en[2] == "You can pay now to activate: Barter; buy: " + ", ".join(buy)
    pl = ENGINE.describe(view, "pl").splitlines()
    assert pl[:2] == [
        "Twoja ręka: Handel wymienny (Żywność/Cywilna); Pieniądz (Rumak/Cywilna)",
        "Twoje zasoby: Żywność ×2",
    ]
    assert pl[2].startswith("Stać cię teraz na aktywację: Handel wymienny; zakup: ")
    poor = ENGINE.view(scenario(3, hands={0: ["C07"]}), 0)
    assert ENGINE.describe(poor, "en").splitlines()[1:3] == [
        "Your resources: none",
        "You cannot pay for any activation or purchase now",
    ]
    assert ENGINE.describe(poor, "pl").splitlines()[1:3] == [
        "Twoje zasoby: brak",
        "Nie stać cię teraz na żadną aktywację ani zakup",
    ]


def fresh(st):
    """The same position without any private memo (as loaded from the saved JSON)."""
    return type(st).model_validate_json(st.model_dump_json())


def test_the_market_rows_kept_between_views_never_outlive_a_change():
    # the era rows of the last view ride along in the state's copies (viewbuild.rows) and are used
    # only while the market fields still equal what they were built from
    agent = ENGINE.agents()["random"]
    st = ENGINE.setup(3, {"set": "combined"}, 4)
    bought = 0
    for n in range(150):  # purchases change the rows; most moves leave them as they were
        assert ENGINE.view(st, 0) == ENGINE.view(fresh(st), 0)
        seat = min(ENGINE.to_act(st))
        before = [list(row) for row in st.pyramid]
        st, _ = ENGINE.apply(st, seat, agent.choose(ENGINE, st, seat, n))
        bought += st.pyramid != before
    assert bought >= 3
    first = ENGINE.view(st, 0)
    st.pyramid[0][0] = None  # edited by hand, in place, after a view was built
    st.glory = {w: [1, 0, 0] for w in st.wonders if w}
    assert ENGINE.view(st, 0) == ENGINE.view(fresh(st), 0) != first


def test_rows_kept_with_a_state_are_not_shown_by_an_engine_with_other_data():
    raw = copy.deepcopy(read_raw())
    rifle = next(c for c in raw["civilization_cards"] if c["id"] == "C21")
    rifle["cost"] = ["food"]
    cheap = GunsSteelEngine(load(raw))
    st = cheap.setup(3, {"set": "new_world"}, 2)

    def rifle_cost(view):
        return next(s.card.cost for row in view.rows for s in row.slots if s.card and s.card.id == "C21")

    assert rifle_cost(cheap.view(st, 0)) == ["food"]
    assert rifle_cost(ENGINE.view(st, 0)) == rifle_cost(ENGINE.view(fresh(st), 0)) != ["food"]
    assert rifle_cost(cheap.view(st.model_copy(deep=True), 0)) == ["food"]
