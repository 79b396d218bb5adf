#!/usr/bin/env python3
"""Writes a small test PNG: an RGB gradient, optionally grey, black or with alpha,
optionally with one pixel changed.  Usage:
make_png.py OUT W H [--gray] [--alpha] [--black] [--poke X Y DELTA]"""
import struct
import sys
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def main():
    out, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    args = sys.argv[4:]
    gray, alpha = "--gray" in args or "--black" in args, "--alpha" in args
    poke = None
    if "--poke" in args:
        i = args.index("--poke")
        poke = tuple(int(v) for v in args[i + 1:i + 4])
    rows = b""
    for y in range(h):
        row = bytearray([0])  # filter: none
        for x in range(w):
            v = 0 if "--black" in args else (x * 255 // max(w - 1, 1) + y * 17) % 256
            px = [v] if gray else [v, (v * 3) % 256, 255 - v]
            if poke and (x, y) == poke[:2]:
                px[0] = max(0, min(255, px[0] + poke[2]))
            if alpha:
                px.append(200)
            row += bytes(px)
        rows += bytes(row)
    color_type = (0 if gray else 2) | (4 if alpha else 0)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, color_type, 0, 0, 0)
    with open(out, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


main()
