"""Landwalk (CR 702.14, 509.1b): the manastack-landwalk plugin alone, playing printed cards.

Each landwalker is cast from its owner's hand (CR 601.2), so the test plays the printed
card; on its controller's next turn it attacks, and the blockers decision (509.1a) offers
no block of it while the defending player controls a land of its kind (702.14c).
Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from manastack_landwalk import LANDWALKS
from manastack_landwalk.keyword import walked_land
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import (
    Block,
    CardDef,
    Rules,
    Step,
    TomlCardSource,
    Zone,
    can_block,
    declare_blockers,
    hookimpl,
)

landwalk = pytest.mark.plugins("landwalk")

#: The pool's creatures, the keyword each has, what casting it takes.
WALKERS = {
    "Bog Wraith": ("swampwalk", "Swamp", {"Swamp": 4}),
    "Cat Warriors": ("forestwalk", "Forest", {"Forest": 3}),
    "Canyon Wildcat": ("mountainwalk", "Mountain", {"Mountain": 2}),
    "Zodiac Horse": ("islandwalk", "Island", {"Forest": 4}),
    "Zodiac Rooster": ("plainswalk", "Plains", {"Forest": 2}),
    "Ayumi, the Last Visitor": ("legendary landwalk", "Okina, Temple to the Grandfathers",
                                {"Forest": 5}),
    "Dryad Sophisticate": ("nonbasic landwalk", "Vault of Whispers", {"Forest": 2}),
}
#: A land of no walker's kind above but legendary landwalk's and nonbasic landwalk's.
OTHER_LAND = {"Bog Wraith": "Island", "Cat Warriors": "Swamp", "Canyon Wildcat": "Forest",
              "Zodiac Horse": "Plains", "Zodiac Rooster": "Mountain",
              "Ayumi, the Last Visitor": "Vault of Whispers",
              "Dryad Sophisticate": "Snow-Covered Forest"}


def cast_and_attack_next_turn(table: Table, name: str, lands: dict[str, int]) -> None:
    """Alice casts ``name`` (CR 601.2), it resolves (608.3); on her next turn (no longer
    summoning sick, 302.6) the game is in her precombat main phase."""
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0



def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests play the plugin's cards as the Oracle corpus has them."""
    source = TomlCardSource.from_package("landwalk-cards", "manastack_landwalk", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@landwalk
def test_each_kind_of_landwalk_is_a_keyword_of_the_plugin(rules: Rules) -> None:
    """CR 702.14a: every kind is a keyword of its own, each the plugin's."""
    for name in LANDWALKS:
        assert rules.ruleset.plugin_of_keyword(name) == "landwalk"
    card = rules.card("Stalker Hag")
    assert card.playable
    assert sorted(getattr(a, "keyword", "") for a in card.abilities) == \
        ["forestwalk", "swampwalk"]


def test_what_each_kind_of_landwalk_looks_for() -> None:
    """CR 702.14c: a land type, a supertype or card type, without one, or both."""
    assert walked_land("islandwalk").required == ("Island",)
    assert walked_land("nonbasic landwalk").forbidden == ("Basic",)
    assert walked_land("legendary landwalk").required == ("Legendary",)
    assert walked_land("snow swampwalk").required == ("Snow", "Swamp")
    assert walked_land("artifact landwalk").described == "an artifact land"
    assert walked_land("islandwalk").described == "an Island"


@landwalk
@pytest.mark.parametrize("name", sorted(WALKERS))
def test_a_cast_landwalker_is_unblockable_while_the_defender_has_its_land(
        table: Table, name: str) -> None:
    """CR 702.14c: Bob controls a land of the attacker's kind: no block of it is offered
    (509.1a), declaring one is refused citing 702.14c (509.1b), the game as it was
    (CR 732); its combat damage reaches Bob (510.1)."""
    keyword, land, cost = WALKERS[name]
    cast_and_attack_next_turn(table, name, cost)
    (_, bears) = table.battlefield(1, land, "Grizzly Bears")
    assert table.has_keyword(name, keyword)
    table.attack(name)
    walker = table.find(name)
    reason = can_block(table.game, bears.id, walker.id)
    assert reason is not None and reason.startswith(f"the attacker has {keyword} and the "
                                                    f"defending player controls")
    assert reason.endswith("(702.14c)")
    assert table.blocks_offered() == set()
    before = table.game.state_digest()
    table.assert_illegal(declare_blockers, table.game, [Block(bears.id, walker.id)],
                         rule="509.1b")
    assert table.game.state_digest() == before
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20 - table.power(name))


