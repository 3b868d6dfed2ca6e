#!/bin/sh
# Writes the app's own TMDb API Read Access Token from POPCORN_BUILD_TMDB_API_TOKEN into
# Sources/AppEnvironment/BuiltInToken.generated.swift (git-ignored, readable only by you), which a build
# with `-Xswiftc -DPOPCORN_BUILTIN_TOKEN` compiles in (Sources/AppEnvironment/BuiltInToken.swift). Without
# the variable the file is removed. The token is never printed.
#   build-aux/write-builtin-token.sh SOURCE_ROOT
set -eu
file="$1/Sources/AppEnvironment/BuiltInToken.generated.swift"
token=${POPCORN_BUILD_TMDB_API_TOKEN:-}
if [ -z "$token" ]; then
    rm -f "$file"
    exit 0
fi
# TMDb's read access tokens are JWTs (base64url parts joined by dots): nothing to escape in a Swift string.
case $token in
    *[!A-Za-z0-9._-]*)
        echo "POPCORN_BUILD_TMDB_API_TOKEN is not a TMDb API Read Access Token (letters, digits, '.', '_' and '-' only)." >&2
        exit 2 ;;
esac
umask 077
tmp="$file.tmp"
{
    echo "// Written by build-aux/write-builtin-token.sh from POPCORN_BUILD_TMDB_API_TOKEN. Never commit it."
    echo "#if POPCORN_BUILTIN_TOKEN"
    printf 'let generatedBuiltInToken = "%s"\n' "$token"
    echo "#endif"
} >"$tmp"
if cmp -s "$tmp" "$file" 2>/dev/null; then rm -f "$tmp"; else mv "$tmp" "$file"; fi
