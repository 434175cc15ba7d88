#!/usr/bin/env bash
# The core's public API, listed by cargo-public-api (from rustdoc's JSON, on the nightly
# toolchain; blanket and auto-trait impls left out) and compared with the listing committed in
# crates/grundy/public-api.txt. A change to the API fails here until the listing is
# regenerated (`bash .ci/public-api.sh --bless`) and committed with it, so every change to
# what a user of the crate sees shows in a review's diff.
set -euo pipefail
cd "$(dirname "$0")/.."
listing=crates/grundy/public-api.txt
current=$(mktemp)
trap 'rm -f "$current"' EXIT
cargo public-api --color never -p grundy --all-features -ss >"$current"
if [ "${1:-}" = "--bless" ]; then
    cp "$current" "$listing"
    echo "public-api: $listing written ($(wc -l <"$listing") lines)"
elif ! diff -u "$listing" "$current"; then
    echo "public-api: the core's public API differs from $listing (above: - listed, + now)."
    echo "If the change is meant, run \`bash .ci/public-api.sh --bless\` and commit the listing."
    exit 1
else
    echo "public-api: the core's public API is as listed ($(wc -l <"$listing") lines)"
fi
