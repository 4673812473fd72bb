"""Overload (CR 702.96): the plugin alone with the kernel.

Seeds: SEED-23 (one alternative cost), SEED-29 (total cost), SEED-30 (targets),
SEED-31 (hexproof/shroud/protection), SEED-32 (cast without paying its mana cost).

Cards the rulings speak of but that are not overload cards (hexproof, shroud
and protection creatures, Omniscience, Electrodominance) come from the small
in-process plugin ``TESTKIT`` below, written as a third party would: a card
source and a casting permission (Omniscience's alternative cost of {0}).
Electrodominance's "cast a spell ... without paying its mana cost" is the
kernel's sentence (CR 118.9, 608.2g).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from manastack_overload import OverloadAbility, manastack_spell_text, overloaded_text
from pytest_manastack import Table

from manastack.api import (
    Answer,
    CardDef,
    CastingPermission,
    CastSpell,
    Cost,
    Game,
    MemoryCardSource,
    Spell,
    Step,
    Zone,
    can_block,
    hookimpl,
    permissions_for,
)

# --------------------------------------------------------------------------
# The test kit: cards and effects the rulings use (exact Oracle text)
# --------------------------------------------------------------------------

_CARDS = {
    d.name: d
    for d in (
        CardDef(name="Gladecover Scout", mana_cost="{G}", type_line="Creature — Elf Scout",
                power="1", toughness="1",
                text="Hexproof (This creature can't be the target of spells or abilities your "
                     "opponents control.)"),
        CardDef(name="Humble Budoka", mana_cost="{1}{G}", type_line="Creature — Human Monk",
                power="2", toughness="2",
                text="Shroud (This creature can't be the target of spells or abilities.)"),
        CardDef(name="Karoo Meerkat", mana_cost="{1}{G}", type_line="Creature — Mongoose",
                power="2", toughness="1", text="Protection from blue"),
        CardDef(name="Omniscience", mana_cost="{7}{U}{U}{U}", type_line="Enchantment",
                text="You may cast spells from your hand without paying their mana costs."),
        CardDef(name="Electrodominance", mana_cost="{X}{R}{R}", type_line="Instant",
                text="Electrodominance deals X damage to any target. You may cast a spell with "
                     "mana value X or less from your hand without paying its mana cost."),
    )
}


class TestKit:
    """An in-process plugin, built only from public hooks."""

    @staticmethod
    @hookimpl
    def manastack_register_card_sources() -> Iterable[Any]:
        return [MemoryCardSource("overload-testkit", _CARDS.values())]

    @staticmethod
    @hookimpl
    def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
        """Omniscience (CR 118.9): an alternative cost of {0} for spells from your hand."""
        if not any(o.card.name == "Omniscience" for o in game.battlefield(player)):
            return []
        return [CastingPermission(name="omniscience", obj=o.id, zone=Zone.HAND, cost=Cost(),
                                  alternative=True, plugin="testkit", label="Omniscience")
                for o in game.hand(player) if not o.card.type_line.has_type("Land")]


TESTKIT = TestKit()
plugins = pytest.mark.plugins("overload", extra={"testkit": TESTKIT})


def ids(table: Table, zone: Zone, player: int | None = None) -> list[int]:
    return list(table.game.ids_in(zone, player))


# --------------------------------------------------------------------------
# The keyword
# --------------------------------------------------------------------------


@pytest.mark.plugins("overload")
def test_overload_keyword_line_becomes_an_alternative_cost(rules: Any) -> None:
    card = rules.card("Cyclonic Rift")
    found = [a for a in card.abilities if isinstance(a, OverloadAbility)]
    assert len(found) == 1
    assert str(found[0].cost) == "{6}{U}"
    assert not card.unrecognized
    assert str(next(a for a in rules.card("Street Spasm").abilities
                    if isinstance(a, OverloadAbility)).cost) == "{X}{X}{R}{R}"


def test_overloaded_text_changes_every_target_but_not_reminder_text() -> None:
    text = ("Target creature you don't control gets -2/-0 until end of turn.\nOverload {3}{U}{R} "
            '(You may cast this spell for its overload cost. If you do, change "target" in its '
            'text to "each.")')
    changed = overloaded_text(text)
    assert changed.startswith("Each creature you don't control gets -2/-0")
    assert '(You may cast this spell for its overload cost. If you do, change "target"' in changed
    assert overloaded_text("Put a counter on target creature, then target player draws.") == \
        "Put a counter on each creature, then each player draws."


@pytest.mark.plugins("overload")
def test_the_text_change_applies_only_to_the_overload_permission(table: Table) -> None:
    rift = table.hand(0, "Cyclonic Rift")[0]
    perms = {p.name: p for p in permissions_for(table.game, 0, rift.id)}
    assert str(perms["overload"]) == "for its overload cost {6}{U}"
    assert str(next(a for a in rift.card.abilities if isinstance(a, OverloadAbility))) == \
        "Overload {6}{U}"

    def spell(permission: str) -> Spell:
        return Spell(obj=rift.id, card=rift.card, controller=0, permission=perms[permission],
                     from_zone=Zone.HAND, text=rift.card.text, provisional=True)

    assert manastack_spell_text(table.game, spell("hand"), rift.card.text) is None
    assert manastack_spell_text(table.game, spell("overload"), "Draw a card.") is None
    assert manastack_spell_text(table.game, spell("overload"), rift.card.text).startswith(
        "Return each nonland permanent")
    assert not table.logged(rule="702.96b")  # provisional: nothing logged


@plugins
def test_overload_permission_is_offered_from_hand_only(table: Table) -> None:
    table.lands(0, "Island", 7)
    rift = table.hand(0, "Cyclonic Rift")[0]
    table.graveyard(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears")
    actions = [a for a in table.game.legal_actions() if isinstance(a, CastSpell)]
    assert {(a.obj, a.permission) for a in actions} == {(rift.id, "hand"), (rift.id, "overload")}


# --------------------------------------------------------------------------
# SEED-30, SEED-31: targets
# --------------------------------------------------------------------------


@plugins
def test_SEED_30_without_overload_cyclonic_rift_has_a_single_target(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears", "Sol Ring", "Island")
    seen = table.watch_decisions(player=0)  # the scripted ones too
    spell = table.cast("Cyclonic Rift", targets=["Sol Ring"])
    assert spell.spell is not None
    assert len(spell.spell.targets) == 1
    assert [d.kind for d in seen].count("targets") == 1
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Sol Ring"]
    assert sorted(table.names(Zone.BATTLEFIELD, 1)) == ["Grizzly Bears", "Island"]


@plugins
def test_SEED_30_overloaded_cyclonic_rift_has_no_targets_and_returns_each(table: Table) -> None:
    table.lands(0, "Island", 7)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears", "Sol Ring", "Glorious Anthem", "Island")
    seen = table.watch_decisions(player=0)  # the scripted ones too
    spell = table.cast("Cyclonic Rift", using="overload")
    assert spell.spell is not None
    assert spell.spell.targets == () and spell.spell.target_specs == ()
    assert "targets" not in [d.kind for d in seen]  # CR 702.96b: no target is chosen
    table.assert_logged(rule="702.96b")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Glorious Anthem", "Grizzly Bears", "Sol Ring"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Island"]  # lands stay
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)  # yours stay


@plugins
def test_SEED_31_hexproof_shroud_protection_stop_the_target_not_the_overload(
        table: Table) -> None:
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Gladecover Scout", "Humble Budoka", "Karoo Meerkat")
    # one target: none of them can be chosen (702.11b, 702.18a, 702.16b)
    table.assert_illegal(table.cast, "Cyclonic Rift", targets=["Gladecover Scout"], rule="601.2c")
    assert CastSpell(table.find("Cyclonic Rift").id, "hand", "Cyclonic Rift") not in \
        table.game.legal_actions()
    # overloaded, it targets nothing and returns each of them (702.96b)
    table.cast("Cyclonic Rift", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Gladecover Scout", "Humble Budoka",
                                                 "Karoo Meerkat"]


@plugins
def test_SEED_31_overloaded_mortars_damage_hexproof_and_shroud_creatures(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.hand(0, "Mizzium Mortars")
    table.battlefield(1, "Gladecover Scout", "Humble Budoka", "Hill Giant")
    table.assert_illegal(table.cast, "Mizzium Mortars", targets=["Humble Budoka"], rule="601.2c")
    table.cast("Mizzium Mortars", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Gladecover Scout", "Hill Giant",
                                                      "Humble Budoka"]


@plugins
def test_overload_is_a_legal_action_when_no_target_exists(table: Table) -> None:
    """CR 702.96b: an overloaded spell requires no target, so it can be cast when the
    single-target version can't (the legal actions list it)."""
    table.lands(0, "Island", 7)
    rift = table.hand(0, "Cyclonic Rift")[0]
    table.battlefield(1, "Gladecover Scout")
    actions = table.game.legal_actions()
    assert CastSpell(rift.id, "overload", "Cyclonic Rift") in actions
    assert CastSpell(rift.id, "hand", "Cyclonic Rift") not in actions


