"""Offline stand-ins for Discord (notes/platform_findings.md, section 2).

Interaction replies go through discord.py's webhook adapter (replaced by RecordingAdapter);
every other REST call goes through `bot.http.request` (replaced by FakeRest). Both record what
the bot sent; FakeRest also keeps each message's latest content and components so a test can
press a button exactly as it was shown.
"""

from __future__ import annotations

import asyncio
import datetime
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

GUILD = 900
CHANNEL = 500
BOT_ID = 1


class _Ids:
    """Snowflakes with a current timestamp (an old interaction id counts as expired)."""

    def __init__(self):
        self._n = itertools.count()

    def __next__(self) -> int:
        return discord.utils.time_snowflake(datetime.datetime.now(datetime.UTC)) + next(self._n)


ids = _Ids()

USER = {"username": "user", "discriminator": "0", "avatar": None}


def message_data(message_id: int, channel_id: int, body: dict | None) -> dict:
    body = body or {}
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "type": 0,
        "author": {"id": str(BOT_ID), **USER, "bot": True},
        "content": body.get("content", ""),
        "attachments": [],
        "embeds": [],
        "mentions": [],
        "mention_roles": [],
        "pinned": False,
        "mention_everyone": False,
        "tts": False,
        "timestamp": "2026-01-01T00:00:00+00:00",
        "edited_timestamp": None,
        "flags": 0,
        "components": body.get("components", []),
    }


class FakeResponse:
    def __init__(self, status: int, reason: str):
        self.status = status
        self.reason = reason


def forbidden(code: int = 50013, text: str = "Missing Permissions") -> discord.Forbidden:
    return discord.Forbidden(FakeResponse(403, "Forbidden"), {"code": code, "message": text})


def not_found(code: int = 10003, text: str = "Unknown Channel") -> discord.NotFound:
    return discord.NotFound(FakeResponse(404, "Not Found"), {"code": code, "message": text})


def _body(kwargs: dict, form) -> dict | None:
    if form:
        for part in form:
            if part.get("name") == "payload_json":
                return json.loads(part["value"])
    return kwargs.get("json")


def limit_violations(body: dict | None) -> list[str]:
    """What Discord would reject in a message body (content, components, attachments)."""
    body = body or {}
    found = []
    if len(body.get("content") or "") > 2000:
        found.append("content over 2000")
    rows = body.get("components") or []
    if len(rows) > 5:
        found.append(f"{len(rows)} rows")
    seen = set()
    for row in rows:
        items = row["components"]
        selects = [c for c in items if c["type"] == 3]
        if len(items) > 5 or (selects and len(items) > 1):
            found.append("overfull row")
        for item in items:
            custom_id = item.get("custom_id", "")
            if not 1 <= len(custom_id) <= 100 or custom_id in seen:
                found.append(f"custom_id {custom_id!r}")
            seen.add(custom_id)
            if item["type"] == 2 and len(item.get("label", "")) > 80:
                found.append("button label over 80")
            if item["type"] == 3:
                options = item["options"]
                if not 1 <= len(options) <= 25 or len(item.get("placeholder", "")) > 150:
                    found.append("select size or placeholder")
                if not 0 <= item["min_values"] <= item["max_values"] <= len(options):
                    found.append("select min/max")
                for option in options:
                    texts = (option["label"], option["value"], option.get("description") or "")
                    if any(len(x) > 100 for x in texts) or not option["label"]:
                        found.append("select option text")
                if len({o["value"] for o in options}) != len(options):
                    found.append("duplicate select values")
    for attachment in body.get("attachments") or []:
        if len(attachment.get("description") or "") > 1024:
            found.append("alt text over 1024")
    return found


@dataclass
class Sent:
    method: str
    path: str
    channel_id: int | None
    body: dict | None
    files: list[str]
    descriptions: list[str | None]
    refused: bool = False  # the fake answered with an error


