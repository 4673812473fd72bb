"""Kicker (CR 702.33) with the kernel's fixtures: ``@pytest.mark.plugins("kicker")``.

One test per behaviour: the keyword line and its cost (702.33a), the optional additional
cost (601.2b, 601.2f, 118.8d), "if this spell was kicked" (702.33d), a copy of a kicked
spell (707.10), the kicked permanent (702.33d, 603.4, 614.1c), and the cards the plugin
can't read, which stay unplayable.
"""

from __future__ import annotations

import pytest
from manastack_kicker import KickerAbility
from pytest_manastack import Table, card_pool, cast_and_resolve

from manastack.api import (
    Answer,
    CardDef,
    CardSource,
    PayLife,
    PlayerRef,
    Rules,
    SacrificeCost,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
    hookimpl,
)

_KIT = card_pool("kicker-test-kit", (
    CardDef(name="Twincast", mana_cost="{U}{U}", type_line="Instant",
            text="Copy target instant or sorcery spell. You may choose new targets for the "
                 "copy."),
    # made up: a kicker cost the kernel's grammar can't read ("Forage", 701.61), the rest
    # of the card plain, so that the kicker line is the only thing in the way
    CardDef(name="Forager's Test", mana_cost="{U}", type_line="Sorcery",
            text="Kicker—Forage.\nDraw a card. If this spell was kicked, draw a card."),
    # made up: Gnarlid Pack's multikicker line twice (no printed card has two, 702.33c)
    CardDef(name="Twice Multikicked Test", mana_cost="{G}", type_line="Creature — Beast",
            power="0", toughness="0",
            text="Multikicker {1}\nMultikicker {1}\nThis creature enters with a +1/+1 "
                 "counter on it for each time it was kicked."),
))

plugins = pytest.mark.plugins("kicker", extra={"kit": _KIT})

#: the pool's cards whose every line the plugin and the kernel read
PLAYABLE = ("Burst Lightning", "Shivan Fire", "Roil Eruption", "Into the Roil",
            "Dismantling Blow", "Tolarian Geyser", "Explosive Growth", "Vicious Offering",
            "Hypnotic Cloud", "Saproling Migration", "Breath of Darigaaz",
            "Gatekeeper of Malakir", "Kor Sanctifiers", "Citanul Woodreaders", "Krosan Druid",
            "Torch Slinger", "Baloth Gorger", "Aether Figment", "Llanowar Elite",
            "Phyrexian Scuta", "Untamed Kavu", "Gnarlid Pack", "Apex Hawks",
            "Archangel of Wrath", "Thornscape Battlemage", "Sunscape Battlemage", "Illuminate",
            "Desolation Angel", "Dauntless Unity", "Rona's Vortex", "Lightkeeper of Emeria",
            "Wolfbriar Elemental", "Everflowing Chalice", "Lullmage's Familiar",
            "Roost of Drakes")

#: the pool's cards kept unplayable (README.md says why for each)
UNPLAYABLE = ("Traverse Valley",
              "Thieving Skydiver", "Jilt", "Verdeloth the Ancient", "Sheoldred's Restoration",
              "Blood Beckoning", "Kavu Titan")


def kicker_of(rules: Rules, name: str) -> KickerAbility:
    return next(a for a in rules.card(name).abilities if isinstance(a, KickerAbility))


# --------------------------------------------------------------------------
# The keyword line (702.33a) and the cards it can't read
# --------------------------------------------------------------------------


@plugins
def test_the_keyword_line_is_read_with_the_kernels_cost_grammar(rules: Rules) -> None:
    """CR 702.33a: "Kicker {4}" is a mana cost; "Kicker—Sacrifice a creature." and
    "Kicker—Pay 3 life." are not (118.1: any action may be a cost)."""
    assert [str(c.mana) for c in kicker_of(rules, "Burst Lightning").costs] == ["{4}"]
    offering = kicker_of(rules, "Vicious Offering").costs[0]
    assert offering.mana.is_empty() and isinstance(offering.parts[0], SacrificeCost)
    scuta = kicker_of(rules, "Phyrexian Scuta").costs[0]
    assert isinstance(scuta.parts[0], PayLife)
    for name in PLAYABLE:
        assert rules.card(name).playable, name
    for name in UNPLAYABLE:
        assert not rules.card(name).playable, name


