// A cellular helper that returns its answers in one struct instead of five
// output parameters: the members that change per point are declared varying
// (struct members are uniform by default).  With jitter 0 the features are
// cell centres: from (0.7, 0.5, 0.5) F1 = 0.2 and F2 = 0.8, so
// cell_gap(0.7, 0.5, 0.5) = F2 - F1 = 0.6 and the nearest feature's x is 0.5.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call cell_gap 0.7,0.5,0.5 | FileCheck --check-prefix=GAP --match-full-lines %s
// GAP: 0.6
// RUN: rsl-jit %s --call nearest_x 0.7,0.5,0.5 | FileCheck --check-prefix=NEAR --match-full-lines %s
// NEAR: 0.5

struct CellHit {
    varying float f1 = 1e6, f2 = 1e6;
    varying point pos1 = 0, pos2 = 0;
};

CellHit voronoi(point p; float jitter)
{
    CellHit hit;
    point cell = point(floor(xcomp(p)), floor(ycomp(p)), floor(zcomp(p)));
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1)
            for (k = -1; k <= 1; k += 1) {
                point c = cell + vector(i, j, k) + 0.5;
                point feature = c + jitter * (vector cellnoise(c) - 0.5);
                float d = distance(p, feature);
                if (d < hit->f1) {
                    hit->f2 = hit->f1;
                    hit->pos2 = hit->pos1;
                    hit->f1 = d;
                    hit->pos1 = feature;
                } else if (d < hit->f2) {
                    hit->f2 = d;
                    hit->pos2 = feature;
                }
            }
    return hit;
}

float cell_gap(point p) { CellHit h = voronoi(p, 0); return h->f2 - h->f1; }
float nearest_x(point p) { CellHit h = voronoi(p, 0); return xcomp(h->pos1); }

surface struct_voronoi(float frequency = 6, jitter = 0.8, edge = 0.05; color edgecolor = 0)
{
    CellHit h = voronoi(transform("shader", P) * frequency, jitter);
    color Ct = Cs * (0.5 + 0.5 * color cellnoise(h->pos1));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(edgecolor, Ct, smoothstep(0, edge, h->f2 - h->f1)) * (ambient() + diffuse(Nf));
}
