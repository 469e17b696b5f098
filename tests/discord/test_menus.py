"""Prompts as buttons or select menus: paging, multi picks, custom_id limits, undo button."""

from __future__ import annotations

import pytest

import engines
from cogs.components import CUSTOM_ID_LIMIT, PAGE_SIZE, prompt_view
from engines.base import Option, Prompt, tr
from tests.discord import fakes
from tests.discord.conftest import ALA, BOB, ephemeral
from tests.discord.wide import CITIES
from tests.discord.wide import ENGINE as WIDE


def components(view):
    return [c for row in view.to_components() for c in row["components"]]


def long_prompt(n: int, id_len: int = 5) -> Prompt:
    options = [Option(id=f"{i:0{id_len}d}", label=tr(f"Option {i}")) for i in range(n)]
    return Prompt(seat=2, text=tr("Choose"), options=options)


def test_short_choices_are_buttons_in_rows_of_five():
    view = prompt_view(7, 12, long_prompt(12), "en", can_undo=True)
    rows = view.to_components()
    assert [len(r["components"]) for r in rows] == [5, 5, 2, 1]
    assert components(view)[0]["custom_id"] == "ep:b:7:12:2:a:00000"
    assert components(view)[-1]["custom_id"] == "ep:u:7:12:2"


def test_a_long_option_id_is_carried_as_an_index():
    view = prompt_view(1234567, 99999, long_prompt(3, id_len=90), "en")
    ids = [c["custom_id"] for c in components(view)]
    assert ids == ["ep:b:1234567:99999:2:i:0", "ep:b:1234567:99999:2:i:1", "ep:b:1234567:99999:2:i:2"]
    assert all(len(i) <= CUSTOM_ID_LIMIT for i in ids)


def test_two_options_with_one_action_get_distinct_custom_ids():
    # Through the Ages offers each copy of a card in hand: two options, one action id; Discord
    # refuses a message whose components share a custom_id, so the second is carried as an index
    twins = [Option(id="play:rich-land", label=tr("Rich Land")) for _ in range(2)]
    view = prompt_view(1, 4, Prompt(seat=0, text=tr("Play"), options=twins), "en")
    ids = [c["custom_id"] for c in components(view)]
    assert ids == ["ep:b:1:4:0:a:play:rich-land", "ep:b:1:4:0:i:1"]
    assert fakes.limit_violations({"components": view.to_components()}) == []


def test_many_choices_become_a_paged_select():
    prompt = long_prompt(60)
    first = components(prompt_view(1, 3, prompt, "pl"))[0]
    assert first["type"] == 3 and len(first["options"]) == PAGE_SIZE + 1
    assert first["options"][-1] == {"label": "Więcej…", "value": "more", "default": False}
    last = components(prompt_view(1, 3, prompt, "en", page=2))[0]
    assert [o["value"] for o in last["options"]] == [str(i) for i in range(48, 60)] + ["more"]
    assert last["custom_id"] == "ep:s:1:3:2:2"


def test_a_multi_prompt_is_a_select_with_min_and_max():
    prompt = Prompt(
        seat=0, kind="multi", text=tr("x"), options=long_prompt(6).options, min_pick=2, max_pick=3
    )
    select = components(prompt_view(1, 1, prompt, "en"))[0]
    assert (select["min_values"], select["max_values"], len(select["options"])) == (2, 3, 6)


@pytest.fixture
def wide_game():
    engines.register(WIDE)


async def wide_match(world):
    await world.slash("game", {"game": "wide"}, sub="new", user_id=ALA)
    match_id = await world.match_id()
    from tests.discord.test_flow import lobby_message

    await world.click(await lobby_message(world, match_id), f"ep:l:{match_id}:join", user_id=BOB)
    await world.slash("game", {}, sub="start", user_id=ALA)
    match = await world.host.get(match_id)
    return match_id, match.thread_id


async def test_paging_then_picking_from_a_select_and_a_multi_select(world, wide_game):
    match_id, thread = await wide_match(world)
    first = await world.host.seat_of(match_id, ALA)
    user0, user1 = (ALA, BOB) if first == 0 else (BOB, ALA)
    message = world.prompt_message(thread, match_id, 0)
    select_id = fakes.custom_ids(message)[0]
    await world.click(message, select_id, user_id=user0, values=["more"])  # page 2
    message = world.prompt_message(thread, match_id, 0)
    assert fakes.custom_ids(message)[0].endswith(":1") and "Page 2/2" in message["content"]
    assert (await world.host.get(match_id)).version == 0
    await world.click(message, fakes.custom_ids(message)[0], user_id=user0, values=["27"])
    assert (await world.host.get(match_id)).version == 1
    assert world.rest.messages[int(message["id"])]["content"].endswith("→ City27")

    multi = world.prompt_message(thread, match_id, 1)
    calls = await world.click(multi, fakes.custom_ids(multi)[0], user_id=user1, values=["4", "0"])
    assert not [c for c in calls if ephemeral(c)]
    match = await world.host.get(match_id)
    assert match.status.value == "finished"
    assert any("Goods: amber, eel" in t for t in world.rest.contents(thread))