@plugins
@pytest.mark.parametrize("name", ["Traverse Valley", "Thieving Skydiver"])
def test_a_kicker_cost_the_grammar_cant_read_leaves_the_card_unplayable(
        rules: Rules, name: str) -> None:
    """"Kicker—Forage." and "Kicker {X}. X can't be 0." are not guessed: the line is
    reported as not understood and the card can't be cast (rather than cast unkicked or
    with a wrong cost)."""
    card = rules.card(name)
    assert not card.playable
    assert not any(isinstance(a, KickerAbility) for a in card.abilities)


@plugins
def test_a_card_whose_only_unreadable_line_is_its_kicker_cant_be_cast(table: Table) -> None:
    """The kicker line not understood, the card is refused as a whole (never cast as if it
    had no kicker), and the refusal changes nothing (CR 732)."""
    card = table.game.rules.card("Forager's Test")
    assert card.unrecognized == ("Kicker—Forage.",)
    table.lands(0, "Island", 4)
    with pytest.raises(UnsupportedCardError, match="Kicker—Forage"):
        table.hand(0, "Forager's Test")  # it can't enter a game as it is
    table.put("Forager's Test", Zone.HAND, 0, inert=True)  # a placeholder, asked for
    table.game.pending()  # settle the step's turn-based actions first (as assert_illegal does)
    before = table.game.state_digest()
    with pytest.raises(UnsupportedCardError, match="Kicker—Forage"):
        table.cast("Forager's Test", pay={"kicker": False})
    assert table.game.state_digest() == before


@plugins
def test_a_target_only_if_kicked_is_not_read_wrongly(rules: Rules) -> None:
    """CR 702.33g (Jilt: "If this spell was kicked, it deals 2 damage to another target
    creature") is not supported: the card is unplayable, never cast with a target it
    would need only when kicked."""
    assert not rules.card("Jilt").playable
    assert not rules.card("Blood Beckoning").playable


# --------------------------------------------------------------------------
# The optional additional cost (601.2b, 601.2f, 118.8d)
# --------------------------------------------------------------------------


@plugins
def test_burst_lightning_not_kicked_deals_2_damage(table: Table) -> None:
    """CR 601.2b: the caster chooses not to pay the kicker cost; only {R} is paid."""
    spell = cast_and_resolve(table, "Burst Lightning", lands={"Mountain": 5},
                             targets=[PlayerRef(1)], pay={"kicker": False})
    assert spell.spell is not None and spell.spell.paid_additional("kicker") == 0
    table.assert_life(1, 18)
    assert table.tapped_count(0) == 1
    table.assert_not_logged(rule="702.33d")
    table.assert_zone("Burst Lightning", Zone.GRAVEYARD)


@plugins
def test_burst_lightning_kicked_deals_4_damage_instead(table: Table) -> None:
    """CR 702.33d, 608.2c: kicked, "it deals 4 damage instead" replaces the 2 damage."""
    cast_and_resolve(table, "Burst Lightning", lands={"Mountain": 5}, theirs=["Craw Wurm"],
                     targets=["Craw Wurm"], pay={"kicker": True}, resolve=False)
    table.assert_logged(rule="702.33d", contains="Burst Lightning is kicked")
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)  # a 6/4: 4 damage is lethal, 2 isn't
    table.assert_logged(rule="702.33d", contains="was kicked")
    assert table.tapped_count(0) == 5