@dataclass
class FakeRest:
    """Records REST calls and answers like Discord; `fail` maps (method, path prefix) to an error."""

    calls: list[Sent] = field(default_factory=list)
    messages: dict[int, dict] = field(default_factory=dict)
    closed_dms: set[int] = field(default_factory=set)
    fail: dict[tuple[str, str], Exception] = field(default_factory=dict)
    dm_channels: dict[int, int] = field(default_factory=dict)  # channel id -> user id
    violations: list[str] = field(default_factory=list)  # what Discord would have refused
    archived: set[int] = field(default_factory=set)  # threads: edits fail until a message is posted
    deleted: set[int] = field(default_factory=set)  # channels and threads: 10003 Unknown Channel
    gone: set[int] = field(default_factory=set)  # deleted messages: 10008 Unknown Message
    files_forbidden: bool = False  # no Attach Files permission in any server channel

    def delete_message(self, message_id: int) -> None:
        self.messages.pop(message_id, None)
        self.gone.add(message_id)

    def install(self, client: discord.Client) -> None:
        client.http.request = self.request  # type: ignore[method-assign]

    async def request(self, route, *, files=None, form=None, **kwargs) -> Any:
        try:
            return await self._answer(route, files=files, form=form, **kwargs)
        except discord.HTTPException:
            self.calls[-1].refused = True
            raise

    async def _answer(self, route, *, files=None, form=None, **kwargs) -> Any:
        body = _body(kwargs, form)
        channel_id = route.channel_id
        self.calls.append(
            Sent(
                route.method,
                route.url[len(discord.http.Route.BASE) :],
                channel_id,
                body,
                [f.filename for f in files or []],
                [f.description for f in files or []],
            )
        )
        path = self.calls[-1].path
        self.violations += [f"{route.method} {path}: {v}" for v in limit_violations(body)]
        for (method, prefix), error in self.fail.items():
            if route.method == method and path.startswith(prefix):
                raise error
        if channel_id in self.deleted:
            raise not_found(10003, "Unknown Channel")
        if files and self.files_forbidden and channel_id not in self.dm_channels:
            raise forbidden(50013, "Missing Permissions")
        message_id = _message_id(path)
        if message_id in self.gone:
            raise not_found(10008, "Unknown Message")
        if route.method == "GET" and message_id is not None:
            return self.messages[message_id]
        if route.method == "POST" and path == "/users/@me/channels":
            user_id = int(body["recipient_id"])
            dm_id = next(ids)
            self.dm_channels[dm_id] = user_id
            return {"id": str(dm_id), "type": 1, "recipients": [{"id": str(user_id), **USER}]}
        if route.method == "PATCH" and path == f"/channels/{channel_id}" and body.get("archived") is False:
            self.archived.discard(channel_id)  # unarchiving a thread the bot may post in
            return thread_data(channel_id)
        if route.method == "PATCH" and channel_id in self.archived:
            raise discord.HTTPException(
                FakeResponse(400, "Bad Request"), {"code": 50083, "message": "Thread is archived"}
            )
        if route.method == "POST" and path.endswith("/messages"):
            self.archived.discard(channel_id)
            if self.dm_channels.get(channel_id) in self.closed_dms:
                raise forbidden(50007, "Cannot send messages to this user")
            data = message_data(next(ids), channel_id, body)
            self.messages[int(data["id"])] = data
            return data
        if route.method == "PATCH" and "/messages/" in path:
            message_id = int(path.rsplit("/", 1)[1])
            data = self.messages.setdefault(message_id, message_data(message_id, channel_id, {}))
            data.update({k: v for k, v in (body or {}).items() if k in ("content", "components")})
            return data
        if route.method == "POST" and path.endswith("/threads"):
            return thread_data(next(ids), body["name"])
        return None

    # ---------------------------------------------------------------- queries for tests

    def posts(self, channel_id: int | None = None) -> list[Sent]:
        return [
            c
            for c in self.calls
            if c.method == "POST" and c.path.endswith("/messages") and channel_id in (None, c.channel_id)
        ]

    def dms(self, user_id: int) -> list[Sent]:
        return [c for c in self.posts() if self.dm_channels.get(c.channel_id) == user_id]

    def public(self) -> list[Sent]:
        """Every call that writes into a server channel or thread (not a direct message)."""
        return [c for c in self.calls if c.channel_id is not None and c.channel_id not in self.dm_channels]

    def texts(self, channel_id: int) -> list[str]:
        return [(c.body or {}).get("content", "") for c in self.posts(channel_id)]

    def contents(self, channel_id: int) -> list[str]:
        """What a reader sees now: the current text of each message of a channel, oldest first."""
        return [m["content"] for m in self.messages.values() if int(m["channel_id"]) == channel_id]

    def live(self, channel_id: int) -> list[dict]:
        """Messages of a channel that still have components, oldest first."""
        return [m for m in self.messages.values() if int(m["channel_id"]) == channel_id and m["components"]]


