"""manastack plugin: splice (CR 702.47).

"Splice onto [quality] [cost]" is a static ability that functions while the card is in
your hand (CR 702.47a): as you cast a [quality] spell you may reveal the card and pay
[cost] as an additional cost; the spell then gains the card's rules text.

- The reveal is announced with the spell's other choices (CR 601.2b): the plugin answers
  ``manastack_spell_text`` for the spell being cast, asks its controller which of the
  cards in their hand with a matching splice ability they reveal (decision ``"splice"``),
  and adds their rules text after the spell's own (CR 702.47b: the main spell's effects
  happen first), a text-changing effect (CR 702.47c, 612). The kernel reads the new text
  again, so the added text's targets are chosen normally (CR 702.47d, 601.2c).
- The splice costs are additional costs (``manastack_additional_costs``), paid with the
  spell's total cost (CR 702.47a, 601.2f-h); the mana value doesn't change (CR 202.3).
- The spliced cards stay in the hand (CR 702.47a, example); the spell keeps every other
  characteristic of its own card, and the card's name in the added text means the spell
  (CR 702.47c). The spell loses the added text when it leaves the stack (CR 702.47e): the
  choice is kept on the stack object only.

The entry module is light: registrations and one-line hooks; the work lives in
:mod:`manastack_splice.keyword`, imported on first use (docs/plugin-guide.rst).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Spell
    from manastack_splice.keyword import *  # noqa: F403 (the names handed out below)
else:  # SpliceAbility, spliced_text... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_splice.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "splice"

#: The tag of the spell's object on the stack listing the cards spliced onto it (CR 702.47e:
#: it goes with the object when the spell leaves the stack).
SPLICED = "splice"

_KEYWORD_MODULE = "manastack_splice.keyword"

KEYWORD = KeywordDef(
    name="splice",
    pattern=r"splice onto (?P<quality>arcane|instant or sorcery)(?:\s*—\s*|\s+)(?P<cost>.+)",
    build=deferred(_KEYWORD_MODULE, "_build"),
    rule="702.47a",
    with_builder=True,
    reminder="As you cast an Arcane spell, you may reveal this card from your hand and pay its "
             "splice cost. If you do, add this card's effects to that spell.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.47: the keyword line "Splice onto Arcane {1}{R}"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The printed splice cards, Oracle text verbatim (cards.toml)."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_splice", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl(wrapper=True)
@reads_keyword("splice", "hand")  # CR 702.47a: a card with splice in the caster's hand
def manastack_spell_text(game: Game, spell: Spell,
                         text: str) -> Generator[None, str | None, str | None]:
    """CR 702.47a-c, 601.2b: the revealed cards' rules text is added after the spell's.

    A wrapper: the other plugins' text changes (overload's) are asked first, so splice
    never hides them (the hook takes the first answer)."""
    changed = yield
    import manastack_splice.keyword as keyword

    return keyword.spell_text(game, spell, text, changed)


@hookimpl
def manastack_additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.47a, 601.2b, 601.2f: the splice cost of each revealed card is an additional cost."""
    import manastack_splice.keyword as keyword

    return keyword.additional_costs(game, spell)
