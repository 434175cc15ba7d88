// AcWing 891, wrong: the piles read into int, as the seed solution reads them (the statement
// says a_i <= 10^9; grundy's inputs go to 2^64 - 1).
#include <cstdio>
int main() {
    int n, x, res = 0;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &x);
        res ^= x;
    }
    puts(res ? "Yes" : "No");
}
