"""The plain Python a contest programmer writes for the same rules as the scripts beside it:
a memo (dict of tuples) and the textbook mex, single heaps valued on their own where the
game splits into heaps.

usage: python3 memo.py grundy|lasker|kayles N   values of heaps 0..=N, one JSON line
       python3 memo.py squares2 A B             the value of the two piles (A, B)
"""
import json
import sys

sys.setrecursionlimit(1000000)


def grundy_moves(n):
    return [(a, n - a) for a in range(1, (n + 1) // 2)]


def lasker_moves(n):
    return [(n - k,) for k in range(1, n + 1)] + [(a, n - a) for a in range(1, n // 2 + 1)]


def kayles_moves(n):
    out = []
    for take in (1, 2):
        for left in range(0, n - take + 1):
            right = n - take - left
            if left <= right:
                out.append((left, right))
    return out


HEAP_GAMES = {"grundy": grundy_moves, "lasker": lasker_moves, "kayles": kayles_moves}
memo = {}


def heap_value(moves, n):
    v = memo.get(n)
    if v is None:
        seen = set()
        for option in moves(n):
            x = 0
            for m in option:
                x ^= heap_value(moves, m)
            seen.add(x)
        v = 0
        while v in seen:
            v += 1
        memo[n] = v
    return v


def squares_value(p):
    v = memo.get(p)
    if v is None:
        seen = set()
        for i in range(len(p)):
            k = 1
            while k * k <= p[i]:
                q = list(p)
                q[i] -= k * k
                seen.add(squares_value(tuple(q)))
                k += 1
        v = 0
        while v in seen:
            v += 1
        memo[p] = v
    return v


game = sys.argv[1]
if game in HEAP_GAMES:
    n = int(sys.argv[2])
    print(json.dumps([heap_value(HEAP_GAMES[game], k) for k in range(n + 1)], separators=(",", ":")))
else:
    print(squares_value((int(sys.argv[2]), int(sys.argv[3]))))
