"""The shared drawing kit: fonts, seat colours, text fitting, label cache, icons."""

import itertools

import pytest
from PIL import Image

from render import kit
from render.guns_steel.icons import ICONS as GUNS_STEEL_ICONS
from render.stone_age.icons import ICONS as STONE_AGE_ICONS

# Machado, Oliveira & Fernandes (2009) simulation matrices at full severity, for linear RGB.
CVD = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(linear_rgb) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, v)) for v in linear_rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen_as(colour, matrix) -> tuple[float, float, float]:
    lin = [_linear(c) for c in colour]
    if matrix is not None:
        lin = [sum(m * v for m, v in zip(row, lin, strict=True)) for row in matrix]
    return _lab(lin)


def _delta_e(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def test_polish_letters_and_symbols_have_glyphs():
    assert kit.missing_glyphs(kit.POLISH_LETTERS + "„”–—…←→★●") == ""


def test_missing_glyph_check_finds_what_the_font_lacks():
    assert kit.missing_glyphs("Ola 🎲 漢") == "🎲漢"
    assert kit.safe_text("Ola 🎲 漢") == "Ola ? ?"
    assert kit.safe_text("Żółw") == "Żółw"


def test_bold_and_regular_are_different_cached_faces():
    assert kit.font(24) is kit.font(24)
    assert kit.font(24, True) is not kit.font(24)
    assert kit.text_width("Żółw", 24, True) > kit.text_width("Żółw", 24)


@pytest.mark.parametrize("kind", list(CVD) + ["normal"])
def test_first_four_seat_colours_stay_apart_for_colour_blind_eyes(kind):
    matrix = CVD.get(kind)
    seen = [_seen_as(s.colour, matrix) for s in kit.SEAT_STYLES[:4]]
    for a, b in itertools.combinations(range(4), 2):
        assert _delta_e(seen[a], seen[b]) >= 20, (kind, a, b)


def test_all_six_seat_colours_distinct_under_deuteranopia():
    seen = [_seen_as(s.colour, CVD["deuteranopia"]) for s in kit.SEAT_STYLES]
    for a, b in itertools.combinations(range(len(seen)), 2):
        assert _delta_e(seen[a], seen[b]) >= 10, (a, b)


def test_every_seat_has_its_own_letter_and_shape():
    styles = [kit.seat_style(s) for s in range(6)]
    assert len({s.letter for s in styles}) == 6
    assert len({s.shape for s in styles}) == 6
    assert kit.seat_style(7).letter != kit.seat_style(1).letter


def test_seat_ink_contrasts_with_seat_colour():
    for style in kit.SEAT_STYLES:
        lum = kit.relative_luminance(style.colour)
        ink = kit.relative_luminance(style.ink)
        ratio = (max(lum, ink) + 0.05) / (min(lum, ink) + 0.05)
        assert ratio >= 4.5, style


@pytest.mark.parametrize("width", [120, 260, 500])
def test_wrapped_lines_fit_the_width(width):
    text = "Zażółć gęślą jaźń, a Chata kosztuje trzy drewna i dwie glinki. Nadzwyczajnieskomplikowanesłowo"
    lines = kit.wrap_text(text, width, 24)
    assert all(kit.text_width(line, 24) <= width for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_ellipsize_and_fit_size_respect_width():
    text = "Bardzo długa nazwa gracza, która się nie mieści"
    short = kit.ellipsize(text, 200, 24)
    assert short.endswith("…") and kit.text_width(short, 24) <= 200
    assert kit.ellipsize("Ola", 200, 24) == "Ola"
    size = kit.fit_size("Epoka kamienia", 150, 40, 10)
    assert kit.text_width("Epoka kamienia", size) <= 150 < kit.text_width("Epoka kamienia", size + 1)


def test_label_cache_returns_the_same_pixels_as_fresh_drawing():
    cached = kit.label_mask("Łódź 12", 28, True)
    assert kit.label_mask("Łódź 12", 28, True) is cached
    kit.label_mask.cache_clear()
    fresh = kit.label_mask("Łódź 12", 28, True)
    assert fresh is not cached
    assert fresh.tobytes() == cached.tobytes() and fresh.size == cached.size
    assert max(fresh.get_flattened_data()) == 255  # something was drawn


def test_canvas_text_draws_in_the_requested_colour_and_records_size():
    c = kit.Canvas(300, 80, background=(255, 255, 255))
    box = c.text((10, 10), "Żywność", 30, fill=(200, 0, 0))
    crop = c.image.crop(box)
    assert (200, 0, 0) in set(crop.get_flattened_data())
    c.text((10, 50), "x", 22)
    assert c.min_text_size == 22


def test_text_with_max_width_never_overflows():
    c = kit.Canvas(400, 60)
    box = c.text((0, 0), "Bardzo długa nazwa gracza, która się nie mieści", 30, max_width=200)
    assert box[2] - box[0] <= 201
    assert c.min_text_size >= kit.MIN_READABLE_SIZE


def test_paragraph_stays_inside_its_box():
    c = kit.Canvas(400, 400, background=(255, 255, 255))
    bottom = c.paragraph((20, 20, 220, 120), "słowo " * 60, 22)
    assert bottom <= 120 + kit.line_height(22)
    outside = c.image.crop((0, 125, 400, 400))
    assert set(outside.get_flattened_data()) == {(255, 255, 255)}


ICON_SETS = (kit.SHARED, STONE_AGE_ICONS, GUNS_STEEL_ICONS)


@pytest.mark.parametrize(
    ("icons", "kind"),
    [(icons, kind) for icons in ICON_SETS for kind in icons.names()],
    ids=lambda v: v.name if isinstance(v, kit.IconSet) else v,
)
def test_icons_are_drawn_and_transparent_around(icons, kind):
    image = icons.image(kind, 40, value=5)
    assert image.mode == "RGBA" and image.size == (40, 40)
    alpha = image.getchannel("A")
    assert alpha.getpixel((0, 0)) == 0 or kind == "die"
    assert sum(1 for a in alpha.get_flattened_data() if a > 128) > 100


def test_die_icon_shows_its_value():
    def dark_pixels(value: int) -> int:
        return sum(
            1
            for p in kit.SHARED.image("die", 60, value=value).get_flattened_data()
            if p[3] > 200 and p[0] < 80
        )

    counts = [dark_pixels(v) for v in range(1, 7)]
    assert counts == sorted(counts) and len(set(counts)) == 6


def test_unknown_icon_is_an_error():
    with pytest.raises(ValueError):
        kit.SHARED.image("dragon", 30)


def test_a_game_registers_its_own_icons_without_touching_the_kit():
    icons = kit.IconSet("test_game", base=kit.SHARED)

    @icons.register("rune", (200, 0, 0))
    def _rune(d, g, fill, value):
        d.rectangle(g(10, 10, 90, 90), fill=fill)

    c = kit.Canvas(100, 60, background=(255, 255, 255), icons=icons)
    rune = c.icon((0, 0), "rune", 40)
    die = c.icon((50, 0), "die", 40, value=3)  # the kit's shared icons stay available
    assert c.image.getpixel((20, 20)) == (200, 0, 0)
    assert len(set(c.image.crop(die).get_flattened_data())) > 2
    assert rune == (0, 0, 40, 40)
    assert "rune" in icons and "rune" not in kit.SHARED
    with pytest.raises(ValueError):
        kit.SHARED.image("rune", 40)
    with pytest.raises(ValueError):
        icons.add("rune", _rune, (0, 0, 0))  # one name, one drawing


def test_games_may_use_one_icon_name_for_their_own_drawings():
    assert "food" not in kit.SHARED
    sa_food = STONE_AGE_ICONS.image("food", 40).tobytes()
    assert sa_food != GUNS_STEEL_ICONS.image("food", 40).tobytes()
    assert STONE_AGE_ICONS.image("points", 40) is kit.SHARED.image("points", 40)


def test_seat_markers_differ_per_seat():
    images = [kit.seat_marker_image(s, 40).tobytes() for s in range(6)]
    assert len(set(images)) == 6
    c = kit.Canvas(100, 100, background=(255, 255, 255))
    c.seat_marker((50, 50), 0, 40, anchor="mm")
    assert c.image.getpixel((50, 40)) != (255, 255, 255)
    assert isinstance(c.image, Image.Image)


def _label_sheet(offset: int) -> bytes:
    c = kit.Canvas(600, 400)
    for i in range(40):
        c.text((10 + (i % 4) * 140, 10 + (i // 4) * 36), f"Łódź {i + offset}", 22 + i % 5, bold=i % 2 == 0)
    return c.image.tobytes()


def test_drawing_from_worker_threads_gives_the_same_pixels():
    from concurrent.futures import ThreadPoolExecutor

    kit.label_mask.cache_clear()
    with ThreadPoolExecutor(4) as pool:
        threaded = list(pool.map(_label_sheet, [0, 100, 0, 100] * 3))
    kit.label_mask.cache_clear()
    assert threaded[0] == _label_sheet(0) and threaded[1] == _label_sheet(100)
    assert len(set(threaded)) == 2


def test_frame_returns_an_inner_box_below_its_title():
    c = kit.Canvas(400, 300, background=(255, 255, 255))
    box = (20, 20, 300, 260)
    inner = c.frame(box, title="Budynki", header=(200, 180, 150), padding=10)
    assert box[0] < inner[0] < inner[2] < box[2] and box[1] < inner[1] < inner[3] < box[3]
    assert inner[1] >= box[1] + kit.line_height(24, True)
    assert c.image.getpixel((box[0] + 40, box[1] + 12)) == (200, 180, 150)  # the title band
    assert c.image.getpixel((5, 5)) == (255, 255, 255)  # nothing outside the frame


def test_icon_count_puts_the_number_after_the_icon():
    c = kit.Canvas(300, 80, background=(255, 255, 255))
    box = c.icon_count((10, 10), "card", 12, 30)
    assert box[2] - box[0] == 30 + 5 + kit.text_width("12", 26, True)
    assert (
        kit.readable_ink((0, 114, 178)) == (255, 255, 255)
        and kit.readable_ink((240, 228, 66)) == kit.PALETTE["ink"]
    )


def test_canvas_draws_missing_characters_as_question_marks():
    def drawn(text: str) -> bytes:
        c = kit.Canvas(300, 60, background=(255, 255, 255))
        c.text((10, 10), text, 24)
        return c.image.tobytes()

    assert drawn("Ola 🎲") == drawn("Ola ?")
    assert drawn("Ola 🎲") != drawn("Ola  ")


def test_seat_label_uses_display_names_and_falls_back_to_letters():
    labels = {}
    named = kit.Words(labels, "pl", ["Ala", "", "Grzegorz Brzęczyszczykiewicz"])
    assert named.seat(0) == "A · Ala"
    assert named.seat(1) == "Gracz B"  # a seat without a name keeps the letter form
    assert named.seat(2).startswith("C · Grzegorz") and len(named.seat(2)) == len("C · ") + kit.NAME_MAX
    assert kit.Words(labels, "en").seat(3) == "Player D"
