"""``illegal = "..."`` against every rule a refusal rests on (CR 732): the rule that forbids
the action, the step that found it, and the specific rules its reason names (flying
702.9b for a block refused at 509.1a, split second 702.61a for a spell refused at 601.2e).
A test written from another suite's, citing the specific rule, holds; a rule the refusal
doesn't rest on still fails, naming the rules it does cite."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import Result, run

from manastack import IllegalActionError, Table


def run_text(text: str) -> Result:
    return run(loads(textwrap.dedent(text), "refusals.toml"), env={})


#: Alice attacks with Serra Angel (flying) and Silver Knight (protection from red); Bob has
#: Hill Giant (neither flying nor reach) and Gray Ogre (red).
EVASION = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Serra Angel", "Silver Knight"]

[[player]]
name = "Bob"
battlefield = ["Hill Giant", "Gray Ogre"]

[[action]]
attack = ["Serra Angel", "Silver Knight"]
"""


@pytest.mark.parametrize(("block", "rules"), [
    ('{ "Hill Giant" = "Serra Angel" }', ["702.9b", "509.1a"]),     # flying; the step
    # protection: not blocked by red creatures (a rule covers its subrules)
    ('{ "Gray Ogre" = "Silver Knight" }', ["702.16f", "702.16", "509.1a"]),
])
def test_a_block_refused_for_evasion_matches_the_evasion_rule(block: str,
                                                              rules: list[str]) -> None:
    for rule in rules:
        result = run_text(EVASION + f"""
            [[action]]
            block = {block}
            illegal = "{rule}"
        """)
        assert result.failures == [], rule
        assert result.checked == 1


def test_a_block_no_creature_can_make_cites_why() -> None:
    """Bob's only creature can't block the flyer: the blockers decision is never asked, and
    the refusal ("no creature can block") still rests on flying (702.9b)."""
    result = run_text("""
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = ["Serra Angel"]
        [[player]]
        name = "Bob"
        battlefield = ["Hill Giant"]
        [[action]]
        attack = ["Serra Angel"]
        [[action]]
        block = { "Hill Giant" = "Serra Angel" }
        illegal = "702.9b"
    """)
    assert result.failures == []


def test_a_rule_the_refusal_does_not_rest_on_still_fails_naming_what_it_cites() -> None:
    result = run_text(EVASION + """
        [[action]]
        block = { "Hill Giant" = "Serra Angel" }
        illegal = "702.16f"
    """)
    assert len(result.failures) == 1
    failure = result.failures[0]
    assert "refused citing CR 509.1a, expected CR 702.16f" in failure
    assert failure.endswith("(the refusal also cites CR 702.9b)")


def test_menace_refusal_matches_the_blocking_restriction_rule() -> None:
    """Boggart Brute (menace) blocked by Grizzly Bears alone: refused citing 702.111b, and
    509.1b, the rule of restrictions on blocks, which menace is."""
    base = """
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = ["Boggart Brute"]
        [[player]]
        name = "Bob"
        battlefield = ["Grizzly Bears", "Hill Giant"]
        [[action]]
        attack = ["Boggart Brute"]
        [[action]]
        block = { "Grizzly Bears" = "Boggart Brute" }
        illegal = "RULE"
    """
    for rule in ("702.111b", "509.1b"):
        assert run_text(base.replace("RULE", rule)).failures == []


#: Alice's Wall of Stone (defender), a Goblin Piker that came under her control this turn,
#: and a Grizzly Bears that may attack (so the attackers decision is asked).
ATTACKERS = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Wall of Stone", { card = "Goblin Piker", sick = true }, "Grizzly Bears"]