@landwalk
@pytest.mark.parametrize("name", sorted(WALKERS))
def test_without_that_land_the_landwalker_is_blocked(table: Table, name: str) -> None:
    """CR 702.14c: "as long as" the defending player controls such a land; Bob controls
    another land only, so Grizzly Bears blocks it and Bob takes no damage."""
    _, _, cost = WALKERS[name]
    cast_and_attack_next_turn(table, name, cost)
    table.battlefield(1, OTHER_LAND[name], "Grizzly Bears")
    table.attack(name)
    assert table.blocks_offered() == {("Grizzly Bears", name)}
    table.block({"Grizzly Bears": name})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@landwalk
def test_the_attackers_own_lands_dont_count(table: Table) -> None:
    """CR 702.14c: the *defending* player's lands: Alice's own Swamps don't make Bog Wraith
    unblockable."""
    cast_and_attack_next_turn(table, "Bog Wraith", {"Swamp": 4})
    table.battlefield(1, "Grizzly Bears", "Island")
    table.attack("Bog Wraith")
    assert table.blocks_offered() == {("Grizzly Bears", "Bog Wraith")}


@landwalk
def test_stalker_hags_two_landwalks_each_count(table: Table) -> None:
    """CR 702.14c-d: Stalker Hag (swampwalk, forestwalk) is unblockable when Bob controls a
    Forest only; the two landwalks don't cancel each other, nor a blocker's own landwalk
    (Cat Warriors, forestwalk, can't block it either)."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Stalker Hag")
    table.cast("Stalker Hag")
    table.resolve()
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.battlefield(1, "Forest", "Cat Warriors")
    table.attack("Stalker Hag")
    assert table.blocks_offered() == set()
    reason = can_block(table.game, table.find("Cat Warriors").id, table.find("Stalker Hag").id)
    assert reason == "the attacker has forestwalk and the defending player controls a Forest " \
        "(702.14c)"


@landwalk
def test_a_snow_covered_land_has_its_basic_land_type(table: Table) -> None:
    """CR 702.14c, 205.3i: Snow-Covered Island is an Island: Zodiac Horse can't be blocked;
    it is basic, so Dryad Sophisticate (nonbasic landwalk) can be."""
    table.battlefield(0, "Zodiac Horse", "Dryad Sophisticate")
    table.battlefield(1, "Snow-Covered Island", "Grizzly Bears")
    table.attack("Zodiac Horse", "Dryad Sophisticate")
    assert table.blocks_offered() == {("Grizzly Bears", "Dryad Sophisticate")}


@landwalk
def test_lord_of_atlantis_gives_other_merfolk_islandwalk(table: Table) -> None:
    """CR 613.1f (layer 6): the cast Lord of Atlantis gives Merfolk of the Pearl Trident
    islandwalk and +1/+1: with Bob's Island it is unblockable and deals 2; the Lord itself
    (not "other") has no islandwalk and is blocked."""
    cast_and_attack_next_turn(table, "Lord of Atlantis", {"Island": 2})
    table.battlefield(0, "Merfolk of the Pearl Trident")
    table.battlefield(1, "Island", "Grizzly Bears")
    assert table.has_keyword("Merfolk of the Pearl Trident", "islandwalk")
    assert not table.has_keyword("Lord of Atlantis", "islandwalk")
    table.attack("Lord of Atlantis", "Merfolk of the Pearl Trident")
    assert table.blocks_offered() == {("Grizzly Bears", "Lord of Atlantis")}
    table.block({"Grizzly Bears": "Lord of Atlantis"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@landwalk
def test_unseen_walker_grants_forestwalk_until_end_of_turn(table: Table) -> None:
    """CR 611.2a, 514.2: Unseen Walker's ability gives Grizzly Bears forestwalk: Bob's
    Forest makes it unblockable this turn; the next turn it is gone."""
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Unseen Walker", "Grizzly Bears")
    table.battlefield(1, "Forest", "Savannah Lions")
    table.activate("Unseen Walker", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "forestwalk")
    table.attack("Grizzly Bears", "Unseen Walker")
    assert table.blocks_offered() == set()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    assert not table.has_keyword("Grizzly Bears", "forestwalk")


class _LandwalkCardsOnly:
    """The plugin's card file as a card source, without the keywords' rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("landwalk-cards", "manastack_landwalk",
                                            "cards.toml")]


