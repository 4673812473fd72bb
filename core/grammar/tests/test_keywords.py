"""The kernel makes every keyword form of the keyword plugins possible.

An in-process plugin here recognises its keywords the way the real keyword
plugins do (a :class:`KeywordDef` whose costs are read by the public
:func:`manastack_grammar.api.parse_cost`, sentence rules for "earthbend N" and
"escapes with"), so these tests hold whatever the plugins' own packages do. Also here: a
keyword definition may decline a line its pattern matches, a keyword action (CR 701) is never
read as a keyword line, and the kernel pieces keyword plugins use: protection from each color
(702.16h), delayed triggers on several events (603.7b).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest
from attrs import field, frozen

from manastack.driver import Table
from manastack.engine.triggers import create_delayed
from manastack.hookspecs import hookimpl
from manastack.instructions.damage import GainLife
from manastack.instructions.permanents import PutCounters
from manastack.loading.rules import Rules
from manastack.model import effects as fx
from manastack.model.abilities import KeywordAbility, Mode, SpellAbility, TriggeredAbility
from manastack.model.cards import CardDef
from manastack.model.cost_parts import (
    DiscardCost,
    DiscardHand,
    DiscardSelf,
    ExileFromGraveyard,
    ExilePermanents,
    ExileSelf,
    PayLife,
    RemoveCountersCost,
    ReturnPermanents,
    SacrificeCost,
    SacrificeSelf,
    TapSelf,
    TapUntapped,
    UntapSelf,
)
from manastack.model.costs import Cost
from manastack.model.filters import TargetSpec
from manastack.model.objects import Card, Zone
from manastack_grammar.builder import Builder
from manastack_grammar.grammar import recognition
from manastack_grammar.phrases.costs import parse_cost
from manastack_grammar.phrases.numbers import number
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.registration import KeywordDef, NotUnderstood, SentenceRule
from manastack_grammar.ruleset import grammar_of


@frozen
class CostKeyword(KeywordAbility):
    """A keyword with a cost, as keyword plugins define them."""

    cost: Cost = field(factory=Cost, kw_only=True)


def _cost_keyword(name: str) -> KeywordDef:
    def build(m: re.Match[str]) -> KeywordAbility:
        return CostKeyword(keyword=name, cost=parse_cost(m["cost"]), text=m.group(0))

    return KeywordDef(name=name, pattern=rf"{name}(?: |—)(?P<cost>.+)", build=build)


def _earthbend(m: re.Match[str], b: Builder) -> Any:
    land = b.target(parse_target("target land you control"))
    return PutCounters("+1/+1", number(m["n"]), land, text=m.group(0))


def _escapes_with(m: re.Match[str], b: Builder) -> Any:
    return KeywordAbility(keyword="escapes with", text=m.group(0))


def _unless_escaped(m: re.Match[str], b: Builder) -> Any:
    return fx.Custom(function=lambda ctx: None, text=m.group(0))


class KeywordPlugin:
    """Stands for the keyword plugins: flashback, escape, overload, escalate, delve, haste,
    earthbend."""

    @hookimpl
    def manastack_register_keywords(self) -> Iterable[KeywordDef]:
        return [
            _cost_keyword("flashback"), _cost_keyword("escape"), _cost_keyword("overload"),
            _cost_keyword("escalate"),
            KeywordDef(name="delve", pattern="delve"),
            KeywordDef(name="haste", pattern="haste"),
            KeywordDef(name="earthbend", pattern=r"earthbend (\d+|x)", kind="action"),
        ]

    @hookimpl
    def manastack_register_sentences(self) -> Iterable[SentenceRule]:
        return [
            SentenceRule(name="earthbend", pattern=r"earthbend (?P<n>\d+|x)", build=_earthbend),
            SentenceRule(name="escapes with",
                         pattern=r"~ escapes with (?:a|one|two|three) \+1/\+1 counters? on it",
                         build=_escapes_with, kind="ability"),
            SentenceRule(name="unless escaped", pattern=r"sacrifice it unless it escaped",
                         build=_unless_escaped),
        ]


PLUGIN = KeywordPlugin()
keywords = pytest.mark.plugins("kw", extra={"kw": PLUGIN})


def compile_text(rules: Rules, text: str, type_line: str = "Sorcery", name: str = "Test Card"
                 ) -> Card:
    power = "2" if "Creature" in type_line else None
    return rules.compile(CardDef(name=name, mana_cost="{1}", type_line=type_line, text=text,
                                 power=power, toughness=power))


def keyword(card: Card, name: str) -> Any:
    return next(a for a in card.abilities if isinstance(a, KeywordAbility) and a.keyword == name)


# --------------------------------------------------------------------------
# Keyword lines
# --------------------------------------------------------------------------


@keywords
@pytest.mark.parametrize(("text", "name", "mana", "parts"), [
    ("Flashback {2}{U}", "flashback", "{2}{U}", []),
    ("Flashback—{1}{U}, Pay 3 life.", "flashback", "{1}{U}", [PayLife]),
    ("Flashback—Tap three untapped white creatures you control.", "flashback", "", [TapUntapped]),
    ("Flashback—Sacrifice a creature.", "flashback", "", [SacrificeCost]),
    ("Flashback—{1}{B}, Discard a card.", "flashback", "{1}{B}", [DiscardCost]),
    ("Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard.", "escape",
     "{G}{G}{U}{U}", [ExileFromGraveyard]),
    ("Escape—{4}{G}{U}, Exile a land you control, Exile five other cards from your graveyard.",
     "escape", "{4}{G}{U}", [ExilePermanents, ExileFromGraveyard]),
    ("Overload {6}{U}", "overload", "{6}{U}", []),
    ("Escalate {1}", "escalate", "{1}", []),
    ("Escalate—Discard a card.", "escalate", "", [DiscardCost]),
    ("Escalate—Tap an untapped creature you control.", "escalate", "", [TapUntapped]),
])
def test_keyword_lines_with_costs(rules: Rules, text: str, name: str, mana: str,
                                  parts: list[type]) -> None:
    card = compile_text(rules, text + " (reminder text is ignored.)")
    assert card.playable, card.unrecognized
    kw = keyword(card, name)
    assert str(kw.cost.mana) == (mana or str(kw.cost.mana))
    if mana:
        assert str(kw.cost.mana) == mana
    else:
        assert kw.cost.mana.is_empty()
    assert [type(p) for p in kw.cost.parts] == parts
    assert kw.plugin == "kw"


@keywords
def test_escape_cost_counts(rules: Rules) -> None:
    card = compile_text(rules, "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard.")
    part = keyword(card, "escape").cost.parts[0]
    assert part.count == 5 and part.other


@keywords
def test_keyword_lists_and_bare_keywords(rules: Rules) -> None:
    card = compile_text(rules, "Delve\nFlying, haste", "Creature — Bird")
    assert {a.keyword for a in card.abilities if isinstance(a, KeywordAbility)} == {
        "delve", "flying", "haste"}
    assert keyword(card, "haste").plugin == "kw" and keyword(card, "flying").plugin == "core"


@keywords
def test_x_in_a_keyword_cost_part_is_read_as_announced_x_cr_107_3a(rules: Rules) -> None:
    """CR 107.3a: X in an alternative cost's part is announced while casting (601.2b)."""
    card = compile_text(rules, "Flashback—{R}{R}, Discard X cards.")
    assert card.playable
    cost = next(a for a in card.abilities if isinstance(a, KeywordAbility)).cost  # type: ignore[attr-defined]
    assert cost.has_x and cost.parts[0].count_is_x
    assert cost.with_x(3).parts[0].count == 3 and not cost.with_x(3).has_x


