"""Autocomplete answers. They must come back within 3 seconds and cannot be deferred, so each
does at most a couple of quick host queries."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from cogs import present
from cogs.components import table_of
from cogs.i18n import lang_of
from engines import available_games, get_engine
from engines.base import MULTI_SEP
from host.types import HostError

log = logging.getLogger("epochs.discord")
MAX_CHOICES = 25
NAME_LIMIT = 100


def _choice(name: str, value):
    return app_commands.Choice(name=name[:NAME_LIMIT], value=value)


async def games(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    lang = lang_of(interaction)
    out = []
    for game in available_games():
        name = present.game_name(game, lang)
        if current.lower() in f"{game} {name}".lower():
            out.append(_choice(name, game))
    return out[:MAX_CHOICES]


async def game_options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """key=value pairs of the chosen game's option specs."""
    game = getattr(interaction.namespace, "game", None)
    try:
        specs = get_engine(game).option_specs if game else []
    except KeyError:
        specs = []
    lang = lang_of(interaction)
    out = []
    for spec in specs:
        for value in spec.choices:
            label = spec.choice_labels.get(value)
            name = f"{spec.label.get(lang)}: {label.get(lang) if label else value}"
            pair = f"{spec.key}={value}"
            if current.lower() in f"{pair} {name}".lower():
                out.append(_choice(name, pair))
    return out[:MAX_CHOICES]


async def matches(interaction: discord.Interaction, current: int | str) -> list[app_commands.Choice[int]]:
    """The user's matches and the lobbies of this channel."""
    host = table_of(interaction).host
    lang = lang_of(interaction)
    found = {m.id: m for m, _ in await host.for_user(interaction.user.id)}
    for match in await host.in_channel(interaction.channel_id or 0):
        found.setdefault(match.id, match)
    text = str(current or "")
    out = [_choice(present.title(m, lang), m.id) for m in found.values() if text in f"{m.id} {m.game}"]
    return out[:MAX_CHOICES]


async def actions(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The options of the user's current prompt; for a multi prompt, "a+b" grows one pick at a time."""
    table = table_of(interaction)
    lang = lang_of(interaction)
    try:
        match_id = getattr(interaction.namespace, "match", None)
        match = await table.resolve(interaction, match_id)
        pending = await table.prompt_of(match.id, interaction.user.id)
    except HostError:
        return []
    if pending is None:
        return []
    prompt = pending.prompt
    labels = {o.id: o.label.get(lang) for o in prompt.options}
    if prompt.kind == "choice":
        hits = [o for o in prompt.options if current.lower() in f"{o.id} {labels[o.id]}".lower()]
        return [_choice(labels[o.id], o.id) for o in hits][:MAX_CHOICES]
    done = [part for part in current.split(MULTI_SEP)[:-1] if part in labels]
    typed = current.split(MULTI_SEP)[-1].lower()
    out = []
    if len(done) >= max(prompt.min_pick, 1):
        out.append(_choice(", ".join(labels[i] for i in done), MULTI_SEP.join(done)))
    if len(done) < prompt.max_pick:
        for option in prompt.options:
            if option.id in done or typed not in f"{option.id} {labels[option.id]}".lower():
                continue
            picked = done + [option.id]
            out.append(_choice(", ".join(labels[i] for i in picked), MULTI_SEP.join(picked)))
    return out[:MAX_CHOICES]
