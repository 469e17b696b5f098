"""The pictures and the expansion: the first-player marker (TA-40.4) and the legend line for card
values from a single source (data/through_ages.json marks them)."""

from render import through_ages
from render.kit.canvas import Canvas
from render.through_ages import layout
from tests.through_ages.helpers import E, G, position


def drawn_icons(monkeypatch, view) -> list[str]:
    kinds: list[str] = []
    original = Canvas.icon

    def spy(self, xy, kind, size, *args, **kwargs):
        kinds.append(kind)
        return original(self, xy, kind, size, *args, **kwargs)

    monkeypatch.setattr(Canvas, "icon", spy)
    through_ages.board(view, "en")
    return kinds


def test_the_first_player_marker_is_drawn(monkeypatch):
    # TA-40.4, TA-28.2: in the header and on the first player's board, nowhere else
    st = position(players=3)
    st.first = 2
    assert drawn_icons(monkeypatch, E.view(st, None)).count("first") == 2
    assert E.view(st, None).players[2].is_first and not E.view(st, None).players[0].is_first


def test_the_legend_explains_single_source_values():
    # TA-Q29, TA-41.9: a card with a single-source value carries "*", and the legend says why
    st = position()
    line = layout.L["unverified"].get("en")
    assert all(G.card[c].verified for c in st.row)
    assert line not in through_ages.board(E.view(st, None), "en").info["texts"]
    st.row = ["nlw-bal-civil-II-republic", *st.row[1:]]
    texts = through_ages.board(E.view(st, None), "en").info["texts"]
    assert line in texts and any(t.startswith("Republic*") for t in texts)
