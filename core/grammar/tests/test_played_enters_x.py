"""X in an ability that triggers on its own permanent entering, played (CR 107.3m).

"If an object's enters-the-battlefield triggered ability ... refers to X, and the spell that
became that object as it resolved had a value of X chosen for any of its costs, the value of
X for that ability is the same as the value of X for that spell." Defenders of Humanity
("When this enchantment enters, create X 2/2 white Astartes Warrior creature tokens with
vigilance.") cast with X = 3 makes three tokens (it made none before: X was read as 0); put
onto the battlefield without being cast, X is 0. The Meathook Massacre ("each creature gets
-X/-X until end of turn") cast with X = 2 kills the 2/2s, not the 3/3. A card whose own
activated ability has X announces its own X (602.2b), not the spell's.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEFENDERS = CardDef(name="Defenders of Humanity", mana_cost="{X}{2}{W}",
                    type_line="Enchantment",
                    text="When this enchantment enters, create X 2/2 white Astartes Warrior "
                         "creature tokens with vigilance.\n{X}{2}{W}, Exile this enchantment: "
                         "Create X 2/2 white Astartes Warrior creature tokens with vigilance. "
                         "Activate only if you control no creatures and only during your turn.")
MEATHOOK = CardDef(name="The Meathook Massacre", mana_cost="{X}{B}{B}",
                   type_line="Legendary Enchantment",
                   text="When The Meathook Massacre enters, each creature gets -X/-X until end "
                        "of turn.\nWhenever a creature you control dies, each opponent loses 1 "
                        "life.\nWhenever a creature an opponent controls dies, you gain 1 life.")
CARDS = (DEFENDERS, MEATHOOK)
kit = pytest.mark.plugins(extra={"x-kit": card_pool("x-kit", CARDS)})
TOKEN = "Astartes Warrior Token"


@kit
def test_defenders_of_humanity_cast_with_x_3_makes_three_tokens(table: Table) -> None:
    """CR 107.3m: the enters trigger's X is the spell's: three 2/2 tokens with vigilance."""
    table.lands(0, "Plains", 6)
    table.hand(0, "Defenders of Humanity")
    table.cast("Defenders of Humanity", x=3)
    table.resolve()  # the spell; its enters trigger goes on the stack
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count(TOKEN) == 3
    assert table.power(TOKEN) == 2 and table.has_keyword(TOKEN, "vigilance")
    table.assert_logged(rule="107.3m", contains="X is 3")


@kit
def test_defenders_of_humanity_not_cast_has_x_0(table: Table) -> None:
    """CR 107.3m, 107.3b: put onto the battlefield without being cast, X is 0: no token."""
    table.lands(0, "Plains", 3)
    table.battlefield(0, "Defenders of Humanity")
    assert TOKEN not in table.names(Zone.BATTLEFIELD, 0)
    assert not table.logged(rule="107.3m")


@kit
def test_defenders_of_humanity_own_ability_announces_its_own_x(table: Table) -> None:
    """CR 602.2b, 107.3m: cast with X = 0 (no token, so it controls no creature), its
    activated ability's X is announced as it is activated (2), not the spell's (0)."""
    table.lands(0, "Plains", 8)
    table.hand(0, "Defenders of Humanity")
    table.cast("Defenders of Humanity", x=0)
    table.resolve()
    table.resolve()
    assert TOKEN not in table.names(Zone.BATTLEFIELD, 0)
    table.activate("Defenders of Humanity", x=2)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count(TOKEN) == 2
    table.assert_zone("Defenders of Humanity", Zone.EXILE, 0)


@kit
def test_the_meathook_massacre_with_x_2_kills_the_two_two_creatures(table: Table) -> None:
    """CR 107.3m, 613.4c: each creature gets -2/-2: the Grizzly Bears die, the Hill Giant
    (3/3) lives as a 1/1; the Bears' controller's opponent gains 1 life."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Swamp", 4)
    table.hand(0, "The Meathook Massacre")
    table.cast("The Meathook Massacre", x=2)
    table.resolve()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.toughness("Hill Giant") == 1
    table.resolve_all()
    assert table.life(0) == 21


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
