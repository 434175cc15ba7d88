"""AcWing 893, wrong: the mex searched below 3 only (a bitset of three values), though a
set of k elements has values up to k. The values by a table up to the largest heap."""
import sys

it = iter(map(int, sys.stdin.buffer.read().split()))
s = [next(it) for _ in range(next(it))]
heaps = [next(it) for _ in range(next(it))]
g = []
for n in range(max(heaps, default=0) + 1):
    seen = {g[n - x] for x in s if x <= n}
    g.append(next((v for v in range(3) if v not in seen), 3))
x = 0
for h in heaps:
    x ^= g[h]
print("Yes" if x else "No")
