"""Intervening "if" clauses of enters triggers (CR 603.4), played from printed cards: each
condition checked as the event happens (false: the ability doesn't trigger) and again as the
ability resolves (false by then: it does nothing).

Feasting Troll King ("When this creature enters, if you cast it from your hand, create
three Food tokens.") cast from its owner's hand makes three Foods; returned from the
graveyard by Zombify it was not cast (601.2a) and makes none. Iridescent Tiger ("When this
creature enters, if you cast it, add {W}{U}{B}{R}{G}.") cast adds the five mana; put onto
the battlefield by Zombify, nothing. Loyal Warhound ("When this creature enters, if an
opponent controls more lands than you, search your library for a basic Plains card, put it
onto the battlefield tapped, then shuffle.") searches while an opponent has more lands; with
as many lands as each opponent it doesn't trigger; when the opponent loses a land before it
resolves, it does nothing (603.4). Ogre Savant ("When this creature enters, if {U} was spent
to cast it, return target creature to its owner's hand.") bounces its target when {U} was
spent (601.2h), still so when it left the battlefield before its ability resolved (608.2h),
and doesn't trigger when cast with red mana only. Dryad's Caress ("... If {W} was spent to
cast this spell, untap all creatures you control.") untaps them only when {W} was spent.
Archaeomancer's Map ("Whenever a land an opponent controls enters, if that player controls
more lands than you, you may put a land card from your hand onto the battlefield.") and
Aerial Surveyor ("Whenever this Vehicle attacks, if defending player controls more lands than
you, search your library for a basic Plains card, ...") compare the event's player's lands
with yours (508.5, 109.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

FEASTING_TROLL_KING = CardDef(
    name="Feasting Troll King", mana_cost="{2}{G}{G}{G}{G}",
    type_line="Creature — Troll Noble",
    text="Vigilance, trample\nWhen this creature enters, if you cast it from your hand, "
         "create three Food tokens. (They're artifacts with \"{2}, {T}, Sacrifice this token: "
         "You gain 3 life.\")\nSacrifice three Foods: Return this card from your graveyard to "
         "the battlefield. Activate only during your turn.", power="7", toughness="6")
IRIDESCENT_TIGER = CardDef(
    name="Iridescent Tiger", mana_cost="{4}{R}", type_line="Creature — Cat",
    text="When this creature enters, if you cast it, add {W}{U}{B}{R}{G}.",
    power="3", toughness="4")
ZOMBIFY = CardDef(
    name="Zombify", mana_cost="{3}{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to the battlefield.")
LOYAL_WARHOUND = CardDef(
    name="Loyal Warhound", mana_cost="{1}{W}", type_line="Creature — Dog",
    text="Vigilance\nWhen this creature enters, if an opponent controls more lands than you, "
         "search your library for a basic Plains card, put it onto the battlefield tapped, "
         "then shuffle.", power="3", toughness="1")
OGRE_SAVANT = CardDef(
    name="Ogre Savant", mana_cost="{4}{R}", type_line="Creature — Ogre Wizard",
    text="When this creature enters, if {U} was spent to cast it, return target creature to "
         "its owner's hand.", power="3", toughness="2")
DRYADS_CARESS = CardDef(
    name="Dryad's Caress", mana_cost="{4}{G}{G}", type_line="Instant",
    text="You gain 1 life for each creature on the battlefield. If {W} was spent to cast this "
         "spell, untap all creatures you control.")
SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")

CARDS = (FEASTING_TROLL_KING, IRIDESCENT_TIGER, ZOMBIFY, LOYAL_WARHOUND, OGRE_SAVANT,
         DRYADS_CARESS, SHOCK)
kit = pytest.mark.plugins(extra={"intervening-if-kit": card_pool("intervening-if-kit", CARDS)})


def _foods(table: Table) -> int:
    return sum(1 for o in table.game.battlefield(0)
               if table.game.chars(o.id).type_line.has_subtype("Food"))


@kit
def test_troll_king_cast_from_hand_makes_three_foods(table: Table) -> None:
    """CR 601.2a, 603.4: cast from its owner's hand: three Food tokens."""
    table.hand(0, "Feasting Troll King")
    table.mana(0, "GGGGGG")
    table.cast("Feasting Troll King")
    table.resolve_all()
    table.assert_zone("Feasting Troll King", Zone.BATTLEFIELD, 0)
    assert _foods(table) == 3


