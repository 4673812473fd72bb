"""The structural cross-checks (manastack_grammar.checks): each check finds its kind of
mismatch between the words and what was built, a card with one is refused naming the
sentence and the problem, and over the whole Oracle corpus no card the reader reads is
refused by a cross-check but the ones listed here, each a known misreading."""

from __future__ import annotations

import re

import attrs
from pytest_manastack import needs_corpus

from manastack.api import (
    ApplyEffect,
    CardDef,
    Each,
    KeywordAbility,
    MayDo,
    ObjectFilter,
    ReturnToHand,
    Rules,
    SpellAbility,
    TriggeredAbility,
    hookimpl,
)
from manastack.loading.sources import OracleCorpusSource
from manastack_grammar.api import Builder, SentenceRule
from manastack_grammar.checks import (
    CHECKS,
    MARK,
    check_durations,
    check_each,
    check_linked_exile,
    check_modes,
    check_options,
    check_protection,
    check_targets,
    check_up_to,
    cross_check,
    cross_check_problems,
)

CORPUS = OracleCorpusSource.default_path()


def read(rules: Rules, text: str, type_line: str = "Sorcery", name: str = "Test Card"):  # type: ignore[no-untyped-def]
    card = rules.compile(CardDef(name=name, mana_cost="{1}", type_line=type_line, text=text,
                                 power="1" if "Creature" in type_line else None,
                                 toughness="1" if "Creature" in type_line else None))
    assert card.playable, card.unrecognized
    return card


def first(card):  # type: ignore[no-untyped-def]
    return next(a for a in card.abilities if not isinstance(a, KeywordAbility))


# --------------------------------------------------------------------------
# Each check flags a structure that disagrees with the words, and only then
# --------------------------------------------------------------------------


def test_a_lost_target_is_found(rules: Rules) -> None:
    """CR 115.1: "Destroy target creature" built with no target."""
    ability = first(read(rules, "Destroy target creature."))
    assert check_targets(ability) == []
    mode = ability.modes[0]
    broken = attrs.evolve(ability, modes=(attrs.evolve(mode, targets=()),))
    assert check_targets(broken) == ['1 instance(s) of "target", 0 target(s) built (CR 115.1)']


def test_up_to_built_with_a_minimum_is_found(rules: Rules) -> None:
    """CR 115.1b: "up to one target creature" may choose none."""
    ability = first(read(rules, "Destroy up to one target creature."))
    assert check_up_to(ability) == []
    mode = ability.modes[0]
    strict = attrs.evolve(mode, targets=tuple(attrs.evolve(t, min=1) for t in mode.targets))
    assert check_up_to(attrs.evolve(ability, modes=(strict,))) != []


def test_a_creature_built_as_each_is_found(rules: Rules) -> None:
    """CR 608.2d: "return a creature you control" chooses one; an Each of that phrase is the
    misreading the issue found on Lava Zombie."""
    ability = first(read(rules, "When this creature enters, return a creature you control "
                                "to its owner's hand.", type_line="Creature — Bird"))
    assert check_each(ability) == []
    wrong = Each(filter=ObjectFilter(types=("Creature",), controller="you",
                                     text="a creature you control"))
    ret = ability.effect.instructions[0]
    broken = attrs.evolve(ability, effect=attrs.evolve(
        ability.effect, instructions=(attrs.evolve(ret, what=wrong),)))
    assert check_each(broken) == [
        '"a creature you control" built as each object it describes (CR 608.2d)']


def test_a_in_a_condition_is_any(rules: Rules) -> None:
    """"If a creature an opponent controls would die" (Malicious Eclipse) is any of them."""
    text = ("All creatures get -2/-2 until end of turn. If a creature an opponent controls "
            "would die this turn, exile it instead.")
    assert check_each(first(read(rules, text))) == []


def test_a_duration_that_disagrees_is_found(rules: Rules) -> None:
    """CR 611.2a: "until end of turn" built forever, and a sentence saying no duration built
    until end of turn, are both found."""
    ability = first(read(rules, "Target creature gets +2/+2 until end of turn."))
    effect = ability.modes[0].instructions[0]
    assert isinstance(effect, ApplyEffect) and check_durations(ability) == []
    forever = attrs.evolve(effect, until_end_of_turn=False)
    broken = attrs.evolve(ability, modes=(attrs.evolve(ability.modes[0],
                                                       instructions=(forever,)),))
    assert check_durations(broken) == [
        '"target creature gets +2/+2 until end of turn" says end of turn, built to last '
        'forever (CR 611.2a)']
    lace = first(read(rules, "Target spell or permanent becomes white."))
    assert check_durations(lace) == []  # Purelace: for good (CR 611.2a)


def test_a_you_may_built_mandatory_is_found(rules: Rules) -> None:
    """CR 603.5, 608.2d: "you may draw a card" built without the option, in a triggered
    ability (the ability's optional effect) and in a spell (an optional instruction)."""
    ability = first(read(rules, "When this creature enters, you may draw a card.",
                         type_line="Creature — Bird"))
    assert isinstance(ability, TriggeredAbility) and ability.optional
    assert check_options(ability) == []
    assert check_options(attrs.evolve(ability, optional=False)) == [
        '1 "you may" action(s), 0 built optional (CR 608.2d)']
    spell = first(read(rules, "Draw a card. Then you may discard a card."))
    assert check_options(spell) == []
    mode = spell.modes[0]
    flat = tuple(i for n in mode.instructions
                 for i in (n.then if isinstance(n, MayDo) else (n,)))
    assert any(isinstance(n, MayDo) for n in mode.instructions)
    assert check_options(attrs.evolve(spell, modes=(attrs.evolve(mode, instructions=flat),)))


