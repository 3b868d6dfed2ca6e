#!/bin/sh
# Builds popcorn with SwiftPM from the Swift packages the Flatpak manifest vendors, with the network off: what
# flatpak-builder does on Flathub, without the runtime (which cannot be downloaded here).
# Usage: build-aux/flatpak/offline-build.sh [WORK_DIR]   (CONFIGURATION=release for the Flatpak's configuration)
# 1. copies the source tree (tracked and untracked, not ignored files) to WORK_DIR/src;
# 2. places each vendored package at the manifest's `dest` from its `url` at its `tag` (its git metadata
#    removed, like a source archive);
# 3. runs swiftpm-offline.py as the manifest's shell source does;
# 4. runs `swift build` in a new network namespace (unshare -n), with an empty HOME, no system git config
#    (no URL rewriting) and no shared SwiftPM cache, so nothing but the vendored sources can be resolved.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
manifest=$root/build-aux/flatpak/io.github.popcorn.Popcorn.json
work=${1:-$(mktemp -d)}
configuration=${CONFIGURATION:-debug}
mkdir -p "$work/src" "$work/home"
src=$work/src

cd "$root"
git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C "$src"

python3 - "$manifest" <<'PY' | while read -r url tag dest; do
import json, sys
for s in json.load(open(sys.argv[1]))["modules"][-1]["sources"]:
    if s.get("type") == "git" and s.get("dest", "").startswith("swift-packages/"):
        print(s["url"], s["tag"], s["dest"])
PY
    rm -rf "${src:?}/$dest"
    git clone --quiet --depth 1 --branch "$tag" "$url" "$src/$dest" 2>/dev/null
    rm -rf "$src/$dest/.git"
    echo "offline-build: $dest <- $url $tag"
done

python3 "$src/build-aux/flatpak/swiftpm-offline.py" "$manifest" "$src"

namespace="unshare -n"
[ "$(id -u)" -eq 0 ] || namespace="unshare -rn"
swift=$(command -v swift)
$namespace env HOME="$work/home" XDG_CACHE_HOME="$work/home/.cache" GIT_CONFIG_NOSYSTEM=1 \
    "$swift" build -c "$configuration" --product popcorn --package-path "$src" --scratch-path "$work/build" \
    --disable-dependency-cache
"$work/build/$configuration/popcorn" --version
echo "offline-build: built $work/build/$configuration/popcorn with the network off"
