// Layered specular as an array of lobe structs, each with its own weight,
// roughness and tint, summed by one helper: the way layered materials keep
// a variable number of lobes.  lobe_weight_sum(a, b, c) fills three lobes'
// weights and sums them over the array: 0.5 + 0.25 + 0.125 = 0.875.
// lobes_specular takes the array unsized and asks arraylength for its size.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call lobe_weight_sum 0.5 0.25 0.125 | FileCheck --check-prefix=SUM --match-full-lines %s
// SUM: 0.875

struct Lobe {
    float weight = 0;
    float roughness = 0.1;
    color tint = (1, 1, 1);
};

float lobe_weight_sum(float a, b, c)
{
    Lobe lobes[3];
    lobes[0]->weight = a;
    lobes[1]->weight = b;
    lobes[2]->weight = c;
    float sum = 0;
    uniform float i;
    for (i = 0; i < 3; i += 1)
        sum += lobes[i]->weight;
    return sum;
}

color lobes_specular(Lobe lobes[]; normal Nf; vector V)
{
    color sum = 0;
    uniform float i, n = arraylength(lobes);
    for (i = 0; i < n; i += 1)
        sum += lobes[i]->weight * lobes[i]->tint * specular(Nf, V, lobes[i]->roughness);
    return sum;
}

surface struct_lobes(float Kd = 0.6;
                     float Ks1 = 0.5, rough1 = 0.3, Ks2 = 0.3, rough2 = 0.05;
                     color tint1 = 1, tint2 = color(1, 0.9, 0.7))
{
    Lobe lobes[2];
    lobes[0]->weight = Ks1;
    lobes[0]->roughness = rough1;
    lobes[0]->tint = tint1;
    lobes[1]->weight = Ks2;
    lobes[1]->roughness = rough2;
    lobes[1]->tint = tint2;
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * (Cs * Kd * (ambient() + diffuse(Nf)) + lobes_specular(lobes, Nf, -normalize(I)));
}
