"""Eyes of Gitaxias, played: "Incubate 3." (CR 701.53a, 111.10i).

To incubate N is to create an Incubator token with N +1/+1 counters: a double-faced token,
front face a colorless Incubator artifact with "{2}: Transform this token.", back face a
0/0 colorless Phyrexian artifact creature named Phyrexian Token. Transformed, it is the same
object with its counters: a 3/3 creature (712.18, 701.27a). With Anointed Procession two
Incubators are created, each with its counters (614.1a). The cards come with their exact
Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EYES_OF_GITAXIAS = CardDef(
    name="Eyes of Gitaxias", mana_cost="{2}{U}", type_line="Sorcery",
    text='Incubate 3. (Create an Incubator token with three +1/+1 counters on it and "{2}: '
         'Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)\nDraw '
         'a card.')
ANOINTED_PROCESSION = CardDef(
    name="Anointed Procession", mana_cost="{3}{W}", type_line="Enchantment",
    text="If an effect would create one or more tokens under your control, it creates twice "
         "that many of those tokens instead.")

CARDS = (EYES_OF_GITAXIAS, ANOINTED_PROCESSION)

kit = pytest.mark.plugins(extra={"incubate-kit": card_pool("incubate-kit", CARDS)})


def eyes(table: Table, lands: int = 3) -> None:
    table.lands(0, "Island", lands)
    table.library(0, "Forest")
    table.hand(0, "Eyes of Gitaxias")
    table.cast("Eyes of Gitaxias")
    table.resolve()


def incubators(table: Table) -> list[int]:
    return [o.id for o in table.game.battlefield(0) if o.is_token]


@kit
def test_incubate_creates_an_incubator_with_counters_that_transforms(table: Table) -> None:
    """CR 701.53a, 111.10i: an Incubator artifact, not a creature, with three +1/+1 counters;
    {2}: it transforms into a colorless 0/0 Phyrexian artifact creature: 3/3 with them."""
    eyes(table, lands=5)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    (token,) = incubators(table)
    chars = table.game.chars(token)
    assert chars.name == "Incubator Token"
    assert chars.type_line.card_types == ("Artifact",)
    assert "Incubator" in chars.type_line.subtypes
    assert table.game.obj(token).counters == {"+1/+1": 3}
    table.activate("Incubator Token")
    table.resolve()
    chars = table.game.chars(token)
    assert chars.name == "Phyrexian Token"
    assert chars.type_line.card_types == ("Artifact", "Creature")
    assert "Phyrexian" in chars.type_line.subtypes
    assert not chars.colors
    assert (chars.power, chars.toughness) == (3, 3)
    table.assert_logged(rule="701.27a", contains="transforms into Phyrexian Token")


@kit
def test_anointed_procession_makes_two_incubators_with_counters(table: Table) -> None:
    """CR 614.1a, 122.6: two Incubators, each entering with three counters."""
    table.battlefield(0, "Anointed Procession")
    eyes(table)
    made = incubators(table)
    assert len(made) == 2
    assert all(table.game.obj(t).counters == {"+1/+1": 3} for t in made)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_a_position_with_an_incubator_is_saved_and_read_back(table: Table) -> None:
    """The double-faced token's faces are kept in a saved position: read back, it still
    transforms (the same object, 712.18)."""
    eyes(table, lands=5)
    again = Game.from_json(table.game.rules, table.game.to_json())
    (token,) = [o.id for o in again.battlefield(0) if o.is_token]
    assert again.chars(token).name == "Incubator Token"
    assert again.to_json() == table.game.to_json()
    table.game = again
    table.activate("Incubator Token")
    table.resolve()
    assert again.chars(token).name == "Phyrexian Token"
