"""Recognised cards played end to end through the ``table`` fixture: the kernel pool's cards
do what their text says, and a card whose text is not understood is refused."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from manastack.driver import Table
from manastack.errors import ManastackError, UnsupportedCardError
from manastack.hookspecs import hookimpl
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step


class Pool:
    """An in-process plugin contributing a few cards (a card source)."""

    def __init__(self, *cards: CardDef) -> None:
        self.name = "testpool"
        self.priority = 50
        self._cards = {c.name: c for c in cards}

    def names(self) -> Iterable[str]:
        return list(self._cards)

    def get(self, name: str) -> CardDef | None:
        return self._cards.get(name)

    @hookimpl
    def manastack_register_card_sources(self) -> Iterable[object]:
        return [self]


POOL = Pool(
    CardDef(name="Frobnicator's Whim", mana_cost="{R}", type_line="Instant",
            text="Frobnicate target creature. Draw a card."),
    CardDef(name="Think Twice", mana_cost="{1}{U}", type_line="Instant",
            text="Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard "
                 "for its flashback cost. Then exile it.)"),
    CardDef(name="Faithless Looting", mana_cost="{R}", type_line="Sorcery",
            text="Draw two cards, then discard two cards.\nFlashback {2}{R}"),
    CardDef(name="Collective Defiance Lite", mana_cost="{1}{R}", type_line="Sorcery",
            text="Target player discards all the cards in their hand, then draws that many "
                 "cards."),
    CardDef(name="Sleep Tight", mana_cost="{U}", type_line="Sorcery",
            text="Sleep Tight deals 1 damage to target creature. It can't block this turn."),
    CardDef(name="Blink Test", mana_cost="{W}", type_line="Instant",
            text="Exile target creature you control, then return it to the battlefield under "
                 "its owner's control."),
    CardDef(name="Vampire Rush", mana_cost="{B}", type_line="Sorcery",
            text="Create a 3/1 black and red Vampire creature token with trample. Sacrifice it "
                 "at the beginning of the next end step."),
    CardDef(name="Cling Test", mana_cost="{B}", type_line="Instant",
            text="Exile target card from a graveyard. If it was a creature card, you gain 3 "
                 "life. Otherwise, you draw a card."),
    CardDef(name="Dig Test", mana_cost="{U}", type_line="Sorcery",
            text="Look at the top three cards of your library. Put one of them into your hand "
                 "and the rest into your graveyard."),
    CardDef(name="Brutal Test", mana_cost="{B}", type_line="Sorcery",
            text="Target opponent reveals their hand. You choose a nonland card from it. That "
                 "player discards that card."),
)

pool = pytest.mark.plugins("testpool", extra={"testpool": POOL})


# --------------------------------------------------------------------------
# The kernel pool
# --------------------------------------------------------------------------


def test_wrath_of_god_destroys_all_creatures(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Serra Angel", "Island")
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)
    assert "Serra Angel" in table.names(Zone.GRAVEYARD, 1)
    assert "Island" in table.names(Zone.BATTLEFIELD)
    table.assert_logged(rule="701.8a")


def test_a_finality_counter_exiles_a_dying_permanent(table: Table) -> None:
    """CR 122.1h: "If this permanent would be put into a graveyard from the battlefield,
    exile it instead" (Murder destroys it: it goes to exile)."""
    table.battlefield(1, "Grizzly Bears", counters={"finality": 2})
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_logged(rule="122.1h")


def test_healing_salve_prevents_the_next_3_damage_cr_615_7(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Healing Salve", "Shock", "Lightning Bolt")
    table.cast("Healing Salve", modes=[1], targets=["opponent"])
    table.resolve()
    table.cast("Shock", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 20)  # 2 of the shield's 3 used
    table.cast("Lightning Bolt", targets=["opponent"])
    table.resolve()
    table.assert_life(1, 18)  # 1 prevented, 2 dealt
    table.assert_logged(rule="615.7", contains="prevents 1 damage")


def test_healing_salve_shield_ends_with_the_turn(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[1], targets=["you"])
    table.resolve()
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["opponent"])  # Bob's turn: Alice is Bob's opponent
    table.resolve()
    table.assert_life(0, 18)


