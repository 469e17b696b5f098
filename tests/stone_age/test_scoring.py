"""Final scoring card by card (SA-13) and the winner and ties (SA-14)."""

import pytest

from engines.stone_age import scoring
from engines.stone_age.data import DATA
from tests.stone_age.helpers import ENGINE, fresh

GREEN_BY_SYMBOL = {}
for card in DATA.civilization_cards:
    if card.bottom.color == "green":
        GREEN_BY_SYMBOL.setdefault(card.bottom.symbol, []).append(card.id)


def yellow_cards(kind, figures):
    """Card ids of one yellow type adding up to `figures` figures (from the data file)."""
    pool = sorted(
        (c for c in DATA.civilization_cards if c.bottom.type == kind), key=lambda c: -c.bottom.count
    )
    out, total = [], 0
    for card in pool:
        if total + card.bottom.count <= figures:
            out.append(card.id)
            total += card.bottom.count
    assert total == figures
    return out


def finished(players=2):
    s = fresh(players)
    s.finished = True
    s.phase = "over"
    return s


def test_green_sets_rulebook_example():
    # SA-13.1 rulebook example: two pottery cards and four other different symbols: 5² + 1² = 26
    cards = GREEN_BY_SYMBOL["pottery"] + [
        GREEN_BY_SYMBOL[sym][0] for sym in ("art", "writing", "music", "weaving")
    ]
    assert scoring.card_score(DATA, cards, scoring.multipliers(fresh(), 0))["green_sets"] == 26


@pytest.mark.parametrize(
    "symbols, points",
    [
        ([], 0),
        (["pottery"], 1),
        (["pottery", "pottery"], 2),  # two sets of one
        (["pottery", "art", "writing"], 9),
        (["pottery", "art", "writing", "medicine", "time", "transport", "music", "weaving"], 64),
        (["pottery", "art", "writing", "medicine", "time", "transport", "music", "weaving"] * 2, 128),
        (["pottery", "pottery", "art", "art", "music"], 9 + 4),
    ],
)
def test_green_sets_split(symbols, points):
    # SA-13.1: at most two sets; n different symbols score n² (SA-D12)
    assert scoring.green_sets(DATA, symbols) == points


def test_farmers_rulebook_example():
    # SA-13.2 rulebook example: 5 farmers × food track 7 = 35
    s = finished()
    s.cards[0] = yellow_cards("farmer", 5)
    s.agriculture[0] = 7
    assert scoring.breakdown(DATA, s, 0)["farmer"] == 35


def test_hut_builders_rulebook_example():
    # SA-13.2 rulebook example: 6 hut builders × 6 buildings = 36
    s = finished()
    s.cards[0] = yellow_cards("hut_builder", 6)
    s.buildings[0] = ["b01", "b02", "b03", "b04", "b05", "b06"]
    s.building_points[0] = [10, 11, 11, 12, 12, 12]
    assert scoring.breakdown(DATA, s, 0)["hut_builder"] == 36


def test_tool_makers_rulebook_example():
    # SA-13.2 / SA-D10 rulebook example: 3 tool makers × 3 tools = 9; one-use tool cards do not count
    s = finished()
    s.cards[0] = yellow_cards("tool_maker", 3)
    s.tools[0] = [1, 1, 1]
    s.kept[0] = []
    assert scoring.breakdown(DATA, s, 0)["tool_maker"] == 9
    s.tools[0] = [2, 1, 1]  # total value, not the number of tiles
    assert scoring.breakdown(DATA, s, 0)["tool_maker"] == 12


def test_shamans_rulebook_example():
    # SA-13.2 rulebook example: 3 shamans × 6 people = 18
    s = finished()
    s.cards[0] = yellow_cards("shaman", 3)
    s.people[0] = 6
    assert scoring.breakdown(DATA, s, 0)["shaman"] == 18


def test_leftover_resources_one_point_each_food_nothing():
    # SA-13.3
    s = finished()
    s.resources[0] = [1, 2, 3, 4]
    s.food[0] = 40
    parts = scoring.breakdown(DATA, s, 0)
    assert parts["resources_left"] == 10 and sum(parts.values()) == 10


def test_unused_one_use_tool_card_scores_its_bottom():
    # SA-13.4: kept cards count; civ31 has 2 tool makers (SA-D19)
    s = finished()
    s.kept[0] = ["civ31"]
    s.tools[0] = [2, 2, 1]
    assert scoring.breakdown(DATA, s, 0)["tool_maker"] == 2 * 5


def test_result_totals_breakdown_and_ranks():
    # SA-13 / SA-14.1: score track plus card parts plus resources; highest wins
    s = finished(3)
    s.score = [50, 40, 45]
    s.resources[1] = [0, 0, 0, 20]
    s.cards[2] = GREEN_BY_SYMBOL["music"][:1]
    result = ENGINE.result(s)
    by_seat = {x.seat: x for x in result.scores}
    assert [by_seat[i].score for i in range(3)] == [50, 60, 46]
    assert [by_seat[i].rank for i in range(3)] == [2, 1, 3] and result.winners() == [1]
    assert by_seat[2].breakdown == {
        "score_track": 45,
        "green_sets": 1,
        "farmer": 0,
        "tool_maker": 0,
        "hut_builder": 0,
        "shaman": 0,
        "resources_left": 0,
    }
    assert result.note is None
    labels = [result.label(key, "pl") for key in by_seat[2].breakdown]
    assert labels[:3] == ["tor punktacji", "zielone karty", "rolnik"] and labels[-1] == "pozostałe surowce"


def test_tie_broken_by_food_track_tools_and_people():
    # SA-14.2
    s = finished(2)
    s.score = [30, 30]
    s.agriculture = [4, 2]
    s.tools = [[1], [2, 2]]
    s.people = [5, 6]  # 4 + 1 + 5 = 10 against 2 + 4 + 6 = 12
    result = ENGINE.result(s)
    assert result.winners() == [1] and [x.tiebreak for x in result.scores] == [[10], [12]]
    assert "Tie" in result.note.en and "Remis" in result.note.pl


def test_still_tied_players_share_the_victory():
    # SA-14.3
    s = finished(3)
    s.score = [30, 30, 10]
    result = ENGINE.result(s)
    assert result.winners() == [0, 1] and "share" in result.note.en
