"""Age of Civilization's icons, on top of the kit's shared set (people, points, cards)."""

from __future__ import annotations

from render.kit import OUTLINE, PALETTE, SHARED, IconSet, shade

ICONS = IconSet("age_of_civ", base=SHARED)


@ICONS.register("coin", PALETTE["gold"])
def _coin(d, g, fill, _):
    d.ellipse(g(8, 8, 92, 92), fill=fill, outline=OUTLINE, width=g.w(6))
    d.ellipse(g(26, 26, 74, 74), outline=shade(fill, 0.35), width=g.w(6))
