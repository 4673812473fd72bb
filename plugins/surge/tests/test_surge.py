"""Surge (CR 702.117): an alternative cost allowed once you cast another spell this turn.
Runs alone with ``pytest plugins/surge`` (kernel + surge only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("surge")

#: Each card of the pool and its surge cost.
CARDS = {"Comparative Analysis": "{2}{U}", "Containment Membrane": "{U}",
         "Crush of Tentacles": "{3}{U}{U}", "Grip of the Roil": "{1}{U}",
         "Jwar Isle Avenger": "{2}{U}", "Overwhelming Denial": "{U}{U}",
         "Boulder Salvo": "{1}{R}", "Goblin Freerunner": "{1}{R}",
         "Tyrant of Valakut": "{3}{R}{R}"}


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def bolt_bob(table: Table, player: int = 0) -> None:
    """``player`` casts Lightning Bolt at the other player: a spell cast this turn."""
    table.hand(player, "Lightning Bolt")
    table.mana(player, "R")
    table.cast("Lightning Bolt", targets=["Bob" if player == 0 else "Alice"])
    table.resolve()


def test_the_pool_is_the_cards_played_with_their_surge_cost(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their surge cost (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("surge", "manastack_surge", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        (ability,) = [a for a in card.abilities if getattr(a, "keyword", None) == "surge"]
        assert str(ability.cost.mana) == cost


def test_without_the_plugin_a_surge_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("surge", "manastack_surge", "cards.toml")
    definition = source.get("Boulder Salvo")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("surge", "surge"),)


def test_702_117a_no_surge_before_another_spell(table: Table) -> None:
    """No spell cast this turn: only the mana cost; the surge cast is refused, the game
    left as it was (732)."""
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Boulder Salvo")
    table.mana(0, "RR")
    assert permissions(table, "Boulder Salvo") == []
    table.assert_illegal(table.cast, "Boulder Salvo", using="surge", targets=["Grizzly Bears"])


def test_702_117a_after_a_spell_the_surge_cost(table: Table) -> None:
    """Alice cast Lightning Bolt: Boulder Salvo may be cast for {1}{R} rather than {4}{R}
    (118.9, 601.2f); its mana value stays 5 (118.9c, 202.3)."""
    bolt_bob(table)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Boulder Salvo")
    table.mana(0, "CR")
    assert "surge" in permissions(table, "Boulder Salvo")
    table.cast("Boulder Salvo", using="surge", targets=["Hill Giant"])
    spell = table.find("Boulder Salvo", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 5
    table.assert_logged(rule="601.2f", contains="{1}{R}")
    table.assert_logged(rule="702.117a", contains="had cast 1 other spell(s) this turn")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


def test_702_117a_an_opponents_spell_doesnt_count(table: Table) -> None:
    """Bob cast a spell this turn, Alice none: "you ... cast another spell" is Alice's own
    (a teammate's would count; an opponent's doesn't)."""
    table.hand(1, "Lightning Bolt")
    table.mana(1, "R")
    table.hand(0, "Grip of the Roil")
    table.mana(0, "CU")
    table.battlefield(1, "Grizzly Bears")
    table.pass_priority()  # Bob gets priority in Alice's main phase
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.game.player(1).spells_cast_this_turn == 1
    assert permissions(table, "Grip of the Roil") == []
    with pytest.raises(IllegalActionError):
        table.cast("Grip of the Roil", using="surge", targets=["Grizzly Bears"])


def test_702_117a_the_record_is_of_this_turn_only(table: Table) -> None:
    """A spell cast last turn doesn't allow surge the next turn."""
    bolt_bob(table)
    table.hand(0, "Goblin Freerunner")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.mana(0, "CR")
    assert "surge" in permissions(table, "Goblin Freerunner")
    table.next_turn()
    table.next_turn()
    table.mana(0, "CR")
    assert "surge" not in permissions(table, "Goblin Freerunner")


def test_118_9a_surge_is_offered_from_the_hand_only(table: Table) -> None:
    bolt_bob(table)
    table.graveyard(0, "Boulder Salvo")
    table.mana(0, "CR")
    assert permissions(table, "Boulder Salvo") == []


def test_a_surge_spell_is_itself_a_spell_cast(table: Table) -> None:
    """Two surge spells in a row: the first one, cast for its surge cost, is the other
    spell the second one needs (601.2i counts it)."""
    bolt_bob(table)
    table.hand(0, "Goblin Freerunner", "Jwar Isle Avenger")
    table.mana(0, "CRCCU")
    table.cast("Goblin Freerunner", using="surge")
    table.resolve()
    table.cast("Jwar Isle Avenger", using="surge")
    table.resolve()
    table.assert_zone("Goblin Freerunner", Zone.BATTLEFIELD, 0)
    table.assert_zone("Jwar Isle Avenger", Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="702.117a", contains="had cast 2 other spell(s) this turn")
    assert table.has_keyword("Goblin Freerunner", "menace")
    assert table.has_keyword("Jwar Isle Avenger", "flying")


# --------------------------------------------------------------------------
# "If its surge cost was paid" (702.117a, 608.2c, 603.4)
# --------------------------------------------------------------------------


def test_crush_of_tentacles_for_its_surge_cost_makes_the_octopus(table: Table) -> None:
    bolt_bob(table)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Island")
    table.hand(0, "Crush of Tentacles")
    table.mana(0, "CCCUU")
    table.cast("Crush of Tentacles", using="surge")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    table.assert_zone("Hill Giant", Zone.HAND, 1)
    table.assert_zone("Island", Zone.BATTLEFIELD, 1)
    (octopus,) = [o for o in table.game.battlefield(0) if o.card.name.startswith("Octopus")]
    assert table.game.chars(octopus.id).power == 8
    table.assert_logged(rule="702.117a", contains="surge cost was paid")


def test_crush_of_tentacles_for_its_mana_cost_makes_no_octopus(table: Table) -> None:
    bolt_bob(table)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Crush of Tentacles")
    table.mana(0, "CCCCUU")
    table.cast("Crush of Tentacles")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.HAND, 1)
    assert table.game.battlefield(0) == []
    table.assert_not_logged(rule="702.117a", contains="surge cost was paid")


