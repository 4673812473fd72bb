"""Oracle text recognition (manastack_grammar.reader and its sentence rules,
manastack_grammar.sentences): each sentence form the reader supports, asserted on the
abilities and instructions it becomes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from manastack.instructions.continuous import ApplyEffect, ApplyRule, ApplyToEach
from manastack.instructions.damage import DealDamage, GainLife, LoseLife, Prevent, PreventAll
from manastack.instructions.flow import CastWithoutPaying, CreateDelayedTrigger
from manastack.instructions.hands import ChooseRevealed, DiscardObjects, LookAtHand, RevealHand
from manastack.instructions.library import LookAtTop, PutLooked, PutRest, SearchLibrary
from manastack.instructions.permanents import CreateToken, GainControl, PutCounters, Untap
from manastack.instructions.zone_changes import (
    Destroy,
    Discard,
    Draw,
    Exile,
    PutOntoBattlefield,
    ReturnToHand,
)
from manastack.loading.rules import Rules
from manastack.model import effects as fx
from manastack.model.abilities import (
    ActivatedAbility,
    AdditionalCostAbility,
    EntersWith,
    KeywordAbility,
    SpellAbility,
    SpellRule,
    StaticAbility,
    TriggeredAbility,
)
from manastack.model.cards import CardDef
from manastack.model.continuous import AddAbilities, ModifyPT, RemoveAbilities, Restriction
from manastack.model.cost_parts import SacrificeCost
from manastack.model.effects import Count
from manastack.model.objects import Card, PlayerRef, Zone
from manastack.model.turns import Step
from manastack_grammar.builder import Builder
from manastack_grammar.grammar import recognition
from manastack_grammar.matching import effect_instructions
from manastack_grammar.registration import (
    KERNEL_SENTENCES,
    check_rule_names,
    kernel_sentences,
)
from manastack_grammar.text import normalize

#: The rules of the base grammar (the module sentences/general.py held them until the
#: sentence modules were regrouped by wording area: tests/data/sentence_rule_order.tsv).
_BASE_NAMES = {line.split("\t")[0] for line in
               (Path(__file__).parent / "data" / "sentence_rule_order.tsv").read_text().splitlines()
               if line and not line.startswith("#") and line.split("\t")[3] == "general"}

#: The base grammar alone, without the reader's more precise rules: the forms asserted here
#: on its own instruction values may be read differently, and more specifically, by another
#: rule in the full rule set.
BASE = sorted((r for r in kernel_sentences() if r.name in _BASE_NAMES), key=lambda r: -r.priority)


def base(text: str, *, permanent: bool = False) -> tuple[Any, ...]:
    b = Builder(card="Test Card", is_permanent=permanent, grammar=BASE)
    return tuple(effect_instructions(" ".join(normalize(text, "Test Card")), b))


def compile_text(rules: Rules, text: str, type_line: str = "Instant", *, name: str = "Test Card",
                 cost: str | None = "{1}", power: str | None = None) -> Card:
    if "Creature" in type_line and power is None:
        power = "2"
    d = CardDef(name=name, mana_cost=cost, type_line=type_line, text=text, power=power,
                toughness=power)
    return rules.compile(d)


def spell_mode(card: Card, index: int = 0) -> Any:
    ability = next(a for a in card.abilities if isinstance(a, SpellAbility))
    return ability.modes[index]


def instructions(rules: Rules, text: str) -> tuple[Any, ...]:
    """What the base grammar makes of ``text``; the whole rule set must understand it too
    (a more precise rule may read it: its values are not asserted here)."""
    card = compile_text(rules, text)
    assert card.playable, card.unrecognized
    return base(text)


def full(rules: Rules, text: str) -> tuple[Any, ...]:
    """The instructions the whole rule set (every rule of the reader and of the plugins) makes
    of a spell's text."""
    card = compile_text(rules, text)
    assert card.playable, card.unrecognized
    return spell_mode(card).instructions


def _restricts(ability: Any) -> list[str]:
    """The Restriction kinds of a static ability on the object it is on (CR 604.1)."""
    if not isinstance(ability, StaticAbility):
        return []
    return [p.kind for e in ability.effects for p in e.parts if isinstance(p, Restriction)]


