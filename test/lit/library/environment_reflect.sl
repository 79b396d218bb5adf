// Chrome with an environment map: the reflected direction looks the map up
// with "blur" and "samples", weighted by a Schlick Fresnel term.
// schlick(cosine, f0) = f0 + (1 - f0)(1 - cosine)^5: head-on it is f0
// (0.04), grazing (cosine 0) it is 1, at cosine 0.5 0.04 + 0.96/32 = 0.07.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call schlick 1 0.04 | FileCheck --check-prefix=HEAD --match-full-lines %s
// HEAD: 0.04
// RUN: rsl-jit %s --call schlick 0 0.04 | FileCheck --check-prefix=GRAZE --match-full-lines %s
// GRAZE: 1
// RUN: rsl-jit %s --call schlick 0.5 0.04 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.07

float schlick(float cosine, f0)
{
    float m = 1 - cosine;
    return f0 + (1 - f0) * m * m * m * m * m;
}

surface environment_reflect(float Ks = 1, Kr = 1, roughness = 0.05, f0 = 0.04;
                            string envname = "", envspace = "world";
                            float envblur = 0, envsamples = 4)
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    vector R = reflect(-V, Nf);
    float fr = schlick(max(0, V . Nf), f0);
    color Cr = 0;
    if (envname != "") {
        vector Rs = vtransform(envspace, R);
        Cr = color environment(envname, Rs, "blur", envblur, "samples", envsamples);
    }
    Oi = Os;
    Ci = Oi * (Cs * Ks * specular(Nf, V, roughness) + Kr * fr * Cr);
}