@keywords
def test_x_counters_removed_in_a_keyword_cost_are_not_understood(rules: Rules) -> None:
    card = compile_text(rules, "Flashback—{R}{R}, Remove X +1/+1 counters from ~.")
    assert not card.playable


def test_a_keyword_definition_may_decline() -> None:
    kd = KeywordDef(name="frob", pattern=r"frob (?P<n>\w+)",
                    build=lambda m: KeywordAbility(keyword="frob") if m["n"] == "2" else None)
    assert kd.parse("frob 2") == KeywordAbility(keyword="frob")
    assert kd.parse("frob x") is None
    assert re.fullmatch(kd.pattern, "frob x")


class _ActionPlugin:
    @hookimpl
    def manastack_register_keywords(self):
        return [KeywordDef(name="testbend", pattern=r"testbend \d+", kind="action", rule="701")]


@pytest.mark.plugins(extra={"testbend": _ActionPlugin()})
def test_a_keyword_action_is_never_read_as_a_keyword_line(table, card):
    spell = card(table, "Test Bend", "Sorcery", "Testbend 2.", cost="{G}")
    assert "Testbend 2." in " ".join(spell.unrecognized)
    assert not any(getattr(a, "keyword", None) == "testbend" for a in spell.abilities)


# --------------------------------------------------------------------------
# Plugin sentences: "earthbend 2" inside a sentence, statics, effects
# --------------------------------------------------------------------------


