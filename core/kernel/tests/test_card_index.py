"""The card index (manastack.loading.card_index): a big card file is parsed once, its records
kept in the cache directory, reused by the next process, rebuilt when the file changes or the
index is damaged; and gzip-compressed MTGJSON files (``AtomicCards.json.gz``)."""

from __future__ import annotations

import gzip
import json
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import manastack.loading.card_index as card_index
import manastack.loading.sources as sources
from manastack.errors import CardDataError
from manastack.loading.sources import MTGJSONAtomicSource, OracleCorpusSource


def face(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "layout": "normal", **fields}


ATOMIC: dict[str, Any] = {
    "meta": {"version": "5.2.2"},
    "data": {
        "Shock": [face("Shock", manaCost="{R}", type="Instant", colors=["R"],
                       text="Shock deals 2 damage to any target.")],
        "Fire // Ice": [
            face("Fire // Ice", faceName="Fire", side="a", manaCost="{1}{R}", type="Instant",
                 layout="split", text="Fire deals 2 damage divided as you choose."),
            face("Fire // Ice", faceName="Ice", side="b", manaCost="{1}{U}", type="Instant",
                 layout="split", text="Tap target permanent.\nDraw a card."),
        ],
        "Grizzly Bears": [face("Grizzly Bears", manaCost="{1}{G}", type="Creature — Bear",
                               power="2", toughness="2", keywords=[])],
        "Ancestral Vision": [face("Ancestral Vision", type="Sorcery", colors=["U"],
                                  colorIndicator=["U"], keywords=["Suspend"])],
    },
}  # fmt: skip


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every file is indexed (none is too small), in a cache folder of the test's own, and
    each load starts from a process that has parsed nothing."""
    folder = tmp_path / "cache"
    monkeypatch.setenv(card_index.CACHE_DIR_ENV, str(folder))
    monkeypatch.setattr(card_index, "MIN_BYTES", 0)
    sources._CACHE.clear()
    yield folder
    sources._CACHE.clear()


def fresh(path: Path) -> MTGJSONAtomicSource:
    """A source as a new process would make it: nothing parsed in memory yet."""
    sources._CACHE.clear()
    return MTGJSONAtomicSource(path)


def no_parse(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(path: str) -> Any:
        raise AssertionError(f"{path} parsed although its index matches")

    monkeypatch.setattr(sources, "_load_json", fail)


def index_files(cache: Path) -> list[Path]:
    return sorted((cache / "cards").glob("*.sqlite"))


@pytest.fixture
def atomic_file(tmp_path: Path) -> Path:
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC, ensure_ascii=False), encoding="utf-8")
    return path


def test_the_index_is_built_on_first_read(atomic_file: Path, cache: Path) -> None:
    parsed = dict(fresh(atomic_file).load())
    [index] = index_files(cache)
    with sqlite3.connect(index) as db:
        meta = dict(db.execute("SELECT key, value FROM meta"))
        count = db.execute("SELECT COUNT(*) FROM cards").fetchone()[0]
    assert meta["format"] == card_index.FORMAT and meta["path"] == os.path.realpath(atomic_file)
    assert meta["size"] == str(atomic_file.stat().st_size) and count == len(parsed) == 4
    assert not list((cache / "cards").glob(".card-index-*"))  # no temporary file left


def test_the_index_is_reused_and_gives_the_same_cards(
        atomic_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = fresh(atomic_file)
    expected = {name: first.get(name) for name in first.names()}
    no_parse(monkeypatch)
    again = fresh(atomic_file)
    assert isinstance(again.load(), card_index.IndexedRecords)
    assert again.names() == list(expected)
    assert {name: again.get(name) for name in again.names()} == expected
    fire = again.get("Fire // Ice")
    assert fire is not None and [f.name for f in fire.faces] == ["Fire", "Ice"]  # CR 709.1
    assert again.get("No Such Card") is None


def test_a_scan_of_every_card_reads_the_index_in_bulk(
        atomic_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = dict(fresh(atomic_file).load())
    monkeypatch.setattr(card_index, "BULK_AFTER", 1)
    records = fresh(atomic_file).load()
    assert {name: records[name] for name in records} == expected


def test_the_index_is_rebuilt_when_the_file_changes(atomic_file: Path, cache: Path) -> None:
    assert fresh(atomic_file).get("Shock").text.startswith("Shock deals 2")  # type: ignore[union-attr]
    changed = json.loads(json.dumps(ATOMIC))
    changed["data"]["Shock"][0]["text"] = "Shock deals 3 damage to any target."
    atomic_file.write_text(json.dumps(changed), encoding="utf-8")
    os.utime(atomic_file, ns=(time.time_ns(), time.time_ns() + 10**9))
    assert fresh(atomic_file).get("Shock").text.startswith("Shock deals 3")  # type: ignore[union-attr]
    assert len(index_files(cache)) == 1  # the same file's index, replaced


def test_a_different_index_format_is_rebuilt(
        atomic_file: Path, cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh(atomic_file).load()
    monkeypatch.setattr(card_index, "FORMAT", "manastack-card-index 999")
    assert not isinstance(fresh(atomic_file).load(), card_index.IndexedRecords)
    with sqlite3.connect(index_files(cache)[0]) as db:
        assert dict(db.execute("SELECT key, value FROM meta"))["format"] == \
            "manastack-card-index 999"


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty"])
def test_a_damaged_index_file_is_rebuilt_not_trusted(
        atomic_file: Path, cache: Path, damage: str) -> None:
    expected = dict(fresh(atomic_file).load())
    [index] = index_files(cache)
    data = index.read_bytes()
    index.write_bytes({"garbage": b"not a database at all" * 100,
                       "truncated": data[: len(data) // 3], "empty": b""}[damage])
    assert dict(fresh(atomic_file).load()) == expected
    assert isinstance(fresh(atomic_file).load(), card_index.IndexedRecords)  # rewritten


@pytest.mark.parametrize("record", ['["Something Else",null,"Instant",null,null,null,null,null,'
                                    'null,null,null]', "{not json", "[1, 2]", '{"a": 1}'])
def test_a_row_that_is_not_its_cards_record_is_not_trusted(
        atomic_file: Path, cache: Path, record: str) -> None:
    expected = fresh(atomic_file).get("Shock")
    [index] = index_files(cache)
    with sqlite3.connect(index) as db:
        db.execute("UPDATE cards SET record = ? WHERE name = 'Shock'", (record,))
    source = fresh(atomic_file)
    assert isinstance(source.load(), card_index.IndexedRecords)
    assert source.get("Shock") == expected  # parsed again from the file
    assert source.get("Grizzly Bears") is not None
    assert isinstance(fresh(atomic_file).load(), card_index.IndexedRecords)


def test_a_missing_row_is_not_trusted(atomic_file: Path, cache: Path) -> None:
    expected = dict(fresh(atomic_file).load())
    with sqlite3.connect(index_files(cache)[0]) as db:
        db.execute("DELETE FROM cards WHERE name = 'Shock'")
    assert dict(fresh(atomic_file).load()) == expected


def test_the_index_can_be_turned_off(atomic_file: Path, tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(card_index.CACHE_DIR_ENV, "off")
    assert card_index.cache_dir() is None
    assert "Shock" in fresh(atomic_file).names()
    assert not list(tmp_path.rglob("*.sqlite"))


def test_an_unwritable_cache_costs_only_the_parse(atomic_file: Path, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(card_index.CACHE_DIR_ENV, str(blocker))
    assert fresh(atomic_file).get("Shock") is not None


def test_small_files_are_not_indexed(atomic_file: Path, cache: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_index, "MIN_BYTES", 10**6)
    assert fresh(atomic_file).get("Shock") is not None
    assert index_files(cache) == []


def test_the_platform_cache_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(card_index.CACHE_DIR_ENV)
    monkeypatch.setattr(card_index.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert card_index.cache_dir() == os.path.join(tmp_path, "manastack", "cards")
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # invalid by the XDG spec: ignored
    assert card_index.cache_dir() == os.path.join(os.path.expanduser("~/.cache"),
                                                  "manastack", "cards")


def test_an_oracle_corpus_is_indexed_too(tmp_path: Path, cache: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "oracle_corpus.json"
    path.write_text(json.dumps([{"name": "Shock", "type": "Instant", "manaCost": "{R}",
                                 "text": "Shock deals 2 damage to any target."}]), "utf-8")
    sources._CACHE.clear()
    expected = OracleCorpusSource(path).get("Shock")
    no_parse(monkeypatch)
    sources._CACHE.clear()
    assert OracleCorpusSource(path).get("Shock") == expected
    assert [p.name.split("-")[0] for p in index_files(cache)] == ["oracle"]


# --------------------------------------------------------------------------
# AtomicCards.json.gz
# --------------------------------------------------------------------------


def test_a_gzip_file_reads_as_the_plain_one(atomic_file: Path, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(card_index.CACHE_DIR_ENV, "off")
    packed = tmp_path / "AtomicCards.json.gz"
    packed.write_bytes(gzip.compress(atomic_file.read_bytes()))
    plain, zipped = fresh(atomic_file), fresh(packed)
    assert zipped.names() == plain.names()
    assert [zipped.get(n) for n in zipped.names()] == [plain.get(n) for n in plain.names()]


def test_a_gzip_file_is_recognised_by_its_content_not_its_name(
        atomic_file: Path, tmp_path: Path) -> None:
    packed = tmp_path / "cards.json"
    packed.write_bytes(gzip.compress(atomic_file.read_bytes()))
    assert "Shock" in fresh(packed).names()


@pytest.mark.parametrize("content", [b"\x1f\x8bnot really gzip", None])
def test_a_broken_gzip_file_is_one_line_naming_it(tmp_path: Path, atomic_file: Path,
                                                  content: bytes | None) -> None:
    packed = tmp_path / "AtomicCards.json.gz"
    whole = gzip.compress(atomic_file.read_bytes())
    packed.write_bytes(content if content is not None else whole[: len(whole) // 2])
    with pytest.raises(CardDataError) as info:
        fresh(packed).names()
    message = str(info.value)
    assert message.startswith(f"{packed}: not a valid gzip file") and "\n" not in message


def test_a_gzip_file_past_the_size_limit_is_refused_while_streaming(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sources, "MAX_CARD_FILE_BYTES", 3 << 20)
    bomb = tmp_path / "AtomicCards.json.gz"
    bomb.write_bytes(gzip.compress(b" " * (8 << 20)))  # 8 MB of spaces, a few KB packed
    with pytest.raises(CardDataError) as info:
        fresh(bomb).names()
    assert str(info.value) == (f"{bomb}: too large: more than {3 << 20} bytes once "
                               "decompressed")


def test_a_plain_file_past_the_size_limit_is_refused(
        atomic_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sources, "MAX_CARD_FILE_BYTES", 100)
    with pytest.raises(CardDataError, match=r"too large: \d+ bytes; a card file has at most 100"):
        fresh(atomic_file).names()
