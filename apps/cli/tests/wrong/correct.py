"""A correct solution of every judge problem, exact for numbers up to 2^64 - 1 (Python's
integers): the program `stress` must pass. Usage: python3 correct.py PROBLEM < input."""
import math
import sys


def set_nim_values(s, heaps):
    """Grundy values of Set Nim heaps: the table by the definition, and past it a period
    certified by max(s) consecutive repeats (a subtraction game's options reach back max(s))."""
    m = max(s)
    top = max(heaps, default=0)
    g = []
    size = 1024
    while True:
        while len(g) < size:
            n = len(g)
            seen = {g[n - x] for x in s if x <= n}
            v = 0
            while v in seen:
                v += 1
            g.append(v)
        if top < len(g):
            return [g[h] for h in heaps]
        window = g[-m:]
        for p in range(1, len(g) - m + 1):
            if g[len(g) - m - p:len(g) - p] == window:
                e = len(g) - m - p
                return [g[h] if h < e else g[e + (h - e) % p] for h in heaps]
        size *= 2


def main():
    problem = sys.argv[1]
    it = iter(map(int, sys.stdin.buffer.read().split()))
    out = []
    if problem == "51nod-1066":
        for _ in range(next(it)):
            n, k = next(it), next(it)
            out.append("B" if n % (k + 1) == 0 else "A")
    elif problem == "51nod-1072":
        for _ in range(next(it)):
            a, b = next(it), next(it)
            a, b = min(a, b), max(a, b)
            k = b - a
            out.append("B" if (k + math.isqrt(5 * k * k)) // 2 == a else "A")
    elif problem in ("51nod-1069", "acwing-891", "acwing-892"):
        x = 0
        for i in range(next(it)):
            v = next(it)
            if problem != "acwing-892" or i % 2 == 0:
                x ^= v
        yes, no = ("A", "B") if problem == "51nod-1069" else ("Yes", "No")
        out.append(yes if x else no)
    elif problem == "acwing-893":
        s = sorted({next(it) for _ in range(next(it))})
        heaps = [next(it) for _ in range(next(it))]
        x = 0
        for v in set_nim_values(s, heaps):
            x ^= v
        out.append("Yes" if x else "No")
    elif problem == "acwing-894":
        x = 0
        for _ in range(next(it)):
            n = next(it)
            if n:
                x ^= 2 * (n - 1) + (bin(n - 1).count("1") + 1) % 2
        out.append("Yes" if x else "No")
    print("\n".join(out))


main()
