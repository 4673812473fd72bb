"""Printed flashback cards made playable by the coverage work (issue 7), card by card.

Each test casts the card (from the graveyard with flashback where that matters) and
asserts what it did. Only the kernel and flashback are enabled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CallbackAgent, Decision, Zone, token_card

pytestmark = pytest.mark.plugins("flashback")


def pick(table: Table, kind: str, *names: str, player: int = 0) -> list[Decision]:
    """Answer ``player``'s decisions of ``kind`` with the options named ``names`` (object
    names, or the option itself), recording each decision; other decisions as before."""
    seen: list[Decision] = []
    previous = table.game.agents[player]

    def choose(game: Any, decision: Decision) -> Any:
        if decision.kind != kind:
            return previous.choose(game, decision)
        seen.append(decision)
        if not names:
            return previous.choose(game, decision)
        picked: list[Any] = []
        for name in names:
            for option in decision.options:
                label = game.obj(option).card.name if isinstance(option, int) else option
                if option not in picked and label == name:
                    picked.append(option)
                    break
        return tuple(picked)

    table.game.agents[player] = CallbackAgent(choose)
    return seen


def option_names(table: Table, decision: Decision) -> list[str]:
    return sorted(table.game.last_known(o).card.name for o in decision.options)


# --------------------------------------------------------------------------
# Hands and names
# --------------------------------------------------------------------------


def test_ruthless_negotiation_flashback_exiles_from_hand_and_draws(table: Table) -> None:
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Ruthless Negotiation")
    table.hand(1, "Lightning Bolt", "Shock")
    table.library(0, "Island")
    table.cast("Ruthless Negotiation", using="flashback", targets=["Bob"])
    table.answer("exile", "Shock", player=1)  # the opponent chooses (CR 406.2)
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Lightning Bolt"]
    table.assert_zone("Shock", Zone.EXILE)
    assert table.names(Zone.HAND, 0) == ["Island"]  # cast from a graveyard: draw a card
    table.assert_zone("Ruthless Negotiation", Zone.EXILE)


def test_ruthless_negotiation_from_hand_draws_nothing(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Ruthless Negotiation")
    table.hand(1, "Shock")
    table.library(0, "Island")
    table.cast("Ruthless Negotiation", targets=["Bob"])
    table.resolve()
    table.assert_zone("Shock", Zone.EXILE)
    assert table.names(Zone.HAND, 0) == []
    table.assert_zone("Ruthless Negotiation", Zone.GRAVEYARD)


def test_sever_the_bloodline_exiles_every_creature_with_that_name(table: Table) -> None:
    table.lands(0, "Swamp", 7)
    table.graveyard(0, "Sever the Bloodline")
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Savannah Lions")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Sever the Bloodline", using="flashback", targets=["Grizzly Bears"])
    table.resolve()
    assert "Grizzly Bears" not in table.names(Zone.BATTLEFIELD)
    assert table.names(Zone.EXILE).count("Grizzly Bears") == 3  # the controller's own too
    assert table.names(Zone.BATTLEFIELD, 1) == ["Savannah Lions"]
    table.assert_logged(rule="201.2a")
    table.assert_zone("Sever the Bloodline", Zone.EXILE)


# --------------------------------------------------------------------------
# Choices made on resolution
# --------------------------------------------------------------------------


def test_divine_reckoning_each_player_keeps_one_creature(table: Table) -> None:
    table.lands(0, "Plains", 7)
    table.graveyard(0, "Divine Reckoning")
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    mine = pick(table, "choose", "Savannah Lions", player=0)
    theirs = pick(table, "choose", "Gray Ogre", player=1)
    table.cast("Divine Reckoning", using="flashback")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0) == ["Plains"] * 7 + ["Savannah Lions"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Gray Ogre"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    # each player chooses among the creatures they control only
    assert [option_names(table, d) for d in mine] == [["Grizzly Bears", "Savannah Lions"]]
    assert len(theirs) == 1
    table.assert_logged(rule="101.4", contains="Alice chooses Savannah Lions")
    table.assert_logged(rule="101.4", contains="Bob chooses Gray Ogre")
    table.assert_zone("Divine Reckoning", Zone.EXILE)


def test_creeping_renaissance_returns_the_chosen_permanent_type(table: Table) -> None:
    table.lands(0, "Forest", 7)
    table.graveyard(0, "Creeping Renaissance", "Grizzly Bears", "Llanowar Elves", "Forest",
                    "Lightning Bolt")
    table.answer("choose_type", "Creature")
    table.cast("Creeping Renaissance", using="flashback")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Llanowar Elves"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Lightning Bolt"]
    table.assert_zone("Creeping Renaissance", Zone.EXILE)


def test_creeping_renaissance_offers_only_permanent_types(table: Table) -> None:
    table.lands(0, "Forest", 5)
    table.hand(0, "Creeping Renaissance")
    table.graveyard(0, "Forest", "Lightning Bolt")
    seen = pick(table, "choose_type", "Land")
    table.cast("Creeping Renaissance")
    table.resolve()
    assert len(seen) == 1  # the permanent types only (CR 110.4a)
    assert seen[0].options == ("Artifact", "Battle", "Creature", "Enchantment", "Land",
                               "Planeswalker")
    assert table.names(Zone.HAND, 0) == ["Forest"]


def test_for_the_ancestors_takes_cards_of_the_chosen_creature_type(table: Table) -> None:
    table.lands(0, "Forest", 4)
    table.graveyard(0, "For the Ancestors")
    table.library(0, "Grizzly Bears", "Llanowar Elves", "Grizzly Bears", "Forest",
                  "Savannah Lions", "Island", "Grizzly Bears")
    table.answer("choose_type", "Bear")
    seen = pick(table, "choose", "Grizzly Bears", "Grizzly Bears")
    table.cast("For the Ancestors", using="flashback")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears", "Grizzly Bears"]
    library = table.names(Zone.LIBRARY, 0)
    assert library[0] == "Grizzly Bears"  # the seventh card was not looked at
    assert sorted(library[1:]) == ["Forest", "Island", "Llanowar Elves", "Savannah Lions"]
    # only cards of the chosen type could be revealed
    assert len(seen) == 1 and seen[0].min == 0  # "you may reveal any number"
    assert option_names(table, seen[0]) == ["Grizzly Bears", "Grizzly Bears"]
    table.assert_zone("For the Ancestors", Zone.EXILE)


def test_practiced_offense_gives_the_chosen_keyword(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Practiced Offense")
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.cast("Practiced Offense", using="flashback", targets=["Alice", "Grizzly Bears"])
    table.answer("choose_mode", "lifelink")  # chosen as it resolves (CR 608.2d)
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Savannah Lions", "+1/+1", 1)
    assert table.has_keyword("Grizzly Bears", "lifelink")
    assert not table.has_keyword("Grizzly Bears", "double strike")
    table.assert_zone("Practiced Offense", Zone.EXILE)


# --------------------------------------------------------------------------
# Power and toughness
# --------------------------------------------------------------------------


def test_mass_diminish_until_your_next_turn_locked_to_the_creatures_there(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.graveyard(0, "Mass Diminish")
    table.battlefield(1, "Serra Angel", "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.cast("Mass Diminish", using="flashback", targets=["Bob"])
    table.resolve()
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (1, 1)
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 1)
    assert table.power("Grizzly Bears") == 2  # not the target player's
    table.battlefield(1, "Craw Wurm")  # arrives later: not affected (CR 611.2c)
    assert table.power("Craw Wurm") == 6
    table.next_turn()  # Bob's turn: still 1/1
    assert table.power("Serra Angel") == 1
    table.next_turn()  # Alice's next turn: the effect has ended
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (4, 4)
    table.assert_zone("Mass Diminish", Zone.EXILE)


def test_bulk_up_doubles_power_until_end_of_turn(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.graveyard(0, "Bulk Up")
    table.battlefield(0, "Hill Giant")
    table.library(0, "Island")
    table.library(1, "Island")
    table.cast("Bulk Up", using="flashback", targets=["Hill Giant"])
    table.resolve()
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (6, 3)
    table.assert_logged(rule="701.10b")
    table.next_turn()
    assert table.power("Hill Giant") == 3
    table.assert_zone("Bulk Up", Zone.EXILE)


def test_bulk_up_doubles_the_current_power(table: Table) -> None:
    """CR 701.10b: X is the power as it resolves, pumps included (2+3 -> +5)."""
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Bulk Up", "Giant Growth")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Bulk Up", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (10, 5)


# --------------------------------------------------------------------------
# Libraries
# --------------------------------------------------------------------------


def test_mystical_teachings_finds_an_instant_or_a_card_with_flash(table: Table) -> None:
    table.lands(0, "Swamp", 6)
    table.graveyard(0, "Mystical Teachings")
    table.library(0, "Grizzly Bears", "Lightning Bolt", "Ambush Viper", "Divination")
    seen = pick(table, "search", "Ambush Viper")
    table.cast("Mystical Teachings", using="flashback")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Ambush Viper"]
    assert len(seen) == 1
    assert option_names(table, seen[0]) == ["Ambush Viper", "Lightning Bolt"]
    table.assert_logged(rule="701.20a", contains="reveals Ambush Viper")
    table.assert_zone("Mystical Teachings", Zone.EXILE)


def test_echo_of_eons_each_player_gets_a_new_hand_of_seven(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.graveyard(0, "Echo of Eons", "Shock", "Forest")
    table.hand(0, "Grizzly Bears", "Lightning Bolt")
    table.library(0, *["Island"] * 5)
    table.graveyard(1, "Hill Giant")
    table.hand(1, "Shock", "Counterspell", "Murder")
    table.library(1, *["Swamp"] * 4)
    table.cast("Echo of Eons", using="flashback")
    table.resolve()
    for player, total in ((0, 9), (1, 8)):
        assert len(table.names(Zone.HAND, player)) == 7
        assert table.names(Zone.GRAVEYARD, player) == []
        assert len(table.names(Zone.LIBRARY, player)) == total - 7
    table.assert_logged(rule="701.24a")
    table.assert_zone("Echo of Eons", Zone.EXILE)  # it was on the stack, not shuffled in


# --------------------------------------------------------------------------
# Tokens
# --------------------------------------------------------------------------


def test_croaking_counterpart_makes_a_green_frog_copy(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.lands(0, "Island", 2)
    table.graveyard(0, "Croaking Counterpart")
    table.battlefield(1, "Serra Angel")
    table.cast("Croaking Counterpart", using="flashback", targets=["Serra Angel"])
    table.resolve()
    tokens = [o for o in table.game.battlefield(0) if o.is_token]
    assert len(tokens) == 1
    ch = table.game.chars(tokens[0].id)
    assert ch.name == "Serra Angel"
    assert (ch.power, ch.toughness) == (1, 1)
    assert ch.colors == frozenset({"G"})
    assert ch.type_line.subtypes == ("Frog",)  # creature types replaced (CR 205.1a)
    assert "flying" in ch.keywords and "vigilance" in ch.keywords  # the rest is copied
    table.assert_zone("Croaking Counterpart", Zone.EXILE)


def test_multiversal_recruitment_copy_is_not_legendary(table: Table) -> None:
    table.lands(0, "Island", 7)
    table.graveyard(0, "Multiversal Recruitment")
    table.battlefield(0, "Isamaru, Hound of Konda")
    table.cast("Multiversal Recruitment", using="flashback",
               targets=["Isamaru, Hound of Konda"])
    table.resolve()
    isamarus = [o for o in table.game.battlefield(0) if o.card.name == "Isamaru, Hound of Konda"]
    assert len(isamarus) == 2  # no legend rule (CR 704.5j): the copy isn't legendary
    token = next(o for o in isamarus if o.is_token)
    assert not table.game.chars(token.id).type_line.has_supertype("Legendary")
    table.assert_zone("Multiversal Recruitment", Zone.EXILE)


def test_parallel_evolution_copies_each_creature_token_for_its_controller(table: Table) -> None:
    game = table.game
    wurm = token_card(subtypes=("Wurm",), colors=("G",), power=6, toughness=6)
    spirit = token_card(subtypes=("Spirit",), colors=("W",), power=1, toughness=1)
    game.create_token(wurm, 0)
    game.create_token(spirit, 1)
    game.create_token(spirit, 1)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 7)
    table.graveyard(0, "Parallel Evolution")
    table.cast("Parallel Evolution", using="flashback")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Wurm Token") == 2
    assert table.names(Zone.BATTLEFIELD, 1).count("Spirit Token") == 4  # Bob's, not Alice's
    assert table.names(Zone.BATTLEFIELD, 0).count("Grizzly Bears") == 1  # not a token
    table.assert_zone("Parallel Evolution", Zone.EXILE)


# --------------------------------------------------------------------------
# Damage from the mana spent
# --------------------------------------------------------------------------


def test_kaleidoscorch_counts_the_colors_of_mana_spent(table: Table) -> None:
    for land in ("Mountain", "Forest", "Island", "Plains", "Swamp"):
        table.battlefield(0, land)
    table.graveyard(0, "Kaleidoscorch")
    table.cast("Kaleidoscorch", using="flashback", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 15)  # {4}{R} paid with five colours
    table.assert_zone("Kaleidoscorch", Zone.EXILE)


def test_kaleidoscorch_one_color_deals_one(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Kaleidoscorch")
    table.cast("Kaleidoscorch", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 19)


def test_molten_note_flashback_deals_the_mana_spent_and_untaps(table: Table) -> None:
    table.lands(0, "Mountain", 7)
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.battlefield(1, "Colossal Dreadmaw")
    table.graveyard(0, "Molten Note")
    table.cast("Molten Note", using="flashback", targets=["Colossal Dreadmaw"])
    table.resolve()
    table.assert_logged(contains="8 damage")  # {6}{R}{W}: eight mana spent
    table.assert_zone("Colossal Dreadmaw", Zone.GRAVEYARD)
    table.assert_tapped("Grizzly Bears", False)
    table.assert_zone("Molten Note", Zone.EXILE)


def test_molten_note_from_hand_counts_x(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Colossal Dreadmaw")
    table.hand(0, "Molten Note")
    table.cast("Molten Note", x=2, targets=["Colossal Dreadmaw"])
    table.resolve()
    table.assert_logged(contains="4 damage")
    table.assert_zone("Colossal Dreadmaw", Zone.BATTLEFIELD)


# --------------------------------------------------------------------------
# Graveyards, libraries and "it entered"
# --------------------------------------------------------------------------


def test_turn_the_earth_shuffles_target_cards_into_their_owners_libraries(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.graveyard(0, "Turn the Earth", "Grizzly Bears")
    table.graveyard(1, "Hill Giant", "Shock", "Murder")
    table.library(0, "Island")
    table.library(1, "Swamp")
    table.cast("Turn the Earth", using="flashback",
               targets=[["Grizzly Bears", "Hill Giant", "Shock"]])
    table.resolve()
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Grizzly Bears", "Island"]
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Hill Giant", "Shock", "Swamp"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Murder"]
    table.assert_life(0, 22)
    table.assert_logged(rule="701.24c")
    table.assert_zone("Turn the Earth", Zone.EXILE)


def test_turn_the_earth_with_no_target_still_gains_life(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.hand(0, "Turn the Earth")
    table.cast("Turn the Earth", targets=[[]])
    table.resolve()
    table.assert_life(0, 22)


@pytest.mark.parametrize(("lands", "scried"), [(("Plains", "Forest"), False),
                                               (("Plains", "Island"), True)])
def test_path_to_the_festival_scries_with_three_basic_land_types(
        table: Table, lands: tuple[str, ...], scried: bool) -> None:
    table.lands(0, "Forest", 5)
    for land in lands[:-1]:
        table.battlefield(0, land)
    table.graveyard(0, "Path to the Festival")
    table.library(0, lands[-1], "Grizzly Bears", "Island")
    table.answer("search", lands[-1])
    table.cast("Path to the Festival", using="flashback")
    table.resolve()
    assert table.zone_of(lands[-1]) is Zone.BATTLEFIELD
    table.assert_tapped(lands[-1])
    # the Forests, the Plains and the land found: three basic land types with an Island
    assert table.logged(contains="scry") is scried
    table.assert_zone("Path to the Festival", Zone.EXILE)


def test_storm_the_festival_puts_cheap_permanents_onto_the_battlefield(table: Table) -> None:
    table.lands(0, "Forest", 10)
    table.graveyard(0, "Storm the Festival")
    table.library(0, "Colossal Dreadmaw", "Grizzly Bears", "Lightning Bolt", "Forest",
                  "Serra Angel", "Island")
    seen = pick(table, "choose", "Grizzly Bears", "Serra Angel")
    table.cast("Storm the Festival", using="flashback")
    table.resolve()
    assert len(seen) == 1 and seen[0].max == 2 and seen[0].min == 0
    # permanent cards with mana value 5 or less: not the Dreadmaw (6), not the Bolt
    assert option_names(table, seen[0]) == ["Forest", "Grizzly Bears", "Serra Angel"]
    assert {"Grizzly Bears", "Serra Angel"} <= set(table.names(Zone.BATTLEFIELD, 0))
    library = table.names(Zone.LIBRARY, 0)
    assert library[-1] != "Grizzly Bears" and len(library) == 4  # the rest at the bottom
    assert library[0] == "Island"
    table.assert_zone("Storm the Festival", Zone.EXILE)


def test_hallowed_respite_on_your_creature_adds_a_counter(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Island")
    table.graveyard(0, "Hallowed Respite")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.cast("Hallowed Respite", using="flashback", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert bears.counter("+1/+1") == 1  # entered under your control
    assert not bears.tapped  # a new object (CR 400.7), not tapped by "Otherwise"
    table.assert_zone("Hallowed Respite", Zone.EXILE)


def test_hallowed_respite_on_an_opponents_creature_taps_it(table: Table) -> None:
    table.battlefield(0, "Plains", "Island")
    table.hand(0, "Hallowed Respite")
    table.battlefield(1, "Hill Giant")
    table.cast("Hallowed Respite", targets=["Hill Giant"])
    table.resolve()
    giant = table.find("Hill Giant", zone=Zone.BATTLEFIELD)
    assert giant.controller == 1 and giant.counter("+1/+1") == 0
    assert giant.tapped


# --------------------------------------------------------------------------
# Untapping and naming
# --------------------------------------------------------------------------


def test_winterthorn_blessing_keeps_the_creature_tapped_one_untap_step(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Island")
    table.graveyard(0, "Winterthorn Blessing")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.library(0, *["Island"] * 3)
    table.library(1, *["Island"] * 3)
    table.cast("Winterthorn Blessing", using="flashback", targets=[["Grizzly Bears"],
                                                                   ["Hill Giant"]])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_tapped("Hill Giant")
    table.next_turn()  # Bob's untap step: it doesn't untap
    table.assert_tapped("Hill Giant")
    table.assert_logged(rule="502.3", contains="doesn't untap")
    table.next_turn()
    table.next_turn()  # Bob's following untap step: it untaps
    table.assert_tapped("Hill Giant", False)
    table.assert_zone("Winterthorn Blessing", Zone.EXILE)


def test_winterthorn_blessing_with_no_targets_does_nothing(table: Table) -> None:
    table.battlefield(0, "Forest", "Island")
    table.hand(0, "Winterthorn Blessing")
    table.battlefield(1, "Hill Giant")
    table.cast("Winterthorn Blessing", targets=[[], []])
    table.resolve()
    table.assert_tapped("Hill Giant", False)


def test_cabal_therapy_flashback_discards_every_card_with_the_chosen_name(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Cabal Therapy")
    table.hand(1, "Lightning Bolt", "Shock", "Lightning Bolt", "Forest")
    names = pick(table, "name", "Lightning Bolt")
    table.cast("Cabal Therapy", using="flashback", targets=["Bob"], sacrifice=["Grizzly Bears"])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)  # the flashback cost
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Forest", "Shock"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt", "Lightning Bolt"]
    table.assert_logged(rule="701.20a", contains="Bob reveals their hand")
    # a nonland card name of the card reference: no land names (CR 201.4)
    assert len(names) == 1
    assert "Lightning Bolt" in names[0].options and "Grizzly Bears" in names[0].options
    assert "Forest" not in names[0].options and "Island" not in names[0].options
    table.assert_zone("Cabal Therapy", Zone.EXILE)


def test_cabal_therapy_naming_a_card_not_in_hand_discards_nothing(table: Table) -> None:
    table.battlefield(0, "Swamp")
    table.hand(0, "Cabal Therapy")
    table.hand(1, "Shock")
    pick(table, "name", "Counterspell")
    table.cast("Cabal Therapy", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Shock"]


# --------------------------------------------------------------------------
# Cards recognised before but read wrongly (each sentence completing the previous one)
# --------------------------------------------------------------------------


def test_from_father_to_son_flashback_puts_the_vehicle_onto_the_battlefield(table: Table) -> None:
    table.lands(0, "Plains", 7)
    table.graveyard(0, "From Father to Son")
    table.library(0, "Grizzly Bears", "Honeymoon Hearse", "Island")
    seen = pick(table, "search", "Honeymoon Hearse")
    table.cast("From Father to Son", using="flashback")
    table.resolve()
    assert option_names(table, seen[0]) == ["Honeymoon Hearse"]  # a Vehicle card
    table.assert_zone("Honeymoon Hearse", Zone.BATTLEFIELD)  # searched, then put there
    assert table.names(Zone.HAND, 0) == []
    table.assert_logged(rule="701.24a")  # then shuffle
    table.assert_zone("From Father to Son", Zone.EXILE)


def test_from_father_to_son_from_hand_puts_it_into_the_hand(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.hand(0, "From Father to Son")
    table.library(0, "Honeymoon Hearse", "Island")
    pick(table, "search", "Honeymoon Hearse")
    table.cast("From Father to Son")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Honeymoon Hearse"]


def test_spirit_flare_deals_damage_only_if_it_tapped_the_creature(
        table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1)
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Spirit Flare")
    table.library(0, "Island")
    table.library(1, "Island")
    table.attack("Grizzly Bears")
    table.pass_priority()  # Bob passes in declare attackers: Alice may cast an instant
    table.cast("Spirit Flare", using="flashback", targets=["Hill Giant", "Grizzly Bears"])
    table.resolve()
    table.assert_tapped("Hill Giant")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)  # 3 damage from the Giant
    table.assert_life(0, 17)  # Pay 3 life
    table.assert_zone("Spirit Flare", Zone.EXILE)


def test_vengeful_regrowth_makes_a_token_per_land_returned(table: Table) -> None:
    table.lands(0, "Forest", 8)
    table.graveyard(0, "Vengeful Regrowth", "Forest", "Island")
    lands = [table.find("Forest", zone=Zone.GRAVEYARD).id,
             table.find("Island", zone=Zone.GRAVEYARD).id]
    table.cast("Vengeful Regrowth", using="flashback", targets=[lands])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Plant Warrior Token") == 2  # "that many"
    assert table.find("Island", zone=Zone.BATTLEFIELD).tapped
    assert table.has_keyword("Plant Warrior Token", "reach")
    table.assert_zone("Vengeful Regrowth", Zone.EXILE)


@pytest.mark.parametrize(("hand", "drawn"), [(("Shock",), 2), ((), 0)])
def test_pursue_the_past_draws_only_if_a_card_was_discarded(
        table: Table, hand: tuple[str, ...], drawn: int) -> None:
    table.battlefield(0, "Mountain", "Mountain", "Plains", "Plains")
    table.graveyard(0, "Pursue the Past")
    table.hand(0, *hand)
    table.library(0, "Island", "Island")
    table.cast("Pursue the Past", using="flashback")
    table.answer("may", "yes")
    table.resolve()
    table.assert_life(0, 22)
    assert table.names(Zone.HAND, 0) == ["Island"] * drawn
    table.assert_zone("Pursue the Past", Zone.EXILE)


def test_rite_of_the_moth_finality_counter_exiles_it_when_it_would_die(table: Table) -> None:
    table.lands(0, "Plains", 5)
    table.battlefield(0, "Swamp")
    table.graveyard(0, "Rite of the Moth", "Grizzly Bears")
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Rite of the Moth", using="flashback", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "finality", 1)
    table.pass_priority()
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)  # CR 122.1h
    table.assert_logged(rule="122.1h")
    table.assert_zone("Rite of the Moth", Zone.EXILE)


@pytest.mark.parametrize(("using", "milled"), [("flashback", 6), ("hand", 3)])
def test_increasing_confusion_mills_twice_x_from_a_graveyard(table: Table, using: str,
                                                             milled: int) -> None:
    table.lands(0, "Island", 4)
    if using == "hand":
        table.hand(0, "Increasing Confusion")
    else:
        table.graveyard(0, "Increasing Confusion")
    table.library(1, *["Swamp"] * 10)
    table.cast("Increasing Confusion", using=using, targets=["Bob"], x=3)
    table.resolve()
    assert len(table.names(Zone.GRAVEYARD, 1)) == milled


def test_cant_stay_away_returns_a_creature_that_is_exiled_if_it_would_die(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Can't Stay Away", "Grizzly Bears", "Hill Giant")
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Can't Stay Away", using="flashback", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.pass_priority()
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)  # the ability it gained (CR 614.1a)
    table.assert_zone("Can't Stay Away", Zone.EXILE)


def test_cant_stay_away_cannot_target_a_creature_card_with_mana_value_four(table: Table) -> None:
    table.battlefield(0, "Plains", "Swamp")
    table.hand(0, "Can't Stay Away")
    table.graveyard(0, "Hill Giant")
    table.assert_illegal(table.cast, "Can't Stay Away", targets=["Hill Giant"], rule="601.2c")


def test_embolden_divides_prevention_among_its_targets(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.graveyard(0, "Embolden")
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Mountain", 2)
    table.hand(1, "Lightning Bolt", "Shock")
    table.answer("divide", (3, 1))  # announced as it is cast (CR 601.2d)
    table.cast("Embolden", using="flashback", targets=[["Grizzly Bears", "Alice"]])
    table.assert_logged(rule="601.2d", contains="3 to Grizzly Bears")
    table.resolve()
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)  # 3 prevented
    table.pass_priority()
    table.cast("Shock", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 19)  # 1 of 2 prevented
    table.assert_zone("Embolden", Zone.EXILE)


def test_seize_the_storm_token_counts_spells_and_exiled_flashback_cards(table: Table) -> None:
    table.lands(0, "Mountain", 7)
    table.graveyard(0, "Seize the Storm", "Lightning Bolt", "Divination", "Grizzly Bears")
    table.exile(0, "Think Twice")
    table.exile(1, "Firebolt")  # not Alice's: not counted
    table.cast("Seize the Storm", using="flashback")
    table.resolve()
    # Bolt and Divination, plus Think Twice and Seize the Storm itself, now exiled
    assert (table.power("Elemental Token"), table.toughness("Elemental Token")) == (4, 4)
    assert table.has_keyword("Elemental Token", "trample")
    table.graveyard(0, "Faithless Looting")  # a characteristic-defining ability: it follows
    assert table.power("Elemental Token") == 5
    table.assert_zone("Seize the Storm", Zone.EXILE)


def test_memorys_journey_shuffles_cards_of_the_target_players_graveyard(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.graveyard(0, "Memory's Journey")
    table.graveyard(1, "Hill Giant", "Shock", "Murder")
    table.library(1, "Swamp")
    giant = table.find("Hill Giant", zone=Zone.GRAVEYARD).id
    shock = table.find("Shock", zone=Zone.GRAVEYARD).id
    table.cast("Memory's Journey", using="flashback", targets=["Bob", [giant, shock]])
    table.resolve()
    assert sorted(table.names(Zone.LIBRARY, 1)) == ["Hill Giant", "Shock", "Swamp"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Murder"]
    table.assert_logged(rule="701.24c")
    table.assert_zone("Memory's Journey", Zone.EXILE)


def test_krosan_reclamation_cards_must_be_in_the_target_players_graveyard(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.hand(0, "Krosan Reclamation")
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Hill Giant")
    bears = table.find("Grizzly Bears", zone=Zone.GRAVEYARD).id
    giant = table.find("Hill Giant", zone=Zone.GRAVEYARD).id
    # CR 601.2c: targets are chosen in order; once Bob is chosen, only his graveyard's cards
    # are legal choices (404.1)
    table.assert_illegal(table.cast, "Krosan Reclamation", targets=["Bob", [giant, bears]],
                         rule="601.2c")
    table.cast("Krosan Reclamation", targets=["Alice", [bears]])
    table.resolve()
    assert table.names(Zone.LIBRARY, 0) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]


@pytest.mark.parametrize(("others", "bears"), [(6, 2), (7, 4)])
def test_grizzly_fate_threshold_line_replaces_the_first(table: Table, others: int,
                                                        bears: int) -> None:
    """The second paragraph completes the first (CR 113.3a): four Bears instead of two with
    seven cards in the graveyard as it resolves (the spell itself is on the stack)."""
    table.lands(0, "Forest", 7)
    table.graveyard(0, "Grizzly Fate", *["Island"] * others)
    table.cast("Grizzly Fate", using="flashback")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Bear Token") == bears
    table.assert_zone("Grizzly Fate", Zone.EXILE)