def single(rules: Rules, text: str) -> Any:
    found = instructions(rules, text)
    assert len(found) == 1, found
    return found[0]




# --------------------------------------------------------------------------
# Effect sentences
# --------------------------------------------------------------------------


def test_draw_forms(rules: Rules) -> None:
    assert single(rules, "Draw three cards.") == Draw(3, fx.YOU)
    d = single(rules, "Target player draws two cards.")
    assert isinstance(d, Draw) and d.amount == 2 and d.who == fx.TargetRef(0)
    each = single(rules, "Each player draws a card.")
    assert each == Draw(1, fx.EACH_PLAYER)


def test_damage_forms(rules: Rules) -> None:
    bolt = single(rules, "Test Card deals 3 damage to any target.")
    assert bolt == DealDamage(3, fx.TargetRef(0))
    opp = compile_text(rules, "Test Card deals 3 damage to target opponent or planeswalker.")
    spec = spell_mode(opp).targets[0]
    assert spec.players.who == "opponent" and spec.objects.types == ("Planeswalker",)
    each = single(rules, "Test Card deals 1 damage to each creature target opponent controls.")
    assert isinstance(each, DealDamage) and each.to.__class__.__name__ == "ControlledBy"
    x = single(rules, "Test Card deals X damage to target creature.")
    assert x.amount is fx.x_value


def test_life_forms(rules: Rules) -> None:
    assert single(rules, "Target player gains 4 life.") == GainLife(4, fx.TargetRef(0))
    assert single(rules, "You gain 5 life.") == GainLife(5, fx.YOU)
    drain = instructions(rules, "Target opponent loses 2 life and you gain 2 life.")
    assert drain == (LoseLife(2, fx.TargetRef(0)), GainLife(2, fx.YOU))
    per = single(rules, "You gain 2 life for each card in your graveyard.")
    assert isinstance(per.amount, Count)


def test_bounce_and_destroy(rules: Rules) -> None:
    rift = compile_text(rules, "Return target nonland permanent you don't control to its "
                        "owner's hand.")
    mode = spell_mode(rift)
    assert mode.instructions == (ReturnToHand(fx.TargetRef(0)),)
    flt = mode.targets[0].objects
    assert flt.not_types == ("Land",) and flt.controller == "not_you"
    destroy = single(rules, "Destroy all creatures.")
    assert isinstance(destroy, Destroy) and isinstance(destroy.what, fx.Each)
    assert destroy.what.filter.types == ("Creature",)
    # "They can't be regenerated" (CR 701.19c): understood; the kernel has no regeneration
    assert compile_text(rules, "Destroy all creatures. They can't be regenerated.").playable
    regen = instructions(rules, "Destroy target creature. It can't be regenerated.")
    assert regen[0] == Destroy(fx.TargetRef(0)) or len(regen) == 1
    rite = single(rules, "Return target nonland permanent you control and target nonland "
                  "permanent you don't control to their owners' hands.")
    assert isinstance(rite, ReturnToHand)


def test_counters_and_tap(rules: Rules) -> None:
    each = single(rules, "Put a +1/+1 counter on each creature target player controls.")
    assert isinstance(each, PutCounters) and each.kind == "+1/+1" and each.count == 1
    up = compile_text(rules, "Untap up to two target creatures.")
    assert spell_mode(up).instructions == (Untap(fx.TargetRef(0)),)
    assert (spell_mode(up).targets[0].min, spell_mode(up).targets[0].max) == (0, 2)
    two = single(rules, "Put a +1/+1 counter on each of up to two target creatures.")
    assert isinstance(two, PutCounters) and two.what == fx.TargetRef(0)


