#!/bin/sh
# Builds the Swift package in release mode for meson and copies the executable to meson's output.
# Usage: swift-build.sh SWIFT SOURCE_ROOT SCRATCH_PATH OUTPUT [extra swift build arguments…]
# POPCORN_BUILD_TMDB_API_TOKEN (meson's tmdb_api_token option) is written where -DPOPCORN_BUILTIN_TOKEN finds it.
set -eu
swift=$1 source_root=$2 scratch=$3 output=$4
shift 4
"$(dirname "$0")/../write-builtin-token.sh" "$source_root"
"$swift" build -c release --package-path "$source_root" --scratch-path "$scratch" --product popcorn "$@"
bin_path=$("$swift" build -c release --package-path "$source_root" --scratch-path "$scratch" --show-bin-path "$@")
cp "$bin_path/popcorn" "$output.tmp"
mv "$output.tmp" "$output"
