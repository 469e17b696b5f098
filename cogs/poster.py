"""Every REST call the bot makes outside an interaction reply: channel and thread messages,
threads, pins and direct messages. Only ids go in and out, so the rest of the bot never holds
cached channel objects (a thread may be deleted while a match waits for days).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

import discord

MESSAGE_LIMIT = 2000
ALT_TEXT_LIMIT = 1024
THREAD_ARCHIVE_MINUTES = 10080  # a week: the longest Discord allows
UNKNOWN_CHANNEL = 10003
THREAD_ARCHIVED = 50083


@dataclass
class Picture:
    filename: str
    png: bytes
    alt: str

    def to_file(self) -> discord.File:
        return discord.File(
            io.BytesIO(self.png), filename=self.filename, description=trim(self.alt, ALT_TEXT_LIMIT)
        )


def trim(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def mentions(user_ids: list[int]) -> discord.AllowedMentions:
    users: list[discord.Object] | bool = [discord.Object(u) for u in user_ids] if user_ids else False
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)


def frozen(view: discord.ui.View | None) -> discord.ui.View | None:
    """A view that discord.py will not keep in memory: its items are DynamicItems that the
    bot parses from the custom_id on every click, so nothing needs to be stored per message."""
    if view is not None:
        view.stop()
    return view


class Poster:
    def __init__(self, client: discord.Client):
        self.client = client

    def _channel(self, channel_id: int) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(channel_id)

    async def send(
        self,
        channel_id: int,
        content: str,
        *,
        pictures: list[Picture] | None = None,
        view: discord.ui.View | None = None,
        ping: list[int] | None = None,
    ) -> int:
        message = await self._channel(channel_id).send(
            trim(content, MESSAGE_LIMIT),
            files=[p.to_file() for p in pictures or []],
            view=frozen(view) or discord.utils.MISSING,
            allowed_mentions=mentions(ping or []),
            silent=not ping,  # only a message that calls someone to act notifies
        )
        return message.id

    async def edit(
        self,
        channel_id: int,
        message_id: int,
        content: str,
        *,
        view: discord.ui.View | None = None,
    ) -> None:
        """Replace a message's text; `view=None` removes its buttons. A thread Discord archived
        for inactivity refuses edits: it is unarchived first (posting into it would do the same)."""
        message = self._channel(channel_id).get_partial_message(message_id)
        content = trim(content, MESSAGE_LIMIT)
        try:
            await message.edit(content=content, view=frozen(view), allowed_mentions=mentions([]))
        except discord.HTTPException as exc:
            if exc.code != THREAD_ARCHIVED:
                raise
            await self.client.http.edit_channel(channel_id, archived=False)
            await message.edit(content=content, view=frozen(view), allowed_mentions=mentions([]))

    async def exists(self, channel_id: int, message_id: int) -> bool:
        """False when the message was deleted; a deleted channel (10003) and other failures raise."""
        try:
            await self._channel(channel_id).fetch_message(message_id)
        except discord.NotFound as exc:
            if exc.code == UNKNOWN_CHANNEL:
                raise
            return False
        return True

    async def pin(self, channel_id: int, message_id: int) -> None:
        await self._channel(channel_id).get_partial_message(message_id).pin()

    async def create_thread(self, channel_id: int, name: str) -> int:
        data = await self.client.http.start_thread_without_message(
            channel_id,
            name=trim(name, 100),
            auto_archive_duration=THREAD_ARCHIVE_MINUTES,
            type=discord.ChannelType.public_thread.value,
        )
        return int(data["id"])

    async def add_to_thread(self, thread_id: int, user_id: int) -> None:
        await self.client.http.add_user_to_thread(thread_id, user_id)

    async def dm(
        self,
        user_id: int,
        content: str,
        *,
        pictures: list[Picture] | None = None,
        view: discord.ui.View | None = None,
    ) -> tuple[int, int]:
        """(DM channel id, message id). Raises discord.Forbidden when the user does not accept
        direct messages. Silent: a DM that asks the player to act comes with a ping in the thread."""
        channel = await self.client.create_dm(discord.Object(user_id))
        message = await channel.send(
            trim(content, MESSAGE_LIMIT),
            files=[p.to_file() for p in pictures or []],
            view=frozen(view) or discord.utils.MISSING,
            allowed_mentions=mentions([]),
            silent=True,
        )
        return channel.id, message.id