[[player]]
name = "Bob"
"""


@pytest.mark.parametrize(("attacker", "rule", "step", "not_step"), [
    ("Wall of Stone", "702.3b", "508.1c", "508.1a"),  # defender: a restriction
    ("Goblin Piker", "302.6", "508.1a", "508.1c"),    # summoning sickness: the creature itself
])
def test_an_attack_refused_matches_the_rule_its_reason_names(
        attacker: str, rule: str, step: str, not_step: str) -> None:
    for wanted in (rule, step):  # the specific rule, and the step of 508.1 that found it
        result = run_text(ATTACKERS + f"""
            [[action]]
            attack = ["{attacker}"]
            illegal = "{wanted}"
        """)
        assert result.failures == [], wanted
    result = run_text(ATTACKERS + f"""
        [[action]]
        attack = ["{attacker}"]
        illegal = "{not_step}"
    """)
    assert result.failures, not_step


def test_an_attack_no_creature_can_make_cites_why() -> None:
    """Mind Control takes Grizzly Bears: Alice has no creature that may attack, the
    attackers decision is never asked, and the refusal ("no creature can attack") still
    rests on summoning sickness (302.6)."""
    result = run_text("""
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = [{ card = "Island", count = 5 }]
        hand = ["Mind Control"]
        [[player]]
        name = "Bob"
        battlefield = ["Grizzly Bears"]
        [[action]]
        cast = "Mind Control"
        targets = ["Grizzly Bears"]
        [[action]]
        resolve = true
        [[action]]
        attack = ["Grizzly Bears"]
        illegal = "302.6"
    """)
    assert result.failures == []


SPLIT_SECOND = """
[turn]
number = 3

[[player]]
name = "Alice"
battlefield = ["Mountain", "Mountain"]
hand = ["Sudden Shock"]

[[player]]
name = "Bob"
battlefield = ["Forest", "Mogg Fanatic", "Grizzly Bears"]
hand = ["Giant Growth"]

[[action]]
cast = "Sudden Shock"
targets = ["Grizzly Bears"]

[[action]]
pass = true
"""


def test_a_spell_refused_for_split_second_matches_702_61a() -> None:
    for rule in ("702.61a", "601.2e"):
        result = run_text(SPLIT_SECOND + f"""
            [[action]]
            cast = "Giant Growth"
            by = "Bob"
            targets = ["Grizzly Bears"]
            illegal = "{rule}"
        """)
        assert result.failures == [], rule


def test_an_ability_refused_for_split_second_matches_702_61a() -> None:
    for rule in ("702.61a", "602.2"):
        result = run_text(SPLIT_SECOND + f"""
            [[action]]
            activate = "Mogg Fanatic"
            by = "Bob"
            targets = ["Alice"]
            illegal = "{rule}"
        """)
        assert result.failures == [], rule


def test_a_target_refused_for_protection_matches_702_16b() -> None:
    """Shock can't target Silver Knight (protection from red): refused at 601.2c, resting
    on 702.16b."""
    base = """
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = ["Mountain"]
        hand = ["Shock"]
        [[player]]
        name = "Bob"
        battlefield = ["Silver Knight"]
        [[action]]
        cast = "Shock"
        targets = ["Silver Knight"]
        illegal = "RULE"
    """
    for rule in ("702.16b", "601.2c"):
        assert run_text(base.replace("RULE", rule)).failures == []


def test_a_target_refused_for_hexproof_matches_702_11() -> None:
    """Lightning Bolt can't target Bob under Leyline of Sanctity ("You have hexproof.") nor
    Bob's Carnage Tyrant (hexproof): refused at 601.2c, resting on 702.11c for the player and
    702.11b for the permanent (702.11d is "hexproof from [quality]", cited by neither), though
    Alice and her own creature are legal targets."""
    base = """
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = ["Mountain", "Grizzly Bears"]
        hand = ["Lightning Bolt"]
        [[player]]
        name = "Bob"
        battlefield = ["Leyline of Sanctity", "Carnage Tyrant"]
        [[action]]
        cast = "Lightning Bolt"
        targets = ["WHO"]
        illegal = "RULE"
    """
    for who, keyword_rule in (("Bob", "702.11c"), ("Carnage Tyrant", "702.11b")):
        for rule in (keyword_rule, "601.2c"):
            text = base.replace("RULE", rule).replace("WHO", who)
            assert run_text(text).failures == [], (who, rule)
        assert run_text(base.replace("RULE", "702.11d").replace("WHO", who)).failures, who


def test_a_target_refused_for_shroud_matches_702_18a() -> None:
    """Simic Sky Swallower (shroud) can't be the target of its own controller's Giant Growth:
    refused at 601.2c, resting on 702.18a."""
    base = """
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = ["Forest", "Simic Sky Swallower", "Grizzly Bears"]
        hand = ["Giant Growth"]
        [[player]]
        name = "Bob"
        [[action]]
        cast = "Giant Growth"
        targets = ["Simic Sky Swallower"]
        illegal = "RULE"
    """
    for rule in ("702.18a", "601.2c"):
        assert run_text(base.replace("RULE", rule)).failures == [], rule


def test_tapping_a_tapped_land_matches_107_5() -> None:
    """CR 107.5: a tapped permanent can't be tapped again to pay {T}."""
    base = """
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = [{ card = "Forest", tapped = true }]
        [[player]]
        name = "Bob"
        [[action]]
        tap_for_mana = "Forest"
        color = "G"
        illegal = "RULE"
    """
    for rule in ("107.5", "601.2h"):
        assert run_text(base.replace("RULE", rule)).failures == []


