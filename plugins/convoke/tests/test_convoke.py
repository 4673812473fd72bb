"""Convoke (CR 702.51): creatures tapped pay {1} or one mana of their colour.
Runs alone with ``pytest plugins/convoke`` (kernel + convoke only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, by_name, cast_and_resolve

from manastack.api import CastSpell, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("convoke")

CARDS = ("Stoke the Flames", "Siege Wurm", "Ledev Guardian", "Will-Forged Golem", "Halo Hopper",
         "Conclave Phalanx", "Gather Courage", "Merrow Skyswimmer", "March of the Multitudes",
         "Devouring Light", "Triplicate Spirits", "Overwhelm", "Meditation Puzzle",
         "Sundering Vitae", "Living Totem")


def casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("convoke", "manastack_convoke", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_convoke_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("convoke", "manastack_convoke", "cards.toml")
    definition = source.get("Stoke the Flames")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert card.missing_keywords == (("convoke", "convoke"),)


def test_702_51a_red_creatures_pay_red_and_any_creature_pays_generic(table: Table) -> None:
    table.battlefield(0, "Boggart Brute", "Boggart Brute", "Grizzly Bears", "Memnite")
    table.hand(0, "Stoke the Flames")
    table.cast("Stoke the Flames", targets=["Bob"],
               pay_with={"convoke": ["Boggart Brute", "Boggart Brute", "Grizzly Bears",
                                     "Memnite"]})
    table.assert_logged(rule="601.2h", contains="4 mana paid by convoke")
    assert all(o.tapped for o in table.game.battlefield(0))
    table.resolve()
    table.assert_life(1, 16)


def test_702_51a_a_creature_pays_only_its_own_colour(table: Table) -> None:
    """Four green creatures can't pay {R}{R}: the cast isn't offered and is refused."""
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    table.hand(0, "Stoke the Flames")
    assert "Stoke the Flames" not in casts(table)
    table.assert_illegal(table.cast, "Stoke the Flames", targets=["Bob"], rule="601.2h")
    table.mana(0, "RR")
    assert "Stoke the Flames" in casts(table)
    table.cast("Stoke the Flames", targets=["Bob"],
               pay_with={"convoke": ["Grizzly Bears", "Grizzly Bears"]})
    assert tapped(table, "Grizzly Bears") == 2


def test_702_51a_the_choice_offers_only_creatures_that_can_pay(table: Table) -> None:
    """{G}: a red creature can't pay it, so only the green one is offered."""
    table.battlefield(0, "Boggart Brute", "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Gather Courage")
    seen = table.on_decision("convoke", by_name("Grizzly Bears"))
    table.cast("Gather Courage", targets=["Grizzly Bears"])
    (decision,) = seen
    assert [table.game.obj(o).card.name for o in decision.options] == ["Grizzly Bears"]
    assert (decision.min, decision.max) == (0, 1)
    table.assert_tapped("Forest", False)
    table.assert_tapped("Boggart Brute", False)
    table.resolve()
    assert table.game.chars(table.find("Grizzly Bears").id).power == 4


def test_601_2g_a_mana_creature_is_used_once(table: Table) -> None:
    """Llanowar Elves taps for {G} or for convoke, not both: one Forest and the Elves can't
    pay Halo Hopper's {3} (the kernel counted it twice), two Forests and the Elves can."""
    table.battlefield(0, "Llanowar Elves")
    table.lands(0, "Forest", 1)
    table.hand(0, "Halo Hopper")
    assert "Halo Hopper" not in casts(table)
    table.assert_illegal(table.cast, "Halo Hopper", rule="601.2h")
    table.assert_illegal(table.cast, "Halo Hopper", pay_with={"convoke": ["Llanowar Elves"]},
                         rule="601.2h")
    table.lands(0, "Forest", 1)
    assert "Halo Hopper" in casts(table)
    table.cast("Halo Hopper", pay_with={"convoke": ["Llanowar Elves"]})
    table.assert_logged(rule="601.2h", contains="1 mana paid by convoke")
    assert all(o.tapped for o in table.game.battlefield(0))
    table.resolve()
    table.assert_zone("Halo Hopper", Zone.BATTLEFIELD)


