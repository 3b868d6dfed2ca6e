#!/usr/bin/env python3
"""Writes the man page popcorn(1) from the argument parser, with swift-argument-parser's generate-manual tool.

Usage: generate-man.py SWIFT SOURCE_ROOT SCRATCH_PATH POPCORN OUTPUT [swift build arguments…]

Builds generate-manual in the same scratch path and with the same arguments as the app (other arguments would
rebuild every module), reads the app's `--experimental-dump-help` in English, and tidies it for a single page
before generate-manual writes it:
- the options every command repeats (--demo, --version, --help) are described once, at the top;
- the hidden default command `open` is left out, its ROUTE argument shown at the top, where it is given;
- the NAME line drops the app's name ("Popcorn — browse…" → "browse…");
- characters outside ASCII, which generate-manual drops, become roff's Unicode escapes (\\[u00D7] for ×);
- words are not hyphenated (routes such as tv/ID/season/N stay whole).
The date is SOURCE_DATE_EPOCH's when set (reproducible builds), else today's.
"""
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

GLOBAL_OPTIONS = {"demo", "version", "help"}
PLACEHOLDER = "ZqU{:04X}Zq"
PLACEHOLDER_PATTERN = re.compile(r"ZqU([0-9A-F]{4,6})Zq")


def option_name(argument):
    names = argument.get("names") or []
    return names[-1]["name"] if names and argument.get("kind") != "positional" else None


def protect_non_ascii(value):
    """Strings with their non-ASCII characters replaced by placeholders that survive generate-manual."""
    if isinstance(value, str):
        return "".join(c if ord(c) < 128 else PLACEHOLDER.format(ord(c)) for c in value)
    if isinstance(value, list):
        return [protect_non_ascii(item) for item in value]
    if isinstance(value, dict):
        return {key: protect_non_ascii(item) for key, item in value.items()}
    return value


def tidy(root):
    """The dump-help tree of the root command, shaped for one page (see the module's description)."""
    subcommands = root.get("subcommands") or []
    default = next((c for c in subcommands if c["commandName"] == root.get("defaultSubcommand")), None)
    root["subcommands"] = [c for c in subcommands if c.get("shouldDisplay", True)]
    if default is not None:
        routes = [a for a in default.get("arguments") or [] if a.get("kind") == "positional"]
        arguments = root.get("arguments") or []
        root["arguments"] = arguments[:1] + routes + arguments[1:]
    if root.get("abstract"):
        root["abstract"] = re.sub(r"^Popcorn\s*—\s*", "", root["abstract"])

    def drop_global_options(command):
        command["arguments"] = [
            a for a in command.get("arguments") or [] if option_name(a) not in GLOBAL_OPTIONS
        ]
        for subcommand in command.get("subcommands") or []:
            drop_global_options(subcommand)

    for subcommand in root["subcommands"]:
        drop_global_options(subcommand)
    return root


def main():
    swift, source_root, scratch, popcorn, output = sys.argv[1:6]
    popcorn, output = os.path.abspath(popcorn), os.path.abspath(output)
    build_arguments = sys.argv[6:]
    package = ["-c", "release", "--package-path", source_root, "--scratch-path", scratch]
    subprocess.run([swift, "build", *package, "--product", "generate-manual", *build_arguments], check=True)
    bin_path = subprocess.run(
        [swift, "build", *package, "--show-bin-path", *build_arguments],
        check=True, capture_output=True, text=True,
    ).stdout.strip()

    english = {key: value for key, value in os.environ.items() if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    english.update(LANG="C.UTF-8", LANGUAGE="en")
    dump = json.loads(
        subprocess.run([popcorn, "--experimental-dump-help"], check=True, capture_output=True, env=english).stdout
    )
    dump["command"] = tidy(dump["command"])

    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    day = datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date() if epoch else datetime.date.today()
    with tempfile.TemporaryDirectory() as directory:
        dump_file = os.path.join(directory, "dump-help.json")
        with open(dump_file, "w", encoding="ascii") as file:
            json.dump(protect_non_ascii(dump), file)
        # generate-manual runs its TOOL with --experimental-dump-help: this one prints the tidied dump.
        tool = os.path.join(directory, "popcorn")
        with open(tool, "w", encoding="utf-8") as file:
            file.write(f"#!/bin/sh\nexec cat '{dump_file}'\n")
        os.chmod(tool, 0o755)
        subprocess.run(
            [os.path.join(bin_path, "generate-manual"), tool, "--date", day.isoformat(), "-o", directory],
            check=True,
        )
        with open(os.path.join(directory, "popcorn.1"), encoding="ascii") as file:
            page = PLACEHOLDER_PATTERN.sub(lambda match: f"\\[u{match.group(1)}]", file.read())
    # groff's mdoc turns hyphenation back on with `.hy \n[doc-hyphen-flags]` at every section and list item.
    page = page.replace("\n.Os\n", "\n.Os\n.nr doc-hyphen-flags 0\n.nh\n", 1)
    with open(output + ".tmp", "w", encoding="ascii") as file:
        file.write(page)
    os.replace(output + ".tmp", output)


if __name__ == "__main__":
    main()