@keywords
def test_earthbend_inside_sentences(rules: Rules) -> None:
    lesson = compile_text(rules, "Earthbend 4.")
    mode = next(a for a in lesson.abilities if isinstance(a, SpellAbility)).modes[0]
    assert mode.instructions == (PutCounters("+1/+1", 4, fx.TargetRef(0)),)
    twice = compile_text(rules, "Earthbend 3, then earthbend 3. You gain 3 life.")
    mode = next(a for a in twice.abilities if isinstance(a, SpellAbility)).modes[0]
    assert len(mode.targets) == 2 and len(mode.instructions) == 3
    cub = compile_text(rules, "When this creature enters, earthbend 1.", "Creature — Badger Mole")
    trig = next(a for a in cub.abilities if isinstance(a, TriggeredAbility))
    assert trig.effect.instructions[0].count == 1
    rock = compile_text(rules, "Earthbend X, where X is the number of Forests you control.")
    mode = next(a for a in rock.abilities if isinstance(a, SpellAbility)).modes[0]
    assert callable(mode.instructions[0].count)


@keywords
def test_sentence_rules_name_their_plugin(rules: Rules) -> None:
    assert {r.plugin for r in grammar_of(rules).sentence_rules if r.name == "earthbend"} == {"kw"}
    card = rules.compile(CardDef(name="Solid Test", mana_cost="{3}{G}", type_line="Enchantment",
                                 text="When this enchantment enters, earthbend 3."))
    assert card.playable
    rec = recognition(rules, card.definition)  # type: ignore[arg-type]
    traced = [(s.rule, s.plugin) for line in rec.lines for s in line.sentences]
    assert ("earthbend", "kw") in traced


@keywords
def test_plugin_ability_and_effect_sentences(rules: Rules) -> None:
    ox = compile_text(rules, "When this creature enters, sacrifice it unless it escaped.\n"
                      "Escape—{R}{R}, Exile eight other cards from your graveyard.\n"
                      "This creature escapes with a +1/+1 counter on it.", "Creature — Ox")
    assert ox.playable, ox.unrecognized
    assert keyword(ox, "escapes with")


def test_without_the_plugin_the_forms_name_it(rules: Rules) -> None:
    card = compile_text(rules, "Escalate—Discard a card.\nChoose one or both —\n• Draw a card.\n"
                        "• You gain 1 life.")
    assert card.missing_keywords == (("escalate", "escalate"),)


# --------------------------------------------------------------------------
# parse_cost, the public cost parser (CR 118, 602.1a)
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "mana", "parts"), [
    ("{2}{R}, {T}", "{2}{R}", [TapSelf]),
    ("{T}, Sacrifice this creature", "", [TapSelf, SacrificeSelf]),
    ("{Q}", "", [UntapSelf]),
    ("Pay 3 life", "", [PayLife]),
    ("Discard a card", "", [DiscardCost]),
    ("Discard two cards", "", [DiscardCost]),
    ("Discard a creature card", "", [DiscardCost]),
    ("Discard your hand", "", [DiscardHand]),
    ("Discard this card", "", [DiscardSelf]),
    ("Sacrifice another creature", "", [SacrificeCost]),
    ("Sacrifice two lands", "", [SacrificeCost]),
    ("Tap three untapped white creatures you control", "", [TapUntapped]),
    ("Exile five other cards from your graveyard", "", [ExileFromGraveyard]),
    ("Exile a creature card from your graveyard", "", [ExileFromGraveyard]),
    ("Exile this card from your graveyard", "", [ExileSelf]),
    ("Exile a land you control", "", [ExilePermanents]),
    ("Return a land you control to its owner's hand", "", [ReturnPermanents]),
    ("Remove two +1/+1 counters from this creature", "", [RemoveCountersCost]),
    ("{1}{U}, Pay 3 life.", "{1}{U}", [PayLife]),
])
def test_parse_cost_parts(text: str, mana: str, parts: list[type]) -> None:
    cost = parse_cost(text)
    if mana:
        assert str(cost.mana) == mana
    else:
        assert cost.mana.is_empty()
    assert [type(p) for p in cost.parts] == parts


