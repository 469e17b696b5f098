"""kit.trusted.choice_prompt: the one-pick prompt of `trusted.prompt`, for an engine that built
every value itself, equal to the validated prompt in every way a reader can tell."""

from engines.base import Option, Prompt, tr
from engines.kit import trusted


def test_choice_prompt_equals_the_validated_and_the_checked_prompt():
    options = [trusted.option("a:1", tr("One", "Jeden")), trusted.option("b", tr("Two"), tr("more"))]
    for private in (False, True):
        made = trusted.choice_prompt(3, tr("Pick", "Wybierz"), list(options), private)
        validated = Prompt(seat=3, text=tr("Pick", "Wybierz"), options=options, private=private)
        checked = trusted.prompt(3, tr("Pick", "Wybierz"), options, private=private)
        for other in (validated, checked):
            assert made == other
            assert made.model_fields_set == other.model_fields_set
            assert made.model_dump_json() == other.model_dump_json()
            assert made.model_dump_json(exclude_unset=True) == other.model_dump_json(exclude_unset=True)
    assert trusted.choice_prompt(0, tr("Pick"), [Option(id="x", label=tr("X"))]).private is False
