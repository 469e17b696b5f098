"""Player statistics derived on the fly from finished matches: no table of its own, because
standings and ratings are derivable state (recomputing them can never disagree with the results).

Rating: Elo, every player starts at 1000, K = 32. Matches count in finishing order. A match with
n human players is treated as the n*(n-1)/2 pairwise games between them, decided by their ranks in
the stored result (better rank = win, same rank = draw). All of a match's pairwise changes are
computed from the ratings before the match and applied together. Bot seats have no rating and are
left out of the pairs; resigned and forfeited players are already ranked last in the result.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engines.base import Result
from host.types import PlayerStanding

START = 1000.0
K = 32.0


@dataclass
class Finished:
    """One finished match as statistics see it: who (user id, name) sat in which seat."""

    game: str
    result: Result
    players: dict[int, tuple[int, str]]  # seat -> (user_id, name); human seats only


def expected(rating: float, other: float) -> float:
    return 1.0 / (1.0 + 10 ** ((other - rating) / 400.0))


def standings(matches: Iterable[Finished], game: str = "") -> list[PlayerStanding]:
    """Standings of every human player of `matches` (given in finishing order), best first;
    `game` labels the rows."""
    rating: dict[int, float] = {}
    rows: dict[int, PlayerStanding] = {}
    for match in matches:
        ranks = {match.players[s.seat][0]: s.rank for s in match.result.scores if s.seat in match.players}
        for user, rank in ranks.items():
            row = rows.setdefault(user, PlayerStanding(user, "", 0, 0, 0, game))
            row.played += 1
            row.wins += rank == 1
            rating.setdefault(user, START)
        for user, name in match.players.values():
            rows[user].name = name
        change = {user: 0.0 for user in ranks}
        for user, rank in ranks.items():
            for other, other_rank in ranks.items():
                if other != user:
                    score = 1.0 if rank < other_rank else 0.5 if rank == other_rank else 0.0
                    change[user] += K * (score - expected(rating[user], rating[other]))
        for user, delta in change.items():
            rating[user] += delta
    for user, row in rows.items():
        row.rating = round(rating[user])
    return sorted(rows.values(), key=lambda r: (-r.rating, -r.wins, r.name, r.user_id))
