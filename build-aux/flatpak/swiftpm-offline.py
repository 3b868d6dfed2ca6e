#!/usr/bin/env python3
"""Makes SwiftPM resolve Popcorn's package dependencies from the Swift sources the Flatpak manifest vendors,
without the network. Usage: swiftpm-offline.py MANIFEST SOURCE_ROOT

Each git source of the app module (the manifest's last) whose `dest` is under swift-packages/ becomes a local
git repository holding its `tag`, and SOURCE_ROOT/.swiftpm/configuration/mirrors.json (what `swift package
config set-mirror` writes) points the package's URL at it. SwiftPM then resolves Package.swift's requirements
(`from: "1.8.2"`) against those tags. Run by the manifest's shell source and by offline-build.sh."""
import json
import os
import subprocess
import sys

VENDOR_DIR = "swift-packages/"


def vendored_sources(manifest_path):
    """The app module's git sources placed under swift-packages/."""
    with open(manifest_path, encoding="utf-8") as f:
        manifest = json.load(f)
    sources = manifest["modules"][-1].get("sources", [])
    return [s for s in sources if s.get("type") == "git" and s.get("dest", "").startswith(VENDOR_DIR)]


def git(repo, *args):
    return subprocess.run(
        ["git", "-C", repo, "-c", "user.name=Popcorn build", "-c", "user.email=build@localhost", *args],
        check=True, capture_output=True, text=True).stdout.strip()


def make_tagged_repository(path, tag):
    """Makes `path` a git repository whose `tag` names its files as they are."""
    if not os.path.isdir(os.path.join(path, ".git")):
        git(path, "init", "--quiet")
        git(path, "add", "--all", "--force")
        git(path, "commit", "--quiet", "--no-verify", "-m", f"vendored {tag}")
    if subprocess.run(["git", "-C", path, "rev-parse", "--verify", "--quiet", f"refs/tags/{tag}"],
                      capture_output=True).returncode != 0:
        git(path, "tag", tag, "HEAD")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: swiftpm-offline.py MANIFEST SOURCE_ROOT")
    manifest_path, root = sys.argv[1], os.path.abspath(sys.argv[2])
    mirrors = []
    for source in vendored_sources(manifest_path):
        path = os.path.join(root, source["dest"])
        if not os.path.isdir(path):
            sys.exit(f"swiftpm-offline: {source['dest']} is missing (the manifest's source for {source['url']})")
        make_tagged_repository(path, source["tag"])
        mirrors.append({"mirror": path, "original": source["url"]})
    config_dir = os.path.join(root, ".swiftpm", "configuration")
    os.makedirs(config_dir, exist_ok=True)
    with open(os.path.join(config_dir, "mirrors.json"), "w", encoding="utf-8") as f:
        json.dump({"object": mirrors, "version": 1}, f, indent=2)
    print(f"swiftpm-offline: {len(mirrors)} packages mirrored from {VENDOR_DIR}")


main()
