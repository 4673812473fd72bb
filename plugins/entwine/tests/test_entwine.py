"""Entwine (CR 702.42, 700.2, 601.2b, 601.2f-h): the manastack-entwine plugin alone, playing
printed cards.

Hill Giant, Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import IllegalActionError, Rules, TomlCardSource, Zone, hookimpl

entwine = pytest.mark.plugins("entwine")


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("entwine-cards", "manastack_entwine", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@entwine
def test_entwine_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.42a: the keyword line "Entwine {2}" (reminder text removed) is the plugin's, a
    keyword ability carrying its cost; the card's modes stay "choose one"."""
    from manastack_entwine import EntwineAbility

    assert rules.ruleset.plugin_of_keyword("entwine") == "entwine"
    card = rules.card("Barbed Lightning")
    assert card.playable
    [ability] = [a for a in card.abilities if isinstance(a, EntwineAbility)]
    assert str(ability.cost) == "{2}"


@entwine
def test_700_2_not_entwined_one_mode_for_its_mana_cost(table: Table) -> None:
    """CR 700.2, 702.42a: declining to choose all modes, Barbed Lightning is cast for {2}{R}
    with one mode: 3 damage to Hill Giant, no entwine cost, Bob untouched."""
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Barbed Lightning")
    table.answer("all_modes", "no")
    table.cast("Barbed Lightning", modes=[0], targets=["Hill Giant"])
    assert table.tapped_count(0) == 3
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)
    assert not table.logged(rule="702.42a")


@entwine
def test_702_42a_entwined_both_modes_for_the_additional_cost(table: Table) -> None:
    """CR 702.42a, 601.2b, 601.2c, 601.2f: entwined, Barbed Lightning has both modes, a target
    for each (Hill Giant, then Bob), and costs {2}{R} plus {2}: five lands; it deals 3 to
    each."""
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Barbed Lightning")
    table.answer("all_modes", "yes")
    table.cast("Barbed Lightning", targets=["Hill Giant", "Bob"])
    assert table.tapped_count(0) == 5
    table.assert_logged(rule="601.2b", contains="all modes chosen (entwine {2})")
    table.assert_logged(rule="702.42a", contains="entwined")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_life(1, 17)


@entwine
def test_118_8d_the_entwine_cost_is_not_in_the_mana_value(table: Table) -> None:
    """CR 118.8d, 202.3: the entwined Barbed Lightning on the stack has mana value 3, its
    card's, whatever the additional cost paid."""
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Barbed Lightning")
    table.answer("all_modes", "yes")
    table.cast("Barbed Lightning", targets=["Hill Giant", "Bob"])
    spell = table.find("Barbed Lightning", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 3


@entwine
def test_601_2h_an_entwine_cost_that_cant_be_paid_makes_the_cast_illegal(
        table: Table) -> None:
    """CR 601.2f-h, 732: with only three Mountains, the entwined Barbed Lightning ({2}{R} plus
    {2}) can't be paid: the cast is refused and the game is as it was."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Barbed Lightning")
    table.game.pending()
    before = table.game.state_digest()
    table.answer("all_modes", "yes")
    with pytest.raises(IllegalActionError):
        table.cast("Barbed Lightning", targets=["Hill Giant", "Bob"])
    assert table.game.state_digest() == before


@entwine
def test_702_42b_the_modes_are_followed_in_printed_order(table: Table) -> None:
    """CR 702.42b: entwined Dream's Grip ("Tap target permanent." then "Untap target
    permanent.") targets Hill Giant twice (115.3): tapped, then untapped: it ends untapped."""
    table.lands(0, "Island", 2)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Dream's Grip")
    table.answer("all_modes", "yes")
    table.cast("Dream's Grip", targets=["Hill Giant", "Hill Giant"])
    table.resolve()
    table.assert_tapped("Hill Giant", False)
    rules = [e.rule for e in table.game.log if e.rule in ("701.26a", "701.26b")]
    assert rules == ["701.26a", "701.26b"]  # tapped first, then untapped


@entwine
def test_702_42a_a_non_mana_entwine_cost_sacrifice_two_lands(table: Table) -> None:
    """CR 702.42a, 601.2h: Solar Tide entwined for "Sacrifice two lands": both modes destroy
    Grizzly Bears (power 2) and Hill Giant (power 3); two of Alice's Plains are sacrificed."""
    table.lands(0, "Plains", 8)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Solar Tide")
    table.answer("all_modes", "yes")
    table.cast("Solar Tide", sacrifice=["Plains", "Plains"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1) == []
    assert table.names(Zone.BATTLEFIELD, 0).count("Plains") == 6
    assert table.names(Zone.GRAVEYARD, 0).count("Plains") == 2


@entwine
def test_700_2_the_choice_is_not_offered_without_entwine(table: Table) -> None:
    """CR 700.2: a modal spell without entwine (the kernel's Healing Salve, "Choose one") is
    never offered all its modes; the entwined Rain of Rust is, once, and destroys Memnite
    (an artifact) and a Forest."""
    table.lands(0, "Mountain", 9)
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Memnite", "Forest")
    table.hand(0, "Healing Salve", "Rain of Rust")
    asked = table.watch_decisions("all_modes")
    table.cast("Healing Salve", modes=[0], targets=["Alice"])
    table.resolve()
    assert asked == []
    table.answer("all_modes", "yes")
    table.cast("Rain of Rust", targets=["Memnite", "Forest"])
    table.resolve()
    assert len(asked) == 1
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)
    table.assert_zone("Forest", Zone.GRAVEYARD, 1)


@entwine
def test_702_42a_entwined_one_dozen_eyes_makes_both_kinds_of_tokens(table: Table) -> None:
    """CR 702.42a, 702.42b: One Dozen Eyes entwined ({5}{G} plus {G}{G}{G}, nine Forests)
    creates a 5/5 Beast, then five 1/1 Insects."""
    table.lands(0, "Forest", 9)
    table.hand(0, "One Dozen Eyes")
    table.answer("all_modes", "yes")
    table.cast("One Dozen Eyes")
    assert table.tapped_count(0) == 9
    table.resolve()
    names = table.names(Zone.BATTLEFIELD, 0)
    assert names.count("Beast Token") == 1 and names.count("Insect Token") == 5


class _EntwineCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("entwine-cards", "manastack_entwine", "cards.toml")]


def test_without_the_plugin_an_entwine_card_is_refused_naming_it() -> None:
    """A card with entwine is refused naming the keyword and the plugin."""
    table = Table.new(["entwine-cards"], extra={"entwine-cards": _EntwineCardsOnly()})
    card = table.game.rules.card("Barbed Lightning")
    assert not card.playable
    assert card.missing_keywords == (("entwine", "entwine"),)
