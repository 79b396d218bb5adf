"""Copies IN to OUT with bytes replaced: patch.py IN OUT OFFSET:HEX..."""
import sys

data = bytearray(open(sys.argv[1], "rb").read())
for edit in sys.argv[3:]:
    at, hexbytes = edit.split(":")
    new = bytes.fromhex(hexbytes)
    data[int(at):int(at) + len(new)] = new
open(sys.argv[2], "wb").write(data)