@plugins
def test_the_kicker_cost_is_added_to_the_total_cost_never_to_the_mana_value(
        table: Table) -> None:
    """CR 601.2f: the total cost is {R} plus {4}; CR 118.8d, 202.3: the mana value stays 1."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Burst Lightning")
    spell = table.cast("Burst Lightning", targets=[PlayerRef(1)], pay={"kicker": True})
    assert spell.spell is not None and spell.spell.total is not None
    assert spell.spell.total.mana.mana_value() == 5
    assert table.game.mana_value(spell.id) == 1
    table.assert_logged(rule="601.2b", contains="kicker {4}")


@plugins
def test_an_unaffordable_kicker_is_refused_and_changes_nothing(table: Table) -> None:
    """CR 601.2h, 732: announcing the kicker without the mana to pay it is illegal; the game
    is left as it was, and the spell can still be cast unkicked."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Burst Lightning")
    table.assert_illegal(table.cast, "Burst Lightning", targets=[PlayerRef(1)],
                         pay={"kicker": True}, rule="601.2h")
    table.cast("Burst Lightning", targets=[PlayerRef(1)], pay={"kicker": False})
    table.resolve()
    table.assert_life(1, 18)


@plugins
def test_a_non_mana_kicker_cost_sacrifices_a_creature(table: Table) -> None:
    """CR 702.33a, 118.1: "Kicker—Sacrifice a creature." (Vicious Offering); kicked, the
    target gets -5/-5 instead of -2/-2."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Vicious Offering")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.cast("Vicious Offering", targets=["Craw Wurm"], pay={"kicker": True},
               sacrifice=["Grizzly Bears"])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)  # 6/4 with -5/-5
    table.assert_logged(rule="702.33d")


@plugins
def test_a_non_mana_kicker_cost_that_cant_be_paid_is_refused(table: Table) -> None:
    """CR 601.2h, 732: no creature to sacrifice: kicking Vicious Offering is illegal and
    changes nothing."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Vicious Offering")
    table.battlefield(1, "Craw Wurm")
    table.assert_illegal(table.cast, "Vicious Offering", targets=["Craw Wurm"],
                         pay={"kicker": True})
    table.cast("Vicious Offering", targets=["Craw Wurm"], pay={"kicker": False})
    table.resolve()
    assert table.power("Craw Wurm") == 4


# --------------------------------------------------------------------------
# "If this spell was kicked, ..." (702.33d)
# --------------------------------------------------------------------------


@plugins
@pytest.mark.parametrize("kicked", [True, False])
def test_into_the_roil_draws_a_card_only_if_kicked(table: Table, kicked: bool) -> None:
    """CR 702.33d: "If this spell was kicked, draw a card." (an added effect)."""
    table.library(0, "Island")
    cast_and_resolve(table, "Into the Roil", lands={"Island": 4}, theirs=["Grizzly Bears"],
                     targets=["Grizzly Bears"], pay={"kicker": kicked})
    table.assert_zone("Grizzly Bears", Zone.HAND)
    assert len(table.game.hand(0)) == (1 if kicked else 0)
    assert table.logged(rule="702.33d") is kicked


@plugins
def test_explosive_growth_kicked_gives_plus_5_instead_of_plus_2(table: Table) -> None:
    """CR 702.33d: "that creature gets +5/+5 until end of turn instead"."""
    cast_and_resolve(table, "Explosive Growth", lands={"Forest": 6}, yours=["Grizzly Bears"],
                     targets=["Grizzly Bears"], pay={"kicker": True})
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (7, 7)
    table.assert_logged(rule="702.33d", contains="+5/+5")


@plugins
def test_hypnotic_cloud_kicked_makes_the_player_discard_three(table: Table) -> None:
    """CR 702.33d: "that player discards three cards instead"."""
    table.lands(0, "Swamp", 6)
    table.hand(0, "Hypnotic Cloud")
    table.hand(1, "Forest", "Island", "Swamp", "Plains")
    table.cast("Hypnotic Cloud", targets=[PlayerRef(1)], pay={"kicker": True})
    table.answer("discard", "Forest", "Island", "Swamp", player=1)
    table.resolve()
    assert table.names(Zone.HAND, player=1) == ["Plains"]
    table.assert_logged(rule="702.33d", contains="three cards instead")


