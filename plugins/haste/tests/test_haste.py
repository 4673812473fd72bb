"""Haste (CR 702.10, 302.6, 508.1a, 602.5a, 122.1b): the manastack-haste plugin alone.

Every test enables only the kernel and haste (or, for the "plugin off" tests, the
haste plugin's card file as a plain card source without its rules).
"""

from __future__ import annotations

import pytest
from pytest_manastack import cast_and_resolve

from manastack.api import (
    ContinuousEffect,
    RemoveAbilities,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
    hookimpl,
)


class _HasteCardsOnly:
    """The haste plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("haste-cards", "manastack_haste", "cards.toml")]


CARDS_ONLY = {"haste-cards": _HasteCardsOnly()}


def _lose_haste(table, name: str) -> None:
    """An effect "loses haste" on ``name`` (CR 613.1f, layer 6), started now."""
    game = table.game
    oid = table.find(name, zone=Zone.BATTLEFIELD).id
    game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("haste",)),), objects=(oid,),
                                     text="loses haste"))


# --------------------------------------------------------------------------
# Recognition and registration
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_haste_is_a_keyword_of_the_plugin(rules):
    assert rules.ruleset.plugin_of_keyword("haste") == "haste"
    card = rules.card("Raging Goblin")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["haste"]
    info = next(p for p in rules.ruleset.plugins if p.name == "haste")
    assert info.enabled and info.version == "0.1.0" and info.keywords == ("haste",)
    assert "manastack_ignores_summoning_sickness" in info.hooks


@pytest.mark.plugins("haste")
@pytest.mark.parametrize("name", ["Raging Goblin", "Lightning Elemental", "Cunning Sparkmage",
                                  "Bloodthorn Taunter", "Crashing Drawbridge", "Act of Treason",
                                  "Fervor", "Patrol Signaler"])
def test_every_card_of_the_pool_is_fully_recognised(rules, name):
    card = rules.card(name)
    assert card.playable, (card.unrecognized, card.missing_keywords)


# --------------------------------------------------------------------------
# SEED-22: attacking (508.1a, 702.10b)
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_SEED_22_raging_goblin_attacks_the_turn_it_is_cast(table):
    table.battlefield(0, "Mountain")
    table.hand(0, "Raging Goblin")
    table.cast("Raging Goblin")
    table.resolve()
    assert table.game.summoning_sick(table.find("Raging Goblin").id) is False
    table.attack("Raging Goblin")
    assert table.game.is_attacking(table.find("Raging Goblin").id)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
    table.assert_logged(rule="508.1a", contains="Raging Goblin")


@pytest.mark.plugins("haste")
def test_SEED_22_a_creature_without_haste_cast_this_turn_cant_attack(table):
    table.battlefield(0, "Forest", "Forest", "Mountain")
    table.battlefield(0, "Gray Ogre")  # controlled since the turn began: may attack
    table.hand(0, "Grizzly Bears", "Raging Goblin")
    table.cast("Grizzly Bears")
    table.resolve()
    table.cast("Raging Goblin")
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS)
    options = {str(a) for a in table.game.legal_actions()}
    assert any("Raging Goblin" in o for o in options)
    assert any("Gray Ogre" in o for o in options)
    assert not any("Grizzly Bears" in o for o in options)
    exc = table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")
    assert "302.6" in str(exc)


@pytest.mark.plugins("haste")
def test_SEED_22_lightning_elemental_deals_four_at_once(table):
    cast_and_resolve(table, "Lightning Elemental", lands={"Mountain": 4})
    table.attack("Lightning Elemental")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@pytest.mark.plugins("haste")
def test_SEED_22_haste_does_not_untap_or_let_a_tapped_creature_attack(table):
    table.battlefield(0, "Raging Goblin", tapped=True, sick=True)
    table.battlefield(0, "Gray Ogre")
    table.go_to(Step.DECLARE_ATTACKERS)
    exc = table.assert_illegal(table.attack, "Raging Goblin", rule="508.1a")
    assert "tapped" in str(exc)


# --------------------------------------------------------------------------
# SEED-24: {T} and {Q} abilities (302.6, 602.5a, 702.10c)
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_SEED_24_haste_creature_uses_its_tap_ability_the_turn_it_arrives(table):
    cast_and_resolve(table, "Cunning Sparkmage", lands={"Mountain": 3})
    table.activate("Cunning Sparkmage", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 19)
    assert table.find("Cunning Sparkmage").tapped


@pytest.mark.plugins("haste")
def test_SEED_24_tap_ability_of_a_sick_creature_without_haste_is_refused(table):
    table.battlefield(0, "Prodigal Pyromancer", sick=True)
    exc = table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["opponent"],
                               rule="302.6")
    assert "continuously" in str(exc)
    table.assert_life(1, 20)


@pytest.mark.plugins("haste")
def test_SEED_24_untap_symbol_ability_needs_haste_too(table):
    table.battlefield(0, "Plains", "Plains")
    table.battlefield(0, "Patrol Signaler", tapped=True, sick=True)
    table.assert_illegal(table.activate, "Patrol Signaler", rule="302.6")
    table.battlefield(0, "Fervor")  # creatures you control have haste
    table.activate("Patrol Signaler")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Kithkin Soldier Token") == 1
    assert not table.find("Patrol Signaler").tapped


@pytest.mark.plugins("haste")
def test_SEED_24_a_haste_creature_can_tap_for_mana_at_once(table):
    """The {T} of a creature's mana ability is a {T} ability too (302.6, 605)."""
    table.battlefield(0, "Llanowar Elves", sick=True)
    exc = table.assert_illegal(table.tap_for_mana, "Llanowar Elves", "G")
    assert "{T}" in str(exc)
    table.battlefield(0, "Fervor")
    table.tap_for_mana("Llanowar Elves", "G")
    assert table.game.player(0).mana_pool


