#!/usr/bin/env python3
"""Runs one lit suite for CTest: lit's own output and exit status, except
that a suite whose tests all were skipped (UNSUPPORTED: ../shared absent,
no ptxas, ...) exits 77, which the ctest marks as skipped (SKIP_RETURN_CODE)
rather than passed, with lit's notes giving the reason.
    run-lit.py LIT.py LIT-ARGS..."""
import re
import subprocess
import sys

proc = subprocess.run([sys.executable] + sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
sys.stdout.write(proc.stdout)
counts = {k: int(n) for k, n in re.findall(r"^\s*(\w+(?: \w+)?)\s*:\s*(\d+)\s*(?:\(|$)", proc.stdout, re.M)}
ran = sum(n for k, n in counts.items() if k not in ("Unsupported", "Total Discovered Tests", "Excluded"))
if proc.returncode == 0 and counts.get("Unsupported", 0) > 0 and ran == 0:
    print("run-lit: every test of the suite is unsupported here: skipped")
    sys.exit(77)
sys.exit(proc.returncode)
