"""manastack-the_ring: "the Ring tempts you" (CR 701.54), a keyword action.

CR 701.54a: each time the Ring tempts you, you choose a creature you control; it becomes
your Ring-bearer until another creature becomes your Ring-bearer or another player gains
control of it. 701.54c: before choosing, a player without an emblem named The Ring gets
one (the kernel's emblem, 114), whose abilities grow with the number of times the Ring has
tempted that player. Read inside sentences: the keyword registered with ``kind="action"``
and the effect sentence "the Ring tempts you", which the card reader composes with its own
forms ("Draw a card. The Ring tempts you.", "When this creature enters, the Ring tempts
you."); and the trigger "Whenever the Ring tempts you" (701.54d).

The "can't be blocked by creatures with greater power" half of the Ring's first ability is
a block restriction (509.1b), answered by ``manastack_block_restrictions``.

The entry module is light: the instruction and the Ring's abilities are in
:mod:`manastack_the_ring.keyword`, imported when they are needed.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: The Ring needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "the_ring"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.54: the keyword action, recognised inside sentences."""
    return [KeywordDef(name="the ring tempts you", pattern=r"the ring tempts you",
                       kind="action", rule="701.54")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"The Ring tempts you" (701.54a), an effect sentence; "Whenever the Ring tempts you"
    (701.54d), the event clause of a triggered ability."""
    return [
        SentenceRule(name="the ring tempts you", pattern=r"the ring tempts you",
                     build=deferred("manastack_the_ring.keyword", "build"), kind="effect",
                     plugin=PLUGIN),
        SentenceRule(name="whenever the ring tempts you",
                     pattern=r"the ring tempts you",
                     build=deferred("manastack_the_ring.keyword", "build_trigger"),
                     kind="trigger", plugin=PLUGIN),
    ]


@hookimpl
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> Iterable[str] | None:
    """The Ring's "Your Ring-bearer ... can't be blocked by creatures with greater power"
    (701.54c, 509.1b)."""
    from manastack_the_ring.keyword import RING_BEARER, is_ring_bearer, ring_of

    now = game.find(attacker.id)
    if now is None or RING_BEARER not in now.tags:
        return None  # cheap check first: only a Ring-bearer is restricted (701.54e)
    owner = game.controller(attacker.id)
    if ring_of(game, owner) is None or not is_ring_bearer(game, attacker.id, owner):
        return None
    blocker_power = game.power(blocker.id)
    attacker_power = game.power(attacker.id)
    if blocker_power is not None and attacker_power is not None \
            and blocker_power > attacker_power:
        return ["the attacker is its controller's Ring-bearer: a creature with greater "
                "power can't block it (701.54c)"]
    return None


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("the_ring", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
