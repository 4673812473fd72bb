"""The card index: a big card file (the Oracle corpus, an MTGJSON file) read once, kept in the
user's cache directory as an SQLite file, so the next process looks a card up without parsing
15 MB of JSON again.

What is stored
    One table of the compact records :mod:`manastack.loading.sources` builds (a JSON array
    per card, in file order) and one table saying which file they come from: its kind of
    source, real path, size and modification time (ns) and the index format. Any of these
    differing from the file on disk, the index is built again. SQLite and JSON hold data only:
    reading the cache never runs code from it (no pickle, no marshal).

Where
    ``$MANASTACK_CACHE_DIR`` if set, else the platform's cache directory
    (``$XDG_CACHE_HOME`` or ``~/.cache`` on Linux and other Unix systems,
    ``~/Library/Caches`` on macOS, ``%LOCALAPPDATA%`` on Windows) followed by
    ``manastack/cards``. Setting ``MANASTACK_CACHE_DIR=off`` turns the index off.

Safety
    The index is written to a temporary file in the same folder and renamed over the old one
    (:func:`os.replace`), so a reader sees the old index or the new one, never half of one.
    An index that is not a well-formed SQLite file, whose description does not match, whose
    card count is wrong, or one of whose rows is not the record of the card it is filed
    under is not trusted: the card file is parsed again and the index rewritten. A cache
    folder that can't be written only costs the parse: the cards are the same.

Only files of at least :data:`MIN_BYTES` are indexed: a smaller one parses faster than an
index is opened.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeAlias

__all__ = ["CACHE_DIR_ENV", "FORMAT", "MIN_BYTES", "cache_dir", "indexed_records"]

#: Environment variable naming the cache directory (``off`` turns the index off).
CACHE_DIR_ENV = "MANASTACK_CACHE_DIR"

#: Index format: a change to what a record holds changes it, so old indexes are rebuilt.
FORMAT = "manastack-card-index 2"

#: Card files smaller than this are parsed every time (1 MB parses in a few ms).
MIN_BYTES = 1_000_000

#: Single record reads after which an index reads all its records in one query.
BULK_AFTER = 256

_Record: TypeAlias = tuple[Any, ...]
#: A card file's identity: (kind of source, real path, size, modification time in ns).
FileKey: TypeAlias = tuple[str, str, int, int]


def cache_dir() -> str | None:
    """The folder holding card indexes, or None when the index is turned off."""
    env = os.environ.get(CACHE_DIR_ENV)
    if env is not None and env.strip():
        return None if env.strip().lower() == "off" else os.path.join(env, "cards")
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or os.path.expanduser(r"~\AppData\Local")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Caches")
    else:
        xdg = os.environ.get("XDG_CACHE_HOME", "")
        # the XDG spec: a relative path is invalid and is ignored
        base = xdg if os.path.isabs(xdg) else os.path.expanduser("~/.cache")
    return os.path.join(base, "manastack", "cards")


def index_path(key: FileKey) -> str | None:
    """Where the index of the card file ``key`` lives (None when the index is off)."""
    folder = cache_dir()
    if folder is None:
        return None
    digest = hashlib.sha256(f"{key[0]}\0{key[1]}".encode()).hexdigest()[:20]
    return os.path.join(folder, f"{key[0]}-{digest}.sqlite")


def _meta(key: FileKey, count: int) -> dict[str, str]:
    kind, path, size, mtime = key
    return {"format": FORMAT, "kind": kind, "path": path, "size": str(size),
            "mtime_ns": str(mtime), "count": str(count)}


class _Corrupt(Exception):
    """The index on disk is not what was written: build it again."""


def _valid(name: str, rec: object) -> bool:
    # a record is [name, 10 fields] or [name, 10 fields, [faces...]] (sources._compact)
    return (isinstance(rec, list) and len(rec) in (11, 12) and rec[0] == name
            and not any(isinstance(v, dict) for v in rec[1:]))


def _as_record(rec: Any) -> _Record:
    if len(rec) == 12:
        faces = rec[11]
        if not isinstance(faces, list) or not all(
                isinstance(f, list) and len(f) == 11 and isinstance(f[0], str) for f in faces):
            raise _Corrupt("faces")
        return (*rec[:11], tuple(tuple(face) for face in faces))
    return tuple(rec)


class IndexedRecords(Mapping[str, _Record]):
    """The records of one card file, read from its index on demand (name -> record).

    The names are read when it opens (a few ms); a record when asked for, and every record
    at once after :data:`BULK_AFTER` single reads (a scan of the whole corpus, as
    ``manastack cards`` does, costs one query, not 34,000). A row found corrupt makes it
    parse the card file (``rebuild``) and answer from that from then on.
    """

    def __init__(self, path: str, key: FileKey, rebuild: Callable[[], dict[str, _Record]]
                 ) -> None:
        self._path = path
        self._key = key
        self._rebuild = rebuild
        self._lock = threading.Lock()
        self._pid = os.getpid()
        self._fallback: dict[str, _Record] | None = None
        self._reads = 0
        self._db = self._connect()
        try:
            meta = dict(self._db.execute("SELECT key, value FROM meta").fetchall())
            names = [row[0] for row in self._db.execute("SELECT name FROM cards ORDER BY pos")]
        except (sqlite3.Error, ValueError, TypeError) as exc:
            self._db.close()
            raise _Corrupt(str(exc)) from None
        if meta != _meta(key, len(names)) or not all(isinstance(n, str) for n in names):
            self._db.close()
            raise _Corrupt("description")
        self._names: dict[str, None] = dict.fromkeys(names)

    def _connect(self) -> sqlite3.Connection:
        # read-only: this process never changes an index it did not just write
        return sqlite3.connect(f"file:{_uri_path(self._path)}?mode=ro", uri=True,
                               check_same_thread=False)

    def __len__(self) -> int:
        return len(self._names)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __getitem__(self, name: str) -> _Record:
        if self._fallback is not None:
            return self._fallback[name]
        if name not in self._names:
            raise KeyError(name)
        with self._lock:
            if self._fallback is None:
                try:
                    self._reads += 1
                    if self._reads <= BULK_AFTER:
                        return self._read(name)
                    self._fallback = self._read_all()
                except _Corrupt:
                    self._fallback = self._rebuild()
        return self._fallback[name]

    def _read(self, name: str) -> _Record:
        if self._pid != os.getpid():  # a forked worker: SQLite connections don't survive fork
            self._db, self._pid = self._connect(), os.getpid()
        try:
            row = self._db.execute("SELECT record FROM cards WHERE name = ?", (name,)).fetchone()
            rec = None if row is None or not isinstance(row[0], str) else json.loads(row[0])
        except (sqlite3.Error, ValueError, RecursionError) as exc:
            raise _Corrupt(str(exc)) from None
        if not _valid(name, rec):
            raise _Corrupt(name)
        return _as_record(rec)


    def _read_all(self) -> dict[str, _Record]:
        if self._pid != os.getpid():
            self._db, self._pid = self._connect(), os.getpid()
        records: dict[str, _Record] = {}
        try:
            for name, text in self._db.execute("SELECT name, record FROM cards ORDER BY pos"):
                rec = json.loads(text) if isinstance(text, str) else None
                if not _valid(name, rec):
                    raise _Corrupt(str(name))
                records[name] = _as_record(rec)
        except (sqlite3.Error, ValueError, RecursionError) as exc:
            raise _Corrupt(str(exc)) from None
        if list(records) != list(self._names):
            raise _Corrupt("names")
        return records


def _uri_path(path: str) -> str:
    from urllib.parse import quote  # only when an index is opened

    return quote(os.path.abspath(path).replace(os.sep, "/"))


def _write(path: str, key: FileKey, records: Mapping[str, _Record]) -> None:
    """Write the index of ``records`` at ``path`` atomically (a temporary file renamed)."""
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=".card-index-", suffix=".tmp", dir=folder)
    os.close(fd)
    try:
        db = sqlite3.connect(temp)
        try:
            db.execute("PRAGMA journal_mode = OFF")  # a temporary file: nothing to roll back
            db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            db.execute("CREATE TABLE cards (name TEXT PRIMARY KEY, pos INTEGER NOT NULL, "
                       "record TEXT NOT NULL)")
            db.executemany("INSERT INTO cards VALUES (?, ?, ?)", (
                (name, pos, json.dumps(rec, ensure_ascii=False, separators=(",", ":")))
                for pos, (name, rec) in enumerate(records.items())))
            db.executemany("INSERT INTO meta VALUES (?, ?)",
                           _meta(key, len(records)).items())
            db.commit()
        finally:
            db.close()
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def indexed_records(key: FileKey, size: int, parse: Callable[[], dict[str, _Record]]
                    ) -> Mapping[str, _Record]:
    """The records of the card file ``key``: from its index when one matches, else parsed
    (``parse``) and indexed for the next process. Falls back to ``parse`` alone when the file
    is small, the index is off, or the cache folder can't be written."""
    path = index_path(key) if size >= MIN_BYTES else None
    if path is None:
        return parse()
    parsed: dict[str, _Record] | None = None

    def rebuild() -> dict[str, _Record]:
        nonlocal parsed
        if parsed is None:
            parsed = parse()
            # an unwritable cache costs the parse, nothing else
            with contextlib.suppress(OSError, sqlite3.Error):
                _write(path, key, parsed)
        return parsed

    if os.path.isfile(path):
        try:
            return IndexedRecords(path, key, rebuild)
        except (_Corrupt, sqlite3.Error):
            pass  # not trusted: built again below
    return rebuild()
