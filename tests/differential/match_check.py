#!/usr/bin/env python3
"""match_check.py — checks the files `moyo match` and `moyo analyze` write,
with real parsers.

  match_check.py jsonl FILE [GAMES]   every line is JSON matching the schema;
                                      with GAMES: exactly games 1..GAMES, once
  match_check.py html FILE OUTDIR     the report parses as HTML with balanced
                                      tags; each inline SVG parses as XML and
                                      renders to a non-blank PNG (rsvg-convert)
  match_check.py sgf FILE...          balanced game records with PB/PW/RE
  match_check.py svg FILE OUTDIR      one SVG parses as XML and renders to a
                                      non-blank PNG
  match_check.py analyze-json FILE    `moyo analyze --json` output matches
                                      the schema of docs/analyze.md
  match_check.py all-moves-json FILE  the same for `--all-moves --json`
Exit status 0 when everything holds; messages say what does not."""
import html.parser
import json
import os
import re
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib

HEADER = {"type": str, "a": str, "b": str, "games": int, "size": int,
          "komi": (int, float), "handicap": int, "rules": str, "referee": str}
GAME = {"type": str, "game": int, "a_color": str, "winner": str, "result": str,
        "margin": (int, float, type(None)), "end": str, "fault": str, "detail": str,
        "moves": int, "a_moves": int, "b_moves": int, "a_time": (int, float),
        "b_time": (int, float), "a_max": (int, float), "b_max": (int, float),
        "a_score": str, "b_score": str, "ref_score": str, "disagree": bool,
        "disagree_who": str, "sgf": str, "opening": str, "seconds": (int, float)}
ENDS = {"score", "resign", "move-limit", "illegal", "crash", "timeout", "rejected", "error"}


def fail(msg):
    print("match_check: " + msg)
    sys.exit(1)


def check_schema(obj, schema, where):
    for key, typ in schema.items():
        if key not in obj:
            fail("%s: missing %s" % (where, key))
        if not isinstance(obj[key], typ) or (typ is int and isinstance(obj[key], bool)):
            fail("%s: %s has type %s" % (where, key, type(obj[key]).__name__))


def check_jsonl(path, games=None):
    seen = []
    with open(path) as f:
        lines = [l for l in f.read().split("\n") if l.strip()]
    if not lines:
        fail(path + ": empty")
    for n, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            fail("%s:%d: not JSON (%s)" % (path, n, e))
        where = "%s:%d" % (path, n)
        if obj.get("type") == "match":
            check_schema(obj, HEADER, where)
            continue
        check_schema(obj, GAME, where)
        if obj["a_color"] not in ("B", "W") or obj["winner"] not in ("A", "B", "D", "-"):
            fail(where + ": bad colour or winner")
        if obj["end"] not in ENDS or obj["fault"] not in ("", "A", "B"):
            fail(where + ": bad end or fault")
        seen.append(obj["game"])
    if json.loads(lines[0]).get("type") != "match":
        fail(path + ": the first line is not the match header")
    if games is not None and sorted(seen) != list(range(1, games + 1)):
        fail("%s: games %s, expected 1..%d once each" % (path, sorted(seen), games))


class Balanced(html.parser.HTMLParser):
    VOID = {"meta", "br", "img", "hr", "link", "input", "rect", "line", "circle",
            "polyline", "polygon", "path"}

    def __init__(self):
        super().__init__()
        self.stack = []

    def handle_starttag(self, tag, attrs):
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            fail("html: </%s> does not close <%s>" % (tag, self.stack[-1] if self.stack else ""))
        self.stack.pop()