# --------------------------------------------------------------------------
# SEED-01: a haste keyword counter (122.1b, 613.1f)
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_SEED_01_haste_counter_lets_a_new_creature_attack(table):
    table.battlefield(0, "Grizzly Bears", sick=True, counters={"haste": 1})
    table.battlefield(0, "Gray Ogre", sick=True)
    assert table.has_keyword("Grizzly Bears", "haste")
    assert not table.has_keyword("Gray Ogre", "haste")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Gray Ogre", rule="508.1a")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@pytest.mark.plugins("haste")
def test_SEED_01_haste_counter_lets_a_new_creature_tap(table):
    table.battlefield(0, "Prodigal Pyromancer", sick=True, counters={"haste": 1})
    table.activate("Prodigal Pyromancer", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 19)


# --------------------------------------------------------------------------
# SEED-28: haste until end of turn (611.2a, 514.2)
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_SEED_28_haste_until_end_of_turn_is_gone_on_the_next_turn(table):
    table.library(1, "Forest")  # the opponent draws next turn
    table.battlefield(0, "Bloodthorn Taunter")
    table.battlefield(0, "Craw Wurm", sick=True)
    table.activate("Bloodthorn Taunter", targets=["Craw Wurm"])
    table.resolve()
    assert table.has_keyword("Craw Wurm", "haste")
    table.attack("Craw Wurm")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)
    table.next_turn()  # the opponent's turn: the effect ended in the cleanup step (514.2)
    assert not table.has_keyword("Craw Wurm", "haste")
    table.assert_logged(rule="514.2", contains="continuous effect")
    assert table.has_keyword("Bloodthorn Taunter", "haste")  # printed haste stays


@pytest.mark.plugins("haste")
def test_SEED_28_bloodthorn_taunter_only_targets_power_five_or_more(table):
    table.battlefield(0, "Bloodthorn Taunter")
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.assert_illegal(table.activate, "Bloodthorn Taunter", targets=["Grizzly Bears"])
    assert not table.has_keyword("Grizzly Bears", "haste")


# --------------------------------------------------------------------------
# Crashing Drawbridge: gain haste until end of turn, from a sick source
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_crashing_drawbridge_cast_this_turn_cant_use_its_own_tap_ability(table):
    cast_and_resolve(table, "Crashing Drawbridge", lands={"Mountain": 2})
    table.assert_illegal(table.activate, "Crashing Drawbridge", rule="302.6")