def test_601_2g_the_elves_tapped_for_mana_instead(table: Table) -> None:
    """The default answer convokes nothing when mana pays: the Elves' mana ability is used."""
    table.battlefield(0, "Llanowar Elves")
    table.lands(0, "Forest", 2)
    table.hand(0, "Halo Hopper")
    seen = table.on_decision("convoke")
    table.cast("Halo Hopper")
    (decision,) = seen
    assert decision.min == 0
    assert all(o.tapped for o in table.game.battlefield(0))
    table.assert_logged(rule="605.3b")


def test_702_51a_convoke_is_not_a_tap_cost(table: Table) -> None:
    """A creature that just came under its controller's control may convoke (302.6 is about
    {T} abilities; the ruling of Siege Wurm, 2014-07-18)."""
    table.battlefield(0, "Grizzly Bears", "Grizzly Bears", sick=True)
    table.lands(0, "Forest", 5)
    table.hand(0, "Siege Wurm")
    table.cast("Siege Wurm", pay_with={"convoke": ["Grizzly Bears", "Grizzly Bears"]})
    assert tapped(table, "Grizzly Bears") == 2
    table.resolve()
    table.assert_zone("Siege Wurm", Zone.BATTLEFIELD)


def test_702_51a_a_creature_of_two_colours_pays_either_hybrid_half(table: Table) -> None:
    """Merrow Skyswimmer {3}{W/U}{W/U}: Vampire Nighthawk is black; Savannah Lions white pays
    a {W/U}; the Islands pay the rest."""
    creatures = ["Savannah Lions", "Vampire Nighthawk"]
    cast_and_resolve(table, "Merrow Skyswimmer", lands={"Island": 3}, yours=creatures,
                     pay_with={"convoke": creatures}, resolve=False)
    assert all(o.tapped for o in table.game.battlefield(0))
    table.resolve()
    assert "Merfolk" in table.names(Zone.BATTLEFIELD, 0) or \
        any("Merfolk" in str(o.card.type_line) for o in table.game.battlefield(0))


def test_107_3_convoke_pays_for_x(table: Table) -> None:
    """March of the Multitudes {X}{G}{W}{W}: creatures pay X (702.51b: the total cost)."""
    table.battlefield(0, "Savannah Lions", "Savannah Lions", "Grizzly Bears", "Memnite", "Memnite")
    table.hand(0, "March of the Multitudes")
    seen = table.on_decision("x", lambda game, decision: (2,))
    table.cast("March of the Multitudes",
               pay_with={"convoke": ["Savannah Lions", "Savannah Lions", "Grizzly Bears",
                                     "Memnite", "Memnite"]})
    (decision,) = seen
    assert max(decision.options) == 2  # five creatures: {G}{W}{W} and two more
    table.resolve()
    assert sum(1 for o in table.game.battlefield(0) if o.card.name.startswith("Soldier")) == 2


