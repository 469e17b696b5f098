"""New Leaders and Wonders in the Politics Phase: Nostradamus' marked events (TA-46.6), Ian
Fleming's spying (TA-48.9), the United Nations' event from hand (TA-48.11, TA-Q38), the Suez
Canal's colony from hand (TA-Q18), Marlene Dietrich in colonization (TA-48.5), and the labels of
the module's actions."""

from engines.through_ages import flow, lw_politics
from engines.through_ages.decisions.base import action_label
from engines.through_ages.decisions.politics import force_of
from tests.through_ages.helpers import E, G, act, put
from tests.through_ages.lw_helpers import lw_position


def politics(st, seat=0):
    st.current = seat
    st.tasks = [{"k": "end_turn", "p": seat}, {"k": "act", "who": seat}, {"k": "politics", "who": seat}]
    return st


def test_nostradamus_sees_the_events_others_prepare_while_he_is_in_play():
    # TA-46.6: the owner alone learns each event another player prepares while he is in play (a
    # message kept in the log, readable after he left); not those prepared before
    st = lw_position(players=3, age="I")
    st.military_hand[1] = ["mil-A-development-of-science@1"]
    st.leader[0] = "nlw-civil-I-nostradamus"
    st.current_events = ["mil-A-development-of-trade-routes@1", "mil-A-development-of-trade-routes@2"]
    st = politics(st, seat=1)
    st, ev = act(st, "prepare:mil-A-development-of-science@1", seat=1)
    seen = [e for e in ev if "Nostradamus" in e.text.en]
    assert len(seen) == 1 and seen[0].seats == [0] and "Development of Science" in seen[0].text.en
    assert not any("Development of Science" in e.text.en for e in ev if e.seats is None)
    st.leader[0] = None
    st.military_hand[2] = ["mil-A-development-of-crafts@1"]
    st = politics(st, seat=2)
    st, ev = act(st, "prepare:mil-A-development-of-crafts@1", seat=2)
    assert not any("Nostradamus" in e.text.en for e in ev)


def test_ian_fleming_looks_at_one_opponent_not_the_same_twice_in_a_row():
    # TA-48.9: not a political action; the cards are shown to him alone; the same opponent is
    # not allowed in his next turn; with 2 players every other turn
    st = politics(lw_position(players=3, age="III", leader="nlw-civil-III-ian-fleming"))
    st.military_hand[1] = ["mil-I-legion@1"]
    assert {"spy:1", "spy:2"} <= set(E.legal_actions(st, 0))
    st, ev = act(st, "spy:1", seat=0)
    secret = [e for e in ev if e.seats == [0]]
    assert secret and "1 tactic" in secret[0].text.en and "1 taktyka" in secret[0].text.pl
    assert all("tactic" not in e.text.en for e in ev if e.seats is None)
    assert E.machine.current(st)["k"] == "politics" and not any(
        a.startswith("spy:") for a in E.legal_actions(st, 0)
    )
    st.flags = []
    assert "spy:1" not in lw_politics.politics_choices(G, st, 0) and "spy:2" in lw_politics.politics_choices(
        G, st, 0
    )
    flow.production(G, st, 0, [])  # a turn without spying turns him back
    st.flags = []
    st.spied[0] = -1
    assert "spy:1" in lw_politics.politics_choices(G, st, 0)


def test_united_nations_resolves_an_age_iii_event_from_hand_once():
    # TA-48.11, TA-Q38: as the political action, for everyone as if it were the current event;
    # the card stays in hand
    st = politics(lw_position(players=2, age="III", wonders=["nlw-civil-III-united-nations"]))
    event = next(c.id for c in G.cards if c.module == "base" and c.kind == "event" and c.age == "III"
                 and c.steps and c.steps[0]["op"] == "each")  # fmt: skip
    st.military_hand[0] = [f"{event}@1"]
    assert f"unevent:{event}@1" in E.legal_actions(st, 0)
    before = E.view(st, None)
    st, ev = act(st, f"unevent:{event}@1", seat=0)
    assert st.military_hand[0] == [f"{event}@1"] and "un" in st.used_once[0]
    assert any("United Nations" in e.text.en for e in ev)
    assert E.view(st, None) != before
    assert not any(a.startswith("unevent:") for a in lw_politics.politics_choices(G, st, 0))


def test_suez_canal_colonizes_a_territory_from_hand_once():
    # TA-Q18, TA-47.13: once per game, as a political action, without sacrificing units
    st = politics(lw_position(players=2, age="II", wonders=["nlw-civil-II-suez-canal"]))
    territory = next(c.id for c in G.cards if c.module == "base" and c.kind == "territory" and c.age == "II")
    st.military_hand[0] = [f"{territory}@1"]
    workers = dict(st.workers[0])
    st, _ = act(st, f"suez:{territory}@1", seat=0)
    assert territory in st.colonies[0] and st.military_hand[0] == [] and st.workers[0] == workers
    assert not any(a.startswith("suez:") for a in lw_politics.politics_choices(G, st, 0))


def test_marlene_dietrich_doubles_a_unit_sent_to_colonize():
    # TA-48.5: 2 infantry and 1 cavalry sent may form 2 Medieval Armies; one infantry alone no army
    st = lw_position(age="III")
    put(st, 0, workers={"civil-I-swordsmen": 2, "civil-I-knights": 1})
    st.tactic[0] = "mil-I-medieval-army@1"
    sent = ["civil-I-swordsmen", "civil-I-swordsmen", "civil-I-knights"]
    plain = force_of(G, st, 0, sent, 0)
    st.leader[0] = "nlw-civil-III-marlene-dietrich"
    assert force_of(G, st, 0, sent, 0) == plain + 2
    assert force_of(G, st, 0, ["civil-I-swordsmen"], 0) == force_of(
        G, lw_position(age="III"), 0, ["civil-I-swordsmen"], 0
    )


