"""Static abilities of permanents (manastack_grammar.sentences.statics): characteristic-defining
abilities ("~'s power and toughness are each equal to the number of creature cards in your
graveyard", "~'s power is equal to the number of +1/+1 counters on lands you control", CR
604.3, 613.4a), keywords granted ("During your turn, ~ has hexproof", "Creatures you control
with +1/+1 counters on them have trample"), types added ("Nontoken artifacts you control are
lands in addition to their other types", 613.1d), and "This land enters tapped unless you
control a basic land" (614.1d)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import GameObject, Zone
from manastack.model.turns import Step

# --------------------------------------------------------------------------
# Characteristic-defining abilities (604.3, 613.4a)
# --------------------------------------------------------------------------


def test_power_and_toughness_each_equal_to_a_count_of_cards(table: Table,
                                                            put: Callable[..., GameObject]) -> None:
    """CR 604.3, 613.4a: a characteristic-defining ability (Revenant's wording)."""
    card = table.game.rules.compile(CardDef(
        name="Test Beast", mana_cost="{0}", type_line="Creature — Beast", power="*",
        toughness="*", text="Test Beast's power and toughness are each equal to the number "
                            "of creature cards in your graveyard."))
    assert card.playable, card.unrecognized
    put(table, card, Zone.BATTLEFIELD)
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Lightning Bolt")
    table.graveyard(1, "Gray Ogre")
    assert (table.power("Test Beast"), table.toughness("Test Beast")) == (2, 2)


def test_power_equal_to_counters_on_lands_you_control(table, card):
    seer = card(table, "Test Seer", "Creature — Human",
                "~'s power is equal to the number of +1/+1 counters on lands you control.",
                cost="{G}", power="*", toughness="3")
    obj = table.put(seer, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Forest", counters={"+1/+1": 2})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 4})  # not a land
    table.battlefield(1, "Forest", counters={"+1/+1": 7})  # not yours
    assert (table.game.power(obj.id), table.game.toughness(obj.id)) == (2, 3)


# --------------------------------------------------------------------------
# Keywords and types granted (613.1d)
# --------------------------------------------------------------------------


def test_during_your_turn_it_has_hexproof(table_factory, card):
    table = table_factory()
    guard = card(table, "Test Guard", "Creature — Human", "During your turn, ~ has hexproof.",
                 cost="{G}", power="1", toughness="1")
    obj = table.put(guard, Zone.BATTLEFIELD, 0)
    assert table.game.has_keyword(obj.id, "hexproof")
    other = table_factory(active=1)
    obj2 = other.put(card(other, "Test Guard", "Creature — Human",
                          "During your turn, ~ has hexproof.", cost="{G}", power="1",
                          toughness="1"), Zone.BATTLEFIELD, 0)
    assert not other.game.has_keyword(obj2.id, "hexproof")


def test_creatures_with_plus_counters_have_trample_and_land_creatures_have_vigilance(table, card):
    lord = card(table, "Test Lord", "Enchantment",
                "Creatures you control with +1/+1 counters on them have trample.\n"
                "Land creatures you control have vigilance.")
    assert lord.playable, lord.unrecognized
    table.put(lord, Zone.BATTLEFIELD, 0)
    with_counter = table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})[0]
    without = table.battlefield(0, "Gray Ogre")[0]
    theirs = table.battlefield(1, "Hill Giant", counters={"+1/+1": 1})[0]
    game = table.game
    assert game.has_keyword(with_counter.id, "trample")
    assert not game.has_keyword(without.id, "trample")
    assert not game.has_keyword(theirs.id, "trample")
    assert not game.has_keyword(with_counter.id, "vigilance")


def test_nontoken_artifacts_you_control_are_lands(table, card):
    smith = card(table, "Test Smith", "Enchantment",
                 "Nontoken artifacts you control are lands in addition to their other types.")
    table.put(smith, Zone.BATTLEFIELD, 0)
    mine = table.battlefield(0, "Sol Ring")[0]
    theirs = table.battlefield(1, "Sol Ring")[0]
    ch = table.game.chars(mine.id)
    assert ch.is_land and ch.is_("Artifact")
    assert not table.game.chars(theirs.id).is_land


# --------------------------------------------------------------------------
# Enters tapped (614.1d)
# --------------------------------------------------------------------------


def test_enters_tapped_unless_you_control_a_basic_land(table, card):
    gate = card(table, "Test Gate", "Land",
                "This land enters tapped unless you control a basic land.\n{T}: Add {G}.")
    assert gate.playable, gate.unrecognized
    table.put(gate, Zone.HAND, 0)
    table.play("Test Gate")
    assert table.find("Test Gate").tapped  # no basic land: the replacement applies
    table.put(gate, Zone.HAND, 1)
    table.battlefield(1, "Forest")
    table.game.set_turn(active=1, step=Step.MAIN1, number=2)
    table.play("Test Gate")
    assert not table.find("Test Gate", player=1).tapped
    table.assert_logged(rule="614.1")
