#!/bin/sh
# Checks a staged install: every file is in place (the search provider and D-Bus service among them, matching
# the app ID), the desktop entry and AppStream file validate, the installed binary runs from the staged prefix,
# showing German text under LANGUAGE=de, and `man -l` renders the man page with every command of `popcorn help`.
# Usage: build-aux/check-install.sh DESTDIR [PREFIX]    (after `meson install -C build --destdir DESTDIR`)
set -eu
destdir=$1 prefix=${2:-/usr/local}
root="$destdir$prefix"
app_id=${APP_ID:-io.github.popcorn.Popcorn}
status=0
for file in bin/popcorn \
    "share/applications/$app_id.desktop" \
    "share/metainfo/$app_id.metainfo.xml" \
    share/glib-2.0/schemas/io.github.popcorn.Popcorn.gschema.xml \
    share/popcorn/schemas/gschemas.compiled \
    "share/icons/hicolor/scalable/apps/$app_id.svg" \
    "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
    share/locale/de/LC_MESSAGES/popcorn.mo \
    share/locale/fr/LC_MESSAGES/popcorn.mo \
    share/man/man1/popcorn.1 \
    "share/gnome-shell/search-providers/$app_id.search-provider.ini" \
    "share/dbus-1/services/$app_id.service"; do
    if [ -e "$root/$file" ]; then echo "ok      $file"; else echo "MISSING $file"; status=1; fi
done
if [ -d "$root/share/popcorn/demo" ]; then
    echo "ok      share/popcorn/demo ($(find "$root/share/popcorn/demo" -type f | wc -l) files)"
else
    echo "MISSING share/popcorn/demo"; status=1
fi
# D-Bus activation: the service runs the installed binary in service mode; the desktop entry says so; the
# search provider names the desktop entry, the bus name and the object path the app exports.
service="$root/share/dbus-1/services/$app_id.service"
if grep -qx "Name=$app_id" "$service" 2>/dev/null &&
    grep -qx "Exec=$prefix/bin/popcorn --gapplication-service" "$service"; then
    echo "ok      $app_id.service starts $prefix/bin/popcorn --gapplication-service"
else
    echo "FAILED  $app_id.service does not start $prefix/bin/popcorn --gapplication-service as $app_id"; status=1
fi
desktop="$root/share/applications/$app_id.desktop"
if grep -qx "DBusActivatable=true" "$desktop" 2>/dev/null && desktop-file-validate "$desktop"; then
    echo "ok      $app_id.desktop is D-Bus activatable and valid"
else
    echo "FAILED  $app_id.desktop is not a valid D-Bus activatable desktop entry"; status=1
fi
if appstreamcli validate --no-net "$root/share/metainfo/$app_id.metainfo.xml" >/dev/null 2>&1; then
    echo "ok      $app_id.metainfo.xml is valid"
else
    echo "FAILED  appstreamcli validate $app_id.metainfo.xml"; status=1
fi
object_path="/$(echo "$app_id" | tr . /)/SearchProvider"
provider="$root/share/gnome-shell/search-providers/$app_id.search-provider.ini"
if grep -qx "DesktopId=$app_id.desktop" "$provider" 2>/dev/null && grep -qx "BusName=$app_id" "$provider" &&
    grep -qx "ObjectPath=$object_path" "$provider" && grep -qx "Version=2" "$provider"; then
    echo "ok      $app_id.search-provider.ini: $app_id at $object_path"
else
    echo "FAILED  $app_id.search-provider.ini does not name $app_id.desktop, $app_id, $object_path, version 2"; status=1
fi
export XDG_DATA_DIRS="$root/share:${XDG_DATA_DIRS:-/usr/share}"
version=$(env -u LANGUAGE "$root/bin/popcorn" --version 2>&1) || { echo "popcorn --version failed: $version"; status=1; }
echo "popcorn --version: $version"
german=$(LANG=C.UTF-8 LANGUAGE=de "$root/bin/popcorn" --help 2>&1 || true)
english=$(LANG=C.UTF-8 LANGUAGE=en "$root/bin/popcorn" --help 2>&1 || true)
if [ -n "$german" ] && [ "$german" != "$english" ]; then
    echo "ok      LANGUAGE=de changes the output of popcorn --help:"
    echo "$german" | head -5 | sed 's/^/        /'
else
    echo "FAILED  popcorn --help shows no German text under LANGUAGE=de"; status=1
fi
if ! command -v man >/dev/null 2>&1; then
    echo "FAILED  man is not installed (Debian: apt-get install man-db)"; status=1
elif page=$(MANWIDTH=80 man -l "$root/share/man/man1/popcorn.1" 2>&1 | col -b) && [ -n "$page" ]; then
    commands=$(LANG=C.UTF-8 LANGUAGE=en "$root/bin/popcorn" help 2>&1 |
        sed -n '/^Commands:/,$s/^  \([a-z][a-z-]*\) .*/\1/p')
    absent=""
    for command in $commands; do
        echo "$page" | grep -Eq "^[[:space:]]+$command([[:space:]]|\$)" || absent="$absent $command"
    done
    if [ -z "$commands" ]; then
        echo "FAILED  popcorn help lists no commands"; status=1
    elif [ -n "$absent" ]; then
        echo "FAILED  man -l popcorn.1 lacks the commands:$absent"; status=1
    else
        echo "ok      man -l popcorn.1 shows every command of popcorn help:" $commands
    fi
else
    echo "FAILED  man -l popcorn.1 renders nothing: $page"; status=1
fi
exit $status
