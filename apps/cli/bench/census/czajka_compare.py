#!/usr/bin/env python3
"""Compare `grundy census --digits 3` with T. Czajka's tables (github.com/tczajka/octal-games).

Usage:
    grundy census --digits 3 --upto 131071 --format json > census3.json
    python3 czajka_compare.py census3.json CZAJKA_DIR [--stats FILE.json ...] > report.md

CZAJKA_DIR holds Czajka's TrivialGames.md, SolvedGames.md, UnsolvedGames.md and
GameLookup.md as published. Each --stats FILE is the JSON line that
`grundy sg octal CODE --upto N --stats --format json` prints, for comparing an unsolved
code's statistics at Czajka's heap count when the census ran to another one. The report
(Markdown) goes to stdout; the exit status is 0 whatever it finds.

Conventions (found by reading the tables against the values; the report says where each
applies):

* Names: Czajka writes `.4` for 0.4 and `4` for 4.0; the census drops trailing zeros too
  (`0.4`, `4.0`).
* GameLookup.md maps every code with a non-zero last digit to the representative of its
  class (`-`: the code is its own representative); representatives are listed in exactly
  one of the other three tables. Equivalence is "same sequence, or shifted by a heap when
  a heap of one has no move" -- the census's `class` relation.
* TrivialGames.md gives the representative's *reduced* sequence: while a heap of one has
  no move (g(1) = 0) the heaps are renumbered one lower, so the listed nimbers are
  g(k), g(k+1), ... of the named code, k = (first heap n >= 1 with g(n) != 0) - 1, and the
  prefix is that sequence's. The census's preperiod is the least one of the code's own
  sequence, g(0), g(1), ...: usually prefix + k, less when the k leading zeros happen to
  fit the period. Every member of a class is compared the same way (its own k).
* SolvedGames.md and UnsolvedGames.md give the named code's own heaps (no
  renumbering): prefix, largest heap and last rare heap in the census's coordinates,
  heap 0 counted among the rare heaps. The statistics are compared for the representative;
  the other codes of a solved class by their values against the representative's, shifted.

The report's notes are marked: `beyond` (a period the census's heaps cannot certify),
`new` (listed unsolved, certified periodic by the census), `convention`, `czajka` (the
tables disagree with themselves) and `bug?` (a difference to look into: values, period,
or statistics over the same heaps).
"""
import json
import os
import re
import sys
from collections import defaultdict


def norm(name):
    """Czajka's `.4`, `4`, `4.3` -> the census's `0.4`, `4.0`, `4.3`."""
    s = name.strip()
    if s.startswith("."):
        s = "0" + s
    if "." not in s:
        s += ".0"
    whole, frac = s.split(".")
    frac = frac.rstrip("0") or "0"
    return f"{whole}.{frac}"


def md_rows(path):
    """The rows of the Markdown tables in PATH: lists of stripped cells."""
    rows = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if "|" not in line or re.match(r"^\s*:?-+", line.split("|")[0].strip() or "-x"):
            continue
        cells = [c.strip() for c in line.split("|")]
        if cells[0] in ("game",) or cells[0].startswith(":"):
            continue
        rows.append(cells)
    return rows


def nimber(ch):
    return int(ch, 36)


def parse_trivial(path):
    out = {}
    for cells in md_rows(path):
        code = norm(cells[0])
        prefix, period, seq = int(cells[1]), int(cells[2]), cells[3]
        m = re.fullmatch(r"([0-9A-Z]*)\(([0-9A-Z]+)\)", seq)
        pre = [nimber(c) for c in m.group(1)]
        per = [nimber(c) for c in m.group(2)]
        out[code] = dict(prefix=prefix, period=period, pre=pre, per=per)
    return out


def opt_int(s):
    return int(s) if re.fullmatch(r"\d+", s or "") else None


def parse_solved(path):
    out = {}
    for cells in md_rows(path):
        code = norm(cells[0])
        out[code] = dict(prefix=int(cells[1]), period=int(cells[2]),
                         largest_heap=opt_int(cells[3]), largest=opt_int(cells[4]),
                         rare_mask=cells[5] or None, rare_count=opt_int(cells[6]),
                         last_rare=opt_int(cells[7]), by=cells[8] if len(cells) > 8 else "")
    return out


def parse_unsolved(path):
    out = {}
    for cells in md_rows(path):
        if cells[0].startswith("Grundy"):
            continue
        code = norm(cells[0])
        rec = {}
        if len(cells) >= 7 and cells[1]:
            n = cells[1]
            m = re.fullmatch(r"2\^(\d+)", n)
            rec = dict(n=2 ** int(m.group(1)) if m else int(n),
                       largest_heap=int(cells[2]), largest=int(cells[3]),
                       rare_mask=cells[4], rare_count=int(cells[5]),
                       last_rare=int(cells[6]))
        out[code] = rec
    return out


