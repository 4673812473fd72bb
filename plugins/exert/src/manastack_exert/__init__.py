"""manastack-exert: the keyword action exert (CR 701.43), as an optional cost to attack.

CR 701.43a: "To exert a permanent, you choose to have it not untap during your next untap
step." CR 701.43d: "'You may exert [this creature] as it attacks' is an optional cost to
attack (see rule 508.1g)." The choice is made as attackers are declared, after the chosen
creatures are tapped (508.1f) and before attack triggers (508.1m): the kernel's
``manastack_attack_optional_costs`` asks this plugin once per attacker that has the ability,
and the plugin asks the attacking player a decision of kind ``"may"`` (an explicit choice:
a script answers it, an agent chooses it, a seeded random agent the same way every time).

- "You may exert this creature as it attacks." is read as an :class:`ExertAbility` (a
  static ability the kernel names "exert", so ``game.has_keyword(obj, "exert")`` holds).
- "... When you do, [effect]." in the same paragraph is a triggered ability linked to it
  (701.43d, 607.2h): an :class:`ExertTrigger`, which is both the optional cost and the
  ability triggering on it (the plugin event ``"exerted"`` of this creature, by this ability).
- "Whenever you exert a creature" is the trigger event ``"exerted"`` of any creature you
  exert.
- "If this creature hasn't been exerted this turn, you may exert it as it attacks." is the
  same ability, offered only if it wasn't exerted this turn.

Exerting puts the kernel's ``doesnt_untap`` mark on the permanent (502.3): its
controller's next untap step leaves it tapped and clears the mark; exerting it again before
then changes nothing (701.43b). A permanent that leaves the battlefield is a new object
without the mark (400.7, 701.43c).

The entry module is light: the work is in :mod:`manastack_exert.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Exert needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "exert"

#: The name the kernel gives the ability "You may exert this creature as it attacks".
EXERT = "exert"

#: The plugin event fired when a player exerts a permanent (701.43a): ``obj`` the permanent,
#: ``player`` who exerted it, ``ability`` the text of the ability that let them.
EVENT = "exerted"

_KEYWORD_MODULE = "manastack_exert.keyword"

#: "You may exert this creature as it attacks. [When you do, ...]" (701.43d), with the
#: optional "If this creature hasn't been exerted this turn, " in front.
AS_IT_ATTACKS = (
    r"(?P<unless>if (?:this creature|~) hasn't been exerted this turn, )?"
    r"you may exert (?:this creature|~|it) as (?:it|he|she) attacks"
    r"(?:\. when you do, (?P<rest>.+?))?\.?"
)

SENTENCES = (
    SentenceRule(name="you may exert this creature as it attacks", pattern=AS_IT_ATTACKS,
                 build=deferred(_KEYWORD_MODULE, "as_it_attacks"), kind="ability",
                 plugin=PLUGIN),
    SentenceRule(name="you exert a creature", pattern=r"you exert a creature",
                 build=deferred(_KEYWORD_MODULE, "you_exert_a_creature"), kind="trigger",
                 plugin=PLUGIN),
    # CR 701.43a, 602.2b: exerting the source as a part of an activated ability's cost
    SentenceRule(name="exert ~ as a cost", pattern=r"exert ~",
                 build=deferred(_KEYWORD_MODULE, "exert_cost"), kind="cost", plugin=PLUGIN),
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 701.43: the keyword action, recognised inside sentences."""
    return [KeywordDef(name=EXERT, pattern=r"exert", kind="action", rule="701.43")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"You may exert this creature as it attacks" (ability), "you exert a creature"
    (trigger event), "Exert ~" (a part of an activated ability's cost)."""
    return list(SENTENCES)


@hookimpl
@reads_keyword(EXERT, "battlefield")
def manastack_attack_optional_costs(game: Game, attacker: GameObject) -> None:
    """CR 701.43d, 508.1g: the attacking player may exert a creature with the ability."""
    from manastack_exert.keyword import offer

    offer(game, attacker)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The exert creatures this package's tests and examples play (exact Oracle text): those
    exerted as they attack, and those exerted for an activated ability's cost."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL),
            TomlCardSource.from_package(PLUGIN, __name__, "cost_cards.toml",
                                        priority=PRIORITY_POOL)]
