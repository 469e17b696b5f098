"""Buttons and select menus. Every one is a DynamicItem: its custom_id carries the match id (and
for prompts the state version and seat), so a click is understood after a restart and a click
on an outdated prompt is refused instead of applied to a newer state.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord

from cogs.i18n import t
from cogs.poster import trim
from engines.base import Prompt

if TYPE_CHECKING:
    from cogs.table import Table

CUSTOM_ID_LIMIT = 100
BUTTON_LABEL_LIMIT = 80
SELECT_TEXT_LIMIT = 100
PLACEHOLDER_LIMIT = 150
MAX_BUTTONS = 20  # 4 rows of 5; the fifth row keeps room for Undo
PAGE_SIZE = 24  # a select holds 25 options: 24 plus "more…"
MORE = "more"
LOBBY_OPS = ("join", "leave", "bot", "start", "cancel")
END_OPS = ("rematch", "history", "export")


def table_of(interaction: discord.Interaction) -> Table:
    return interaction.client.table  # type: ignore[attr-defined]


class _Parsed:
    """Rebuilt from the clicked component on every click; `fields()` are the named groups of the
    custom_id, parsed with the class's template."""

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(item)

    def fields(self) -> dict[str, str]:
        return self.__discord_ui_compiled_template__.fullmatch(self.custom_id).groupdict()  # type: ignore[attr-defined]


class LobbyButton(
    _Parsed, discord.ui.DynamicItem[discord.ui.Button], template=r"ep:l:(?P<m>\d+):(?P<op>[a-z]+)"
):
    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        await table_of(interaction).on_lobby_button(interaction, int(f["m"]), f["op"])


class PromptButton(
    _Parsed,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"ep:b:(?P<m>\d+):(?P<v>\d+):(?P<s>\d+):(?P<k>[ai]):(?P<x>.+)",
):
    """One option of a prompt; `k` is "a" when `x` is the action, "i" when it is an index."""

    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        pick = f["x"] if f["k"] == "a" else int(f["x"])
        await table_of(interaction).on_prompt_pick(interaction, int(f["m"]), int(f["v"]), int(f["s"]), [pick])


class PromptSelect(
    _Parsed,
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"ep:s:(?P<m>\d+):(?P<v>\d+):(?P<s>\d+):(?P<p>\d+)",
):
    """A prompt as a select menu; values are option indexes (or "more" for the next page)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        values = list((interaction.data or {}).get("values", []))
        match_id, version, seat = int(f["m"]), int(f["v"]), int(f["s"])
        table = table_of(interaction)
        if MORE in values:
            await table.on_prompt_page(interaction, match_id, version, seat, int(f["p"]) + 1)
            return
        await table.on_prompt_pick(interaction, match_id, version, seat, [int(v) for v in values])


class UndoButton(
    _Parsed, discord.ui.DynamicItem[discord.ui.Button], template=r"ep:u:(?P<m>\d+):(?P<v>\d+):(?P<s>\d+)"
):
    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        await table_of(interaction).on_undo_button(interaction, int(f["m"]), int(f["v"]), int(f["s"]))


class EndButton(
    _Parsed, discord.ui.DynamicItem[discord.ui.Button], template=r"ep:e:(?P<m>\d+):(?P<op>[a-z]+)"
):
    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        await table_of(interaction).on_end_button(interaction, int(f["m"]), f["op"])


class OpenButton(_Parsed, discord.ui.DynamicItem[discord.ui.Button], template=r"ep:o:(?P<m>\d+):(?P<s>\d+)"):
    """ "Your turn: open your choices": shows a private prompt to its player alone (ephemeral).
    It names no version: it always opens the seat's current prompt."""

    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        await table_of(interaction).on_open_prompt(interaction, int(f["m"]), int(f["s"]))


class ResumeButton(
    _Parsed, discord.ui.DynamicItem[discord.ui.Button], template=r"ep:r:(?P<m>\d+):(?P<s>\d+)"
):
    """ "Take my seat back": the seat's player plays again instead of the bot (autopilot)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        f = self.fields()
        await table_of(interaction).on_resume_button(interaction, int(f["m"]), int(f["s"]))


DYNAMIC_ITEMS = (LobbyButton, PromptButton, PromptSelect, UndoButton, EndButton, OpenButton, ResumeButton)


# ---------------------------------------------------------------- builders


def _button(custom_id: str, label: str, style=discord.ButtonStyle.secondary, row: int | None = None):
    return discord.ui.Button(
        custom_id=custom_id, label=fit_label(label, BUTTON_LABEL_LIMIT), style=style, row=row
    )


LABEL_HEAD_MIN = 20  # what a cut label keeps of its start, at least: the name it begins with


def fit_label(text: str, limit: int) -> str:
    """A label cut to Discord's limit in its middle, so that its end (a cost, a count: what a
    player compares options by) stays whole. The end starts at the last " (" of the label, else
    its last " — ", ": " or ", ": the first of these that leaves room for the label's first words."""
    if len(text) <= limit:
        return text
    for sep in (" (", " — ", ": ", ", "):
        cut = text.rfind(sep)
        tail = text[cut:]
        if cut > 0 and len(tail) <= limit - LABEL_HEAD_MIN - 1:
            return text[: limit - len(tail) - 1].rstrip() + "…" + tail
    return trim(text, limit)