def parse_lookup(path):
    """code -> the code GameLookup.md names for it (itself for `-`)."""
    out = {}
    for cells in md_rows(path):
        row = cells[0]
        if "x" not in row:
            continue
        for col in range(1, 8):
            code = norm(row.replace("x", str(col)))
            entry = cells[col]
            out[code] = code if entry == "-" else norm(entry)
    return out


def least_preperiod(seq, period):
    """The least e with seq[n + period] == seq[n] for every e <= n < len(seq) - period."""
    e = len(seq) - period
    while e > 0 and seq[e - 1] == seq[e - 1 + period]:
        e -= 1
    return e


def least_period(seq, limit):
    """(e, p): the least p (<= limit) that repeats from e over at least half of seq."""
    best = None
    for p in range(1, limit + 1):
        e = least_preperiod(seq, p)
        if e + 2 * p <= len(seq) // 2:  # repeating over the second half at least
            best = (e, p)
            break
    return best


def extend(pre, per, n):
    seq = list(pre)
    while len(seq) < n:
        seq.extend(per)
    return seq[:n]


def ours_extended(rec, n):
    pre = rec["values"][: rec["preperiod"]]
    per = rec["values"][rec["preperiod"]: rec["preperiod"] + rec["period"]]
    return extend(pre, per, n)