def test_without_the_plugin_a_landwalker_is_refused_naming_it() -> None:
    """A card using a landwalk keyword is refused naming the keyword and the plugin, never
    played as a creature anything can block."""
    table = Table.new(["landwalk-cards"], extra={"landwalk-cards": _LandwalkCardsOnly()})
    rules = table.game.rules
    assert rules.ruleset.plugin_of_keyword("swampwalk") is None
    card = rules.card("Bog Wraith")
    assert not card.playable
    assert card.missing_keywords == (("swampwalk", "landwalk"),)
    card = rules.card("Stalker Hag")
    assert not card.playable and len(card.missing_keywords) == 2


@pytest.mark.plugins("landwalk", "shadow")
def test_landwalk_and_shadow_restrictions_are_both_named(table: Table) -> None:
    """CR 509.1b: restrictions are cumulative. Thalakos Sentry (shadow) can't block Cat
    Warriors for two reasons, 702.28b (the blocker has shadow) and 702.14c (Bob controls a
    Forest); Grizzly Bears for the second only."""
    pytest.importorskip("manastack_shadow")
    table.battlefield(0, "Cat Warriors")
    sentry, bears, _ = table.battlefield(1, "Thalakos Sentry", "Grizzly Bears", "Forest")
    table.attack("Cat Warriors")
    warriors = table.find("Cat Warriors").id
    both = can_block(table.game, sentry.id, warriors)
    assert both is not None and "(702.28b)" in both and "(702.14c)" in both
    assert can_block(table.game, bears.id, warriors) == \
        "the attacker has forestwalk and the defending player controls a Forest (702.14c)"
    assert table.blocks_offered() == set()


@landwalk
@pytest.mark.parametrize(("name", "kind", "cost"), [
    ("Legions of Lim-Dûl", "Swamp", {"Swamp": 3}),
    ("Rime Dryad", "Forest", {"Forest": 1}),
])
def test_snow_landwalk_needs_a_snow_land_of_that_type(table: Table, name: str, kind: str,
                                                      cost: dict[str, int]) -> None:
    """CR 702.14c "with both the specified type or supertype and the specified subtype" (as in
    "snow swampwalk"): a basic Swamp (Forest) doesn't let the cast creature through, a
    Snow-Covered one does."""
    cast_and_attack_next_turn(table, name, cost)
    _, bears = table.battlefield(1, kind, "Grizzly Bears")
    table.attack(name)
    walker = table.find(name).id
    assert can_block(table.game, bears.id, walker) is None
    table.battlefield(1, f"Snow-Covered {kind}")
    assert can_block(table.game, bears.id, walker) == (
        f"the attacker has snow {kind.lower()}walk and the defending player controls a snow "
        f"{kind} (702.14c)")
    assert table.blocks_offered() == set()


ZOMBIE_MUSHER = CardDef(
    name="Zombie Musher", mana_cost="{3}{B}", type_line="Snow Creature — Zombie",
    text="Snow landwalk (This creature can't be blocked as long as defending player controls "
         "a snow land.)\n{S}: Regenerate this creature. ({S} can be paid with one mana from a "
         "snow source.)", power="2", toughness="3")
