"""Printed lands that enter tapped and choose a color as they enter, played: "This land enters
tapped. As it enters, choose a color [other than red]." (the two replacements in one line,
Uncharted Haven and the Thriving lands), "As this land enters, choose a color other than red."
(Cliffgate) and "{T}: Add {R} or one mana of the chosen color." (CR 614.1c, 614.12, 105.4,
106.4, 106.7).

The land enters tapped and the player it enters under the control of chooses one of the five
colors, or of the four others when one is left out, kept on the land; its mana ability adds the
chosen color, or its own color instead (chosen as it resolves). An opponent's Exotic Orchard
could produce the chosen color too (106.7).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_label
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

UNCHARTED_HAVEN = CardDef(
    name="Uncharted Haven", mana_cost=None, type_line="Land",
    text="This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the "
         "chosen color.")
THRIVING_BLUFF = CardDef(
    name="Thriving Bluff", mana_cost=None, type_line="Land",
    text="This land enters tapped. As it enters, choose a color other than red.\n{T}: Add {R} "
         "or one mana of the chosen color.")
CLIFFGATE = CardDef(
    name="Cliffgate", mana_cost=None, type_line="Land — Gate",
    text="This land enters tapped.\nAs this land enters, choose a color other than red.\n{T}: "
         "Add {R} or one mana of the chosen color.")
EXOTIC_ORCHARD = CardDef(
    name="Exotic Orchard", mana_cost=None, type_line="Land",
    text="{T}: Add one mana of any color that a land an opponent controls could produce.")

CARDS = (UNCHARTED_HAVEN, THRIVING_BLUFF, CLIFFGATE, EXOTIC_ORCHARD)
kit = pytest.mark.plugins(extra={"enters-choosing-color-kit":
                                 card_pool("enters-choosing-color-kit", CARDS)})


def _play_choosing(table: Table, land: str, color: str) -> list[str]:
    """Alice plays ``land`` choosing ``color`` as it enters; the colors she was offered."""
    table.hand(0, land)
    seen = table.on_decision("choose_color", by_label(color))
    table.play(land)
    table.assert_zone(land, Zone.BATTLEFIELD, 0)
    assert len(seen) == 1
    return list(seen[0].labels)


def _untap(table: Table) -> None:
    """Bob's turn, then Alice's: her untap step untaps her lands (CR 502.3)."""
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()


@kit
def test_uncharted_haven_enters_tapped_and_adds_the_chosen_color(table: Table) -> None:
    """CR 614.1c, 614.12, 105.4: the Haven enters tapped, green chosen among the five colors,
    nothing on the stack; untapped, it adds {G}."""
    offered = _play_choosing(table, "Uncharted Haven", "green")
    assert offered == ["white", "blue", "black", "red", "green"]
    assert not table.game.ids_in(Zone.STACK)
    assert table.find("Uncharted Haven").tapped
    assert any(e.rule == "614.12" and "color green" in e.text for e in table.game.log)
    _untap(table)
    table.tap_for_mana("Uncharted Haven", index=0)
    assert table.pool(0) == ["G"]


@kit
def test_thriving_bluff_offers_four_colors_and_adds_red_or_the_chosen_one(table: Table) -> None:
    """CR 105.4, 614.12: "a color other than red": red is not offered; blue chosen, the
    Bluff enters tapped; it adds {U} or {R}, chosen as the ability resolves (608.2d)."""
    offered = _play_choosing(table, "Thriving Bluff", "blue")
    assert offered == ["white", "blue", "black", "green"]
    assert table.find("Thriving Bluff").tapped
    _untap(table)
    table.answer("mana_color", "U")
    table.tap_for_mana("Thriving Bluff", index=0)
    assert table.pool(0) == ["U"]
    _untap(table)
    table.answer("mana_color", "R")
    table.tap_for_mana("Thriving Bluff", index=0)
    assert table.pool(0) == ["R"]


@kit
def test_thriving_bluff_mana_pays_for_a_blue_spell(table: Table) -> None:
    """CR 106.4, 601.2h: blue chosen, the Bluff's {U} pays for Unsummon, which its {R} could
    not; Grizzly Bears returns to Bob's hand."""
    _play_choosing(table, "Thriving Bluff", "blue")
    _untap(table)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Unsummon")
    table.answer("mana_color", "U")
    table.tap_for_mana("Thriving Bluff", index=0)
    table.cast("Unsummon", targets=[table.find("Grizzly Bears", player=1).id])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)


@kit
def test_cliffgate_chooses_a_color_other_than_red_on_its_own_line(table: Table) -> None:
    """CR 614.1c, 614.12: Cliffgate enters tapped, red not offered; white chosen, it adds
    {W} or {R}."""
    offered = _play_choosing(table, "Cliffgate", "white")
    assert "red" not in offered and len(offered) == 4
    assert table.find("Cliffgate").tapped
    _untap(table)
    table.answer("mana_color", "W")
    table.tap_for_mana("Cliffgate", index=0)
    assert table.pool(0) == ["W"]


@kit
def test_exotic_orchard_could_produce_the_color_an_opponents_land_chose(table: Table) -> None:
    """CR 106.7: Bob's Uncharted Haven, green chosen, could produce {G}: Alice's Exotic
    Orchard adds {G}."""
    table.set_turn(active=1, turn=2)
    table.hand(1, "Uncharted Haven")
    table.answer("choose_color", "green", player=1)
    table.play("Uncharted Haven")
    table.set_turn(active=0, turn=3)
    table.battlefield(0, "Exotic Orchard")
    table.answer("mana_color", "G")
    table.tap_for_mana("Exotic Orchard", index=0)
    assert table.pool(0) == ["G"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


@kit
def test_the_automatic_payment_uses_either_color_of_a_thriving_land(table: Table) -> None:
    """CR 601.2g-h, 608.2d: the automatic payment plans Thriving Bluff's mana as either of its
    two colors (red, or green chosen as it entered): Giant Growth is castable with it alone
    and paid with green; once it is tapped, Lightning Bolt is not castable."""
    _play_choosing(table, "Thriving Bluff", "green")
    _untap(table)
    table.hand(0, "Giant Growth", "Lightning Bolt")
    table.battlefield(0, "Grizzly Bears")
    assert {a.name for a in table.game.legal_actions() if type(a).__name__ == "CastSpell"} \
        == {"Giant Growth", "Lightning Bolt"}
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Grizzly Bears").damage == 0
    assert table.zone_of("Giant Growth") is Zone.GRAVEYARD
    assert any("{G} chosen with the payment's plan" in e.text for e in table.game.log)
    assert not any(type(a).__name__ == "CastSpell" for a in table.game.legal_actions())
