"""Message texts built from host records. Pure functions: no Discord calls, no storage."""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from cogs.i18n import t
from engines import get_engine
from engines.base import Event, Prompt, Result, Seat, Text, decode_multi
from host.types import HistoryEntry, MatchInfo, MatchStatus, Outcome, PromptFor

if TYPE_CHECKING:
    from host.types import PlayerStanding

LIMIT = 2000
HISTORY_PAGE = 15  # log entries per /history page (read from the store one page at a time)
HISTORY_LINE_MIN = 40  # a /history line is never cut shorter than this


def game_name(game: str, lang: str) -> str:
    try:
        return get_engine(game).name.get(lang)
    except KeyError:
        return game


def title(match: MatchInfo, lang: str) -> str:
    return t(lang, "match.title", game=game_name(match.game, lang), id=match.id)


def seat_names(match: MatchInfo) -> dict[Seat, str]:
    return {s.seat: s.name for s in match.seats if s.seat is not None}


def seat_legend(match: MatchInfo, lang: str) -> str:
    """Seat letters as the engines and pictures use them, with who sits there: "A Ala · B Bob"."""
    seated = sorted((s for s in match.seats if s.seat is not None), key=lambda s: s.seat)
    return " · ".join(f"**{chr(ord('A') + s.seat)}** {player_label(s.name, s.user_id, lang)}" for s in seated)


def seat_user(match: MatchInfo, seat: Seat) -> int | None:
    return next((s.user_id for s in match.seats if s.seat == seat), None)


def replaced(match: MatchInfo, seat: Seat) -> bool:
    """The seat's player was replaced by a bot for good (resigned, kicked, forfeited)."""
    return any(s.seat == seat and s.user_id is not None and s.agent is not None for s in match.seats)


def player_label(name: str, user_id: int | None, lang: str) -> str:
    return name if user_id is not None else t(lang, "seat.bot", name=name)


def hours(seconds: int) -> str:
    return f"{seconds / 3600:g}"


def lobby_text(match: MatchInfo, lang: str) -> str:
    players = ", ".join(player_label(s.name, s.user_id, lang) for s in match.seats)
    lines = [
        f"🎲 **{title(match, lang)}**",
        t(lang, "lobby.creator", user=f"<@{match.creator_id}>"),
        t(
            lang,
            "lobby.seats",
            taken=len(match.seats),
            max=match.max_players,
            min=match.min_players,
            players=players,
        ),
    ]
    if match.options:
        lines.append(t(lang, "lobby.options", options=options_text(match.game, match.options, lang)))
    lines.append(t(lang, "lobby.turn_time", hours=hours(match.settings.turn_timeout_s)))
    thread = f"<#{match.thread_id}>"
    if match.status is MatchStatus.CANCELLED:
        lines.append(t(lang, "lobby.cancelled"))
    elif match.status is MatchStatus.ABANDONED:
        lines.append(t(lang, "lobby.abandoned", thread=thread))
    elif match.status is MatchStatus.FINISHED:
        lines.append(t(lang, "lobby.finished", thread=thread))
    elif match.thread_id is not None:
        lines.append(t(lang, "lobby.started", thread=f"<#{match.thread_id}>"))
    elif match.status is not MatchStatus.LOBBY:
        lines.append(t(lang, "lobby.started_here"))
    return "\n".join(lines)


def options_text(game: str, options: dict[str, str], lang: str) -> str:
    """Match options as players read them: "Rounds: 2", never "rounds=2"."""
    try:
        specs = {spec.key: spec for spec in get_engine(game).option_specs}
    except KeyError:
        specs = {}
    parts = []
    for key, value in options.items():
        spec = specs.get(key)
        if spec is None:
            parts.append(f"{key}: {value}")
            continue
        label = spec.choice_labels.get(value)
        parts.append(f"{spec.label.get(lang)}: {label.get(lang) if label else value}")
    return ", ".join(parts)


def deadline_text(match: MatchInfo, lang: str) -> str:
    return t(lang, "status.deadline", when=f"<t:{int(match.deadline)}:R>") if match.deadline else ""


def status_text(match: MatchInfo, status_line: Text | None, prompts: list[PromptFor], lang: str) -> str:
    lines = [f"📌 **{title(match, lang)}**"]
    if status_line is not None:
        lines.append(status_line.get(lang))
    if match.status is not MatchStatus.LOBBY:
        lines.append(t(lang, "status.seats", seats=seat_legend(match, lang)))
    if match.status is MatchStatus.ACTIVE and prompts:
        names = seat_names(match)
        lines.append(t(lang, "status.waiting", players=", ".join(names.get(p.seat, "?") for p in prompts)))
        lines.append(deadline_text(match, lang))
    elif match.status is not MatchStatus.ACTIVE:
        ended = t(lang, f"status.{match.status.value}")
        if ended not in lines:  # the game's own status line may already say it in these words
            lines.append(ended)
    return "\n".join(line for line in lines if line)


def event_lines(events: list[Event], lang: str, seat: Seat | None = None) -> list[str]:
    """Public events (seat None) or the events only `seat` may read."""
    if seat is None:
        return [e.text.get(lang) for e in events if e.seats is None]
    return [e.text.get(lang) for e in events if e.seats is not None and seat in e.seats]


