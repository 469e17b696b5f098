"""Contract-style checks that the culture card windows open on public facts only (CV-16.1, CV-30.3,
CV-30.6): two hands of the same size produce the same public sequence whatever they hold."""

from __future__ import annotations

from engines.civilization import culture
from tests.civilization.helpers import TB, E, city, clear_map, decide, explore_everything, set_up, sheet


def world():
    st = set_up(["germany", "china", "egypt"])
    explore_everything(st)
    clear_map(st)
    city(st, 1, 5, 4, capital=True)
    return st


def public_run(st, window: dict, actions: list[tuple[int, str]]) -> list:
    """What the table sees: who must act, the public view, and every public event text."""
    st = decide(st, window)
    seen = [(sorted(E.to_act(st)), E.view(st, None).model_dump_json())]
    for seat, action in actions:
        st, events = E.apply(st, seat, action)
        seen.append([e.text.en for e in events])
        seen.append((sorted(E.to_act(st)), E.view(st, None).model_dump_json()))
    return seen


def test_a_start_of_turn_window_stops_alike_with_or_without_a_playable_card():
    # CV-16.1 / CV-30.3: a hand holding a Start of Turn card and a hand holding none stop the
    # same way; the player's pass looks the same to the table.
    window = {"k": "culture_cards", "who": 0, "timing": "start_of_turn"}
    runs = []
    for hand in (["Supply Drop", "Lost"], ["Migrants", "Lost"]):
        st = world()
        sheet(st, 0, hand=hand)
        runs.append(public_run(st, window, [(0, "no_card")]))
    assert runs[0] == runs[1]
    assert runs[0][0][0] == [0]  # the window opened in both cases


def test_an_empty_hand_skips_the_window_on_a_public_fact():
    st = world()
    sheet(st, 0, hand=[])
    st = decide(st, {"k": "culture_cards", "who": 0, "timing": "movement"})
    assert E.machine.current(st) is None


def test_a_reaction_window_opens_alike_whether_or_not_a_cancel_card_is_held():
    # CV-30.6: after an announced event, players holding a cancel card and players holding
    # another card of the same count are asked alike; their passes look the same.
    runs = []
    for other in (["Jousting Tourney"], ["Supply Drop"]):
        st = world()
        sheet(st, 0, hand=["The Citizens Are Revolting!"])
        sheet(st, 1, hand=other)
        play = f"play:{culture.card_index(TB, 'The Citizens Are Revolting!')}"
        window = {"k": "culture_cards", "who": 0, "timing": "start_of_turn"}
        runs.append(public_run(st, window, [(0, play), (1, "pass"), (2, "pass")]))
    assert runs[0] == runs[1]
    assert runs[0][2][0] == [1, 2]  # both other players were asked
