"""The replay page in a real browser: headless Chromium (Debian's ``chromium``, which
``.ci/run`` installs) opens the page at ``#step=N``; the DOM it built must show the game's
state at step N, and a screenshot of it must be a real picture. Skipped, saying why, where
Chromium is not installed."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from manastack_cli.main import main
from manastack_cli.replay.page import page
from manastack_cli.replay.record import Recorder
from manastack_cli.replay.scenario import RecordingReporter
from manastack_cli.scenario.files import Action, Scenario, load as load_scenario
from manastack_cli.scenario.runner import Reporter, run as run_scenario
from manastack_cli.simulate import SimConfig, play_game

from manastack import Game, Table, Zone

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
EVIL = "</script><script>document.title='pwned'</script><img src=x onerror=alert(1)>"

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get install chromium; "
    ".ci/run installs it where apt-get is available)")


def chromium(tmp_path: Path, *args: str) -> str:
    """Run headless Chromium (its own profile under ``tmp_path``); its standard output."""
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, "--headless", "--disable-gpu", "--no-first-run", "--disable-extensions",
         "--no-sandbox",  # CI runs as root, where Chromium's sandbox refuses to start
         f"--user-data-dir={tmp_path / 'profile'}", *args],
        capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def dom_at(tmp_path: Path, html_file: Path, step: int) -> Shown:
    text = chromium(tmp_path, "--dump-dom", f"{html_file.as_uri()}#step={step}")
    shown = Shown()
    shown.feed(text)
    return shown


class Shown(HTMLParser):
    """What the page's DOM shows: each player's figures and zones, the stack, the log lines
    highlighted, the step, the title, and the elements that could run or load something."""

    def __init__(self) -> None:
        super().__init__()
        self.step: str | None = None
        self.players: dict[int, dict[str, Any]] = {}
        self.stack: list[dict[str, Any]] = []
        self.current_log: list[str] = []
        self.scripts = 0
        self.images = 0
        self.title = ""
        self._player: int | None = None
        self._zone: str | None = None
        self._card: dict[str, Any] | None = None
        self._field: str | None = None
        self._part: str | None = None  # "name", "notes", "log", "h2", "title"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = a.get("class", "").split()
        if tag == "body":
            self.step = a.get("data-step")
        if tag == "script":
            self.scripts += 1
        if tag == "img":
            self.images += 1
        if tag == "title":
            self._part = "title"
        if tag == "section" and "player" in classes:
            self._player = int(a["data-player"])
            self.players[self._player] = {"name": "", "zones": {}, "fields": {}}
        if "zone" in classes:
            self._zone = a["data-zone"]
            if self._player is not None and self._zone != "stack":
                self.players[self._player]["zones"][self._zone] = []
        if tag == "li" and "card" in classes:
            self._card = {"name": "", "notes": "", "tapped": "tapped" in classes}
            if self._zone == "stack":
                self.stack.append(self._card)
            elif self._player is not None and self._zone is not None:
                self.players[self._player]["zones"][self._zone].append(self._card)
        if tag == "span" and "card-name" in classes:
            self._part = "name"
        if tag == "span" and "card-notes" in classes:
            self._part = "notes"
        if tag == "span" and "data-field" in a:
            self._field = a["data-field"]
        if tag == "h2" and "name" in classes:
            self._part = "h2"
        if tag == "li" and "current" in classes:
            self.current_log.append("")
            self._part = "log"

    def handle_endtag(self, tag: str) -> None:
        if tag == "section":
            self._player = None
        elif tag == "div":
            self._zone = None
        elif tag == "span":
            self._field = None
            if self._part in ("name", "notes"):
                self._part = None
        elif tag == "li":
            self._card = None
            if self._part == "log":
                self._part = None
        elif tag in ("h2", "title") and self._part in ("h2", "title"):
            self._part = None

    def handle_data(self, data: str) -> None:
        if self._field is not None and self._player is not None:
            self.players[self._player]["fields"][self._field] = data
        elif self._part == "name" and self._card is not None:
            self._card["name"] += data
        elif self._part == "notes" and self._card is not None:
            self._card["notes"] += data
        elif self._part == "h2" and self._player is not None:
            self.players[self._player]["name"] += data
        elif self._part == "log":
            self.current_log[-1] += data
        elif self._part == "title":
            self.title += data


def truth(game: Game) -> dict[int, dict[str, Any]]:
    """Each player's zones as the game holds them, read from the game (not from the record)."""
    out = {}
    for p in game.players:
        i = p.index
        out[i] = {
            "fields": {"life": str(p.life), "poison": str(p.poison),
                       "library": str(len(game.library(i))), "hand": str(len(game.hand(i)))},
            "zones": {
                "battlefield": [(o.name, o.tapped) for o in game.battlefield(i)],
                "hand": [(o.name, False) for o in game.hand(i)],
                "graveyard": [(o.name, False) for o in game.graveyard(i)],
                "exile": [(o.name, False) for o in game.exile() if o.owner == i],
                "command": [(o.name, False) for o in game.objects_in(Zone.COMMAND)
                            if o.owner == i],
            },
        }
    return out


