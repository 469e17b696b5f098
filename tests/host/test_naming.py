"""The host's Namer puts the players' names into texts exactly as engines.base.name_seats does."""

from __future__ import annotations

import host.naming
from engines.base import Event, Option, Prompt, name_seats, tr
from host.naming import Namer

TOUCHING = ("", " ", ".", "{", "}", "x", "ą", "_", "1", "²", "G", "racz B")  # before/after/between
TRICKY = [
    "Player A pays Player C 3 food.",
    "Gracz B płaci Graczowi A; Gracz H pasuje.",
    "{Player A} takes {0} and {} from Player B}}",
    "Players A and PlayerB and Player I and Player Ab stay.",
    "nothing to name",
    "Player Gracz A, Gracz Player B, Player Gracz Bob",
    "Player A Player B Player C.Player D-Player E Player F Player G Player H",
    "Player A\x00Player B\x00",  # the NUL that Namer.pair joins the two languages with
    *(f"{a}Player A{b}" for a in TOUCHING for b in TOUCHING),
    *(f"Gracz A{a}Player B{b}" for a in TOUCHING for b in TOUCHING),
    *(f"{a}Gracz C{b}Gracz D{a}" for a in TOUCHING for b in TOUCHING),
]


def test_texts_are_named_as_name_seats_names_them():
    for names in (
        ["Ala", "Bob", "Cez"],
        ["Ala", "", "Cez"],
        [],
        ["{0}", "{}", "}{"],
        ["Player B", "Gracz", "A"],
    ):
        namer = Namer(names)
        for one, other in zip(TRICKY, [*TRICKY[1:], TRICKY[0]], strict=True):
            for text in (tr(one, other), tr(one, "nic"), tr("nothing", other)):
                named = namer.text(text)
                assert (named.en, named.pl) == (name_seats(text.en, names), name_seats(text.pl, names))
                unchanged = named.en == text.en and named.pl == text.pl
                assert (named is text) == unchanged  # the same object when nothing changed


def test_texts_that_start_with_a_seat_name_are_named_as_name_seats_names_them():
    """Namer.pair's direct path (a text starting with a seat's name and naming no other) and the
    texts just outside it: a word character after the name, another seat named, other letters."""
    tails = [
        "",
        " gathers.",
        "'s turn",
        ": pays 2",
        "x",
        "ą",
        "_",
        "1",
        " and Player B",
        " i Gracz B",
        " Player",
        " Gracz",
    ]
    heads_en = ["Player A", "Player C", "Player H", "Player I", "Player a", "Gracz A", "Players A"]
    heads_pl = ["Gracz A", "Gracz B", "Gracz H", "Gracz I", "Player A", "Graczu A"]
    for names in (["Ala", "Bob", "Cez"], ["Ala", "", "Cez"], [], ["Player B", "Gracz", "A"]):
        namer = Namer(names)
        for head_en in heads_en:
            for head_pl in heads_pl:
                for tail_en in tails:
                    for tail_pl in (tails[0], tails[1], tails[4], tail_en):
                        en, pl = head_en + tail_en, head_pl + tail_pl
                        assert namer.pair(en, pl) == (name_seats(en, names), name_seats(pl, names))


def test_the_remembered_texts_stay_few(monkeypatch):
    monkeypatch.setattr(host.naming, "NAMED_MAX", 7)
    namer = Namer(["Ala", "Bob"])
    for i in range(20):
        assert namer.text(tr(f"Player B gets {i}")).en == f"Bob gets {i}"
        assert len(namer.remembered) <= 7


def test_each_list_of_names_names_a_repeated_text_its_own_way():
    text = tr("Player A moves.", "Gracz A rusza.")
    event = Event(text=text, seats=[0])
    for _ in range(2):  # the second time from what was remembered
        assert Namer(["Ala"]).text(text) == tr("Ala moves.", "Ala rusza.")
        assert Namer(["Ola"]).text(text) == tr("Ola moves.", "Ola rusza.")
        assert Namer([""]).text(text) is text
        assert Namer(["Ala"]).event(event) == Event(text=tr("Ala moves.", "Ala rusza."), seats=[0])
        assert Namer(["Ola"]).event(event).text.en == "Ola moves."
        assert Namer(["Ala"]).event(event.model_copy(update={"seats": [1]})).seats == [1]
        assert Namer([""]).event(event) is event


def test_events_and_prompts_are_copied_only_where_they_name_a_seat():
    namer = Namer(["Ala", "Bob"])
    quiet = Event(text=tr("A storm.", "Burza."))
    assert namer.event(quiet) is quiet
    loud = Event(text=tr("Player B wins.", "Gracz B wygrywa."), seats=[1], reveal=True, board=False)
    named = namer.event(loud)
    assert named == Event(text=tr("Bob wins.", "Bob wygrywa."), seats=[1], reveal=True, board=False)
    plain = Option(id="x", label=tr("Wood", "Drewno"))
    prompt = Prompt(seat=0, text=tr("Pick", "Wybierz"), options=[plain])
    assert namer.prompt(prompt) is prompt
    prompt = Prompt(seat=0, text=tr("Pick", "Wybierz"), options=[plain, Option(id="y", label=tr("Player A"))])
    named_prompt = namer.prompt(prompt)
    assert named_prompt.options[0] is plain and named_prompt.options[1].label == tr("Ala")


def test_a_renamed_prompt_is_what_model_copy_gives():
    option = Option(id="x", label=tr("Player A", "Gracz A"))
    prompt = Prompt(seat=0, text=tr("Player B: pick", "Gracz B: wybierz"), options=[option], private=True)
    for model, update in ((option, {"label": tr("Ala")}), (prompt, {"text": tr("Bob"), "options": []})):
        copied, expected = host.naming.copy_with(model, update), model.model_copy(update=update)
        assert type(copied) is type(expected) and copied == expected
        assert copied.model_fields_set == expected.model_fields_set
        assert copied.__dict__ == expected.__dict__ and copied.__dict__ is not model.__dict__
