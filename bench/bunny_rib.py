#!/usr/bin/env python3
"""Writes a RIB of a PLY mesh (the bunny) for the benchmarks: its triangles
as PointsPolygons under the constant shader, one sample at each pixel's
centre (PixelSamples 1 1, box filter 1 1, no jitter), a camera FOV degrees
wide at DIST from the bounding box's centre, looking along -z (the bunny's
front), so that the box fills the frame.
usage: bunny_rib.py MESH.ply OUT.rib SIZE [FOV DIST]"""
import sys


def main():
    src, out, size = sys.argv[1], sys.argv[2], int(sys.argv[3])
    fov = float(sys.argv[4]) if len(sys.argv) > 4 else 19.0
    dist = float(sys.argv[5]) if len(sys.argv) > 5 else 0.5
    with open(src) as f:
        if f.readline().strip() != "ply" or "ascii" not in f.readline():
            sys.exit("bunny_rib.py: error: %s: not an ASCII PLY file" % src)
        nv = nf = 0
        for line in f:
            w = line.split()
            if w[:2] == ["element", "vertex"]:
                nv = int(w[2])
            elif w[:2] == ["element", "face"]:
                nf = int(w[2])
            elif w and w[0] == "end_header":
                break
        pts = [f.readline().split()[:3] for _ in range(nv)]
        faces = [f.readline().split() for _ in range(nf)]
    if any(q[0] != "3" for q in faces):
        sys.exit("bunny_rib.py: error: %s: faces other than triangles" % src)
    lo = [min(float(p[k]) for p in pts) for k in range(3)]
    hi = [max(float(p[k]) for p in pts) for k in range(3)]
    c = [(a + b) / 2 for a, b in zip(lo, hi)]
    with open(out, "w") as f:
        f.write('Format %d %d 1\nPixelSamples 1 1\nPixelFilter "box" 1 1\nHider "hidden" "jitter" [0]\n' % (size, size))
        # Scale -1 1 1: the mesh's right-handed frame seen from its +z side.
        f.write('Projection "perspective" "fov" [%g]\nTranslate 0 0 %g\nScale -1 1 1\nTranslate %g %g %g\n'
                % (fov, dist, -c[0], -c[1], -c[2]))
        f.write('WorldBegin\nSurface "constant"\nPointsPolygons [' + " 3" * nf + "]\n[")
        f.write(" ".join(" ".join(q[1:4]) for q in faces) + ']\n"P" [')
        f.write(" ".join(" ".join(p) for p in pts) + "]\nWorldEnd\n")


main()
