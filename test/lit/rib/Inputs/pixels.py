#!/usr/bin/env python3
"""Prints a PNG (8-bit RGB or RGBA, as scene_png_write writes it) for
FileCheck: "size WxH", then with --row Y a '#'/'.' mask of the lit pixels
of row Y, with --pixel X,Y the pixel's "r g b" and with --alpha X,Y its
alpha (255 in an RGB image), and with --red-within X,Y,LO,HI whether the
pixel's red byte lies in [LO, HI].  Decoded here with zlib
alone, independently of the scene library's PNG code."""
import struct
import sys
import zlib


def read(path):
    d = open(path, "rb").read()
    i, w, h, ch, idat = 8, 0, 0, 3, b""
    while i < len(d):
        n = struct.unpack(">I", d[i:i + 4])[0]
        t, c = d[i + 4:i + 8], d[i + 8:i + 8 + n]
        if t == b"IHDR":
            w, h = struct.unpack(">II", c[:8])
            ch = {2: 3, 6: 4}[c[9]]
        elif t == b"IDAT":
            idat += c
        i += 12 + n
    raw, rows, stride = zlib.decompress(idat), [], w * ch
    prev = bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - ch] if x >= ch else 0
            b = prev[x]
            c = prev[x - ch] if x >= ch else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return w, h, ch, rows


def main():
    w, h, ch, rows = read(sys.argv[1])
    print(f"size {w}x{h}")
    args = sys.argv[2:]
    while args:
        opt, val = args[0], args[1]
        args = args[2:]
        if opt == "--row":
            y = int(val)
            print(f"row {y}: " + "".join("#" if any(rows[y][ch * x:ch * x + 3]) else "." for x in range(w)))
        elif opt == "--red-within":
            x, y, lo, hi = map(int, val.split(","))
            r = rows[y][ch * x]
            print(f"pixel {x},{y}: red " + (f"in [{lo}, {hi}]" if lo <= r <= hi else f"{r} outside [{lo}, {hi}]"))
        elif opt == "--alpha":
            x, y = map(int, val.split(","))
            print(f"alpha {x},{y}: " + str(rows[y][ch * x + 3] if ch == 4 else 255))
        else:
            x, y = map(int, val.split(","))
            print(f"pixel {x},{y}: " + " ".join(str(v) for v in rows[y][ch * x:ch * x + 3]))


if __name__ == "__main__":
    main()
