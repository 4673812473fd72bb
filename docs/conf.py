"""Sphinx configuration of manastack's documentation.

Build (warnings are errors): ``sphinx-build -W -b html docs docs/_build/html``.
The hook reference, the scenario fields and the rules coverage are generated
at build time by ``docs/_ext/manastack_docs.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

from manastack import __version__  # the release line's version, written once (docs/release.rst)

project = "manastack"
author = "manastack developers"
copyright = "2026, manastack developers"  # as LICENSE says
release = __version__

extensions = ["sphinx.ext.autodoc", "manastack_docs"]
exclude_patterns = ["_build", "_data", "_ext"]
html_theme = "alabaster"
autodoc_member_order = "bysource"
autodoc_typehints = "none"
nitpicky = False
suppress_warnings: list[str] = []