def test_tyrant_of_valakut_for_its_surge_cost_deals_3(table: Table) -> None:
    """603.4: the enters trigger exists only when the surge cost was paid."""
    bolt_bob(table)
    table.hand(0, "Tyrant of Valakut")
    table.mana(0, "CCCRR")
    table.cast("Tyrant of Valakut", using="surge")
    table.answer("targets", "Bob")
    table.resolve()
    assert table.game.ids_in(Zone.STACK)  # the enters trigger (603.4: it was paid)
    table.resolve()
    table.assert_life(1, 14)  # 3 from Lightning Bolt, 3 from the Tyrant
    table.assert_logged(rule="702.117a", contains="surge cost was paid")


def test_tyrant_of_valakut_for_its_mana_cost_doesnt_trigger(table: Table) -> None:
    table.hand(0, "Tyrant of Valakut")
    table.mana(0, "CCCCCRR")
    table.cast("Tyrant of Valakut")
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)
    table.assert_zone("Tyrant of Valakut", Zone.BATTLEFIELD, 0)
    table.assert_life(1, 20)


# --------------------------------------------------------------------------
# The rest of the pool, each cast for its surge cost and its effect checked
# --------------------------------------------------------------------------


def test_comparative_analysis_and_overwhelming_denial(table: Table) -> None:
    bolt_bob(table)
    table.library(0, "Island", "Forest", "Swamp")
    table.hand(0, "Comparative Analysis", "Overwhelming Denial")
    table.mana(0, "CCU")
    table.cast("Comparative Analysis", using="surge", targets=["Alice"])
    table.mana(0, "UU")
    table.cast("Overwhelming Denial", using="surge",
               targets=[table.find("Comparative Analysis", zone=Zone.STACK).id])
    table.resolve()
    table.assert_zone("Comparative Analysis", Zone.GRAVEYARD, 0)
    assert sorted(table.names(Zone.HAND, 0)) == []


def test_grip_of_the_roil_and_containment_membrane(table: Table) -> None:
    bolt_bob(table)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.hand(0, "Grip of the Roil", "Containment Membrane")
    table.mana(0, "CU")
    table.cast("Grip of the Roil", using="surge", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    assert table.names(Zone.HAND, 0) == ["Containment Membrane", "Island"]
    table.mana(0, "U")
    table.cast("Containment Membrane", using="surge", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Containment Membrane", Zone.BATTLEFIELD, 0)
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.assert_tapped("Grizzly Bears")  # its controller's next untap step