def test_until_end_of_turn_forms(rules: Rules) -> None:
    pump = single(rules, "Target creature gets +3/+3 until end of turn.")
    assert isinstance(pump, ApplyEffect) and pump.parts == (ModifyPT(3, 3),)
    team = single(rules, "Creatures you control get +2/+0 until end of turn.")
    assert isinstance(team, ApplyToEach) and team.filter.controller == "you"
    kw = single(rules, "Target creature gains hexproof and indestructible until end of turn.")
    assert isinstance(kw.parts[0], AddAbilities)
    assert [a.keyword for a in kw.parts[0].abilities] == ["hexproof", "indestructible"]
    both = single(rules, "Target creature you control gets +1/+0 and gains first strike until "
                  "end of turn.")
    assert len(both.parts) == 2
    lose = single(rules, "Target creature loses flying until end of turn.")
    assert lose.parts == (RemoveAbilities(("flying",)),)
    lead = single(rules, "Until end of turn, target creature gains flying.")
    assert isinstance(lead, ApplyEffect) and lead.until_end_of_turn
    each = single(rules, "Up to two target creatures you control each get +2/+1 until end of "
                  "turn.")
    assert each.parts == (ModifyPT(2, 1),)


def test_compound_clauses_share_a_subject(rules: Rules) -> None:
    trick = full(rules, "Target creature you don't control gets -2/-0 until end of turn and "
                 "attacks this turn if able.")
    assert isinstance(trick[0], ApplyEffect)
    assert trick[1].what == fx.TargetRef(0) and trick[1].parts == (Restriction("must_attack"),)
    each = full(rules, "Each creature you control gets +1/+0 until end of turn and can't be "
                "blocked this turn.")  # the bonus locked, the restriction a rule (CR 611.2c)
    assert isinstance(each[0], ApplyToEach) and isinstance(each[1], ApplyRule)
    assert each[1].filter == each[0].filter
    assert each[1].parts == (Restriction("cant_be_blocked"),)
    looting = instructions(rules, "Draw two cards, then discard two cards.")
    assert looting == (Draw(2), Discard(fx.YOU, 2))
    three = instructions(rules, "You gain 2 life, draw two cards, then discard two cards.")
    assert [type(i) for i in three] == [GainLife, Draw, Discard]
    defiance = base("Target player discards all the cards in their hand, then draws that many "
                    "cards.")
    assert defiance[0] == Discard(fx.TargetRef(0), whole_hand=True)
    assert isinstance(defiance[1], Draw) and defiance[1].who == fx.TargetRef(0)


def test_it_means_the_moved_object_after_a_zone_change(rules: Rules) -> None:
    blink = instructions(rules, "Exile target creature you control, then return it to the "
                         "battlefield under its owner's control.")
    assert isinstance(blink[0], Exile) and blink[0].what == fx.TargetRef(0)
    assert isinstance(blink[1], PutOntoBattlefield) and blink[1].what == fx.ItRef()
    sleep = full(rules, "Test Card deals 1 damage to target creature. It can't block this "
                 "turn.")
    assert sleep[1].what == fx.TargetRef(0) and sleep[1].parts == (Restriction("cant_block"),)


def test_tokens(rules: Rules) -> None:
    spirits = single(rules, "Create two 1/1 white Spirit creature tokens with flying.")
    assert isinstance(spirits, CreateToken) and spirits.count == 2
    assert spirits.card.name == "Spirit Token"  # CR 111.4
    assert spirits.card.colors == frozenset("W")
    assert [a.keyword for a in spirits.card.abilities] == ["flying"]  # type: ignore[attr-defined]
    satyr = single(rules, 'Create a 1/1 red Satyr creature token with "This token can\'t '
                   'block."')
    assert _restricts(satyr.card.abilities[0]) == ["cant_block"]  # a static ability (604.1)
    zombies = single(rules, "Create thirteen tapped 2/2 black Zombie creature tokens.")
    assert zombies.count == 13 and zombies.tapped
    food = single(rules, "Create a Food token.")
    assert food.card.type_line.has_subtype("Food") and food.card.playable
    assert any(isinstance(a, ActivatedAbility) for a in food.card.abilities)


