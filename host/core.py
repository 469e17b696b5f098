"""The match service's core: the cache of parsed matches, per-match locks, loading and saving.

The service's requests live in mixins over this core (host/lobby.py, play.py, clock.py,
queries.py); host/service.py puts them together."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict, defaultdict
from typing import Self

from engines import get_engine
from engines.base import (
    Engine,
    Event,
    Prompt,
    Text,
    View,
    tr,
)
from engines.registry import replays_from, rules_version
from host.matchrec import MatchRec, Roster, SeatRow, TailRow
from host.naming import Namer
from host.runner import replay
from host.stats import Ratings
from host.store import DEFAULT_SYNCHRONOUS, StaleWrite, Store
from host.types import (
    HostError,
    MatchInfo,
    MatchStatus,
)

log = logging.getLogger(__name__)

DEFAULT_AGENT = "heuristic"  # plays for replaced, resigned and forfeiting players
TAIL = 64  # recent log rows kept in memory for undo decisions
CACHE_SIZE = 2000  # matches kept parsed in memory
OPEN = (MatchStatus.LOBBY, MatchStatus.ACTIVE)


def err(code: str, en: str, pl: str) -> HostError:
    return HostError(tr(en, pl), code=code)


def stale_error() -> HostError:
    """Another writer changed the match between our read and our write."""
    return err(
        "stale",
        "Someone else changed the match at the same moment; look again and retry.",
        "Ktoś inny zmienił mecz w tej samej chwili; sprawdź i spróbuj ponownie.",
    )


def clock_now(now: float | None) -> float:
    return time.time() if now is None else now


class ServiceCore:
    def __init__(self, store: Store):
        self.store = store
        self._cache: OrderedDict[int, MatchRec] = OrderedDict()  # least recently used first
        self._locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # (game, guild) -> ((finished_at, id) of the newest settled match counted, its Ratings):
        # see QueryMixin._standings
        self._ratings: dict[tuple[str | None, int | None], tuple[tuple[float, int] | None, Ratings]] = {}
        self._ratings_lock = asyncio.Lock()  # one leaderboard computation at a time
        self._engines: dict[str, Engine] = {}

    @classmethod
    async def open(cls, db_path: str, synchronous: str = DEFAULT_SYNCHRONOUS) -> Self:
        """Open (and migrate) the database; one long-lived connection. `synchronous`: NORMAL
        (a crash of the bot loses nothing) or FULL (nor does a power loss); see host/store.py."""
        return cls(await Store.open(db_path, synchronous))

    async def close(self) -> None:
        await self.store.close()

    async def _load(self, match_id: int) -> MatchRec:
        cached = self._cache.get(match_id)
        if cached is not None and (not self.store.shared or await self._still_current(cached)):
            self._cache.move_to_end(match_id)
            return cached
        loaded = await self.store.load_match(match_id, TAIL)
        if loaded is None:
            raise err("not_found", f"There is no match #{match_id}.", f"Nie ma meczu #{match_id}.")
        rec = MatchRec.from_rows(loaded.row, loaded.seats)
        if rec.status != MatchStatus.LOBBY:
            if rec.rules_version in replays_from(rec.game):
                await self._upgrade(rec)
            elif loaded.snapshot is not None:
                rec.state = self._engine(rec.game).load_state(loaded.snapshot)
            rec.tail = [
                TailRow(r["seq"], r["seat"], bool(r["by_agent"]), bool(r["barrier"])) for r in loaded.tail
            ]
        newer = self._cache.get(match_id)
        if newer is not None and newer.version > rec.version:
            return newer  # a move committed while this read ran: the cache never goes back
        self._keep(rec)
        return rec

    async def _still_current(self, cached: MatchRec) -> bool:
        """Whether a cached match is the stored one. With one process it always is; when several
        processes share the database (PostgreSQL) another may have changed it, so its fingerprint
        is read back (a lobby, whose seats change without a new version, is always read again)."""
        if not self.store.shared:
            return True
        if (
            cached.status != MatchStatus.LOBBY
            and await self.store.fingerprint(cached.id) == cached.fingerprint()
        ):
            return True
        self._forget(cached.id)
        return False

    async def _upgrade(self, rec: MatchRec) -> None:
        """The declared step from an earlier rules version whose logs replay identically: the
        snapshot is rebuilt from the log under today's rules and the match stamped anew."""
        engine = self._engine(rec.game)
        rows = await self.store.actions(rec.id, effective_only=True)
        moves = [(r["seat"], r["action"]) for r in rows]
        state = await asyncio.to_thread(replay, engine, len(rec.seats), rec.options, rec.seed, moves)
        current = rules_version(rec.game)
        await self.store.restamp(rec.id, rec.version, rec.rules_version, current, state.model_dump_json())
        rec.state, rec.rules_version = state, current

    def _keep(self, rec: MatchRec) -> None:
        self._cache[rec.id] = rec
        self._cache.move_to_end(rec.id)
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)

    def _forget(self, match_id: int) -> None:
        self._cache.pop(match_id, None)

    def _engine(self, game: str) -> Engine:
        engine = self._engines.get(game)
        if engine is None:  # looked up once per service: the registry imports on every lookup
            try:
                engine = self._engines[game] = get_engine(game)
            except (KeyError, ModuleNotFoundError):
                raise err("unknown_game", f"Unknown game '{game}'.", f"Nieznana gra „{game}”.") from None
        return engine

    async def _save_lobby(self, rec: MatchRec) -> MatchInfo:
        """Persist a lobby/administrative change of rec (seats without clocks, match fields)."""
        try:
            await self.store.save_lobby(
                rec.id,
                status=rec.status.value,
                creator_id=rec.creator_id,
                thread_id=rec.thread_id,
                settings=rec.settings_json(),
                seats=[(r.pos, r.seat, r.user_id, r.name, r.agent, int(r.resigned)) for r in rec.seats],
                expected=[(pos, *v[:4], int(v[4])) for pos, v in sorted(rec.saved.items())],
            )
        except StaleWrite:
            raise stale_error() from None
        finally:
            self._forget(rec.id)
        return self._info(await self._load(rec.id))

    def _info(self, rec: MatchRec, roster: Roster | None = None) -> MatchInfo:
        if rec.min_players is None:  # a match's options never change: asked once per loaded match
            try:
                rec.min_players = self._engine(rec.game).player_range(rec.options)[0]
            except HostError:
                rec.min_players = 0
        return rec.info(rec.min_players, roster)

    async def _active(self, match_id: int) -> MatchRec:
        rec = await self._load(match_id)
        if rec.status == MatchStatus.LOBBY:
            raise err("not_started", "The match has not started yet.", "Mecz jeszcze się nie rozpoczął.")
        if rec.status != MatchStatus.ACTIVE:
            raise err("finished", "The match is over.", "Mecz się zakończył.")
        return rec

    @staticmethod
    def _playing_seat(rec: MatchRec, user_id: int) -> SeatRow:
        row = rec.seat_row(user_id)
        if row is None or row.agent is not None:
            raise err("not_in_match", "You are not playing in this match.", "Nie grasz w tym meczu.")
        return row

    @staticmethod
    def _require_host(rec: MatchRec, user_id: int, admin: bool) -> None:
        if not admin and user_id != rec.creator_id:
            raise err(
                "not_host",
                "Only the match's host or a server admin may do that.",
                "Tylko gospodarz meczu lub administrator serwera może to zrobić.",
            )

    @staticmethod
    def _named(rec: MatchRec, view: View) -> View:
        """The view with the seats' display names, for pictures and text."""
        view.names = rec.seat_names()
        return view


