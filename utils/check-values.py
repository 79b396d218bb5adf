#!/usr/bin/env python3
"""Runs the value tests of an RSL file and compares the printed floats.

A value-test file is plain RSL with its cases in comments:

    // TOLERANCE: 1e-5
    float t_abs(float x) { return abs(x); }
    // CASE: t_abs -3.5 => 3.5
    // CASE: t_abs 2 => 2 ~0

Each case calls a function with words as `rsl-jit --call` takes them (a float,
a triple `1,2,3`, a matrix of 16 floats, a string) and lists the expected
output words, worked out by hand from the RenderMan Interface definitions.
An expected word is a number (matched within the tolerance: |got - want| <=
tol * max(1, |want|)), a range `lo..hi` (closed), or any other text (matched
exactly).  `~TOL` at the end of a case overrides the file's tolerance
(default 1e-5).

The file is compiled once; the cases run through `rsl-jit FILE --batch -`.
`// GLOBALS: NAME=VALUE ...` sets shading globals for every case (rsl-jit
--global; u=0.3 dPdu=2,0,0), which otherwise keep rsljit.h's defaults.
"""
import argparse
import math
import re
import subprocess
import sys

CASE_RE = re.compile(r"^\s*//\s*CASE:\s*(.*?)\s*$")
TOL_RE = re.compile(r"^\s*//\s*TOLERANCE:\s*(\S+)\s*$")
GLOBALS_RE = re.compile(r"^\s*//\s*GLOBALS:\s*(.*?)\s*$")


def parse_cases(path):
    cases, tol, globals_ = [], 1e-5, []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = GLOBALS_RE.match(line)
            if m:
                globals_ += m.group(1).split()
                continue
            m = TOL_RE.match(line)
            if m:
                tol = float(m.group(1))
                continue
            m = CASE_RE.match(line)
            if not m:
                continue
            text = m.group(1)
            if "=>" not in text:
                sys.exit(f"{path}:{lineno}: error: a case needs '=>' between the call and the expected values")
            call, want = (s.split() for s in text.split("=>", 1))
            case_tol = None
            if want and want[-1].startswith("~"):
                case_tol = float(want.pop()[1:])
            if not call or not want:
                sys.exit(f"{path}:{lineno}: error: a case needs a function name and expected values")
            cases.append((lineno, call, want, case_tol))
    return cases, tol, globals_


def number(word):
    try:
        return float(word)
    except ValueError:
        return None


def matches(got, want, tol):
    if ".." in want and number(want) is None:
        lo, hi = (float(x) for x in want.split("..", 1))
        g = number(got)
        return g is not None and lo <= g <= hi
    w = number(want)
    if w is None:
        return got == want
    g = number(got)
    if g is None:
        return False
    if math.isnan(w) or math.isnan(g):
        return math.isnan(w) and math.isnan(g)
    if math.isinf(w):
        return g == w
    return abs(g - w) <= tol * max(1.0, abs(w))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--runner", default="rsl-jit", help="the tool that runs the cases (default: rsl-jit)")
    args = ap.parse_args()
    cases, tol, globals_ = parse_cases(args.file)
    if not cases:
        sys.exit(f"{args.file}: error: no '// CASE:' lines")
    stdin = "".join(" ".join(call) + "\n" for _, call, _, _ in cases)
    options = [w for g in globals_ for w in ("--global", g)]
    proc = subprocess.run([args.runner, args.file, *options, "--batch", "-"], input=stdin, capture_output=True, text=True)
    sys.stderr.write(proc.stderr)
    lines = proc.stdout.splitlines()
    if len(lines) != len(cases):
        sys.exit(f"{args.file}: error: {args.runner} printed {len(lines)} result lines for {len(cases)} cases "
                 f"(exit {proc.returncode})")
    failures = 0
    for (lineno, call, want, case_tol), line in zip(cases, lines):
        got = line.split()
        t = tol if case_tol is None else case_tol
        if len(got) != len(want) or not all(matches(g, w, t) for g, w in zip(got, want)):
            failures += 1
            print(f"{args.file}:{lineno}: error: {' '.join(call)}: expected {' '.join(want)} (tolerance {t:g}), "
                  f"got {line}")
    print(f"{len(cases) - failures} of {len(cases)} cases pass")
    sys.exit(1 if failures or proc.returncode else 0)


if __name__ == "__main__":
    main()
