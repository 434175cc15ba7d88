// 51nod 1072, wrong: floor(k * phi) in long double (a 64-bit mantissa on x86): right far
// beyond double's 2^53, wrong where k * phi lies closer to an integer than the rounding
// error, as it does for k a Fibonacci number (k phi is then within 1/(k sqrt 5) of one).
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    unsigned long long t, a, b;
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    if (scanf("%llu", &t) != 1) return 0;
    while (t--) {
        scanf("%llu %llu", &a, &b);
        if (a > b) std::swap(a, b);
        unsigned long long k = b - a;
        puts(a == (unsigned long long)(k * phi) ? "B" : "A");
    }
}
