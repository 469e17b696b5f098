"""The match service: lobby, play, undo, time-outs and queries over the store.

The signatures are fixed (cogs and local mode are written against them). Every method raises
HostError with a readable reason and changes nothing when it refuses. `now` parameters exist so
tests control time.

Versions: `MatchInfo.version` grows by one for every accepted action (a player's or an agent's)
and by one for every undo, so a prompt carrying an old version is always recognised as stale.
"""

from __future__ import annotations

from engines.base import State
from host.clock import ClockMixin
from host.core import DEFAULT_AGENT, ServiceCore
from host.lobby import LobbyMixin
from host.outbox import OutboxMixin
from host.play import PlayMixin
from host.queries import QueryMixin
from host.replay import replay_file

__all__ = ["DEFAULT_AGENT", "MatchService", "replay_export"]


class MatchService(LobbyMixin, PlayMixin, ClockMixin, QueryMixin, OutboxMixin, ServiceCore):
    """Every request a transport makes; see the mixins for each group."""


def replay_export(text: str) -> State:
    """The final state of an exported match, replayed from its seed (BadExport if it does not replay)."""
    return replay_file(text).state
