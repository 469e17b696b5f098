"""The kit's shared icons (SHARED): pictograms any game may use. Game facts (resources, buildings)
are drawn by the games' own icon sets."""

from __future__ import annotations

from render.kit.colours import PALETTE, shade
from render.kit.icons import OUTLINE, IconSet, star_points

SHARED = IconSet("kit")


@SHARED.register("person", PALETTE["people"])
def _person(d, g, fill, _):
    d.ellipse(g(32, 4, 68, 40), fill=fill, outline=OUTLINE, width=g.w(4))
    d.polygon(g(50, 36, 86, 96, 14, 96), fill=fill, outline=OUTLINE, width=g.w(4))


@SHARED.register("points", PALETTE["points"])
def _points(d, g, fill, _):
    d.polygon(star_points(g, 50, 52, 48, 20, 5), fill=fill, outline=OUTLINE, width=g.w(4))


@SHARED.register("die", (255, 255, 255))
def _die(d, g, fill, value):
    """value: the pips shown (1-6)."""
    d.rounded_rectangle(g(6, 6, 94, 94), radius=g.w(16), fill=fill, outline=OUTLINE, width=g.w(6))
    for px, py in _PIPS.get(value, ()):
        d.ellipse(g(px - 9, py - 9, px + 9, py + 9), fill=OUTLINE)


_PIPS = {
    1: ((50, 50),),
    2: ((28, 28), (72, 72)),
    3: ((28, 28), (50, 50), (72, 72)),
    4: ((28, 28), (72, 28), (28, 72), (72, 72)),
    5: ((28, 28), (72, 28), (50, 50), (28, 72), (72, 72)),
    6: ((28, 26), (72, 26), (28, 50), (72, 50), (28, 74), (72, 74)),
}


@SHARED.register("arrow", PALETTE["ink"])
def _arrow(d, g, fill, value):
    """value: the direction (0 right, 1 down, 2 left, 3 up)."""
    points = [(8, 40), (58, 40), (58, 16), (94, 50), (58, 84), (58, 60), (8, 60)]
    turned = [_rotate(x, y, value % 4) for x, y in points]
    d.polygon([c for p in turned for c in g(*p)], fill=fill)


def _rotate(x: float, y: float, quarter_turns: int) -> tuple[float, float]:
    for _ in range(quarter_turns):
        x, y = 100 - y, x
    return x, y


@SHARED.register("card", PALETTE["card"])
def _card(d, g, fill, _):
    d.rounded_rectangle(g(18, 6, 82, 94), radius=g.w(10), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(28, 18, 72, 50), fill=shade(fill, 0.25))


@SHARED.register("check", (0, 140, 90))
def _check(d, g, fill, _):
    d.line(g(12, 52, 40, 80, 90, 18), fill=fill, width=g.w(14), joint="curve")
