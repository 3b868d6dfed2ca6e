#!/usr/bin/env python3
"""Checks that every user-visible string of the Swift sources and data files is in po/popcorn.pot.

A user-visible string is the literal argument of `tr("…")`, or the first two of `ntr("…", "…", n)`
(Sources/Localization). Also fails when such a call has an interpolated (`\\(…)`) or multi-line literal
(gettext could never find a translation for it), or when a Swift file with such calls is missing from
po/POTFILES.in. With --translations, also reports untranslated or fuzzy entries of each po/<lang>.po
(and fails with --strict).

Usage: check-pot.py [SOURCE_ROOT] [--translations] [--strict]
       check-pot.py [SOURCE_ROOT] --list-files   (the Swift files with tr/ntr calls, for POTFILES.in)
"""
import os
import re
import subprocess
import sys

KEYWORDS = {"tr": 1, "ntr": 2}
SKIP_DIRS = {"Sources/Localization"}


class Literal:
    def __init__(self, value, line, interpolated=False, multiline=False):
        self.value, self.line, self.interpolated, self.multiline = value, line, interpolated, multiline


def decode_escape(text, i):
    """Decodes the Swift escape starting at text[i] == '\\'; returns (string, next index)."""
    c = text[i + 1]
    simple = {"0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r", '"': '"', "'": "'"}
    if c in simple:
        return simple[c], i + 2
    if c == "u" and text[i + 2] == "{":
        end = text.index("}", i + 3)
        return chr(int(text[i + 3:end], 16)), end + 1
    raise ValueError(f"unknown escape \\{c}")


def tokenize(text):
    """Yields ('ident', name, line), ('str', Literal, line) and ('punct', char, line) tokens."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            depth = 0
            while i < n:
                if text.startswith("/*", i):
                    depth += 1
                    i += 2
                elif text.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    line += text[i] == "\n"
                    i += 1
        elif c == "#" and re.match(r'#+"', text[i:]):
            hashes = re.match(r"#+", text[i:]).group(0)
            start_line = line
            multiline = text.startswith('"""', i + len(hashes))
            quote = '"""' if multiline else '"'
            i += len(hashes) + len(quote)
            end = text.index(quote + hashes, i)
            value = text[i:end]
            line += value.count("\n")
            i = end + len(quote) + len(hashes)
            yield ("str", Literal(value, start_line, "\\" + hashes + "(" in value, multiline), start_line)
        elif c == '"':
            start_line = line
            multiline = text.startswith('"""', i)
            i += 3 if multiline else 1
            parts, interpolated = [], False
            while True:
                if multiline and text.startswith('"""', i):
                    i += 3
                    break
                if not multiline and text[i] == '"':
                    i += 1
                    break
                if text[i] == "\\" and text[i + 1] == "(":
                    interpolated = True
                    depth, i = 1, i + 2
                    while depth:
                        depth += {"(": 1, ")": -1}.get(text[i], 0)
                        if text[i] == '"':  # a literal inside the interpolation
                            i = text.index('"', i + 1)
                        i += 1
                    parts.append("\\(…)")
                elif text[i] == "\\" and multiline and re.match(r"\\[ \t]*\n", text[i:]):
                    i = text.index("\n", i) + 1  # line continuation
                    line += 1
                elif text[i] == "\\":
                    decoded, i = decode_escape(text, i)
                    parts.append(decoded)
                else:
                    line += text[i] == "\n"
                    parts.append(text[i])
                    i += 1
            yield ("str", Literal("".join(parts), start_line, interpolated, multiline), start_line)
        elif c.isalpha() or c == "_":
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[i:])
            yield ("ident", m.group(0), line)
            i += len(m.group(0))
        else:
            yield ("punct", c, line)
            i += 1


def calls(path):
    """Returns [(keyword, [Literal…], line, problem)] for every tr/ntr call in a Swift file."""
    with open(path, encoding="utf-8") as f:
        tokens = list(tokenize(f.read()))
    found = []
    for k, (kind, value, line) in enumerate(tokens):
        if kind != "ident" or value not in KEYWORDS:
            continue
        before = tokens[k - 1] if k else None
        if before and (before[1] in ("func", ".") ):
            continue
        if k + 1 >= len(tokens) or tokens[k + 1][1] != "(":
            continue
        wanted = KEYWORDS[value]
        args, j, problem = [], k + 2, None
        for index in range(wanted):
            if j < len(tokens) and tokens[j][0] == "str":
                args.append(tokens[j][1])
                j += 1
                if index + 1 < wanted:
                    if j < len(tokens) and tokens[j][1] == ",":
                        j += 1
                    else:
                        problem = "expected a second string literal"
                        break
                elif j < len(tokens) and tokens[j][1] == "+":
                    problem = "concatenated literal: write the whole string in one literal"
            else:
                problem = "argument is not a string literal (xgettext cannot extract it)"
                break
        for literal in args:
            if literal.interpolated:
                problem = "interpolated literal: use a format string (String(format:)) instead"
            if literal.multiline:
                problem = "multi-line literal: use a single-line literal with \\n"
        found.append((value, args, line, problem))
    return found


def unquote(po_string):
    out, i = [], 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
    while i < len(po_string):
        if po_string[i] == "\\":
            out.append(escapes.get(po_string[i + 1], po_string[i + 1]))
            i += 2
        else:
            out.append(po_string[i])
            i += 1
    return "".join(out)