def lobby_view(match_id: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    styles = {
        "join": discord.ButtonStyle.success,
        "start": discord.ButtonStyle.primary,
        "cancel": discord.ButtonStyle.danger,
    }
    for op in LOBBY_OPS:
        style = styles.get(op, discord.ButtonStyle.secondary)
        view.add_item(LobbyButton(_button(f"ep:l:{match_id}:{op}", t(lang, f"lobby.button.{op}"), style)))
    return view


def end_view(match_id: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in END_OPS:
        view.add_item(EndButton(_button(f"ep:e:{match_id}:{op}", t(lang, f"end.button.{op}"))))
    return view


def open_view(match_id: int, seat: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    label = t(lang, "prompt.open")
    view.add_item(OpenButton(_button(f"ep:o:{match_id}:{seat}", label, discord.ButtonStyle.primary)))
    return view


def resume_view(match_id: int, seat: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    label = t(lang, "resume.button")
    view.add_item(ResumeButton(_button(f"ep:r:{match_id}:{seat}", label, discord.ButtonStyle.success)))
    return view


def option_button_id(match_id: int, version: int, seat: int, index: int, action: str) -> str:
    custom_id = f"ep:b:{match_id}:{version}:{seat}:a:{action}"
    if len(custom_id) <= CUSTOM_ID_LIMIT and re.fullmatch(
        PromptButton.__discord_ui_compiled_template__, custom_id
    ):
        return custom_id
    return f"ep:b:{match_id}:{version}:{seat}:i:{index}"


def uses_buttons(prompt: Prompt) -> bool:
    return prompt.kind == "choice" and len(prompt.options) <= MAX_BUTTONS


def page_count(prompt: Prompt) -> int:
    return max(1, -(-len(prompt.options) // PAGE_SIZE))


def prompt_view(
    match_id: int, version: int, prompt: Prompt, lang: str, *, page: int = 0, can_undo: bool = False
) -> discord.ui.View:
    """Buttons for a short choice, otherwise a select menu (paged for a choice, capped for multi)."""
    view = discord.ui.View(timeout=None)
    seat = prompt.seat
    if uses_buttons(prompt):
        used: set[str] = set()
        for i, option in enumerate(prompt.options):
            custom_id = option_button_id(match_id, version, seat, i, option.id)
            if custom_id in used:  # two options with one action (two copies of a card in hand):
                custom_id = f"ep:b:{match_id}:{version}:{seat}:i:{i}"  # Discord refuses twin ids
            used.add(custom_id)
            view.add_item(
                PromptButton(_button(custom_id, option.label.get(lang), discord.ButtonStyle.primary, i // 5))
            )
    else:
        view.add_item(PromptSelect(_prompt_select(match_id, version, prompt, lang, page)))
    if can_undo:
        view.add_item(UndoButton(_button(f"ep:u:{match_id}:{version}:{seat}", t(lang, "prompt.undo"), row=4)))
    return view


def _prompt_select(match_id: int, version: int, prompt: Prompt, lang: str, page: int) -> discord.ui.Select:
    multi = prompt.kind == "multi"
    if multi:
        first, indexes = 0, range(min(len(prompt.options), PAGE_SIZE + 1))
    else:
        page %= page_count(prompt)
        first = page * PAGE_SIZE
        indexes = range(first, min(first + PAGE_SIZE, len(prompt.options)))
    options = []
    for i in indexes:
        option = prompt.options[i]
        detail = option.detail.get(lang) if option.detail else None
        options.append(
            discord.SelectOption(
                label=fit_label(option.label.get(lang), SELECT_TEXT_LIMIT),
                value=str(i),
                description=trim(detail, SELECT_TEXT_LIMIT) if detail else None,
            )
        )
    if not multi and page_count(prompt) > 1:
        options.append(discord.SelectOption(label=t(lang, "prompt.more"), value=MORE))
    low, high = (min(prompt.min_pick, len(options)), min(prompt.max_pick, len(options))) if multi else (1, 1)
    return discord.ui.Select(
        custom_id=f"ep:s:{match_id}:{version}:{prompt.seat}:{page}",
        placeholder=trim(prompt.text.get(lang), PLACEHOLDER_LIMIT),
        min_values=low,
        max_values=high,
        options=options,
        row=0,
    )