@plugins
def test_saproling_migration_kicked_creates_four_tokens(table: Table) -> None:
    """CR 702.33d: "create four of those tokens instead"."""
    cast_and_resolve(table, "Saproling Migration", lands={"Forest": 6}, pay={"kicker": True})
    assert table.names(Zone.BATTLEFIELD, player=0).count("Saproling Token") == 4
    table.assert_logged(rule="702.33d", contains="four of those tokens")


@plugins
def test_a_copy_of_a_kicked_spell_is_kicked(table: Table) -> None:
    """CR 707.10: a copy of a spell copies the choices made for it, the kicker cost paid
    included, so a copy of a kicked Burst Lightning deals 4 damage; nothing is paid for
    the copy (its controller had only Twincast's mana)."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Burst Lightning")
    table.lands(1, "Island", 2)
    table.hand(1, "Twincast")
    table.cast("Burst Lightning", targets=[PlayerRef(1)], pay={"kicker": True})
    table.pass_priority()
    table.cast("Twincast", targets=["Burst Lightning"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", (PlayerRef(0),))])
    copy = table.game.stack()[-1]
    assert copy.is_copy and copy.spell is not None
    assert copy.spell.paid_additional("kicker") == 1
    table.resolve_all()
    table.assert_life(0, 16)  # the copy's 4
    table.assert_life(1, 16)  # the original's 4


# --------------------------------------------------------------------------
# Kicked permanents (702.33d, 603.4, 614.1c)
# --------------------------------------------------------------------------


@plugins
@pytest.mark.parametrize("kicked", [True, False])
def test_krosan_druid_gains_10_life_only_if_kicked(table: Table, kicked: bool) -> None:
    """CR 603.4: "When this creature enters, if it was kicked, you gain 10 life": the
    permanent remembers the spell it was; unkicked, the ability doesn't even trigger."""
    table.lands(0, "Forest", 8)
    table.hand(0, "Krosan Druid")
    table.cast("Krosan Druid", pay={"kicker": kicked})
    table.resolve()
    table.assert_zone("Krosan Druid", Zone.BATTLEFIELD)
    assert len(table.game.stack()) == (1 if kicked else 0)  # the trigger
    table.resolve_all()
    table.assert_life(0, 30 if kicked else 20)
    assert table.logged(rule="702.33d", contains="was kicked") is kicked


@plugins
def test_gatekeeper_of_malakir_kicked_makes_the_target_player_sacrifice(table: Table) -> None:
    """CR 603.4, 603.3d: the kicked Gatekeeper's trigger targets a player as it is put on
    the stack; that player sacrifices a creature."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Gatekeeper of Malakir")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Gatekeeper of Malakir", pay={"kicker": True})
    table.answer("targets", PlayerRef(1))
    table.resolve()
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_logged(rule="702.33d", contains="Gatekeeper of Malakir was kicked")


@plugins
def test_phyrexian_scuta_kicked_by_paying_life_enters_with_counters(table: Table) -> None:
    """CR 702.33d, 614.1c: "Kicker—Pay 3 life." paid; "If this creature was kicked, it
    enters with two +1/+1 counters on it"."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Phyrexian Scuta")
    table.cast("Phyrexian Scuta", pay={"kicker": True})
    table.assert_life(0, 17)
    table.resolve()
    table.assert_counters("Phyrexian Scuta", "+1/+1", 2)
    assert table.power("Phyrexian Scuta") == 5
    table.assert_logged(rule="702.33d", contains="enters with")


@plugins
def test_baloth_gorger_not_kicked_enters_without_counters(table: Table) -> None:
    table.lands(0, "Forest", 8)
    table.hand(0, "Baloth Gorger")
    table.cast("Baloth Gorger", pay={"kicker": False})
    table.resolve()
    table.assert_counters("Baloth Gorger", "+1/+1", 0)
    assert table.power("Baloth Gorger") == 4
    table.assert_not_logged(rule="702.33d")


