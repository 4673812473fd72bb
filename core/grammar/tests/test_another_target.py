""""Another target": two instances of "target" that can't be the same object (CR 115.3).

The same object may be chosen once for each instance of the word "target" (CR 115.3,
601.2c), unless the text says "another target" / "other target": then the later instance
can't take what the earlier ones took. An illegal choice is refused and leaves the game as it
was (CR 732). The source itself may be the "another" target: "another" is set against the
earlier target, not against the source (Ulvenwald Tracker fights with itself as the second
target).

Dissension in the Ranks, Blood Feud, Ulvenwald Tracker and Consume Strength come from the card
source below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import card_pool, needs_corpus

from manastack.api import CastSpell
from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Decision
from manastack.model.objects import Zone

DISSENSION = CardDef(
    name="Dissension in the Ranks", mana_cost="{3}{R}{R}", type_line="Instant",
    text="Target blocking creature fights another target blocking creature.")
BLOOD_FEUD = CardDef(
    name="Blood Feud", mana_cost="{4}{R}{R}", type_line="Sorcery",
    text="Target creature fights another target creature. (Each deals damage equal to its "
         "power to the other.)")
ULVENWALD_TRACKER = CardDef(
    name="Ulvenwald Tracker", mana_cost="{G}", type_line="Creature — Human Shaman", power="1",
    toughness="1", text="{1}{G}, {T}: Target creature you control fights another target creature.")
CONSUME_STRENGTH = CardDef(
    name="Consume Strength", mana_cost="{1}{B}{G}", type_line="Instant",
    text="Target creature gets +2/+2 until end of turn. Another target creature gets -2/-2 "
         "until end of turn.")

PRINTED = (DISSENSION, BLOOD_FEUD, ULVENWALD_TRACKER, CONSUME_STRENGTH)

Kit = card_pool("another-target-testkit", PRINTED)


kit = pytest.mark.plugins(extra={"testkit": Kit})


def _offered(decision: Decision) -> list[str]:
    return sorted(label.split("#")[0] for label in decision.labels)


def _blocking(table_factory: Callable[..., Table], *blocks: tuple[str, str]) -> Table:
    """Player 1 attacks; player 0 blocks as given and has priority in the declare blockers
    step with Dissension in the Ranks in hand and five Mountains."""
    table = table_factory(active=1)
    table.battlefield(1, *(attacker for _, attacker in blocks))
    table.battlefield(0, *(blocker for blocker, _ in blocks))
    table.lands(0, "Mountain", 5)
    table.hand(0, "Dissension in the Ranks")
    table.attack(*(attacker for _, attacker in blocks))
    table.block(dict(blocks))
    table.pass_priority()  # the active player passes: player 0 may cast the instant
    return table


# --------------------------------------------------------------------------
# Dissension in the Ranks
# --------------------------------------------------------------------------


@kit
def test_the_same_blocker_twice_is_refused_and_changes_nothing(
        table_factory: Callable[..., Table]) -> None:
    table = _blocking(table_factory, ("Grizzly Bears", "Hill Giant"),
                      ("Serra Angel", "Craw Wurm"))
    bears = table.find("Grizzly Bears").id
    error = table.assert_illegal(table.cast, "Dissension in the Ranks", targets=[bears, bears],
                                 rule="601.2c")
    assert "another" in str(error) and "115.3" in str(error)
    assert table.zone_of("Dissension in the Ranks") is Zone.HAND


@kit
def test_another_blocker_is_offered_and_they_fight(table_factory: Callable[..., Table]) -> None:
    table = _blocking(table_factory, ("Grizzly Bears", "Hill Giant"),
                      ("Serra Angel", "Craw Wurm"))
    asked = table.watch_decisions("targets")
    table.cast("Dissension in the Ranks", targets=["Serra Angel", "Grizzly Bears"])
    # the first instance offers both blockers, the second only the one not chosen (115.3)
    assert [_offered(d) for d in asked] == [["Grizzly Bears", "Serra Angel"], ["Grizzly Bears"]]
    table.assert_logged(rule="115.3", contains="another")
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD  # 4 damage from the Angel
    assert table.zone_of("Serra Angel") is Zone.BATTLEFIELD  # 2 damage, 4 toughness
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD


@kit
def test_with_one_blocker_it_cant_be_cast(table_factory: Callable[..., Table]) -> None:
    """CR 601.2c: the second instance has no legal choice left: not offered, and refused."""
    table = _blocking(table_factory, ("Grizzly Bears", "Hill Giant"))
    assert not [a for a in table.game.legal_actions()
                if isinstance(a, CastSpell) and a.name == "Dissension in the Ranks"]
    table.assert_illegal(table.cast, "Dissension in the Ranks",
                         targets=["Grizzly Bears", "Grizzly Bears"], rule="601.2c")


# --------------------------------------------------------------------------
# Blood Feud, Consume Strength: the same wording out of combat
# --------------------------------------------------------------------------


@kit
def test_blood_feud_refuses_one_creature_fighting_itself(table: Table) -> None:
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 6)
    table.hand(0, "Blood Feud")
    table.assert_illegal(table.cast, "Blood Feud", targets=["Hill Giant", "Hill Giant"],
                         rule="601.2c")
    table.cast("Blood Feud", targets=["Hill Giant", "Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD


@kit
def test_consume_strength_two_sentences_two_different_creatures(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 2)
    table.hand(0, "Consume Strength")
    table.assert_illegal(table.cast, "Consume Strength",
                         targets=["Grizzly Bears", "Grizzly Bears"], rule="601.2c")
    table.cast("Consume Strength", targets=["Grizzly Bears", "Hill Giant"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4
    assert table.power("Hill Giant") == 1


# --------------------------------------------------------------------------
# Ulvenwald Tracker: an activated ability; the source may be the other target
# --------------------------------------------------------------------------


@kit
def test_ulvenwald_tracker_refuses_the_same_creature_and_may_fight_itself(table: Table) -> None:
    table.battlefield(0, "Ulvenwald Tracker", "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 2)
    table.assert_illegal(table.activate, "Ulvenwald Tracker",
                         targets=["Hill Giant", "Hill Giant"], rule="601.2c")
    asked = table.watch_decisions("targets")
    table.activate("Ulvenwald Tracker", targets=["Hill Giant", "Ulvenwald Tracker"])
    assert _offered(asked[1]) == ["Grizzly Bears", "Ulvenwald Tracker"]
    table.resolve()
    assert table.zone_of("Ulvenwald Tracker") is Zone.GRAVEYARD  # 3 damage from the Giant
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD


@kit
def test_different_instances_without_another_may_share_an_object(rules: Rules) -> None:
    """CR 115.3: without "another", each instance may take the same object: nothing
    excluded."""
    card = rules.compile(CardDef(name="Test Two Targets", mana_cost="{R}", type_line="Instant",
                                 text="Target creature gets +1/+0 until end of turn. Target "
                                      "creature gains haste until end of turn."))
    assert [s.other_than_previous for s in card.abilities[0].modes[0].targets] == [0, 0]
    # after a player target only, "another target creature" is set against the source
    bear = rules.compile(CardDef(name="Test Bear", mana_cost="{1}", type_line="Creature — Bear",
                                 power="1", toughness="1",
                                 text="When this creature enters, target opponent loses 2 life. "
                                      "Put a +1/+1 counter on another target creature."))
    specs = bear.abilities[0].effect.targets
    assert [s.other_than_previous for s in specs] == [0, 0]
    assert specs[1].objects is not None and specs[1].objects.other
    feud = rules.card("Blood Feud")
    assert [s.other_than_previous for s in feud.abilities[0].modes[0].targets] == [0, 1]
    text, playable = explain_card(rules, "Dissension in the Ranks")
    assert playable and "another target blocking creature; not the same as target #1, " \
        "CR 115.3" in text


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_the_pool_has_the_corpus_text() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:  # the tests above use the printed cards as the corpus has them
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text)
