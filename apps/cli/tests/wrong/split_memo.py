"""AcWing 894, wrong: the seed solution's memo of 110 values (the statement's a_i <= 100):
a larger pile is out of its bounds."""
import sys

N = 110
f = [0] * N
for x in range(N):
    seen = {f[i] ^ f[j] for i in range(x) for j in range(i + 1)}
    v = 0
    while v in seen:
        v += 1
    f[x] = v
it = iter(map(int, sys.stdin.buffer.read().split()))
res = 0
for _ in range(next(it)):
    res ^= f[next(it)]
print("Yes" if res else "No")
