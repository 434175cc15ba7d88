/* A plain mex of an octal code, in C for tables too long for mex.py (same rules, same
 * certification), independent of grundy.
 *
 *   cc -O2 -o mex_plain mex_plain.c
 *   ./mex_plain CODE N            the least period (with its least preperiod) that heaps
 *                                 0..=N certify by Guy and Smith's theorem
 *   ./mex_plain CODE N --values   g(0) .. g(N), one line
 *
 * CODE is d0.d1d2...dD: digit d_k allows taking k tokens and leaving no heap (bit 1), one
 * non-empty heap (bit 2) or two non-empty heaps (bit 4); d0 = 4 splits a heap in two
 * without taking. g(n) is the mex of the values of the options, every split a + b read:
 * O(N^2 * D) steps (heaps 0..=230000 of a 3-digit code: about a minute).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: mex_plain CODE N [--values]\n"); return 2; }
    const char *code = argv[1];
    long n_max = atol(argv[2]);
    int d[17] = {0}, t = 0;
    const char *dot = strchr(code, '.');
    d[0] = dot == code ? 0 : atoi(code);
    if (dot) for (const char *c = dot + 1; *c; c++) d[++t] = *c - '0';
    int *g = malloc(sizeof(int) * (n_max + 1));
    long *seen = calloc(1 << 20, sizeof(long)); /* seen[v] == n + 1: v is an option of n */
    for (long n = 0; n <= n_max; n++) {
        long stamp = n + 1;
        for (int k = 0; k <= t; k++) {
            long rest = n - k;
            if (rest < 0) continue;
            if (k > 0 && (d[k] & 1) && rest == 0) seen[0] = stamp;
            if (k > 0 && (d[k] & 2) && rest >= 1) seen[g[rest]] = stamp;
            if ((d[k] & 4) && rest >= 2)
                for (long a = 1; a <= rest / 2; a++) seen[g[a] ^ g[rest - a]] = stamp;
        }
        int m = 0;
        while (seen[m] == stamp) m++;
        g[n] = m;
    }
    if (argc > 3 && !strcmp(argv[3], "--values")) {
        for (long n = 0; n <= n_max; n++) printf(n ? " %d" : "%d", g[n]);
        printf("\n");
        return 0;
    }
    long len = n_max + 1;
    for (long p = 1; p < len; p++) {
        long e = len - p;
        while (e > 0 && g[e - 1] == g[e - 1 + p]) e--;
        if (2 * e + p + t <= len - p) {
            printf("%s: preperiod %ld, period %ld (certified by heaps 0..=%ld, plain mex)\n",
                   code, e, p, n_max);
            return 0;
        }
    }
    printf("%s: no period certified by heaps 0..=%ld\n", code, n_max);
    return 0;
}