def test_the_refusal_keeps_the_rules_as_data_and_says_the_same() -> None:
    """The specific rules are the error's data (``cites``, ``rules``): its message is as it
    was, the rule it names given once."""
    table = Table.new()
    table.battlefield(0, "Serra Angel")
    table.battlefield(1, "Hill Giant", "Giant Spider")
    table.attack("Serra Angel")
    with pytest.raises(IllegalActionError) as caught:
        table.block({"Hill Giant": "Serra Angel"})
    exc = caught.value
    assert exc.rule == "509.1a"
    assert exc.cites == ("702.9b",)
    assert exc.rules == ("509.1a", "702.9b")
    assert exc.reason == "Hill Giant#2 can't block Serra Angel#1: the attacker has flying (702.9b)"
    assert str(exc) == f"illegal action: {exc.reason} (CR 509.1a)"


def test_no_legal_target_at_all_cites_each_keyword_that_ruled_one_out() -> None:
    """Lava Coil ("target creature") with only Bob's creatures on the battlefield: Troll
    Ascetic has hexproof, Silver Knight protection from red, Blastoderm shroud. No legal
    choice exists (601.2c); the refusal names each and cites each keyword's rule."""
    base = """
        [[player]]
        name = "Alice"
        battlefield = ["Mountain", "Mountain"]
        hand = ["Lava Coil"]
        [[player]]
        name = "Bob"
        battlefield = ["Troll Ascetic", "Silver Knight", "Blastoderm"]
        [[action]]
        cast = "Lava Coil"
        illegal = "RULE"
    """
    for rule in ("601.2c", "702.11b", "702.16b", "702.18a"):
        assert run_text(base.replace("RULE", rule)).failures == [], rule
    failure = run_text(base.replace("RULE", "702.11d")).failures[0]
    for reason in ("Troll Ascetic#", "has hexproof (702.11b)", "Silver Knight#",
                   "has protection from red (702.16b)", "Blastoderm#", "has shroud (702.18a)"):
        assert reason in failure, reason


def test_no_legal_target_with_nothing_ruled_out_by_a_keyword_cites_601_2c_only() -> None:
    """Lava Coil with no creature on the battlefield: nothing was ruled out, nothing else
    cited."""
    base = """
        [[player]]
        name = "Alice"
        battlefield = ["Mountain", "Mountain"]
        hand = ["Lava Coil"]
        [[player]]
        name = "Bob"
        [[action]]
        cast = "Lava Coil"
        illegal = "RULE"
    """
    assert run_text(base.replace("RULE", "601.2c")).failures == []
    failure = run_text(base.replace("RULE", "702.11b")).failures[0]
    assert failure.endswith("no legal choice for 'target creature' of Lava Coil"), failure


