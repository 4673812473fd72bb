"""manastack-delve: the delve keyword (CR 702.66).

"Delve" means "For each generic mana in this spell's total cost, you may exile
a card from your graveyard rather than pay that mana" (702.66a). It is neither
an alternative nor an additional cost: it applies only after the total cost is
determined and locked (702.66b, 601.2f), so it works with whatever that total
is -- the mana cost, a flashback or escape cost, a cost increased or reduced,
an announced {X}. Several instances are redundant (702.66c).

The plugin answers ``manastack_payment_options`` with one
:class:`~manastack.api.PaymentOption` per card in the caster's graveyard;
the kernel's payer (601.2g-h) then asks the caster, as a decision of kind
``"delve"``, which of those cards to exile, never more than the generic mana
of the locked total, never fewer than a payment with the mana available needs.
The spell's own card is on the stack by then (601.2a), so it can't be exiled
to pay for itself.

Cards "exiled with" a permanent's delve ability (CR 406.6, 607.2a: linked to it)
are the cards exiled to pay for the spell it was (``Spell.exiled_to_pay``, kept on
the permanent, ``GameObject.tags["cast"]``), seen as they last were in the
graveyard (608.2h). The plugin reads three wordings about them:

* "~ enters with a +1/+1 counter on it for each instant and sorcery card exiled
  with it" (Murktide Regent): a replacement effect as it enters (614.1c), through
  ``manastack_replace_zone_change``; a permanent that wasn't cast with delve gets none;
* "If a creature card with flying was exiled with ~'s delve ability, ~ has flying.
  The same is true for ..." (Soulflayer): a static ability, one effect per keyword;
* "you may return an instant or sorcery card exiled with ~ to its owner's hand"
  (Ethereal Forager): the cards still in exile (a card that left exile is a new
  object, 400.7); the plugin remembers which exiled object each graveyard card
  became (``manastack_zone_changed``, bookkeeping in ``state.notes``).

The package's entry module is light: the registrations (keyword, sentences, card
pool) and one-line hook implementations. The abilities, the builds and the work of
the hooks live in :mod:`manastack_delve.keyword`, imported by the first card with an
"exiled with" sentence read or the first hook call of a game (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, names_from, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject, PaymentOption, Replacement, Spell, ZoneMove
    from manastack_delve.keyword import *  # noqa: F403 (the names handed out below)
else:  # EntersWithPerExiled, exiled_with... from the keyword module, imported on first use
    __getattr__ = names_from(__name__, "manastack_delve.keyword")

MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "delve"

#: ``state.notes`` key: (graveyard card id, exiled object id) pairs (bookkeeping, 400.7).
EXILED_AS = "delve:exiled-as"

_KEYWORD_MODULE = "manastack_delve.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.66: "Delve"."""
    return [KeywordDef(name="delve", pattern="delve", rule="702.66",
                       reminder="Each card you exile from your graveyard while casting this "
                                "spell pays for {1}.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The delve cards this package's tests use (exact Oracle text)."""
    return [TomlCardSource.from_package("delve", __name__, "cards.toml", priority=PRIORITY_POOL)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """Murktide Regent, Soulflayer and Ethereal Forager's "exiled with" wordings."""
    return [
        SentenceRule(
            name="enters with a counter for each card exiled with it",
            pattern=r"~ enters with an? (?P<kind>[+-]1/[+-]1|\w+) counter on it for each "
                    r"(?P<what>.+?) card exiled with it",
            build=deferred(_KEYWORD_MODULE, "_enters_with_per_exiled"), kind="ability",
            plugin=PLUGIN),
        SentenceRule(
            name="has a keyword a card exiled with its delve ability had",
            pattern=r"if an? (?P<what>.+?) card with (?P<kw>[\w ]+?) was exiled with ~'s delve "
                    r"ability, ~ has (?P<kw2>[\w ]+?)\. the same is true for (?P<others>.+)",
            build=deferred(_KEYWORD_MODULE, "_soulflayer"), kind="ability", plugin=PLUGIN),
        SentenceRule(
            name="return a card exiled with it",
            pattern=r"(?P<may>you may )?return an? (?P<what>.+?) card exiled with ~ to its owner's "
                    r"hand",
            build=deferred(_KEYWORD_MODULE, "_return_exiled_with"), plugin=PLUGIN),
    ]


@hookimpl
@reads_keyword("delve", "stack")
def manastack_payment_options(game: Game, spell: Spell) -> Iterable[PaymentOption]:
    """CR 702.66a-b: each card in the caster's graveyard may pay one generic mana of the
    locked total cost by being exiled (:func:`manastack_delve.keyword.payment_options`)."""
    import manastack_delve.keyword as keyword

    return keyword.payment_options(game, spell)


@hookimpl
@reads_move("graveyard", "exile")  # CR 400.7: only a graveyard card exiled is remembered
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """Remember which exiled object a graveyard card became (CR 400.7), for "exiled with"."""
    import manastack_delve.keyword as keyword

    return keyword.remember_exiled_object(game, old, new)


@hookimpl
@reads_move("stack", "battlefield")  # CR 614.1c: only a spell entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 614.1c, 607.2a: Murktide Regent enters with a counter for each instant and
    sorcery card exiled with its delve ability (none if it wasn't cast that way)."""
    import manastack_delve.keyword as keyword

    return keyword.replace_zone_change(game, move)
