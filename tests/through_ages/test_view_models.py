"""The view's board models are built without validation (describe.py, issue #11): each must hold
every field of its model, with the values validation would have kept (TA-25)."""

import pytest

from engines.base import play_on
from engines.through_ages import ENGINE as E
from engines.through_ages.view import BuildingSlot, PlayerView, RowCard


def models_in(view):
    for player in view.players:
        yield player
        yield from (*player.farms, *player.mines, *player.urban, *player.units)
    yield from (r for r in view.row if r is not None)


@pytest.mark.parametrize("options", [{}, {"leaders_wonders": "random", "balance": "on", "military": "on"}])
def test_trusted_view_models_are_what_validation_gives(options):
    st = E.setup(3, options, 12)
    checked = set()
    for _ in range(6):
        st = play_on(E, st, 40)
        for model in models_in(E.view(st, 0)):
            cls = type(model)
            assert cls in (PlayerView, BuildingSlot, RowCard)
            assert set(model.__dict__) == set(cls.model_fields), cls.__name__
            again = cls.model_validate(model.model_dump())
            assert again == model and again.model_dump_json() == model.model_dump_json()
            checked.add(cls)
    assert checked == {PlayerView, BuildingSlot, RowCard}
