"""X in a non-mana part of a cost (CR 107.3a, 601.2b, 602.2b): "Discard X cards",
"Sacrifice X Mountains", "Exile X cards from your graveyard". X is announced with the rest of
the cost, the part is paid with X objects, and the spell's or ability's X is that value."""

from __future__ import annotations

from manastack.driver import Table
from manastack.model.objects import Zone

DEMON = ("{X}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X until end "
         "of turn.")


def test_activated_ability_exiles_x_cards_and_uses_x_cr_602_2b(table: Table) -> None:
    table.battlefield(0, table.card("Test Demon", "Creature — Demon", DEMON, "{3}{B}", "3", "3"))
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Lightning Bolt", "Counterspell", "Hill Giant")
    table.battlefield(1, "Hill Giant")
    table.activate("Test Demon", x=2, targets=["Hill Giant"])
    table.assert_logged(rule="602.2b", contains="X = 2")
    assert len(table.names(Zone.EXILE, 0)) == 2  # two of the three chosen (601.2h)
    assert len(table.names(Zone.GRAVEYARD, 0)) == 1
    table.resolve()
    assert table.power("Hill Giant") == 1 and table.toughness("Hill Giant") == 1


def test_x_larger_than_the_graveyard_is_refused_cr_107_3a(table: Table) -> None:
    table.battlefield(0, table.card("Test Demon", "Creature — Demon", DEMON, "{3}{B}", "3", "3"))
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Lightning Bolt")
    table.battlefield(1, "Hill Giant")
    exc = table.assert_illegal(table.activate, "Test Demon", x=2, targets=["Hill Giant"],
                               rule="107.3a")
    assert "0 to 1" in str(exc)


def test_x_in_an_additional_cost_is_the_spells_x_cr_107_3a(table: Table) -> None:
    purge = table.card("Test Purge", "Sorcery",
                       "As an additional cost to cast this spell, discard X cards.\n"
                       "Test Purge deals X damage to any target.", "{R}")
    table.hand(0, purge, "Island", "Forest", "Plains")  # type: ignore[arg-type]
    table.lands(0, "Mountain", 1)
    table.cast("Test Purge", x=2, discard=["Island", "Forest"], targets=["opponent"])
    table.assert_zone("Island", Zone.GRAVEYARD)
    table.assert_zone("Plains", Zone.HAND)
    table.resolve()
    table.assert_life(1, 18)
    table.hand(0, purge)  # type: ignore[arg-type]
    table.lands(0, "Mountain", 1)
    table.assert_illegal(table.cast, "Test Purge", x=2, targets=["opponent"], rule="107.3a")


def test_an_x_whose_total_cost_cant_be_paid_is_refused_citing_601_2h(table: Table) -> None:
    """Blaze with X = 5 and two Mountains: announced, its total cost (601.2f) couldn't be paid
    (601.2h), so the cast is refused as a whole (732), citing the payment as well as 107.3a."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Blaze")
    exc = table.assert_illegal(table.cast, "Blaze", x=5, targets=["opponent"], rule="107.3a")
    assert "601.2h" in exc.rules and "601.2f" in exc.rules, exc.rules
    assert "with X = 5 its total cost can't be paid" in str(exc)
    table.cast("Blaze", x=1, targets=["opponent"])  # what can be paid still can


def test_an_abilitys_x_that_cant_be_paid_is_refused_citing_601_2h(table: Table) -> None:
    """CR 602.2b: an activated ability's X is announced as a spell's is (601.2b-h)."""
    table.battlefield(0, table.card("Test Demon", "Creature — Demon", DEMON, "{3}{B}", "3", "3"))
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Lightning Bolt", "Counterspell")
    table.battlefield(1, "Hill Giant")
    exc = table.assert_illegal(table.activate, "Test Demon", x=2, targets=["Hill Giant"],
                               rule="107.3a")
    assert "601.2h" in exc.rules, exc.rules
