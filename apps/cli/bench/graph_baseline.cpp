// The baseline `grundy sg graph` is measured against (apps/cli/bench/graph.sh): the usual
// contest solution of a game on a graph with cycles, win/loss/draw of one token by
// retrograde analysis (counters of unresolved followers, a queue of decided nodes), input
// read whole with fread and parsed by hand, one buffered writer. It solves less than grundy (no Grundy values, no ∞(K), no sums
// of tokens); it prints one line per node: `node N`, `node P` or `node D`.
#include <cstdio>
#include <vector>
static std::vector<char> in;
static size_t at = 0;
static int next_int() {
    while (at < in.size() && (in[at] < '0' || in[at] > '9')) at++;
    int x = 0;
    while (at < in.size() && in[at] >= '0' && in[at] <= '9') x = x * 10 + (in[at++] - '0');
    return x;
}
int main() {
    char chunk[1 << 16];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) in.insert(in.end(), chunk, chunk + got);
    int n = next_int(), m = next_int();
    std::vector<int> from(m), to(m), deg(n + 1, 0), rstart(n + 2, 0), radj(m);
    for (int i = 0; i < m; i++) {
        from[i] = next_int();
        to[i] = next_int();
        deg[from[i]]++;
        rstart[to[i] + 1]++;
    }
    for (int v = 1; v <= n + 1; v++) rstart[v] += rstart[v - 1];
    std::vector<int> fill(rstart.begin(), rstart.end());
    for (int i = 0; i < m; i++) radj[fill[to[i]]++] = from[i];
    std::vector<char> res(n + 1, 'D');
    std::vector<int> queue;
    queue.reserve(n);
    for (int v = 1; v <= n; v++) if (deg[v] == 0) { res[v] = 'P'; queue.push_back(v); }
    for (size_t h = 0; h < queue.size(); h++) {
        int v = queue[h];
        for (int i = rstart[v]; i < rstart[v + 1]; i++) {
            int u = radj[i];
            if (res[u] != 'D') continue;
            if (res[v] == 'P') { res[u] = 'N'; queue.push_back(u); }
            else if (--deg[u] == 0) { res[u] = 'P'; queue.push_back(u); }
        }
    }
    static char buf[1 << 16]; size_t len = 0;
    for (int v = 1; v <= n; v++) {
        if (len + 24 > sizeof buf) { fwrite(buf, 1, len, stdout); len = 0; }
        len += sprintf(buf + len, "%d %c\n", v, res[v]);
    }
    fwrite(buf, 1, len, stdout);
}