# --------------------------------------------------------------------------
# SEED-29: the total cost, mana value
# --------------------------------------------------------------------------


@plugins
def test_SEED_29_total_cost_from_overload_cost_then_increase_then_reduction(table: Table) -> None:
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.battlefield(0, "Goblin Electromancer")
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    spell = table.cast("Cyclonic Rift", using="overload")
    # {6}{U} + {1} (Thalia) - {1} (Electromancer) = {6}{U}: all seven Islands
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Island")
    table.assert_logged(rule="601.2f", contains="base {6}{U}")
    table.assert_logged(rule="601.2f", contains="= {6}{U} (locked)")
    assert table.game.mana_value(spell.id) == 2  # CR 118.9c: the mana cost {1}{U}, not {6}{U}


@plugins
def test_SEED_29_increases_apply_before_reductions(table: Table) -> None:
    """Mind Rake overloaded: {1}{B} + {1} - {1} - {1} = {B}. Reductions first would give
    {1}{B} ({1}{B} - {2} = {B}, then + {1})."""
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.battlefield(0, "Goblin Electromancer", "Goblin Electromancer")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Mind Rake")
    table.hand(1, "Grizzly Bears")
    spell = table.cast("Mind Rake", using="overload")
    table.assert_logged(rule="601.2f", contains="= {B} (locked)")
    assert table.game.mana_value(spell.id) == 3


