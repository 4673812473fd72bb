"""Sentences the overload and escalate cards print, read by the reader's own rules
(manastack_grammar.sentences: drawing_and_discarding, zone_changes, counters_and_tokens,
continuous_effects...), with cards that use them.

The sentence forms serve overload's "each" texts and escalate's modes, but are
general Oracle wording: these tests use other printed cards (exact Oracle text,
from an in-process card source) and the kernel's pool. Also tested here: the
kernel pieces the two plugins needed (text changes in legal actions, "can't be
blocked", protection from each color).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.hookspecs import hookimpl
from manastack.instructions.zone_changes import Destroy
from manastack.loading.rules import Rules
from manastack.loading.sources import MemoryCardSource
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.effects import Context
from manastack.model.objects import Zone
from manastack.model.spells import Spell
from manastack.model.turns import Step
from manastack_grammar.reader import recognize
from manastack_grammar.ruleset import grammar_of
from manastack_grammar.sentences.zone_changes import qualified_filter

_CARDS = {
    d.name: d
    for d in (
        CardDef(name="Duress", mana_cost="{B}", type_line="Sorcery",
                text="Target opponent reveals their hand. You choose a noncreature, nonland "
                     "card from it. That player discards that card."),
        CardDef(name="Coercion", mana_cost="{2}{B}", type_line="Sorcery",
                text="Target opponent reveals their hand. You choose a card from it. That "
                     "player discards that card."),
        CardDef(name="Inquisition of Kozilek", mana_cost="{B}", type_line="Sorcery",
                text="Target player reveals their hand. You choose a nonland card from it with "
                     "mana value 3 or less. That player discards that card."),
        CardDef(name="Tolarian Winds", mana_cost="{1}{U}", type_line="Instant",
                text="Discard all the cards in your hand, then draw that many cards."),
        CardDef(name="Infiltrate", mana_cost="{U}", type_line="Instant",
                text="Target creature can't be blocked this turn."),
        CardDef(name="Serpentine Ambush", mana_cost="{1}{U}", type_line="Instant",
                text="Until end of turn, target creature becomes a blue Serpent with base power "
                     "and toughness 5/5."),
        CardDef(name="Turn to Frog", mana_cost="{1}{U}", type_line="Instant",
                text="Until end of turn, target creature loses all abilities and becomes a blue "
                     "Frog with base power and toughness 1/1."),
        CardDef(name="Arms of Hadar", mana_cost="{3}{B}", type_line="Sorcery",
                text="Creatures target player controls get -2/-2 until end of turn."),
        CardDef(name="Heckling Fiends", mana_cost="{2}{R}", type_line="Creature — Devil",
                power="2", toughness="2",
                text="{2}{R}: Target creature attacks this turn if able."),
    )
}


Cards = card_pool("grammar-testkit", _CARDS.values())


CARDS = Cards
cards = pytest.mark.plugins(extra={"cards": CARDS})


def understood(rules: Rules, text: str, name: str = "Test") -> Any:
    rec = recognize(text, name=name, rules=rules, is_permanent=False,
                    keyword_defs=grammar_of(rules).keyword_defs,
                    sentence_rules=grammar_of(rules).sentence_rules)
    assert not rec.unrecognized, rec.unrecognized
    return rec.abilities[0].modes[0]


# --------------------------------------------------------------------------
# Reveal, choose, discard (701.20a, 701.9a)
# --------------------------------------------------------------------------


@cards
def test_duress_takes_a_noncreature_nonland_card_the_caster_chooses(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Duress")
    table.hand(1, "Grizzly Bears", "Island", "Shock", "Divination")
    table.cast("Duress", targets=["opponent"])
    table.resolve(answers=[Answer("choose", (table.find("Divination").id,))])
    table.assert_logged(rule="701.20a", contains="Bob reveals their hand: Grizzly Bears")
    assert table.names(Zone.GRAVEYARD, 1) == ["Divination"]
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Island", "Shock"]


@cards
def test_duress_offers_only_cards_with_the_quality(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Duress")
    table.hand(1, "Grizzly Bears", "Island")
    table.cast("Duress", targets=["opponent"])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Island"]
    table.assert_logged(contains="no noncreature nonland card in Bob's hand")


@cards
def test_coercion_any_card_and_inquisition_by_mana_value(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Coercion", "Inquisition of Kozilek")
    table.hand(1, "Craw Wurm", "Colossal Dreadmaw", "Shock")
    table.cast("Coercion", targets=["opponent"])
    table.resolve(answers=[Answer("choose", (table.find("Craw Wurm").id,))])
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]
    table.cast("Inquisition of Kozilek", targets=["opponent"])
    # mana value 3 or less: the Dreadmaw (6) is not an option, Shock is forced
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm", "Shock"]


@cards
def test_tolarian_winds_discards_the_hand_then_draws_that_many(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Tolarian Winds", "Shock", "Grizzly Bears")
    table.library(0, "Hill Giant", "Gray Ogre", "Craw Wurm")
    table.cast("Tolarian Winds")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Gray Ogre", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Shock", "Tolarian Winds"]


# --------------------------------------------------------------------------
# Destroy ... can't be regenerated (701.19c), "all"
# --------------------------------------------------------------------------


def test_wrath_of_god_is_understood_and_destroys_all_creatures(table: Table) -> None:
    card = table.game.rules.card("Wrath of God")
    assert not card.unrecognized
    instruction = card.abilities[0].modes[0].instructions[0]
    assert isinstance(instruction, Destroy) and not instruction.regenerate  # CR 701.19c
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Grizzly Bears", "Sol Ring")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert "Sol Ring" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="701.19c", contains="Grizzly Bears")


# --------------------------------------------------------------------------
# Recognition of the "target" and "each" forms
# --------------------------------------------------------------------------


def test_counter_target_spell_you_dont_control(rules: Rules) -> None:
    mode = understood(rules, "Counter target spell you don't control.")
    assert len(mode.targets) == 1 and mode.targets[0].zone is Zone.STACK
    spec = mode.targets[0]
    assert spec.objects is not None and spec.objects.controller == "not_you"
    noncreature = understood(rules, "Counter target noncreature spell an opponent "
                             "controls.").targets[0]
    assert noncreature.objects is not None and noncreature.objects.not_types == ("Creature",)
    assert noncreature.objects.controller == "opponent"
    assert understood(rules, "Counter each spell you don't control.").targets == ()


def test_snow_or_colorless_quality(table: Table) -> None:
    flt = qualified_filter("land that is snow or could produce {C}")
    game = table.game
    snow = game.put("Snow-Covered Forest", Zone.BATTLEFIELD, 0)
    wastes = game.put("Wastes", Zone.BATTLEFIELD, 0)
    island = game.put("Island", Zone.BATTLEFIELD, 0)
    ring = game.put("Sol Ring", Zone.BATTLEFIELD, 0)
    matches = {o.card.name for o in (snow, wastes, island, ring)
               if flt.matches(game, o, player=0)}
    assert matches == {"Snow-Covered Forest", "Wastes"}
    assert understood(table.game.rules, "Destroy each land that is snow or could produce {C}.")
    assert len(understood(table.game.rules,
                          "Destroy target land that is snow or could produce {C}.").targets) == 1


@pytest.mark.parametrize("text, targets", [
    ("Creatures target player controls gain trample until end of turn.", 1),
    ("Each creature you don't control gets -2/-0 until end of turn and attacks this turn if "
     "able.", 0),
    ("Target creature you control gets +1/+0 until end of turn and can't be blocked this "
     "turn.", 1),
    ("Until end of turn, each creature you control becomes a blue and red Dragon with base "
     "power and toughness 4/4, loses all abilities, and gains flying.", 0),
    ("Each noncreature artifact you control becomes a 0/0 artifact creature. Put four +1/+1 "
     "counters on each artifact that became a creature this way.", 0),
    ("Put a +1/+1 counter on target creature you control, then double the number of +1/+1 "
     "counters on each creature that had a +1/+1 counter put on it this way.", 1),
    ("Exile each creature you don't control. For each creature exiled this way, its controller "
     "searches their library for a basic land card. Those players put those cards onto the "
     "battlefield tapped, then shuffle.", 0),
    ("Target player discards all the cards in their hand, then draws that many cards.", 1),
])
def test_forms_are_understood(rules: Rules, text: str, targets: int) -> None:
    assert len(understood(rules, text).targets) == targets


def test_unknown_quality_is_not_understood(rules: Rules) -> None:
    rec = recognize("Destroy target land that is legendary or could produce {Q}.", name="Test",
                    rules=rules, is_permanent=False, keyword_defs=grammar_of(rules).keyword_defs,
                    sentence_rules=grammar_of(rules).sentence_rules)
    assert rec.unrecognized


# --------------------------------------------------------------------------
# Behaviour of the forms
# --------------------------------------------------------------------------


@cards
def test_arms_of_hadar_creatures_target_player_controls(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Savannah Lions")
    table.hand(0, "Arms of Hadar")
    table.cast("Arms of Hadar", targets=["opponent"])
    table.resolve()
    assert table.power("Hill Giant") == 1 and table.zone_of("Savannah Lions") is Zone.GRAVEYARD
    assert table.power("Grizzly Bears") == 2


@cards
def test_serpentine_ambush_and_turn_to_frog(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Air Elemental")
    table.hand(0, "Serpentine Ambush", "Turn to Frog")
    table.cast("Serpentine Ambush", targets=["Grizzly Bears"])
    table.resolve()
    bears = table.game.chars(table.find("Grizzly Bears").id)
    assert (bears.power, bears.toughness, bears.colors) == (5, 5, frozenset("U"))
    assert bears.type_line.subtypes == ("Serpent",)  # CR 205.1b: creature types replaced
    table.cast("Turn to Frog", targets=["Air Elemental"])
    table.resolve()
    frog = table.game.chars(table.find("Air Elemental").id)
    assert (frog.power, frog.toughness) == (1, 1) and "flying" not in frog.keywords


@cards
def test_infiltrate_cant_be_blocked_this_turn(table: Table) -> None:
    from manastack.engine.combat import can_block

    table.lands(0, "Island", 1)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Infiltrate")
    table.cast("Infiltrate", targets=["Grizzly Bears"])
    table.resolve()
    wurm, bears, giant = (table.find(n).id for n in ("Craw Wurm", "Grizzly Bears", "Hill Giant"))
    assert "509.1b" in (can_block(table.game, wurm, bears) or "")
    assert can_block(table.game, wurm, giant) is None
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()
    assert can_block(table.game, table.find("Craw Wurm").id, table.find("Grizzly Bears").id) \
        is None  # the effect ended with the turn


@cards
def test_heckling_fiends_makes_a_creature_attack(table_factory: Any) -> None:
    table = table_factory(active=1)
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Heckling Fiends")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.pass_priority()
    table.activate("Heckling Fiends", targets=["Hill Giant"])
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.game.respond, [], rule="508.1d")
    table.attack("Hill Giant")
    assert not table.game.is_attacking(table.find("Gray Ogre").id)


# --------------------------------------------------------------------------
# Text changes in legal actions (CR 601.2b, 612), protection from each color
# --------------------------------------------------------------------------


class EachInfiltrate:
    """A text change like overload's, for any "Infiltrate" cast with permission "each"."""

    @staticmethod
    @hookimpl
    def manastack_register_card_sources() -> Iterable[Any]:
        return [MemoryCardSource("grammar-testkit", _CARDS.values())]

    @staticmethod
    @hookimpl
    def manastack_casting_permissions(game: Game, player: int) -> Iterable[Any]:
        from manastack.model.costs import Cost
        from manastack.model.mana import ManaCost
        from manastack.model.spells import CastingPermission

        return [CastingPermission(name="each", obj=o.id, zone=Zone.HAND,
                                  cost=Cost(mana=ManaCost.parse("{U}")), plugin="each")
                for o in game.hand(player) if o.card.name == "Infiltrate"]

    @staticmethod
    @hookimpl
    def manastack_spell_text(game: Game, spell: Spell, text: str) -> str | None:
        if spell.permission.name != "each":
            return None
        return re.sub(r"\btarget\b", "each", text, flags=re.IGNORECASE)


