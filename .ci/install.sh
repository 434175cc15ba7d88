#!/usr/bin/env bash
# Installs everything the checks need on a fresh Debian bookworm machine; idempotent.
set -euo pipefail

packages=(
    # The desktop app under Xvfb, rendered by Mesa (lavapipe / llvmpipe); screenshots.
    xvfb mesa-vulkan-drivers libvulkan1 libgl1-mesa-dri libegl1 libxkbcommon-x11-0
    imagemagick xdotool
    # The firmware: QEMU, arm-none-eabi-size, and lld for the Debian build-std route.
    qemu-system-arm binutils-arm-none-eabi lld
    # The C++ baseline of the CLI benchmark (not run in CI) and timing.
    g++
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# cargo-fuzz, from crates.io, for the fuzz smoke.
if ! command -v cargo-fuzz >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked --quiet
fi

# rustfmt and clippy are part of the default rustup profile; make sure.
timeout 300 rustup component add rustfmt clippy >/dev/null 2>&1 || true
echo "install: done"
