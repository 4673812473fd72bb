"""manastack-bargain: the bargain keyword (CR 702.166).

CR 702.166a: "Bargain" means "As an additional cost to cast this spell, you may sacrifice an
artifact, enchantment, or token." CR 702.166b: a spell whose controller declared the
intention to pay its bargain cost has been "bargained" (601.2b).

- The cost (601.2b, 601.2f-h): ``manastack_additional_costs`` offers one optional
  :class:`~manastack.api.AdditionalCost` named ``"bargain"`` when its controller controls
  an artifact, an enchantment or a token (118.3); the permanent is chosen as the costs are
  paid (601.2h). A copy of a bargained spell is bargained (707.10: the additional costs
  chosen are copied).
- The sentences that ask it (702.166c, ``manastack_register_sentences``): "If this spell was
  bargained, [effect]" and "..., [effect] instead" (608.2c), "When this creature enters, if
  it was bargained, [effect]" (an intervening "if", 603.4), read with the reader's
  ``cost_paid_sentences``, and "if it's bargained", the condition of "This spell costs {2}
  less to cast if it's bargained" (601.2f: the total cost is determined after the
  additional costs are announced). A permanent remembers the spell it was (400.7d).

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_bargain.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, SentenceRule, cost_paid_sentences, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell

#: Bargain needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "bargain"

#: The keyword's name, and the additional cost's (``spell.paid_additional("bargain")``,
#: ``pay={"bargain": True}``).
BARGAIN = "bargain"

_KEYWORD_MODULE = "manastack_bargain.keyword"

#: "Bargain" (702.166a); the reminder text is dropped by the reader.
KEYWORD = KeywordDef(
    name=BARGAIN,
    pattern=r"bargain",
    build=deferred(_KEYWORD_MODULE, "build"),
    rule="702.166a",
    reminder="You may sacrifice an artifact, enchantment, or token as you cast this spell.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.166a: the keyword line "Bargain"."""
    return [KEYWORD]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The sentences that ask whether the spell was bargained (702.166b-c, 608.2c, 603.4,
    601.2f)."""
    return [
        *cost_paid_sentences(BARGAIN, "702.166b", deferred(_KEYWORD_MODULE, "bargained"),
                             plugin=PLUGIN, spell_was="this spell was bargained",
                             it_was="it was bargained"),
        # "This spell costs {2} less to cast if it's bargained" (601.2f): the spell's own
        # condition, present tense; "if it was bargained" of another spell is not this
        SentenceRule(name="it's bargained", pattern=r"(?:~|this spell|it)(?:'s| is) bargained",
                     build=deferred(_KEYWORD_MODULE, "build_condition"), kind="condition",
                     plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The bargain cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_keyword("bargain", "stack")
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.166a, 601.2b: the bargain cost the caster may announce paying
    (:func:`manastack_bargain.keyword.additional_costs`)."""
    import manastack_bargain.keyword as keyword

    return keyword.additional_costs(game, spell)


@hookimpl
@reads_keyword("bargain", "stack")
def manastack_spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.166b: the log says that the spell is bargained."""
    import manastack_bargain.keyword as keyword

    keyword.spell_cast(game, spell)
