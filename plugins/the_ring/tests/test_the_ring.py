"""The Ring tempts you (CR 701.54): the emblem named The Ring and its four abilities by the
number of temptations (701.54c), the Ring-bearer (701.54a-b, e), "Whenever the Ring tempts
you" (701.54d). Runs alone with ``pytest plugins/the_ring`` (kernel + the_ring only)."""

from __future__ import annotations

from importlib.util import find_spec
from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import CardDef, PlayerRef, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("the_ring")

CARDS = ("Birthday Escape", "Claim the Precious", "Enraged Huorn", "Uruk-hai Berserker")


def ring(table: Table, player: int = 0) -> Any:
    from manastack_the_ring.keyword import ring_of

    return ring_of(table.game, player)


def tempted(table: Table, player: int = 0) -> int:
    from manastack_the_ring.keyword import times_tempted

    return times_tempted(table.game, player)


def bearer(table: Table, player: int = 0) -> str | None:
    from manastack_the_ring.keyword import ring_bearer

    found = ring_bearer(table.game, player)
    return None if found is None else table.game.obj(found).name


def legendary(table: Table, name: str) -> bool:
    return table.game.chars(table.find(name, zone=Zone.BATTLEFIELD).id).type_line \
        .has_supertype("Legendary")


def escape(table: Table, choose: str | None) -> None:
    """Cast Birthday Escape ("Draw a card. The Ring tempts you."), choosing ``choose``."""
    table.library(0, "Island")
    table.hand(0, "Birthday Escape")
    table.mana(0, "U")
    table.cast("Birthday Escape")
    if choose is not None:
        table.answer("ring_bearer", choose)
    table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("the_ring", "manastack_the_ring", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "the_ring:the ring tempts you" in card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_the_ring_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("the_ring", "manastack_the_ring", "cards.toml")
    definition = source.get("Birthday Escape")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_701_54c_the_first_temptation_gives_the_emblem_then_the_bearer(table: Table) -> None:
    """Birthday Escape: Alice draws, gets the emblem The Ring (an emblem, 114.5: not a
    permanent), chooses Grizzly Bears among her creatures (not Bob's Hill Giant): it is her
    Ring-bearer and is legendary (the Ring's first ability, layer 4)."""
    table.battlefield(0, "Grizzly Bears", "Memnite")
    table.battlefield(1, "Hill Giant")
    seen = table.watch_decisions("ring_bearer")
    escape(table, "Grizzly Bears")
    assert sorted(label.split("#")[0] for label in seen[0].labels) == ["Grizzly Bears",
                                                                      "Memnite"]
    the_ring = ring(table)
    assert the_ring is not None and the_ring.name == "The Ring" and the_ring.is_emblem
    assert the_ring.zone is Zone.COMMAND and not the_ring.is_card
    assert tempted(table) == 1 and bearer(table) == "Grizzly Bears"
    assert legendary(table, "Grizzly Bears") and not legendary(table, "Memnite")
    assert ring(table, 1) is None
    assert len(table.game.hand(0)) == 1  # the Island drawn
    table.assert_logged(rule="701.54c", contains="The Ring")
    table.assert_logged(rule="701.54a", contains="Grizzly Bears")


def test_701_54d_no_creature_the_ring_still_tempts(table: Table) -> None:
    escape(table, None)
    assert tempted(table) == 1 and bearer(table) is None
    table.assert_logged(rule="701.54a", contains="no creature")
    table.battlefield(0, "Grizzly Bears")
    assert not legendary(table, "Grizzly Bears")  # nobody chose it


def test_701_54a_another_creature_becomes_the_bearer(table: Table) -> None:
    """The Bears, then Enraged Huorn as it enters ("When this creature enters, the Ring
    tempts you"): the Huorn is the Ring-bearer, the Bears no more; a single emblem, tempted
    twice."""
    table.battlefield(0, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    table.hand(0, "Enraged Huorn")
    table.mana(0, "GGGGG")
    table.cast("Enraged Huorn")
    table.resolve()
    table.answer("ring_bearer", "Enraged Huorn")
    table.resolve()
    assert bearer(table) == "Enraged Huorn" and tempted(table) == 2
    assert legendary(table, "Enraged Huorn") and not legendary(table, "Grizzly Bears")
    assert len(table.game.emblems(0)) == 1


def test_701_54a_the_same_creature_may_be_chosen_again(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Memnite")
    escape(table, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    assert bearer(table) == "Grizzly Bears" and tempted(table) == 2


def test_701_54e_a_new_object_is_not_the_bearer(table: Table) -> None:
    """Claim the Precious destroys Alice's own Ring-bearer Hill Giant then tempts her: only
    the Bears are left to choose (400.7: the Giant in the graveyard is a new object)."""
    table.battlefield(0, "Hill Giant", "Grizzly Bears")
    escape(table, "Hill Giant")
    table.hand(0, "Claim the Precious")
    table.mana(0, "BBB")
    table.cast("Claim the Precious", targets=["Hill Giant"])
    table.answer("ring_bearer", "Grizzly Bears")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    assert bearer(table) == "Grizzly Bears" and tempted(table) == 2


def test_701_54b_a_copy_is_not_the_bearer(table: Table) -> None:
    """Being a Ring-bearer is not a copiable value: a token copy of the bearer Grizzly Bears
    is neither the bearer nor legendary (the Bears stay both)."""
    from manastack.api import Context, CreateTokenCopy, FixedObjects

    table.battlefield(0, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    ctx = Context(game=table.game, controller=0, source=None)
    CreateTokenCopy(FixedObjects((bears,))).run(ctx)
    (token,) = ctx.it
    assert table.game.obj(token).name == "Grizzly Bears" and token != bears
    assert not table.game.chars(token).type_line.has_supertype("Legendary")
    assert bearer(table) == "Grizzly Bears" and legendary(table, "Grizzly Bears")


def test_701_54e_another_player_gaining_control_ends_it(table: Table) -> None:
    from manastack.api import UNTIL_END_OF_TURN, ContinuousEffect, SetController

    table.battlefield(0, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    table.game.add_effect(ContinuousEffect(parts=(SetController(1),), objects=(bears,),
                                           duration=UNTIL_END_OF_TURN))
    assert bearer(table) is None and bearer(table, 1) is None
    assert not legendary(table, "Grizzly Bears")


def test_level_1_a_creature_with_greater_power_cant_block_the_bearer(table: Table) -> None:
    """"Your Ring-bearer ... can't be blocked by creatures with greater power" (701.54c,
    509.1b): Hill Giant (3) can't block the bearer Grizzly Bears (2); Memnite (1) and
    another Grizzly Bears (2, not greater) can. Alice's other attacker isn't the bearer."""
    table.battlefield(0, "Grizzly Bears", "Serra Angel")
    escape(table, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Memnite")
    table.attack("Grizzly Bears")
    assert table.blocks_offered() == {("Memnite", "Grizzly Bears")}


def test_level_1_only_its_controllers_bearer(table: Table) -> None:
    """Bob has no Ring: Alice's Hill Giant may block Bob's Grizzly Bears."""
    table.battlefield(0, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.battlefield(1, "Memnite")
    table.battlefield(0, "Hill Giant")
    table.attack("Memnite")
    assert ("Hill Giant", "Memnite") in table.blocks_offered()


def test_level_2_the_bearer_attacks_draw_then_discard(table: Table) -> None:
    """Tempted twice: "Whenever your Ring-bearer attacks, draw a card, then discard a
    card." Alice draws Memnite and discards the Island she chooses; her other attacker
    Hill Giant isn't the bearer (one loot)."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    escape(table, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    hand = {o.name for o in table.game.hand(0)}
    assert hand == {"Island"}
    table.library(0, "Memnite")
    table.attack("Grizzly Bears", "Hill Giant")
    table.answer("discard", "Island")
    table.resolve()
    assert sorted(o.name for o in table.game.hand(0)) == ["Island", "Memnite"]
    assert sorted(o.name for o in table.game.objects_in(Zone.GRAVEYARD, 0)) == [
        "Birthday Escape", "Birthday Escape", "Island"]


def test_level_1_the_ring_tempted_once_has_no_attack_trigger(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    table.library(0, "Memnite")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    assert [o.name for o in table.game.hand(0)] == ["Island"]
    table.assert_life(1, 18)


def test_level_3_the_blocker_is_sacrificed_at_end_of_combat(table: Table) -> None:
    """Tempted three times: the bearer Enraged Huorn (4/5) is blocked by Bob's Hill Giant
    (3/3) and Memnite; Giant Growth makes the Giant 6/6, it survives the damage, and at the
    end of combat Bob sacrifices it (and Memnite, which died already, is not there)."""
    table.battlefield(0, "Enraged Huorn")
    for _ in range(3):
        escape(table, "Enraged Huorn")
    table.battlefield(1, "Hill Giant")
    table.library(0, "Memnite")
    table.hand(0, "Giant Growth")
    table.attack("Enraged Huorn")
    table.answer("discard", "Island")
    table.resolve()
    table.block({"Hill Giant": "Enraged Huorn"})
    table.resolve()
    table.mana(0, "G")
    table.cast("Giant Growth", targets=["Hill Giant"])
    table.resolve()
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.go_to(Step.END_COMBAT)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="701.54c", contains="sacrifices Hill Giant")


def test_level_4_each_opponent_loses_3_life(table: Table) -> None:
    """Tempted four times: the bearer Grizzly Bears deals 2 combat damage to Bob, who loses
    3 more life (20 - 2 - 3)."""
    table.battlefield(0, "Grizzly Bears")
    for _ in range(4):
        escape(table, "Grizzly Bears")
    assert tempted(table) == 4
    table.library(0, "Island")
    table.attack("Grizzly Bears")
    table.answer("discard", "Island")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)
    table.assert_logged(rule="119.3", contains="3")
    assert PlayerRef(1) is not None


#: Sauron, the Dark Lord has ward and is in the Oracle corpus: played where both are installed
WITH_WARD = find_spec("manastack_ward") is not None and find_spec("mtg") is not None


@pytest.mark.skipif(not WITH_WARD, reason="needs the ward plugin and the Oracle corpus")
@pytest.mark.plugins("the_ring", "ward", "oracle")
def test_701_54d_whenever_the_ring_tempts_you(table: Table) -> None:
    """Sauron, the Dark Lord: "Whenever the Ring tempts you, you may discard your hand. If
    you do, draw four cards." Birthday Escape tempts Alice (Sauron her Ring-bearer): the
    trigger asks, she discards her hand (Memnite and the Island drawn) and draws four."""
    table.battlefield(0, "Sauron, the Dark Lord")
    table.hand(0, "Memnite")
    table.library(0, "Island", "Island", "Island", "Island")
    escape(table, "Sauron, the Dark Lord")
    assert bearer(table) == "Sauron, the Dark Lord"
    table.assert_logged(rule="603.2", contains="Whenever the Ring tempts you")
    table.answer("may", "yes")
    table.resolve()
    assert sorted(o.name for o in table.game.hand(0)) == ["Island"] * 4
    table.assert_zone("Memnite", Zone.GRAVEYARD, 0)


CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")
DISENCHANT = CardDef(name="Disenchant", mana_cost="{1}{W}", type_line="Instant",
                     text="Destroy target artifact or enchantment.")
control_kit = pytest.mark.plugins("the_ring", extra={"ring-control-kit": card_pool(
    "ring-control-kit", (CONTROL_MAGIC, DISENCHANT))})


@control_kit
def test_701_54a_stolen_and_given_back_is_no_longer_the_bearer(table: Table) -> None:
    """Alice's Ring-bearer Grizzly Bears: Bob takes it with Control Magic (613.1b), so it
    stops being her Ring-bearer (701.54a); Alice destroys the Aura with Disenchant and gets
    the Bears back, but they stay no Ring-bearer and not legendary until the Ring chooses
    them again."""
    table.battlefield(0, "Grizzly Bears")
    escape(table, "Grizzly Bears")
    assert bearer(table) == "Grizzly Bears" and legendary(table, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.lands(1, "Island", 4)
    table.hand(1, "Control Magic")
    table.cast("Control Magic", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id
    assert table.game.controller(bears) == 1
    assert bearer(table) is None and bearer(table, 1) is None
    table.set_turn(active=0, step=Step.MAIN1, turn=3)
    table.hand(0, "Disenchant")
    table.mana(0, "W")
    table.mana(0, "W")
    table.cast("Disenchant", targets=["Control Magic"])
    table.resolve()
    table.assert_zone("Control Magic", Zone.GRAVEYARD, 1)
    assert table.game.controller(bears) == 0
    assert bearer(table) is None  # 701.54a: the designation ended as Bob gained control
    assert not legendary(table, "Grizzly Bears")
    escape(table, "Grizzly Bears")  # the Ring tempts Alice again: it may be chosen anew
    assert bearer(table) == "Grizzly Bears" and legendary(table, "Grizzly Bears")


@control_kit
def test_701_54a_a_bearer_nobody_took_stays_the_bearer(table: Table) -> None:
    """Control Magic on Bob's Hill Giant changes nothing for Alice's Ring-bearer Bears."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    escape(table, "Grizzly Bears")
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Hill Giant"])
    table.resolve()
    assert table.game.controller(table.find("Hill Giant").id) == 0
    assert bearer(table) == "Grizzly Bears" and legendary(table, "Grizzly Bears")
