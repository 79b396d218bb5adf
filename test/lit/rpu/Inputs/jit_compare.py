#!/usr/bin/env python3
"""Runs `color NAME(point P)` of an RSL file on the RPU VM (its assembly
ASM) at each point, alone and as the four threads of one chunk (--chunk,
thread i given point i through --set i:R0), and checks R0.xyz against the
JIT (rsl-jit --call) within a relative tolerance:

    jit_compare.py FILE.sl ASM NAME TOL X,Y,Z X,Y,Z X,Y,Z X,Y,Z
"""
import re
import subprocess
import sys


def floats(text):
    return [float(x) for x in re.findall(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?inf|nan", text)]


def run(args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def main():
    sl, asm, name, tol, points = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5:]
    want = [floats(run(["rsl-jit", sl, "--call", name, p]))[:3] for p in points]
    got = [floats(run(["rpu-vm", asm, "--call", name, "--set", "R0=%s,0" % p, "--print", "R0"]).split("=", 1)[1])[:3]
           for p in points]
    chunk = ["rpu-vm", asm, "--call", name, "--chunk", "--print", "R0"]
    for i, p in enumerate(points):
        chunk += ["--set", "%d:R0=%s,0" % (i, p)]
    lines = run(chunk).splitlines()
    bad = 0
    for i, p in enumerate(points):
        threads = [floats(l.split("=", 1)[1])[:3] for l in lines if l.startswith("thread %d:" % i)]
        for kind, vals in (("alone", got[i]), ("chunk thread %d" % i, threads[0] if threads else [])):
            ok = len(vals) == 3 and all(abs(a - b) <= tol * max(1.0, abs(b)) for a, b in zip(vals, want[i]))
            print("%s %s(%s): rpu %s jit %s" % ("ok" if ok else "MISMATCH", name, p, vals, want[i]))
            bad += not ok
    sys.exit(1 if bad else 0)


main()
