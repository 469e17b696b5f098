"""Through the Ages pictures: every player count and stage of random games in both languages, a
crowded position, sizes and readable text, and no military-hand card on anything public (TA-25.1):
not in the board's text, not in its alt text, and the board of a seat's view is the spectator's."""

from __future__ import annotations

import pytest

from engines.base import play_on
from engines.through_ages import ENGINE
from engines.through_ages.state import TtaState
from render import kit, renderer, through_ages, to_png
from render.through_ages import layout
from render.through_ages.cards import card_name, name_lines
from render.through_ages.players import CARD_W

STAGES = {"start": 0, "mid": 150, "end": 100_000}
PNG_LIMIT = 1_500_000
G = ENGINE.g


def state_at(players: int, stage: str, seed: int = 3) -> TtaState:
    return play_on(ENGINE, ENGINE.setup(players, {}, seed=seed), STAGES[stage])


@pytest.fixture(scope="module")
def states():
    return {(p, s): state_at(p, s) for p in (2, 3, 4) for s in STAGES}


def _ids(kind: str | None = None, deck: str = "civil", card_type: str | None = None) -> list[str]:
    return [
        c.id
        for c in G.base_cards()
        if c.deck == deck and (kind is None or c.kind == kind) and (card_type is None or c.type == card_type)
    ]


def crowded(players: int = 4) -> TtaState:
    """A late position set field by field: every building technology in play with workers and
    blue tokens, leaders, wonders built and in progress, colonies, full hands."""
    st = state_at(players, "mid", seed=9).model_copy(deep=True)
    techs = [c.id for c in G.base_cards() if c.deck == "civil" and c.kind == "technology" and c.building]
    specials = [c.id for c in G.base_cards() if c.deck == "civil" and c.special][:4]
    wonders, leaders = _ids("wonder"), _ids("leader")
    territories = _ids("territory", deck="military")  # colonies keep their data ids
    military = [f"{i}@1" for i in _ids(deck="military") if not i.startswith("mil-A")]
    tactics = [f"{i}@1" for i in _ids("tactic", deck="military")]
    governments = _ids(card_type="government")
    for p in range(players):
        st.techs[p] = [*st.techs[p], *techs[p % 2 :: 1 + p % 2], *specials[p:]]
        st.workers[p] = {c: (i + p) % 5 for i, c in enumerate(st.techs[p]) if G.card[c].building}
        st.stored[p] = {
            c: (i * 3 + p) % 7 for i, c in enumerate(st.techs[p]) if G.card[c].type in ("farm", "mine")
        }
        st.government[p] = governments[p % len(governments)]
        st.techs[p].append(st.government[p])
        st.leader[p] = leaders[p]
        st.wonder[p] = wonders[4 + p]
        st.wonder_stages[p] = p % 3
        st.wonders[p] = wonders[p * 1 : p * 1 + 3]
        st.ravaged[p] = st.wonders[p][:1]
        st.colonies[p] = territories[p * 2 : p * 2 + 2]
        st.hand[p] = _ids("action")[p * 3 : p * 3 + 4]
        st.military_hand[p] = military[p * 7 : p * 7 + 7]
        st.tactic[p] = tactics[p]
        st.culture[p], st.science[p] = 150 + 20 * p, 30 + 5 * p
        st.yellow[p], st.blue[p], st.idle[p] = 3 + p, 5 + p, 2
    st.common_tactics = tactics[4:9]
    events = [f"{i}@2" for i in _ids("event", deck="military") if i.startswith("mil-III")]
    st.future_events = events[:players]  # each seat prepared one (TA-9.3)
    st.prepared_by = list(range(players))
    return st


def texts(image) -> list[str]:
    return image.info["texts"]


def hand_names(view, seat: int, lang: str, state: TtaState) -> set[str]:
    """Names of the seat's military cards and prepared events that no public fact of the view also
    carries (a tactic in hand may share its name with a common tactic, copies share names)."""
    public = ENGINE.view(state, None)
    shown = {
        card_name(c, _words(lang))
        for c in [
            *public.common_tactics,
            *public.past_events,
            *(p.tactic for p in public.players if p.tactic),
        ]
    }
    shown |= {card_name(c, _words(lang)) for p in public.players for c in p.colonies}
    secret = [*view.military_hand, *(view.prepared_events or [])]
    return {card_name(c, _words(lang)) for c in secret} - shown


def _words(lang: str):
    return kit.Words(layout.L, lang)


# ---------------------------------------------------------------- every count, stage and language


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("stage", list(STAGES))
def test_pictures_render_for_every_player_count_and_stage(states, players, stage):
    state = states[(players, stage)]
    public = ENGINE.view(state, None)
    for lang in ("pl", "en"):
        image = through_ages.board(public, lang)
        assert image.width == layout.WIDTH
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
        assert len(to_png(image)) < PNG_LIMIT
        for seat in range(players):
            own = ENGINE.view(state, seat)
            # the board of a seat's view is the spectator's board: nothing private on it
            assert through_ages.board(own, lang).tobytes() == image.tobytes()
            hand = through_ages.private(own, lang)
            assert hand is not None and hand.width == layout.WIDTH
            assert hand.info["min_text_size"] >= kit.MIN_READABLE_SIZE
    assert through_ages.private(public, "pl") is None


