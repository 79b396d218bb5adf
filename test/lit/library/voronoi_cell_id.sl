// Cell ids for per-cell variation: the helper names the cell whose feature
// point is nearest through an output point (a cell corner), varying as the
// helper declares, and a shader picks a colour per cell from it.  Jitter 0
// puts features at cell centres: from (2.4, 0.9, -0.2) the nearest centre is
// (2.5, 0.5, -0.5) in the cell with corner (2, 0, -1), at distance
// sqrt(0.01 + 0.16 + 0.09) = 0.509902.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call nearest_cell 2.4,0.9,-0.2 0 0,0,0 | FileCheck --check-prefix=ID --match-full-lines %s
// ID: 0.509902 2 0 -1

float nearest_cell(point p; float jitter; output varying point id)
{
    point base = point(floor(xcomp(p)), floor(ycomp(p)), floor(zcomp(p)));
    float f1 = 1e6;
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1)
            for (k = -1; k <= 1; k += 1) {
                point corner = base + vector(i, j, k);
                point feature = corner + 0.5 + jitter * (vector cellnoise(corner) - 0.5);
                float d = distance(p, feature);
                if (d < f1) {
                    f1 = d;
                    id = corner;
                }
            }
    return f1;
}

surface voronoi_mosaic(float frequency = 10, jitter = 1;
                       color basecolor = color(0.2, 0.4, 0.8); float variation = 0.5)
{
    point id;
    float f1 = nearest_cell(transform("shader", P) * frequency, jitter, id);
    color cellcolor = basecolor * (1 - variation + variation * color cellnoise(id + 0.5));
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * cellcolor * (1 - 0.3 * f1) * (ambient() + diffuse(Nf));
}