def test_search_look_reveal(rules: Rules) -> None:
    growth = single(rules, "Search your library for a basic land card, put that card onto the "
                    "battlefield tapped, then shuffle.")
    assert isinstance(growth, SearchLibrary) and growth.to is Zone.BATTLEFIELD
    assert growth.tapped and growth.shuffle and growth.filter.supertypes == ("Basic",)
    probe = single(rules, "Look at target player's hand.")
    assert probe == LookAtHand(fx.TargetRef(0))
    brutality = base("Target opponent reveals their hand. You choose an instant or sorcery "
                     "card from it. That player discards that card.")
    assert [type(i) for i in brutality] == [RevealHand, ChooseRevealed, DiscardObjects]
    dig = instructions(rules, "Look at the top seven cards of your library. Put two of them "
                       "into your hand and the rest on the bottom of your library in any order.")
    assert dig == (LookAtTop(7), PutLooked(take=2, rest=Zone.LIBRARY))
    alchemy = instructions(rules, "Look at the top four cards of your library. Put one of them "
                           "into your hand and the rest into your graveyard.")
    assert alchemy[1] == PutLooked(take=1, rest=Zone.GRAVEYARD)
    arcane = instructions(rules, "Look at the top four cards of your library. You may reveal an "
                          "instant or sorcery card from among them and put it into your hand. Put "
                          "the rest on the bottom of your library in a random order.")
    assert arcane[1].up_to and arcane[1].reveal and arcane[2] == PutRest(Zone.LIBRARY, True)


def test_conditions_and_choices(rules: Rules) -> None:
    cling = instructions(rules, "Exile target card from a graveyard. If it was a creature card, "
                         "you gain 3 life. Otherwise, you draw a card.")
    assert isinstance(cling[1], fx.Conditional)
    assert cling[1].then == (GainLife(3),) and cling[1].otherwise == (Draw(1),)
    may = instructions(rules, "You gain 2 life. You may discard a card. If you do, draw two "
                       "cards.")
    # CR 609.3: "If you do" holds only if a card was discarded (the choice alone is not enough)
    (recorded, then) = may[1].steps
    assert type(recorded).__name__ == "MayDiscardRecorded" and isinstance(recorded.may, fx.MayDo)
    assert isinstance(then, fx.Conditional) and then.then == (Draw(2),)
    deep = single(rules, "Target creature gets -X/-X until end of turn.")
    assert deep.__class__.__name__ == "PumpX"


def test_prevention_sentence(rules: Rules) -> None:
    salve = compile_text(rules, "Choose one —\n• Target player gains 3 life.\n• Prevent the "
                         "next 3 damage that would be dealt to any target this turn.")
    ability = next(a for a in salve.abilities if isinstance(a, SpellAbility))
    assert ability.modal and (ability.min_modes, ability.max_modes) == (1, 1)
    (prevent,) = ability.modes[1].instructions
    assert isinstance(prevent, Prevent)  # CR 615.7: a shield of 3 on the target
    assert prevent.amount == 3 and prevent.to == fx.TargetRef(0) and not prevent.combat_only


def test_where_x_is(rules: Rules) -> None:
    card = compile_text(rules, "Test Card deals X damage to any target, where X is the number "
                        "of creatures you control.")
    dmg = spell_mode(card).instructions[0]
    assert isinstance(dmg.amount, Count)


def test_delayed_trigger_sentence(rules: Rules) -> None:
    found = instructions(rules, "Create a 3/1 black and red Vampire creature token with "
                         "trample, lifelink, and deathtouch. Sacrifice it at the beginning of "
                         "the next end step.")
    assert isinstance(found[1], CreateDelayedTrigger) and found[1].step is Step.END  # CR 603.7a


# --------------------------------------------------------------------------
# Whole-line abilities, triggers, activated abilities, modes
# --------------------------------------------------------------------------


def test_static_abilities(rules: Rules) -> None:
    sphere = compile_text(rules, "Spells cost {1} more to cast.", "Artifact")
    static = next(a for a in sphere.abilities if isinstance(a, StaticAbility))
    mod = static.effects[0]
    assert mod.increase and mod.who == "any" and str(mod.amount) == "{1}"
    helm = compile_text(rules, "Spells cost {1} less to cast.", "Artifact")
    assert not next(a for a in helm.abilities if isinstance(a, StaticAbility)).effects[0].increase
    thalia = compile_text(rules, "Noncreature spells cost {1} more to cast.", "Creature — Human")
    assert thalia.playable
    anthem = compile_text(rules, "Land creatures you control have vigilance.", "Enchantment")
    eff = next(a for a in anthem.abilities if isinstance(a, StaticAbility)).effects[0]
    assert eff.filter.types == ("Land", "Creature") and eff.filter.controller == "you"
    assert compile_text(rules, "Other creatures you control get +1/+1.", "Enchantment").playable
    blocker = compile_text(rules, "This creature can't block.", "Creature — Ogre")
    assert any(_restricts(a) == ["cant_block"] for a in blocker.abilities)
    pacifism = compile_text(rules, "Enchant creature\nEnchanted creature can't attack or block.",
                            "Enchantment — Aura")
    assert any(_restricts(a) == ["cant_attack", "cant_block"] for a in pacifism.abilities)
    counter = compile_text(rules, "This spell can't be countered.\nDraw a card.")
    assert any(isinstance(a, SpellRule) for a in counter.abilities)


