#!/usr/bin/env python3
"""Cross-checks the project's metadata: versions (meson, Swift, AppStream), icons, the Flatpak manifest,
the D-Bus service and search provider files, and the screenshots the AppStream file names. Usage: check-metadata.py [SOURCE_ROOT]"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
APP_ID = "io.github.popcorn.Popcorn"
errors, warnings = [], []


def read(rel):
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        return f.read()


meson_version = re.search(r"^\s*version:\s*'([^']+)'", read("meson.build"), re.M).group(1)
swift_version = re.search(r'static let version = "([^"]+)"', read("Sources/AppEnvironment/AppIdentity.swift")).group(1)
if meson_version != swift_version:
    errors.append(f"meson.build version {meson_version} != AppIdentity.version {swift_version}")

metainfo = read(f"data/{APP_ID}.metainfo.xml.in.in")
if 'version="@VERSION@"' not in metainfo:
    errors.append("the newest <release> must use @VERSION@ (meson's project version)")

for rel in [f"data/icons/hicolor/scalable/apps/{APP_ID}.svg",
            f"data/icons/hicolor/scalable/apps/{APP_ID}.Devel.svg",
            f"data/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg"]:
    try:
        svg = ET.parse(os.path.join(root, rel)).getroot()
        if not svg.tag.endswith("svg"):
            errors.append(f"{rel}: not an SVG document")
    except (OSError, ET.ParseError) as error:
        errors.append(f"{rel}: {error}")

manifest = json.loads(read(f"build-aux/flatpak/{APP_ID}.json"))
if manifest.get("id") != APP_ID or manifest.get("command") != "popcorn":
    errors.append("flatpak manifest: id or command does not match the app")
finish = manifest.get("finish-args", [])
if "--share=network" not in finish:
    errors.append("flatpak manifest: needs --share=network")
broad = [a for a in finish if a.startswith("--filesystem=")]
if broad:
    errors.append(f"flatpak manifest: no filesystem access is needed, found {broad}")
module = manifest["modules"][-1]
if module.get("buildsystem") != "meson":
    errors.append("flatpak manifest: the app module must build with meson")
options = set(re.findall(r"option\('([a-z_]+)'", read("meson_options.txt")))
for opt in module.get("config-opts", []):
    name = opt[2:].split("=")[0]
    if name not in options:
        errors.append(f"flatpak manifest: unknown meson option {opt}")

# D-Bus activation and the Shell search provider: the desktop entry, the service and the .ini agree (meson fills in
# the app ID, the installed binary and the object path).
if not re.search(r"^DBusActivatable=true$", read(f"data/{APP_ID}.desktop.in.in"), re.M):
    errors.append("the desktop entry must be DBusActivatable (the search provider starts the app over D-Bus)")
service = read(f"data/{APP_ID}.service.in").splitlines()
for line in ["[D-BUS Service]", "Name=@APP_ID@", "Exec=@BINDIR@/popcorn --gapplication-service"]:
    if line not in service:
        errors.append(f"data/{APP_ID}.service.in lacks the line {line}")
provider = read(f"data/{APP_ID}.search-provider.ini.in").splitlines()
for line in ["[Shell Search Provider]", "DesktopId=@APP_ID@.desktop", "BusName=@APP_ID@", "ObjectPath=@OBJECT_PATH@",
             "Version=2"]:
    if line not in provider:
        errors.append(f"data/{APP_ID}.search-provider.ini.in lacks the line {line}")

shots = re.findall(r"data/screenshots/([^<]+)</image>", metainfo)
for shot in shots:
    if not os.path.exists(os.path.join(root, "data", "screenshots", shot)):
        warnings.append(f"metainfo names data/screenshots/{shot}, which does not exist yet")

for warning in warnings:
    print("warning: " + warning)
for error in errors:
    print("error: " + error)
print(f"check-metadata: {len(errors)} problem(s)")
sys.exit(1 if errors else 0)
