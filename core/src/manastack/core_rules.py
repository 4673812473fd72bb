"""The kernel's own rules, registered as the plugin ``core`` through the same hooks.

Like pytest's built-in features, the kernel's evergreen keywords, its card
pool and its grammar of effect sentences are implementations of the public
hooks: a third-party plugin sees exactly what the kernel uses.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

from manastack.abilities import KeywordDef
from manastack.cards import CardSource, kernel_source
from manastack.oracle import KERNEL_SENTENCES, SentenceRule, kernel_keyword_defs
from manastack.plugins import hookimpl

#: Kernel grammar modules: importing one registers its sentences (manastack.oracle.sentence).
GRAMMAR_MODULES = (
    "manastack.sentences_effects",
    "manastack.sentences_haste_earthbend",
    "manastack.sentences_overload_escalate",
    "manastack.sentences_graveyard",
    "manastack.sentences_casting",
    "manastack.sentences_permanents",
)
for _module in GRAMMAR_MODULES:
    importlib.import_module(_module)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702: flying, reach, vigilance, first strike, double strike, trample, deathtouch,
    lifelink, menace, defender, flash, hexproof, indestructible, shroud, protection, enchant."""
    return kernel_keyword_defs()


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The kernel's pool: basic lands, vanilla creatures, simple spells, test cards."""
    return [kernel_source()]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The kernel's grammar of effect sentences (manastack.oracle)."""
    return list(KERNEL_SENTENCES)
