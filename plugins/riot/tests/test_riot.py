"""Riot (CR 702.136, 614.1c, 614.12): the manastack-riot plugin (with haste, which it
requires), playing printed cards. Runs alone with ``pytest plugins/riot``.

Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    IllegalActionError,
    OracleCorpusSource,
    Rules,
    Step,
    TomlCardSource,
    Zone,
    hookimpl,
)

pytestmark = pytest.mark.plugins("riot")


def cast(table: Table, name: str, mana: str, choice: str) -> None:
    """Alice casts ``name`` in her first main phase; as it resolves she answers riot's
    "may" with ``choice`` (the choice is made as it would enter, 614.12)."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.answer("may", choice)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("riot-cards", "manastack_riot", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


def test_riot_is_the_plugins_keyword_and_requires_haste(rules: Rules) -> None:
    """CR 702.136a: "Riot" (reminder text removed) is the plugin's keyword; haste is the
    haste plugin's, which riot requires."""
    assert rules.ruleset.plugin_of_keyword("riot") == "riot"
    assert rules.ruleset.plugin_of_keyword("haste") == "haste"
    for name in ("Zhur-Taa Goblin", "Wrecking Beast", "Frenzied Arynx"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "riot" in rules.printed(card).keywords


def test_702_136a_yes_it_enters_with_the_counter_and_no_haste(table: Table) -> None:
    """CR 702.136a, 122.6: Zhur-Taa Goblin (2/2) enters with the additional +1/+1 counter: a
    3/3 without haste, which can't attack this turn (302.6, 508.1a)."""
    cast(table, "Zhur-Taa Goblin", "RG", "yes")
    table.assert_counters("Zhur-Taa Goblin", "+1/+1", 1)
    assert (table.power("Zhur-Taa Goblin"), table.toughness("Zhur-Taa Goblin")) == (3, 3)
    assert not table.has_keyword("Zhur-Taa Goblin", "haste")
    table.assert_logged(rule="702.136a", contains="enters with an additional +1/+1 counter")
    assert not table.logged(contains="counter(s) put on Zhur-Taa Goblin")
    with pytest.raises(IllegalActionError, match=r"508\.1a"):
        table.attack("Zhur-Taa Goblin")


def test_702_136a_no_it_gains_haste_and_attacks_at_once(table: Table) -> None:
    """CR 702.136a, 702.10b: "If you don't, it gains haste": Zhur-Taa Goblin stays a 2/2,
    has haste and attacks the turn it entered: Bob takes 2."""
    cast(table, "Zhur-Taa Goblin", "RG", "no")
    table.assert_counters("Zhur-Taa Goblin", "+1/+1", 0)
    assert (table.power("Zhur-Taa Goblin"), table.toughness("Zhur-Taa Goblin")) == (2, 2)
    assert table.has_keyword("Zhur-Taa Goblin", "haste")
    table.assert_logged(rule="702.136a", contains="so it gains haste")
    table.attack("Zhur-Taa Goblin")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)


def test_702_136a_haste_lasts_beyond_the_turn(table: Table) -> None:
    """CR 702.136a: "gains haste" has no duration: Wrecking Beast (6/6, trample) still
    has it on Alice's next turn."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest")
    cast(table, "Wrecking Beast", "CCCCCGG", "no")
    table.next_turn()
    table.next_turn()
    assert table.has_keyword("Wrecking Beast", "haste")


def test_702_136a_put_onto_the_battlefield_not_cast_it_still_chooses(table: Table) -> None:
    """CR 702.136a, 614.12: a replacement on entering applies however it enters: Frenzied
    Arynx put onto the battlefield from Alice's graveyard; she takes the counter (4/4)."""
    (arynx,) = table.graveyard(0, "Frenzied Arynx")
    table.answer("may", "yes")
    table.game.move(arynx.id, Zone.BATTLEFIELD, rule="400.7")
    table.assert_zone("Frenzied Arynx", Zone.BATTLEFIELD, 0)
    table.assert_counters("Frenzied Arynx", "+1/+1", 1)
    assert (table.power("Frenzied Arynx"), table.toughness("Frenzied Arynx")) == (4, 4)


def test_400_7_back_from_the_battlefield_it_is_a_new_object_and_chooses_again(
        table: Table) -> None:
    """CR 400.7, 702.136a: Zhur-Taa Goblin entered with haste, is bounced and cast again:
    a new object; this time the counter is chosen, so it has no haste."""
    cast(table, "Zhur-Taa Goblin", "RG", "no")
    goblin = table.game.battlefield(0)[-1]
    table.game.move(goblin.id, Zone.HAND, rule="400.7")
    table.mana(0, "RG")
    table.cast("Zhur-Taa Goblin")
    table.answer("may", "yes")
    table.resolve()
    table.assert_counters("Zhur-Taa Goblin", "+1/+1", 1)
    assert not table.has_keyword("Zhur-Taa Goblin", "haste")


#: The sentence of Uncivil Unrest and Rhythm of the Wild that grants riot (reminder text
#: removed); both cards stay unread for another sentence, so it is played on a card of its own.
GRANT = "Nontoken creatures you control have riot."


def granter(table: Table) -> None:
    card = table.card("Unrest", "Enchantment", GRANT, "{4}{R}")
    table.battlefield(0, card)  # type: ignore[arg-type]