def test_hexproof_from_a_quality_is_cited_as_702_11d() -> None:
    """Bob's General Ferrous Rokiric has "hexproof from monocolored": Alice's Lava Coil (mono
    red) can't target it; with it the only creature, no legal choice exists (601.2c), the
    refusal citing 702.11d."""
    base = """
        [[player]]
        name = "Alice"
        battlefield = ["Mountain", "Mountain"]
        hand = ["Lava Coil"]
        [[player]]
        name = "Bob"
        battlefield = ["General Ferrous Rokiric"]
        [[action]]
        cast = "Lava Coil"
        illegal = "RULE"
    """
    for rule in ("601.2c", "702.11d"):
        assert run_text(base.replace("RULE", rule)).failures == [], rule
    assert run_text(base.replace("RULE", "702.11b")).failures


def _attack_refusal(battlefield: str, attack: str, wanted: str, bob: str = "[]") -> Result:
    return run_text(f"""
        [turn]
        number = 3
        [[player]]
        name = "Alice"
        battlefield = {battlefield}
        [[player]]
        name = "Bob"
        battlefield = {bob}
        [[action]]
        attack = {attack}
        illegal = "{wanted}"
    """)


@pytest.mark.parametrize("battlefield", [
    '["Sea Monster"]',                      # no creature can attack: never asked
    '["Sea Monster", "Grizzly Bears"]',     # asked, Sea Monster not offered
])
def test_cant_attack_unless_a_condition_is_a_restriction_508_1c(battlefield: str) -> None:
    """Sea Monster: "can't attack unless defending player controls an Island"; Bob controls
    a Forest only. A restriction (508.1c), not about the creature itself (508.1a)."""
    assert _attack_refusal(battlefield, '["Sea Monster"]', "508.1c",
                           '["Forest"]').failures == [], battlefield
    failure = _attack_refusal(battlefield, '["Sea Monster"]', "508.1a", '["Forest"]').failures
    assert failure and "refused citing CR 508.1c" in failure[0], failure


def test_cant_attack_alone_is_a_restriction_508_1c_and_506_5() -> None:
    """Mogg Flunkies ("can't attack or block alone") declared alone: a restriction (508.1c);
    it attacks alone if it is the only creature declared (506.5)."""
    board = '["Mogg Flunkies", "Grizzly Bears"]'
    for wanted in ("508.1c", "506.5"):
        assert _attack_refusal(board, '["Mogg Flunkies"]', wanted).failures == [], wanted
    assert _attack_refusal(board, '["Mogg Flunkies"]', "508.1a").failures
    allowed = _attack_refusal(board, '["Mogg Flunkies", "Grizzly Bears"]', "508.1c")
    assert allowed.failures == ["after action 1 (attack with Mogg Flunkies, Grizzly Bears): the "
                                "action was allowed; expected it to be refused citing CR 508.1c"]


def test_attacks_each_combat_if_able_is_a_requirement_508_1d() -> None:
    """Juggernaut ("attacks each combat if able") left home while Grizzly Bears attacks: a
    requirement disobeyed (508.1d), not a restriction nor the creature itself."""
    board = '["Juggernaut", "Grizzly Bears"]'
    assert _attack_refusal(board, '["Grizzly Bears"]', "508.1d").failures == []
    for wrong in ("508.1a", "508.1c"):
        assert _attack_refusal(board, '["Grizzly Bears"]', wrong).failures, wrong


def test_a_tapped_creature_is_refused_at_508_1a_not_508_1c() -> None:
    """A tapped Grizzly Bears: about the creature itself (508.1a: untapped creatures
    attack), no restriction."""
    board = '[{ card = "Grizzly Bears", tapped = true }, "Hill Giant"]'
    assert _attack_refusal(board, '["Grizzly Bears"]', "508.1a").failures == []
    assert _attack_refusal(board, '["Grizzly Bears"]', "508.1c").failures