@kit
def test_troll_king_returned_by_zombify_makes_no_food(table: Table) -> None:
    """CR 603.4: put onto the battlefield by an effect, it wasn't cast: no trigger."""
    table.graveyard(0, "Feasting Troll King")
    table.hand(0, "Zombify")
    table.mana(0, "BBBB")
    table.cast("Zombify", targets=["Feasting Troll King"])
    table.resolve_all()
    table.assert_zone("Feasting Troll King", Zone.BATTLEFIELD, 0)
    assert _foods(table) == 0


@kit
def test_iridescent_tiger_cast_adds_five_mana(table: Table) -> None:
    """CR 601.2, 106.4: cast, it adds {W}{U}{B}{R}{G} to its controller's pool."""
    table.hand(0, "Iridescent Tiger")
    table.mana(0, "RRRRR")
    table.cast("Iridescent Tiger")
    table.resolve_all()
    pool = table.game.player(0).mana_pool
    assert sorted(str(pool).replace("{", "").replace("}", "")) == sorted("WUBRG"), pool


@kit
def test_iridescent_tiger_not_cast_adds_nothing(table: Table) -> None:
    """CR 603.4: returned by Zombify, never cast: no trigger, no mana."""
    table.graveyard(0, "Iridescent Tiger")
    table.hand(0, "Zombify")
    table.mana(0, "BBBB")
    table.cast("Zombify", targets=["Iridescent Tiger"])
    table.resolve_all()
    table.assert_zone("Iridescent Tiger", Zone.BATTLEFIELD, 0)
    assert not table.logged(contains="Iridescent Tiger adds")
    assert "W" not in str(table.game.player(0).mana_pool)


def _warhound(table: Table, mine: int, theirs: int) -> None:
    table.lands(1, "Plains", theirs)
    table.lands(0, "Plains", mine)
    table.library(0, "Plains", "Island")
    table.hand(0, "Loyal Warhound")


@kit
def test_warhound_behind_on_lands_fetches_a_plains(table: Table) -> None:
    """CR 603.4, 701.23a: the opponent has more lands: a basic Plains, tapped."""
    _warhound(table, 2, 3)
    table.answer("search", "Plains")
    table.cast("Loyal Warhound")
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0)
                if table.game.chars(o.id).name == "Plains"]) == 3
    assert table.tapped_count(0, "Plains") == 3  # the two paid with, and the one found


@kit
def test_warhound_even_on_lands_does_not_trigger(table: Table) -> None:
    """CR 603.4: as many lands as the opponent: no trigger, no search."""
    _warhound(table, 2, 2)
    seen = table.watch_decisions("search")
    table.cast("Loyal Warhound")
    table.resolve_all()
    assert not seen
    assert len(table.game.library(0)) == 2


@kit
def test_warhound_condition_false_on_resolution_does_nothing(table: Table) -> None:
    """CR 603.4: true as it entered, false as it resolves (the opponent's land gone)."""
    _warhound(table, 2, 3)
    seen = table.watch_decisions("search")
    table.cast("Loyal Warhound")
    table.resolve()  # the creature spell: it enters, the ability triggers
    assert table.game.stack(), "the ability triggered"
    gone = table.game.battlefield(1)[0]
    table.game.move(gone.id, Zone.GRAVEYARD)
    table.resolve_all()
    assert not seen
    assert len(table.game.library(0)) == 2


