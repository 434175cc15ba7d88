#!/usr/bin/env bash
# `grundy judge` against a straightforward C++ scanf/printf baseline, 10^6 numbers a problem.
#
# usage: apps/cli/bench/run.sh [WORK_DIR]     (from anywhere; WORK_DIR defaults to a temp dir)
#
# Generates the inputs (gen.py, deterministic), compiles baseline.cpp with g++ -O2, builds
# grundy in release, checks that both print the same answers (and reports where they do not:
# the baseline's known wrong answers), times both with hyperfine and prints a Markdown table.
# Not part of `cargo test`: it takes a few minutes and needs g++, python3 and hyperfine.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"

echo "inputs and binaries in $work" >&2
python3 "$here/gen.py" "$work/in"
g++ -O2 -o "$work/baseline" "$here/baseline.cpp"
(cd "$root" && cargo build --release -p grundy-cli --quiet)
grundy="$root/target/release/grundy"

problems=(51nod-1066 51nod-1072 51nod-1072-big 51nod-1069 acwing-891 acwing-892 acwing-893 acwing-894)

echo "| problem | input | C++ -O2 scanf/printf (wall; CPU) | grundy judge (wall; CPU) | speed-up (wall; CPU) | same answers |"
echo "|---|---:|---:|---:|---:|---|"
for name in "${problems[@]}"; do
    problem="${name%-big}"
    input="$work/in/$name.txt"
    "$work/baseline" "$problem" < "$input" > "$work/$name.cpp.out" || true
    "$grundy" judge "$problem" < "$input" > "$work/$name.grundy.out"
    lines=$(wc -l < "$work/$name.grundy.out")
    diff_lines=$(diff "$work/$name.cpp.out" "$work/$name.grundy.out" | grep -c '^>' || true)
    if [ "$diff_lines" = 0 ]; then same="yes"; else same="no: C++ wrong on $diff_lines of $lines"; fi
    hyperfine --warmup 2 --runs 20 --style none \
        --export-json "$work/$name.json" \
        -n cpp "$work/baseline $problem < $input > /dev/null" \
        -n grundy "$grundy judge $problem < $input > /dev/null" > /dev/null
    python3 - "$work/$name.json" "$name" "$input" "$same" <<'EOF'
import json, os, sys
path, name, inp, same = sys.argv[1:]
r = {x["command"]: x for x in json.load(open(path))["results"]}
c, g = r["cpp"], r["grundy"]
cpu = lambda x: x["user"] + x["system"]
ms = lambda x: f'{x["mean"] * 1000:.1f} ± {x["stddev"] * 1000:.1f} ms; {cpu(x) * 1000:.1f} ms'
size = os.path.getsize(inp) / 1e6
speed = f'{c["mean"] / g["mean"]:.1f}×; {cpu(c) / cpu(g):.1f}×'
print(f'| {name} | {size:.1f} MB | {ms(c)} | {ms(g)} | {speed} | {same} |')
EOF
done
