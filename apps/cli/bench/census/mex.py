#!/usr/bin/env python3
"""A plain mex computation of an octal game's Grundy values, independent of grundy.

Usage:
    python3 mex.py CODE N              # g(0) .. g(N), one line, separated by spaces
    python3 mex.py CODE N --at H       # only g(H) (H <= N)
    python3 mex.py CODE N --stats      # largest, its first heap, rare mask, rare count, last rare
                                       # over heaps 0..=N (the census's definitions)
    python3 mex.py CODE N --period     # the least period (and its least preperiod) that the
                                       # table 0..=N certifies by Guy and Smith's theorem
    python3 mex.py --census FILE N     # every record of a `grundy census --format json` FILE:
                                       # its values (a periodic one's repeated) over heaps
                                       # 0..N-1 against the plain mex; prints each mismatch

CODE is d0.d1d2...dD (0.137, 4.3, .4, 4): digit d_k allows taking k tokens from a heap and
leaving no heap (bit 1), one non-empty heap (bit 2) or two non-empty heaps (bit 4); d0 = 4
splits a heap into two non-empty heaps without taking anything (Winning Ways, ch. 4).

The values are computed from the rules alone, by the definition g(n) = mex of the values of
the options (the XOR of the two parts for a split): O(N^2 * D) steps, so N up to a few
thousand takes seconds. The rare statistics follow `grundy census`: a value v is rare for a
mask m when v & m has an even number of ones; the mask reported is the least one among
0 .. 2^bits(largest) - 1 that makes the rare heaps (heap 0 included) fewest.
"""
import sys
from operator import xor


def parse(code):
    if "." in code:
        whole, frac = code.split(".", 1)
    else:
        whole, frac = code, ""
    d0 = int(whole) if whole else 0
    digits = [int(c, 8) for c in frac]
    if d0 not in (0, 4):
        raise SystemExit(f"mex.py: d0 must be 0 or 4, not {d0}")
    return d0, digits


def values(code, n_max):
    d0, digits = parse(code)
    rules = [(0, d0)] + [(k + 1, d) for k, d in enumerate(digits)]
    g = []
    for n in range(n_max + 1):
        seen = set()
        for take, d in rules:
            rest = n - take
            if rest < 0:
                continue
            if take > 0:  # d0's bits 1 and 2 would be no move at all
                if d & 1 and rest == 0:
                    seen.add(0)
                if d & 2 and rest >= 1:
                    seen.add(g[rest])
            if d & 4 and rest >= 2:
                # every split a + b = rest, 1 <= a <= b: the XORs g(a) ^ g(rest - a)
                half = rest // 2
                seen.update(map(xor, g[1:half + 1], g[rest - 1:rest - 1 - half:-1]))
        m = 0
        while m in seen:
            m += 1
        g.append(m)
    return g


def certified_period(code, g):
    """(e, p): the least p, with its least e, such that g(n + p) = g(n) for
    e <= n < 2e + p + t (t the largest take) all inside the table: Guy and Smith's
    theorem then gives g(n + p) = g(n) for every n >= e. None when no p is certified."""
    _, digits = parse(code)
    t = len(digits)
    n = len(g)
    for p in range(1, n):
        e = n - p  # the least e with g(m + p) == g(m) for all e <= m < n - p
        while e > 0 and g[e - 1] == g[e - 1 + p]:
            e -= 1
        if 2 * e + p + t <= n - p:
            return e, p
    return None


def stats(g):
    largest = max(g)
    largest_heap = g.index(largest)
    best = None
    for mask in range(1 << max(1, largest.bit_length())):
        rare = [n for n, v in enumerate(g) if bin(v & mask).count("1") % 2 == 0]
        if best is None or len(rare) < best[1]:
            best = (mask, len(rare), rare[-1] if rare else None)
    return largest, largest_heap, best


def check_census(path, n):
    import json
    bad = 0
    records = json.load(open(path))
    for r in records:
        plain = values(r["code"], n - 1)
        v = r["values"]
        if r["preperiod"] is not None:
            pre, per = r["preperiod"], r["period"]
            ours = [v[h] if h < pre + per else v[pre + (h - pre) % per] for h in range(n)]
        else:
            ours = v[:n]
        for h, (a, b) in enumerate(zip(ours, plain)):
            if a != b:
                bad += 1
                print(f"MISMATCH {r['code']} heap {h}: census {a}, plain mex {b}")
                break
    print(f"{len(records)} codes, heaps 0..={n - 1}: {bad} with a difference")


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    if argv[1] == "--census":
        check_census(argv[2], int(argv[3]))
        return
    code, n_max = argv[1], int(argv[2])
    g = values(code, n_max)
    if "--at" in argv:
        h = int(argv[argv.index("--at") + 1])
        print(f"g({h}) = {g[h]}  ({code}, plain mex)")
    elif "--period" in argv:
        found = certified_period(code, g)
        if found:
            print(f"{code}: preperiod {found[0]}, period {found[1]} "
                  f"(certified by heaps 0..={n_max}, plain mex)")
        else:
            print(f"{code}: no period certified by heaps 0..={n_max}")
    elif "--stats" in argv:
        largest, largest_heap, (mask, count, last) = stats(g)
        print(f"{code} heaps 0..={n_max}: largest {largest} at {largest_heap}, "
              f"rare mask {mask:x}, rare count {count}, last rare {last}")
    else:
        print(" ".join(map(str, g)))


if __name__ == "__main__":
    main(sys.argv)
