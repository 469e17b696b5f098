"""Hidden information (AC-1.4, AC-19.1): what no view, prompt or log line may show."""

from __future__ import annotations

from engines.base import play_on
from tests.age_of_civ.helpers import E, G

ALL = {"innovations": "on", "winds_of_change": "on", "draft": "on"}


def texts_seen(st, seat):
    parts = [
        E.view(st, seat).model_dump_json(),
        E.describe(E.view(st, seat), "en"),
        E.describe(E.view(st, seat), "pl"),
    ]
    prompt = E.prompt(st, seat) if seat is not None else None
    if prompt is not None:
        parts.append(prompt.model_dump_json())
    return "\n".join(parts)


def test_unused_wonders_tokens_and_special_cards_never_shown():
    st = E.setup(3, ALL, seed=12)
    unused_wonders = {w.id for w in G.wonders} - set(st.wonder_pool)
    unused_tokens = {t.id for t in G.event_tokens} - set(st.tokens)
    hidden_cards = {c.id for c in G.special_technology_cards} - set(st.tech_pool)
    hidden_techs = {G.special[c].tier1 for c in hidden_cards} | {G.special[c].tier2 for c in hidden_cards}
    shown = {G.special[c].tier1 for c in st.tech_pool} | {G.special[c].tier2 for c in st.tech_pool}
    hidden_techs -= shown
    for _ in range(40):
        for seat in (None, 0, 1, 2):
            seen = texts_seen(st, seat)
            assert not any(f'"{w}"' in seen for w in unused_wonders)
            assert not any(f'"{t}"' in seen for t in unused_tokens)
            assert not any(f'"{c}"' in seen or f'"{t}"' in seen for c in hidden_cards for t in hidden_techs)
        st = play_on(E, st, 3)


def test_event_tokens_drawn_are_public_and_disappear_once_resolved():
    st = E.setup(2, {"winds_of_change": "on"}, seed=4)
    names = {G.token[t].name.en for t in st.tokens}
    view = E.view(st, None)
    assert {c.event_token.en for c in view.track if c.event_token} == names  # AC-15.1


def test_draft_private_part_only_for_its_owner():
    st = E.setup(2, {"draft": "on"}, seed=8)
    own = E.view(st, 0).private_part()
    assert [c.id for c in own.pack] == st.packs[0]
    assert E.view(st, 1).private_part().pack[0].id == st.packs[1][0]
    assert E.view(st, None).private_part() is None
    assert E.prompt(st, 0).private and [o.id for o in E.prompt(st, 0).options] == [
        f"pick:{c}" for c in st.packs[0]
    ]