async def test_move_autocomplete_offers_the_prompt_options(world, wide_game):
    match_id, thread = await wide_match(world)
    seat0_user = ALA if await world.host.seat_of(match_id, ALA) == 0 else BOB
    await fakes.dispatch(
        world.bot,
        fakes.slash("move", {"action": "city2"}, user_id=seat0_user, channel_id=thread, focused="action"),
    )
    answer = world.adapter.calls[-1]["body"]
    assert answer["type"] == 8
    values = [c["value"] for c in answer["data"]["choices"]]
    assert values == [c for c in CITIES if "city2" in c]


async def test_multi_autocomplete_grows_one_pick_at_a_time_and_move_accepts_it(world, wide_game):
    match_id, thread = await wide_match(world)
    users = {await world.host.seat_of(match_id, u): u for u in (ALA, BOB)}
    await world.slash("move", {"action": "city05"}, user_id=users[0], channel_id=thread)
    await fakes.dispatch(
        world.bot,
        fakes.slash("move", {"action": "coal+"}, user_id=users[1], channel_id=thread, focused="action"),
    )
    values = [c["value"] for c in world.adapter.calls[-1]["body"]["data"]["choices"]]
    assert "coal+amber" in values and "coal+coal" not in values and "coal" not in values
    calls = await world.slash("move", {"action": "coal+amber"}, user_id=users[1], channel_id=thread)
    assert "Done: amber, coal" in calls[-1]["body"]["content"]
    assert (await world.host.get(match_id)).status.value == "finished"


def test_the_recorder_refuses_what_discord_would():
    button = {"type": 2, "custom_id": "x" * 101, "label": "y" * 81}
    select = {"type": 3, "custom_id": "s", "options": [], "min_values": 1, "max_values": 1}
    body = {"content": "z" * 2001, "components": [{"type": 1, "components": [button, select]}] * 6}
    found = fakes.limit_violations(body)
    assert {"content over 2000", "6 rows", "overfull row", "button label over 80", "select min/max"} <= set(
        found
    )
    assert fakes.limit_violations({"content": "ok"}) == []


async def test_game_and_option_autocomplete(world):
    await fakes.dispatch(
        world.bot, fakes.slash("game", {"game": ""}, sub="new", user_id=ALA, focused="game", locale="pl")
    )
    choices = world.adapter.calls[-1]["body"]["data"]["choices"]
    assert {c["value"] for c in choices} == set(engines.available_games())
    assert "Epoka Kamienia" in [c["name"] for c in choices]
    payload = fakes.slash(
        "game", {"game": "tiny", "options": "rou"}, sub="new", user_id=ALA, focused="options"
    )
    await fakes.dispatch(world.bot, payload)
    values = [c["value"] for c in world.adapter.calls[-1]["body"]["data"]["choices"]]
    assert values == ["rounds=1", "rounds=2", "rounds=3"]


def test_a_long_label_keeps_its_cost_when_cut_to_the_limit():
    from cogs.components import BUTTON_LABEL_LIMIT, fit_label

    label = "Kup kartę Bardzo Długa Nazwa Cywilizacyjnej Karty Z Ery Nowożytnej i Jej Opisem (koszt: 3 drewna, 2 złota)"
    fitted = fit_label(label, BUTTON_LABEL_LIMIT)
    assert len(fitted) <= BUTTON_LABEL_LIMIT and fitted.endswith("(koszt: 3 drewna, 2 złota)")
    assert fitted.startswith("Kup kartę Bardzo") and "…" in fitted
    assert fit_label("Short (1 wood)", BUTTON_LABEL_LIMIT) == "Short (1 wood)"
    button = components(
        prompt_view(1, 1, Prompt(seat=0, text=tr("x"), options=[Option(id="a", label=tr(label))]), "en")
    )[0]
    assert button["label"] == fitted


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_cut_purchase_labels_keep_their_whole_cost(lang):
    # issue 10, item 14: a Guns & Steel purchase with the largest surcharges (Space cards lie on
    # fourteen cards), with earth enough to afford every card; buttons or a select menu
    from cogs.components import BUTTON_LABEL_LIMIT, SELECT_TEXT_LIMIT, fit_label
    from engines.guns_steel import ENGINE as GS
    from tests.guns_steel.helpers import R, scenario

    st = scenario(4, tasks=[])
    st.tasks, st.temp = [{"k": "purchase", "who": 0}], ["earth"] * 30
    st = GS.refresh(st)
    options = [o for o in GS.prompt(st, 0).options if o.id.startswith("buy:")]
    assert max(R.surcharge(st, o.id[4:]) for o in options) >= 10
    for option in options:
        label = option.label.get(lang)
        cost = label[len(R.text.card_label[option.id[4:]].get(lang)) :]
        for limit in (BUTTON_LABEL_LIMIT, SELECT_TEXT_LIMIT):
            fitted = fit_label(label, limit)
            assert len(fitted) <= limit and fitted.endswith(cost), (label, fitted)
