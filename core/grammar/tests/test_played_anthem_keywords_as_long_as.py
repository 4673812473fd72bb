"""Printed "[group] you control have [keyword] as long as [condition]", played (CR 611.3a,
613.1f).

Indomitable Archangel (metalcraft: "Artifacts you control have shroud as long as you control
three or more artifacts", 109.4) and Gate Hound ("Creatures you control have vigilance as
long as this creature is enchanted", 303.4): the group has the keyword only while the
condition holds, asked again on every layer pass; the opponent's permanents never.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

INDOMITABLE_ARCHANGEL = CardDef(
    name="Indomitable Archangel", mana_cost="{2}{W}{W}", type_line="Creature — Angel",
    text="Flying\nMetalcraft — Artifacts you control have shroud as long as you control three "
         "or more artifacts. (An artifact with shroud can't be the target of spells or "
         "abilities.)",
    power="4", toughness="4")
GATE_HOUND = CardDef(
    name="Gate Hound", mana_cost="{2}{W}", type_line="Creature — Dog",
    text="Creatures you control have vigilance as long as this creature is enchanted.",
    power="1", toughness="1")
HOLY_STRENGTH = CardDef(
    name="Holy Strength", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+2.")
ORNITHOPTER = CardDef(name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
                      text="Flying", power="0", toughness="2")

PRINTED = (INDOMITABLE_ARCHANGEL, GATE_HOUND, HOLY_STRENGTH, ORNITHOPTER)
kit = pytest.mark.plugins(extra={"anthem-keywords-kit": card_pool("anthem-keywords-kit",
                                                                  PRINTED)})


def _cast(table: Table, name: str, mana: str, targets: list[str] | None = None) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=targets or [])
    table.resolve()


def _has(table: Table, name: str, keyword: str) -> bool:
    return table.has_keyword(name, keyword, zone=Zone.BATTLEFIELD)


@kit
def test_indomitable_archangel_shrouds_artifacts_with_metalcraft(table: Table) -> None:
    """CR 109.4, 702.18a: two artifacts: no shroud; a third: its controller's artifacts have
    shroud (not the Angel, not the opponent's Ornithopter)."""
    table.battlefield(0, "Ornithopter", "Sol Ring")
    table.battlefield(1, "Ornithopter", "Sol Ring", "Sol Ring")
    _cast(table, "Indomitable Archangel", "WWWW")
    ours = table.game.objects_in(Zone.BATTLEFIELD, 0)
    thopter = next(o for o in ours if o.card.name == "Ornithopter")
    assert not table.game.has_keyword(thopter.id, "shroud")
    table.battlefield(0, "Sol Ring")
    table.refresh()
    assert table.game.has_keyword(thopter.id, "shroud")
    assert not _has(table, "Indomitable Archangel", "shroud")
    theirs = next(o for o in table.game.objects_in(Zone.BATTLEFIELD, 1)
                  if o.card.name == "Ornithopter")
    assert not table.game.has_keyword(theirs.id, "shroud")


@kit
def test_gate_hound_gives_vigilance_while_it_is_enchanted(table: Table) -> None:
    """CR 303.4, 613.1f: Holy Strength on Grizzly Bears: no vigilance; on Gate Hound itself:
    the Hound and the Bears have vigilance."""
    table.battlefield(0, "Grizzly Bears")
    _cast(table, "Gate Hound", "WWW")
    _cast(table, "Holy Strength", "W", targets=["Grizzly Bears"])
    assert not _has(table, "Grizzly Bears", "vigilance")
    _cast(table, "Holy Strength", "W", targets=["Gate Hound"])
    assert _has(table, "Grizzly Bears", "vigilance")
    assert _has(table, "Gate Hound", "vigilance")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
