"""Improvise (CR 702.126): artifacts tapped pay generic mana of a spell's total cost.
Runs alone with ``pytest plugins/improvise`` (kernel + improvise only)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, by_name

from manastack.api import CastSpell, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("improvise")

CARDS = ("Reverse Engineer", "Sly Requisitioner", "Barricade Breaker", "Sweatworks Brawler",
         "Metallic Rebuke", "Maverick Thopterist", "Foundry Assembler", "Organic Extinction",
         "Fen Hauler")


def casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("improvise", "manastack_improvise", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_an_improvise_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("improvise", "manastack_improvise", "cards.toml")
    definition = source.get("Reverse Engineer")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("improvise", "improvise"),)


def test_702_126a_artifacts_pay_the_generic_mana(table: Table) -> None:
    """Reverse Engineer {3}{U}{U}: three Memnites pay {3}, two Islands {U}{U}."""
    table.battlefield(0, "Memnite", "Memnite", "Memnite")
    table.lands(0, "Island", 2)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Reverse Engineer")
    table.cast("Reverse Engineer", pay_with={"improvise": ["Memnite", "Memnite", "Memnite"]})
    table.assert_logged(rule="601.2h", contains="3 generic mana paid by improvise")
    assert all(o.tapped for o in table.game.battlefield(0))
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 3


def test_702_126a_an_artifact_never_pays_coloured_mana(table: Table) -> None:
    """Five artifacts can't pay Reverse Engineer's {U}{U}: the cast isn't offered and is
    refused (601.2h); with {U}{U} in the pool it is."""
    table.battlefield(0, *["Memnite"] * 5)
    table.hand(0, "Reverse Engineer")
    assert "Reverse Engineer" not in casts(table)
    table.assert_illegal(table.cast, "Reverse Engineer",
                         pay_with={"improvise": ["Memnite"] * 5}, rule="601.2h")
    assert tapped(table, "Memnite") == 0  # CR 732: the refused cast changed nothing
    table.mana(0, "UU")
    assert "Reverse Engineer" in casts(table)
    seen = table.on_decision("improvise")
    table.cast("Reverse Engineer")
    (decision,) = seen
    assert (decision.min, decision.max) == (3, 3)  # only the generic part: {3}
    assert tapped(table, "Memnite") == 3


def test_702_126a_only_untapped_artifacts_the_caster_controls(table: Table) -> None:
    """A tapped artifact, an opponent's artifact and a non-artifact creature can't pay."""
    table.battlefield(0, "Memnite", tapped=True)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Memnite")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Sweatworks Brawler")
    assert "Sweatworks Brawler" not in casts(table)
    table.assert_illegal(table.cast, "Sweatworks Brawler", rule="601.2h")
    table.battlefield(0, "Sphere of Resistance", "Memnite", "Memnite", "Memnite")
    table.lands(0, "Mountain", 1)
    # Sphere of Resistance taxes the spell {1} (601.2f) and is itself an artifact that pays it
    seen = table.on_decision("improvise")
    table.cast("Sweatworks Brawler")
    (decision,) = seen
    names = sorted(table.game.obj(o).card.name for o in decision.options)
    assert names == ["Memnite", "Memnite", "Memnite", "Sphere of Resistance"]
    assert (decision.min, decision.max) == (3, 4)  # {4}{R}: one Mountain may pay {1}
    table.resolve()
    table.assert_zone("Sweatworks Brawler", Zone.BATTLEFIELD)


def test_702_126a_improvise_is_not_a_tap_cost(table: Table) -> None:
    """An artifact creature that just came under its controller's control may be tapped
    for improvise (302.6 is about {T} abilities)."""
    table.battlefield(0, "Memnite", "Memnite", "Memnite", "Memnite", "Memnite", sick=True)
    table.hand(0, "Foundry Assembler")
    table.cast("Foundry Assembler", pay_with={"improvise": ["Memnite"] * 5})
    assert tapped(table, "Memnite") == 5
    table.resolve()
    table.assert_zone("Foundry Assembler", Zone.BATTLEFIELD)


def test_601_2g_a_mana_artifact_is_used_once(table: Table) -> None:
    """Sol Ring taps for {C}{C} or is tapped for improvise, not both: Sol Ring and a Memnite
    pay Foundry Assembler's {5} only with three more mana; the payer taps it for mana."""
    table.battlefield(0, "Sol Ring", "Memnite")
    table.lands(0, "Plains", 1)
    table.hand(0, "Foundry Assembler")
    assert "Foundry Assembler" not in casts(table)
    table.lands(0, "Plains", 1)
    assert "Foundry Assembler" in casts(table)
    table.cast("Foundry Assembler", pay_with={"improvise": ["Memnite"]})
    assert all(o.tapped for o in table.game.battlefield(0))
    table.assert_logged(rule="601.2h", contains="1 generic mana paid by improvise")
    table.resolve()
    table.assert_zone("Foundry Assembler", Zone.BATTLEFIELD)