def log_chunks(outcome: Outcome, lang: str) -> list[str]:
    """The public log of one request, split into messages that fit Discord's limit."""
    lines = [f"• {line}" for line in event_lines(outcome.events, lang)]
    if not lines:
        return []
    if outcome.actors:
        lines.insert(0, f"**{', '.join(dict.fromkeys(outcome.actors))}**")
    return chunk(lines)


def chunk(lines: list[str], limit: int = LIMIT) -> list[str]:
    out: list[str] = []
    current = ""
    for line in lines:
        line = line if len(line) <= limit else line[: limit - 1] + "…"
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def private_first(mine: str, public: str) -> str:
    """A seat's description with what only it may see (the lines absent from the public
    description: its hand, its own reserves) first, then the rest."""
    shared = set(public.splitlines())
    lines = mine.splitlines()
    own = [line for line in lines if line not in shared]
    return "\n".join(own + [line for line in lines if line in shared])


def prompt_text(user_id: int | None, prompt: Prompt, lang: str, page: int = 0, pages: int = 1) -> str:
    who = f"<@{user_id}>" if user_id else ""
    text = f"{who} {prompt.text.get(lang)}".strip()
    if prompt.kind == "multi":
        text += "\n" + t(lang, "prompt.pick", low=prompt.min_pick, high=prompt.max_pick)
    if pages > 1:
        text += "\n" + t(lang, "prompt.page", page=page + 1, pages=pages)
    return text


def prompt_signature(prompt: Prompt) -> str:
    return hashlib.sha1(prompt.model_dump_json().encode()).hexdigest()[:16]


def chosen_label(prompt: Prompt, action: str, lang: str) -> str:

    labels = {o.id: o.label.get(lang) for o in prompt.options}
    if action in labels:
        return labels[action]
    return ", ".join(labels.get(part, part) for part in decode_multi(action))


def result_text(match: MatchInfo, result: Result, lang: str) -> str:
    names = seat_names(match)
    gave_up = {s.seat for s in match.seats if s.resigned}
    lines = [f"🏁 **{title(match, lang)}** — {t(lang, 'end.title')}"]
    for score in sorted(result.scores, key=lambda s: (s.rank, s.seat)):
        line = t(lang, "end.line", rank=score.rank, name=names.get(score.seat, "?"), score=score.score)
        if score.breakdown:
            parts = (f"{result.label(key, lang)} {value}" for key, value in score.breakdown.items())
            line += " (" + ", ".join(parts) + ")"
        if score.seat in gave_up:  # says why a higher score may stand below
            line += " " + t(lang, "end.gave_up")
        lines.append(line)
    winners = ", ".join(names.get(seat, "?") for seat in result.winners())
    lines.append(t(lang, "end.winner", names=winners))
    if result.note is not None:
        lines.append(result.note.get(lang))
    return "\n".join(lines)


def history_lines(entries: list[HistoryEntry], lang: str) -> list[str]:
    lines = []
    for entry in entries:
        who = t(lang, "seat.bot", name=entry.name) if entry.by_agent else entry.name
        texts = "; ".join(e.text.get(lang) for e in entry.events) or t(lang, "history.quiet")
        lines.append(f"`#{entry.version}` **{who}**: {texts}")
    return lines


def history_page(entries: list[HistoryEntry], lang: str, page: int, pages: int) -> str:
    """One /history page (page 1 is the most recent), always within one message: when its lines
    do not fit, each is cut to an equal share of the room (never shorter than HISTORY_LINE_MIN),
    and when even those do not fit (a huge page), the oldest lines give way to "…"."""
    footer = t(lang, "history.page", page=page, pages=pages)
    lines = history_lines(entries, lang) or [t(lang, "history.empty")]
    room = LIMIT - len(footer) - 1
    if sum(len(line) + 1 for line in lines) > room:
        width = max(HISTORY_LINE_MIN, room // len(lines) - 1)
        lines = [line if len(line) <= width else line[: width - 1] + "…" for line in lines]
        if sum(len(line) + 1 for line in lines) > room:
            kept, used = [], 2  # the "…" line in place of the lines left out
            for line in reversed(lines):
                if used + len(line) + 1 > room:
                    break
                kept.append(line)
                used += len(line) + 1
            lines = ["…", *kept[::-1]]
    return "\n".join(lines) + "\n" + footer


def standing_line(rank: int, standing: PlayerStanding, lang: str) -> str:
    return f"`{rank}.` " + t(
        lang,
        "stats.line",
        name=standing.name,
        rating=round(standing.rating),
        wins=standing.wins,
        played=standing.played,
    )


def leaderboard(standings: list[PlayerStanding], game: str | None, lang: str) -> str:
    """The server's ranking (best first) of one game, or over all games together."""
    if not standings:
        return t(lang, "stats.empty")
    label = game_name(game, lang) if game else t(lang, "stats.all_games")
    lines = [t(lang, "stats.title", game=label)]
    lines += [standing_line(i, s, lang) for i, s in enumerate(standings, 1)]
    return chunk(lines)[0]


def player_stats(name: str, standings: list[PlayerStanding], lang: str) -> str:
    """One player's standing in each game they played on this server."""
    if not standings:
        return t(lang, "stats.none", name=name)
    lines = [t(lang, "stats.player", name=name)]
    lines += [
        t(
            lang,
            "stats.game_line",
            game=game_name(s.game, lang),
            rating=round(s.rating),
            wins=s.wins,
            played=s.played,
        )
        for s in standings
    ]
    return chunk(lines)[0]
