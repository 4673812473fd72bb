"""Bestow (CR 702.103): cast bestowed for its bestow cost, the creature card is an Aura spell
with enchant creature; the Aura becomes a creature again when it is not attached. Runs alone
with ``pytest plugins/bestow``. Grizzly Bears, Lightning Bolt, Unsummon and the basic lands
come from the kernel's pool."""

from __future__ import annotations

import re

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("bestow")

#: Each card of the pool, its bestow cost and the bonus it gives the enchanted creature.
CARDS = {"Boon Satyr": ("{3}{G}{G}", (4, 2)), "Leafcrown Dryad": ("{3}{G}", (2, 2)),
         "Nyxborn Rollicker": ("{1}{R}", (1, 1)), "Spearpoint Oread": ("{5}{R}", (2, 2)),
         "Nyxborn Triton": ("{4}{U}", (2, 3)), "Observant Alseid": ("{4}{W}", (2, 2)),
         "Baleful Eidolon": ("{4}{B}", (1, 1)), "Nyxborn Shieldmate": ("{2}{W}", (1, 2)),
         "Nyxborn Wolf": ("{4}{G}", (3, 1)), "Hopeful Eidolon": ("{3}{W}", (1, 1))}


def mana_for(cost: str) -> str:
    """The mana letters paying ``cost`` exactly ("{3}{G}" -> "CCCG")."""
    return "".join("C" * int(s) if s.isdigit() else s for s in re.findall(r"\{(\w+)\}", cost))


def bestow(table: Table, name: str, target: str = "Grizzly Bears", player: int = 0) -> None:
    table.mana(player, mana_for(CARDS[name][0]))
    table.hand(player, name)
    table.cast(name, using="bestow", targets=[target])


def bestow_casts(table: Table, player: int = 0) -> list[str]:
    decision = table.game.pending()
    assert decision is not None and decision.player == player
    return [a.name for a in decision.options
            if isinstance(a, CastSpell) and a.permission == "bestow"]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("bestow", "manastack_bestow", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_bestow_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("bestow", "manastack_bestow", "cards.toml")
    definition = source.get("Nyxborn Rollicker")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("bestow", "bestow"),)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_103b_each_card_bestowed_enchants_a_creature(table: Table, name: str) -> None:
    """Cast bestowed on Grizzly Bears, each card resolves as an Aura attached to it (608.3c),
    not a creature, and the Bears get its bonus."""
    table.battlefield(0, "Grizzly Bears")
    bestow(table, name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD)
    aura = table.find(name)
    ch = table.game.chars(aura.id)
    assert not ch.is_creature and ch.type_line.has_subtype("Aura")
    assert aura.attached_to == table.find("Grizzly Bears").id
    power, toughness = CARDS[name][1]
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == \
        (2 + power, 2 + toughness)


def test_702_103b_on_the_stack_it_is_an_aura_spell_with_enchant_creature(table: Table) -> None:
    """Nyxborn Rollicker cast bestowed for {1}{R}: on the stack an Aura enchantment spell,
    not a creature spell, with enchant creature (702.103b); its target is Grizzly Bears
    (303.4a, 601.2c)."""
    table.battlefield(0, "Grizzly Bears")
    bestow(table, "Nyxborn Rollicker")
    spell = table.find("Nyxborn Rollicker", zone=Zone.STACK)
    ch = table.game.chars(spell.id)
    assert ch.type_line.has_type("Enchantment") and ch.type_line.has_subtype("Aura")
    assert not ch.is_creature and not ch.type_line.has_subtype("Satyr")
    assert "enchant" in ch.keywords
    assert spell.spell is not None and spell.spell.permission.name == "bestow"
    assert spell.spell.targets == ((table.find("Grizzly Bears").id,),)
    table.resolve()
    table.assert_logged(rule="608.3c")  # an Aura spell resolving (not 303.4f)


