#!/usr/bin/env python3
"""Checks habits of the Swift sources the compiler does not enforce:

- state shared between threads sits in a `Mutex` (module Synchronization), which the compiler checks, not
  behind an `NSLock` (or another Foundation lock) in a type declared `@unchecked Sendable`;
- every remaining escape from concurrency checking, `@unchecked Sendable` or `nonisolated(unsafe)`, says why
  it is safe: a comment starting with "Unchecked:" or "Unsafe:" at the end of its line or on the line just
  above (`//` or `///`):

      /// Unchecked: the multi handle and its tables are only touched on the engine thread.
      final class CurlEngine: @unchecked Sendable {

- no type is declared and never named again (dead code), in the checked folders or the tests.

    python3 build-aux/check-sources.py [DIR...]     (default: Sources Benchmarks; exit 1 on a finding)
"""
import os
import re
import sys

ESCAPE = re.compile(r"@unchecked\s+Sendable|nonisolated\s*\(\s*unsafe\s*\)")
REASON = re.compile(r"//+\s*(Unchecked|Unsafe):\s*\S")
LOCK = re.compile(r"\b(NSLock|NSRecursiveLock|NSCondition|NSConditionLock)\b")
TYPE = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|"
                  r"indirect)\s+)*(?:class|struct|enum|protocol|actor)\s+([A-Za-z_]\w*)")
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
SEARCHED_FOR_NAMES = ["Sources", "Benchmarks", "Tests"]


def code_part(line):
    """`line` without a trailing `//` comment and string literals (a rough cut, enough for declarations)."""
    without_strings = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return without_strings.split("//", 1)[0]


def line_findings(lines):
    """(line number, problem, text) of every lock and unexplained escape in a file's `lines`."""
    result = []
    for index, line in enumerate(lines):
        code = code_part(line)
        lock = LOCK.search(code)
        if lock:
            result.append((index + 1, f"{lock.group(1)}: keep the shared state in a Mutex (Synchronization)",
                           line.strip()))
        if not ESCAPE.search(code):
            continue
        above = lines[index - 1].strip() if index > 0 else ""
        if REASON.search(line) or (above.startswith("//") and REASON.search(above)):
            continue
        result.append((index + 1, "no reason given (a comment starting with “Unchecked:” or “Unsafe:” on this "
                       "line or the one above)", line.strip()))
    return result


def swift_files(roots):
    for root in roots:
        for folder, _, names in sorted(os.walk(root)):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def main(arguments):
    roots = arguments or ["Sources", "Benchmarks"]
    checked = {path: open(path, encoding="utf-8").read() for path in swift_files(roots)}
    searched = {os.path.abspath(path) for path in swift_files([r for r in SEARCHED_FOR_NAMES if os.path.isdir(r)])}
    searched |= {os.path.abspath(path) for path in checked}
    uses = {}
    for path in searched:
        with open(path, encoding="utf-8") as source:
            for name in IDENTIFIER.findall(source.read()):
                uses[name] = uses.get(name, 0) + 1
    status = 0
    for path, text in checked.items():
        lines = text.split("\n")
        findings = line_findings(lines)
        for index, line in enumerate(lines):
            declared = TYPE.match(line)
            if declared and uses.get(declared.group(1), 0) <= 1:
                findings.append((index + 1, f"{declared.group(1)} is never used", line.strip()))
        for number, problem, code in sorted(findings):
            print(f"{path}:{number}: {problem}: {code}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
