""""Instant and sorcery spells you control have deathtouch" is refused (CR 611.3, 205.2a).

The kernel's layers give abilities to permanents, not to spells on the stack: Pestilent
Spirit's second sentence did nothing (a Shock it should give deathtouch dealt 2 to a 3/3 Hill
Giant and the Giant lived), and the filter matched any spell ("spells" read as one more kind).
Both cards saying it are now refused naming the sentence; the filter reads "instant or
sorcery spell" as a spell of either kind.
"""

from __future__ import annotations

import pytest

from manastack.api import Rules
from manastack.model.cards import CardDef
from manastack_grammar.phrases.filters import parse_filter

PESTILENT_SPIRIT = CardDef(
    name="Pestilent Spirit", mana_cost="{2}{B}", type_line="Creature — Spirit",
    power="3", toughness="2",
    text="Menace, deathtouch\nInstant and sorcery spells you control have deathtouch. (Any "
         "amount of damage they deal to a creature is enough to destroy it.)")
CAST_THROUGH_TIME = CardDef(
    name="Cast Through Time", mana_cost="{4}{U}{U}{U}", type_line="Enchantment",
    text="Instant and sorcery spells you control have rebound. (Exile the spell as it "
         "resolves if you cast it from your hand. At the beginning of your next upkeep, you "
         "may cast that card from exile without paying its mana cost.)")


@pytest.mark.parametrize("card", [PESTILENT_SPIRIT, CAST_THROUGH_TIME], ids=lambda c: c.name)
def test_abilities_given_to_spells_are_refused(card: CardDef) -> None:
    compiled = Rules.load(env={}, enable=["rebound"]).compile(card)
    assert not compiled.playable
    assert any("spells you control have" in u for u in compiled.unrecognized)


@pytest.mark.parametrize("words", ["instant or sorcery spell", "instant and sorcery spells"])
def test_a_spell_of_either_kind_is_no_kind_of_its_own(words: str) -> None:
    """CR 205.2a: "spell" is the noun both kinds qualify: a creature spell is neither."""
    flt = parse_filter(words)
    assert flt.types == ("Spell",)
    assert set(flt.any_types) == {"Instant", "Sorcery"}