def png_is_drawn(path):
    """True when the PNG has the expected signature and its pixels differ."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return False
    width, height = struct.unpack(">II", data[16:24])
    idat, pos = b"", 8
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw = zlib.decompress(idat)
    return width > 100 and height > 100 and len(set(raw)) > 8


def check_html(path, outdir):
    text = open(path, encoding="utf-8").read()
    p = Balanced()
    p.feed(text)
    p.close()
    if p.stack:
        fail("html: unclosed " + ", ".join(p.stack))
    svgs = re.findall(r"<svg.*?</svg>", text, re.S)
    if len(svgs) < 4:
        fail("html: %d charts, expected 4" % len(svgs))
    for i, svg in enumerate(svgs):
        render_svg(svg, outdir, "chart%d" % i)
    for link in re.findall(r'href="([^"]+\.sgf)"', text):
        target = os.path.join(os.path.dirname(path), link)
        if not os.path.exists(target):
            fail("html: the link %s leads nowhere" % link)


def check_sgf(paths):
    for path in paths:
        text = open(path, encoding="utf-8").read()
        body = re.sub(r"\[(\\.|[^\]\\])*\]", "[]", text, flags=re.S)
        if not body.startswith("(;") or body.count("(") != body.count(")"):
            fail(path + ": unbalanced game tree")
        for prop in ("PB[", "PW[", "RE[", "SZ["):
            if prop not in text:
                fail(path + ": no " + prop)


def render_svg(svg_text, outdir, name):
    try:
        ET.fromstring(svg_text)
    except ET.ParseError as e:
        fail("%s: %s" % (name, e))
    svg_path = os.path.join(outdir, name + ".svg")
    png_path = os.path.join(outdir, name + ".png")
    with open(svg_path, "w") as f:
        f.write(svg_text)
    r = subprocess.run(["rsvg-convert", "-o", png_path, svg_path], capture_output=True)
    if r.returncode != 0 or not png_is_drawn(png_path):
        fail("%s does not render: %s" % (name, r.stderr.decode()))


ANALYZE = {
    "header": {"file": str, "size": int, "komi": (int, float), "handicap": int, "rules": str,
               "black": str, "white": str, "result": str, "before_move": int,
               "moves_played": int, "last_move": (dict, type(None)), "to_move": str,
               "captures": dict, "ko": (str, type(None))},
    "board": {"rows": list},
    "status": {"strings": list, "territory": dict, "margin": (int, float),
               "estimate": str},
    "mc": {"playouts": int, "to_move": str, "error": (str, type(None)), "moves": list},
    "candidates": {"engine": str, "to_move": str, "margin": (int, float), "estimate": str,
                   "count": int, "moves": list},
}
STATUSES = {"alive", "dead", "seki", "critical"}


def check_analyze_json(path):
    try:
        obj = json.load(open(path))
    except ValueError as e:
        fail("%s: not JSON (%s)" % (path, e))
    for section, schema in ANALYZE.items():
        if section not in obj:
            fail("%s: no %s section" % (path, section))
        check_schema(obj[section], schema, section)
    size = obj["header"]["size"]
    rows = obj["board"]["rows"]
    if len(rows) != size or any(len(r) != size or set(r) - set("XO.") for r in rows):
        fail("board rows do not make a %dx%d board" % (size, size))
    stones = sum(r.count("X") + r.count("O") for r in rows)
    if sum(s["stones"] for s in obj["strings"]) != stones:
        fail("strings do not add up to the stones on the board")
    for s in obj["strings"]:
        check_schema(s, {"vertex": str, "color": str, "stones": int, "liberties": int,
                         "liberty_points": list}, "strings")
    for s in obj["status"]["strings"]:
        if s.get("status") not in STATUSES:
            fail("status: bad status %r" % s.get("status"))
    for m in obj["mc"]["moves"]:
        check_schema(m, {"vertex": str, "winrate": (int, float), "visits": int}, "mc")
        if not 0 <= m["winrate"] <= 1:
            fail("mc: win rate out of range")
    last = None
    for m in obj["candidates"]["moves"]:
        check_schema(m, {"vertex": str, "value": (int, float), "reasons": list}, "candidates")
        if last is not None and m["value"] > last + 1e-9:
            fail("candidates: not sorted best first")
        last = m["value"]
        total = 0
        for r in m["reasons"]:
            check_schema(r, {"kind": str, "target": (str, type(None)), "amount": (int, float),
                             "value": (int, float), "words": str}, "candidates reason")
            total += r["value"]
        if not m["reasons"] or abs(total - m["value"]) > 0.05 * max(1, len(m["reasons"])):
            fail("candidates: the reasons of %s do not add up to its value" % m["vertex"])


def check_all_moves_json(path):
    try:
        obj = json.load(open(path))
    except ValueError as e:
        fail("%s: not JSON (%s)" % (path, e))
    check_schema(obj, {"file": str, "engines": list, "mc_playouts": int, "positions": int,
                       "agree": int, "disagreements": list}, "all-moves")
    if not 0 <= obj["agree"] <= obj["positions"] or obj["positions"] < 1:
        fail("all-moves: bad counts")
    last = None
    for d in obj["disagreements"]:
        check_schema(d, {"move": int, "to_move": str, "choices": list, "played": str,
                         "estimates": list, "difference": (int, float)}, "disagreement")
        if d["choices"][0] == d["choices"][1]:
            fail("all-moves: a disagreement with equal choices")
        if last is not None and abs(d["difference"]) > last + 1e-9:
            fail("all-moves: not sorted by the size of the difference")
        last = abs(d["difference"])


def main():
    if len(sys.argv) < 3:
        fail(__doc__)
    kind = sys.argv[1]
    if kind == "jsonl":
        check_jsonl(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else None)
    elif kind == "html":
        check_html(sys.argv[2], sys.argv[3])
    elif kind == "sgf":
        check_sgf(sys.argv[2:])
    elif kind == "svg":
        render_svg(open(sys.argv[2]).read(), sys.argv[3], "picture")
    elif kind == "analyze-json":
        check_analyze_json(sys.argv[2])
    elif kind == "all-moves-json":
        check_all_moves_json(sys.argv[2])
    else:
        fail("unknown check " + kind)


main()
