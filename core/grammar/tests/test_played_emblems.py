"""Emblems read from card text (CR 114.2): "You get an emblem with "[ability]"" puts an emblem
into the command zone whose quoted abilities are read as abilities of their own and function
there (114.4); "this emblem" is the emblem. Played with printed planeswalkers' loyalty
abilities (606); the cards come with their exact Oracle definitions."""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack_grammar.api import recognition

ELSPETH = CardDef(
    name="Elspeth, Sun's Champion", mana_cost="{4}{W}{W}",
    type_line="Legendary Planeswalker — Elspeth",
    text="[+1]: Create three 1/1 white Soldier creature tokens.\n"
         "[−3]: Destroy all creatures with power 4 or greater.\n"
         "[−7]: You get an emblem with \"Creatures you control get +2/+2 and have flying.\"",
    loyalty="4")
VENSER = CardDef(
    name="Venser, the Sojourner", mana_cost="{3}{W}{U}",
    type_line="Legendary Planeswalker — Venser",
    text="[+2]: Exile target permanent you own. Return it to the battlefield under your "
         "control at the beginning of the next end step.\n"
         "[−1]: Creatures can't be blocked this turn.\n"
         "[−8]: You get an emblem with \"Whenever you cast a spell, exile target permanent.\"",
    loyalty="3")
KOTH = CardDef(
    name="Koth, Fire of Resistance", mana_cost="{2}{R}{R}",
    type_line="Legendary Planeswalker — Koth",
    text="[+2]: Search your library for a basic Mountain card, reveal it, put it into your "
         "hand, then shuffle.\n"
         "[−3]: Koth deals damage to target creature equal to the number of Mountains you "
         "control.\n"
         "[−7]: You get an emblem with \"Whenever a Mountain you control enters, this emblem "
         "deals 4 damage to any target.\"",
    loyalty="4")
#: The inner ability unread (a made-up wording): the whole sentence is refused.
UNREAD_INNER = CardDef(
    name="Test Emblem Walker", mana_cost="{3}", type_line="Legendary Planeswalker — Test",
    text="[−1]: You get an emblem with \"Whenever you sneeze, frobnicate the moon.\"",
    loyalty="3")

CARDS = (ELSPETH, VENSER, KOTH)

kit = pytest.mark.plugins(
    extra={"emblems-kit": card_pool("emblems-kit", (*CARDS, UNREAD_INNER))})


@kit
def test_114_2_elspeth_emblem_static_applies(table: Table) -> None:
    """Elspeth's [−7]: Alice gets an emblem (command zone, CR 114.2) whose "Creatures you
    control get +2/+2 and have flying" applies to her creatures, even ones entering later
    (114.4, 613.4c, 613.1f), not to Bob's."""
    table.battlefield(0, "Elspeth, Sun's Champion", counters={"loyalty": 7})
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.activate("Elspeth, Sun's Champion", 2)
    table.resolve()
    (emblem,) = table.game.emblems(0)
    assert emblem.zone is Zone.COMMAND and emblem.controller == 0
    table.assert_logged(rule="114.2", contains="gets an emblem")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.has_keyword("Grizzly Bears", "flying")
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)
    assert not table.has_keyword("Hill Giant", "flying")
    table.battlefield(0, "Savannah Lions")
    assert (table.power("Savannah Lions"), table.toughness("Savannah Lions")) == (4, 3)
    # CR 704.5i: Elspeth, at 0 loyalty, is gone; the emblem stays (114.5: not a permanent)
    table.assert_zone("Elspeth, Sun's Champion", Zone.GRAVEYARD, 0)
    assert table.game.emblems(0) == [emblem]


@kit
def test_114_4_venser_emblem_triggers_on_cast(table: Table) -> None:
    """Venser's [−8]: the emblem's "Whenever you cast a spell, exile target permanent."
    triggers when Alice casts a spell (CR 603.2, 114.4; "you" is the emblem's controller,
    109.5) and exiles the target chosen as it is put on the stack (603.3d)."""
    table.battlefield(0, "Venser, the Sojourner", counters={"loyalty": 8})
    table.battlefield(1, "Hill Giant")
    table.activate("Venser, the Sojourner", 2)
    table.resolve()
    assert len(table.game.emblems(0)) == 1
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.answer("targets", "Savannah Lions")  # chosen as the trigger is put on the stack
    table.cast("Grizzly Bears")
    table.resolve()
    table.assert_zone("Savannah Lions", Zone.EXILE, 1)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@kit
def test_114_4_this_emblem_deals_the_damage(table: Table) -> None:
    """Koth's [−7]: "this emblem deals 4 damage to any target" (CR 114.4): as Alice plays a
    Mountain, the emblem's trigger deals 4 damage to Bob, the emblem its source (609.7)."""
    table.battlefield(0, "Koth, Fire of Resistance", counters={"loyalty": 7})
    table.activate("Koth, Fire of Resistance", 2)
    table.resolve()
    (emblem,) = table.game.emblems(0)
    table.hand(0, "Mountain")
    table.answer("targets", "Bob")  # chosen as the trigger is put on the stack (603.3d)
    table.play("Mountain")
    table.resolve()
    table.assert_life(1, 16)
    table.assert_life(0, 20)
    table.assert_logged(rule="120.3a", contains=f"{emblem} deals 4 damage to Bob")


@kit
def test_114_2_an_unread_inner_ability_refuses_the_sentence(table: Table) -> None:
    """"Read means right": the quoted ability unread, the emblem sentence is unread, and the
    refusal names the quoted ability."""
    found = recognition(table.game.rules, UNREAD_INNER)
    assert not found.complete
    assert any("frobnicate the moon" in u for u in found.unrecognized)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)


@kit
def test_114_2_the_view_shows_each_players_emblems(table: Table) -> None:
    """Emblems are in the command zone, a public zone (CR 400.2, 114.2): every player's
    view shows each player's emblems by their abilities' text (114.3)."""
    table.battlefield(0, "Elspeth, Sun's Champion", counters={"loyalty": 7})
    assert table.game.view(1)["players"][0]["emblems"] == []
    table.activate("Elspeth, Sun's Champion", 2)
    table.resolve()
    (emblem,) = table.game.emblems(0)
    for viewer in (0, 1):
        alice, bob = table.game.view(viewer)["players"]
        assert alice["emblems"] == [{"id": emblem.id, "abilities": [
            emblem.card.abilities[0].text]}]
        assert bob["emblems"] == []
    assert "+2/+2" in emblem.card.abilities[0].text
