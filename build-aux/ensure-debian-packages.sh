#!/bin/sh
# Installs the Debian packages given as arguments that are not installed yet.
# Fast when everything is present (one dpkg-query); runs `apt-get update` only when something is missing.
# Uses apt-get as root, sudo apt-get otherwise, and explains what to do when neither is possible.
set -eu

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "ensure-packages: this is not a Debian-based system; install the equivalents of: $*" >&2
    exit 1
fi

missing=""
for package in "$@"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing="$missing $package"
done
[ -z "$missing" ] && exit 0

echo "ensure-packages: missing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1; then
    run="sudo"
else
    echo "ensure-packages: cannot install:$missing — not root and sudo is not available." >&2
    echo "ensure-packages: as root, run: apt-get update && apt-get install -y$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! $run apt-get update || ! $run apt-get install -y --no-install-recommends $missing; then
    echo "ensure-packages: installing$missing failed; run as root: apt-get update && apt-get install -y$missing" >&2
    exit 1
fi
