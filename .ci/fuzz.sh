#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS each (default 60), one after another, starting
# from the seeds in fuzz/corpus/<target>/ (what a run adds there is not committed).
#
# usage: .ci/fuzz.sh [SECONDS] [TARGET...]        (`just fuzz 600` runs each for 10 minutes)
#
# Needs cargo-fuzz (.ci/install.sh installs it). cargo-fuzz wants a nightly compiler for its
# sanitizer flags: with `nightly` installed the targets run under AddressSanitizer; with only
# the stable toolchain they run without a sanitizer (RUSTC_BOOTSTRAP lets stable take
# cargo-fuzz's flags). A finding stops the script with libFuzzer's report and the input saved
# in fuzz/artifacts/<target>/.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

seconds="${1:-60}"
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
    targets=(judge sums play_parse core_games scripts)
fi

if rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
    fuzz=(cargo +nightly fuzz)
    flags=()
else
    export RUSTC_BOOTSTRAP=1
    fuzz=(cargo fuzz)
    flags=(--sanitizer none)
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for target in "${targets[@]}"; do
    echo "--- fuzz $target for $seconds s"
    status=0
    "${fuzz[@]}" run "${flags[@]}" "$target" -- \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        >"$log" 2>&1 || status=$?
    if ((status != 0)); then
        tail -n 80 "$log"
        echo "fuzz $target: failed (status $status)"
        exit "$status"
    fi
    grep -E '^(Done [0-9]+ runs|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || true
done
