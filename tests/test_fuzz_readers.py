"""Fuzzing the readers of user files: scenarios, deck lists, card files (TOML and JSON).

Inputs are generated from nothing (random bytes) and mutated from the real files (the
examples, the built-in decks, the kernel's card file): bytes flipped, inserted, deleted,
duplicated, the file cut short, the format's own punctuation dropped in. Whatever comes in, a
reader gives its value or refuses with its documented error, one line naming the file; never
another exception, never a hang (the deadline below is a guard against a reader looping, not a
speed target).

Bounded for the normal test run by the ``manastack-fuzz`` profile: ``MANASTACK_FUZZ_EXAMPLES``
examples per test (default 60: about 20 s in all on the development machine, see
docs/testing.rst); raise it for a longer run.
"""

from __future__ import annotations

import itertools
import json
import os
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from manastack_cli.decks import DeckError, builtin_deck_names, load_deck, parse_deck
from manastack_cli.scenario.files import load as load_scenario

from manastack.errors import CardDataError, ScenarioError
from manastack.loading.rules import Rules
from manastack.loading.sources import MTGJSONAtomicSource, OracleCorpusSource, TomlCardSource

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.toml"))
DECKS = sorted((ROOT / "core/cli/src/manastack_cli/data/decks").glob("*.txt"))
KERNEL_CARDS = ROOT / "core/kernel/src/manastack/data/cards.toml"

