#!/usr/bin/env bash
# `grundy sg` against a plain C++ mex with one buffered writer (sg_baseline.cpp), for the same
# bytes: Set Nim, Bash, Split Nim and an octal code, 10^7 heaps, in text, CSV and JSON.
#
# usage: apps/cli/bench/sg.sh [N] [RUNS]      (N defaults to 10000000, RUNS to 10)
#
# Checks that both print identical bytes, times both with hyperfine (alternating, output to
# /dev/null) and prints a Markdown table. Not part of `cargo test`: it needs g++ and hyperfine.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
n="${1:-10000000}"
runs="${2:-10}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
g++ -O2 -o "$work/baseline" "$here/sg_baseline.cpp"
(cd "$root" && cargo build --release -p grundy-cli --quiet)
grundy="$root/target/release/grundy"
split_max=$(python3 -c "m=$n-1; print(2*m + (bin(m).count('1') % 2 == 0))")
# name | grundy's arguments | the baseline's arguments after FORMAT N
workloads=(
    "set 2,5,7|sg set --set 2,5,7|Set Nim with S = {2, 5, 7}|\"game\":\"set\",\"set\":[2,5,7]|3|set 2 5 7"
    "bash 3|sg bash --k 3|Bash with k = 3|\"game\":\"bash\",\"k\":3|3|bash 3"
    "split|sg split|Split Nim|\"game\":\"split\"|$split_max|split"
    "octal 0.0300303|sg octal 0.0300303|the octal game 0.0300303|\"game\":\"octal\",\"code\":\"0.0300303\"|3|octal 0 0 3 0 0 3 0 3"
)
echo "| workload | format | C++ plain mex (wall; CPU) | grundy (wall; CPU) | grundy / C++ (wall) |"
echo "|---|---|---:|---:|---:|"
for w in "${workloads[@]}"; do
    IFS='|' read -r name args title head max game <<< "$w"
    for format in text csv json; do
        # shellcheck disable=SC2086
        "$work/baseline" "$format" "$n" "$title" "$head" "$max" $game > "$work/cpp.out"
        # shellcheck disable=SC2086
        "$grundy" $args --upto "$n" --format "$format" > "$work/grundy.out"
        cmp -s "$work/cpp.out" "$work/grundy.out" || { echo "$name $format: outputs differ" >&2; exit 1; }
        hyperfine -N --warmup 1 --runs "$runs" --style none --export-json "$work/t.json" \
            -n cpp "$work/baseline $format $n '$title' '$head' $max $game" \
            -n grundy "$grundy $args --upto $n --format $format" > /dev/null
        python3 - "$work/t.json" "$name" "$format" <<'PY'
import json, sys
path, name, fmt = sys.argv[1:]
r = {x["command"]: x for x in json.load(open(path))["results"]}
c, g = r["cpp"], r["grundy"]
cpu = lambda x: x["user"] + x["system"]
ms = lambda x: f'{x["median"] * 1000:.0f} ms; {cpu(x) * 1000:.0f} ms'
print(f'| {name} | {fmt} | {ms(c)} | {ms(g)} | {g["median"] / c["median"]:.2f} |')
PY
    done
done
