// A straightforward scanf/printf solution of each of the seven judge problems, the kind a
// contestant submits; the speed baseline for `grundy judge`. Selected by argv[1]:
//   51nod-1066 51nod-1072 51nod-1069 acwing-891 acwing-892 acwing-893 acwing-894
//
// Known wrong answers, on purpose (they are what such solutions do):
//   51nod-1066: K = 18446744073709551615 makes k + 1 wrap to 0 (division by zero).
//   51nod-1072: a double golden ratio misjudges positions from about k = 10^8 on.
//   acwing-893: the Grundy table goes up to the largest heap; heaps beyond memory fail.
//   acwing-894: the O(x^2) mex per pile size assumes piles up to a few thousand.
// No input validation: bad input gives garbage, not an error.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

typedef unsigned long long u64;

static int bash() {
    u64 t, n, k;
    if (scanf("%llu", &t) != 1) return 1;
    while (t--) {
        if (scanf("%llu %llu", &n, &k) != 2) return 1;
        printf(n % (k + 1) == 0 ? "B\n" : "A\n");
    }
    return 0;
}

static int wythoff() {
    u64 t, a, b;
    const double phi = (1 + sqrt(5.0)) / 2;
    if (scanf("%llu", &t) != 1) return 1;
    while (t--) {
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        if (a > b) { u64 c = a; a = b; b = c; }
        u64 k = b - a;
        printf((u64)(k * phi) == a ? "B\n" : "A\n");
    }
    return 0;
}

// Nim (first = 1) and Staircase Nim (only odd steps count).
static int nim(const char *yes, const char *no, bool odd_only) {
    u64 n, x, sum = 0;
    if (scanf("%llu", &n) != 1) return 1;
    for (u64 i = 0; i < n; i++) {
        if (scanf("%llu", &x) != 1) return 1;
        if (!odd_only || i % 2 == 0) sum ^= x;
    }
    printf("%s\n", sum ? yes : no);
    return 0;
}

static int set_nim() {
    int k;
    if (scanf("%d", &k) != 1) return 1;
    std::vector<u64> s(k);
    for (int i = 0; i < k; i++) if (scanf("%llu", &s[i]) != 1) return 1;
    u64 n;
    if (scanf("%llu", &n) != 1) return 1;
    std::vector<u64> h(n);
    u64 most = 0;
    for (u64 i = 0; i < n; i++) {
        if (scanf("%llu", &h[i]) != 1) return 1;
        if (h[i] > most) most = h[i];
    }
    std::vector<int> g(most + 1);
    std::vector<char> seen(k + 2);
    for (u64 x = 0; x <= most; x++) {
        std::fill(seen.begin(), seen.end(), 0);
        for (int i = 0; i < k; i++)
            if (s[i] <= x && g[x - s[i]] <= k) seen[g[x - s[i]]] = 1;
        int m = 0;
        while (seen[m]) m++;
        g[x] = m;
    }
    int sum = 0;
    for (u64 i = 0; i < n; i++) sum ^= g[h[i]];
    printf("%s\n", sum ? "Yes" : "No");
    return 0;
}

static int split_nim() {
    u64 n;
    if (scanf("%llu", &n) != 1) return 1;
    std::vector<u64> a(n);
    u64 most = 0;
    for (u64 i = 0; i < n; i++) {
        if (scanf("%llu", &a[i]) != 1) return 1;
        if (a[i] > most) most = a[i];
    }
    // g(x) = mex { g(i) ^ g(j) : 0 <= j <= i < x }; values stay below 4x.
    std::vector<u64> g(most + 1);
    for (u64 x = 0; x <= most; x++) {
        std::vector<char> seen(4 * x + 2);
        for (u64 i = 0; i < x; i++)
            for (u64 j = 0; j <= i; j++)
                if ((g[i] ^ g[j]) < seen.size()) seen[g[i] ^ g[j]] = 1;
        u64 m = 0;
        while (seen[m]) m++;
        g[x] = m;
    }
    u64 sum = 0;
    for (u64 i = 0; i < n; i++) sum ^= g[a[i]];
    printf("%s\n", sum ? "Yes" : "No");
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    const char *p = argv[1];
    if (!strcmp(p, "51nod-1066")) return bash();
    if (!strcmp(p, "51nod-1072")) return wythoff();
    if (!strcmp(p, "51nod-1069")) return nim("A", "B", false);
    if (!strcmp(p, "acwing-891")) return nim("Yes", "No", false);
    if (!strcmp(p, "acwing-892")) return nim("Yes", "No", true);
    if (!strcmp(p, "acwing-893")) return set_nim();
    if (!strcmp(p, "acwing-894")) return split_nim();
    return 2;
}
