"""Exhaust (CR 702.177): "Exhaust — [cost]: [effect]" is "[cost]: [effect]. Activate only
once." Runs alone with ``pytest plugins/exhaust`` (kernel + exhaust only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import ActivateAbility, Answer, CardDef, OracleCorpusSource, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("exhaust")

CARDS = ("Afterburner Expert", "Draconautics Engineer", "Greenbelt Guardian",
         "Skystreak Engineer")
CORPUS = OracleCorpusSource.default_path()

#: Loot's exhaust mana ability (605.1a); its haste is the haste plugin's.
LOOT = CardDef(
    name="Loot, the Pathfinder", mana_cost="{2}{G}{U}{R}",
    type_line="Legendary Creature — Beast Noble", power="2", toughness="4",
    keywords=("Double strike", "Exhaust", "Haste", "Vigilance"),
    text="Double strike, vigilance, haste\nExhaust — {G}, {T}: Add three mana of any one "
         "color. (Activate each exhaust ability only once.)\nExhaust — {U}, {T}: Draw three "
         "cards.\nExhaust — {R}, {T}: Loot deals 3 damage to any target.")
with_loot = pytest.mark.plugins("exhaust", "haste",
                                extra={"loot": card_pool("loot", (LOOT,))})


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("exhaust", "manastack_exhaust", "cards.toml")


def test_the_pool_is_read(rules: Any) -> None:
    assert sorted(pool().names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed([*(pool().get(n) for n in CARDS), LOOT])


def test_without_the_plugin_an_exhaust_card_names_it() -> None:
    from manastack.api import Rules

    definition = pool().get("Skystreak Engineer")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable


def test_702_177a_activated_once_then_refused(table: Table) -> None:
    """Skystreak Engineer's exhaust ability: two +1/+1 counters; activated again (mana for
    it in the pool), refused with the game unchanged (CR 732)."""
    table.battlefield(0, "Skystreak Engineer")
    table.lands(0, "Island", 10)
    table.activate("Skystreak Engineer")
    table.resolve()
    assert table.counters("Skystreak Engineer", "+1/+1") == 2
    table.assert_illegal(table.activate, "Skystreak Engineer", rule="702.177a")
    assert table.counters("Skystreak Engineer", "+1/+1") == 2


def test_702_177a_still_refused_on_a_later_turn(table: Table) -> None:
    """"Activate only once": not once each turn; on Alice's next turn it is still refused."""
    table.battlefield(0, "Greenbelt Guardian")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.lands(0, "Forest", 4)
    table.activate("Greenbelt Guardian", 1)
    table.resolve()
    assert table.counters("Greenbelt Guardian", "+1/+1") == 3
    table.next_turn()
    table.next_turn()
    table.assert_illegal(table.activate, "Greenbelt Guardian", 1)


def test_702_177a_the_other_ability_is_not_limited(table: Table) -> None:
    """Greenbelt Guardian's "{G}: ... gains trample" may be activated again and again; only
    the exhaust ability is limited."""
    table.battlefield(0, "Greenbelt Guardian")
    table.lands(0, "Forest", 3)
    for _ in range(3):
        table.activate("Greenbelt Guardian", 0, targets=["Greenbelt Guardian"])
        table.resolve()
    assert table.has_keyword("Greenbelt Guardian", "trample")


def test_702_177a_each_exhaust_ability_once(table: Table) -> None:
    """Draconautics Engineer's two exhaust abilities: each once; the first used doesn't stop
    the second (each its own "Activate only once")."""
    table.battlefield(0, "Draconautics Engineer", "Grizzly Bears")
    table.lands(0, "Mountain", 6)
    table.activate("Draconautics Engineer", 0)
    table.resolve()
    assert table.counters("Draconautics Engineer", "+1/+1") == 1
    assert table.has_keyword("Grizzly Bears", "haste")
    table.activate("Draconautics Engineer", 1)
    table.resolve()
    assert len([o for o in table.game.battlefield(0) if o.is_token]) == 1
    table.assert_illegal(table.activate, "Draconautics Engineer", 0)
    table.assert_illegal(table.activate, "Draconautics Engineer", 1)


