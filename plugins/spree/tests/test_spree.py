"""Spree (CR 702.172): choose one or more modes, each with its additional cost, and pay the
costs of those chosen (700.2h, 601.2f). Runs alone with ``pytest plugins/spree`` (kernel +
spree only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, card_pool, cast_and_resolve

from manastack.api import CardDef, Rules, SpellAbility, TomlCardSource, Zone
from manastack_grammar.api import ModeCosts, recognition

#: Two printed outlaws (CR 700.12: a Rogue, a Pirate) for Caught in the Crossfire.
OUTLAWS = (
    CardDef(name="Krovikan Scoundrel", mana_cost="{1}{B}", type_line="Creature — Human Rogue",
            text="", power="2", toughness="1"),
    CardDef(name="Swab Goblin", mana_cost="{1}{R}", type_line="Creature — Goblin Pirate",
            text="", power="2", toughness="2"),
)
pytestmark = pytest.mark.plugins("spree", extra={"outlaws": card_pool("outlaws", OUTLAWS)})

#: Each card of the pool and the costs of its modes, in printed order.
CARDS = {
    "Explosive Derailment": ("{2}", "{2}"),
    "Requisition Raid": ("{1}", "{1}", "{1}"),
    "Insatiable Avarice": ("{2}", "{B}{B}"),
    "Rustler Rampage": ("{1}", "{1}"),
    "Phantom Interference": ("{3}", "{1}"),
    "Caught in the Crossfire": ("{1}", "{1}"),
}


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("spree", "manastack_spree", "cards.toml")


def spree_of(rules: Any, name: str) -> tuple[SpellAbility, ModeCosts]:
    abilities = rules.card(name).abilities
    spell = next(a for a in abilities if isinstance(a, SpellAbility))
    return spell, next(a for a in abilities if isinstance(a, ModeCosts) and a.keyword == "spree")


def test_the_pool_cards_are_the_corpus_cards(rules: Any) -> None:
    source = pool()
    assert sorted(source.names()) == sorted(CARDS)
    assert_printed(source.get(n) for n in CARDS)
    assert_printed(OUTLAWS)


def test_702_172a_each_mode_is_read_with_its_cost(rules: Any) -> None:
    """One modal spell ability, one or more of its modes (700.2), each mode's cost kept."""
    for name, costs in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized)
        spell, spree = spree_of(rules, name)
        assert spell.modal and (spell.min_modes, spell.max_modes) == (1, len(costs))
        assert tuple(str(c) for c in spree.costs) == costs
    spell, _ = spree_of(rules, "Explosive Derailment")
    assert [m.text for m in spell.modes] == ["~ deals 4 damage to target creature.",
                                             "Destroy target artifact."]


def test_without_the_plugin_a_spree_card_is_refused() -> None:
    definition = pool().get("Explosive Derailment")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable


def test_a_mode_not_read_refuses_the_card_naming_its_line(rules: Any) -> None:
    """Final Showdown's second mode ("Choose a creature you control.") is not read: the card is
    refused, the line named, never guessed from the other modes."""
    rec = recognition(rules, CardDef(
        name="Final Showdown", mana_cost="{W}", type_line="Instant",
        text="Spree (Choose one or more additional costs.)\n"
             "+ {1} — All creatures lose all abilities until end of turn.\n"
             "+ {1} — Choose a creature you control. It gains indestructible until end of "
             "turn.\n+ {3}{W}{W} — Destroy all creatures."))
    assert rec.unrecognized == ("+ {1} — Choose a creature you control. It gains "
                                "indestructible until end of turn.",)
    assert not any(isinstance(a, ModeCosts) and a.keyword == "spree" for a in rec.abilities)


def test_text_after_the_modes_is_not_taken_for_spree(rules: Any) -> None:
    rec = recognition(rules, CardDef(
        name="Test Spree", mana_cost="{R}", type_line="Sorcery",
        text="Spree\n+ {1} — Draw a card.\n+ {2} — You gain 2 life.\nYou lose 1 life."))
    assert rec.unrecognized
    assert not any(isinstance(a, ModeCosts) and a.keyword == "spree" for a in rec.abilities)


