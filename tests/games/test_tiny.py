"""The tiny test game itself: it must end, share ranks on ties and hide hands."""

from __future__ import annotations

from engines.base import RandomAgent
from tests.games.tiny import ENGINE


def play(seed, players):
    state = ENGINE.setup(players, {"rounds": "3"}, seed)
    agent = RandomAgent()
    moves = 0
    while not state.finished:
        seat = min(ENGINE.to_act(state))
        state, _ = ENGINE.apply(state, seat, agent.choose(ENGINE, state, seat, moves))
        moves += 1
        assert moves < 200
    return state


def test_random_games_end_with_consistent_ranks():
    tied = 0
    for seed in range(200):
        state = play(seed, 2 + seed % 3)
        result = ENGINE.result(state)
        by_score = sorted(result.scores, key=lambda s: -s.score)
        assert by_score[0].rank == 1
        for a, b in zip(by_score, by_score[1:], strict=False):
            assert (a.rank == b.rank) == (a.score == b.score)
        tied += len(result.winners()) > 1
    assert tied > 0


def test_views_hide_other_hands():
    state = ENGINE.setup(3, {}, 1)
    assert ENGINE.view(state, None).hand is None
    mine = ENGINE.view(state, 1)
    assert mine.hand == sorted(state.hands[1]) and 'deck"' not in mine.model_dump_json()


def test_the_quick_paths_agree_with_the_prompt():
    """legal() lists the prompt's ids, and the random agent picks as RandomAgent does over the
    prompt, at every state of random games (the bench plays tiny through them)."""
    quick, slow = ENGINE.agents()["random"], RandomAgent()
    for seed in range(40):
        state = ENGINE.setup(2 + seed % 3, {"rounds": "3"}, seed)
        moves = 0
        while not state.finished:
            for seat in range(state.players):
                pending = ENGINE.prompt(state, seat)
                legal = ENGINE.legal(state, seat)
                if pending is None:
                    assert legal is None
                    continue
                assert legal == (pending.kind, pending.option_ids(), pending.max_pick)
                assert quick.choose(ENGINE, state, seat, moves) == slow.choose(ENGINE, state, seat, moves)
            seat = min(ENGINE.to_act(state))
            state, _ = ENGINE.apply(state, seat, quick.choose(ENGINE, state, seat, moves))
            moves += 1


def test_a_copied_state_is_what_model_copy_gives():
    """tiny.copied builds the copy directly: the same fields, fields set and no shared lists."""
    from tests.games.tiny import copied

    agent = ENGINE.agents()["random"]
    for seed in range(5):
        state = ENGINE.setup(3, {"rounds": "2"}, seed)
        while not state.finished:
            mine = copied(state)
            theirs = state.model_copy(
                update={
                    "rng_script": list(state.rng_script),
                    "options": dict(state.options),
                    "deck": list(state.deck),
                    "hands": [list(hand) for hand in state.hands],
                    "bids": list(state.bids),
                    "scores": list(state.scores),
                }
            )
            assert mine == theirs and mine.__pydantic_fields_set__ == theirs.__pydantic_fields_set__
            assert mine.model_dump_json() == theirs.model_dump_json()
            assert mine.hands is not state.hands and all(
                a is not b for a, b in zip(mine.hands, state.hands, strict=True)
            )
            seat = min(ENGINE.to_act(state))
            state, _ = ENGINE.apply(state, seat, agent.choose(ENGINE, state, seat, 0))
