"""The log lines made once when the data load (`engines.age_of_civ.lines`, issue #11) read as the
sentences written at each move did, and a line outside the tables is still written."""

from __future__ import annotations

from engines.age_of_civ import lines
from engines.base import Event, tr
from tests.age_of_civ.helpers import G


def public(en: str, pl: str, board: bool = True) -> Event:
    return Event(text=tr(en, pl), board=board)


def test_made_lines_read_as_the_sentences_of_the_log():
    made = G.lines
    assert made.performs[(1, "research", "writing", 4)] == public(
        "Player B performs Research (Writing), paying 4 coins.",
        "Gracz B wykonuje akcję Badania (Pismo), płacąc 4 monety.",
    )
    assert made.gains[(0, 2, 1, 0)] == public(
        "Player A gains 2 points, 1 coin.", "Gracz A zdobywa 2 punkty, 1 monetę."
    )
    assert made.takes_civ[(2, "aztecs", "absorb")] == public(
        "Player C absorbs Aztecs.", "Gracz C wchłania cywilizację Aztekowie."
    )
    assert made.takes_civ[(0, "aztecs", "birth")] == public(
        "Player A gives birth to Aztecs.", "Gracz A rodzi cywilizację Aztekowie."
    )
    assert made.unlocks[(3, "writing")] == public(
        "Player D unlocks Writing.", "Gracz D odblokowuje technologię Pismo."
    )
    assert made.new_card["card_plague"] == public("New action card: Plague.", "Nowa karta akcji: Plaga.")
    assert made.sacrifices_red[(0, 2)] == public(
        "Player A sacrifices 2 workers from red spaces.", "Gracz A poświęca 2 robotników z czerwonych pól."
    )
    assert made.skips[1] == public(
        "Player B skips the civilization step.", "Gracz B pomija krok cywilizacji.", False
    )
    assert made.round_begins[3] == public("Round 3 begins.", "Zaczyna się runda 3.")


def test_every_made_line_is_the_one_its_function_writes():
    made = G.lines
    for (seat, action, target, price), line in made.performs.items():
        assert line == lines.performs(G, seat, action, target, price)
    for (seat, p, c, w), line in made.gains.items():
        assert line == lines.gains(seat, p, c, w)
    for (seat, civ, mode), line in made.takes_civ.items():
        assert line == lines.takes_civ(G, seat, civ, mode)
    for (seat, tech), line in made.unlocks.items():
        assert line == lines.unlocks(G, seat, tech)
    for (seat, wonder), line in made.takes_wonder.items():
        assert line == lines.takes_wonder(G, seat, wonder)
    for (seat, lost), line in made.sacrifices_red.items():
        assert line == lines.sacrifices_red(seat, lost)
    assert all(line == lines.new_card(G, card) for card, line in made.new_card.items())


def test_a_line_outside_the_tables_is_written_at_the_move():
    assert (1, "wonder", None, 12) not in G.lines.performs
    assert lines.performs(G, 1, "wonder", None, 12) == public(
        "Player B performs Wonder, paying 12 coins.", "Gracz B wykonuje akcję Cud, płacąc 12 monet."
    )
    assert (0, 12, 0, 0) not in G.lines.gains
    assert lines.gains(0, 12, 0, 0).text == tr("Player A gains 12 points.", "Gracz A zdobywa 12 punktów.")