@pytest.mark.plugins("haste")
def test_crashing_drawbridge_gives_haste_to_creatures_there_as_it_resolves(table):
    table.battlefield(0, "Crashing Drawbridge")
    table.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    table.hand(0, "Grizzly Bears", "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    first = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id
    table.activate("Crashing Drawbridge")
    table.resolve()
    table.cast("Grizzly Bears")  # arrives after the effect began: not affected (611.2c)
    table.resolve()
    second = next(o.id for o in table.game.battlefield(0)
                  if o.card.name == "Grizzly Bears" and o.id != first)
    assert table.game.has_keyword(first, "haste")
    assert not table.game.has_keyword(second, "haste")
    assert table.has_keyword("Crashing Drawbridge", "defender")  # still can't attack itself
    table.go_to(Step.DECLARE_ATTACKERS)
    table.game.respond([a for a in table.game.legal_actions() if a.attacker == first])
    assert table.game.is_attacking(first)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


# --------------------------------------------------------------------------
# Act of Treason: control change, untap, haste until end of turn
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_act_of_treason_steals_untaps_and_attacks(table):
    table.library(1, "Forest")  # the opponent draws next turn
    table.lands(0, "Mountain", 3)
    bears = table.battlefield(1, "Grizzly Bears", tapped=True)[0]
    table.hand(0, "Act of Treason")
    table.cast("Act of Treason", targets=["Grizzly Bears"])
    table.resolve()
    game = table.game
    assert game.controller(bears.id) == 0
    assert not game.obj(bears.id).tapped
    assert game.has_keyword(bears.id, "haste")
    assert [o.id for o in game.battlefield(0) if o.card.name == "Grizzly Bears"] == [bears.id]
    table.assert_logged(rule="613.1b", contains="Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    table.next_turn()
    assert game.controller(bears.id) == 1  # the effect ended in the cleanup step (514.2)
    assert not game.has_keyword(bears.id, "haste")


@pytest.mark.plugins("haste")
def test_act_of_treason_ends_at_cleanup_and_the_owner_attacks_on_their_turn(table):
    """CR 514.2, 302.6: the effect ends in Alice's cleanup step, before Bob's turn begins:
    Bob has controlled his Pyromancer continuously since then, so it attacks and uses {T}
    on his turn; it was not summoning sick for Alice either (haste, 702.10b)."""
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.lands(0, "Mountain", 3)
    pyro = table.battlefield(1, "Prodigal Pyromancer")[0]
    table.hand(0, "Act of Treason")
    table.cast("Act of Treason", targets=["Prodigal Pyromancer"])
    table.resolve()
    game = table.game
    assert game.controller(pyro.id) == 0 and not game.summoning_sick(pyro.id)
    table.next_turn()  # Bob's turn
    assert game.controller(pyro.id) == 1 and game.control_changes(pyro.id) == 2
    assert not game.has_keyword(pyro.id, "haste")
    assert not game.summoning_sick(pyro.id)
    assert "activate Prodigal Pyromancer ability 1" in [str(a) for a in game.legal_actions()]
    table.attack("Prodigal Pyromancer")
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 19)


@pytest.mark.plugins("haste")
def test_act_of_treason_stolen_creature_uses_its_tap_ability(table):
    cast_and_resolve(table, "Act of Treason", lands={"Mountain": 3},
                     theirs=["Prodigal Pyromancer"], targets=["Prodigal Pyromancer"])
    table.activate("Prodigal Pyromancer", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 19)


@pytest.mark.plugins("haste")
def test_a_stolen_creature_without_haste_is_summoning_sick(table):
    """CR 302.6: control gained this turn, no haste: it can't attack or {T}."""
    table.lands(0, "Mountain", 3)
    pyro = table.battlefield(1, "Prodigal Pyromancer")[0]
    table.hand(0, "Act of Treason")
    table.cast("Act of Treason", targets=["Prodigal Pyromancer"])
    table.resolve()
    _lose_haste(table, "Prodigal Pyromancer")
    assert table.game.summoning_sick(pyro.id)
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["opponent"],
                         rule="302.6")


# --------------------------------------------------------------------------
# Static haste, and losing haste (506.4, 508.1a)
# --------------------------------------------------------------------------


@pytest.mark.plugins("haste")
def test_fervor_gives_haste_to_creatures_you_control_only(table):
    table.battlefield(0, "Fervor")
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.battlefield(1, "Gray Ogre", sick=True)
    assert table.has_keyword("Grizzly Bears", "haste")
    assert not table.has_keyword("Gray Ogre", "haste")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@pytest.mark.plugins("haste")
