"""Umbra armor (CR 702.89, 614.1a, 701.8a, 704.5f-h): the manastack-umbra_armor plugin
alone, playing printed cards. Runs alone with ``pytest plugins/umbra_armor``.

Grizzly Bears, Hill Giant, Typhoid Rats, Murder, Lightning Bolt, Wrath of God, Bone
Splinters, Dismember and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import OracleCorpusSource, Rules, Step, TomlCardSource, Zone, hookimpl

pytestmark = pytest.mark.plugins("umbra_armor")

COSTS = {"Boar Umbra": "GGG", "Hyena Umbra": "W", "Eland Umbra": "WW", "Spider Umbra": "G"}


def enchant(table: Table, aura: str, creature: str = "Grizzly Bears") -> None:
    """Alice casts ``aura`` on her ``creature`` (already on the battlefield) and it resolves."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, COSTS[aura])
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    assert table.find(aura, zone=Zone.BATTLEFIELD).attached_to == table.find(creature).id


def cast_resolve(table: Table, name: str, mana: str, **kwargs: object) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, **kwargs)  # type: ignore[arg-type]
    table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("umbra-cards", "manastack_umbra_armor", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_umbra_armor_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.89a: the keyword line "Umbra armor" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("umbra armor") == "umbra_armor"
    card = rules.card("Boar Umbra")
    assert card.playable
    assert "umbra armor" in [getattr(a, "keyword", None) for a in card.abilities]


def test_destroy_effect_destroys_the_aura_instead(table: Table) -> None:
    """CR 702.89a, 701.8a: Murder targets Grizzly Bears enchanted by Boar Umbra: the Aura is
    destroyed instead; the Bears stay, the same object (no zone change, 614.6), a 2/2."""
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Boar Umbra")
    bears = table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 5
    cast_resolve(table, "Murder", "BBB", targets=["Grizzly Bears"])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.find("Grizzly Bears").id == bears
    table.assert_zone("Boar Umbra", Zone.GRAVEYARD, 0)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.assert_logged(rule="702.89a", contains="is removed and Boar Umbra")


def test_lethal_damage_removes_the_damage_and_destroys_the_aura(table: Table) -> None:
    """CR 704.5g, 702.89a: Lightning Bolt deals 3 damage to Grizzly Bears with Hyena Umbra
    (3/3): lethal, the state-based action would destroy it; instead all damage is removed
    and the Aura is destroyed: a 2/2 with no damage, which the next check leaves alone."""
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Hyena Umbra")
    cast_resolve(table, "Lightning Bolt", "R", targets=["Grizzly Bears"])
    table.pass_priority()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hyena Umbra", Zone.GRAVEYARD, 0)
    assert table.find("Grizzly Bears").damage == 0
    table.assert_logged(rule="704.5g", contains="Grizzly Bears")
    table.assert_logged(rule="702.89a", contains="is removed and Hyena Umbra")


def test_deathtouch_damage_is_replaced_too(table: Table) -> None:
    """CR 704.5h, 702.89a: Grizzly Bears with Spider Umbra (3/3) blocks Typhoid Rats
    (deathtouch): destroyed by the state-based action, the Aura goes instead; the Bears
    survive with no damage and no deathtouch damage marked."""
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Spider Umbra")
    table.battlefield(1, "Typhoid Rats")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Typhoid Rats")
    table.block({"Grizzly Bears": "Typhoid Rats"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Spider Umbra", Zone.GRAVEYARD, 0)
    table.assert_zone("Typhoid Rats", Zone.GRAVEYARD, 1)
    bears = table.find("Grizzly Bears")
    assert (bears.damage, bears.deathtouch_damage) == (0, False)
    table.assert_logged(rule="704.5h", contains="Grizzly Bears")


def test_it_is_not_regeneration(table: Table) -> None:
    """CR 702.89a, 701.19c: Wrath of God's creatures "can't be regenerated", but umbra armor
    is no regeneration: Grizzly Bears with Eland Umbra survive; Hill Giant is destroyed."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    enchant(table, "Eland Umbra")
    cast_resolve(table, "Wrath of God", "WWWW")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Eland Umbra", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


def test_a_sacrifice_is_not_a_destruction(table: Table) -> None:
    """CR 701.21a, 702.89a: Alice sacrifices Grizzly Bears with Boar Umbra to cast Bone
    Splinters: sacrificed, not destroyed, umbra armor doesn't apply; the Aura, attached to
    nothing, goes to the graveyard (704.5m)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    enchant(table, "Boar Umbra")
    cast_resolve(table, "Bone Splinters", "B", sacrifice=["Grizzly Bears"],
                 targets=["Hill Giant"])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Boar Umbra", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.89a")


def test_toughness_zero_is_not_a_destruction(table: Table) -> None:
    """CR 704.5f, 702.89a: Dismember gives Grizzly Bears with Boar Umbra (5/5) -5/-5: a 0/0
    put into the graveyard by the state-based action, not destroyed: umbra armor doesn't
    apply."""
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Boar Umbra")
    cast_resolve(table, "Dismember", "BBB", targets=["Grizzly Bears"])
    table.pass_priority()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.89a")


def test_two_umbras_one_is_destroyed(table: Table) -> None:
    """CR 616.1, 702.89a: Grizzly Bears wears Hyena Umbra and Spider Umbra; Murder: two
    replacements apply, Alice (the controller) picks Spider Umbra's; once it applied the
    Bears aren't being destroyed any more (614.6), so Hyena Umbra stays: a 3/3."""
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Hyena Umbra")
    enchant(table, "Spider Umbra")
    spider = table.find("Spider Umbra").id
    asked = table.on_decision("replacement_order",
                              lambda _game, d: [next(o for o in d.options if f":{spider}:" in o)])
    cast_resolve(table, "Murder", "BBB", targets=["Grizzly Bears"])
    assert len(asked) == 1
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Spider Umbra", Zone.GRAVEYARD, 0)
    table.assert_zone("Hyena Umbra", Zone.BATTLEFIELD, 0)
    assert table.power("Grizzly Bears") == 3


def test_destroying_the_aura_itself_is_not_replaced(table: Table) -> None:
    """CR 702.89a: umbra armor protects the enchanted permanent, not the Aura: Naturalize on
    Boar Umbra destroys it; Grizzly Bears, untouched, are a 2/2 again."""
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Boar Umbra")
    cast_resolve(table, "Naturalize", "GG", targets=["Boar Umbra"])
    table.assert_zone("Boar Umbra", Zone.GRAVEYARD, 0)
    assert table.power("Grizzly Bears") == 2
    table.assert_not_logged(rule="702.89a")


class _UmbraCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("umbra-cards", "manastack_umbra_armor",
                                            "cards.toml")]


def test_without_the_plugin_an_umbra_card_is_refused_naming_it() -> None:
    """A card with umbra armor is refused naming the keyword and the plugin."""
    table = Table.new(["umbra-cards"], extra={"umbra-cards": _UmbraCardsOnly()})
    card = table.game.rules.card("Boar Umbra")
    assert not card.playable
    assert card.missing_keywords == (("umbra armor", "umbra_armor"),)


@pytest.mark.plugins("umbra_armor", "oracle")
def test_destroyed_in_the_same_event_as_its_aura(table: Table) -> None:
    """CR 702.89a, 614.12: Planar Cleansing destroys all nonland permanents at once: Grizzly
    Bears with Boar Umbra and Hill Giant with Hyena Umbra survive, whichever of each pair the
    event reaches first; their Auras are destroyed, nothing else survives."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.battlefield(0, "Grizzly Bears")
    enchant(table, "Boar Umbra")
    # the event reaches Hyena Umbra before Hill Giant: it is on the battlefield first
    table.battlefield(0, "Hyena Umbra")
    table.battlefield(0, "Hill Giant")
    table.game.update(table.find("Hyena Umbra").id, attached_to=table.find("Hill Giant").id)
    table.battlefield(1, "Llanowar Elves")
    cast_resolve(table, "Planar Cleansing", "WWWCCC")
    for name in ("Grizzly Bears", "Hill Giant"):
        table.assert_zone(name, Zone.BATTLEFIELD, 0)
    for name in ("Boar Umbra", "Hyena Umbra"):
        table.assert_zone(name, Zone.GRAVEYARD, 0)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="702.89a", contains="is removed and Boar Umbra")
    table.assert_logged(rule="702.89a", contains="is removed and Hyena Umbra")
