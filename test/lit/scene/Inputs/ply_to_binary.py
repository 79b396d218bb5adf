"""Rewrites an ascii PLY of float vertex properties and one uchar/int face
list as binary_little_endian: ply_to_binary.py IN OUT [VERTEX=VALUE...]
puts VALUE (a float, nan or inf) into the first property of VERTEX."""
import struct
import sys

lines = open(sys.argv[1]).read().split("\n")
end = lines.index("end_header")
head = lines[:end + 1]
nverts = next(int(l.split()[2]) for l in head if l.startswith("element vertex"))
nfaces = next(int(l.split()[2]) for l in head if l.startswith("element face"))
patch = {int(k): float(v) for k, v in (a.split("=") for a in sys.argv[3:])}
out = bytearray("\n".join(h.replace("format ascii", "format binary_little_endian") for h in head).encode() + b"\n")
for i, line in enumerate(lines[end + 1:end + 1 + nverts]):
    vals = [float(x) for x in line.split()]
    if i in patch:
        vals[0] = patch[i]
    out += struct.pack("<%df" % len(vals), *vals)
for line in lines[end + 1 + nverts:end + 1 + nverts + nfaces]:
    idx = [int(x) for x in line.split()]
    out += struct.pack("<B%di" % (len(idx) - 1), idx[0], *idx[1:])
open(sys.argv[2], "wb").write(out)