settings.register_profile(
    "manastack-fuzz",
    max_examples=int(os.environ.get("MANASTACK_FUZZ_EXAMPLES", "60")),
    deadline=timedelta(seconds=10),  # a hang guard: a reader of a few KB takes milliseconds
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
FUZZ = settings.get_profile("manastack-fuzz")

#: Bytes that mean something to one of the formats, dropped in by the mutations.
PUNCTUATION = [b'"', b"'", b"[", b"]", b"[[", b"]]", b"{", b"}", b"=", b",", b"\n", b"\r",
               b"#", b"\\", b'"""', b"'''", b"\x00", b"\xff", b"\xc3", b"\xef\xbb\xbf", b"4 ",
               b"x ", b"-", b"1e9", b"999999999999999999999", b"[[card]]\n", b"[[action]]\n",
               b"[[player]]\n", b"// ", b"SB: ", b"Sideboard\n", b": ", b"null", b"true"]
_files = itertools.count()


@st.composite
def mutated(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` with one to five mutations."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 5))):
        at = draw(st.integers(0, len(data)))
        how = draw(st.sampled_from(["flip", "insert", "punctuate", "delete", "duplicate",
                                    "cut"]))
        if how == "flip" and at < len(data):
            data[at] = draw(st.integers(0, 255))
        elif how == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif how == "punctuate":
            data[at:at] = draw(st.sampled_from(PUNCTUATION))
        elif how == "delete":
            del data[at:at + draw(st.integers(1, 40))]
        elif how == "duplicate":
            end = min(len(data), at + draw(st.integers(1, 80)))
            data[at:at] = data[at:end]
        elif how == "cut":
            del data[at:]
    return bytes(data)


def inputs(originals: list[Path], *, head: int | None = None) -> st.SearchStrategy[bytes]:
    """Random bytes, or a mutation of one of ``originals`` (their first ``head`` bytes)."""
    texts = [p.read_bytes()[:head] for p in originals]
    return st.one_of(st.binary(max_size=300),
                     st.sampled_from(texts).flatmap(lambda t: mutated(t)))


def written(tmp_path_factory: pytest.TempPathFactory, data: bytes, suffix: str) -> Path:
    path = tmp_path_factory.getbasetemp() / f"fuzz-{next(_files)}{suffix}"
    path.write_bytes(data)
    return path


def one_line(error: Exception, path: Path) -> None:
    message = str(error)
    assert "\n" not in message and "\r" not in message, message
    assert str(path) in message, message
    assert "Traceback" not in message


@pytest.fixture(scope="module")
def everything() -> Rules:
    """Every plugin, its card index built and the card reader loaded before the first example:
    the deadline is for the readers, not for parsing the Oracle corpus once."""
    rules = Rules.load()
    load_deck("vanilla").check(rules)
    with pytest.raises(DeckError):  # an unknown name builds the index of suggestions
        parse_deck("1 Grizzly Bearz", source="warm-up").check(rules, constructed=False)
    return rules


# --------------------------------------------------------------------------
# The scenario reader (manastack_cli.scenario.files.load)
# --------------------------------------------------------------------------


@FUZZ
@given(data=inputs(EXAMPLES))
def test_fuzzed_scenario_files_are_read_or_refused_in_one_line(
        data: bytes, tmp_path_factory: pytest.TempPathFactory) -> None:
    path = written(tmp_path_factory, data, ".toml")
    try:
        load_scenario(path)
    except ScenarioError as exc:
        one_line(exc, path)
        assert str(exc).startswith(str(path))


# --------------------------------------------------------------------------
# The deck reader (manastack_cli.decks.load_deck, Deck.check)
# --------------------------------------------------------------------------


@FUZZ
@given(data=inputs(DECKS), constructed=st.booleans())
def test_fuzzed_deck_files_are_read_or_refused_in_one_line(
        data: bytes, constructed: bool, tmp_path_factory: pytest.TempPathFactory,
        everything: Rules) -> None:
    path = written(tmp_path_factory, data, ".txt")
    try:
        deck = load_deck(path)
        deck.check(everything, constructed=constructed)
    except DeckError as exc:
        one_line(exc, path)
        assert str(exc).startswith(str(path))


def test_the_built_in_decks_are_the_originals_mutated() -> None:
    """The mutations start from real files (a guard against fuzzing an empty list)."""
    assert len(DECKS) == len(builtin_deck_names()) and EXAMPLES and KERNEL_CARDS.is_file()


# --------------------------------------------------------------------------
# The card-file readers (manastack.loading.sources): TOML and the two JSON formats
# --------------------------------------------------------------------------


def _read_every_card(source: Any, everything: Rules, path: Path) -> None:
    """Read every card of ``source`` (its file's errors name the file), then compile each:
    a card the reader accepted but the rules can't parse (a type line with an unknown
    word) is refused naming the card and its text, as CardDataError documents."""
    try:
        definitions = [source.get(name) for name in source.names()]
    except CardDataError as exc:
        one_line(exc, path)
        return
    for definition in definitions:
        assert definition is not None
        try:
            everything.compile(definition)
        except CardDataError as exc:
            assert "\n" not in str(exc) and definition.name in str(exc), str(exc)


@FUZZ
@given(data=inputs([KERNEL_CARDS], head=2500))
def test_fuzzed_card_files_are_read_or_refused_in_one_line(
        data: bytes, tmp_path_factory: pytest.TempPathFactory, everything: Rules) -> None:
    path = written(tmp_path_factory, data, ".toml")
    try:
        source = TomlCardSource("fuzz", path)
    except CardDataError as exc:
        one_line(exc, path)
        return
    _read_every_card(source, everything, path)


def _oracle_records() -> bytes:
    """A few kernel cards as Oracle-corpus records (the MTGJSON shape)."""
    source = TomlCardSource("kernel", KERNEL_CARDS)
    records = []
    for name in ("Grizzly Bears", "Lightning Bolt", "Forest", "Serra Angel", "Counterspell"):
        card = source.get(name)
        assert card is not None
        records.append({"name": card.name, "manaCost": card.mana_cost, "type": card.type_line,
                        "text": card.text, "power": card.power, "toughness": card.toughness,
                        "colors": list(card.colors or ()), "layout": "normal"})
    return json.dumps(records, indent=1).encode()


ORACLE = _oracle_records()
ATOMIC = json.dumps({"data": {r["name"]: [r] for r in json.loads(ORACLE)}}, indent=1).encode()


@FUZZ
@given(data=st.one_of(st.binary(max_size=300), mutated(ORACLE)))
def test_fuzzed_oracle_corpus_files_are_read_or_refused_in_one_line(
        data: bytes, tmp_path_factory: pytest.TempPathFactory, everything: Rules) -> None:
    path = written(tmp_path_factory, data, ".json")
    try:
        source = OracleCorpusSource(path)
    except CardDataError as exc:
        one_line(exc, path)
        return
    _read_every_card(source, everything, path)


@FUZZ
@given(data=st.one_of(st.binary(max_size=300), mutated(ATOMIC)))
def test_fuzzed_mtgjson_files_are_read_or_refused_in_one_line(
        data: bytes, tmp_path_factory: pytest.TempPathFactory, everything: Rules) -> None:
    path = written(tmp_path_factory, data, ".json")
    try:
        source = MTGJSONAtomicSource(path)
    except CardDataError as exc:
        one_line(exc, path)
        return
    _read_every_card(source, everything, path)
