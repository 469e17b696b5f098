"""The shared engine contract: deterministic randomness and ranking."""

import copy

import pytest
from pydantic import BaseModel, ValidationError

from engines.base import (
    Rng,
    State,
    Text,
    decode_multi,
    derive,
    encode_multi,
    name_seats,
    rank_seats,
    seat_name,
    tr,
)


def make_state(seed=7):
    return State(game="x", seed=seed, players=2)


def test_derive_is_stable_across_versions():
    # fixed value: sha256("1:2:")[:8]; replays must give the same numbers on every Python
    assert derive(1, 2) == int.from_bytes(__import__("hashlib").sha256(b"1:2:").digest()[:8], "big")


def test_rng_advances_counter_and_replays():
    a, b = make_state(), make_state()
    rolls_a = [Rng(a).die() for _ in range(50)]
    rolls_b = [Rng(b).die() for _ in range(50)]
    assert rolls_a == rolls_b
    assert a.rng_counter == 50
    assert set(rolls_a) <= set(range(1, 7)) and len(set(rolls_a)) == 6


def test_shuffle_is_a_permutation_and_depends_on_seed():
    items = list(range(20))
    one = Rng(make_state(1)).shuffle(items)
    two = Rng(make_state(2)).shuffle(items)
    assert sorted(one) == items and one != two and items == list(range(20))


def test_rank_seats_shares_ranks_on_ties():
    assert rank_seats({0: (5, 1), 1: (7, 0), 2: (5, 1)}) == {0: 2, 1: 1, 2: 2}


def test_multi_encoding_round_trips():
    assert decode_multi(encode_multi(["b", "a"])) == ["a", "b"]
    assert decode_multi("") == []


def test_text_language():
    t = tr("Wood", "Drewno")
    assert t.get("pl") == "Drewno" and t.get("en") == "Wood" and tr("7").get("pl") == "7"


def test_seat_names_in_texts_become_player_names():
    text = seat_name(0) + tr(" pays ", " płaci ") + seat_name(2)
    assert name_seats(text.en, ["Ala", "Bob", "Cez"]) == "Ala pays Cez"
    assert name_seats(text.pl, ["Ala", "", "Cez"]) == "Ala płaci Cez"
    # unknown seats and words that merely start alike stay as they are
    assert name_seats("Player B and Players C", ["Ala"]) == "Player B and Players C"


def test_result_labels_name_breakdown_keys_in_both_languages():
    from engines.base import Result, SeatScore

    result = Result(
        scores=[SeatScore(seat=0, score=5, rank=1, breakdown={"green_sets": 4, "resources_left": 1})],
        labels={"green_sets": tr("green sets", "zielone zestawy")},
    )
    assert result.label("green_sets", "pl") == "zielone zestawy"
    assert result.label("resources_left", "en") == "resources left"  # a key without a label stays readable
    assert Result.model_validate_json(result.model_dump_json()) == result


def test_polish_plural_forms():
    from engines.base import pl_plural

    forms = ("karta", "karty", "kart")
    assert [pl_plural(n, *forms) for n in (1, 2, 4, 5, 11, 12, 14, 22, 25, 101, 112)] == [
        "karta",
        "karty",
        "karty",
        "kart",
        "kart",
        "kart",
        "kart",
        "karty",
        "kart",
        "kart",
        "kart",
    ]


def test_text_is_an_immutable_value():
    t = tr("Wood", "Drewno")
    assert t == Text(en="Wood", pl="Drewno") == Text("Wood", "Drewno") and t != tr("Wood")
    assert hash(t) == hash(Text("Wood", "Drewno")) and len({t, tr("Wood", "Drewno"), tr("Wood")}) == 2
    assert t + tr("!") == tr("Wood!", "Drewno!") and t.model_copy(update={"pl": "x"}) == tr("Wood", "x")
    assert repr(t) == "Text(en='Wood', pl='Drewno')" and str(t) == "en='Wood' pl='Drewno'"
    assert copy.deepcopy(t) == t and copy.copy(t) == t
    with pytest.raises(AttributeError):
        t.en = "Stone"
    with pytest.raises(ValidationError):
        Text(en=3, pl="x")  # pydantic's rules for a str, as when Text was a model
    with pytest.raises(TypeError):
        Text(en="x")


class Holder(BaseModel):
    text: Text
    maybe: Text | None = None
    named: dict[str, Text] = {}


def test_text_as_a_field_of_models_validates_and_dumps_as_a_model_did():
    t = tr("Wood", "Drewno")
    held = Holder(text=t, named={"w": t})
    assert held.text is t  # an instance is taken as it is
    dumped = {
        "text": {"en": "Wood", "pl": "Drewno"},
        "maybe": None,
        "named": {"w": {"en": "Wood", "pl": "Drewno"}},
    }
    assert held.model_dump() == dumped and held.model_dump(mode="json") == dumped
    assert (
        held.model_dump_json()
        == '{"text":{"en":"Wood","pl":"Drewno"},"maybe":null,"named":{"w":{"en":"Wood","pl":"Drewno"}}}'
    )
    assert (
        Holder.model_validate(dumped) == held and Holder.model_validate_json(held.model_dump_json()) == held
    )
    assert Holder.model_validate({"text": {"en": "a", "pl": "b"}}).text == tr("a", "b")
    for bad in ({"en": "a"}, {"en": 1, "pl": "b"}, "a", ("a", "b")):
        with pytest.raises(ValidationError):
            Holder.model_validate({"text": bad})
    assert t.model_dump() == {"en": "Wood", "pl": "Drewno"} and Text.model_validate(t.model_dump()) == t
    assert t.model_dump_json() == '{"en":"Wood","pl":"Drewno"}'
