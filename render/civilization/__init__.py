"""Sid Meier's Civilization pictures, drawn from a CivView only.

board(view, lang): the public picture (board.py: header, legend and markets; map.py: the map
cropped to the explored area; players.py: each player's sheet). private(view, lang): one seat's
unit cards and markers (private.py). icons.py registers the game's icons; layout.py holds sizes,
colours and labels.
"""

from render.civilization.board import board, public_view
from render.civilization.layout import WIDTH
from render.civilization.private import private

__all__ = ["WIDTH", "board", "private", "public_view"]