def _message_id(path: str) -> int | None:
    parts = path.split("/")
    if len(parts) >= 5 and parts[1] == "channels" and parts[3] == "messages" and parts[4].isdigit():
        return int(parts[4])
    return None


class RecordingAdapter(AsyncWebhookAdapter):
    """Captures interaction responses and follow-ups."""

    def __init__(self):
        super().__init__()
        self.calls: list[dict[str, Any]] = []
        self.violations: list[str] = []

    async def request(
        self,
        route,
        session=None,
        *,
        payload=None,
        multipart=None,
        proxy=None,
        proxy_auth=None,
        files=None,
        reason=None,
        auth_token=None,
        params=None,
    ):
        body = json.loads(multipart[0]["value"]) if multipart else payload
        self.violations += limit_violations(
            (body or {}).get("data", body) if isinstance(body, dict) else None
        )
        self.calls.append(
            {
                "method": route.method,
                "path": route.path,
                "body": body,
                "files": [f.filename for f in files or []],
                "file_data": [f.fp.getvalue() for f in files or []],
            }
        )
        if route.path.endswith("/callback"):
            return {
                "interaction": {"id": str(route.webhook_id), "type": 2, "response_message_id": str(next(ids))}
            }
        return message_data(next(ids), 0, body)

    def followups(self) -> list[dict]:
        """Follow-up messages (and edits of the original response), in order."""
        return [c for c in self.calls if not c["path"].endswith("/callback")]

    def texts(self) -> list[str]:
        return [(c["body"] or {}).get("content", "") for c in self.followups()]

    def clear(self) -> None:
        self.calls.clear()


def install_adapter() -> RecordingAdapter:
    adapter = RecordingAdapter()
    async_context.set(adapter)
    return adapter


def fake_login(client: discord.Client) -> None:
    state = client._connection
    state.user = discord.ClientUser(
        state=state,
        data={"id": str(BOT_ID), "username": "epochs", "discriminator": "0", "avatar": None, "bot": True},
    )
    state.application_id = BOT_ID


# ---------------------------------------------------------------- interaction payloads

ALL_PERMISSIONS = "2147483647"
NO_ADMIN = str(discord.Permissions(send_messages=True, view_channel=True).value)


def _member(user_id: int, permissions: str) -> dict:
    user = {"id": str(user_id), "username": f"user{user_id}", "discriminator": "0", "avatar": None}
    user["global_name"] = f"Gracz{user_id}"
    return {
        "user": user,
        "roles": [],
        "joined_at": "2026-01-01T00:00:00+00:00",
        "deaf": False,
        "mute": False,
        "permissions": permissions,
        "flags": 0,
    }


def thread_data(thread_id: int, name: str = "match") -> dict:
    return {
        "id": str(thread_id),
        "type": 11,
        "guild_id": str(GUILD),
        "parent_id": str(CHANNEL),
        "owner_id": str(BOT_ID),
        "name": name,
        "message_count": 0,
        "member_count": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 10080,
            "archive_timestamp": "2026-01-01T00:00:00+00:00",
            "locked": False,
        },
    }


def _channel(channel_id: int) -> dict:
    if channel_id == CHANNEL:
        return {"id": str(channel_id), "type": 0, "guild_id": str(GUILD), "name": "games", "position": 0}
    return thread_data(channel_id)


