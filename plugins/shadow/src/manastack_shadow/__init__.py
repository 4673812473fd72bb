"""manastack-shadow: the keyword shadow (CR 702.28), an evasion ability.

Shadow is a static evasion ability (702.28a). CR 702.28b: "A creature with
shadow can't be blocked by creatures without shadow, and a creature without
shadow can't be blocked by creatures with shadow." Multiple instances are
redundant (702.28c): an object's keywords are a set, so two instances read as
one here.

The plugin gives the keyword its rules meaning through the kernel's question
``manastack_block_restrictions`` (509.1b: restrictions on blocking). Where
shadow comes from doesn't matter: printed ("Shadow"), granted by a resolving
effect ("Target creature gains shadow until end of turn", layer 6), by a static
ability ("Enchanted creature has shadow") or by a shadow keyword counter
(122.1b); the kernel keeps all of them among an object's keywords and the
question is asked each time blocks are listed or declared.

Two "as though" permissions (609.4) lift the first half of 702.28b for one
blocker, and only that half:

- "This creature can block creatures with shadow as though it had shadow"
  (Heartwood Dryad, Wall of Diffusion);
- "This creature can block creatures with shadow as though they didn't have
  shadow" (Aetherflame Wall);
- "Enchanted creature gets +1/+1, has reach, and can block creatures with shadow as
  though they didn't have shadow" (Aether Web): the same permission given to the
  enchanted creature, beside what the card reader reads of the Aura's other clauses.

Such a creature still can block creatures without shadow (it doesn't really
have shadow); both are read as :class:`manastack.api.AsThough` rule effects
with the action ``"block"``, read back by :func:`manastack.api.as_though`.

The package's entry module is light: the constants, the registrations (keyword,
sentences, card pool) and a one-line hook implementation. The sentences' build
functions and the block restriction's work live in :mod:`manastack_shadow.keyword`,
imported by the first card with an "as though" sentence read or the first block
asked about (docs/plugin-guide.rst, "Keep the entry module light"). Nothing public
lives there: the names users import (``SHADOW``, the reasons...) are all here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Shadow needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
SHADOW = "shadow"

REMINDER = "This creature can block or be blocked by only creatures with shadow."

#: The "as though" conditions (609.4) a blocker may be treated as having for blocks.
AS_THOUGH_SHADOW = "shadow"  # "as though it had shadow"
AS_THOUGH_NO_SHADOW = "attackers_without_shadow"  # "as though they didn't have shadow"

ATTACKER_HAS_SHADOW = "the attacker has shadow: only creatures with shadow can block it (702.28b)"
BLOCKER_HAS_SHADOW = ("the blocker has shadow: it can block only creatures with shadow "
                      "(702.28b)")

_KEYWORD_MODULE = "manastack_shadow.keyword"
_THIS = r"(?:this creature|~)"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.28: the keyword line "Shadow" (also inside lists: "Flying, shadow")."""
    return [KeywordDef(name=SHADOW, pattern="shadow", rule="702.28", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("shadow", "manastack_shadow", "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 609.4: the two "can block creatures with shadow as though ..." permissions, of the
    creature itself or of the creature an Aura or Equipment is attached to (Aether Web)."""
    return [
        SentenceRule(name="block shadow as though it had shadow",
                     pattern=rf"{_THIS} can block creatures with shadow as though it had shadow",
                     build=deferred(_KEYWORD_MODULE, "_block_as_though_it_had_shadow"),
                     kind="ability"),
        SentenceRule(name="block shadow as though they didn't have shadow",
                     pattern=rf"{_THIS} can block creatures with shadow as though they "
                             r"didn't have shadow",
                     build=deferred(_KEYWORD_MODULE, "_block_as_though_they_had_no_shadow"),
                     kind="ability"),
        SentenceRule(name="attached has and can block shadow as though",
                     pattern=r"(?P<head>(?:enchanted|equipped) creature .+?),? and can block "
                             r"creatures with shadow as though (?P<cond>it had shadow|they "
                             r"didn't have shadow)",
                     build=deferred(_KEYWORD_MODULE, "_attached_blocks_as_though"),
                     kind="ability"),
    ]


@hookimpl
@reads_keyword(SHADOW, "battlefield")  # asked only when the attacker or blocker has it
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> list[str] | None:
    """CR 702.28b, both halves; 609.4 lifts the first for a creature that may block
    creatures with shadow "as though" (:func:`manastack_shadow.keyword.block_restrictions`)."""
    import manastack_shadow.keyword as keyword

    return keyword.block_restrictions(game, blocker, attacker)
