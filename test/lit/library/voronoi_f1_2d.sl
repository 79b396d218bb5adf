// A 2D Voronoi helper in the style of texture libraries: the distance to the
// nearest feature point of a jittered grid and that point's position, given
// back through output parameters that say they are varying.  With jitter 0
// every feature point sits in the middle of its cell, so the answers are
// plain geometry: at (0.2, 0.5) the nearest point is (0.5, 0.5), 0.3 away;
// at (1.9, 0.1) it is (1.5, 0.5), sqrt(0.16 + 0.16) = 0.565685 away.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call voronoi_f1_2d 0.2 0.5 0 0 0 0 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 0.3 0.5 0.5
// RUN: rsl-jit %s --call voronoi_f1_2d 1.9 0.1 0 0 0 0 | FileCheck --check-prefix=CORNER --match-full-lines %s
// CORNER: 0.565685 1.5 0.5

void voronoi_f1_2d(float ss, tt, jitter;
                   output varying float f1;
                   output varying float spos1, tpos1)
{
    float sthiscell = floor(ss) + 0.5, tthiscell = floor(tt) + 0.5;
    f1 = 1000;
    uniform float i, j;
    for (i = -1; i <= 1; i += 1) {
        float stestcell = sthiscell + i;
        for (j = -1; j <= 1; j += 1) {
            float ttestcell = tthiscell + j;
            float spos = stestcell + jitter * (cellnoise(stestcell, ttestcell) - 0.5);
            float tpos = ttestcell + jitter * (cellnoise(stestcell + 23, ttestcell - 87) - 0.5);
            float soffset = spos - ss, toffset = tpos - tt;
            float dist = sqrt(soffset * soffset + toffset * toffset);
            if (dist < f1) {
                f1 = dist;
                spos1 = spos;
                tpos1 = tpos;
            }
        }
    }
}

surface voronoi_spots(float frequency = 8, jitter = 0.75, radius = 0.3;
                      color spotcolor = color(0.8, 0.1, 0.1))
{
    float f1, sp, tp;
    voronoi_f1_2d(s * frequency, t * frequency, jitter, f1, sp, tp);
    float spot = 1 - smoothstep(radius - 0.05, radius + 0.05, f1);
    Oi = Os;
    Ci = Oi * mix(Cs, spotcolor, spot);
}