def _base(kind: int, user_id: int, channel_id: int, locale: str, permissions: str) -> dict:
    return {
        "id": str(next(ids)),
        "application_id": str(BOT_ID),
        "type": kind,
        "token": "tok",
        "version": 1,
        "attachment_size_limit": 10 * 1024 * 1024,
        "locale": locale,
        "guild_locale": "pl",
        "guild_id": str(GUILD),
        "channel_id": str(channel_id),
        "channel": _channel(channel_id),
        "member": _member(user_id, permissions),
        "app_permissions": ALL_PERMISSIONS,
    }


def slash(
    name: str,
    options: dict | None = None,
    *,
    sub: str | None = None,
    user_id: int,
    channel_id: int = CHANNEL,
    locale: str = "en-US",
    permissions: str = NO_ADMIN,
    focused: str | None = None,
) -> dict:
    options = options or {}
    opts = [{"name": k, "type": _option_type(v), "value": _option_value(v)} for k, v in options.items()]
    for opt in opts:
        if opt["name"] == focused:
            opt["focused"] = True
            opt["type"] = 3 if isinstance(opt["value"], str) else opt["type"]
    if sub is not None:
        opts = [{"name": sub, "type": 1, "options": opts}]
    payload = _base(4 if focused else 2, user_id, channel_id, locale, permissions)
    payload["data"] = {"id": str(next(ids)), "name": name, "type": 1, "options": opts}
    users = [v.user_id for v in options.values() if isinstance(v, UserRef)]
    if users:
        members = {str(u): _member(u, NO_ADMIN) for u in users}
        payload["data"]["resolved"] = {
            "users": {key: member.pop("user") for key, member in members.items()},
            "members": members,
        }
    return payload


@dataclass
class UserRef:
    """A user option's value (Discord sends the id and the user in `resolved`)."""

    user_id: int


def _option_value(value):
    return str(value.user_id) if isinstance(value, UserRef) else value


def _option_type(value) -> int:
    if isinstance(value, UserRef):
        return 6
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    return 3


def find_component(message: dict, custom_id: str) -> dict:
    for row in message["components"]:
        for component in row["components"]:
            if component.get("custom_id") == custom_id:
                return component
    raise KeyError(custom_id)


def click(
    message: dict,
    custom_id: str,
    *,
    user_id: int,
    values: list[str] | None = None,
    locale: str = "en-US",
    permissions: str = NO_ADMIN,
    dm: bool = False,
) -> dict:
    """A click on a component of `message`; `dm` when the message is in a direct message."""
    component = find_component(message, custom_id)
    payload = _base(3, user_id, int(message["channel_id"]), locale, permissions)
    if dm:  # no server: the clicking user comes as a plain user, the channel is a DM
        for key in ("guild_id", "guild_locale", "member"):
            payload.pop(key)
        user = _member(user_id, NO_ADMIN)["user"]
        payload["user"] = user
        payload["channel"] = {"id": message["channel_id"], "type": 1, "recipients": [user]}
    payload["message"] = message
    payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
    if values is not None:
        payload["data"]["values"] = values
    return payload


def custom_ids(message: dict) -> list[str]:
    rows = message.get("components") or []
    return [c["custom_id"] for row in rows for c in row["components"] if "custom_id" in c]


async def dispatch(client: discord.Client, payload: dict) -> None:
    running = asyncio.all_tasks()
    client._connection.parse_interaction_create(payload)
    await settle(running)


STUCK_S = 300.0  # a hang guard only: a click's tasks take well under a second on a busy machine


async def settle(running: set[asyncio.Task]) -> None:
    """Let the tasks the dispatch scheduled run to completion, and the tasks they schedule in
    turn. The tasks that ran before it are not waited for: among them are the caller's own (a
    test that gathers two clicks waits for both, so a click that waited for every task would wait
    for itself through the test). It returns only when they are done, however slow the machine:
    tasks still running after STUCK_S, or scheduling each other without end, fail the test."""
    for _ in range(50):
        await asyncio.sleep(0)
        pending = [t for t in asyncio.all_tasks() if t not in running and not t.done()]
        if not pending:
            return
        _, stuck = await asyncio.wait(pending, timeout=STUCK_S)
        if stuck:
            raise TimeoutError(f"tasks of a dispatch never finished: {[t.get_coro() for t in stuck]}")
    raise RuntimeError("the tasks of a dispatch keep scheduling new ones")
