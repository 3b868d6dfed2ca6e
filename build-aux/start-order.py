#!/usr/bin/env python3
"""Writes build-aux/start-order.txt, the order release links lay out the code in (Package.swift): the sections
(`.text.<symbol>`) of the functions a warm start executes, in the order callgrind lists them.

Usage: python3 build-aux/start-order.py [--bin .build-release/release]
Runs figure 1's app side once (Benchmarks/bench.py --only 1 --runs 1: a warm-up start, then a start with warm
caches) with BENCH_WRAP running popcorn-bench-app under callgrind, on a copy of the release products whose
popcorn-bench-app has no debug information (valgrind cannot read the Swift toolchain's DWARF), and keeps the
functions of the last start that are in the app's own binary. Needs valgrind (Debian: apt-get install valgrind)."""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP = "popcorn-bench-app"


def functions(path):
    """The functions of APP's own binary that callgrind's output file `path` lists, first appearance first."""
    objects, names, order, seen, current = {}, {}, [], set(), None

    def resolve(table, spec):
        match = re.match(r"\((\d+)\)(?: (.*))?", spec)
        if not match:
            return spec
        if match.group(2) is not None:
            table[match.group(1)] = match.group(2)
        return table.get(match.group(1))

    with open(path) as file:
        for line in file:
            line = line.rstrip("\n")
            if line.startswith("ob="):
                current = resolve(objects, line[3:])
            elif line.startswith("cob="):
                resolve(objects, line[4:])
            elif line.startswith("cfn="):
                resolve(names, line[4:])
            elif line.startswith("fn="):
                name = re.sub(r"'\d+$", "", resolve(names, line[3:]))  # "'2": callgrind's recursion depth
                if current and current.endswith("/" + APP) and name not in seen and not name.startswith("0x"):
                    seen.add(name)
                    order.append(name)
    return order


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=".build-release/release", help="release build products")
    parser.add_argument("--output", default=os.path.join(ROOT, "build-aux", "start-order.txt"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="start-order-") as work:
        products = os.path.join(work, "bin")
        shutil.copytree(os.path.join(ROOT, args.bin), products, symlinks=True,
                        ignore=shutil.ignore_patterns("*.build", "*.product", "Modules", "ModuleCache"))
        subprocess.run(["strip", "--strip-debug", os.path.join(products, APP)], check=True)
        outputs = os.path.join(work, "callgrind")
        os.mkdir(outputs)
        wrapper = os.path.join(work, "wrap.sh")
        with open(wrapper, "w") as file:
            file.write(f'#!/bin/sh\ncase "$(basename "$1")" in\n  {APP}) exec valgrind --tool=callgrind '
                       f'--callgrind-out-file={outputs}/out.%p --dump-instr=no --demangle=no "$@" ;;\n'
                       '  *) exec "$@" ;;\nesac\n')
        os.chmod(wrapper, 0o755)
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "bench.py"), "--bin", products,
                        "--only", "1", "--runs", "1"], env=dict(os.environ, BENCH_WRAP=wrapper), check=True)
        files = sorted((os.path.join(outputs, name) for name in os.listdir(outputs)), key=os.path.getmtime)
        if not files:
            sys.exit("start-order: callgrind wrote nothing")
        order = functions(files[-1])
    with open(args.output, "w") as file:
        file.writelines(f".text.{name}\n" for name in order)
    print(f"start-order: {len(order)} functions in {args.output}")


if __name__ == "__main__":
    main()
