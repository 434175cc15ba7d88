#!/usr/bin/env bash
# Smoke test of the desktop app on a virtual X display: build the real binary, start it under
# Xvfb, wait for its window, take a screenshot of the window, check that it is not blank
# (a blank window has one colour and no contrast), close the app
# cleanly (Ctrl+Q) and check its exit status.
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

env -u WAYLAND_DISPLAY XDG_RUNTIME_DIR="$runtime" HOME="$home" \
    xvfb-run -a -s "-screen 0 1280x800x24" "$inner" "$bin" "$shot"
rm -f "$inner"

# Not blank: the screenshot must have some contrast and more than a handful of colours.
sd=$(convert "$shot" -format '%[fx:standard_deviation]' info:)
colours=$(convert "$shot" -format '%k' info:)
echo "screenshot $shot: standard deviation $sd, $colours colours"
awk -v sd="$sd" -v c="$colours" 'BEGIN { exit !(sd > 0.02 && c > 16) }' || {
    echo "the screenshot looks blank"
    exit 1
}
echo "desktop smoke test passed"
