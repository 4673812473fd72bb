"""Monstrosity (CR 701.37): N +1/+1 counters and the monstrous designation, once. Runs
alone with ``pytest plugins/monstrosity`` (kernel + monstrosity only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Mana, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("monstrosity")

CARDS = ("Alpha Deathclaw", "Arbor Colossus", "Chillerpillar", "Domesticated Hydra", "Ember Swallower",
         "Fleecemane Lion", "Gluttonous Cyclops", "Splitting Slime")

#: Printed cards the reader must leave unread (exact Oracle text): a trigger naming the X of
#: "monstrosity X" (701.37c, not carried), a trigger on the card's short name.
UNREAD = {
    "Hydra Broodmaster": ("{X}{X}{G}: Monstrosity X. (If this creature isn't monstrous, put X "
                          "+1/+1 counters on it and it becomes monstrous.)\nWhen this creature "
                          "becomes monstrous, create X X/X green Hydra creature tokens."),
    "Polukranos, World Eater": (
        "{X}{X}{G}: Monstrosity X. (If this creature isn't monstrous, put X +1/+1 counters on "
        "it and it becomes monstrous.)\nWhen Polukranos becomes monstrous, it deals X damage "
        "divided as you choose among any number of target creatures your opponents control. "
        "Each of those creatures deals damage equal to its power to Polukranos."),
}


def monstrous(table: Table, name: str) -> bool:
    return bool(table.find(name, zone=Zone.BATTLEFIELD).tags.get("monstrous"))


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("monstrosity", "manastack_monstrosity", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "monstrosity:monstrosity" in card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_701_37c_a_trigger_naming_x_is_not_read(rules: Any) -> None:
    """The X of "When this creature becomes monstrous, create X X/X ..." is the X the
    permanent became monstrous with (701.37c): not carried to the trigger, so not read."""
    from manastack.api import CardDef

    for name, text in UNREAD.items():
        card = rules.compile(CardDef(name=name, mana_cost="{G}", type_line="Creature — Hydra",
                                     text=text, power="5", toughness="5"))
        assert not card.playable, name


def test_without_the_plugin_monstrosity_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("monstrosity", "manastack_monstrosity", "cards.toml")
    definition = source.get("Gluttonous Cyclops")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_701_37a_counters_and_monstrous_once(table: Table) -> None:
    """Gluttonous Cyclops (5/4): the first activation puts three counters on it and it
    becomes monstrous; the second resolves and does nothing (it is already monstrous)."""
    table.battlefield(0, "Gluttonous Cyclops")
    table.mana(0, "CCCCCRR")
    table.activate("Gluttonous Cyclops")
    table.resolve()
    table.assert_counters("Gluttonous Cyclops", "+1/+1", 3)
    assert monstrous(table, "Gluttonous Cyclops")
    assert table.power("Gluttonous Cyclops") == 8
    table.assert_logged(rule="701.37a", contains="becomes monstrous")
    table.mana(0, "CCCCCRR")
    table.activate("Gluttonous Cyclops")
    table.resolve()
    table.assert_counters("Gluttonous Cyclops", "+1/+1", 3)
    table.assert_logged(rule="701.37a", contains="already monstrous")


def test_701_37a_both_activations_on_the_stack(table: Table) -> None:
    """Activated twice in response: "if this permanent isn't monstrous" is checked as each
    resolves, so only the first one puts counters (three, not six)."""
    table.battlefield(0, "Gluttonous Cyclops")
    table.mana(0, "CCCCCRRCCCCCRR")
    table.activate("Gluttonous Cyclops")
    table.activate("Gluttonous Cyclops")
    table.resolve()
    table.resolve()
    table.assert_counters("Gluttonous Cyclops", "+1/+1", 3)


def test_701_37b_a_new_object_is_not_monstrous(table: Table) -> None:
    """Monstrous stays until the permanent leaves the battlefield (701.37b, 400.7): bounced
    and cast again, the Cyclops may become monstrous again."""
    table.battlefield(0, "Gluttonous Cyclops")
    table.hand(0, "Unsummon")
    table.mana(0, "CCCCCRRU")
    table.activate("Gluttonous Cyclops")
    table.resolve()
    assert monstrous(table, "Gluttonous Cyclops")
    table.cast("Unsummon", targets=["Gluttonous Cyclops"])
    table.resolve()
    table.mana(0, "CCCCCR")
    table.cast("Gluttonous Cyclops")
    table.resolve()
    assert not monstrous(table, "Gluttonous Cyclops")
    table.assert_counters("Gluttonous Cyclops", "+1/+1", 0)


def test_701_37a_the_permanent_gone_nothing_happens(table: Table) -> None:
    """Bounced in response to the activation: the ability resolves and does nothing."""
    table.battlefield(0, "Gluttonous Cyclops")
    table.hand(1, "Unsummon")
    table.mana(0, "CCCCCRR")
    table.mana(1, "U")
    table.activate("Gluttonous Cyclops")
    table.pass_priority()
    table.cast("Unsummon", targets=["Gluttonous Cyclops"])
    table.resolve()
    table.resolve()
    table.assert_zone("Gluttonous Cyclops", Zone.HAND, 0)
    table.assert_logged(rule="701.37a", contains="left the battlefield")


def test_701_37a_monstrosity_x_and_trample_as_long_as_monstrous(table: Table) -> None:
    """Domesticated Hydra, "{X}{G}{G}{G}: Monstrosity X" with X=2: two counters; before, no
    trample; after, trample (611.3a)."""
    table.battlefield(0, "Domesticated Hydra")
    assert not table.has_keyword("Domesticated Hydra", "trample")
    table.mana(0, "CCGGG")
    table.activate("Domesticated Hydra", x=2)
    table.resolve()
    table.assert_counters("Domesticated Hydra", "+1/+1", 2)
    assert table.has_keyword("Domesticated Hydra", "trample")


def test_fleecemane_lion_hexproof_and_indestructible(table: Table) -> None:
    table.battlefield(0, "Fleecemane Lion")
    table.mana(0, "CCCGW")
    assert not table.has_keyword("Fleecemane Lion", "indestructible")
    table.activate("Fleecemane Lion")
    table.resolve()
    assert table.has_keyword("Fleecemane Lion", "hexproof")
    assert table.has_keyword("Fleecemane Lion", "indestructible")
    assert table.power("Fleecemane Lion") == 4


def test_chillerpillar_flying_as_long_as_monstrous(table: Table) -> None:
    table.battlefield(0, "Chillerpillar")
    assert not table.has_keyword("Chillerpillar", "flying")
    table.mana(0, "CCCC")
    table.game.add_mana(0, [Mana("U", snow=True), Mana("U", snow=True)])  # {S}{S} (107.4h)
    table.activate("Chillerpillar")
    table.resolve()
    table.assert_counters("Chillerpillar", "+1/+1", 2)
    assert table.has_keyword("Chillerpillar", "flying")


def test_arbor_colossus_when_it_becomes_monstrous(table: Table) -> None:
    """"When this creature becomes monstrous, destroy target creature with flying an
    opponent controls": triggered once, by the monstrosity, not by a second activation."""
    table.battlefield(0, "Arbor Colossus")
    table.battlefield(1, "Serra Angel", "Air Elemental")
    table.mana(0, "CCCGGG")
    table.activate("Arbor Colossus")
    table.answer("targets", "Serra Angel")
    table.resolve()
    table.assert_counters("Arbor Colossus", "+1/+1", 3)
    table.resolve()
    table.assert_zone("Serra Angel", Zone.GRAVEYARD, 1)
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 1)
    table.mana(0, "CCCGGG")
    table.activate("Arbor Colossus")
    table.resolve()
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 1)
    assert table.names(Zone.STACK) == []