def read_po(path):
    """Returns [{'msgid', 'msgid_plural', 'msgstr': [..], 'fuzzy'}] (header included)."""
    entries, entry, field = [], None, None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if line.startswith("#,") and "fuzzy" in line:
                if entry is None or "msgstr" in entry:
                    entry = {"fuzzy": True}
                    entries.append(entry)
                else:
                    entry["fuzzy"] = True
                continue
            if line.startswith("#~"):
                continue
            m = re.match(r'(msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+"(.*)"$', line)
            if m:
                key, value = m.group(1), unquote(m.group(2))
                if key == "msgid":
                    if entry is None or "msgid" in entry:
                        entry = {"fuzzy": False}
                        entries.append(entry)
                    entry["msgid"] = value
                    field = ("msgid", None)
                elif key == "msgid_plural":
                    entry["msgid_plural"] = value
                    field = ("msgid_plural", None)
                else:
                    entry.setdefault("msgstr", []).append(value)
                    field = ("msgstr", len(entry["msgstr"]) - 1)
            elif line.startswith('"') and entry is not None and field:
                value = unquote(line[1:-1])
                if field[0] == "msgstr":
                    entry["msgstr"][field[1]] += value
                else:
                    entry[field[0]] += value
    return [e for e in entries if "msgid" in e]


def swift_files(root):
    """The Swift sources (relative paths, sorted), without the Localization module itself."""
    result = []
    for directory, dirs, files in os.walk(os.path.join(root, "Sources")):
        rel_dir = os.path.relpath(directory, root)
        if any(rel_dir == s or rel_dir.startswith(s + "/") for s in SKIP_DIRS):
            continue
        result += [os.path.join(rel_dir, name) for name in files if name.endswith(".swift")]
    return sorted(result)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    if "--list-files" in sys.argv:
        for rel in swift_files(root):
            try:
                if calls(os.path.join(root, rel)):
                    print(rel)
            except (ValueError, IndexError):
                print(rel)
        return 0
    pot_path = os.path.join(root, "po", "popcorn.pot")
    errors = []
    if not os.path.exists(pot_path):
        print(f"check-pot: {pot_path} is missing: run `make pot`")
        return 1
    pot = {(e["msgid"], e.get("msgid_plural")) for e in read_po(pot_path)}
    pot_ids = {msgid for msgid, _ in pot}
    with open(os.path.join(root, "po", "POTFILES.in"), encoding="utf-8") as f:
        listed = {l.strip() for l in f if l.strip() and not l.startswith("#")}

    checked = 0
    for rel in swift_files(root):
        try:
            found = calls(os.path.join(root, rel))
        except (ValueError, IndexError) as error:
            errors.append(f"{rel}: cannot scan: {error}")
            continue
        if found and rel not in listed:
            errors.append(f"{rel}: has translatable strings but is not listed in po/POTFILES.in (run `make pot`)")
        for keyword, literals, line, problem in found:
            checked += 1
            if problem:
                errors.append(f"{rel}:{line}: {keyword}(): {problem}")
                continue
            if keyword == "tr" and literals[0].value not in pot_ids:
                errors.append(f"{rel}:{line}: not in po/popcorn.pot (run `make pot`): {literals[0].value!r}")
            if keyword == "ntr" and (literals[0].value, literals[1].value) not in pot:
                errors.append(f"{rel}:{line}: plural not in po/popcorn.pot (run `make pot`): "
                              f"{literals[0].value!r} / {literals[1].value!r}")

    # The data files (desktop entry, metainfo, schema): xgettext them afresh and compare.
    data_files = sorted(f for f in listed if not f.endswith(".swift"))
    if data_files:
        fresh = subprocess.run(["xgettext", "--from-code=UTF-8", "-o", "-", *data_files], cwd=root,
                               capture_output=True, text=True)
        if fresh.returncode == 0:
            import tempfile
            with tempfile.NamedTemporaryFile("w", suffix=".pot", delete=False) as handle:
                handle.write(fresh.stdout)
            try:
                for entry in read_po(handle.name):
                    if entry["msgid"] and entry["msgid"] not in pot_ids:
                        errors.append(f"data file string not in po/popcorn.pot (run `make pot`): {entry['msgid']!r}")
            finally:
                os.unlink(handle.name)
        else:
            errors.append(f"xgettext failed on the data files: {fresh.stderr.strip()}")

    if "--translations" in sys.argv:
        with open(os.path.join(root, "po", "LINGUAS"), encoding="utf-8") as f:
            languages = [l.strip() for l in f if l.strip() and not l.startswith("#")]
        for lang in languages:
            entries = [e for e in read_po(os.path.join(root, "po", lang + ".po")) if e["msgid"]]
            ids = {(e["msgid"], e.get("msgid_plural")) for e in entries}
            untranslated = [e["msgid"] for e in entries if not all(e.get("msgstr", [""])) or e["fuzzy"]]
            missing = [msgid for msgid, plural in pot if msgid and (msgid, plural) not in ids]
            problems = [f"untranslated or fuzzy: {m!r}" for m in untranslated] + \
                       [f"missing (run `make update-po`): {m!r}" for m in missing]
            for problem in problems:
                message = f"po/{lang}.po: {problem}"
                if "--strict" in sys.argv:
                    errors.append(message)
                else:
                    print("warning: " + message)
            check = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", os.path.join(root, "po", lang + ".po")],
                                   capture_output=True, text=True)
            if check.returncode:
                errors.append(f"po/{lang}.po: msgfmt --check failed: {check.stderr.strip()}")

    for error in errors:
        print("error: " + error)
    print(f"check-pot: {checked} translatable calls checked, {len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
