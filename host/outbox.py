"""The outbox: what committed versions still owe the players (recorded by Store.write_version in
the move's own transaction), handed to the transport until it reports them delivered."""

from __future__ import annotations

from host.core import ServiceCore, clock_now
from host.store import Undelivered


class OutboxMixin(ServiceCore):
    async def undelivered(self, now: float | None = None, match_id: int | None = None) -> list[Undelivered]:
        """Matches whose newest committed version is not yet delivered and due for a try."""
        return await self.store.undelivered(clock_now(now), match_id)

    async def delivered(self, match_id: int, version: int) -> None:
        """Everything owed up to `version` reached the players (a newer version supersedes older ones)."""
        await self.store.mark_delivered(match_id, version)

    async def delivery_failed(self, match_id: int, version: int, now: float | None = None) -> None:
        """Try the undelivered versions up to `version` again later, with a growing backoff."""
        await self.store.retry_later(match_id, version, clock_now(now))

    async def claim_delivery(self, match_id: int) -> bool:
        """Take the match's delivery for this process (False: another process is delivering it;
        what it owes stays in the outbox for that one, or for the next tick). Release it after."""
        return await self.store.claim("deliver", match_id)

    async def already_delivered(self, match_id: int, version: int) -> bool:
        """Whether another process delivered this version (or a newer one) meanwhile. Always False
        with one process: there every outcome is shown by the request that made it, in the order
        the match lock gives (an older outcome shown after a newer one still shows its moves)."""
        return self.store.shared and await self.store.delivered_since(match_id, version)

    async def release_delivery(self, match_id: int) -> None:
        await self.store.release("deliver", match_id)
