#!/usr/bin/env python3
"""Compares two renders of one scene whose only expected differences lie
along a rectangle's outline (a shadow's edges): outline_diff.py A.png B.png
X0,X1,Y0,Y1 where the rectangle covers pixel columns [X0, X1) and rows
[Y0, Y1) (its edges on pixel boundaries).  A pixel is at the outline when
it touches one of the rectangle's edges from either side (the columns
X0 - 1, X0, X1 - 1, X1 over rows Y0 - 1 .. Y1, likewise the rows).  Prints
the mean absolute difference of all channels over the image, then how many
pixels at the outline differ and how many elsewhere, and the largest
difference elsewhere.  Decoded with zlib alone (rib/Inputs/pixels.py)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "rib", "Inputs"))
from pixels import read  # noqa: E402


def main():
    wa, ha, cha, a = read(sys.argv[1])
    wb, hb, chb, b = read(sys.argv[2])
    x0, x1, y0, y1 = map(int, sys.argv[3].split(","))
    if (wa, ha) != (wb, hb):
        sys.exit("outline_diff.py: the images differ in size")

    def at_outline(x, y):
        near_column = x in (x0 - 1, x0, x1 - 1, x1) and y0 - 1 <= y <= y1
        near_row = y in (y0 - 1, y0, y1 - 1, y1) and x0 - 1 <= x <= x1
        return near_column or near_row

    total, outline, outline_differ, elsewhere_differ, elsewhere_max = 0, 0, 0, 0, 0
    for y in range(ha):
        for x in range(wa):
            d = [abs(a[y][cha * x + c] - b[y][chb * x + c]) for c in range(3)]
            total += sum(d)
            if at_outline(x, y):
                outline += 1
                outline_differ += max(d) > 0
            else:
                elsewhere_differ += max(d) > 0
                elsewhere_max = max(elsewhere_max, max(d))
    print(f"mean absolute difference: {total / (3 * wa * ha):.2f}")
    print(f"at the outline: {outline_differ} of {outline} pixels differ")
    print(f"elsewhere: {elsewhere_differ} pixels differ, by at most {elsewhere_max}")


if __name__ == "__main__":
    main()