def test_the_crowded_position_fits_the_limits():
    state = crowded(4)
    public = ENGINE.view(state, None)
    for lang in ("pl", "en"):
        image = through_ages.board(public, lang)
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
        assert len(to_png(image)) < PNG_LIMIT
        drawn = texts(image)
        for p in public.players:
            for slot in p.farms + p.mines + p.urban + p.units:
                first_line = name_lines(slot.card, _words(lang), CARD_W - 12)[0]
                assert first_line in drawn


def test_a_game_of_heuristic_players_draws_to_its_end():
    # the heuristic agent builds and develops more than random play: fuller boards, every age
    state = ENGINE.setup(4, {}, seed=21)
    for moves in (300, 100_000):
        state = play_on(ENGINE, state, moves, agent="heuristic")
        image = through_ages.board(ENGINE.view(state, None), "pl")
        assert image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
        assert len(to_png(image)) < PNG_LIMIT
    assert state.finished


def test_the_registry_finds_these_pictures():
    # once the engine is registered, the host draws it through render.<id> (GameSpec.renderer)
    assert renderer("through_ages") is through_ages


# ---------------------------------------------------------------- the military hand is secret


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_military_card_on_the_board_or_in_its_alt_text(states, players):
    # TA-25.1: military cards in hand are secret; their number is public
    for state in [states[(players, "mid")], crowded(players)]:
        public = ENGINE.view(state, None)
        for lang in ("pl", "en"):
            drawn = " | ".join(texts(through_ages.board(public, lang)))
            alt = ENGINE.describe_named(public, lang)
            for seat in range(players):
                own = ENGINE.view(state, seat)
                for name in hand_names(own, seat, lang, state):
                    assert name not in drawn
                    assert name not in alt
                assert f"{layout.L['military_hand'].get(lang)}: {len(own.military_hand)}" in drawn


def test_a_seat_s_view_made_public_is_the_spectator_s_view(states):
    # the board draws from public_view only: every private field of a seat's view is dropped there
    for state in [states[(3, "mid")], crowded(3)]:
        spectator = ENGINE.view(state, None)
        for seat in range(3):
            assert through_ages.public_view(ENGINE.view(state, seat)) == spectator


def test_the_private_picture_shows_the_seat_s_own_hand_and_prepared_events_only():
    # TA-25.1: the hand; TA-25.3: the owner of a prepared event knows it
    state = crowded(3)
    for lang in ("pl", "en"):
        for seat in range(3):
            own = ENGINE.view(state, seat)
            assert own.military_hand and own.prepared_events
            drawn = " | ".join(texts(through_ages.private(own, lang)))
            for card in [*own.military_hand, *own.prepared_events]:
                assert card_name(card, _words(lang)) in drawn
            other = ENGINE.view(state, (seat + 1) % 3)
            for name in hand_names(other, (seat + 1) % 3, lang, state) - hand_names(own, seat, lang, state):
                assert name not in drawn


def test_an_empty_hand_says_so():
    state = crowded(2)
    state.military_hand[0] = []
    drawn = texts(through_ages.private(ENGINE.view(state, 0), "pl"))
    assert layout.L["no_cards"].get("pl") in drawn


def test_the_check_is_real_a_hand_card_drawn_on_the_board_is_caught():
    state = crowded(2)
    own = ENGINE.view(state, 0)
    names = hand_names(own, 0, "en", state)
    assert names
    leaked = own.model_copy(update={"revealed": own.military_hand[0]})
    drawn = " | ".join(texts(through_ages.board(leaked, "en")))
    assert card_name(own.military_hand[0], _words("en")) in drawn


# ---------------------------------------------------------------- what the board shows


def test_the_row_shows_each_space_s_civil_action_cost(states):
    # TA-6.1: spaces 1-5 cost 1, 6-9 cost 2, 10-13 cost 3 civil actions
    view = ENGINE.view(states[(3, "start")], None)
    image = through_ages.board(view, "en")
    drawn = texts(image)
    for space in view.row:
        assert space is not None and card_name(space.card, _words("en")) in " ".join(drawn)
    assert [r.cost for r in view.row] == [1] * 5 + [2] * 4 + [3] * 4


def test_player_boards_show_stores_banks_and_ratings(states):
    view = ENGINE.view(states[(2, "mid")], None)
    for lang in ("pl", "en"):
        t = _words(lang)
        drawn = texts(through_ages.board(view, lang))
        for p in view.players:
            assert f"{t('yellow_bank')}: {p.yellow_bank}" in drawn
            assert f"{t('blue_bank')}: {p.blue_bank}" in drawn
            assert any(line.startswith(f"{t('food')} {p.food} (+{p.food_production}") for line in drawn)
            assert any(line.startswith(f"{t('resources')} {p.resources} ") for line in drawn)
            assert any(line.startswith(f"{t('culture')} {p.culture} (+{p.culture_rating}") for line in drawn)
            assert any(line.startswith(f"{t('government')}: {card_name(p.government, t)}") for line in drawn)