def test_healing_salve_gain_mode(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=["you"])
    table.resolve()
    table.assert_life(0, 23)


def test_rampant_growth_searches_for_a_basic_land_cr_701_23(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.library(0, "Grizzly Bears", "Island", "Mountain")
    table.hand(0, "Rampant Growth")
    table.cast("Rampant Growth")
    island = table.find("Island", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (island,))])
    found = table.find("Island", zone=Zone.BATTLEFIELD)
    assert found.tapped and found.controller == 0
    assert "Grizzly Bears" in table.names(Zone.LIBRARY, 0)
    table.assert_logged(rule="701.23a")
    table.assert_logged(rule="701.24a")  # then shuffle


def test_rampant_growth_may_find_nothing(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.library(0, "Grizzly Bears")
    table.hand(0, "Rampant Growth")
    table.cast("Rampant Growth")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD).count("Forest") == 2


def test_gitaxian_probe_looks_at_the_hand_and_draws(table: Table) -> None:
    table.hand(0, "Gitaxian Probe")
    table.library(0, "Island")
    table.hand(1, "Counterspell")
    table.cast("Gitaxian Probe", targets=["opponent"])  # Phyrexian mana paid with life
    table.resolve()
    table.assert_logged(rule="400.2", contains="Counterspell")
    assert "Island" in table.names(Zone.HAND, 0)
    table.assert_life(0, 18)


def test_sphere_of_resistance_makes_spells_cost_more(table: Table) -> None:
    table.battlefield(1, "Sphere of Resistance")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.assert_illegal(table.cast, "Shock", targets=["opponent"], rule="601.2")
    table.lands(0, "Mountain", 1)
    table.cast("Shock", targets=["opponent"])
    table.assert_logged(rule="601.2f", contains="Sphere of Resistance")


def test_helm_of_awakening_makes_spells_cost_less(table: Table) -> None:
    table.battlefield(1, "Helm of Awakening")
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")  # {1}{G} - {1}
    table.resolve()
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD)


def test_bone_splinters_additional_cost(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Bone Splinters")
    table.cast("Bone Splinters", targets=["Hill Giant"], sacrifice=["Grizzly Bears"])
    table.resolve()
    assert "Hill Giant" in table.names(Zone.GRAVEYARD, 1)
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)


