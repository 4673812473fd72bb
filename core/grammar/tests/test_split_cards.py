"""Split cards (CR 709): two halves, each with its own name, mana cost, type line and text.

The player chooses which half to cast (709.3); only that half is checked and put on the
stack (709.3a-b); anywhere else the card has both halves' characteristics combined (709.4:
both names, the combined mana cost, so both colours and the total mana value).

The Oracle corpus gives only the first half of a split card under its full name: such a
card is refused, naming the half that is missing. The cards below carry both halves
(``CardDef.faces``); their first half is cross-checked against the corpus, the second is
the printed Oracle text (the corpus has no record of it). Wear // Tear has fuse (702.102),
which is not implemented: it is refused. Cards with other parts the kernel doesn't play
(adventurers, modal double-faced and flip cards, aftermath, Rooms) are refused too.
"""

from __future__ import annotations

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import UnsupportedCardError
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FIRE_TEXT = "Fire deals 2 damage divided as you choose among one or two targets."
FIRE_ICE = CardDef(
    name="Fire // Ice", mana_cost="{1}{R}", type_line="Instant", text=FIRE_TEXT, layout="split",
    faces=(CardDef(name="Fire", mana_cost="{1}{R}", type_line="Instant", text=FIRE_TEXT),
           CardDef(name="Ice", mana_cost="{1}{U}", type_line="Instant",
                   text="Tap target permanent.\nDraw a card.")))
DEAD_TEXT = "Dead deals 2 damage to target creature."
DEAD_GONE = CardDef(
    name="Dead // Gone", mana_cost="{R}", type_line="Instant", text=DEAD_TEXT, layout="split",
    faces=(CardDef(name="Dead", mana_cost="{R}", type_line="Instant", text=DEAD_TEXT),
           CardDef(name="Gone", mana_cost="{2}{R}", type_line="Instant",
                   text="Return target creature you don't control to its owner's hand.")))
FUSE = "Fuse (You may cast one or both halves of this card from your hand.)"
WEAR_TEXT = f"Destroy target artifact.\n{FUSE}"
WEAR_TEAR = CardDef(
    name="Wear // Tear", mana_cost="{1}{R}", type_line="Instant", text=WEAR_TEXT,
    keywords=("Fuse",), layout="split",
    faces=(CardDef(name="Wear", mana_cost="{1}{R}", type_line="Instant", text=WEAR_TEXT,
                   keywords=("Fuse",)),
           CardDef(name="Tear", mana_cost="{W}", type_line="Instant",
                   text=f"Destroy target enchantment.\n{FUSE}", keywords=("Fuse",))))

PRINTED = (FIRE_ICE, DEAD_GONE, WEAR_TEAR)

Kit = card_pool("split-card-testkit", PRINTED)

kit = pytest.mark.plugins(extra={"testkit": Kit})


def state_of(table: Table) -> tuple[object, ...]:
    """What an illegal cast could have changed: hands, stack, tapped lands, mana, life."""
    g = table.game
    return (table.names(Zone.HAND, 0), g.ids_in(Zone.STACK), table.tapped_count(0),
            str(g.player(0).mana_pool), table.life(0), table.life(1))