def test_the_module_s_actions_have_labels_in_both_languages():
    # TA-46.9, TA-47.11, TA-48.1, TA-48.13: every new button says what it does
    st = lw_position(age="III")
    for action in ("gutenberg:build:board-A-philosophy", "louvre", "redcross:1", "olympics", "catherine",
                   "spy:2", "suez:mil-II-inhabited-territory@1"):  # fmt: skip
        text = action_label(G, st, 0, action)
        assert text.en != action and text.pl and text.en


def test_isabella_buys_colonization_force_with_resources():
    # TA-46.16 (card text): when colonizing, 1, 3 or 6 resources for +1, +2 or +3 force, once
    from engines.through_ages.decisions.politics import max_force

    st = lw_position(players=2, age="I")
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1}, stored={"board-A-bronze": 4})
    plain = max_force(G, st, 0)
    st.leader[0] = "nlw-civil-I-isabella-i-of-castile"
    assert max_force(G, st, 0) == plain + 2  # 4 resources: +2 for 3
    territory = next(c.id for c in G.cards if c.module == "base" and c.kind == "territory" and c.age == "I")
    st.tasks = [{"k": "sacrifice", "who": 0, "card": f"{territory}@1", "bid": 4, "units": [], "extras": 0}]
    assert {"buyforce:1", "buyforce:2"} <= set(
        E.legal_actions(st, 0)
    ) and "buyforce:3" not in E.legal_actions(st, 0)
    st, _ = act(st, "buyforce:2", seat=0)
    assert board_stock(st) == 1 and not any(a.startswith("buyforce:") for a in E.legal_actions(st, 0))
    st, _ = act(st, "unit:civil-I-swordsmen", seat=0)  # 2 + 2 bought >= 4
    assert territory in st.colonies[0]


def board_stock(st):
    from engines.through_ages import board

    return board.stock(G, st, 0, "resources")


def himeji_position():
    st = lw_position(players=2, age="I")
    st.options = {**st.options, "variant": "full"}
    return st


def test_himeji_castle_lets_the_attacker_reach_a_stronger_target_by_a_sacrifice():
    # TA-46.12, TA-46.13: announced when the aggression is played (the target sees it); the unit's
    # strength counts twice, +3 culture; sacrificed whatever the outcome, its worker to the yellow bank
    from engines.through_ages import aggression

    st = himeji_position()
    st.wonders[0] = ["nlw-civil-I-himeji-castle"]  # +2 strength
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})  # 1 + 2 + 2 = 5
    put(st, 1, workers={**st.workers[1], "civil-I-swordsmen": 2})  # 1 + 4 = 5: not weaker
    st.military_hand[0] = ["mil-I-aggression-raid@1"]
    targets = [a for a in aggression.political_choices(G, st, 0) if a.startswith("aggress")]
    assert targets == ["aggress:mil-I-aggression-raid@1:1"]
    st = politics(st)
    st, _ = act(st, targets[0], seat=0)
    task = E.machine.current(st)
    assert task["k"] == "himeji"
    assert sorted(E.legal_actions(st, 0)) == ["himeji:board-A-warriors", "himeji:civil-I-swordsmen"]
    yellow, culture = st.yellow[0], st.culture[0]
    st, ev = act(st, "himeji:civil-I-swordsmen", seat=0)  # the defender has no card: resolved at once
    assert st.workers[0].get("civil-I-swordsmen", 0) == 0 and st.yellow[0] == yellow + 1
    assert st.culture[0] >= culture + 3
    assert any("succeeds (7 against 5)" in e.text.en for e in ev)


def test_himeji_castle_defender_adds_twice_the_unit_and_three():
    # TA-46.12: the defender decides knowing the numbers: +unit strength once more and +3
    st = himeji_position()
    st.wonders[1] = ["nlw-civil-I-himeji-castle"]  # 1 + 2 = 3
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 3})  # 1 + 6 = 7
    st.military_hand[0] = ["mil-I-aggression-raid@1"]
    st = politics(st)
    st, _ = act(st, "aggress:mil-I-aggression-raid@1:1", seat=0)
    assert "himeji:board-A-warriors" in E.legal_actions(st, 1)
    st, ev = act(st, "himeji:board-A-warriors", seat=1)  # nothing more to play: resolved at once
    assert any("repels" in e.text.en and "(7 against 7)" in e.text.en for e in ev)
    assert "board-A-warriors" not in st.workers[1]


def test_himeji_castle_in_a_war_decides_when_it_is_resolved():
    # TA-46.12: in a war the sacrifice is decided only when the war is resolved (the declarer's
    # next turn start); the attacker's unit counts twice and scores 3 culture
    st = himeji_position()
    st.age = "II"
    st.wonders[0] = ["nlw-civil-I-himeji-castle"]  # 1 + 2 + 2 = 5 against 5
    put(st, 0, workers={**st.workers[0], "civil-I-swordsmen": 1})
    put(st, 1, workers={**st.workers[1], "civil-I-swordsmen": 2})
    st.wars = [{"card": "mil-II-war-over-technology@1", "by": 0, "target": 1}]
    st.science[1] = 10
    st.tasks = [{"k": "turn_start", "p": 0}]
    E.machine.advance(st, [])
    assert E.machine.current(st)["k"] == "himeji" and "himeji:civil-I-swordsmen" in E.legal_actions(st, 0)
    culture = st.culture[0]
    st, ev = act(st, "himeji:civil-I-swordsmen", seat=0)
    assert any("wins by 2" in e.text.en for e in ev)
    assert st.culture[0] == culture + 3 and "civil-I-swordsmen" not in st.workers[0]
    assert st.wars == []
