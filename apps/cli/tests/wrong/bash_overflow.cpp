// 51nod 1066, wrong: k + 1 in unsigned 64 bits wraps to 0 at K = 2^64 - 1 (a division by
// zero).
#include <cstdio>
int main() {
    unsigned long long t, n, k;
    if (scanf("%llu", &t) != 1) return 0;
    while (t--) {
        scanf("%llu %llu", &n, &k);
        puts(n % (k + 1) == 0 ? "B" : "A");
    }
}
