"""The Canvas: an RGB picture with the kit's drawing helpers (text, frames, icons, seat markers)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.kit.colours import PALETTE, Box, Colour, readable_ink, tint
from render.kit.icons import IconSet
from render.kit.seats import seat_marker_image
from render.kit.symbols import SHARED
from render.kit.text import (
    MIN_READABLE_SIZE,
    ellipsize,
    fit_size,
    label_mask,
    line_height,
    safe_text,
    text_width,
    wrap_text,
)


def anchored(xy: tuple[int, int], size: tuple[int, int], anchor: str) -> tuple[int, int]:
    """The top-left corner of a box of `size` placed at `xy` by a two-letter anchor."""
    x, y = xy
    w, h = size
    dx = {"l": 0, "m": w // 2, "r": w}[anchor[0]]
    dy = {"t": 0, "m": h // 2, "b": h}[anchor[1]]
    return x - dx, y - dy


class Canvas:
    """An RGB picture with the kit's drawing helpers. `image` is the result (see `finish`).

    `icons` is the icon set `icon` and `icon_count` draw from: a game passes its own set (which
    falls back to the kit's shared icons). Every string drawn is kept in `drawn`, so tests can
    check a picture for hidden names, and the smallest text size in `min_text_size`.
    """

    def __init__(
        self,
        width: int,
        height: int,
        background: Colour = PALETTE["paper"],
        icons: IconSet = SHARED,
    ):
        self.background = background
        self.icons = icons
        self.image = Image.new("RGB", (width, height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.min_text_size: int | None = None
        self.drawn: list[str] = []

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height

    def ensure(self, bottom: int, headroom: int = 24) -> None:
        """Grow the picture downwards so that everything down to `bottom` (plus headroom) fits."""
        if bottom + headroom <= self.height:
            return
        grown = Image.new("RGB", (self.width, bottom + 1000), self.background)
        grown.paste(self.image, (0, 0))
        self.image = grown
        self.draw = ImageDraw.Draw(grown)

    def finish(self, height: int) -> Image.Image:
        """The picture cut to `height`; info carries "min_text_size" and "texts" for the tests."""
        self.ensure(height, 0)
        image = self.image.crop((0, 0, self.width, height))
        image.info["min_text_size"] = self.min_text_size
        image.info["texts"] = self.drawn
        return image

    def text(
        self,
        xy: tuple[int, int],
        text: str,
        size: int = 24,
        *,
        bold: bool = False,
        fill: Colour = PALETTE["ink"],
        anchor: str = "lt",
        max_width: int | None = None,
    ) -> Box:
        """Draw one line of text; returns its box. With max_width, the text shrinks (down to the
        readable minimum) and then ends in "…" so it never overflows. Characters the font lacks
        (emoji, CJK in player names) are drawn as "?" rather than as empty boxes."""
        self.drawn.append(text)
        text = safe_text(text)
        if max_width is not None:
            size = fit_size(text, max_width, size, min(size, MIN_READABLE_SIZE), bold)
            text = ellipsize(text, max_width, size, bold)
        mask = label_mask(text, size, bold)
        x, y = anchored(xy, mask.size, anchor)
        box = (x, y, x + mask.width, y + mask.height)
        self.image.paste(fill, box, mask)
        if self.min_text_size is None or size < self.min_text_size:
            self.min_text_size = size
        return box

    def lines(self, xy: tuple[int, int], lines: list[str], size: int, **kwargs) -> int:
        """Draw lines one under another from `xy` (left, top); returns the y below the last."""
        x, y = xy
        step = line_height(size, kwargs.get("bold", False))
        for line in lines:
            self.text((x, y), line, size, **kwargs)
            y += step
        return y

    def paragraph(
        self,
        box: Box,
        text: str,
        size: int = 24,
        *,
        bold: bool = False,
        fill: Colour = PALETTE["ink"],
        align: str = "l",
        line_gap: int = 2,
    ) -> int:
        """Wrap `text` into the box width and draw it from the top; returns the y below the last
        line. Lines that do not fit the box height are dropped, the last one ending in "…"."""
        left, top, right, bottom = box
        text = safe_text(text)
        step = line_height(size, bold) + line_gap
        lines = wrap_text(text, right - left, size, bold)
        room = max(1, (bottom - top + line_gap) // step)
        if len(lines) > room:
            lines = lines[:room]
            lines[-1] = ellipsize(lines[-1] + "…", right - left, size, bold)
        x = {"l": left, "m": (left + right) // 2, "r": right}[align]
        y = top
        for line in lines:
            self.text((x, y), line, size, bold=bold, fill=fill, anchor=align + "t")
            y += step
        return y

    def rect(
        self,
        box: Box,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: int = 2,
        radius: int = 0,
    ) -> None:
        """A (rounded) rectangle."""
        if radius:
            self.draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)
        else:
            self.draw.rectangle(box, fill=fill, outline=outline, width=width)

    def band(self, box: Box, fill: Colour, radius: int) -> None:
        """A header band: top corners rounded, bottom edge square."""
        left, top, right, bottom = box
        self.draw.rounded_rectangle(box, radius=radius, fill=fill)
        self.draw.rectangle((left, bottom - radius, right, bottom), fill=fill)

    def frame(
        self,
        box: Box,
        *,
        title: str | None = None,
        fill: Colour = PALETTE["panel"],
        border: Colour = PALETTE["line"],
        header: Colour | None = None,
        title_size: int = 24,
        title_ink: Colour | None = None,
        radius: int = 12,
        border_width: int = 3,
        padding: int = 10,
    ) -> Box:
        """A card or tile: rounded box with an optional title band. Returns the inner box."""
        left, top, right, bottom = box
        self.rect(box, fill=fill, outline=border, width=border_width, radius=radius)
        inner_top = top + padding
        if title is not None:
            band = line_height(title_size, True) + 8
            band_fill = header or tint(border, 0.6)
            self.draw.rounded_rectangle(
                (left, top, right, top + band),
                radius=radius,
                fill=band_fill,
                outline=border,
                width=border_width,
            )
            self.draw.rectangle(
                (left + border_width, top + band - radius, right - border_width, top + band - 1),
                fill=band_fill,
            )
            self.draw.line((left, top + band, right, top + band), fill=border, width=border_width)
            ink = title_ink or readable_ink(band_fill)
            self.text(
                ((left + right) // 2, top + band // 2 + 1),
                title,
                title_size,
                bold=True,
                fill=ink,
                anchor="mm",
                max_width=right - left - 2 * padding,
            )
            inner_top = top + band + padding
        return (left + padding, inner_top, right - padding, bottom - padding)

    def icon(
        self,
        xy: tuple[int, int],
        kind: str,
        size: int,
        colour: Colour | None = None,
        value: int = 0,
        anchor: str = "lt",
    ) -> Box:
        """Paste an icon of this canvas's icon set (see `IconSet.image`); returns its box."""
        return self.paste(self.icons.image(kind, size, colour, value), xy, anchor)

    def seat_marker(self, xy: tuple[int, int], seat: int, size: int, anchor: str = "lt") -> Box:
        """Paste a seat's marker (colour + shape + letter); returns its box."""
        return self.paste(seat_marker_image(seat, size), xy, anchor)

    def paste(self, image: Image.Image, xy: tuple[int, int], anchor: str = "lt") -> Box:
        """Paste an RGBA image (alpha respected); returns its box."""
        x, y = anchored(xy, image.size, anchor)
        self.image.paste(image, (x, y), image)
        return (x, y, x + image.width, y + image.height)

    def icon_count(
        self,
        xy: tuple[int, int],
        kind: str,
        count: int | str,
        size: int = 30,
        *,
        colour: Colour | None = None,
        text_size: int | None = None,
        bold: bool = True,
        fill: Colour = PALETTE["ink"],
        anchor: str = "lt",
    ) -> Box:
        """An icon followed by a number ("[wood] 3"), vertically centred; returns the whole box."""
        text_size = text_size or max(MIN_READABLE_SIZE, round(size * 0.85))
        label = str(count)
        gap = max(3, size // 6)
        total_w = size + gap + text_width(label, text_size, bold)
        total_h = max(size, line_height(text_size, bold))
        x, y = anchored(xy, (total_w, total_h), anchor)
        self.icon((x, y + total_h // 2), kind, size, colour, anchor="lm")
        self.text((x + size + gap, y + total_h // 2), label, text_size, bold=bold, fill=fill, anchor="lm")
        return (x, y, x + total_w, y + total_h)