def test_702_103a_cast_for_its_mana_cost_it_is_a_creature(table: Table) -> None:
    """Not bestowed, Nyxborn Rollicker is an enchantment creature spell and a 1/1 creature."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "R")
    table.hand(0, "Nyxborn Rollicker")
    table.cast("Nyxborn Rollicker")
    table.resolve()
    rollicker = table.find("Nyxborn Rollicker")
    assert table.game.chars(rollicker.id).is_creature and rollicker.attached_to is None
    assert table.power("Grizzly Bears") == 2


def test_702_103d_without_a_creature_to_enchant_it_cant_be_cast_bestowed(table: Table) -> None:
    """No creature on the battlefield: the bestowed spell would have no legal target (its
    characteristics as modified by bestow are evaluated, 702.103d): the bestow cast is not
    offered and is refused (601.2c); cast for its mana cost it is offered."""
    table.mana(0, "CRR")
    table.hand(0, "Nyxborn Rollicker")
    assert bestow_casts(table) == []
    table.assert_illegal(table.cast, "Nyxborn Rollicker", using="bestow", rule="601.2c")
    table.battlefield(1, "Grizzly Bears")
    assert bestow_casts(table) == ["Nyxborn Rollicker"]


def test_702_103e_its_target_gone_it_resolves_as_a_creature(table: Table) -> None:
    """Leafcrown Dryad cast bestowed on Grizzly Bears; Bob bolts the Bears in response. As it
    resolves its target is illegal: it ceases to be bestowed and resolves as a 2/2 creature
    spell (702.103e, 608.3b), not removed from the stack (608.2b)."""
    table.battlefield(0, "Grizzly Bears")
    bestow(table, "Leafcrown Dryad")
    table.pass_priority()  # Alice passes: Bob has priority
    table.mana(1, "R")
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.resolve()
    table.assert_logged(rule="702.103e", contains="ceases to be bestowed")
    table.assert_not_logged(rule="608.2b", contains="doesn't resolve")
    dryad = table.find("Leafcrown Dryad")
    assert dryad.zone is Zone.BATTLEFIELD and dryad.attached_to is None
    ch = table.game.chars(dryad.id)
    assert ch.is_creature and not ch.type_line.has_subtype("Aura")
    assert (table.power("Leafcrown Dryad"), table.toughness("Leafcrown Dryad")) == (2, 2)
    assert table.has_keyword("Leafcrown Dryad", "reach")


def test_702_103f_the_enchanted_creature_dies_the_aura_becomes_a_creature(table: Table) -> None:
    """Spearpoint Oread bestowed on Grizzly Bears; the Bears die: the Aura, attached to
    nothing, becomes unattached and ceases to be bestowed, a 2/2 first strike enchantment
    creature, not put into the graveyard (702.103f, the exception to 704.5m)."""
    table.battlefield(0, "Grizzly Bears")
    bestow(table, "Spearpoint Oread")
    table.resolve()
    assert table.power("Grizzly Bears") == 4 and table.has_keyword("Grizzly Bears",
                                                                   "first strike")
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()  # 3 damage to a 4/4: it survives
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_logged(rule="702.103f", contains="ceases to be bestowed")
    oread = table.find("Spearpoint Oread")
    assert oread.zone is Zone.BATTLEFIELD and oread.attached_to is None
    ch = table.game.chars(oread.id)
    assert ch.is_creature and ch.type_line.has_type("Enchantment")
    assert not ch.type_line.has_subtype("Aura")
    assert (table.power("Spearpoint Oread"), table.toughness("Spearpoint Oread")) == (2, 2)
    assert table.has_keyword("Spearpoint Oread", "first strike")


def test_702_103f_the_enchanted_creature_bounced_the_aura_stays_a_creature(
        table: Table) -> None:
    """Observant Alseid bestowed on Bob's Grizzly Bears; Bob returns them to his hand
    (Unsummon): Alice's Alseid stays, a 2/2 vigilance creature under her control."""
    table.battlefield(1, "Grizzly Bears")
    bestow(table, "Observant Alseid")
    table.resolve()
    assert table.power("Grizzly Bears") == 4
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)
    alseid = table.find("Observant Alseid")
    assert alseid.zone is Zone.BATTLEFIELD and table.game.controller(alseid.id) == 0
    assert table.game.chars(alseid.id).is_creature
    assert table.has_keyword("Observant Alseid", "vigilance")


