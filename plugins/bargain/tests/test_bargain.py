"""Bargain (CR 702.166): the optional additional cost of sacrificing an artifact, enchantment,
or token, and the sentences asking whether the spell was bargained. Runs alone with
``pytest plugins/bargain`` (kernel + bargain only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, needs_corpus

from manastack.api import GameObject, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("bargain")

CARDS = ("Agatha's Champion", "Archon's Glory", "Candy Grapple", "Farsight Ritual",
         "High Fae Negotiator", "Ice Out", "Kellan's Lightblades", "Stonesplitter Bolt",
         "Tenacious Tomeseeker", "Troublemaker Ouphe")
PAY = {"bargain": True}
DONT = {"bargain": False}


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("bargain", "manastack_bargain", "cards.toml")


def token(table: Table, name: str, player: int = 0) -> GameObject:
    """A token copy of the card ``name`` on ``player``'s battlefield (CR 111.1)."""
    return table.game.create_object(table.game.rules.card(name), player, Zone.BATTLEFIELD,
                                    is_token=True)


def test_the_pool_is_read(rules: Any) -> None:
    assert sorted(pool().names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "bargain" in rules.printed(card).keywords


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(pool().get(n) for n in CARDS)


def test_without_the_plugin_a_bargain_card_names_it() -> None:
    from manastack.api import Rules

    definition = pool().get("Candy Grapple")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("bargain", "bargain"),)


def test_702_166a_candy_grapple_bargained_gets_minus_five(table: Table) -> None:
    """Candy Grapple bargained with Memnite (an artifact): the -5/-5 replaces the -3/-3
    (608.2c); Bob's 4/4 dies, Memnite is in the graveyard (701.21a)."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Candy Grapple")
    table.cast("Candy Grapple", targets=["Air Elemental"], pay=PAY, sacrifice=["Memnite"])
    table.assert_zone("Memnite", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.166b", contains="bargained")
    table.resolve_all()
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 1)


def test_702_166a_candy_grapple_not_bargained_gets_minus_three(table: Table) -> None:
    """Not bargained: only -3/-3, Bob's 4/4 survives as a 1/1 and Memnite stays."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Candy Grapple")
    table.cast("Candy Grapple", targets=["Air Elemental"], pay=DONT)
    table.resolve_all()
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    assert (table.power("Air Elemental"), table.toughness("Air Elemental")) == (1, 1)
    table.assert_not_logged(rule="702.166b")


def test_702_166a_a_creature_that_is_no_artifact_enchantment_or_token_cant_pay(
        table: Table) -> None:
    """Grizzly Bears is neither an artifact, an enchantment nor a token: bargain isn't
    offered (118.3), the spell is cast unbargained."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Candy Grapple")
    seen = table.watch_decisions("pay_additional")
    table.cast("Candy Grapple", targets=["Air Elemental"])
    assert seen == []
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 1)


def test_702_166a_only_an_artifact_enchantment_or_token_is_sacrificed(table: Table) -> None:
    """Bargain offered (Memnite) but Grizzly Bears named: refused, the game as it was (CR
    732); the choices were Memnite and the Bears token, never the Bears card."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Memnite", "Grizzly Bears")
    bear_token = token(table, "Grizzly Bears")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Candy Grapple")
    seen = table.watch_decisions("sacrifice")
    card_bears = [o.id for o in table.game.battlefield(0)
                  if o.card.name == "Grizzly Bears" and not o.is_token]
    table.assert_illegal(table.cast, "Candy Grapple", targets=["Air Elemental"], pay=PAY,
                         sacrifice=[card_bears[0]])  # type: ignore[list-item]
    assert [sorted(d.options) for d in seen] == [sorted((table.find("Memnite").id,
                                                         bear_token.id))]
    table.assert_zone("Candy Grapple", Zone.HAND, 0)


def test_702_166a_a_token_creature_pays(table: Table) -> None:
    """A creature token pays bargain (702.166a: "or token"); it ceases to exist (111.7)."""
    table.lands(0, "Swamp", 2)
    bear_token = token(table, "Grizzly Bears")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Candy Grapple")
    table.cast("Candy Grapple", targets=["Air Elemental"], pay=PAY,
               sacrifice=[bear_token.id])  # type: ignore[list-item]
    table.resolve_all()
    assert "Grizzly Bears" not in table.names(Zone.BATTLEFIELD, 0)
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 1)


def test_608_2c_kellans_lightblades_destroys_instead(table: Table) -> None:
    """Kellan's Lightblades bargained (an enchantment sacrificed) at an attacking 4/4:
    destroyed instead of 3 damage."""
    table.set_turn(active=1)
    table.battlefield(1, "Air Elemental")
    table.attack("Air Elemental")
    table.pass_priority()
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Glorious Anthem")
    table.hand(0, "Kellan's Lightblades")
    table.cast("Kellan's Lightblades", targets=["Air Elemental"], pay=PAY,
               sacrifice=["Glorious Anthem"])
    table.resolve_all()
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 1)
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 0)


def test_kellans_lightblades_unbargained_deals_3(table: Table) -> None:
    """Not bargained: 3 damage to the attacking 4/4, which survives."""
    table.set_turn(active=1)
    table.battlefield(1, "Air Elemental")
    table.attack("Air Elemental")
    table.pass_priority()
    table.lands(0, "Plains", 2)
    table.hand(0, "Kellan's Lightblades")
    table.cast("Kellan's Lightblades", targets=["Air Elemental"])
    table.resolve_all()
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 1)


