"""Private windows open on public facts only (TA-25.1): two hands of the same size, one with a
playable card and one without, give the table the same sequence of prompts and events."""

from engines.base import Event
from tests.through_ages.helpers import E, position, put


def public(events: list[Event]) -> list[str]:
    return [e.text.en for e in events if e.seats is None]


def start_turn(military_hand: list[str], **fields):
    st = position(players=2, round=3, military_hand=[military_hand, []], **fields)  # no resigning
    st.tasks = [{"k": "turn_start", "p": 0}]
    events: list[Event] = []
    E.machine.advance(st, events)
    return st, events


def test_the_politics_window_opens_for_any_hand_of_the_same_size():
    # TA-25.1, TA-9.1: an event (playable) and a bonus card (not playable in politics)
    with_event, ev_a = start_turn(["mil-I-rats@1"])
    with_bonus, ev_b = start_turn(["mil-I-military-bonus@1"])
    assert public(ev_a) == public(ev_b)
    assert E.to_act(with_event) == E.to_act(with_bonus) == {0}
    assert E.machine.current(with_event)["k"] == E.machine.current(with_bonus)["k"] == "politics"
    assert E.prompt(with_bonus, 0).private and E.legal_actions(with_bonus, 0) == ["pass"]
    assert E.view(with_event, None) == E.view(with_bonus, None)
    # an empty hand (a public fact) skips the window
    empty, _ = start_turn([])
    assert E.machine.current(empty)["k"] == "act"


def test_the_bid_window_opens_for_anyone_with_a_unit():
    # TA-25.1, TA-10.1, TA-10.2: seat 1 holds a bonus card (it could bid) or an event (it cannot)
    def auction(card: str):
        st = position(
            current_events=["mil-I-historic-territory@1"], military_hand=[["mil-I-foray@1"], [card], []]
        )
        st.tasks = [{"k": "end_turn", "p": 0}, {"k": "act", "who": 0}, {"k": "politics", "who": 0}]
        put(st, 0, workers={"board-A-agriculture": 2, "board-A-warriors": 2})
        put(st, 1, workers={"board-A-agriculture": 2, "board-A-warriors": 1})
        put(st, 2, workers={"board-A-agriculture": 2})
        st, events = E.apply(st, 0, "prepare:mil-I-foray@1")
        st, more = E.apply(st, 0, "bid:1")  # seat 1's force is 1 without a bonus card
        return st, events + more

    bonus, ev_a = auction("mil-I-military-bonus@1")
    other, ev_b = auction("mil-I-rats@1")
    assert public(ev_a) == public(ev_b)
    assert E.to_act(bonus) == E.to_act(other) == {1}
    assert E.view(bonus, None) == E.view(other, None)
    assert E.legal_actions(bonus, 1)[0] == "bid:2" and E.legal_actions(other, 1) == ["pass"]
