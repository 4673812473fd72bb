"""The shadow keyword's "as though" sentences and the work of its block restriction
(CR 702.28, 609.4).

Imported by the first card with an "as though" sentence read, or the first block the
hook is asked about: ``manastack_shadow`` itself (the entry point) stays light, so that
loading the rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the
entry module light"). The keyword line itself ("Shadow") needs nothing from here: it is
a plain keyword ability, and its meaning is the block restriction.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from manastack.api import StaticAbility
from manastack_shadow import (
    AS_THOUGH_NO_SHADOW,
    AS_THOUGH_SHADOW,
    ATTACKER_HAS_SHADOW,
    BLOCKER_HAS_SHADOW,
    SHADOW,
)

# the engine's names (game, layers...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import Game, GameObject
    from manastack_grammar.api import Builder

#: Nothing public: the names users import (SHADOW, the reasons...) are the package's.
__all__: list[str] = []


def _block_as_though(text: str, grants: str) -> StaticAbility:
    """CR 609.4: a static ability of the creature itself (self_only)."""
    from manastack.api import AsThough, StaticEffect

    return StaticAbility(effects=(StaticEffect(parts=(AsThough("block", grants, text=text),),
                                               self_only=True, text=text),), text=text)


def _block_as_though_it_had_shadow(m: re.Match[str], b: Builder) -> StaticAbility:
    """"This creature can block creatures with shadow as though it had shadow" (609.4)."""
    return _block_as_though(m.group(0), AS_THOUGH_SHADOW)


def _block_as_though_they_had_no_shadow(m: re.Match[str], b: Builder) -> StaticAbility:
    """"This creature can block creatures with shadow as though they didn't have shadow"
    (609.4)."""
    return _block_as_though(m.group(0), AS_THOUGH_NO_SHADOW)


def _attached_blocks_as_though(m: re.Match[str], b: Builder) -> StaticAbility:
    """"Enchanted creature gets +1/+1, has reach, and can block creatures with shadow as
    though they didn't have shadow" (Aether Web): the card reader's reading of what the Aura
    gives (CR 303.4, layers 6 and 7c) plus the 609.4 permission, one static ability
    applying to the enchanted creature."""
    import attrs

    from manastack.api import AsThough
    from manastack_grammar.api import NotUnderstood, match_sentence

    text = m.group(0)
    # "gets +1/+1, has reach" is the reader's "gets +1/+1 and has reach"
    head = re.sub(r",? (has|gets) ", r" and \1 ", m["head"], flags=re.IGNORECASE)
    head = re.sub(r"^(\w+ creature) and ", r"\1 ", head)
    granted = match_sentence(head, b, b.sentence_rules, kind="ability")
    if not isinstance(granted, StaticAbility) or len(granted.effects) != 1:
        raise NotUnderstood(text)
    grants = AS_THOUGH_SHADOW if m["cond"].lower() == "it had shadow" else AS_THOUGH_NO_SHADOW
    (effect,) = granted.effects
    effect = attrs.evolve(effect, parts=(*effect.parts, AsThough("block", grants, text=text)),
                          text=text)
    return StaticAbility(effects=(effect,), text=text)


def block_restrictions(game: Game, blocker: GameObject,
                       attacker: GameObject) -> list[str] | None:
    """CR 702.28b, both halves; 609.4 lifts the first for a creature that may block
    creatures with shadow "as though" (it had shadow / they didn't have it)."""
    blocker_has = game.has_keyword(blocker.id, SHADOW)
    attacker_has = game.has_keyword(attacker.id, SHADOW)
    if blocker_has == attacker_has:
        return None  # most blocks: neither (or both) has shadow
    if attacker_has:
        from manastack.api import as_though

        if as_though(game, "block", AS_THOUGH_SHADOW, blocker) or \
                as_though(game, "block", AS_THOUGH_NO_SHADOW, blocker):
            return None
        return [ATTACKER_HAS_SHADOW]
    return [BLOCKER_HAS_SHADOW]
