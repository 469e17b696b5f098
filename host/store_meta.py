"""The store's key-value tables: service values (the heartbeat, the clock's pause), transport
values per match (message ids), and user preferences."""

from __future__ import annotations

from host.store_clock import SERVICE_META_UPSERT


class KeyValueStore:
    """Mixed into Store (host/store.py): uses its fetch and write methods."""

    async def get_value(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM service_meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_value(self, key: str, value: str) -> None:
        await self.write([(SERVICE_META_UPSERT, (key, value))])

    async def get_meta(self, match_id: int, key: str) -> str | None:
        rows = await self.fetch(
            "SELECT value FROM match_meta WHERE match_id = ? AND key = ?", (match_id, key)
        )
        return rows[0]["value"] if rows else None

    async def set_meta(self, match_id: int, key: str, value: str | None) -> None:
        """A transport value of the match; None deletes it."""
        if value is None:
            statement = ("DELETE FROM match_meta WHERE match_id = ? AND key = ?", (match_id, key))
        else:
            statement = (
                "INSERT INTO match_meta (match_id, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT(match_id, key) DO UPDATE SET value = excluded.value",
                (match_id, key, value),
            )
        await self.write([statement])

    async def get_user_pref(self, user_id: int, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM user_prefs WHERE user_id = ? AND key = ?", (user_id, key))
        return rows[0]["value"] if rows else None

    async def set_user_pref(self, user_id: int, key: str, value: str) -> None:
        await self.write(
            [
                (
                    "INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?) "
                    "ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value",
                    (user_id, key, value),
                )
            ]
        )
