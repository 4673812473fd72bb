"""Intimidate (CR 702.13, 509.1b): the manastack-intimidate plugin alone, playing printed
cards.

The intimidate creatures are cast from their owner's hand (CR 601.2) and attack on her next
turn. Grizzly Bears, Gray Ogre, Memnite (an artifact creature) and the basic lands come from
the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_intimidate import ATTACKER_HAS_INTIMIDATE
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

intimidate = pytest.mark.plugins("intimidate")


def cast_and_attack_next_turn(table: Table, name: str, lands: dict[str, int]) -> None:
    """Alice casts ``name`` (CR 601.2), it resolves (608.3); on her next turn it is no longer
    summoning sick (302.6): the game is in her precombat main phase."""
    for land, count in lands.items():
        table.lands(0, land, count)
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
    source = TomlCardSource.from_package("intimidate-cards", "manastack_intimidate",
                                         "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@intimidate
def test_intimidate_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.13a: the keyword line "Intimidate" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("intimidate") == "intimidate"
    assert rules.card("Accursed Spirit").playable


@intimidate
def test_bladetusk_boar_is_blocked_only_by_red_or_artifact_creatures(table: Table) -> None:
    """CR 702.13b: the cast Bladetusk Boar (red) can be blocked by Gray Ogre (shares red) and
    Memnite (artifact), not by Grizzly Bears: not offered (509.1a), refused when declared
    (509.1b, the game as it was, CR 732)."""
    cast_and_attack_next_turn(table, "Bladetusk Boar", {"Mountain": 4})
    bears, _, _ = table.battlefield(1, "Grizzly Bears", "Gray Ogre", "Memnite")
    table.attack("Bladetusk Boar")
    boar = table.find("Bladetusk Boar").id
    assert can_block(table.game, bears.id, boar) == ATTACKER_HAS_INTIMIDATE
    assert table.blocks_offered() == {("Gray Ogre", "Bladetusk Boar"),
                                     ("Memnite", "Bladetusk Boar")}
    before = table.game.state_digest()
    table.assert_illegal(declare_blockers, table.game, [Block(bears.id, boar)], rule="509.1b")
    assert table.game.state_digest() == before
    table.block({"Gray Ogre": "Bladetusk Boar"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Bladetusk Boar", Zone.GRAVEYARD, 0)
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD, 1)


@intimidate
def test_accursed_spirit_unblocked_by_green_and_red(table: Table) -> None:
    """CR 702.13b: the cast Accursed Spirit (black): neither Grizzly Bears nor Gray Ogre
    shares its color; no blockers decision, its 3 damage reaches Bob (510.1a)."""
    cast_and_attack_next_turn(table, "Accursed Spirit", {"Swamp": 4})
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Accursed Spirit")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@intimidate
def test_bellowing_tanglewurm_gives_other_green_creatures_intimidate(table: Table) -> None:
    """CR 613.1f (layer 6): the cast Bellowing Tanglewurm gives Alice's Grizzly Bears
    intimidate; Bob's Gray Ogre (red) can block neither, his own Grizzly Bears (green)
    both; Alice's Gray Ogre (not green) gets nothing."""
    cast_and_attack_next_turn(table, "Bellowing Tanglewurm", {"Forest": 5})
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    assert table.has_keyword("Grizzly Bears", "intimidate")
    assert not table.has_keyword("Gray Ogre", "intimidate")
    table.battlefield(1, "Gray Ogre")
    game = table.game
    ogre = next(o for o in game.battlefield(1) if o.name == "Gray Ogre")
    table.attack("Bellowing Tanglewurm", "Grizzly Bears")
    for name in ("Bellowing Tanglewurm", "Grizzly Bears"):
        attacker = next(o for o in game.battlefield(0) if o.name == name)
        assert can_block(game, ogre.id, attacker.id) == ATTACKER_HAS_INTIMIDATE
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


class _IntimidateCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("intimidate-cards", "manastack_intimidate",
                                            "cards.toml")]


def test_without_the_plugin_an_intimidate_card_is_refused_naming_it() -> None:
    """A card with intimidate is refused naming the keyword and the plugin."""
    table = Table.new(["intimidate-cards"], extra={"intimidate-cards": _IntimidateCardsOnly()})
    card = table.game.rules.card("Accursed Spirit")
    assert not card.playable
    assert card.missing_keywords == (("intimidate", "intimidate"),)
