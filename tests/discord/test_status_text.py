"""The pinned status message of a match and its final scores."""

from __future__ import annotations

from cogs import present
from engines.base import Result, SeatScore, tr
from host.types import MatchInfo, MatchSettings, MatchStatus, SeatInfo


def finished_match() -> MatchInfo:
    return MatchInfo(
        id=1,
        game="tiny",
        status=MatchStatus.FINISHED,
        creator_id=101,
        channel_id=500,
        thread_id=600,
        options={},
        settings=MatchSettings(),
        seats=[SeatInfo(seat=0, user_id=101, name="Ala"), SeatInfo(seat=1, user_id=102, name="Bob")],
        version=9,
        created_at=0.0,
        min_players=2,
        max_players=2,
    )


def test_the_end_is_said_once_when_the_game_says_it_in_the_same_words():
    line = tr("The match is over.", "Mecz się zakończył.")
    for lang in ("en", "pl"):
        text = present.status_text(finished_match(), line, [], lang)
        assert text.count(line.get(lang)) == 1, text


def test_the_end_is_said_after_a_game_status_line_in_other_words():
    text = present.status_text(finished_match(), tr("Round 6 · game over", "Runda 6 · koniec gry"), [], "pl")
    assert text.splitlines()[1:] == [
        "Runda 6 · koniec gry",
        "Miejsca: **A** Ala · **B** Bob",
        "Mecz się zakończył.",
    ]


def test_the_final_scores_mark_who_resigned_so_a_higher_score_below_is_explained():
    match = finished_match()
    match.seats[0].resigned = True
    result = Result(
        scores=[SeatScore(seat=1, score=17, rank=1), SeatScore(seat=0, score=18, rank=2)],
        note=tr("Players who resigned or forfeited rank last.", "Gracze, którzy poddali się … miejsca."),
    )
    lines = present.result_text(match, result, "pl").splitlines()
    assert lines[1:3] == ["1. Bob: 17", "2. Ala: 18 🏳️ poddanie lub walkower"]
    assert present.result_text(match, result, "en").splitlines()[2] == "2. Ala: 18 🏳️ resigned or forfeited"
