"""Ward (CR 702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]". Runs
alone with ``pytest plugins/ward`` (kernel + ward only). Shock, Lightning Bolt, Giant
Growth, Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import (
    CardDef,
    ContinuousEffect,
    KeywordTrigger,
    RemoveAbilities,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("ward")

#: Each card of the pool and what its ward asks.
CARDS = {"Tolarian Terror": "{2}", "Armored Armadillo": "{1}", "Hoverstone Pilgrim": "{2}",
         "Owlin Shieldmage": "Pay 3 life", "Vein Ripper": "Sacrifice a creature",
         "Waterfall Aerialist": "{2}", "Frostfist Strider": "{2}",
         "Lionheart Glimmer": "{2}", "Tomakul Honor Guard": "{2}"}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def bob_shocks(table: Table, target: str, *, lands: int = 1) -> None:
    """Bob, active in his precombat main phase, casts Shock at ``target``."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.lands(1, "Mountain", lands)
    table.hand(1, "Shock")
    table.cast("Shock", targets=[target])


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("ward", "manastack_ward", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_21a_the_keyword_is_a_targeting_trigger_named_ward(rules: Any) -> None:
    card = rules.card("Tomakul Honor Guard")
    (ability,) = card.abilities
    assert isinstance(ability, KeywordTrigger)
    assert (ability.keyword, ability.plugin) == ("ward", "ward")
    assert ability.trigger.event == "becomes_target"
    assert ability.trigger.whose == "opponent"


def test_without_the_plugin_a_ward_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("ward", "manastack_ward", "cards.toml")
    definition = source.get("Tomakul Honor Guard")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("ward", "ward"),)


def test_702_21a_unpaid_the_spell_is_countered(table: Table) -> None:
    """Bob Shocks Tolarian Terror (5/5, ward {2}) with one Mountain, all tapped: he can't pay
    {2}, the Shock is countered (701.6a) and the Terror is unharmed."""
    table.battlefield(0, "Tolarian Terror")
    bob_shocks(table, "Tolarian Terror")
    table.assert_logged(rule="603.2", contains="Ward {2}")
    resolve_stack(table)
    table.assert_logged(rule="702.21a", contains="Shock")
    table.assert_logged(rule="701.6a")
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_zone("Tolarian Terror", Zone.BATTLEFIELD, 0)
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0


def test_702_21a_paid_the_spell_resolves(table: Table) -> None:
    """Bob has two more Mountains and pays {2}: the Shock resolves, 2 damage (118.12)."""
    table.battlefield(0, "Tolarian Terror")
    bob_shocks(table, "Tolarian Terror", lands=3)
    table.answer("pay_unless", True, player=1)
    resolve_stack(table)
    table.assert_logged(rule="702.21a", contains="Bob pays")
    table.assert_zone("Tolarian Terror", Zone.BATTLEFIELD, 0)
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 2


def test_702_21a_he_may_decline_to_pay(table: Table) -> None:
    table.battlefield(0, "Tolarian Terror")
    bob_shocks(table, "Tolarian Terror", lands=3)
    table.answer("pay_unless", False, player=1)
    resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0
    assert table.tapped_count(1) == 1  # only the Mountain that paid for the Shock


def test_702_21a_its_controllers_own_spell_doesnt_trigger_it(table: Table) -> None:
    """Only an opponent's spell or ability: Alice's Giant Growth on her own Terror."""
    table.battlefield(0, "Tolarian Terror", "Forest")
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Tolarian Terror"])
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.resolve()
    assert table.power("Tolarian Terror") == 8


def test_702_21a_ward_pay_life(table: Table) -> None:
    """Owlin Shieldmage (3/3, ward—pay 3 life): Bob pays 3 life and the Shock resolves."""
    table.battlefield(0, "Owlin Shieldmage")
    bob_shocks(table, "Owlin Shieldmage")
    table.answer("pay_unless", True, player=1)
    resolve_stack(table)
    table.assert_life(1, 17)
    table.assert_logged(rule="119.4")
    assert table.find("Owlin Shieldmage", zone=Zone.BATTLEFIELD).damage == 2


def test_702_21a_ward_pay_life_unpayable_counters(table: Table) -> None:
    """With 2 life Bob can't pay 3 life (119.4): the Shock is countered."""
    table.battlefield(0, "Owlin Shieldmage")
    table.game.update_player(1, life=2)
    bob_shocks(table, "Owlin Shieldmage")
    resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_zone("Owlin Shieldmage", Zone.BATTLEFIELD, 0)


def test_702_21a_ward_sacrifice_a_creature(table: Table) -> None:
    """Vein Ripper (ward—sacrifice a creature): Bob sacrifices Grizzly Bears to keep his
    Lightning Bolt... which doesn't kill the 6/5 Ripper but deals 3."""
    table.battlefield(0, "Vein Ripper")
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Vein Ripper"])
    table.answer("pay_unless", True, player=1)
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.find("Vein Ripper", zone=Zone.BATTLEFIELD).damage == 3


def test_113_2c_each_instance_triggers_separately(table: Table) -> None:
    """The Terror granted a second ward {2}: two triggers; Bob pays the first {2} with his
    two untapped Mountains and can't pay the second: the Shock is countered."""
    from manastack.api import AddAbilities

    table.battlefield(0, "Tolarian Terror")
    oid = table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).id
    extra = table.game.rules.card("Tolarian Terror").abilities
    table.game.add_effect(ContinuousEffect(parts=(AddAbilities(extra),), objects=(oid,),
                                           text="gains ward {2}"))
    table.refresh()
    bob_shocks(table, "Tolarian Terror", lands=3)
    assert len(table.game.ids_in(Zone.STACK)) == 3
    table.answer("pay_unless", True, player=1)
    resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0


