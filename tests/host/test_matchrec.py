"""The in-memory match record: what it hands out must be what the plain constructors give."""

from __future__ import annotations

import dataclasses

from host.matchrec import MatchRec, SeatRow
from host.types import MatchInfo, MatchSettings, MatchStatus


def test_a_match_info_holds_every_field_of_match_info():
    """MatchRec.info builds MatchInfo without its __init__: it must still set every field."""
    rec = MatchRec(
        id=7,
        game="tiny",
        status=MatchStatus.ACTIVE,
        creator_id=1,
        channel_id=2,
        thread_id=3,
        options={"a": "b"},
        settings=MatchSettings(),
        seed=5,
        max_players=4,
        version=9,
        created_at=1.5,
        result=None,
        seats=[
            SeatRow(pos=0, user_id=1, name="Ala", seat=0, deadline=30.0),
            SeatRow(1, None, "Bot", "random", 1),
        ],
        guild_id=11,
    )
    rec.seats.append(SeatRow(pos=2, user_id=3, name="Ola", seat=2, deadline=20.0))
    info = rec.info(2)
    assert list(info.__dict__) == [f.name for f in dataclasses.fields(MatchInfo)]
    assert info == MatchInfo(
        id=7,
        game="tiny",
        status=MatchStatus.ACTIVE,
        creator_id=1,
        channel_id=2,
        thread_id=3,
        options={"a": "b"},
        settings=MatchSettings(),
        seats=[r.info() for r in rec.seats],
        version=9,
        created_at=1.5,
        min_players=2,
        max_players=4,
        deadline=20.0,
        guild_id=11,
    )
    assert info.options is not rec.options and info.settings is not rec.settings


def test_a_private_part_is_changed_exactly_when_it_is_unequal():
    from pydantic import BaseModel, PrivateAttr

    from host.play import changed

    class Part(BaseModel):
        cards: list[int]
        note: str = ""

    class Other(BaseModel):
        cards: list[int]

    class Kept(BaseModel):
        cards: list[int]
        _memo: int = PrivateAttr(default=0)

    kept = Kept(cards=[1])
    kept._memo = 5
    odd = Part(cards=[1])
    odd.__dict__["stray"] = 1  # not a field: BaseModel.__eq__ compares the fields only
    pairs = [
        (Part(cards=[1, 2]), Part(cards=[1, 2])),
        (Part(cards=[1, 2]), Part(cards=[2, 1])),
        (Part(cards=[1], note="x"), Part(cards=[1])),
        (Part(cards=[1]), Other(cards=[1])),
        (Part(cards=[1]), None),
        (kept, Kept(cards=[1])),
        (Kept(cards=[1]), Kept(cards=[1])),
        (odd, Part(cards=[1])),
        (odd, Part(cards=[2])),
        (Part(cards=[1]), odd),
        ({"a": 1}, {"a": 1}),
        ({"a": 1}, {"a": 2}),
    ]
    for part, earlier in pairs:
        assert changed(part, earlier) == (part != earlier)


def _three_seats() -> MatchRec:
    return MatchRec(
        id=7,
        game="tiny",
        status=MatchStatus.ACTIVE,
        creator_id=1,
        channel_id=None,
        thread_id=None,
        options={},
        settings=MatchSettings(turn_timeout_s=60, remind_after_s=30),
        seed=5,
        max_players=4,
        version=9,
        created_at=1.5,
        result=None,
        seats=[
            SeatRow(pos=0, user_id=1, name="Ala", seat=0, awaited_since=1.0, deadline=61.0, timeouts=2),
            SeatRow(1, None, "Bot", "random", 1),
            SeatRow(pos=2, user_id=3, name="Ola", seat=2),
        ],
    )


def test_a_working_copy_copies_a_seat_row_only_when_it_writes_it():
    rec = _three_seats()
    work = rec.working_copy()
    assert all(a is b for a, b in zip(work.seats, rec.seats, strict=True))
    assert work.changed_seats() == ([], rec.saved)
    work.own_row(0).timeouts = 0
    work.refresh_waits({2}, {0}, 100.0)  # Ala stops being awaited, Ola starts
    assert work.seats[1] is rec.seats[1]  # the bot's row was not written
    assert (rec.seats[0].timeouts, rec.seats[0].deadline, rec.seats[2].awaited_since) == (2, 61.0, None)
    full = rec.clone()  # the same changes on a whole copy give the same rows to store
    full.seats[0].timeouts = 0
    full.refresh_waits({2}, {0}, 100.0)
    assert work.changed_seats() == full.changed_seats()
    rows, values = work.changed_seats()
    assert [r.pos for r in rows] == [0, 2] and values == full.seat_values()
    assert rec.seat_values() == rec.saved  # the record copied from is as it was
