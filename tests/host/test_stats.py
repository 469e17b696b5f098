"""Statistics: guild of a match, leaderboard and Elo, player summary, user preferences, migration."""

from __future__ import annotations

import aiosqlite
import pytest

from engines.base import Result, SeatScore
from host.service import MatchService
from host.stats import Finished, standings
from host.store import MIGRATIONS, Store
from host.types import MatchStatus
from tests.host.conftest import ALA, BOB, CEZ, DAN, NAMES

BACKENDS = ("sqlite", "postgresql")  # runs on both stores (tests/host/conftest.py)

GUILD, OTHER_GUILD = 500, 600
BOT = None


async def finished_match(svc, ranks, *, guild=GUILD, game="tiny", now=1.0, resigned=()):
    """A finished match whose stored result ranks the seats as `ranks` says: a list of (user or BOT,
    rank), seat i = entry i. The lobby goes through the service; the result is written as the
    service writes it when a match ends."""
    first = ranks[0][0]
    info = await svc.create(game, first, NAMES[first], guild_id=guild, players=len(ranks))
    for user, _ in ranks[1:]:
        if user is BOT:
            await svc.add_bot(info.id, first)
        else:
            await svc.join(info.id, user, NAMES[user])
    seats = (await svc.get(info.id)).seats
    result = Result(
        scores=[SeatScore(seat=i, score=10 - rank, rank=rank) for i, (_, rank) in enumerate(ranks)]
    )
    statements = [
        (
            "UPDATE seats SET seat = ?, resigned = ? WHERE match_id = ? AND pos = ?",
            (i, int(i in resigned), info.id, i),
        )
        for i in range(len(seats))
    ]
    statements.append(
        (
            "UPDATE matches SET status = 'finished', finished_at = ?, result = ? WHERE id = ?",
            (now, result.model_dump_json(), info.id),
        )
    )
    await svc.store.write(statements)
    svc._forget(info.id)
    return info.id


def table(standings):
    return [(s.user_id, s.name, s.played, s.wins, s.rating) for s in standings]


async def test_create_stores_the_guild(svc):
    info = await svc.create("tiny", ALA, "Ala", guild_id=GUILD)
    assert info.guild_id == GUILD
    svc._forget(info.id)
    assert (await svc.get(info.id)).guild_id == GUILD
    assert (await svc.create("tiny", BOB, "Bob")).guild_id is None


async def test_elo_over_two_matches_by_hand(svc):
    # Match 1: Ala 1st, Bob 2nd, Cez 3rd, all at 1000: every expected score is 0.5, so
    # Ala +16 +16 = 1032, Bob -16 +16 = 1000, Cez -16 -16 = 968.
    await finished_match(svc, [(ALA, 1), (BOB, 2), (CEZ, 3)], now=10.0)
    assert table(await svc.leaderboard(GUILD)) == [
        (ALA, "Ala", 1, 1, 1032),
        (BOB, "Bob", 1, 0, 1000),
        (CEZ, "Cez", 1, 0, 968),
    ]
    # Match 2 (finished later): Cez beats Ala. Cez expected 1 / (1 + 10^((1032 - 968) / 400)).
    await finished_match(svc, [(ALA, 2), (CEZ, 1)], now=20.0)
    expected_cez = 1 / (1 + 10 ** ((1032 - 968) / 400))
    assert round(expected_cez, 4) == 0.4089
    gain = 32 * (1 - expected_cez)  # 18.91
    assert table(await svc.leaderboard(GUILD)) == [
        (ALA, "Ala", 2, 1, round(1032 - gain)),
        (BOB, "Bob", 1, 0, 1000),
        (CEZ, "Cez", 2, 1, round(968 + gain)),
    ]
    assert [s.rating for s in await svc.leaderboard(GUILD)] == [1013, 1000, 987]


async def test_matches_count_in_finishing_order(svc):
    # The two results of the test above, inserted in the same order but finished the other way round.
    # First Cez beats Ala: Cez 1016, Ala 984. Then Ala (984) beats Bob (1000) and Cez (1016):
    # Ala + 32 * (1 - 1 / (1 + 10^(16/400))) + 32 * (1 - 1 / (1 + 10^(32/400))) = 984 + 16.74 + 17.47;
    # Bob + 15.26 (over Cez) - 15.26 (to Ala) = 1000; Cez - 17.47 - 16.74 = 981.8.
    await finished_match(svc, [(ALA, 1), (BOB, 2), (CEZ, 3)], now=20.0)
    await finished_match(svc, [(ALA, 2), (CEZ, 1)], now=10.0)
    ratings = {s.user_id: s.rating for s in await svc.leaderboard(GUILD)}
    assert ratings == {ALA: 1018, BOB: 1000, CEZ: 982}


