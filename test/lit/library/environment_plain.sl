// A glass-like surface reflecting and refracting an environment map looked
// up without options, the two mixed by the built-in fresnel() (its output
// parameters kr, kt and the two directions).  refraction_ratio(entering)
// gives the eta for refract(): 1/ior entering the glass, ior leaving it.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call refraction_ratio 1 1.5 | FileCheck --check-prefix=IN --match-full-lines %s
// IN: 0.666667
// RUN: rsl-jit %s --call refraction_ratio 0 1.5 | FileCheck --check-prefix=OUT --match-full-lines %s
// OUT: 1.5

float refraction_ratio(float entering, ior) { return entering != 0 ? 1 / ior : ior; }

surface environment_plain(float Kr = 1, Kt = 1, ior = 1.5;
                          string envname = "", envspace = "world";
                          color filtercolor = color(0.9, 0.95, 1))
{
    normal Nn = normalize(N);
    vector In = normalize(I);
    float entering = In . Nn < 0 ? 1 : 0;
    normal Nf = faceforward(Nn, I);
    float kr, kt;
    vector R, T;
    fresnel(In, Nf, refraction_ratio(entering, ior), kr, kt, R, T);
    color Cr = 0, Ct = 0;
    if (envname != "") {
        Cr = color environment(envname, vtransform(envspace, R));
        Ct = color environment(envname, vtransform(envspace, T));
    }
    Oi = Os;
    Ci = Oi * (Kr * kr * Cr + Kt * kt * filtercolor * Ct);
}
