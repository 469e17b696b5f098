"""The engine's own `private_part` (issue #11) is exactly the private part of the seat's view."""

from engines.civilization import ENGINE

AGENT = ENGINE.agents()["random"]


def test_private_part_equals_the_views_over_random_games():
    seen = {"standing": 0, "markers": 0, "battle_hand": 0, "hand": 0}
    for seed, players in ((3, 2), (4, 3), (5, 4)):  # seed 5 reaches a military victory: battles
        st = ENGINE.setup(players, {"turn_limit": "100"}, seed)
        decisions = 0
        while not st.finished:
            if decisions % 15 == 0 or st.battle is not None:
                for seat in [*range(players), None, players]:
                    fast = ENGINE.private_part(st, seat)
                    assert fast == ENGINE.view(st, seat).private_part()
                    if fast is not None:
                        seen["standing"] += bool(fast.standing_forces)
                        seen["markers"] += bool(fast.markers)
                        seen["battle_hand"] += bool(fast.battle_hand)
                        seen["hand"] += bool(fast.hand)
            seat = min(ENGINE.to_act(st))
            st, _ = ENGINE.apply(st, seat, AGENT.choose(ENGINE, st, seat, decisions))
            decisions += 1
    assert all(seen.values()), seen  # every private fact was held somewhere along the way
