"""The match service: lobby, play, undo, time-outs and queries over the store.

CONTRACT STUB: the signatures below are fixed (cogs and local mode are written against them);
the host helper fills in the bodies. Every method raises HostError with a readable reason and
changes nothing when it refuses. `now` parameters exist so tests control time.
"""

from __future__ import annotations

from engines.base import Seat, View
from host.types import (
    HistoryEntry,
    MatchInfo,
    MatchSettings,
    Outcome,
    PromptFor,
    Reminder,
)


class MatchService:
    @classmethod
    async def open(cls, db_path: str) -> MatchService:
        """Open (and migrate) the database; one long-lived connection."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------ lobby
    async def create(
        self,
        game: str,
        creator_id: int,
        creator_name: str,
        *,
        channel_id: int | None = None,
        players: int | None = None,  # max seats; None = the game's maximum
        options: dict[str, str] | None = None,
        settings: MatchSettings | None = None,
        seed: int | None = None,
    ) -> MatchInfo:
        """A new lobby with the creator seated."""
        raise NotImplementedError

    async def join(self, match_id: int, user_id: int, name: str) -> MatchInfo: ...
    async def leave(self, match_id: int, user_id: int) -> MatchInfo: ...
    async def add_bot(self, match_id: int, by_user: int, agent: str = "heuristic", *, admin: bool = False) -> MatchInfo: ...
    async def remove_bot(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo: ...
    async def cancel(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo: ...

    async def start(
        self, match_id: int, by_user: int, *, admin: bool = False, fixed_order: bool = False, now: float | None = None
    ) -> Outcome:
        """Seat order is shuffled from the seed unless fixed_order. Bot seats act at once."""
        raise NotImplementedError

    async def set_thread(self, match_id: int, thread_id: int) -> None: ...
    async def update_settings(self, match_id: int, by_user: int, settings: MatchSettings, *, admin: bool = False) -> MatchInfo: ...

    # ------------------------------------------------------------ play
    async def act(
        self, match_id: int, user_id: int, action: str, expected_version: int | None = None, *, now: float | None = None
    ) -> Outcome:
        """Apply one action of the user's seat, persist log + snapshot atomically, then let bot
        seats act until a human must decide or the match ends. expected_version None means
        "the current one"; a different version than the current gives HostError(code="stale")."""
        raise NotImplementedError

    async def undo(self, match_id: int, user_id: int, *, now: float | None = None) -> Outcome: ...
    async def resign(self, match_id: int, user_id: int, *, now: float | None = None) -> Outcome: ...
    async def kick(self, match_id: int, by_user: int, seat: Seat, *, admin: bool = False, now: float | None = None) -> Outcome:
        """Replace a seated player by a bot agent (host or admin)."""
        raise NotImplementedError

    async def abandon(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo: ...

    # ------------------------------------------------------------ time-outs
    async def due_reminders(self, now: float) -> list[Reminder]:
        """Reminders due now; each is returned once (marked sent)."""
        raise NotImplementedError

    async def apply_timeouts(self, now: float) -> list[Outcome]:
        """Act (agent) or forfeit for every seat whose deadline passed."""
        raise NotImplementedError

    async def extend_deadlines(self, downtime_s: float, now: float) -> int:
        """After a restart: push late deadlines so downtime does not count. Returns how many."""
        raise NotImplementedError

    # ------------------------------------------------------------ queries
    async def get(self, match_id: int) -> MatchInfo: ...
    async def by_thread(self, thread_id: int) -> MatchInfo | None: ...
    async def in_channel(self, channel_id: int, *, active_only: bool = True) -> list[MatchInfo]: ...
    async def for_user(self, user_id: int) -> list[tuple[MatchInfo, bool]]:
        """The user's lobby/active matches and whether the user is awaited in each."""
        raise NotImplementedError

    async def active_matches(self) -> list[MatchInfo]: ...
    async def prompts(self, match_id: int) -> list[PromptFor]: ...
    async def view(self, match_id: int, user_id: int | None) -> View:
        """The user's view (seat view if seated, else the public view)."""
        raise NotImplementedError

    async def seat_of(self, match_id: int, user_id: int) -> Seat | None: ...
    async def history(self, match_id: int, user_id: int | None = None) -> list[HistoryEntry]:
        """Log with the events the user may read."""
        raise NotImplementedError

    async def status_line(self, match_id: int): ...
    async def result(self, match_id: int): ...
    async def export(self, match_id: int) -> str:
        """JSON of game, options, seed, seats and the action list: enough to replay."""
        raise NotImplementedError
