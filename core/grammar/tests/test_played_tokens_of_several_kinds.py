""""Create a [token] and a [token]": tokens of several kinds made by one effect, played (CR
111.1, 603.2c, 614.1a, 614.5).

Wurmcoil Engine dies: a 3/3 Wurm with deathtouch and a 3/3 Wurm with lifelink. With Anointed
Procession the one creation becomes four tokens, two of each kind, in one replacement; with
Peregrin Took the creation gets one Food more, not one per kind (the replacement applies once
to the event, 614.5). Forbidden Friendship makes its Dinosaur with haste and its Human
Soldier. The cards come with their exact Oracle texts.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WURMCOIL = CardDef(
    name="Wurmcoil Engine", mana_cost="{6}", type_line="Artifact Creature — Phyrexian Wurm",
    power="6", toughness="6",
    text="Deathtouch, lifelink\nWhen this creature dies, create a 3/3 colorless Phyrexian Wurm "
         "artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact "
         "creature token with lifelink.")
PROCESSION = CardDef(
    name="Anointed Procession", mana_cost="{3}{W}", type_line="Enchantment",
    text="If an effect would create one or more tokens under your control, it creates twice "
         "that many of those tokens instead.")
PEREGRIN = CardDef(
    name="Peregrin Took", mana_cost="{2}{G}", type_line="Legendary Creature — Halfling Citizen",
    power="2", toughness="3",
    text="If one or more tokens would be created under your control, those tokens plus an "
         "additional Food token are created instead. (It's an artifact with \"{2}, {T}, "
         "Sacrifice this token: You gain 3 life.\")\nSacrifice three Foods: Draw a card.")
FRIENDSHIP = CardDef(
    name="Forbidden Friendship", mana_cost="{1}{R}", type_line="Sorcery",
    text="Create a 1/1 red Dinosaur creature token with haste and a 1/1 white Human Soldier "
         "creature token.")

CARDS = (WURMCOIL, PROCESSION, PEREGRIN, FRIENDSHIP)
kit = pytest.mark.plugins("haste", extra={"several-tokens-kit": card_pool("several-tokens-kit", CARDS)})


def _tokens(table: Table, player: int = 0) -> list[tuple[str, frozenset[str]]]:
    """Each token ``player`` controls: its name and keywords, sorted."""
    game = table.game
    return sorted((o.card.name, frozenset(game.chars(o.id).keywords))
                  for o in game.objects_in(Zone.BATTLEFIELD, player) if o.is_token)


def _wurmcoil_dies(table: Table) -> None:
    table.battlefield(0, "Wurmcoil Engine")
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Wurmcoil Engine"])
    table.resolve()  # Murder
    table.resolve()  # the dies trigger


WURM_DEATHTOUCH = ("Phyrexian Wurm Token", frozenset({"deathtouch"}))
WURM_LIFELINK = ("Phyrexian Wurm Token", frozenset({"lifelink"}))


@kit
def test_wurmcoil_engine_leaves_a_wurm_of_each_kind(table: Table) -> None:
    """CR 111.1, 603.2c: one 3/3 artifact Wurm with deathtouch, one with lifelink, created
    together (one creation event)."""
    _wurmcoil_dies(table)
    assert _tokens(table) == sorted([WURM_DEATHTOUCH, WURM_LIFELINK])
    game = table.game
    for obj in game.objects_in(Zone.BATTLEFIELD, 0):
        ch = game.chars(obj.id)
        assert (ch.power, ch.toughness) == (3, 3) and ch.is_("Artifact") and not ch.colors


@kit
def test_anointed_procession_doubles_the_whole_creation_once(table: Table) -> None:
    """CR 614.1a, 614.5: the Procession applies once to the event of two tokens: four, two
    of each kind."""
    table.battlefield(0, "Anointed Procession")
    _wurmcoil_dies(table)
    assert _tokens(table) == sorted([WURM_DEATHTOUCH, WURM_DEATHTOUCH, WURM_LIFELINK,
                                     WURM_LIFELINK])
    table.assert_logged(rule="614.1a", contains="Alice creates 4 token(s) instead of 2")


@kit
def test_peregrin_took_adds_one_food_to_the_event(table: Table) -> None:
    """CR 614.1a, 614.5: "those tokens plus an additional Food token": one Food for the one
    creation of two Wurms, not one per kind."""
    table.battlefield(0, "Peregrin Took")
    _wurmcoil_dies(table)
    names = [name for name, _ in _tokens(table)]
    assert names.count("Food Token") == 1
    assert names.count("Phyrexian Wurm Token") == 2


@kit
def test_forbidden_friendship_makes_a_dinosaur_and_a_soldier(table: Table) -> None:
    """CR 111.1: a 1/1 red Dinosaur with haste and a 1/1 white Human Soldier."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Forbidden Friendship")
    table.cast("Forbidden Friendship")
    table.resolve()
    assert _tokens(table) == sorted([("Dinosaur Token", frozenset({"haste"})),
                                     ("Human Soldier Token", frozenset())])


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
