#!/usr/bin/env bash
# The Nim machine's CI: toolchain, three thumb builds, the demo and a scripted game under
# QEMU, the BBC micro:bit build (its Intel HEX run under QEMU -M microbit, a scripted session
# typed into its UART), and the size and stack budgets. Exits non-zero if anything failed;
# every stage still runs so that one report shows all failures.
#
#   .ci/mcu.sh        everything (what CI runs)
#   .ci/mcu.sh hex    only the micro:bit's Intel HEX, apps/mcu/target/grundy-microbit.hex
#                     (`just mcu-hex`)
#
# Environment (all optional):
#   MCU_ROUTE=rustup|debian   force a toolchain route (default: rustup if its thumb targets
#                             can be had within 120 s, else Debian's rustc-web + build-std)
#   MCU_BUDGET_LAYOUT=NAME    memory/NAME.x is the demo's budget (default budget-16k-4k,
#                             a one-dollar STM32F030F4-class chip's)
#   MCU_PLAY_BUDGET_LAYOUT=NAME  memory/NAME.x whose FLASH the play binary must fit
#                             (default budget-32k-4k: play does not fit 16 KiB, see
#                             docs/embedded.md)
#   MCU_QEMU_TIMEOUT=SECONDS  per QEMU run (default 30; a run takes about a second, the
#                             micro:bit's a few)
set -uo pipefail

MODE=${1:-all}
case $MODE in
all | hex) ;;
*)
    echo "usage: .ci/mcu.sh [hex]" >&2
    exit 2
    ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MCU=$ROOT/apps/mcu
SCRIPT=$ROOT/crates/grundy-play/tests/fixtures/session.txt
# A sum of three Set Nims won with hints: the deepest stack `play` is known to reach.
SUM3=$ROOT/crates/grundy-play/tests/fixtures/sum3.txt
BUDGET_LAYOUT=${MCU_BUDGET_LAYOUT:-budget-16k-4k}
PLAY_BUDGET_LAYOUT=${MCU_PLAY_BUDGET_LAYOUT:-budget-32k-4k}
QEMU_TIMEOUT=${MCU_QEMU_TIMEOUT:-30}
TARGETS=(thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf)
GAMES=("Bash" "Wythoff" "Nim" "Staircase Nim" "Set Nim" "Split Nim")
LOG=$MCU/target/ci
# The stack must leave this many bytes of its layout's reserve unused on every board.
HEADROOM=512
# Where `hex` mode and CI leave the micro:bit firmware, for the MICROBIT drive.
HEX=$MCU/target/grundy-microbit.hex
failures=()

step() { printf '\n== %s\n' "$*"; }
fail() {
    printf 'mcu.sh: FAIL: %s\n' "$*" >&2
    failures+=("$*")
}
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Installs the Debian packages given that are missing; apt-get update first, only then.
apt_need() {
    local missing=()
    for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "installing ${missing[*]}"
    as_root apt-get update -q &&
        as_root env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -q --no-install-recommends "${missing[@]}"
}

step "packages"
apt_need qemu-system-arm binutils-arm-none-eabi lld || {
    fail "apt-get install qemu-system-arm binutils-arm-none-eabi lld"
    exit 1
}

