"""Read-only requests (views, history, export, statistics) and transport bookkeeping."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time
from collections.abc import Iterable

from engines import available_games
from engines.base import (
    Engine,
    Event,
    Result,
    Seat,
    Text,
    View,
    tr,
)
from host.core import (
    ServiceCore,
    err,
    named_event,
    named_text,
    same_rules,
)
from host.export import final_digest
from host.matchrec import MatchRec
from host.stats import Finished, Ratings
from host.types import (
    HistoryEntry,
    MatchInfo,
    MatchStatus,
    PlayerStanding,
    PromptFor,
)

# Results stamped longer ago than this are settled: every process has committed them (a match's
# finished_at is taken a moment before its write commits), so folding them once is final. The
# newer ones are folded again on each leaderboard call, so every process counts them at once.
SETTLE_SECONDS = 600.0


class QueryMixin(ServiceCore):
    async def get_meta(self, match_id: int, key: str) -> str | None:
        return await self.store.get_meta(match_id, key)

    async def set_meta(self, match_id: int, key: str, value: str | None) -> None:
        """Store a transport value (message ids, failed DMs); None deletes it."""
        await self._load(match_id)
        await self.store.set_meta(match_id, key, value)

    async def _standings(self, game: str | None, guild_id: int | None) -> list[PlayerStanding]:
        """The scope's standings: its settled Ratings (the results older than SETTLE_SECONDS,
        kept in memory and in the store) with the newer results folded into a copy on each call,
        read on the store's bulk connection."""
        name = _scope_name(game, guild_id)
        async with self._ratings_lock:
            key, settled = await self._settled((game, guild_id), name)
            found = await self.store.finished_since(key, game=game, guild_id=guild_id)
            horizon = time.time() - SETTLE_SECONDS
            ripe = 0
            while ripe < len(found) and found[ripe][0][0] <= horizon:  # `found` is in key order
                ripe += 1
            if ripe:
                # folded into a copy, kept only when the fold completes
                settled = await asyncio.to_thread(_folded, settled, found[:ripe])
                key = found[ripe - 1][0]
                await self.store.save_ratings(name, key, await asyncio.to_thread(settled.dump))
                self._ratings[(game, guild_id)] = (key, settled)
            live = found[ripe:]
            return (await asyncio.to_thread(_folded, settled, live) if live else settled).standings()

    async def _settled(
        self, scope: tuple[str | None, int | None], name: str
    ) -> tuple[tuple[float, int] | None, Ratings]:
        """The scope's settled ratings and the key they are folded up to. The copy in memory is
        used while the store still holds the same key: a result finishing before that key (a
        clock set back) deletes the stored row, in whichever process it finished."""
        kept = self._ratings.get(scope)
        if kept is not None and kept[0] == await self.store.ratings_key(name):
            return kept
        stored = await self.store.load_ratings(name)
        if stored is None:
            return None, Ratings(scope[0] or "")
        self._ratings[scope] = (stored[0], await asyncio.to_thread(Ratings.load, stored[1]))
        return self._ratings[scope]

    async def warm_ratings(self, guild_ids: Iterable[int]) -> int:
        """Fold the ratings of these guilds (all games together, and each game) up to now, so no
        leaderboard request waits for a scope's first fold over every finished match: the bot
        runs this in the background at startup. The scopes of a guild never folded yet (a
        database with finished matches but no ratings kept, as after an upgrade) are folded
        together from one read of the guild's matches; the others fold only what finished
        since. How many scopes."""
        games, guilds = [None, *available_games()], list(guild_ids)
        for guild in guilds:
            await self._first_folds(guild, games)
            for game in games:
                await self._standings(game, guild)
        return len(games) * len(guilds)

    async def _first_folds(self, guild_id: int, games: list[str | None]) -> None:
        """The guild's scopes (of `games`, None for all games) kept nowhere yet, folded from one
        read of its settled finished matches."""
        async with self._ratings_lock:
            missing = [
                game
                for game in games
                if (game, guild_id) not in self._ratings
                and await self.store.load_ratings(_scope_name(game, guild_id)) is None
            ]
            if not missing:
                return
            horizon = time.time() - SETTLE_SECONDS
            found = [
                f for f in await self.store.finished_since(None, guild_id=guild_id) if f[0][0] <= horizon
            ]
            folded = await asyncio.to_thread(_folded_scopes, found, missing)
            for game, (key, ratings) in folded.items():
                await self.store.save_ratings(_scope_name(game, guild_id), key, ratings.dump())
                self._ratings[(game, guild_id)] = (key, ratings)

    async def leaderboard(
        self, guild_id: int, game: str | None = None, limit: int = 10
    ) -> list[PlayerStanding]:
        """The guild's best players over its finished matches (of one game, if given): by Elo rating,
        then wins. Derived from the stored results; see host/stats.py for the rating."""
        return (await self._standings(game, guild_id))[: max(0, limit)]

    async def player_summary(self, user_id: int, guild_id: int | None = None) -> list[PlayerStanding]:
        """The user's standing in each game played (in that guild, or everywhere when None), with
        ratings computed over all players' matches of that game in the same scope; by game id."""
        out = []
        for game in await self.store.games_finished_by(user_id):
            out += [r for r in await self._standings(game, guild_id) if r.user_id == user_id]
        return out

    async def set_user_pref(self, user_id: int, key: str, value: str) -> None:
        await self.store.set_user_pref(user_id, key, value)

    async def get_user_pref(self, user_id: int, key: str) -> str | None:
        return await self.store.get_user_pref(user_id, key)

    async def get(self, match_id: int) -> MatchInfo:
        return self._info(await self._load(match_id))

    @staticmethod
    def _recs(found) -> list[MatchRec]:
        return [MatchRec.from_rows(row, seats) for row, seats in found]

    async def by_thread(self, thread_id: int) -> MatchInfo | None:
        found = self._recs(await self.store.match_in_thread(thread_id))
        return self._info(found[0]) if found else None

    async def in_channel(self, channel_id: int, *, active_only: bool = True) -> list[MatchInfo]:
        found = await self.store.matches_in_channel(channel_id, open_only=active_only)
        return [self._info(r) for r in self._recs(found)]

    async def for_user(self, user_id: int) -> list[tuple[MatchInfo, bool]]:
        """The user's lobby/active matches and whether the user is awaited in each."""
        recs = self._recs(await self.store.open_matches_of(user_id))
        return [(self._info(r), r.seat_row(user_id).awaited_since is not None) for r in recs]

    async def active_matches(self) -> list[MatchInfo]:
        return [self._info(r) for r in self._recs(await self.store.active_matches())]

    async def prompts(self, match_id: int) -> list[PromptFor]:
        rec = await self._load(match_id)
        return self._prompts(rec, self._engine(rec.game))

    async def _state(self, match_id: int) -> tuple[MatchRec, Engine]:
        rec = await self._load(match_id)
        if rec.state is None:
            raise err("not_started", "The match has not started yet.", "Mecz jeszcze się nie rozpoczął.")
        return rec, self._engine(rec.game)

    async def view(self, match_id: int, user_id: int | None) -> View:
        """The user's view (seat view if seated, else the public view)."""
        rec, engine = await self._state(match_id)
        row = rec.seat_row(user_id) if user_id is not None else None
        if row is None and user_id is not None and not rec.settings.spectators:
            raise err(
                "not_in_match",
                "This match hides its board from spectators.",
                "Ten mecz ukrywa planszę przed widzami.",
            )
        # a player replaced by a bot for good (resigned, kicked, forfeited) no longer sees the
        # seat's hidden information: the bot's hand is not theirs to pass on
        seat = row.seat if row is not None and row.agent is None else None
        return self._named(rec, engine.view(rec.state, seat))

    async def seat_view(self, match_id: int, seat: Seat | None) -> View:
        """Any seat's view, for trusted callers only (local mode, tests): no permission check."""
        rec, engine = await self._state(match_id)
        return self._named(rec, engine.view(rec.state, seat))

    async def seat_of(self, match_id: int, user_id: int) -> Seat | None:
        row = (await self._load(match_id)).seat_row(user_id)
        return row.seat if row else None

    async def history(
        self,
        match_id: int,
        user_id: int | None = None,
        *,
        last: int | None = None,
        skip: int = 0,
        before: int | None = None,
        after: int | None = None,
    ) -> list[HistoryEntry]:
        """Log with the events the user may read (undone moves are left out), oldest first: the
        whole log, or a page of it (the `last` entries before version `before` or before the
        `skip` newest, or the entries after version `after`)."""
        rec = await self._load(match_id)
        row = rec.seat_row(user_id) if user_id is not None else None
        seat = row.seat if row else None
        names = {r.seat: r.name for r in rec.seats}
        out = []
        rows = await self.store.actions(
            match_id, effective_only=True, last=last, skip=skip, before=before, after=after
        )
        for r in rows:
            events = [Event.model_validate(e) for e in json.loads(r["events"])]
            visible = [named_event(rec, e) for e in events if e.seats is None or seat in e.seats]
            out.append(
                HistoryEntry(
                    r["seq"],
                    r["seat"],
                    names.get(r["seat"], "?"),
                    r["action"],
                    bool(r["by_agent"]),
                    r["at"],
                    visible,
                )
            )
        return out

    async def history_length(self, match_id: int) -> int:
        """How many entries the whole history has."""
        await self._load(match_id)
        return await self.store.count_actions(match_id)

    async def status_line(self, match_id: int) -> Text:
        rec = await self._load(match_id)
        if rec.state is None:
            taken = f"{len(rec.seats)}/{rec.max_players}"
            return tr(f"Waiting for players ({taken}).", f"Czekamy na graczy ({taken}).")
        return named_text(rec, self._engine(rec.game).status_line(rec.state))

    async def result(self, match_id: int) -> Result | None:
        return (await self._load(match_id)).result

    async def export(self, match_id: int) -> str:
        """JSON of game, rules version, options, seed, seats, the action list, the result and a
        digest of the final state: enough to replay and check. Only once the match is over: the
        seed fixes every future die roll and the order of every deck."""
        rec = await self._load(match_id)
        if rec.status not in (MatchStatus.FINISHED, MatchStatus.ABANDONED) or rec.state is None:
            raise err(
                "export_running",
                "A match can be exported once it is over (the file reveals every future draw).",
                "Mecz można wyeksportować dopiero po jego zakończeniu (plik zdradza wszystkie przyszłe losowania).",
            )
        same_rules(rec, "export")
        rows = await self.store.actions(match_id, effective_only=True)
        data = {
            "game": rec.game,
            "rules_version": rec.rules_version,
            "options": rec.options,
            "seed": rec.seed,
            "status": rec.status.value,
            "seats": [dataclasses.asdict(r.info()) for r in rec.seats],
            "actions": [[r["seat"], r["action"]] for r in rows],
            "result": rec.result.model_dump(mode="json") if rec.result else None,
            "final_digest": final_digest(rec.state, [(r["seat"], r["action"]) for r in rows]),
        }
        return json.dumps(data, ensure_ascii=False, indent=1)


def _scope_name(game: str | None, guild_id: int | None) -> str:
    """A scope's key in the store's ratings table ("*" for all games or all guilds)."""
    return f"{game or '*'}|{'*' if guild_id is None else guild_id}"


def _folded_scopes(
    found: list, games: list[str | None]
) -> dict[str | None, tuple[tuple[float, int], Ratings]]:
    """Ratings of each game's matches among `found` (None: all of them), each as folded up to
    the last match found (a game without a match there has none before it either)."""
    if not found:
        return {}
    return {
        game: (found[-1][0], _folded(Ratings(game or ""), [f for f in found if game in (None, f[1])]))
        for game in games
    }


def _folded(ratings: Ratings, found: list) -> Ratings:
    """`ratings` with finished matches (Store.finished_since rows) added, parsed off the event
    loop; `ratings` itself is left as it was."""
    ratings = Ratings.load(ratings.dump())
    for _, game, result, seats in found:
        players = {seat: (user, name) for seat, user, name in seats if user is not None and seat is not None}
        ratings.add(Finished(game, Result.model_validate_json(result), players))
    return ratings
