// Crackle from the gap between the two nearest feature points: a crack where
// F2 - F1 is small, softened by a smoothstep band.  crack_band(gap, width)
// is 1 - smoothstep(0, width, gap): at gap = width / 2 the smoothstep is
// 3/4 - 2/8 = 0.5, at gap = width / 4 it is 3/16 - 2/64 = 0.15625, so the
// band is 0.5 and 0.84375; at gap >= width it is 0.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call crack_band 0.05 0.1 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5
// RUN: rsl-jit %s --call crack_band 0.025 0.1 | FileCheck --check-prefix=QUARTER --match-full-lines %s
// QUARTER: 0.84375
// RUN: rsl-jit %s --call crack_band 0.3 0.1 | FileCheck --check-prefix=OUT --match-full-lines %s
// OUT: 0

float crack_band(float gap, width)
{
    return 1 - smoothstep(0, width, gap);
}

void nearest_two(point p; float jitter; output varying float f1, f2)
{
    point cell = point(floor(xcomp(p)), floor(ycomp(p)), floor(zcomp(p)));
    f1 = f2 = 1e6;
    uniform float i, j, k;
    for (i = -1; i <= 1; i += 1)
        for (j = -1; j <= 1; j += 1)
            for (k = -1; k <= 1; k += 1) {
                point c = cell + vector(i, j, k) + 0.5;
                float d = distance(p, c + jitter * (vector cellnoise(c) - 0.5));
                if (d < f1) {
                    f2 = f1;
                    f1 = d;
                } else
                    f2 = min(f2, d);
            }
}

surface voronoi_crackle(float frequency = 5, jitter = 1, crackwidth = 0.08;
                        color crackcolor = 0)
{
    float f1, f2;
    nearest_two(transform("shader", P) * frequency, jitter, f1, f2);
    float crack = crack_band(f2 - f1, crackwidth);
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * mix(Cs, crackcolor, crack) * (ambient() + diffuse(Nf));
}