def test_702_51_convoke_keeps_the_mana_value(table: Table) -> None:
    """CR 202.3, 702.51b: convoke changes what is paid, not the cost."""
    table.battlefield(0, *["Grizzly Bears"] * 7)
    table.hand(0, "Siege Wurm")
    table.cast("Siege Wurm", pay_with={"convoke": ["Grizzly Bears"] * 7})
    spell = table.find("Siege Wurm", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 7


def test_601_2h_tapped_creatures_and_other_players_creatures_cant_convoke(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Gather Courage")
    assert "Gather Courage" not in casts(table)
    table.assert_illegal(table.cast, "Gather Courage", targets=["Grizzly Bears"], rule="601.2h")


# --------------------------------------------------------------------------
# The rest of the pool, each cast with convoke and its effect checked
# --------------------------------------------------------------------------


def test_triplicate_spirits_paid_by_six_creatures(table: Table) -> None:
    creatures = ["Savannah Lions", "Savannah Lions", "Grizzly Bears", "Grizzly Bears",
                 "Memnite", "Memnite"]
    cast_and_resolve(table, "Triplicate Spirits", yours=creatures,
                     pay_with={"convoke": creatures})
    spirits = [o for o in table.game.battlefield(0) if "Spirit" in str(o.card.type_line)]
    assert len(spirits) == 3 and all(table.game.has_keyword(o.id, "flying") for o in spirits)


def test_overwhelm_and_meditation_puzzle(table: Table) -> None:
    creatures = ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves", "Savannah Lions",
                 "Savannah Lions"]
    cast_and_resolve(table, "Overwhelm", lands={"Forest": 2}, yours=creatures,
                     hand=["Meditation Puzzle"], pay_with={"convoke": creatures})
    assert table.power("Llanowar Elves") == 4
    table.mana(0, "WW")
    table.lands(0, "Plains", 3)
    table.cast("Meditation Puzzle")  # mana only: every creature is tapped
    table.resolve()
    table.assert_life(0, 28)


def test_conclave_phalanx_counts_the_creatures_that_convoked_it(table: Table) -> None:
    """Its enters trigger counts the creatures Alice controls then (tapped ones too)."""
    creatures = ["Savannah Lions", "Grizzly Bears", "Memnite"]
    cast_and_resolve(table, "Conclave Phalanx", lands={"Plains": 2}, yours=creatures,
                     pay_with={"convoke": creatures})
    table.resolve()  # its enters trigger
    table.assert_life(0, 24)


def test_sundering_vitae_ledev_guardian_will_forged_golem_and_living_totem(table: Table) -> None:
    table.battlefield(0, *["Grizzly Bears"] * 6, "Memnite", "Memnite", "Memnite", "Memnite")
    table.battlefield(1, "Sol Ring")
    table.hand(0, "Sundering Vitae", "Will-Forged Golem", "Living Totem")
    table.cast("Sundering Vitae", targets=["Sol Ring"],
               pay_with={"convoke": ["Grizzly Bears"] * 3})
    table.resolve()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD)
    table.cast("Living Totem", pay_with={"convoke": ["Grizzly Bears"] * 3 + ["Memnite"]})
    table.resolve()
    table.on_decision("targets", by_name("Memnite"))
    table.resolve()
    assert sum(o.counter("+1/+1") for o in table.game.battlefield(0)) == 1
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.hand(0, "Ledev Guardian")
    table.lands(0, "Plains", 1)
    table.cast("Ledev Guardian", pay_with={"convoke": ["Grizzly Bears", "Grizzly Bears",
                                                       "Grizzly Bears"]})
    table.resolve()
    table.cast("Will-Forged Golem", pay_with={"convoke": ["Grizzly Bears"] * 3 + ["Memnite"] * 3})
    table.resolve()
    table.assert_zone("Ledev Guardian", Zone.BATTLEFIELD)
    table.assert_zone("Will-Forged Golem", Zone.BATTLEFIELD)


def test_devouring_light_on_an_attacker_during_the_opponents_turn(table: Table) -> None:
    """An instant with convoke on the opponent's turn: Alice's creatures tap to pay it (they
    didn't block); it exiles the attacking Hill Giant."""
    table.battlefield(0, "Savannah Lions", "Savannah Lions", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Devouring Light")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Hill Giant")
    table.pass_priority()  # Bob passes: Alice has priority in the declare attackers step
    table.cast("Devouring Light", targets=["Hill Giant"],
               pay_with={"convoke": ["Savannah Lions", "Savannah Lions", "Grizzly Bears"]})
    table.resolve()
    table.assert_zone("Hill Giant", Zone.EXILE)
    assert all(o.tapped for o in table.game.battlefield(0))


def double_green(table: Table) -> Any:
    """A test card (not printed): {G}{G} with convoke."""
    return table.card("Test Double Green", "Sorcery", "Convoke\nYou gain 1 life.", "{G}{G}")


def test_601_2h_the_creatures_a_payment_needs_are_offered_first(table: Table) -> None:
    """{G}{G} from Llanowar Elves (tapped for {G}) and Grizzly Bears (convoked): Bears is
    listed first, so the first ``min`` options pay; convoking the Elves alone leaves {G}
    that nothing pays, which is refused and changes nothing (CR 732)."""
    table.battlefield(0, "Llanowar Elves", "Grizzly Bears")
    table.hand(0, double_green(table))  # type: ignore[arg-type]
    table.assert_illegal(table.cast, "Test Double Green",
                         pay_with={"convoke": ["Llanowar Elves"]}, rule="601.2h")
    seen = table.on_decision("convoke", lambda game, d: tuple(d.options[:d.min]))
    table.cast("Test Double Green")
    (decision,) = seen
    assert [table.game.obj(o).card.name for o in decision.options] == \
        ["Grizzly Bears", "Llanowar Elves"]
    assert decision.min == 1
    assert all(o.tapped for o in table.game.battlefield(0))