def test_603_4_high_fae_negotiator_drains_only_if_bargained(table: Table) -> None:
    """High Fae Negotiator bargained: its enters trigger drains 3 (an intervening "if")."""
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Memnite")
    table.hand(0, "High Fae Negotiator")
    table.cast("High Fae Negotiator", pay=PAY, sacrifice=["Memnite"])
    table.resolve_all()
    table.assert_life(0, 23)
    table.assert_life(1, 17)


def test_603_4_high_fae_negotiator_unbargained_does_nothing(table: Table) -> None:
    """Not bargained: no trigger, no life change."""
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Memnite")
    table.hand(0, "High Fae Negotiator")
    table.cast("High Fae Negotiator", pay=DONT)
    table.resolve_all()
    table.assert_life(0, 20)
    table.assert_life(1, 20)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


def test_troublemaker_ouphe_exiles_only_if_bargained(table: Table) -> None:
    """Troublemaker Ouphe bargained: Bob's Memnite exiled; unbargained, Bob's other stays."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Glorious Anthem")
    table.battlefield(1, "Memnite")
    table.hand(0, "Troublemaker Ouphe")
    table.cast("Troublemaker Ouphe", pay=PAY, sacrifice=["Glorious Anthem"])
    table.resolve()  # the creature spell
    table.resolve(answers=[])  # its trigger
    table.resolve_all()
    table.assert_zone("Memnite", Zone.EXILE, 1)


def _shock_then_ice_out_in_hand(table: Table) -> None:
    """On Bob's turn he casts Shock at Alice; Alice, with two Islands, Memnite (something to
    bargain) and Ice Out in hand, gets priority (CR 117.3b)."""
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])
    table.pass_priority()
    table.lands(0, "Island", 2)
    table.battlefield(0, "Memnite")
    table.hand(0, "Ice Out")


def test_601_2f_ice_out_costs_one_less_bargained(table: Table) -> None:
    """Ice Out bargained costs {U}{U}: two Islands pay for it and counter Bob's Shock."""
    _shock_then_ice_out_in_hand(table)
    table.cast("Ice Out", targets=["Shock"], pay=PAY, sacrifice=["Memnite"])
    table.resolve_all()
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)


def test_601_2f_ice_out_unbargained_costs_three(table: Table) -> None:
    """Not bargained, Ice Out costs {1}{U}{U}: two Islands can't pay; refused (CR 732)."""
    _shock_then_ice_out_in_hand(table)
    table.assert_illegal(table.cast, "Ice Out", targets=["Shock"], pay=DONT)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


def test_608_2c_stonesplitter_bolt_twice_x_bargained(table: Table) -> None:
    """Stonesplitter Bolt X=2 bargained: 4 damage to Bob's 4/4 (twice X), which dies."""
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Stonesplitter Bolt")
    table.cast("Stonesplitter Bolt", targets=["Air Elemental"], x=2, pay=PAY,
               sacrifice=["Memnite"])
    table.resolve_all()
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 1)


def test_stonesplitter_bolt_x_unbargained(table: Table) -> None:
    """X=2 not bargained: 2 damage, the 4/4 survives."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Stonesplitter Bolt")
    table.cast("Stonesplitter Bolt", targets=["Air Elemental"], x=2)
    table.resolve_all()
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 1)


def test_archons_glory_gains_flying_and_lifelink_only_if_bargained(table: Table) -> None:
    """Archon's Glory bargained: +2/+2, flying and lifelink; then unbargained: +2/+2 only."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.hand(0, "Archon's Glory")
    table.cast("Archon's Glory", targets=["Grizzly Bears"], pay=PAY, sacrifice=["Memnite"])
    table.resolve_all()
    assert table.power("Grizzly Bears") == 4
    assert table.has_keyword("Grizzly Bears", "flying")
    assert table.has_keyword("Grizzly Bears", "lifelink")
    table.hand(0, "Archon's Glory")
    table.battlefield(0, "Hill Giant")
    table.cast("Archon's Glory", targets=["Hill Giant"])
    table.resolve_all()
    assert table.power("Hill Giant") == 5
    assert not table.has_keyword("Hill Giant", "flying")


def test_603_4_agathas_champion_fights_only_if_bargained(table: Table) -> None:
    """Agatha's Champion bargained (Memnite): it fights Bob's Grizzly Bears as it enters
    (701.14a: each deals damage equal to its power to the other); the Bears die, the 4/4
    Champion has 2 damage."""
    table.lands(0, "Forest", 5)
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Agatha's Champion")
    table.cast("Agatha's Champion", pay=PAY, sacrifice=["Memnite"])
    table.answer("targets", "Grizzly Bears")  # the trigger's "up to one target creature"
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.find("Agatha's Champion").damage == 2


def test_agathas_champion_unbargained_no_fight(table: Table) -> None:
    """Not bargained: no trigger, Bob's Bears live and the Champion is undamaged."""
    table.lands(0, "Forest", 5)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Agatha's Champion")
    table.cast("Agatha's Champion")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.find("Agatha's Champion").damage == 0


def test_603_4_tenacious_tomeseeker_returns_a_spell_only_if_bargained(table: Table) -> None:
    """Tenacious Tomeseeker bargained (a token sacrificed): Shock returns from Alice's
    graveyard to her hand; cast again unbargained, nothing returns."""
    table.lands(0, "Island", 6)
    bear_token = token(table, "Grizzly Bears")
    table.graveyard(0, "Shock")
    table.hand(0, "Tenacious Tomeseeker")
    table.cast("Tenacious Tomeseeker", pay=PAY, sacrifice=[bear_token.id])  # type: ignore[list-item]
    table.resolve_all()
    table.assert_zone("Shock", Zone.HAND, 0)
    table.graveyard(0, "Lightning Bolt")
    table.hand(0, "Tenacious Tomeseeker")
    table.cast("Tenacious Tomeseeker")
    table.resolve_all()
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)
