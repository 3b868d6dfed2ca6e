#!/bin/sh
# Validates the desktop entry, the AppStream metadata, the GSettings schema, the translation template
# and translations, the Flatpak manifest, that status page titles are in title case, and the Swift sources'
# habits: shared state in a Mutex, a reason on every `@unchecked Sendable` and `nonisolated(unsafe)`, no
# unused type (`make validate`, part of `make test`).
set -eu
cd "$(dirname "$0")/.."
missing=""
for tool in desktop-file-validate appstreamcli glib-compile-schemas xgettext msgfmt python3; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    echo "validate: missing tools:$missing (Debian: apt-get install desktop-file-utils appstream" \
         "libglib2.0-bin gettext python3)" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(sed -n "s/^ *version: '\(.*\)',/\1/p" meson.build | head -1)
status=0
for app_id in io.github.popcorn.Popcorn io.github.popcorn.Popcorn.Devel; do
    sed -e "s/@APP_ID@/$app_id/g" data/io.github.popcorn.Popcorn.desktop.in.in > "$tmp/$app_id.desktop"
    sed -e "s/@APP_ID@/$app_id/g" -e "s/@VERSION@/$version/g" \
        data/io.github.popcorn.Popcorn.metainfo.xml.in.in > "$tmp/$app_id.metainfo.xml"
    desktop-file-validate "$tmp/$app_id.desktop" || status=1
    appstreamcli validate --no-net --explain "$tmp/$app_id.metainfo.xml" || status=1
done
glib-compile-schemas --strict --dry-run data || status=1
python3 build-aux/check-pot.py . --translations || status=1
python3 build-aux/check-metadata.py || status=1
python3 build-aux/check-title-case.py Sources || status=1
python3 build-aux/check-sources.py || status=1
{ python3 build-aux/check-flatpak.py --self-test && python3 build-aux/check-flatpak.py; } || status=1
[ $status -eq 0 ] && echo "validate: all checks passed"
exit $status
