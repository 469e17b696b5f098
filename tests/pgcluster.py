"""A throwaway PostgreSQL cluster for tests and benchmarks.

The server refuses to run as root, so when we are root the cluster runs as the `postgres` user
(in a temporary folder that user owns), listening on a random free port on 127.0.0.1 only. It is
stopped and removed by `stop()`. `available()` says why PostgreSQL cannot be used here (the
binaries are absent), so tests can skip with that reason.
"""

from __future__ import annotations

import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

BIN_DIRS = ("/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin")


def bin_dir() -> Path | None:
    """The folder holding initdb and pg_ctl (EPOCHS_PG_BIN overrides the usual places)."""
    for place in (os.environ.get("EPOCHS_PG_BIN"), *BIN_DIRS):
        if place and (Path(place) / "initdb").exists() and (Path(place) / "pg_ctl").exists():
            return Path(place)
    found = shutil.which("initdb")
    return Path(found).parent if found and shutil.which("pg_ctl") else None


def unavailable_reason() -> str | None:
    """None when a cluster can be started; else why not."""
    if bin_dir() is None:
        return (
            "PostgreSQL binaries (initdb, pg_ctl) not found; install postgresql to run the PostgreSQL tests"
        )
    if os.geteuid() == 0:
        try:
            import pwd

            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root without a 'postgres' user to run the server as"
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Cluster:
    """One running server; `url(name)` is a database's address, `create_db()` makes a fresh one."""

    def __init__(self):
        self.bin = bin_dir()
        # in /tmp: the postgres user must reach it (a TMPDIR under /root would not do)
        self.folder = Path(
            tempfile.mkdtemp(prefix="epochs-pg-", dir="/tmp" if os.path.isdir("/tmp") else None)
        )
        self.data = self.folder / "data"
        self.port = free_port()
        self.user = "postgres" if os.geteuid() == 0 else None
        self._names = itertools.count(1)
        self.running = False

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=self.folder)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> Cluster:
        if self.user:
            shutil.chown(self.folder, self.user, self.user)
        self._run("initdb", "-D", str(self.data), "-U", "epochs", "--auth=trust", "-E", "UTF8", "--no-sync")
        # the free port may be taken between our check and the server's bind (another test
        # worker starts its own cluster at the same time): try again on a new port
        for attempt in range(3):
            try:
                self._start_server()
                break
            except RuntimeError:
                if attempt == 2:
                    raise
                self.port = free_port()
        self.running = True
        return self

    def _start_server(self) -> None:
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories='' "
            "-c fsync=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=64MB"
        )
        self._run(
            "pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "start"
        )

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://epochs@127.0.0.1:{self.port}/{database}"

    def new_db(self) -> str:
        """A new empty database; its address."""
        name = f"epochs_{os.getpid()}_{next(self._names)}"
        command = [str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "epochs", name]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"createdb failed: {done.stderr.strip()}")
        return self.url(name)

    def stop(self) -> None:
        try:
            if self.running:
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
                self.running = False
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
