""""Return a permanent you control to its owner's hand", "you may return another creature you
control ...": one permanent, chosen as the ability resolves (CR 608.2d; not a target,
115.10a), not each of them. The reader used to read "a [permanent] you control" as "each
[permanent] you control": Kor Skyfisher returned every permanent its controller had.

"The exiled card" in an ability other than the one that exiled it (Oblivion Ring: linked
abilities, CR 607.2a) is the card that ability of the same object exiled; it used to mean
whatever "it" was as the second ability resolved (Oblivion Ring returned itself from the
graveyard), and was then refused until linked abilities were read.

Kor Skyfisher, Biblioplex Kraken, Gravelgill Scoundrel and Oblivion Ring come with their exact
Oracle text (the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

KOR_SKYFISHER = CardDef(
    name="Kor Skyfisher", mana_cost="{1}{W}", type_line="Creature — Kor Soldier", power="2",
    toughness="3",
    text="Flying\nWhen this creature enters, return a permanent you control to its owner's "
         "hand.")
BIBLIOPLEX_KRAKEN = CardDef(
    name="Biblioplex Kraken", mana_cost="{4}{U}", type_line="Creature — Kraken", power="4",
    toughness="5",
    text="When this creature enters, scry 3. (Look at the top three cards of your library, "
         "then put any number of them on the bottom and the rest on top in any order.)\n"
         "Whenever this creature attacks, you may return another creature you control to its "
         "owner's hand. If you do, this creature can't be blocked this turn.")
OBLIVION_RING = CardDef(
    name="Oblivion Ring", mana_cost="{2}{W}", type_line="Enchantment",
    text="When this enchantment enters, exile another target nonland permanent.\nWhen this "
         "enchantment leaves the battlefield, return the exiled card to the battlefield under "
         "its owner's control.")

GRAVELGILL_SCOUNDREL = CardDef(
    name="Gravelgill Scoundrel", mana_cost="{1}{U}", type_line="Creature — Merfolk Rogue",
    power="1", toughness="3",
    text="Vigilance\nWhenever this creature attacks, you may tap another untapped creature you "
         "control. If you do, this creature can't be blocked this turn.")

NATURALIZE = CardDef(name="Naturalize", mana_cost="{1}{G}", type_line="Instant",
                     text="Destroy target artifact or enchantment.")

PRINTED = (KOR_SKYFISHER, BIBLIOPLEX_KRAKEN, OBLIVION_RING, GRAVELGILL_SCOUNDREL, NATURALIZE)
kit = pytest.mark.plugins(extra={"testkit": card_pool("one-you-control-testkit", PRINTED)})


def skyfisher_enters(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 2)
    table.hand(0, "Kor Skyfisher")
    table.cast("Kor Skyfisher")
    table.resolve()
    assert table.game.ids_in(Zone.STACK)  # its enters trigger (CR 603.3)


@kit
def test_kor_skyfisher_returns_the_one_permanent_chosen(table: Table) -> None:
    skyfisher_enters(table)
    seen = table.watch_decisions("choose", player=0)
    lions = table.find("Savannah Lions").id
    table.resolve(answers=[Answer("choose", (lions,))])
    assert len(seen) == 1 and len(seen[0].options) == 5  # its controller's five permanents
    assert table.names(Zone.HAND, 0) == ["Savannah Lions"]
    assert sorted(table.names(Zone.BATTLEFIELD, 0)) == [
        "Grizzly Bears", "Kor Skyfisher", "Plains", "Plains"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Hill Giant"]


@kit
def test_kor_skyfisher_refuses_an_opponents_permanent_or_two(table: Table) -> None:
    """CR 608.2d, 732: only one permanent its controller controls; refused, nothing changed."""
    skyfisher_enters(table)
    giant = table.find("Hill Giant").id
    bears, lions = table.find("Grizzly Bears").id, table.find("Savannah Lions").id
    table.assert_illegal(table.resolve, answers=[Answer("choose", (giant,))], rule="608.2d")
    table.assert_illegal(table.resolve, answers=[Answer("choose", (bears, lions))],
                         rule="608.2d")
    assert table.names(Zone.HAND, 0) == []


def kraken_attacks(table: Table, *others: str) -> None:
    table.battlefield(0, "Biblioplex Kraken", *others)
    table.attack("Biblioplex Kraken")
    assert table.game.ids_in(Zone.STACK)  # its attack trigger


@kit
def test_biblioplex_kraken_returning_a_creature_cant_be_blocked(table: Table) -> None:
    kraken_attacks(table, "Grizzly Bears", "Savannah Lions")
    bears = table.find("Grizzly Bears").id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("choose", (bears,))])
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert table.zone_of("Savannah Lions") is Zone.BATTLEFIELD
    assert "cant_be_blocked" in table.restrictions("Biblioplex Kraken")


@kit
def test_biblioplex_kraken_declining_returns_nothing(table: Table) -> None:
    kraken_attacks(table, "Grizzly Bears")
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert "cant_be_blocked" not in table.restrictions("Biblioplex Kraken")


@kit
def test_biblioplex_kraken_with_no_other_creature_has_not_done_it(table: Table) -> None:
    """CR 608.2c: "yes", but there is no other creature to return: it wasn't done."""
    kraken_attacks(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.zone_of("Biblioplex Kraken") is Zone.BATTLEFIELD
    assert "cant_be_blocked" not in table.restrictions("Biblioplex Kraken")


@kit
def test_gravelgill_scoundrel_taps_one_other_untapped_creature(table: Table) -> None:
    """Vigilance leaves it untapped; "another untapped": neither itself nor a tapped one."""
    table.battlefield(0, "Gravelgill Scoundrel", "Grizzly Bears", "Savannah Lions")
    table.battlefield(0, "Hill Giant", tapped=True)
    table.attack("Gravelgill Scoundrel")
    seen = table.watch_decisions("choose", player=0)
    bears = table.find("Grizzly Bears").id
    table.resolve(answers=[Answer("may", ("yes",)), Answer("choose", (bears,))])
    offered = sorted(table.game.obj(o).card.name for o in seen[0].options)
    assert offered == ["Grizzly Bears", "Savannah Lions"]
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Savannah Lions", False)
    assert "cant_be_blocked" in table.restrictions("Gravelgill Scoundrel")


@kit
def test_oblivion_ring_returns_the_card_it_exiled_not_itself(table: Table) -> None:
    """CR 607.2a: destroyed, Oblivion Ring returns the Giant its enter trigger exiled, under
    its owner's control, and stays in the graveyard itself."""
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 3)
    table.hand(0, "Oblivion Ring")
    table.cast("Oblivion Ring")
    table.resolve()  # the enchantment; its trigger targets the only other nonland permanent
    table.resolve()
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Oblivion Ring"])
    table.resolve()
    table.resolve()  # the leaves trigger
    assert table.find("Hill Giant", zone=Zone.BATTLEFIELD).controller == 1
    table.assert_zone("Oblivion Ring", Zone.GRAVEYARD)


@needs_corpus
def test_the_pool_has_the_printed_text() -> None:
    assert_printed(PRINTED)