def test_702_172a_one_mode_pays_its_cost_only(table: Table) -> None:
    """Explosive Derailment, the damage mode alone: {R} + {2} (601.2f); Hill Giant dies, Sol
    Ring (the other mode's would-be target) stays, no target chosen for it (601.2c)."""
    table.battlefield(1, "Sol Ring")
    seen = table.watch_decisions("targets")
    spell = cast_and_resolve(table, "Explosive Derailment", lands={"Mountain": 3},
                             theirs=["Hill Giant"], modes=[0], targets=["Hill Giant"])
    assert spell.spell is not None and spell.spell.paid_additional("spree") == 1
    table.assert_logged(rule="601.2f", contains="= {2}{R} (locked)")
    assert len(seen) == 1  # the chosen mode's target only
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD)
    assert table.tapped_count(0, "Mountain") == 3


def test_702_172a_two_modes_add_both_costs(table: Table) -> None:
    """Both modes: {R} + {2} + {2} = {4}{R}; the mana value stays 1 (118.8d, 202.3)."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Explosive Derailment")
    table.battlefield(1, "Hill Giant", "Sol Ring")
    spell = table.cast("Explosive Derailment", modes=[0, 1], targets=["Hill Giant", "Sol Ring"])
    assert spell.spell is not None and spell.spell.paid_additional("spree") == 2
    table.assert_logged(rule="601.2f", contains="= {4}{R} (locked)")
    assert table.game.mana_value(table.find("Explosive Derailment", zone=Zone.STACK).id) == 1
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_zone("Sol Ring", Zone.GRAVEYARD)


def test_601_2h_the_modes_costs_unpaid_make_the_cast_illegal(table: Table) -> None:
    """Four Mountains can't pay {4}{R}: the cast is refused and nothing changes (CR 732)."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Explosive Derailment")
    table.battlefield(1, "Hill Giant", "Sol Ring")
    table.assert_illegal(table.cast, "Explosive Derailment", modes=[0, 1],
                         targets=["Hill Giant", "Sol Ring"], rule="601.2h")
    table.assert_zone("Explosive Derailment", Zone.HAND)
    assert table.tapped_count(0, "Mountain") == 0


def test_700_2_no_mode_is_not_a_choice(table: Table) -> None:
    """Spree is "choose one or more" (702.172a): casting with no mode is refused."""
    table.lands(0, "Plains", 3)
    table.hand(0, "Rustler Rampage")
    table.assert_illegal(table.cast, "Rustler Rampage", modes=[])
    table.assert_zone("Rustler Rampage", Zone.HAND)


def test_702_172a_all_three_modes(table: Table) -> None:
    """Requisition Raid, every mode: {W} + {1} + {1} + {1}; the artifact and the enchantment
    are destroyed and each creature Bob controls gets a +1/+1 counter, Alice's none."""
    cast_and_resolve(table, "Requisition Raid", lands={"Plains": 4},
                     yours=["Grizzly Bears"], theirs=["Sol Ring", "Glorious Anthem",
                                                      "Hill Giant", "Gray Ogre"],
                     modes=[0, 1, 2], targets=["Sol Ring", "Glorious Anthem", "Bob"])
    table.assert_logged(rule="601.2f", contains="= {3}{W} (locked)")
    table.assert_zone("Sol Ring", Zone.GRAVEYARD)
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD)
    table.assert_counters("Hill Giant", "+1/+1", 1)
    table.assert_counters("Gray Ogre", "+1/+1", 1)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


def test_601_2c_a_mode_with_no_legal_target_may_be_left_out(table: Table) -> None:
    """No artifact or enchantment anywhere: Requisition Raid is cast for its third mode only,
    its one target the player (601.2c: targets of the chosen modes only)."""
    cast_and_resolve(table, "Requisition Raid", lands={"Plains": 2}, yours=["Grizzly Bears"],
                     modes=[2], targets=["Alice"])
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert table.tapped_count(0, "Plains") == 2


