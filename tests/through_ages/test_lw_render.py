"""The leader and wonder boards on the public picture (TA-43.3, TA-43.5), the module's markers, and
what they hide (nothing of a deck's order, TA-43.2)."""

import pytest

from engines.base import play_on
from render import kit, through_ages, to_png
from render.through_ages import layout
from tests.through_ages.helpers import E, G

PNG_LIMIT = 1_500_000


def drawn(state, lang="en") -> list[str]:
    image = through_ages.board(E.view(state, None), lang)
    assert image.width == layout.WIDTH and image.info["min_text_size"] >= kit.MIN_READABLE_SIZE
    assert len(to_png(image)) < PNG_LIMIT
    return image.info["texts"]


def test_the_open_selection_boards_are_drawn_with_their_numbered_spaces():
    # TA-43.3, TA-43.5: the Age I leaders and wonders on numbered spaces, an empty space once its
    # card is in the row, the later ages face up
    st = E.setup(3, {"leaders_wonders": "open"}, seed=4)
    leader = st.boards["leaders"][0]
    st.boards = {**st.boards, "leaders": [None, *st.boards["leaders"][1:]]}
    texts = " ".join(drawn(st))
    assert "Leader board" in texts and "Wonder board" in texts and "in the row" in texts
    assert G.card[leader].name not in texts.split("Leader board")[1].split("Wonder board")[0]
    for card in st.boards["wonders"]:
        assert G.card[card].name.split()[0] in texts
    assert "Face up for Age II" in texts and "Face up for Age III" in texts
    polish = " ".join(drawn(st, "pl"))
    assert "Plansza liderów" in polish and "Plansza cudów" in polish


def test_the_module_s_markers_are_drawn():
    # TA-47.8, TA-48.2, TA-45.3, TA-46.15, TA-47.11: the Nobel Prize, the Games, the players' markers
    st = E.setup(2, {"leaders_wonders": "only"}, seed=4)
    st.nobel_prize, st.olympics = True, 1
    st.reminders, st.saladin, st.louvre = [2, 0], ["", "civil"], [3, 0]
    texts = " ".join(drawn(st))
    assert "Nobel Prize in play" in texts and "Olympic Games declared by Player B" in texts
    assert "Hippocrates' tokens: Player A 2" in texts and "Saladin: Player B +1 civil action" in texts
    assert "Louvre tokens: Player A 3" in texts


def test_random_selection_shows_no_board_and_the_base_game_no_section():
    # TA-43.2: the randomly selected cards stay hidden until they appear in the row
    st = E.setup(3, {"leaders_wonders": "random"}, seed=4)
    texts = " ".join(drawn(st))
    assert "Leader board" not in texts and "Face up" not in texts
    assert "New leaders and wonders" not in " ".join(drawn(E.setup(3, {}, seed=4)))


@pytest.mark.parametrize("mode", ["only", "open"])
def test_pictures_of_a_game_with_the_module_to_its_end(mode):
    # TA-43: boards emptied and refilled through the ages; every stage draws within the limits
    st = E.setup(4, {"leaders_wonders": mode}, seed=21)
    for moves in (200, 400, 100_000):
        st = play_on(E, st, moves, agent="heuristic")
        for lang in ("pl", "en"):
            drawn(st, lang)
    assert st.finished
