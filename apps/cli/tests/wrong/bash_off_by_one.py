"""51nod 1066, wrong: n % k instead of n % (k + 1)."""
import sys

it = iter(map(int, sys.stdin.buffer.read().split()))
out = []
for _ in range(next(it)):
    n, k = next(it), next(it)
    out.append("B" if n % k == 0 else "A")
print("\n".join(out))
