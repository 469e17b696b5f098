"""The final result after a resignation keeps the engine's breakdown names and notes."""

from __future__ import annotations

from engines.base import Result, SeatScore, tr
from host.runner import final_result


def engine_result() -> Result:
    return Result(
        scores=[
            SeatScore(seat=0, score=20, rank=1, breakdown={"cards": 20}),
            SeatScore(seat=1, score=12, rank=2, breakdown={"cards": 12}),
        ],
        note=tr("technology victory", "zwycięstwo technologiczne"),
        labels={"cards": tr("cards", "karty")},
    )


def test_a_resignation_keeps_the_breakdown_labels():
    result = final_result(engine_result(), resigned={0})
    assert [s.seat for s in sorted(result.scores, key=lambda s: s.rank)] == [1, 0]
    assert result.label("cards", "pl") == "karty"


def test_the_engine_note_and_the_resignation_note_are_separate_lines():
    note = final_result(engine_result(), resigned={0}).note
    assert note is not None
    assert note.get("pl").splitlines() == [
        "zwycięstwo technologiczne",
        "Gracze, którzy poddali się lub oddali walkowerem, zajmują ostatnie miejsca.",
    ]
    assert note.get("en").splitlines()[1] == "Players who resigned or forfeited rank last."