@plugins
def test_SEED_29_an_increase_can_make_overload_unaffordable(table: Table) -> None:
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.cast, "Cyclonic Rift", using="overload", rule="601.2h")


@plugins
def test_mind_rake_overload_costs_less_than_its_mana_cost(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Mind Rake", "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.hand(1, "Lightning Bolt", "Shock", "Giant Growth")
    table.assert_illegal(table.cast, "Mind Rake", targets=["opponent"], rule="601.2h")
    spell = table.cast("Mind Rake", using="overload")
    assert table.game.mana_value(spell.id) == 3
    table.resolve(answers=[Answer("discard", tuple(ids(table, Zone.HAND, 0)[:2])),
                           Answer("discard", tuple(ids(table, Zone.HAND, 1)[:2]))])
    assert len(table.game.hand(0)) == 1 and len(table.game.hand(1)) == 1  # each player
    assert len(table.game.graveyard(0)) == 3  # two cards and Mind Rake


# --------------------------------------------------------------------------
# SEED-32, SEED-23: alternative costs
# --------------------------------------------------------------------------


@plugins
def test_SEED_32_cast_without_paying_its_mana_cost_cannot_pay_overload_instead(
        table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.hand(0, "Electrodominance", "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears", "Sol Ring")
    rift = table.find("Cyclonic Rift").id
    table.cast("Electrodominance", x=2, targets=["opponent"])
    table.pass_priority()  # Alice passes; Bob's pass resolves it
    exc = table.assert_illegal(table.pass_priority,
                               answers=[Answer("cast_free", ((rift, "overload"),))],
                               rule="118.9a")
    assert "overload" in str(exc)
    # the mana cost, not paid: Cyclonic Rift with its single target
    table.pass_priority(answers=[Answer("cast_free", ((rift, "hand"),)),
                                 Answer("targets", (table.find("Sol Ring").id,))])
    assert table.life(1) == 18
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Sol Ring"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]


@plugins
def test_SEED_23_two_alternative_costs_never_combine(table: Table) -> None:
    """Omniscience's {0} and overload are both alternative costs (CR 118.9): one is chosen."""
    # its sentence is not read by the grammar: the test kit's hook gives its permission
    table.put("Omniscience", Zone.BATTLEFIELD, 0, inert=True)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears", "Sol Ring")
    rift = table.find("Cyclonic Rift").id
    perms = sorted(p.name for p in permissions_for(table.game, 0, rift))
    assert perms == ["hand", "omniscience", "overload"]
    # no land: overload's {6}{U} can't be had for free through Omniscience
    table.assert_illegal(table.cast, "Cyclonic Rift", using="overload", rule="601.2h")
    spell = table.cast("Cyclonic Rift", using="omniscience", targets=["Sol Ring"])
    assert spell.spell is not None and len(spell.spell.targets) == 1  # not overloaded
    table.assert_logged(rule="601.2f", contains="base {0}")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]


@plugins
def test_SEED_23_overload_pays_its_own_cost_even_with_another_alternative_available(
        table: Table) -> None:
    # its sentence is not read by the grammar: the test kit's hook gives its permission
    table.put("Omniscience", Zone.BATTLEFIELD, 0, inert=True)
    table.lands(0, "Island", 7)
    table.hand(0, "Cyclonic Rift")
    table.battlefield(1, "Grizzly Bears", "Sol Ring")
    table.cast("Cyclonic Rift", using="overload")
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Island")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Sol Ring"]


