"""manastack-gift: the gift keyword (CR 702.174).

"Gift a [something]" is two abilities (702.174a): "As an additional cost to cast this spell,
you may choose an opponent" (paid as additional costs are, 601.2b, 601.2f-h), and the gift
itself, which depends on the [something] (702.174d-i: a Food, a card, a tapped Fish, an
extra turn, a Treasure, an Octopus) and on the object:

- on an instant or sorcery, "If this spell's gift cost was paid, [effect]", which happens
  before any other spell ability of the card; a spell that leaves the stack without
  resolving gives nothing (702.174b, 702.174j);
- on a permanent, "When this permanent enters, if its gift cost was paid, [effect]" (a
  triggered ability with an intervening "if", 702.174b, 603.4).

The plugin is:

- the keyword line (``manastack_register_keywords``), the gift's effect read from the rule's
  own words with the chosen opponent as the player who gets it;
- ``manastack_additional_costs``: one optional :class:`~manastack.api.AdditionalCost` named
  ``"gift"`` per opponent (601.2b: promising the gift to that opponent, 702.174k); choosing
  two is refused at 601.2e (``manastack_cast_restrictions``, 702.174a: an opponent);
- ``manastack_spell_cast``: the explain log says to whom the gift was promised, and an
  instant or sorcery whose gift was promised gets its gift as its first instruction
  (702.174j);
- the sentences of gift cards: "If the gift was promised, [effect]", "If the gift wasn't
  promised, [effect]", "[effect] if the gift was promised" (608.2c) and "When this creature
  enters, if the gift was promised, [effect]" (603.4), and "Whenever you give a gift"
  (702.174c).

The entry module is light: the keyword's value, its sentences and the hooks' work are in
:mod:`manastack_gift.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

#: Gift needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "gift"
#: The name of the additional cost: ``pay={"gift": True}`` promises the gift.
COST_NAME = "gift"

_KEYWORD_MODULE = "manastack_gift.keyword"

#: "Gift a Food", "Gift a tapped Fish", "Gift an extra turn" (702.174d-i); any other gift
#: ("Gift a Rhystic Study") is not this rule's and stays unread.
KEYWORD = KeywordDef(
    name="gift",
    pattern=r"gift (?P<what>a food|a card|a tapped fish|an extra turn|a treasure|an octopus)",
    build=deferred(_KEYWORD_MODULE, "build"), with_builder=True, rule="702.174a",
    reminder="You may promise an opponent a gift as you cast this spell.",
)

_PROMISED = r"if the gift (?P<neg>was|wasn't) promised"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.174a: the keyword line "Gift a [something]"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The gift cards this package's tests cast (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml", priority=PRIORITY_POOL)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The sentences that ask whether the gift was promised (702.174b, 608.2c, 603.4)."""
    return [
        # "If the gift was promised, [effect]" / "If the gift wasn't promised, [effect]"
        # (608.2c); tried before the reader's "if" rules, whose conditions don't include it
        SentenceRule(name="if the gift was promised", pattern=rf"{_PROMISED}, (?P<rest>.+)",
                     build=deferred(_KEYWORD_MODULE, "if_promised"), priority=5, plugin=PLUGIN),
        # "When this creature enters, if the gift was promised, [effect]" (603.4)
        SentenceRule(name="when it enters, if the gift was promised",
                     pattern=rf"when ~ enters, (?P<clause>{_PROMISED}), (?P<effect>.+)",
                     build=deferred(_KEYWORD_MODULE, "enters_if_promised"), kind="ability",
                     plugin=PLUGIN),
        # "Whenever you give a gift" (702.174c)
        SentenceRule(name="you give a gift", pattern=r"you give a gift",
                     build=deferred(_KEYWORD_MODULE, "you_give_a_gift"), kind="trigger",
                     plugin=PLUGIN),
    ]


@hookimpl
@reads_keyword("gift", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.174a, 601.2b: "you may choose an opponent", one optional cost per opponent
    (:func:`manastack_gift.keyword.additional_costs`)."""
    from manastack_gift.keyword import additional_costs

    return additional_costs(game, spell)


@hookimpl
@reads_keyword("gift", "stack")
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.174a, 601.2e: the gift is promised to one opponent, not several."""
    from manastack_gift.keyword import cast_restrictions

    return cast_restrictions(game, spell)


@hookimpl
@reads_keyword("gift", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.174k, 702.174j: say to whom the gift was promised; an instant's or sorcery's
    gift happens first as it resolves (:func:`manastack_gift.keyword.spell_cast`)."""
    from manastack_gift.keyword import spell_cast

    spell_cast(game, spell)
