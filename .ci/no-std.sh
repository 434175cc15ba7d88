#!/usr/bin/env bash
# Proves the core is no_std and allocation-free by building it for a Cortex-M0 target.
# Route 1: rustup's thumbv6m-none-eabi (the target add can hang, so it has a time limit).
# Route 2: Debian's Rust with its library source and -Zbuild-std=core.
set -euo pipefail
cd "$(dirname "$0")/.."

target=thumbv6m-none-eabi
if timeout 120 rustup target add "$target" >/dev/null 2>&1 &&
    cargo build -p grundy --target "$target" --release; then
    echo "no-std: core built for $target with rustup's target"
    exit 0
fi

echo "no-std: rustup route failed; building with Debian's rustc and build-std"
if ! [ -x /usr/bin/rustc ] || ! [ -d /usr/lib/rustlib/src/rust ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        rustc-web cargo-web rust-web-src >/dev/null
fi
RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc CARGO_TARGET_DIR=target/debian-build-std \
    /usr/bin/cargo build -p grundy --target "$target" --release -Zbuild-std=core
echo "no-std: core built for $target with build-std"
