// Brushed metal with Ward's anisotropic specular in an illuminance loop:
// the brushing direction is dPdu, the highlight stretched along it.
// ward_exponent(hx, hy, hn, ax, ay) is the exponent's argument
// -((hx/ax)^2 + (hy/ay)^2) / hn^2: for the half vector (0.1, 0.2, 1) with
// roughnesses 0.1 and 0.4 that is -(1 + 0.25) / 1 = -1.25.
// RUN: rsl2ll --target=host %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each | llc-rpu -o /dev/null
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -o /dev/null
// RUN: rsl-jit %s --call ward_exponent 0.1 0.2 1 0.1 0.4 | FileCheck --check-prefix=WARD --match-full-lines %s
// WARD: -1.25

float ward_exponent(float hx, hy, hn, ax, ay)
{
    float x = hx / ax, y = hy / ay;
    return -(x * x + y * y) / (hn * hn);
}

color ward_specular(normal Nf; vector V, xdir; float xroughness, yroughness)
{
    vector ydir = normalize(Nf ^ xdir), xd = normalize(ydir ^ Nf);
    float NdotV = max(Nf . V, 1e-4);
    color C = 0;
    illuminance(P, Nf, PI / 2) {
        vector Ln = normalize(L);
        float NdotL = Ln . Nf;
        if (NdotL > 0) {
            vector H = normalize(V + Ln);
            float e = ward_exponent(H . xd, H . ydir, H . Nf, xroughness, yroughness);
            C += Cl * NdotL * exp(e) / (4 * PI * xroughness * yroughness * sqrt(NdotL * NdotV));
        }
    }
    return C;
}

surface brushed_metal(float Ka = 0.2, Kd = 0.1, Ks = 1, xroughness = 0.05, yroughness = 0.3)
{
    normal Nf = faceforward(normalize(N), I);
    vector V = -normalize(I);
    Oi = Os;
    Ci = Oi * Cs * (Ka * ambient() + Kd * diffuse(Nf) + Ks * ward_specular(Nf, V, normalize(dPdu), xroughness, yroughness));
}
