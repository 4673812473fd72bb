"""The total cost of a spell (CR 601.2f): base cost, additional costs, increases and reductions,
in the rules' order, and the other ways to pay part of it (601.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from manastack.engine.hook_scopes import call_for_spell
from manastack.engine.layers import current, keep_with_pass
from manastack.model.abilities import FLASH_FOR_MORE, FlashForMore, SpellRule, StaticAbility
from manastack.model.cost_parts import ExileFromGraveyard, PayLife
from manastack.model.costs import Cost, CostChange, total_cost
from manastack.model.mana import ManaCost, ManaSymbol
from manastack.model.objects import GameObject, Zone
from manastack.model.spells import CostModifier, PaymentOption, Spell, SpellCostChange

if TYPE_CHECKING:
    from collections.abc import Sequence

    from manastack.engine.game import Game


_T = TypeVar("_T")


def payment_options(game: Game, spell: Spell) -> list[PaymentOption]:
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_payment_options"):
        return []
    out: list[PaymentOption] = []
    for found in call_for_spell(game, "manastack_payment_options", spell):
        out.extend(found)
    return out


def generic_alternatives(game: Game, total: Cost, options: Sequence[PaymentOption]) -> int:
    """How many of ``options`` can pay generic mana of ``total`` (CR 601.2h, 702.66a).

    A card the cost's own parts exile from the graveyard ("Exile three other cards from
    your graveyard", escape) is paid with that part and can't also be exiled for delve:
    that many graveyard options are counted out.
    """
    in_graveyard = sum(1 for o in options if (found := game.find(o.obj)) is not None
                       and found.zone is Zone.GRAVEYARD)
    reserved = sum(p.count for p in total.parts if isinstance(p, ExileFromGraveyard))
    return len(options) - min(reserved, in_graveyard)


# --------------------------------------------------------------------------
# Cost modification (CR 601.2f)
# --------------------------------------------------------------------------


def rule_statics(game: Game, kind: type[_T]) -> list[tuple[GameObject, _T]]:
    """The rule statics of type ``kind`` that the static abilities of permanents have now,
    with their source: they function on the battlefield only (CR 604.1, 113.6) and as the
    object's current abilities say (an ability removed in layer 6 does nothing). Kept with
    the layer pass they were read from: a legal-actions listing asks for every card."""
    result = current(game)
    key = ("rule statics", kind)
    found: list[tuple[GameObject, _T]] | None = result.kept.get(key)
    if found is None:
        found = result.derived.get(key)
    if found is None:
        found = []
        # a plain pass knows whether any object has a static ability
        for obj in () if result.plain and not result.statics else game.battlefield():
            for ability in game.chars(obj.id).abilities:
                if isinstance(ability, StaticAbility):
                    found.extend((obj, eff) for eff in ability.effects if isinstance(eff, kind))
        keep_with_pass(game, result, key, found)
    return found


def printed_cost_changes(game: Game, spell: Spell, *, increase: bool) -> list[CostChange]:
    """The increases (or reductions) printed on cards (CR 601.2f): the cost-changing static
    abilities of permanents (604.1, Thalia's "cost {1} more") and the spell's own "this
    spell costs {1} less to cast for each ..." (113.6d). The kernel's ``core`` plugin
    answers ``manastack_cost_increases`` and ``manastack_cost_reductions`` with them."""
    out: list[CostChange] = []
    for obj, modifier in rule_statics(game, CostModifier):
        if modifier.increase == increase:
            change = modifier.applies(game, obj, spell)
            if change is not None:
                out.append(change)
    for ability in spell.card.abilities:
        if isinstance(ability, SpellCostChange) and ability.increase == increase:
            change = ability.change(game, spell)
            if change is not None:
                out.append(change)
        elif isinstance(ability, FlashForMore) and increase and \
                spell.permission.name == FLASH_FOR_MORE and spell.permission.plugin == "core":
            # CR 601.2f: cast as though it had flash, its total cost is that much more
            out.append(CostChange(mana=ability.amount, source=f"{spell.card.name}: "
                                  f"{ability.text}", rule="601.2f"))
    return out


def cost_changes(game: Game, spell: Spell) -> tuple[list[CostChange], list[CostChange]]:
    """Increases and reductions: every plugin's, the kernel's printed ones included.

    The order they are found in does not matter: :func:`manastack.model.costs.total_cost`
    applies them in the rules' order (601.2f).
    """
    increases: list[CostChange] = []
    reductions: list[CostChange] = []
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_cost_increases"):
        for found in call_for_spell(game, "manastack_cost_increases", spell):
            increases.extend(found)
    if ruleset.has_impls("manastack_cost_reductions"):
        for found in call_for_spell(game, "manastack_cost_reductions", spell):
            reductions.extend(found)
    return increases, reductions


def announced_cost(base: Cost, choices: Sequence[tuple[int, str]]) -> Cost:
    """Apply 601.2b announcements to hybrid and Phyrexian symbols of ``base``'s mana.

    A colour (or "C") becomes that symbol, "2" the generic half of {2/W}, and
    "life" removes a Phyrexian symbol for 2 life (CR 107.4e-f).
    """
    if not choices:
        return base
    by_index = dict(choices)
    symbols: list[ManaSymbol] = []
    life = 0
    for i, sym in enumerate(base.mana.symbols):
        choice = by_index.get(i)
        if choice is None:
            symbols.append(sym)
        elif choice == "life":
            life += 2  # CR 107.4f
        elif choice == "2":
            symbols.append(ManaSymbol.number(sym.amount))  # CR 107.4e: the generic half
        elif choice == "C":
            symbols.append(ManaSymbol("colorless", colors=("C",)))
        else:
            symbols.append(ManaSymbol("colored", colors=(choice,)))
    parts = base.parts
    if life:
        parts = (*parts, PayLife(life, text=f"{life} life (Phyrexian mana)"))
    return Cost(mana=ManaCost(tuple(symbols)), parts=parts, unpayable=base.unpayable)


def base_cost(spell: Spell) -> Cost:
    """601.2f: the mana cost or the alternative cost chosen (118.9), with X and announcements.

    Cast without paying its mana cost, the base is nothing (118.9, even for a
    card with no mana cost: 118.6a); a card with no mana cost otherwise can't
    be cast for it (202.1b, 118.6).
    """
    if spell.without_paying:
        return Cost()
    if spell.permission.cost is not None:
        base = spell.permission.cost
    elif spell.card.mana_cost is None:
        return Cost(unpayable=True)  # CR 202.1b, 118.6: no mana cost, can't be paid
    else:
        base = Cost(mana=spell.card.mana_cost)
    base = announced_cost(base, spell.mana_choices)
    # X = 0 adds no symbol either way: nothing to look up on the hot path of X-less spells
    paid_as = x_paid_as(spell) if spell.x and base.mana.has_x else None
    if paid_as is not None:
        # CR 106.6, 107.3a: "Spend only black mana on X": each unit of X only such mana pays
        base = Cost(mana=base.mana.with_x(spell.x or 0, paid_as), parts=base.parts,
                    unpayable=base.unpayable)
    return base.with_x(spell.x or 0)  # CR 107.3a: in its mana and its parts ("Discard X cards")


def x_paid_as(spell: Spell) -> ManaCost | None:
    """The one symbol each unit of the spell's X is paid as ("Spend only black mana on X.":
    {B}, CR 106.6), None if any mana may pay X."""
    for ability in spell.card.abilities:
        if isinstance(ability, SpellRule) and ability.rule == "x_mana":
            return ManaCost.parse(ability.mana)
    return None


def spell_has_x(spell: Spell) -> bool:
    """CR 107.3, 106.6: does the cost paid for ``spell`` contain {X} (its mana cost or the
    alternative cost chosen, or an additional cost announced)?"""
    mana = _unannounced_mana(spell)
    return (mana is not None and mana.has_x) or any(
        a.cost.mana.has_x for a in spell.additional if a.times > 0)


def _unannounced_mana(spell: Spell) -> ManaCost | None:
    """The base mana cost before X and announcements (what 601.2b's choices are about)."""
    if spell.without_paying:
        return None
    if spell.permission.cost is not None:
        return spell.permission.cost.mana
    return spell.card.mana_cost


def compute_total(game: Game, spell: Spell) -> tuple[Cost, list[str]]:
    """The total cost of ``spell`` (CR 601.2f), with the steps for the explain log."""
    base = base_cost(spell)
    # CR 107.3a: an X in an additional cost is the spell's X too
    additional = [a.cost.with_x(spell.x or 0).times(a.times) for a in spell.additional
                  if a.times > 0]
    increases, reductions = cost_changes(game, spell)
    return total_cost(base, additional, increases, reductions)