@kit
def test_ogre_savant_cast_with_blue_bounces_its_target(table: Table) -> None:
    """CR 601.2h, 603.4: {U} was spent to cast it: Hill Giant returns to its owner's hand."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Ogre Savant")
    table.mana(0, "RUUUU")
    table.answer("targets", "Hill Giant")
    table.cast("Ogre Savant")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.HAND, 1)


@kit
def test_ogre_savant_cast_with_red_only_does_not_trigger(table: Table) -> None:
    """CR 603.4: no {U} spent: no trigger, no target asked, Hill Giant stays."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Ogre Savant")
    table.mana(0, "RRRRR")
    seen = table.watch_decisions("targets")
    table.cast("Ogre Savant")
    table.resolve_all()
    assert not seen
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@kit
def test_ogre_savant_gone_before_its_ability_resolves_still_bounces(table: Table) -> None:
    """CR 608.2h, 603.4: the Ogre as it last existed had {U} spent on it: still true."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Ogre Savant", "Shock")
    table.mana(0, "RUUUU")
    table.answer("targets", "Hill Giant")
    table.cast("Ogre Savant")
    table.resolve()  # the creature spell: it enters, the ability triggers
    table.mana(0, "R")
    table.cast("Shock", targets=["Ogre Savant"])
    table.resolve_all()
    table.assert_zone("Ogre Savant", Zone.GRAVEYARD, 0)
    table.assert_zone("Hill Giant", Zone.HAND, 1)


def _caress(table: Table, mana: str) -> None:
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.hand(0, "Dryad's Caress")
    table.mana(0, mana)
    table.cast("Dryad's Caress")
    table.resolve_all()
    table.assert_life(0, 21)  # CR 119.3: 1 life for the one creature on the battlefield


@kit
def test_dryads_caress_with_white_spent_untaps(table: Table) -> None:
    """CR 601.2h, 608.2c: {W} was spent to cast it: your creatures untap."""
    _caress(table, "GGGGGW")
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_dryads_caress_without_white_leaves_them_tapped(table: Table) -> None:
    """CR 608.2c: no {W} spent: life gained, nothing untapped."""
    _caress(table, "GGGGGG")
    table.assert_tapped("Grizzly Bears", True)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


ARCHAEOMANCERS_MAP = CardDef(
    name="Archaeomancer's Map", mana_cost="{2}{W}", type_line="Artifact",
    text="When this artifact enters, search your library for up to two basic Plains cards, "
         "reveal them, put them into your hand, then shuffle.\nWhenever a land an opponent "
         "controls enters, if that player controls more lands than you, you may put a land "
         "card from your hand onto the battlefield.")
map_kit = pytest.mark.plugins(extra={"map-kit": card_pool("map-kit", (ARCHAEOMANCERS_MAP,))})


def _map(table: Table, mine: int) -> None:
    table.battlefield(0, "Archaeomancer's Map")
    table.lands(0, "Plains", mine)
    table.lands(1, "Forest", 1)
    table.hand(0, "Island")
    table.hand(1, "Forest")
    table.library(1, "Swamp")
    table.next_turn()
    table.answer("may", "yes", player=0)
    table.play("Forest")
    table.resolve_all()


@map_kit
def test_archaeomancers_map_when_that_player_gets_ahead_puts_a_land(table: Table) -> None:
    """CR 603.4, 109.4: the opponent's land makes two against your one: Island put onto the
    battlefield."""
    _map(table, 1)
    table.assert_zone("Island", Zone.BATTLEFIELD, 0)


@map_kit
def test_archaeomancers_map_when_that_player_is_not_ahead_does_nothing(table: Table) -> None:
    """CR 603.4: two lands each: no trigger, the Island stays in hand."""
    _map(table, 2)
    table.assert_zone("Island", Zone.HAND, 0)


AERIAL_SURVEYOR = CardDef(
    name="Aerial Surveyor", mana_cost="{2}{W}", type_line="Artifact — Vehicle",
    text="Flying\nWhenever this Vehicle attacks, if defending player controls more lands than "
         "you, search your library for a basic Plains card, put it onto the battlefield "
         "tapped, then shuffle.\nCrew 2", power="3", toughness="4")
surveyor_kit = pytest.mark.plugins("crew", extra={"surveyor-kit": card_pool(
    "surveyor-kit", (AERIAL_SURVEYOR,))})


def _surveyor(table: Table, theirs: int) -> None:
    table.battlefield(0, "Aerial Surveyor", "Hill Giant")
    table.lands(0, "Plains", 2)
    table.lands(1, "Forest", theirs)
    table.library(0, "Plains", "Island")
    table.activate("Aerial Surveyor", answers=[Answer("tap", ("Hill Giant",))])
    table.resolve()
    table.answer("search", "Plains")
    table.attack("Aerial Surveyor")
    table.resolve_all()


@surveyor_kit
def test_aerial_surveyor_against_more_lands_fetches_a_plains(table: Table) -> None:
    """CR 508.5, 603.4: the defending player has three lands to your two: a Plains."""
    _surveyor(table, 3)
    table.assert_zone("Plains", Zone.BATTLEFIELD, 0)
    assert len(table.game.library(0)) == 1


@surveyor_kit
def test_aerial_surveyor_against_as_many_lands_does_not(table: Table) -> None:
    """CR 603.4: two lands each: no trigger, no search."""
    _surveyor(table, 2)
    assert len(table.game.library(0)) == 2


@needs_corpus
def test_the_map_and_the_surveyor_are_the_printed_cards() -> None:
    assert_printed((ARCHAEOMANCERS_MAP, AERIAL_SURVEYOR))