@pytest.mark.parametrize("choice", ["yes", "no"])
def test_614_12_riot_granted_by_a_permanent_applies(table: Table, choice: str) -> None:
    """CR 614.12, 702.136a: "Nontoken creatures you control have riot": Grizzly Bears, as it
    would exist on the battlefield, has riot from the permanent already there: Alice
    chooses; "yes" a 3/3 without haste, "no" a 2/2 with haste."""
    granter(table)
    cast(table, "Grizzly Bears", "GG", choice)
    table.assert_logged(rule="702.136a", contains="Riot: have Grizzly Bears")
    if choice == "yes":
        table.assert_counters("Grizzly Bears", "+1/+1", 1)
        assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
        assert not table.has_keyword("Grizzly Bears", "haste")
    else:
        table.assert_counters("Grizzly Bears", "+1/+1", 0)
        assert table.has_keyword("Grizzly Bears", "haste")


def test_613_1f_a_riot_grant_is_looked_for_only_when_a_static_ability_may_give_it(
        table: Table) -> None:
    """CR 613.1f: the layer pass knows which keywords its static abilities may give: none
    gives riot with lands alone (riot then reads no permanent's abilities), Unrest's does;
    Grizzly Bears entering then has riot (the choice is asked, CR 614.12)."""
    table.lands(0, "Forest", 2)
    assert not table.game.keyword_grant_possible("riot")
    granter(table)
    assert table.game.keyword_grant_possible("riot")
    assert not table.game.keyword_grant_possible("flying")
    cast(table, "Grizzly Bears", "GG", "yes")
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


def test_614_12_granted_riot_only_to_what_the_sentence_names(table: Table) -> None:
    """CR 614.12: the grant is "creatures you control": Grizzly Bears entering under Bob's
    control has no riot, no choice is asked."""
    granter(table)
    (bears,) = table.hand(1, "Grizzly Bears")
    table.game.move(bears.id, Zone.BATTLEFIELD, controller=1, rule="400.7")
    assert not table.logged(rule="702.136a")
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    assert not table.has_keyword("Grizzly Bears", "haste")


def test_702_136b_printed_and_granted_riot_are_two_choices(table: Table) -> None:
    """CR 702.136b, 614.12: Zhur-Taa Goblin has riot printed and riot granted: each works
    separately: "yes" then "no" is a +1/+1 counter and haste."""
    granter(table)
    table.answer("may", "yes")
    cast(table, "Zhur-Taa Goblin", "RG", "no")
    table.assert_counters("Zhur-Taa Goblin", "+1/+1", 1)
    assert table.has_keyword("Zhur-Taa Goblin", "haste")


@pytest.mark.plugins("riot", "oracle")
def test_a_printed_granter_is_refused_for_its_other_sentence(rules: Rules) -> None:
    """Domri, Chaos Bringer reads its loyalty abilities' "gains riot" nowhere yet ("If that
    mana is spent on a creature spell, it gains riot"): refused naming that sentence, never
    played doing less than its text."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    card = rules.card("Domri, Chaos Bringer")
    assert not card.playable
    assert any("it gains riot" in u for u in card.unrecognized), card.unrecognized


@pytest.mark.plugins("riot", "oracle")
def test_uncivil_unrest_played_both_sentences(table: Table) -> None:
    """Uncivil Unrest, both sentences read: Grizzly Bears cast under it is granted riot and
    takes the +1/+1 counter (614.12, 702.136a); a creature of Alice's with a +1/+1 counter
    deals double damage (614.1a): the blocked 3/3 Bears deal 6 to Bob's Craw Wurm (6/4),
    which dies, while Hill Giant, no counter on it, deals its own 3 to Bob."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.battlefield(0, "Uncivil Unrest", "Hill Giant")
    cast(table, "Grizzly Bears", "GG", "yes")
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert not table.has_keyword("Grizzly Bears", "haste")
    table.battlefield(1, "Craw Wurm")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()  # Bob's turn
    table.next_turn()  # Alice's again: the Bears may attack (302.6)
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({"Craw Wurm": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)  # 2 x 3 = 6 damage, toughness 4
    table.assert_life(1, 17)  # Hill Giant's 3, not doubled


@pytest.mark.plugins("riot", "oracle")
def test_rhythm_of_the_wild_played_both_sentences(table: Table) -> None:
    """Rhythm of the Wild, both sentences read: Grizzly Bears cast under it isn't countered
    by Counterspell ("Creature spells you control can't be countered", 101.2) and, granted
    riot, chooses haste as it enters (614.12, 702.136a)."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.set_turn(active=0, step=Step.MAIN1)
    table.battlefield(0, "Rhythm of the Wild")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.hand(0, "Grizzly Bears", "Counterspell")
    table.cast("Grizzly Bears")
    table.cast("Counterspell", targets=["Grizzly Bears"])
    table.answer("may", "no")
    table.resolve_all()
    table.assert_logged(rule="101.2", contains="can't be countered")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Grizzly Bears", "haste")
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


class _RiotCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("riot-cards", "manastack_riot", "cards.toml")]


def test_without_the_plugin_a_riot_card_is_refused_naming_it() -> None:
    """A card with riot is refused naming the keyword and the plugin."""
    table = Table.new(["riot-cards"], extra={"riot-cards": _RiotCardsOnly()})
    card = table.game.rules.card("Zhur-Taa Goblin")
    assert not card.playable
    assert card.missing_keywords == (("riot", "riot"),)
