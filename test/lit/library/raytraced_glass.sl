// Glass that traces its own reflection and refraction rays, as ray-traced
// library shaders do, stopping below a maximum ray depth it asks the
// renderer for with rayinfo("depth"), the two mixed by fresnel().
// absorb(distance, density) is Beer's law exp(-density * distance) for the
// colour carried through the glass: 1 at no distance, 0.5 at
// density * distance = ln 2.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call absorb 0 2 | FileCheck --check-prefix=NONE --match-full-lines %s
// NONE: 1
// RUN: rsl-jit %s --call absorb 0.346573590 2 | FileCheck --check-prefix=HALF --match-full-lines %s
// HALF: 0.5

float absorb(float distance, density) { return exp(-density * distance); }

surface raytraced_glass(float Kr = 1, Kt = 1, ior = 1.5, maxdepth = 4, thickness = 0.1, density = 1;
                        color glasscolor = color(0.9, 1, 0.95))
{
    normal Nn = normalize(N);
    vector In = normalize(I);
    float entering = In . Nn < 0 ? 1 : 0;
    normal Nf = faceforward(Nn, I);
    float kr, kt;
    vector R, T;
    fresnel(In, Nf, entering != 0 ? 1 / ior : ior, kr, kt, R, T);
    float depth = 0;
    rayinfo("depth", depth);
    color Cr = 0, Ct = 0;
    if (depth < maxdepth) {
        Cr = trace(P, R);
        if (kt > 0)
            Ct = trace(P, T) * absorb(thickness, density) * glasscolor;
    }
    Oi = 1;
    Ci = Kr * kr * Cr + Kt * kt * Ct;
}
