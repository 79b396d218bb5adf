#!/usr/bin/env python3
"""Differential test: the value tests of an RSL file (test/lit/stdlib, the
JIT's, checked by utils/check-values.py) run through the RPU path instead:

    rsl2ll --target=rpu FILE | opt -O2 | llc-rpu -keep-going | rpu-vm --call

and compared with the same expected values and tolerance.  Arguments go in
by the calling convention (backends/rpu/rpucg.h): floats, strings and
pointers in R0.w, R1.w, ...; triples in R0.xyz, ...  The IR function's
parameters are, as for the JIT (backends/jit/entries.c): the shading
globals' address when the function reaches them (a zeroed area), a matrix
result's address (cells OUT..OUT+3, printed with --print-mem), then the RSL
parameters.  A string is its interned id (the module's @rsl.strings table;
a string not in it gets a fresh id); a matrix argument is written to four
cells, one row per cell (--set-mem), and passed as the first cell's
address.  The result comes from R0.w (a float, a string id) or R0.xyz.

With --call "NAME ARGS" (repeatable) the cases are those calls instead of
the file's, each expected to print what `rsl-jit FILE --call NAME ARGS`
prints: a differential of the RPU against the JIT, for files (the library
shaders) whose values at arbitrary points nobody worked out by hand.  The
function is compiled with --export beside the file's shaders.

A case that cannot run yet (its function was left out by llc-rpu, or takes
or returns what the calling convention cannot pass) is "unsupported"; the
cases listed in --unsupported (lines `FILE FUNCTION`) must be exactly those:
a newly unsupported case fails the test, and so does a listed one that now
runs (so the list only shrinks).  Every other case must agree.
"""
import argparse
import importlib.machinery
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
checker = importlib.machinery.SourceFileLoader("check_values", os.path.join(SRC, "utils", "check-values.py")).load_module()

DEFINE_RE = re.compile(r"^define\s+(?:[\w()]+\s+)*?(void|float|i32|<3 x float>|[^@]*?)\s+@\"?([\w.$]+)\"?\((.*)\)")
TYPE_RE = re.compile(r"^\s*(<\d+ x \w+>|\w+)")
# the values the calling convention passes: f float, v triple, s string (i32), p pointer (a cell address)
KINDS = {"float": "f", "<3 x float>": "v", "i32": "s", "ptr": "p", "void": "void"}
MEM_CELLS = 1024
GLOBALS_AT, OUT_AT, ARGS_AT = 512, 0, 8  # cell addresses of the globals, a matrix result, matrix arguments


def kind(t):
    m = TYPE_RE.match(t)
    return KINDS.get(m.group(1)) if m else None


def signatures(ll):
    sigs = {}
    for line in ll.splitlines():
        m = DEFINE_RE.match(line)
        if not m:
            continue
        ret, name, params = m.groups()
        ps = [kind(p) for p in params.split(",")] if params.strip() else []
        sigs[name] = (kind(ret), ps)
    return sigs


def string_table(ll):
    """The interned strings of a module (@rsl.strings), as a list indexed by id."""
    text = {}
    for m in re.finditer(r'^@(rsl\.str(?:\.\d+)?) = .*?c"((?:[^"\\]|\\[0-9A-Fa-f]{2})*)"', ll, re.M):
        raw = re.sub(r"\\([0-9A-Fa-f]{2})", lambda h: chr(int(h.group(1), 16)), m.group(2))
        text[m.group(1)] = raw.rstrip("\0")
    m = re.search(r"^@rsl\.strings = .*?\[(ptr @.*)\]\s*$", ll, re.M)
    return [text.get(p.strip()[len("ptr @"):], "") for p in m.group(1).split(",")] if m else []


def lane(x):
    """A lane value for rpu-vm: a float, or #N for the integer N."""
    return f"#{x}" if isinstance(x, int) else repr(x)


def matrix(vals):
    """16 floats, row-major, from 1 (x times the identity) or 16 values."""
    if len(vals) == 1:
        return [vals[0] if i % 5 == 0 else 0.0 for i in range(16)]
    return vals if len(vals) == 16 else None


