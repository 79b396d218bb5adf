// Material settings kept in a struct, as RSL 2.0 libraries pass them: a
// Plastic struct with defaults for every member, filled from the shader's
// parameters and handed whole to the lighting helper; members read with
// the arrow operator.  plastic_weight(Kd, Ks) builds the struct and gives
// Ka + 10 Kd + 100 Ks + 1000 roughness with the default Ka = 1 and
// roughness = 0.1: (0.5, 0.25) -> 1 + 5 + 25 + 100 = 131.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call plastic_weight 0.5 0.25 | FileCheck --check-prefix=WEIGHT --match-full-lines %s
// WEIGHT: 131

struct Plastic {
    float Ka = 1, Kd = 0.5, Ks = 0.5, roughness = 0.1;
    color specularcolor = (1, 1, 1);
};

float plastic_weight(float kd, ks)
{
    Plastic p;
    p->Kd = kd;
    p->Ks = ks;
    return p->Ka + 10 * p->Kd + 100 * p->Ks + 1000 * p->roughness;
}

color plastic_lighting(Plastic m; color base; normal Nf; vector V)
{
    return base * (m->Ka * ambient() + m->Kd * diffuse(Nf))
         + m->specularcolor * m->Ks * specular(Nf, V, m->roughness);
}

surface struct_plastic(float Ka = 1, Kd = 0.5, Ks = 0.5, roughness = 0.1;
                       color specularcolor = 1)
{
    Plastic m;
    m->Ka = Ka;
    m->Kd = Kd;
    m->Ks = Ks;
    m->roughness = roughness;
    m->specularcolor = specularcolor;
    normal Nf = faceforward(normalize(N), I);
    Oi = Os;
    Ci = Oi * plastic_lighting(m, Cs, Nf, -normalize(I));
}
