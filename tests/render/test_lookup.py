"""render/ finds a game's pictures through the game registry, not through a list of its own."""

import dataclasses
import sys
import types

import pytest
from PIL import Image

import render
from engines import registry


def _module(name: str, colour: str) -> types.ModuleType:
    module = types.ModuleType(name)
    module.board = lambda view, lang: Image.new("RGB", (4, 2), colour)
    module.private = lambda view, lang: None
    return module


class _View:
    def __init__(self, game: str):
        self.game = game


def test_a_registered_game_is_drawn_by_the_renderer_its_spec_names(monkeypatch):
    spec = registry.spec("stone_age")
    moved = dataclasses.replace(spec, renderer_module="pictures_elsewhere.stone_age")
    monkeypatch.setattr(registry, "spec", lambda game_id: moved)
    monkeypatch.setitem(sys.modules, "pictures_elsewhere.stone_age", _module("elsewhere", "red"))
    assert render.renderer_path("stone_age") == "pictures_elsewhere.stone_age"
    png = render.board_png(_View("stone_age"), "pl")
    assert png[:4] == b"\x89PNG" and render.private_png(_View("stone_age"), "pl") is None


def test_every_registered_game_has_a_renderer():
    for game_id in registry.GAME_IDS:
        assert render.renderer_path(game_id) == registry.spec(game_id).renderer
        assert render.has_renderer(game_id)


def test_a_test_only_game_is_looked_up_as_render_dot_its_id(monkeypatch):
    assert not render.has_renderer("tiny_lookup")
    monkeypatch.setitem(sys.modules, "render.tiny_lookup", _module("render.tiny_lookup", "blue"))
    assert render.has_renderer("tiny_lookup")
    assert render.board_png(_View("tiny_lookup"), "en")[:4] == b"\x89PNG"


def test_a_renderer_with_a_broken_import_is_an_error_not_a_missing_renderer(monkeypatch, tmp_path):
    (tmp_path / "broken_pictures.py").write_text("import no_such_module_for_the_render_test\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(render, "renderer_path", lambda game_id: "broken_pictures")
    with pytest.raises(ModuleNotFoundError):
        render.has_renderer("stone_age")
