#!/usr/bin/env bash
# The web page (docs/web.md): the desktop app built for wasm32-unknown-unknown with eframe's
# web runner, bound by wasm-bindgen into a folder of static files, target/web/dist:
# index.html, worker.js, grundy.js (wasm-bindgen's glue) and grundy_bg.wasm.
#
#   .ci/web.sh build   the folder, its sizes, the 4.75 MiB budget (`just web`)
#   .ci/web.sh serve   build, then serve the folder on 127.0.0.1 (`just web-serve`)
#   .ci/web.sh check   build, serve on a free port, and check the page in headless Chromium
#                      (tests/web/check.mjs); what CI runs
#
# Environment (all optional):
#   WEB_ROUTE=rustup|debian   the toolchain: rustup's wasm32-unknown-unknown target (default,
#                             when it can be had within 120 s), else Debian's rustc-web with
#                             rust-web-src and -Zbuild-std, as the firmware does
#   WEB_PORT=PORT             serve's port (default 8080)
#   WEB_OPT=0                 skip binaryen's wasm-opt -Oz (npm `binaryen`, installed with
#                             the check's packages), which runs by default: 6 % smaller
#                             uncompressed (what keeps the page within its old 4 MiB since the
#                             Chinese font and messages joined), no smaller gzipped, about
#                             30 s (docs/web.md)
#   CHROMIUM=PATH             the browser the check drives (default /usr/bin/chromium)
set -euo pipefail

MODE=${1:-build}
case $MODE in
build | serve | check) ;;
*)
    echo "usage: .ci/web.sh build|serve|check" >&2
    exit 2
    ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
TARGET=wasm32-unknown-unknown
OUT=$ROOT/target/web
DIST=$OUT/dist
TESTS=$ROOT/tests/web
BUDGET=$((4864 * 1024))
start=$(date +%s)
step() { printf '\n== %s (%d s)\n' "$*" $(($(date +%s) - start)); }
die() {
    echo "web.sh: $*" >&2
    exit 1
}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

step "toolchain"
route=${WEB_ROUTE:-}
if [ -z "$route" ]; then
    route=debian
    if command -v rustup >/dev/null 2>&1; then
        if rustup target list --installed 2>/dev/null | grep -qx "$TARGET"; then
            route=rustup
        elif timeout 120 rustup target add "$TARGET"; then
            route=rustup
        else
            echo "rustup target add did not finish within 120 s: Debian's route instead"
        fi
    fi
fi
if [ "$route" = debian ]; then
    missing=()
    # rust-web-llvm gives Debian's compiler its linker, rust-lld (lld-22).
    for p in rustc-web cargo-web rust-web-src rust-web-llvm lld-22; do
        dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        as_root apt-get update -q
        as_root env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -q --no-install-recommends "${missing[@]}"
    fi
fi
echo "route: $route"

# wasm-bindgen must be the version of the wasm-bindgen crate in Cargo.lock, exactly.
want=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}') || true
[ "$have" = "$want" ] ||
    die "wasm-bindgen ${have:-not found}, Cargo.lock has $want: run .ci/install.sh (cargo install wasm-bindgen-cli --version =$want)"

if [ "$MODE" = check ] && [ "$route" = rustup ]; then
    # CI's clippy step checks the desktop build; the browser's code is checked here.
    step "clippy for $TARGET"
    cargo clippy -p grundy-desktop --target "$TARGET" -- -D warnings
fi

step "WebAssembly (cargo build --profile web --target $TARGET)"
build=(build --profile web --target "$TARGET" -p grundy-desktop --bin grundy-desktop)
if [ "$route" = rustup ]; then
    cargo "${build[@]}"
    wasm=$ROOT/target/$TARGET/web/grundy-desktop.wasm
else
    # Debian's compiler builds std for the target from Debian's rust-web-src.
    RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$ROOT/target/web-debian \
        /usr/bin/cargo "${build[@]}" -Zbuild-std=std,panic_abort
    wasm=$ROOT/target/web-debian/$TARGET/web/grundy-desktop.wasm
fi
echo "$(stat -c %s "$wasm") bytes before wasm-bindgen"

step "wasm-bindgen $want"
rm -rf "$DIST"
mkdir -p "$DIST"
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
    --out-dir "$DIST" --out-name grundy "$wasm"
cp apps/desktop/web/index.html apps/desktop/web/worker.js "$DIST/"
if [ "${WEB_OPT:-1}" = 1 ]; then
    step "wasm-opt -Oz (binaryen from npm)"
    opt=$TESTS/node_modules/.bin/wasm-opt
    [ -x "$opt" ] || (cd "$TESTS" && npm ci --no-audit --no-fund)
    echo "$(stat -c %s "$DIST/grundy_bg.wasm") bytes before wasm-opt"
    # The features the Rust build uses (SIMD from .cargo/config.toml, the rest rustc's
    # defaults for the target).
    "$opt" -Oz --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int \
        --enable-sign-ext --enable-mutable-globals --enable-reference-types \
        --enable-multivalue "$DIST/grundy_bg.wasm" -o "$DIST/grundy_bg.wasm"
fi

step "sizes"
size=$(stat -c %s "$DIST/grundy_bg.wasm")
gz=$(gzip -9 -c "$DIST/grundy_bg.wasm" | wc -c)
js=$(stat -c %s "$DIST/grundy.js")
awk -v w="$size" -v g="$gz" -v j="$js" 'BEGIN {
    printf "grundy_bg.wasm: %d bytes (%.2f MiB), gzip -9: %d bytes (%.2f MiB); grundy.js: %d bytes\n",
        w, w / 1048576, g, g / 1048576, j
}' | tee "$OUT/sizes.txt"
ls -l "$DIST"
[ "$size" -le "$BUDGET" ] || die "the WebAssembly is $size bytes, over the budget of $BUDGET (4.75 MiB)"

# Serves the folder on 127.0.0.1:$1 in the background; SERVER is its process id.
serve() {
    python3 -m http.server "$1" --bind 127.0.0.1 --directory "$DIST" >"$OUT/server.log" 2>&1 &
    SERVER=$!
    for _ in $(seq 50); do
        python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$1/')" \
            2>/dev/null && return 0
        kill -0 "$SERVER" 2>/dev/null || die "the server did not start (log: $OUT/server.log)"
        sleep 0.1
    done
    die "the server did not answer within 5 s (log: $OUT/server.log)"
}

case $MODE in
build)
    echo "web.sh: built $DIST (serve it with \`just web-serve\`)"
    ;;
serve)
    port=${WEB_PORT:-8080}
    step "serving"
    echo "grundy is at http://127.0.0.1:$port/ (Ctrl-C stops the server)"
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$DIST"
    ;;
check)
    step "headless Chromium (tests/web/check.mjs)"
    [ -d "$TESTS/node_modules/playwright-core" ] || (cd "$TESTS" && npm ci --no-audit --no-fund)
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    serve "$port"
    trap 'kill "$SERVER" 2>/dev/null || true' EXIT
    rc=0
    (cd "$TESTS" && node check.mjs "http://127.0.0.1:$port/" "$OUT/check") || rc=$?
    echo "screenshots in $OUT/check"
    exit $rc
    ;;
esac