def test_additional_cost_and_enters_with(rules: Rules) -> None:
    bone = compile_text(rules, "As an additional cost to cast this spell, sacrifice a creature."
                        "\nDestroy target creature.", "Sorcery")
    extra = next(a for a in bone.abilities if isinstance(a, AdditionalCostAbility))
    assert isinstance(extra.cost.parts[0], SacrificeCost)
    tusk = compile_text(rules, "This creature enters with two +1/+1 counters on it.",
                        "Creature — Beast")
    assert next(a for a in tusk.abilities if isinstance(a, EntersWith)).counters == (("+1/+1", 2),)


def test_triggered_abilities_cr_603(rules: Rules) -> None:
    card = compile_text(rules, "When this creature enters, draw a card.", "Creature — Elf")
    trig = next(a for a in card.abilities if isinstance(a, TriggeredAbility))
    assert trig.trigger.event == "enters" and trig.trigger.self_only
    assert trig.effect.instructions == (Draw(1),)
    both = compile_text(rules, "Whenever Test Card enters or attacks, it deals 3 damage to any "
                        "target and you gain 3 life.", "Creature — Giant")
    events = sorted(a.trigger.event for a in both.abilities if isinstance(a, TriggeredAbility))
    assert events == ["attacks", "enters"]
    upkeep = compile_text(rules, "At the beginning of your upkeep, you lose 1 life.",
                          "Enchantment")
    t = next(a for a in upkeep.abilities if isinstance(a, TriggeredAbility)).trigger
    assert t.event == "step_begins" and t.step is Step.UPKEEP and t.whose == "you"
    other = compile_text(rules, "Whenever another creature you control dies, you gain 1 life.",
                         "Creature — Cleric")
    t = next(a for a in other.abilities if isinstance(a, TriggeredAbility)).trigger
    assert t.event == "dies" and t.filter.other and t.filter.controller == "you"
    may = compile_text(rules, "When this creature enters, you may draw a card.", "Creature — Elf")
    assert next(a for a in may.abilities if isinstance(a, TriggeredAbility)).optional


def test_activated_abilities_cr_602(rules: Rules) -> None:
    pyro = compile_text(rules, "{T}: This creature deals 1 damage to any target.",
                        "Creature — Human Wizard")
    act = next(a for a in pyro.abilities if isinstance(a, ActivatedAbility))
    assert act.effect.instructions == (DealDamage(1, fx.TargetRef(0)),)
    elf = compile_text(rules, "{T}: Add {G}.", "Creature — Elf")
    mana = next(a for a in elf.abilities if isinstance(a, ActivatedAbility))
    assert mana.is_mana_ability and mana.mana == (("G",), 1)
    sorc = compile_text(rules, "{2}{R}: This creature gets +2/+0 until end of turn. Activate "
                        "only as a sorcery.", "Creature — Phoenix")
    assert next(a for a in sorc.abilities if isinstance(a, ActivatedAbility)).sorcery_speed


def test_modal_counts_cr_700_2(rules: Rules) -> None:
    for word, expected in (("one", (1, 1)), ("one or both", (1, 2)), ("one or more", (1, 3))):
        card = compile_text(rules, f"Choose {word} —\n• Draw a card.\n• You gain 1 life.\n"
                            "• Target player mills two cards.")
        ability = next(a for a in card.abilities if isinstance(a, SpellAbility))
        low, high = expected
        assert (ability.min_modes, ability.max_modes) == (low, min(high, 3)), word