def test_losing_haste_before_attackers_are_declared_means_it_cant_attack(table):
    table.battlefield(0, "Forest", "Forest")
    table.battlefield(0, "Fervor")
    table.battlefield(0, "Grizzly Bears", sick=True)
    table.battlefield(0, "Gray Ogre")
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Fervor"])
    table.resolve()
    table.assert_zone("Fervor", Zone.GRAVEYARD)
    table.go_to(Step.DECLARE_ATTACKERS)
    exc = table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")
    assert "haste" in str(exc)


@pytest.mark.plugins("haste")
def test_losing_haste_after_attacking_keeps_the_creature_in_combat(table):
    table.battlefield(0, "Forest", "Forest")
    table.battlefield(0, "Fervor")
    bears = table.battlefield(0, "Grizzly Bears", sick=True)[0]
    table.hand(0, "Naturalize")
    table.attack("Grizzly Bears")
    table.cast("Naturalize", targets=["Fervor"])  # in the declare attackers step
    table.resolve()
    assert not table.game.has_keyword(bears.id, "haste")
    assert table.game.summoning_sick(bears.id)
    assert table.game.is_attacking(bears.id)  # CR 506.4: nothing removed it from combat
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@pytest.mark.plugins("haste")
def test_an_effect_removing_haste_makes_a_new_creature_sick_again(table):
    table.battlefield(0, "Raging Goblin", sick=True)
    table.battlefield(0, "Gray Ogre")
    _lose_haste(table, "Raging Goblin")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Raging Goblin", rule="508.1a")


@pytest.mark.plugins("haste")
def test_haste_is_irrelevant_for_a_creature_controlled_since_the_turn_began(table):
    table.battlefield(0, "Grizzly Bears")
    assert not table.game.summoning_sick(table.find("Grizzly Bears").id)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


# --------------------------------------------------------------------------
# The plugin off (the kernel's rule for missing keywords; 302.6 for everything)
# --------------------------------------------------------------------------


@pytest.mark.plugins(extra=CARDS_ONLY)
@pytest.mark.parametrize("name", ["Raging Goblin", "Act of Treason", "Crashing Drawbridge",
                                  "Fervor"])
def test_without_the_plugin_a_haste_card_is_refused_naming_the_plugin(table, name):
    table.lands(0, "Mountain", 3)
    with pytest.raises(UnsupportedCardError, match=r"keyword 'haste'.*plugin 'haste'"):
        table.hand(0, name)  # it can't enter a game as it is
    table.put(name, Zone.HAND, 0, inert=True)  # a placeholder, asked for
    assert not table.game.rules.card(name).playable
    table.game.pending()  # the main phase begins (its turn-based actions) before the attempt
    before = table.game.state_digest()
    with pytest.raises(UnsupportedCardError, match=r"keyword 'haste'.*plugin 'haste'"):
        table.cast(name, targets=["Mountain"] if name == "Act of Treason" else ())
    assert table.game.state_digest() == before


@pytest.mark.plugins(extra=CARDS_ONLY)
def test_without_the_plugin_summoning_sickness_applies_to_everything(table):
    """A haste counter still puts "haste" in the keywords (122.1b), with no rules meaning."""
    bears = table.battlefield(0, "Grizzly Bears", sick=True, counters={"haste": 1})[0]
    table.battlefield(0, "Prodigal Pyromancer", sick=True, counters={"haste": 1})
    table.battlefield(0, "Gray Ogre")
    assert table.game.has_keyword(bears.id, "haste")
    assert table.game.summoning_sick(bears.id)
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["opponent"],
                         rule="302.6")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1a")


def test_the_hook_answers_only_for_creatures_with_haste(table_factory):
    import manastack_haste

    table = table_factory()  # kernel only: the hook is called directly
    game = table.game
    bears = game.put("Grizzly Bears", Zone.BATTLEFIELD, 0, sick=True, counters={"haste": 1})
    ogre = game.put("Gray Ogre", Zone.BATTLEFIELD, 0, sick=True)
    assert manastack_haste.manastack_ignores_summoning_sickness(game, bears) is True
    assert manastack_haste.manastack_ignores_summoning_sickness(game, ogre) is None