@plugins
def test_a_kicked_permanent_that_returns_to_the_battlefield_is_a_new_unkicked_object(
        table: Table) -> None:
    """CR 400.7: Baloth Gorger kicked enters with three counters; returned to its owner's
    hand and cast again without kicker, it is a new object and enters with none. The
    kicker cost never counts in its mana value (118.8d)."""
    table.lands(0, "Forest", 12)
    table.hand(0, "Baloth Gorger")
    table.lands(1, "Island", 1)
    table.hand(1, "Unsummon")
    spell = table.cast("Baloth Gorger", pay={"kicker": True})
    assert table.game.mana_value(spell.id) == 4
    table.resolve()
    table.assert_counters("Baloth Gorger", "+1/+1", 3)
    table.pass_priority()
    table.cast("Unsummon", targets=["Baloth Gorger"])
    table.resolve()
    table.assert_zone("Baloth Gorger", Zone.HAND)
    table.cast("Baloth Gorger", pay={"kicker": False})
    table.resolve()
    table.assert_counters("Baloth Gorger", "+1/+1", 0)


# --------------------------------------------------------------------------
# "Kicker {A} and/or {B}" (702.33b) and multikicker (702.33c)
# --------------------------------------------------------------------------


def _pay(*choices: bool) -> list[Answer]:
    """One answer per kicker cost, in the order printed (601.2b)."""
    return [Answer("pay_additional", (c,)) for c in choices]


@plugins
def test_two_kicker_costs_are_each_paid_or_not(rules: Rules) -> None:
    """CR 702.33b: "Kicker {B} and/or {R}" is two kicker costs."""
    assert [str(c.mana) for c in kicker_of(rules, "Archangel of Wrath").costs] == ["{B}", "{R}"]


@plugins
@pytest.mark.parametrize(("paid", "damage"), [((True, True), 4), ((True, False), 2),
                                              ((False, True), 2), ((False, False), 0)])
def test_archangel_of_wrath_kicked_twice_triggers_twice(
        table: Table, paid: tuple[bool, bool], damage: int) -> None:
    """CR 702.33b, 702.33e, 603.4: with both kicker costs paid Archangel of Wrath was
    kicked twice, so both "if it was kicked" and "if it was kicked twice" trigger; with
    one paid, only the first; with none, neither."""
    table.lands(0, "Plains", 4)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Archangel of Wrath")
    table.cast("Archangel of Wrath", answers=_pay(*paid))
    for _ in range(damage // 2):
        table.answer("targets", PlayerRef(1))
    table.resolve()
    assert len(table.game.stack()) == damage // 2
    table.resolve_all()
    table.assert_life(1, 20 - damage)
    assert table.tapped_count(0) == 4 + sum(paid)
    assert table.logged(rule="702.33d", contains="kicked twice") is (damage == 4)


@plugins
def test_thornscape_battlemage_kicked_with_its_w_kicker_only(table: Table) -> None:
    """CR 702.33b: "if it was kicked with its {W} kicker" asks which kicker cost was paid;
    paying {W} alone destroys the artifact and the {R} ability doesn't trigger."""
    table.lands(0, "Forest", 3)
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Thornscape Battlemage")
    table.battlefield(1, "Sol Ring")
    table.cast("Thornscape Battlemage", answers=_pay(False, True))
    table.answer("targets", "Sol Ring")
    table.resolve()
    assert len(table.game.stack()) == 1
    table.resolve_all()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD)
    table.assert_life(1, 20)
    table.assert_logged(rule="702.33d", contains="Thornscape Battlemage is kicked ({W})")
    assert table.tapped_count(0) == 4


@plugins
def test_gnarlid_pack_multikicked_twice_enters_with_two_counters(table: Table) -> None:
    """CR 702.33c, 601.2b: multikicker {1}{G} announced twice is paid twice ({1}{G} plus
    {2}{G}{G}); "enters with a +1/+1 counter on it for each time it was kicked"; the mana
    value stays 2 (118.8d)."""
    table.lands(0, "Forest", 6)
    table.hand(0, "Gnarlid Pack")
    seen: list[tuple[int, ...]] = []

    def pick(game, decision):  # type: ignore[no-untyped-def]
        seen.append(tuple(decision.options))
        return (2,)

    table.on_decision("multikicker", pick)
    spell = table.cast("Gnarlid Pack")
    assert seen == [(0, 1, 2)]  # what six Forests can pay
    assert table.game.mana_value(spell.id) == 2
    table.assert_logged(rule="702.33c", contains="paid 2 time(s)")
    table.assert_logged(rule="702.33d", contains="2 times")
    table.resolve()
    table.assert_counters("Gnarlid Pack", "+1/+1", 2)
    assert table.tapped_count(0) == 6


