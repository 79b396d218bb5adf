#!/usr/bin/env python3
"""llvm-stress sweep: random IR through llc-rpu's two backends (issue 19).

Each seed's module (llvm-stress -seed=S, its size varying with the seed) goes
as generated and after opt -O2 into llc-rpu -march=rpu and -march=ptx.  A
run passes when it exits 0 with output its assembler takes (rpu-as; ptxas
when one is found), or exits 1 with an 'llc-rpu: error:' line: random IR
uses much that a shader backend need not translate, but it must say so.
Anything else fails: a signal, another exit code, a sanitizer report, a run
past the timeout, or an error without the message.  Failing inputs are kept
in --keep (default: a temporary folder) to reduce.  Exit 1 on any failure.

  stress-sweep.py [--seeds A-B] [--timeout S] [--jobs N] [--keep DIR] BINDIR
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import time

SANITIZER_MARKS = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "WARNING: MemorySanitizer")


def find_tool(names, dirs):
    for d in dirs:
        for n in names:
            p = os.path.join(d, n)
            if os.path.isfile(p) and os.access(p, os.X_OK):
                return p
    for n in names:
        p = shutil.which(n)
        if p:
            return p
    return None


def run(cmd, timeout, stdin=None):
    """(outcome, rc, stderr, seconds); outcome is 'timeout' past the limit."""
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", None, "", timeout
    return "ran", p.returncode, p.stderr.decode(errors="replace"), time.monotonic() - start


def classify(outcome, rc, err):
    """None when the run is fine, else the kind of failure."""
    if outcome == "timeout":
        return "hang"
    if any(m in err for m in SANITIZER_MARKS):
        return "sanitizer"
    if rc < 0:
        return "signal %d" % -rc
    if rc == 0:
        return None
    if rc != 1:
        return "exit %d" % rc
    return None if "llc-rpu: error:" in err else "error without 'llc-rpu: error:'"


def sweep_seed(seed, tools, args, work):
    """Runs one seed through every mode and target; returns failure records."""
    size = 20 + (seed * 37) % 381  # 20..400, spread over neighbouring seeds
    base = os.path.join(work, "s%d" % seed)
    raw = base + ".ll"
    gen = subprocess.run([tools["llvm-stress"], "-seed=%d" % seed, "-size=%d" % size, "-o", raw],
                         stderr=subprocess.PIPE)
    if gen.returncode != 0:
        return [(seed, size, "-", "-", "llvm-stress failed", gen.stderr.decode(errors="replace").splitlines(), raw)], []
    inputs = [("raw", raw)]
    o2 = base + ".O2.ll"
    opt = subprocess.run([tools["opt"], "-O2", "-S", raw, "-o", o2], stderr=subprocess.PIPE)
    if opt.returncode == 0:  # opt's own failures on random IR are LLVM's to fix
        inputs.append(("O2", o2))
    failures, stats = [], []
    for mode, path in inputs:
        for target in ("rpu", "ptx"):
            out = "%s.%s.%s" % (base, mode, "s" if target == "rpu" else "ptx")
            cmd = [tools["llc-rpu"], "-march=" + target, path, "-o", out]
            if target == "ptx":  # llvm-stress marks no kernel: seed 004's rule makes its function one
                cmd[2:2] = ["-mcpu=sm_80", "-ptx-unmarked-kernels"]
            outcome, rc, err, secs = run(cmd, args.timeout)
            stats.append((target, mode, rc, secs))
            kind = classify(outcome, rc, err)
            if kind is None and rc == 0:
                asm = [tools["rpu-as"], out, "-o", out + ".rpo"] if target == "rpu" else \
                      [tools["ptxas"], "-arch=sm_80", out, "-o", os.devnull] if tools["ptxas"] else None
                if asm:
                    a_outcome, a_rc, a_err, _ = run(asm, args.timeout)
                    if a_outcome != "ran" or a_rc != 0:
                        kind, err = "%s rejects the output" % os.path.basename(asm[0]), a_err
            if kind:
                keep = os.path.join(args.keep, "s%d.%s.ll" % (seed, mode))
                shutil.copyfile(path, keep)
                failures.append((seed, size, target, mode, kind, err.strip().splitlines()[-3:], keep))
    for f in os.listdir(work):
        if f.startswith("s%d." % seed):
            os.unlink(os.path.join(work, f))
    return failures, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bindir", help="the build's bin folder (llc-rpu, rpu-as)")
    ap.add_argument("--seeds", default="1-300", help="A-B, inclusive (default 1-300)")
    ap.add_argument("--timeout", type=float, default=20.0, help="seconds per run (default 20)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--keep", help="folder for failing inputs (default: a new temporary one)")
    ap.add_argument("--llvm-bindir", default="/usr/lib/llvm-16/bin")
    args = ap.parse_args()
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    dirs = [args.bindir, args.llvm_bindir, "/usr/local/cuda/bin"]
    tools = {"llc-rpu": find_tool(["llc-rpu"], [args.bindir]), "rpu-as": find_tool(["rpu-as"], [args.bindir]),
             "llvm-stress": find_tool(["llvm-stress", "llvm-stress-16"], dirs),
             "opt": find_tool(["opt", "opt-16"], dirs), "ptxas": find_tool(["ptxas"], dirs)}
    missing = [n for n, p in tools.items() if p is None and n != "ptxas"]
    if missing:
        sys.exit("stress-sweep: not found: " + ", ".join(missing))
    if not tools["ptxas"]:
        print("stress-sweep: ptxas not found (PATH, /usr/local/cuda/bin): PTX output is not assembled")
    args.keep = args.keep or tempfile.mkdtemp(prefix="stress-sweep-")
    os.makedirs(args.keep, exist_ok=True)
    start = time.monotonic()
    failures, stats = [], []
    with tempfile.TemporaryDirectory() as work, \
            concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for f, s in pool.map(lambda s: sweep_seed(s, tools, args, work), seeds):
            failures += f
            stats += s
    for seed, size, target, mode, kind, err, keep in sorted(failures):
        print("FAIL seed %d size %d -march=%s %s: %s\n  %s\n  input: %s" % (
            seed, size, target, mode, kind, "\n  ".join(err), keep))
    for target in ("rpu", "ptx"):
        mine = [s for s in stats if s[0] == target]
        ok = sum(1 for s in mine if s[2] == 0)
        slow = max(mine, key=lambda s: s[3], default=None)
        print("-march=%s: %d runs, %d compiled, %d refused with a diagnostic, slowest %.2f s" % (
            target, len(mine), ok, sum(1 for s in mine if s[2] == 1), slow[3] if slow else 0))
    print("stress-sweep: seeds %d-%d, %d failures, %.1f s" % (seeds[0], seeds[-1], len(failures),
                                                                time.monotonic() - start))
    if not failures and not os.listdir(args.keep):
        os.rmdir(args.keep)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
