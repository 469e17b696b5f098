"""Civilization's icons, registered on top of the kit's shared set: square yields (production,
trade, culture, coin), the market resources, huts and villages, cities, figures and the pieces
that stand in a city's outskirts. Each has its own shape, so colour is never needed alone."""

from __future__ import annotations

from render.kit import OUTLINE, PALETTE, SHARED, IconSet, shade, star_points, tint

ICONS = IconSet("civilization", base=SHARED)

RESOURCE_COLOURS = {
    "wheat": (222, 184, 64),
    "silk": (186, 96, 170),
    "incense": (150, 110, 200),
    "iron": (132, 140, 152),
    "spy": (60, 60, 60),
    "uranium": (90, 180, 60),
}


def resource_icon(resource: str) -> str:
    """The icon of a resource; an unknown one is drawn as a plain disc."""
    return f"res_{resource}" if f"res_{resource}" in ICONS else "res_unknown"


@ICONS.register("production", (120, 120, 128))
def _production(d, g, fill, _):  # a hammer
    d.polygon(g(40, 40, 56, 40, 56, 96, 40, 96), fill=(150, 100, 56), outline=OUTLINE, width=g.w(5))
    d.polygon(g(10, 10, 90, 10, 90, 40, 10, 40), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("trade", (236, 200, 80))
def _trade(d, g, fill, _):  # a scroll
    d.rounded_rectangle(g(14, 20, 86, 80), radius=g.w(8), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(4, 12, 28, 88), fill=shade(fill, 0.15), outline=OUTLINE, width=g.w(5))
    for y in (38, 52, 66):
        d.line(g(36, y, 76, y), fill=OUTLINE, width=g.w(5))


@ICONS.register("culture", (196, 60, 110))
def _culture(d, g, fill, _):  # a lyre-like arch
    d.polygon(g(50, 6, 94, 36, 6, 36), fill=fill, outline=OUTLINE, width=g.w(5))
    for x in (14, 44, 74):
        d.rectangle(g(x, 40, x + 12, 80), fill=fill, outline=OUTLINE, width=g.w(4))
    d.rectangle(g(6, 82, 94, 96), fill=fill, outline=OUTLINE, width=g.w(4))


@ICONS.register("coin", PALETTE["gold"])
def _coin(d, g, fill, _):
    d.ellipse(g(6, 6, 94, 94), fill=fill, outline=OUTLINE, width=g.w(6))
    d.ellipse(g(24, 24, 76, 76), outline=shade(fill, 0.35), width=g.w(6))


@ICONS.register("res_wheat", RESOURCE_COLOURS["wheat"])
def _wheat(d, g, fill, _):  # a sheaf
    d.line(g(50, 98, 50, 36), fill=OUTLINE, width=g.w(6))
    for cx, cy in ((50, 22), (30, 42), (70, 42), (30, 68), (70, 68)):
        d.ellipse(g(cx - 12, cy - 18, cx + 12, cy + 18), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("res_silk", RESOURCE_COLOURS["silk"])
def _silk(d, g, fill, _):  # a bolt of cloth
    d.rectangle(g(8, 30, 72, 92), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(56, 30, 92, 92), fill=tint(fill, 0.4), outline=OUTLINE, width=g.w(5))
    d.ellipse(g(68, 52, 80, 70), fill=OUTLINE)
    d.line(g(8, 10, 60, 10, 72, 30), fill=OUTLINE, width=g.w(5))


@ICONS.register("res_incense", RESOURCE_COLOURS["incense"])
def _incense(d, g, fill, _):  # a burner with smoke
    d.polygon(g(14, 56, 86, 56, 70, 94, 30, 94), fill=fill, outline=OUTLINE, width=g.w(5))
    d.arc(g(30, 6, 60, 36), 90, 270, fill=OUTLINE, width=g.w(6))
    d.arc(g(40, 24, 70, 54), 270, 90, fill=OUTLINE, width=g.w(6))


@ICONS.register("res_iron", RESOURCE_COLOURS["iron"])
def _iron(d, g, fill, _):  # an ingot
    d.polygon(g(6, 80, 22, 30, 78, 30, 94, 80), fill=fill, outline=OUTLINE, width=g.w(6))
    d.line(g(26, 46, 60, 46), fill=tint(fill, 0.6), width=g.w(6))


@ICONS.register("res_spy", RESOURCE_COLOURS["spy"])
def _spy(d, g, fill, _):  # a hat and glasses
    d.polygon(g(26, 14, 74, 14, 80, 50, 20, 50), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(4, 46, 96, 58), fill=fill, outline=OUTLINE, width=g.w(4))
    d.ellipse(g(18, 66, 44, 90), fill=(255, 255, 255), outline=OUTLINE, width=g.w(5))
    d.ellipse(g(56, 66, 82, 90), fill=(255, 255, 255), outline=OUTLINE, width=g.w(5))


@ICONS.register("res_uranium", RESOURCE_COLOURS["uranium"])
def _uranium(d, g, fill, _):  # a trefoil in a disc
    d.ellipse(g(4, 4, 96, 96), fill=fill, outline=OUTLINE, width=g.w(5))
    for start in (30, 150, 270):
        d.pieslice(g(14, 14, 86, 86), start, start + 60, fill=OUTLINE)
    d.ellipse(g(40, 40, 60, 60), fill=fill, outline=OUTLINE, width=g.w(4))


@ICONS.register("res_unknown", (200, 200, 200))
def _unknown(d, g, fill, _):
    d.ellipse(g(6, 6, 94, 94), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("hut", (176, 132, 80))
def _hut(d, g, fill, _):  # a round hut, face down marker: no content shown
    d.ellipse(g(2, 2, 98, 98), fill=(250, 244, 228), outline=OUTLINE, width=g.w(5))
    d.polygon(g(16, 50, 50, 16, 84, 50), fill=shade(fill, 0.2), outline=OUTLINE, width=g.w(5))
    d.rectangle(g(26, 50, 74, 84), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(42, 62, 58, 84), fill=OUTLINE)


@ICONS.register("village", (170, 60, 40))
def _village(d, g, fill, _):  # three houses behind a fence
    d.rounded_rectangle(g(2, 2, 98, 98), radius=g.w(14), fill=(250, 244, 228), outline=OUTLINE, width=g.w(5))
    for x, top in ((8, 30), (36, 16), (64, 30)):
        d.polygon(g(x, top + 22, x + 14, top, x + 28, top + 22), fill=fill, outline=OUTLINE, width=g.w(4))
        d.rectangle(g(x + 3, top + 22, x + 25, 74), fill=tint(fill, 0.5), outline=OUTLINE, width=g.w(4))
    d.line(g(6, 86, 94, 86), fill=OUTLINE, width=g.w(6))


@ICONS.register("city", (200, 200, 200))
def _city(d, g, fill, value):  # value 1: capital (a crown on top)
    d.rectangle(g(10, 40, 90, 94), fill=fill, outline=OUTLINE, width=g.w(5))
    for x in (10, 34, 58, 78):
        d.rectangle(g(x, 28, x + 12, 42), fill=fill, outline=OUTLINE, width=g.w(4))
    d.rectangle(g(40, 64, 60, 94), fill=OUTLINE)
    if value:
        d.polygon(star_points(g, 50, 16, 16, 7, 5), fill=PALETTE["gold"], outline=OUTLINE, width=g.w(3))


@ICONS.register("army", (200, 200, 200))
def _army(d, g, fill, _):  # a banner
    d.line(g(22, 4, 22, 96), fill=OUTLINE, width=g.w(9))
    d.polygon(g(26, 8, 94, 26, 26, 52), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("scout", (200, 200, 200))
def _scout(d, g, fill, _):  # a covered wagon
    d.chord(g(10, 10, 90, 80), 180, 360, fill=tint(fill, 0.55), outline=OUTLINE, width=g.w(5))
    d.rectangle(g(6, 44, 94, 70), fill=fill, outline=OUTLINE, width=g.w(5))
    for cx in (26, 74):
        d.ellipse(g(cx - 16, 64, cx + 16, 96), fill=(240, 234, 220), outline=OUTLINE, width=g.w(6))


@ICONS.register("building", (236, 226, 200))
def _building(d, g, fill, _):
    d.polygon(g(6, 44, 50, 8, 94, 44), fill=shade(fill, 0.25), outline=OUTLINE, width=g.w(5))
    d.rectangle(g(16, 44, 84, 94), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("wonder", (226, 190, 110))
def _wonder(d, g, fill, _):  # a temple
    d.polygon(g(4, 34, 50, 4, 96, 34), fill=fill, outline=OUTLINE, width=g.w(4))
    for x in (12, 36, 60, 80):
        d.rectangle(g(x, 38, x + 10, 82), fill=fill, outline=OUTLINE, width=g.w(3))
    d.rectangle(g(4, 84, 96, 96), fill=fill, outline=OUTLINE, width=g.w(3))


@ICONS.register("great_person", (236, 226, 200))
def _great_person(d, g, fill, _):
    d.ellipse(g(32, 6, 68, 42), fill=fill, outline=OUTLINE, width=g.w(5))
    d.polygon(g(50, 38, 90, 96, 10, 96), fill=fill, outline=OUTLINE, width=g.w(5))
    d.polygon(star_points(g, 50, 70, 14, 6, 5), fill=PALETTE["gold"])


@ICONS.register("natural_wonder", (120, 200, 220))
def _natural_wonder(d, g, fill, _):  # a waterfall between rocks
    d.polygon(g(4, 96, 30, 10, 44, 96), fill=(150, 140, 130), outline=OUTLINE, width=g.w(4))
    d.polygon(g(56, 96, 70, 10, 96, 96), fill=(150, 140, 130), outline=OUTLINE, width=g.w(4))
    d.rectangle(g(40, 14, 60, 96), fill=fill, outline=OUTLINE, width=g.w(4))
