// 51nod 1072, wrong: floor(k * phi) = (k + isqrt(5 k^2)) / 2, exact, but with 5 * k * k in
// 64 bits: it overflows from k = 1920767767.
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    unsigned long long t, a, b;
    if (scanf("%llu", &t) != 1) return 0;
    while (t--) {
        scanf("%llu %llu", &a, &b);
        if (a > b) std::swap(a, b);
        unsigned long long k = b - a, s = 5 * k * k;
        unsigned long long r = (unsigned long long)sqrtl((long double)s);
        while (r > 0 && r * r > s) r--;
        while ((r + 1) * (r + 1) <= s) r++;
        puts(a == (k + r) / 2 ? "B" : "A");
    }
}