step "toolchain"
route=${MCU_ROUTE:-}
if [ -z "$route" ]; then
    route=debian
    if command -v rustup >/dev/null 2>&1; then
        installed=$(rustup target list --installed 2>/dev/null)
        missing=()
        for t in "${TARGETS[@]}"; do grep -qx "$t" <<<"$installed" || missing+=("$t"); done
        if [ ${#missing[@]} -eq 0 ]; then
            route=rustup
        elif timeout 120 rustup target add "${missing[@]}"; then
            route=rustup
        else
            echo "rustup target add did not finish within 120 s: Debian's route instead"
        fi
    fi
fi
if [ "$route" = debian ]; then
    apt_need rustc-web cargo-web rust-web-src lld || {
        fail "apt-get install rustc-web cargo-web rust-web-src"
        exit 1
    }
fi
echo "route: $route"

# cargo inside apps/mcu (its .cargo/config.toml applies only there), with the route's flags.
mcu_cargo() {
    if [ "$route" = rustup ]; then
        (cd "$MCU" && cargo "$@")
    else
        local linkers=() triple
        for triple in "${TARGETS[@]}"; do
            linkers+=(--config "target.$triple.linker=\"ld.lld\"")
        done
        (cd "$MCU" && RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR="$MCU/target/debian" \
            /usr/bin/cargo "$@" -Zbuild-std=core "${linkers[@]}")
    fi
}
if [ "$route" = rustup ]; then OUT=$MCU/target; else OUT=$MCU/target/debian; fi
mkdir -p "$LOG"

# The micro:bit build: its ELF, then the Intel HEX of it at $HEX; status 0 if both exist.
MICROBIT_ELF=$OUT/thumbv6m-none-eabi/release/microbit
microbit_hex() {
    mcu_cargo build --release --target thumbv6m-none-eabi --features microbit --bin microbit &&
        arm-none-eabi-objcopy -O ihex "$MICROBIT_ELF" "$HEX"
}

if [ "$MODE" = hex ]; then
    step "micro:bit firmware as Intel HEX"
    if microbit_hex; then
        read -r text data bss _ < <(arm-none-eabi-size "$MICROBIT_ELF" | tail -n 1)
        echo "text $text data $data bss $bss"
        echo "wrote $HEX: copy it onto the MICROBIT drive (docs/embedded.md)"
        exit 0
    fi
    echo "mcu.sh: FAIL: the micro:bit build" >&2
    exit 1
fi

# The board QEMU emulates for a target's code (lm3s6965evb runs thumbv6m code too).
machine() {
    case $1 in
    thumbv7em-none-eabihf) echo "mps2-an386 cortex-m4" ;;
    *) echo "lm3s6965evb cortex-m3" ;;
    esac
}
# The layout a functional run uses: the board's own, not the budget.
board_layout() {
    case $1 in
    thumbv7em-none-eabihf) echo mps2-an386 ;;
    *) echo lm3s6965 ;;
    esac
}
# run_qemu TARGET ELF INPUT OUTPUT: the firmware's semihosting output in OUTPUT; QEMU's status.
run_qemu() {
    local m cpu
    read -r m cpu <<<"$(machine "$1")"
    timeout "$QEMU_TIMEOUT" qemu-system-arm -cpu "$cpu" -machine "$m" -display none \
        -monitor none -serial null -semihosting-config enable=on,target=native \
        -kernel "$2" <"$3" >"$4" 2>"$4.stderr"
}
bytes() { # 16K -> 16384, 4M -> 4194304, 4096 -> 4096
    case $1 in
    *K) echo $((${1%K} * 1024)) ;;
    *M) echo $((${1%M} * 1024 * 1024)) ;;
    *) echo "$1" ;;
    esac
}
# expect FILE TEXT: FILE contains TEXT (a fixed string).
expect() { grep -qF -- "$2" "$1" || fail "$(basename "$1"): missing \"$2\""; }

# The firmware is not a workspace member: the workspace's fmt and clippy do not see it.
step "fmt and clippy of apps/mcu"
(cd "$MCU" && cargo fmt --check) || fail "cargo fmt --check in apps/mcu"
if [ "$route" = rustup ]; then
    mcu_cargo clippy --release --target thumbv7m-none-eabi --bins -- -D warnings ||
        fail "clippy in apps/mcu"
    mcu_cargo clippy --release --target thumbv6m-none-eabi --features microbit --bin microbit \
        -- -D warnings || fail "clippy in apps/mcu (feature microbit)"
else
    echo "clippy skipped: Debian's route has no clippy"
fi

built=()
for t in "${TARGETS[@]}"; do
    step "build $t ($(board_layout "$t") layout)"
    if GRUNDY_MCU_MEMORY=$(board_layout "$t") mcu_cargo build --release --target "$t" --bins; then
        built+=("$t")
    else
        fail "build $t"
    fi
done

