"""Through the Ages icons, registered on top of the kit's shared set: the yellow worker token and
the blue token, food and resources, science, culture, strength, happy and unhappy faces and the
white and red action tokens. Each has its own shape, so colour never carries meaning alone."""

from __future__ import annotations

from render.kit import OUTLINE, SHARED, IconSet, shade, star_points, tint

ICONS = IconSet("through_ages", base=SHARED)


@ICONS.register("worker", (240, 196, 40))
def _worker(d, g, fill, _):  # a yellow cube seen from a corner
    d.polygon(g(50, 6, 92, 28, 50, 50, 8, 28), fill=tint(fill, 0.35), outline=OUTLINE, width=g.w(4))
    d.polygon(g(8, 28, 50, 50, 50, 96, 8, 74), fill=fill, outline=OUTLINE, width=g.w(4))
    d.polygon(g(50, 50, 92, 28, 92, 74, 50, 96), fill=shade(fill, 0.2), outline=OUTLINE, width=g.w(4))


@ICONS.register("blue_token", (40, 110, 200))
def _blue_token(d, g, fill, _):  # a blue cube
    d.polygon(g(50, 6, 92, 28, 50, 50, 8, 28), fill=tint(fill, 0.4), outline=OUTLINE, width=g.w(4))
    d.polygon(g(8, 28, 50, 50, 50, 96, 8, 74), fill=fill, outline=OUTLINE, width=g.w(4))
    d.polygon(g(50, 50, 92, 28, 92, 74, 50, 96), fill=shade(fill, 0.25), outline=OUTLINE, width=g.w(4))


@ICONS.register("food", (214, 170, 52))
def _food(d, g, fill, _):  # an ear of wheat
    d.line(g(50, 98, 50, 30), fill=OUTLINE, width=g.w(6))
    for cx, cy in ((50, 16), (34, 36), (66, 36), (34, 60), (66, 60)):
        d.ellipse(g(cx - 11, cy - 15, cx + 11, cy + 15), fill=fill, outline=OUTLINE, width=g.w(4))


@ICONS.register("resources", (150, 118, 86))
def _resources(d, g, fill, _):  # stacked stone blocks
    d.rectangle(g(6, 56, 48, 94), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(52, 56, 94, 94), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(28, 16, 72, 54), fill=tint(fill, 0.25), outline=OUTLINE, width=g.w(5))


@ICONS.register("science", (96, 150, 214))
def _science(d, g, fill, _):  # a light bulb
    d.ellipse(g(18, 4, 82, 68), fill=fill, outline=OUTLINE, width=g.w(5))
    d.rectangle(g(34, 62, 66, 92), fill=(190, 190, 200), outline=OUTLINE, width=g.w(5))
    d.line(g(36, 76, 64, 76), fill=OUTLINE, width=g.w(4))


@ICONS.register("culture", (196, 70, 130))
def _culture(d, g, fill, _):  # a lyre
    d.arc(g(8, 6, 56, 90), 90, 270, fill=OUTLINE, width=g.w(10))
    d.arc(g(44, 6, 92, 90), 270, 90, fill=OUTLINE, width=g.w(10))
    d.arc(g(10, 8, 54, 88), 90, 270, fill=fill, width=g.w(6))
    d.arc(g(46, 8, 90, 88), 270, 90, fill=fill, width=g.w(6))
    d.rectangle(g(22, 84, 78, 96), fill=fill, outline=OUTLINE, width=g.w(4))
    for x in (38, 50, 62):
        d.line(g(x, 24, x, 84), fill=OUTLINE, width=g.w(3))


@ICONS.register("strength", (150, 150, 160))
def _strength(d, g, fill, _):  # a sword
    d.polygon(g(46, 4, 54, 4, 56, 66, 44, 66), fill=tint(fill, 0.3), outline=OUTLINE, width=g.w(4))
    d.rectangle(g(22, 64, 78, 74), fill=(150, 100, 56), outline=OUTLINE, width=g.w(4))
    d.rectangle(g(44, 74, 56, 96), fill=(150, 100, 56), outline=OUTLINE, width=g.w(4))


@ICONS.register("happy", (250, 210, 60))
def _happy(d, g, fill, _):
    d.ellipse(g(4, 4, 96, 96), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(30, 30, 40, 42), fill=OUTLINE)
    d.ellipse(g(60, 30, 70, 42), fill=OUTLINE)
    d.arc(g(26, 36, 74, 78), 20, 160, fill=OUTLINE, width=g.w(6))


@ICONS.register("unhappy", (200, 120, 110))
def _unhappy(d, g, fill, _):
    d.ellipse(g(4, 4, 96, 96), fill=fill, outline=OUTLINE, width=g.w(5))
    d.ellipse(g(30, 30, 40, 42), fill=OUTLINE)
    d.ellipse(g(60, 30, 70, 42), fill=OUTLINE)
    d.arc(g(26, 60, 74, 96), 200, 340, fill=OUTLINE, width=g.w(6))


@ICONS.register("civil_action", (250, 250, 250))
def _civil_action(d, g, fill, _):  # a white disc
    d.ellipse(g(8, 8, 92, 92), fill=fill, outline=OUTLINE, width=g.w(7))


@ICONS.register("military_action", (200, 50, 40))
def _military_action(d, g, fill, _):  # a red disc with a cross
    d.ellipse(g(8, 8, 92, 92), fill=fill, outline=OUTLINE, width=g.w(7))
    d.line(g(32, 32, 68, 68), fill=OUTLINE, width=g.w(7))
    d.line(g(68, 32, 32, 68), fill=OUTLINE, width=g.w(7))


@ICONS.register("spent", (210, 204, 194))
def _spent(d, g, fill, _):  # an action token already used: a hollow ring
    d.ellipse(g(12, 12, 88, 88), fill=fill, outline=(120, 112, 104, 255), width=g.w(6))


@ICONS.register("wonder", (200, 160, 84))
def _wonder(d, g, fill, _):  # a pyramid
    d.polygon(g(50, 6, 96, 92, 4, 92), fill=fill, outline=OUTLINE, width=g.w(5))
    d.line(g(50, 6, 60, 92), fill=shade(fill, 0.3), width=g.w(4))


@ICONS.register("leader", (96, 160, 104))
def _leader(d, g, fill, _):  # a crowned head
    d.polygon(
        g(24, 8, 38, 22, 50, 6, 62, 22, 76, 8, 76, 34, 24, 34),
        fill=(226, 178, 34),
        outline=OUTLINE,
        width=g.w(4),
    )
    d.ellipse(g(30, 30, 70, 66), fill=fill, outline=OUTLINE, width=g.w(4))
    d.polygon(g(50, 62, 88, 96, 12, 96), fill=fill, outline=OUTLINE, width=g.w(4))


@ICONS.register("first", (226, 178, 34))
def _first(d, g, fill, _):  # the first player's star
    d.polygon(star_points(g, 50, 54, 48, 20, 5), fill=fill, outline=OUTLINE, width=g.w(4))
