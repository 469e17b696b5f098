"""Guns & Steel's icons, registered on top of the kit's shared set: one shape per resource type
(so colour is never needed alone) and the card symbols (strength, VP, Reaction, wonder, glory)."""

from __future__ import annotations

from render.kit import PALETTE, SHARED, IconSet, tint

OUTLINE = (30, 26, 22, 255)
FLAME = (250, 170, 30)

RESOURCE_COLOURS = {
    "food": (96, 160, 60),
    "iron": (132, 140, 152),
    "horse": (164, 104, 52),
    "gunpowder": (70, 70, 70),
    "oil": (44, 36, 84),
    "earth": (40, 140, 170),
    "space": (120, 70, 170),
}
RESOURCE_ORDER = tuple(RESOURCE_COLOURS)

ICONS = IconSet("guns_steel", base=SHARED)


def resource_icon(resource: str) -> str:
    """The icon name of a resource type; an unknown type is drawn as a plain disc."""
    return resource if resource in RESOURCE_COLOURS else "unknown_resource"


@ICONS.register("food", RESOURCE_COLOURS["food"])
def _food(d, g, fill, _):  # a sheaf: three ears on a stalk
    d.line(g(50, 96, 50, 40), fill=OUTLINE, width=g.w(5))
    for cx, cy in ((50, 26), (30, 40), (70, 40)):
        d.ellipse(g(cx - 12, cy - 22, cx + 12, cy + 22), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("iron", RESOURCE_COLOURS["iron"])
def _iron(d, g, fill, _):  # an ingot
    d.polygon(g(6, 78, 22, 30, 78, 30, 94, 78), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(26, 44, 60, 44), fill=tint(fill, 0.6), width=g.w(5))


@ICONS.register("horse", RESOURCE_COLOURS["horse"])
def _horse(d, g, fill, _):  # a horseshoe
    d.arc(g(12, 8, 88, 84), 150, 30, fill=OUTLINE, width=g.w(26))
    d.arc(g(18, 14, 82, 78), 150, 30, fill=fill, width=g.w(14))
    d.rectangle(g(10, 60, 30, 92), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(70, 60, 90, 92), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("gunpowder", RESOURCE_COLOURS["gunpowder"])
def _gunpowder(d, g, fill, _):  # a round bomb with a lit fuse
    d.ellipse(g(8, 26, 80, 96), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(60, 32, 78, 12), fill=OUTLINE, width=g.w(8))
    d.ellipse(g(72, 0, 96, 22), fill=FLAME, outline=OUTLINE, width=g.w(5))


@ICONS.register("oil", RESOURCE_COLOURS["oil"])
def _oil(d, g, fill, _):  # a drop
    d.polygon(g(50, 4, 80, 56, 20, 56), fill=fill)
    d.ellipse(g(18, 34, 82, 96), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(50, 4, 20, 56), fill=OUTLINE, width=g.w(5))
    d.line(g(50, 4, 80, 56), fill=OUTLINE, width=g.w(5))
    d.ellipse(g(34, 56, 46, 72), fill=tint(fill, 0.6))


@ICONS.register("earth", RESOURCE_COLOURS["earth"])
def _earth(d, g, fill, _):  # a globe
    d.ellipse(g(6, 6, 94, 94), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(30, 6, 70, 94), outline=OUTLINE, width=g.w(5))
    d.line(g(6, 50, 94, 50), fill=OUTLINE, width=g.w(5))


@ICONS.register("space", RESOURCE_COLOURS["space"])
def _space(d, g, fill, _):  # a rocket
    d.polygon(g(50, 2, 70, 30, 70, 74, 30, 74, 30, 30), fill=fill, outline=OUTLINE, width=g.w(5))
    d.polygon(g(30, 52, 10, 90, 30, 80), fill=fill, outline=OUTLINE, width=g.w(5))
    d.polygon(g(70, 52, 90, 90, 70, 80), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(40, 30, 60, 50), fill=(255, 255, 255), outline=OUTLINE, width=g.w(5))
    d.polygon(g(40, 76, 60, 76, 50, 98), fill=FLAME)


@ICONS.register("unknown_resource", (200, 200, 200))
def _unknown(d, g, fill, _):  # a plain disc
    d.ellipse(g(6, 6, 94, 94), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("strength", (190, 196, 206))
def _strength(d, g, fill, _):  # a sword
    d.polygon(g(86, 6, 94, 14, 40, 68, 32, 60), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(22, 50, 50, 78), fill=OUTLINE, width=g.w(10))
    d.line(g(34, 66, 12, 88), fill=(120, 80, 40), width=g.w(12))


@ICONS.register("reaction", (250, 190, 30))
def _reaction(d, g, fill, _):  # a lightning bolt
    d.polygon(g(58, 2, 18, 56, 46, 56, 36, 98, 82, 38, 54, 38), fill=fill, outline=OUTLINE, width=g.w(5))


@ICONS.register("wonder", OUTLINE[:3])
def _wonder(d, g, fill, _):  # a temple
    d.polygon(g(6, 34, 50, 6, 94, 34), fill=fill)
    for x in (16, 38, 60, 80):
        d.rectangle(g(x, 40, x + 8, 82), fill=fill)
    d.rectangle(g(6, 86, 94, 96), fill=fill)


@ICONS.register("glory", (200, 40, 120))
def _glory(d, g, fill, _):  # a flag
    d.line(g(20, 4, 20, 96), fill=OUTLINE, width=g.w(8))
    d.polygon(g(24, 8, 90, 24, 24, 44), fill=fill, outline=OUTLINE, width=g.w(5))


ICONS.add("vp", SHARED.painter("points"), PALETTE["gold"])  # the kit's star, in gold
