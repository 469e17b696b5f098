"""Secret civil hands, the table option `civil_hands` (TA-25.2, TA-Q8), with Kidnapping's look
(TA-49.11) and Ashoka's shown cards (TA-45.9)."""

from __future__ import annotations

import copy

from engines.base import play_on, tr
from engines.through_ages import board, flow, hands
from tests.contract.secrets import from_json, message_problems, prompt_problems, secrets, view_problems
from tests.through_ages.helpers import E, G, act, position, texts
from tests.through_ages.lw_helpers import lw_position
from tests.through_ages.test_aggression import politics

HAND = ["civil-I-alchemy", "civil-A-hammurabi", "civil-I-action-reserves"]  # alchemy also lies in the row


def secret_position(**fields):
    st = position(**fields)
    st.options = {**st.options, "civil_hands": "secret"}
    return st


def test_the_option_open_by_default_in_both_languages():
    # TA-25.2, TA-Q8: a table option, open by default; the default is not written into the match
    spec = next(s for s in E.option_specs if s.key == "civil_hands")
    assert spec.choices == ["open", "secret"] and spec.default == "open"
    assert spec.label.pl and spec.label.en != spec.label.pl
    assert all(spec.choice_labels[c].pl for c in spec.choices)
    st = E.setup(3, {}, 1)
    assert st.options["civil_hands"] == "open" and "civil_hands" not in st.model_dump_json()
    assert E.load_state(st.model_dump_json()).options == st.options  # a saved match: open hands
    assert E.setup(3, {"civil_hands": "secret"}, 1).options["civil_hands"] == "secret"


def test_open_hands_are_shown_to_everyone():
    # TA-25.2: open hands, as before the option
    st = position(hand=[list(HAND), [], []])
    public = E.view(st, None)
    assert [c.id for c in public.players[0].hand] == HAND and public.players[0].hand_size is None
    assert E.view(st, 0).civil_hand is None and E.private_part(st, 0).civil is None
    assert "Hammurabi" in E.describe(public, "en")


def test_secret_hands_show_only_their_size():
    # TA-Q8: the table sees the number of civil cards, the owner the cards, in its private part
    st = secret_position(hand=[list(HAND), ["civil-I-iron"], []])
    public = E.view(st, None)
    assert [p.hand for p in public.players] == [[], [], []]
    assert [p.hand_size for p in public.players] == [3, 1, 0]
    own = E.view(st, 0)
    assert [c.id for c in own.civil_hand] == HAND
    assert [c.id for c in own.private_part().civil] == HAND == [c.id for c in E.private_part(st, 0).civil]
    assert [c.id for c in E.view(st, 1).civil_hand] == ["civil-I-iron"]
    for lang in ("en", "pl"):
        text = E.describe(public, lang)
        assert "Hammurabi" not in text and "Reserves" not in text
        assert ("civil cards: 3" if lang == "en" else "karty cywilne: 3") in text
    assert "Hammurabi" in E.describe(own, "en")  # the owner's own description names its cards


def test_the_contract_checks_find_the_secret_hand_private():
    # TA-Q8: the suite's hidden-information checks see the civil hand as private and find no leak
    st = secret_position(hand=[list(HAND), [], []])
    found = secrets(E, st)
    assert {
        "civil-A-hammurabi",
        "civil-I-action-reserves",
    } <= found.hidden() and "civil-I-alchemy" not in found.hidden()
    assert view_problems(found) == []
    # a hand card (one copy in the game) drawn into every view is a leak the check reports
    st.hand[0] = ["civil-A-aristotle"]
    found = secrets(E, st)
    assert found.hidden() == {"civil-A-aristotle"} and found.copies["civil-A-aristotle"] == 1
    public, views = copy.deepcopy(found.public_view), copy.deepcopy(found.views)
    for shown in [public, *views]:
        shown["players"][0]["hand"] = found.privates[0]["civil"]
    problems = view_problems(from_json(found.hook, public, views, found.privates))
    assert problems == ["civil-A-aristotle (private to seats [0]) appears 2 times for 1 copies"]


