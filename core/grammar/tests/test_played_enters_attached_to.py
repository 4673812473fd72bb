""""Return this card from your graveyard to the battlefield attached to that creature" played
(CR 303.4f, 303.4i, 301.5c, 113.6).

Dragon Scales waits in Alice's graveyard; when a creature with mana value 6 or greater enters
(anyone's), Alice may return it attached to that creature, which gets +1/+2 and vigilance.
Gryff's Boon returns itself onto a target creature at sorcery speed; Magnetic Snuffler
returns an Equipment card onto itself. An Aura that can't enchant the creature named stays
in the graveyard (303.4i).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

DRAGON_SCALES = CardDef(
    name="Dragon Scales", mana_cost="{1}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+2 and has vigilance.\nWhen a creature "
         "with mana value 6 or greater enters, you may return this card from your graveyard to "
         "the battlefield attached to that creature.")
GRYFFS_BOON = CardDef(
    name="Gryff's Boon", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+0 and has flying.\n{3}{W}: Return this "
         "card from your graveyard to the battlefield attached to target creature. Activate "
         "only as a sorcery.")
MAGNETIC_SNUFFLER = CardDef(
    name="Magnetic Snuffler", mana_cost="{5}", type_line="Artifact Creature — Construct",
    text="When this creature enters, return target Equipment card from your graveyard to the "
         "battlefield attached to this creature.\nWhenever you sacrifice an artifact, put a "
         "+1/+1 counter on this creature.", power="4", toughness="4")
CRAW_WURM = CardDef(name="Craw Wurm", mana_cost="{4}{G}{G}", type_line="Creature — Wurm",
                    power="6", toughness="4")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")

UNFINISHED_BUSINESS = CardDef(
    name="Unfinished Business", mana_cost="{3}{W}{W}", type_line="Sorcery",
    text="Return target creature card from your graveyard to the battlefield, then return up "
         "to two target Aura and/or Equipment cards from your graveyard to the battlefield "
         "attached to that creature. (If the Auras can't enchant that creature, they remain "
         "in your graveyard.)")

NOMAD_MYTHMAKER = CardDef(
    name="Nomad Mythmaker", mana_cost="{2}{W}", type_line="Creature — Human Nomad Cleric",
    text="{W}, {T}: Put target Aura card from a graveyard onto the battlefield under your "
         "control attached to a creature you control.", power="2", toughness="2")

CARDS = (DRAGON_SCALES, GRYFFS_BOON, MAGNETIC_SNUFFLER, CRAW_WURM, BONESPLITTER,
         UNFINISHED_BUSINESS, NOMAD_MYTHMAKER)
kit = pytest.mark.plugins(extra={"attached-kit": card_pool("attached-kit", CARDS)})


def _wurm_enters(table: Table, player: int) -> None:
    """``player`` casts Craw Wurm (mana value 6) in their main phase; it resolves."""
    table.set_turn(active=player, step=Step.MAIN1)
    table.lands(player, "Forest", 6)
    table.hand(player, "Craw Wurm")
    table.cast("Craw Wurm")
    table.resolve()


@kit
@pytest.mark.parametrize("whose", [0, 1])
def test_dragon_scales_returns_onto_the_creature_that_entered(table: Table, whose: int) -> None:
    """CR 113.6, 303.4f: the Scales' ability works from Alice's graveyard; it returns attached
    to the Craw Wurm that entered (Alice's or Bob's: "a creature"), a 7/6 with vigilance,
    under Alice's control."""
    table.graveyard(0, "Dragon Scales")
    table.battlefield(0, "Grizzly Bears")
    _wurm_enters(table, whose)
    table.resolve(answers=[Answer("may", ("yes",), player=0)])
    scales = table.find("Dragon Scales", zone=Zone.BATTLEFIELD)
    assert scales.attached_to == table.find("Craw Wurm").id
    assert scales.controller == 0
    assert (table.power("Craw Wurm"), table.toughness("Craw Wurm")) == (7, 6)
    assert table.has_keyword("Craw Wurm", "vigilance")
    assert table.power("Grizzly Bears") == 2  # not attached to another creature
    table.assert_logged(rule="303.4f", contains="enters attached to Craw Wurm")


