"""Printed partner abilities played: keywords that do nothing in a game (CR 702.124a).

Partner, partner—[text], friends forever and choose a Background modify the deck
construction rules of the Commander variant and function before the game begins (CR
702.124a, 702.124h, 702.124i, 702.124k, 702.124m): the card reader reads them as keywords
with no effect in the game, so the rest of the card is played. Akiri, Line-Slinger
(partner), Erinis, Gloom Stalker (choose a Background), Joel, Resolute Survivor and Ellie,
Vengeful Hunter (partner—Survivors) are cast from their owner's hand with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step
from manastack_grammar.reader import recognize
from manastack_grammar.registration import kernel_keyword_defs

AKIRI = CardDef(
    name="Akiri, Line-Slinger", mana_cost="{R}{W}",
    type_line="Legendary Creature — Kor Soldier Ally",
    text="First strike, vigilance\nAkiri gets +1/+0 for each artifact you control.\n"
         "Partner (You can have two commanders if both have partner.)",
    power="0", toughness="3")
ERINIS = CardDef(
    name="Erinis, Gloom Stalker", mana_cost="{2}{G}",
    type_line="Legendary Creature — Halfling Ranger",
    text="Deathtouch\nWhenever Erinis attacks, return target land card from your graveyard to "
         "the battlefield.\nChoose a Background (You can have a Background as a second "
         "commander.)",
    power="3", toughness="3")
JOEL = CardDef(
    name="Joel, Resolute Survivor", mana_cost="{3}{B}{G}",
    type_line="Legendary Creature — Human Survivor",
    text="Menace\nWhenever a creature token dies, put a +1/+1 counter on Joel and draw a card. "
         "This ability triggers only once each turn.\nPartner—Survivors (You can have two "
         "commanders if both have this ability.)",
    power="4", toughness="4")
ELLIE = CardDef(
    name="Ellie, Vengeful Hunter", mana_cost="{1}{B}{R}",
    type_line="Legendary Creature — Human Survivor",
    text="Pay 2 life, Sacrifice another creature: Ellie deals 2 damage to target player and "
         "gains indestructible until end of turn.\nPartner—Survivors (You can have two "
         "commanders if both have this ability.)",
    power="3", toughness="1")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    text="Flying", power="0", toughness="2")

CARDS = (AKIRI, ERINIS, JOEL, ELLIE, ORNITHOPTER)
kit = pytest.mark.plugins(extra={"partner-kit": card_pool("partner-kit", CARDS)})


def next_own_turn(table: Table) -> None:
    """To player 0's next turn (CR 302.6: its creatures no longer summoning sick)."""
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()


@kit
def test_akiri_with_partner_is_cast_and_attacks_as_its_other_words_say(table: Table) -> None:
    """CR 702.124a: partner does nothing in the game; Akiri resolves with nothing else on the
    stack or in its owner's hand, gets +1/+0 for the artifact (613.4c), attacks without
    tapping (702.20b) and deals 1 damage."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Ornithopter")
    table.hand(0, "Akiri, Line-Slinger")
    table.cast("Akiri, Line-Slinger")
    table.resolve()
    assert table.zone_of("Akiri, Line-Slinger") is Zone.BATTLEFIELD
    assert table.has_keyword("Akiri, Line-Slinger", "partner")
    assert table.names(Zone.STACK) == []
    assert table.names(Zone.HAND, 0) == []
    assert table.power("Akiri, Line-Slinger") == 1
    next_own_turn(table)
    table.attack("Akiri, Line-Slinger")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_tapped("Akiri, Line-Slinger", False)
    table.assert_life(1, 19)


@kit
def test_erinis_with_choose_a_background_returns_a_land_when_it_attacks(table: Table) -> None:
    """CR 702.124m: choose a Background does nothing in the game; Erinis's attack trigger
    (603.2) returns the target land card from its controller's graveyard."""
    table.lands(0, "Forest", 3)
    table.graveyard(0, "Swamp")
    table.hand(0, "Erinis, Gloom Stalker")
    table.cast("Erinis, Gloom Stalker")
    table.resolve()
    assert table.has_keyword("Erinis, Gloom Stalker", "choose a background")
    assert table.names(Zone.STACK) == []
    next_own_turn(table)
    table.attack("Erinis, Gloom Stalker")
    table.resolve()
    assert table.zone_of("Swamp") is Zone.BATTLEFIELD


