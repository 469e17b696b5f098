"""Age of Civilization (Era cywilizacji) pictures, drawn from an AocView only.

board(view, lang): the public picture; private(view, lang): one seat's secret Draft cards
(board.py). icons.py registers the game's icons on the kit's shared set.
"""

from render.age_of_civ.board import WIDTH, L, board, private

__all__ = ["WIDTH", "L", "board", "private"]
