#!/usr/bin/env python3
"""Differential test: the value tests of an RSL file (test/lit/stdlib, the
JIT's, checked by utils/check-values.py) run through the RPU path instead:

    rsl2ll --target=rpu FILE | opt -O2 | llc-rpu -keep-going | rpu-vm --call

and compared with the same expected values and tolerance.  Arguments go in
by the calling convention (floats R0.w, R1.w, ...; triples R0.xyz, ...); the
result comes from R0.w or R0.xyz.

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


def kind(t):
    t = t.strip()
    t = re.sub(r"\s+(noundef|nocapture|readonly|readnone|nonnull|writeonly|%\S+)", "", t).strip()
    return {"float": "f", "<3 x float>": "v", "void": "void"}.get(t, None)  # i32: a string


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


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--unsupported", help="file listing the cases known not to run yet")
    ap.add_argument("--print-unsupported", action="store_true", help="print the unsupported list for this file")
    args = ap.parse_args()
    base = os.path.basename(args.file)
    cases, tol = checker.parse_cases(args.file)
    with tempfile.TemporaryDirectory() as tmp:
        ll, asm = os.path.join(tmp, "f.ll"), os.path.join(tmp, "f.s")
        p = run(["rsl2ll", "--target=rpu", args.file, "-o", ll])
        if p.returncode:
            sys.exit(f"{args.file}: error: rsl2ll failed:\n{p.stderr}")
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
        for lineno, call, want, case_tol in cases:
            name, words = call[0], call[1:]
            sig = sigs.get(name)
            reason = None
            if name not in entries:
                reason = why.get(name, "not compiled")
            elif not sig or sig[0] is None or None in sig[1] or len(sig[1]) != len(words):
                reason = "a parameter or result the calling convention cannot pass"
            if reason:
                unsupported.add(name)
                continue
            try:
                [float(x) for w in words for x in w.split(",")]
            except ValueError:
                unsupported.add(name)
                why.setdefault(name, "a string argument")
                continue
            regs, nf, nv = {}, 0, 0
            for k, w in zip(sig[1], words):
                vals = [float(x) for x in w.split(",")]
                if k == "f":
                    regs.setdefault(nf, [0.0] * 4)[3] = vals[0]
                    nf += 1
                else:
                    vals = vals * 3 if len(vals) == 1 else vals
                    regs.setdefault(nv, [0.0] * 4)[0:3] = vals[0:3]
                    nv += 1
            cmd = ["rpu-vm", asm, "--call", name, "--print", "R0", "--max-steps", "10000000"]
            for r, v in sorted(regs.items()):
                cmd += ["--set", f"R{r}=" + ",".join(repr(x) for x in v)]
            p = run(cmd)
            ran += 1
            m = re.search(r"^R0 = (\S+) (\S+) (\S+) (\S+)", p.stdout, re.M)
            if p.returncode or not m:
                got = ["fault:", p.stderr.strip()]
            else:
                got = [m.group(4)] if sig[0] == "f" else list(m.groups()[0:3]) if sig[0] == "v" else []
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