async def test_bots_get_no_standing_and_do_not_move_ratings(svc):
    await finished_match(svc, [(ALA, 2), (BOT, 1), (BOT, 3), (BOB, 3)])
    assert table(await svc.leaderboard(GUILD)) == [(ALA, "Ala", 1, 0, 1016), (BOB, "Bob", 1, 0, 984)]


async def test_a_shared_first_place_is_a_win_for_each(svc):
    await finished_match(svc, [(ALA, 1), (BOB, 1), (CEZ, 3)])
    rows = {s.user_id: s for s in await svc.leaderboard(GUILD)}
    assert (rows[ALA].wins, rows[BOB].wins, rows[CEZ].wins) == (1, 1, 0)
    assert rows[ALA].rating == rows[BOB].rating == 1016  # a draw between them, a win over Cez


async def test_guild_and_game_filters(svc):
    await finished_match(svc, [(ALA, 1), (BOB, 2)], game="tiny")
    await finished_match(svc, [(BOB, 1), (CEZ, 2)], game="stone_age")
    await finished_match(svc, [(DAN, 1), (ALA, 2)], guild=OTHER_GUILD)
    await finished_match(svc, [(DAN, 1), (ALA, 2)], guild=None)
    everything = {s.user_id: (s.played, s.wins) for s in await svc.leaderboard(GUILD)}
    assert everything == {ALA: (1, 1), BOB: (2, 1), CEZ: (1, 0)}  # other guilds and no guild left out
    # mixed games: Ala 1016 (1 win) and Bob 1000 (1 win, 1 loss) stay above Cez 984 (no win)
    assert [s.user_id for s in await svc.leaderboard(GUILD)] == [ALA, BOB, CEZ]
    assert table(await svc.leaderboard(GUILD, "tiny")) == [(ALA, "Ala", 1, 1, 1016), (BOB, "Bob", 1, 0, 984)]
    assert [s.game for s in await svc.leaderboard(GUILD, "stone_age")] == ["stone_age", "stone_age"]
    assert table(await svc.leaderboard(OTHER_GUILD)) == [(DAN, "Dan", 1, 1, 1016), (ALA, "Ala", 1, 0, 984)]
    assert await svc.leaderboard(GUILD, "guns_steel") == []
    assert len(await svc.leaderboard(GUILD, limit=2)) == 2


async def test_unfinished_matches_do_not_count(svc):
    await finished_match(svc, [(ALA, 1), (BOB, 2)])
    lobby = await svc.create("tiny", CEZ, "Cez", guild_id=GUILD)
    await svc.join(lobby.id, DAN, "Dan")
    await svc.start(lobby.id, CEZ)
    assert {s.user_id for s in await svc.leaderboard(GUILD)} == {ALA, BOB}


async def test_a_played_match_with_a_resignation_counts_the_resigner_last(svc):
    info = await svc.create("tiny", ALA, "Ala", guild_id=GUILD, options={"rounds": "1"}, seed=2)
    await svc.join(info.id, BOB, "Bob")
    await svc.add_bot(info.id, ALA)
    outcome = await svc.start(info.id, ALA, fixed_order=True)
    outcome = await svc.resign(info.id, ALA)
    while outcome.prompts:
        prompt = outcome.prompts[0]
        outcome = await svc.act(info.id, prompt.user_id, prompt.prompt.options[-1].id)
    assert outcome.match.status == MatchStatus.FINISHED
    ranks = {s.seat: s.rank for s in outcome.result.scores}
    assert ranks[0] == 3  # Ala resigned: last
    rows = {s.user_id: s for s in await svc.leaderboard(GUILD)}
    assert set(rows) == {ALA, BOB}
    assert (rows[ALA].played, rows[ALA].wins, rows[ALA].rating) == (1, 0, 984)
    assert (rows[BOB].wins, rows[BOB].rating) == (int(ranks[1] == 1), 1016)