@kit
def test_dragon_scales_stays_when_alice_says_no(table: Table) -> None:
    """CR 603.5: "you may": Alice declines; the Scales stay in her graveyard."""
    table.graveyard(0, "Dragon Scales")
    _wurm_enters(table, 0)
    table.resolve(answers=[Answer("may", ("no",), player=0)])
    table.assert_zone("Dragon Scales", Zone.GRAVEYARD, 0)
    assert table.power("Craw Wurm") == 6


@kit
def test_dragon_scales_ignores_a_smaller_creature(table: Table) -> None:
    """"mana value 6 or greater": Grizzly Bears (2) entering triggers nothing."""
    table.graveyard(0, "Dragon Scales")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_zone("Dragon Scales", Zone.GRAVEYARD, 0)


@kit
def test_dragon_scales_stays_when_the_creature_is_gone(table: Table) -> None:
    """CR 303.4i: the Wurm leaves before the trigger resolves: what the Scales would enter
    attached to is gone, so they stay in the graveyard (not onto another creature)."""
    table.graveyard(0, "Dragon Scales")
    table.battlefield(0, "Grizzly Bears")
    _wurm_enters(table, 0)
    assert len(table.names(Zone.STACK)) == 1
    table.game.destroy(table.find("Craw Wurm").id)
    table.resolve(answers=[Answer("may", ("yes",), player=0)])
    table.assert_zone("Dragon Scales", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="303.4i")


@kit
def test_gryffs_boon_returns_onto_the_target_creature(table: Table) -> None:
    """CR 113.6m, 303.4f: activated from Alice's graveyard at sorcery speed, the Boon returns
    attached to the targeted Bears (3/2, flying); it's no spell, so Bob's creature could be
    chosen as well, but Alice chose hers."""
    table.graveyard(0, "Gryff's Boon")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 4)
    table.activate("Gryff's Boon", targets=["Grizzly Bears"])
    table.resolve()
    boon = table.find("Gryff's Boon", zone=Zone.BATTLEFIELD)
    assert boon.attached_to == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "flying")
    assert not table.has_keyword("Hill Giant", "flying")


@kit
def test_gryffs_boon_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d, 732: in Alice's upkeep the activation is refused and nothing changes."""
    table.graveyard(0, "Gryff's Boon")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 4)
    table.set_turn(active=0, step=Step.UPKEEP)
    table.assert_illegal(table.activate, "Gryff's Boon", targets=["Grizzly Bears"])
    table.assert_zone("Gryff's Boon", Zone.GRAVEYARD, 0)


@kit
def test_magnetic_snuffler_equips_itself_from_the_graveyard(table: Table) -> None:
    """CR 301.5c: the Snuffler's enter trigger returns Bonesplitter from Alice's graveyard
    attached to it: a 6/4."""
    table.graveyard(0, "Bonesplitter")
    table.lands(0, "Plains", 5)
    table.hand(0, "Magnetic Snuffler")
    table.cast("Magnetic Snuffler")
    table.resolve()
    table.resolve()
    splitter = table.find("Bonesplitter", zone=Zone.BATTLEFIELD)
    assert splitter.attached_to == table.find("Magnetic Snuffler").id
    assert table.power("Magnetic Snuffler") == 6


@kit
def test_magnetic_snuffler_gone_leaves_the_equipment_unattached(table: Table) -> None:
    """CR 301.5c: the Snuffler leaves before its trigger resolves: Bonesplitter still returns
    (an Equipment isn't kept out as an Aura would be, 303.4i), attached to nothing."""
    table.graveyard(0, "Bonesplitter")
    table.lands(0, "Plains", 5)
    table.hand(0, "Magnetic Snuffler")
    table.cast("Magnetic Snuffler")
    table.resolve()
    table.game.destroy(table.find("Magnetic Snuffler").id)
    table.resolve()
    splitter = table.find("Bonesplitter", zone=Zone.BATTLEFIELD)
    assert splitter.attached_to is None


