"""Grundy's game as a generic Python memo: the same rules as examples/scripts/grundy.rhai
(moves and parts), valued by the textbook recursion over a dict of tuples.

usage: python3 grundy_memo.py N      prints the values of heaps 0..=N, one line, as JSON
"""
import json
import sys

sys.setrecursionlimit(100000)


def moves(p):
    """Split one heap into two heaps of different sizes."""
    out = []
    for i, n in enumerate(p):
        for a in range(1, (n + 1) // 2):
            q = list(p)
            q[i] = a
            q.append(n - a)
            out.append(tuple(q))
    return out


def parts(p):
    """Each heap is a game of its own; empty heaps are dropped."""
    return [(n,) for n in p if n > 0]


memo = {}


def value(p):
    ps = parts(p)
    if len(ps) != 1:
        x = 0
        for q in ps:
            x ^= value(q)
        return x
    q = ps[0]
    v = memo.get(q)
    if v is not None:
        return v
    seen = set(value(o) for o in moves(q))
    g = 0
    while g in seen:
        g += 1
    memo[q] = g
    return g


n = int(sys.argv[1])
print(json.dumps([value((k,)) for k in range(n + 1)], separators=(",", ":")))
