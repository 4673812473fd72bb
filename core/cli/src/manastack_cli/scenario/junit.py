"""JUnit XML of a suite of scenario files (``manastack run DIR --junit-xml PATH``).

One ``testcase`` per file (``classname`` its folder, ``name`` its file name, ``file`` its
path). A failed file holds a ``failure`` whose text is the format's differences, one per
line (its ``message`` the same on one line, separated by "; "). A bad file or one with an
unsupported card holds an ``error`` (``type`` "bad file" or "unsupported"), an internal
error an ``error`` of type "internal error" with its traceback. No times are written: the
same files give the same document byte for byte.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path, PurePath

from manastack_cli.scenario.suite import Outcome

__all__ = ["junit_xml", "write_junit_xml"]


def junit_xml(outcomes: Sequence[Outcome], suite: str = "manastack scenarios") -> bytes:
    """The JUnit XML document of ``outcomes`` (UTF-8, with an XML declaration)."""
    failures = sum(1 for o in outcomes if o.kind == "failed")
    errors = sum(1 for o in outcomes if o.kind not in ("passed", "failed"))
    counts = {"tests": str(len(outcomes)), "failures": str(failures), "errors": str(errors),
              "skipped": "0"}
    root = ET.Element("testsuites", counts)
    top = ET.SubElement(root, "testsuite", {"name": suite, **counts})
    for o in outcomes:
        path = PurePath(o.path)
        case = ET.SubElement(top, "testcase", {
            "classname": path.parent.as_posix().strip("/").replace("/", ".") or ".",
            "name": path.name, "file": path.as_posix(),
            "assertions": str(o.checked)})
        if o.kind == "failed":
            node = ET.SubElement(case, "failure", {"message": "; ".join(o.failures),
                                                   "type": "failed"})
            node.text = "\n".join(o.failures)
        elif o.kind != "passed":
            node = ET.SubElement(case, "error", {"message": o.message, "type": o.kind})
            node.text = o.detail or o.message
    ET.indent(root)
    document: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=True)
    return document + b"\n"


def write_junit_xml(outcomes: Sequence[Outcome], path: str | Path) -> None:
    """Write :func:`junit_xml` of ``outcomes`` to ``path``."""
    Path(path).write_bytes(junit_xml(outcomes))
