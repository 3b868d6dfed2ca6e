#!/usr/bin/env python3
"""Checks the Flatpak manifest against the Swift package (`make validate`, issue 37).

Flathub builds offline, so the manifest vendors every Swift package SwiftPM would fetch (git sources with
`dest` under swift-packages/, made into local mirrors by build-aux/flatpak/swiftpm-offline.py). This check:
- every `.package(url:)` of Package.swift has exactly one vendored source with that URL, and nothing else is
  vendored; its `tag` satisfies the requirement (`from:` = same major version, not lower; `exact:`);
- where Package.resolved exists (git-ignored, written by `swift build`), every pin is vendored (transitive
  dependencies included) with the resolved version as its `tag`;
- a `commit` is 40 hex digits; with --verify-commits, the commit the tag names in the repository that the URL
  reaches (`git ls-remote`) is the manifest's commit (needs the network, or a local repository as URL);
- the app module runs swiftpm-offline.py, and every pkg-config library of Package.swift comes from the GNOME
  runtime or from a module of the manifest;
- `flatpak-builder --show-manifest` accepts the manifest without an unknown key, where flatpak-builder is
  installed.

    python3 build-aux/check-flatpak.py [--verify-commits] [SOURCE_ROOT]   (exit 1 on a finding)
    python3 build-aux/check-flatpak.py --self-test   (each kind of drift on a copy must be found)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

MANIFEST = "build-aux/flatpak/io.github.popcorn.Popcorn.json"
VENDOR_DIR = "swift-packages/"
# pkg-config names of Package.swift's system libraries that org.gnome.Platform//49 (on org.freedesktop.Platform
# 25.08) provides; libical is not among them (GNOME apps that use it, e.g. elementary Calendar, build it).
RUNTIME_LIBRARIES = {"libadwaita-1", "libcurl", "glib-2.0", "gio-2.0", "libsecret-1", "sqlite3"}
PACKAGE = re.compile(r'\.package\(\s*url:\s*"([^"]+)"\s*,\s*(from|exact):\s*"([^"]+)"\s*\)')


def normalized(url):
    return url.lower().removesuffix("/").removesuffix(".git")


def version(text):
    """'1.8.2' as (1, 8, 2); None for anything else."""
    match = re.fullmatch(r"v?(\d+)\.(\d+)\.(\d+)", text)
    return tuple(int(part) for part in match.groups()) if match else None


def satisfies(tag, kind, required):
    have, want = version(tag), version(required)
    if have is None or want is None:
        return False
    return have == want if kind == "exact" else have[0] == want[0] and have >= want


def remote_commit(url, tag):
    """The commit `tag` names in the repository at `url` (peeled when annotated), or None."""
    result = subprocess.run(["git", "ls-remote", url, f"refs/tags/{tag}", f"refs/tags/{tag}^{{}}"],
                            capture_output=True, text=True, timeout=60)
    refs = dict(reversed(line.split("\t")) for line in result.stdout.splitlines() if "\t" in line)
    return refs.get(f"refs/tags/{tag}^{{}}") or refs.get(f"refs/tags/{tag}")


def check(root, verify_commits=False):
    """The problems found in `root` (its Package.swift, Package.resolved and manifest)."""
    errors = []
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as f:
        package_swift = f.read()
    with open(os.path.join(root, MANIFEST), encoding="utf-8") as f:
        manifest = json.load(f)
    app = manifest["modules"][-1]
    vendored = {}
    for source in app.get("sources", []):
        if source.get("type") == "git" and source.get("dest", "").startswith(VENDOR_DIR):
            key = normalized(source.get("url", ""))
            if key in vendored:
                errors.append(f"{source['url']} is vendored twice")
            vendored[key] = source

    required = {normalized(url): (url, kind, want) for url, kind, want in PACKAGE.findall(package_swift)}
    if package_swift.count(".package(") != len(required):
        errors.append("Package.swift has a .package(…) that is not `url:` with `from:` or `exact:`")
    for key, (url, kind, want) in required.items():
        source = vendored.get(key)
        if source is None:
            errors.append(f"{url} (Package.swift) is not vendored in the manifest")
        elif not satisfies(source.get("tag", ""), kind, want):
            errors.append(f"{url}: the manifest's tag {source.get('tag')} does not satisfy {kind}: {want}")

    resolved_path = os.path.join(root, "Package.resolved")
    pinned = set()
    if os.path.exists(resolved_path):
        with open(resolved_path, encoding="utf-8") as f:
            pins = json.load(f).get("pins", [])
        for pin in pins:
            key, pinned_version = normalized(pin["location"]), pin["state"].get("version")
            pinned.add(key)
            source = vendored.get(key)
            if source is None:
                errors.append(f"{pin['location']} (Package.resolved) is not vendored in the manifest")
            elif source.get("tag") != pinned_version:
                errors.append(f"{pin['location']}: the manifest's tag {source.get('tag')} is not the resolved "
                              f"version {pinned_version}")
    for key, source in vendored.items():
        if key not in required and key not in pinned:
            errors.append(f"{source['url']} is vendored but neither Package.swift nor Package.resolved needs it")
        commit = source.get("commit")
        if commit is not None and not re.fullmatch(r"[0-9a-f]{40}", commit):
            errors.append(f"{source['url']}: commit {commit!r} is not 40 hex digits")
        elif commit is not None and verify_commits:
            named = remote_commit(source["url"], source.get("tag", ""))
            if named != commit:
                reached = subprocess.run(["git", "ls-remote", "--get-url", source["url"]], capture_output=True,
                                         text=True).stdout.strip()
                via = f" (git config rewrites the URL to {reached})" if reached != source["url"] else ""
                errors.append(f"{source['url']}: tag {source.get('tag')} is commit {named}{via}, the manifest "
                              f"says {commit}")

    if not any(s.get("type") == "shell" and any("swiftpm-offline.py" in c for c in s.get("commands", []))
               for s in app.get("sources", [])):
        errors.append("the app module does not run build-aux/flatpak/swiftpm-offline.py (SwiftPM would fetch)")
    modules = {module.get("name") for module in manifest["modules"]}
    for library in re.findall(r'pkgConfig:\s*"([^"]+)"', package_swift):
        if library not in RUNTIME_LIBRARIES and library not in modules:
            errors.append(f"pkg-config library {library} is neither in the GNOME runtime nor a manifest module")

    if shutil.which("flatpak-builder"):
        with tempfile.TemporaryDirectory() as state:  # flatpak-builder leaves .flatpak-builder/ in its cwd
            shown = subprocess.run(["flatpak-builder", "--show-manifest", os.path.join(root, MANIFEST)],
                                   capture_output=True, text=True, cwd=state)
        if shown.returncode != 0:
            errors.append(f"flatpak-builder --show-manifest rejects the manifest: {shown.stderr.strip()}")
        # A misspelt key is only a warning to flatpak-builder, and the source would build without it
        errors += [f"flatpak-builder: {unknown}" for unknown in re.findall(r"Unknown property .*", shown.stderr)]
    return errors


def self_test():
    """Writes a package, its resolved file, a manifest and a tagged repository to a temporary folder, then
    checks that the good copy passes and that each kind of drift fails."""
    tmp = tempfile.mkdtemp()
    try:
        git = ["git", "-c", "user.name=t", "-c", "user.email=t@localhost", "-C"]
        repo = os.path.join(tmp, "dep")
        os.makedirs(repo)
        subprocess.run(["git", "init", "-q", repo], check=True)
        subprocess.run(git + [repo, "commit", "-q", "--allow-empty", "-m", "1.2.0"], check=True)
        subprocess.run(git + [repo, "tag", "1.2.0"], check=True)
        commit = subprocess.run(["git", "-C", repo, "rev-parse", "HEAD"], capture_output=True, text=True,
                                check=True).stdout.strip()
        package_swift = (f'// swift-tools-version:6.0\n.package(url: "{repo}", from: "1.1.0"),\n'
                         '.systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),\n')
        resolved = {"pins": [{"location": repo, "state": {"revision": commit, "version": "1.2.0"}}]}
        source = {"type": "git", "url": repo, "tag": "1.2.0", "commit": commit, "dest": VENDOR_DIR + "dep"}
        shell = {"type": "shell", "commands": [f"python3 build-aux/flatpak/swiftpm-offline.py {MANIFEST} ."]}

        def manifest_with(sources):
            return {"id": "io.github.popcorn.Popcorn", "runtime": "org.gnome.Platform", "runtime-version": "49",
                    "sdk": "org.gnome.Sdk", "command": "popcorn",
                    "modules": [{"name": "popcorn", "buildsystem": "meson", "sources": sources}]}

        good = manifest_with([{"type": "dir", "path": "../.."}, source, shell])
        cases = [
            ("the good copy", good, package_swift, True),
            ("a wrong commit", manifest_with([dict(source, commit="0" * 40), shell]), package_swift, False),
            ("a tag that is not the resolved version", manifest_with([dict(source, tag="1.3.0"), shell]),
             package_swift, False),
            ("a tag below Package.swift's requirement", good, package_swift.replace('"1.1.0"', '"1.3.0"'), False),
            ("a package that is not vendored", manifest_with([shell]), package_swift, False),
            ("a vendored package nothing needs",
             manifest_with([source, dict(source, url=repo + "-extra", dest=VENDOR_DIR + "x"), shell]),
             package_swift, False),
            ("no swiftpm-offline.py step", manifest_with([source]), package_swift, False),
            ("a misspelt key", manifest_with([dict(source, comit=commit), shell]), package_swift,
             not shutil.which("flatpak-builder")),
            ("a library missing from the runtime", good, package_swift + 'pkgConfig: "libical"\n', False),
        ]
        failures = []
        for name, manifest, swift, should_pass in cases:
            root = os.path.join(tmp, "root")
            os.makedirs(os.path.join(root, os.path.dirname(MANIFEST)), exist_ok=True)
            with open(os.path.join(root, MANIFEST), "w", encoding="utf-8") as f:
                json.dump(manifest, f)
            with open(os.path.join(root, "Package.swift"), "w", encoding="utf-8") as f:
                f.write(swift)
            with open(os.path.join(root, "Package.resolved"), "w", encoding="utf-8") as f:
                json.dump(resolved, f)
            errors = check(root, verify_commits=True)
            if bool(errors) == should_pass:
                failures.append(f"{name}: expected {'no finding' if should_pass else 'a finding'}, got {errors}")
        for failure in failures:
            print("self-test: " + failure)
        print(f"check-flatpak self-test: {len(cases) - len(failures)} passed, {len(failures)} failed")
        return 1 if failures else 0
    finally:
        shutil.rmtree(tmp)


def main():
    args = sys.argv[1:]
    if "--self-test" in args:
        sys.exit(self_test())
    verify_commits = "--verify-commits" in args
    paths = [a for a in args if not a.startswith("--")]
    root = os.path.abspath(paths[0] if paths else os.path.join(os.path.dirname(__file__), ".."))
    errors = check(root, verify_commits)
    for error in errors:
        print("error: " + error)
    if not shutil.which("flatpak-builder"):
        print("check-flatpak: flatpak-builder is not installed, --show-manifest not run")
    print(f"check-flatpak: {len(errors)} problem(s)")
    sys.exit(1 if errors else 0)


main()
