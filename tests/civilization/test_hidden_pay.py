"""Gift cards and hut/village markers paying resource abilities outside battle (CV-18.3.1,
CV-18.2.2, CV-18.2.3, CV-20.3.1, CV-16.1, CV-16.2, CV-29.2) without telling the table what the
player holds: the public prompt offers one neutral option per ability, a private prompt picks."""

from __future__ import annotations

from engines.civilization import culture
from tests.civilization.helpers import (
    TB,
    E,
    act,
    clear_map,
    decide,
    explore_everything,
    figure,
    set_up,
    sheet,
)
from tests.civilization.test_movement import land_world


def play_id(name: str) -> str:
    return f"play:{culture.card_index(TB, name)}"


CURRENCY = TB.tech_index["Currency"]
HORSEBACK = TB.tech_index["Horseback Riding"]
COMMUNISM = TB.tech_index["Communism"]
GIFT = "A Generous Gift"
OTHER_CARD = "Nationalism"
SECRETS = ("Generous", "Princely", OTHER_CARD, "wheat", "spy", "uranium", "iron")


def world():
    st = set_up(["america", "rome"])
    explore_everything(st)
    return st


def public_prompt(st, seat=0):
    prompt = E.prompt(st, seat)
    assert not prompt.private
    return [(o.id, o.label.en, o.label.pl) for o in prompt.options], prompt.text.en + prompt.text.pl


def test_a_marker_pays_a_city_ability_through_a_private_prompt():
    # CV-18.3.1: Currency costs one incense; CV-20.3.1 / CV-18.2.3: a face-down hut marker is a
    # resource; CV-18.2.2: spent, it leaves the game (the market gains nothing).
    st = world()
    sheet(st, 0, markers=["incense"], resources=[], techs=[["Currency"], [], [], [], []])
    st = decide(st, {"k": "city", "who": 0})
    assert f"ab:{CURRENCY}:0:incense" not in E.legal_actions(st, 0)  # no market token
    st = act(st, 0, f"abp:{CURRENCY}:0")
    assert E.prompt(st, 0).private
    assert E.legal_actions(st, 0) == [f"abm:{CURRENCY}:0:incense", "back"]
    market = dict(st.resource_market)
    st = act(st, 0, f"abm:{CURRENCY}:0:incense")
    assert st.civs[0].culture == 3 and st.civs[0].markers == [] and st.resource_market == market
    # CV-18.3.2: once per turn, whichever way it was paid
    assert not any(a.startswith(("ab:", "abp:")) for a in E.legal_actions(st, 0))


def test_a_gift_card_pays_a_trade_ability_and_is_revealed():
    # A Generous Gift stands for one silk (Horseback Riding, a trade ability, CV-18.3.1); played,
    # the card is revealed and goes face up under its deck (CV-16.2).
    st = world()
    sheet(st, 0, hand=[GIFT], trade=0, resources=[], techs=[["Horseback Riding"], [], [], [], []])
    st = decide(st, {"k": "trade", "who": 0})
    st = act(st, 0, f"abp:{HORSEBACK}:0")
    pay = f"abg:{HORSEBACK}:0:{culture.card_index(TB, GIFT)}"
    assert E.legal_actions(st, 0) == [pay, "back"]
    st, events = E.apply(st, 0, pay)
    assert st.civs[0].hand == [] and st.culture_discards["II"] == [GIFT] and st.civs[0].trade > 0
    assert any(GIFT in e.text.en for e in events)  # revealed as it is played (CV-16.2)


def test_a_spy_marker_pays_communism_in_movement():
    # CV-18.3.1: Communism's spy ability belongs to the Movement phase; a spy marker pays for it.
    st = world()
    clear_map(st)
    figure(st, 0, "army", 5, 1)
    figure(st, 1, "army", 9, 9)
    sheet(st, 0, markers=["spy"], techs=[["Communism"], [], [], [], []])
    st = decide(st, {"k": "move", "who": 0})
    st = act(st, 0, f"abp:{COMMUNISM}:0")
    st = act(st, 0, f"abm:{COMMUNISM}:0:spy")
    assert st.civs[0].markers == [] and "ab:Communism:0" in st.civs[0].used
    assert st.tasks[-1]["k"] == "freeze"