def test_ember_swallower_each_player_sacrifices_three_lands(table: Table) -> None:
    table.battlefield(0, "Ember Swallower", "Mountain", "Mountain", "Mountain", "Mountain")
    table.battlefield(1, "Island", "Island", "Island", "Island")
    table.mana(0, "CCCCCRR")
    table.activate("Ember Swallower")
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 1).count("Island") == 1
    assert table.names(Zone.BATTLEFIELD, 0).count("Mountain") == 1
    table.assert_counters("Ember Swallower", "+1/+1", 3)


def test_701_37b_a_copy_is_not_monstrous(table: Table) -> None:
    """Splitting Slime: "When this creature becomes monstrous, create a token that's a copy
    of this creature": monstrous and counters are not copiable values (701.37b, 707.2), so
    the token is a 3/3 that isn't monstrous and may become monstrous itself."""
    table.battlefield(0, "Splitting Slime")
    table.mana(0, "CCCCGG")
    table.activate("Splitting Slime")
    table.resolve()
    table.resolve()
    slimes = [o for o in table.game.objects_in(Zone.BATTLEFIELD)
              if o.card.name == "Splitting Slime"]
    [token] = [o for o in slimes if o.is_token]
    [card] = [o for o in slimes if not o.is_token]
    assert card.tags.get("monstrous") and card.counter("+1/+1") == 3
    assert not token.tags.get("monstrous") and token.counter("+1/+1") == 0
    assert (table.game.power(token.id), table.game.toughness(token.id)) == (3, 3)


def test_alpha_deathclaw_enters_or_becomes_monstrous(table: Table) -> None:
    """"When this creature enters or becomes monstrous, destroy target permanent" (CR 603.2,
    701.37a): cast, it enters and destroys one permanent; made monstrous, it destroys
    another; a second activation makes it monstrous no more, so nothing triggers."""
    table.battlefield(1, "Serra Angel", "Air Elemental", "Island")
    table.hand(0, "Alpha Deathclaw")
    table.mana(0, "CCCCBG")
    table.answer("targets", "Serra Angel")
    table.cast("Alpha Deathclaw")
    table.resolve()
    table.resolve()
    table.assert_zone("Serra Angel", Zone.GRAVEYARD, 1)
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 1)
    table.mana(0, "CCCCCBG")
    table.answer("targets", "Air Elemental")
    table.activate("Alpha Deathclaw")
    table.resolve()
    table.assert_counters("Alpha Deathclaw", "+1/+1", 4)
    table.resolve()
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 1)
    table.mana(0, "CCCCCBG")
    table.activate("Alpha Deathclaw")
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_zone("Island", Zone.BATTLEFIELD, 1)


def test_alpha_deathclaw_another_becoming_monstrous_triggers_nothing(table: Table) -> None:
    """CR 603.2: "this creature ... becomes monstrous": Gluttonous Cyclops becoming monstrous
    doesn't trigger the Deathclaw's ability."""
    table.battlefield(0, "Alpha Deathclaw", "Gluttonous Cyclops")
    table.battlefield(1, "Serra Angel")
    table.mana(0, "CCCCCRR")
    table.activate("Gluttonous Cyclops")
    table.resolve()
    assert monstrous(table, "Gluttonous Cyclops")
    assert table.names(Zone.STACK) == []
    table.assert_zone("Serra Angel", Zone.BATTLEFIELD, 1)
