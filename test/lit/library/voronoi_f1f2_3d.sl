// The 3D Voronoi helper libraries share: distances to the nearest and the
// second nearest feature points and both positions, through output
// parameters written the usual way, with no detail: they take the detail of
// the arguments, and here the arguments are varying.
// With jitter 0 the feature points are the cell centres.  At (0.7, 0.5, 0.5)
// the nearest is (0.5, 0.5, 0.5), 0.2 away, the second (1.5, 0.5, 0.5), 0.8
// away.  At (0.5, 0.5, 0.5) F1 = 0 and F2 = 1 (six neighbours at distance 1;
// the first met in the loop, i = -1, is (-0.5, 0.5, 0.5)).
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call voronoi_f1f2_3d 0.7,0.5,0.5 0 0 0 0,0,0 0,0,0 | FileCheck --check-prefix=NEAR --match-full-lines %s
// NEAR: 0.2 0.8 0.5 0.5 0.5 1.5 0.5 0.5
// RUN: rsl-jit %s --call voronoi_f1f2_3d 0.5,0.5,0.5 0 0 0 0,0,0 0,0,0 | FileCheck --check-prefix=CENTRE --match-full-lines %s
// CENTRE: 0 1 0.5 0.5 0.5 -0.5 0.5 0.5

void voronoi_f1f2_3d(point P; float jitter;
                     output float f1, f2;
                     output point pos1, pos2)
{
    point thiscell = point(floor(xcomp(P)) + 0.5, floor(ycomp(P)) + 0.5,
                           floor(zcomp(P)) + 0.5);
    f1 = f2 = 1000;
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1) {
        for (j = -1; j <= 1; j += 1) {
            for (k = -1; k <= 1; k += 1) {
                point testcell = thiscell + vector(i, j, k);
                point pos = testcell + jitter * (vector cellnoise(testcell) - 0.5);
                float dist = distance(pos, P);
                if (dist < f1) {
                    f2 = f1;
                    pos2 = pos1;
                    f1 = dist;
                    pos1 = pos;
                } else if (dist < f2) {
                    f2 = dist;
                    pos2 = pos;
                }
            }
        }
    }
}

surface cellular_flagstones(float frequency = 4, jitter = 1, groutwidth = 0.05;
                            color groutcolor = color(0.3, 0.3, 0.28))
{
    point Pshad = transform("shader", P) * frequency;
    float f1, f2;
    point p1, p2;
    voronoi_f1f2_3d(Pshad, jitter, f1, f2, p1, p2);
    /* Each stone takes the colour of its cell; the grout is where the two
     * nearest distances meet. */
    color stone = Cs * (0.6 + 0.4 * color cellnoise(p1));
    float grout = 1 - smoothstep(0, groutwidth, f2 - f1);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(stone, groutcolor, grout) * (ambient() + diffuse(Nf));
}