EACH = EachInfiltrate()


@pytest.mark.plugins(extra={"each": EACH})
def test_legal_actions_see_the_changed_text(table: Table) -> None:
    table.lands(0, "Island", 1)
    card = table.hand(0, "Infiltrate")[0]
    table.game.pending()  # the main phase begins first (its turn-based actions are logged)
    log_length = len(table.game.log)
    actions = table.game.legal_actions()  # no creature: the targeted version can't be cast
    assert CastSpell(card.id, "each", "Infiltrate") in actions
    assert CastSpell(card.id, "hand", "Infiltrate") not in actions
    assert len(table.game.log) == log_length
    table.battlefield(0, "Grizzly Bears")
    table.cast("Infiltrate", using="each")
    table.assert_logged(rule="601.2b", contains="each creature can't be blocked")
    table.resolve()
    assert table.restrictions("Grizzly Bears") == {"cant_be_blocked"}


def test_an_ability_on_the_stack_is_not_a_spell(table: Table) -> None:
    """CR 113.7a: Negate ("Counter target noncreature spell.") can't target an ability."""
    table.lands(0, "Island", 2)
    table.hand(0, "Negate")
    table.battlefield(1, "Prodigal Pyromancer")
    table.pass_priority()
    table.activate("Prodigal Pyromancer", targets=["opponent"])
    table.pass_priority()
    ability = table.game.ids_in(Zone.STACK)[-1]
    table.assert_illegal(table.cast, "Negate", targets=[ability], rule="601.2c")
    mode = understood(table.game.rules, "Counter each spell you don't control.")
    each = mode.instructions[0].what
    assert each.objects(Context(game=table.game, controller=0, source=None)) == []