def test_613_1f_loses_ward_loses_the_trigger(table: Table) -> None:
    table.battlefield(0, "Tolarian Terror")
    oid = table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("ward",)),),
                                           objects=(oid,), text="loses ward"))
    table.refresh()
    assert not table.has_keyword("Tolarian Terror", "ward")
    bob_shocks(table, "Tolarian Terror")
    assert len(table.game.ids_in(Zone.STACK)) == 1


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_21a_each_card_of_the_pool_counters_an_unpaid_shock(table: Table, name: str) -> None:
    """Bob declines (or can't) pay: his Shock is countered."""
    table.battlefield(0, name)
    bob_shocks(table, name)
    table.answer("pay_unless", False, player=1)
    resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    assert table.find(name, zone=Zone.BATTLEFIELD).damage == 0


#: Spells that give a spell new targets (Oracle text), for "becomes the target" after 601.2c.
RETARGET_KIT = card_pool("ward-retarget-kit", (
    CardDef(name="Redirect", mana_cost="{U}{U}", type_line="Instant",
            text="You may choose new targets for target spell."),
    CardDef(name="Twincast", mana_cost="{U}{U}", type_line="Instant",
            text="Copy target instant or sorcery spell. You may choose new targets for the "
                 "copy."),
    CardDef(name="Deflection", mana_cost="{3}{U}", type_line="Instant",
            text="Change the target of target spell with a single target.")))


@pytest.mark.plugins("ward", extra={"ward-retarget-kit": RETARGET_KIT})
def test_115_7d_a_target_changed_to_the_ward_permanent_triggers_ward(table: Table) -> None:
    """Bob Shocks Alice; Alice's Redirect gives the Shock her Tolarian Terror as its new
    target: the Terror becomes the target of a spell Bob controls (115.7d), ward triggers
    (702.21a) and Bob, all tapped, can't pay {2}: the Shock is countered."""
    table.battlefield(0, "Tolarian Terror")
    table.lands(0, "Island", 2)
    table.hand(0, "Redirect")
    bob_shocks(table, "Alice")
    table.pass_priority()
    table.cast("Redirect", targets=["Shock"])
    table.answer("new_targets", "yes", player=0)
    table.answer("targets", "Tolarian Terror", player=0)
    table.resolve()
    table.assert_logged(rule="603.2", contains="Ward {2}")
    resolve_stack(table)
    table.assert_logged(rule="702.21a", contains="Shock")
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0


@pytest.mark.plugins("ward", extra={"ward-retarget-kit": RETARGET_KIT})
def test_115_7a_the_target_changed_to_the_ward_permanent_triggers_ward(table: Table) -> None:
    """Bob Shocks Alice; Alice's Deflection changes the Shock's target to her Tolarian
    Terror (115.7a): the Terror becomes its target, ward triggers and the Shock, unpaid for,
    is countered."""
    table.battlefield(0, "Tolarian Terror")
    table.lands(0, "Island", 4)
    table.hand(0, "Deflection")
    bob_shocks(table, "Alice")
    table.pass_priority()
    table.cast("Deflection", targets=["Shock"])
    table.answer("targets", "Tolarian Terror", player=0)
    table.resolve()
    table.assert_logged(rule="603.2", contains="Ward {2}")
    resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0


@pytest.mark.plugins("ward", extra={"ward-retarget-kit": RETARGET_KIT})
def test_707_10c_a_copy_targeting_the_ward_permanent_triggers_ward(table: Table) -> None:
    """Bob Shocks his own Grizzly Bears, then Twincasts the Shock and gives the copy Alice's
    Tolarian Terror as its target: the Terror becomes the target of the copy, a spell Bob
    controls (707.10c); he can't pay {2}: the copy is countered, the Bears still die."""
    table.battlefield(0, "Tolarian Terror")
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1)
    table.lands(1, "Mountain", 1)
    table.lands(1, "Island", 2)
    table.hand(1, "Shock", "Twincast")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.cast("Twincast", targets=["Shock"])
    table.answer("new_targets", "yes", player=1)
    table.answer("targets", "Tolarian Terror", player=1)
    table.resolve()
    table.assert_logged(rule="603.2", contains="Ward {2}")
    resolve_stack(table)
    table.assert_logged(rule="702.21a", contains="Shock")
    assert table.find("Tolarian Terror", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


def test_702_21a_an_activated_ability_is_countered_too(table: Table) -> None:
    """"A spell or ability": Bob's Prodigal Pyromancer aims its ability at Alice's Waterfall
    Aerialist (3/1, ward {2}); Bob has no mana: the ability is countered (701.6a)."""
    table.battlefield(0, "Waterfall Aerialist")
    table.battlefield(1, "Prodigal Pyromancer")
    table.set_turn(active=1, step=Step.MAIN1)
    table.activate("Prodigal Pyromancer", targets=["Waterfall Aerialist"])
    resolve_stack(table)
    table.assert_logged(rule="702.21a", contains="Prodigal Pyromancer")
    table.assert_logged(rule="701.6a")
    table.assert_zone("Waterfall Aerialist", Zone.BATTLEFIELD, 0)
