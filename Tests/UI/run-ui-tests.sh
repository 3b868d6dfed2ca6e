#!/usr/bin/env bash
# Runs the UI tests (Tests/UI/test_*.py, or the files given) against APP under a private Xvfb, a private
# D-Bus session bus and a private AT-SPI bus, with private XDG folders in a temporary directory.
# Every process started here is stopped by its PID (process group) on exit.
#
#   Tests/UI/run-ui-tests.sh APP [TEST.py…]
#
# Each test runs as `/usr/bin/python3 TEST.py APP ARTIFACTS_DIR` with POPCORN_APP and POPCORN_UI_ARTIFACTS
# set too; screenshots and logs go to .build/ui-artifacts/. A test passes when it exits 0.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
app=${1:?usage: run-ui-tests.sh APP [TEST.py…]}
app=$(cd "$(dirname "$app")" && pwd)/$(basename "$app")
shift
if [ $# -gt 0 ]; then tests=("$@"); else tests=("$here"/test_*.py); fi
artifacts=${POPCORN_UI_ARTIFACTS:-$root/.build/ui-artifacts}
mkdir -p "$artifacts"

work=$(mktemp -d "${TMPDIR:-/tmp}/popcorn-ui.XXXXXX")
pids=()

stop_all() {
    local index
    for ((index = ${#pids[@]} - 1; index >= 0; index--)); do
        kill -TERM -- "-${pids[index]}" 2>/dev/null || kill -TERM "${pids[index]}" 2>/dev/null || true
    done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap stop_all EXIT
trap 'exit 130' INT TERM

# Starts "$@" in its own process group (so its children stop with it) and records its PID.
start() {
    setsid "$@" &
    pids+=("$!")
}

# Waits until `$1` (a command string) succeeds, up to $2 tries 0.1 s apart.
wait_for() {
    local tries=0
    until eval "$1" >/dev/null 2>&1; do
        tries=$((tries + 1))
        if [ "$tries" -ge "$2" ]; then echo "run-ui-tests: timed out waiting for: $1" >&2; return 1; fi
        sleep 0.1
    done
}

# Private XDG folders and environment.
mkdir -p "$work"/{runtime,config,data,cache,state}
chmod 700 "$work/runtime"
export XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
export XDG_CACHE_HOME="$work/cache" XDG_STATE_HOME="$work/state"
# GSettings persist in $XDG_CONFIG_HOME/glib-2.0/settings/keyfile across the app runs of one test.
export GSETTINGS_BACKEND=keyfile GDK_BACKEND=x11 GTK_A11Y=atspi NO_AT_BRIDGE=0 LC_ALL=C.UTF-8
# Xvfb has no GPU: GTK's GL renderer runs on Mesa's software rasteriser, and while an animation runs (the
# spinner of a sign-in waiting for approval) painting its frames keeps the main loop so busy that AT-SPI calls
# wait their turn for seconds (finding the waiting row took 46 s, 1 s with cairo). As `make bench`, use cairo.
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
unset WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS

# 1. X server on a free display (Xvfb writes the display number to the fd once it accepts clients).
start Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display"
wait_for "grep -q '[0-9]' '$work/display'" 100
export DISPLAY=":$(head -n1 "$work/display")"

# 2. Session bus (prints its address on fd 4 when ready).
start dbus-daemon --session --nofork --print-address=4 4>"$work/bus"
wait_for "grep -q unix: '$work/bus'" 100
export DBUS_SESSION_BUS_ADDRESS=$(head -n1 "$work/bus")

# 3. Accessibility bus, registered on the session bus as org.a11y.Bus.
start /usr/libexec/at-spi-bus-launcher --launch-immediately --a11y=1
wait_for "dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.a11y.Bus | grep -q 'boolean true'" 100

echo "run-ui-tests: DISPLAY=$DISPLAY, private D-Bus and AT-SPI buses, artifacts in $artifacts"
failed=()
for test in "${tests[@]}"; do
    name=$(basename "$test" .py)
    # Fresh per-test state so tests do not see each other's saved window state or data.
    rm -rf "$XDG_CONFIG_HOME"/* "$XDG_DATA_HOME"/* "$XDG_CACHE_HOME"/* "$XDG_STATE_HOME"/*
    # The welcome of the first start was seen (test_welcome.py starts without this).
    mkdir -p "$XDG_CONFIG_HOME/glib-2.0/settings"
    printf '[io/github/popcorn/Popcorn]\nwelcome-shown=true\n' >"$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"
    echo "=== $name"
    if POPCORN_APP="$app" POPCORN_UI_ARTIFACTS="$artifacts" PYTHONPATH="$here" \
        /usr/bin/python3 "$test" "$app" "$artifacts"; then
        echo "--- PASS $name"
    else
        echo "--- FAIL $name"
        failed+=("$name")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "run-ui-tests: ${#failed[@]} of ${#tests[@]} failed: ${failed[*]}" >&2
    exit 1
fi
echo "run-ui-tests: all ${#tests[@]} passed"
