"""Role tokens, played: "Create a Monster Role token attached to it." (CR 111.10j-r, 303.7).

A Role is a colorless Aura Role enchantment token named after its kind, with enchant creature
(111.10k: Monster, "Enchanted creature gets +1/+1 and has trample."). It enters attached to
the creature the effect names (303.4f); with none there, it isn't created (303.4g). A second
Role its controller controls on the same permanent puts the older one into the graveyard
(303.7a, 704.5y), where a token ceases to exist (704.5d). The Wicked Role's "When this token is
put into a graveyard from the battlefield, each opponent loses 1 life." (111.10q) triggers
then, and when the creature it enchants dies (704.5m). The cards come with their exact Oracle
definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MONSTROUS_RAGE = CardDef(
    name="Monstrous Rage", mana_cost="{R}", type_line="Instant",
    text="Target creature gets +2/+0 until end of turn. Create a Monster Role token attached "
         "to it. (If you control another Role on it, put that one into the graveyard. Enchanted "
         "creature gets +1/+1 and has trample.)")
ERIETTES_WHISPER = CardDef(
    name="Eriette's Whisper", mana_cost="{3}{B}", type_line="Sorcery",
    text="Target opponent discards two cards. Create a Wicked Role token attached to up to one "
         "target creature you control. (If you control another Role on it, put that one into "
         "the graveyard. Enchanted creature gets +1/+1. When this token is put into a "
         "graveyard, each opponent loses 1 life.)")
CURSED_COURTIER = CardDef(
    name="Cursed Courtier", mana_cost="{2}{W}", type_line="Creature — Human Noble",
    text="Lifelink\nWhen this creature enters, create a Cursed Role token attached to it. "
         "(Enchanted creature is 1/1.)", power="3", toughness="3")
CUT_IN = CardDef(
    name="Cut In", mana_cost="{3}{R}", type_line="Sorcery",
    text="Cut In deals 4 damage to target creature.\nCreate a Young Hero Role token attached to "
         "up to one target creature you control. (If you control another Role on it, put that "
         "one into the graveyard. Enchanted creature has \"Whenever this creature attacks, if "
         "its toughness is 3 or less, put a +1/+1 counter on it.\")")
ASININE_ANTICS = CardDef(
    name="Asinine Antics", mana_cost="{2}{U}{U}", type_line="Sorcery",
    text="You may cast this spell as though it had flash if you pay {2} more to cast it.\nFor "
         "each creature your opponents control, create a Cursed Role token attached to that "
         "creature. (If you control another Role on it, put that one into the graveyard. "
         "Enchanted creature is 1/1.)")
BECOME_BRUTES = CardDef(
    name="Become Brutes", mana_cost="{1}{R}", type_line="Sorcery",
    text="One or two target creatures each gain haste until end of turn. For each of those "
         "creatures, create a Monster Role token attached to it. (If you control another Role "
         "on it, put that one into the graveyard. Enchanted creature gets +1/+1 and has "
         "trample.)")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (MONSTROUS_RAGE, ERIETTES_WHISPER, CURSED_COURTIER, CUT_IN, ASININE_ANTICS,
         BECOME_BRUTES, MURDER)

kit = pytest.mark.plugins("haste", extra={"role-tokens-kit": card_pool("role-tokens-kit",
                                                                       CARDS)})


def roles(table: Table) -> list[str]:
    """The names of the Roles on the battlefield (each an Aura Role token, CR 303.7)."""
    return [o.card.name for o in table.game.objects_in(Zone.BATTLEFIELD)
            if o.is_token and table.game.chars(o.id).type_line.has_subtype("Role")]


def rage(table: Table, target: str = "Grizzly Bears") -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Monstrous Rage")
    table.cast("Monstrous Rage", targets=[target])
    table.resolve()


def whisper(table: Table, target: list[str]) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Eriette's Whisper")
    table.hand(1, "Island", "Island")
    table.cast("Eriette's Whisper", targets=["opponent", target])
    table.resolve()


@kit
def test_monstrous_rage_attaches_a_monster_role(table: Table) -> None:
    """CR 111.10k, 303.4f: the Monster Role enters attached to the target: +1/+1 and trample
    for as long as it is attached, the spell's +2/+0 only until end of turn (514.2)."""
    table.battlefield(0, "Grizzly Bears")
    rage(table)
    assert roles(table) == ["Monster"]
    monster = table.find("Monster", zone=Zone.BATTLEFIELD)
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert monster.attached_to == bears.id and monster.controller == 0
    chars = table.game.chars(monster.id)
    assert chars.type_line.card_types == ("Enchantment",)
    assert chars.type_line.subtypes == ("Aura", "Role") and not chars.colors
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 3)
    assert table.has_keyword("Grizzly Bears", "trample")
    table.assert_logged(rule="303.4f", contains="enters attached to")
    table.library(1, "Island")  # Bob's draw of the next turn
    table.next_turn()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.has_keyword("Grizzly Bears", "trample")


@kit
def test_a_second_role_puts_the_first_into_the_graveyard(table: Table) -> None:
    """CR 303.7a, 704.5y: the Wicked Role, newer, stays; the Monster Role goes to the
    graveyard and ceases to exist (704.5d). Bob discards two cards."""
    table.battlefield(0, "Grizzly Bears")
    rage(table)
    whisper(table, ["Grizzly Bears"])
    assert roles(table) == ["Wicked"]
    table.assert_logged(rule="704.5y")
    assert table.names(Zone.HAND, 1) == []
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 3)
    assert not table.has_keyword("Grizzly Bears", "trample")
    table.assert_life(1, 20)  # no Wicked Role left the battlefield