def test_evergreen_keywords_are_the_kernels(rules: Rules) -> None:
    card = compile_text(rules, "Flying, vigilance\nFirst strike\nDeathtouch, lifelink\nMenace, "
                        "reach, trample", "Creature — Angel")
    kws = {a.keyword for a in card.abilities if isinstance(a, KeywordAbility)}
    assert kws == {"flying", "vigilance", "first strike", "deathtouch", "lifelink", "menace",
                   "reach", "trample"}
    assert {a.plugin for a in card.abilities if isinstance(a, KeywordAbility)} == {"core"}


# --------------------------------------------------------------------------
# What is not understood
# --------------------------------------------------------------------------


def test_unrecognized_sentences_are_quoted_one_by_one(rules: Rules) -> None:
    card = compile_text(rules, "Destroy target creature. Frobnicate its controller.",
                        name="Odd Spell")
    assert not card.playable
    assert card.unrecognized == ("Frobnicate its controller.",)
    rec = recognition(rules, card.definition)  # the same report explain prints, line by line
    assert [line.failed for line in rec.lines] == [("Frobnicate its controller",)]


def test_unrecognized_quotes_the_printed_name(rules: Rules) -> None:
    card = compile_text(rules, "When Kroxa enters, frobnicate Kroxa.", "Creature — Giant",
                        name="Kroxa, Titan of Death's Hunger")
    assert card.unrecognized == ("When Kroxa enters, frobnicate Kroxa.",)


def test_keyword_of_a_disabled_plugin_is_named(rules: Rules) -> None:
    card = compile_text(rules, "Flashback {2}{U}", "Sorcery")
    assert card.missing_keywords == (("flashback", "flashback"),)
    granted = compile_text(rules, "Target creature gains haste until end of turn.")
    assert ("haste", "haste") in granted.missing_keywords


def test_permanent_with_bare_effect_is_not_understood(rules: Rules) -> None:
    card = compile_text(rules, "Draw a card.", "Creature — Bear")
    assert card.unrecognized == ("Draw a card.",)


def test_x_in_a_cost_part_is_read_cr_107_3a(rules: Rules) -> None:
    """CR 107.3a, 602.2b: X in an activation cost's part is the X announced for the ability."""
    card = compile_text(rules, "{X}, {T}, Exile X cards from your graveyard: Target creature "
                        "gets -X/-X until end of turn.", "Creature — Demon")
    assert card.playable


def test_every_kernel_pool_card_is_playable(rules: Rules) -> None:
    source = rules.cards.sources[0]
    assert source.name == "core"
    unplayable = {n: rules.card(n).unrecognized for n in source.names()
                  if not rules.card(n).playable}
    assert unplayable == {}


def test_player_refs_in_results_are_players() -> None:
    assert PlayerRef(0) != 0


def test_keyword_action_of_a_disabled_plugin_inside_a_sentence(rules: Rules) -> None:
    card = compile_text(rules, "When this creature enters, earthbend 2.", "Creature — Mole")
    assert card.missing_keywords == (("earthbend", "earthbend"),)
    assert not card.playable


def test_becomes_a_creature_until_end_of_turn_cr_205_1b(rules: Rules) -> None:
    from manastack.model.continuous import AddTypes, SetColors, SetPT, SetTypes

    conclave = compile_text(rules, "{1}{U}: This land becomes a 2/1 blue Faerie creature with "
                            "flying until end of turn. It's still a land.", "Land")
    act = next(a for a in conclave.abilities if isinstance(a, ActivatedAbility))
    effect = act.effect.instructions[0]
    assert isinstance(effect, ApplyEffect) and effect.until_end_of_turn
    kinds = {type(p) for p in effect.parts}
    assert kinds == {AddTypes, SetColors, AddAbilities, SetPT}  # still a land: types added
    added = [p for p in effect.parts if isinstance(p, AddTypes)]
    assert {t for p in added for t in p.card_types} == {"Creature"}
    assert {t for p in added for t in p.subtypes} == {"Faerie"}
    scale = single(rules, "Until end of turn, target creature you control becomes a green Wurm "
                   "with base power and toughness 6/4.")
    assert SetTypes(subtypes=("Wurm",)) in scale.parts and SetPT(6, 4) in scale.parts
    rise = single(rules, "Target noncreature artifact you control becomes a 0/0 artifact "
                  "creature.")
    assert not rise.until_end_of_turn  # no duration: indefinitely (CR 611.2a)
    assert AddTypes(card_types=("Artifact", "Creature")) in rise.parts