def test_202_3_improvise_keeps_the_mana_value(table: Table) -> None:
    """CR 202.3, 702.126b: improvise changes what is paid, not the cost."""
    table.battlefield(0, *["Memnite"] * 7)
    table.hand(0, "Barricade Breaker")
    table.cast("Barricade Breaker", pay_with={"improvise": ["Memnite"] * 7})
    spell = table.find("Barricade Breaker", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 7
    table.resolve()
    table.assert_zone("Barricade Breaker", Zone.BATTLEFIELD)


def test_702_126b_improvise_pays_a_reduced_total(table: Table) -> None:
    """Helm of Awakening makes Foundry Assembler cost {4} (601.2f); the Helm itself and three
    Memnites pay it: improvise applies to the locked total cost."""
    table.battlefield(0, "Helm of Awakening", "Memnite", "Memnite", "Memnite", "Memnite")
    table.hand(0, "Foundry Assembler")
    seen = table.on_decision("improvise")
    table.cast("Foundry Assembler")
    (decision,) = seen
    assert (decision.min, decision.max) == (4, 4)  # {4}, not {5}: five artifacts, four pay
    assert tapped(table, "Memnite") + tapped(table, "Helm of Awakening") == 4


def test_601_2h_the_caster_may_improvise_fewer(table: Table) -> None:
    """Improvising is a choice ("you may"): with enough mana, no artifact need be tapped."""
    table.battlefield(0, "Memnite")
    table.lands(0, "Swamp", 5)
    table.hand(0, "Sly Requisitioner")
    seen = table.on_decision("improvise", lambda game, d: ())
    table.cast("Sly Requisitioner")
    (decision,) = seen
    assert decision.min == 0
    table.assert_tapped("Memnite", False)
    table.assert_not_logged(rule="601.2h", contains="paid by improvise")


# --------------------------------------------------------------------------
# The rest of the pool, each cast with improvise and its effect checked
# --------------------------------------------------------------------------


def test_sly_requisitioner_makes_a_servo_when_an_artifact_dies(table: Table) -> None:
    table.battlefield(0, "Memnite", "Memnite", "Memnite", "Memnite")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Sly Requisitioner")
    table.cast("Sly Requisitioner", pay_with={"improvise": ["Memnite"] * 4})
    table.resolve()
    table.hand(1, "Shock")
    table.mana(1, "R")
    table.pass_priority()
    table.cast("Shock", targets=["Memnite"])
    table.resolve()
    table.resolve()
    assert any(o.card.name.startswith("Servo") for o in table.game.battlefield(0))


def test_maverick_thopterist_and_fen_hauler(table: Table) -> None:
    table.battlefield(0, "Memnite", "Memnite", "Memnite")
    table.lands(0, "Island", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Maverick Thopterist", "Fen Hauler")
    table.cast("Maverick Thopterist", pay_with={"improvise": ["Memnite"] * 3})
    table.resolve()
    table.resolve()
    thopters = [o for o in table.game.battlefield(0) if o.card.name.startswith("Thopter")]
    assert len(thopters) == 2 and all(table.game.has_keyword(o.id, "flying") for o in thopters)
    table.lands(0, "Swamp", 1)
    # the two Thopters are untapped artifacts: with the Swamp they can't pay {6}{B} alone
    assert "Fen Hauler" not in casts(table)
    table.battlefield(0, "Memnite", "Memnite", "Memnite", "Memnite")
    thopter = thopters[0].card.name
    table.cast("Fen Hauler", pay_with={"improvise": [thopter, thopter, "Memnite", "Memnite",
                                                     "Memnite", "Memnite"]})
    table.resolve()
    table.assert_zone("Fen Hauler", Zone.BATTLEFIELD)


def test_metallic_rebuke_counters_on_the_opponents_turn(table: Table) -> None:
    """An instant with improvise cast in response: two Memnites pay {2}."""
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Island", 1)
    table.hand(1, "Divination")
    table.lands(1, "Island", 3)
    table.hand(0, "Metallic Rebuke")
    table.set_turn(active=1)
    table.cast("Divination")
    table.pass_priority()  # Bob passes: Alice may respond
    table.cast("Metallic Rebuke", targets=["Divination"],
               pay_with={"improvise": ["Memnite", "Memnite"]})
    table.resolve()
    table.assert_zone("Divination", Zone.GRAVEYARD, player=1)


def test_organic_extinction_spares_the_artifacts_that_paid(table: Table) -> None:
    table.battlefield(0, *["Memnite"] * 8, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 2)
    table.hand(0, "Organic Extinction")
    table.cast("Organic Extinction", pay_with={"improvise": ["Memnite"] * 8})
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, player=1)
    assert sum(1 for o in table.game.battlefield(0) if o.card.name == "Memnite") == 8


def test_the_improvise_choice_is_asked_by_name(table: Table) -> None:
    """The decision's kind is the keyword (a scenario's ``pay_with.improvise``)."""
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Sweatworks Brawler")
    seen = table.on_decision("improvise", by_name("Memnite"))
    table.cast("Sweatworks Brawler")
    (decision,) = seen
    assert decision.rule == "601.2h"
    assert tapped(table, "Memnite") == 1