@plugins
def test_two_multikicker_instances_are_announced_apart_and_all_count(table: Table) -> None:
    """CR 702.33c, 601.2b: each multikicker instance is announced on its own, the second
    offered what is left with the first's payments in the total ({G} + {1} x 2 of four
    Forests leaves one); "for each time it was kicked" counts every payment (702.33d)."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Twice Multikicked Test")
    seen: list[tuple[int, ...]] = []
    answers = iter([(2,), (1,)])

    def pick(game, decision):  # type: ignore[no-untyped-def]
        seen.append(tuple(decision.options))
        return next(answers)

    table.on_decision("multikicker", pick)
    table.cast("Twice Multikicked Test")
    assert seen == [(0, 1, 2, 3), (0, 1)]
    table.assert_logged(rule="702.33c", contains="multikicker {1} (instance 1 of 2) paid 2")
    table.assert_logged(rule="702.33c", contains="multikicker {1} (instance 2 of 2) paid 1")
    table.resolve()
    table.assert_counters("Twice Multikicked Test", "+1/+1", 3)
    assert table.tapped_count(0) == 4


@plugins
def test_wolfbriar_elemental_creates_a_wolf_for_each_time_it_was_kicked(table: Table) -> None:
    """CR 702.33c, 107.3c: "create a 2/2 green Wolf creature token for each time it was
    kicked" counts the kicks of the permanent's spell as the trigger resolves (603.2)."""
    table.lands(0, "Forest", 6)
    table.hand(0, "Wolfbriar Elemental")
    table.cast("Wolfbriar Elemental", answers=[Answer("multikicker", (2,))])
    table.resolve_all()
    tokens = [o for o in table.game.battlefield(0) if o.is_token]
    assert [(o.card.name, o.card.power, o.card.toughness) for o in tokens] == \
        [("Wolf Token", "2", "2")] * 2  # CR 111.4: its subtype and the word Token
    assert table.tapped_count(0) == 6


@plugins
@pytest.mark.parametrize(("kicks", "life"), [(0, 20), (1, 22), (2, 24)])
def test_lightkeeper_of_emeria_gains_2_life_for_each_time_it_was_kicked(
        table: Table, kicks: int, life: int) -> None:
    """CR 702.33c, 107.3c: "you gain 2 life for each time it was kicked", counted as the
    trigger resolves; not kicked, it gains 0."""
    table.lands(0, "Plains", 6)
    table.hand(0, "Lightkeeper of Emeria")
    table.cast("Lightkeeper of Emeria", answers=[Answer("multikicker", (kicks,))])
    table.resolve_all()
    table.assert_life(0, life)
    assert table.tapped_count(0) == 4 + kicks


@plugins
def test_multikicker_paid_no_times_is_not_kicked(table: Table) -> None:
    """CR 702.33c-d: announced zero times, the spell isn't kicked: no counters."""
    table.lands(0, "Forest", 6)
    table.hand(0, "Gnarlid Pack")
    table.cast("Gnarlid Pack", answers=[Answer("multikicker", (0,))])
    table.resolve()
    table.assert_counters("Gnarlid Pack", "+1/+1", 0)
    table.assert_not_logged(rule="702.33d")
    assert table.tapped_count(0) == 2


