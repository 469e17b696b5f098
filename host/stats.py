"""Player statistics derived from finished matches: standings and ratings are derivable state,
recomputed from the results whenever in doubt. The service keeps each scope's Ratings in memory and
in the `ratings` table (a cache, dropped when a result arrives out of order) and folds in only the
matches finished since (host/queries.py).

Rating: Elo, every player starts at 1000, K = 32. Matches count in finishing order. A match with
n human players is treated as the n*(n-1)/2 pairwise games between them, decided by their ranks in
the stored result (better rank = win, same rank = draw). All of a match's pairwise changes are
computed from the ratings before the match and applied together. Bot seats have no rating and are
left out of the pairs; resigned and forfeited players are already ranked last in the result.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace

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


class Ratings:
    """Standings built up match by match (in finishing order), so new results are folded in
    without reading the old ones again."""

    def __init__(self, game: str = ""):
        self.game = game
        self.rating: dict[int, float] = {}
        self.rows: dict[int, PlayerStanding] = {}

    def add(self, match: Finished) -> None:
        ranks = {match.players[s.seat][0]: s.rank for s in match.result.scores if s.seat in match.players}
        for user, rank in ranks.items():
            row = self.rows.setdefault(user, PlayerStanding(user, "", 0, 0, 0, self.game))
            row.played += 1
            row.wins += rank == 1
            self.rating.setdefault(user, START)
        for user, name in match.players.values():
            self.rows[user].name = name
        change = {user: 0.0 for user in ranks}
        for user, rank in ranks.items():
            for other, other_rank in ranks.items():
                if other != user:
                    score = 1.0 if rank < other_rank else 0.5 if rank == other_rank else 0.0
                    change[user] += K * (score - expected(self.rating[user], self.rating[other]))
        for user, delta in change.items():
            self.rating[user] += delta

    def dump(self) -> str:
        """The ratings as JSON (see load)."""
        rows = {u: [r.name, r.played, r.wins, self.rating[u]] for u, r in self.rows.items()}
        return json.dumps({"game": self.game, "rows": rows}, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def load(cls, text: str) -> Ratings:
        data = json.loads(text)
        ratings = cls(data["game"])
        for user, (name, played, wins, rating) in data["rows"].items():
            ratings.rows[int(user)] = PlayerStanding(int(user), name, played, wins, 0, ratings.game)
            ratings.rating[int(user)] = rating
        return ratings

    def standings(self) -> list[PlayerStanding]:
        """Every player's standing, best first (copies: later matches do not change them)."""
        out = [replace(row, rating=round(self.rating[user])) for user, row in self.rows.items()]
        return sorted(out, key=lambda r: (-r.rating, -r.wins, r.name, r.user_id))


def standings(matches: Iterable[Finished], game: str = "") -> list[PlayerStanding]:
    """Standings of every human player of `matches` (given in finishing order), best first;
    `game` labels the rows."""
    ratings = Ratings(game)
    for match in matches:
        ratings.add(match)
    return ratings.standings()
