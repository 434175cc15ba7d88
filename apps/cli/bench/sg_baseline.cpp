// The baseline `grundy sg` is measured against (apps/cli/bench/sg.sh): a plain mex over an
// array, written the way a contest programmer writes it, with one buffered writer, printing
// the same bytes as `grundy sg GAME --upto N --format FORMAT`.
//
// usage: sg_baseline FORMAT N TITLE JSON_HEAD WIDTH_MAX GAME ARGS...
//   GAME set S1 S2 ...  |  bash K  |  split  |  octal D0 D1 D2 ... (digits of the code)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
typedef unsigned long long u64;
static char buf[1 << 16];
static size_t len = 0;
static void flush() { fwrite(buf, 1, len, stdout); len = 0; }
static void put(const char* s) { while (*s) { if (len == sizeof buf) flush(); buf[len++] = *s++; } }
static void pad(int n) { while (n-- > 0) { if (len == sizeof buf) flush(); buf[len++] = ' '; } }
static int num(u64 v) {
    char t[24]; int k = 0;
    do { t[k++] = '0' + v % 10; v /= 10; } while (v);
    int d = k;
    if (len + k > sizeof buf) flush();
    while (k) buf[len++] = t[--k];
    return d;
}
static int digits(u64 v) { int d = 1; while (v >= 10) { v /= 10; d++; } return d; }
int main(int argc, char** argv) {
    std::string format = argv[1];
    u64 n = strtoull(argv[2], 0, 10);
    const char* title = argv[3];
    const char* head = argv[4];
    u64 max = strtoull(argv[5], 0, 10);
    std::string game = argv[6];
    std::vector<u64> a;
    for (int i = 7; i < argc; i++) a.push_back(strtoull(argv[i], 0, 10));
    // The table first, by a plain mex over a small bitset (values stay below 64 here).
    std::vector<unsigned short> g(n + 1);
    bool split = game == "split", set = game == "set", bash = game == "bash";
    for (u64 i = 0; i <= n; i++) {
        if (split) { g[i] = i == 0 ? 0 : 2 * (i - 1) + (__builtin_popcountll(i - 1) % 2 == 0); continue; }
        bool seen[64] = {false};
        if (set) for (u64 s : a) { if (s <= i) seen[g[i - s]] = true; }
        else if (bash) for (u64 s = 1; s <= a[0] && s <= i; s++) seen[g[i - s]] = true;
        else for (u64 k = 0; k < a.size(); k++) {
            if ((a[k] & 1) && k > 0 && i == k) seen[0] = true;
            if ((a[k] & 2) && k > 0 && i > k) seen[g[i - k]] = true;
            if ((a[k] & 4) && i >= k + 2) for (u64 x = 1; x <= (i - k) / 2; x++) seen[g[x] ^ g[i - k - x]] = true;
        }
        int m = 0; while (seen[m]) m++;
        g[i] = m;
    }
    // Split Nim's values pass 16 bits: its closed form, as the core has it.
    auto value = [&](u64 i) -> u64 { return split ? (i == 0 ? 0 : 2 * (i - 1) + (__builtin_popcountll(i - 1) % 2 == 0)) : g[i]; };
    if (format == "json") {
        put("{"); put(head); put(",\"upto\":"); num(n); put(",\"values\":[");
        for (u64 i = 0; i <= n; i++) { if (i) put(","); num(value(i)); }
        put("]}\n");
    } else if (format == "csv") {
        put("n,grundy\n");
        for (u64 i = 0; i <= n; i++) { num(i); put(","); num(value(i)); put("\n"); }
    } else {
        put("Grundy values of "); put(title); put(", positions 0..="); num(n); put(" (* marks P-positions)\n");
        int width = digits(max) + 1, label = digits(n), p = 0;
        for (u64 i = 0; i <= n; i++) {
            if (i % 10 == 0) { if (i) put("\n"); pad(label - digits(i)); num(i); put(" |"); p = 0; }
            pad(p + 1);
            u64 v = value(i);
            int d = v == 0 ? (put("0*"), 2) : num(v);
            p = width - d;
        }
        put("\n");
    }
    flush();
}
