"""manastack-squad: the keyword squad (CR 702.157).

CR 702.157a: "'Squad [cost]' means 'As an additional cost to cast this spell, you may pay
[cost] any number of times' and 'When this creature enters, if its squad cost was paid,
create a token that's a copy of it for each time its squad cost was paid.' Paying a spell's
squad cost follows the rules for paying additional costs in rules 601.2b and 601.2f-h."

- The cost (601.2b, 601.2f-h): ``manastack_additional_costs`` asks the caster how many
  times to pay it (the numbers they could pay now) and returns an
  :class:`~manastack.api.AdditionalCost` named ``"squad"`` paid that many times; the kernel
  adds it to the total cost and never to the mana value (118.8d).
- The trigger: a :class:`~manastack.api.KeywordTrigger` named "squad" on the kernel's
  "enters" event with ``self_only`` and an intervening "if" (603.4): the squad cost was paid
  for the spell the permanent was (the permanent's ``tags["cast"]``). It creates one token
  copy of the permanent per payment (the kernel's ``CreateTokenCopy``: copiable values,
  707.2; its last known information if it has left, 608.2h). The tokens were not cast, so
  their own squad doesn't trigger (702.157a: no cost was paid for them); each instance
  counts the payments made for it (702.157b).

The entry module is light: the keyword's values and the hook's work are in
:mod:`manastack_squad.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

#: Squad needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "squad"

#: The keyword's name, and the additional cost's.
SQUAD = "squad"

_KEYWORD_MODULE = "manastack_squad.keyword"

#: "Squad {2}", "Squad—{1}, Discard a card." (702.157a)
KEYWORD = KeywordDef(
    name=SQUAD,
    pattern=r"squad(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
    build=deferred(_KEYWORD_MODULE, "build"),  # None for a cost it can't read: never guessed
    rule="702.157a",
    reminder="As an additional cost to cast this spell, you may pay its squad cost any "
             "number of times. When this creature enters, create that many tokens that are "
             "copies of it.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.157: the keyword line "Squad [cost]"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The squad cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("squad", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.157a, 601.2b: each squad cost, paid as many times as the caster announces
    (:func:`manastack_squad.keyword.additional_costs`)."""
    import manastack_squad.keyword as keyword

    return keyword.additional_costs(game, spell)
