"""What the match service returns to its transports (Discord cogs, local mode).

The service never formats for a transport: it returns these records and the transport turns
them into messages, pictures and direct messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engines.base import Event, Prompt, Result, Seat, Text, View


class MatchStatus(StrEnum):
    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    ABANDONED = "abandoned"


class TimeoutPolicy(StrEnum):
    AGENT = "agent"  # a bot agent acts for the absent player (marked in the log)
    FORFEIT = "forfeit"  # the absent player is replaced by an agent and ranked last


class HostError(Exception):
    """A request the service refuses; `reason` is what the user reads. Nothing was changed."""

    def __init__(self, reason: Text, code: str = "refused"):
        super().__init__(reason.en)
        self.reason = reason
        self.code = code  # stable id for tests and transports: not_your_turn, stale, full, ...


@dataclass
class SeatInfo:
    seat: Seat | None  # None while in the lobby (order is fixed at start)
    user_id: int | None  # None for a bot seat
    name: str
    agent: str | None = None  # "random" / "heuristic" for bot seats and replaced players
    resigned: bool = False


@dataclass
class MatchSettings:
    turn_timeout_s: int = 24 * 3600
    remind_after_s: int = 12 * 3600
    timeout_policy: TimeoutPolicy = TimeoutPolicy.AGENT
    language: str = "en"  # language of the public match messages
    spectators: bool = True  # may non-players see /board and /history
    # after this many time-outs of one seat in a row, the seat is put on autopilot (a bot moves
    # for it at once until its player comes back) or, under the forfeit policy, forfeited
    absent_after: int = 2


@dataclass
class MatchInfo:
    id: int
    game: str
    status: MatchStatus
    creator_id: int
    channel_id: int | None
    thread_id: int | None
    options: dict[str, str]
    settings: MatchSettings
    seats: list[SeatInfo]
    version: int  # number of applied actions; every accepted action adds one
    created_at: float
    min_players: int
    max_players: int
    deadline: float | None = None  # when the current decision times out (epoch seconds)
    guild_id: int | None = None  # the server the match belongs to (for statistics); None = none/local


@dataclass
class PromptFor:
    seat: Seat
    user_id: int | None
    prompt: Prompt
    can_undo: bool


@dataclass
class PrivateUpdate:
    """A seat's private view changed: the transport sends it by DM (or /hand)."""

    seat: Seat
    user_id: int
    view: View


@dataclass
class SeatNotice:
    """A seat put on autopilot by a request: the transport offers its player the way back."""

    seat: Seat
    user_id: int
    event: Event  # the line that says so (also among Outcome.events)


@dataclass
class Outcome:
    """What one request changed: the transport shows all of it."""

    match: MatchInfo
    events: list[Event] = field(default_factory=list)  # public ones and private ones (Event.seats)
    actors: list[str] = field(default_factory=list)  # who acted, in order ("Ala", "Ala (bot)")
    board_changed: bool = False
    private: list[PrivateUpdate] = field(default_factory=list)
    prompts: list[PromptFor] = field(default_factory=list)  # who must act next, humans only
    result: Result | None = None  # set when the match just finished
    status_line: Text | None = None
    autopilot: list[SeatNotice] = field(default_factory=list)  # seats put on autopilot just now


@dataclass
class Reminder:
    match: MatchInfo
    seat: Seat
    user_id: int
    deadline: float


@dataclass
class HistoryEntry:
    version: int
    seat: Seat | None
    name: str
    action: str
    by_agent: bool
    at: float
    events: list[Event]


@dataclass
class PlayerStanding:
    """One player's record over finished matches (a leaderboard row, or one game of a summary)."""

    user_id: int
    name: str  # the name used in the player's latest counted match
    played: int
    wins: int  # matches ranked first, shared first places included
    rating: int  # Elo, see host/stats.py
    game: str = ""  # set by player_summary (one standing per game)
