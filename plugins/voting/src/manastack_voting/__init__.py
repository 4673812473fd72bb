"""manastack-voting: voting (CR 701.38), the keyword action of Will of the council and
Council's dilemma cards.

CR 701.38a: starting with a specified player and proceeding in turn order, each player
chooses one of the choices; 701.38b: a vote's result is read by the sentences after it.
Read inside sentences: "starting with you, each player votes for [a kind of object]"
(an object vote, then "[Exile/Return/Destroy] each [noun] with the most votes or tied for
most votes"), "starting with you, each player votes for A or B" (a word vote, then "If A gets
more votes, ...", "If B gets more votes or the vote is tied, ...", "... for each A vote").

The entry module is light: the instruction, the conditions and the counts are in
:mod:`manastack_voting.voting`, imported when a card is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Voting needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "voting"
_MODULE = "manastack_voting.voting"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.38: the keyword action, recognised inside sentences."""
    return [KeywordDef(name="vote", pattern=r"votes? for", kind="action", rule="701.38")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The vote (701.38a), an effect sentence; what its result means to the sentences after
    it: the objects with the most votes (an effect), "A gets more votes" (a condition),
    "for each A vote" (a count)."""
    return [
        SentenceRule(name="each player votes",
                     pattern=r"starting with you, each player votes for (?P<what>.+)",
                     build=deferred(_MODULE, "build_vote"), kind="effect", plugin=PLUGIN),
        SentenceRule(name="each with the most votes",
                     pattern=r"(?P<verb>exile|destroy|return) each (?P<noun>permanent|creature|"
                             r"card) with the most votes or tied for most votes"
                             r"(?P<rest> to your hand)?",
                     build=deferred(_MODULE, "build_most_votes"), kind="effect",
                     plugin=PLUGIN),
        SentenceRule(name="gets more votes",
                     pattern=r"(?P<word>[a-z][a-z' ]*?) gets more votes"
                             r"(?P<tied> or the vote is tied)?",
                     build=deferred(_MODULE, "build_more_votes"), kind="condition",
                     plugin=PLUGIN),
        SentenceRule(name="votes for a choice",
                     pattern=r"(?:each )?(?P<word>[a-z][a-z' ]*?) vote",
                     build=deferred(_MODULE, "build_vote_count"), kind="count",
                     plugin=PLUGIN),
        SentenceRule(name="players finish voting", pattern=r"players finish voting",
                     build=deferred(_MODULE, "build_finished"), kind="trigger",
                     plugin=PLUGIN),
        SentenceRule(name="each opponent who voted against you",
                     pattern=r"each opponent who voted for a choice you didn't vote for "
                             r"(?P<verb>loses \d+ life)",
                     build=deferred(_MODULE, "build_dissenters"), kind="effect",
                     plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("voting", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
