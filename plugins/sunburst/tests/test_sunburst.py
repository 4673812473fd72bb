"""Sunburst (CR 702.44): a counter for each color of mana spent to cast the permanent.
Runs alone with ``pytest plugins/sunburst`` (kernel + sunburst only)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("sunburst")

CARDS = ("Baton of Courage", "Etched Oracle", "Pentad Prism", "Sawtooth Thresher", "Skyreach Manta",
         "Suncrusher", "Suntouched Myr")


def cast(table: Table, name: str, mana: str) -> None:
    """Alice casts ``name`` from her hand with ``mana`` in her pool and it resolves."""
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("sunburst", "manastack_sunburst", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_sunburst_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("sunburst", "manastack_sunburst", "cards.toml")
    definition = source.get("Suntouched Myr")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("sunburst", "sunburst"),)


@pytest.mark.parametrize(("mana", "counters"), [("WUB", 3), ("RRG", 2), ("WUC", 2), ("GGG", 1)])
def test_702_44a_a_creature_gets_a_counter_per_color_spent(table: Table, mana: str,
                                                           counters: int) -> None:
    """Suntouched Myr (0/0) for {3}: as many +1/+1 counters as colors among the mana spent
    (the same color twice counts once; colorless mana is no color, 105.1)."""
    cast(table, "Suntouched Myr", mana)
    table.assert_counters("Suntouched Myr", "+1/+1", counters)
    assert table.power("Suntouched Myr") == counters
    table.assert_logged(rule="702.44a", contains=f"enters with {counters} +1/+1 counter(s)")


def test_702_44b_no_colored_mana_no_counters(table: Table) -> None:
    """Suntouched Myr paid with colorless mana only: no counter, a 0/0 put into its owner's
    graveyard as a state-based action (704.5f)."""
    cast(table, "Suntouched Myr", "CCC")
    table.assert_zone("Suntouched Myr", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.44a")


def test_702_44a_a_noncreature_gets_charge_counters(table: Table) -> None:
    """Pentad Prism (an artifact) paid with {R}{G}: two charge counters, each removed for
    one mana of any color."""
    cast(table, "Pentad Prism", "RG")
    table.assert_counters("Pentad Prism", "charge", 2)
    table.assert_counters("Pentad Prism", "+1/+1", 0)
    table.tap_for_mana("Pentad Prism", "B")
    table.tap_for_mana("Pentad Prism", "W")
    table.assert_counters("Pentad Prism", "charge", 0)
    table.hand(0, "Suntouched Myr")
    table.mana(0, "C")
    table.cast("Suntouched Myr")  # the Prism's {B}{W} and {C}: two colors
    table.resolve()
    table.assert_counters("Suntouched Myr", "+1/+1", 2)


def test_baton_of_courage_its_counters_pump(table: Table) -> None:
    cast(table, "Baton of Courage", "WRG")
    table.assert_counters("Baton of Courage", "charge", 3)
    table.battlefield(0, "Grizzly Bears")
    table.activate("Baton of Courage", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3
    table.assert_counters("Baton of Courage", "charge", 2)


def test_etched_oracle_five_colors_then_draws(table: Table) -> None:
    table.library(1, "Island", "Island", "Island")
    cast(table, "Etched Oracle", "WUBR")
    table.assert_counters("Etched Oracle", "+1/+1", 4)
    table.mana(0, "C")
    table.activate("Etched Oracle", targets=["Bob"])
    table.resolve()
    table.assert_counters("Etched Oracle", "+1/+1", 0)
    table.assert_zone("Etched Oracle", Zone.GRAVEYARD, 0)  # a 0/0 again
    assert len(table.game.hand(1)) == 3


def test_skyreach_manta_two_colors_twice_and_colorless(table: Table) -> None:
    """Skyreach Manta (0/0) for {U}{U}{G}{G}{C}: two colors, two counters, a 2/2 flier."""
    cast(table, "Skyreach Manta", "UUGGC")
    table.assert_counters("Skyreach Manta", "+1/+1", 2)
    assert table.has_keyword("Skyreach Manta", "flying")


def test_suncrusher_its_counters_pay_for_its_abilities(table: Table) -> None:
    cast(table, "Suncrusher", "WUBCCCCCC")
    table.assert_counters("Suncrusher", "+1/+1", 3)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.battlefield(1, "Hill Giant")
    table.mana(0, "CCCC")
    table.activate("Suncrusher", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_counters("Suncrusher", "+1/+1", 2)
    table.mana(0, "CC")
    table.activate("Suncrusher", 1)
    table.resolve()
    table.assert_zone("Suncrusher", Zone.HAND, 0)


def test_sawtooth_thresher_its_bonus_goes_to_itself(table: Table) -> None:
    """Sawtooth Thresher (1/1) for {W}{U}{B}{C}{C}{C}: three counters, a 4/4. "Remove two
    +1/+1 counters from this creature: It gets +4/+4 until end of turn.": "It" is the
    Thresher (CR 113.7, nothing acted on before it), a 2/2 with one counter, +4/+4: a 6/6."""
    cast(table, "Sawtooth Thresher", "WUBCCC")
    table.assert_counters("Sawtooth Thresher", "+1/+1", 3)
    table.activate("Sawtooth Thresher")
    table.resolve()
    table.assert_counters("Sawtooth Thresher", "+1/+1", 1)
    assert table.power("Sawtooth Thresher") == 6
    assert table.toughness("Sawtooth Thresher") == 6
    table.library(1, "Island")
    table.next_turn()
    assert table.power("Sawtooth Thresher") == 2  # until end of turn (514.2)
