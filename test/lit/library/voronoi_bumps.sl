// Displacement by cellular bumps: each cell raises a dome of height
// 1 - (F1 / radius)^2, the normal recomputed with calculatenormal.
// dome(f1, radius) is that, clamped at 0: dome(0.25, 0.5) = 0.75,
// dome(0.5, 0.5) = 0, dome(0, 0.5) = 1.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call dome 0.25 0.5 | FileCheck --check-prefix=MID --match-full-lines %s
// MID: 0.75
// RUN: rsl-jit %s --call dome 0.5 0.5 | FileCheck --check-prefix=EDGE --match-full-lines %s
// EDGE: 0
// RUN: rsl-jit %s --call dome 0 0.5 | FileCheck --check-prefix=TOP --match-full-lines %s
// TOP: 1

float dome(float f1, radius)
{
    float r = f1 / radius;
    return max(0, 1 - r * r);
}

float cell_f1(point p; float jitter)
{
    point cell = point(floor(xcomp(p)), floor(ycomp(p)), floor(zcomp(p)));
    float f1 = 1e6;
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1)
            for (k = -1; k <= 1; k += 1) {
                point c = cell + vector(i + 0.5, j + 0.5, k + 0.5);
                f1 = min(f1, distance(p, c + jitter * (vector cellnoise(c) - 0.5)));
            }
    return f1;
}

displacement voronoi_bumps(float Km = 0.05, frequency = 4, jitter = 0.7, radius = 0.45;
                           string space = "shader")
{
    point Pspace = transform(space, P) * frequency;
    float height = Km * dome(cell_f1(Pspace, jitter), radius);
    P += height * normalize(N);
    N = calculatenormal(P);
}