sizes=()
for t in "${built[@]}"; do
    elf=$OUT/$t/release
    step "demo on $t under QEMU ($(machine "$t" | cut -d' ' -f1))"
    run_qemu "$t" "$elf/demo" /dev/null "$LOG/demo-$t.txt"
    rc=$?
    tail -n 3 "$LOG/demo-$t.txt"
    [ $rc -eq 0 ] || fail "demo on $t exited $rc (log: $LOG/demo-$t.txt)"
    for g in "${GAMES[@]}"; do expect "$LOG/demo-$t.txt" "== $g =="; done
    ok=$(grep -c '^winner: .* \[ok\]$' "$LOG/demo-$t.txt")
    [ "$ok" -eq 6 ] || fail "demo on $t: $ok of 6 games passed"
    expect "$LOG/demo-$t.txt" "demo: 6 of 6 games passed every check"

    step "scripted game on $t under QEMU"
    run_qemu "$t" "$elf/play" "$SCRIPT" "$LOG/play-$t.txt"
    rc=$?
    tail -n 2 "$LOG/play-$t.txt"
    # play exits 1 when its stack left less than $HEADROOM bytes of the reserve.
    [ $rc -eq 0 ] || fail "play on $t exited $rc (log: $LOG/play-$t.txt)"
    wins=$(grep -cF "no move is left for the chip: you win!" "$LOG/play-$t.txt")
    [ "$wins" -eq 3 ] || fail "play on $t: the human won $wins games, not 3"
    for text in "hint: take 2 from pile 1 (type \`2\`)" \
        "cannot read \`three\`: \`three\` is not a whole number" \
        "illegal move: cannot take 4 stones, at most 3 per move" \
        "\`x\` is not on the menu" "you leave the game" "bye" "games 4 won 3 lost 0" \
        "== Split Nim + Split Nim ==" "grundy 0: a P-position, so the chip moves first"; do
        expect "$LOG/play-$t.txt" "$text"
    done

    step "a sum of three games on $t under QEMU"
    run_qemu "$t" "$elf/play" "$SUM3" "$LOG/sum3-$t.txt"
    rc=$?
    tail -n 1 "$LOG/sum3-$t.txt"
    [ $rc -eq 0 ] || fail "play (sum of three) on $t exited $rc (log: $LOG/sum3-$t.txt)"
    expect "$LOG/sum3-$t.txt" "== Set Nim + Set Nim + Set Nim =="
    expect "$LOG/sum3-$t.txt" "games 1 won 1 lost 0"

    for bin in demo play; do
        read -r text data bss _ < <(arm-none-eabi-size "$elf/$bin" | tail -n 1)
        sizes+=("$(printf '%-22s %-8s %7s %6s %6s' "$t" "$bin" "$text" "$data" "$bss")")
    done
done

# The micro:bit: the HEX that people copy onto the board, loaded by QEMU's micro:bit
# (-M microbit, which emulates the nRF51's UART, timers and GPIO but shows no LEDs and has no
# buttons), a script typed into its UART through stdin: `d` for the demo, then the scripted
# session of the boards above. The firmware never ends (a toy restarts its menu after `q`),
# so this script ends QEMU once the session's summary line has come out.
step "build the micro:bit v1 (thumbv6m-none-eabi, feature microbit, microbit layout) and its HEX"
microbit_built=false
if microbit_hex; then
    microbit_built=true
    # The HEX holds exactly the ELF's bytes.
    arm-none-eabi-objcopy -O binary "$MICROBIT_ELF" "$LOG/microbit-elf.bin" &&
        arm-none-eabi-objcopy -I ihex -O binary "$HEX" "$LOG/microbit-hex.bin" &&
        cmp -s "$LOG/microbit-elf.bin" "$LOG/microbit-hex.bin" ||
        fail "the HEX $HEX does not hold the ELF's bytes"
    echo "$HEX: $(wc -l <"$HEX") records"
else
    fail "build the micro:bit firmware"
fi

