"""Lobby and match administration: create, join, leave, bots, start, settings, abandon."""

from __future__ import annotations

import random
import time

from engines.base import (
    BadOptions,
    Event,
    tr,
)
from engines.registry import rules_version
from host.clock import check_settings
from host.core import (
    OPEN,
    ServiceCore,
    clock_now,
    err,
    stale_error,
)
from host.matchrec import MatchRec, SeatRow
from host.runner import seat_order
from host.store import StaleWrite, dumps
from host.types import (
    HostError,
    MatchInfo,
    MatchSettings,
    MatchStatus,
    Outcome,
)


class LobbyMixin(ServiceCore):
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
        guild_id: int | None = None,  # the server, for its leaderboard
    ) -> MatchInfo:
        """A new lobby with the creator seated."""
        engine = self._engine(game)
        try:
            options = engine.validate_options(options or {})
        except BadOptions as exc:
            raise HostError(exc.reason, code="bad_options") from None
        low, high = engine.player_range(options)
        if players is not None and not low <= players <= high:
            raise err(
                "bad_options",
                f"This game needs {low} to {high} players.",
                f"W tę grę gra od {low} do {high} graczy.",
            )
        settings = settings or MatchSettings()
        check_settings(settings)
        values = {
            "game": game,
            "status": MatchStatus.LOBBY.value,
            "creator_id": creator_id,
            "channel_id": channel_id,
            "options": dumps(options),
            "settings": MatchRec.dump_settings(settings),
            "seed": random.SystemRandom().getrandbits(63) if seed is None else seed,
            "max_players": players or high,
            "created_at": time.time(),
            "guild_id": guild_id,
        }
        match_id = await self.store.insert_match(values, {"user_id": creator_id, "name": creator_name})
        return self._info(await self._load(match_id))

    async def _lobby(self, match_id: int) -> MatchRec:
        rec = await self._load(match_id)
        if rec.status == MatchStatus.ACTIVE:
            raise err("started", "The match has already started.", "Mecz już się rozpoczął.")
        if rec.status != MatchStatus.LOBBY:
            raise err("finished", "The match is over.", "Mecz się zakończył.")
        return rec.clone()

    async def join(self, match_id: int, user_id: int, name: str) -> MatchInfo:
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            if rec.seat_row(user_id) is not None:
                raise err("already_joined", "You are already in this match.", "Już jesteś w tym meczu.")
            if len(rec.seats) >= rec.max_players:
                raise err("full", "The match is full.", "Mecz jest pełny.")
            rec.seats.append(SeatRow(pos=rec.next_pos(), user_id=user_id, name=name))
            return await self._save_lobby(rec)

    async def leave(self, match_id: int, user_id: int) -> MatchInfo:
        """Leave a lobby. A leaving host hands the match to the next human player; with only bots left
        the host keeps the match (to start an all-bot match); an empty lobby is cancelled."""
        async with self._locks[match_id]:
            started = await self._load(match_id)
            if started.status == MatchStatus.ACTIVE and started.seat_row(user_id) is not None:
                raise err(
                    "started",
                    "The match has already started. To leave it, use /game resign: a bot plays your seat.",
                    "Mecz już się rozpoczął. Aby z niego wyjść, użyj /gra poddaj: twoje miejsce przejmie bot.",
                )
            rec = await self._lobby(match_id)
            row = rec.seat_row(user_id)
            if row is None:
                raise err("not_in_match", "You are not in this match.", "Nie jesteś w tym meczu.")
            rec.seats.remove(row)
            humans = [r for r in rec.seats if r.user_id is not None]
            if user_id == rec.creator_id and humans:
                rec.creator_id = humans[0].user_id
            elif not rec.seats:
                rec.status = MatchStatus.CANCELLED
            return await self._save_lobby(rec)

    async def add_bot(
        self, match_id: int, by_user: int, agent: str = "heuristic", *, admin: bool = False
    ) -> MatchInfo:
        """Any seated player, the host or an admin may add a bot."""
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            if rec.seat_row(by_user) is None:
                self._require_host(rec, by_user, admin)
            if agent not in self._engine(rec.game).agents():
                names = ", ".join(self._engine(rec.game).agents())
                raise err(
                    "bad_options",
                    f"Unknown bot '{agent}' (choose: {names}).",
                    f"Nieznany bot „{agent}” (do wyboru: {names}).",
                )
            if len(rec.seats) >= rec.max_players:
                raise err("full", "The match is full.", "Mecz jest pełny.")
            number = 1 + sum(1 for r in rec.seats if r.user_id is None)
            rec.seats.append(SeatRow(pos=rec.next_pos(), user_id=None, name=f"Bot {number}", agent=agent))
            return await self._save_lobby(rec)

    async def remove_bot(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo:
        """Remove the most recently added bot seat."""
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            self._require_host(rec, by_user, admin)
            bots = [r for r in rec.seats if r.user_id is None]
            if not bots:
                raise err("not_found", "There is no bot seat to remove.", "Nie ma miejsca bota do usunięcia.")
            rec.seats.remove(bots[-1])
            return await self._save_lobby(rec)

    async def cancel(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo:
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            self._require_host(rec, by_user, admin)
            rec.status = MatchStatus.CANCELLED
            return await self._save_lobby(rec)

    async def start(
        self,
        match_id: int,
        by_user: int,
        *,
        admin: bool = False,
        fixed_order: bool = False,
        now: float | None = None,
    ) -> Outcome:
        """Seat order is shuffled from the seed unless fixed_order. Bot seats act at once."""
        now = clock_now(now)
        async with self._locks[match_id]:
            rec = await self._lobby(match_id)
            self._require_host(rec, by_user, admin)
            engine = self._engine(rec.game)
            low, high = engine.player_range(rec.options)
            count = len(rec.seats)
            if count < low:
                raise err(
                    "too_few", f"At least {low} players are needed.", f"Potrzeba co najmniej {low} graczy."
                )
            if count > high:
                raise err("full", f"At most {high} players can play.", f"Może grać najwyżej {high} graczy.")
            order = list(range(count)) if fixed_order else seat_order(rec.seed, count)
            for seat, index in enumerate(order):
                rec.seats[index].seat = seat
            rec.seats.sort(key=lambda r: r.seat)
            rec.status = MatchStatus.ACTIVE
            rec.rules_version = rules_version(rec.game)
            rec.state = engine.setup(count, rec.options, rec.seed)
            names = ", ".join(r.name for r in rec.seats)
            opening = Event(
                text=tr(f"The match begins. Seat order: {names}.", f"Mecz się zaczyna. Kolejność: {names}.")
            )
            return await self._advance(rec, now=now, opening=[opening], starting=True, private_before={})

    async def set_thread(self, match_id: int, thread_id: int) -> None:
        async with self._locks[match_id]:
            await self._load(match_id)
            await self.store.set_thread(match_id, thread_id)
            self._forget(match_id)

    async def update_settings(
        self, match_id: int, by_user: int, settings: MatchSettings, *, admin: bool = False
    ) -> MatchInfo:
        """New settings; running deadlines are recomputed from when each wait began."""
        async with self._locks[match_id]:
            rec = (await self._load(match_id)).clone()
            self._require_host(rec, by_user, admin)
            if rec.status not in OPEN:
                raise err("finished", "The match is over.", "Mecz się zakończył.")
            check_settings(settings)
            rec.settings = settings
            for row in rec.seats:
                if row.awaited_since is not None:
                    reminded = row.reminded
                    row.start_wait(row.awaited_since, settings)
                    row.reminded = reminded
            try:
                await self.store.save_settings(
                    rec.id, rec.settings_json(), [r.params(rec.id) for r in rec.seats], rec.version
                )
            except StaleWrite:
                raise stale_error() from None
            finally:
                self._forget(rec.id)
            return self._info(await self._load(rec.id))

    async def abandon(self, match_id: int, by_user: int, *, admin: bool = False) -> MatchInfo:
        async with self._locks[match_id]:
            rec = (await self._load(match_id)).clone()
            self._require_host(rec, by_user, admin)
            if rec.status not in OPEN:
                raise err("finished", "The match is over.", "Mecz się zakończył.")
            rec.status = MatchStatus.ABANDONED
            rec.refresh_waits(set(), set(), 0.0)
            return await self._save_lobby(rec)