@kit
def test_unfinished_business_attaches_to_the_returned_creature(table: Table) -> None:
    """CR 608.2c, 303.4f, 301.5c: "that creature" is the Grizzly Bears just returned; Dragon
    Scales and Bonesplitter return attached to them (a 5/4), not to Alice's Hill Giant."""
    table.graveyard(0, "Grizzly Bears", "Dragon Scales", "Bonesplitter")
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Plains", 5)
    table.hand(0, "Unfinished Business")
    table.cast("Unfinished Business",
               targets=["Grizzly Bears", ["Dragon Scales", "Bonesplitter"]])
    table.resolve()
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id
    assert table.find("Dragon Scales", zone=Zone.BATTLEFIELD).attached_to == bears
    assert table.find("Bonesplitter", zone=Zone.BATTLEFIELD).attached_to == bears
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 4)
    assert table.power("Hill Giant") == 3


@kit
def test_nomad_mythmaker_puts_bobs_aura_on_a_creature_alice_chooses(table: Table) -> None:
    """CR 303.4f: Bob's Dragon Scales enter under Alice's control attached to the creature
    she chooses among hers (Grizzly Bears, not the Mythmaker; Bob's Hill Giant was no
    option); Bob still owns them (108.3)."""
    table.battlefield(0, "Nomad Mythmaker", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.graveyard(1, "Dragon Scales")
    table.lands(0, "Plains", 1)
    table.activate("Nomad Mythmaker", targets=["Dragon Scales"])
    decisions = table.watch_decisions("enchant")
    table.resolve(answers=[Answer("enchant", (table.find("Grizzly Bears").id,))])
    (enchant,) = decisions
    assert set(enchant.options) == {table.find("Grizzly Bears").id,
                                    table.find("Nomad Mythmaker").id}
    scales = table.find("Dragon Scales", zone=Zone.BATTLEFIELD)
    assert (scales.controller, scales.owner) == (0, 1)
    assert scales.attached_to == table.find("Grizzly Bears").id
    assert table.toughness("Grizzly Bears") == 4


@kit
def test_nomad_mythmaker_with_no_creature_of_alices_leaves_the_aura(table: Table) -> None:
    """CR 303.4i: Alice's only creature, the Mythmaker, is gone before its ability resolves:
    no creature she controls, so the Scales stay in Bob's graveyard, never onto Bob's Hill
    Giant."""
    table.battlefield(0, "Nomad Mythmaker")
    table.battlefield(1, "Hill Giant")
    table.graveyard(1, "Dragon Scales")
    table.lands(0, "Plains", 1)
    table.activate("Nomad Mythmaker", targets=["Dragon Scales"])
    table.game.destroy(table.find("Nomad Mythmaker").id)
    table.resolve()
    table.assert_zone("Dragon Scales", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


TEL_JILAD_CHOSEN = CardDef(name="Tel-Jilad Chosen", mana_cost="{1}{G}",
                           type_line="Creature — Elf Warrior",
                           text="Protection from artifacts", power="2", toughness="1")
protection_kit = pytest.mark.plugins(extra={"attached-kit": card_pool(
    "attached-kit", (*CARDS, TEL_JILAD_CHOSEN))})


@protection_kit
def test_an_equipment_it_cant_equip_enters_unattached(table: Table) -> None:
    """CR 301.5e, 702.16d: Unfinished Business returns Tel-Jilad Chosen (protection from
    artifacts) and Bonesplitter "attached to that creature": Bonesplitter can't equip it, so
    it enters unattached (never attached, then let go by the state-based actions, 704.5n),
    and Dragon Scales enchants the Chosen."""
    table.graveyard(0, "Tel-Jilad Chosen", "Dragon Scales", "Bonesplitter")
    table.lands(0, "Plains", 5)
    table.hand(0, "Unfinished Business")
    table.cast("Unfinished Business",
               targets=["Tel-Jilad Chosen", ["Dragon Scales", "Bonesplitter"]])
    start = len(table.game.log)
    table.resolve()
    chosen = table.find("Tel-Jilad Chosen", zone=Zone.BATTLEFIELD).id
    assert table.find("Bonesplitter", zone=Zone.BATTLEFIELD).attached_to is None
    assert table.find("Dragon Scales", zone=Zone.BATTLEFIELD).attached_to == chosen
    rules = [event.rule for event in table.game.log[start:]
             if "Bonesplitter" in event.text]
    assert "301.5e" in rules
    assert "704.5n" not in rules and "303.4f" not in rules


@needs_corpus
def test_tel_jilad_chosen_is_the_corpus_card() -> None:
    assert_printed((TEL_JILAD_CHOSEN,))
