"""Storm (CR 702.40): "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any of the
copies." Runs alone with ``pytest plugins/storm`` (kernel + storm only). Memnite, Shock,
Counterspell, Grizzly Bears and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Answer, KeywordTrigger, PlayerRef, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("storm")

CARDS = ("Grapeshot", "Tendrils of Agony", "Brain Freeze", "Empty the Warrens",
         "Weather the Storm", "Hunting Pack", "Flusterstorm", "Temporal Fissure",
         "Stormscale Scion")

KEEP = Answer("new_targets", ("no",))


def two_spells_first(table: Table) -> None:
    """Alice casts two Memnites (two spells this turn) and they resolve."""
    table.hand(0, "Memnite", "Memnite")
    for _ in range(2):
        table.cast("Memnite")
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("storm", "manastack_storm", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_40a_storm_is_a_cast_trigger_of_the_spell_itself(rules: Any) -> None:
    """CR 702.40a, 113.6k: a "When you cast this spell" trigger, named storm."""
    (storm,) = [a for a in rules.card("Grapeshot").abilities
                if isinstance(a, KeywordTrigger) and a.keyword == "storm"]
    assert storm.trigger.event == "cast" and storm.trigger.self_only


def test_without_the_plugin_a_storm_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("storm", "manastack_storm", "cards.toml")
    definition = source.get("Grapeshot")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("storm", "storm"),)


def test_702_40a_a_copy_for_each_spell_cast_before_it(table: Table) -> None:
    """Two spells before Grapeshot: storm makes two copies, each dealing 1 damage (707.10:
    the copies keep the original's target)."""
    two_spells_first(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grapeshot")
    table.cast("Grapeshot", targets=["opponent"])
    table.resolve(answers=[KEEP, KEEP])
    table.assert_logged(rule="702.40a", contains="2 copies")
    assert sum(o.is_copy and o.spell is not None for o in table.game.stack()) == 2
    table.resolve_all()
    table.assert_life(1, 17)


def test_702_40a_the_first_spell_of_the_turn_gets_no_copy(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.hand(0, "Weather the Storm")
    table.cast("Weather the Storm")
    table.resolve_all()
    table.assert_logged(rule="702.40a", contains="0 cop")
    table.assert_life(0, 23)


def test_702_40a_every_player_s_spells_count(table: Table) -> None:
    """"each other spell that was cast before it this turn" is anyone's: Bob's Shock cast
    in Alice's turn counts for her Weather the Storm (one copy: 6 life)."""
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.lands(0, "Forest", 2)
    table.hand(0, "Weather the Storm")
    table.battlefield(0, "Grizzly Bears")
    table.pass_priority()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Weather the Storm")
    table.resolve_all()
    table.assert_logged(rule="702.40a", contains="1 other spell(s)")
    table.assert_life(0, 26)


def test_707_10_copies_are_not_cast_and_not_counted(table: Table) -> None:
    """CR 707.10, 702.40a: Weather the Storm's copy isn't cast; Tendrils of Agony after a
    Memnite and Weather the Storm counts two spells, not three."""
    table.hand(0, "Memnite", "Weather the Storm", "Tendrils of Agony")
    table.lands(0, "Forest", 2)
    table.lands(0, "Swamp", 4)
    table.cast("Memnite")
    table.resolve()
    table.cast("Weather the Storm")
    table.resolve_all()
    table.assert_life(0, 26)  # one copy: 3 + 3
    table.cast("Tendrils of Agony", targets=["opponent"])
    table.resolve(answers=[KEEP, KEEP])
    table.resolve_all()
    table.assert_life(1, 14)  # the spell and two copies
    table.assert_life(0, 32)


def test_707_10c_each_copy_may_get_a_new_target(table: Table) -> None:
    """CR 707.10c: Grapeshot at Bob, one copy moved to Bob's Grizzly Bears, the other kept."""
    two_spells_first(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grapeshot")
    table.battlefield(1, "Memnite")
    table.cast("Grapeshot", targets=["opponent"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Memnite"], zone=Zone.BATTLEFIELD,
                                                       player=1)),
                           KEEP])
    table.resolve_all()
    table.assert_life(1, 18)
    assert "Memnite" in table.names(Zone.GRAVEYARD, 1)


def test_702_40a_spells_cast_after_it_are_not_before_it(table: Table) -> None:
    """Bob's Shock cast in response to the storm trigger was cast after Grapeshot: still
    two copies, not three (the count is fixed as the spell is cast)."""
    two_spells_first(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grapeshot")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Grapeshot", targets=["opponent"])
    table.pass_priority()
    table.cast("Shock", targets=[PlayerRef(0)])
    table.resolve()
    table.resolve(answers=[KEEP, KEEP])
    table.assert_logged(rule="702.40a", contains="2 copies")
    table.resolve_all()
    table.assert_life(1, 17)


def test_113_7a_countering_the_spell_leaves_the_copies(table: Table) -> None:
    """CR 113.7a, 608.2h: Bob counters Grapeshot with its storm trigger on the stack; the
    trigger still copies it, as it last existed on the stack."""
    two_spells_first(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grapeshot")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.cast("Grapeshot", targets=["opponent"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Grapeshot"])
    table.resolve()
    table.assert_zone("Grapeshot", Zone.GRAVEYARD, 0)
    table.resolve(answers=[KEEP, KEEP])
    table.assert_logged(rule="608.2h")
    table.resolve_all()
    table.assert_life(1, 18)


def test_707_10f_copies_of_a_permanent_spell_become_tokens(table: Table) -> None:
    """CR 707.10f, 608.3f: Stormscale Scion after two spells: two token Scions."""
    two_spells_first(table)
    table.lands(0, "Mountain", 6)
    table.hand(0, "Stormscale Scion")
    table.cast("Stormscale Scion")
    table.resolve_all()
    scions = [o for o in table.game.objects_in(Zone.BATTLEFIELD)
              if o.card.name == "Stormscale Scion"]
    assert len(scions) == 3
    assert sum(o.is_token for o in scions) == 2


def test_702_40a_last_turn_s_spells_are_not_this_turn_s(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.library(1, "Island")
    two_spells_first(table)
    table.next_turn()
    table.next_turn()
    table.lands(0, "Forest", 2)
    table.hand(0, "Weather the Storm")
    table.cast("Weather the Storm")
    table.resolve_all()
    table.assert_life(0, 23)


def test_702_40a_tokens_from_each_copy(table: Table) -> None:
    """Empty the Warrens after two spells: three resolutions, six Goblins."""
    two_spells_first(table)
    table.lands(0, "Mountain", 4)
    table.hand(0, "Empty the Warrens")
    table.cast("Empty the Warrens")
    table.resolve_all()
    goblins = [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.is_token]
    assert len(goblins) == 6


def test_702_40a_hunting_pack_a_beast_for_the_spell_and_one_per_copy(table: Table) -> None:
    """Hunting Pack (an instant) after one spell: one copy, two 4/4 Beasts."""
    table.hand(0, "Memnite", "Hunting Pack")
    table.lands(0, "Forest", 7)
    table.cast("Memnite")
    table.resolve()
    table.cast("Hunting Pack")
    table.resolve_all()
    beasts = [o for o in table.game.objects_in(Zone.BATTLEFIELD)
              if o.is_token and table.game.power(o.id) == 4]
    assert len(beasts) == 2


def test_707_10c_temporal_fissure_returns_a_permanent_per_copy(table: Table) -> None:
    """Temporal Fissure at Bob's Grizzly Bears after one spell: its copy is moved to his
    Hill Giant (707.10c); both return to his hand."""
    table.hand(0, "Memnite", "Temporal Fissure")
    table.lands(0, "Island", 5)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.cast("Memnite")
    table.resolve()
    table.cast("Temporal Fissure", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Hill Giant"]))])
    table.resolve_all()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Hill Giant"]


def test_707_10_flusterstorm_copies_each_demand_a_payment(table: Table) -> None:
    """Alice's Shock, then Bob's Flusterstorm at it: one spell before it, one copy with the
    same target (707.10). Alice pays {1} for the copy, resolving first, but has nothing
    left for the original: the Shock is countered (118.12)."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock")
    table.lands(1, "Island", 1)
    table.hand(1, "Flusterstorm")
    table.cast("Shock", targets=["opponent"])
    table.pass_priority()
    table.cast("Flusterstorm", targets=["Shock"])
    table.resolve(answers=[KEEP])
    assert sum(o.is_copy and o.spell is not None for o in table.game.stack()) == 1
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.assert_zone("Shock", Zone.STACK, 0)
    table.resolve()
    table.assert_zone("Shock", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)