if $microbit_built; then
    step "micro:bit under QEMU (-M microbit, the HEX, a session typed into its UART)"
    input=$LOG/microbit-input.txt
    out=$LOG/microbit.txt
    { echo d; cat "$SCRIPT"; } >"$input"
    : >"$out.raw"
    timeout "$QEMU_TIMEOUT" qemu-system-arm -M microbit -display none -monitor none \
        -serial stdio -device loader,file="$HEX" <"$input" >"$out.raw" 2>"$out.stderr" &
    qemu=$!
    summary='^games [0-9]* won [0-9]* lost [0-9]*; stack: .* \[\(ok\|FAIL\)\]$'
    for ((i = 0; i < QEMU_TIMEOUT * 10; i++)); do
        tr -d '\r' <"$out.raw" >"$out"
        grep -q "$summary" "$out" && break
        kill -0 "$qemu" 2>/dev/null || break
        sleep 0.1
    done
    kill "$qemu" 2>/dev/null
    wait "$qemu" 2>/dev/null
    # The serial line ends lines with \r\n; the checks read them without the \r.
    tr -d '\r' <"$out.raw" >"$out"
    grep "$summary" "$out" || fail "micro:bit: no session summary within ${QEMU_TIMEOUT} s (log: $out)"
    ok=$(grep -c '^winner: .* \[ok\]$' "$out")
    [ "$ok" -eq 6 ] || fail "micro:bit demo: $ok of 6 games passed"
    expect "$out" "demo: 6 of 6 games passed every check"
    expect "$out" "free in RAM (microbit) [ok]"
    wins=$(grep -cF "no move is left for the chip: you win!" "$out")
    [ "$wins" -eq 3 ] || fail "micro:bit: the human won $wins games, not 3"
    for text in "The Nim machine on the micro:bit" "d  demo: the chip against a random player" \
        "hint: take 2 from pile 1 (type \`2\`)" \
        "cannot read \`three\`: \`three\` is not a whole number" \
        "illegal move: cannot take 4 stones, at most 3 per move" \
        "\`x\` is not on the menu" "you leave the game" "bye" "games 4 won 3 lost 0; stack: "; do
        expect "$out" "$text"
    done
    # The stack, as the firmware measured it over the demo and the session.
    peak=$(sed -n 's/^games .*; stack: \([0-9]*\) bytes at peak, .*/\1/p' "$out")
    reserve=$(bytes "$(sed -n 's/^_stack_reserve *= *\([0-9]*[KM]\?\);.*/\1/p' "$MCU/memory/microbit.x")")
    echo "stack: ${peak:-unknown} bytes at peak of $reserve reserved, $HEADROOM to be kept spare"
    [ -n "$peak" ] && [ $((peak + HEADROOM)) -le "$reserve" ] ||
        fail "micro:bit: stack peak ${peak:-unknown} + $HEADROOM > reserve $reserve"
fi

step "sizes (release; text includes .rodata and the vector table)"
if $microbit_built; then
    read -r text data bss _ < <(arm-none-eabi-size "$MICROBIT_ELF" | tail -n 1)
    sizes+=("$(printf '%-22s %-8s %7s %6s %6s' "thumbv6m (micro:bit)" microbit "$text" "$data" "$bss")")
fi
printf '%-22s %-8s %7s %6s %6s\n' target bin text data bss
printf '%s\n' "${sizes[@]}"

# Budget: the thumbv6m demo within its layout's FLASH and RAM, and the play binary within
# the FLASH of its own layout, and the CI script's stack within its RAM (a sum of three
# needs more: see docs/embedded.md).
step "budget: thumbv6m-none-eabi demo in memory/$BUDGET_LAYOUT.x"
layout_file=$MCU/memory/$BUDGET_LAYOUT.x
length() { sed -n "s/^ *$1 *:.*LENGTH *= *\([0-9]*[KM]\?\).*/\1/p" "${2:-$layout_file}"; }
flash=$(bytes "$(length FLASH)")
ram=$(bytes "$(length RAM)")
reserve=$(sed -n 's/^_stack_reserve *= *\([0-9]*\);.*/\1/p' "$layout_file")
if [ -z "$flash" ] || [ -z "$ram" ] || [ -z "$reserve" ]; then
    fail "cannot read FLASH, RAM and _stack_reserve from $layout_file"