def test_prompts_that_pick_from_the_hand_are_private():
    # TA-Q8: the Action Phase offers the hand's cards: a private prompt with secret hands
    st = secret_position(hand=[list(HAND), [], []], leaders_taken=[[], [], []])
    prompt = E.prompt(st, 0)
    assert prompt.private and "leader:civil-A-hammurabi" in prompt.option_ids()
    assert prompt_problems(secrets(E, st), prompt) == []
    st.hand[0] = []  # private whatever the hand holds: the flag tells nothing
    assert E.prompt(st, 0).private
    open_st = position(hand=[list(HAND), [], []])
    assert not E.prompt(open_st, 0).private


def test_random_games_with_secret_hands_leak_nothing():
    # TA-Q8: whole stretches of random play, checked like the contract suite does
    st = E.setup(3, {"civil_hands": "secret", "military": "on"}, 5)
    agent = E.agents()["random"]
    checked = 0
    for n in range(250):
        seats = sorted(E.to_act(st))
        if st.finished or not seats:
            break
        seat = seats[0]
        before = secrets(E, st)
        assert view_problems(before) == []
        assert prompt_problems(before, E.prompt(st, seat)) == []
        st, events = E.apply(st, seat, agent.choose(E, st, seat, n))
        assert message_problems(before, secrets(E, st), seat, events, E.status_line(st)) == []
        checked += 1
    assert checked > 100 and any(len(h) for h in st.hand)


def test_secret_kidnapping_shows_the_hand_to_the_attacker_alone():
    # TA-49.11: with secret hands the attacker looks at the target's civil cards only when the
    # aggression succeeds, and takes one of their choice or none; the table reads no card
    card = "civil-I-action-reserves"
    st = politics(hand0=["nlw-mil-I-aggression-kidnapping@1"], hand=[[], [card, "civil-A-moses"], []])
    st.options = {**st.options, "civil_hands": "secret"}
    st, _ = act(st, "aggress:nlw-mil-I-aggression-kidnapping@1:1")
    assert E.revealed_to(st, 0) == {card: "TA-49.11", "civil-A-moses": "TA-49.11"}
    assert E.revealed_to(st, 2) == {}
    prompt = E.prompt(st, 0)
    assert prompt.private and prompt.option_ids() == [f"kidnap:{card}", "kidnap:civil-A-moses", "none"]
    assert "Moses" in prompt.text.en and prompt_problems(secrets(E, st), prompt) == []
    st, events = act(st, f"kidnap:{card}")
    assert st.hand == [[card], ["civil-A-moses"], []]
    public = [e for e in events if e.seats is None]
    private = [e for e in events if e.seats is not None]
    assert "Reserves" not in texts(public) and "kidnaps a civil card" in texts(public)
    assert [e.seats for e in private] == [[0, 1]] and "Reserves" in texts(private)


def test_secret_kidnapping_may_take_nothing_and_opens_whatever_can_be_taken():
    # TA-49.11: "or none"; the attacker decides even when no card may be taken (the table cannot
    # tell); only an empty hand, a public fact, asks nothing
    st = politics(hand0=["nlw-mil-I-aggression-kidnapping@1"], hand=[["civil-I-iron"], ["civil-I-iron"], []])
    st.options = {**st.options, "civil_hands": "secret"}
    st, _ = act(st, "aggress:nlw-mil-I-aggression-kidnapping@1:1")
    assert E.machine.current(st)["k"] == "kidnap" and E.legal_actions(st, 0) == ["none"]
    assert E.timeout_action(st, 0) == "none"
    st, events = act(st, "none")
    assert st.hand == [["civil-I-iron"], ["civil-I-iron"], []] and E.machine.current(st)["k"] == "act"
    empty = politics(hand0=["nlw-mil-I-aggression-kidnapping@1"], hand=[[], [], []])
    empty.options = {**empty.options, "civil_hands": "secret"}
    empty, _ = act(empty, "aggress:nlw-mil-I-aggression-kidnapping@1:1")
    assert E.machine.current(empty)["k"] == "act"


