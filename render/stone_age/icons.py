"""Stone Age's icons: the resources, tools, huts and fields, registered on top of the kit's shared
set (people, points, dice, cards)."""

from __future__ import annotations

from render.kit import OUTLINE, PALETTE, SHARED, IconSet, shade, tint

COLOURS = {
    "wood": (133, 88, 48),
    "clay": (190, 92, 58),
    "stone": (128, 132, 140),
    "gold": PALETTE["gold"],
    "food": (86, 150, 60),
    "tool": (90, 90, 100),
}

ICONS = IconSet("stone_age", base=SHARED)

RESOURCE_ICON = {"wood": "wood", "brick": "clay", "stone": "stone", "gold": "gold", "food": "food"}


@ICONS.register("wood", COLOURS["wood"])
def _wood(d, g, fill, _):
    d.rounded_rectangle(g(8, 30, 92, 70), radius=g.w(18), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(68, 30, 92, 70), fill=tint(fill, 0.45), outline=OUTLINE, width=g.w(5))
    d.ellipse(g(76, 44, 84, 56), outline=OUTLINE, width=g.w(3))


@ICONS.register("clay", COLOURS["clay"])
def _clay(d, g, fill, _):
    d.rectangle(g(8, 24, 92, 76), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(8, 50, 92, 50), fill=OUTLINE, width=g.w(4))
    d.line(g(50, 24, 50, 50), fill=OUTLINE, width=g.w(4))
    d.line(g(30, 50, 30, 76), fill=OUTLINE, width=g.w(4))
    d.line(g(70, 50, 70, 76), fill=OUTLINE, width=g.w(4))


@ICONS.register("stone", COLOURS["stone"])
def _stone(d, g, fill, _):
    d.polygon(g(22, 18, 70, 12, 92, 46, 76, 86, 26, 88, 8, 52), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(36, 40, 56, 56), fill=shade(fill, 0.35), width=g.w(4))


@ICONS.register("gold", COLOURS["gold"])
def _gold(d, g, fill, _):
    d.polygon(g(10, 72, 30, 28, 70, 28, 90, 72), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(36, 40, 58, 40), fill=tint(fill, 0.7), width=g.w(6))


@ICONS.register("food", COLOURS["food"])
def _food(d, g, fill, _):
    d.ellipse(g(12, 24, 88, 94), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(50, 30, 56, 8), fill=OUTLINE, width=g.w(6))
    d.ellipse(g(56, 6, 82, 22), fill=tint(fill, 0.3), outline=OUTLINE, width=g.w(4))


@ICONS.register("tool", COLOURS["tool"])
def _tool(d, g, fill, _):
    d.line(g(22, 88, 70, 28), fill=(150, 105, 60), width=g.w(12))
    d.polygon(g(46, 22, 72, 6, 96, 34, 80, 54), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("hut", (176, 128, 80))
def _hut(d, g, fill, _):
    d.polygon(g(6, 50, 50, 8, 94, 50), fill=shade(fill, 0.25), outline=OUTLINE, width=g.w(5))
    d.rectangle(g(18, 50, 82, 92), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(42, 64, 58, 92), fill=OUTLINE)


@ICONS.register("field", (214, 182, 80))
def _field(d, g, fill, _):
    d.rectangle(g(6, 62, 94, 92), fill=(140, 100, 60), outline=OUTLINE, width=g.w(4))
    for x in (22, 50, 78):
        d.line(g(x, 64, x, 18), fill=OUTLINE, width=g.w(4))
        d.ellipse(g(x - 9, 10, x + 9, 40), fill=fill, outline=OUTLINE, width=g.w(3))