musher_kit = card_pool("musher-kit", [ZOMBIE_MUSHER])


@pytest.mark.plugins("landwalk", extra={"musher-kit": musher_kit})
def test_zombie_musher_snow_landwalk_needs_any_snow_land(table: Table) -> None:
    """CR 702.14c: "snow landwalk" (a supertype alone): Bob's basic Island lets Grizzly Bears
    block the cast Musher; with a Snow-Covered Island (of any land type) no block is offered,
    declaring one is refused citing 702.14c, the game as it was (CR 732), and its 2 damage
    reach Bob (510.1)."""
    cast_and_attack_next_turn(table, "Zombie Musher", {"Swamp": 4})
    _, bears = table.battlefield(1, "Island", "Grizzly Bears")
    assert table.has_keyword("Zombie Musher", "snow landwalk")
    table.attack("Zombie Musher")
    musher = table.find("Zombie Musher").id
    assert can_block(table.game, bears.id, musher) is None
    table.battlefield(1, "Snow-Covered Island")
    assert can_block(table.game, bears.id, musher) == (
        "the attacker has snow landwalk and the defending player controls a snow land "
        "(702.14c)")
    assert table.blocks_offered() == set()
    table.assert_illegal(declare_blockers, table.game, [Block(bears.id, musher)],
                         rule="509.1b")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


def test_zombie_musher_is_the_printed_card() -> None:
    """The test above plays the printed Zombie Musher."""
    assert_printed([ZOMBIE_MUSHER])


VECTIS_GLOVES = CardDef(
    name="Vectis Gloves", mana_cost="{2}", type_line="Artifact — Equipment",
    text="Equipped creature gets +2/+0 and has artifact landwalk. (It can't be blocked as "
         "long as defending player controls an artifact land.)\nEquip {2}")
gloves_kit = card_pool("gloves-kit", [VECTIS_GLOVES])


@pytest.mark.plugins("landwalk", extra={"gloves-kit": gloves_kit})
@pytest.mark.parametrize("artifact_land", [True, False])
def test_vectis_gloves_grant_artifact_landwalk(table: Table, artifact_land: bool) -> None:
    """CR 702.14c, 301.5c: Alice casts Vectis Gloves and equips Grizzly Bears (4/2, artifact
    landwalk). Bob controls the artifact land Vault of Whispers: no block of the Bears is
    offered, declaring one is refused citing 702.14c (CR 732), and 4 damage reach him. With
    a basic Swamp only, his Hill Giant blocks them and he takes none. The granting sentence
    is read with the keyword's definition, which the play proves."""
    assert "landwalk:keyword artifact landwalk" in table.game.rules.card("Vectis Gloves").read_with
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 4)
    table.hand(0, "Vectis Gloves")
    table.cast("Vectis Gloves")
    table.resolve()
    table.activate("Vectis Gloves", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "artifact landwalk")
    assert table.power("Grizzly Bears") == 4
    _, giant = table.battlefield(1, "Vault of Whispers" if artifact_land else "Swamp",
                                 "Hill Giant")
    table.attack("Grizzly Bears")
    bears = table.find("Grizzly Bears").id
    if artifact_land:
        assert table.blocks_offered() == set()
        table.assert_illegal(declare_blockers, table.game, [Block(giant.id, bears)],
                             rule="509.1b")
        table.go_to(Step.END_COMBAT)
        table.assert_life(1, 16)
    else:
        assert table.blocks_offered() == {("Hill Giant", "Grizzly Bears")}
        table.block({"Hill Giant": "Grizzly Bears"})
        table.go_to(Step.END_COMBAT)
        table.assert_life(1, 20)


def test_vectis_gloves_are_the_printed_card() -> None:
    """The test above plays the printed Vectis Gloves."""
    assert_printed([VECTIS_GLOVES])
