"""Through the Ages (Cywilizacja: Poprzez wieki) pictures, drawn from a TtaView only.

board(view, lang): the public picture (board.py: header, decks and events, the card row with its
costs, the tracks; players.py: each player's board). private(view, lang): one seat's secret
military hand (private.py). icons.py registers the game's icons on the kit's shared set;
layout.py holds sizes, colours and labels; cards.py draws the card tiles.
"""

from render.through_ages.board import board, public_view
from render.through_ages.layout import WIDTH, L
from render.through_ages.private import private

__all__ = ["WIDTH", "L", "board", "private", "public_view"]