def test_going_back_pays_nothing_and_a_useless_hand_is_asked_all_the_same():
    # CV-16.1: with a card that pays for nothing the private prompt still asks (only "back"), so
    # neither the table nor the timing learns whether the hand could pay.
    st = world()
    sheet(st, 0, hand=[OTHER_CARD], resources=[], techs=[["Currency"], [], [], [], []])
    st = decide(st, {"k": "city", "who": 0})
    before = public_prompt(st)
    st = act(st, 0, f"abp:{CURRENCY}:0")
    assert E.legal_actions(st, 0) == ["back"] and E.prompt(st, 0).private
    st = act(st, 0, "back")
    assert public_prompt(st) == before and st.civs[0].hand == [OTHER_CARD]


def test_no_neutral_option_without_cards_or_markers():
    # CV-29.2: how many culture cards and markers a player holds is public; with none, nothing
    # could pay, so the option is not offered.
    st = world()
    sheet(st, 0, hand=[], markers=[], techs=[["Currency"], [], [], [], []])
    st = decide(st, {"k": "city", "who": 0})
    assert not any(a.startswith("abp:") for a in E.legal_actions(st, 0))


def test_the_public_prompt_and_log_never_name_what_could_pay():
    # CV-29.1 / CV-16.1 / CV-18.2.3: card and marker faces are private (CV-29.2: their numbers are
    # public); the public prompt depends only on their numbers, and opening or leaving the private
    # prompt logs nothing that names them. Only the payment made is told (a marker as the one
    # resource the ability costs; a gift card is revealed as it is played, CV-16.2).
    seen = []
    for hand, markers in (([GIFT], ["wheat"]), ([OTHER_CARD], ["incense"]), ([OTHER_CARD], ["spy"])):
        st = world()
        sheet(st, 0, hand=hand, markers=markers, resources=[], techs=[["Currency"], [], [], [], []])
        st = decide(st, {"k": "city", "who": 0})
        options, text = public_prompt(st)
        assert not any(s in repr(options) + text for s in SECRETS)
        seen.append((options, text))
        st, opened = E.apply(st, 0, f"abp:{CURRENCY}:0")
        st, back = E.apply(st, 0, "back")
        assert not any(s in e.text.en + e.text.pl for e in [*opened, *back] for s in SECRETS)
        assert public_prompt(st) == seen[-1]
    assert seen[0] == seen[1] == seen[2]
    st = world()
    sheet(st, 0, hand=[GIFT], markers=["incense", "spy"], techs=[["Currency"], [], [], [], []])
    st = decide(st, {"k": "city", "who": 0})
    st = act(st, 0, f"abp:{CURRENCY}:0")
    st, paid = E.apply(st, 0, f"abm:{CURRENCY}:0:incense")
    told = " ".join(e.text.en + e.text.pl for e in paid)
    assert "incense" in told and not any(s in told for s in SECRETS)


def test_a_spy_marker_cancels_a_culture_event_in_the_reaction_window():
    # CV-18.2.1: spies come only from hut and village markers; Civil Service spends one to cancel a
    # culture event (CV-30.6); the window opens on public facts (a marker held, the tech known).
    st = land_world()
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    sheet(st, 1, hand=[], markers=["spy"], techs=[["Writing", "Pottery"], ["Civil Service"], [], [], []])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    spy = f"abm:{TB.tech_index['Civil Service']}:0:spy"
    assert E.legal_actions(st, 1) == [spy, "pass"] and E.prompt(st, 1).private
    st = act(st, 1, spy)
    assert st.civs[1].markers == [] and all(c.government != "Anarchy" for c in st.civs)


def test_the_window_opens_alike_whatever_the_marker_shows():
    # CV-18.2.3: a marker's face is private, so a wheat marker opens the same window (only "pass").
    st = land_world()
    sheet(st, 0, hand=["The Citizens Are Revolting!"])
    sheet(st, 1, hand=[], markers=["wheat"], techs=[["Writing", "Pottery"], ["Civil Service"], [], [], []])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "start_of_turn"})
    st = act(st, 0, play_id("The Citizens Are Revolting!"))
    assert E.to_act(st) == {1} and E.legal_actions(st, 1) == ["pass"]
