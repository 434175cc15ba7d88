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
    # The web page in headless Chromium (WebGL2 by SwiftShader, bundled with it), glyphs the
    # app's fonts lack drawn by the browser from DejaVu.
    chromium fonts-dejavu-core
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The Python module's tests (.ci/python.sh): python3 with venv and pip (maturin, numpy and
# pytest come from PyPI into the virtualenv). Debian's python3 needs python3-venv for that.
if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -m pip --version >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        python3 python3-venv python3-pip >/dev/null
fi

# cargo-fuzz, from crates.io, for the fuzz smoke.
if ! command -v cargo-fuzz >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked --quiet
fi

# cargo-public-api, from crates.io, for the listing of the core's public API
# (.ci/public-api.sh); this version reads the rustdoc JSON of the nightly toolchain installed
# here (cargo 1.97 nightly, 2026-05-15). A debug build: about 3 minutes instead of 8, and it
# lists this crate's API in 4 s.
if [ "$(cargo public-api --version 2>/dev/null | awk '{print $2}')" != "0.52.0" ]; then
    cargo install cargo-public-api --version "=0.52.0" --locked --debug --quiet
fi

# rustfmt and clippy are part of the default rustup profile; make sure.
timeout 300 rustup component add rustfmt clippy >/dev/null 2>&1 || true

# The web page (.ci/web.sh): rustup's wasm32 target, or else Debian's rustc-web with the
# standard library's source for -Zbuild-std (rustup has hung before: a timeout).
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown &&
    ! timeout 120 rustup target add wasm32-unknown-unknown >/dev/null 2>&1; then
    echo "install: no wasm32 target from rustup within 120 s: Debian's rustc-web and rust-web-src"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        rustc-web cargo-web rust-web-src rust-web-llvm lld-22 >/dev/null
fi
# wasm-bindgen's command line at exactly the version of the wasm-bindgen crate in Cargo.lock,
# built from crates.io (a few minutes, once). Its own lock file pins crates that a registry
# mirror may not have yet: then the newest compatible versions instead.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bindgen=$(grep -A1 '^name = "wasm-bindgen"$' "$root/Cargo.lock" | sed -n 's/^version = "\(.*\)"$/\1/p')
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen" ]; then
    echo "install: wasm-bindgen-cli $bindgen"
    cargo install -q wasm-bindgen-cli --version "=$bindgen" --locked ||
        cargo install -q wasm-bindgen-cli --version "=$bindgen"
fi
# playwright-core (drives Debian's Chromium; downloads no browser) and binaryen's wasm-opt,
# at the versions of tests/web/package-lock.json.
(cd "$root/tests/web" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
echo "install: done"