def test_702_103f_once_a_creature_it_stays_one(table: Table) -> None:
    """Unattached, the Aura ceased to be bestowed for good: it is a creature from then on
    (the permanent's tag), even after the game moves on."""
    table.battlefield(0, "Grizzly Bears")
    bestow(table, "Nyxborn Rollicker")
    table.resolve()
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    for player in (0, 1):
        table.library(player, "Forest", "Forest")
    table.next_turn()
    table.next_turn()
    rollicker = table.find("Nyxborn Rollicker")
    assert table.game.chars(rollicker.id).is_creature
    table.attack("Nyxborn Rollicker")
    table.go_to(Step.END)
    table.assert_life(1, 19)


def test_702_103a_boon_satyr_bestowed_at_instant_speed(table: Table) -> None:
    """Boon Satyr has flash: cast bestowed during Bob's turn, after his Hill Giant attacks,
    on Alice's blocking-to-be Grizzly Bears (the card's own timing, 702.8a, not changed
    by the alternative cost)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant")
    table.pass_priority()  # Bob passes: Alice has priority in the declare attackers step
    bestow(table, "Boon Satyr")
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (6, 4)
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_702_103a_without_flash_it_is_cast_bestowed_at_sorcery_speed(table: Table) -> None:
    """Nyxborn Rollicker (no flash) can't be cast bestowed in Bob's turn (307.1)."""
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()
    table.mana(0, "CR")
    table.hand(0, "Nyxborn Rollicker")
    with pytest.raises(IllegalActionError):
        table.cast("Nyxborn Rollicker", using="bestow", targets=["Grizzly Bears"])


def test_118_9_the_bestow_cost_is_paid_not_the_mana_cost(table: Table) -> None:
    """Leafcrown Dryad bestowed costs {3}{G}; its mana cost {1}{G} is not enough (601.2f)."""
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "CG")
    table.hand(0, "Leafcrown Dryad")
    assert bestow_casts(table) == []
    table.mana(0, "CC")
    assert bestow_casts(table) == ["Leafcrown Dryad"]
    table.cast("Leafcrown Dryad", using="bestow", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "reach")



def test_302_6_a_creature_again_the_turn_it_entered_it_cant_attack(table: Table) -> None:
    """Nyxborn Rollicker bestowed on Grizzly Bears, which are bounced the same turn: the
    Rollicker is a creature now, the same permanent that came under Alice's control this
    turn (702.103f keeps it on the battlefield), so it can't attack (302.6, 508.1a)."""
    table.battlefield(0, "Grizzly Bears")
    bestow(table, "Nyxborn Rollicker")
    table.resolve()
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.chars(table.find("Nyxborn Rollicker").id).is_creature
    table.assert_illegal(table.attack, "Nyxborn Rollicker", rule="508.1a")


def test_702_103c_a_copy_of_a_bestowed_aura_spell_is_bestowed(table: Table) -> None:
    """A copy of Nyxborn Rollicker cast bestowed (707.10) is a bestowed Aura spell too: it
    resolves into a token Aura attached to the same Grizzly Bears (707.10f, 608.3c, 608.3f)."""
    from manastack.api import copy_spell

    table.battlefield(0, "Grizzly Bears")
    bestow(table, "Nyxborn Rollicker")
    spell = table.find("Nyxborn Rollicker", zone=Zone.STACK)
    copy = copy_spell(table.game, spell, 0)
    ch = table.game.chars(copy.id)
    assert ch.type_line.has_subtype("Aura") and not ch.is_creature
    table.resolve()
    table.resolve()
    bears = table.find("Grizzly Bears")
    auras = [o for o in table.game.battlefield(0) if o.attached_to == bears.id]
    assert len(auras) == 2 and any(o.is_token for o in auras)
    assert table.power("Grizzly Bears") == 4
