"""Copy a store to a new PostgreSQL database (issue 18): every match, seat, log row, snapshot,
archived log, undo base, outbox row, transport value, setting, preference and rating, in one transaction,
then check that each copied match replays from its seed to its snapshot.

    python bot.py migrate-store --from epochs.db --to postgresql://user@host/epochs [--skip-damaged]

A source row the target cannot hold (a value of the wrong type, a missing required value, a row
whose match was not copied) is damaged: each one is reported with its table, key and reason.
Without --skip-damaged nothing is copied when any row is damaged (fix the source and run again);
with it, the other rows are copied and the damaged ones are still listed. Exit codes: 0 copied
and verified, 1 copied but a match does not replay to its snapshot, 2 nothing copied (damaged
rows, a target that already holds matches, or a bad setting).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from host.store import Store, is_postgres, sqlite_path
from host.types import HostError

# Parents before children (foreign keys); the claims of running processes are not copied.
TABLES: dict[str, tuple[str, ...]] = {
    "matches": ("id",),
    "seats": ("match_id", "pos"),
    "actions": ("match_id", "seq"),
    "archived_logs": ("match_id",),
    "snapshots": ("match_id",),
    "checkpoints": ("match_id",),
    "outbox": ("match_id", "version"),
    "match_meta": ("match_id", "key"),
    "service_meta": ("key",),
    "user_prefs": ("user_id", "key"),
    "ratings": ("scope",),
}
INTEGER_TYPES = ("bigint", "integer", "smallint")


@dataclass
class Report:
    copied: dict[str, int] = field(default_factory=dict)
    damaged: list[str] = field(default_factory=list)  # "table key: reason"
    verified: int = 0
    not_replaying: list[str] = field(default_factory=list)
    other_rules: list[int] = field(default_factory=list)  # matches of older rules: not replayed


def row_problem(row: dict[str, Any], columns: dict[str, tuple[str, bool]]) -> str | None:
    """Why the target cannot hold this row (None: it can). `columns`: name -> (type, nullable)."""
    for name, (kind, nullable) in columns.items():
        value = row.get(name)
        if value is None:
            if not nullable and name != "id":
                return f"{name} is empty"
            continue
        if kind in INTEGER_TYPES and (not isinstance(value, int) or isinstance(value, bool)):
            return f"{name} is not a whole number: {value!r}"
        if kind == "double precision" and not isinstance(value, int | float):
            return f"{name} is not a number: {value!r}"
        if kind == "text" and not isinstance(value, str):
            return f"{name} is not text: {value!r}"
    return None


async def target_columns(target) -> dict[str, dict[str, tuple[str, bool]]]:
    rows = await target.fetch(
        "SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns "
        "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    )
    out: dict[str, dict[str, tuple[str, bool]]] = {}
    for r in rows:
        out.setdefault(r["table_name"], {})[r["column_name"]] = (r["data_type"], r["is_nullable"] == "YES")
    return out


async def copy_rows(source, target, report: Report, *, skip_damaged: bool) -> bool:
    """Copy every table in one transaction on the target; False (nothing copied) when a row is
    damaged and skip_damaged is not set."""
    columns = await target_columns(target)
    batches: dict[str, tuple[list[str], list[tuple]]] = {}
    copied_matches: set[int] = set()
    for table, key in TABLES.items():
        wanted = columns[table]
        names = list(wanted)
        records = []
        for raw in await source.fetch(f"SELECT * FROM {table}"):
            row = dict(raw)
            where = f"{table} {', '.join(f'{k}={row.get(k)!r}' for k in key)}"
            problem = row_problem(row, wanted)
            if (
                problem is None
                and "match_id" in row
                and table != "ratings"
                and row["match_id"] not in copied_matches
            ):
                problem = "its match was not copied"
            if problem is not None:
                report.damaged.append(f"{where}: {problem}")
                continue
            if table == "matches":
                copied_matches.add(row["id"])
            records.append(tuple(row.get(name) for name in names))
        batches[table] = (names, records)
    if report.damaged and not skip_damaged:
        return False
    async with target.pool.acquire() as conn, conn.transaction():
        for table, (names, records) in batches.items():
            await conn.copy_records_to_table(table, records=records, columns=names)
            report.copied[table] = len(records)
        # new matches continue after the copied ids
        await conn.execute(
            "SELECT setval(pg_get_serial_sequence('matches', 'id'), GREATEST((SELECT max(id) FROM matches), 1))"
        )
    return True


async def verify_matches(target_url: str, report: Report) -> None:
    """Replay every copied match from its seed and compare with its snapshot."""
    from host.service import MatchService

    service = await MatchService.open(target_url)
    try:
        rows = await service.store.fetch("SELECT id FROM matches WHERE status <> 'lobby' ORDER BY id")
        for row in rows:
            match_id = row["id"]
            try:
                good = await service.verify(match_id)
            except HostError as exc:
                if exc.code == "rules_changed":
                    report.other_rules.append(match_id)
                    continue
                report.not_replaying.append(f"match {match_id}: {exc.reason.en}")
                continue
            except Exception as exc:  # a snapshot or log row that does not even load
                report.not_replaying.append(f"match {match_id}: {type(exc).__name__}: {exc}")
                continue
            if good:
                report.verified += 1
            else:
                report.not_replaying.append(f"match {match_id}: the log does not replay to the snapshot")
    finally:
        await service.close()


async def migrate(source_url: str, target_url: str, *, skip_damaged: bool = False) -> tuple[int, Report]:
    """Copy and verify; (exit code, report)."""
    report = Report()
    if not is_postgres(target_url):
        report.damaged.append("the target must be a postgresql:// database")
        return 2, report
    if not is_postgres(source_url) and not Path(sqlite_path(source_url)).is_file():
        report.damaged.append(f"there is no database file {source_url!r} to copy")
        return 2, report
    source = await Store.open(source_url)
    target = await Store.open(target_url)
    try:
        if (await target.fetch("SELECT count(*) AS n FROM matches"))[0]["n"]:
            report.damaged.append("the target database already holds matches; copy into an empty one")
            return 2, report
        if not await copy_rows(source, target, report, skip_damaged=skip_damaged):
            return 2, report
    finally:
        await source.close()
        await target.close()
    await verify_matches(target_url, report)
    return (1 if report.not_replaying else 0), report


def print_report(report: Report, out=sys.stdout) -> None:
    for line in report.damaged:
        print(f"damaged: {line}", file=out)
    for table, count in report.copied.items():
        print(f"copied {count} {table}", file=out)
    if report.copied:
        print(f"verified {report.verified} matches: each replays from its seed to its snapshot", file=out)
    if report.other_rules:
        print(f"not replayed (older rules, kept as they are): {report.other_rules}", file=out)
    for line in report.not_replaying:
        print(f"does not replay: {line}", file=out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bot.py migrate-store", description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", required=True, help="the database to copy (a SQLite file)")
    parser.add_argument("--to", dest="target", required=True, help="an empty postgresql:// database")
    parser.add_argument(
        "--skip-damaged", action="store_true", help="copy the other rows when some are damaged"
    )
    args = parser.parse_args(argv)
    code, report = asyncio.run(migrate(args.source, args.target, skip_damaged=args.skip_damaged))
    print_report(report)
    if code == 2 and report.copied == {}:
        print("nothing was copied", file=sys.stderr)
    return code