@plugins
def test_illuminate_kicked_with_its_2r_kicker_only_damages_the_controller_too(
        table: Table) -> None:
    """CR 702.33b: "If this spell was kicked with its {2}{R} kicker, it deals X damage to that
    creature's controller": only that kicker was paid, so Bob takes X and Alice draws
    nothing; "it" is the spell (Illuminate deals the damage, not the creature)."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Illuminate")
    table.library(0, "Island", "Island")
    table.battlefield(1, "Hill Giant")
    table.cast("Illuminate", x=2, targets=["Hill Giant"], answers=_pay(True, False))
    table.resolve()
    table.assert_life(1, 18)
    assert table.game.obj(table.find("Hill Giant").id).damage == 2
    assert len(table.game.hand(0)) == 0
    assert any(e.text.startswith("Illuminate#") and "deals 2 damage to Bob" in e.text
               for e in table.game.log)
    table.assert_logged(rule="702.33d", contains="If Illuminate was kicked with its {2}{R}")
    assert table.tapped_count(0) == 6


@plugins
@pytest.mark.parametrize("kicked", [True, False])
def test_desolation_angel_destroys_all_lands_instead_if_kicked(
        table: Table, kicked: bool) -> None:
    """CR 702.33d, 608.2c: in a triggered ability of the permanent, "If it was kicked,
    destroy all lands instead" asks the permanent (the spell it was)."""
    table.lands(0, "Swamp", 5)
    table.lands(0, "Plains", 2)
    table.lands(1, "Forest", 2)
    table.hand(0, "Desolation Angel")
    table.cast("Desolation Angel", pay={"kicker": kicked})
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, player=0) == ["Desolation Angel"]
    assert table.names(Zone.BATTLEFIELD, player=1) == ([] if kicked else ["Forest", "Forest"])
    assert table.logged(rule="702.33d", contains="destroy all lands instead") is kicked


@plugins
def test_ronas_vortex_kicked_puts_that_permanent_on_the_bottom_instead(table: Table) -> None:
    """CR 702.33d, 608.2c: "put that permanent on the bottom of its owner's library instead":
    "that permanent" is the target the replaced instruction would have returned."""
    table.lands(0, "Island", 1)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Rona's Vortex")
    table.library(1, "Forest")
    table.battlefield(1, "Craw Wurm")
    table.cast("Rona's Vortex", targets=["Craw Wurm"], pay={"kicker": True})
    table.resolve()
    assert table.names(Zone.LIBRARY, player=1) == ["Forest", "Craw Wurm"]  # top first
    assert table.names(Zone.HAND, player=1) == []
    table.assert_logged(rule="702.33d", contains="bottom of its owner's library")


@plugins
@pytest.mark.parametrize(("kicked", "pt"), [(True, (4, 3)), (False, (3, 3))])
def test_dauntless_unity_kicked_gives_those_creatures_plus_2_plus_1_instead(
        table: Table, kicked: bool, pt: tuple[int, int]) -> None:
    """CR 702.33d, 608.2c: "those creatures" are the creatures you control the replaced
    instruction would have affected."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Dauntless Unity")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Dauntless Unity", pay={"kicker": kicked})
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == pt
    assert table.logged(rule="702.33d") is kicked


# --------------------------------------------------------------------------
# Without the plugin
# --------------------------------------------------------------------------


class _KickerCardsOnly:
    """This package's card pool without its rules (a plugin registering only the cards)."""

    @staticmethod
    @hookimpl
    def manastack_register_card_sources() -> list[CardSource]:
        return [TomlCardSource.from_package("kicker-cards", "manastack_kicker", "cards.toml")]


def test_without_the_plugin_kicker_cards_are_refused_naming_it() -> None:
    """CR 702.33 not enabled: kicker and multikicker cards name the missing plugin, and are
    never cast as if they had no kicker; the refusal leaves the card where it was."""
    table = Table.new(["kicker-cards"], extra={"kicker-cards": _KickerCardsOnly()})
    rules = table.game.rules
    assert rules.ruleset.plugin_of_keyword("kicker") is None
    assert rules.card("Burst Lightning").missing_keywords == (("kicker", "kicker"),)
    assert rules.card("Gnarlid Pack").missing_keywords == (("multikicker", "kicker"),)
    table.lands(0, "Mountain", 1)
    with pytest.raises(UnsupportedCardError, match="kicker"):
        table.hand(0, "Burst Lightning")  # it can't enter a game as it is
    table.put("Burst Lightning", Zone.HAND, 0, inert=True)  # a placeholder, asked for
    with pytest.raises(UnsupportedCardError, match="kicker"):
        table.cast("Burst Lightning", targets=[PlayerRef(1)])
    assert table.zone_of("Burst Lightning") is Zone.HAND


