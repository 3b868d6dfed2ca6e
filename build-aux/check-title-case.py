#!/usr/bin/env python3
"""Checks that the titles of status pages are in title case (GNOME HIG, "Writing Style"): every word
capitalized except articles, coordinating conjunctions and short prepositions that are neither first nor
last ("Nothing to Watch Next", "Could Not Load").

Status pages are found in the Swift sources: `StatusPage(…, title: EXPR, …)` and `EmptyStatePage(…)`
calls, and `NAME.title = EXPR` where NAME was made or declared as one of them in that file. EXPR's English
texts are its `tr("…")` literals, and those of the properties it reads (`CalendarDisplay.emptyTitle`,
`problem.title` with `problem: ExploreCredentialProblem`): their definitions and assignments in the files
that declare the type. A title read from a property that cannot be found is an error; a plain local value
(a route shown as it was typed) is not translated text and is left alone.

    python3 build-aux/check-title-case.py [SOURCES_DIR]     (default: Sources; exit 1 on a finding)
"""
import os
import re
import sys

# Words that stay lower case inside a title (articles, coordinating conjunctions, prepositions of up to
# three letters).
MINOR = {"a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off",
         "on", "out", "per", "to", "up", "via", "vs"}
STATUS_TYPES = ("StatusPage", "EmptyStatePage")
TR = re.compile(r'\btr\("((?:[^"\\]|\\.)*)"\)')


def title_case_problem(text):
    """Why `text` is not in title case, or None."""
    words = [w for w in re.split(r"[\s—–]+", text.replace("_", "")) if w]
    for index, word in enumerate(words):
        letters = word.lstrip("\"'“‘(")
        if not letters or not letters[0].isalpha():
            continue  # a number, a placeholder (%@), punctuation
        edge = index == 0 or index == len(words) - 1
        core = re.sub(r"[^\w'’-]", "", letters)
        if core.lower() in MINOR and not edge:
            if letters[0].isupper():
                return f"“{word}” is a minor word: lower case inside a title"
            continue
        if letters[0].islower() and not any(c.isupper() for c in letters[1:]):  # iCalendar is a name
            return f"“{word}” should start with a capital letter"
    return None


def call_argument(source, start, name):
    """The text of the `name:` argument of the call whose "(" is at `start`, or None."""
    depth, index, argument_start = 0, start, None
    while index < len(source):
        char = source[index]
        if char == '"':
            index = source.index('"', index + 1) if source[index - 1] != "\\" else index
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return source[argument_start:index].strip() if argument_start is not None else None
        elif char == "," and depth == 1 and argument_start is not None:
            return source[argument_start:index].strip()
        if depth == 1 and argument_start is None and re.match(rf"[(,]\s*{name}\s*:", source[index:]):
            argument_start = source.index(":", index) + 1
        index += 1
    return None


def block_after(source, index):
    """The statement starting at `index`: to the end of its braces when a `{` opens on its line, else the line."""
    line_end = source.find("\n", index)
    line_end = len(source) if line_end < 0 else line_end
    brace = source.find("{", index, line_end)
    if brace < 0:
        return source[index:line_end]
    depth = 0
    for position in range(brace, len(source)):
        depth += {"{": 1, "}": -1}.get(source[position], 0)
        if depth == 0:
            return source[index:position + 1]
    return source[index:]


class Sources:
    def __init__(self, root):
        self.files = {}
        for folder, _, names in os.walk(root):
            for file_name in sorted(names):
                if file_name.endswith(".swift"):
                    path = os.path.join(folder, file_name)
                    with open(path, encoding="utf-8") as handle:
                        self.files[path] = handle.read()

    def declaring(self, type_name):
        """The files declaring or extending `type_name`."""
        pattern = re.compile(rf"\b(?:enum|struct|class|extension)\s+{re.escape(type_name)}\b")
        return [path for path, text in self.files.items() if pattern.search(text)]

    def property_texts(self, type_name, member):
        """The tr literals of `member`'s definitions and assignments in the files of `type_name`."""
        found, defined = [], False
        pattern = re.compile(rf"(?:\b(?:var|let|func)\s+{member}\b|(?<![.\w]){member}\s*=(?!=))")
        for path in self.declaring(type_name):
            text = self.files[path]
            for match in pattern.finditer(text):
                defined = True
                found += TR.findall(block_after(text, match.start()))
        return found if defined else None


def receiver_type(text, receiver):
    """The type of the local name `receiver` in a file (`receiver: Type`, `receiver = Type(`), or None."""
    match = re.search(rf"\b{receiver}\s*:\s*\[?([A-Z]\w*)", text) or \
        re.search(rf"\b(?:let|var)\s+{receiver}\s*=\s*([A-Z]\w*)\s*[.(]", text)
    return match.group(1) if match else None


def titles(sources, path, expression):
    """(texts, problems) of a title expression in the file at `path`."""
    texts, problems = TR.findall(expression), []
    for chain in re.findall(r"\b([A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)+)", TR.sub("", expression)):
        parts = chain.replace("?", "").split(".")
        owner, member = parts[0], parts[-1]
        type_name = owner if owner[0].isupper() else receiver_type(sources.files[path], owner)
        found = sources.property_texts(type_name, member) if type_name else None
        if found is None:
            problems.append(f"cannot find where the title {chain} is defined")
        else:
            texts += found
    return texts, problems


def check(root):
    sources = Sources(root)
    findings = []
    status_call = re.compile(rf"\b({'|'.join(STATUS_TYPES)})\(")
    for path, text in sources.files.items():
        sites = []
        for match in status_call.finditer(text):
            argument = call_argument(text, match.end() - 1, "title")
            if argument:
                sites.append((match.start(), argument))
        names = set(re.findall(rf"\b(\w+)\s*(?::\s*(?:{'|'.join(STATUS_TYPES)})\b|=\s*(?:{'|'.join(STATUS_TYPES)})\()",
                               text))
        for name in names:
            for match in re.finditer(rf"\b{name}\??\.title\s*=(?!=)([^\n]*)", text):
                sites.append((match.start(), match.group(1)))
        for offset, expression in sites:
            line = text.count("\n", 0, offset) + 1
            texts, problems = titles(sources, path, expression)
            problems += [f"“{title}”: {why}" for title in texts if (why := title_case_problem(title))]
            findings += [f"{path}:{line}: status page title: {problem}" for problem in problems]
    return findings


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources"
    findings = check(root)
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        print("check-title-case: status page titles use title case (https://developer.gnome.org/hig/guidelines/"
              "writing-style.html#capitalization)", file=sys.stderr)
        return 1
    print("check-title-case: status page titles are in title case")
    return 0


if __name__ == "__main__":
    sys.exit(main())
