"""Colours: the kit's neutral palette and the helpers that derive light, dark and readable tones."""

from __future__ import annotations

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]

PALETTE: dict[str, Colour] = {
    "paper": (245, 240, 228),
    "panel": (255, 252, 244),
    "ink": (34, 30, 26),
    "muted": (105, 98, 90),
    "line": (170, 160, 146),
    "highlight": (255, 214, 80),
    "card": (250, 246, 235),
    "gold": (226, 178, 34),
    "points": (70, 70, 160),
    "people": (60, 60, 60),
}


def tint(colour: Colour, amount: float) -> Colour:
    """Mix `colour` with white (amount 0..1): light backgrounds in a seat's colour."""
    r, g, b = colour
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def shade(colour: Colour, amount: float) -> Colour:
    """Mix `colour` with black (amount 0..1): borders and pressed looks."""
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


def readable_ink(background: Colour) -> Colour:
    """Black or white, whichever contrasts more with `background` (WCAG relative luminance)."""
    return PALETTE["ink"] if relative_luminance(background) > 0.18 else (255, 255, 255)


def relative_luminance(colour: Colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white)."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
