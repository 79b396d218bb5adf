// A material of nested structs: a diffuse layer and a coat, each a struct
// of its own, inside one Material struct, reached with chained arrows.
// coat_energy(weight) is what the coat leaves to the base: with the coat's
// default weight replaced by 0.25 the base keeps 0.75 of the default base
// weight 0.8: 0.6.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call coat_energy 0.25 | FileCheck --check-prefix=BASE --match-full-lines %s
// BASE: 0.6

struct Layer {
    float weight = 0.8;
    float roughness = 0.3;
    color tint = (1, 1, 1);
};

struct Material {
    Layer base;
    Layer coat;
    float ior = 1.5;
};

float base_weight(Material m) { return m->base->weight * (1 - m->coat->weight); }

float coat_energy(float weight)
{
    Material m;
    m->coat->weight = weight;
    return base_weight(m);
}

surface struct_material(float baseweight = 0.8, coatweight = 0.2, coatroughness = 0.02;
                        color basetint = color(0.7, 0.1, 0.1))
{
    Material m;
    m->base->weight = baseweight;
    m->base->tint = basetint;
    m->coat->weight = coatweight;
    m->coat->roughness = coatroughness;
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    Oi = Os;
    Ci = Oi * (base_weight(m) * m->base->tint * Cs * (ambient() + diffuse(Nf))
               + m->coat->weight * m->coat->tint * specular(Nf, V, m->coat->roughness));
}
