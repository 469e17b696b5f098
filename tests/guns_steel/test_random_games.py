"""Random legal play to the end for every set and player count (GS-4.1).

Every game must finish; a sample of states is checked for refusals of illegal actions (state
unchanged), purity of apply(), prompts, hidden hands (GS-16.2) and replay from the action log.
"""

from __future__ import annotations

import json

import pytest

from engines.base import MAX_ACTION_LEN, IllegalAction
from engines.guns_steel import ENGINE
from engines.guns_steel.data import DATA
from engines.guns_steel.state import GSState
from tests.guns_steel.helpers import current

GAMES = 1000
SAMPLE_EVERY = 200  # every 200th game is checked in depth
MAX_DECISIONS = 5000
RANDOM = ENGINE.agents()["random"]  # the base RandomAgent's choices, without building labels
FOREIGN = [
    "zzz",
    "",
    "buy:C99",
    "res:C55",
    "tech:C01",
    "pay:C19",
    "react:C09",
    "glory:W17",
    "pass",
    "done",
    "x" * 95,
]


def run_game(card_set: str, players: int, seed: int, deep: bool) -> None:
    st = ENGINE.setup(players, {"set": card_set}, seed)
    log: list[tuple[int, str]] = []
    while not st.finished:
        (seat,) = ENGINE.to_act(st)
        action = RANDOM.choose(ENGINE, st, seat, len(log))
        if deep and len(log) % 41 == 0:
            check_state(st, seat, action)
        st, _ = ENGINE.apply(st, seat, action)
        log.append((seat, action))
        assert len(log) < MAX_DECISIONS, "the game does not end"
    result = ENGINE.result(st)
    assert result is not None and len(result.scores) == players
    assert min(s.rank for s in result.scores) == 1
    if deep:
        check_replay(card_set, players, seed, log, st)


def check_state(st: GSState, seat: int, action: str) -> None:
    before = st.model_dump_json()
    legal = ENGINE.legal_actions(st, seat)
    for bad in FOREIGN:
        if bad not in legal and not ENGINE.machine.decisions[current(st)["k"]].multi:
            with pytest.raises(IllegalAction):
                ENGINE.apply(st, seat, bad)
    other = (seat + 1) % st.players
    with pytest.raises(IllegalAction):  # wrong seat
        ENGINE.apply(st, other, action)
    ENGINE.apply(st, seat, action)
    assert st.model_dump_json() == before  # apply() is pure
    prompt = ENGINE.prompt(st, seat)
    assert prompt.option_ids() == legal and ENGINE.prompt(st, other) is None
    for option in prompt.options:
        assert len(option.id) <= MAX_ACTION_LEN and option.label.en and option.label.pl
    check_hidden(st)
    assert ENGINE.load_state(before).model_dump_json() == before


def check_hidden(st: GSState) -> None:
    """GS-16.2: a hand appears only in its owner's view; the stacks show only their tops."""
    hidden_stack = {c for stack in st.stacks for c in stack[:-1]}
    for viewer in [None, *range(st.players)]:
        view = ENGINE.view(st, viewer)
        data = json.loads(view.model_dump_json())
        assert view.hand == (None if viewer is None else view.hand)
        if viewer is not None:
            assert [c["id"] for c in data["hand"]] == st.hands[viewer]
        for seat_data, hand in zip(data["seats"], st.hands, strict=True):
            assert "hand" not in seat_data and seat_data["hand_size"] == len(hand)
        text = json.dumps(data).replace('"matches_card": "', '"matches_card": "picture of ')
        for owner, hand in enumerate(st.hands):
            if owner == viewer:
                continue
            for card in hand:
                if not DATA.cards[card].set == "starting":  # starting ids exist once per seat
                    assert f'"{card}"' not in text, f"{card} of seat {owner} leaks to {viewer}"
        for card in hidden_stack:
            assert f'"{card}"' not in text


def check_replay(card_set: str, players: int, seed: int, log: list, final: GSState) -> None:
    st = ENGINE.setup(players, {"set": card_set}, seed)
    for seat, action in log:
        st, _ = ENGINE.apply(st, seat, action)
    assert st.model_dump_json() == final.model_dump_json()


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("card_set", ["new_world", "renaissance", "combined"])
def test_random_games_end(card_set: str, players: int) -> None:
    for seed in range(GAMES):
        run_game(card_set, players, seed, deep=seed % SAMPLE_EVERY == 0)