def same_rules(rec: MatchRec, what: str) -> None:
    """Refuse to replay a match's past with rules other than the ones it was played under."""
    current = rules_version(rec.game)
    if rec.status != MatchStatus.LOBBY and rec.rules_version != current:
        en, pl = {
            "undo": ("take back a move in", "cofnąć ruchu w meczu"),
            "verify": ("verify", "sprawdzić meczu"),
            "export": ("export", "wyeksportować meczu"),
        }[what]
        raise err(
            "rules_changed",
            f"Cannot {en} match #{rec.id}: it was played under rules {rec.rules_version or '?'}, "
            f"and this bot now runs {current or '?'}. The match itself plays on.",
            f"Nie można {pl} #{rec.id}: grano go według zasad {rec.rules_version or '?'}, "
            f"a bot działa teraz według {current or '?'}. Sam mecz toczy się dalej.",
        )


# Engines call seats "Player A"; everything the service hands out names the players instead.


def named_text(rec: MatchRec, text: Text, names: list[str] | None = None) -> Text:
    """The text with the players' names; the same object when it names no seat."""
    return (rec.namer() if names is None else Namer(names)).text(text)


def named_event(rec: MatchRec, event: Event, names: list[str] | None = None) -> Event:
    return (rec.namer() if names is None else Namer(names)).event(event)


def named_prompt(rec: MatchRec, prompt: Prompt, namer: Namer | None = None) -> Prompt:
    """The prompt with the players' names (see Namer.prompt); `namer` is rec.namer() when known."""
    return (namer or rec.namer()).prompt(prompt)
