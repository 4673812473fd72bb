"""Buyback (CR 702.27) as a manastack plugin, written only against the public hooks.

CR 702.27a: "Buyback [cost]" means "You may pay an additional [cost] as you
cast this spell" and "If the buyback cost was paid, put this spell into its
owner's hand instead of into that player's graveyard as it resolves."

That is two hooks:

- ``manastack_additional_costs``: an optional :class:`~manastack.api.AdditionalCost`
  named ``"buyback"`` (CR 601.2b: the intention to pay it is announced, SEED-23;
  CR 118.8: paying it never changes the spell's mana value);
- ``manastack_replace_zone_change``: a replacement effect (CR 614.1a) sending the
  spell to its owner's hand instead of the graveyard, **only as it resolves**:
  a buyback spell that is countered, or doesn't resolve because its targets
  became illegal (CR 608.2b), goes to the graveyard as usual.

The keyword line is recognised by a :class:`~manastack_grammar.api.KeywordDef`
("Buyback {3}", "Buyback—Discard two cards."), its cost read by the card
reader's cost grammar. The plugin also makes Corpse Dance playable
(:mod:`manastack_buyback.corpse_dance`); that card needs the haste plugin,
whose keyword it grants.

This entry module is light, as every plugin's should be: ``Rules.load()`` imports
it, so it holds only the constants, the registrations (keyword, card pool,
Corpse Dance's sentences, their build functions named with ``deferred``) and
one-line hook implementations. The ability class and the work of the hooks live
in :mod:`manastack_buyback.keyword`, Corpse Dance's wording in
:mod:`manastack_buyback.corpse_dance`; each is imported by the first card that
needs it or the first hook call of a game, so loading the rules imports none of
the card vocabulary.

Decision written down: when buyback and another "instead" replacement both
apply to the spell leaving the stack (flashback's "exile it instead of putting
it anywhere else", CR 702.34a), the spell's controller orders them (CR 616.1);
buyback only replaces a move *to the graveyard*, so either order ends in exile,
as the rules say.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, CardSource, Game, Replacement, Spell, ZoneMove
    from manastack_buyback.keyword import *  # noqa: F403 (the names handed out below)
else:  # Buyback, buyback_cost from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_buyback.keyword")

#: Buyback needs no other plugin (only Corpse Dance needs haste, and says so when read).
#: Declared even so: the loader asks every entry module for it.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The name of the additional cost (and of the keyword): ``pay={"buyback": True}`` in tests.
BUYBACK = "buyback"

_KEYWORD_MODULE = "manastack_buyback.keyword"
_CORPSE_DANCE = "manastack_buyback.corpse_dance"

#: "Buyback {3}" / "Buyback—Discard two cards." (CR 702.27a), reminder text removed.
KEYWORD = KeywordDef(
    name=BUYBACK,
    pattern=r"buyback(?:\s+|\s*[—-]\s*)(?P<cost>.+?)\.?",
    build=deferred(_KEYWORD_MODULE, "_build"),  # imported when the first card is read
    rule="702.27a",
    reminder="You may pay an additional [cost] as you cast this spell. If you do, put this card "
             "into your hand as it resolves.",
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.27: the keyword buyback."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards with buyback that the tests and examples use."""
    return [TomlCardSource.from_package(BUYBACK, "manastack_buyback", "cards.toml")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """Corpse Dance's wording (see :mod:`manastack_buyback.corpse_dance`): CR 404.1 (the
    top of a graveyard), 603.7a (a delayed trigger)."""
    return [
        SentenceRule(
            name="return the top creature card of your graveyard",
            pattern=r"return the top creature card of your graveyard to the battlefield",
            build=deferred(_CORPSE_DANCE, "_top_creature"), priority=10, plugin=BUYBACK,
        ),
        SentenceRule(
            name="exile it at the beginning of the next end step",
            pattern=r"exile (?P<what>it|that creature|them) at the beginning of the next end step",
            build=deferred(_CORPSE_DANCE, "_exile_at_end"), priority=10, plugin=BUYBACK,
        ),
    ]


@hookimpl
@reads_keyword("buyback", "stack")
def manastack_additional_costs(spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.27a, 601.2b: the buyback cost, which the caster may choose to pay."""
    import manastack_buyback.keyword as keyword

    return keyword.additional_costs(spell)


@hookimpl
@reads_move("stack", "graveyard")  # CR 702.27a, 608.2n: a spell put into a graveyard
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves
    (:func:`manastack_buyback.keyword.replace_zone_change`)."""
    import manastack_buyback.keyword as keyword

    return keyword.replace_zone_change(game, move)