def test_parse_cost_counts_and_filters() -> None:
    tap = parse_cost("Tap three untapped white creatures you control").parts[0]
    assert tap.count == 3 and tap.filter.colors == ("W",) and tap.filter.types == ("Creature",)
    sac = parse_cost("Sacrifice another creature").parts[0]
    assert sac.other and sac.count == 1
    two = parse_cost("Discard two cards").parts[0]
    assert two.count == 2


@pytest.mark.parametrize("text", ["Remove X +1/+1 counters from ~", "Discard X cards at random",
                                  "Frobnicate a creature", "{E}{E}"])
def test_parse_cost_refuses_what_it_cannot_pay(text: str) -> None:
    with pytest.raises(NotUnderstood):
        parse_cost(text)


@pytest.mark.parametrize(("text", "kind"), [
    ("Discard X cards", "DiscardCost"), ("Exile X cards from your graveyard", "ExileFromGraveyard"),
    ("Sacrifice X Mountains", "SacrificeCost"), ("Tap X untapped creatures you control",
                                             "TapUntapped"),
])
def test_parse_cost_reads_x_counts_of_chosen_objects_cr_107_3a(text: str, kind: str) -> None:
    part = parse_cost(text).parts[0]
    assert type(part).__name__ == kind and part.has_x
    assert part.with_x(2).count == 2  # type: ignore[attr-defined]
    assert "(X=2)" in str(part.with_x(2))


def test_target_spec_from_keyword_plugins() -> None:
    spec = parse_target("target land you control")
    assert isinstance(spec, TargetSpec) and spec.objects is not None
    assert spec.objects.types == ("Land",) and spec.objects.controller == "you"


# --------------------------------------------------------------------------
# Kernel pieces keyword plugins use: protection from each color (702.16h), delayed
# triggers on several events (603.7b)
# --------------------------------------------------------------------------


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


def test_delayed_trigger_on_two_events_triggers_once(table):
    game = table.game
    bears = table.battlefield(0, "Grizzly Bears")[0]
    create_delayed(game, event="dies", events=("exiled",), controller=0, objects=(bears.id,),
                   effect=Mode(instructions=(GainLife(5),)), text="gain 5")
    game.move(bears.id, Zone.EXILE, cause="effect")
    assert not game.state.delayed  # used up (603.7b)
    table.pass_priority()  # the trigger goes on the stack before the next player gets priority
    table.resolve_all()
    table.assert_life(0, 25)


class _Frobnicate:
    """A third party's keyword, 'frobnicate', known to the reader only through its KeywordDef."""

    @hookimpl
    def manastack_register_keywords(self) -> Iterable[KeywordDef]:
        return [KeywordDef(name="frobnicate", pattern="frobnicate",
                           build=lambda m: KeywordAbility("frobnicate"), rule="702.999")]


COUNT_IN_EXILE = CardDef(
    name="Exile Counter", mana_cost="{3}", type_line="Creature — Construct", power="*",
    toughness="*", text="This creature's power and toughness are each equal to the number of "
                        "cards with frobnicate you own in exile.")


def test_a_count_of_cards_with_a_keyword_reads_any_keyword_the_rule_set_knows() -> None:
    """CR 604.3: "cards with [keyword] you own in exile" names a keyword of an enabled plugin
    as well as an evergreen one; no plugin keyword is spelled in the reader."""
    with_it = Rules.load(enable=["frob"], extra={"frob": _Frobnicate()}, env={})
    assert recognition(with_it, COUNT_IN_EXILE).complete
    without = Rules.load(enable=[], env={})
    assert not recognition(without, COUNT_IN_EXILE).complete
    flying = CardDef(name="Sky Counter", mana_cost="{3}", type_line="Creature — Construct",
                     power="*", toughness="*", text=COUNT_IN_EXILE.text.replace("frobnicate", "flying"))
    assert recognition(without, flying).complete
