"""manastack-grammar: the card reader, the plugin ``grammar`` of the kernel's hooks.

It reads a card's Oracle text into the kernel's values (abilities, instructions, costs,
continuous effects: :mod:`manastack.api`) when the kernel asks (``manastack_read_card``),
with the keywords and sentences every enabled plugin registers through the hooks it adds
(:mod:`manastack_grammar.hookspecs`). Plugin authors find its names in
:mod:`manastack_grammar.api`.

This entry module is light: loading the rules imports it and nothing more; the reader's
modules are imported by the first card read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import hookimpl

if TYPE_CHECKING:
    import pluggy

    from manastack.api import CardDef, CardText, Rules
    from manastack_grammar.registration import KeywordDef, SentenceRule


@hookimpl
def manastack_add_hookspecs(pluginmanager: pluggy.PluginManager) -> None:
    """The hooks that register keywords and sentences (manastack_grammar.hookspecs)."""
    from manastack_grammar import hookspecs  # on use: this entry module stays light

    pluginmanager.add_hookspecs(hookspecs)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702: the evergreen keywords the kernel plays (flying, reach, vigilance, first
    strike, double strike, trample, deathtouch, lifelink, menace, defender, flash, hexproof,
    indestructible, shroud, protection, equip, enchant)."""
    from manastack_grammar.registration import kernel_keyword_defs  # on use (light entry)

    return kernel_keyword_defs()


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The reader's own grammar of sentences (manastack_grammar.sentences)."""
    from manastack_grammar.registration import kernel_sentences  # on use (light entry)

    return kernel_sentences()


@hookimpl
def manastack_read_card(rules: Rules, card: CardDef) -> CardText:
    """Read ``card``'s rules text (CR 113, 207.2c)."""
    from manastack_grammar.grammar import read_card  # the reader, at the first card read

    return read_card(rules, card)
