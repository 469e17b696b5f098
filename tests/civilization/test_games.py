"""Whole games: random and heuristic play to an end, purity, replay, hidden information."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.civilization.describe import unit_card
from engines.civilization.state import CivState
from tests.civilization.helpers import E, act, set_up

AGENTS = E.agents()


def play(players: int, seed: int, kinds=None, limit: str = "40", record=None):
    kinds = kinds or ["random"] * players
    state = E.setup(players, {"turn_limit": limit}, seed)
    step = 0
    while not state.finished:
        seats = sorted(E.to_act(state))
        assert seats, "nobody can act in an unfinished game"
        seat = seats[step % len(seats)]
        action = AGENTS[kinds[seat]].choose(E, state, seat, salt=step)
        if record is not None:
            record.append((seat, action))
        state, _ = E.apply(state, seat, action)
        step += 1
        assert step < 60_000
    return state


# CV-28: every victory (culture comes with the culture half of part 2) or the declared turn limit
ENDINGS = {"technology", "economic", "military", "culture", "turn_limit"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_random_game_reaches_an_end(players):
    # CV-28.5: the game ends at a victory; otherwise at the declared turn limit.
    state = play(players, seed=players)
    assert state.victory in ENDINGS
    result = E.result(state)
    assert result.winners() == sorted(state.winners)


@pytest.mark.slow
def test_300_random_games_end_without_error():
    endings = {}
    for game in range(300):
        players = 2 + game % 3
        state = play(players, seed=1000 + game)
        endings[state.victory] = endings.get(state.victory, 0) + 1
    assert sum(endings.values()) == 300 and set(endings) <= ENDINGS


def test_replay_equals_snapshot_and_apply_is_pure():
    # CV-30.1: every draw comes from the seeded seam, so a replay is exact; CV-30.7: the state
    # round-trips through JSON.
    record = []
    final = play(2, seed=7, limit="20", record=record)
    state = E.setup(2, {"turn_limit": "20"}, 7)
    for seat, action in record[:300]:
        state, _ = E.apply(state, seat, action)
        assert E.load_state(state.model_dump_json()) == state
    for seat, action in record[300:]:
        state, _ = E.apply(state, seat, action)
    assert state.model_dump_json() == final.model_dump_json()


def test_apply_never_changes_its_input():
    state = E.setup(3, {}, 11)
    for step in range(400):
        seat = min(E.to_act(state))
        frozen = state.model_dump_json()
        action = AGENTS["random"].choose(E, state, seat, salt=step)
        new, _ = E.apply(state, seat, action)
        assert state.model_dump_json() == frozen
        state = new


def test_heuristic_plays_whole_games_and_beats_random():
    wins = 0
    for game in range(6):
        seat = game % 2
        kinds = ["random", "random"]
        kinds[seat] = "heuristic"
        state = play(2, seed=500 + game, kinds=kinds, limit="100")
        wins += seat in state.winners
    assert wins >= 5  # the issue asks for at least 90%; bench/civilization.py measures it


def test_a_finished_match_refuses_moves():
    state = play(2, seed=3)
    with pytest.raises(IllegalAction):
        E.apply(state, 0, "done")


def test_views_hide_what_a_seat_may_not_know():
    # CV-29.1 / CV-29.2 / CV-32.8: standing forces, marker contents and the research choice stay private;
    # CV-30.3: the research prompt is private.
    state = set_up(["america", "rome"])
    for step in range(2000):
        seat = min(E.to_act(state))
        state, _ = E.apply(state, seat, AGENTS["random"].choose(E, state, seat, salt=step))
        if state.phase == "research" and state.tasks[-1].get("answers"):
            break
    assert state.tasks[-1]["k"] == "research" and state.tasks[-1].get("answers")
    answered = next(iter(state.tasks[-1]["answers"]))
    other = 1 - int(answered)
    view = E.view(state, other)
    assert view.private.standing_forces == state.civs[other].standing
    text = view.model_dump_json()
    assert "answers" not in text
    spectator = E.view(state, None).model_dump_json()
    for seat in (0, 1):
        assert E.view(state, None).sheets[seat].standing_forces == len(state.civs[seat].standing)
    assert "content" not in spectator and "unit_decks" in spectator  # marker kinds and deck sizes only
    assert all(isinstance(n, int) for n in E.view(state, None).unit_decks.values())
    assert E.prompt(state, other).private
    assert E.view(state, None).private is None
    assert E.describe(view, "pl") and E.describe(view, "en")
    assert isinstance(E.load_state(state.model_dump_json()), CivState)


def test_status_line_and_out_of_turn():
    state = set_up(["rome", "china"], first=1)
    line = E.status_line(state)
    assert "Turn 1" in line.en and "Tura 1" in line.pl
    (seat,) = E.to_act(state)
    with pytest.raises(IllegalAction):
        E.apply(state, 1 - seat, E.legal_actions(state, seat)[0])
    assert act(state, seat, "done") is not None


def test_timeouts_pass_research_and_decline_offers():
    # CV-30.2: timeout = pass in a simultaneous phase; an unanswered offer is declined.
    from tests.civilization.helpers import decide

    state = set_up(["rome", "china"])
    state = decide(state, {"k": "research", "who": [0, 1]})
    assert E.timeout_action(state, 0) == "pass" and E.timeout_action(state, 1) == "pass"
    state = decide(state, {"k": "offer_answer", "who": 1, "from": 0, "give": [], "take": ["trade.1"]})
    assert E.timeout_action(state, 1) == "decline" and E.timeout_action(state, 0) is None


def test_the_view_crops_to_the_explored_area_and_names_squares():
    # CV-20.1: the picture shows explored tiles only; squares are named by the border labels.
    from engines.civilization.spec import SPEC

    state = set_up(["america", "rome"])
    view = E.view(state, 0)
    # 2 players: home tiles at grid (0,0) and (3,1), everything else face down
    explored = {(s.r, s.c) for s in view.squares}
    assert explored == {(r, c) for r in range(4) for c in range(4)} | {
        (r, c) for r in range(12, 16) for c in range(4, 8)
    }
    assert view.bounds == (0, 0, 15, 7)
    assert list(view.explored_rows()) == list(range(16)) and list(view.explored_cols()) == list(range(8))
    assert view.square_name(0, 0) == "A1" and view.square_name(13, 6) == "G14"
    assert [s.seat for s in view.sheets] == [0, 1] and view.sheets[0].civ_name == "America"
    assert SPEC.current_digest() == SPEC.data_digest  # a data edit needs a rules_version bump


@pytest.mark.parametrize("players", [2, 4])
def test_every_prompt_reads_well_in_both_languages(players):
    # every option a player sees: a short ASCII id the codec accepts, a label in both languages
    from engines.kit.codec import decode

    state = E.setup(players, {"turn_limit": "20"}, 40 + players)
    kinds = set()
    step = 0
    while not state.finished:
        for seat in sorted(E.to_act(state)):
            prompt = E.prompt(state, seat)
            assert prompt is not None and prompt.options and prompt.text.en and prompt.text.pl
            for option in prompt.options:
                decode(option.id)
                assert len(option.id) <= 90 and option.id.isascii()
                assert (
                    option.label.en
                    and option.label.pl
                    and len(option.label.en) <= 100
                    and len(option.label.pl) <= 100
                )
        kinds.add(state.tasks[-1]["k"])
        seat = min(E.to_act(state))
        agent = AGENTS["heuristic" if step % 3 else "random"]
        state, events = E.apply(state, seat, agent.choose(E, state, seat, salt=step))
        assert all(e.text.en and e.text.pl for e in events)
        step += 1
    assert {"start", "trade", "city", "city_act", "produce", "move", "step", "research"} <= kinds
    assert E.describe(E.view(state, None), "pl")


def test_text_view_names_squares_and_keeps_units_private():
    # CV-29.1: a seat's units appear only in its own text; CV-32.8 the others see counts.
    state = set_up(["america", "rome"])
    own = E.describe(E.view(state, 0), "pl")
    public = E.describe(E.view(state, None), "en")
    cards = ", ".join(unit_card(c, "pl") for c in state.civs[0].standing)
    assert "Ameryka" in own and f"Twoje jednostki: {cards}" in own
    assert "artillery:" not in own and "Piechota" in own  # names, not internal ids
    public_cards = ", ".join(unit_card(c, "en") for c in state.civs[0].standing)
    assert public_cards not in public and "units 3" in public
    cap = state.cities[0]
    assert f"capital {E.view(state, None).square_name(cap.r, cap.c)}" in public
