#!/bin/sh
# Builds the Swift package in release mode for meson and copies the executable to meson's output.
# Usage: swift-build.sh SWIFT SOURCE_ROOT SCRATCH_PATH OUTPUT TOKEN_FILE [extra swift build arguments…]
# TOKEN_FILE holds the app's own TMDb token (meson's tmdb_api_token option, may be empty): it is written where
# -DPOPCORN_BUILTIN_TOKEN finds it (build-aux/write-builtin-token.sh), never passed on a command line.
set -eu
swift=$1 source_root=$2 scratch=$3 output=$4 token_file=$5
shift 5
POPCORN_BUILD_TMDB_API_TOKEN=$(cat "$token_file") "$(dirname "$0")/../write-builtin-token.sh" "$source_root"
"$swift" build -c release --package-path "$source_root" --scratch-path "$scratch" --product popcorn "$@"
bin_path=$("$swift" build -c release --package-path "$source_root" --scratch-path "$scratch" --show-bin-path "$@")
cp "$bin_path/popcorn" "$output.tmp"
mv "$output.tmp" "$output"