def test_spells_cost_more_or_less_for_every_spell(table: Table) -> None:
    """Sphere of Resistance and Helm of Awakening: "Spells cost {1} more/less to cast."."""
    for name in ("Sphere of Resistance", "Helm of Awakening"):
        assert not table.game.rules.card(name).unrecognized
    table.battlefield(1, "Sphere of Resistance", "Sphere of Resistance")
    table.battlefield(0, "Helm of Awakening")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Shock", targets=["Grizzly Bears"])  # {R} + {1} + {1} - {1}
    table.assert_logged(rule="601.2f", contains="= {1}{R} (locked)")


def test_protection_from_each_color_stops_coloured_targeting(table: Table) -> None:
    """CR 702.16h: "protection from each color" is one protection per colour."""
    from manastack.instructions.continuous import ApplyEffect
    from manastack.model.abilities import KeywordAbility
    from manastack.model.continuous import AddAbilities
    from manastack.model.effects import Context, Each
    from manastack.model.filters import ObjectFilter

    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.battlefield(1, "Memnite")  # colourless
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    bolt = table.find("Lightning Bolt").id
    memnite = table.find("Memnite").id
    assert table.game.can_be_targeted(table.game.obj(bears.id), 1, bolt)
    ctx = Context(game=table.game, controller=0, source=None)
    protection = KeywordAbility(keyword="protection from each color")
    ApplyEffect(Each(ObjectFilter(name="Grizzly Bears")), (AddAbilities((protection,)),)).run(ctx)
    assert not table.game.can_be_targeted(table.game.obj(bears.id), 1, bolt)
    assert table.game.can_be_targeted(table.game.obj(bears.id), 1, memnite)