# --------------------------------------------------------------------------
# The cards, with and without overload
# --------------------------------------------------------------------------


@plugins
def test_vandalblast(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.battlefield(0, "Sol Ring")
    table.hand(0, "Vandalblast", "Vandalblast")
    table.battlefield(1, "Sol Ring", "Memnite", "Grizzly Bears")
    table.cast("Vandalblast", targets=[table.find("Sol Ring", player=1).id])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Sol Ring"]
    table.cast("Vandalblast", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Memnite", "Sol Ring"]
    assert "Sol Ring" in table.names(Zone.BATTLEFIELD, 0)  # "you don't control"


@plugins
def test_mizzium_mortars(table: Table) -> None:
    table.lands(0, "Mountain", 8)
    table.battlefield(0, "Hill Giant")
    table.hand(0, "Mizzium Mortars", "Mizzium Mortars")
    table.battlefield(1, "Colossal Dreadmaw", "Hill Giant", "Grizzly Bears")
    table.cast("Mizzium Mortars", targets=[table.find("Hill Giant", player=1).id])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    table.cast("Mizzium Mortars", using="overload")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Grizzly Bears", "Hill Giant"]
    assert table.find("Colossal Dreadmaw").damage == 4  # 6/6: survives
    assert table.names(Zone.BATTLEFIELD, 0) == ["Mountain"] * 8 + ["Hill Giant"]


@plugins
def test_electrickery(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Llanowar Elves")
    table.hand(0, "Electrickery", "Electrickery")
    table.battlefield(1, "Savannah Lions", "Llanowar Elves", "Grizzly Bears")
    table.cast("Electrickery", targets=["Savannah Lions"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions"]
    table.cast("Electrickery", using="overload")  # {1}{R}
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions", "Llanowar Elves"]
    assert table.find("Grizzly Bears").damage == 1
    assert "Llanowar Elves" in table.names(Zone.BATTLEFIELD, 0)


@plugins
def test_blustersquall(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Blustersquall", "Blustersquall")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.cast("Blustersquall", targets=["Hill Giant"])
    table.resolve()
    assert table.find("Hill Giant").tapped and not table.find("Gray Ogre").tapped
    table.cast("Blustersquall", using="overload")  # {3}{U}
    table.resolve()
    assert table.find("Gray Ogre").tapped
    assert not table.find("Grizzly Bears", player=0).tapped


@plugins
def test_downsize(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Downsize", "Downsize")
    table.battlefield(1, "Hill Giant", "Craw Wurm")
    table.cast("Downsize", targets=["Craw Wurm"])
    table.resolve()
    assert (table.power("Craw Wurm"), table.toughness("Craw Wurm")) == (2, 4)
    assert table.power("Hill Giant") == 3
    table.cast("Downsize", using="overload")  # {2}{U}
    table.resolve()
    assert table.power("Hill Giant") == -1 and table.power("Craw Wurm") == -2
    assert table.power("Grizzly Bears") == 2
    table.library(1, "Island")
    table.next_turn()
    assert table.power("Craw Wurm") == 6  # until end of turn


@plugins
def test_dynacharge_locks_the_creatures_it_affects(table: Table) -> None:
    """CR 611.2c: the overloaded effect affects the creatures there as it resolves."""
    table.lands(0, "Mountain", 6)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Dynacharge", "Dynacharge", "Savannah Lions")
    table.battlefield(1, "Gray Ogre")
    table.cast("Dynacharge", targets=["Hill Giant"])
    table.resolve()
    assert table.power("Hill Giant") == 5 and table.power("Grizzly Bears") == 2
    table.cast("Dynacharge", using="overload")  # {2}{R}
    table.resolve()
    assert table.power("Hill Giant") == 7 and table.power("Grizzly Bears") == 4
    assert table.power("Gray Ogre") == 2
    table.battlefield(0, "Savannah Lions")
    assert table.power("Savannah Lions") == 2


@plugins
def test_weapon_surge(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Weapon Surge", "Weapon Surge")
    table.battlefield(1, "Gray Ogre")
    table.cast("Weapon Surge", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3 and table.has_keyword("Grizzly Bears", "first strike")
    assert not table.has_keyword("Hill Giant", "first strike")
    table.cast("Weapon Surge", using="overload")  # {1}{R}
    table.resolve()
    assert table.power("Hill Giant") == 4 and table.has_keyword("Hill Giant", "first strike")
    assert not table.has_keyword("Gray Ogre", "first strike")


@plugins
def test_stirring_address(table: Table) -> None:
    table.lands(0, "Plains", 8)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.hand(0, "Stirring Address", "Stirring Address")
    table.battlefield(1, "Gray Ogre")
    table.cast("Stirring Address", targets=["Savannah Lions"])
    table.resolve()
    assert (table.power("Savannah Lions"), table.toughness("Savannah Lions")) == (4, 3)
    table.cast("Stirring Address", using="overload")  # {5}{W}
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.toughness("Gray Ogre") == 2


@plugins
def test_mizzium_skin_hexproof_for_each_creature_you_control(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.lands(1, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.hand(0, "Mizzium Skin", "Mizzium Skin")
    table.hand(1, "Lightning Bolt")
    table.cast("Mizzium Skin", targets=["Savannah Lions"])
    table.resolve()
    assert table.toughness("Savannah Lions") == 2 and table.has_keyword("Savannah Lions",
                                                                          "hexproof")
    table.cast("Mizzium Skin", using="overload")  # {1}{U}
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "hexproof")
    assert table.toughness("Grizzly Bears") == 3
    table.pass_priority()  # Bob may respond now: his Bolt can't target either creature
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Grizzly Bears"], rule="601.2c")


@plugins
def test_street_spasm_x_and_overloaded_xx(table: Table) -> None:
    table.lands(0, "Mountain", 10)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Street Spasm", "Street Spasm")
    table.battlefield(1, "Air Elemental", "Hill Giant", "Gray Ogre")
    # "without flying": Air Elemental can't be the target
    table.assert_illegal(table.cast, "Street Spasm", x=2, targets=["Air Elemental"],
                         rule="601.2c")
    spell = table.cast("Street Spasm", x=3, targets=["Hill Giant"])  # {3}{R}
    assert table.game.mana_value(spell.id) == 4  # CR 202.3e: X on the stack
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    spell = table.cast("Street Spasm", using="overload", x=2)  # {X}{X}{R}{R} = {4}{R}{R}
    assert table.game.mana_value(spell.id) == 3  # the mana cost {X}{R} with X = 2
    table.assert_logged(rule="601.2f", contains="= {4}{R}{R} (locked)")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant", "Gray Ogre"]
    assert table.find("Air Elemental").damage == 0
    assert table.find("Grizzly Bears").damage == 0


@plugins
def test_counterflux(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Giant Growth", "Counterflux", "Counterflux")
    table.lands(1, "Mountain", 2)
    table.lands(1, "Island", 2)
    table.hand(1, "Shock", "Lightning Bolt", "Counterspell")
    # Bob's Shock, countered by the single-target Counterflux
    table.pass_priority()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.pass_priority()
    table.assert_illegal(table.cast, "Counterflux", targets=["Grizzly Bears"], rule="601.2c")
    table.cast("Counterflux", targets=["Shock"])
    table.resolve()
    assert table.zone_of("Shock") is Zone.GRAVEYARD and table.find("Grizzly Bears").damage == 0
    table.resolve_all()
    # Alice's Giant Growth, Bob's Lightning Bolt: the overloaded one counters only Bob's
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["opponent"])
    table.pass_priority()
    table.cast("Counterflux", using="overload")  # {1}{U}{U}{R}
    table.pass_priority()
    # "This spell can't be countered."
    table.cast("Counterspell", targets=["Counterflux"])
    table.resolve()
    table.assert_logged(rule="101.2", contains="can't be countered")
    table.resolve()  # Counterflux
    assert table.zone_of("Lightning Bolt") is Zone.GRAVEYARD
    assert table.names(Zone.STACK) == ["Giant Growth"]
    table.resolve()
    assert table.power("Grizzly Bears") == 5 and table.life(0) == 20


@plugins
def test_winds_of_abandon(table: Table) -> None:
    table.lands(0, "Plains", 8)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Winds of Abandon", "Winds of Abandon")
    table.battlefield(1, "Hill Giant", "Gray Ogre", "Savannah Lions")
    table.library(1, "Lightning Bolt", "Mountain", "Forest", "Shock", "Island")
    table.cast("Winds of Abandon", targets=["Hill Giant"])
    table.resolve(answers=[Answer("search", (table.find("Mountain", zone=Zone.LIBRARY).id,))])
    assert table.zone_of("Hill Giant") is Zone.EXILE
    mountain = table.find("Mountain", zone=Zone.BATTLEFIELD)
    assert mountain.controller == 1 and mountain.tapped
    table.assert_logged(rule="701.24a", contains="Bob shuffles")
    # overloaded: two creatures exiled, up to two basic lands for their controller
    table.cast("Winds of Abandon", using="overload")  # {4}{W}{W}
    table.resolve(answers=[Answer("search", table.ids(["Forest", "Island"],
                                                      zone=Zone.LIBRARY))])
    assert sorted(table.names(Zone.EXILE)) == ["Gray Ogre", "Hill Giant", "Savannah Lions"]
    assert sorted(n for n in table.names(Zone.BATTLEFIELD, 1)) == ["Forest", "Island", "Mountain"]
    assert all(o.tapped for o in table.game.battlefield(1))
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)


@plugins
def test_winds_of_abandon_search_may_find_nothing(table: Table) -> None:
    """CR 701.23b: searching for a card with a stated quality, a player may find none."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Winds of Abandon")
    table.battlefield(1, "Hill Giant")
    table.library(1, "Forest")
    table.cast("Winds of Abandon", targets=["Hill Giant"])
    table.resolve(answers=[Answer("search", ())])
    assert table.names(Zone.BATTLEFIELD, 1) == []
    assert table.names(Zone.LIBRARY, 1) == ["Forest"]


@plugins
def test_damn_destroys_and_prevents_regeneration(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Damn", "Damn")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.cast("Damn", targets=["Hill Giant"])  # {B}{B}
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    table.assert_logged(rule="701.19c", contains="can't be regenerated")
    table.cast("Damn", using="overload")  # {2}{W}{W}: each creature, yours too
    table.resolve()
    assert not any(table.game.chars(o.id).is_creature for o in table.game.battlefield())
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Gray Ogre", "Hill Giant"]


@plugins
def test_break_the_ice(table: Table) -> None:
    table.lands(0, "Swamp", 8)
    table.battlefield(0, "Wastes")
    table.hand(0, "Break the Ice", "Break the Ice")
    table.battlefield(1, "Snow-Covered Forest", "Wastes", "Island", "Sol Ring")
    table.assert_illegal(table.cast, "Break the Ice", targets=["Island"], rule="601.2c")
    table.cast("Break the Ice", targets=[table.find("Wastes", player=1).id])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Wastes"]
    table.cast("Break the Ice", using="overload")  # {4}{B}{B}: each such land, yours too
    table.resolve()
    assert sorted(table.names(Zone.BATTLEFIELD, 1)) == ["Island", "Sol Ring"]  # Sol Ring: no land
    assert "Wastes" in table.names(Zone.GRAVEYARD, 0)


@plugins
def test_chemisters_trick_makes_creatures_attack(table_factory: Any) -> None:
    table = table_factory(active=1)  # Bob's turn: Alice weakens his creatures
    table.lands(0, "Island", 4)
    table.lands(0, "Mountain", 3)
    table.hand(0, "Chemister's Trick", "Chemister's Trick")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.battlefield(0, "Grizzly Bears")
    table.pass_priority()  # Bob passes in his main phase; Alice may cast
    table.cast("Chemister's Trick", targets=["Hill Giant"])
    table.resolve()
    assert table.power("Hill Giant") == 1
    table.pass_priority()
    table.cast("Chemister's Trick", using="overload")  # {3}{U}{R}
    table.resolve()
    assert table.power("Gray Ogre") == 0 and table.power("Grizzly Bears") == 2
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.game.respond, [], rule="508.1d")
    table.attack("Hill Giant", "Gray Ogre")
    assert table.game.is_attacking(table.find("Gray Ogre").id)


@plugins
def test_teleportal_creatures_cant_be_blocked(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Savannah Lions")
    table.hand(0, "Teleportal", "Teleportal")
    table.battlefield(1, "Craw Wurm", "Gray Ogre")
    table.cast("Teleportal", targets=["Grizzly Bears"])  # {U}{R}
    table.resolve()
    assert table.power("Grizzly Bears") == 3
    table.cast("Teleportal", using="overload")  # {3}{U}{R}
    table.resolve()
    assert table.power("Hill Giant") == 4 and table.power("Grizzly Bears") == 4
    # CR 611.2c: came later: no +1/+0 (a characteristic, locked to the creatures there as it
    # resolved), but "can't be blocked" is a rule on every creature Alice controls
    table.battlefield(0, "Memnite")
    assert table.power("Memnite") == 1
    table.attack("Grizzly Bears", "Hill Giant", "Memnite")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {"Craw Wurm": "Hill Giant"}, rule="509.1")
    table.assert_illegal(table.block, {"Craw Wurm": "Memnite"}, rule="509.1")
    assert "509.1b" in (can_block(table.game, table.find("Craw Wurm").id,
                                  table.find("Grizzly Bears").id) or "")
    table.block({})
    table.go_to(Step.END)
    assert table.life(1) == 11


@plugins
def test_scale_up_makes_green_wurms(table: Table) -> None:
    table.lands(0, "Forest", 7)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.hand(0, "Scale Up", "Scale Up")
    table.battlefield(1, "Hill Giant")
    table.cast("Scale Up", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.game.chars(table.find("Grizzly Bears").id)
    assert (bears.power, bears.toughness) == (6, 4)
    assert bears.type_line.subtypes == ("Wurm",) and bears.colors == frozenset("G")
    table.cast("Scale Up", using="overload")  # {4}{G}{G}
    table.resolve()
    lions = table.game.chars(table.find("Savannah Lions").id)
    assert (lions.power, lions.toughness) == (6, 4) and lions.colors == frozenset("G")
    assert table.power("Hill Giant") == 3
    table.library(1, "Island")
    table.next_turn()
    assert table.power("Savannah Lions") == 2


@plugins
def test_dragonshift(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.lands(0, "Mountain", 5)
    table.battlefield(0, "Giant Spider", "Colossal Dreadmaw")
    table.hand(0, "Dragonshift", "Dragonshift")
    table.battlefield(1, "Hill Giant")
    table.cast("Dragonshift", targets=["Giant Spider"])  # {1}{U}{R}
    table.resolve()
    spider = table.game.chars(table.find("Giant Spider").id)
    assert (spider.power, spider.toughness) == (4, 4)
    assert spider.keywords == frozenset({"flying"})  # loses reach, gains flying
    assert spider.colors == frozenset("UR") and spider.type_line.subtypes == ("Dragon",)
    table.cast("Dragonshift", using="overload")  # {3}{U}{U}{R}{R}
    table.resolve()
    wurm = table.game.chars(table.find("Colossal Dreadmaw").id)
    assert (wurm.power, wurm.toughness) == (4, 4) and wurm.keywords == frozenset({"flying"})
    assert table.game.chars(table.find("Hill Giant").id).type_line.subtypes == ("Giant",)


@plugins
def test_rise_and_shine(table: Table) -> None:
    table.lands(0, "Island", 8)
    table.battlefield(0, "Sol Ring", "Sphere of Resistance", "Memnite")
    table.hand(0, "Rise and Shine", "Rise and Shine")
    table.battlefield(1, "Helm of Awakening")
    table.assert_illegal(table.cast, "Rise and Shine", targets=["Memnite"], rule="601.2c")
    table.cast("Rise and Shine", targets=["Sol Ring"])  # {1}{U} (+{1} Sphere, -{1} Helm)
    table.resolve()
    ring = table.game.chars(table.find("Sol Ring").id)
    assert ring.is_creature and ring.type_line.has_type("Artifact")
    assert (ring.power, ring.toughness) == (4, 4)
    table.cast("Rise and Shine", using="overload")  # {4}{U}{U}
    table.resolve()
    assert (table.power("Sphere of Resistance"), table.toughness("Sphere of Resistance")) == (4, 4)
    assert table.counters("Sol Ring", "+1/+1") == 4  # already a creature: not again
    assert table.counters("Memnite", "+1/+1") == 0
    assert not table.game.chars(table.find("Helm of Awakening").id).is_creature
    table.library(1, "Island")
    table.next_turn()
    assert table.game.chars(table.find("Sol Ring").id).is_creature  # no duration: it stays


@plugins
def test_fangs_of_kalonia(table: Table) -> None:
    table.lands(0, "Forest", 8)
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.battlefield(0, "Savannah Lions")
    table.hand(0, "Fangs of Kalonia", "Fangs of Kalonia")
    table.battlefield(1, "Hill Giant")
    table.cast("Fangs of Kalonia", targets=["Grizzly Bears"])  # {1}{G}
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 4  # 1 + 1, doubled
    table.cast("Fangs of Kalonia", using="overload")  # {4}{G}{G}
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 10
    assert table.counters("Savannah Lions", "+1/+1") == 2
    assert table.counters("Hill Giant", "+1/+1") == 0


@plugins
def test_eldritch_immunity_protection_from_each_color(table: Table) -> None:
    table.lands(0, "Wastes", 6)
    table.lands(1, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.hand(0, "Eldritch Immunity", "Eldritch Immunity")
    table.hand(1, "Lightning Bolt")
    table.cast("Eldritch Immunity", targets=["Savannah Lions"])  # {C}
    table.resolve()
    table.pass_priority()
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Savannah Lions"], rule="601.2c")
    table.pass_priority()
    table.cast("Eldritch Immunity", using="overload")  # {4}{C}
    table.resolve()
    table.pass_priority()
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Grizzly Bears"], rule="601.2c")
    table.cast("Lightning Bolt", targets=["opponent"])


@pytest.mark.plugins("overload", "myriad", extra={"testkit": TESTKIT})
def test_corporeal_projection_grants_myriad(table: Table) -> None:
    """Myriad does nothing in a two-player game (CR 702.116a: "for each opponent other than
    defending player"); the keyword is granted all the same."""
    table.lands(0, "Island", 4)
    table.lands(0, "Mountain", 4)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Corporeal Projection", "Corporeal Projection")
    table.cast("Corporeal Projection", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "myriad")
    assert not table.has_keyword("Hill Giant", "myriad")
    table.lands(0, "Island", 3)
    table.cast("Corporeal Projection", using="overload")  # {3}{U}{U}{R}{R}
    table.resolve()
    assert table.has_keyword("Hill Giant", "myriad")


@plugins
def test_bail_out_overloaded_returns_each_dying_creature(table: Table) -> None:
    """Bail Out, overloaded (CR 702.96a): each creature you control gains the quoted
    triggered ability until end of turn; one that dies comes back tapped (a new object,
    400.7) and deals 1 damage to each opponent."""
    table.lands(0, "Swamp", 4)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Bail Out", "Lightning Bolt")
    table.cast("Bail Out", using="overload")  # {2}{B}{B}
    table.resolve()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()  # the dies trigger
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_tapped("Grizzly Bears")
    table.assert_life(1, 19)


@pytest.mark.parametrize("name", ["Mizzix's Mastery"])
@plugins
def test_unsupported_overload_cards_say_which_sentence(table: Table, name: str) -> None:
    from manastack.api import UnsupportedCardError

    table.lands(0, "Island", 8)
    with pytest.raises(UnsupportedCardError, match="rules text not understood"):
        table.hand(0, name)  # it can't enter a game as it is
    table.put(name, Zone.HAND, 0, inert=True)  # a placeholder, asked for
    with pytest.raises(UnsupportedCardError, match="rules text not understood"):
        table.cast(name, using="overload")
    assert CastSpell(table.find(name).id, "overload", name) not in table.game.legal_actions()


@plugins
def test_counterflux_counters_spells_not_abilities(table: Table) -> None:
    """CR 701.6a, 113.7a: an ability on the stack is not a spell; "counter each spell" and
    "counter target spell" leave it alone."""
    table.lands(0, "Island", 6)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Counterflux", "Counterflux")
    table.battlefield(1, "Prodigal Pyromancer")
    table.pass_priority()
    table.activate("Prodigal Pyromancer", targets=["opponent"])
    table.pass_priority()
    assert table.game.legal_actions()  # Alice may respond
    table.assert_illegal(table.cast, "Counterflux",
                         targets=[table.game.ids_in(Zone.STACK)[-1]], rule="601.2c")
    table.cast("Counterflux", using="overload")
    table.resolve()  # Counterflux: nothing to counter
    assert len(table.game.ids_in(Zone.STACK)) == 1
    table.resolve()  # the Pyromancer's ability
    assert table.life(0) == 19