@plugins
def test_the_count_rule_is_among_the_rules_a_card_is_read_with(rules: Rules) -> None:
    """CR 702.33c, 107.3c: "for each time it was kicked" is read by the plugin's count rule,
    named in ``read_with`` with the sentence rules (so that playing the card proves it)."""
    assert "kicker:times it was kicked" in rules.card("Lightkeeper of Emeria").read_with
    assert "kicker:times it was kicked" in rules.card("Wolfbriar Elemental").read_with
    assert "kicker:times it was kicked" not in rules.card("Gnarlid Pack").read_with


# --------------------------------------------------------------------------
# "Whenever you cast a kicked spell" (702.33d, 601.2i)
# --------------------------------------------------------------------------


@plugins
@pytest.mark.parametrize("kicked", [True, False])
def test_lullmages_familiar_gains_2_life_when_you_cast_a_kicked_spell(
        table: Table, kicked: bool) -> None:
    """CR 702.33d, 601.2i: the spell is kicked once it becomes cast, which triggers the
    Familiar (above the spell, it resolves first); an unkicked spell doesn't trigger it."""
    table.battlefield(0, "Lullmage's Familiar")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Burst Lightning")
    table.cast("Burst Lightning", targets=[PlayerRef(1)], pay={"kicker": kicked})
    assert len(table.game.stack()) == (2 if kicked else 1)
    table.resolve()
    table.assert_life(0, 22 if kicked else 20)
    table.assert_zone("Burst Lightning", Zone.STACK if kicked else Zone.GRAVEYARD)
    table.resolve_all()
    table.assert_life(0, 22 if kicked else 20)
    table.assert_life(1, 16 if kicked else 18)


@plugins
def test_lullmages_familiar_ignores_a_kicked_spell_an_opponent_casts(table: Table) -> None:
    """CR 603.2: "you cast": a kicked spell cast by the Familiar's opponent doesn't trigger
    it."""
    table.battlefield(0, "Lullmage's Familiar")
    table.lands(1, "Mountain", 5)
    table.hand(1, "Burst Lightning")
    table.pass_priority()
    table.cast("Burst Lightning", targets=[PlayerRef(0)], pay={"kicker": True})
    assert len(table.game.stack()) == 1  # the spell alone
    table.resolve_all()
    table.assert_life(0, 16)


@plugins
def test_roost_of_drakes_makes_a_drake_for_each_kicked_spell_you_cast(table: Table) -> None:
    """CR 702.33d, 603.4, 601.2i: kicked, the Roost makes a Drake as it enters (its own cast
    happened before it was on the battlefield: no second Drake), then one more for the next
    kicked spell cast while it is there; an unkicked spell makes none."""
    table.lands(0, "Island", 10)
    table.hand(0, "Roost of Drakes")
    table.cast("Roost of Drakes", pay={"kicker": True})
    table.resolve_all()

    def drakes() -> int:
        return sum(1 for o in table.game.battlefield(0)
                   if o.is_token and o.card.name == "Drake Token")

    assert drakes() == 1
    table.battlefield(1, "Grizzly Bears", "Craw Wurm")
    table.hand(0, "Into the Roil", "Into the Roil")
    table.cast("Into the Roil", targets=["Grizzly Bears"], pay={"kicker": False})
    table.resolve_all()
    assert drakes() == 1
    table.cast("Into the Roil", targets=["Craw Wurm"], pay={"kicker": True})
    assert len(table.game.stack()) == 2  # the spell and the Roost's trigger above it
    table.resolve_all()
    assert drakes() == 2
    table.assert_zone("Craw Wurm", Zone.HAND)