def seen(shown: Shown) -> dict[int, dict[str, Any]]:
    return {i: {"fields": {k: v for k, v in p["fields"].items()
                           if k in ("life", "poison", "library", "hand")},
                "zones": {z: [(c["name"], c["tapped"]) for c in cards]
                          for z, cards in p["zones"].items()}}
            for i, p in shown.players.items()}


# --------------------------------------------------------------------------


def test_a_scenario_page_at_a_step_shows_that_steps_board_stack_and_log(tmp_path: Path) -> None:
    at_step: dict[int, tuple[dict[int, dict[str, Any]], list[str]]] = {}

    class Truth(Reporter):
        def action(self, action: Action, game: Game, events: Any) -> None:
            at_step[action.number] = (truth(game), [e.text for e in events])

        def begin(self, scenario: Scenario, game: Game) -> None:
            at_step[0] = (truth(game), [])

    reporter = RecordingReporter(Truth())
    assert run_scenario(load_scenario(ROOT / "examples" / "counterspell.toml"),
                        reporter=reporter).ok
    html_file = tmp_path / "counterspell.html"
    html_file.write_text(page(reporter.recorder.record()), encoding="utf-8")
    shown = dom_at(tmp_path, html_file, 3)
    assert shown.step == "3"
    board, events = at_step[3]
    assert seen(shown) == board
    assert shown.players[0]["zones"]["battlefield"] == [
        {"name": "Mountain", "notes": "tapped", "tapped": True}]
    # the stack, top first, with its targets
    assert [c["name"] for c in shown.stack] == ["Counterspell", "Lightning Bolt"]
    assert "targets: Lightning Bolt (#" in shown.stack[0]["notes"]
    assert "targets: Bob" in shown.stack[1]["notes"]
    # the log lines of step 3 highlighted, and only they
    assert [line.split("[CR ")[0] for line in shown.current_log] == events
    assert "Bob casts Counterspell" in events


def test_a_simulated_game_page_at_a_step_shows_that_steps_board(tmp_path: Path) -> None:
    runs, html_file = tmp_path / "runs.jsonl", tmp_path / "game.html"
    assert main(["simulate", "--deck", "vanilla", "--games", "1", "--max-turns", "8",
                 "--seed", "3", "--out", str(runs), "--quiet"]) == 0
    assert main(["replay", str(runs), "-o", str(html_file)]) == 0
    from manastack_cli.decks import load_deck

    from manastack import Rules

    deck = tuple(load_deck("vanilla").check(Rules.load()).cards())
    boards: list[dict[int, dict[str, Any]]] = []
    play_game(SimConfig(decks=(deck, deck), deck_names=("vanilla", "vanilla"), seed=3,
                        max_turns=8), 0, watch=lambda game: boards.append(truth(game)))
    step = len(boards) * 2 // 3  # a step well into the game
    assert any(p["zones"]["battlefield"] for p in boards[step].values())
    shown = dom_at(tmp_path, html_file, step)
    assert shown.step == str(step)
    assert seen(shown) == boards[step]


