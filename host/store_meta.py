"""The store's key-value tables: service values (the heartbeat, the clock's pause), transport
values per match (message ids), and user preferences."""

from __future__ import annotations


class KeyValueStore:
    """Mixed into Store (host/store.py): uses its fetch and write methods."""

    async def get_value(self, key: str) -> str | None:
        rows = await self.fetch("SELECT value FROM service_meta WHERE key = ?", (key,))
        return rows[0]["value"] if rows else None

    async def set_value(self, key: str, value: str) -> None:
        await self.write([("INSERT OR REPLACE INTO service_meta (key, value) VALUES (?, ?)", (key, value))])

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
                "INSERT OR REPLACE INTO match_meta (match_id, key, value) VALUES (?, ?, ?)",
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
                    "INSERT OR REPLACE INTO user_prefs (user_id, key, value) VALUES (?, ?, ?)",
                    (user_id, key, value),
                )
            ]
        )
