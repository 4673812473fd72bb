"""manastack-cipher: the cipher keyword (CR 702.99).

"Cipher appears on some instants and sorceries. It represents two abilities. The first is a
spell ability that functions while the spell with cipher is on the stack. The second is a
static ability that functions while the card with cipher is in the exile zone. 'Cipher'
means 'If this spell is represented by a card, you may exile this card encoded on a creature
you control' and 'For as long as this card is encoded on that creature, that creature has
"Whenever this creature deals combat damage to a player, you may copy the encoded card and
you may cast the copy without paying its mana cost."'" (702.99a)

- The exile (702.99a): done as the spell finishes resolving, in place of its move to the
  graveyard (608.2n): ``manastack_replace_zone_change`` offers it for a card (not a copy,
  707.10) with cipher that resolves while its controller controls a creature; it is a
  self-replacement (614.15, applied before any other) since the exile is the spell's own
  last instruction. The controller may decline; countered (701.6a) or fizzling (608.2b),
  the spell doesn't resolve and is not encoded.
- The encoding (702.99b): the exiled card's tag ``encoded_on`` is the id of the chosen
  creature, recorded as the card arrives in exile (``manastack_zone_changed``). A card that
  leaves exile and a creature that leaves the battlefield are new objects (400.7), so the
  link ends with either (702.99c); it survives a change of control or of type (702.99c).
- The granted ability (702.99a, 613.1f): ``manastack_continuous_effects`` gives each
  creature with a card encoded on it "Whenever this creature deals combat damage to a
  player, you may copy the encoded card and you may cast the copy without paying its mana
  cost", one per encoded card; the copy is cast with the kernel's
  :func:`~manastack.api.cast_copy_without_paying` (707.12, 118.9).

The entry module is light: the hooks' work is in :mod:`manastack_cipher.keyword`, imported
when a card with cipher is met.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move, reads_replacement, reads_tag
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        ContinuousEffect,
        Game,
        GameObject,
        Replacement,
        ZoneMove,
    )

#: Cipher needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "cipher"

#: The keyword's name, as it appears in an object's keywords.
CIPHER = "cipher"

#: The tag of an exiled card with cipher: the id of the creature it is encoded on (702.99b).
ENCODED_ON = "encoded_on"

RULE = "702.99a"

REMINDER = ("Then you may exile this spell card encoded on a creature you control. Whenever "
            "that creature deals combat damage to a player, its controller may cast a copy of "
            "the encoded card without paying its mana cost.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.99: the keyword line "Cipher"."""
    return [KeywordDef(name=CIPHER, pattern="cipher", rule="702.99", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cipher cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
@reads_move("stack", "graveyard")  # CR 702.99a: only a spell put into a graveyard
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.99a: a resolving spell with cipher may be exiled encoded on a creature its
    controller controls."""
    if move.cause != "resolve":
        return ()  # asked on every move: the cheap check first, nothing imported
    import manastack_cipher.keyword as keyword

    return keyword.replace_zone_change(game, move)


@hookimpl
@reads_replacement("cipher")  # told only of a move cipher's replacement applied to (702.99b)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None,
                           move: ZoneMove) -> None:
    """CR 702.99b: exiled by cipher, the card is encoded on the chosen creature."""
    if new is None or move.cause != "resolve":
        return  # told of every move: the cheap check first, nothing imported
    import manastack_cipher.keyword as keyword

    keyword.zone_changed(game, old, new, move)


@hookimpl
@reads_tag(ENCODED_ON, "exile")  # asked only while a card is encoded (702.99a)
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.99a, 613.1f: a creature with a card encoded on it has the combat damage
    trigger."""
    from manastack.api import Zone

    encoded = [o for o in game.objects_in(Zone.EXILE) if ENCODED_ON in o.tags]
    if not encoded:
        return ()  # asked on every layer pass: nothing imported without an encoded card
    import manastack_cipher.keyword as keyword

    return keyword.granted_triggers(game, encoded)
