"""The test cluster starts even when its chosen port is taken meanwhile (parallel test workers)."""

from __future__ import annotations

import socket

import pytest

from tests import pgcluster


def test_a_taken_port_is_replaced_by_a_free_one():
    reason = pgcluster.unavailable_reason()
    if reason:
        pytest.skip(reason)
    cluster = pgcluster.Cluster()
    taken = cluster.port
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", taken))
        blocker.listen()
        try:
            cluster.start()
            assert cluster.port != taken
            assert cluster.new_db().startswith(f"postgresql://epochs@127.0.0.1:{cluster.port}/")
        finally:
            cluster.stop()
