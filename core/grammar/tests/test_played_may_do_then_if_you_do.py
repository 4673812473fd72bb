"""Printed "you may [do something]. If you do, ..." whose second sentence names what the
first one did, played (CR 608.2c: the text is read as a whole; 608.2d, 603.5).

Barrowgoyf: "you may mill that many cards. If you do, you may put a creature card from among
them into your hand": "them" is the cards just milled (701.17a), as after "Mill N cards.";
only a creature card among them is offered, and declining the mill mills nothing. Feed the
Pack: "you may sacrifice a nontoken creature. If you do, create X ... tokens, where X is the
sacrificed creature's toughness" (608.2h: as it last existed). Niambi, Esteemed Speaker:
"you may return another target creature you control to its owner's hand. If you do, you gain
life equal to that creature's mana value" (202.3).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, by_name, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BARROWGOYF = CardDef(
    name="Barrowgoyf", mana_cost="{2}{B}", type_line="Creature — Lhurgoyf", power="*",
    toughness="1+*", keywords=("Deathtouch", "Lifelink", "Mill"),
    text="Deathtouch, lifelink\nBarrowgoyf's power is equal to the number of card types "
         "among cards in all graveyards and its toughness is equal to that number plus 1.\n"
         "Whenever this creature deals combat damage to a player, you may mill that many "
         "cards. If you do, you may put a creature card from among them into your hand.")
FEED_THE_PACK = CardDef(
    name="Feed the Pack", mana_cost="{5}{G}", type_line="Enchantment",
    text="At the beginning of your end step, you may sacrifice a nontoken creature. If you do, "
         "create X 2/2 green Wolf creature tokens, where X is the sacrificed creature's "
         "toughness.")
NIAMBI = CardDef(
    name="Niambi, Esteemed Speaker", mana_cost="{W}{U}",
    type_line="Legendary Creature — Human Cleric", power="2", toughness="1",
    keywords=("Flash",),
    text="Flash\nWhen Niambi enters, you may return another target creature you control to its "
         "owner's hand. If you do, you gain life equal to that creature's mana value.\n"
         "{1}{W}{U}, {T}, Discard a legendary card: Draw two cards.")

PRINTED = (BARROWGOYF, FEED_THE_PACK, NIAMBI)
kit = pytest.mark.plugins(extra={"may-if-you-do-kit": card_pool("may-if-you-do-kit", PRINTED)})


def _goyf_hits(table: Table, *library: str, answer: str) -> None:
    """Barrowgoyf (2/3: a creature and an instant card in Alice's graveyard) attacks Bob
    unblocked; Alice answers ``answer`` to "you may mill that many cards"."""
    table.battlefield(0, "Barrowgoyf")
    table.graveyard(0, "Grizzly Bears", "Shock")
    table.library(0, *library)
    table.on_decision("may", lambda game, d: (answer,))
    table.attack("Barrowgoyf")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 18 and table.life(0) == 22  # 2 damage, lifelink (CR 702.15b)


@kit
def test_barrowgoyf_mills_that_many_and_offers_the_milled_creature_card(table: Table) -> None:
    """CR 510.2, 603.2, 701.17a, 608.2c: 2 combat damage to Bob: yes, Alice mills two
    (Island, Hill Giant); of them only Hill Giant is a creature card and is offered (not the
    Grizzly Bears already in the graveyard), and put into her hand."""
    choices = table.on_decision("choose", by_name("Hill Giant"))
    _goyf_hits(table, "Island", "Hill Giant", "Forest", answer="yes")
    assert len(choices) == 1
    assert len(choices[0].options) == 1 and choices[0].labels[0].startswith("Hill Giant")
    assert choices[0].min == 0  # "you may put" (608.2d)
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Island", "Shock"]
    assert table.names(Zone.LIBRARY, 0) == ["Forest"]


@kit
def test_barrowgoyf_declined_mills_nothing(table: Table) -> None:
    """CR 608.2d, 608.2c: no: nothing is milled, and "If you do" puts nothing anywhere."""
    choices = table.watch_decisions("choose")
    _goyf_hits(table, "Island", "Hill Giant", "Forest", answer="no")
    assert choices == []
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Shock"]
    assert table.names(Zone.LIBRARY, 0) == ["Island", "Hill Giant", "Forest"]


@kit
def test_barrowgoyf_with_no_creature_card_milled_puts_nothing_into_the_hand(
        table: Table) -> None:
    """CR 701.17a, 608.2c: yes, Island and Forest milled: no creature card among them, so none
    is offered (not the Grizzly Bears already there) and nothing goes to the hand."""
    choices = table.watch_decisions("choose")
    _goyf_hits(table, "Island", "Forest", "Hill Giant", answer="yes")
    assert choices == []
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Grizzly Bears", "Island",
                                                      "Shock"]
    assert table.names(Zone.LIBRARY, 0) == ["Hill Giant"]


@kit
@pytest.mark.parametrize(("answer", "wolves"), [("yes", 3), ("no", 0)])
def test_feed_the_pack_makes_wolves_for_the_sacrificed_toughness(
        table: Table, answer: str, wolves: int) -> None:
    """CR 603.2, 608.2d, 608.2h: at Alice's end step: yes, Hill Giant (toughness 3) is
    sacrificed and three Wolves are created; no, nothing is sacrificed or created."""
    table.battlefield(0, "Feed the Pack", "Hill Giant")
    table.on_decision("may", lambda game, d: (answer,))
    table.go_to(Step.END)
    table.resolve_all()
    names = table.names(Zone.BATTLEFIELD, 0)
    assert names.count("Wolf Token") == wolves
    assert ("Hill Giant" in names) is (answer == "no")


@kit
@pytest.mark.parametrize(("answer", "life"), [("yes", 24), ("no", 20)])
def test_niambi_gains_life_equal_to_the_returned_creatures_mana_value(
        table: Table, answer: str, life: int) -> None:
    """CR 603.3d, 608.2d, 202.3: Niambi enters targeting Hill Giant: yes, it returns to
    Alice's hand and she gains 4 (its mana value); no, it stays and she gains nothing."""
    table.battlefield(0, "Hill Giant")
    table.hand(0, "Niambi, Esteemed Speaker")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 1)
    giant = table.find("Hill Giant").id
    targets = table.watch_decisions("targets")
    table.on_decision("may", lambda game, d: (answer,))
    table.cast("Niambi, Esteemed Speaker")
    table.resolve()  # the creature spell; its trigger targets Hill Giant, the only choice
    table.resolve()  # the enters trigger
    assert all(list(t.options) == [giant] for t in targets)  # Niambi isn't "another"
    table.assert_life(0, life)
    assert ("Hill Giant" in table.names(Zone.HAND, 0)) is (answer == "yes")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
