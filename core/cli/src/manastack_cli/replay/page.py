"""The replay page: one HTML file, its style, script and data inline (it loads nothing).

The record (:mod:`manastack_cli.replay.record`) is embedded as JSON in a
``<script type="application/json">`` element, every ``<``, ``>`` and ``&`` written as a
``\\u`` escape so that no text of the game (a card's or a player's name, a log line) can
close the element; the page's script reads it with ``JSON.parse`` and puts every text in
the page with ``textContent``, never as markup. The title is HTML-escaped. Data never
becomes code.

The page shows one step at a time: ``#step=N`` in the address chooses it, the slider, the
buttons and the arrow keys (Home and End too) move it. The DOM it builds is what the tests
read (``docs/replay.rst``): ``section.player[data-player=i]`` holds each player's
``[data-field]`` figures and ``.zone[data-zone]`` lists of ``li.card``; the stack is
``.zone[data-zone=stack]``; the log lines of the step are ``#log li.current``.
"""

from __future__ import annotations

import html
import json
from typing import Any

__all__ = ["page", "script_json"]


def script_json(value: Any) -> str:
    """``value`` as JSON safe inside a ``<script>`` element: no ``<``, ``>`` or ``&``."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, f"\\u{ord(char):04x}")
    return text


def page(record: dict[str, Any]) -> str:
    """The HTML page showing ``record`` (checked by :func:`manastack_cli.replay.record.check`)."""
    title = html.escape(str(record.get("title") or "manastack replay"))
    return (_TEMPLATE.replace("@TITLE@", title).replace("@STYLE@", _STYLE)
            .replace("@SCRIPT@", _SCRIPT).replace("@DATA@", script_json(record)))


_TEMPLATE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy"
 content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>@TITLE@</title>
<style>@STYLE@</style>
</head>
<body>
<header>
<h1>@TITLE@</h1>
<nav>
<button type="button" id="prev" title="previous step (left arrow)">&#9664;</button>
<input type="range" id="slider" min="0" max="0" value="0" aria-label="step">
<button type="button" id="next" title="next step (right arrow)">&#9654;</button>
<span id="step-number"></span>
</nav>
<p id="step-label"></p>
<p id="turn"></p>
</header>
<noscript><p>This replay needs JavaScript to show the board.</p></noscript>
<main>
<div id="board"></div>
<aside><h2>Explain log</h2><ol id="log"></ol></aside>
</main>
<script type="application/json" id="replay-data">@DATA@</script>
<script>@SCRIPT@</script>
</body>
</html>
"""

_STYLE = """
body { font: 14px/1.35 system-ui, sans-serif; margin: 0; color: #1d232a; background: #f4f1ea; }
header { position: sticky; top: 0; background: #1d3557; color: #fff; padding: 6px 14px;
  z-index: 1; }
header h1 { font-size: 16px; margin: 0 0 4px; }
header p { margin: 2px 0; }
nav { display: flex; gap: 8px; align-items: center; }
#slider { flex: 1; }
#step-label { font-weight: 600; }
main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr); gap: 12px;
  padding: 12px; }
aside { max-height: calc(100vh - 130px); overflow-y: auto; position: sticky; top: 110px;
  background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 0 8px; }
aside h2 { font-size: 14px; }
#log { padding-left: 28px; margin: 0; font-size: 12px; }
#log li { padding: 1px 2px; }
#log li.future { color: #aaa; }
#log li.current { background: #ffe08a; color: #000; }
#log .rule { color: #666; margin-left: 4px; }
#log li.turn-start { border-top: 1px solid #ddd; }
.player { background: #fff; border: 1px solid #bbb; border-radius: 6px; padding: 6px 10px;
  margin-bottom: 10px; }
.player.active { border: 2px solid #1d3557; }
.player h2 { font-size: 15px; margin: 2px 0; }
.marks { font-weight: normal; color: #a33; margin-left: 6px; }
.figures span[data-field] { font-weight: 700; }
.zone h3 { font-size: 12px; margin: 6px 0 2px; color: #555; text-transform: uppercase; }
.zone ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.card { border: 1px solid #777; border-radius: 4px; padding: 2px 6px; background: #fdfcf7; }
.card.tapped { transform: rotate(8deg); background: #e4e0d4; }
.card-notes { color: #555; font-size: 11px; margin-left: 4px; }
.zone[data-zone=stack] { background: #fff; border: 1px dashed #1d3557; border-radius: 6px;
  padding: 4px 10px; margin-bottom: 10px; }
.empty { color: #999; font-style: italic; }
"""