def test_control_and_prevent_all(rules: Rules) -> None:
    [treason] = full(rules, "Gain control of target creature until end of turn.")
    assert isinstance(treason, GainControl)  # continuous_effects' (layer 2, 613.1b)
    assert treason.what == fx.TargetRef(0) and treason.duration == "end_of_turn"
    # prevention is read by damage_and_life (one mechanism: rule effects, CR 615)
    fog = compile_text(rules, "Prevent all combat damage that would be dealt this turn.")
    (prevent,) = spell_mode(fog).instructions
    assert isinstance(prevent, PreventAll) and prevent.combat_only  # on every recipient


def test_instead_replaces_the_previous_sentence(rules: Rules) -> None:
    savagery = single(rules, "Put five +1/+1 counters on target creature. If this spell was "
                      "cast from a graveyard, put ten +1/+1 counters on that creature instead.")
    assert isinstance(savagery, fx.Conditional)
    assert savagery.then == (PutCounters("+1/+1", 10, fx.TargetRef(0)),)
    assert savagery.otherwise == (PutCounters("+1/+1", 5, fx.TargetRef(0)),)
    devotion = single(rules, "Create five 1/1 white Human creature tokens. If this spell was "
                      "cast from a graveyard, create ten of those tokens instead.")
    assert devotion.then[0].count == 10 and devotion.otherwise[0].count == 5


def test_equipment_cr_702_6(rules: Rules) -> None:
    from manastack.model.abilities import EquipAbility

    splitter = compile_text(rules, "Equipped creature gets +2/+0.\nEquip {1}", "Artifact — "
                            "Equipment")
    equip = next(a for a in splitter.abilities if isinstance(a, EquipAbility))
    assert equip.sorcery_speed and str(equip.cost) == "{1}"
    assert equip.effect.targets[0].objects.controller == "you"
    static = next(a for a in splitter.abilities if isinstance(a, StaticAbility))
    assert static.effects[0].parts == (ModifyPT(2, 0),)


def test_cast_without_paying_sentence(rules: Rules) -> None:
    """CR 118.9, 608.2g: Electrodominance's second sentence, and a filtered, fixed form."""
    [free] = base("You may cast a spell with mana value X or less from your hand without "
                  "paying its mana cost.")
    assert isinstance(free, CastWithoutPaying) and callable(free.max_mana_value)
    [instant] = base("You may cast an instant spell with mana value 3 or less from your hand "
                     "without paying its mana cost.")
    assert instant.max_mana_value == 3 and instant.filter.types == ("Instant",)


def test_one_kernel_rule_a_name() -> None:
    """The reader's whole grammar (every sentence module) has one rule a name: a second rule
    registered under a name already used is caught."""
    kernel_sentences()  # every grammar module imported
    check_rule_names()
    KERNEL_SENTENCES.append(KERNEL_SENTENCES[0])
    try:
        with pytest.raises(RuntimeError, match="duplicate kernel sentence rule names"):
            check_rule_names()
    finally:
        KERNEL_SENTENCES.pop()


@pytest.mark.parametrize("hand, drawn", [((), 0), (("Forest",), 2)])
def test_you_may_discard_if_you_do_needs_a_discard_cr_609_3(table: Any, hand: tuple[str, ...],
                                                            drawn: int) -> None:
    """"You may discard a card. If you do, draw two cards.": choosing yes with an empty hand
    discards nothing, so "you do" is false and nothing is drawn (CR 609.3)."""
    from manastack.driver import by_label

    spell = table.card("Rummage Test", "Sorcery", "You may discard a card. If you do, draw "
                       "two cards.", "{R}")
    table.library(0, "Island", "Island", "Island")
    table.hand(0, spell, *hand)
    table.mana(0, "R")
    table.on_decision("may", by_label("yes"))
    table.cast("Rummage Test")
    table.resolve()
    assert len(table.game.objects_in(Zone.HAND, 0)) == drawn
    assert len(table.game.objects_in(Zone.LIBRARY, 0)) == 3 - drawn
