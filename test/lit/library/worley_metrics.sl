// A cellular helper with a choice of distance metric by name, as libraries
// offer it: "euclidean", "manhattan" or "chebyshev" (a uniform string
// parameter), the varying result through the return value.  With jitter 0 the
// feature points are the cell centres; from (0.9, 0.2, 0.5) the nearest
// centre is (0.5, 0.5, 0.5) for every metric at offset (0.4, -0.3, 0):
// euclidean 0.5, manhattan 0.7, chebyshev 0.4.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call worley_f1 0.9,0.2,0.5 0 '"euclidean"' | FileCheck --check-prefix=EUC --match-full-lines %s
// EUC: 0.5
// RUN: rsl-jit %s --call worley_f1 0.9,0.2,0.5 0 '"manhattan"' | FileCheck --check-prefix=MAN --match-full-lines %s
// MAN: 0.7
// RUN: rsl-jit %s --call worley_f1 0.9,0.2,0.5 0 '"chebyshev"' | FileCheck --check-prefix=CHE --match-full-lines %s
// CHE: 0.4

float metric_distance(vector d; uniform string metric)
{
    float ax = abs(xcomp(d)), ay = abs(ycomp(d)), az = abs(zcomp(d));
    float result;
    if (metric == "manhattan")
        result = ax + ay + az;
    else if (metric == "chebyshev")
        result = max(ax, ay, az);
    else
        result = length(d);
    return result;
}

float worley_f1(point p; float jitter; uniform string metric)
{
    point cell = point(floor(xcomp(p)), floor(ycomp(p)), floor(zcomp(p)));
    float f1 = 1e6;
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1)
            for (k = -1; k <= 1; k += 1) {
                point c = cell + vector(i + 0.5, j + 0.5, k + 0.5);
                point feature = c + jitter * (vector cellnoise(c) - 0.5);
                f1 = min(f1, metric_distance(feature - p, metric));
            }
    return f1;
}

surface worley_pebbles(float frequency = 6, jitter = 0.8;
                       uniform string metric = "manhattan";
                       color Cgap = color(0.1, 0.08, 0.05))
{
    float f = worley_f1(transform("shader", P) * frequency, jitter, metric);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(Cs, Cgap, smoothstep(0.3, 0.6, f)) * (ambient() + diffuse(Nf));
}