_SCRIPT = r"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var steps = data.steps, log = data.log, names = data.players || [];
  var slider = document.getElementById("slider");
  var current = 0;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }
  function playerName(i) { return names[i] !== undefined ? String(names[i]) : "player " + (i + 1); }

  function cardItem(card) {
    var li = el("li", "card");
    li.setAttribute("data-id", String(card.id));
    li.appendChild(el("span", "card-name", card.name));
    var notes = [];
    if (card.power !== undefined) { notes.push(card.power + "/" + card.toughness); }
    if (card.tapped) { li.className += " tapped"; notes.push("tapped"); }
    if (card.token) { notes.push("token"); }
    if (card.attacking) { notes.push("attacking"); }
    if (card.blocking) { notes.push("blocking"); }
    if (card.damage) { notes.push(card.damage + " damage"); }
    var counters = card.counters || {};
    Object.keys(counters).sort().forEach(function (kind) {
      notes.push(counters[kind] + " " + kind + (counters[kind] === 1 ? " counter" : " counters"));
    });
    if (card.attached_to !== undefined && card.attached_to !== null) {
      notes.push("attached to #" + card.attached_to);
    }
    if (notes.length) { li.appendChild(el("span", "card-notes", notes.join(", "))); }
    return li;
  }

  function zone(key, title, items, render) {
    var box = el("div", "zone");
    box.setAttribute("data-zone", key);
    box.appendChild(el("h3", null, title + " (" + items.length + ")"));
    var ul = el("ul");
    items.forEach(function (item) { ul.appendChild(render(item)); });
    if (!items.length) { ul.appendChild(el("li", "empty", "empty")); }
    box.appendChild(ul);
    return box;
  }

  function stackItem(obj) {
    var li = el("li", "card");
    li.setAttribute("data-id", String(obj.id));
    li.appendChild(el("span", "card-name", obj.name));
    var notes = [playerName(obj.controller) + "'s"];
    if (obj.text) { notes.push(obj.text); }
    if (obj.targets && obj.targets.length) { notes.push("targets: " + obj.targets.join(", ")); }
    li.appendChild(el("span", "card-notes", notes.join(" \u2014 ")));
    return li;
  }

  function figure(parent, field, value, after) {
    var span = el("span", null, value);
    span.setAttribute("data-field", field);
    parent.appendChild(span);
    parent.appendChild(document.createTextNode(after));
  }

  function playerSection(p, i, b) {
    var section = el("section", "player" + (b.active === i ? " active" : ""));
    section.setAttribute("data-player", String(i));
    var h = el("h2", "name", p.name);
    var marks = [];
    if (b.active === i) { marks.push("active player"); }
    if (b.priority === i && !b.over) { marks.push("has priority"); }
    if (p.won) { marks.push("won"); }
    if (p.lost) { marks.push("lost"); }
    if (marks.length) { h.appendChild(el("span", "marks", marks.join(", "))); }
    section.appendChild(h);
    var figures = el("p", "figures");
    figure(figures, "life", p.life, " life, ");
    figure(figures, "poison", p.poison, " poison, library: ");
    figure(figures, "library", p.library, " cards, hand: ");
    figure(figures, "hand", (p.hand || []).length, " cards");
    if (p.mana_pool) {
      figures.appendChild(document.createTextNode(", mana pool: "));
      figure(figures, "mana_pool", p.mana_pool, "");
    }
    var counters = p.counters || {};
    Object.keys(counters).sort().forEach(function (kind) {
      figures.appendChild(document.createTextNode(", " + kind + " counters: "));
      figure(figures, "counter-" + kind, counters[kind], "");
    });
    section.appendChild(figures);
    section.appendChild(zone("battlefield", "Battlefield", p.battlefield || [], cardItem));
    section.appendChild(zone("hand", "Hand", p.hand || [], cardItem));
    section.appendChild(zone("graveyard", "Graveyard", p.graveyard || [], cardItem));
    section.appendChild(zone("exile", "Exile", p.exile || [], cardItem));
    section.appendChild(zone("command", "Command zone", p.command || [], cardItem));
    return section;
  }

  var logItems = [];
  var lastTurn = null;
  var logList = document.getElementById("log");
  log.forEach(function (event, i) {
    var li = el("li", null, event.text);
    li.setAttribute("value", String(i + 1));
    if (event.rule) { li.appendChild(el("span", "rule", "[CR " + event.rule + "]")); }
    li.title = "turn " + event.turn + ", " + event.step;
    if (event.turn !== lastTurn) { li.className = "turn-start"; lastTurn = event.turn; }
    logList.appendChild(li);
    logItems.push(li);
  });

  function show(n) {
    n = Math.max(0, Math.min(steps.length - 1, n | 0));
    current = n;
    var step = steps[n], b = step.board;
    document.body.setAttribute("data-step", String(n));
    slider.value = String(n);
    document.getElementById("step-number").textContent = "step " + n + " of " + (steps.length - 1);
    document.getElementById("step-label").textContent = step.label;
    var turn = "turn " + b.turn + ", " + b.step + " \u2014 active player: " + playerName(b.active);
    if (b.over) {
      var drawn = b.winner === null || b.winner === undefined;
      turn += drawn ? " \u2014 the game is a draw" : " \u2014 " + playerName(b.winner) + " won";
    }
    document.getElementById("turn").textContent = turn;
    var boardNode = document.getElementById("board");
    while (boardNode.firstChild) { boardNode.removeChild(boardNode.firstChild); }
    var stack = (b.stack || []).slice().reverse();  // the top of the stack first
    boardNode.appendChild(zone("stack", "Stack, top first", stack, stackItem));
    b.players.forEach(function (p, i) { boardNode.appendChild(playerSection(p, i, b)); });
    var first = step.log[0], end = step.log[1], firstNode = null;
    logItems.forEach(function (li, i) {
      li.classList.toggle("current", i >= first && i < end);
      li.classList.toggle("future", i >= end);
      if (i === first && i < end) { firstNode = li; }
    });
    var aside = logList.parentNode;
    var target = firstNode || logItems[end - 1];
    if (target) { aside.scrollTop = Math.max(0, target.offsetTop - aside.clientHeight / 3); }
    var hash = "#step=" + n;
    if (window.location.hash !== hash && window.history && window.history.replaceState) {
      window.history.replaceState(null, "", hash);
    }
  }

  function fromHash() {
    var m = /step=(\d+)/.exec(window.location.hash);
    return m ? parseInt(m[1], 10) : 0;
  }

  slider.max = String(steps.length - 1);
  slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
  document.getElementById("prev").addEventListener("click", function () { show(current - 1); });
  document.getElementById("next").addEventListener("click", function () { show(current + 1); });
  document.addEventListener("keydown", function (e) {
    if (e.target === slider) { return; }  // the slider moves itself with the arrows
    var moves = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1};
    if (Object.prototype.hasOwnProperty.call(moves, e.key)) { e.preventDefault(); show(moves[e.key]); }
  });
  window.addEventListener("hashchange", function () { show(fromHash()); });
  show(fromHash());
}());
"""
