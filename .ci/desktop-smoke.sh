#!/usr/bin/env bash
# Smoke test of the desktop app on a virtual X display: build the real binary, start it under
# Xvfb, wait for its window, take a screenshot of the window, check that it is not blank
# (a blank window has one colour and no contrast), save two files the way a user does on a
# desktop without an XDG portal (no D-Bus session, no zenity: no save dialog can open, so
# the app writes into ~/Downloads and says where) — "Save the board as PNG…" on the play
# view and "Save the table as CSV…" on the Explore page, clicked at their places in the
# default 1100×760 window — and check both files, then close the app cleanly (Ctrl+Q) and
# check its exit status.
#
# Usage: .ci/desktop-smoke.sh [screenshot.png]     (default: target/desktop-smoke.png)
set -euo pipefail

cd "$(dirname "$0")/.."
shot=${1:-target/desktop-smoke.png}
mkdir -p "$(dirname "$shot")"

# The run-time libraries and tools, installed only when one is missing.
packages=(xvfb mesa-vulkan-drivers libvulkan1 imagemagick xdotool libgl1-mesa-dri libegl1 libxkbcommon-x11-0)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "installing: ${missing[*]}"
    sudo_cmd=()
    [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cargo build -p grundy-desktop --bin grundy-desktop
bin=target/debug/grundy-desktop

# A private runtime dir (mode 0700) and no Wayland, so winit uses X11; a throwaway HOME so
# that the persisted settings of a developer's own runs are neither read nor overwritten.
runtime=$(mktemp -d)
chmod 700 "$runtime"
home=$(mktemp -d)
mkdir "$home/Downloads"
trap 'rm -rf "$runtime" "$home"' EXIT

inner=$(mktemp)
cat >"$inner" <<'INNER'
#!/usr/bin/env bash
set -euo pipefail
bin=$1 shot=$2
"$bin" &
pid=$!
wid=""
for _ in $(seq 1 120); do
    wid=$(xdotool search --name '^grundy$' 2>/dev/null | head -n1 || true)
    [[ -n $wid ]] && break
    kill -0 "$pid" 2>/dev/null || { echo "the app exited before showing a window"; exit 1; }
    sleep 0.5
done
[[ -n $wid ]] || { echo "no window after 60 s"; kill "$pid"; exit 1; }
echo "window $wid"
sleep 3   # let the first frames render
import -window "$wid" "$shot"
# Waits up to 30 s for the file $1 to appear.
appears() {
    for _ in $(seq 1 60); do
        [[ -s $1 ]] && return 0
        sleep 0.5
    done
    echo "no $1 after 30 s"
    return 1
}
# The play view (Nim 3 4 5): "Save the board as PNG…" under the board.
xdotool mousemove --window "$wid" 347 331 click 1
appears "$HOME/Downloads/grundy-board.png"
# The Explore tab opens on the Set Nim sequence (S = 2 5 7, 10000 rows, computed at once):
# "Save the table as CSV…" under its chart.
xdotool mousemove --window "$wid" 228 12 click 1
sleep 4
xdotool mousemove --window "$wid" 83 349 click 1
appears "$HOME/Downloads/set-nim-2-5-7.csv"
sleep 1
import -window "$wid" "${shot%.png}-explore.png"
# Close the app like a user: Ctrl+Q (there is no window manager to honour a close button;
# `xdotool windowclose` destroys the window under the app, which is not a clean close).
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key ctrl+q
for _ in $(seq 1 40); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
done
if kill -0 "$pid" 2>/dev/null; then
    echo "the app did not close on windowclose; sending SIGTERM"
    kill -TERM "$pid"
fi
status=0
wait "$pid" || status=$?
echo "exit status $status"
exit "$status"
INNER
chmod +x "$inner"

if command -v zenity > /dev/null; then
    echo "zenity is installed: a save would open its dialog, not write to ~/Downloads" >&2
    exit 1
fi
env -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR="$runtime" HOME="$home" \
    xvfb-run -a -s "-screen 0 1280x800x24" "$inner" "$bin" "$shot"
rm -f "$inner"

# The board: a PNG of part of the window, not blank.
board="$home/Downloads/grundy-board.png"
read -r w h <<< "$(identify -format '%w %h' "$board")"
bsd=$(convert "$board" -format '%[fx:standard_deviation]' info:)
echo "saved $board: ${w}×${h}, standard deviation $bsd"
awk -v w="$w" -v h="$h" -v sd="$bsd" 'BEGIN { exit !(w > 100 && w < 1100 && h > 100 && h < 760 && sd > 0.02) }' || {
    echo "the board's picture is not a part of the window with the board on it"
    exit 1
}
# The table: its header, 10000 rows, and every row the mex rule's value for S = {2, 5, 7}
# (computed here), with the part of the sequence quoted for its comma (period 22 from 0).
table="$home/Downloads/set-nim-2-5-7.csv"
awk -F, 'NR == 1 { ok = ($0 == "n,g(n),part"); next }
         { n = NR - 2; delete seen
           for (i = 1; i <= 3; i++) { s = (i == 1 ? 2 : i == 2 ? 5 : 7); if (s <= n) seen[g[n - s]] = 1 }
           v = 0; while (v in seen) v++; g[n] = v
           want = n "," v ",\"period, phase " (n % 22) "\""
           if ($0 != want) { print "line " NR ": " $0 " (expected " want ")"; ok = 0; exit } }
         END { if (NR != 10001) { print NR " lines, expected 10001"; ok = 0 }; exit !ok }' "$table" || {
    echo "the saved table is not the Set Nim table"
    exit 1
}
echo "saved $table: 10000 rows, every value the mex rule's"

# Not blank: the screenshot must have some contrast and more than a handful of colours.
sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
colours=$(convert "$shot" -format '%k' info:)
echo "screenshot $shot: standard deviation $sd, $colours colours"
awk -v sd="$sd" -v c="$colours" 'BEGIN { exit !(sd > 0.02 && c > 16) }' || {
    echo "the screenshot looks blank"
    exit 1
}
echo "desktop smoke test passed"
