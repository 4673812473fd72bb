"""Printed "Whenever you cast an instant or sorcery spell that targets only a single creature
you control, copy that spell" (Leyline of Resonance) and "Whenever you cast a spell while ~ is
attacking, copy that spell" (Fire Lord Azula), played (CR 115.1, 506.4, 601.2c, 603.2,
707.10).

Giant Growth on Alice's own Grizzly Bears is copied (8/8); on Bob's Hill Giant it is not, nor
is Shock at Bob. Shock cast while Fire Lord Azula attacks is copied (4 damage), cast in the
main phase before it is not.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer

LEYLINE_OF_RESONANCE = CardDef(
    name="Leyline of Resonance", mana_cost="{2}{R}{R}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nWhenever you cast an instant or sorcery spell that targets only a "
         "single creature you control, copy that spell. You may choose new targets for the "
         "copy.")
FIRE_LORD_AZULA = CardDef(
    name="Fire Lord Azula", mana_cost="{1}{U}{B}{R}", type_line="Legendary Creature — Human Noble",
    power="4", toughness="4", keywords=("Firebending",),
    text="Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end "
         "of combat.)\nWhenever you cast a spell while Fire Lord Azula is attacking, copy that "
         "spell. You may choose new targets for the copy. (A copy of a permanent spell becomes a "
         "token.)")
GIANT_GROWTH = CardDef(name="Giant Growth", mana_cost="{G}", type_line="Instant",
                       text="Target creature gets +3/+3 until end of turn.")
SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")

CARDS = (LEYLINE_OF_RESONANCE, FIRE_LORD_AZULA, GIANT_GROWTH, SHOCK)
kit = pytest.mark.plugins("firebending",
                          extra={"copy-cast-kit": card_pool("copy-cast-kit", CARDS)})
KEEP = [Answer("new_targets", ("no",), player=0)]


@kit
def test_leyline_copies_a_spell_targeting_only_alices_creature(table: Table) -> None:
    """CR 115.1, 707.10: Giant Growth on Alice's Bears and its copy: 8/8."""
    table.battlefield(0, "Leyline of Resonance", "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve(KEEP)
    table.resolve_all()
    assert table.power("Grizzly Bears") == 8


@kit
def test_leyline_ignores_other_targets(table: Table) -> None:
    """CR 603.2: Giant Growth on Bob's Hill Giant, Shock at Bob: no copy."""
    table.battlefield(0, "Leyline of Resonance")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Forest", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Giant Growth", "Shock")
    table.cast("Giant Growth", targets=["Hill Giant"])
    table.resolve_all()
    assert table.power("Hill Giant") == 6
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    table.assert_life(1, 18)


@kit
def test_azula_copies_only_while_attacking(table: Table) -> None:
    """CR 506.4: Shock in the main phase: 2 damage; Azula attacking, Shock with the
    firebending mana and its copy: 4 more, then Azula's 4 combat damage."""
    table.battlefield(0, "Fire Lord Azula")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    table.assert_life(1, 18)
    table.attack("Fire Lord Azula")
    table.resolve_all()
    table.cast("Shock", targets=["Bob"])
    table.resolve(KEEP)
    table.resolve_all()
    table.assert_life(1, 14)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
