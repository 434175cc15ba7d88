#!/usr/bin/env bash
# `grundy sg graph` against a C++ win/loss/draw retrograde (graph_baseline.cpp) on random
# graphs of 10^5 nodes / 10^6 edges and 10^6 nodes / 10^7 edges (graph_gen.py, seeds 1, 2).
#
# usage: apps/cli/bench/graph.sh [RUNS]          (RUNS defaults to 10)
#
# Checks that grundy's outcome of every node (value 0: P; finite and not 0: N; ∞(K): N when
# 0 ∈ K, a move to a loss, else D) is the baseline's, then times both with hyperfine (output to /dev/null) and counts their
# instructions with callgrind when valgrind is installed (the same count on every run,
# whatever else the machine does). Prints a Markdown table. Needs g++, python3, hyperfine.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
runs="${1:-10}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
g++ -O2 -o "$work/baseline" "$here/graph_baseline.cpp"
(cd "$root" && cargo build --release -p grundy-cli --quiet)
grundy="$root/target/release/grundy"
echo "| graph | C++ retrograde (wall; CPU; instructions) | grundy sg graph (wall; CPU; instructions) | grundy / C++ (CPU; instructions) |"
echo "|---|---:|---:|---:|"
for spec in "100000 1000000 1" "1000000 10000000 2"; do
    read -r n m seed <<< "$spec"
    python3 "$here/graph_gen.py" "$n" "$m" "$seed" > "$work/g.txt"
    "$work/baseline" < "$work/g.txt" | awk '{print $2}' > "$work/cpp.txt"
    "$grundy" sg graph "$work/g.txt" --format csv | tail -n +2 |
        awk -F, '{ if ($2 == "inf") { n = split($3, k, " "); w = "D"
                   for (i = 1; i <= n; i++) if (k[i] == 0) w = "N"; print w }
                   else if ($2 == 0) print "P"; else print "N" }' > "$work/grundy.txt"
    cmp -s "$work/cpp.txt" "$work/grundy.txt" || { echo "outcomes differ on $n/$m" >&2; exit 1; }
    hyperfine --warmup 1 --runs "$runs" --style none --export-json "$work/t.json" \
        -n cpp "$work/baseline < $work/g.txt > /dev/null" \
        -n grundy "$grundy sg graph $work/g.txt > /dev/null" > /dev/null
    # Instructions of a command reading $work/g.txt on stdin.
    count() {
        if command -v valgrind > /dev/null; then
            valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" \
                < "$work/g.txt" > /dev/null 2> "$work/vg.txt"
            grep -oP 'Collected : \K[0-9]+' "$work/vg.txt" || echo 0
        else
            echo 0
        fi
    }
    ci=$(count "$work/baseline")
    gi=$(count "$grundy" sg graph)
    python3 - "$work/t.json" "$n/$m" "$ci" "$gi" <<'PY'
import json, sys
path, name, ci, gi = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
r = {x["command"]: x for x in json.load(open(path))["results"]}
c, g = r["cpp"], r["grundy"]
cpu = lambda x: x["user"] + x["system"]
fmt = lambda x, i: f'{x["median"] * 1000:.0f} ms; {cpu(x) * 1000:.0f} ms; {i / 1e6:.0f} M'
ratio = f'{cpu(g) / cpu(c):.2f}; {gi / ci:.2f}' if ci else f'{cpu(g) / cpu(c):.2f}; -'
print(f'| {name} | {fmt(c, ci)} | {fmt(g, gi)} | {ratio} |')
PY
done