def test_spectral_procession_makes_three_flying_spirits(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.hand(0, "Spectral Procession")
    table.cast("Spectral Procession")
    table.resolve()
    spirits = [o for o in table.game.battlefield(0) if o.card.name == "Spirit Token"]
    assert len(spirits) == 3 and all(o.is_token for o in spirits)
    assert all(table.game.has_keyword(o.id, "flying") for o in spirits)


# --------------------------------------------------------------------------
# Recognised text from other pools
# --------------------------------------------------------------------------


@pool
def test_unrecognized_text_is_refused_naming_card_and_sentence(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    with pytest.raises(UnsupportedCardError, match=r"'Frobnicate target creature\.'"):
        table.hand(0, "Frobnicator's Whim")  # not all read: it can't enter a game as it is
    table.put("Frobnicator's Whim", Zone.HAND, 0, inert=True)  # a placeholder, asked for
    table.game.pending()  # the main phase begins before the attempt
    before = table.game.state_digest()
    with pytest.raises(UnsupportedCardError) as info:
        table.cast("Frobnicator's Whim", targets=["Grizzly Bears"])
    message = str(info.value)
    assert "Frobnicator's Whim" in message and "'Frobnicate target creature.'" in message
    assert "Draw a card" not in message  # only what is not understood is quoted
    assert table.game.state_digest() == before  # CR 732: nothing happened


@pool
def test_card_with_a_disabled_keyword_plugin_is_refused(table: Table) -> None:
    table.lands(0, "Island", 2)
    with pytest.raises(UnsupportedCardError, match="flashback"):
        table.hand(0, "Think Twice")
    table.put("Think Twice", Zone.HAND, 0, inert=True)
    with pytest.raises(ManastackError) as info:
        table.cast("Think Twice")
    assert "flashback" in str(info.value) and "plugin" in str(info.value)


@pool
def test_discard_hand_then_draw_that_many(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Collective Defiance Lite")
    table.hand(1, "Island", "Forest", "Swamp")
    table.library(1, "Plains", "Plains", "Plains", "Plains")
    table.cast("Collective Defiance Lite", targets=["opponent"])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Plains", "Plains", "Plains"]
    assert len(table.names(Zone.GRAVEYARD, 1)) == 3


@pool
def test_it_cant_block_this_turn(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Sleep Tight")
    table.cast("Sleep Tight", targets=["Hill Giant"])
    table.resolve()
    giant = table.find("Hill Giant")
    assert giant.damage == 1
    table.attack("Grizzly Bears")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.assert_illegal(table.block, {"Hill Giant": "Grizzly Bears"}, rule="509.1")


@pool
def test_exile_then_return_it_is_a_new_object_cr_400_7(table: Table) -> None:
    table.lands(0, "Plains", 1)
    bears = table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})[0]
    table.hand(0, "Blink Test")
    table.cast("Blink Test", targets=["Grizzly Bears"])
    table.resolve()
    back = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert back.id != bears.id and back.counter("+1/+1") == 0


@pool
def test_token_sacrificed_at_the_next_end_step_cr_603_7(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Vampire Rush")
    table.cast("Vampire Rush")
    table.resolve()
    assert "Vampire Token" in table.names(Zone.BATTLEFIELD)
    table.go_to(Step.END)
    table.resolve_all()
    assert "Vampire Token" not in table.names(Zone.BATTLEFIELD)
    table.assert_logged(rule="603.7")


@pool
def test_if_it_was_a_creature_card_otherwise(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.graveyard(1, "Grizzly Bears", "Shock")
    table.hand(0, "Cling Test", "Cling Test")
    table.library(0, "Island")
    table.cast("Cling Test", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_life(0, 23)
    table.cast("Cling Test", targets=["Shock"])
    table.resolve()
    table.assert_life(0, 23)
    assert "Island" in table.names(Zone.HAND, 0)


@pool
def test_look_at_the_top_cards_put_one_into_hand(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.library(0, "Forest", "Shock", "Plains", "Swamp")
    table.hand(0, "Dig Test")
    table.cast("Dig Test")
    shock = table.find("Shock", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("choose", (shock,))])
    assert "Shock" in table.names(Zone.HAND, 0)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Dig Test", "Forest", "Plains"]
    assert table.names(Zone.LIBRARY, 0) == ["Swamp"]


@pool
def test_reveal_choose_discard(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Brutal Test")
    table.hand(1, "Island", "Shock")
    table.cast("Brutal Test", targets=["opponent"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Island"]
    assert "Shock" in table.names(Zone.GRAVEYARD, 1)
    table.assert_logged(rule="701.20a")


GEAR = Pool(
    CardDef(name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
            text="Equipped creature gets +2/+0.\nEquip {1}"),
    CardDef(name="Holy Day", mana_cost="{W}", type_line="Instant",
            text="Prevent all combat damage that would be dealt this turn."),
    CardDef(name="Threaten", mana_cost="{2}{R}", type_line="Sorcery",
            text="Untap target creature and gain control of it until end of turn."),
    CardDef(name="Faerie Conclave", mana_cost=None, type_line="Land",
            text="This land enters tapped.\n{T}: Add {U}.\n{1}{U}: This land becomes a 2/1 blue "
                 "Faerie creature with flying until end of turn. It's still a land."),
)
gear = pytest.mark.plugins("testpool", extra={"testpool": GEAR})


@gear
def test_equip_attaches_and_pumps_only_the_equipped_creature(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Bonesplitter", "Grizzly Bears", "Savannah Lions")
    table.activate("Bonesplitter", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4 and table.power("Savannah Lions") == 2
    assert table.find("Bonesplitter").attached_to == table.find("Grizzly Bears").id


@gear
def test_equip_is_sorcery_speed(table_factory: Any) -> None:
    table = table_factory(step=Step.UPKEEP)
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Bonesplitter", "Grizzly Bears")
    table.assert_illegal(table.activate, "Bonesplitter", targets=["Grizzly Bears"], rule="602")


@gear
def test_prevent_all_combat_damage(table: Table) -> None:
    table.lands(1, "Plains", 1)
    table.battlefield(0, "Hill Giant")
    table.hand(1, "Holy Day")
    table.attack("Hill Giant")
    table.pass_priority()  # Alice passes in declare attackers; Bob casts
    table.cast("Holy Day")
    table.resolve()
    table.go_to(Step.END)
    table.assert_life(1, 20)
    table.assert_logged(rule="615.1")


@gear
def test_gain_control_until_end_of_turn(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Hill Giant", tapped=True)
    table.hand(0, "Threaten")
    table.cast("Threaten", targets=["Hill Giant"])
    table.resolve()
    giant = table.find("Hill Giant")
    assert table.game.controller(giant.id) == 0 and not giant.tapped
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    assert table.game.controller(table.find("Hill Giant").id) == 1


@gear
def test_manland_becomes_a_creature_and_is_still_a_land(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.battlefield(0, "Faerie Conclave")
    table.activate("Faerie Conclave")
    table.resolve()
    conclave = table.find("Faerie Conclave")
    ch = table.game.chars(conclave.id)
    assert ch.is_creature and ch.type_line.has_type("Land") and ch.type_line.has_subtype("Faerie")
    assert (ch.power, ch.toughness) == (2, 1) and "flying" in ch.keywords
    assert ch.colors == frozenset("U")


def test_clauses_sharing_until_end_of_turn_all_end_in_cleanup(table: Table) -> None:
    """CR 611.2a, 514.2: in "Target creature becomes red and gets +2/+0 until end of turn"
    the duration belongs to both clauses (Crimson Wisps' form): the colour (layer 5,
    613.1e) and the bonus (7c) both end in the cleanup step, not the colour forever."""
    wisps = table.card("Test Wisps", "Instant",
                       "Target creature becomes red and gets +2/+0 until end of turn.", "{R}")
    table.lands(0, "Mountain", 1)
    table.hand(0, wisps)
    table.battlefield(0, "Grizzly Bears")
    table.library(1, "Island")
    bears = table.find("Grizzly Bears").id
    table.cast("Test Wisps", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.chars(bears).colors == frozenset({"R"})
    assert table.power("Grizzly Bears") == 4
    table.next_turn()
    assert table.game.chars(bears).colors == frozenset({"G"})
    assert table.power("Grizzly Bears") == 2


def test_all_sliver_creatures_have_flying_for_every_player(table: Table) -> None:
    """CR 611.3a, 613.1f: "All Sliver creatures have flying" grants the keyword in layer 6 to
    every Sliver on the battlefield, whoever controls it, and to nothing else."""
    winged = table.card("Test Winged Sliver", "Creature — Sliver",
                        "All Sliver creatures have flying.", "{U}", "1", "1")
    other = table.card("Test Sliver", "Creature — Sliver", "", "{1}", "1", "1")
    table.battlefield(0, winged)
    table.battlefield(1, other, "Grizzly Bears")
    assert table.has_keyword("Test Winged Sliver", "flying")
    assert table.has_keyword("Test Sliver", "flying")
    assert not table.has_keyword("Grizzly Bears", "flying")


def test_has_first_strike_as_long_as_its_attacking(table: Table) -> None:
    """CR 611.3a, 613.1f: "~ has first strike as long as it's attacking" applies only while
    the creature is an attacking creature (506.4): attacking, it kills the blocking 2/2 in
    the first-strike damage step (510.4) and survives; not attacking, it has no first strike."""
    lancer = table.card("Test Lancer", "Creature — Soldier",
                        "This creature has first strike as long as it's attacking.", "{1}{W}",
                        "2", "2")
    table.battlefield(0, lancer)
    table.battlefield(1, "Grizzly Bears")
    assert not table.has_keyword("Test Lancer", "first strike")
    table.attack("Test Lancer")
    assert table.has_keyword("Test Lancer", "first strike")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.block({"Grizzly Bears": "Test Lancer"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Test Lancer", Zone.BATTLEFIELD)
    table.assert_logged(rule="510.4")


def test_has_flying_as_long_as_you_have_no_cards_in_hand(table: Table) -> None:
    """CR 611.3a: the Hellbent condition "as long as you have no cards in hand" is its
    controller's hand, checked again after each change: the keyword comes and goes."""
    bat = table.card("Test Hellbent Bat", "Creature — Bat",
                     "Hellbent — This creature has flying as long as you have no cards in "
                     "hand.", "{B}", "1", "1")
    table.battlefield(0, bat)
    table.hand(0, "Island")
    assert not table.has_keyword("Test Hellbent Bat", "flying")
    table.play("Island")
    assert table.has_keyword("Test Hellbent Bat", "flying")
    table.hand(0, "Forest")
    assert not table.has_keyword("Test Hellbent Bat", "flying")


def test_power_equal_to_the_number_of_creatures_on_the_battlefield_with_a_keyword(
        table: Table) -> None:
    """CR 604.3, 613.4a: a characteristic-defining ability counting every player's creatures
    with flying, read again as they come and go; the toughness stays the printed one."""
    lord = table.card("Test Sky Lord", "Creature — Soldier",
                      "This creature's power is equal to the number of creatures on the "
                      "battlefield with flying.", "{1}{W}", "*", "2")
    table.battlefield(0, lord, "Grizzly Bears")
    assert table.power("Test Sky Lord") == 0 and table.toughness("Test Sky Lord") == 2
    table.battlefield(1, "Air Elemental")
    table.battlefield(0, "Serra Angel")
    assert table.power("Test Sky Lord") == 2
    table.game.move(table.find("Air Elemental").id, Zone.GRAVEYARD)
    assert table.power("Test Sky Lord") == 1


def test_cant_be_blocked_by_green_creatures(table: Table) -> None:
    """CR 509.1b: "This creature can't be blocked by green creatures" forbids Grizzly Bears'
    block, with the reason, leaving the game unchanged (732); Gray Ogre (red) may block."""
    horror = table.card("Test Horror", "Creature — Horror",
                        "This creature can't be blocked by green creatures.", "{1}{B}", "2", "1")
    table.battlefield(0, horror)
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Test Horror")
    table.go_to(Step.DECLARE_BLOCKERS)
    exc = table.assert_illegal(table.block, {"Grizzly Bears": "Test Horror"}, rule="509.1")
    assert "can't be blocked by green creatures (509.1b)" in str(exc)
    table.block({"Gray Ogre": "Test Horror"})
    assert table.game.is_blocking(table.find("Gray Ogre").id)


def test_attacks_and_isnt_blocked_triggers_once_only_when_unblocked(table: Table) -> None:
    """CR 509.3g: "Whenever ~ attacks and isn't blocked" triggers once when no blocker is
    declared for it; the same attack blocked on the next turn doesn't trigger."""
    scout = table.card("Test Scout", "Creature — Scout",
                       "Whenever this creature attacks and isn't blocked, you gain 2 life.",
                       "{1}{W}", "1", "4")
    table.battlefield(0, scout)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.attack("Test Scout")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 22)
    table.next_turn()
    table.next_turn()
    table.attack("Test Scout")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.block({"Grizzly Bears": "Test Scout"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 22)


def test_sacrifice_unless_you_pay_with_no_mana_sacrifices_without_asking(
        table: Table) -> None:
    """CR 118.12: "sacrifice this creature unless you pay {1}" with no way to pay: the
    player isn't asked (no pay_unless decision) and the creature is sacrificed (701.21a)."""
    keeper = table.card("Test Upkeep Keeper", "Creature — Wizard",
                        "At the beginning of your upkeep, sacrifice this creature unless you "
                        "pay {1}.", "{U}", "2", "1")
    table.set_turn(active=1, step=Step.MAIN1)
    table.battlefield(0, keeper)
    table.library(0, "Island")
    table.library(1, "Island")
    asked = table.on_decision("pay_unless")
    table.next_turn()
    assert asked == []
    table.assert_zone("Test Upkeep Keeper", Zone.GRAVEYARD)


def test_deals_damage_to_an_opponent_triggers_on_combat_damage_to_the_opponent(
        table: Table) -> None:
    """CR 603.2, 510.2: "Whenever ~ deals damage to an opponent" triggers on its combat
    damage to Bob, once; the trigger isn't limited to combat damage (no "combat")."""
    looter = table.card("Test Looter", "Creature — Rogue",
                        "Whenever this creature deals damage to an opponent, you gain 3 life.",
                        "{1}{U}", "1", "1")
    table.battlefield(0, looter)
    table.attack("Test Looter")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
    table.assert_life(0, 23)
