#!/usr/bin/env python3
"""Checks a render of Inputs/receding.rib (a checker texture on a plane
receding to the horizon) against the scene's geometry worked out here,
independently of the renderer: each pixel's footprint on the texture from
the rays through its centre and its neighbours' (the renderer's du is
|du/dx| + |du/dy|, likewise dv), and from it

  near: the footprint lies inside one texel (0.1 texel from its edges):
        the pixel is that texel, 0 or 255 (black where texel x + y is even);
  far:  the footprint is 2 texels or more across both ways: the MIP level
        (1 or coarser) of a 2-texel-periodic checker is its mean grey, 127.5
        (the 8-bit map rounds it: within 2);

and prints "near: N pixels, M differ" and "far: N pixels, M differ" (the
pixels between, where MIP levels 0 and 1 blend, are not checked).  The
PNG is decoded with zlib alone (test/lit/rib/Inputs/pixels.py).

The scene (receding.rib): a 90 degree camera at the origin looking down +z
on W x H pixels; the plane y = -1 + 0.75 z, its bilinear patch over
x in [-50, 50] (u) and z in [0.5, 100.5] (v), textured with
texture(map, s * REPEAT, t * REPEAT) of a 16 x 16 single-texel checker
(s = u, t = v)."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "rib", "Inputs"))
from pixels import read  # noqa: E402

TEXELS = 16


def hit_uv(X, Y):
    """(u, v) where the ray (X, Y, 1) meets the plane, or None above the horizon."""
    if Y >= 0.75:
        return None
    depth = 1.0 / (0.75 - Y)
    x, z = X * depth, depth
    u, v = (x + 50.0) / 100.0, (z - 0.5) / 100.0
    return (u, v) if 0.0 <= u <= 1.0 and 0.0 <= v <= 1.0 else None


def main():
    path, repeat = sys.argv[1], float(sys.argv[2])
    w, h, ch, rows = read(path)
    scale = repeat * TEXELS  # texels per unit of u and of v
    counts = {"near": [0, 0], "far": [0, 0]}
    for py in range(h):
        for px in range(w):
            def at(dx, dy):
                return hit_uv(-1 + 2 * (px + 0.5 + dx) / w, 1 - 2 * (py + 0.5 + dy) / h)
            c, xs, ys = at(0, 0), at(1, 0), at(0, 1)
            if not (c and xs and ys):
                continue
            fs = (abs(xs[0] - c[0]) + abs(ys[0] - c[0])) * scale
            ft = (abs(xs[1] - c[1]) + abs(ys[1] - c[1])) * scale
            s, t = c[0] * scale, c[1] * scale
            value = rows[py][ch * px]
            margin = 0.1
            inside = all(math.floor(a - f / 2 - margin) == math.floor(a + f / 2 + margin) for a, f in ((s, fs), (t, ft)))
            if inside:
                texel = 255 if (math.floor(s) + math.floor(t)) % 2 else 0
                counts["near"][0] += 1
                counts["near"][1] += value != texel
            elif min(fs, ft) >= 2:
                counts["far"][0] += 1
                counts["far"][1] += abs(value - 127.5) > 2
    for k in ("near", "far"):
        print(f"{k}: {counts[k][0]} pixels, {counts[k][1]} differ")


if __name__ == "__main__":
    main()