def test_open_kidnapping_names_the_card_to_everyone():
    # TA-49.9: open hands, as before
    card = "civil-I-action-reserves"
    st = politics(hand0=["nlw-mil-I-aggression-kidnapping@1"], hand=[[], [card], []])
    st, _ = act(st, "aggress:nlw-mil-I-aggression-kidnapping@1:1")
    assert not E.prompt(st, 0).private and E.revealed_to(st, 0) == {}
    st, events = act(st, f"kidnap:{card}")
    assert [e.seats for e in events if "Reserves" in e.text.en] == [None]


def test_ashoka_shows_the_counted_cards_when_hands_are_secret():
    # TA-45.9: with secret hands the owner shows one card of each counted colour (up to three) to
    # the table when the bonus is claimed in production; cards of one colour claim nothing
    st = lw_position(
        leader="nlw-civil-A-ashoka", hand=[["civil-I-iron", "civil-A-moses", "civil-I-irrigation"], [], []]
    )
    st.options = {**st.options, "civil_hands": "secret"}
    assert hands.ashoka_cards(G, st, 0) == ["civil-I-iron", "civil-A-moses"]
    ev = []
    flow.production(G, st, 0, ev)
    shown = [e for e in ev if "Ashoka" in e.text.en]
    assert len(shown) == 1 and shown[0].seats is None
    assert "Iron" in shown[0].text.en and "Moses" in shown[0].text.en and "Irrigation" not in shown[0].text.en
    assert "Aśoki" in shown[0].text.pl
    st.hand[0] = ["civil-I-iron", "civil-A-moses", "civil-A-action-stockpile", "civil-I-drama"]
    assert len(hands.ashoka_cards(G, st, 0)) == 3
    st.hand[0] = ["civil-I-iron", "civil-I-irrigation"]  # both brown: no bonus, nothing shown
    ev = []
    flow.production(G, st, 0, ev)
    assert not [e for e in ev if "Ashoka" in e.text.en]


def test_ashoka_with_open_hands_shows_nothing_more():
    # TA-45.9: open hands are seen anyway
    st = lw_position(leader="nlw-civil-A-ashoka", hand=[["civil-I-iron", "civil-A-moses"], [], []])
    before = board.resource_production(G, st, 0)
    ev = []
    flow.production(G, st, 0, ev)
    assert not [e for e in ev if "Ashoka" in e.text.en] and before >= 1


def test_a_played_secret_game_keeps_the_default_game_unchanged():
    # TA-Q8: the option changes what is shown, not how the game plays
    a = play_on(E, E.setup(2, {}, 4), 120)
    b = play_on(E, E.setup(2, {"civil_hands": "secret"}, 4), 120)
    assert a.hand == b.hand and a.culture == b.culture and a.row == b.row


def test_a_hidden_name_inside_a_longer_public_name_is_no_leak():
    # TA-Q8: the hidden technology Engineering is not named by the row's Engineering Genius, but is
    # named when it stands alone (the contract checks' `names_hidden`)
    st = secret_position(hand=[[], ["civil-III-engineering"], []])
    st.row = ["civil-A-action-engineering-genius", *st.row[1:]]
    found = secrets(E, st)
    assert "civil-III-engineering" in found.hidden() and "Engineering" in found.words(found.hidden())
    assert prompt_problems(found, E.prompt(st, 0)) == []  # "Take Engineering Genius"
    leak = E.prompt(st, 0).model_copy(update={"text": tr("Player B holds Engineering.")})
    expected = "private prompt of seat 0: text 'Player B holds Engineering.' names 'Engineering'"
    assert set(prompt_problems(found, leak)) == {expected}  # in both languages
