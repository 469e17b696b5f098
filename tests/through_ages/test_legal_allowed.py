"""The Action Phase checks a move by its verb's part of the legal list only (legal.allowed): the
answer must be the one the whole list gives, for every offered move and for moves that are not
offered (other seats' and other positions' moves, malformed ids) (TA-15, TA-16)."""

import pytest

from engines.through_ages import ENGINE as E

JUNK = ["take:0", "take:14", "take:01", "take:-1", "take:", "take:1:2", "build:nothing", "up:a:b", "dev:x",
        "rev:x", "pop:1", "stage:0", "stage:9", "play:x", "tactic:x", "tactic", "trade:x", "done", "destroy:",
        "leader:x:y", "liner", "bach:a:b", "recruit:x", "gutenberg:take:1", "louvre", "redcross:0",
        "copy:x", "leaderuse:0", "leaderuse:9", "disband:x", "rev:x:y"]  # fmt: skip


@pytest.mark.parametrize(
    "options",
    [{}, {"leaders_wonders": "random", "balance": "on", "military": "on"}, {"leaders_wonders": "only"}],
)
def test_a_move_is_allowed_exactly_when_it_is_offered(options):
    agent = E.agents()["random"]
    seen: set[str] = set(JUNK)
    checked = 0
    for seed in (3, 4):
        st = E.setup(3, options, seed)
        for n in range(400):
            if st.finished:
                break
            seat = min(E.to_act(st))
            task = E.machine.current(st)
            if task["k"] == "act":
                act = E.machine.decision(task)
                offered = act.choices(st, task)
                seen.update(offered)
                for action in sorted(seen):
                    assert act.allows(st, task, action) == (action in offered), (seed, n, action)
                    checked += 1
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
    assert checked > 1000


@pytest.mark.parametrize("options", [{}, {"leaders_wonders": "random", "balance": "on", "military": "on"}])
def test_the_parts_read_once_answer_as_each_card_s_own_rule(options):
    """`legal.takes` (p's wonder and leader cost terms read once) and `legal.stages` (the stock
    read once) give what `takeable` and `lw_actions.can_pay_stages` give card by card (TA-15.3,
    TA-20.3, TA-18.7), also after a leader was replaced (a wonder's own take discount)."""
    from engines.kit.clone import clone
    from engines.through_ages import legal, lw_actions
    from engines.through_ages.actions import NORMAL, Terms

    g, agent, compared = E.machine.decision({"k": "act"}).g, E.agents()["random"], 0
    for seed in (5, 6):
        st = E.setup(3, options, seed)
        for n in range(300):
            if st.finished:
                break
            for flags in (st.flags, [*st.flags, "leader_replaced"]):
                probe = clone(st)
                probe.flags = flags
                for p in range(probe.players):
                    for budget in (0, 1, 2, 4):
                        expected = [legal.TAKE_IDS[i] for i in range(len(probe.row))
                                    if legal.takeable(g, probe, p, i, budget)]  # fmt: skip
                        assert legal.takes(g, probe, p, budget) == expected, (seed, n, p, budget)
                        compared += 1
                    if probe.wonder[p]:
                        for terms in (NORMAL, Terms(token=False, discount=1)):
                            expected = [f"stage:{k}" for k in range(1, 4)
                                        if lw_actions.can_pay_stages(g, probe, p, k, terms)]  # fmt: skip
                            assert legal.stages(g, probe, p, terms, 3) == expected, (seed, n, p)
            seat = min(E.to_act(st))
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
    assert compared > 1000


@pytest.mark.parametrize("options", [{}, {"leaders_wonders": "random", "balance": "on", "military": "on"}])
def test_an_action_card_read_from_the_listed_ids_is_playable_as_its_own_rule_says(options):
    """TA-17.2: `action_playable` answers from the Action Phase's ids listed so far (an ordered
    action is never dearer than the same action paid with a token) exactly as it answers by
    listing the ordered verbs itself."""
    from engines.through_ages import legal
    from engines.through_ages.actions import NORMAL
    from engines.through_ages.in_play import reading

    g, agent, compared, shortcut = E.machine.decision({"k": "act"}).g, E.agents()["random"], 0, 0
    for seed in (7, 8, 9):
        st = E.setup(3, options, seed)
        for n in range(500):
            if st.finished:
                break
            seat = min(E.to_act(st))
            if E.machine.current(st)["k"] == "act":
                with reading(st):
                    listed = legal._options(g, st, seat, NORMAL, None, None, False)
                    for cid in dict.fromkeys(st.hand[seat]):
                        card = g.card[cid]
                        if card.kind == "action" and any(s["op"] == "order" for s in card.steps):
                            alone = legal.action_playable(g, st, seat, card)
                            assert legal.action_playable(g, st, seat, card, listed) == alone, (seed, n, cid)
                            compared += 1
                            shortcut += alone
            st, _ = E.apply(st, seat, agent.choose(E, st, seat, n))
    assert compared > 100 and shortcut > 20
