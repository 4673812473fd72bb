"""The limits on the files the command line reads, and how it shows their text.

Scenario files and deck lists are small: the limits below are far above anything a
person writes, and each is checked before the work it guards (reading the file, parsing
the TOML, putting the cards in the game), so a small hostile file is refused at once
instead of running for minutes. Each refusal is one line naming the file and the line.
``docs/scenarios.rst`` lists them ("Limits").

Quoting and escaping (one helper each, used everywhere a message shows a user's text):
:func:`manastack.quoted` cuts quoted text at 80 characters with an ellipsis, and
:func:`terminal_text` escapes what a terminal would obey instead of show (control and
bidirectional-override characters) in every line the commands print.
"""

from __future__ import annotations

import io
import re
import unicodedata
from typing import TextIO

__all__ = [
    "MAX_CARDS_PER_ZONE",
    "MAX_COUNT",
    "MAX_DECK_CARDS",
    "MAX_FILE_BYTES",
    "MAX_KEY_PARTS",
    "MAX_LINE_CHARS",
    "MAX_NESTING",
    "MAX_NUMBER_DIGITS",
    "scan_toml",
    "terminal_text",
]

#: A scenario file or deck list larger than this is refused before it is read.
MAX_FILE_BYTES = 1_000_000
#: Characters in one line of a scenario file or deck list.
MAX_LINE_CHARS = 20_000
#: Parts of one dotted TOML key (``expect.permanents."Grizzly Bears".power`` has 4).
MAX_KEY_PARTS = 32
#: Arrays and inline tables inside one another in a scenario file.
MAX_NESTING = 24
#: Digits (and ``_`` separators) of one number: a 64-bit integer has at most 19 digits.
MAX_NUMBER_DIGITS = 24
#: Cards a scenario file puts in one zone of one player (``count`` included).
MAX_CARDS_PER_ZONE = 1_000
#: Cards in a deck list, main deck and sideboard together.
MAX_DECK_CARDS = 2_000
#: Copies one line of a deck list may ask for (a typo such as "40000 Island").
MAX_COUNT = 1_000


def scan_toml(text: str) -> tuple[int, str] | None:
    """The first limit ``text`` (a TOML document) breaks, as ``(line, message)``, or None.

    One pass over the characters, before :mod:`tomllib` parses them: its time grows faster
    than the text for long dotted keys, and deep nesting or huge integers make it raise
    ``RecursionError`` or ``ValueError`` with no line. Strings and comments are skipped.
    """
    line = 1
    line_start = 0
    stack: list[str] = []  # open brackets: "[" array or table header, "{" inline table
    in_key = True  # at a key: the start of a line outside arrays, or after "{" or ","
    parts = 1
    digits = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            if i - line_start > MAX_LINE_CHARS:
                return line, f"a line of {i - line_start} characters; at most {MAX_LINE_CHARS}"
            line, line_start = line + 1, i + 1
            digits = 0
            if not stack or stack[-1] == "{":
                in_key, parts = not stack, 1
            i += 1
            continue
        if c in "0123456789_":
            digits += 1
            if digits > MAX_NUMBER_DIGITS:
                return line, f"a number of more than {MAX_NUMBER_DIGITS} digits"
            i += 1
            continue
        digits = 0
        if c == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if c in "\"'":
            quote = c * 3 if text.startswith(c * 3, i) else c
            end, lines = _string_end(text, i + len(quote), quote)
            if end < 0:
                return None  # an unterminated string: tomllib says where
            for _ in range(lines):
                line += 1
            if lines:
                line_start = text.rfind("\n", i, end) + 1
            i = end
            continue
        if c == ".":
            if in_key:
                parts += 1
                if parts > MAX_KEY_PARTS:
                    return line, f"a dotted key of more than {MAX_KEY_PARTS} parts"
        elif c in "[{":
            stack.append(c)
            if len(stack) > MAX_NESTING:
                return line, f"arrays and tables nested more than {MAX_NESTING} deep"
            in_key, parts = c == "{" or (in_key and c == "["), 1
        elif c in "]}":
            if stack:
                stack.pop()
        elif c == "=":
            in_key = False
        elif c == "," and stack and stack[-1] == "{":
            in_key, parts = True, 1
        i += 1
    if n - line_start > MAX_LINE_CHARS:
        return line, f"a line of {n - line_start} characters; at most {MAX_LINE_CHARS}"
    return None


def _string_end(text: str, i: int, quote: str) -> tuple[int, int]:
    """Where the string opened by ``quote`` ends (past its closing quote), and how many
    newlines it holds; ``(-1, 0)`` if it never ends."""
    escapes = quote[0] == '"'
    newlines = 0
    n = len(text)
    while i < n:
        c = text[i]
        if escapes and c == "\\":
            newlines += text.startswith("\n", i + 1)  # a line-ending backslash
            i += 2
            continue
        if c == "\n":
            if len(quote) == 1:
                return -1, 0  # a one-line string across a line: let tomllib say so
            newlines += 1
        elif text.startswith(quote, i):
            end = i + len(quote)
            while end < n and text[end] == quote[0] and end - i < len(quote) + 2:
                end += 1  # up to two quotes may end a multi-line string's content
            return end, newlines
        i += 1
    return -1, 0


# What a terminal obeys instead of showing: C0/C1 controls (Cc), formatting characters such
# as the bidirectional overrides (Cf), line and paragraph separators, unassigned/private code
# points and lone surrogates.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Co", "Cs", "Cn"})
# The colour codes manastack itself writes (reporters.Style): bold, dim, the colours, reset.
_OWN_COLOUR = re.compile(r"\x1b\[(?:(?:[12]|3[1-6]);)*(?:0|[12]|3[1-6])m")


def _escape(text: str) -> str:
    # \uXXXX (a surrogate pair above U+FFFF): read the same in a JSON string, so a JSON
    # line stays valid JSON that decodes to the very same text
    out: list[str] = []
    for c in text:
        if c != "\t" and unicodedata.category(c) in _UNSAFE_CATEGORIES:
            code = ord(c)
            if code < 0x10000:
                out.append(f"\\u{code:04x}")
            else:
                code -= 0x10000
                out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            out.append(c)
    return "".join(out)


def terminal_text(line: str, *, colour: bool = False) -> str:
    """``line`` safe to print: control, bidirectional-override and other invisible format
    characters written as escapes (``\\u001b``, ``\\u202e``); with ``colour``, the colour
    codes manastack writes itself are kept."""
    if line.isascii() and line.isprintable():
        return line  # the usual case, at once
    if not colour:
        return _escape(line)
    pieces: list[str] = []
    last = 0
    for m in _OWN_COLOUR.finditer(line):
        pieces.append(_escape(line[last:m.start()]))
        pieces.append(m.group())
        last = m.end()
    pieces.append(_escape(line[last:]))
    return "".join(pieces)


class TerminalWriter(io.TextIOBase):
    """A text stream that writes each line through :func:`terminal_text` (manastack's own
    colour codes kept): every command's standard output, so that no card or player name
    from a file reaches the terminal raw, whichever command prints it."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write("\n".join(terminal_text(line, colour=True)
                                    for line in text.split("\n")))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()
