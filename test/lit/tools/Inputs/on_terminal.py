"""Runs a command with its stdout and stderr on a pseudo-terminal and prints
what it wrote there (escape sequences as \\033) and its exit status:
    on_terminal.py COMMAND ARGS..."""
import os
import pty
import subprocess
import sys

master, slave = pty.openpty()
proc = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
os.close(slave)
out = b""
while True:
    try:
        chunk = os.read(master, 4096)
    except OSError:  # the other side closed
        break
    if not chunk:
        break
    out += chunk
status = proc.wait()
sys.stdout.write(out.decode("utf-8", "replace").replace("\033", "\\033").replace("\r\n", "\n"))
print(f"exit {status}")
