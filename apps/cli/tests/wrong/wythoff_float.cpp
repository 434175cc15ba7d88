// 51nod 1072, wrong: floor(k * phi) in double precision, as the seed solution computes it
// (in 64-bit integers here, so that only the rounding is wrong).
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    unsigned long long t, a, b;
    const double phi = (1 + std::sqrt(5.0)) / 2;
    if (scanf("%llu", &t) != 1) return 0;
    while (t--) {
        scanf("%llu %llu", &a, &b);
        if (a > b) std::swap(a, b);
        unsigned long long k = b - a;
        puts(a == (unsigned long long)(k * phi) ? "B" : "A");
    }
}