async def test_player_summary_has_one_standing_per_game(svc):
    await finished_match(svc, [(ALA, 1), (BOB, 2)], game="tiny", now=1.0)
    await finished_match(svc, [(ALA, 2), (BOB, 1)], game="stone_age", now=2.0)
    await finished_match(svc, [(ALA, 1), (CEZ, 2)], game="tiny", guild=OTHER_GUILD, now=3.0)
    await finished_match(svc, [(BOB, 1), (CEZ, 2)], game="guns_steel", now=4.0)
    everywhere = await svc.player_summary(ALA)
    assert [(s.game, s.played, s.wins) for s in everywhere] == [("stone_age", 1, 0), ("tiny", 2, 2)]
    assert all(s.user_id == ALA and s.name == "Ala" for s in everywhere)
    assert everywhere[0].rating == 984
    here = await svc.player_summary(ALA, GUILD)
    assert [(s.game, s.played, s.wins, s.rating) for s in here] == [
        ("stone_age", 1, 0, 984),
        ("tiny", 1, 1, 1016),
    ]
    assert await svc.player_summary(DAN) == []


async def test_user_prefs_round_trip(db_path):
    svc = await MatchService.open(db_path)
    assert await svc.get_user_pref(ALA, "lang") is None
    await svc.set_user_pref(ALA, "lang", "pl")
    await svc.set_user_pref(BOB, "lang", "en")
    await svc.set_user_pref(ALA, "lang", "en")
    await svc.set_user_pref(ALA, "other", "x")
    await svc.close()
    svc = await MatchService.open(db_path)
    try:
        assert await svc.get_user_pref(ALA, "lang") == "en"
        assert await svc.get_user_pref(BOB, "lang") == "en"
        assert await svc.get_user_pref(ALA, "other") == "x"
        assert await svc.get_user_pref(CEZ, "lang") is None
    finally:
        await svc.close()


async def test_a_database_at_the_previous_version_upgrades(sqlite_path):
    db_path = sqlite_path
    db = await aiosqlite.connect(db_path, isolation_level=None)
    await db.executescript(f"BEGIN;\n{MIGRATIONS[0]}\nPRAGMA user_version = 1;\nCOMMIT;")
    await db.execute(
        "INSERT INTO matches (game, status, creator_id, options, settings, seed, max_players, created_at) "
        "VALUES ('tiny', 'lobby', ?, '{}', '{}', 7, 4, 1.0)",
        (ALA,),
    )
    await db.execute("INSERT INTO seats (match_id, pos, user_id, name) VALUES (1, 0, ?, 'Ala')", (ALA,))
    await db.close()

    store = await Store.open(db_path)
    assert await store.schema_version() == len(MIGRATIONS) >= 2
    columns = [r["name"] for r in await store.fetch("PRAGMA table_info(matches)")]
    assert "guild_id" in columns
    svc = MatchService(store)
    try:
        old = await svc.get(1)
        assert (old.guild_id, old.seats[0].name) == (None, "Ala")
        await svc.join(1, BOB, "Bob")  # the old match still plays
        await svc.set_user_pref(ALA, "lang", "pl")
        assert await svc.get_user_pref(ALA, "lang") == "pl"
    finally:
        await svc.close()
    store = await Store.open(db_path)  # opening again migrates nothing more
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()


@pytest.mark.parametrize("limit", [0, 1])
async def test_leaderboard_limit(svc, limit):
    await finished_match(svc, [(ALA, 1), (BOB, 2)])
    assert [s.user_id for s in await svc.leaderboard(GUILD, limit=limit)] == [ALA][:limit]


def test_equal_ratings_are_ordered_by_wins():
    def match(*ranks):
        scores = [SeatScore(seat=i, score=0, rank=rank) for i, (_, rank) in enumerate(ranks)]
        return Finished("tiny", Result(scores=scores), {i: (u, f"P{u}") for i, (u, _) in enumerate(ranks)})

    # 2 beats 3 and loses to 1 at equal ratings: 1000 without a win; 4 and 5 share first: 1000 with one
    rows = standings([match((1, 1), (2, 2), (3, 3)), match((4, 1), (5, 1))])
    assert [(r.user_id, r.rating, r.wins) for r in rows] == [
        (1, 1032, 1),
        (4, 1000, 1),
        (5, 1000, 1),
        (2, 1000, 0),
        (3, 968, 0),
    ]
