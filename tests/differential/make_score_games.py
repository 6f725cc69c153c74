#!/usr/bin/env python3
"""make_score_games.py — plays the finished games that score.test scores.

Run once (it takes a while): it writes tests/differential/games/scoreNNN.sgf
and tests/differential/games/score.expected, one line per game:
    FILE RULES GNUGO_FINAL_SCORE
Each game starts with a few seeded random moves (so games differ), then two
GNU Go 3.8 processes of different levels play it out until both pass.  The
expected answer is GNU Go's own `final_score` on the saved game, asked of a
fresh GNU Go at its default level (`loadsgf`, then `final_score`, with the
game's rules flag): GNU Go's dead-stone reading depends on its level, so
the players' own opinion is not used.  The seed list is fixed, so the same
command rebuilds the same set (GNU Go is deterministic for a seed).

usage: make_score_games.py [--count N] [--first K] [--gnugo PATH]
       make_score_games.py --rescore      (recompute score.expected only)
"""
import argparse
import os
import random
import re
import subprocess
import sys

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
HERE = os.path.dirname(os.path.abspath(__file__))


class Gtp:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  universal_newlines=True)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            s = self.p.stdout.readline()
            if s == "":
                raise RuntimeError("engine died on: " + line)
            s = s.rstrip("\n")
            if s == "" and lines:
                break
            if s != "" or lines:
                lines.append(s)
        text = "\n".join(lines)
        if not text.startswith("="):
            raise RuntimeError("%s -> %s" % (line, text))
        return text[1:].strip()

    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        self.p.wait()


def sgf_point(v, size):
    if v.lower() == "pass":
        return ""
    col = LETTERS.index(v[0].upper())
    row = size - int(v[1:])
    return chr(ord("a") + col) + chr(ord("a") + row)


def play_game(n, gnugo):
    rng = random.Random(1000 + n)
    size = 9 if n % 4 != 3 else 13
    komi = rng.choice([0.5, 5.5, 6.5, 7.5])
    rules = "chinese" if n % 3 == 2 else "japanese"
    levels = (rng.choice([0, 1, 3, 6, 10]), rng.choice([0, 1, 3, 6, 10]))
    flag = "--chinese-rules" if rules == "chinese" else "--japanese-rules"
    engines = [Gtp([gnugo, "--mode", "gtp", "--level", str(lv), "--seed", str(n + 1), flag])
               for lv in levels]
    for e in engines:
        e.send("boardsize %d" % size)
        e.send("clear_board")
        e.send("komi %s" % komi)
    moves = []
    used = set()
    for i in range(rng.choice([2, 3, 4, 6])):
        while True:
            v = "%s%d" % (LETTERS[rng.randrange(size)], rng.randrange(size) + 1)
            if v not in used:
                break
        used.add(v)
        color = "black" if i % 2 == 0 else "white"
        for e in engines:
            e.send("play %s %s" % (color, v))
        moves.append((color, v))
    passes = 0
    turn = len(moves) % 2
    while passes < 2 and len(moves) < 4 * size * size:
        color = "black" if turn == 0 else "white"
        v = engines[turn].send("genmove %s" % color)
        if v.lower() == "resign":
            v = "pass"
        engines[1 - turn].send("play %s %s" % (color, v))
        moves.append((color, v))
        passes = passes + 1 if v.lower() == "pass" else 0
        turn = 1 - turn
    for e in engines:
        e.close()
    sgf = "(;GM[1]FF[4]SZ[%d]KM[%s]RU[%s]PB[GNU Go level %d]PW[GNU Go level %d]\n" % (
        size, komi, "Chinese" if rules == "chinese" else "Japanese", levels[0], levels[1])
    for i, (c, v) in enumerate(moves):
        sgf += ";%s[%s]" % ("B" if c == "black" else "W", sgf_point(v, size))
        if i % 10 == 9:
            sgf += "\n"
    sgf += ")\n"
    return sgf, rules


def gnugo_score(path, rules, gnugo):
    flag = "--chinese-rules" if rules == "chinese" else "--japanese-rules"
    e = Gtp([gnugo, "--mode", "gtp", flag])
    e.send("loadsgf %s" % path)
    score = e.send("final_score")
    e.close()
    return score


def strip_result(path):
    """Older files carried the players' RE[]; the expected score lives in
    score.expected only."""
    with open(path) as f:
        text = f.read()
    text = re.sub(r"RE\[[^]]*\]", "", text)
    with open(path, "w") as f:
        f.write(text)


def rescore(outdir, gnugo):
    expected = os.path.join(outdir, "score.expected")
    lines = []
    with open(expected) as f:
        for line in f:
            name, rules = line.split()[:2]
            strip_result(os.path.join(outdir, name))
            score = gnugo_score(os.path.join(outdir, name), rules, gnugo)
            lines.append("%s %s %s\n" % (name, rules, score))
            print(name, rules, score, flush=True)
    with open(expected, "w") as f:
        f.writelines(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=220)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--rescore", action="store_true")
    a = ap.parse_args()
    outdir = os.path.join(HERE, "games")
    os.makedirs(outdir, exist_ok=True)
    if a.rescore:
        return rescore(outdir, a.gnugo)
    expected = os.path.join(outdir, "score.expected")
    for n in range(a.first, a.first + a.count):
        name = "score%03d.sgf" % n
        sgf, rules = play_game(n, a.gnugo)
        with open(os.path.join(outdir, name), "w") as f:
            f.write(sgf)
        score = gnugo_score(os.path.join(outdir, name), rules, a.gnugo)
        with open(expected, "a") as f:
            f.write("%s %s %s\n" % (name, rules, score))
        print(name, rules, score, flush=True)


if __name__ == "__main__":
    sys.exit(main())
