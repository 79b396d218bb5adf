// An environment light: the colour of a blurred environment map in the
// direction of the bent normal, times ambient occlusion gathered with
// occlusion() and its "samples" and "maxdist" options.  It is an ambient
// light (no illuminate), marked __nonspecular for surfaces that ask.
// occlusion_to_light(occ, strength) is 1 - strength * occ: half occluded
// at full strength is 0.5, at strength 0.5 it is 0.75.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call occlusion_to_light 0.5 1 | FileCheck --check-prefix=FULL --match-full-lines %s
// FULL: 0.5
// RUN: rsl-jit %s --call occlusion_to_light 0.5 0.5 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.75

float occlusion_to_light(float occ, strength) { return 1 - strength * occ; }

light envlight_occlusion(float intensity = 1, samples = 64, maxdist = 10, strength = 1;
                         string envmap = "", envspace = "world"; float envblur = 0.2;
                         output float __nonspecular = 1)
{
    normal Nn = normalize(Ns);
    vector bent = 0;
    float occ = occlusion(Ps, Nn, samples, "maxdist", maxdist, "environmentdir", bent);
    color env = 1;
    if (envmap != "")
        env = color environment(envmap, vtransform(envspace, bent), "blur", envblur);
    Cl = intensity * env * occlusion_to_light(occ, strength);
}
