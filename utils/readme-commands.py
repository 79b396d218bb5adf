#!/usr/bin/env python3
"""Fails when README.md shows a command that no RUN line of the given lit
tests runs, so that the README's examples stay true (test/lit/readme).

A command is a line of an indented code block (continuation lines joined,
a trailing "# comment" dropped) that starts with a tool of the project, opt,
or rsl-*/rpu-*; scripts of utils/ (setup, CI) and the PATH line are not
examples. A RUN line runs a command when it contains its text (a RUN line
may go on with a pipe into FileCheck)."""
import re
import sys

TOOLS = re.compile(r"^(rsl2ll|rsl-[a-z-]+|llc-rpu|rpu-[a-z-]+|imgcmp)\b")


def joined(lines):
    """Lines with their backslash continuations joined, spaces collapsed."""
    out, cur = [], ""
    for line in lines:
        if line.rstrip().endswith("\\"):
            cur += line.rstrip()[:-1] + " "
        else:
            out.append(" ".join((cur + line).split()))
            cur = ""
    return out


def readme_commands(path):
    block = []
    with open(path) as f:
        for line in f:
            if line.startswith("    ") and line.strip():
                block.append(line[4:].rstrip("\n"))
    commands = []
    for cmd in joined(block):
        cmd = re.sub(r"\s+#\s.*$", "", cmd).strip()
        if TOOLS.match(cmd):
            commands.append(cmd)
    return commands


def run_lines(paths):
    lines = []
    for path in paths:
        with open(path) as f:
            runs = [m.group(1) for m in (re.match(r"^\s*[#;]\s*RUN:\s?(.*)$", l.rstrip("\n")) for l in f) if m]
        lines += joined(runs)
    return lines


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: readme-commands.py README.md TEST...")
    commands = readme_commands(sys.argv[1])
    runs = run_lines(sys.argv[2:])
    missing = [c for c in commands if not any(c in r for r in runs)]
    for c in missing:
        print(f"{sys.argv[1]}: error: no test runs the example '{c}'", file=sys.stderr)
    if not commands:
        sys.exit(f"{sys.argv[1]}: error: no example commands found")
    sys.exit(1 if missing else 0)


main()