def plan(sig, words):
    """(kinds of the IR parameters, each 'g' globals, 'o' the matrix result
    or the RSL parameter's kind) or None when the signature is not understood."""
    ret, ps = sig
    out = ret == "void"
    extra = len(ps) - len(words)
    if ret is None or None in ps or extra not in (out, out + 1):
        return None
    head = ["g"] * (extra - out) + ["o"] * out
    if any(p != "p" for p in ps[:extra]):
        return None
    return head + ps[extra:]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def jit_cases(file, calls):
    """The cases of --call, each expecting the JIT's output."""
    cases = []
    for c in calls:
        words = c.split()
        p = run(["rsl-jit", file, "--call"] + words)
        if p.returncode:
            sys.exit(f"{file}: error: rsl-jit --call {c} failed:\n{p.stderr}")
        cases.append((0, words, p.stdout.split(), None))
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--unsupported", help="file listing the cases known not to run yet")
    ap.add_argument("--print-unsupported", action="store_true", help="print the unsupported list for this file")
    ap.add_argument("--call", action="append", help="a case 'NAME ARGS' expected to print what rsl-jit --call prints")
    args = ap.parse_args()
    base = os.path.basename(args.file)
    if args.call:
        cases, tol, globals_ = jit_cases(args.file, args.call), 1e-5, None
    else:
        cases, tol, globals_ = checker.parse_cases(args.file)
    if globals_:
        sys.exit(f"{args.file}: error: GLOBALS lines are not supported on the RPU path")
    with tempfile.TemporaryDirectory() as tmp:
        ll, asm = os.path.join(tmp, "f.ll"), os.path.join(tmp, "f.s")
        exports = sorted({c[1][0] for c in cases}) if args.call else []
        if len(exports) > 1:
            sys.exit(f"{args.file}: error: --call cases must call one function, not {', '.join(exports)}")
        p = run(["rsl2ll", "--target=rpu", args.file, "-o", ll] + [f"--export={n}" for n in exports])
        if p.returncode:
            sys.exit(f"{args.file}: error: rsl2ll failed:\n{p.stderr}")
        source_ll = open(ll).read()
        p = run(["opt", "-O2", "-S", ll, "-o", ll])
        if p.returncode:
            sys.exit(f"{args.file}: error: opt failed:\n{p.stderr}")
        sigs = signatures(open(ll).read())
        p = run(["llc-rpu", "-keep-going", ll, "-o", asm])
        if p.returncode:
            sys.exit(f"{args.file}: error: llc-rpu failed:\n{p.stderr}")
        why = {}
        for line in p.stderr.splitlines():
            m = re.search(r"function '([^']+)'", line)
            if m and "left out" in line:
                why.setdefault(m.group(1), line.split("warning: ", 1)[-1])
        entries = set(re.findall(r"^SUBROUTINE_ENTRY_(\S+):", open(asm).read(), re.M))
        failures, unsupported, ran = 0, set(), 0
        strings = string_table(source_ll)
        for lineno, call, want, case_tol in cases:
            name, words = call[0], call[1:]
            sig = sigs.get(name)
            kinds = plan(sig, words) if sig else None
            reason = None
            if name not in entries:
                reason = why.get(name, "not compiled")
            elif kinds is None:
                reason = "a parameter or result the calling convention cannot pass"
            if reason:
                unsupported.add(name)
                why.setdefault(name, reason)
                continue
            regs, mem, nscalar, nvec, args_at = {}, [], 0, 0, ARGS_AT
            bad = None
            rsl_words = iter(words)
            for k in kinds:
                if k in "gop":
                    if k == "p":
                        vals = matrix([float(x) for x in next(rsl_words).split(",")])
                        if vals is None:
                            bad = "a matrix argument of neither 1 nor 16 values"
                        else:
                            mem.append(f"{args_at}=" + ";".join(",".join(lane(x) for x in vals[r:r + 4]) for r in range(0, 16, 4)))
                    value = {"g": GLOBALS_AT, "o": OUT_AT}.get(k, args_at)
                    if k == "p":
                        args_at += 4
                elif k == "s":
                    w = next(rsl_words).strip('"')
                    value = strings.index(w) if w in strings else len(strings)  # a fresh id for a new string
                elif k == "f":
                    value = float(next(rsl_words))
                else:
                    vals = [float(x) for x in next(rsl_words).split(",")]
                    vals = vals * 3 if len(vals) == 1 else vals
                    regs.setdefault(nvec, [0.0] * 4)[0:3] = vals[0:3]
                    nvec += 1
                    continue
                regs.setdefault(nscalar, [0.0] * 4)[3] = value
                nscalar += 1
            if bad:
                failures += 1
                print(f"{args.file}:{lineno}: error: {' '.join(call)}: {bad}")
                continue
            cmd = ["rpu-vm", asm, "--call", name, "--print-int" if sig[0] == "s" else "--print", "R0",
                   "--max-steps", "10000000", "--mem", str(MEM_CELLS)]
            for r, v in sorted(regs.items()):
                cmd += ["--set", f"R{r}=" + ",".join(lane(x) for x in v)]
            for m in mem:
                cmd += ["--set-mem", m]
            if sig[0] == "void":
                cmd += ["--print-mem", f"{OUT_AT},4"]
            p = run(cmd)
            ran += 1
            m = re.search(r"^R0 = (\S+) (\S+) (\S+) (\S+)", p.stdout, re.M)
            if p.returncode or not m:
                got = ["fault:", p.stderr.strip()]
            elif sig[0] == "f":
                got = [m.group(4)]
            elif sig[0] == "s":
                sid = int(m.group(4))
                got = (strings[sid] if 0 <= sid < len(strings) else f"<string id {sid}>").split()  # words, as the JIT's
            elif sig[0] == "v":
                got = list(m.groups()[0:3])
            else:
                got = [x for row in re.findall(r"^mem\[\d+\] = (.*)$", p.stdout, re.M) for x in row.split()]
            t = tol if case_tol is None else case_tol
            if len(got) != len(want) or not all(checker.matches(g, w, t) for g, w in zip(got, want)):
                failures += 1
                print(f"{args.file}:{lineno}: error: {' '.join(call)}: expected {' '.join(want)} (tolerance {t:g}), "
                      f"got {' '.join(got)}")
        if args.print_unsupported:
            for name in sorted(unsupported):
                print(f"{base} {name}   # {why.get(name, 'signature')}")
            return
        listed = set()
        if args.unsupported:
            for line in open(args.unsupported):
                f = line.split("#")[0].split()
                if len(f) == 2 and f[0] == base:
                    listed.add(f[1])
        for name in sorted(unsupported - listed):
            failures += 1
            print(f"{args.file}: error: {name} cannot run on the RPU and is not listed as unsupported: "
                  f"{why.get(name, 'signature')}")
        for name in sorted(listed - unsupported):
            failures += 1
            print(f"{args.file}: error: {name} is listed as unsupported but runs now: remove it from the list")
        print(f"{ran - failures if failures <= ran else 0} of {ran} cases run on the RPU agree; "
              f"{len(unsupported)} functions listed as unsupported")
        sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
