"""Stone Age (Epoka kamienia) pictures, drawn from a StoneAgeView only.

board(view, lang): the public picture (board.py, players.py). private(view, lang): one seat's
face-down cards (private.py). icons.py registers the game's icons; layout.py holds sizes and labels.
"""

from render.stone_age.board import board
from render.stone_age.layout import WIDTH, L
from render.stone_age.private import private

__all__ = ["WIDTH", "L", "board", "private"]