def test_polish_labels_use_the_polish_edition_terms(states):
    drawn = " ".join(texts(through_ages.board(ENGINE.view(states[(2, "mid")], None), "pl")))
    for term in ("Era", "Ustrój", "Lider", "Żółty bank", "Niebieski bank", "Tor kart", "akcje cywilne"):
        assert term in drawn
    # no English label on the Polish picture (card names without a Polish name stay English)
    english = {text.en for text in [*layout.L.values(), *layout.TYPE_NAMES.values()] if text.en != text.pl}
    state = crowded(3)
    for image in (
        through_ages.board(ENGINE.view(state, None), "pl"),
        through_ages.private(ENGINE.view(state, 0), "pl"),
    ):
        for line in texts(image):
            assert not [label for label in english if line.startswith(label + ":") or line == label]


def test_the_finished_game_names_its_winner(states):
    state = states[(2, "end")]
    assert state.finished
    drawn = texts(through_ages.board(ENGINE.view(state, None), "en"))
    assert "Winner:" in drawn
    assert any(line.startswith("Game over") for line in drawn)


def test_players_names_title_their_boards_and_odd_characters_do_not_break_them(states):
    view = ENGINE.view(states[(3, "start")], None)
    named = view.model_copy(update={"names": ["Ala", "Bartłomiej Żółkiewski-Długi", "🐉 Smok"]})
    drawn = texts(through_ages.board(named, "pl"))
    assert "A · Ala" in drawn and "C · 🐉 Smok" in drawn
    assert "B · Bartłomiej Żółk…" in drawn  # long names are shortened (kit.Words.seat)


def _shown_value(sections, tokens: int) -> int:
    """What the picture tells a player: the number over the leftmost section left empty (0 when
    every section still holds a token)."""
    first = 0
    for size, value in sections:
        if tokens <= first:
            return value
        first += size
    return 0


@pytest.mark.parametrize("tokens", range(19))
def test_the_yellow_bank_s_section_numbers_give_the_happiness_needed(tokens):
    # TA-4.1, TA-4.2: a section counts once it is completely empty
    required = ENGINE.g.tables["yellow_bank"]["rows"]
    expected = next(
        r["happy_required"] for r in required if r["tokens_left"][0] <= tokens <= r["tokens_left"][1]
    )
    assert _shown_value(layout.YELLOW_SECTIONS, tokens) == expected


@pytest.mark.parametrize("tokens", range(17))
def test_the_blue_bank_s_section_numbers_give_the_corruption(tokens):
    # TA-4.3: 16-11 tokens no corruption, 10-6 two, 5-1 four, 0 six
    expected = 0 if tokens >= 11 else 2 if tokens >= 6 else 4 if tokens >= 1 else 6
    assert _shown_value(layout.BLUE_SECTIONS, tokens) == expected


def test_tokens_past_a_bank_s_printed_spaces_are_counted(states):
    # TA-4.4: cards may add tokens to a bank; those past its last space are shown as "+n"
    view = ENGINE.view(states[(2, "start")], None)
    players = [p.model_copy(update={"yellow_bank": 22}) if p.seat == 0 else p for p in view.players]
    drawn = texts(through_ages.board(view.model_copy(update={"players": players}), "en"))
    assert "Yellow bank: 22" in drawn and "+4" in drawn


# ---------------------------------------------------------------- secret civil hands (TA-Q8)


def test_secret_civil_hands_are_drawn_only_in_the_owner_s_private_picture():
    # TA-Q8: with secret hands the board and its alt text show each civil hand's size, never its
    # cards; the owner's private picture draws its own civil cards and no other seat's
    state = crowded(3)
    state.options = {**state.options, "civil_hands": "secret"}
    seen = ENGINE.view(state, None).model_dump_json()
    unseen = [
        c.id
        for c in G.base_cards()
        if c.deck == "civil" and c.title.en not in seen and c.title.pl not in seen
    ]
    state.hand = [unseen[:2], unseen[2:3], []]  # cards named nowhere else in the public view
    names = {text for hand in state.hand for c in hand for text in (G.card[c].title.en, G.card[c].title.pl)}
    public = ENGINE.view(state, None)
    for lang in ("pl", "en"):
        t = _words(lang)
        drawn = " | ".join(texts(through_ages.board(ENGINE.view(state, 0), lang)))
        alt = ENGINE.describe_named(public, lang)
        assert not any(n in drawn or n in alt for n in names)
        assert f"{layout.L['civil_hand'].get(lang)}: 2" in drawn
        own = " | ".join(texts(through_ages.private(ENGINE.view(state, 0), lang)))
        assert card_name(G.faces[unseen[0]], t) in own
        assert card_name(G.faces[unseen[1]], t) in own
        assert card_name(G.faces[unseen[2]], t) not in own
    open_state = state.model_copy(update={"options": {**state.options, "civil_hands": "open"}})
    drawn = " | ".join(texts(through_ages.board(ENGINE.view(open_state, None), "en")))
    assert G.card[unseen[0]].title.en in drawn  # the check is real: open hands are drawn on the board
