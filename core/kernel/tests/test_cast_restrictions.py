"""``manastack_cast_restrictions`` is asked at 601.2e and when legal actions are listed."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import plugin as plugin_of

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.model.actions import CastSpell
from manastack.model.spells import Spell


def _no_bolts(game: Game, spell: Spell) -> list[str]:
    seen.append(spell.provisional)
    if spell.card.name == "Lightning Bolt":
        return ["Lightning Bolt can't be cast (test restriction, CR 101.2)"]
    return []


seen: list[bool] = []
NO_BOLTS = plugin_of(manastack_cast_restrictions=_no_bolts)


@pytest.mark.plugins(extra={"nobolts": NO_BOLTS})
def test_a_restricted_cast_is_neither_offered_nor_allowed(table: Table) -> None:
    seen.clear()
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Shock")
    offered = [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]
    assert offered == ["Shock"]
    assert True in seen  # asked with a provisional spell while listing actions
    seen.clear()
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Bob"], rule="601.2e")
    assert seen == [False]  # asked once more, for the spell on the stack


def _graveyard_permission(game: Game, player: int) -> list[Any]:
    from manastack.model.objects import Zone
    from manastack.model.spells import CastingPermission

    return [CastingPermission(name="test-graveyard", obj=o.id, zone=Zone.GRAVEYARD,
                              plugin="testperm") for o in game.graveyard(player)]


FROM_GRAVEYARD = plugin_of(manastack_casting_permissions=_graveyard_permission)


@pytest.mark.plugins(extra={"testperm": FROM_GRAVEYARD})
def test_a_spell_cast_from_a_graveyard_is_not_its_own_target(table: Table) -> None:
    """CR 601.2a, 115.5: by the time targets are chosen the card is on the stack, so a card
    in a graveyard that targets "card from a graveyard" can't count itself as a target."""
    from manastack.model.cards import CardDef
    from manastack.model.objects import Zone

    card = table.game.rules.compile(CardDef(name="Purge Test", mana_cost="{0}",
                                            type_line="Instant",
                                            text="Exile target card from a graveyard."))
    table.put(card, Zone.GRAVEYARD, 0)
    offered = [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]
    assert offered == []
    table.assert_illegal(table.cast, "Purge Test", using="test-graveyard", rule="601.2c")
    table.graveyard(1, "Island")
    table.game._pending = None
    offered = [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]
    assert offered == ["Purge Test"]


def test_a_spell_cant_discard_itself_for_its_additional_cost(table: Table) -> None:
    from manastack.model.cards import CardDef
    from manastack.model.objects import Zone

    card = table.game.rules.compile(CardDef(
        name="Revelation Test", mana_cost="{0}", type_line="Sorcery",
        text="As an additional cost to cast this spell, discard a card.\nDraw two cards."))
    table.put(card, Zone.HAND, 0)
    assert [a for a in table.game.legal_actions() if isinstance(a, CastSpell)] == []
    table.assert_illegal(table.cast, "Revelation Test", rule="601.2h")
    table.hand(0, "Island")
    table.library(0, "Forest", "Forest")
    table.cast("Revelation Test")
    assert table.names(Zone.GRAVEYARD, 0) == ["Island"]
