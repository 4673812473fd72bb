"""Another player pays generic mana of a spell's total cost (CR 601.2g-h; assist, 702.132a).

Between locking the total cost (601.2f) and the caster's mana abilities (601.2g), a
permission returned by ``manastack_other_payers`` lets the caster choose another player
(or none). That player decides how much of the generic mana they pay, activates their own
mana abilities and pays it from their own pool; the caster then pays the rest. The mana
they spend is mana spent to cast the spell (601.2h). Nothing here rolls back by itself: an
error refusing the cast restores the helper's payment too (the cast's transaction, 732).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from manastack.engine.affordability import Affordability
from manastack.engine.hook_scopes import call_for_spell
from manastack.engine.payment import activate_planned, plan_mana, spend_planned
from manastack.errors import IllegalActionError
from manastack.model.mana import ManaCost
from manastack.model.objects import PlayerRef

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.costs import Cost
    from manastack.model.spells import OtherPayer, Spell

#: The caster's answer choosing no other player (702.132a: "you may").
NOBODY = "none"


def other_payers(game: Game, spell: Spell) -> list[OtherPayer]:
    """The permissions plugins give ``spell`` for another player to pay (702.132a)."""
    if not game.rules.ruleset.has_impls("manastack_other_payers"):
        return []
    out: list[OtherPayer] = []
    for found in call_for_spell(game, "manastack_other_payers", spell):
        out.extend(found)
    return out


def affordable_generic(game: Game, player: int, most: int) -> int:
    """The most generic mana, up to ``most``, that ``player`` can pay now from their pool
    and mana abilities (CR 601.2g-h, 605). Planning without options changes nothing; an
    amount beyond what the pool and sources could make (CR 106.4, 605.3) isn't planned."""
    # CR 107.4b: any unit pays generic mana, so the most units bound every amount
    for amount in range(min(most, Affordability(game, player).most_units), 0, -1):
        try:
            plan_mana(game, player, ManaCost.parse(f"{{{amount}}}"))
        except IllegalActionError:
            continue
        return amount
    return 0


def pay_by_other_player(game: Game, spell: Spell, total: Cost) -> tuple[Cost, str]:
    """CR 702.132a (601.2g-h): let a chosen other player pay generic mana of ``total``.

    Returns the cost left for the caster and the mana the other player spent ("" if none).
    """
    generic = total.mana.generic
    if generic == 0 or len(game.players) < 2:
        return total, ""  # 702.132a: only a total cost with a generic mana component
    offers = other_payers(game, spell)
    if not offers:
        return total, ""
    offer = offers[0]  # several instances give the same permission (like 702.51d)
    caster = spell.controller
    others = tuple(PlayerRef(i) for i in range(len(game.players)) if i != caster)
    answer = game.decide(
        kind=offer.name,
        player=caster,
        prompt=f"{offer.name.capitalize()}: choose another player who may pay generic "
               f"mana of {spell.card.name}'s {total.mana}, or none",
        options=(NOBODY, *others),
        labels=("no one", *(str(game.player(p.index)) for p in others)),
        rule=offer.rule,
    )[0]
    if not isinstance(answer, PlayerRef):
        return total, ""  # NOBODY: the only other option (the answer was validated)
    helper = answer.index
    most = affordable_generic(game, helper, generic)
    amount = int(game.decide(
        kind=f"{offer.name}_amount",
        player=helper,
        prompt=f"{offer.name.capitalize()}: how much of the generic mana of "
               f"{spell.card.name}'s {total.mana} do you pay?",
        options=tuple(range(most + 1)),
        labels=tuple(f"{{{n}}}" for n in range(most + 1)),
        rule=offer.rule,
        numbers=True,
    )[0])
    game.log_event("cost", f"{game.player(caster)} chooses {game.player(helper)} "
                   f"({offer.name}), who pays {{{amount}}}", rule=offer.rule)
    if amount == 0:
        return total, ""
    plan, _ = plan_mana(game, helper, ManaCost.parse(f"{{{amount}}}"),
                        what=f"{spell.card.name} ({offer.name})")
    assert plan is not None  # a positive amount always needs mana
    activate_planned(game, helper, plan)  # CR 702.132a: their own mana abilities, first
    spent = spend_planned(game, helper, plan)
    game.log_event("cost", f"{game.player(helper)} pays {spent} of {spell.card.name}'s "
                   f"generic mana ({offer.name}): mana spent to cast it", rule="601.2h")
    return attrs.evolve(total, mana=total.mana.reduce_generic(amount)), spent
