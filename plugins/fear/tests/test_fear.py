"""Fear (CR 702.36, 509.1b): the manastack-fear plugin alone, playing printed cards.

The fear creatures are cast from their owner's hand (CR 601.2) and attack on her next turn.
Grizzly Bears, Memnite (an artifact creature) and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_fear import ATTACKER_HAS_FEAR
from pytest_manastack import Table, assert_printed

from manastack.api import (
    Block,
    Rules,
    Step,
    TomlCardSource,
    Zone,
    can_block,
    declare_blockers,
    hookimpl,
)

fear = pytest.mark.plugins("fear")


def cast_and_attack_next_turn(table: Table, name: str, swamps: int) -> None:
    """Alice casts ``name`` (CR 601.2), it resolves (608.3); on her next turn it is no longer
    summoning sick (302.6): the game is in her precombat main phase."""
    table.lands(0, "Swamp", swamps)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0



def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("fear-cards", "manastack_fear", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@fear
def test_fear_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.36a: the keyword line "Fear" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("fear") == "fear"
    card = rules.card("Nezumi Cutthroat")
    assert card.playable
    assert getattr(card.abilities[0], "keyword", None) == "fear"


@fear
@pytest.mark.parametrize(("name", "swamps"), [("Dross Prowler", 3), ("Nezumi Cutthroat", 2)])
def test_only_artifact_or_black_creatures_block_a_fear_creature(
        table: Table, name: str, swamps: int) -> None:
    """CR 702.36b: Grizzly Bears (green) can't block the cast fear creature: not offered
    (509.1a), refused when declared (509.1b, the game as it was, CR 732); Memnite (artifact)
    and Walking Corpse (black) can."""
    cast_and_attack_next_turn(table, name, swamps)
    bears, memnite, corpse = table.battlefield(1, "Grizzly Bears", "Memnite", "Walking Corpse")
    table.attack(name)
    attacker = table.find(name).id
    assert can_block(table.game, bears.id, attacker) == ATTACKER_HAS_FEAR
    assert can_block(table.game, memnite.id, attacker) is None
    assert can_block(table.game, corpse.id, attacker) is None
    assert table.blocks_offered() == {("Memnite", name), ("Walking Corpse", name)}
    before = table.game.state_digest()
    table.assert_illegal(declare_blockers, table.game, [Block(bears.id, attacker)],
                         rule="509.1b")
    assert table.game.state_digest() == before
    table.block({"Walking Corpse": name})
    table.go_to(Step.END_COMBAT)
    table.assert_zone(name, Zone.GRAVEYARD, 0)  # 2 damage from the 2/2 Corpse (704.5g)
    table.assert_life(1, 20)


@fear
def test_an_unblocked_fear_creature_deals_its_damage(table: Table) -> None:
    """CR 702.36b, 510.1a: with only a green creature to block, no blockers decision; the
    cast Dross Prowler's 2 damage reaches Bob."""
    cast_and_attack_next_turn(table, "Dross Prowler", 3)
    table.battlefield(1, "Grizzly Bears")
    table.attack("Dross Prowler")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@fear
def test_a_fear_creature_blocks_anything(table: Table) -> None:
    """CR 702.36b restricts only what blocks the creature with fear: Dross Prowler itself
    blocks Grizzly Bears (Nezumi Cutthroat can't block: its own "can't block", 509.1a,
    read by the kernel)."""
    table.battlefield(0, "Grizzly Bears")
    prowler, cutthroat = table.battlefield(1, "Dross Prowler", "Nezumi Cutthroat")
    table.attack("Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    assert can_block(table.game, prowler.id, bears) is None
    assert can_block(table.game, cutthroat.id, bears) is not None
    assert table.blocks_offered() == {("Dross Prowler", "Grizzly Bears")}


class _FearCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("fear-cards", "manastack_fear", "cards.toml")]


def test_without_the_plugin_a_fear_card_is_refused_naming_it() -> None:
    """A card with fear is refused naming the keyword and the plugin, never played as a
    creature anything can block."""
    table = Table.new(["fear-cards"], extra={"fear-cards": _FearCardsOnly()})
    card = table.game.rules.card("Dross Prowler")
    assert not card.playable
    assert card.missing_keywords == (("fear", "fear"),)