def test_modes_built_wrong_are_found(rules: Rules) -> None:
    """CR 700.2: "Choose one —" is one mode of several; "Choose two" is two."""
    text = "Choose one —\n• Target player draws a card.\n• Target player gains 3 life."
    ability = first(read(rules, text))
    assert isinstance(ability, SpellAbility) and check_modes(ability) == []
    assert check_modes(attrs.evolve(ability, max_modes=2)) == [
        '"choose one" built as 1 to 2 mode(s) (CR 700.2)']
    assert check_modes(attrs.evolve(ability, modes=ability.modes[:1])) == [
        '"choose one" built with 1 mode(s) (CR 700.2)']


def test_a_protection_from_nothing_is_found() -> None:
    """CR 702.16a: the quality must be one the rules test."""
    good = KeywordAbility(text="Protection from red", keyword="protection from red")
    bad = KeywordAbility(text="Protection from Humans of your choice",
                         keyword="protection from humans of your choice")
    assert check_protection(good) == []
    assert check_protection(bad) != []


def test_every_check_is_run(rules: Rules) -> None:
    ability = first(read(rules, "Destroy target creature."))
    broken = attrs.evolve(ability, modes=(attrs.evolve(ability.modes[0], targets=()),))
    (entry,) = cross_check((broken,))
    assert entry.startswith("Destroy target creature." + MARK)
    assert set(CHECKS) == {"targets", "up to", "each", "duration", "may", "modes",
                           "protection", "antecedent"}


def test_the_exiled_card_needs_an_exile_built_in_another_ability(rules: Rules) -> None:
    """CR 607.2a: the reader links "return the exiled card" to another line by its words;
    the check refuses the link when that line was not built as an exile."""
    butcher = read(rules, "When this creature enters, exile another target creature.\n"
                          "When this creature leaves the battlefield, return the exiled card "
                          "to the battlefield under its owner's control.",
                   type_line="Creature — Horror")
    enters, leaves = (a for a in butcher.abilities if isinstance(a, TriggeredAbility))
    assert check_linked_exile((enters, leaves)) == []
    ((ability, problem),) = check_linked_exile((leaves,))
    assert ability is leaves and "(CR 607.2a)" in problem
    (entry,) = cross_check((leaves,))
    assert entry.startswith("When ~ leaves the battlefield, return the exiled card to the "
                            "battlefield under its owner's control." + MARK)


# --------------------------------------------------------------------------
# A card with a mismatch is refused, naming the sentence and the problem
# --------------------------------------------------------------------------

class CarelessRules:
    """A third party's sentence rule that reads "Return a creature you control to its
    owner's hand" as returning each of them: the cross-check catches what its author
    missed."""

    @staticmethod
    @hookimpl
    def manastack_register_sentences() -> list[SentenceRule]:
        def build(m: re.Match[str], b: Builder) -> list[object]:
            what = Each(ObjectFilter(types=("Creature",), controller="you",
                                     text="a creature you control"))
            return [ReturnToHand(what=what)]

        return [SentenceRule(name="careless bounce", priority=100, plugin="careless",
                             pattern=r"return a creature you control to its owner's hand",
                             build=build)]


WHITEMANE_LION = CardDef(
    name="Whitemane Lion", mana_cost="{1}{W}", type_line="Creature — Cat", power="2",
    toughness="2",
    text="Flash\nWhen this creature enters, return a creature you control to its owner's "
         "hand.")


def test_a_card_with_a_mismatch_is_refused_naming_it() -> None:
    """Read with the careless rule, Whitemane Lion would return every creature its
    controller has: it is not playable, and the refusal names the sentence and why."""
    rules = Rules.load(enable=["careless"], env={}, extra={"careless": CarelessRules()})
    card = rules.compile(WHITEMANE_LION)
    assert not card.playable
    (problem,) = cross_check_problems(card)
    assert problem.startswith("When ~ enters, return a creature you control to its owner's "
                              "hand." + MARK)
    assert '"a creature you control" built as each object it describes (CR 608.2d)' in problem
    assert "cross-check" in (card.refusal() or "")
    assert Rules.load(enable=[], env={}).compile(WHITEMANE_LION).playable  # read right


# --------------------------------------------------------------------------
# The whole corpus: no unexplained mismatch
# --------------------------------------------------------------------------

#: Corpus cards every sentence of which a grammar rule matched, refused only because what
#: was built disagrees with the words: each would be a misreading the checks found, not yet
#: read right, listed here with the reason. None is left: the ones found (Oblation's lost
#: target, "you may shuffle" made mandatory, "a creature you control" read as each) are read
#: right or refused by their grammar rule now.
KNOWN_MISREADINGS: dict[str, str] = {}


@needs_corpus
def test_no_corpus_card_is_refused_by_a_cross_check_unexplained() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    rules = Rules.load(env={})
    refused = {}
    for name in source.names():
        definition = source.get(name)
        if definition is None:
            continue
        card = rules.compile(definition)
        problems = cross_check_problems(card)
        if problems and len(problems) == len(card.unrecognized) and not card.missing_keywords:
            refused[name] = problems
    assert set(refused) == set(KNOWN_MISREADINGS), {
        n: p for n, p in refused.items() if n not in KNOWN_MISREADINGS}
