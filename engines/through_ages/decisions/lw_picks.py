"""The players' own selection of leaders and wonders before the game (TA-43.9, lw_draft.py)."""

from __future__ import annotations

from engines.base import Text, tr
from engines.kit import codec
from engines.through_ages import lw_draft
from engines.through_ages.decisions.base import TtaDecision


class DraftKeep(TtaDecision):
    """TA-43.9 draft: every player keeps 1 leader and 1 wonder of the age, at once, privately."""

    kind = "lw_draft"
    simultaneous = True
    private = True

    def choices(self, st, task):
        return []

    def choices_for(self, st, task, seat):
        return lw_draft.draft_choices(self.g, st, seat, task["age"])

    def resolve_all(self, st, task, answers, ev):
        lw_draft.resolve_draft(self.g, st, task["age"], answers, ev)

    def question(self, st, task):
        age = task["age"]
        return tr(f"Draft: keep one leader and one wonder of Age {age}.",
                  f"Draft: zatrzymaj jednego lidera i jeden cud ery {age}.")  # fmt: skip

    def label(self, st, task, action) -> Text:
        leader, wonder = codec.parse(action, "keep", str, str)
        return self.name(leader) + tr(" + ") + self.name(wonder)


class Vote(TtaDecision):
    """TA-43.9 chosen together: every player marks the cards of the age it wants, at once."""

    kind = "lw_vote"
    simultaneous = True
    multi = True
    private = True  # the marks stay unseen until everyone marked

    def choices(self, st, task):
        return []

    def choices_for(self, st, task, seat):
        return lw_draft.vote_choices(self.g, st, task["age"], task["kind"])

    def resolve_all(self, st, task, answers, ev):
        lw_draft.resolve_vote(self.g, st, task, answers, ev)

    def question(self, st, task):
        age = task["age"]
        if task["kind"] == "leader":
            return tr(f"Mark the leaders of Age {age} you want in the game (the most marked are used).",
                      f"Zaznacz liderów ery {age}, których chcesz w grze (wejdą najczęściej zaznaczani).")  # fmt: skip
        return tr(f"Mark the wonders of Age {age} you want in the game (the most marked are used).",
                  f"Zaznacz cuda ery {age}, które chcesz w grze (wejdą najczęściej zaznaczane).")  # fmt: skip

    def label(self, st, task, action) -> Text:
        return self.name(lw_draft.voted_card(self.g, st, task, action))