def reduction(values):
    """k: how many times the heaps are renumbered (g(1) = 0 while a heap of one is dead)."""
    for n in range(1, len(values)):
        if values[n] != 0:
            return n - 1
    return None


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    census = json.load(open(argv[1]))
    d = argv[2]
    extra = {}
    i = 3
    while i < len(argv):
        if argv[i] == "--stats":
            rec = json.loads(open(argv[i + 1]).read())
            extra[norm(rec["code"])] = rec
            i += 2
        else:
            raise SystemExit(f"czajka_compare.py: unknown argument {argv[i]}")
    trivial = parse_trivial(os.path.join(d, "TrivialGames.md"))
    solved = parse_solved(os.path.join(d, "SolvedGames.md"))
    unsolved = parse_unsolved(os.path.join(d, "UnsolvedGames.md"))
    lookup = parse_lookup(os.path.join(d, "GameLookup.md"))

    by_code = {r["code"]: r for r in census}
    upto = max(r["heaps"] for r in census if r["status"] == "unsolved") if any(
        r["status"] == "unsolved" for r in census) else None

    listed = {}
    for table, name in ((trivial, "trivial"), (solved, "solved"), (unsolved, "unsolved")):
        for c in table:
            if c in listed:
                listed[c] += "+" + name
            else:
                listed[c] = name

    notes = []  # (kind, code, text): kind is "convention", "czajka", "bug?", "beyond"

    def rep(code):
        seen = set()
        while code in lookup and lookup[code] != code and code not in seen:
            seen.add(code)
            code = lookup[code]
        return code

    # 1. Coverage: every census code has a representative, listed in one table.
    reps = {}
    for r in census:
        c = r["code"]
        if c == "0.0":
            reps[c] = None  # no move at all: not in Czajka's tables
            continue
        rc = rep(c)
        reps[c] = rc
        if rc not in listed:
            notes.append(("czajka", c, f"its representative `{rc}` (GameLookup.md) is in none of "
                          "TrivialGames.md, SolvedGames.md, UnsolvedGames.md"))
        elif "+" in listed[rc]:
            notes.append(("czajka", rc, f"listed twice: {listed[rc]}"))
    for c, kind in listed.items():
        if c not in by_code:
            notes.append(("czajka", c, f"listed in {kind} but not a code of at most 3 digits "
                          "in the census"))
        elif rep(c) != c:
            notes.append(("czajka", c, f"listed in {kind} but GameLookup.md maps it to {rep(c)}"))

    # 2. Per code.
    rows = []  # code, status, ours, czajka's, verdict
    agree = defaultdict(int)
    differ = defaultdict(int)
    for r in census:
        c = r["code"]
        rc = reps.get(c)
        if rc is None:
            rows.append((c, r["status"], "-", "not listed (no move)", "n/a"))
            continue
        kind = listed.get(rc, "missing")
        if kind == "trivial":
            t = trivial[rc]
            if r["status"] not in ("periodic", "trivial", "empty"):
                differ[kind] += 1
                notes.append(("bug?", c, f"Czajka: periodic (class {rc}, prefix {t['prefix']}, "
                              f"period {t['period']}); census: {r['status']} at heaps 0..={r['heaps']}"))
                rows.append((c, r["status"], "-", f"{rc}: {t['prefix']}/{t['period']}", "DIFFERS"))
                continue
            k = reduction(r["values"])
            n = 4 * (r["preperiod"] + r["period"] + t["prefix"] + t["period"] + k) + 64
            ours = ours_extended(r, n)
            his = extend(t["pre"], t["per"], n)
            ok_values = ours[k:] == his[: n - k]
            shifted = [0] * k + his[: n - k]
            exp_pre = least_preperiod(shifted, t["period"])
            lp = least_period(his, t["period"])
            verdict = []
            if lp and (lp[1] != t["period"] or lp[0] != t["prefix"]):
                notes.append(("czajka", rc, f"the listed nimbers have least preperiod {lp[0]} and "
                              f"period {lp[1]}, not {t['prefix']} and {t['period']}"))
            if not ok_values:
                other = [j for j in range(0, 8) if ours[j:] == his[: n - j]]
                verdict.append(f"values differ (reduction k={k}; a shift that matches: {other})")
            if r["period"] != t["period"]:
                verdict.append(f"period {r['period']} vs {t['period']}")
            if r["preperiod"] != exp_pre:
                verdict.append(f"preperiod {r['preperiod']} vs {exp_pre} expected "
                               f"(prefix {t['prefix']} + k {k})")
            conv = ""
            if ok_values and not verdict and r["preperiod"] != t["prefix"]:
                conv = (f"k={k}" if exp_pre == t["prefix"] + k
                        else f"k={k}, leading zeros fit the period: {exp_pre} not {t['prefix'] + k}")
            if verdict:
                differ[kind] += 1
                notes.append(("bug?", c, "; ".join(verdict)))
                rows.append((c, r["status"], f"{r['preperiod']}/{r['period']}",
                             f"{rc}: {t['prefix']}/{t['period']}", "DIFFERS: " + "; ".join(verdict)))
            else:
                agree[kind] += 1
                rows.append((c, r["status"], f"{r['preperiod']}/{r['period']}",
                             f"{rc}: {t['prefix']}/{t['period']}", "agrees" + (f" ({conv})" if conv else "")))
        elif kind == "solved":
            s = solved[rc]
            end = s["prefix"] + s["period"]
            if r["status"] == "periodic":
                same = (r["preperiod"], r["period"]) == (s["prefix"], s["period"])
                if c == rc or same:
                    if same:
                        agree[kind] += 1
                        rows.append((c, r["status"], f"{r['preperiod']}/{r['period']}",
                                     f"{rc}: {s['prefix']}/{s['period']}", "agrees"))
                    else:
                        differ[kind] += 1
                        notes.append(("bug?", c, f"census {r['preperiod']}/{r['period']}, Czajka "
                                      f"{s['prefix']}/{s['period']}"))
                        rows.append((c, r["status"], f"{r['preperiod']}/{r['period']}",
                                     f"{rc}: {s['prefix']}/{s['period']}", "DIFFERS"))
                else:
                    # a member renumbered against the representative: the same sequence
                    # shifted by j heaps (the representative's own values, if certified)
                    ok = r["period"] == s["period"]
                    rr = by_code.get(rc)
                    if ok and rr and rr["status"] == "periodic":
                        n = 2 * (end + r["preperiod"] + r["period"]) + 16
                        a_, b_ = ours_extended(r, n), ours_extended(rr, n)
                        ok = any(a_[max(j, 0):n + min(j, 0)] == b_[max(-j, 0):n - max(j, 0)]
                                 for j in range(-4, 5))
                    (agree if ok else differ)[kind] += 1
                    rows.append((c, r["status"], f"{r['preperiod']}/{r['period']}",
                                 f"{rc}: {s['prefix']}/{s['period']}",
                                 "agrees (shifted member)" if ok else "DIFFERS"))
                    if not ok:
                        notes.append(("bug?", c, f"census {r['preperiod']}/{r['period']}, class "
                                      f"{rc} {s['prefix']}/{s['period']}"))
            else:
                # not certified within the census's heaps: is the period beyond them?
                # Guy and Smith: g(n + p) = g(n) for e <= n < 2e + p + t, t <= 3
                need = 2 * s["prefix"] + 2 * s["period"] + 3
                if need > r["heaps"]:
                    agree[kind] += 1
                    rows.append((c, r["status"], "-", f"{rc}: {s['prefix']}/{s['period']}",
                                 f"agrees (the period needs heaps to {need} > {r['heaps']})"))
                    if c == rc:
                        notes.append(("beyond", c, f"Czajka: preperiod {s['prefix']}, period "
                                      f"{s['period']}; certifying it needs heaps to {need} (2e + 2p + 3), "
                                      f"the census stopped at {r['heaps']}"))
                else:
                    differ[kind] += 1
                    notes.append(("bug?", c, f"Czajka: {s['prefix']}/{s['period']} (certifiable "
                                  f"by heap {need}); census: {r['status']} at {r['heaps']}"))
                    rows.append((c, r["status"], "-", f"{rc}: {s['prefix']}/{s['period']}", "DIFFERS"))
        elif kind == "unsolved":
            if r["status"] == "unsolved":
                agree[kind] += 1
                rows.append((c, r["status"], "-", f"{rc}: unsolved", "agrees"))
            else:
                differ[kind] += 1
                notes.append(("new", c, f"Czajka: unsolved; census: {r['status']} with preperiod "
                              f"{r['preperiod']} and period {r['period']} (certified)"))
                rows.append((c, r["status"], f"{r['preperiod']}/{r['period']}",
                             f"{rc}: unsolved", "DIFFERS"))
        else:
            differ["missing"] += 1
            rows.append((c, r["status"], "-", f"{rc}: not listed", "DIFFERS"))

    # 3. Statistics of the solved and unsolved representatives.
    stat_rows = []
    fields = ("largest", "largest_heap", "rare_mask", "rare_count", "last_rare")

    def ours_stats(code):
        if code in extra:
            e = extra[code]
            s = e["stats"]
            return dict(n=e["upto"] + 1, largest=s["largest"]["value"],
                        largest_heap=s["largest"]["heap"], rare_mask=s["mask"],
                        rare_count=s["rare_count"], last_rare=s["last_rare"]), "sg --stats"
        r = by_code[code]
        return dict(n=r["heaps"] + 1, **{f: r[f] for f in fields}), "census"

    for code, s in list(solved.items()) + [(c, u) for c, u in unsolved.items() if u]:
        if code not in by_code:
            continue
        o, src = ours_stats(code)
        r = by_code[code]
        his_n = s.get("n")
        if his_n is None:  # solved: over the whole sequence
            whole = r["status"] == "periodic"
            comparable = {f: True for f in fields}
            if not whole:
                comparable["largest"] = comparable["largest_heap"] = (
                    s["largest_heap"] is not None and s["largest_heap"] < o["n"])
                for f in ("rare_mask", "rare_count", "last_rare"):
                    comparable[f] = s["last_rare"] is not None and s["last_rare"] < o["n"]
        else:
            same_n = his_n == o["n"]
            comparable = {f: same_n for f in fields}
            if not same_n:  # rare heaps all met well before both ends: still comparable
                for f in ("rare_mask", "rare_count", "last_rare"):
                    comparable[f] = s["last_rare"] < min(his_n, o["n"]) // 2 and \
                        o["last_rare"] < min(his_n, o["n"]) // 2
        cells = []
        diffs = []
        pos_rule = s.get("rare_mask") == "1+pos"
        if pos_rule and r["status"] == "periodic":
            # `1+pos`: heap n rare when g(n) and n differ in parity (bit 0 of g(n) XOR n)
            vals = r["values"]
            rare = [n for n, v in enumerate(vals) if (v ^ n) & 1]
            per_part = [n for n in rare if n >= r["preperiod"]]
            pos = dict(count=len(rare), last=rare[-1] if rare else None, finite=not per_part)
            same = pos["finite"] and (pos["count"], pos["last"]) == (s["rare_count"], s["last_rare"])
            notes.append(("convention", code, "rare mask written `1+pos`: heap n is rare when "
                          "g(n) XOR n is odd (the parity of the value against the heap's); by "
                          f"that rule the census's values give {pos['count']} rare heaps, the "
                          f"last {pos['last']}, none in the period: "
                          + ("the same as Czajka's" if same else "NOT Czajka's")))
            if not same:
                diffs.append("1+pos rare heaps")
        for f in fields:
            hv, ov = s.get(f), o[f]
            if hv is None or pos_rule and f in ("rare_mask", "rare_count", "last_rare"):
                cells.append(f"{ov} / {hv if hv is not None else 'blank'}"
                             + (" (other rule)" if hv is not None else ""))
                if hv is None and f == "rare_mask" and r["status"] == "periodic" \
                        and o["last_rare"] >= r["preperiod"]:
                    notes.append(("convention", code, "Czajka leaves the rare statistics blank; "
                                  f"with the best mask ({o['rare_mask']}) rare values recur in the "
                                  f"period (the last rare heap {o['last_rare']} is past the "
                                  f"preperiod {r['preperiod']}), so there is no finite count"))
                continue
            eq = str(hv) == str(ov)
            if eq:
                cells.append(f"{ov}")
            elif not comparable[f]:
                cells.append(f"{ov} / {hv} (other heaps)")
            else:
                cells.append(f"**{ov} / {hv}**")
                diffs.append(f)
        if diffs:
            notes.append(("bug?", code, f"statistics differ at the same heaps: {', '.join(diffs)}"))
        stat_rows.append((code, his_n or "whole", o["n"], src, cells))

    # 4. Classes.
    our_classes = defaultdict(set)
    his_classes = defaultdict(set)
    for r in census:
        if reps.get(r["code"]) is None:
            continue
        our_classes[r["class"]].add(r["code"])
        his_classes[reps[r["code"]]].add(r["code"])
    class_diffs = []
    our_of = {c: r["class"] for r in census for c in [r["code"]]}
    for h, members in sorted(his_classes.items()):
        ours = {our_of[c] for c in members}
        if len(ours) > 1:
            class_diffs.append(("split", h, sorted(members), sorted(ours)))
    for o, members in sorted(our_classes.items()):
        hs = {reps[c] for c in members}
        if len(hs) > 1:
            class_diffs.append(("merged", o, sorted(members), sorted(hs)))

    # Report.
    out = []
    w = out.append
    counts = defaultdict(int)
    for r in census:
        counts[r["status"]] += 1
    w("# grundy census against T. Czajka's tables (github.com/tczajka/octal-games)\n")
    w(f"Census: {len(census)} codes, " + ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))
      + f", {len(our_classes) + (1 if '0.0' in by_code else 0)} classes"
      + (f"; unsolved codes computed to heap {upto}." if upto else "."))
    w(f"Czajka: {len(trivial)} trivial, {len(solved)} solved, "
      f"{len(unsolved)} unsolved representatives; {len(lookup)} codes in GameLookup.md.\n")
    w("| Czajka's table of the class | codes | agree | differ |")
    w("|---|---:|---:|---:|")
    for kind in ("trivial", "solved", "unsolved", "missing"):
        n = agree[kind] + differ[kind]
        if n:
            w(f"| {kind} | {n} | {agree[kind]} | {differ[kind]} |")
    w("")
    w(f"Classes: the census has {len(our_classes)} (0.0 aside), Czajka's lookup "
      f"{len(his_classes)}; {sum(1 for x in class_diffs if x[0] == 'split')} of his split by "
      f"the census, {sum(1 for x in class_diffs if x[0] == 'merged')} of the census's merging "
      "several of his.\n")
    w("## Differences and notes\n")
    if not notes and not class_diffs:
        w("None.\n")
    for kind, code, text in notes:
        w(f"- **{kind}** `{code}`: {text}")
    for kind, h, members, other in class_diffs:
        w(f"- **class {kind}** `{h}`: codes {', '.join(members)} -> {', '.join(other)}")
    w("")
    w("## Statistics of the solved and unsolved representatives\n")
    w("Cells: the census's value, then Czajka's where they differ; **bold** where they "
      "differ over the same heaps.\n")
    w("| code | Czajka's heaps | ours | from | largest | largest heap | rare mask | rare count | last rare |")
    w("|---|---|---:|---|---:|---:|---:|---:|---:|")
    for code, hn, on, src, cells in stat_rows:
        w(f"| {code} | {hn} | {on} | {src} | " + " | ".join(cells) + " |")
    w("")
    w("## Unsolved classes of the census\n")
    w("| class | codes | Czajka's representative | largest | largest heap | rare mask | rare count | last rare |")
    w("|---|---:|---|---:|---:|---:|---:|---:|")
    for cls, members in sorted(our_classes.items(), key=lambda kv: list(by_code).index(kv[0])):
        r = by_code[cls]
        if r["status"] != "unsolved":
            continue
        hs = sorted({reps[c] for c in members})
        w(f"| {cls} | {len(members)} | {', '.join(hs)} ({', '.join(listed.get(h, '?') for h in hs)}) | "
          f"{r['largest']} | {r['largest_heap']} | {r['rare_mask']} | {r['rare_count']} | {r['last_rare']} |")
    w("")
    w("## Every code\n")
    w("| code | status | preperiod/period | Czajka | verdict |")
    w("|---|---|---|---|---|")
    for row in rows:
        w("| " + " | ".join(str(x) for x in row) + " |")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv)
