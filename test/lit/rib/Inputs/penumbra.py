#!/usr/bin/env python3
"""Prints "penumbra N" for a PNG: N, the number of pixels of row 0 from
column --from on that are neither black nor white (0 < red < 255)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pixels  # noqa: E402


def main():
    path, start = sys.argv[1], int(sys.argv[sys.argv.index("--from") + 1])
    w, h, ch, rows = pixels.read(path)
    row = rows[0]
    print("penumbra %d" % sum(1 for x in range(start, w) if 0 < row[x * ch] < 255))


if __name__ == "__main__":
    main()
