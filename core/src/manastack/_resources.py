"""Files shipped inside a package (card pools, decks, the demo), found without
importing :mod:`importlib.resources` when the package is a plain directory.

``importlib.resources`` (with ``tempfile``, ``zipfile`` and ``shutil`` behind it)
cost about a tenth of ``import manastack`` plus ``Rules.load()`` in a fresh virtual
environment (benchmarks/README.md "Start-up"), only to join a directory and a file
name for every plugin's card pool. A package imported from a directory on disk is
read here as that directory; any other (a zip file, a custom loader, a namespace
package) is handed to ``importlib.resources`` as before.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = ["package_file"]


def package_file(package: str, *parts: str) -> str | Traversable:
    """The file ``parts`` (path components) inside ``package``: a path string when
    the package is a directory on disk, else an ``importlib.resources`` Traversable.
    Either can be read with :func:`read_bytes`; neither is checked to exist."""
    module = sys.modules.get(package)
    spec = module.__spec__ if module is not None else importlib.util.find_spec(package)
    origin = getattr(spec, "origin", None)
    # a regular package read from the file system: its files sit next to __init__
    if (spec is not None and spec.has_location and isinstance(origin, str)
            and os.path.basename(origin).startswith("__init__.")
            and os.path.isfile(origin)):
        return os.path.join(os.path.dirname(origin), *parts)
    from importlib import resources  # the general case: zip files, custom loaders, namespaces

    target = resources.files(package)
    # one part at a time: some Traversables (namespace packages on 3.11) accept a
    # single child per joinpath call
    for part in parts:
        target = target.joinpath(part)
    return target


def read_bytes(target: str | Traversable) -> bytes:
    """The contents of what :func:`package_file` returned (``OSError`` if unreadable)."""
    if isinstance(target, str):
        with open(target, "rb") as f:
            return f.read()
    return target.read_bytes()


def list_names(target: str | Traversable) -> list[str]:
    """The names of the entries of a directory :func:`package_file` returned."""
    if isinstance(target, str):
        return os.listdir(target)
    return [entry.name for entry in target.iterdir()]