@kit
def test_fire_deals_its_damage(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Fire // Ice")
    spell = table.cast("Fire // Ice", half="Fire", targets=["opponent"])
    assert spell.card.name == "Fire"
    table.resolve()
    table.assert_life(1, 18)
    assert table.zone_of("Fire // Ice") is Zone.GRAVEYARD


@kit
def test_ice_taps_a_permanent_and_draws(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Forest")
    table.hand(0, "Fire // Ice")
    spell = table.cast("Fire // Ice", half="Ice", targets=["Grizzly Bears"])
    assert spell.card.name == "Ice"
    table.assert_logged(rule="709.3", contains="Ice")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert table.zone_of("Fire // Ice") is Zone.GRAVEYARD


@kit
def test_the_combined_characteristics_off_the_stack(table: Table) -> None:
    """CR 709.4, 709.4b: both names, mana value the total (2 + 2), both colours."""
    table.lands(0, "Island", 2)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Forest")
    card = table.hand(0, "Fire // Ice")[0]
    assert table.game.mana_value(card.id) == 4
    assert table.game.chars(card.id).colors == frozenset({"R", "U"})
    table.cast("Fire // Ice", half="Ice", targets=["Grizzly Bears"])
    table.resolve()
    in_graveyard = table.find("Fire // Ice", zone=Zone.GRAVEYARD)
    assert in_graveyard.card.name == "Fire // Ice"
    assert table.game.mana_value(in_graveyard.id) == 4
    assert table.game.chars(in_graveyard.id).colors == frozenset({"R", "U"})


@kit
def test_on_the_stack_only_the_chosen_half_exists(table: Table) -> None:
    """CR 709.3b: Ice on the stack is blue, mana value 2; Fire is not there."""
    table.lands(0, "Island", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Fire // Ice")
    spell = table.cast("Fire // Ice", half="Ice", targets=["Grizzly Bears"])
    assert table.game.mana_value(spell.id) == 2
    assert table.game.chars(spell.id).colors == frozenset({"U"})
    assert table.game.chars(spell.id).name == "Ice"


@kit
def test_each_half_is_offered_alone_when_it_can_be_paid(table: Table) -> None:
    """CR 709.3a: only the chosen half is evaluated: two Mountains cast Fire, not Ice."""
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Fire // Ice")
    assert table.castable() == ["Fire"]
    before = state_of(table)
    table.assert_illegal(table.cast, "Fire // Ice", half="Ice", targets=["Grizzly Bears"],
                         rule="601.2")
    assert state_of(table) == before  # CR 732: as it was
    assert table.zone_of("Fire // Ice") is Zone.HAND
    table.lands(0, "Island", 1)
    assert table.castable() == ["Fire", "Ice"]


@kit
def test_a_half_that_does_not_exist_is_refused(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Fire // Ice")
    table.assert_illegal(table.cast, "Fire // Ice", half="Frost", rule="709.3")
    assert table.zone_of("Fire // Ice") is Zone.HAND


@kit
def test_a_countered_half_goes_to_the_graveyard_as_the_whole_card(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.lands(1, "Island", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Dead // Gone")
    table.hand(1, "Counterspell")
    gone = table.cast("Dead // Gone", half="Gone", targets=["Grizzly Bears"])
    assert gone.card.name == "Gone"
    table.pass_priority()
    table.cast("Counterspell", targets=[gone.id])
    table.resolve_all()
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    dead_gone = table.find("Dead // Gone", zone=Zone.GRAVEYARD)
    assert table.game.mana_value(dead_gone.id) == 4  # CR 709.4b: {R} + {2}{R}


@kit
def test_dead_deals_damage_to_a_creature(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Dead // Gone")
    table.cast("Dead // Gone", half="Dead", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_fuse_is_refused(table: Table) -> None:
    """CR 702.102: fuse casts both halves; not implemented, so Wear // Tear is refused."""
    card = table.game.rules.compile(WEAR_TEAR)
    assert not card.playable
    assert any("Fuse" in u for u in card.unrecognized)
    table.lands(0, "Mountain", 2)
    with pytest.raises(UnsupportedCardError, match="Fuse"):
        table.hand(0, "Wear // Tear")  # it can't enter a game as it is
    table.put("Wear // Tear", Zone.HAND, 0, inert=True)  # a placeholder, asked for
    assert table.castable() == []


@kit
def test_explain_reads_each_half(rules: Rules) -> None:
    text, playable = explain_card(rules, "Fire // Ice")
    assert playable
    assert "half Ice  {1}{U}  Instant" in text
    assert "ok  Tap target permanent." in text and "ok  Draw a card." in text
    text, playable = explain_card(rules, "Wear // Tear")
    assert not playable
    assert "half Tear  {W}  Instant" in text


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_the_first_halves_are_printed_as_the_corpus_has_them() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.text, d.layout) == \
            (mine.mana_cost, mine.type_line, mine.text, mine.layout)
        first = mine.faces[0]
        assert (first.mana_cost, first.type_line, first.text) == \
            (d.mana_cost, d.type_line, d.text)


@needs_corpus
@pytest.mark.parametrize(("name", "missing"), [
    ("Fire // Ice", "'Ice'"),  # CR 709: the corpus has only Fire
    ("Wear // Tear", "'Tear'"),
    ("Dusk // Dawn", "aftermath"),  # CR 702.127
    ("Bonecrusher Giant // Stomp", "'Stomp'"),  # CR 715: an adventurer
    ("Barkchannel Pathway // Tidechannel Pathway", "'Tidechannel Pathway'"),  # CR 712
    ("Faithful Squire // Kaiso, Memory of Loyalty", "'Kaiso, Memory of Loyalty'"),  # CR 710
    ("The Legend of Kyoshi // Avatar Kyoshi", "'Avatar Kyoshi'"),  # CR 712.2: transforms
    ("Invasion of Innistrad // Deluge of the Dead", "'Deluge of the Dead'"),  # a Siege
])
def test_cards_whose_other_part_is_not_read_are_not_playable(name: str, missing: str) -> None:
    assert CORPUS is not None
    rules = Rules.load(env={"MANASTACK_ORACLE_CORPUS": str(CORPUS)})
    d = OracleCorpusSource(CORPUS).get(name)
    assert d is not None
    card = rules.compile(d)
    assert not card.playable
    assert any(missing in u for u in card.unrecognized), card.unrecognized


def test_a_split_permanent_is_refused() -> None:
    """CR 709.5: a Room's halves are locked and unlocked; not implemented."""
    room = CardDef(
        name="Test Door // Test Hall", mana_cost="{1}{W}", type_line="Enchantment — Room",
        layout="split",
        faces=(CardDef(name="Test Door", mana_cost="{1}{W}", type_line="Enchantment — Room"),
               CardDef(name="Test Hall", mana_cost="{2}{W}", type_line="Enchantment — Room")))
    card = Rules.load(enable=[], env={}).compile(room)
    assert not card.playable
    assert any("709.5" in u for u in card.unrecognized)
