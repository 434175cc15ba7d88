# Every routine command of the project. `just ci` is exactly what CI runs.

default:
    @just --list

# Launch the desktop app.
run:
    cargo run --release -p grundy-desktop

# Run all the tests (the README's test command).
test:
    cargo test --workspace

# Everything CI runs: install, fmt, clippy, docs, tests, snapshots, no_std, firmware, Xvfb,
# a fuzz smoke, the web page in headless Chromium.
ci:
    bash .ci/run

fmt:
    cargo fmt --all

clippy:
    cargo clippy --workspace --all-targets -- -D warnings
    cargo clippy -p grundy-desktop --all-targets --features snapshots -- -D warnings

doc:
    RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

# The core's public API against crates/grundy/public-api.txt; `just public-api --bless` after
# a change to the API that is meant.
public-api *args:
    bash .ci/public-api.sh {{args}}

# The Python module: a virtualenv in target/, pip install ./crates/grundy-py, pytest.
python:
    bash .ci/python.sh

# Criterion benchmarks of the core (numbers in docs/games.md).
bench:
    cargo bench -p grundy

# grundy against ogsolve (`cargo install ogsolve`) on the same tables, alternating runs,
# values checked, medians and ratios (numbers in docs/benchmarks.md). `just bench-ogs --runs 1`.
bench-ogs *args:
    cargo run --release -p grundy --example ogs -- {{args}}

# Prove the core is no_std: build it for a Cortex-M0.
no-std:
    bash .ci/no-std.sh

# Firmware: three thumb builds and the micro:bit, demo and scripted game under QEMU, budgets.
mcu:
    bash .ci/mcu.sh

# The BBC micro:bit firmware as Intel HEX (apps/mcu/target/grundy-microbit.hex), for the
# MICROBIT drive.
mcu-hex:
    bash .ci/mcu.sh hex

# The micro:bit firmware under QEMU: its serial console in this terminal (Ctrl-A X quits).
mcu-microbit: mcu-hex
    qemu-system-arm -M microbit -display none -monitor none -serial mon:stdio -device loader,file=apps/mcu/target/grundy-microbit.hex

# The firmware demo under QEMU (thumbv6m-none-eabi, thumbv7m-none-eabi, thumbv7em-none-eabihf).
mcu-run target="thumbv7m-none-eabi":
    cd apps/mcu && cargo run --release --target {{target}} --bin demo

# Play against the chip under QEMU; type moves into the terminal.
mcu-play target="thumbv7m-none-eabi":
    cd apps/mcu && cargo run --release --target {{target}} --bin play

# Every fuzz target (judge formats, the firmware's line parser, the core's invariants) for
# SECONDS each; CI runs 20 s each.
fuzz seconds="600":
    bash .ci/fuzz.sh {{seconds}}

# The CLI against a C++ scanf/printf baseline on 10^6-number inputs (numbers in docs/cli.md).
bench-cli:
    bash apps/cli/bench/run.sh

# Grundy's game by script against the same rules as a generic Python memo, heaps 0..=1500,
# side by side (numbers in docs/benchmarks.md). `just bench-script 9` for 9 runs each.
bench-script runs="9":
    cargo build --release -p grundy-cli --quiet
    python3 apps/cli/bench/script/compare.py target/release/grundy examples/scripts/grundy.rhai 1500 {{runs}}

# Scripts written the plain way against plain Python memos of the same rules (docs/benchmarks.md).
bench-plain-scripts runs="5":
    cargo build --release -p grundy-cli --quiet
    python3 apps/cli/bench/script/plain/compare.py target/release/grundy {{runs}}

# The Chinese font subset, after changing a message file (needs fonts-noto-cjk and
# `pip install fonttools`; see crates/grundy-i18n/fonts/README.md).
font:
    python3 crates/grundy-i18n/fonts/subset.py

# The app as a web page: a folder of static files in target/web/dist (docs/web.md).
web:
    bash .ci/web.sh build

# Build the web page and serve it on 127.0.0.1 (prints the address; WEB_PORT=PORT to change).
web-serve:
    bash .ci/web.sh serve

# Build and serve the web page, then check it in headless Chromium (what CI runs).
web-check:
    bash .ci/web.sh check

# Update the desktop app's image snapshots after a deliberate change.
snapshots:
    UPDATE_SNAPSHOTS=true cargo test -p grundy-desktop --features snapshots
