"""Guns & Steel (Historia ludzkości) pictures, drawn from a GSView only.

board(view, lang): the public picture (board.py: header and legend; pyramid.py: the card pyramid;
players.py: each player's tableau). private(view, lang): one seat's hand (private.py).
icons.py registers the game's icons; layout.py holds sizes, colours, labels and shared helpers.
"""

from render.guns_steel.board import board, public_view
from render.guns_steel.layout import WIDTH
from render.guns_steel.private import private

__all__ = ["WIDTH", "board", "private", "public_view"]