@kit
def test_joel_with_partner_survivors_draws_when_a_token_dies(table: Table) -> None:
    """CR 702.124i: partner—Survivors does nothing in the game; Joel's trigger (603.2, 603.10a)
    puts a +1/+1 counter on it and draws a card when a Spirit token dies, once this turn."""
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 4)
    table.lands(0, "Plains", 3)
    table.lands(0, "Mountain", 2)
    table.library(0, "Island", "Island")
    table.hand(0, "Joel, Resolute Survivor", "Spectral Procession", "Lightning Bolt", "Shock")
    table.cast("Joel, Resolute Survivor")
    table.resolve()
    assert table.has_keyword("Joel, Resolute Survivor", "partner—survivors")
    table.cast("Spectral Procession")
    table.resolve()
    spirits = [o.id for o in table.game.battlefield(0) if o.is_token]
    table.cast("Lightning Bolt", targets=[spirits[0]])
    table.resolve_all()
    table.assert_counters("Joel, Resolute Survivor", "+1/+1", 1)
    assert table.names(Zone.HAND, 0) == ["Shock", "Island"]
    table.cast("Shock", targets=[spirits[1]])
    table.resolve_all()
    table.assert_counters("Joel, Resolute Survivor", "+1/+1", 1)
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_ellie_gains_indestructible_herself_as_she_deals_damage(table: Table) -> None:
    """CR 702.124i: partner—Survivors does nothing in the game; Ellie's ability (602.2), paid
    with 2 life and another creature, deals 2 damage to the target player, and Ellie, the
    subject of "gains", gains indestructible until end of turn (611.2): Lightning Bolt
    doesn't destroy her (702.12b)."""
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Ellie, Vengeful Hunter", "Lightning Bolt")
    table.cast("Ellie, Vengeful Hunter")
    table.resolve()
    assert table.has_keyword("Ellie, Vengeful Hunter", "partner—survivors")
    table.answer("sacrifice", "Grizzly Bears")
    table.activate("Ellie, Vengeful Hunter", targets=["opponent"])
    table.resolve()
    table.assert_life(0, 18)
    table.assert_life(1, 18)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.has_keyword("Ellie, Vengeful Hunter", "indestructible")
    table.cast("Lightning Bolt", targets=["Ellie, Vengeful Hunter"])
    table.resolve()
    assert table.zone_of("Ellie, Vengeful Hunter") is Zone.BATTLEFIELD


@pytest.mark.parametrize("line", ["Partner", "Partner—Survivors", "Partner—Father & son",
                                  "Friends forever", "Choose a Background",
                                  "Doctor's companion"])
def test_each_partner_ability_is_a_keyword_line(line: str) -> None:
    """CR 702.124a: every partner ability the CR names is read as a keyword line."""
    read = recognize(f"{line} (You can have two commanders.)", name="Some Commander",
                     rules=None, is_permanent=True,
                     keyword_defs=kernel_keyword_defs())
    assert read.complete, read.unrecognized


@pytest.mark.parametrize("line", ["Partner with Akiri, Line-Slinger",
                                  "Partner—Character select"])
def test_partner_with_a_name_and_unlisted_variants_stay_unread(line: str) -> None:
    """CR 702.124j: "partner with [name]" also has a triggered ability, not read; a
    "partner—[text]" the CR doesn't list (702.124i) is not read either."""
    read = recognize(line, name="Some Commander", rules=None, is_permanent=True,
                     keyword_defs=kernel_keyword_defs())
    assert not read.complete


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