@kit
def test_the_wicked_role_replaced_makes_each_opponent_lose_1_life(table: Table) -> None:
    """CR 111.10q, 704.5y: the Monster Role, newer, replaces the Wicked Role, put into a
    graveyard from the battlefield: its trigger makes Bob lose 1 life."""
    table.battlefield(0, "Grizzly Bears")
    whisper(table, ["Grizzly Bears"])
    assert roles(table) == ["Wicked"]
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    rage(table)
    table.resolve()  # the Wicked Role's trigger
    assert roles(table) == ["Monster"]
    table.assert_life(1, 19)
    table.assert_life(0, 20)


@kit
def test_the_wicked_role_falls_off_a_dead_creature(table: Table) -> None:
    """CR 704.5m, 111.10q: the creature dies, the Aura goes to the graveyard: Bob loses 1."""
    table.battlefield(0, "Grizzly Bears")
    whisper(table, ["Grizzly Bears"])
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()  # the Wicked Role's trigger
    assert roles(table) == []
    table.assert_life(1, 19)


@kit
def test_up_to_one_target_none_chosen_creates_no_role(table: Table) -> None:
    """CR 303.4g: no creature named, the Aura token isn't created; Bob still discards."""
    table.battlefield(0, "Grizzly Bears")
    whisper(table, [])
    assert roles(table) == []
    assert table.names(Zone.HAND, 1) == []
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.assert_logged(rule="303.4g")


@kit
def test_cursed_courtier_curses_itself(table: Table) -> None:
    """CR 111.10j, 613.4b: the Cursed Role on Cursed Courtier sets its base P/T to 1/1."""
    table.lands(0, "Plains", 3)
    table.hand(0, "Cursed Courtier")
    table.cast("Cursed Courtier")
    table.resolve()  # the creature spell
    assert (table.power("Cursed Courtier"), table.toughness("Cursed Courtier")) == (3, 3)
    table.resolve()  # its enters trigger
    assert roles(table) == ["Cursed"]
    assert (table.power("Cursed Courtier"), table.toughness("Cursed Courtier")) == (1, 1)
    assert table.has_keyword("Cursed Courtier", "lifelink")


@kit
def test_two_roles_of_alice_on_bobs_creature_leave_the_newer(table: Table) -> None:
    """CR 704.5y: Alice's two Monster Roles on Bob's creature: by their controller, Alice,
    not the creature's; the newer one stays, hers."""
    table.battlefield(1, "Grizzly Bears")
    rage(table)
    rage(table)
    assert roles(table) == ["Monster"]
    assert table.find("Monster", zone=Zone.BATTLEFIELD).controller == 0


def cut_in(table: Table, mine: str) -> None:
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Cut In")
    table.cast("Cut In", targets=["Hill Giant", mine])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)  # 4 damage to a 3/3 (704.5g)
    assert roles(table) == ["Young Hero"]


@kit
def test_cut_in_young_hero_grows_a_creature_of_toughness_3_or_less(table: Table) -> None:
    """CR 111.10r, 603.4: the Young Hero Role gives no +1/+1; its creature's "Whenever this
    creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it." grows the
    2/2 Bears to 3/3."""
    table.battlefield(0, "Grizzly Bears")
    cut_in(table, "Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)


@kit
def test_cut_in_young_hero_leaves_a_toughness_4_creature_alone(table: Table) -> None:
    """CR 603.4: Giant Spider's toughness is 4: the intervening "if" is false, no trigger."""
    table.battlefield(0, "Giant Spider")
    cut_in(table, "Giant Spider")
    table.attack("Giant Spider")
    table.resolve_all()
    table.assert_counters("Giant Spider", "+1/+1", 0)
    assert (table.power("Giant Spider"), table.toughness("Giant Spider")) == (2, 4)


@kit
def test_asinine_antics_curses_each_creature_of_the_opponents(table: Table) -> None:
    """CR 111.10j, 303.4f: one Cursed Role on each of Bob's creatures, Alice's Roles; Alice's
    own creature untouched."""
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.battlefield(0, "Gray Ogre")
    table.lands(0, "Island", 4)
    table.hand(0, "Asinine Antics")
    table.cast("Asinine Antics")
    table.resolve()
    assert roles(table) == ["Cursed", "Cursed"]
    hosts = {table.game.obj(o.id).attached_to for o in table.game.objects_in(Zone.BATTLEFIELD)
             if o.card.name == "Cursed"}
    assert hosts == {table.find("Hill Giant").id, table.find("Grizzly Bears").id}
    assert all(o.controller == 0 for o in table.game.objects_in(Zone.BATTLEFIELD)
               if o.card.name == "Cursed")
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (1, 1)
    assert (table.power("Gray Ogre"), table.toughness("Gray Ogre")) == (2, 2)


@kit
def test_become_brutes_a_monster_role_on_each_target(table: Table) -> None:
    """CR 111.10k: two targets, each with haste and its own Monster Role: +1/+1, trample."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Become Brutes")
    table.cast("Become Brutes", targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve()
    assert roles(table) == ["Monster", "Monster"]
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (4, 4)
    for name in ("Grizzly Bears", "Hill Giant"):
        assert table.has_keyword(name, "trample") and table.has_keyword(name, "haste")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)

