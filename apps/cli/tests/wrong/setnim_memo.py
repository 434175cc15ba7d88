"""AcWing 893, wrong: the seed solution's memo, an array of 10^4 + 10 values (the
statement's h_i <= 10^4): a larger heap is out of its bounds."""
import sys

M = 10010
it = iter(map(int, sys.stdin.buffer.read().split()))
s = [next(it) for _ in range(next(it))]
heaps = [next(it) for _ in range(next(it))]
f = [0] * M
for n in range(M):
    seen = {f[n - x] for x in s if x <= n}
    v = 0
    while v in seen:
        v += 1
    f[n] = v
x = 0
for h in heaps:
    x ^= f[h]
print("Yes" if x else "No")