def test_400_7_a_new_object_may_activate_again(table: Table) -> None:
    """CR 400.7: Skystreak Engineer that left and came back is a new object: its exhaust
    ability may be activated once more."""
    engineer = table.battlefield(0, "Skystreak Engineer")[0]
    table.lands(0, "Island", 10)
    table.activate("Skystreak Engineer")
    table.resolve()
    table.game.move(engineer.id, Zone.HAND)
    table.battlefield(0, "Skystreak Engineer")
    table.activate("Skystreak Engineer")
    table.resolve()
    assert table.counters("Skystreak Engineer", "+1/+1") == 2


def activate_mana_by_index(table: Table, name: str, colour: str) -> None:
    """A restricted mana ability is activated by its index (CR 602.5b), the colour chosen
    as it resolves (605.3b)."""
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if getattr(a, "is_mana_ability", False)]
    table.game.act(ActivateAbility(obj.id, index, name), Answer("mana_output", (colour,)))


@with_loot
def test_605_1a_an_exhaust_mana_ability_once(table: Table) -> None:
    """Loot, the Pathfinder's exhaust mana ability adds three mana of one color; untapped,
    it can't be activated again (702.177a), the game unchanged (CR 732)."""
    table.battlefield(0, "Loot, the Pathfinder")
    table.lands(0, "Forest", 2)
    table.tap_for_mana("Forest", "G")
    activate_mana_by_index(table, "Loot, the Pathfinder", "R")
    # CR 605.3b: its {G} paid from the pool, three red added
    assert sorted(m.color for m in table.game.player(0).mana_pool) == ["R", "R", "R"]
    table.game.untap(table.find("Loot, the Pathfinder").id)
    table.tap_for_mana("Forest", "G")
    table.assert_illegal(activate_mana_by_index, table, "Loot, the Pathfinder", "U")
    assert sorted(m.color for m in table.game.player(0).mana_pool) == ["G", "R", "R", "R"]


def test_603_2_afterburner_expert_returns_when_you_activate_an_exhaust_ability(
        table: Table) -> None:
    """Afterburner Expert in Alice's graveyard: she activates Skystreak Engineer's exhaust
    ability, the Expert's trigger returns it to the battlefield (CR 603.2, 702.177a)."""
    table.battlefield(0, "Skystreak Engineer")
    table.graveyard(0, "Afterburner Expert")
    table.lands(0, "Island", 5)
    table.activate("Skystreak Engineer")
    table.resolve()  # the trigger, above the exhaust ability
    table.assert_zone("Afterburner Expert", Zone.BATTLEFIELD, 0)
    table.resolve()
    assert table.counters("Skystreak Engineer", "+1/+1") == 2


def test_afterburner_expert_not_for_another_ability_nor_an_opponents(table: Table) -> None:
    """Greenbelt Guardian's "{G}: ... gains trample" is no exhaust ability, and Bob's exhaust
    ability is not Alice's: the Expert stays in her graveyard."""
    table.battlefield(0, "Greenbelt Guardian")
    table.graveyard(0, "Afterburner Expert")
    table.lands(0, "Forest", 1)
    table.activate("Greenbelt Guardian", 0, targets=["Greenbelt Guardian"])
    table.resolve_all()
    table.assert_zone("Afterburner Expert", Zone.GRAVEYARD, 0)
    table.set_turn(active=1)
    table.battlefield(1, "Skystreak Engineer")
    table.lands(1, "Island", 5)
    table.activate("Skystreak Engineer")
    table.resolve_all()
    table.assert_zone("Afterburner Expert", Zone.GRAVEYARD, 0)


@with_loot
def test_603_2_an_exhaust_mana_ability_triggers_afterburner_expert(table: Table) -> None:
    """Loot's exhaust mana ability is an exhaust ability activated (605.1a, 603.2): the
    Expert's trigger goes on the stack (603.3) and returns it."""
    table.battlefield(0, "Loot, the Pathfinder")
    table.graveyard(0, "Afterburner Expert")
    table.mana(0, "G")
    activate_mana_by_index(table, "Loot, the Pathfinder", "G")
    table.resolve_all()
    table.assert_zone("Afterburner Expert", Zone.BATTLEFIELD, 0)