else
    v6m=$OUT/thumbv6m-none-eabi/release/demo
    if [ -f "$v6m" ]; then
        read -r text data bss _ < <(arm-none-eabi-size "$v6m" | tail -n 1)
        echo "flash: text $text + data $data = $((text + data)) of $flash"
        echo "ram: data $data + bss $bss + stack reserve $reserve = $((data + bss + reserve)) of $ram"
        [ $((text + data)) -le "$flash" ] ||
            fail "budget: flash $((text + data)) > $flash ($((text + data - flash)) over)"
        [ $((data + bss + reserve)) -le "$ram" ] ||
            fail "budget: RAM $((data + bss + reserve)) > $ram"
        # The stack the demo measured on the board build (same code, more RAM).
        peak=$(sed -n 's/^stack: \([0-9]*\) bytes at peak, .*/\1/p' "$LOG/demo-thumbv6m-none-eabi.txt")
        echo "stack: measured peak ${peak:-unknown} of the $reserve reserved, $HEADROOM to be kept spare"
        [ -n "$peak" ] && [ $((peak + HEADROOM)) -le "$reserve" ] ||
            fail "budget: stack peak ${peak:-unknown} + $HEADROOM > reserve $reserve"
    else
        fail "budget: no thumbv6m demo was built"
    fi
    v6m_play=$OUT/thumbv6m-none-eabi/release/play
    play_flash=$(bytes "$(length FLASH "$MCU/memory/$PLAY_BUDGET_LAYOUT.x")")
    if [ -z "$play_flash" ]; then
        fail "cannot read FLASH from memory/$PLAY_BUDGET_LAYOUT.x"
    elif [ -f "$v6m_play" ]; then
        read -r text data _ < <(arm-none-eabi-size "$v6m_play" | tail -n 1)
        echo "flash (play, $PLAY_BUDGET_LAYOUT): text $text + data $data = $((text + data)) of $play_flash"
        [ $((text + data)) -le "$play_flash" ] ||
            fail "budget: play's flash $((text + data)) > $play_flash ($((text + data - play_flash)) over)"
    fi
    if GRUNDY_MCU_MEMORY=$BUDGET_LAYOUT mcu_cargo build --release --target thumbv6m-none-eabi \
        --bin demo >"$LOG/budget-build.txt" 2>&1; then
        # The demo exits 1 when its measured stack peak leaves less than HEADROOM bytes of
        # _stack_reserve.
        run_qemu thumbv6m-none-eabi "$v6m" /dev/null "$LOG/demo-budget.txt"
        rc=$?
        grep '^stack: .* reserved' "$LOG/demo-budget.txt"
        [ $rc -eq 0 ] || fail "budget: the demo in $BUDGET_LAYOUT exited $rc (log: $LOG/demo-budget.txt)"
    else
        grep -E 'error: .*(overflowed|will not fit|_stack_reserve)' "$LOG/budget-build.txt" | head -n 3
        fail "budget: the demo does not link in $BUDGET_LAYOUT (log: $LOG/budget-build.txt)"
    fi
    # play in its budget's RAM too: the CI script (single games and a sum of two) must keep
    # HEADROOM bytes of the 3.5 KiB reserve unused, or play exits 1.
    if GRUNDY_MCU_MEMORY=$PLAY_BUDGET_LAYOUT mcu_cargo build --release --target thumbv6m-none-eabi \
        --bin play >"$LOG/budget-play-build.txt" 2>&1; then
        run_qemu thumbv6m-none-eabi "$v6m_play" "$SCRIPT" "$LOG/play-budget.txt"
        rc=$?
        grep '^games .* reserved' "$LOG/play-budget.txt"
        [ $rc -eq 0 ] || fail "budget: play in $PLAY_BUDGET_LAYOUT exited $rc (log: $LOG/play-budget.txt)"
    else
        fail "budget: play does not link in $PLAY_BUDGET_LAYOUT (log: $LOG/budget-play-build.txt)"
    fi
    # Leave the board build in place for whoever runs the firmware next.
    GRUNDY_MCU_MEMORY=lm3s6965 mcu_cargo build --release --target thumbv6m-none-eabi --bins \
        >/dev/null 2>&1 || true
fi

step "summary"
if [ ${#failures[@]} -eq 0 ]; then
    echo "mcu.sh: every check passed ($route route)"
    exit 0
fi
printf 'mcu.sh: %d failure(s):\n' ${#failures[@]}
printf '  - %s\n' "${failures[@]}"
exit 1
