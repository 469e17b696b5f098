"""Local mode: play a match in the terminal, without Discord, through the same match service.

    python bot.py --local --game GAME --players N [--bots K] [--seed S] [--out DIR] [--db FILE]
                  [--lang en|pl] [--agent random|heuristic] [--option key=value ...] [--images on|off]
    python bot.py --local --resume MATCH_ID [--db FILE]
    python bot.py --local --replay EXPORT.json [--out DIR] [--lang en|pl] [--images on|off]

Human seats (Human 1..) take turns at one keyboard; bot seats play at once. Pictures go to --out
after every human decision and at the end: board.png (public) and seat<LETTER>.png (private).
--replay checks and replays an exported match (/history export:true in Discord), printing its public log, the final
board.png and the final scores; a file that does not replay is refused (exit code 2).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import render
from engines import available_games, get_engine
from engines.base import Result, Text, encode_multi, tr
from host.replay import BadExport, replay_file
from host.service import MatchService
from host.types import HostError, MatchStatus, Outcome, PromptFor


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="bot.py --local", description="Play an Epochs match in the terminal."
    )
    parser.add_argument("--local", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--game", help="game id (an unknown one lists the games)")
    parser.add_argument("--players", type=int, help="number of seats")
    parser.add_argument("--bots", type=int, default=0, help="how many seats are bots (the last ones)")
    parser.add_argument("--seed", type=int, help="match seed (default: random)")
    parser.add_argument("--out", default="local_out", help="folder for board.png and seat<LETTER>.png")
    parser.add_argument("--db", default="local.db", help="SQLite file holding the matches")
    parser.add_argument("--resume", type=int, metavar="MATCH_ID", help="continue a saved match")
    parser.add_argument("--replay", metavar="FILE", help="replay an exported match (JSON)")
    parser.add_argument("--lang", choices=["en", "pl"], default="en")
    parser.add_argument("--agent", default="heuristic", help="bot agent: random or heuristic")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="match option (repeatable)"
    )
    parser.add_argument(
        "--images",
        choices=["on", "off"],
        default="on",
        help="write pictures after each human decision and at the end",
    )
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse(argv)
    try:
        return asyncio.run(Session(args).run())
    except KeyboardInterrupt:
        print()
        return 130


class Session:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.lang = args.lang
        self.out = Path(args.out)

    def say(self, text: Text) -> None:
        print(text.get(self.lang))

    async def run(self) -> int:
        if self.args.replay is not None:
            return await self.replay(self.args.replay)
        self.svc = await MatchService.open(self.args.db)
        try:
            if self.args.resume is not None:
                info = await self.svc.get(self.args.resume)
                if info.status != MatchStatus.ACTIVE:
                    self.say(
                        tr(
                            f"Match #{info.id} is {info.status.value}.",
                            f"Mecz #{info.id}: {info.status.value}.",
                        )
                    )
                    await self.finish(info.id)
                    return 0 if info.status == MatchStatus.FINISHED else 1
                mid = info.id
            else:
                mid = await self.new_match()
                if mid is None:
                    return 2
            return await self.play(mid)
        except HostError as exc:
            print(exc.reason.get(self.lang), file=sys.stderr)
            return 1
        finally:
            await self.svc.close()

    async def new_match(self) -> int | None:
        args = self.args
        try:
            engine = get_engine(args.game or "")
        except (KeyError, ModuleNotFoundError):
            games = ", ".join(available_games()) or "-"
            self.say(
                tr(
                    f"Unknown game '{args.game}'. Available: {games}",
                    f"Nieznana gra „{args.game}”. Dostępne: {games}",
                )
            )
            return None
        if args.players is None or not 0 <= args.bots <= args.players:
            self.say(
                tr("Give --players N and 0 <= --bots K <= N.", "Podaj --players N oraz 0 <= --bots K <= N.")
            )
            return None
        options = dict(item.split("=", 1) for item in args.option if "=" in item)
        humans = args.players - args.bots
        # every seat a bot and only one seat (a solo game): the lobby gets room for the bot next
        # to the host, who then leaves (a lobby whose only seat leaves is cancelled)
        solo_bot = humans == 0 and args.players == 1
        info = await self.svc.create(
            engine.id,
            1,
            self.human(1),
            players=2 if solo_bot else args.players,
            options=options,
            seed=args.seed,
        )
        for number in range(2, humans + 1):
            await self.svc.join(info.id, number, self.human(number))
        for _ in range(args.bots - (1 if humans == 0 and not solo_bot else 0)):
            await self.svc.add_bot(info.id, 1, args.agent)
        if humans == 0:  # the host gives up the seat so that every seat is a bot
            await self.svc.leave(info.id, 1)
            if not solo_bot:
                await self.svc.add_bot(info.id, 1, args.agent)
        self.say(
            tr(
                f"Match #{info.id} ({engine.name.en}), database {args.db}.",
                f"Mecz #{info.id} ({engine.name.pl}), baza {args.db}.",
            )
        )
        outcome = await self.svc.start(info.id, 1, fixed_order=True)
        self.show(outcome, None)
        return info.id

    def human(self, number: int) -> str:
        """The name of a human seat, in the language of the match at the keyboard."""
        return tr(f"Human {number}", f"Człowiek {number}").get(self.lang)

    async def play(self, mid: int) -> int:
        await self.write_images(mid)
        while True:
            prompts = await self.svc.prompts(mid)
            if not prompts:
                break
            outcome = await self.decide(mid, prompts[0])
            if outcome is None:
                self.say(
                    tr(
                        f"Saved. Resume with: python bot.py --local --db {self.args.db} --resume {mid}",
                        f"Zapisano. Wznów: python bot.py --local --db {self.args.db} --resume {mid}",
                    )
                )
                return 0
            self.show(outcome, prompts[0].seat)
            await self.write_images(mid)
        await self.finish(mid)
        return 0

    async def decide(self, mid: int, pending: PromptFor) -> Outcome | None:
        """Ask the human at the keyboard until an accepted action, an undo, or 'q' (None)."""
        info = await self.svc.get(mid)
        engine, offered = get_engine(info.game), info.version  # the version this prompt shows
        view = await self.svc.view(mid, pending.user_id)
        letter = chr(ord("A") + pending.seat)
        print()
        self.say(
            tr(
                f"=== Human {pending.user_id}: Player {letter} ===",
                f"=== Człowiek {pending.user_id}: Gracz {letter} ===",
            )
        )
        print(engine.describe_named(view, self.lang))
        prompt = pending.prompt
        self.say(prompt.text)
        for number, option in enumerate(prompt.options, start=1):
            detail = f" - {option.detail.get(self.lang)}" if option.detail else ""
            print(f"  {number}. {option.label.get(self.lang)}{detail}")
        undo = tr("u = undo, ", "u = cofnij, ").get(self.lang) if pending.can_undo else ""
        hint = undo + tr("q = save and quit", "q = zapisz i wyjdź").get(self.lang)
        many = ""
        if prompt.kind == "multi":
            none = tr(", 0 = none", ", 0 = nic").get(self.lang) if prompt.min_pick == 0 else ""
            many = f" ({prompt.min_pick}-{prompt.max_pick}{none})"
        while True:
            try:
                answer = input(f"{hint}{many}> ").strip().lower()
            except EOFError:
                return None
            if answer == "q":
                return None
            try:
                if answer == "u":
                    return await self.svc.undo(mid, pending.user_id, offered)
                action = self.action_from(answer, pending)
                if action is None:
                    self.say(tr("Type the number of a choice.", "Wpisz numer opcji."))
                    continue
                return await self.svc.act(mid, pending.user_id, action, offered)
            except HostError as exc:
                print(exc.reason.get(self.lang))

    @staticmethod
    def action_from(answer: str, pending: PromptFor) -> str | None:
        ids = pending.prompt.option_ids()
        if pending.prompt.kind == "multi" and pending.prompt.min_pick == 0 and answer in ("", "0"):
            return encode_multi([])
        try:
            numbers = [int(part) for part in answer.replace(",", " ").split()]
        except ValueError:
            return None
        if not numbers or any(not 1 <= n <= len(ids) for n in numbers):
            return None
        if pending.prompt.kind == "choice":
            return ids[numbers[0] - 1] if len(numbers) == 1 else None
        return encode_multi([ids[n - 1] for n in numbers])

    def show(self, outcome: Outcome, seat: int | None) -> None:
        """Log lines: public ones, and private ones of the seat at the keyboard."""
        if outcome.actors:
            print("[" + ", ".join(outcome.actors) + "]")
        for event in outcome.events:
            if event.seats is None or (seat is not None and seat in event.seats):
                print("  " + event.text.get(self.lang))

    async def write_images(self, mid: int) -> None:
        info = await self.svc.get(mid)
        if self.args.images == "off" or not render.has_renderer(info.game):
            return
        self.out.mkdir(parents=True, exist_ok=True)
        try:
            (self.out / "board.png").write_bytes(
                await asyncio.to_thread(render.board_png, await self.svc.seat_view(mid, None), self.lang)
            )
            # a bot's hand is hidden from the humans at the keyboard, unless only bots play
            humans = [seat for seat in info.seats if seat.user_id is not None]
            for seat in humans or info.seats:
                picture = await asyncio.to_thread(
                    render.private_png, await self.svc.seat_view(mid, seat.seat), self.lang
                )
                if picture is not None:
                    (self.out / f"seat{chr(ord('A') + seat.seat)}.png").write_bytes(picture)
        except Exception as exc:  # a renderer bug must not end the match; say it plainly
            print(f"(image not written: {type(exc).__name__}: {exc})", file=sys.stderr)

    async def replay(self, path: str) -> int:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            print(
                tr(f"Cannot read {path}: {exc}", f"Nie można odczytać {path}: {exc}").get(self.lang),
                file=sys.stderr,
            )
            return 2
        try:
            done = await asyncio.to_thread(replay_file, text)
        except BadExport as exc:
            print(exc.reason.get(self.lang), file=sys.stderr)
            return 2
        for event in done.events:
            if event.seats is None:
                print("  " + event.text.get(self.lang))
        if self.args.images == "on" and render.has_renderer(done.engine.id):
            view = done.engine.view(done.state, None)
            view.names = done.names
            self.out.mkdir(parents=True, exist_ok=True)
            (self.out / "board.png").write_bytes(await asyncio.to_thread(render.board_png, view, self.lang))
        if done.result is not None:
            names = [n + (f" ({a})" if a else "") for n, a in zip(done.names, done.agents, strict=True)]
            self.print_scores(done.result, dict(enumerate(names)))
        return 0

    def print_scores(self, result: Result, names: dict[int, str]) -> None:
        if result.note:
            self.say(result.note)
        self.say(tr("Final scores:", "Wyniki końcowe:"))
        for score in sorted(result.scores, key=lambda s: (s.rank, s.seat)):
            print(f"{score.rank}. {names[score.seat]}: {score.score}")

    async def finish(self, mid: int) -> None:
        await self.write_images(mid)
        info = await self.svc.get(mid)
        result = await self.svc.result(mid)
        if result is None:
            return
        names = {s.seat: s.name + (f" ({s.agent})" if s.agent else "") for s in info.seats}
        self.print_scores(result, names)