def test_names_in_the_data_stay_text_in_the_browser(tmp_path: Path) -> None:
    table = Table.new(players=(EVIL, "Bo"))
    card = table.card(EVIL, "Creature — Bear", "", "{1}{G}", "2", "2")
    table.game.put(card, Zone.BATTLEFIELD, 0, counters={EVIL: 1})
    recorder = Recorder(EVIL)
    recorder.watch(table.game)
    html_file = tmp_path / "evil.html"
    html_file.write_text(page(recorder.record()), encoding="utf-8")
    shown = dom_at(tmp_path, html_file, 0)
    assert shown.step == "0"  # the page's own script ran
    assert shown.scripts == 2 and shown.images == 0  # nothing injected ran or loaded
    assert shown.title == EVIL  # not 'pwned'
    assert shown.players[0]["name"].startswith(EVIL)
    [bear] = shown.players[0]["zones"]["battlefield"]
    assert bear["name"] == EVIL and f"1 {EVIL} counter" in bear["notes"]


def test_a_screenshot_of_a_step_is_a_real_picture(tmp_path: Path) -> None:
    out = tmp_path / "cs.json"
    assert main(["run", str(ROOT / "examples" / "counterspell.toml"), "--no-board",
                 "--replay-out", str(out)]) == 0
    assert main(["replay", str(out)]) == 0
    shot = tmp_path / "step3.png"
    chromium(tmp_path, "--hide-scrollbars", "--window-size=1280,900",
             f"--screenshot={shot}", f"{(tmp_path / 'cs.html').as_uri()}#step=3")
    width, height, pixels = read_png(shot.read_bytes())
    assert (width, height) == (1280, 900)
    colours = set(pixels)
    assert len(colours) > 20  # text, cards and log, not a blank page
    assert (0x1D, 0x35, 0x57) in colours  # the page's header was painted with its style
    assert (0xFF, 0xE0, 0x8A) in colours  # and the log lines of the step highlighted


def read_png(data: bytes) -> tuple[int, int, list[tuple[int, int, int]]]:
    """Width, height and RGB pixels of an 8-bit RGB or RGBA non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, header = 8, b"", b""
    while pos < len(data):
        (size,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + size]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + size
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert depth == 8 and colour in (2, 6) and interlace == 0
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows: list[bytearray] = []
    previous = bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - bpp] if x >= bpp else 0
            up = previous[x]
            corner = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc
                                      else corner)) & 0xFF
        rows.append(line)
        previous = line
    pixels = [(row[x], row[x + 1], row[x + 2]) for row in rows for x in range(0, stride, bpp)]
    return width, height, pixels



HARNESS = """<!DOCTYPE html><html><body><p id="out">not run</p>
<iframe id="f" src="replay.html#step=2" width="1200" height="800"></iframe>
<script>
document.getElementById("f").addEventListener("load", function () {
  var w = this.contentWindow, d = w.document, seen = [];
  function note() { seen.push(d.body.getAttribute("data-step") + w.location.hash); }
  function key(k) {
    d.dispatchEvent(new w.KeyboardEvent("keydown", {key: k, bubbles: true})); note();
  }
  note();
  ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft", "End", "Home"].forEach(key);
  d.getElementById("next").click(); note();
  d.getElementById("prev").click(); note();
  var slider = d.getElementById("slider");
  slider.value = "3"; slider.dispatchEvent(new w.Event("input")); note();
  document.getElementById("out").textContent = seen.join(" ");
});
</script></body></html>"""


def test_arrow_keys_buttons_and_slider_move_between_steps(tmp_path: Path) -> None:
    reporter = RecordingReporter(Reporter())
    assert run_scenario(load_scenario(ROOT / "examples" / "counterspell.toml"),
                        reporter=reporter).ok
    (tmp_path / "replay.html").write_text(page(reporter.recorder.record()), encoding="utf-8")
    harness = tmp_path / "harness.html"  # drives the page in a frame, as a user would
    harness.write_text(HARNESS, encoding="utf-8")
    dom = chromium(tmp_path, "--allow-file-access-from-files", "--virtual-time-budget=10000",
                   "--dump-dom", harness.as_uri())
    found = re.search(r'<p id="out">([^<]*)</p>', dom)
    assert found is not None
    # five steps (0 to 4): the right arrow stops at the last, End and Home go to the ends
    assert found.group(1).split() == [
        "2#step=2", "3#step=3", "4#step=4", "4#step=4", "3#step=3", "4#step=4", "0#step=0",
        "1#step=1", "0#step=0", "3#step=3"]