def test_608_2b_a_mode_whose_target_left_does_nothing(table: Table) -> None:
    """Explosive Derailment on Hill Giant and Sol Ring; Lightning Bolt kills the Giant first.
    One target is still legal: the spell resolves, the damage mode does nothing (608.2b) and
    the artifact is destroyed."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Explosive Derailment", "Lightning Bolt")
    table.battlefield(1, "Hill Giant", "Sol Ring")
    table.cast("Explosive Derailment", modes=[0, 1], targets=["Hill Giant", "Sol Ring"])
    table.cast("Lightning Bolt", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD)
    table.assert_zone("Explosive Derailment", Zone.GRAVEYARD)
    table.assert_logged(rule="608.2b")


def test_702_172a_a_coloured_mode_cost(table: Table) -> None:
    """Insatiable Avarice's second mode alone: {B} + {B}{B}; Bob draws three and loses 3."""
    table.library(1, "Island", "Island", "Island")
    cast_and_resolve(table, "Insatiable Avarice", lands={"Swamp": 3}, modes=[1],
                     targets=["Bob"])
    table.assert_logged(rule="601.2f", contains="= {B}{B}{B} (locked)")
    assert len(table.names(Zone.HAND, 1)) == 3
    table.assert_life(1, 17)
    table.assert_life(0, 20)


def test_702_172a_rustler_rampage_untaps_and_grants_double_strike(table: Table) -> None:
    """Rustler Rampage, both modes: Alice's tapped creatures untap; Hill Giant gains double
    strike until end of turn (514.2); Bob's tapped creature stays tapped."""
    table.battlefield(0, "Hill Giant", "Grizzly Bears", tapped=True)
    table.battlefield(1, "Gray Ogre", tapped=True)
    cast_and_resolve(table, "Rustler Rampage", lands={"Plains": 3}, modes=[0, 1],
                     targets=["Alice", "Hill Giant"])
    table.assert_tapped("Hill Giant", False)
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Gray Ogre", True)
    assert table.has_keyword("Hill Giant", "double strike")
    table.library(1, "Island")  # Bob's draw of the next turn
    table.next_turn()
    assert not table.has_keyword("Hill Giant", "double strike")


def test_702_172a_phantom_interference_makes_a_spirit(table: Table) -> None:
    """Phantom Interference's first mode alone: {U} + {3}; a 2/2 flying Spirit, no spell
    targeted (the counter mode wasn't chosen)."""
    cast_and_resolve(table, "Phantom Interference", lands={"Island": 4}, modes=[0])
    table.assert_logged(rule="601.2f", contains="= {3}{U} (locked)")
    assert table.names(Zone.BATTLEFIELD, 0).count("Spirit Token") == 1
    assert (table.power("Spirit Token"), table.toughness("Spirit Token")) == (2, 2)
    assert table.has_keyword("Spirit Token", "flying")


def test_702_172a_phantom_interference_counters_unless_paid(table: Table) -> None:
    """The counter mode alone ({U} + {1}) on Shock: its controller can't pay {2}, so Shock is
    countered (701.6a) and Bob keeps his life; no Spirit is made."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Shock", "Phantom Interference")
    table.cast("Shock", targets=["Bob"])
    table.cast("Phantom Interference", modes=[1], targets=["Shock"])
    table.resolve()
    table.assert_zone("Shock", Zone.GRAVEYARD)
    table.resolve_all()
    table.assert_life(1, 20)
    assert "Spirit Token" not in table.names(Zone.BATTLEFIELD)


def test_702_172a_caught_in_the_crossfire_one_side(table: Table) -> None:
    """The outlaw mode alone ({R}{R} + {1}): 2 damage to each outlaw (700.12): the Rogue and
    the Pirate die, Grizzly Bears (no outlaw) is dealt none."""
    cast_and_resolve(table, "Caught in the Crossfire", lands={"Mountain": 3},
                     yours=["Grizzly Bears"], theirs=["Krovikan Scoundrel", "Swab Goblin"],
                     modes=[0])
    table.assert_logged(rule="601.2f", contains="= {1}{R}{R} (locked)")
    table.assert_zone("Krovikan Scoundrel", Zone.GRAVEYARD)
    table.assert_zone("Swab Goblin", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_702_172a_caught_in_the_crossfire_both_sides(table: Table) -> None:
    """Both modes ({R}{R} + {1} + {1}): outlaws and non-outlaws alike are dealt 2 damage."""
    cast_and_resolve(table, "Caught in the Crossfire", lands={"Mountain": 4},
                     yours=["Grizzly Bears"], theirs=["Swab Goblin", "Hill Giant"],
                     modes=[0, 1])
    table.assert_logged(rule="601.2f", contains="= {2}{R}{R} (locked)")
    table.assert_zone("Swab Goblin", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)
